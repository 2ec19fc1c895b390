"""Archery X: damage the first player gives out at the start of combat."""

from __future__ import annotations

import pytest

from hjourney_tui.core.modifiers import Modifier

from .helpers import (
    commit_all,
    finish_planning,
    hero,
    legal,
    new,
    prompt,
    put,
    run_until,
    stack,
    to_planning,
    uid,
    waiting,
)


def _to_archery(g, *, threat=5, staging=("bog_skirmisher",), active="drowned_watchtower", archery_bonus=0,
                engaged=()):
    to_planning(g)
    st = g.state
    for cid in engaged:
        put(g, cid, st.players["A"].engaged, controller="A")
    if active:
        tower = put(g, active, st.encounter.active)
        if archery_bonus:
            g.modifiers.add(Modifier(uid(tower), "archery", archery_bonus))
    for cid in staging:
        put(g, cid, st.encounter.staging)
    stack(g, *["stony_ridge", "stony_ridge", "reed_marsh", "reed_marsh"][:len(g.turns.standing)])
    finish_planning(g)
    for s in g.turns.order_from():
        commit_all(g, s)
    for p in st.players.values():
        p.threat = threat  # nobody engages the skirmisher (engagement 32)
    run_until(g, lambda g: "archery" in prompt(g))


@pytest.mark.rule("LC-KW-ARCHERY-01", "LC-KW-ARCHERY-04", "LC-KW-ARCHERY-02", "LC-KW-ARCHERY-03", "LC-CORE-COMBAT-01")
def test_archery_adds_up_and_the_first_player_gives_it_to_anyones_characters_before_shadows():
    g = new(2, first_player=2)
    _to_archery(g, engaged=("wolf_pack",))  # the wolf adds no archery, but will get a shadow card
    assert waiting(g) == "B" and "1 of 2" in prompt(g)
    targets = {c.split()[1] for c in legal(g, "B")}
    everyone = {uid(c) for s in "AB" for c in g.state.players[s].characters()}
    assert targets == everyone
    assert not g.legal_commands("A")
    g.apply("B", f"target {uid(hero(g, 'A', 0))}")
    g.apply("B", f"target {uid(hero(g, 'B', 0))}")
    archery = next(i for i, e in enumerate(g.events) if e.kind == "archery")
    shadows = [i for i, e in enumerate(g.events) if e.kind == "shadow"]
    assert shadows and all(i > archery for i in shadows)
    assert hero(g, "A", 0).tokens["damage"] == 1 and hero(g, "B", 0).tokens["damage"] == 1


@pytest.mark.rule("LC-KW-ARCHERY-05", "LC-KW-ARCHERY-06")
def test_defence_does_not_stop_archery_and_exhausted_characters_may_take_it():
    g = new(1)
    _to_archery(g)
    hrothmar = hero(g, "A", 2)  # defence 2
    hrothmar.flags.add("exhausted")
    g._legal_cache = None
    assert f"target {uid(hrothmar)}" in legal(g)
    g.apply("A", f"target {uid(hrothmar)}")
    g.apply("A", f"target {uid(hrothmar)}")
    assert hrothmar.tokens["damage"] == 2


@pytest.mark.rule("LC-KW-ARCHERY-07", "LC-KW-ARCHERY-08")
def test_no_character_gets_more_than_it_can_take_and_damage_lands_all_at_once():
    g = new(1)
    _to_archery(g)
    bregan, ilsa, hrothmar = g.state.players["A"].heroes.cards
    ilsa.tokens["damage"] = 3  # 1 hit point left
    g._legal_cache = None
    g.apply("A", f"target {uid(ilsa)}")
    assert f"target {uid(ilsa)}" not in legal(g)  # she can take no more
    assert "damage" not in bregan.tokens and ilsa.tokens["damage"] == 3  # nothing placed yet
    g.apply("A", f"target {uid(bregan)}")
    kinds = [e.kind for e in g.events if e.kind in ("damage", "destroyed")]
    assert kinds[-3:] == ["damage", "damage", "destroyed"]  # both placed, then Ilsa is destroyed


@pytest.mark.rule("LC-KW-ARCHERY-09")
def test_archery_nobody_can_take_is_lost():
    g = new(1)
    _to_archery(g, archery_bonus=2)  # the tower's 1 + 2, and the skirmisher's 1: 4 in all
    heroes = g.state.players["A"].heroes.cards
    for h in heroes:
        h.tokens["damage"] = g.modifiers.stat(uid(h), "hit_points") - 1  # 1 hit point left each: room for 3
    g._legal_cache = None
    for h in heroes:
        g.apply("A", f"target {uid(h)}")
    assert [e.data["lost"] for e in g.events if e.kind == "archery" and "lost" in e.data] == [1]
    assert sum(e.data["amount"] for e in g.events if e.kind == "damage") == 3

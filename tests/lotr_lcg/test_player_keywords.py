"""Sentinel and Ranged: defending and attacking across the table."""

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
from .test_combat import _to_combat


@pytest.mark.rule("LC-KW-SENTINEL-01", "LC-KW-SENTINEL-02", "LC-KW-SENTINEL-03", "LC-KW-SENTINEL-04")
def test_a_sentinel_may_defend_another_player_once_they_declared_no_defender():
    g = new(2)  # A: Hrothmar (Sentinel, defence 2); B: Calder (Sentinel)
    (ogre,) = _to_combat(g, {"B": ["bog_ogre"]}, shadows=["stony_ridge"])["B"]  # 5 attack, +1 shadow
    assert waiting(g) == "B" and not g.legal_commands("A")
    hrothmar = hero(g, "A", 2)
    assert f"defend {uid(hrothmar)}" not in legal(g, "B")
    g.apply("B", "undefended")
    assert waiting(g) == "A" and sorted(legal(g, "A")) == sorted([f"defend {uid(hrothmar)}", "pass"])
    g.apply("A", f"defend {uid(hrothmar)}")
    assert "exhausted" in hrothmar.flags
    assert hrothmar.tokens["damage"] == 5 + 1 - 2
    assert all("damage" not in h.tokens for h in g.state.players["B"].heroes.cards)


@pytest.mark.rule("LC-KW-SENTINEL-05", "LC-CORE-COMBAT-14")
def test_the_attacked_player_stays_the_defending_player():
    g = new(2)
    _to_combat(g, {"B": ["wolf_pack"]}, shadows=["sudden_squall"])  # shadow: the defending player +1 threat
    before = {s: p.threat for s, p in g.state.players.items()}
    g.apply("B", "undefended")
    g.apply("A", f"defend {uid(hero(g, 'A', 2))}")
    assert {s: p.threat - before[s] for s, p in g.state.players.items()} == {"A": 0, "B": 1}


@pytest.mark.rule("LC-KW-SENTINEL-06", "LC-CORE-COMBAT-07")
def test_the_first_sentinel_offer_after_the_attacked_player_is_the_one_defender():
    g = new(3, decks="keepers_of_the_reeds,fenwatch_bows,wardens_of_the_ford")  # only A and C lead a Sentinel hero
    to_planning(g)
    st = g.state
    veteran = put(g, "shieldwall_veteran", st.players["C"].allies, controller="C")  # Sentinel
    put(g, "wolf_pack", st.players["B"].engaged, controller="B")
    stack(g, "stony_ridge", "stony_ridge", "stony_ridge", "reed_marsh")
    for p in st.players.values():
        p.threat = 5
    finish_planning(g)
    for s in g.turns.order_from():
        commit_all(g, s)
    run_until(g, lambda g: "declare a defender" in prompt(g))
    g.apply("B", "undefended")
    assert waiting(g) == "C"  # after B in player order comes C, then A
    g.apply("C", f"defend {uid(veteran)}")
    assert "defend with a Sentinel" not in prompt(g)  # A is not asked: one defender only
    defence = [e.data for e in g.events if e.kind == "defend"]
    assert defence == [{"seat": "B", "defender": veteran.uid, "enemy": defence[0]["enemy"], "sentinel": "C"}]


@pytest.mark.rule("LC-KW-RANGED-01", "LC-KW-RANGED-02", "LC-KW-RANGED-04", "LC-KW-RANGED-05")
def test_a_ranged_character_may_attack_an_enemy_engaged_with_another_player():
    g = new(2, decks="fenwatch_bows,keepers_of_the_reeds")  # A: Orrin, Daeric (Ranged), Tovald
    (wolf,) = _to_combat(g, {"B": ["wolf_pack"]}, shadows=["stony_ridge"])["B"]
    g.apply("B", f"defend {uid(hero(g, 'B', 2))}")
    orrin, daeric, tovald = g.state.players["A"].heroes.cards
    assert waiting(g) == "A" and f"attack {uid(wolf)}" in legal(g, "A")
    g.apply("A", f"attack {uid(wolf)}")
    assert sorted(legal(g, "A")) == [f"with {uid(daeric)}"]  # only the Ranged one
    g.apply("A", f"with {uid(daeric)}")
    assert "exhausted" in daeric.flags
    g.apply("A", "strike")
    assert wolf in g.state.encounter.discard  # 3 attack against 3 hit points
    g2 = new(2, decks="fenwatch_bows,keepers_of_the_reeds")
    (wolf2,) = _to_combat(g2, {"B": ["wolf_pack"]}, shadows=["stony_ridge"])["B"]
    hero(g2, "A", 1).flags.add("exhausted")  # Daeric cannot: nobody of A's may attack B's enemy
    g2.apply("B", f"defend {uid(hero(g2, 'B', 2))}")
    assert waiting(g2) == "B" and f"attack {uid(wolf2)}" not in legal(g2, "A")  # A is not even asked


@pytest.mark.rule("LC-KW-RANGED-03", "LC-KW-RANGED-06")
def test_a_ranged_character_may_join_another_players_attack_once_per_declaration():
    g = new(2, decks="keepers_of_the_reeds,fenwatch_bows")  # B: Orrin, Daeric (Ranged), Tovald
    (crawler,) = _to_combat(g, {"A": ["mire_crawler"]}, shadows=["stony_ridge"])["A"]  # defence 0
    g.apply("A", f"defend {uid(hero(g, 'A', 2))}")
    tamsin = hero(g, "A", 0)
    daeric = hero(g, "B", 1)
    g.modifiers.add(Modifier(uid(crawler), "hit_points", 10))  # it survives, so the attack's total shows
    g.apply("A", f"attack {uid(crawler)}")
    g.apply("A", f"with {uid(tamsin)}")
    g.apply("A", "strike")
    assert waiting(g) == "B" and f"with {uid(daeric)}" in legal(g, "B") and "done" in legal(g, "B")
    assert all(t in (f"with {uid(daeric)}", "done") for t in legal(g, "B"))
    g.apply("B", f"with {uid(daeric)}")
    hit = [e for e in g.events if e.kind == "attack" and e.seat == "A"][-1]
    assert hit.data["attack"] == 1 + 3
    assert f"attack {uid(crawler)}" not in legal(g, "A")  # A's one attack on it is spent

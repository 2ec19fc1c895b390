"""Rounds, the resource phase and the planning phase: spheres, paying, playing allies and attachments."""

from __future__ import annotations

import pytest

from hjourney_tui.core.game import Refused
from hjourney_tui.games.lotr_lcg.state import PHASES

from .helpers import (
    at_prompt,
    commit_all,
    finish_planning,
    hand,
    hero,
    legal,
    new,
    prompt,
    put,
    stack,
    step,
    to_phase,
    to_planning,
    uid,
    waiting,
)


def _empty_hands(g) -> None:
    for p in g.state.players.values():
        g.table.gather(p.hand, p.deck, face_up=False)


@pytest.mark.rule("LC-CORE-ROUND-02")
def test_every_phase_happens_even_with_nothing_to_do_in_it():
    g = new(1)
    to_planning(g)  # an empty staging area
    stack(g, "sinking_ground")  # a treachery: nothing will be there to travel to, engage or fight
    finish_planning(g)
    commit_all(g, "A")
    to_phase(g, "planning", 2)
    phases = [e.data["phase"] for e in g.events if e.kind == "phase" and e.data["round"] == 1]
    assert phases == list(PHASES)
    assert not g.state.encounter.staging.cards and not g.state.players["A"].engaged.cards


@pytest.mark.rule("LC-CORE-ROUND-01", "LC-CORE-ROUND-04")
def test_seven_phases_in_order_every_round_and_the_round_counter():
    g = new(1)
    to_phase(g, "planning", 3)
    phases = [(e.data["round"], e.data["phase"]) for e in g.events if e.kind == "phase"]
    order = ["resource", "planning", "quest", "travel", "encounter", "combat", "refresh"]
    assert list(PHASES) == order
    assert phases[:14] == [(1, p) for p in order] + [(2, p) for p in order]
    quest = next(i for i, e in enumerate(g.events) if e.kind == "phase" and e.data["phase"] == "quest")
    travel = next(i for i, e in enumerate(g.events) if e.kind == "phase" and e.data["phase"] == "travel")
    assert any(e.kind == "reveal" for e in g.events[quest:travel])  # the quest phase's own steps ran in it


@pytest.mark.rule("LC-CORE-RES-01", "LC-CORE-RES-04", "LC-CORE-RES-05")
def test_each_hero_gains_one_resource_and_keeps_what_it_does_not_spend():
    g = new(1)
    _empty_hands(g)
    put(g, "ford_guard", g.state.players["A"].allies, controller="A")
    step(g)  # keep: round 1 begins
    stack(g, "stony_ridge")  # a quiet round: no enemy to wound a hero
    to_phase(g, "planning", 1)
    assert [h.tokens.get("resources") for h in g.state.players["A"].heroes.cards] == [1, 1, 1]
    to_phase(g, "planning", 2)
    hs = g.state.players["A"].heroes.cards
    assert [h.tokens.get("resources") for h in hs] == [2, 2, 2]
    assert all("resources" not in c.tokens for c in g.state.players["A"].allies.cards)


@pytest.mark.rule("LC-CORE-RES-02", "LC-CORE-ROUND-03")
def test_each_player_draws_one_card_in_player_order_from_the_first_player():
    g = new(3, first_player=2)
    for s in "BCA":
        g.apply(s, "keep")
    draws = [e.seat for e in g.events if e.kind == "draw"][-3:]
    assert draws == ["B", "C", "A"]
    assert [len(p.hand) for p in g.state.players.values()] == [7, 7, 7]


@pytest.mark.rule("LC-CORE-RES-03")
def test_an_empty_deck_draws_nothing_and_costs_nothing():
    g = new(1)
    p = g.state.players["A"]
    g.table.gather(p.deck, p.discard)
    threat = p.threat
    step(g)
    to_phase(g, "planning", 1)
    assert len(p.hand) == 6 and p.threat == threat and not p.eliminated


@pytest.mark.rule("LC-CORE-PLAN-01")
def test_the_next_player_plans_only_after_the_current_one_is_done():
    g = new(2)
    for s in "AB":
        g.apply(s, "keep")
    at_prompt(g, "planning")
    assert waiting(g) == "A" and not g.legal_commands("B")
    g.apply("A", "done")
    assert waiting(g) == "B" and "planning" in prompt(g)


@pytest.mark.rule("LC-CORE-PLAN-02")
def test_an_ally_cannot_be_played_outside_planning():
    g = new(1)
    _empty_hands(g)
    (ally,) = hand(g, "A", "ford_guard")
    for h in g.state.players["A"].heroes.cards:
        h.tokens["resources"] = 5
    step(g)
    at_prompt(g, "planning")
    assert f"play {uid(ally)}" in legal(g, "A")
    g.apply("A", "done")
    at_prompt(g, "commit")
    g.apply("A", "done")  # the window after commitment: the ally may not be played there
    assert f"play {uid(ally)}" not in legal(g, "A")
    with pytest.raises(Refused):
        g.apply("A", f"play {uid(ally)}")


def _planning_with(g, *cards, resources=(0, 0, 0)):
    _empty_hands(g)
    got = hand(g, "A", *cards)
    step(g)
    at_prompt(g, "planning")
    for h, n in zip(g.state.players["A"].heroes.cards, resources, strict=True):
        h.tokens.pop("resources", None)
        if n:
            h.tokens["resources"] = n
    g._legal_cache = None  # the planning question reads the table afresh
    return got


@pytest.mark.rule("LC-CORE-PLAN-04", "LC-CORE-PLAN-05", "LC-CORE-PLAN-14")
def test_an_ally_is_paid_in_full_from_heroes_of_its_sphere_and_enters_play_ready():
    g = new(1)  # Bregan and Ilsa are leadership, Hrothmar tactics
    (guard,) = _planning_with(g, "ford_guard", resources=(1, 1, 3))
    bregan, ilsa, hrothmar = g.state.players["A"].heroes.cards
    g.apply("A", f"play {uid(guard)}")
    assert [h.tokens.get("resources", 0) for h in (bregan, ilsa, hrothmar)] == [0, 0, 3]
    assert guard in g.state.players["A"].allies and "exhausted" not in guard.flags
    assert g.state.controller_of(guard) == "A"


@pytest.mark.rule("LC-CORE-PLAN-05", "LC-CORE-PLAN-12")
def test_resources_of_another_sphere_cannot_pay_and_the_refusal_changes_nothing():
    g = new(1)
    (guard,) = _planning_with(g, "ford_guard", resources=(1, 0, 5))
    before = g.digest()
    with pytest.raises(Refused, match="costs 2"):
        g.apply("A", f"play {uid(guard)}")
    assert g.digest() == before


@pytest.mark.rule("LC-CORE-PLAN-06")
def test_resources_of_several_matching_heroes_combine_and_the_player_picks_the_payer():
    g = new(1)
    (guard,) = _planning_with(g, "ford_guard", resources=(2, 2, 0))
    bregan, ilsa, _ = g.state.players["A"].heroes.cards
    g.apply("A", f"play {uid(guard)}")
    assert sorted(legal(g, "A")) == sorted([f"pay {uid(bregan)}", f"pay {uid(ilsa)}"])
    g.apply("A", f"pay {uid(bregan)}")
    g.apply("A", f"pay {uid(bregan)}")
    assert (bregan.tokens.get("resources", 0), ilsa.tokens.get("resources", 0)) == (0, 2)


@pytest.mark.rule("LC-CORE-PLAN-07")
def test_a_neutral_card_is_paid_by_any_hero():
    g = new(1)
    (sword,) = _planning_with(g, "hired_sellsword", resources=(0, 0, 3))
    g.apply("A", f"play {uid(sword)}")
    assert sword in g.state.players["A"].allies
    assert hero(g, "A", 2).tokens.get("resources", 0) == 0


@pytest.mark.rule("LC-CORE-PLAN-11")
def test_a_player_cannot_spend_another_players_resources():
    g = new(2)
    _empty_hands(g)
    (guard,) = hand(g, "B", "ford_guard")  # B leads lore and spirit heroes
    for h in g.state.players["A"].heroes.cards:
        h.tokens["resources"] = 9
    g.apply("A", "keep")
    g.apply("B", "keep")
    at_prompt(g, "planning")
    g.apply("A", "done")
    assert f"play {uid(guard)}" not in legal(g, "B")
    with pytest.raises(Refused, match="no leadership hero"):
        g.apply("B", f"play {uid(guard)}")


@pytest.mark.rule("LC-CORE-PLAN-13")
def test_an_attachment_goes_on_a_legal_target_and_gives_its_bonus_there():
    g = new(1)
    horn, blade = _planning_with(g, "wardens_horn", "keen_blade", resources=(3, 3, 3))
    bregan = hero(g, "A", 0)
    g.apply("A", f"play {uid(horn)}")
    assert all(t.startswith("attach ") for t in legal(g, "A"))
    g.apply("A", f"attach {uid(bregan)}")
    g.apply("A", f"pay {uid(bregan)}") if f"pay {uid(bregan)}" in legal(g, "A") else None
    assert g.state.attached[uid(horn)] == uid(bregan)
    assert g.modifiers.stat(uid(bregan), "willpower") == 3


@pytest.mark.rule("LC-CORE-CARD-07")
def test_a_second_copy_of_a_unique_card_cannot_be_played_even_by_another_player():
    g = new(2, decks="wardens_of_the_ford,dawn_company")  # both decks hold Steward of Ashford
    _empty_hands(g)
    (first,) = hand(g, "A", "steward_of_ashford")
    (second,) = hand(g, "B", "steward_of_ashford")
    g.apply("A", "keep")
    g.apply("B", "keep")
    at_prompt(g, "planning")
    for s in "AB":
        for h in g.state.players[s].heroes.cards:
            h.tokens["resources"] = 4
    g._legal_cache = None
    g.apply("A", f"play {uid(first)}")
    while "pay for" in prompt(g):
        g.apply("A", legal(g, "A")[0])
    g.apply("A", "done")
    assert waiting(g) == "B"
    with pytest.raises(Refused, match="unique and already in play"):
        g.apply("B", f"play {uid(second)}")


@pytest.mark.rule("LC-CORE-PLAN-08")
def test_a_free_card_of_a_sphere_needs_a_hero_of_it_and_a_free_neutral_card_needs_nothing():
    from hjourney_tui.games.lotr_lcg.rules.actions import play_option

    g = new(2, decks="fenwatch_bows,dawn_company")  # A leads tactics heroes, B none
    to_planning(g)
    (cry_a,) = hand(g, "A", "battle_cry")
    (cry_b,) = hand(g, "B", "battle_cry")
    (pebble,) = hand(g, "B", "lucky_pebble")
    for p in g.state.players.values():
        for h in p.heroes.cards:
            h.tokens.pop("resources", None)
    g.state.phase = "combat"  # Battle Cry is a combat action
    assert play_option(g, "A", cry_a, planning=False).enabled
    b = play_option(g, "B", cry_b, planning=False)
    assert not b.enabled and "no tactics hero" in b.reason
    g.state.phase = "planning"
    assert play_option(g, "B", pebble, planning=True).enabled


@pytest.mark.rule("LC-KW-RESTRICTED-01", "LC-KW-RESTRICTED-02", "LC-KW-RESTRICTED-03", "LC-KW-RESTRICTED-04")
def test_a_third_restricted_attachment_makes_the_controller_discard_one_of_them():
    from hjourney_tui.games.lotr_lcg.rules.actions import attach

    g = new(1)
    to_planning(g)
    st = g.state
    bregan = hero(g, "A", 0)
    held = []
    for cid in ("keen_blade", "stout_buckler", "wardens_horn"):  # two Restricted, one not
        a = put(g, cid, st.players["A"].attachments, controller="A")
        attach(g, a, bregan)
        held.append(a)
    (third,) = hand(g, "A", "keen_blade")
    bregan.tokens["resources"] = 3
    g._legal_cache = None
    g.apply("A", f"play {uid(third)}")
    g.apply("A", f"attach {uid(bregan)}")
    while "pay for" in prompt(g):
        g.apply("A", legal(g, "A")[0])
    assert "Restricted" in prompt(g)
    assert sorted(legal(g, "A")) == sorted(f"target {uid(a)}" for a in (held[0], held[1], third))
    g.apply("A", f"target {uid(third)}")  # the new one may be the one to go
    assert third in st.players["A"].discard
    assert [st.attached.get(uid(a)) for a in held] == [uid(bregan)] * 3

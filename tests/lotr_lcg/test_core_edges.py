"""Core rules at the edges: Forced effects due together, a hit-point loss that destroys at once,
Doomed on an effect's reveal, Regenerate past the hit points, an enemy back in staging that does not
ambush, a stage that brings in a Guarded objective."""

from __future__ import annotations

import pytest

from hjourney_tui.core.modifiers import Modifier
from hjourney_tui.games.lotr_lcg.rules.actions import attach

from .helpers import (
    commit_all,
    events,
    finish_planning,
    hand,
    hero,
    legal,
    new,
    prompt,
    put,
    run_until,
    stack,
    to_phase,
    to_planning,
    uid,
    waiting,
)


@pytest.mark.rule("LC-CORE-FX-03")
def test_the_first_player_orders_forced_effects_that_trigger_together():
    g = new(2, scenario="sunken_archive")
    st = g.state
    to_planning(g)
    ledger, _, stone, _ = stack(g, "torn_ledger", "sudden_squall", "cipher_stone", "sudden_squall")
    st.players["A"].threat = st.players["B"].threat = 20
    finish_planning(g)
    commit_all(g, "A", hero(g, "A", 0))
    commit_all(g, "B", *st.players["B"].heroes.cards)
    run_until(g, lambda g: "which first" in prompt(g))
    assert waiting(g) == "A"
    g.apply("A", next(c.text for c in g.legal_commands("A") if c.data.get("source") == uid(stone)))
    run_until(g, lambda g: any("claims" in e.text for e in events(g, "clue")))
    claims = [e.data["card"] for e in events(g, "clue") if "claims" in e.text]
    assert claims == ["cipher_stone"]


@pytest.mark.rule("LC-KW-RESTRICTED-06", "LC-CORE-EDGE-01")
def test_losing_hit_points_with_a_discarded_restricted_attachment_destroys_at_once():
    g = new(1)
    to_planning(g)
    st = g.state
    bregan = hero(g, "A", 0)  # 5 hit points
    held = []
    for cid in ("keen_blade", "stout_buckler"):
        a = put(g, cid, st.players["A"].attachments, controller="A")
        attach(g, a, bregan)
        held.append(a)
    g.modifiers.add(Modifier(uid(bregan), "hit_points", 1, source=uid(held[1])))  # the buckler's, say: 6
    bregan.tokens["damage"] = 5
    (third,) = hand(g, "A", "keen_blade")
    bregan.tokens["resources"] = 3
    g._legal_cache = None
    g.apply("A", f"play {uid(third)}")
    g.apply("A", f"attach {uid(bregan)}")
    while "pay for" in prompt(g):
        g.apply("A", legal(g, "A")[0])
    assert bregan in st.players["A"].heroes.cards
    g.apply("A", f"target {uid(held[1])}")  # back to 5 hit points, with 5 damage
    assert bregan in st.players["A"].discard.cards
    assert any(e.kind == "destroyed" and e.data["card"] == "bregan" for e in g.events)


@pytest.mark.rule("LC-KW-DOOMED-02")
def test_doomed_also_resolves_on_a_card_an_effect_reveals():
    g = new(1)
    to_planning(g)
    st = g.state
    st.stage.tokens["progress"] = st.printed(st.stage)["quest_points"] - 1
    stack(g, "stony_ridge", "gathering_gloom", "reed_marsh")  # stage 2 reveals the gloom: Doomed 2
    finish_planning(g)
    commit_all(g, "A", *st.players["A"].heroes.cards)
    run_until(g, lambda g: st.stage.card_id == "drowned_road_2")
    doomed = [e for e in events(g, "threat") if "Doomed" in e.text]
    assert [(e.seat, e.data["by"]) for e in doomed] == [("A", 2)]


@pytest.mark.rule("LC-KW-REGEN-05")
def test_an_indestructible_enemy_regenerates_from_all_its_damage():
    g = new(1)
    to_planning(g)
    st = g.state
    king = put(g, "drowned_king", st.encounter.staging)  # 9 hit points, Indestructible
    g.modifiers.add(Modifier(uid(king), "regenerate", 3))
    king.tokens["damage"] = 30
    stack(g, "stony_ridge")
    st.players["A"].threat = 20
    finish_planning(g)
    commit_all(g, "A")
    run_until(g, lambda g: any(e.kind == "heal" for e in g.events))
    assert king.tokens["damage"] == 27


@pytest.mark.rule("LC-CORE-EDGE-09")
def test_an_enemy_sent_back_to_staging_is_not_added_and_does_not_ambush():
    g = new(2)
    to_planning(g)
    st = g.state
    wight = put(g, "fen_wight", st.players["A"].engaged, controller="A")  # Ambush, engagement 26
    stack(g, "stony_ridge", "tangled_thicket", "stony_ridge")
    st.players["A"].threat = 49  # the quest fails: A goes out
    st.players["B"].threat = 30  # high enough for an ambush
    finish_planning(g)
    commit_all(g, "A")
    commit_all(g, "B")
    run_until(g, lambda g: st.players["A"].eliminated)
    assert st.zone_of(wight) is st.encounter.staging
    assert not events(g, "ambush") and not any(e.kind == "staging" and e.data["card"] == "fen_wight"
                                               for e in g.events)
    to_phase(g, "combat")
    assert st.zone_of(wight) is st.players["B"].engaged  # by the engagement check, in its own time


@pytest.mark.rule("LC-CORE-EDGE-08")
def test_a_card_a_new_stage_puts_into_play_enters_normally_with_its_keywords():
    g = new(1, scenario="sunken_archive")
    to_planning(g)
    st = g.state
    st.stage.tokens["progress"] = st.printed(st.stage)["quest_points"] - 1
    ridge, brigand = stack(g, "stony_ridge", "hill_brigand")  # the brigand will be the ledger's guard
    st.players["A"].threat = 20
    finish_planning(g)
    commit_all(g, "A", *st.players["A"].heroes.cards)
    run_until(g, lambda g: st.stage.card_id == "sunken_archive_2")
    ledger = next(c for c in st.encounter.staging.cards if c.card_id == "torn_ledger")
    assert st.guard_of == {uid(brigand): uid(ledger)}  # Guarded resolved as it entered


@pytest.mark.rule("LC-CORE-COMBAT-23")
def test_an_enemy_engaging_during_enemy_attacks_attacks_this_phase_without_a_shadow():
    from .test_combat import _to_combat

    g = new(1, seed=2, scenario="burning_hamlets")  # the raider's sack brings out no enemy on this seed
    (wolf,) = _to_combat(g, {"A": ["wolf_pack"]}, staged=["hamlet_raider"], shadows=["hill_reaver"],
                         threat=5)["A"]
    st = g.state
    raider = next(c for c in st.encounter.staging.cards if c.card_id == "hamlet_raider")
    bregan, ilsa, hrothmar = st.players["A"].heroes.cards
    g.apply("A", f"defend {uid(ilsa)}")  # the shadow: the raider (engagement 25) engages A
    assert st.zone_of(raider) is st.players["A"].engaged
    assert "Hamlet Raider attacks" in prompt(g) and st.shadows_on(raider) == []


def _last_quest_with_a_falling_rubble(seats: int, threats: dict):  # noqa: ANN202 - the game
    """The Sunken Archive's last stage one progress from done, under an active Well Shaft one progress
    from explored with a Falling Rubble beneath it (each player +1 threat when it comes out): one quest
    resolution explores the shaft, brings the rubble out and completes the stage."""
    from .helpers import at_prompt, commit_all, finish_planning, put

    g = new(seats, scenario="sunken_archive")
    to_planning(g)
    st = g.state
    while st.stage.card_id != "sunken_archive_4":
        g.table.move(st.stage, st.encounter.quest_done)
    st.stage.tokens["progress"] = st.printed(st.stage)["quest_points"] - 1
    shaft = put(g, "well_shaft", st.encounter.active)
    shaft.tokens["progress"] = st.printed(shaft)["quest_points"] - 1
    rubble = next(c for c in st.encounter.underworld.cards if c.card_id == "falling_rubble")
    g.table.move(rubble, st.encounter.beneath, face_up=False)
    st.beneath_of[uid(rubble)] = uid(shaft)
    stack(g, *["stony_ridge"] * seats)
    for s, t in threats.items():
        st.players[s].threat = t
    finish_planning(g)
    for s in g.turns.order_from():
        at_prompt(g, "commit")
        commit_all(g, s, *st.players[s].heroes.cards)
    run_until(g, lambda g: g.outcome() is not None, limit=200)
    return g


@pytest.mark.rule("LC-CORE-EDGE-03")
def test_the_last_stage_completed_as_players_are_eliminated_is_won_by_those_left_or_lost_if_none():
    g = _last_quest_with_a_falling_rubble(2, {"A": 49, "B": 20})
    st = g.state
    assert st.players["A"].eliminated and not st.players["B"].eliminated and st.won
    assert g.outcome().winners == ["B"]
    alone = _last_quest_with_a_falling_rubble(1, {"A": 49})
    assert alone.state.players["A"].eliminated and alone.state.won  # the stage was completed all the same
    out = alone.outcome()
    assert out.winners == [] and "lose" in out.summary

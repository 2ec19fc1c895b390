"""Setting an adventure up, the event roll, winning, losing and giving up."""

from __future__ import annotations

import pytest

from hjourney_tui.core.game import Refused
from hjourney_tui.games.soulless_vessel.rules.damage import max_wounds, wound_enemy
from tests.soulless_vessel.helpers import (
    POW_3,
    STD_2,
    commit,
    events,
    foes,
    legal,
    new,
    open_board,
    put,
    refused,
    rig,
    set_ai,
    to_turn,
)
from tests.soulless_vessel.test_board import real


@pytest.mark.rule("VS-SETUP-13")
@pytest.mark.rule("VS-SETUP-14")
@pytest.mark.rule("VS-SETUP-15")
def test_an_adventure_starts_with_no_threat_full_hands_and_heroes_on_the_start_squares():
    g = real(4)
    st = g.state
    assert st.threat == 0
    for h in st.heroes.values():
        assert h.hand == h.deck and not h.cooldown and not h.effects
    assert [h.pos for h in st.heroes.values()] == g.map().start


@pytest.mark.rule("VS-EVENT-01")
@pytest.mark.rule("VS-EVENT-02")
def test_from_the_second_round_a_d10_plus_threat_picks_the_event():
    g = new(1)
    to_turn(g, "Ana", {})
    assert not events(g, "event")  # none in round 1
    g.state.threat = 2
    rig(g, 5)  # the d10 shows 6
    g.apply("Ana", "end")
    ev = events(g, "event")[-1].data
    assert (ev["d10"], ev["total"], ev["event"]) == (6, 8, "calm")


@pytest.mark.rule("VS-EVENT-03")
def test_an_event_that_raises_threat_counts_for_later_rolls():
    g = new(1)
    to_turn(g, "Ana", {})
    g.state.threat = 3
    rig(g, 5)  # 6 + 3 = 9: threat +1
    g.apply("Ana", "end")
    assert g.state.threat == 4
    commit(g, {})
    rig(g, 4)  # 5 + 4 = 9 again
    g.apply("Ana", "end")
    assert events(g, "event")[-1].data["total"] == 9 and g.state.threat == 5


@pytest.mark.rule("VS-EVENT-05")
def test_a_total_above_the_table_uses_its_top_entry():
    g = new(1)
    to_turn(g, "Ana", {})
    g.state.threat = 40
    g.apply("Ana", "end")
    assert events(g, "event")[-1].data["event"] == "spawn"
    assert g.state.groups


@pytest.mark.rule("VS-GIVEUP-01")
@pytest.mark.rule("VS-GIVEUP-02")
def test_the_party_may_give_up_only_with_no_enemy_within_three_squares():
    g = new(1)
    open_board(g)
    put(g, "Ana", "c3")
    [eid] = foes(g, "gnawer", "f3")
    set_ai(g, "gnawer", "lunge_near")
    g.state.groups["gnawer"].acts_at = -5
    to_turn(g, "Ana", {})
    assert "within 3 squares" in refused(g, "Ana")["abandon"]
    with pytest.raises(Refused):
        g.apply("Ana", "abandon")
    g.state.enemies[eid].pos = (6, 2)  # g3: four squares off
    g._legal_cache = None
    assert "abandon" in legal(g, "Ana")
    g.apply("Ana", "abandon")
    assert g.outcome() is not None and g.outcome().winners == [] and "failed" in g.outcome().summary


@pytest.mark.rule("VS-WIN-01")
def test_the_adventure_is_won_when_its_instructions_say_so():
    g = real(1)
    open_board(g)
    put(g, "Ana", "c3")
    [boss] = foes(g, "bog_lurker", "t1")
    foes(g, "grave_rats", "t2")
    list(wound_enemy(g, boss, max_wounds(g, "bog_lurker")))  # the adventure: its fall wins
    assert g.outcome() is not None and g.outcome().winners == ["Ana"]


def test_the_test_adventure_is_won_once_every_room_is_open_and_no_enemy_stands():
    g = new(1)
    open_board(g)
    put(g, "Ana", "k2")
    [eid] = foes(g, "gnawer", "l2")
    set_ai(g, "gnawer", "lunge_near")
    g.state.groups["gnawer"].acts_at = -5
    to_turn(g, "Ana", {"Ana": ["cleave", "mend"]})
    rig(g, STD_2, POW_3, POW_3, POW_3)
    g.apply("Ana", f"major cleave {eid}")
    assert g.outcome() is not None and g.outcome().winners == ["Ana"]


@pytest.mark.rule("VS-SETUP-07")
def test_four_heroes_are_dealt_four_different_starting_vessels_and_weapons():
    for seed in range(1, 13):
        g = real(4, seed)
        vessels = [h.vessel for h in g.state.heroes.values()]
        weapons = [h.weapon for h in g.state.heroes.values()]
        assert len(set(vessels)) == 4, (seed, vessels)
        assert len(set(weapons)) == 4, (seed, weapons)
        g.check_invariants()


def test_the_invariants_catch_two_heroes_holding_one_vessel_card():
    g = real(2)
    ana, bo = g.state.heroes.values()
    bo.vessel = ana.vessel
    with pytest.raises(AssertionError, match="same vessel"):
        g.check_invariants()

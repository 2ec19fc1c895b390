"""The Last Stand perk: as an enemy's hit kills the vessel, the hero makes a free attack at that
enemy with the weapon in hand (a Forced answer to the vessel's death)."""

from __future__ import annotations

import dataclasses

import pytest

from hjourney_tui.core.game import Seat, Setup
from hjourney_tui.games.soulless_vessel.engine import Vessels
from tests.soulless_vessel.campaign_helpers import hero, quest, record, ruleset
from tests.soulless_vessel.helpers import (
    CUR_0,
    POW_1,
    STD_1,
    STD_2,
    commit,
    events,
    foes,
    open_board,
    put,
    rig,
    set_ai,
)


def _killed_by_a_rat(unlocks: list[str]):
    """Ana, in a Bog Sentry on her last row with it full, is bitten to death by a Grave Rat."""
    rec = record()
    rec["heroes"]["Ana"] = hero("Ana", vessel="bog_sentry", wounds=2, unlocks={"bog_sentry": unlocks})
    g = quest(rec)
    g.state.found = []
    open_board(g)
    put(g, "Ana", "d3")
    put(g, "Bo", "a5")
    ana = g.state.heroes["Ana"]
    ana.scratches = ana.toughness[2]
    [rat] = foes(g, "grave_rats", "e3")
    set_ai(g, "grave_rats", "patient_stalk")
    g.state.groups["grave_rats"].acts_at = 99
    commit(g, {})
    rig(g, STD_1, CUR_0, CUR_0, STD_2, POW_1)  # her defence (a Cursed Die a wound) lets scratches by; her blow
    for _ in range(30):
        if ana.soul:
            break
        opts = [c for c in g.legal_commands()]
        c = next((c for c in opts if c.text in ("pass", "done", "end")), opts[0])
        g.apply(c.seat, c.text)
    return g, rat


def test_last_stand_strikes_the_enemy_that_killed_the_vessel():
    g, rat = _killed_by_a_rat(["last_stand"])
    assert g.state.heroes["Ana"].soul
    [blow] = [e for e in events(g, "attack") if e.data.get("seat") == "Ana"]
    assert blow.data["enemy"] == rat and blow.data["weapon"] == "cudgel"
    assert rat not in g.state.enemies  # power 3 against defence 1: the rat falls


def test_without_the_unlock_the_vessel_dies_quietly():
    g, rat = _killed_by_a_rat([])
    assert g.state.heroes["Ana"].soul
    assert not [e for e in events(g, "attack") if e.data.get("seat") == "Ana"]
    assert rat in g.state.enemies


def test_the_last_vessel_of_a_campaign_party_strikes_back_before_the_loss_is_booked():
    """Ana alone: her vessel's death leaves no hero with a vessel, and its Last Stand still strikes
    before the adventure and the campaign are booked as lost."""
    rec = record(seats=("Ana",))
    rec["heroes"] = {"Ana": hero("Ana", vessel="bog_sentry", wounds=2, unlocks={"bog_sentry": ["last_stand"]})}
    g = quest(rec)
    rat = _bitten_to_death(g)
    assert g.state.lost
    [blow] = [e for e in events(g, "attack") if e.data.get("seat") == "Ana"]
    assert blow.data["enemy"] == rat and rat not in g.state.enemies
    [lost] = [e for e in events(g, "campaign") if e.data.get("campaign") == "lost"]
    assert g.events.index(blow) < g.events.index(lost)
    assert g.outcome() is not None


@pytest.mark.rule("VS-EDGE-12")
def test_the_last_vessel_of_a_single_adventure_strikes_back_before_the_party_is_lost(monkeypatch):
    """Outside a campaign only a vessel's basic perk counts and no shipped vessel has Last Stand as
    its basic one, so the test gives Ana's vessel that perk: its free attack is made before the
    adventure is declared lost."""
    g = Vessels(Setup("soulless_vessel", [Seat("Ana")], "coop", 1, {}), ruleset())
    ana = g.state.heroes["Ana"]
    stand = dict(g.content.vessels["bog_sentry"].unlockable)["last_stand"]
    # the content may be shared with other games: monkeypatch puts the vessel back afterwards
    monkeypatch.setitem(g.content.vessels, ana.vessel, dataclasses.replace(g.content.vessels[ana.vessel], perk=stand))
    ana.wounds = 2
    rat = _bitten_to_death(g)
    assert g.state.lost
    [blow] = [e for e in events(g, "attack") if e.data.get("seat") == "Ana"]
    assert blow.data["enemy"] == rat and rat not in g.state.enemies
    out = g.outcome()
    assert out is not None and out.winners == []


def _bitten_to_death(g):  # noqa: ANN001, ANN202 - the game; the rat's id
    """Ana alone, on her last row with it full, is bitten to death by a Grave Rat; play on until the
    game is over."""
    g.state.found = []
    open_board(g)
    put(g, "Ana", "d3")
    ana = g.state.heroes["Ana"]
    ana.scratches = ana.toughness[2]
    [rat] = foes(g, "grave_rats", "e3")
    set_ai(g, "grave_rats", "patient_stalk")
    g.state.groups["grave_rats"].acts_at = 99
    commit(g, {})
    rig(g, STD_1, CUR_0, CUR_0, STD_2, POW_1)  # her defence lets the scratch by; her blow fells the rat
    for _ in range(30):
        if g.outcome() is not None:
            break
        opts = [c for c in g.legal_commands()]
        c = next((c for c in opts if c.text in ("pass", "done", "end")), opts[0])
        g.apply(c.seat, c.text)
    return rat

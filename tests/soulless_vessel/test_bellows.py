"""Bellows (Bellow, Rolling and Dreadful Bellow): an ongoing card that adds attack power for every
ally in the hero's room while it stays on the effects tracker; Dreadful Bellow also dazes the
enemies there (our reading)."""

from __future__ import annotations

from tests.soulless_vessel.campaign_helpers import DECKS, hero, quest, record
from tests.soulless_vessel.helpers import POW_1, STD_2, events, foes, open_board, put, rig, set_ai, to_turn


def _bo_strikes(card: str, how: str = "major", bo_at: str = "e3", thrall_at: str = "f3") -> tuple:
    """Ana plays the bellow card as a major or minor action; then Bo's Low Blow at a Drowned
    Thrall, its dice fixed.  Returns the game and the power of Bo's blow."""
    rec = record()
    rec["heroes"]["Ana"] = hero("Ana", deck=["war_cry_fear", "war_cry", *list(DECKS["Ana"])[2:]])
    g = quest(rec)
    g.state.found = []
    open_board(g)
    put(g, "Ana", "c3")
    put(g, "Bo", bo_at)
    [thrall] = foes(g, "drowned_thrall", thrall_at)
    set_ai(g, "drowned_thrall", "patient_stalk")
    g.state.groups["drowned_thrall"].acts_at = 1
    to_turn(g, "Ana", {"Ana": [card], "Bo": ["backstab"]})
    g.apply("Ana", f"{how} {card}")
    if "end" in [c.text for c in g.legal_commands("Ana")]:
        g.apply("Ana", "end")
    to_turn(g, "Bo")
    rig(g, STD_2, POW_1)  # power 3, no symbol to spend
    g.apply("Bo", f"major backstab {thrall}")
    [blow] = [e for e in events(g, "attack") if e.data.get("seat") == "Bo"]
    return g, blow.data["roll"]["power"]


def test_a_bellow_adds_power_to_an_ally_in_the_room():
    _, plain = _bo_strikes("war_cry", "minor")
    g, roused = _bo_strikes("war_cry")
    assert roused == plain + 1
    assert "war_cry" in g.state.heroes["Ana"].effects


def test_dreadful_bellow_dazes_the_enemies_in_the_room():
    g, _ = _bo_strikes("war_cry_fear")
    assert [e for e in events(g, "status") if e.data.get("status") == "dazed" and e.data.get("enemy")]


def test_a_bellow_does_not_reach_an_ally_in_another_room():
    _, plain = _bo_strikes("war_cry", "minor", bo_at="h4", thrall_at="i4")
    _, far = _bo_strikes("war_cry", bo_at="h4", thrall_at="i4")
    assert far == plain

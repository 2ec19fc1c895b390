"""Knitting Circle: a healing spell that reaches every ally in the caster's room (the other heroes
with a vessel there, and minions), and nobody outside it or the caster."""

from __future__ import annotations

from tests.soulless_vessel.campaign_helpers import DECKS, hero, quest, record
from tests.soulless_vessel.helpers import STD_CRIT, open_board, put, refused, rig, to_turn


def _circle(bo_at: str):
    """Ana (the caster) and Bo each with two scratches, Ana at c3 in the gate room, Bo at `bo_at`."""
    rec = record()
    rec["heroes"]["Ana"] = hero("Ana", deck=["mend_wide", *list(DECKS["Ana"])[1:]])
    g = quest(rec)
    g.state.found = []
    open_board(g)
    put(g, "Ana", "c3")
    put(g, "Bo", bo_at)
    for h in g.state.heroes.values():
        h.scratches = 2
    to_turn(g, "Ana", {"Ana": ["mend_wide"]})
    return g


def test_knitting_circle_heals_every_ally_in_the_room_but_not_the_caster():
    g = _circle("e4")
    rig(g, STD_CRIT)  # the spell works
    g.apply("Ana", "major mend_wide")
    assert g.state.heroes["Bo"].scratches == 0
    assert g.state.heroes["Ana"].scratches == 2  # an ally is another hero, never the caster


def test_knitting_circle_does_not_reach_an_ally_in_another_room():
    g = _circle("h3")  # the hall, beyond the gate room's wall
    assert "major mend_wide" in refused(g, "Ana")

"""Shared Warmth: a spell that strikes an enemy and heals an ally, not the caster, within the
spell's range and in sight; with two allies there the caster picks (`heal HERO`)."""

from __future__ import annotations

from hjourney_tui.games.soulless_vessel.state import Minion
from tests.soulless_vessel.campaign_helpers import DECKS, hero, quest, record
from tests.soulless_vessel.helpers import (
    POW_1,
    STD_CRIT,
    events,
    foes,
    legal,
    open_board,
    put,
    rig,
    set_ai,
    to_turn,
)


def _cast(bo_at: str, minion_at: str | None = None):
    rec = record()
    rec["heroes"]["Ana"] = hero("Ana", deck=["soul_drain_share", *list(DECKS["Ana"])[1:]])
    g = quest(rec)
    g.state.found = []
    open_board(g)
    put(g, "Ana", "c3")
    put(g, "Bo", bo_at)
    [thrall] = foes(g, "drowned_thrall", "e3")
    set_ai(g, "drowned_thrall", "patient_stalk")
    g.state.groups["drowned_thrall"].acts_at = 1
    to_turn(g, "Ana", {"Ana": ["soul_drain_share"]})
    ana, bo = g.state.heroes["Ana"], g.state.heroes["Bo"]
    ana.scratches = bo.scratches = 2
    g._legal_cache = None
    rig(g, STD_CRIT, POW_1)  # the casting roll works; the damage roll
    g.apply("Ana", f"major soul_drain_share {thrall}")
    return g, ana, bo


def test_shared_warmth_heals_the_ally_in_range_and_not_the_caster():
    g, ana, bo = _cast("c4")
    assert bo.scratches == 0 and ana.scratches == 2
    assert events(g, "heal")[-1].data["seat"] == "Bo"


def test_shared_warmth_with_no_ally_in_range_heals_nobody():
    g, ana, bo = _cast("g5")  # four squares off; the spell reaches 2
    assert bo.scratches == 2 and ana.scratches == 2


def test_with_two_allies_in_range_the_caster_picks():
    rec = record(seats=("Ana", "Bo"))
    rec["heroes"]["Ana"] = hero("Ana", deck=["soul_drain_share", *list(DECKS["Ana"])[1:]])
    g = quest(rec)
    g.state.found = []
    open_board(g)
    put(g, "Ana", "c3")
    put(g, "Bo", "c4")
    [thrall] = foes(g, "drowned_thrall", "e3")
    set_ai(g, "drowned_thrall", "patient_stalk")
    g.state.groups["drowned_thrall"].acts_at = 1
    to_turn(g, "Ana", {"Ana": ["soul_drain_share"]})
    g.state.minions["wisp1"] = Minion("wisp1", "wisp", "Ana", "bind_spirit", (1, 2), toughness=2, scratches=1)
    g._legal_cache = None
    rig(g, STD_CRIT, POW_1)
    g.apply("Ana", f"major soul_drain_share {thrall}")
    assert sorted(legal(g, "Ana")) == ["heal bo", "heal wisp1"]
    g.apply("Ana", "heal wisp1")
    assert g.state.minions["wisp1"].scratches == 0

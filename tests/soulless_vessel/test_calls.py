"""Calls that move an ally (Rallying, Surging and Steadying Call): the caller picks the ally and
where it goes within the call's points; the caller's cooldowns go down, and Steadying Call takes
Terror off the ally.  Wards laid on an ally (Pale and Stark Ward)."""

from __future__ import annotations

from hjourney_tui.games.soulless_vessel import board
from hjourney_tui.games.soulless_vessel.rules.defence import defence_pool
from tests.soulless_vessel.campaign_helpers import DECKS, hero, quest, record
from tests.soulless_vessel.helpers import STD_CRIT, legal, open_board, put, refused, rig, to_turn


def _call(card: str):
    rec = record()
    rec["heroes"]["Ana"] = hero("Ana", vessel="drowned_fisher", deck=[card, *list(DECKS["Ana"])[1:]])
    g = quest(rec)
    g.state.found = []
    open_board(g)
    put(g, "Ana", "c3")
    put(g, "Bo", "f3")
    to_turn(g, "Ana", {"Ana": [card]})
    ana, bo = g.state.heroes["Ana"], g.state.heroes["Bo"]
    other = next(c for c in ana.hand if c != card)
    ana.hand.remove(other)
    ana.cooldown[other] = 2
    bo.statuses["terror"] = 1
    g._legal_cache = None
    return g, ana, bo, other


def test_steadying_call_moves_the_ally_rids_it_of_terror_and_cools_the_caller():
    g, ana, bo, other = _call("rally_steady")
    g.apply("Ana", "major rally_steady bo")
    squares = [c for c in legal(g, "Ana") if c.startswith("square")]
    assert "square d3" in squares and "square a3" not in squares  # 2 squares at most from f3
    g.apply("Ana", "square d3")
    assert board.name(bo.pos) == "d3"
    assert "terror" not in bo.statuses
    assert ana.cooldown[other] == 1


def test_rallying_call_leaves_statuses_alone():
    g, _, bo, _ = _call("rally")
    g.apply("Ana", "major rally bo")
    g.apply("Ana", "square e3")
    assert board.name(bo.pos) == "e3" and bo.statuses == {"terror": 1}


def test_a_ward_adds_its_dice_to_the_warded_allys_defence_while_it_lasts():
    g, ana, bo, _ = _call("ward_strong")
    before = dict(defence_pool(g, bo))
    rig(g, STD_CRIT)  # the ward's spellcasting roll works (3+, or a Critical)
    g.apply("Ana", "major ward_strong bo")
    after = dict(defence_pool(g, bo))
    assert after.get("blessing", 0) == before.get("blessing", 0) + 1
    assert after.get("power", 0) == before.get("power", 0) + 1
    assert dict(defence_pool(g, ana)).get("blessing", 0) == 0  # the caster is not warded
    ana.effects.pop("ward_strong")  # the card leaves the effects tracker: the ward ends
    assert dict(defence_pool(g, bo)) == before


def test_a_call_reaches_no_further_than_its_range():
    g, _, bo, _ = _call("rally")
    put(g, "Bo", "h3")  # five squares off; the call reaches 4
    assert "major rally bo" in refused(g, "Ana") and "4" in refused(g, "Ana")["major rally bo"]
    put(g, "Bo", "g3")
    assert "major rally bo" in legal(g, "Ana")

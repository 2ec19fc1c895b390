"""Items during a campaign adventure: rearranging one's board for a movement point, and trading
with an adjacent hero, after which both may rearrange for free."""

from __future__ import annotations

import pytest

from hjourney_tui.core.game import Refused
from hjourney_tui.games.soulless_vessel import board
from tests.soulless_vessel.campaign_helpers import quest, record
from tests.soulless_vessel.helpers import legal, put, to_turn


def setup(apart: bool = False):
    rec = record()
    rec["heroes"]["Ana"]["items"].insert(0, {"id": "t1_sword", "slot": "backpack", "wear": 0, "rune": ""})
    g = quest(rec)
    to_turn(g, "Ana")
    x, y = g.state.heroes["Ana"].pos
    put(g, "Bo", board.name((x + (3 if apart else 1), y)))
    return g


@pytest.mark.rule("VS-ITEM-06")
@pytest.mark.rule("VS-ITEM-03")
def test_rearranging_costs_one_movement_point_for_every_change():
    g = setup()
    ana = g.state.heroes["Ana"]
    mp = ana.mp
    assert ana.weapon == "cudgel"  # the sword in the backpack is not used
    g.apply("Ana", "rearrange")
    g.apply("Ana", "stow cudgel")
    g.apply("Ana", "equip t1_sword")
    g.apply("Ana", "done")
    assert ana.mp == mp - 1 and ana.weapon == "t1_sword"


@pytest.mark.rule("VS-ITEM-07")
def test_a_trade_with_an_adjacent_hero_costs_one_point_and_both_rearrange_for_free():
    g = setup()
    ana = g.state.heroes["Ana"]
    mp = ana.mp
    g.apply("Ana", "take kitchen_knife bo")
    assert [i.id for i in g.party.heroes["Bo"].items] == []
    assert g.decision().seats == ("Ana",)
    g.apply("Ana", "done")
    assert g.decision().seats == ("Bo",)  # then Bo's free rearranging
    g.apply("Bo", "done")
    assert ana.mp == mp - 1 and g.state.heroes["Bo"].weapon is None
    assert {i.id: i.slot for i in g.party.heroes["Ana"].items}["kitchen_knife"] == "hand"


@pytest.mark.rule("VS-ITEM-07")
def test_no_trade_with_a_hero_who_is_not_adjacent():
    g = setup(apart=True)
    assert not [t for t in legal(g, "Ana") if t.startswith(("give", "take"))]
    with pytest.raises(Refused):
        g.apply("Ana", "give cudgel bo")

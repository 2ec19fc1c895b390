"""Scratch rows sized by the vessel, taking a wound off, and consumables used up."""

from __future__ import annotations

import pytest

from hjourney_tui.games.soulless_vessel.rules import items as slots_rules
from hjourney_tui.games.soulless_vessel.rules.damage import remove_wound, scratch
from hjourney_tui.games.soulless_vessel.rules.items import Carried
from hjourney_tui.games.soulless_vessel.rules.town import item_pile
from tests.soulless_vessel.campaign_helpers import quest, record
from tests.soulless_vessel.helpers import events, legal, new, to_turn


def hero(toughness=(2, 4, 3), wounds=0, scratches=0):
    g = new(1)
    h = g.state.heroes["Ana"]
    h.toughness, h.wounds, h.scratches = toughness, wounds, scratches
    return g, h


@pytest.mark.rule("VS-HP-01")
def test_each_row_holds_as_many_scratches_as_its_own_toughness():
    g, h = hero((2, 4, 3))
    scratch(g, h, 2)
    assert (h.wounds, h.scratches) == (0, 2)  # the first row is full at 2
    scratch(g, h, 1)
    assert (h.wounds, h.scratches) == (1, 0)
    scratch(g, h, 4)
    assert (h.wounds, h.scratches) == (1, 4)  # the second row takes 4
    scratch(g, h, 1)
    assert (h.wounds, h.scratches) == (2, 0)
    scratch(g, h, 3)
    assert (h.wounds, h.scratches) == (2, 3)


@pytest.mark.rule("VS-HP-09")
def test_removing_a_wound_reopens_the_last_row_with_the_current_scratches():
    g, h = hero((2, 4, 3), wounds=2, scratches=1)
    assert remove_wound(g, h)
    assert (h.wounds, h.scratches) == (1, 1)
    assert remove_wound(g, h)
    assert (h.wounds, h.scratches) == (0, 1)


@pytest.mark.rule("VS-HP-10")
def test_too_many_scratches_for_the_reopened_row_wound_it_again():
    g, h = hero((2, 4, 3), wounds=1, scratches=3)
    remove_wound(g, h)
    # the reopened first row holds 2; the third scratch covers it with a wound again
    assert (h.wounds, h.scratches) == (1, 0)
    g, h = hero((2, 4, 3), wounds=1, scratches=4)
    remove_wound(g, h)
    assert (h.wounds, h.scratches) == (1, 1)  # and the fourth goes on into the next row


@pytest.mark.rule("VS-HP-11")
def test_removing_a_wound_with_none_does_nothing():
    g, h = hero((2, 4, 3), wounds=0, scratches=1)
    assert not remove_wound(g, h)
    assert (h.wounds, h.scratches) == (0, 1)
    assert not [e for e in g.events if e.kind == "wound"]


@pytest.mark.rule("VS-ITEM-02")
def test_consumable_slots_take_only_consumables():
    g = quest(record())
    c = g.full
    board: list[Carried] = []
    assert "consumable" in slots_rules.why_not_fit(board, c.items, c.settings.slots, "t1_sword", "consumable")
    assert slots_rules.why_not_fit(board, c.items, c.settings.slots, "t1_tonic", "consumable") == ""
    assert slots_rules.place(board, c.items, c.settings.slots, "t1_tonic") == "consumable"
    bad = [Carried("t1_sword", "consumable")]
    assert slots_rules.check(bad, c.items, c.settings.slots)


@pytest.mark.rule("VS-ITEM-08")
def test_a_used_consumable_goes_to_the_discard():
    rec = record()
    rec["heroes"]["Ana"]["items"].append({"id": "t1_tonic", "slot": "consumable", "wear": 0, "rune": ""})
    g = quest(rec)
    to_turn(g, "Ana")
    ana = g.state.heroes["Ana"]
    ana.scratches = 2
    assert "t1_tonic" not in item_pile(g.party, g.full)
    assert "use t1_tonic" in legal(g, "Ana")
    g.apply("Ana", "use t1_tonic")
    assert ana.scratches == 0
    assert "t1_tonic" not in [i.id for i in g.party.heroes["Ana"].items]
    assert "t1_tonic" in item_pile(g.party, g.full)  # back among the cards no hero holds
    assert events(g, "item")[-1].data["item"] == "t1_tonic"

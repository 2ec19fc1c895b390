"""Dungeon items that work through the newer effects: direct wounds, readying, curing, treasure."""

from __future__ import annotations

import pytest

from .helpers import BLANK, legal
from .steps import conjure, put_on_dungeon_deck, quiet_action
from .test_rules_foes import explore_into, ready_game


@pytest.mark.rule("WQ-COND-05", "WQ-DUN-03")
def test_festering_blocks_item_healing_until_a_poultice_cures_it():
    s, g, hero, enemy = ready_game()
    g.heroes["Ana"]["wounds"] = 5
    g.give_condition("Ana", "festering", "test")
    draught, poultice = (put_on_dungeon_deck(g, cid) for cid in ("healing_draught", "moss_poultice"))
    for item in (draught, poultice):
        g.table.move(item, g.items["Ana"], face_up=True)
    s.apply("Ana", f"use i{draught.uid}")
    assert g.heroes["Ana"]["wounds"] == 5 and draught in g.dungeon_discard  # used up, healed nothing
    s.apply("Ana", f"use i{poultice.uid}")  # cures first, then heals
    assert g.heroes["Ana"]["conditions"] == [] and g.heroes["Ana"]["wounds"] == 3


def draw_item(s, g, seat: str, dungeon_id: str):
    """The seat explores with blank dice, draws the item and keeps it."""
    explore_into(s, g, seat, dungeon_id)
    while "gear decline" in legal(s, seat):  # its treasure icons: no gear for now
        s.apply(seat, "gear decline")
    return next(i for i in g.items[seat] if i.card_id == dungeon_id)


def ana_again(s, g):
    """Ben takes a quiet action so that Ana's second activation comes round."""
    quiet_action(s, "Ben")
    assert g.decision().seats == ("Ana",)


@pytest.mark.rule("WQ-ATK-08", "WQ-DUN-02", "WQ-DUN-03")
def test_caltrops_wound_every_enemy_engaged_with_the_user_through_resilience():
    s, g, hero, enemy = ready_game()
    crawler = conjure(g, "mire_crawler", "Ana")  # resilience 1
    rat = conjure(g, "gutter_rat", "Ana")
    far = conjure(g, "gutter_rat", "Ben")
    caltrops = draw_item(s, g, "Ana", "iron_caltrops")
    ana_again(s, g)
    s.apply("Ana", f"use i{caltrops.uid}")
    assert crawler.tokens["wounds"] == 1 and rat.tokens["wounds"] == 1 and far.tokens.get("wounds", 0) == 0
    assert caltrops in g.dungeon_discard and not len(g.items["Ana"])


@pytest.mark.rule("WQ-CARD-06")
def test_bitterroot_readies_an_exhausted_action_and_waits_while_none_is():
    s, g, hero, enemy = ready_game()
    sprig = draw_item(s, g, "Ana", "bitterroot_sprig")
    slots = g.heroes["Ana"]["actions"]
    if slots["explore"]["ready"]:  # the explore was the prepare card: every action is ready again
        assert f"use i{sprig.uid}" not in legal(s, "Ana")
        slots["explore"]["ready"] = False
    ana_again(s, g)
    s.apply("Ana", f"use i{sprig.uid}")
    assert slots["explore"]["ready"] and sprig in g.dungeon_discard


@pytest.mark.rule("WQ-DUN-05")
def test_signet_satchel_and_second_wind_are_kept_for_later():
    s, g, hero, enemy = ready_game()
    g.table.gather(g.gear_discard, g.unused)
    gear = len(g.gear_deck)
    put_on_dungeon_deck(g, "tarnished_signet")
    hero.queue = [BLANK] * 4
    enemy.queue = [BLANK] * 3
    s.apply("Ana", "explore")
    assert legal(s, "Ana") == ["gear top", "gear decline"]  # two treasure icons: two claims
    s.apply("Ana", "gear decline")
    assert legal(s, "Ana") == ["gear top", "gear decline"]
    s.apply("Ana", "gear decline")
    assert len(g.gear_deck) == gear
    signet = next(i for i in g.items["Ana"] if i.card_id == "tarnished_signet")
    quiet_action(s, "Ben")
    g.location.top.tokens["progress"] = 0
    for cid in ("surveyors_satchel", "second_wind"):
        g.table.move(put_on_dungeon_deck(g, cid), g.items["Ana"], face_up=True)
    satchel, wind = (next(i for i in g.items["Ana"] if i.card_id == cid) for cid in ("surveyors_satchel", "second_wind"))
    s.apply("Ana", f"use i{satchel.uid}")
    assert g.location.top.tokens["progress"] == 2
    s.apply("Ana", f"use i{wind.uid}")
    assert g.heroes["Ana"]["conditions"] == ["inspired"]
    tokens = {seat: sum(a["tokens"] for a in g.heroes[seat]["actions"].values()) for seat in ("Ana", "Ben")}
    s.apply("Ana", f"use i{signet.uid}")  # a token for each hero, each placing his own
    for seat in ("Ana", "Ben"):
        assert g.decision().seats == (seat,) and "place attack" in legal(s, seat)
        s.apply(seat, "place attack")
    assert all(sum(a["tokens"] for a in g.heroes[seat]["actions"].values()) == tokens[seat] + 1
               for seat in ("Ana", "Ben"))
    assert not len(g.items["Ana"])

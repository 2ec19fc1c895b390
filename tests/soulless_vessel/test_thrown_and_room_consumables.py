"""Consumables that reach beyond their user: a pot or bomb thrown at an enemy within its range and
in sight rolls damage against it; Bottled Wail dazes every enemy in the user's room; Ash of Saints
rids every hero there of Terror and Cursed."""

from __future__ import annotations

import pytest

from tests.soulless_vessel.campaign_helpers import quest, record, why
from tests.soulless_vessel.helpers import POW_2, events, foes, legal, open_board, put, rig, set_ai, to_turn


def carrying(item: str):
    """Ana in the gate room at b3 with this consumable, Bo out of the way in the cistern."""
    rec = record()
    rec["heroes"]["Ana"]["items"].append({"id": item, "slot": "consumable", "wear": 0, "rune": ""})
    g = quest(rec)
    g.state.found, g.state.chests = [], []
    open_board(g)
    put(g, "Ana", "b3")
    put(g, "Bo", "s1")
    return g


def thralls(g, *squares: str) -> list[str]:
    ids = foes(g, "drowned_thrall", *squares)
    set_ai(g, "drowned_thrall", "patient_stalk")
    g.state.groups["drowned_thrall"].acts_at = -5
    return ids


@pytest.mark.rule("VS-DMG-03")
@pytest.mark.rule("VS-ITEM-08")
def test_a_pot_is_thrown_at_an_enemy_in_range_and_its_damage_roll_wounds_it():
    g = carrying("t1_bomb")  # Pitch Pot: a damage roll of 2 Power Dice, range 3
    near, far = thralls(g, "e3", "j4")
    to_turn(g, "Ana")
    uses = [t for t in legal(g, "Ana") if t.startswith("use ")]
    assert uses == [f"use t1_bomb {near}"]  # the far one is 8 squares off
    rig(g, POW_2, POW_2)  # power 4 against defence 2
    g.apply("Ana", f"use t1_bomb {near}")
    assert g.state.enemies[near].wounds == 2 and g.state.enemies[far].wounds == 0
    hit = events(g, "attack")[-1].data
    assert hit["damage_roll"] and hit["enemy"] == near
    assert "t1_bomb" not in [c.id for c in g.party.heroes["Ana"].items]


def test_a_pot_with_no_enemy_in_range_is_shown_refused():
    g = carrying("t2_bomb")
    thralls(g, "j4")
    to_turn(g, "Ana")
    assert "within 3 squares" in why(g, "Ana", "use t2_bomb")


def test_bottled_wail_dazes_every_enemy_in_the_users_room_only():
    g = carrying("bottled_wail")
    a, b, far = thralls(g, "e3", "d5", "j4")
    to_turn(g, "Ana")
    g.apply("Ana", "use bottled_wail")
    st = g.state
    assert st.enemies[a].tokens == {"dazed": 1} and st.enemies[b].tokens == {"dazed": 1}
    assert st.enemies[far].tokens == {}


def test_ash_of_saints_rids_every_hero_in_the_room_of_terror_and_curses():
    g = carrying("ash_of_saints")
    put(g, "Bo", "d4")  # in the gate room with Ana
    to_turn(g, "Ana")
    ana, bo = g.state.heroes["Ana"], g.state.heroes["Bo"]
    ana.statuses.update(terror=2, bleed=2)
    bo.statuses.update(cursed=3)
    g.apply("Ana", "use ash_of_saints")
    assert ana.statuses == {"bleed": 2} and bo.statuses == {}

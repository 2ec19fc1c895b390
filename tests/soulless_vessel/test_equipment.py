"""Equipped items that are not weapons work all the time: worn armour adds its dice to every
defence roll, a charm to every spellcasting roll; in the backpack they give nothing."""

from __future__ import annotations

from collections import Counter

import pytest

from hjourney_tui.games.soulless_vessel.rules.attack import attack_pool
from hjourney_tui.games.soulless_vessel.rules.defence import defence_pool
from hjourney_tui.games.soulless_vessel.rules.spells import casting_pool
from tests.soulless_vessel.campaign_helpers import quest, record

JERKIN = {"id": "t1_jerkin", "slot": "armor", "wear": 0, "rune": ""}  # +1 Power Die in defence
ROBE = {"id": "t1_robe", "slot": "armor", "wear": 0, "rune": ""}  # +1 Blessing in defence, +1 Power on spells


def game_with(item: dict):
    rec = record()
    rec["heroes"]["Ana"]["items"].append(item)
    return quest(rec)


@pytest.mark.rule("VS-ITEM-05")
def test_worn_armour_adds_its_dice_to_every_defence_roll_and_spell_and_the_backpack_gives_nothing():
    g = game_with(JERKIN)
    ana, bo = g.state.heroes["Ana"], g.state.heroes["Bo"]
    assert defence_pool(g, ana) - defence_pool(g, bo) == Counter(power=1)
    assert attack_pool(g, ana, {}) == attack_pool(g, bo, {}, ana.weapon)  # a jerkin adds nothing to attacks
    robe = game_with(ROBE)
    ana = robe.state.heroes["Ana"]
    assert defence_pool(robe, ana)["blessing"] == 1
    hew = robe.content.abilities["hew"].major
    assert casting_pool(robe, ana, hew) - casting_pool(robe, robe.state.heroes["Bo"], hew) == Counter(power=1)
    stowed = game_with({**JERKIN, "slot": "backpack"})
    assert defence_pool(stowed, stowed.state.heroes["Ana"]) == defence_pool(stowed, stowed.state.heroes["Bo"])


"""Runes in play: a rune attached to an item works as part of it, on a weapon in the attacks made
with it and on armour or gear while that is worn; in the backpack it gives nothing."""

from __future__ import annotations

from collections import Counter

import pytest

from hjourney_tui.games.soulless_vessel.rules.defence import defence_pool
from hjourney_tui.games.soulless_vessel.rules.spells import casting_pool
from tests.soulless_vessel.campaign_helpers import quest, record
from tests.soulless_vessel.helpers import (
    POW_1,
    STD_1,
    STD_1PLUS,
    STD_2WEAR,
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


def item(iid: str, slot: str, rune: str = "", wear: int = 0) -> dict:
    return {"id": iid, "slot": slot, "wear": wear, "rune": rune}


def striking(*items: dict, kind: str = "drowned_thrall"):
    """Ana with these items, on her turn with Hew placed, an enemy of this kind (defence 2, 3
    wounds) next to her."""
    rec = record()
    rec["heroes"]["Ana"]["items"] = list(items)
    g = quest(rec)
    g.state.found, g.state.chests = [], []
    open_board(g)
    put(g, "Ana", "c3")
    put(g, "Bo", "s1")
    [eid] = foes(g, kind, "d3")
    set_ai(g, kind, "patient_stalk")
    g.state.groups[kind].acts_at = -5
    to_turn(g, "Ana", {"Ana": ["hew"]})
    return g, eid


def test_a_rune_of_the_edge_adds_a_point_of_power_to_the_attacks_of_its_weapon():
    for rune, power, wounds in (("rune_edge", 4, 2), ("", 3, 1)):
        g, eid = striking(item("cudgel", "hand", rune))
        rig(g, STD_1, POW_1, POW_1)  # Hew's and the cudgel's Power Dice
        g.apply("Ana", f"major hew {eid}")
        hit = events(g, "attack")[-1].data
        assert hit["roll"]["power"] == power and hit["wounds"] == wounds


def test_a_rune_of_blood_offers_its_bleed_on_the_weapons_attacks():
    g, eid = striking(item("cudgel", "hand", "rune_blood"), kind="marsh_hag")  # a thrall takes no Bleed
    rig(g, STD_1PLUS, POW_1, POW_1)
    g.apply("Ana", f"major hew {eid}")
    assert "spend rune_blood-1" in legal(g, "Ana")
    g.apply("Ana", "spend rune_blood-1")
    assert g.state.enemies[eid].tokens == {"bleed": 1}


def test_a_rune_of_thunder_stuns_the_enemy_a_critical_hits():
    for rune, tokens in (("rune_thunder", {"stun": 1}), ("", {})):
        g, eid = striking(item("cudgel", "hand", rune))
        rig(g, STD_CRIT, POW_1, POW_1)  # power 2 and a Critical: 2 wounds of the thrall's 3
        g.apply("Ana", f"major hew {eid}")
        assert g.state.enemies[eid].tokens == tokens


def test_a_rune_of_mending_heals_a_scratch_when_its_item_takes_wear():
    for rune, left in (("rune_mending", 1), ("", 2)):
        g, eid = striking(item("t1_sword", "hand", rune))
        g.state.heroes["Ana"].scratches = 2
        rig(g, STD_2WEAR, POW_1, POW_1)
        g.apply("Ana", f"major hew {eid}")
        if "done" in legal(g, "Ana"):
            g.apply("Ana", "done")  # the sword's Plus option is not bought
        assert g.state.heroes["Ana"].scratches == left
        assert next(c.wear for c in g.party.heroes["Ana"].items if c.id == "t1_sword") == 1


@pytest.mark.rule("VS-ITEM-03")
def test_runes_of_warding_and_echoes_add_their_dice_while_their_item_is_worn():
    g, _ = striking(item("cudgel", "hand"), item("t1_jerkin", "armor", "rune_ward"),
                    item("t1_amulet", "gear", "rune_echo"))
    ana, bo = g.state.heroes["Ana"], g.state.heroes["Bo"]
    assert defence_pool(g, ana) - defence_pool(g, bo) == Counter(power=1, blessing=1)
    hew = g.content.abilities["hew"].major
    assert casting_pool(g, ana, hew) - casting_pool(g, bo, hew) == Counter(blessing=2)
    stowed, _ = striking(item("cudgel", "hand"), item("t1_jerkin", "backpack", "rune_ward"))
    ana = stowed.state.heroes["Ana"]
    assert defence_pool(stowed, ana) == defence_pool(stowed, stowed.state.heroes["Bo"])

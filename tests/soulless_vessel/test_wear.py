"""Wear on a hero's weapon from its attack rolls in a campaign: a token per Wear symbol, the
weapon broken at its durability, and nothing for an item that takes no Wear."""

from __future__ import annotations

import pytest

from tests.soulless_vessel.campaign_helpers import quest, record
from tests.soulless_vessel.helpers import STD_2WEAR, events, foes, put, rig, set_ai, to_turn


def armed(weapon: str, wear: int = 0, armor: bool = False):
    """Ana holds this weapon (and wears a smock), with a grave rat next to her; her turn, Hew placed."""
    rec = record()
    rec["heroes"]["Ana"]["items"] = ([{"id": "padded_smock", "slot": "armor", "wear": 0, "rune": ""}] if armor
                                     else []) + [{"id": weapon, "slot": "hand", "wear": wear, "rune": ""}]
    g = quest(rec)
    to_turn(g, "Ana", {"Ana": ["hew"]})
    start = g.state.heroes["Ana"].pos
    [eid] = foes(g, "grave_rats", f"{'abcdefghijklmnopqrstuvwxyz'[start[0] + 1]}{start[1] + 1}")
    set_ai(g, "grave_rats", sorted(g.content.ai_cards)[0])
    put(g, "Ana", f"{'abcdefghijklmnopqrstuvwxyz'[start[0]]}{start[1] + 1}")
    return g, eid


def wear_of(g, item: str) -> int | None:
    return next((c.wear for c in g.party.heroes["Ana"].items if c.id == item), None)


@pytest.mark.rule("VS-WEAR-01")
@pytest.mark.rule("VS-WEAR-02")
def test_a_wear_symbol_on_an_attack_roll_marks_the_weapon():
    g, eid = armed("t1_sword", wear=1, armor=True)  # both have 2 Wear to go
    rig(g, STD_2WEAR, 0)
    g.apply("Ana", f"major hew {eid}")
    assert wear_of(g, "t1_sword") == 2 and wear_of(g, "padded_smock") == 0  # the armor had no part in it


@pytest.mark.rule("VS-WEAR-04")
def test_a_weapon_whose_wear_reaches_its_durability_breaks():
    g, eid = armed("t1_sword", wear=2)  # durability 3
    rig(g, STD_2WEAR, 0)
    g.apply("Ana", f"major hew {eid}")
    assert wear_of(g, "t1_sword") is None and g.state.heroes["Ana"].weapon is None
    assert events(g, "wear")[-1].data["destroyed"]


@pytest.mark.rule("VS-WEAR-03")
def test_an_item_with_no_durability_takes_no_wear_and_the_wear_is_lost():
    g, eid = armed("cudgel")
    rig(g, STD_2WEAR, 0)
    g.apply("Ana", f"major hew {eid}")
    assert wear_of(g, "cudgel") == 0
    assert events(g, "wear")[-1].data["item"] is None

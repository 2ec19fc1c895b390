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


def _bitten(*items: str, faces: tuple[int, ...], pick: str = ""):
    """Ana wears these items; a Grave Rat next to her acts first and bites her, her defence roll
    showing these faces; asked which item takes a Wear token, she answers `wear PICK`."""
    from tests.soulless_vessel.helpers import commit, open_board

    slots = {"t1_jerkin": "armor", "t1_buckler": "hand", "t1_staff": "hand"}
    rec = record()
    rec["heroes"]["Ana"]["items"] = [{"id": i, "slot": slots[i], "wear": 0, "rune": ""} for i in items]
    g = quest(rec)
    g.state.found, g.state.chests = [], []
    open_board(g)
    put(g, "Ana", "c3")
    put(g, "Bo", "s1")
    foes(g, "grave_rats", "d3")
    set_ai(g, "grave_rats", "patient_stalk")
    g.state.groups["grave_rats"].acts_at = 99
    commit(g, {})
    for _ in range(60):
        if events(g, "wear") or g.decision().kind == "turn":
            break
        opts = g.legal_commands()
        if pick and f"wear {pick}" in [c.text for c in opts]:
            g.apply("Ana", f"wear {pick}")
            continue
        ini = [c for c in opts if c.verb == "initiative"]
        chosen = min(ini, key=lambda c: c.data["initiative"]) if ini else \
            next((c for c in opts if c.seat == opts[0].seat and c.text in ("end", "done", "pass")), opts[0])
        rig(g, *faces)
        g.apply(chosen.seat, chosen.text)
    return g


@pytest.mark.rule("VS-WEAR-01")
@pytest.mark.rule("VS-WEAR-02")
def test_a_wear_symbol_on_a_defence_roll_marks_the_armour_that_took_part():
    from tests.soulless_vessel.helpers import POW_1

    g = _bitten("t1_jerkin", faces=(STD_2WEAR, POW_1))
    assert wear_of(g, "t1_jerkin") == 1
    assert events(g, "defend")[-1].data["roll"]["wear"] == 1


@pytest.mark.rule("VS-WEAR-01")
def test_with_armour_and_a_shield_in_the_defence_the_hero_picks_which_takes_the_wear():
    from tests.soulless_vessel.helpers import POW_1

    g = _bitten("t1_jerkin", "t1_buckler", faces=(STD_2WEAR, POW_1, POW_1), pick="t1_buckler")
    assert wear_of(g, "t1_buckler") == 1 and wear_of(g, "t1_jerkin") == 0
    assert [e.data["item"] for e in events(g, "wear")] == ["t1_buckler"]


@pytest.mark.rule("VS-WEAR-01")
@pytest.mark.rule("VS-WEAR-02")
def test_a_wear_symbol_on_a_spellcasting_roll_marks_the_staff_that_helped_cast_it():
    from tests.soulless_vessel.helpers import POW_1

    rec = record()
    rec["heroes"]["Ana"]["items"] = [{"id": "t1_staff", "slot": "hand", "wear": 0, "rune": ""},
                                     {"id": "t1_jerkin", "slot": "armor", "wear": 0, "rune": ""}]
    rec["heroes"]["Ana"]["deck"].append("ember_bolt")
    g = quest(rec)
    to_turn(g, "Ana", {"Ana": ["ember_bolt"]})
    start = g.state.heroes["Ana"].pos
    [eid] = foes(g, "grave_rats", f"{'abcdefghijklmnopqrstuvwxyz'[start[0] + 1]}{start[1] + 1}")
    rig(g, STD_2WEAR, POW_1)  # the staff's Power Die joins the casting: 3, the 3 it needs
    g.apply("Ana", f"major ember_bolt {eid}")
    assert events(g, "spell")[-1].data["success"]
    assert wear_of(g, "t1_staff") == 1 and wear_of(g, "t1_jerkin") == 0  # the jerkin adds nothing to spells

"""What worn armour and gear print besides dice, played while the item is equipped and never from
the backpack: immunity to a status, Nimble and Slippery movement, a step as the turn starts,
healing as a round starts, no minimum scratch, a cancelled attack, and their Plus/Star options."""

from __future__ import annotations

import pytest

from hjourney_tui.games.soulless_vessel.rules.statuses import on_hero
from tests.soulless_vessel.campaign_helpers import hero, quest, record
from tests.soulless_vessel.helpers import (
    CUR_M1,
    POW_1,
    STD_1,
    STD_1PLUS,
    STD_2,
    commit,
    events,
    foes,
    legal,
    open_board,
    put,
    rig,
    set_ai,
    to_turn,
)

BLESS_STAR = 3


def wearing(*items: str, stowed: bool = False, seats: tuple[str, ...] = ("Ana", "Bo")):
    """A campaign quest where Ana (a Tanner's Widow: no Nimble or Slippery of her own) carries a
    cudgel and these items, equipped or in the backpack."""
    slot = {"t4_boots": "gear", "t1_cloak": "gear", "t1_ring": "gear", "soul_ring": "gear", "heron_plate": "armor",
            "t1_pavise": "hand", "t1_belt": "gear", "headless_crown": "gear"}
    worn = [{"id": i, "slot": "backpack" if stowed else slot[i], "wear": 0, "rune": ""} for i in items]
    rec = record(seats=seats)
    rec["heroes"]["Ana"] = hero("Ana", vessel="tanners_widow",
                                items=([] if "t1_pavise" in items else
                                       [{"id": "cudgel", "slot": "hand", "wear": 0, "rune": ""}]) + worn)
    if "Bo" in rec["heroes"]:
        rec["heroes"]["Bo"] = hero("Bo", vessel="drowned_fisher")
    g = quest(rec)
    g.state.found, g.state.chests = [], []
    return g


@pytest.mark.rule("VS-ITEM-05")
@pytest.mark.rule("VS-ITEM-03")
def test_boots_give_nimble_and_a_step_as_the_turn_starts_only_while_worn():
    for stowed, nimble, extra in ((False, True, 1), (True, False, 0)):
        g = wearing("t4_boots", stowed=stowed)
        to_turn(g, "Ana")
        ana = g.state.heroes["Ana"]
        assert ana.nimble is nimble
        assert ana.mp == g.content.vessels["tanners_widow"].speed + extra


@pytest.mark.rule("VS-AOO-10")
@pytest.mark.rule("VS-ITEM-05")
def test_a_cloak_makes_every_movement_action_slippery_while_worn():
    for stowed, checked in ((False, False), (True, True)):
        g = wearing("t1_cloak", stowed=stowed)
        open_board(g)
        put(g, "Ana", "m5")
        put(g, "Bo", "a1")
        foes(g, "grave_rats", "l5")
        set_ai(g, "grave_rats", "patient_stalk")
        g.state.groups["grave_rats"].acts_at = -5
        to_turn(g, "Ana")
        rig(g, CUR_M1, STD_2)
        g.apply("Ana", "move n5")
        assert bool(events(g, "aoo")) == checked


@pytest.mark.rule("VS-ITEM-05")
@pytest.mark.rule("VS-ITEM-03")
def test_a_ring_keeps_its_status_off_until_it_goes_in_the_backpack():
    g = wearing("t1_ring")  # immune to Cursed
    to_turn(g, "Ana")
    ana = g.state.heroes["Ana"]
    on_hero(g, ana, "cursed", 2)
    assert "cursed" not in ana.statuses and events(g, "status")[-1].data["item"] == "t1_ring"
    g.apply("Ana", "rearrange")
    g.apply("Ana", "stow t1_ring")
    g.apply("Ana", "done")
    on_hero(g, ana, "cursed", 2)
    assert ana.statuses["cursed"] == 2


@pytest.mark.rule("VS-ITEM-05")
@pytest.mark.rule("VS-ITEM-03")
def test_a_soul_ring_heals_a_scratch_as_each_round_starts():
    for stowed, left in ((False, 1), (True, 2)):
        g = wearing("soul_ring", stowed=stowed, seats=("Ana",))
        to_turn(g, "Ana")
        g.state.heroes["Ana"].scratches = 2
        g.apply("Ana", "end")
        commit(g, {})
        assert g.state.round == 2 and g.state.heroes["Ana"].scratches == left


def _rat_bites_ana(g, *faces: int, answer: str = "done"):
    """A Grave Rat next to Ana acts first and bites her; her defence roll shows these faces, and
    she answers a spending question with `answer`."""
    open_board(g)
    put(g, "Ana", "c3")
    put(g, "Bo", "a1")
    foes(g, "grave_rats", "d3")
    set_ai(g, "grave_rats", "patient_stalk")
    g.state.groups["grave_rats"].acts_at = 99
    commit(g, {})
    for _ in range(60):
        if events(g, "defend") or g.decision().kind == "turn":
            break
        opts = g.legal_commands()
        if any(c.text == answer and c.verb == "spend" for c in opts):
            g.apply("Ana", answer)
            continue
        ini = [c for c in opts if c.verb == "initiative"]
        pick = min(ini, key=lambda c: c.data["initiative"]) if ini else \
            next((c for c in opts if c.seat == opts[0].seat and c.text in ("end", "done", "pass")), opts[0])
        rig(g, *faces)
        g.apply(pick.seat, pick.text)
    return events(g, "defend")[-1].data


@pytest.mark.rule("VS-DEF-03")
def test_a_pavise_leaves_a_beaten_attack_no_minimum_scratch():
    assert _rat_bites_ana(wearing("t1_pavise"), STD_2, POW_1, POW_1)["scratches"] == 0
    assert _rat_bites_ana(wearing("t1_pavise", stowed=True), STD_2)["scratches"] == 1


def test_heron_plate_cancels_the_attack_for_a_star():
    faces = (STD_1, POW_1, POW_1, POW_1, BLESS_STAR)  # power 4 against attack 2: the minimum scratch
    assert _rat_bites_ana(wearing("heron_plate", "headless_crown"), *faces)["scratches"] == 1
    assert _rat_bites_ana(wearing("heron_plate", "headless_crown"), *faces, answer="spend heron_plate-1")[
        "scratches"] == 0


def test_a_worn_belt_offers_its_plus_option_on_the_wearers_attacks():
    g = wearing("t1_belt")
    open_board(g)
    put(g, "Ana", "c3")
    put(g, "Bo", "a1")
    [eid] = foes(g, "grave_rats", "d3")
    set_ai(g, "grave_rats", "patient_stalk")
    g.state.groups["grave_rats"].acts_at = -5
    to_turn(g, "Ana", {"Ana": ["hew"]})
    rig(g, STD_1PLUS)
    g.apply("Ana", f"major hew {eid}")
    assert "spend t1_belt-1" in legal(g, "Ana")
    g.apply("Ana", "spend t1_belt-1")
    assert "t1_belt-1" in events(g, "attack")[-1].data["spent"]


def test_a_soul_staffs_star_option_cools_the_casters_cards_down():
    rec = record()
    rec["heroes"]["Ana"] = hero("Ana", vessel="tanners_widow",
                                items=[{"id": "soul_staff", "slot": "hand", "wear": 0, "rune": ""},
                                       {"id": "t1_amulet", "slot": "gear", "wear": 0, "rune": ""}])
    rec["heroes"]["Ana"]["deck"].append("ember_bolt")
    g = quest(rec)
    g.state.found, g.state.chests = [], []
    to_turn(g, "Ana", {"Ana": ["ember_bolt"]})
    ana = g.state.heroes["Ana"]
    ana.cooldown["charge"] = 3
    x, y = ana.pos
    [eid] = foes(g, "grave_rats", f"{'abcdefghijklmnopqrstuvwxyz'[x + 1]}{y + 1}")
    rig(g, STD_2, POW_1, POW_1, BLESS_STAR)  # the staff's two Power Dice, the amulet's Blessing Die
    g.apply("Ana", f"major ember_bolt {eid}")
    g.apply("Ana", "spend soul_staff-1")
    assert ana.cooldown["charge"] == 2

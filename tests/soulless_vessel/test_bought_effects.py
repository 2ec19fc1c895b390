"""Options bought with a roll's symbols: Grim Luck (a Star on an attack roll buys a Critical,
counted as one rolled: a wound more) and Focused (a Star on a spellcasting roll buys a cooldown
step for the hero's cards), and the Heron Plate's defence option (a Star cancels the attack)."""

from __future__ import annotations

from tests.soulless_vessel.campaign_helpers import DECKS, hero, quest, record
from tests.soulless_vessel.helpers import (
    POW_1,
    STD_1,
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

BLESSING_STAR = 3  # the Blessing Die's Star


def _ana(card: str, vessel: str = "drowned_fisher", unlocks: list[str] | None = None, also: tuple[str, ...] = ()):
    rec = record()
    rec["heroes"]["Ana"] = hero("Ana", vessel=vessel, deck=[card, *list(DECKS["Ana"])[1:]],
                                unlocks={vessel: unlocks or []})
    g = quest(rec)
    g.state.found = []
    open_board(g)
    put(g, "Ana", "c3")
    put(g, "Bo", "a5")
    [thrall] = foes(g, "drowned_thrall", "d3")
    set_ai(g, "drowned_thrall", "patient_stalk")
    g.state.groups["drowned_thrall"].acts_at = 1
    to_turn(g, "Ana", {"Ana": [card, *also]})
    return g, g.state.heroes["Ana"], thrall


def test_grim_luck_buys_a_critical_with_a_star():
    g, _, thrall = _ana("quick_shot", unlocks=["grim_luck"])
    rig(g, STD_1, POW_1, BLESSING_STAR)  # power 2 against defence 2: one wound, and a Star
    g.apply("Ana", f"major quick_shot {thrall}")
    g.apply("Ana", "spend grim_luck-1")
    [blow] = [e for e in events(g, "attack") if e.data.get("seat") == "Ana"]
    assert blow.data["wounds"] == 2 and blow.data["roll"]["criticals"] == 1
    assert g.state.enemies[thrall].wounds == 2


def test_without_the_unlock_no_critical_is_offered():
    g, _, thrall = _ana("quick_shot")
    rig(g, STD_1, POW_1, BLESSING_STAR)
    g.apply("Ana", f"major quick_shot {thrall}")
    assert not [t for t in legal(g, "Ana") if t.startswith("spend")]
    assert g.state.enemies[thrall].wounds == 1


def test_focused_buys_a_cooldown_step_with_a_star_on_a_spell_roll():
    g, ana, thrall = _ana("hex", vessel="chandler", unlocks=["steady_hand"], also=("charge",))  # a Blessing Die
    other = next(c for c in ana.hand if c not in ("hex", "charge"))
    ana.cooldown[other] = 3
    g._legal_cache = None
    rig(g, STD_2, BLESSING_STAR)  # the casting roll: power 2 (Hex needs 2) and a Star
    g.apply("Ana", f"major hex {thrall}")
    spend = [c for c in g.legal_commands("Ana") if c.verb == "spend"]
    assert [c.data["does"] for c in spend] == [[["reduce_cooldowns", [1]]]]
    g.apply("Ana", spend[0].text)
    assert ana.cooldown[other] == 2
    assert g.state.enemies[thrall].tokens.get("weaken")


def _plated_and_bitten():
    """Ana in a Beekeeper (a Blessing Die on defence) wears the Heron Plate; a Grave Rat bites her."""
    rec = record(seats=("Ana",))
    rec["heroes"] = {"Ana": hero("Ana", vessel="beekeeper", items=[
        {"id": "cudgel", "slot": "hand", "wear": 0, "rune": ""},
        {"id": "heron_plate", "slot": "armor", "wear": 0, "rune": ""}])}
    g = quest(rec)
    g.state.found = []
    open_board(g)
    put(g, "Ana", "c3")
    foes(g, "grave_rats", "d3")
    set_ai(g, "grave_rats", "patient_stalk")
    g.state.groups["grave_rats"].acts_at = 99
    commit(g, {})
    rig(g, STD_1, POW_1, POW_1, POW_1, BLESSING_STAR)  # power 4 against the rat's 2: the minimum scratch
    g.apply("Ana", "pass")  # no interrupt
    return g


def test_the_heron_plates_star_option_cancels_the_attack():
    g = _plated_and_bitten()
    g.apply("Ana", "spend heron_plate-1")
    [bite] = events(g, "defend")
    assert bite.data["cancelled"] and bite.data["scratches"] == 0
    assert g.state.heroes["Ana"].scratches == 0


def test_unbought_the_minimum_scratch_lands():
    g = _plated_and_bitten()
    g.apply("Ana", "done")
    [bite] = events(g, "defend")
    assert not bite.data["cancelled"] and bite.data["scratches"] == 1

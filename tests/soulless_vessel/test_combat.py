"""Attacks, defence, damage and death, with the dice fixed face by face."""

from __future__ import annotations

import pytest

from hjourney_tui.core.game import Refused
from tests.soulless_vessel.helpers import (
    CUR_0,
    CUR_M1,
    CUR_M2,
    POW_1,
    POW_3,
    STD_1,
    STD_2,
    STD_BOTCH,
    STD_CRIT,
    events,
    foes,
    legal,
    new,
    open_board,
    put,
    refused,
    rig,
    set_ai,
    to_turn,
)


def attack_setup(seats: int = 1, hero_at: str = "d2", foe_at: str = "e3", kind: str = "husk"):
    """Ana with her cudgel (+1 Power) and Lunge (+1 Power) in hand, one enemy nearby; her turn."""
    g = new(seats)
    open_board(g)
    put(g, "Ana", hero_at)
    [eid] = foes(g, kind, foe_at)
    set_ai(g, kind, "hold_grudge")
    g.state.groups[kind].acts_at = 0
    to_turn(g, "Ana", {"Ana": ["lunge", "cleave"]})
    return g, eid


def last_attack(g):
    return events(g, "attack")[-1].data


@pytest.mark.rule("VS-ATK-06")
@pytest.mark.rule("VS-DICE-05")
def test_wounds_are_power_divided_by_defence_rounded_down():
    g, eid = attack_setup()  # a husk: defence 3, 2 wounds
    rig(g, STD_2, POW_3, POW_3)  # standard, cudgel power, lunge power: 2 + 3 + 3 = 8
    g.apply("Ana", f"major lunge {eid}")
    assert last_attack(g)["roll"]["power"] == 8
    assert last_attack(g)["wounds"] == 2
    assert eid not in g.state.enemies


@pytest.mark.rule("VS-ATK-07")
def test_each_critical_adds_a_wound_that_ignores_defence():
    g, eid = attack_setup()
    rig(g, STD_CRIT, POW_1, POW_1)  # power 2 against defence 3: no wound but for the Critical
    g.apply("Ana", f"major lunge {eid}")
    assert last_attack(g)["wounds"] == 1
    assert g.state.enemies[eid].wounds == 1


@pytest.mark.rule("VS-DICE-06")
def test_a_botch_fails_the_whole_roll():
    g, eid = attack_setup()
    rig(g, STD_BOTCH, POW_3, POW_3)
    g.apply("Ana", f"major lunge {eid}")
    assert last_attack(g)["roll"]["power"] == 0 and last_attack(g)["wounds"] == 0
    assert g.state.enemies[eid].wounds == 0


@pytest.mark.rule("VS-DICE-15")
@pytest.mark.rule("VS-ATK-03")
def test_the_attack_pool_is_the_standard_die_weapon_and_action_dice_and_a_cursed_die_per_wound():
    g, eid = attack_setup()
    g.state.heroes["Ana"].wounds = 1
    g._legal_cache = None
    opt = next(c for c in g.legal_commands("Ana") if c.text == f"major cleave {eid}")
    assert opt.data["dice"] == {"standard": 1, "cursed": 1, "power": 3}  # cudgel 1 + cleave 2
    rig(g, STD_2, POW_3, POW_3, POW_3, CUR_M2)
    g.apply("Ana", f"major cleave {eid}")
    assert last_attack(g)["roll"]["power"] == 9


@pytest.mark.rule("VS-ATK-05")
@pytest.mark.rule("VS-EDGE-07")
def test_a_ranged_attack_next_to_an_enemy_adds_two_cursed_dice():
    g = new(2)
    open_board(g)
    put(g, "Ana", "a1")
    put(g, "Bo", "d2")
    [near] = foes(g, "husk", "e3")
    set_ai(g, "husk", "hold_grudge")
    g.state.groups["husk"].acts_at = 0
    g.state.heroes["Bo"].wounds = 2
    to_turn(g, "Bo", {"Bo": ["lunge", "cleave"]})
    opt = next(c for c in g.legal_commands("Bo") if c.text == f"major lunge {near}")
    assert opt.data["dice"] == {"standard": 1, "cursed": 4, "power": 1}  # the sling adds no dice
    put(g, "Bo", "a3")  # four squares off, still in the sling's range 4
    opt = next(c for c in g.legal_commands("Bo") if c.text == f"major lunge {near}")
    assert opt.data["dice"] == {"standard": 1, "cursed": 2, "power": 1}


@pytest.mark.rule("VS-ATK-04")
@pytest.mark.rule("VS-LOS-13")
@pytest.mark.rule("VS-LOS-01")
def test_an_attack_without_sight_or_out_of_range_is_refused_before_anything_is_spent():
    g = new(2)
    open_board(g)
    put(g, "Ana", "a5")
    put(g, "Bo", "a2")
    [eid] = foes(g, "husk", "c2")  # the pillar b2 stands between them
    set_ai(g, "husk", "hold_grudge")
    g.state.groups["husk"].acts_at = -5
    to_turn(g, "Bo", {"Bo": ["lunge", "cleave"]})
    assert "line of sight" in refused(g, "Bo")[f"major lunge {eid}"]
    before = g.digest()
    with pytest.raises(Refused):
        g.apply("Bo", f"major lunge {eid}")
    assert g.digest() == before
    put(g, "Bo", "a3")
    g.state.enemies[eid].pos = (5, 2)  # f3: in sight along the row, five squares off
    g._legal_cache = None
    assert "reaches 4" in refused(g, "Bo")[f"major lunge {eid}"]
    g.state.enemies[eid].pos = (4, 2)  # e3: four squares off
    g._legal_cache = None
    assert f"major lunge {eid}" in legal(g, "Bo"), refused(g, "Bo")
    assert "lunge" in g.state.heroes["Bo"].placed


@pytest.mark.rule("VS-ATK-10")
def test_a_melee_attack_reaches_the_eight_squares_around():
    g, eid = attack_setup(hero_at="d2", foe_at="e3")  # diagonal neighbour
    assert f"major lunge {eid}" in legal(g, "Ana")


@pytest.mark.rule("VS-ATK-08")
@pytest.mark.rule("VS-ATK-09")
def test_a_model_at_its_maximum_wounds_is_removed_and_an_empty_group_leaves():
    g, eid = attack_setup()
    g.state.enemies[eid].wounds = 1  # husks take 2 with one hero
    rig(g, STD_2, POW_1, POW_1)  # 4 power: one wound
    g.apply("Ana", f"major lunge {eid}")
    assert eid not in g.state.enemies
    assert "husk" not in g.state.groups
    assert "hold_grudge" in g.state.ai_discard


def enemy_attack_setup(attack_card: str = "hold_grudge"):
    """A husk (attack 3, range 3) acts before Ana, who stands in its range with nothing placed."""
    g = new(1)
    open_board(g)
    put(g, "Ana", "d3")
    [eid] = foes(g, "husk", "f3")
    set_ai(g, "husk", attack_card)
    return g, eid


def defend(g):
    return events(g, "defend")[-1].data


@pytest.mark.rule("VS-DEF-02")
@pytest.mark.rule("VS-DEF-01")
def test_scratches_are_the_attack_less_the_defence_power_at_least_one():
    g, eid = enemy_attack_setup()
    rig(g, STD_1)  # defence: 1 Standard Die, power 1 against attack 3
    to_turn(g, "Ana", {})
    assert defend(g)["scratches"] == 2
    assert g.state.heroes["Ana"].scratches == 2
    g2, _ = enemy_attack_setup("pick_weak")  # attack 4
    g2.state.heroes["Ana"].effects = {"brace": 2}  # +1 Blessing die on defence
    rig(g2, STD_2, 5)  # 2 + 1 from the Blessing die's last face: 3 power against 4
    to_turn(g2, "Ana", {})
    assert defend(g2)["scratches"] == 1


@pytest.mark.rule("VS-DEF-04")
def test_a_critical_on_defence_cancels_the_attack():
    g, eid = enemy_attack_setup()
    rig(g, STD_CRIT)
    to_turn(g, "Ana", {})
    assert defend(g)["scratches"] == 0 and g.state.heroes["Ana"].scratches == 0


@pytest.mark.rule("VS-DEF-05")
def test_a_botched_defence_takes_the_full_attack():
    g, eid = enemy_attack_setup("pick_weak")  # attack 3 + 1
    g.state.heroes["Ana"].effects = {"brace": 2}  # a Blessing die too, which shows a Critical
    rig(g, STD_BOTCH, 4)
    to_turn(g, "Ana", {})
    assert defend(g)["attack"] == 4 and defend(g)["scratches"] == 4


@pytest.mark.rule("VS-DEF-06")
def test_the_ai_card_changes_the_attack_value():
    g, eid = enemy_attack_setup("pick_weak")
    rig(g, STD_1)
    to_turn(g, "Ana", {})
    assert defend(g)["scratches"] == 3


@pytest.mark.rule("VS-HP-03")
@pytest.mark.rule("VS-HP-04")
@pytest.mark.rule("VS-HP-05")
@pytest.mark.rule("VS-HP-02")
def test_a_row_wounds_only_when_its_toughness_is_exceeded_and_the_rest_goes_on():
    g, eid = enemy_attack_setup()  # Ana's farmhand: rows of 3, 3, 2
    h = g.state.heroes["Ana"]
    h.scratches = 1
    rig(g, STD_1)  # 2 scratches: the row holds exactly 3, no wound
    to_turn(g, "Ana", {})
    assert (h.wounds, h.scratches) == (0, 3)
    g2, _ = enemy_attack_setup("pick_weak")
    h2 = g2.state.heroes["Ana"]
    h2.scratches = 2
    rig(g2, STD_BOTCH)  # 4 scratches: 1 fills the row, 1 wounds it, 2 go to the next row
    to_turn(g2, "Ana", {})
    assert (h2.wounds, h2.scratches) == (1, 2)


@pytest.mark.rule("VS-DEATH-01")
@pytest.mark.rule("VS-DEATH-02")
@pytest.mark.rule("VS-EDGE-19")
def test_the_third_wound_kills_the_vessel_and_the_hero_goes_on_as_a_soul_in_place():
    g, eid = enemy_attack_setup("pick_weak")
    g2 = g  # two heroes would be needed to go on playing: here the loss follows at once
    h = g.state.heroes["Ana"]
    h.wounds, h.scratches = 2, 1  # last row holds 2
    rig(g, STD_BOTCH)
    to_turn_until_over(g)
    assert h.soul and h.pos == (3, 2) and h.wounds == 0
    assert g2.outcome() is not None


def to_turn_until_over(g):
    from tests.soulless_vessel.helpers import commit
    commit(g, {})


@pytest.mark.rule("VS-WIN-05")
def test_the_party_is_lost_when_every_hero_is_a_soul_at_once():
    g = new(2)
    open_board(g)
    put(g, "Ana", "d3")
    put(g, "Bo", "c5")
    foes(g, "husk", "f3")
    set_ai(g, "husk", "pick_weak")
    g.state.heroes["Bo"].vessel = None  # Bo lost his vessel earlier
    h = g.state.heroes["Ana"]
    h.wounds, h.scratches = 2, 1
    rig(g, STD_BOTCH)
    assert g.outcome() is None
    to_turn_until_over(g)
    assert h.soul
    assert g.outcome() is not None and g.outcome().winners == []


@pytest.mark.rule("VS-AI-15")
def test_a_vesselless_soul_is_never_a_target():
    g = new(2)
    open_board(g)
    put(g, "Ana", "d3")
    put(g, "Bo", "c5")
    foes(g, "husk", "f3")
    set_ai(g, "husk", "lunge_near")
    g.state.heroes["Ana"].vessel = None
    to_turn(g, "Bo", {})
    assert [e.data["seat"] for e in events(g, "defend")] == ["Bo"]


@pytest.mark.rule("VS-AOO-04")
@pytest.mark.rule("VS-AOO-05")
def test_leaving_enemies_rolls_a_cursed_die_for_how_many_attack_the_strongest_first():
    g = new(1)
    open_board(g)
    put(g, "Ana", "d3")
    [gn] = foes(g, "gnawer", "c3")
    [hk] = foes(g, "husk", "e3")
    for k in ("gnawer", "husk"):
        set_ai(g, k, "hold_grudge")
        g.state.groups[k].acts_at = -5
    to_turn(g, "Ana", {"Ana": ["mend", "sidestep"]})
    rig(g, CUR_M1, STD_2)  # one attacker; Ana defends with 2
    g.apply("Ana", "move d5")
    aoo = events(g, "aoo")[-1].data
    assert aoo["count"] == 1
    assert [e.data["enemy"] for e in events(g, "defend")] == [hk]  # the husk hits harder (3 against 2)
    assert g.state.heroes["Ana"].pos == (3, 4)


@pytest.mark.rule("VS-AOO-01")
def test_only_adjacent_enemies_attack_a_hero_who_walks_off():
    g = new(1)
    open_board(g)
    put(g, "Ana", "d3")
    [gn] = foes(g, "gnawer", "c3")
    near, far = foes(g, "husk", "e3", "t1")
    for k in ("gnawer", "husk"):
        set_ai(g, k, "hold_grudge")
        g.state.groups[k].acts_at = -5
    to_turn(g, "Ana", {"Ana": ["mend", "sidestep"]})
    rig(g, CUR_M2, STD_2, STD_2)
    g.apply("Ana", "move d5")
    assert sorted(e.data["enemy"] for e in events(g, "defend")) == sorted([gn, near])


@pytest.mark.rule("VS-AOO-03")
@pytest.mark.rule("VS-AOO-06")
def test_the_check_is_made_once_per_movement_action_and_a_zero_means_no_attack():
    g = new(1)
    open_board(g)
    put(g, "Ana", "d3")
    foes(g, "gnawer", "c3")
    set_ai(g, "gnawer", "hold_grudge")
    g.state.groups["gnawer"].acts_at = -5
    to_turn(g, "Ana", {"Ana": ["mend", "sidestep"]})
    rig(g, CUR_0)
    g.apply("Ana", "move c4")  # still next to the gnawer
    g.apply("Ana", "move d5")
    assert len(events(g, "aoo")) == 1 and not events(g, "defend")


@pytest.mark.rule("VS-AOO-02")
def test_spending_points_in_place_makes_no_check():
    g = new(1)
    g.state.heroes["Ana"].pos = (5, 2)  # by the gate's east door
    foes(g, "gnawer", "e2")
    set_ai(g, "gnawer", "hold_grudge")
    g.state.groups["gnawer"].acts_at = -5
    to_turn(g, "Ana", {"Ana": ["mend", "sidestep"]})
    g.apply("Ana", "open gate.east")
    assert not events(g, "aoo")

"""Knockback a hero causes: the hero picks one of eight directions, the enemy goes as far as it can
along it, and each square it falls short becomes a Standard Die of damage."""

from __future__ import annotations

import pytest

from hjourney_tui.games.soulless_vessel import board
from tests.soulless_vessel.helpers import (
    POW_1,
    STD_1,
    STD_2,
    STD_BOTCH,
    events,
    foes,
    new,
    open_board,
    put,
    rig,
    set_ai,
    to_turn,
)


def shove_setup(foe_at: str = "p4", more: tuple[str, ...] = ()):
    """Ana at o4 (the cistern) with Shove (attack, knockback 2) placed, a husk (defence 3, 2 wounds) beside her."""
    g = new(1)
    open_board(g)
    put(g, "Ana", "o4")
    eid, *others = foes(g, "husk", foe_at, *more)
    set_ai(g, "husk", "hold_grudge")
    g.state.groups["husk"].acts_at = 0
    g.state.heroes["Ana"].deck.append("shove")
    to_turn(g, "Ana", {"Ana": ["shove"]})
    return g, eid, others


def pushes(g) -> dict[str, dict]:
    return {c.data["direction"]: c.data for c in g.legal_commands("Ana") if c.verb == "push"}


@pytest.mark.rule("VS-FORCE-05")
@pytest.mark.rule("VS-FORCE-07")
def test_the_hero_picks_a_direction_and_a_full_knockback_deals_no_damage():
    g, eid, _ = shove_setup()
    rig(g, STD_2, POW_1)  # 3 power against defence 3: one wound, the husk stands
    g.apply("Ana", f"major shove {eid}")
    options = pushes(g)
    assert sorted(options) == sorted(["n", "ne", "e", "se", "s", "sw", "w", "nw"])
    assert options["e"]["square"] == [17, 3] and options["e"]["damage_dice"] == 0
    attacks = len(events(g, "attack"))
    g.apply("Ana", "push e")
    assert board.name(g.state.enemies[eid].pos) == "r4"
    assert len(events(g, "attack")) == attacks  # no damage roll
    assert g.state.enemies[eid].wounds == 1


@pytest.mark.rule("VS-FORCE-06")
@pytest.mark.rule("VS-FORCE-11")
def test_a_knockback_stopped_by_a_model_or_a_wall_rolls_a_standard_die_per_square_left():
    g, eid, [other] = shove_setup(more=("q4",))
    rig(g, STD_2, POW_1, STD_2, STD_1)
    g.apply("Ana", f"major shove {eid}")
    assert pushes(g)["e"]["damage_dice"] == 2  # the other husk stands in the way
    assert pushes(g)["ne"]["damage_dice"] == 2  # a pit at q3
    g.apply("Ana", "push e")
    hit = events(g, "attack")[-1].data
    assert hit["knockback"] and hit["roll"]["power"] == 3 and hit["wounds"] == 1
    assert eid not in g.state.enemies  # 1 + 1 wounds: the husk falls
    assert board.name(g.state.enemies[other].pos) == "q4"


@pytest.mark.rule("VS-FORCE-05")
def test_every_square_of_knockback_must_take_the_enemy_further_from_the_hero():
    g, eid, _ = shove_setup()
    rig(g, STD_2, POW_1, STD_1, STD_1)
    g.apply("Ana", f"major shove {eid}")
    south = pushes(g)["s"]  # p5 is no further from o4 than p4 is
    assert south["square"] == [15, 3] and south["damage_dice"] == 2
    g.apply("Ana", "push s")
    assert board.name(g.state.enemies[eid].pos) == "p4"
    assert events(g, "attack")[-1].data["roll"]["power"] == 2


def test_a_botched_attack_knocks_nobody_back():
    g, eid, _ = shove_setup()
    rig(g, STD_BOTCH, POW_1)
    g.apply("Ana", f"major shove {eid}")
    assert not pushes(g) and board.name(g.state.enemies[eid].pos) == "p4"


def hook_setup():
    """Ana at o4 with Hook (attack at range 3, pull 2) placed, a husk three squares east at r4."""
    g = new(1)
    open_board(g)
    put(g, "Ana", "o4")
    [eid] = foes(g, "husk", "r4")
    set_ai(g, "husk", "hold_grudge")
    g.state.groups["husk"].acts_at = 0
    g.state.heroes["Ana"].deck.append("hook")
    to_turn(g, "Ana", {"Ana": ["hook"]})
    rig(g, STD_2, POW_1)  # one wound: the husk stands
    g.apply("Ana", f"major hook {eid}")
    return g, eid


def pulls(g) -> dict[str, dict]:
    return {c.data["direction"]: c.data for c in g.legal_commands("Ana") if c.verb == "pull"}


@pytest.mark.rule("VS-FORCE-10")
def test_a_pull_brings_the_enemy_nearer_square_by_square_and_loses_the_squares_that_cannot():
    g, eid = hook_setup()
    options = pulls(g)
    assert options["w"]["square"] == [15, 3] and options["w"]["squares"] == 2
    assert "n" not in options  # a pit at r3
    assert options["sw"]["squares"] == 1  # from q5, p6 would be no nearer to o4
    attacks = len(events(g, "attack"))
    g.apply("Ana", "pull sw")
    assert board.name(g.state.enemies[eid].pos) == "q5"
    assert len(events(g, "attack")) == attacks and g.state.enemies[eid].wounds == 1  # lost squares cost nothing


def test_a_pull_in_the_chosen_direction_ends_next_to_the_hero():
    g, eid = hook_setup()
    g.apply("Ana", "pull w")
    assert board.name(g.state.enemies[eid].pos) == "p4"


@pytest.mark.rule("VS-FORCE-09")
def test_a_pull_is_shared_out_among_enemies_in_reach_as_the_puller_chooses():
    g = new(1)
    open_board(g)
    put(g, "Ana", "o4")
    [eid] = foes(g, "husk", "r4")
    [other] = foes(g, "gnawer", "p6")  # two squares off, in the hook's reach too
    for kind in ("husk", "gnawer"):
        set_ai(g, kind, "hold_grudge")
        g.state.groups[kind].acts_at = 0
    g.state.heroes["Ana"].deck.append("hook")
    to_turn(g, "Ana", {"Ana": ["hook"]})
    rig(g, STD_2, POW_1)
    g.apply("Ana", f"major hook {eid}")
    split = {c.text: c.data for c in g.legal_commands("Ana") if c.verb == "split"}
    assert {f"split {eid} 1", f"split {eid} 2", f"split {other} 1", f"split {other} 2", "split none"} <= set(split)
    g.apply("Ana", f"split {eid} 1")
    g.apply("Ana", "pull w")
    assert board.name(g.state.enemies[eid].pos) == "q4"  # one square only
    assert {c.text for c in g.legal_commands("Ana") if c.verb == "split"} == {f"split {other} 1", "split none"}
    g.apply("Ana", f"split {other} 1")
    g.apply("Ana", next(c.text for c in g.legal_commands("Ana") if c.verb == "pull"))
    assert board.name(g.state.enemies[other].pos) != "p6"
    assert not [c for c in g.legal_commands("Ana") if c.verb in ("split", "pull")]  # both squares used

"""More rules at the edges: a vessel dying mid-move, a soul's turn, enemies needing range and
sight, and rooms without spawn slots."""

from __future__ import annotations

import pytest

from tests.soulless_vessel.helpers import (
    CUR_M1,
    ENH_3,
    STD_BOTCH,
    commit,
    events,
    foes,
    new,
    open_board,
    put,
    rig,
    set_ai,
    to_turn,
)


@pytest.mark.rule("VS-AOO-09")
@pytest.mark.rule("VS-EDGE-11")
def test_a_vessel_killed_by_an_attack_of_opportunity_ends_that_movement():
    g = new(2)
    open_board(g)
    put(g, "Ana", "d3")
    put(g, "Bo", "a5")
    foes(g, "gnawer", "c3")
    set_ai(g, "gnawer", "hold_grudge")
    g.state.groups["gnawer"].acts_at = -5
    h = g.state.heroes["Ana"]
    h.wounds, h.scratches = 2, 2  # the last row (toughness 2) is full
    to_turn(g, "Ana", {"Ana": ["mend", "lunge"]})
    rig(g, CUR_M1, STD_BOTCH)  # one attacker, a botched defence
    g.apply("Ana", "move d5")
    assert h.soul and h.pos == (3, 2) and h.mp == 0


@pytest.mark.rule("VS-INIT-06")
def test_a_hero_whose_vessel_died_before_its_step_still_takes_its_turn_as_a_soul():
    g = new(2)
    open_board(g)
    put(g, "Ana", "d3")
    put(g, "Bo", "a1")
    foes(g, "husk", "f3")
    set_ai(g, "husk", "lunge_near")
    h = g.state.heroes["Ana"]
    h.wounds, h.scratches = 2, 2
    rig(g, STD_BOTCH)
    to_turn(g, "Ana", {})
    assert h.soul and h.mp == 3  # the soul's speed


@pytest.mark.rule("VS-DEF-07")
def test_an_enemy_needs_sight_of_its_target_to_attack():
    g = new(1)
    open_board(g)
    put(g, "Ana", "c2")
    [eid] = foes(g, "husk", "a2")  # two squares off, within range 3, but the pillar b2 hides Ana
    set_ai(g, "husk", "lunge_near")
    commit(g, {})
    if g.decision().rule == "VS-AI-13":  # several squares would do: the party picks one
        g.apply("Ana", g.legal_commands("Ana")[0].text)
    assert [e for e in events(g, "move") if e.data.get("enemy") == eid]
    assert g.state.enemies[eid].pos != (0, 1)


@pytest.mark.rule("VS-ENEMY-02")
def test_an_enemy_with_no_printed_range_attacks_only_next_to_it():
    g = new(1)
    open_board(g)
    put(g, "Ana", "c3")
    [eid] = foes(g, "gnawer", "e3")  # two squares off, in plain sight
    set_ai(g, "gnawer", "lunge_near")
    commit(g, {})
    e = g.state.enemies[eid]
    assert max(abs(e.pos[0] - 2), abs(e.pos[1] - 2)) == 1 and events(g, "defend")


@pytest.mark.rule("VS-SPAWN-03")
@pytest.mark.rule("VS-SPAWN-01")
def test_a_layout_without_spawn_slots_brings_no_enemies():
    g = new(1)
    put(g, "Ana", "f3")
    to_turn(g, "Ana", {})
    rig(g, ENH_3)
    g.apply("Ana", "open gate.east")
    assert not g.state.groups

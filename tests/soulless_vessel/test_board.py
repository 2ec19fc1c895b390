"""Movement actions, doors and rooms, and enemies arriving."""

from __future__ import annotations

import pytest

from hjourney_tui.core.game import Refused, Seat, Setup
from hjourney_tui.games.soulless_vessel import board
from hjourney_tui.registry import game_info
from tests.soulless_vessel.helpers import (
    ENH_1,
    ENH_2,
    ENH_3,
    commit,
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


def real(seats: int = 1, seed: int = 1):
    info = game_info("soulless_vessel")
    setup = Setup("soulless_vessel", [Seat(s) for s in ("Ana", "Bo", "Cy", "Di")[:seats]], "coop", seed, {})
    return info.engine_class()(setup, info.load_ruleset())


@pytest.mark.rule("VS-TURN-01")
@pytest.mark.rule("VS-VES-02")
def test_the_turn_opens_with_the_vessels_speed_in_movement_points():
    g = new(2)
    to_turn(g, "Ana", {})
    assert g.state.heroes["Ana"].mp == 4  # the farmhand's speed
    g2 = new(2)
    g2.state.heroes["Bo"].vessel = None  # a soul moves at the soul's speed
    to_turn(g2, "Bo", {})
    assert g2.state.heroes["Bo"].mp == 3
    g3 = new(2)
    to_turn(g3, "Bo", {})
    assert g3.state.heroes["Bo"].mp == 3  # the drover's speed


@pytest.mark.rule("VS-MOVE-02")
def test_a_new_movement_action_brings_its_own_points_and_the_old_ones_do_not_add():
    g = new(1)
    put(g, "Ana", "c3")
    to_turn(g, "Ana", {"Ana": ["sidestep", "mend"]})
    g.apply("Ana", "move c4")  # 1 of 4 spent
    assert g.state.heroes["Ana"].mp == 3
    g.apply("Ana", "major sidestep")  # move 3
    assert g.state.heroes["Ana"].mp == 3


@pytest.mark.rule("VS-MOVE-03")
@pytest.mark.rule("VS-MOVE-10")
def test_another_action_ends_the_movement_and_its_points_are_lost():
    g = new(1)
    put(g, "Ana", "c3")
    to_turn(g, "Ana", {"Ana": ["mend", "lunge"]})
    g.apply("Ana", "move c4")
    g.apply("Ana", "major mend")
    assert g.state.heroes["Ana"].mp == 0
    assert not [c for c in legal(g, "Ana") if c.startswith("move ")]


@pytest.mark.rule("VS-MOVE-11")
@pytest.mark.rule("VS-MOVE-12")
@pytest.mark.rule("VS-EXPL-01")
def test_opening_a_door_costs_a_point_and_the_walk_goes_on():
    g = new(1)
    put(g, "Ana", "f3")
    to_turn(g, "Ana", {})
    g.apply("Ana", "open gate.east")
    h = g.state.heroes["Ana"]
    assert h.mp == 3 and "hall" in g.state.board.revealed and "gate.east" in g.state.board.open_doors
    assert "move g3" in legal(g, "Ana")


@pytest.mark.rule("VS-MOVE-13")
def test_a_door_needs_a_point_left_in_the_movement():
    g = new(1)
    put(g, "Ana", "e3")
    to_turn(g, "Ana", {"Ana": ["lunge"]})
    g.apply("Ana", "move f3")
    g.apply("Ana", "minor lunge")  # a new movement of 1 point
    assert "open gate.east" in legal(g, "Ana")
    g.state.heroes["Ana"].mp = 0
    g._legal_cache = None
    assert "MP" in refused(g, "Ana")["open gate.east"]


@pytest.mark.rule("VS-EXPL-03")
@pytest.mark.rule("VS-DICE-17")
def test_the_enhancement_die_picks_the_rooms_layout():
    for face, layout in ((ENH_3, "3"), (ENH_1, "1")):
        g = new(1)
        put(g, "Ana", "f3")
        to_turn(g, "Ana", {})
        rig(g, face)
        g.apply("Ana", "open gate.east")
        assert g.state.board.layouts["hall"] == layout
        tile = g.content.tiles["long_hall"].layouts[layout]
        hall = g.map().rooms["hall"]
        assert hall.layout.cells == tile.cells


@pytest.mark.rule("VS-SPAWN-02")
@pytest.mark.rule("VS-SPAWN-05")
@pytest.mark.rule("VS-SPAWN-07")
def test_a_room_with_red_and_blue_slots_brings_two_groups_sized_by_the_hero_count():
    g = new(1)
    put(g, "Ana", "f3")
    to_turn(g, "Ana", {})
    rig(g, ENH_1)  # the hall's first layout: red and blue slots
    g.apply("Ana", "open gate.east")
    st = g.state
    assert set(st.groups) == {"gnawer", "husk"}
    red = g.map().spawns("hall")["red"]
    first = next(e for e in events(g, "spawn")).data["group"]
    assert [st.enemies[m].pos for m in st.groups[first].models] == red[:len(st.groups[first].models)]
    assert len(st.groups["gnawer"].models) == 2 and len(st.groups["husk"].models) == 1  # for one hero
    assert all(grp.ai for grp in st.groups.values())


@pytest.mark.rule("VS-SPAWN-06")
def test_models_without_a_slot_go_to_the_nearest_free_square():
    g = new(4)
    open_board(g)
    slots = [(13, 1), (6, 1)]
    from hjourney_tui.games.soulless_vessel.rules.spawning import spawn
    spawn(g, "gnawer", slots)  # four gnawers for four heroes, two slots
    spots = [g.state.enemies[m].pos for m in g.state.groups["gnawer"].models]
    assert spots[:2] == slots
    for s in spots[2:]:
        assert max(abs(s[0] - 6), abs(s[1] - 1)) == 1  # next to the last slot


@pytest.mark.rule("VS-SPAWN-09")
def test_a_kind_already_on_the_table_joins_its_group():
    g = new(1)
    open_board(g)
    foes(g, "gnawer", "t1")
    set_ai(g, "gnawer", "rush")
    from hjourney_tui.games.soulless_vessel.rules.spawning import spawn
    spawn(g, "gnawer", [(18, 3)])
    grp = g.state.groups["gnawer"]
    assert len(grp.models) == 3 and grp.ai == "rush" and list(g.state.groups) == ["gnawer"]


@pytest.mark.rule("VS-SPAWN-08")
def test_an_empty_enemy_pile_is_rebuilt_from_kinds_not_on_the_table():
    from hjourney_tui.games.soulless_vessel.rules.spawning import draw_enemy
    for seed in range(8):
        g = new(1, seed)
        open_board(g)
        foes(g, "gnawer", "t1")
        g.state.enemy_pile = []
        assert draw_enemy(g) == "husk"


@pytest.mark.rule("VS-INIT-04")
@pytest.mark.rule("VS-INIT-05")
def test_a_group_arriving_mid_round_acts_at_zero_if_its_step_is_past():
    for top, acts_at in (("rush", 0), ("hold_grudge", 5)):  # gnawer 6 + 2 = 8 (past 7); 6 - 1 = 5
        g = new(1)
        put(g, "Ana", "f3")
        g.state.enemy_pile = ["gnawer"]
        g.state.ai_deck = [top]
        to_turn(g, "Ana", {"Ana": ["lunge"]})  # initiative 7
        rig(g, ENH_2)  # a layout with red slots only
        g.apply("Ana", "open gate.east")
        assert g.state.groups["gnawer"].acts_at == acts_at


@pytest.mark.rule("VS-EXPL-02")
@pytest.mark.rule("VS-EXPL-08")
@pytest.mark.rule("VS-SETUP-10")
def test_opening_a_door_draws_the_exploration_deck_and_quest_triggers_run():
    g = real()
    assert g.state.exploration[-1] == g.plan().exploration[-1]  # the last listed is on top
    g.state.exploration = ["slick_steps", "omen"]  # the omen on top
    put(g, "Ana", "f3")
    to_turn(g, "Ana", {})
    g.apply("Ana", "open gate.east")
    assert g.state.exploration == []
    # the omen raises the threat and brings a Grave Rat; the hall's own rat then joins it
    assert g.state.threat == 1 and len(g.state.groups["grave_rats"].models) == 2
    assert "hall" in g.state.board.revealed


@pytest.mark.rule("VS-EXPL-10")
def test_a_door_onto_a_hidden_room_stays_shut_when_the_deck_is_empty():
    g = real()
    g.state.exploration = []
    put(g, "Ana", "f3")
    to_turn(g, "Ana", {})
    assert "exploration deck is empty" in refused(g, "Ana")["open gate.east"]
    with pytest.raises(Refused):
        g.apply("Ana", "open gate.east")


def test_square_names_read_both_ways():
    assert board.name((2, 3)) == "c4" and board.parse("c4") == (2, 3) and board.parse("4c") is None
    assert commit  # (imported for the helpers' use)

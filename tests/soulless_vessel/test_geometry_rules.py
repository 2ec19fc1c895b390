"""Soulless Vessel's geometry rules, each on a small drawn board (hjourney_tui/core/grid.py).

Boards are drawn row by row: '.' floor, '~' difficult terrain, '#' solid, ':' see-through pit.
"""

from __future__ import annotations

import pytest

from hjourney_tui.core.grid import DIRECTIONS, Grid, StepRules, adjacent, block, distance, edge, line_edges

BLAST = ((0.0, 0.0), (4.0, -1.5), (4.0, 1.5))
OPEN = Grid.from_rows(["....."] * 5)
# A Nimble mover passes models and ignores difficult terrain; a Crippled one pays 2 a square.
NIMBLE = StepRules(pass_models=True, ignore_difficult=True)
CRIPPLED = StepRules(slowed=True)


# ----- line of sight, range and distance

@pytest.mark.rule("VS-LOS-01")
def test_a_range_needs_both_distance_and_sight():
    g = Grid.from_rows(["...."], walls=[edge((1, 0), (2, 0))])
    assert g.in_range((2, 0), (3, 0), 1)
    assert not g.in_range((2, 0), (3, 0), 0)
    assert distance((0, 0), (2, 0)) == 2 and not g.in_range((0, 0), (2, 0), 3)


def test_sight_is_drawn_between_square_centres():
    # From the centre of (0,0) to that of (3,1) the segment runs through (1,0) and then
    # exactly through the point (2,1); a line between lower corners would miss (1,0).
    assert not Grid.from_rows([".#..", "...."]).sees((0, 0), (3, 1))
    assert Grid.from_rows(["....", ".#.."]).sees((0, 0), (3, 1))
    assert Grid.from_rows(["..#.", "...."]).sees((0, 0), (3, 1))


@pytest.mark.rule("VS-LOS-03")
def test_see_through_squares_pass_sight_solid_ones_do_not():
    assert Grid.from_rows([".:."]).sees((0, 0), (2, 0))
    assert not Grid.from_rows([".#."]).sees((0, 0), (2, 0))
    assert not Grid.from_rows([".:."]).walkable((1, 0))


@pytest.mark.rule("VS-LOS-04")
def test_clipping_the_corner_of_a_solid_square_blocks_sight():
    # (0,0) to (4,1) dips into row 1 only for x in 2.5..3, inside the solid (2,1).
    assert not Grid.from_rows([".....", "..#.."]).sees((0, 0), (4, 1))
    assert Grid.from_rows([".....", ".#..."]).sees((0, 0), (4, 1))


@pytest.mark.rule("VS-LOS-05")
def test_a_wall_on_the_way_blocks_sight():
    assert not Grid.from_rows(["..."], walls=[edge((0, 0), (1, 0))]).sees((0, 0), (2, 0))
    assert Grid.from_rows(["..."]).sees((0, 0), (2, 0))


@pytest.mark.rule("VS-LOS-06", "VS-MOVE-08")
def test_barriers_stop_feet_but_not_eyes():
    g = Grid.from_rows(["..."], barriers=[edge((0, 0), (1, 0))])
    assert g.sees((0, 0), (2, 0))
    assert not g.can_step((0, 0), (1, 0))
    assert (2, 0) not in g.reachable((0, 0), 5)


@pytest.mark.rule("VS-LOS-08")
def test_sight_through_a_grid_point():
    # (0,0) to (1,1) passes exactly through the point where four squares meet.
    assert Grid.from_rows(["..", ".."]).sees((0, 0), (1, 1))
    assert Grid.from_rows([".#", ".."]).sees((0, 0), (1, 1))  # one pinching square is solid
    assert Grid.from_rows(["..", "#."]).sees((0, 0), (1, 1))
    assert not Grid.from_rows([".#", "#."]).sees((0, 0), (1, 1))  # both are
    assert not Grid.from_rows([".#", "#."]).sees((1, 0), (0, 1))
    assert Grid.from_rows([".:", ":."]).sees((0, 0), (1, 1))  # see-through pits pinch nothing
    # A wall that ends at that point blocks it; a wall elsewhere does not.
    assert not Grid.from_rows(["..", ".."], walls=[edge((0, 0), (1, 0))]).sees((0, 0), (1, 1))
    assert not Grid.from_rows(["...", "...", "..."], walls=[edge((1, 1), (2, 1))]).sees((0, 0), (2, 2))
    assert Grid.from_rows(["...", "...", "..."], walls=[edge((1, 2), (2, 2))]).sees((0, 0), (1, 1))
    # A barrier ending there does not stop sight.
    assert Grid.from_rows(["..", ".."], barriers=[edge((0, 0), (1, 0))]).sees((0, 0), (1, 1))


@pytest.mark.rule("VS-LOS-09")
def test_a_bulky_model_may_look_from_any_of_its_squares():
    g = Grid.from_rows(["..#...", "......", "......"])
    body = block((0, 0))  # (0,0) (1,0) (0,1) (1,1)
    assert not g.sees((0, 0), (5, 0)) and not g.sees((1, 0), (5, 0))
    assert g.sees((1, 1), (5, 0))
    assert g.sees(body, (5, 0)) and g.sees((5, 0), body)
    blind = Grid.from_rows(["..#...", "..#...", "..#..."])
    assert not blind.sees(body, (5, 0))


@pytest.mark.rule("VS-LOS-10")
def test_distance_counts_diagonals_as_one():
    assert distance((0, 0), (3, 2)) == 3
    assert distance((5, 1), (2, 5)) == 4
    assert OPEN.in_range((0, 0), (3, 3), 3) and not OPEN.in_range((0, 0), (4, 3), 3)


@pytest.mark.rule("VS-LOS-11", "VS-BULKY-06")
def test_range_to_a_bulky_model_counts_from_its_nearest_square():
    body = block((2, 2))
    assert distance(body, (0, 0)) == 2
    assert distance(body, (5, 3)) == 2
    assert distance((4, 4), body) == 1 and adjacent((4, 4), body)
    assert distance(body, block((4, 0))) == 1
    assert OPEN.in_range((0, 0), body, 2) and not OPEN.in_range((0, 0), body, 1)


@pytest.mark.rule("VS-LOS-12")
def test_adjacency_ignores_walls():
    assert adjacent((0, 0), (1, 0)) and adjacent((0, 0), (1, 1))
    assert not adjacent((0, 0), (2, 1)) and not adjacent((0, 0), (0, 0))
    g = Grid.from_rows([".."], walls=[edge((0, 0), (1, 0))])
    assert adjacent((0, 0), (1, 0)) and not g.sees((0, 0), (1, 0))


@pytest.mark.rule("VS-TERR-09")
def test_difficult_terrain_leaves_sight_alone():
    assert Grid.from_rows([".~~~."]).sees((0, 0), (4, 0))


# ----- movement

@pytest.mark.rule("VS-MOVE-04")
def test_all_eight_neighbours_cost_one_point():
    reach = OPEN.reachable((2, 2), 1)
    assert {s for s, c in reach.cost.items() if c == 1} == {(2 + dx, 2 + dy) for dx, dy in DIRECTIONS}
    assert OPEN.path_cost([(0, 0), (1, 1), (2, 2), (3, 3)]) == 3


@pytest.mark.rule("VS-MOVE-05")
def test_models_bar_the_way():
    g = Grid.from_rows(["....", "####"])
    assert (3, 0) not in g.reachable((0, 0), 5, occupied={(1, 0)})
    assert g.path_cost([(0, 0), (1, 0), (2, 0)], occupied={(1, 0)}) is None
    assert g.shortest_path((0, 0), (3, 0), occupied={(2, 0)}) is None


@pytest.mark.rule("VS-TERR-06")
def test_nimble_passes_models_but_stops_beside_them():
    g = Grid.from_rows(["....", "####"])
    reach = g.reachable((0, 0), 3, NIMBLE, occupied={(1, 0), (2, 0)})
    assert reach.cost.get((3, 0)) == 3
    assert (1, 0) not in reach and (2, 0) not in reach
    assert g.path_cost([(0, 0), (1, 0), (2, 0), (3, 0)], NIMBLE, {(1, 0), (2, 0)}) == 3
    assert g.shortest_path((0, 0), (3, 0), NIMBLE, occupied={(1, 0)}) == [(0, 0), (1, 0), (2, 0), (3, 0)]


@pytest.mark.rule("VS-MOVE-06")
def test_a_move_never_ends_on_a_model():
    assert (1, 1) not in OPEN.reachable((0, 0), 4, occupied={(1, 1)})
    assert (1, 1) not in OPEN.reachable((0, 0), 4, NIMBLE, occupied={(1, 1)})
    assert OPEN.path_cost([(0, 0), (1, 1)], NIMBLE, occupied={(1, 1)}) is None
    assert OPEN.shortest_path((0, 0), (1, 1), NIMBLE, occupied={(1, 1)}) is None


@pytest.mark.rule("VS-MOVE-07")
def test_walls_and_solid_squares_cannot_be_crossed():
    g = Grid.from_rows(["..#."], walls=[edge((0, 0), (1, 0))])
    assert not g.can_step((0, 0), (1, 0)) and not g.can_step((1, 0), (0, 0))
    assert not g.can_step((1, 0), (2, 0))
    assert set(g.reachable((1, 0), 9).cost) == {(1, 0)}


@pytest.mark.rule("VS-MOVE-09")
def test_diagonal_steps_do_not_cut_corners():
    assert OPEN.can_step((0, 0), (1, 1))
    assert not Grid.from_rows([".#", ".."]).can_step((0, 0), (1, 1))  # a solid square's corner
    assert not Grid.from_rows(["..", "#."]).can_step((0, 0), (1, 1))
    assert not Grid.from_rows(["..", ".."], walls=[edge((0, 1), (1, 1))]).can_step((0, 0), (1, 1))
    assert not Grid.from_rows(["..", ".."], barriers=[edge((0, 0), (0, 1))]).can_step((1, 1), (0, 0))
    assert Grid.from_rows(["...", "...", "..."], walls=[edge((2, 1), (2, 2))]).can_step((0, 0), (1, 1))
    # Models in the pinching squares do not stop a diagonal step.
    assert OPEN.path_cost([(0, 0), (1, 1)], occupied={(1, 0), (0, 1)}) == 1


@pytest.mark.rule("VS-TERR-01", "VS-TERR-03")
def test_entering_difficult_terrain_costs_two_and_leaving_it_nothing_extra():
    g = Grid.from_rows([".~.."])
    assert g.path_cost([(0, 0), (1, 0)]) == 2
    assert g.path_cost([(0, 0), (1, 0), (2, 0), (3, 0)]) == 4
    assert g.reachable((0, 0), 3).cost[(2, 0)] == 3
    assert g.reachable((1, 0), 1).cost[(2, 0)] == 1


@pytest.mark.rule("VS-TERR-02")
def test_one_point_is_not_enough_for_difficult_terrain():
    g = Grid.from_rows([".~"])
    assert (1, 0) not in g.reachable((0, 0), 1)
    assert (1, 0) in g.reachable((0, 0), 2)


@pytest.mark.rule("VS-TERR-04", "VS-STATUS-11")
def test_cripple_and_difficult_terrain_do_not_stack():
    g = Grid.from_rows([".~.."])
    assert g.path_cost([(0, 0), (1, 0)], CRIPPLED) == 2
    assert g.path_cost([(0, 0), (1, 0), (2, 0), (3, 0)], CRIPPLED) == 6
    assert g.reachable((0, 0), 4, CRIPPLED).cost.get((2, 0)) == 4


@pytest.mark.rule("VS-TERR-05", "VS-TERR-07")
def test_nimble_waives_difficult_terrain_but_not_cripple():
    g = Grid.from_rows([".~~"])
    assert g.path_cost([(0, 0), (1, 0), (2, 0)], NIMBLE) == 2
    assert g.path_cost([(0, 0), (1, 0), (2, 0)], StepRules(pass_models=True, ignore_difficult=True, slowed=True)) == 4


# ----- forced movement

@pytest.mark.rule("VS-FORCE-01", "VS-FORCE-02")
def test_knockback_moves_away_one_square_at_a_time_with_a_choice_of_way():
    ends = OPEN.forced_paths((2, 2), (1, 2), 2, away=True)
    assert set(ends) >= {(4, 2), (4, 0), (4, 4), (3, 1)}
    for end, path in ends.items():
        assert distance(end, (1, 2)) == 1 + len(path)
    assert (2, 1) not in ends and (2, 3) not in ends  # sideways keeps the distance
    assert len(OPEN.forced_paths((2, 2), (1, 2), 2, away=True, maximal=True)) == 5


@pytest.mark.rule("VS-FORCE-04")
def test_a_knocked_back_hero_stops_at_the_wall():
    g = Grid.from_rows(["....", "....", "...."], walls=line_edges((3, 0), (3, 3)))
    ends = g.forced_paths((1, 1), (0, 1), 4, away=True, maximal=True)
    assert set(ends) == {(2, 0), (2, 1), (2, 2)}


@pytest.mark.rule("VS-FORCE-05", "VS-FORCE-07")
def test_an_enemy_is_knocked_back_along_one_chosen_direction():
    assert OPEN.push_line((1, 1), (0, 0), (1, 1), 3) == ([(2, 2), (3, 3), (4, 4)], 0)
    assert OPEN.push_line((1, 1), (0, 1), (1, 0), 2) == ([(2, 1), (3, 1)], 0)


@pytest.mark.rule("VS-FORCE-06", "VS-EDGE-09")
def test_an_enemy_that_cannot_go_on_keeps_the_points_left():
    g = Grid.from_rows(["....."], walls=[edge((1, 0), (2, 0))])
    assert g.push_line((1, 0), (0, 0), (1, 0), 3) == ([], 3)
    g = Grid.from_rows(["....."], walls=[edge((2, 0), (3, 0))])
    assert g.push_line((1, 0), (0, 0), (1, 0), 3) == ([(2, 0)], 2)
    g = Grid.from_rows(["....."], barriers=[edge((2, 0), (3, 0))])
    assert g.push_line((1, 0), (0, 0), (1, 0), 3) == ([(2, 0)], 2)
    assert OPEN.push_line((1, 0), (0, 0), (1, 0), 3, occupied={(3, 0)}) == ([(2, 0)], 2)
    assert Grid.from_rows(["..#.."]).push_line((1, 0), (0, 0), (1, 0), 3) == ([], 3)
    # A direction that does not lead away is refused square by square.
    assert OPEN.push_line((2, 2), (1, 2), (0, 1), 2) == ([], 2)


@pytest.mark.rule("VS-FORCE-08", "VS-FORCE-10")
def test_pull_brings_a_model_closer_through_no_sight_at_all():
    g = Grid.from_rows([".#....", ".#...."])
    assert not g.sees((0, 0), (5, 0))
    ends = g.forced_paths((5, 0), (0, 0), 3, away=False)
    assert (2, 0) in ends and (2, 1) in ends
    for end, path in ends.items():
        assert distance(end, (0, 0)) == 5 - len(path)
    assert (5, 1) not in ends  # sideways gains nothing


@pytest.mark.rule("VS-EDGE-08")
def test_a_pull_on_an_adjacent_model_moves_it_nowhere():
    assert OPEN.forced_paths((1, 1), (0, 0), 3, away=False) == {(1, 1): []}


@pytest.mark.rule("VS-FORCE-11")
def test_forced_moves_respect_walls_barriers_solid_squares_and_models():
    g = Grid.from_rows(["...", "...", "..#"], walls=[edge((1, 0), (2, 0))], barriers=[edge((1, 1), (2, 1))])
    ends = g.forced_paths((1, 1), (0, 1), 1, away=True, occupied={(2, 0)})
    assert set(ends) == {(1, 1)}
    ends = OPEN.forced_paths((1, 1), (0, 1), 1, away=True, occupied={(2, 0), (2, 2)})
    assert set(ends) == {(1, 1), (2, 1)}


@pytest.mark.rule("VS-MOVE-14", "VS-EDGE-16")
def test_forced_moves_pay_nothing_for_difficult_terrain():
    g = Grid.from_rows([".~~~~"])
    assert g.push_line((1, 0), (0, 0), (1, 0), 3) == ([(2, 0), (3, 0), (4, 0)], 0)
    assert g.forced_paths((1, 0), (0, 0), 3, away=True, maximal=True) == {(4, 0): [(2, 0), (3, 0), (4, 0)]}


# ----- Bulky models

@pytest.mark.rule("VS-BULKY-01")
def test_a_bulky_model_fills_two_by_two():
    assert sorted(block((3, 4))) == [(3, 4), (3, 5), (4, 4), (4, 5)]


@pytest.mark.rule("VS-BULKY-02")
def test_a_bulky_model_may_overlap_two_solid_squares_but_not_three():
    assert Grid.from_rows(["##.", "...", "..."]).fits((0, 0))
    assert Grid.from_rows(["#..", "#..", "..."]).fits((0, 0))
    assert not Grid.from_rows(["##.", "#..", "..."]).fits((0, 0))
    assert not OPEN.fits((4, 4))  # off the board


@pytest.mark.rule("VS-BULKY-03")
def test_a_bulky_model_shifts_one_square_at_a_time():
    assert all(OPEN.can_shift((1, 1), d) for d in DIRECTIONS)
    assert not OPEN.can_shift((1, 1), (2, 0))
    reach = OPEN.block_reachable((0, 0), 2)
    assert reach.cost[(2, 2)] == 2 and reach.cost[(1, 0)] == 1
    g = Grid.from_rows(["....", "....", "...."], walls=line_edges((2, 0), (2, 3)))
    assert not g.can_shift((0, 0), (1, 0)) and not g.can_shift((0, 1), (1, 0))
    assert g.can_shift((0, 0), (0, 1)) and g.can_shift((0, 1), (0, -1))


@pytest.mark.rule("VS-BULKY-02")
@pytest.mark.rule("VS-BULKY-03")
def test_a_bulky_model_squeezes_through_a_doorway_but_never_through_a_wall():
    # our reading: wall lines stand for wall squares, so the block may stand in a one-square gap
    # with the wall reaching into it, as it would cover a wall square, but no line may cut it in two
    door = Grid.from_rows(["....", "....", "...."], walls=[edge((1, 0), (2, 0)), edge((1, 2), (2, 2))])
    assert door.fits((1, 0)) and door.fits((1, 1))  # astride the gap at row 2
    assert door.block_reachable((0, 0), 2).cost[(2, 0)] == 2  # through it and out beyond
    shut = Grid.from_rows(["....", "....", "...."], walls=line_edges((2, 0), (2, 3)))
    assert not shut.fits((1, 0)) and (2, 0) not in shut.block_reachable((0, 0), 5).cost


@pytest.mark.rule("VS-BULKY-07")
def test_a_bulky_shift_costs_two_if_any_new_square_is_difficult():
    g = Grid.from_rows(["....", "...~", "...."])
    assert g.shift_cost((1, 0), (1, 0)) == 2
    assert g.shift_cost((2, 0), (0, 1)) == 1  # (3,1) was covered already: only new squares count
    assert g.shift_cost((0, 0), (1, 0)) == 1
    assert g.shift_cost((1, 0), (1, 0), rules=NIMBLE) == 1


@pytest.mark.rule("VS-BULKY-04", "VS-SPAWN-10")
def test_a_displaced_or_crowded_out_model_takes_the_nearest_free_square():
    g = Grid.from_rows(["....", "....", "...."])
    assert g.nearest_free((0, 0), {(0, 0)}) == [(0, 1), (1, 0), (1, 1)]
    crowd = {(0, 0), (0, 1), (1, 0), (1, 1)}
    assert g.nearest_free((0, 0), crowd) == [(0, 2), (1, 2), (2, 0), (2, 1), (2, 2)]
    walled = Grid.from_rows(["..", ".."], walls=line_edges((1, 0), (1, 2)))
    assert walled.nearest_free((0, 0), {(0, 0)}) == [(0, 1)]


@pytest.mark.rule("VS-BULKY-08")
def test_a_bulky_model_spawning_on_a_taken_slot_goes_where_it_fits_nearest():
    assert OPEN.nearest_fit((1, 1), {(4, 4)}) == [(1, 1)]
    assert OPEN.nearest_fit((1, 1), {(2, 2)}) == [(0, 0), (0, 1), (0, 2), (1, 0), (2, 0)]
    g = Grid.from_rows(["#....", "#....", "#....", "....."], walls=line_edges((3, 0), (3, 4)))
    assert g.nearest_fit((1, 0), {(1, 0)}) == [(0, 1), (1, 1)]  # nothing across the wall
    assert g.nearest_fit((1, 0), {(1, 0), (1, 1), (1, 2)}) == []


# ----- areas

@pytest.mark.rule("VS-AREA-03")
def test_a_template_edge_that_only_touches_a_square_misses_it():
    bar = ((0.0, 0.0), (2.0, 0.0), (2.0, 1.0), (0.0, 1.0))  # exactly two squares
    assert OPEN.template_hits((1, 1), bar, (0.0, 0.0), 0) == {(1, 1), (2, 1)}
    assert OPEN.template_hits((1, 1), bar, (0.0, 0.01), 0) == {(1, 1), (2, 1), (1, 2), (2, 2)}


@pytest.mark.rule("VS-AREA-06")
def test_a_template_skips_squares_the_user_cannot_see():
    g = Grid.from_rows([".....", ".....", "....."], walls=line_edges((3, 0), (3, 3)))
    hit = g.template_hits((0, 1), BLAST, (0.5, 0.5), 0)
    assert (2, 1) in hit and not any(x >= 3 for x, _ in hit)
    assert (3, 1) in OPEN.template_hits((0, 1), BLAST, (0.5, 0.5), 0)


@pytest.mark.rule("VS-AREA-07")
def test_every_distinct_template_placement_is_listed_once():
    anchors = [(0.5, 0.5), (1.0, 0.5), (0.0, 0.0)]
    options = OPEN.template_options((2, 2), BLAST, anchors, range(0, 360, 15))
    assert len(options) == len(set(options)) > 8
    assert OPEN.template_hits((2, 2), BLAST, (1.0, 0.5), 0) in options


@pytest.mark.rule("VS-AREA-08")
def test_a_line_runs_straight_or_diagonal_from_next_to_the_user():
    assert OPEN.line((2, 2), (1, 0), 5) == [(3, 2), (4, 2)]
    assert OPEN.line((0, 0), (1, 1), 3) == [(1, 1), (2, 2), (3, 3)]
    assert OPEN.line((2, 2), (-1, 1), 2) == [(1, 3), (0, 4)]
    with pytest.raises(ValueError):
        OPEN.line((0, 0), (2, 1), 3)


@pytest.mark.rule("VS-AREA-09")
def test_a_line_stops_at_walls_and_solid_squares_only():
    g = Grid.from_rows(["......"], walls=[edge((3, 0), (4, 0))], barriers=[edge((1, 0), (2, 0))])
    assert g.line((0, 0), (1, 0), 5) == [(1, 0), (2, 0), (3, 0)]
    assert Grid.from_rows(["..:.#."]).line((0, 0), (1, 0), 5) == [(1, 0), (2, 0), (3, 0)]
    assert Grid.from_rows([".#", "#."]).line((0, 0), (1, 1), 2) == []

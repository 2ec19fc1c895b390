"""Properties of the square-grid geometry (hjourney_tui/core/grid.py) on random small boards.

Sight is also checked against a second, slower formulation with exact fractions: list
every grid line the segment crosses, then judge each piece and each crossing.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hjourney_tui.core.grid import (
    DIRECTIONS,
    Grid,
    StepRules,
    block,
    chebyshev,
    distance,
    edge,
    edge_points,
    line_edges,
)

BLAST = ((0.0, 0.0), (4.0, -1.5), (4.0, 1.5))
ANCHORS = [(0.5, 0.5), (0.0, 0.0), (1.0, 0.0), (0.0, 1.0), (1.0, 1.0), (0.5, 0.0), (1.0, 0.5), (0.5, 1.0),
           (0.0, 0.5)]


@st.composite
def grids(draw, max_size: int = 8, lines: bool = True) -> Grid:
    w = draw(st.integers(2, max_size))
    h = draw(st.integers(2, max_size))
    cells = draw(st.lists(st.sampled_from(".....~~#:"), min_size=w * h, max_size=w * h))
    rows = ["".join(cells[y * w:(y + 1) * w]) for y in range(h)]
    all_edges = [edge((x, y), (x + 1, y)) for y in range(h) for x in range(w - 1)]
    all_edges += [edge((x, y), (x, y + 1)) for y in range(h - 1) for x in range(w)]
    walls = draw(st.sets(st.sampled_from(all_edges), max_size=len(all_edges) // 4)) if lines else set()
    barriers = draw(st.sets(st.sampled_from(all_edges), max_size=len(all_edges) // 4)) if lines else set()
    return Grid.from_rows(rows, walls=walls, barriers=barriers - walls)


def squares_of(g: Grid):
    return st.tuples(st.integers(0, g.width - 1), st.integers(0, g.height - 1))


def oracle_sees(g: Grid, a, b) -> bool:
    """Line of sight by the rules' own words, with exact arithmetic and no shortcuts."""
    ax, ay = Fraction(2 * a[0] + 1, 2), Fraction(2 * a[1] + 1, 2)
    bx, by = Fraction(2 * b[0] + 1, 2), Fraction(2 * b[1] + 1, 2)
    dx, dy = bx - ax, by - ay
    ts = {Fraction(0), Fraction(1)}
    for k in range(min(a[0], b[0]) + 1, max(a[0], b[0]) + 1):
        ts.add((k - ax) / dx)
    for k in range(min(a[1], b[1]) + 1, max(a[1], b[1]) + 1):
        ts.add((k - ay) / dy)
    ts = sorted(ts)
    wall_points = {p for e in g.walls for p in edge_points(e)}
    for t0, t1 in zip(ts, ts[1:], strict=False):  # each piece lies inside one square
        tm = (t0 + t1) / 2
        sq = (int(ax + tm * dx), int(ay + tm * dy))
        if g.blocks_sight(sq):
            return False
    for t in ts[1:-1]:  # each crossing of grid lines
        px, py = ax + t * dx, ay + t * dy
        on_x, on_y = px.denominator == 1, py.denominator == 1
        before = (int(ax + (t - Fraction(1, 10**6)) * dx), int(ay + (t - Fraction(1, 10**6)) * dy))
        after = (int(ax + (t + Fraction(1, 10**6)) * dx), int(ay + (t + Fraction(1, 10**6)) * dy))
        if on_x and on_y:
            if (int(px), int(py)) in wall_points:
                return False
            if g.blocks_sight((after[0], before[1])) and g.blocks_sight((before[0], after[1])):
                return False
        elif edge(before, after) in g.walls:
            return False
    return True


def legal_step_by_hand(g: Grid, a, b) -> bool:
    """A step judged from the grid's raw sets, not from its tables."""
    if chebyshev(a, b) != 1 or not g.walkable(b):
        return False
    stops = g.walls | g.barriers
    if a[0] == b[0] or a[1] == b[1]:
        return edge(a, b) not in stops
    corner = (max(a[0], b[0]), max(a[1], b[1]))
    if any(corner in edge_points(e) for e in stops):
        return False
    return g.walkable((b[0], a[1])) and g.walkable((a[0], b[1]))


@pytest.mark.rule("VS-LOS-02")
@settings(max_examples=300, deadline=None)
@given(st.data())
def test_sight_is_symmetric_and_matches_the_exact_oracle(data):
    g = data.draw(grids())
    a, b = data.draw(squares_of(g)), data.draw(squares_of(g))
    assert g.trace(a, b) == g.trace(b, a)
    assert g.sees(a, b) == g.sees(b, a) == g.trace(a, b)
    assert g.trace(a, b) == oracle_sees(g, a, b)


def test_squares_off_the_board_see_nothing_even_after_others_were_asked():
    g = Grid.from_rows(["....."] * 3)
    assert g.sees((4, 0), (0, 1))  # cached under the indices that (-1, 1) and (0, 1) would alias
    assert not g.sees((-1, 1), (0, 1)) and not g.sees((0, 1), (5, 0))
    assert not g.in_range((0, 0), (0, -1), 3)
    with pytest.raises(ValueError):
        g.reachable((5, 0), 3)
    with pytest.raises(ValueError):
        g.nearest_free((0, 3), set())


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_a_full_wall_line_blocks_all_sight_across_it(data):
    g0 = data.draw(grids(lines=False))
    cut = data.draw(st.integers(1, g0.width - 1))
    g = Grid(g0.width, g0.height, blocked=g0.blocked, see_through=g0.see_through,
             walls=line_edges((cut, 0), (cut, g0.height)))
    a = data.draw(st.tuples(st.integers(0, cut - 1), st.integers(0, g.height - 1)))
    b = data.draw(st.tuples(st.integers(cut, g.width - 1), st.integers(0, g.height - 1)))
    assert not g.sees(a, b)


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_open_ground_sees_everywhere(data):
    w, h = data.draw(st.integers(1, 12)), data.draw(st.integers(1, 12))
    hard = data.draw(st.sets(st.tuples(st.integers(0, w - 1), st.integers(0, h - 1))))
    g = Grid(w, h, difficult=hard, barriers=[edge((0, 0), (0, 1))] if h > 1 else [])
    a = data.draw(st.tuples(st.integers(0, w - 1), st.integers(0, h - 1)))
    b = data.draw(st.tuples(st.integers(0, w - 1), st.integers(0, h - 1)))
    assert g.sees(a, b)


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_a_model_never_blocks_its_own_sight(data):
    """A 2x2 model's other squares never spoil a view: it sees what its best square sees."""
    g = data.draw(grids(lines=False))
    anchor = data.draw(st.tuples(st.integers(0, g.width - 2), st.integers(0, g.height - 2)))
    body = block(anchor)
    target = data.draw(squares_of(g))
    assert g.sees(body, target) == any(g.trace(s, target) for s in body)
    for s in body:
        if g.walkable(s):
            assert g.sees(body, s)


@given(st.tuples(st.integers(-20, 20), st.integers(-20, 20)),
       st.tuples(st.integers(-20, 20), st.integers(-20, 20)),
       st.tuples(st.integers(-20, 20), st.integers(-20, 20)))
def test_distance_is_a_metric(a, b, c):
    assert distance(a, b) == distance(b, a)
    assert distance(a, b) <= distance(a, c) + distance(c, b)
    assert (distance(a, b) == 0) == (a == b)


@settings(max_examples=200, deadline=None)
@given(st.data())
def test_paths_never_cross_walls_or_solid_squares_and_cost_their_steps(data):
    g = data.draw(grids())
    start = data.draw(squares_of(g).filter(g.walkable))
    occupied = data.draw(st.sets(squares_of(g), max_size=4)) - {start}
    rules = StepRules(pass_models=data.draw(st.booleans()), ignore_difficult=data.draw(st.booleans()),
                      slowed=data.draw(st.booleans()))
    mp = data.draw(st.integers(0, 8))
    reach = g.reachable(start, mp, rules, occupied)
    for goal, cost in reach.cost.items():
        path = reach.path_to(goal)
        assert path[0] == start and path[-1] == goal
        assert goal == start or goal not in occupied
        total = 0
        for a, b in zip(path, path[1:], strict=False):
            assert legal_step_by_hand(g, a, b)
            assert rules.pass_models or b not in occupied
            total += 2 if rules.slowed or (b in g.difficult and not rules.ignore_difficult) else 1
        assert total == cost == g.path_cost(path, rules, occupied) <= mp
    goal = data.draw(squares_of(g))
    best = g.shortest_path(start, goal, rules, occupied)
    if goal in reach.cost:
        assert best is not None and g.path_cost(best, rules, occupied) == reach.cost[goal]
    elif best is not None:
        assert g.path_cost(best, rules, occupied) > mp


@settings(max_examples=100, deadline=None)
@given(st.data())
def test_every_legal_step_is_found(data):
    g = data.draw(grids())
    a = data.draw(squares_of(g))
    for d in DIRECTIONS:
        b = (a[0] + d[0], a[1] + d[1])
        assert g.can_step(a, b) == (g.on_grid(b) and legal_step_by_hand(g, a, b))


@settings(max_examples=100, deadline=None)
@given(st.data())
def test_templates_stay_on_the_map_and_in_sight(data):
    g = data.draw(grids())
    user = data.draw(squares_of(g))
    anchor = data.draw(st.sampled_from(ANCHORS))
    heading = data.draw(st.sampled_from(range(0, 360, 15)))
    hit = g.template_hits(user, BLAST, anchor, heading)
    for s in hit:
        assert g.on_grid(s) and g.sees(user, s)


@settings(max_examples=100, deadline=None)
@given(st.data())
def test_forced_moves_change_distance_one_square_at_a_time(data):
    g = data.draw(grids())
    target = data.draw(squares_of(g).filter(g.walkable))
    source = data.draw(squares_of(g).filter(lambda s: s != target))
    occupied = data.draw(st.sets(squares_of(g), max_size=3)) | {source}
    away = data.draw(st.booleans())
    points = data.draw(st.integers(0, 4))
    for end, path in g.forced_paths(target, source, points, away=away, occupied=occupied).items():
        assert len(path) <= points and (path[-1] if path else target) == end
        here = target
        for nxt in path:
            assert legal_step_by_hand(g, here, nxt) and nxt not in occupied
            assert distance(nxt, source) - distance(here, source) == (1 if away else -1)
            here = nxt


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_walking_distance_counts_the_steps_of_the_shortest_walk(data):
    g = data.draw(grids())
    a = data.draw(squares_of(g).filter(g.walkable))
    b = data.draw(squares_of(g).filter(g.walkable))
    steps = g.walk_distance(a, b)
    assert steps == g.walk_distance(b, a)
    walk = g.shortest_path(a, b, StepRules(slowed=True))  # every step costs the same
    assert (steps is None) == (walk is None)
    if walk is not None:
        assert steps == len(walk) - 1


@settings(max_examples=100, deadline=None)
@given(st.data())
def test_visible_squares_are_those_in_sight_and_reach(data):
    g = data.draw(grids())
    a = data.draw(squares_of(g))
    reach = data.draw(st.integers(0, 4))
    assert g.visible_from(a, reach) == {s for s in g.squares() if chebyshev(a, s) <= reach and g.trace(a, s)}

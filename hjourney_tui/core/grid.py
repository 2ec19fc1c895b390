"""Square-grid geometry for board games: sight, distance, movement, areas and forced moves.

Coordinates: square (x, y) is column x, row y, with y growing downwards; it covers
[x, x+1] x [y, y+1], so its centre is (x + 0.5, y + 0.5).  A grid point (X, Y) is the
top-left corner of square (X, Y).

A square is walkable or not; a square that is not walkable may still be see-through
(a pit, a low table).  Walkable squares may be difficult terrain.  Edges between two
orthogonal neighbours may carry a wall (stops movement and sight) or a barrier (stops
movement only).  Models are never part of the grid: movement functions take the
occupied squares as an argument, and nothing a model does changes sight.

Rules, as this module reads them:

* Distance is Chebyshev (a diagonal step counts 1); between footprints of several
  squares it is measured between their nearest squares.
* Sight runs from centre to centre.  Every square whose interior the segment crosses,
  the two end squares included, must be walkable or see-through; crossing an edge with
  a wall blocks; passing exactly through a grid point blocks when a wall ends or runs
  through that point, or when both squares pinching the point block sight.  Between
  footprints, sight exists if any pair of their squares sees each other.
* A step goes to one of the 8 neighbours.  It may not enter a square that is not
  walkable, cross a wall or barrier, or (diagonally) pass a grid point where a wall or
  barrier ends or runs, or beside a square that is not walkable.  Models in the two
  pinching squares do not stop a diagonal step.
* A step costs 1, or 2 when it enters difficult terrain (unless the mover ignores
  it) or the mover is slowed; the two never add up.
* A large model (2x2) stands where at least half its squares are walkable and no wall
  or barrier line runs through it; it shifts its whole block one square at a time.
* A template hits each square it covers with positive area that the user can see; a
  line runs square by square while each next square is in sight of the last.
* A forced move (knockback, pull) changes the distance to its source by exactly one
  each square, takes only legal steps onto free squares and pays nothing for terrain.

A Grid is immutable: build a new one when a door opens or a room appears.  Each grid
caches sight and step tables, so repeated questions are cheap.
"""

from __future__ import annotations

import heapq
import math
from collections import deque
from collections.abc import Collection, Iterable, Sequence
from functools import cache

from .records import record

Square = tuple[int, int]
Point = tuple[int, int]  # a grid point (corner), see the module docstring
Edge = tuple[Square, Square]  # two orthogonal neighbours, the smaller first
Footprint = Sequence[Square]

DIRECTIONS: tuple[Square, ...] = ((1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1))
_LOS_CACHE_LIMIT = 400_000  # pairs remembered per grid before the cache starts afresh
_WALK_CACHE_LIMIT = 256  # walking-distance fields (one per origin) kept per grid


class GridError(ValueError):
    """A malformed grid: an edge between squares that are not orthogonal neighbours, and the like."""


def edge(a: Square, b: Square) -> Edge:
    """The edge between two orthogonally adjacent squares, in canonical order."""
    if abs(a[0] - b[0]) + abs(a[1] - b[1]) != 1:
        raise GridError(f"squares {a} and {b} do not share an edge")
    return (a, b) if a < b else (b, a)


def edge_points(e: Edge) -> tuple[Point, Point]:
    """The two grid points at the ends of an edge."""
    (x, y), (x2, _y2) = e
    if x2 != x:  # a vertical edge at X = x + 1
        return (x + 1, y), (x + 1, y + 1)
    return (x, y + 1), (x + 1, y + 1)


def line_edges(start: Point, end: Point) -> list[Edge]:
    """The unit edges along a horizontal or vertical line between two grid points."""
    (x0, y0), (x1, y1) = start, end
    if x0 == x1:
        lo, hi = sorted((y0, y1))
        return [edge((x0 - 1, y), (x0, y)) for y in range(lo, hi)]
    if y0 == y1:
        lo, hi = sorted((x0, x1))
        return [edge((x, y0 - 1), (x, y0)) for x in range(lo, hi)]
    raise GridError(f"a wall line must be horizontal or vertical, not {start} to {end}")


def block(anchor: Square, size: int = 2) -> tuple[Square, ...]:
    """The squares of a size x size footprint whose top-left square is `anchor`."""
    x, y = anchor
    return tuple((x + i, y + j) for j in range(size) for i in range(size))


def _squares(where: Square | Footprint) -> Sequence[Square]:
    """A single square or a footprint, as a sequence of squares."""
    if len(where) == 2 and isinstance(where[0], int):
        return (where,)  # type: ignore[return-value]
    return where  # type: ignore[return-value]


def chebyshev(a: Square, b: Square) -> int:
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]))


def distance(a: Square | Footprint, b: Square | Footprint) -> int:
    """Squares between two models: Chebyshev distance between their nearest squares."""
    if a[0].__class__ is int and b[0].__class__ is int:  # two single squares: by far the most asked
        return max(abs(a[0] - b[0]), abs(a[1] - b[1]))  # type: ignore[operator]
    sa, sb = _squares(a), _squares(b)
    if len(sa) == 1 and len(sb) == 1:
        return chebyshev(sa[0], sb[0])
    return min(chebyshev(p, q) for p in sa for q in sb)


def adjacent(a: Square | Footprint, b: Square | Footprint) -> bool:
    """Distance 1: the 8 surrounding squares, whatever walls lie between."""
    return distance(a, b) == 1


@record
class StepRules:
    """How a mover steps: through other models' squares (never ending on one), over difficult
    terrain at the plain cost, and whether every step costs 2 (slowed; terrain does not add to it)."""

    pass_models: bool = False
    ignore_difficult: bool = False
    slowed: bool = False


PLAIN = StepRules()


class Grid:
    """A rectangular board of squares with terrain and edge lines; see the module docstring."""

    def __init__(self, width: int, height: int, *, blocked: Iterable[Square] = (),
                 see_through: Iterable[Square] = (), difficult: Iterable[Square] = (),
                 walls: Iterable[Edge] = (), barriers: Iterable[Edge] = ()) -> None:
        if width <= 0 or height <= 0:
            raise GridError(f"a grid needs a positive size, not {width}x{height}")
        self.width, self.height = width, height
        n = width * height
        self.blocked = frozenset(self._checked(blocked, "blocked"))
        self.see_through = frozenset(self._checked(see_through, "see-through"))
        self.difficult = frozenset(self._checked(difficult, "difficult"))
        self.walls = frozenset(edge(*e) for e in walls)
        self.barriers = frozenset(edge(*e) for e in barriers)
        if self.see_through - self.blocked:
            raise GridError(f"see-through squares must be non-walkable: {sorted(self.see_through - self.blocked)}")
        self._walk = bytearray(b"\x01") * n  # 1: walkable
        self._opaque = bytearray(n)  # 1: stops sight
        self._hard = bytearray(n)  # 1: difficult terrain
        for x, y in self.blocked:
            self._walk[y * width + x] = 0
            self._opaque[y * width + x] = 1
        for x, y in self.see_through:
            self._opaque[y * width + x] = 0
        for x, y in self.difficult:
            self._hard[y * width + x] = 1
        # Edge tables: a vertical edge left of square (x, y) is vwall[y*(w+1) + x];
        # a horizontal edge above square (x, y) is hwall[y*w + x].
        self._vwall = bytearray((width + 1) * height)
        self._hwall = bytearray(width * (height + 1))
        self._vmove = bytearray((width + 1) * height)
        self._hmove = bytearray(width * (height + 1))
        self._wall_point = bytearray((width + 1) * (height + 1))  # a wall ends or runs here
        self._move_point = bytearray((width + 1) * (height + 1))  # a wall or barrier does
        for lines, stops_sight in ((self.walls, True), (self.barriers, False)):
            for e in lines:
                self._mark_edge(e, stops_sight)
        self._los: dict[int, bool] = {}
        self._steps: list[tuple[int, ...]] | None = None
        self._walk_fields: dict[int, list[int]] = {}
        self._enter: dict[StepRules, list[int]] = {}

    # ----- construction helpers

    def _checked(self, squares: Iterable[Square], what: str) -> list[Square]:
        out = [(int(x), int(y)) for x, y in squares]
        bad = [s for s in out if not self.on_grid(s)]
        if bad:
            raise GridError(f"{what} squares off the {self.width}x{self.height} grid: {bad[:5]}")
        return out

    def _mark_edge(self, e: Edge, stops_sight: bool) -> None:
        w, h = self.width, self.height
        (x, y), (x2, _) = e
        if x2 != x:  # vertical, left of (x + 1, y)
            if not (0 <= x + 1 <= w and 0 <= y < h):
                return
            k = y * (w + 1) + x + 1
            self._vmove[k] = 1
            if stops_sight:
                self._vwall[k] = 1
        else:  # horizontal, above (x, y + 1)
            if not (0 <= x < w and 0 <= y + 1 <= h):
                return
            k = (y + 1) * w + x
            self._hmove[k] = 1
            if stops_sight:
                self._hwall[k] = 1
        for px, py in edge_points(e):
            k = py * (w + 1) + px
            self._move_point[k] = 1
            if stops_sight:
                self._wall_point[k] = 1

    @classmethod
    def from_rows(cls, rows: Sequence[str], *, walls: Iterable[Edge] = (),
                  barriers: Iterable[Edge] = ()) -> Grid:
        """A grid drawn as text: '.' floor, '~' difficult, '#' or ' ' solid, ':' see-through pit."""
        height, width = len(rows), max(len(r) for r in rows)
        blocked, see, hard = [], [], []
        for y, row in enumerate(rows):
            for x in range(width):
                c = row[x] if x < len(row) else " "
                if c in "# :":
                    blocked.append((x, y))
                    if c == ":":
                        see.append((x, y))
                elif c == "~":
                    hard.append((x, y))
                elif c != ".":
                    raise GridError(f"unknown square {c!r} at ({x}, {y})")
        return cls(width, height, blocked=blocked, see_through=see, difficult=hard, walls=walls,
                   barriers=barriers)

    # ----- squares

    def on_grid(self, s: Square) -> bool:
        return 0 <= s[0] < self.width and 0 <= s[1] < self.height

    def squares(self) -> list[Square]:
        return [(x, y) for y in range(self.height) for x in range(self.width)]

    def walkable(self, s: Square) -> bool:
        return self.on_grid(s) and bool(self._walk[s[1] * self.width + s[0]])

    def blocks_sight(self, s: Square) -> bool:
        """Off the grid, or neither walkable nor see-through."""
        return not self.on_grid(s) or bool(self._opaque[s[1] * self.width + s[0]])

    def is_difficult(self, s: Square) -> bool:
        return s in self.difficult

    def has_wall(self, a: Square, b: Square) -> bool:
        return edge(a, b) in self.walls

    def blocks_movement(self, a: Square, b: Square) -> bool:
        """A wall or a barrier on the edge between two orthogonal neighbours."""
        e = edge(a, b)
        return e in self.walls or e in self.barriers

    # ----- line of sight

    def sees(self, a: Square | Footprint, b: Square | Footprint) -> bool:
        """Line of sight between two squares, or between any squares of two footprints."""
        sa, sb = _squares(a), _squares(b)
        return any(self._sees(p, q) for p in sa for q in sb)

    def _sees(self, a: Square, b: Square) -> bool:
        if not (self.on_grid(a) and self.on_grid(b)):
            return False  # before the cache: an index off the grid would alias a square on it
        w = self.width
        ia, ib = a[1] * w + a[0], b[1] * w + b[0]
        key = ia * w * self.height + ib if ia < ib else ib * w * self.height + ia
        hit = self._los.get(key)
        if hit is None:
            hit = self.trace(a, b)
            if len(self._los) >= _LOS_CACHE_LIMIT:
                self._los.clear()
            self._los[key] = hit
        return hit

    def trace(self, a: Square, b: Square) -> bool:
        """Line of sight from the centre of a to the centre of b, worked out afresh (no cache)."""
        w = self.width
        opaque, vwall, hwall, wpoint = self._opaque, self._vwall, self._hwall, self._wall_point
        x, y = a
        if opaque[y * w + x] or opaque[b[1] * w + b[0]]:
            return False
        dx, dy = b[0] - x, b[1] - y
        sx, sy = (1 if dx > 0 else -1), (1 if dy > 0 else -1)
        ax, ay = abs(dx), abs(dy)
        i = j = 0  # vertical and horizontal grid lines crossed so far
        while i < ax or j < ay:
            # The segment meets its i-th vertical line at t = (i + 1/2) / ax and its j-th
            # horizontal line at t = (j + 1/2) / ay: compare without division.
            if j >= ay:
                order = -1
            elif i >= ax:
                order = 1
            else:
                order = (2 * i + 1) * ay - (2 * j + 1) * ax
            if order < 0:  # through a vertical edge
                if vwall[y * (w + 1) + x + (sx > 0)]:
                    return False
                x += sx
                i += 1
            elif order > 0:  # through a horizontal edge
                if hwall[(y + (sy > 0)) * w + x]:
                    return False
                y += sy
                j += 1
            else:  # exactly through a grid point
                if wpoint[(y + (sy > 0)) * (w + 1) + x + (sx > 0)]:
                    return False
                if opaque[y * w + x + sx] and opaque[(y + sy) * w + x]:
                    return False
                x += sx
                y += sy
                i += 1
                j += 1
            if opaque[y * w + x]:
                return False
        return True

    def in_range(self, source: Square | Footprint, target: Square | Footprint, reach: int) -> bool:
        """Within `reach` squares and in sight: what any ranged effect or attack needs."""
        return distance(source, target) <= reach and self.sees(source, target)

    def visible_from(self, source: Square | Footprint, reach: int | None = None) -> set[Square]:
        """Every square in sight of the source, optionally no further than `reach`."""
        out = set()
        for s in self.squares():
            if (reach is None or distance(source, s) <= reach) and self.sees(source, s):
                out.add(s)
        return out

    # ----- steps and paths

    def _step_table(self) -> list[tuple[int, ...]]:
        """For each square index, the indices of the squares it may step to, models aside."""
        if self._steps is None:
            w, h = self.width, self.height
            table = []
            for y in range(h):
                for x in range(w):
                    table.append(tuple((y + dy) * w + x + dx for dx, dy in DIRECTIONS
                                       if self.can_step((x, y), (x + dx, y + dy))))
            self._steps = table
        return self._steps

    def can_step(self, a: Square, b: Square) -> bool:
        """May a one-square model step from a to neighbour b, models aside?"""
        dx, dy = b[0] - a[0], b[1] - a[1]
        if max(abs(dx), abs(dy)) != 1 or not self.walkable(b):
            return False
        w = self.width
        x, y = a
        if dy == 0:
            return not self._vmove[y * (w + 1) + x + (dx > 0)]
        if dx == 0:
            return not self._hmove[(y + (dy > 0)) * w + x]
        if self._move_point[(y + (dy > 0)) * (w + 1) + x + (dx > 0)]:
            return False
        return self.walkable((x + dx, y)) and self.walkable((x, y + dy))

    def _enter_costs(self, rules: StepRules) -> list[int]:
        """Movement points to enter each square (by index) under these rules; built once per grid and rules."""
        table = self._enter.get(rules)
        if table is None:
            table = [self.step_cost((i % self.width, i // self.width), rules)
                     for i in range(self.width * self.height)]
            self._enter[rules] = table
        return table

    def step_cost(self, b: Square, rules: StepRules = PLAIN) -> int:
        """Movement points to enter b: 2 for difficult terrain (unless ignored) or when slowed, never 4."""
        if rules.slowed or (not rules.ignore_difficult and self._hard[b[1] * self.width + b[0]]):
            return 2
        return 1

    def path_cost(self, path: Sequence[Square], rules: StepRules = PLAIN,
                  occupied: Iterable[Square] = ()) -> int | None:
        """Movement points a path costs (its first square is where the mover stands), or None if a step is illegal."""
        taken = set(occupied)
        total = 0
        for k in range(1, len(path)):
            a, b = path[k - 1], path[k]
            if not self.can_step(a, b):
                return None
            if b in taken and (not rules.pass_models or k == len(path) - 1):
                return None
            total += self.step_cost(b, rules)
        return total

    def reachable(self, start: Square, mp: int, rules: StepRules = PLAIN,
                  occupied: Iterable[Square] = ()) -> Reach:
        """Every square the mover can end on with at most `mp` points, with the cheapest paths."""
        if not self.on_grid(start):
            raise GridError(f"square {start} is off the {self.width}x{self.height} grid")
        w = self.width
        steps = self._step_table()
        blocked_by = {s[1] * w + s[0] for s in occupied if self.on_grid(s)}
        origin = start[1] * w + start[0]
        blocked_by.discard(origin)
        never = mp + 1
        cost = [never] * (w * self.height)  # a flat table is cheaper than a dict here
        if not rules.pass_models:
            for j in blocked_by:
                cost[j] = -1  # never improved on, so never entered
        enter = self._enter_costs(rules)
        cost[origin] = 0
        seen = [origin]
        came: dict[int, int] = {}
        buckets: list[list[int]] = [[] for _ in range(mp + 1)]
        buckets[0].append(origin)
        for c, bucket in enumerate(buckets):  # steps cost 1 or 2: a bucket queue beats a heap
            for i in bucket:
                if cost[i] != c:
                    continue
                for j in steps[i]:
                    nc = c + enter[j]
                    if nc < cost[j]:
                        if cost[j] == never:
                            seen.append(j)
                        cost[j] = nc
                        came[j] = i
                        buckets[nc].append(j)
        ends = {(i % w, i // w): cost[i] for i in seen if i not in blocked_by}
        return Reach(start, ends, came, w)

    def shortest_path(self, start: Square, goal: Square, rules: StepRules = PLAIN,
                      occupied: Iterable[Square] = ()) -> list[Square] | None:
        """The cheapest legal path from start to goal (A*, Chebyshev guide), or None if there is none."""
        if not (self.on_grid(start) and self.walkable(goal)):
            return None
        w = self.width
        steps, hard = self._step_table(), self._hard
        blocked_by = {s[1] * w + s[0] for s in occupied if self.on_grid(s)}
        origin, target = start[1] * w + start[0], goal[1] * w + goal[0]
        blocked_by.discard(origin)
        if target in blocked_by:
            return None
        gx, gy = goal
        cost = {origin: 0}
        came: dict[int, int] = {}
        queue = [(chebyshev(start, goal), 0, origin)]
        slowed = rules.slowed
        while queue:
            _f, c, i = heapq.heappop(queue)
            if i == target:
                path = [i]
                while path[-1] != origin:
                    path.append(came[path[-1]])
                return [(k % w, k // w) for k in reversed(path)]
            if c > cost[i]:
                continue
            for j in steps[i]:
                if j in blocked_by and not rules.pass_models:
                    continue
                nc = c + (2 if slowed or (hard[j] and not rules.ignore_difficult) else 1)
                if nc < cost.get(j, nc + 1):
                    cost[j] = nc
                    came[j] = i
                    jx, jy = j % w, j // w
                    heapq.heappush(queue, (nc + max(abs(jx - gx), abs(jy - gy)), nc, j))
        return None

    def walk_distance(self, a: Square, b: Square) -> int | None:
        """Steps on the shortest walk between two squares, models and terrain costs aside (None: no way)."""
        if not (self.on_grid(a) and self.on_grid(b)):
            return None
        w = self.width
        field = self._walk_field(a[1] * w + a[0])
        d = field[b[1] * w + b[0]]
        return None if d < 0 else d

    def _walk_field(self, origin: int) -> list[int]:
        field = self._walk_fields.get(origin)
        if field is None:
            steps = self._step_table()
            field = [-1] * (self.width * self.height)
            field[origin] = 0
            todo = deque([origin])
            while todo:
                i = todo.popleft()
                for j in steps[i]:
                    if field[j] < 0:
                        field[j] = field[i] + 1
                        todo.append(j)
            if len(self._walk_fields) >= _WALK_CACHE_LIMIT:
                self._walk_fields.clear()
            self._walk_fields[origin] = field
        return field

    def nearest_free(self, square: Square, occupied: Iterable[Square]) -> list[Square]:
        """The free walkable squares fewest steps from `square` (itself if free), all ties listed.

        Steps ignore who stands where, so a crowd is walked through; this is where a
        displaced or overflowing model goes.
        """
        taken = set(occupied)
        if not self.on_grid(square):
            raise GridError(f"square {square} is off the {self.width}x{self.height} grid")
        if self.walkable(square) and square not in taken:
            return [square]
        w = self.width
        steps = self._step_table()
        origin = square[1] * w + square[0]
        seen = {origin}
        frontier = [origin]
        while frontier:
            free = sorted((j % w, j // w) for j in frontier if (j % w, j // w) not in taken and self._walk[j])
            if free and frontier != [origin]:
                return free
            nxt = []
            for i in frontier:
                for j in steps[i]:
                    if j not in seen:
                        seen.add(j)
                        nxt.append(j)
            frontier = nxt
        return []

    # ----- large models (2x2 and more), which shift their whole block a square at a time

    def fits(self, anchor: Square, size: int = 2) -> bool:
        """A size x size model may stand here: on the grid, at least half its squares walkable, and
        in one piece.  A line may reach into the footprint (the frame of a doorway it stands in, the
        end of a wall), as a wall square may lie under a large model, but none may cut it in two."""
        squares = block(anchor, size)
        if not all(self.on_grid(s) for s in squares):
            return False
        return sum(self.walkable(s) for s in squares) * 2 >= len(squares) and self._whole(squares)

    def _whole(self, squares: Sequence[Square]) -> bool:
        """Whether the squares join up through sides that carry no wall or barrier."""
        inside = set(squares)
        seen, todo = {squares[0]}, [squares[0]]
        while todo:
            a = todo.pop()
            for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                b = (a[0] + dx, a[1] + dy)
                if b in inside and b not in seen and not self.blocks_movement(a, b):
                    seen.add(b)
                    todo.append(b)
        return len(seen) == len(inside)

    def can_shift(self, anchor: Square, direction: Square, size: int = 2) -> bool:
        """May a size x size model shift one square in `direction`, models aside?

        It must still fit where it goes, and at least one of its squares must make the step
        without crossing a wall or barrier (or, diagonally, a grid point where one ends): so
        it squeezes through an open doorway, the frame reaching into it, but never through
        a wall.  The footprint may cover squares that are not walkable.
        """
        dx, dy = direction
        new = (anchor[0] + dx, anchor[1] + dy)
        if max(abs(dx), abs(dy)) != 1 or not self.fits(new, size):
            return False
        w = self.width
        for x, y in block(anchor, size):
            if dy == 0:
                if not self._vmove[y * (w + 1) + x + (dx > 0)]:
                    return True
            elif dx == 0:
                if not self._hmove[(y + (dy > 0)) * w + x]:
                    return True
            elif not self._move_point[(y + (dy > 0)) * (w + 1) + x + (dx > 0)]:
                return True
        return False

    def shift_cost(self, anchor: Square, direction: Square, size: int = 2,
                   rules: StepRules = PLAIN) -> int:
        """Movement points for one shift: 2 if any newly covered square is difficult (unless ignored) or when slowed."""
        old = set(block(anchor, size))
        new = block((anchor[0] + direction[0], anchor[1] + direction[1]), size)
        if rules.slowed:
            return 2
        entered = [s for s in new if s not in old]
        return 2 if not rules.ignore_difficult and any(s in self.difficult for s in entered) else 1

    def block_reachable(self, anchor: Square, mp: int, size: int = 2, rules: StepRules = PLAIN,
                        avoid: Iterable[Square] = ()) -> Reach:
        """Every anchor a size x size model can shift to with at most `mp` points (models are displaced, not
        avoided), never shifting onto a square of `avoid`."""
        keep_off = set(avoid)
        w = self.width
        cost = {anchor: 0}
        came: dict[int, int] = {}
        queue = [(0, anchor)]
        while queue:
            c, at = heapq.heappop(queue)
            if c > cost[at]:
                continue
            for d in DIRECTIONS:
                if not self.can_shift(at, d, size):
                    continue
                nxt = (at[0] + d[0], at[1] + d[1])
                if keep_off and keep_off.intersection(block(nxt, size)):
                    continue
                nc = c + self.shift_cost(at, d, size, rules)
                if nc <= mp and nc < cost.get(nxt, mp + 1):
                    cost[nxt] = nc
                    came[nxt[1] * w + nxt[0]] = at[1] * w + at[0]
                    heapq.heappush(queue, (nc, nxt))
        return Reach(anchor, cost, came, w)

    def nearest_fit(self, anchor: Square, occupied: Iterable[Square], size: int = 2) -> list[Square]:
        """Anchors fewest shifts from `anchor` where a size x size model fits clear of other models, all ties."""
        taken = set(occupied)

        def clear(a: Square) -> bool:
            return self.fits(a, size) and not any(s in taken for s in block(a, size))

        if clear(anchor):
            return [anchor]
        seen, frontier = {anchor}, [anchor]
        while frontier:
            nxt = []
            for at in frontier:
                for d in DIRECTIONS:
                    b = (at[0] + d[0], at[1] + d[1])
                    if b not in seen and self.can_shift(at, d, size):
                        seen.add(b)
                        nxt.append(b)
            found = sorted(a for a in nxt if clear(a))
            if found:
                return found
            frontier = nxt
        return []

    # ----- areas

    def line(self, start: Square, direction: Square, length: int) -> list[Square]:
        """A straight or diagonal line of up to `length` squares beginning next to `start`.

        It runs on while each next square is in sight of the last one: walls and solid
        squares end it, barriers and models do not.
        """
        if direction not in DIRECTIONS:
            raise GridError(f"a line runs along one of the 8 directions, not {direction}")
        out: list[Square] = []
        at = start
        for _ in range(length):
            nxt = (at[0] + direction[0], at[1] + direction[1])
            if not self.on_grid(nxt) or not self.sees(at, nxt):
                break
            out.append(nxt)
            at = nxt
        return out

    def template_hits(self, user: Square | Footprint, polygon: Sequence[tuple[float, float]],
                      anchor: tuple[float, float], heading: float) -> frozenset[Square]:
        """Squares a template covers from one placement, keeping those in sight of the user.

        `polygon` is in template units (squares) with its tip at (0, 0), pointing along
        +x; `anchor` is where the tip goes, relative to the user square's top-left corner
        (0..1 each way); `heading` is in degrees, clockwise on screen from +x.
        """
        squares = _squares(user)
        out = set()
        for sx, sy in squares:
            for ox, oy in covered_offsets(tuple(map(tuple, polygon)), tuple(anchor), float(heading)):
                s = (sx + ox, sy + oy)
                if self.on_grid(s) and self.sees(squares, s):
                    out.add(s)
        return frozenset(out)

    def template_options(self, user: Square | Footprint, polygon: Sequence[tuple[float, float]],
                         anchors: Sequence[tuple[float, float]], headings: Sequence[float]
                         ) -> list[frozenset[Square]]:
        """Every distinct non-empty set of squares the template can hit, in a stable order."""
        found = {self.template_hits(user, polygon, a, h) for a in anchors for h in headings}
        found.discard(frozenset())
        return sorted(found, key=lambda hit: (len(hit), sorted(hit)))

    # ----- forced movement

    def forced_step_ok(self, a: Square, b: Square, occupied: Collection[Square]) -> bool:
        """A forced one-square move: a legal step onto a free square (terrain costs nothing)."""
        return self.can_step(a, b) and b not in occupied

    def push_line(self, target: Square, source: Square | Footprint, direction: Square, points: int,
                  occupied: Iterable[Square] = ()) -> tuple[list[Square], int]:
        """Knock a model straight along `direction`: the squares it passes and the points left over.

        Each square must take it further from the source; it stops at the first square
        that would not, or that a wall, barrier, solid square or model denies.
        """
        if direction not in DIRECTIONS:
            raise GridError(f"a knockback runs along one of the 8 directions, not {direction}")
        taken = (set(occupied) | set(_squares(source))) - {target}
        path: list[Square] = []
        at, left = target, points
        while left > 0:
            nxt = (at[0] + direction[0], at[1] + direction[1])
            if distance(nxt, source) <= distance(at, source) or not self.forced_step_ok(at, nxt, taken):
                break
            path.append(nxt)
            at, left = nxt, left - 1
        return path, left

    def forced_paths(self, target: Square, source: Square | Footprint, points: int, *, away: bool,
                     occupied: Iterable[Square] = (), maximal: bool = False) -> dict[Square, list[Square]]:
        """Where a knockback (away=True) or pull (away=False) of up to `points` squares can leave a model.

        Every square moved must raise (or lower) its distance to the source by one.
        Maps each end square to one path there (the target's own square with an empty
        path).  With `maximal`, only paths that use every point or stop because no
        further square qualifies: a knocked-back model goes as far as it can.
        """
        taken = (set(occupied) | set(_squares(source))) - {target}
        sign = 1 if away else -1

        def onward(at: Square) -> list[Square]:
            here = distance(at, source)
            return [nxt for d in DIRECTIONS for nxt in ((at[0] + d[0], at[1] + d[1]),)
                    if distance(nxt, source) - here == sign and self.forced_step_ok(at, nxt, taken)]

        # Each square moved changes the distance by exactly one, so a square belongs to one layer only.
        paths: dict[Square, list[Square]] = {target: []}
        layer = [target]
        for _ in range(points):
            nxt_layer = []
            for at in layer:
                for nxt in onward(at):
                    if nxt not in paths:
                        paths[nxt] = paths[at] + [nxt]
                        nxt_layer.append(nxt)
            layer = nxt_layer
        if maximal:
            return {sq: p for sq, p in paths.items() if len(p) == points or not onward(sq)}
        return paths


@record(frozen=False)
class Reach:
    """Where a mover can end and what it costs, with one cheapest path to each square.

    `came_from` maps each reached place to the one before it, as indices (y * width + x).
    """

    start: Square
    cost: dict[Square, int]
    came_from: dict[int, int]
    width: int

    def __contains__(self, s: object) -> bool:
        return s in self.cost

    def path_to(self, goal: Square) -> list[Square] | None:
        """The squares from start to goal inclusive, or None if goal cannot be reached."""
        if goal not in self.cost:
            return None
        w = self.width
        at, origin = goal[1] * w + goal[0], self.start[1] * w + self.start[0]
        path = [at]
        while at != origin:
            at = self.came_from[at]
            path.append(at)
        return [(i % w, i // w) for i in reversed(path)]


# ----- template coverage (pure geometry, shared by every grid)

AREA_EPSILON = 1e-9  # a square counts as hit only if the template covers more than this of it


@cache
def covered_offsets(polygon: tuple[tuple[float, float], ...], anchor: tuple[float, float],
                    heading: float) -> tuple[Square, ...]:
    """Squares (relative to the user's square) a placed template covers with positive area."""
    rad = math.radians(heading)
    c, s = math.cos(rad), math.sin(rad)
    ax, ay = anchor
    pts = [(ax + px * c - py * s, ay + px * s + py * c) for px, py in polygon]
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    out = []
    for gy in range(math.floor(min(ys)) - 1, math.ceil(max(ys)) + 1):
        for gx in range(math.floor(min(xs)) - 1, math.ceil(max(xs)) + 1):
            if _area(_clip(pts, gx, gy)) > AREA_EPSILON:
                out.append((gx, gy))
    return tuple(out)


def _clip(poly: list[tuple[float, float]], gx: int, gy: int) -> list[tuple[float, float]]:
    """The part of a convex polygon inside square (gx, gy) (Sutherland-Hodgman)."""
    for axis, bound, keep_above in ((0, gx, True), (0, gx + 1, False), (1, gy, True), (1, gy + 1, False)):
        if not poly:
            break
        out = []
        for k in range(len(poly)):
            p, q = poly[k - 1], poly[k]
            pin = p[axis] >= bound if keep_above else p[axis] <= bound
            qin = q[axis] >= bound if keep_above else q[axis] <= bound
            if qin:
                if not pin:
                    out.append(_cut(p, q, axis, bound))
                out.append(q)
            elif pin:
                out.append(_cut(p, q, axis, bound))
        poly = out
    return poly


def _cut(p: tuple[float, float], q: tuple[float, float], axis: int, bound: float) -> tuple[float, float]:
    t = (bound - p[axis]) / (q[axis] - p[axis])
    return (p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1]))


def _area(poly: list[tuple[float, float]]) -> float:
    if len(poly) < 3:
        return 0.0
    twice = sum(poly[k - 1][0] * poly[k][1] - poly[k][0] * poly[k - 1][1] for k in range(len(poly)))
    return abs(twice) / 2

"""Soulless Vessel maps as data: map tiles, adventure maps and the blast template, checked on load.

A tile (rulesets/soulless_vessel/tiles.toml) is one room drawn in squares, with up to
three layouts picked by the Enhancement Die.  Each layout draws its squares as text
rows, one character a square:

    '.' floor   '~' difficult terrain   '#' solid (not walkable, blocks sight)
    ':' pit (not walkable, see-through)   ' ' not part of the room

and lists wall lines and barrier lines (grid point to grid point, tile-local), doors
(a room square and the side of it the door is on), spawn slots by colour, chests and
vessels (optionally only from a number of heroes up).  The outline of a room is a wall
everywhere except at its doors.

An adventure map (rulesets/soulless_vessel/adventures/*.toml) places rooms on one
board: each names a tile, a layout, an optional clockwise turn (0, 90, 180 or 270
degrees) and the board square of the turned tile's top-left corner.
A door leads into the room on its far side; a door that leads nowhere must be listed
as an end-cap, unless the map grows (`grow = true` with its `board = [columns, rows]`):
then it starts with the start room alone and exploration lays the rest (growth.py).  The start room is revealed at the start, with the heroes' start squares;
every other room is revealed when a door into it opens (or at once with `visible`).

Loading refuses a bad file with a RulesetError naming the file and the key at fault.
"""

from __future__ import annotations

import tomllib
from collections import deque
from dataclasses import field
from pathlib import Path
from typing import Any

from ...core import parse_cache
from ...core.grid import Edge, Grid, GridError, Square, edge, line_edges
from ...core.records import record
from ...core.ruleset import RulesetError

FLOOR, DIFFICULT, SOLID, PIT, NOTHING = ".", "~", "#", ":", " "
WALKABLE = {FLOOR, DIFFICULT}
SIDES: dict[str, Square] = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
LAYOUT_ROLLS = ("1", "2", "3")  # the Enhancement Die's numbers
SPAWN_COLOURS = ("red", "blue")
MAX_HEROES = 4
GRID_CACHE = 256  # boards kept per adventure map
MAX_COLUMNS = 26 * 27  # square names take one or two letters for the column (a..z, aa..zz)


@record
class Marker:
    """A chest or vessel on the map; `heroes` is the fewest heroes for which it is placed."""

    at: Square
    heroes: int = 1

    def placed_for(self, heroes: int) -> bool:
        return heroes >= self.heroes


@record(frozen=False)
class Layout:
    """One layout of a tile, in tile-local squares."""

    tile: str
    roll: str
    width: int
    height: int
    cells: dict[Square, str]  # every square of the room (not the ' ' ones)
    walls: frozenset[Edge]
    barriers: frozenset[Edge]
    doors: dict[str, tuple[Square, str]]  # door id -> (room square, side)
    spawns: dict[str, list[Square]]  # colour -> slots in the order models fill them
    chests: list[Marker]
    vessels: list[Marker]

    def walkable(self, s: Square) -> bool:
        return self.cells.get(s) in WALKABLE

    def turned(self, quarters: int) -> Layout:
        """This layout turned clockwise by `quarters` quarter turns (rows run downwards)."""
        out = self
        for _ in range(quarters % 4):
            h = out.height

            def turn(s: Square, h: int = h) -> Square:
                return (h - 1 - s[1], s[0])

            out = Layout(
                out.tile, out.roll, out.height, out.width,
                {turn(sq): kind for sq, kind in out.cells.items()},
                frozenset(edge(turn(a), turn(b)) for a, b in out.walls),
                frozenset(edge(turn(a), turn(b)) for a, b in out.barriers),
                {d: (turn(sq), _TURN[side]) for d, (sq, side) in out.doors.items()},
                {c: [turn(sq) for sq in slots] for c, slots in out.spawns.items()},
                [Marker(turn(m.at), m.heroes) for m in out.chests],
                [Marker(turn(m.at), m.heroes) for m in out.vessels])
        return out


_TURN = {"N": "E", "E": "S", "S": "W", "W": "N"}  # a side after a clockwise quarter turn


@record(frozen=False)
class Tile:
    id: str
    name: str
    layouts: dict[str, Layout]
    connector: bool = False  # a corridor piece laid between a door and a tile that does not fit
    walked: bool = field(default=False, compare=False, repr=False)  # check_tile has passed


@record(frozen=False)
class Room:
    id: str
    tile: str
    layout: Layout
    at: Square  # board square of the tile's top-left corner
    visible: bool = False
    quarters: int = 0  # clockwise quarter turns of the tile

    def board(self, s: Square) -> Square:
        return (s[0] + self.at[0], s[1] + self.at[1])

    def squares(self) -> dict[Square, str]:
        return {self.board(s): kind for s, kind in self.layout.cells.items()}


@record
class Door:
    """A door on the board: the edge it sits on and the rooms on its two sides."""

    id: str  # "<room>.<door>" of the room that declares it first
    inside: Square
    outside: Square
    rooms: tuple[str, str]

    @property
    def edge(self) -> Edge:
        return edge(self.inside, self.outside)


@record(frozen=False)
class AdventureMap:
    id: str
    name: str
    file: str
    rooms: dict[str, Room]
    doors: dict[str, Door]
    end_caps: frozenset[tuple[str, str]]  # (room, door) closed for good
    start_room: str
    start: list[Square]  # board squares
    width: int = 0
    height: int = 0
    owner: dict[Square, str] = field(default_factory=dict)  # board square -> room
    # grids built so far, shared with the copies `replace` makes (a rolled layout is part of the
    # key): every game of an adventure starts on the same board, so its grid is built once
    grids: dict[tuple[Any, ...], Grid] = field(default_factory=dict, compare=False, repr=False)
    walked: bool = field(default=False, compare=False, repr=False)  # check_reachable has passed
    grow: bool = False  # rooms beyond the start are laid by exploration (VS-EXPL-03..05)

    def initially_revealed(self) -> set[str]:
        return {self.start_room} | {r.id for r in self.rooms.values() if r.visible}

    def reveals(self, door: str, revealed: set[str]) -> str | None:
        """The room a door opens onto, if it is not revealed yet."""
        a, b = self.doors[door].rooms
        for room in (a, b):
            if room != FRONTIER and room not in revealed:
                return room
        return None

    def spawns(self, room: str) -> dict[str, list[Square]]:
        r = self.rooms[room]
        return {c: [r.board(s) for s in slots] for c, slots in r.layout.spawns.items()}

    def chests(self, room: str, heroes: int) -> list[Square]:
        r = self.rooms[room]
        return [r.board(m.at) for m in r.layout.chests if m.placed_for(heroes)]

    def vessels(self, room: str, heroes: int) -> list[Square]:
        r = self.rooms[room]
        return [r.board(m.at) for m in r.layout.vessels if m.placed_for(heroes)]

    def grid(self, revealed: set[str] | None = None, open_doors: set[str] = frozenset()) -> Grid:
        """The board as it stands: unrevealed rooms are solid, closed doors are walls."""
        shown = self.initially_revealed() if revealed is None else set(revealed)
        key = (frozenset(shown), frozenset(open_doors),
               tuple((r.id, r.tile, r.layout.roll, r.at, r.quarters) for r in self.rooms.values()))
        found = self.grids.get(key)
        if found is None:
            if len(self.grids) >= GRID_CACHE:
                self.grids.clear()
            found = self.grids[key] = self._build_grid(shown, open_doors)
        return found

    def _build_grid(self, shown: set[str], open_doors: set[str]) -> Grid:
        blocked, see, hard = [], [], []
        walls: set[Edge] = set()
        barriers: set[Edge] = set()
        for y in range(self.height):
            for x in range(self.width):
                room = self.owner.get((x, y))
                if room is None or room not in shown:
                    blocked.append((x, y))
                    continue
                r = self.rooms[room]
                kind = r.layout.cells[(x - r.at[0], y - r.at[1])]
                if kind in (SOLID, PIT):
                    blocked.append((x, y))
                if kind == PIT:
                    see.append((x, y))
                elif kind == DIFFICULT:
                    hard.append((x, y))
        passages = {d.edge for d in self.doors.values() if d.id in open_doors}
        for room in self.rooms.values():
            if room.id not in shown:
                continue
            shift = room.at
            for (a, b) in room.layout.walls:
                walls.add(edge(_add(a, shift), _add(b, shift)))
            for (a, b) in room.layout.barriers:
                barriers.add(edge(_add(a, shift), _add(b, shift)))
            for s in room.layout.cells:  # the outline, less open doors
                for d in SIDES.values():
                    n = _add(s, d)
                    if n not in room.layout.cells:
                        e = edge(room.board(s), room.board(n))
                        if e not in passages:
                            walls.add(e)
        return Grid(self.width, self.height, blocked=blocked, see_through=see, difficult=hard,
                    walls=walls, barriers=barriers - walls)


def _add(a: Square, b: Square) -> Square:
    return (a[0] + b[0], a[1] + b[1])


# ----- reading


def read_toml(path: Path) -> dict[str, Any]:
    try:
        return tomllib.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise RulesetError(str(path), "", f"cannot be read ({exc.strerror or exc})") from None
    except tomllib.TOMLDecodeError as exc:
        raise RulesetError(str(path), "", f"is not valid TOML ({exc})") from None


class _Reader:
    """Typed access to a parsed TOML table that names file and key when something is wrong."""

    def __init__(self, file: str) -> None:
        self.file = file

    def fail(self, key: str, problem: str) -> RulesetError:
        return RulesetError(self.file, key, problem)

    def table(self, data: Any, key: str) -> dict[str, Any]:
        if not isinstance(data, dict):
            raise self.fail(key, "should be a table")
        return data

    def get(self, table: dict[str, Any], name: str, key: str, kind: Any, default: Any = ...) -> Any:
        if name not in table:
            if default is ...:
                raise self.fail(f"{key}.{name}" if key else name, "is missing")
            return default
        value = table[name]
        if kind is int and isinstance(value, bool) or not isinstance(value, kind):
            raise self.fail(f"{key}.{name}" if key else name, f"should be {_kind_name(kind)}")
        return value

    def square(self, value: Any, key: str) -> Square:
        if not (isinstance(value, list) and len(value) == 2 and all(type(v) is int for v in value)):
            raise self.fail(key, "should be a square [x, y] of two whole numbers")
        return (value[0], value[1])

    def unknown(self, table: dict[str, Any], allowed: set[str], key: str) -> None:
        extra = sorted(set(table) - allowed)
        if extra:
            where = f"{key}.{extra[0]}" if key else extra[0]
            raise self.fail(where, f"is not a known key (known: {', '.join(sorted(allowed))})")


def _kind_name(kind: Any) -> str:
    return {str: "text", int: "a whole number", bool: "true or false", list: "a list",
            dict: "a table"}.get(kind, "a number")


def load_tiles(path: Path) -> dict[str, Tile]:
    return parse_tiles(read_toml(path), str(path))


def parse_tiles(data: dict[str, Any], file: str) -> dict[str, Tile]:
    r = _Reader(file)
    r.unknown(data, {"tiles"}, "")
    tiles = r.table(r.get(data, "tiles", "", dict), "tiles")
    out = {}
    for tid, raw in tiles.items():
        key = f"tiles.{tid}"
        t = r.table(raw, key)
        r.unknown(t, {"name", "layouts", "connector"}, key)
        name = r.get(t, "name", key, str)
        layouts = r.get(t, "layouts", key, dict)
        missing = [n for n in LAYOUT_ROLLS if n not in layouts]
        if missing:
            raise r.fail(f"{key}.layouts", f"needs a layout for each Enhancement Die number "
                                           f"{', '.join(LAYOUT_ROLLS)}; missing {', '.join(missing)}")
        r.unknown(layouts, set(LAYOUT_ROLLS), f"{key}.layouts")
        out[tid] = Tile(tid, name, {n: _layout(r, tid, n, layouts[n], f"{key}.layouts.{n}")
                                    for n in LAYOUT_ROLLS}, r.get(t, "connector", key, bool, False))
        first = out[tid].layouts[LAYOUT_ROLLS[0]]
        for n, lay in out[tid].layouts.items():  # a roll picks the layout after the tile is laid
            if set(lay.cells) != set(first.cells) or lay.doors != first.doors:
                raise r.fail(f"{key}.layouts.{n}", f"should have the squares' outline and the doors of layout "
                                                   f"{LAYOUT_ROLLS[0]}: a roll picks the layout once the tile is laid")
    return out


def check_tile(tile: Tile, file: str) -> None:
    """Within each layout, every door, spawn slot, chest and vessel can be walked to from the first
    door, so a tile joined to the board by any of its doors leaves nothing out of reach."""
    if tile.walked:
        return
    for roll, lay in tile.layouts.items():
        room = Room(tile.id, tile.id, lay, (0, 0), True)
        owner = {s: tile.id for s in lay.cells}
        doors = {}
        for did, (sq, side) in lay.doors.items():
            doors[did] = Door(did, sq, _add(sq, SIDES[side]), (tile.id, ""))
        amap = AdventureMap(tile.id, tile.name, file, {tile.id: room}, doors, frozenset(), tile.id,
                            [next(iter(lay.doors.values()))[0]], lay.width, lay.height, owner)
        seen = _walk(amap, amap.start[0])
        marks = [(f"doors.{d}", sq) for d, (sq, _) in lay.doors.items()]
        marks += [(f"spawns.{c}[{i}]", sq) for c, slots in lay.spawns.items() for i, sq in enumerate(slots)]
        marks += [(f"chests[{i}]", m.at) for i, m in enumerate(lay.chests)]
        marks += [(f"vessels[{i}]", m.at) for i, m in enumerate(lay.vessels)]
        for what, sq in marks:
            if sq not in seen:
                raise RulesetError(file, f"tiles.{tile.id}.layouts.{roll}.{what}",
                                   f"square {list(sq)} cannot be walked to from the tile's first door")
    tile.walked = True


def _layout(r: _Reader, tid: str, roll: str, raw: Any, key: str) -> Layout:
    t = r.table(raw, key)
    r.unknown(t, {"squares", "walls", "barriers", "doors", "spawns", "chests", "vessels"}, key)
    rows = r.get(t, "squares", key, list)
    if not rows or not all(isinstance(row, str) for row in rows):
        raise r.fail(f"{key}.squares", "should be a non-empty list of text rows")
    width = max(len(row) for row in rows)
    cells: dict[Square, str] = {}
    for y, row in enumerate(rows):
        if len(row) != width:
            raise r.fail(f"{key}.squares[{y}]", f"is {len(row)} squares wide; the first widest row is {width}")
        for x, c in enumerate(row):
            if c not in (FLOOR, DIFFICULT, SOLID, PIT, NOTHING):
                raise r.fail(f"{key}.squares[{y}]", f"has an unknown square {c!r} at column {x} "
                                                    "(use . ~ # : or a space)")
            if c != NOTHING:
                cells[(x, y)] = c
    height = len(rows)
    if not any(c in WALKABLE for c in cells.values()):
        raise r.fail(f"{key}.squares", "has no walkable square")

    def lines(name: str) -> frozenset[Edge]:
        out: set[Edge] = set()
        for i, raw_line in enumerate(r.get(t, name, key, list, [])):
            k = f"{key}.{name}[{i}]"
            if not (isinstance(raw_line, list) and len(raw_line) == 2):
                raise r.fail(k, "should be a line [[x, y], [x, y]] between two grid points")
            a, b = r.square(raw_line[0], k), r.square(raw_line[1], k)
            if a == b:
                raise r.fail(k, "starts and ends at the same grid point")
            for p in (a, b):
                if not (0 <= p[0] <= width and 0 <= p[1] <= height):
                    raise r.fail(k, f"grid point {list(p)} is outside the {width}x{height} tile")
            try:
                out.update(line_edges(a, b))
            except GridError:
                raise r.fail(k, "should run straight across or straight down") from None
        return frozenset(out)

    walls, barriers = lines("walls"), lines("barriers")
    both = walls & barriers
    if both:
        raise r.fail(f"{key}.barriers", f"a barrier lies on a wall (squares {sorted(next(iter(both)))})")

    doors: dict[str, tuple[Square, str]] = {}
    for i, raw_door in enumerate(r.get(t, "doors", key, list, [])):
        k = f"{key}.doors[{i}]"
        d = r.table(raw_door, k)
        r.unknown(d, {"id", "at", "side"}, k)
        did, at, side = r.get(d, "id", k, str), r.square(r.get(d, "at", k, list), f"{k}.at"), r.get(d, "side", k, str)
        if did in doors:
            raise r.fail(f"{k}.id", f"door id {did!r} is used twice")
        if side not in SIDES:
            raise r.fail(f"{k}.side", "should be one of N, E, S, W")
        if cells.get(at) not in WALKABLE:
            raise r.fail(f"{k}.at", f"square {list(at)} is not a walkable square of the room")
        if _add(at, SIDES[side]) in cells:
            raise r.fail(f"{k}.side", f"side {side} of {list(at)} is inside the room, not on its outline")
        if any((at, side) == v for v in doors.values()):
            raise r.fail(k, "another door is already there")
        if edge(at, _add(at, SIDES[side])) in walls | barriers:
            raise r.fail(k, "a wall or barrier line runs across this door")
        doors[did] = (at, side)
    if not doors:
        raise r.fail(f"{key}.doors", "a layout needs at least one door")

    taken: dict[Square, str] = {}

    def place(s: Square, k: str) -> None:
        if cells.get(s) not in WALKABLE:
            raise r.fail(k, f"square {list(s)} is not a walkable square of the room")
        if s in taken:
            raise r.fail(k, f"square {list(s)} is already used by {taken[s]}")
        taken[s] = k

    spawns_raw = r.get(t, "spawns", key, dict, {})
    r.unknown(spawns_raw, set(SPAWN_COLOURS), f"{key}.spawns")
    spawns: dict[str, list[Square]] = {}
    for colour in SPAWN_COLOURS:
        slots = []
        for i, raw_sq in enumerate(r.get(spawns_raw, colour, f"{key}.spawns", list, [])):
            k = f"{key}.spawns.{colour}[{i}]"
            s = r.square(raw_sq, k)
            place(s, k)
            slots.append(s)
        if slots:
            spawns[colour] = slots
    if "blue" in spawns and "red" not in spawns:
        raise r.fail(f"{key}.spawns.blue", "blue slots take the second group: there must be red slots too")

    def markers(name: str) -> list[Marker]:
        out = []
        for i, raw_m in enumerate(r.get(t, name, key, list, [])):
            k = f"{key}.{name}[{i}]"
            m = r.table(raw_m, k)
            r.unknown(m, {"at", "heroes"}, k)
            s = r.square(r.get(m, "at", k, list), f"{k}.at")
            heroes = r.get(m, "heroes", k, int, 1)
            if not 1 <= heroes <= MAX_HEROES:
                raise r.fail(f"{k}.heroes", f"should be 1 to {MAX_HEROES}")
            place(s, f"{k}.at")
            out.append(Marker(s, heroes))
        return out

    return Layout(tid, roll, width, height, cells, walls, barriers, doors, spawns,
                  markers("chests"), markers("vessels"))


def load_adventure(path: Path, tiles: dict[str, Tile], check: bool = True) -> AdventureMap:
    return parse_adventure(read_toml(path), str(path), tiles, path.stem, check)


def parse_adventure(data: dict[str, Any], file: str, tiles: dict[str, Tile], aid: str = "",
                    check: bool = True) -> AdventureMap:
    """The map a file draws.  `check` walks it too (every room, door, start square, spawn slot,
    chest and vessel reachable on foot); without it the walk waits for `check_reachable`, which
    a game runs on the one map it plays."""
    r = _Reader(file)
    r.unknown(data, {"name", "rooms", "start", "end_caps", "grow", "board"}, "")
    name = r.get(data, "name", "", str)
    grow = r.get(data, "grow", "", bool, False)
    size = r.get(data, "board", "", list, None)
    if grow and size is None:
        raise r.fail("board", "a map that grows by exploration needs its board size [columns, rows]")
    if size is not None:
        size = r.square(size, "board")
        if not (1 <= size[0] <= MAX_COLUMNS and size[1] >= 1):
            raise r.fail("board", f"should be [columns, rows], 1 to {MAX_COLUMNS} columns")
    rooms_raw = r.get(data, "rooms", "", dict)
    if not rooms_raw:
        raise r.fail("rooms", "an adventure needs at least one room")
    rooms: dict[str, Room] = {}
    for rid, raw in rooms_raw.items():
        key = f"rooms.{rid}"
        t = r.table(raw, key)
        r.unknown(t, {"tile", "layout", "at", "turn", "visible"}, key)
        tid = r.get(t, "tile", key, str)
        if tid not in tiles:
            raise r.fail(f"{key}.tile", f"no tile {tid!r} (known: {', '.join(sorted(tiles))})")
        roll = str(r.get(t, "layout", key, int))
        if roll not in tiles[tid].layouts:
            raise r.fail(f"{key}.layout", f"should be one of {', '.join(LAYOUT_ROLLS)}")
        at = r.square(r.get(t, "at", key, list), f"{key}.at")
        if at[0] < 0 or at[1] < 0:
            raise r.fail(f"{key}.at", "board squares start at [0, 0]")
        turn = r.get(t, "turn", key, int, 0)
        if turn not in (0, 90, 180, 270):
            raise r.fail(f"{key}.turn", "should be 0, 90, 180 or 270 (degrees clockwise)")
        layout = tiles[tid].layouts[roll].turned(turn // 90)
        rooms[rid] = Room(rid, tid, layout, at, r.get(t, "visible", key, bool, False), turn // 90)

    owner: dict[Square, str] = {}
    for room in rooms.values():
        for s in room.squares():
            if s in owner:
                raise r.fail(f"rooms.{room.id}.at", f"room {room.id!r} overlaps room {owner[s]!r} "
                                                    f"at board square {list(s)}")
            owner[s] = room.id

    caps: set[tuple[str, str]] = set()
    for i, raw_cap in enumerate(r.get(data, "end_caps", "", list, [])):
        k = f"end_caps[{i}]"
        c = r.table(raw_cap, k)
        r.unknown(c, {"room", "door"}, k)
        room_id, door_id = r.get(c, "room", k, str), r.get(c, "door", k, str)
        if room_id not in rooms:
            raise r.fail(f"{k}.room", f"no room {room_id!r}")
        if door_id not in rooms[room_id].layout.doors:
            raise r.fail(f"{k}.door", f"room {room_id!r} has no door {door_id!r} "
                                      f"(its doors: {', '.join(rooms[room_id].layout.doors)})")
        caps.add((room_id, door_id))


    start_raw = r.table(r.get(data, "start", "", dict), "start")
    r.unknown(start_raw, {"room", "squares"}, "start")
    start_room = r.get(start_raw, "room", "start", str)
    if start_room not in rooms:
        raise r.fail("start.room", f"no room {start_room!r}")
    home = rooms[start_room]
    markers = set(s for slots in home.layout.spawns.values() for s in slots)
    markers |= {m.at for m in home.layout.chests + home.layout.vessels}
    start: list[Square] = []
    raw_squares = r.get(start_raw, "squares", "start", list)
    for i, raw_sq in enumerate(raw_squares):
        k = f"start.squares[{i}]"
        s = r.square(raw_sq, k)
        if not home.layout.walkable(s):
            raise r.fail(k, f"square {list(s)} is not a walkable square of room {start_room!r}")
        if s in markers:
            raise r.fail(k, f"square {list(s)} holds a spawn slot, chest or vessel")
        if home.board(s) in start:
            raise r.fail(k, f"square {list(s)} is listed twice")
        start.append(home.board(s))
    if len(start) < MAX_HEROES:
        raise r.fail("start.squares", f"needs a square for each of up to {MAX_HEROES} heroes")

    width = max(x for x, _ in owner) + 1
    height = max(y for _, y in owner) + 1
    if size is not None:
        if width > size[0] or height > size[1]:
            raise r.fail("board", f"is {size[0]}x{size[1]} but the rooms reach {width}x{height}")
        width, height = size
    doors = _doors(rooms, owner, caps, grow, r)
    amap = AdventureMap(aid, name, file, rooms, doors, frozenset(caps), start_room, start, width, height, owner,
                        grow=grow)
    if check:
        check_reachable(amap, tiles)
    return amap


FRONTIER = ""  # the far room of a door that leads to where no tile lies yet


def _doors(rooms: dict[str, Room], owner: dict[Square, str], caps: set[tuple[str, str]],
           grow: bool, r: _Reader | None) -> dict[str, Door]:
    """The doors between rooms.  On a map that grows, a door leading to a free square is a
    frontier door (opening it lays a tile: the board grows right and down), and one past the
    board's left or top edge, onto rock or onto a room's wall is closed for good; a fixed map
    refuses those (r given)."""
    doors: dict[str, Door] = {}
    by_edge: dict[Edge, Door] = {}
    for room in rooms.values():
        for did, (local, side) in room.layout.doors.items():
            inside = room.board(local)
            outside = _add(inside, SIDES[side])
            beyond = owner.get(outside)
            key = f"rooms.{room.id}.doors.{did}"
            if (room.id, did) in caps:
                if beyond is not None and r is not None:
                    raise r.fail(key, f"is end-capped but opens onto room {beyond!r}")
                continue
            e = edge(inside, outside)
            if e in by_edge:
                continue  # both rooms drew the same doorway
            if beyond is None:
                if not grow and r is not None:
                    raise r.fail(key, f"leads nowhere: board square {list(outside)} is in no room "
                                      "(move a room there or list the door under end_caps)")
                if grow and not (outside[0] >= 0 and outside[1] >= 0):
                    continue
                door = Door(f"{room.id}.{did}", inside, outside, (room.id, FRONTIER))
                doors[door.id] = by_edge[e] = door
                continue
            there = rooms[beyond]
            if there.squares()[outside] not in WALKABLE:
                if not grow and r is not None:
                    raise r.fail(key, f"opens onto a square of room {beyond!r} that cannot be walked on")
                continue
            door = Door(f"{room.id}.{did}", inside, outside, (room.id, beyond))
            doors[door.id] = by_edge[e] = door
    return doors


def check_reachable(amap: AdventureMap, tiles: dict[str, Tile], files: str = "") -> None:
    """Walk the map once (later calls return at once): a RulesetError names file and key of the
    first room, door, start square, spawn slot, chest or vessel that cannot be reached.

    `files`, the digest of the card files the map and tiles were read from, lets the walk be
    remembered between runs: the walk reads those files alone, so a map that passed it with the
    same files is not walked again (some 8 ms of every game's start).  A change to the walk
    itself is caught by the tests, which walk every shipped map."""
    if amap.walked:
        return
    passed = parse_cache.read(_WALKED, files) if files else None
    passed = passed if isinstance(passed, list) else []
    if amap.id not in passed:
        r = _Reader(amap.file)
        _check_reachable(r, amap)
        _check_markers(r, amap, tiles)
        if files:
            parse_cache.write(_WALKED, files, [*passed, amap.id])
    amap.walked = True


_WALKED = "walked-soulless_vessel"  # the parse cache's entry for maps that passed the walk


def _walk(amap: AdventureMap, start: Square) -> set[Square]:
    """Every square a hero can walk to from `start` with every room shown and every door open."""
    grid = amap.grid(set(amap.rooms), set(amap.doors))
    seen = {start}
    todo = deque([start])
    while todo:
        at = todo.popleft()
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                n = (at[0] + dx, at[1] + dy)
                if n not in seen and grid.can_step(at, n):
                    seen.add(n)
                    todo.append(n)
    return seen


def _check_reachable(r: _Reader, amap: AdventureMap) -> None:
    """With every room shown and every door open, a hero can walk from the start into every room,
    to every door and to every other start square."""
    seen = _walk(amap, amap.start[0])
    for i, s in enumerate(amap.start):
        if s not in seen:
            raise r.fail(f"start.squares[{i}]", "cannot be reached on foot from the first start square")
    reached = {amap.owner[s] for s in seen}
    for room in amap.rooms:
        if room not in reached:
            raise r.fail(f"rooms.{room}", "cannot be reached on foot from the start")
    for door in amap.doors.values():
        if door.inside not in seen and door.outside not in seen:
            raise r.fail(f"rooms.{door.rooms[0]}.doors.{door.id.split('.', 1)[1]}",
                         "cannot be reached on foot from the start")


def _check_markers(r: _Reader, amap: AdventureMap, tiles: dict[str, Tile]) -> None:
    """Every spawn slot, chest and vessel can be walked to from the start, in the room's own layout
    and in each layout a roll may give it when revealed (same footprint and doors): a boss placed
    out of reach would make the adventure unwinnable."""
    for rid, room in amap.rooms.items():
        layouts = [room.layout]
        tile = tiles[room.tile].layouts
        first = next(iter(tile.values()))
        rolled = rid != amap.start_room and not room.visible and all(
            set(lay.cells) == set(first.cells) and lay.doors == first.doors for lay in tile.values())
        if rolled:
            layouts = [lay.turned(room.quarters) for lay in tile.values()]
        for layout in layouts:
            rooms = {**amap.rooms, rid: Room(rid, room.tile, layout, room.at, room.visible, room.quarters)}
            seen = _walk(AdventureMap(amap.id, amap.name, amap.file, rooms, amap.doors, amap.end_caps,
                                      amap.start_room, amap.start, amap.width, amap.height, amap.owner),
                         amap.start[0])
            marks = [(f"spawns.{c}[{i}]", s) for c, slots in layout.spawns.items() for i, s in enumerate(slots)]
            marks += [(f"chests[{i}]", m.at) for i, m in enumerate(layout.chests)]
            marks += [(f"vessels[{i}]", m.at) for i, m in enumerate(layout.vessels)]
            for what, s in marks:
                if room.board(s) not in seen:
                    raise r.fail(f"rooms.{rid}", f"tiles.{room.tile}.layouts.{layout.roll}.{what} (board square "
                                                 f"{list(room.board(s))}) cannot be reached on foot from the start")


# ----- the blast template


@record
class Template:
    """An area template: polygon in squares, tip at (0, 0) pointing along +x, with its placements."""

    polygon: tuple[tuple[float, float], ...]
    anchors: tuple[tuple[float, float], ...]  # within the user's square, (0,0) its top-left corner
    headings: tuple[float, ...]  # degrees


def load_templates(path: Path) -> dict[str, Template]:
    return parse_templates(read_toml(path), str(path))


def parse_templates(data: dict[str, Any], file: str) -> dict[str, Template]:
    r = _Reader(file)
    r.unknown(data, {"templates"}, "")
    out = {}
    for tid, raw in r.get(data, "templates", "", dict).items():
        key = f"templates.{tid}"
        t = r.table(raw, key)
        r.unknown(t, {"polygon", "anchors", "heading_step"}, key)
        polygon = _points(r, t, "polygon", key)
        if len(polygon) < 3 or polygon[0] != (0.0, 0.0):
            raise r.fail(f"{key}.polygon", "needs at least 3 corners, the first being the tip [0, 0]")
        anchors = _points(r, t, "anchors", key)
        if not anchors:
            raise r.fail(f"{key}.anchors", "needs at least one point")
        for i, (x, y) in enumerate(anchors):
            if not (0 <= x <= 1 and 0 <= y <= 1):
                raise r.fail(f"{key}.anchors[{i}]", "should lie within the user's square (0 to 1 each way)")
        step = r.get(t, "heading_step", key, (int, float))
        if not (0 < step <= 15 and (360 / step).is_integer()):
            raise r.fail(f"{key}.heading_step", "should divide 360 degrees into at least 24 equal turns")
        count = round(360 / step)
        out[tid] = Template(polygon, anchors, tuple(k * step for k in range(count)))
    return out


def _points(r: _Reader, table: dict[str, Any], name: str, key: str) -> tuple[tuple[float, float], ...]:
    pts = []
    for i, p in enumerate(r.get(table, name, key, list)):
        if not (isinstance(p, list) and len(p) == 2 and all(type(v) in (int, float) for v in p)):
            raise r.fail(f"{key}.{name}[{i}]", "should be a point [x, y]")
        pts.append((float(p[0]), float(p[1])))
    return tuple(pts)

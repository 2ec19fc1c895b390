"""The board as a game sees it: the adventure map with this game's rolled layouts, its grid as
the doors stand, and square names for commands ("c4": column c, row 4)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ...core.grid import Grid
from .growth import Piece, grown
from .maps import AdventureMap, Tile
from .state import Board, Square

COLUMNS = "abcdefghijklmnopqrstuvwxyz"


def column(x: int) -> str:
    """A column's letters: a..z, then aa..az, ba.. (a grown board may pass z)."""
    return COLUMNS[x] if x < len(COLUMNS) else COLUMNS[x // len(COLUMNS) - 1] + COLUMNS[x % len(COLUMNS)]


def name(s: Square) -> str:
    return f"{column(s[0])}{s[1] + 1}"


def parse(text: str) -> Square | None:
    """The square a name gives, or None if it is no square name."""
    letters = len(text) - len(text.lstrip(COLUMNS))
    if letters not in (1, 2) or not text[letters:].isdigit() or int(text[letters:]) < 1:
        return None
    x = COLUMNS.index(text[letters - 1]) + (COLUMNS.index(text[0]) + 1) * len(COLUMNS) * (letters - 1)
    return (x, int(text[letters:]) - 1)


def current(amap: AdventureMap, tiles: dict[str, Tile], board: Board) -> AdventureMap:
    """The map as this game has it: the pieces exploration laid (growth.py), each room in the
    layout rolled for it."""
    if amap.grow:
        amap = grown(amap, tiles, [Piece.of(p) for p in board.placed], board.caps)
    return with_layouts(amap, tiles, board.layouts)


def with_layouts(amap: AdventureMap, tiles: dict[str, Tile], layouts: dict[str, str]) -> AdventureMap:
    """The map with each listed room in the layout rolled for it (same turn, same footprint)."""
    rooms = dict(amap.rooms)
    for rid, roll in layouts.items():
        room = rooms[rid]
        if roll != room.layout.roll:
            rooms[rid] = replace(room, layout=tiles[room.tile].layouts[roll].turned(room.quarters))
    return replace(amap, rooms=rooms)


def fits_any_roll(amap: AdventureMap, tiles: dict[str, Tile], room: str) -> bool:
    """Whether every layout of the room's tile has its footprint and doors, so a roll can pick one."""
    r = amap.rooms[room]
    layouts = tiles[r.tile].layouts.values()
    first = next(iter(layouts))
    return all(set(lay.cells) == set(first.cells) and lay.doors == first.doors for lay in layouts)


def grid(amap: AdventureMap, board: Board) -> Grid:
    return amap.grid(set(board.revealed), set(board.open_doors))


def door_square(amap: AdventureMap, board: Board, door: str) -> Square | None:
    """The square on the revealed side of a door, where a model stands to open it."""
    d = amap.doors[door]
    for s in (d.inside, d.outside):
        if amap.owner.get(s) in board.revealed:
            return s
    return None


def picture(amap: AdventureMap, board: Board, marks: dict[Square, str]) -> list[str]:
    """The revealed board as text for people: column letters on top, row numbers down the side,
    heroes by their initial in capitals, enemies by their kind's initial in small letters."""
    out = ["    " + "".join(column(x)[-1] for x in range(amap.width))]
    for y, row in enumerate(terrain_rows(amap, board)):
        out.append(f"{y + 1:>3} " + "".join(marks.get((x, y), c) for x, c in enumerate(row)))
    return out


def terrain_rows(amap: AdventureMap, board: Board) -> list[str]:
    rows = []
    for y in range(amap.height):
        row = []
        for x in range(amap.width):
            room = amap.owner.get((x, y))
            if room is None or room not in board.revealed:
                row.append(" ")
            else:
                r = amap.rooms[room]
                row.append(r.layout.cells[(x - r.at[0], y - r.at[1])])
        rows.append("".join(row))
    return rows


def view(amap: AdventureMap, board: Board, g: Grid) -> dict[str, Any]:
    """The public board: terrain rows of the revealed rooms, lines, doors."""
    rows = terrain_rows(amap, board)
    doors = []
    for did, d in amap.doors.items():
        if not any(r in board.revealed for r in d.rooms):
            continue
        doors.append({"id": did, "squares": [list(d.inside), list(d.outside)], "open": did in board.open_doors})
    return {"width": amap.width, "height": amap.height, "rows": rows,
            "walls": sorted([list(a), list(b)] for a, b in g.walls),
            "barriers": sorted([list(a), list(b)] for a, b in g.barriers),
            "doors": doors, "start": [list(s) for s in amap.start], "revealed": list(board.revealed)}

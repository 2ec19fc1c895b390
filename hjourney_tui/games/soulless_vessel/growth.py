"""A map that grows by exploration: where a newly drawn tile is laid (VS-EXPL-04/05).

An adventure map with `grow = true` starts with its start room; a door leading to no room is a
frontier door.  Opening one lays the drawn card's tile so that one of the tile's doors meets it,
turned as needed.  If no door and turn of the tile fits (every square free), up to two connector
pieces go between the door and the tile.  If even that fails, the door is end-capped and another
end-cap on the board becomes a door again: one where the card, back on top, fits if there is one.

A table has no edge to speak of, so the board grows to the right and downwards as pieces are laid
there (its `board` size is where it starts); its left and top edges stay, since squares are
counted from them (the adventure sets its start room away from them).

Pieces are tried in a fixed order (tile doors in their order, turns 0, 90, 180, 270), so a game
replays the same board from its log.  All of this is pure: the state keeps the pieces laid and
the end-caps (state.Board.placed, .caps), and `grown` rebuilds the map from them.
"""

from __future__ import annotations

from dataclasses import replace

from ...core.records import record
from .maps import FRONTIER, SIDES, AdventureMap, Door, Room, Square, Tile, _add, _doors

OPPOSITE = {"N": "S", "S": "N", "E": "W", "W": "E"}
MAX_CONNECTORS = 2


@record
class Piece:
    """A tile laid on the board: turned by `quarters`, its top-left corner at `at`."""

    room: str
    tile: str
    quarters: int
    at: Square

    def as_data(self) -> list[object]:
        return [self.room, self.tile, self.quarters, list(self.at)]

    @classmethod
    def of(cls, data: list) -> Piece:
        return cls(str(data[0]), str(data[1]), int(data[2]), (int(data[3][0]), int(data[3][1])))


def first_caps(base: AdventureMap) -> list[str]:
    """The map's own end-caps as 'room.door' ids, the order `reopen` tries them in."""
    return [f"{r}.{d}" for r, d in sorted(base.end_caps)]


def grown(base: AdventureMap, tiles: dict[str, Tile], placed: list[Piece], caps: list[str]) -> AdventureMap:
    """The map with the pieces laid so far and the doors end-capped now ('room.door' ids, the
    map's own ones included)."""
    rooms = dict(base.rooms)
    owner = dict(base.owner)
    for p in placed:
        layout = tiles[p.tile].layouts["1"].turned(p.quarters)
        rooms[p.room] = Room(p.room, p.tile, layout, p.at, False, p.quarters)
        for s in layout.cells:
            owner[_add(s, p.at)] = p.room
    capped = {tuple(c.split(".", 1)) for c in caps}
    width = max([base.width] + [x + 1 for x, _ in owner])
    height = max([base.height] + [y + 1 for _, y in owner])
    doors = _doors(rooms, owner, capped, True, None)  # type: ignore[arg-type]
    return replace(base, rooms=rooms, owner=owner, doors=doors, end_caps=frozenset(capped), width=width,
                   height=height)


def frontier(amap: AdventureMap, door: str) -> bool:
    """Whether opening this door lays a new tile (it leads where no tile lies yet)."""
    return amap.grow and amap.doors[door].rooms[1] == FRONTIER


def _side(amap: AdventureMap, door: str) -> str:
    d = amap.doors[door]
    step = (d.outside[0] - d.inside[0], d.outside[1] - d.inside[1])
    return next(k for k, v in SIDES.items() if v == step)


def _attach(amap: AdventureMap, tile: Tile, target: Square, side: str, taken: set[Square]
            ) -> list[tuple[int, Square, str, set[Square]]]:
    """Every (turn, corner, tile door, squares) that lays the tile with one of its doors on `target`,
    facing back the way `side` points, on free squares right of the board's left edge and below its top."""
    out = []
    for quarters in range(4):
        lay = tile.layouts["1"].turned(quarters)
        for did, (sq, s) in lay.doors.items():
            if s != OPPOSITE[side]:
                continue
            at = (target[0] - sq[0], target[1] - sq[1])
            squares = {_add(c, at) for c in lay.cells}
            if all(x >= 0 and y >= 0 for x, y in squares) and not squares & taken:
                out.append((quarters, at, did, squares))
    return out


def fit(amap: AdventureMap, tiles: dict[str, Tile], door: str, tile: str, name: str) -> list[Piece] | None:
    """The pieces that join `tile` (as room `name`) to the opened door: the tile alone if it fits
    (VS-EXPL-04), else one or two connectors then the tile; None if nothing fits (VS-EXPL-05)."""
    d = amap.doors[door]
    taken = set(amap.owner)
    connectors = [t for t in tiles.values() if t.connector]

    def chain(target: Square, side: str, taken: set[Square], depth: int) -> list[Piece] | None:
        for quarters, at, _, _ in _attach(amap, tiles[tile], target, side, taken):
            return [Piece(name, tile, quarters, at)]
        if depth == MAX_CONNECTORS:
            return None
        for con in connectors:
            for quarters, at, entry, squares in _attach(amap, con, target, side, taken):
                lay = con.layouts["1"].turned(quarters)
                for did, (sq, s) in lay.doors.items():
                    if did == entry:
                        continue
                    nxt = _add(_add(sq, at), SIDES[s])
                    rest = chain(nxt, s, taken | squares, depth + 1)
                    if rest is not None:
                        return [Piece(f"{name}_way{depth + 1}", con.id, quarters, at), *rest]
        return None

    return chain(d.outside, _side(amap, door), taken, 0)


def reopen(amap: AdventureMap, tiles: dict[str, Tile], caps: list[str], closed: str, tile: str) -> str | None:
    """The end-cap that becomes a door again when `closed` is capped (`amap` has it capped): of
    the capped doorways whose far square is free (in the order capped, the map's own first), the
    first where `tile` fits, the card going back on top to be drawn there next; else the first."""
    free = []
    for cap in caps:
        if cap == closed:
            continue
        rid, did = cap.split(".", 1)
        room = amap.rooms[rid]
        sq, side = room.layout.doors[did]
        out = _add(room.board(sq), SIDES[side])
        if out[0] >= 0 and out[1] >= 0 and out not in amap.owner:
            free.append(cap)
    for cap in free:
        rid, did = cap.split(".", 1)
        room = amap.rooms[rid]
        sq, side = room.layout.doors[did]
        door = Door(cap, room.board(sq), _add(room.board(sq), SIDES[side]), (rid, FRONTIER))
        if fit(replace(amap, doors={**amap.doors, cap: door}), tiles, cap, tile, "probe") is not None:
            return cap
    return free[0] if free else None

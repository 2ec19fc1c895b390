"""An enemy's attack that reaches more than its target, when an ability in force says so: a blast
or a straight line aimed from where it stands (the same templates and lines as heroes' area spells,
rules/area.py), or every hero and minion in its room.

The model still picks its target by its AI card and moves to attack it as always; the area then
takes in that target and whoever else it catches.  Our readings: a blast or line is aimed so that it
holds the target and as many heroes and minions as it can, ties going to the aim whose foes come
first in the AI card's own order; it spares other enemies.  Each hero or minion caught defends on
its own, the target first, then the others in the AI card's order."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....core.questions import Script
from ..state import Enemy, Square
from . import area, enemy_abilities

if TYPE_CHECKING:
    from ..engine import Vessels

ROOM = "room"


def shape(game: Vessels, e: Enemy) -> tuple[str, int] | None:
    """The area its attack covers this round, if an ability in force gives one: ("blast", 0),
    ("line", length) or ("room", 0)."""
    for verb, args in enemy_abilities.in_force(game, e):
        if verb == "blast":
            return "blast", 0
        if verb == "line":
            return "line", int(args[0])
        if verb == "all_in_room":
            return ROOM, 0
    return None


def covers(game: Vessels, e: Enemy, spot: Square, at: Square) -> bool:
    """Whether, standing on `spot`, its area aimed straight at a foe on `at` takes it in (always,
    without a blast or line)."""
    form = shape(game, e)
    if form is None or form[0] == ROOM:
        return True
    return at in area.hits(game, spot, form[0], form[1], at)


def room_squares(game: Vessels, e: Enemy) -> set[Square]:
    """The squares of the revealed room it stands in (any of a Bulky model's squares counts)."""
    amap = game.map()
    for rid in game.state.board.revealed:
        squares = amap.rooms[rid].squares()
        if any(s in squares for s in e.squares):
            return set(squares)
    return set()


def caught(game: Vessels, e: Enemy, seat: str) -> tuple[list[str], frozenset[Square]]:
    """Who its area takes in with its target (the target first, the rest in the AI card's order)
    and the squares it covers.  An aim that cannot hold the target leaves the target alone."""
    from .ai import foes, rank

    form = shape(game, e)
    everyone = foes(game)
    if form is None or seat not in everyone:
        return [seat], frozenset()
    if form[0] == ROOM:
        squares = frozenset(room_squares(game, e))
    else:
        best: tuple[tuple, frozenset[Square]] | None = None
        for _aim, hit in area.placements_from(game, e.pos, form[0], form[1]):
            if everyone[seat] not in hit:
                continue
            inside = [w for w, at in everyone.items() if at in hit]
            key = (-len(inside), sorted(rank(game, e, w) for w in inside))
            if best is None or key < best[0]:
                best = (key, hit)
        if best is None:
            return [seat], frozenset()
        squares = best[1]
    others = sorted((w for w, at in everyone.items() if w != seat and at in squares), key=lambda w: rank(game, e, w))
    return [seat, *others], squares


def attack(game: Vessels, eid: str, seat: str) -> Script:
    """Its attack on its target through the area: every hero and minion caught defends in turn.
    Whether the target itself was hit (a hit always leaves a scratch or worse)."""
    from .ai import strike  # ai plays areas: import here

    st = game.state
    e = st.enemies[eid]
    form = shape(game, e)
    who, squares = caught(game, e, seat)
    if form is not None and (squares or form[0] == ROOM):
        what = {"blast": "blast", "line": "line", ROOM: "cry through the room"}[form[0]]
        game.emit(f"{eid}'s {what} catches {', '.join(who)}", kind="attack", rule="VS-AREA-04",
                  data={"enemy": eid, "seat": seat, "area": form[0], "hit": who,
                        "squares": sorted(list(s) for s in squares)})
    landed = False
    for w in who:
        if eid not in st.enemies or st.lost:
            break
        got = yield from strike(game, eid, w)
        if w == seat:
            landed = got
    return landed

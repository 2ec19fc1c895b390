"""Area effects: the blast template and straight lines, and the models on the squares they hit.

A hero aims an area spell at a square: the blast turns its tip on the hero's square towards it
(the same aim the map pane previews), a line runs from the hero through it along one of the 8
directions (VS-AREA-08, VS-AREA-09).  Every model on a hit square is affected, friend or foe,
except the user (VS-AREA-04), and each model once however many of its squares are hit, a Bulky
model's four included (VS-EDGE-17)."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from ....core.grid import DIRECTIONS, Square, distance
from ..maps import Template, parse_templates

if TYPE_CHECKING:
    from ..engine import Vessels
    from ..state import Hero

AIM_REACH = 4  # blast aim squares: as far as the template is long


def templates(game: Vessels) -> dict[str, Template]:
    data = game.ruleset.get("templates")
    if data is None:
        return {}
    return game.ruleset.derived("soulless_vessel.templates",
                                lambda: parse_templates(data, str(game.ruleset.folder / "templates.toml")))


def blast(game: Vessels, user: Square, aim: Square) -> frozenset[Square]:
    """The squares the blast hits with its tip on the anchor nearest the aim square and turned to
    the heading nearest it (VS-AREA-01..03, VS-AREA-06)."""
    t = templates(game).get("blast")
    if t is None or aim == user:
        return frozenset()
    dx, dy = aim[0] - user[0], aim[1] - user[1]
    anchor = max(t.anchors, key=lambda a: (a[0] - 0.5) * dx + (a[1] - 0.5) * dy)
    turn = math.degrees(math.atan2(aim[1] + 0.5 - user[1] - anchor[1], aim[0] + 0.5 - user[0] - anchor[0])) % 360
    heading = min(t.headings, key=lambda h: min(abs(h - turn), 360 - abs(h - turn)))
    return game.grid().template_hits(user, t.polygon, anchor, heading)


def line(game: Vessels, user: Square, aim: Square, n: int) -> frozenset[Square]:
    """Up to n squares from beside the user along the direction of the aim square, stopping at a
    wall or a square that neither can be walked on nor seen through (VS-AREA-08, VS-AREA-09)."""
    dx, dy = aim[0] - user[0], aim[1] - user[1]
    if (dx, dy) == (0, 0) or not (dx == 0 or dy == 0 or abs(dx) == abs(dy)):
        return frozenset()
    step = ((dx > 0) - (dx < 0), (dy > 0) - (dy < 0))
    grid, out, at = game.grid(), [], user
    for _ in range(n):
        nxt = (at[0] + step[0], at[1] + step[1])
        if not grid.on_grid(nxt) or grid.blocks_sight(nxt) or not grid.sees(at, nxt):
            break
        out.append(nxt)
        at = nxt
    return frozenset(out)


def hits(game: Vessels, user: Square, shape: str, n: int, aim: Square) -> frozenset[Square]:
    return blast(game, user, aim) if shape == "blast" else line(game, user, aim, n)


def placements(game: Vessels, hero: Hero, shape: str, n: int) -> list[tuple[Square, frozenset[Square]]]:
    """Each distinct set of hit squares the hero can choose, with the nearest square aiming it
    (VS-AREA-07), in a stable order."""
    return placements_from(game, hero.pos, shape, n)


def placements_from(game: Vessels, user: Square, shape: str, n: int) -> list[tuple[Square, frozenset[Square]]]:
    """Each distinct set of hit squares a model on `user` can choose (a hero's spell, an enemy's
    ability), with the nearest square aiming it, in a stable order."""
    if shape == "line":
        aims = [(user[0] + dx, user[1] + dy) for dx, dy in DIRECTIONS]
    else:
        x0, y0 = user
        aims = sorted(((x, y) for y in range(y0 - AIM_REACH, y0 + AIM_REACH + 1)
                       for x in range(x0 - AIM_REACH, x0 + AIM_REACH + 1) if (x, y) != user),
                      key=lambda s: (distance(s, user), s[1], s[0]))
    seen: dict[frozenset[Square], Square] = {}
    for aim in aims:
        hit = hits(game, user, shape, n, aim)
        if hit and hit not in seen:
            seen[hit] = aim
    return [(aim, hit) for hit, aim in seen.items()]


def models_hit(game: Vessels, user: str, squares: frozenset[Square]) -> dict[str, list[str]]:
    """The models on the hit squares, each once, the user left out (VS-AREA-04, VS-EDGE-17):
    enemies by id, heroes by seat (a Vesselless Soul has no body to hit) and minions by id."""
    st = game.state
    return {"enemies": [i for i, e in st.enemies.items() if any(s in squares for s in e.squares)],
            "heroes": [s for s, h in st.heroes.items() if s != user and not h.soul and h.pos in squares],
            "minions": [i for i, m in st.minions.items() if m.pos in squares]}

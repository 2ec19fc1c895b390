"""A hero's attack on an enemy model: range and sight, the pool, and the wounds it deals."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ....core.grid import adjacent, distance
from .. import board
from ..state import Hero, Square
from .damage import wound_enemy
from .dice import pool, roll
from .statuses import on_enemy
from .wear import after_roll

if TYPE_CHECKING:
    from ..engine import Vessels

RANGED_ADJACENT_CURSED = 2  # VS-ATK-05


def in_reach(game: Vessels, hero: Hero, who: str, at: Square, reach: int) -> str:
    """Why `who` at `at` is out of the hero's reach ('' if it is not): range in squares and a
    line of sight (VS-LOS-01, VS-LOS-13)."""
    d = distance(hero.pos, at)
    if d > reach:
        return f"{who} is {d} squares away and the action reaches {reach}"
    if not game.grid().sees(hero.pos, at):
        return f"{hero.seat} has no line of sight to {who} at {board.name(at)}"
    return ""


def check(game: Vessels, hero: Hero, eid: str, reach: int = 0) -> str:
    """Why the hero cannot attack this enemy now ('' if it can): the weapon's range, counted in
    squares, and a line of sight are both needed, melee included (VS-ATK-04, VS-LOS-13)."""
    if hero.weapon is None:
        return "it holds no weapon"
    w = game.content.weapons[hero.weapon]
    e = game.state.enemies[eid]
    d = distance(hero.pos, e.pos)
    reach = reach or w.range  # an action with its own range uses it, else the weapon's
    if d > reach:
        return f"{eid} is {d} squares away and the attack reaches {reach}"
    if not game.grid().sees(hero.pos, e.pos):
        return f"{hero.seat} has no line of sight to {eid} at {board.name(e.pos)}"
    return ""


def attack_pool(game: Vessels, hero: Hero, extra: dict[str, int]) -> Counter[str]:
    """One Standard Die, the weapon's dice, the action's dice, a Cursed Die per wound and two more
    for a ranged attack made next to an enemy (VS-ATK-03, VS-DICE-15, VS-ATK-05)."""
    w = game.content.weapons[hero.weapon] if hero.weapon else None
    dice = pool(standard=1, cursed=hero.wounds)
    if w is not None:
        dice.update(w.dice)
        if w.ranged and any(adjacent(hero.pos, e.pos) for e in game.state.enemies.values()):
            dice["cursed"] += RANGED_ADJACENT_CURSED
    dice.update(extra)
    return dice


def resolve(game: Vessels, hero: Hero, eid: str, extra: dict[str, int],
            applies: tuple[tuple[str, int], ...] = ()) -> bool:
    """Roll and deal floor(power / defence) wounds plus one per Critical (VS-ATK-06/07); False if
    the roll botched, which fails the rest of the action too."""
    e = game.state.enemies[eid]
    ref = game.content.enemies[e.group]
    res = roll(game, attack_pool(game, hero, extra))
    after_roll(game, hero, res.wear, [hero.weapon] if hero.weapon else [])  # VS-WEAR-01
    if not res.botch:
        res.power += e.tokens.get("weaken", 0)  # +1 power a Weaken token (VS-STATUS-24)
    wounds = res.power // ref.defence + res.criticals
    game.emit(f"{hero.seat} attacks {eid}: {res.text()} against defence {ref.defence}: "
              f"{wounds} wound{'s' if wounds != 1 else ''}", kind="attack", rule="VS-ATK-06", seat=hero.seat,
              reveals=True, data={"seat": hero.seat, "enemy": eid, "roll": res.as_data(), "wounds": wounds})
    if wounds:
        wound_enemy(game, eid, wounds)
    if not res.botch:  # a botched roll fails the whole action
        for status, n in applies:
            if eid in game.state.enemies:
                on_enemy(game, eid, status, n)
    return not res.botch

"""Hero movement: movement actions and their points, steps over the grid, attacks of opportunity."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ....core.grid import PLAIN, Reach, StepRules, adjacent
from ....core.questions import Ask, Option, Script
from .. import board
from ..state import Hero, Square
from .defence import attack_value, enemy_attacks
from .dice import roll_one

if TYPE_CHECKING:
    from ..engine import Vessels

CRIPPLED = StepRules(slowed=True)


def speed(game: Vessels, hero: Hero) -> int:
    """A hero's speed is its vessel's; a Vesselless Soul has the soul's (VS-VES-02, A11)."""
    return game.content.soul_speed if hero.soul else game.content.vessels[hero.vessel].speed


def begin(hero: Hero, mp: int, *, nimble: bool = False, slippery: bool = False) -> None:
    """A new movement action: its own pool of points (pools never add up, VS-MOVE-02) and a fresh
    attack-of-opportunity check, which a Slippery action skips (VS-AOO-10).  Nimble, given by the
    card that starts it, lasts for this movement action only (VS-TERR-08)."""
    hero.mp = mp
    hero.aoo_checked = slippery
    hero.nimble = nimble


def reach(game: Vessels, hero: Hero) -> Reach:
    """Where the hero can walk with the points left: 1 MP a step, diagonals too, 2 into difficult
    terrain, never through or onto another model, walls and barriers in the way (VS-MOVE-04..09)."""
    crippled = "cripple" in hero.statuses  # 2 MP a square, Nimble or not (VS-STATUS-11, VS-TERR-07)
    rules = StepRules(pass_models=True, ignore_difficult=True, slowed=crippled) if hero.nimble \
        else CRIPPLED if crippled else PLAIN
    return game.grid().reachable(hero.pos, hero.mp, rules, game.state.occupied(skip=hero.seat))


def options(game: Vessels, hero: Hero) -> list[Option]:
    if hero.mp <= 0:
        return []
    r = reach(game, hero)
    return [Option(f"move {board.name(s)}", f"walk to {board.name(s)} ({c} MP of {hero.mp})",
                   {"verb": "move", "square": list(s), "cost": c})
            for s, c in sorted(r.cost.items(), key=lambda kv: (kv[1], kv[0][1], kv[0][0])) if s != hero.pos]


def move(game: Vessels, hero: Hero, to: Square) -> Script:
    """Walk to a square within the movement action's points.  Before the first step of the action,
    a hero next to an enemy faces attacks of opportunity (VS-AOO-01/03)."""
    cost = reach(game, hero).cost[to]
    if not hero.aoo_checked:
        hero.aoo_checked = True
        yield from attacks_of_opportunity(game, hero)
        if hero.soul:
            hero.mp = 0  # the vessel died: this movement action ends (VS-AOO-09)
            return
    frm = hero.pos
    hero.pos = to
    hero.mp -= cost
    game.emit(f"{hero.seat} moves {board.name(frm)} -> {board.name(to)} ({cost} MP, {hero.mp} left)", kind="move",
              seat=hero.seat, rule="VS-MOVE-04", data={"seat": hero.seat, "from": list(frm), "to": list(to),
                                                      "cost": cost})


def attacks_of_opportunity(game: Vessels, hero: Hero) -> Script:
    """Roll a Cursed Die: as many adjacent enemies as its number (ignoring the sign) attack, those
    with the highest attack first (VS-AOO-04..06).  A Vesselless Soul is never attacked (A11)."""
    st = game.state
    # a stunned enemy makes no attack of opportunity (VS-AOO-07, VS-STATUS-18)
    near = [eid for eid, e in st.enemies.items() if adjacent(hero.pos, e.where) and "stun" not in e.tokens]
    if not near or hero.soul:
        return
    n = abs(roll_one(game, "cursed"))
    game.emit(f"{hero.seat} leaves {len(near)} adjacent enem{'y' if len(near) == 1 else 'ies'}: the Cursed Die "
              f"shows {n}", kind="aoo", rule="VS-AOO-04", seat=hero.seat, reveals=True,
              data={"seat": hero.seat, "count": n, "adjacent": near})
    # ties in attack value: the earliest spawned model first (the party's choice is not asked yet)
    attackers = sorted(near, key=lambda eid: -attack_value(game, st.enemies[eid]))[:n]
    for eid in attackers:
        if hero.soul:
            break
        yield from enemy_attacks(game, eid, hero.seat, "makes an attack of opportunity on")


def spots(game: Vessels, hero: Hero, mp: int) -> dict[Square, int]:
    """Where the hero could walk with `mp` points now (its own square at 0), its movement untouched."""
    saved = (hero.mp, hero.aoo_checked, hero.nimble)
    begin(hero, mp)
    out = {hero.pos: 0, **reach(game, hero).cost}
    hero.mp, hero.aoo_checked, hero.nimble = saved
    return out


def shift(game: Vessels, hero: Hero, mp: int, why: str, keep: Callable[[Square], bool] | None = None) -> Script:
    """A move an interrupt makes outside the hero's own movement (Veil and Slip, Leaping Interpose):
    the hero picks a square within `mp` points that `keep` allows and goes there.  Our reading: like
    a forced move, it draws no attack of opportunity.  Returns where the hero stands."""
    costs = {s: c for s, c in spots(game, hero, mp).items() if keep is None or keep(s)}
    if not costs:
        return hero.pos
    choices = sorted(costs, key=lambda s: (costs[s], s[1], s[0]))
    to = choices[0]
    if len(choices) > 1:
        ans = yield Ask(hero.seat, f"{hero.seat} {why}: to which square?",
                        [Option(f"square {board.name(s)}", f"{hero.seat} to {board.name(s)}",
                                {"verb": "square", "square": list(s), "seat": hero.seat, "cost": costs[s]})
                         for s in choices], kind="choice")
        to = board.parse(ans.args[0]) or to
    if to != hero.pos:
        frm, hero.pos = hero.pos, to
        game.emit(f"{hero.seat} {why}: {board.name(frm)} -> {board.name(to)}", kind="move", seat=hero.seat,
                  data={"seat": hero.seat, "from": list(frm), "to": list(to), "cost": costs[to]})
    return hero.pos

"""Forced movement a hero causes: knocking an enemy back along one of the eight directions, with a
damage roll for the squares it could not go (VS-FORCE-05..07, VS-FORCE-11), or pulling it in
(VS-FORCE-10)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....core.grid import Footprint, block, distance
from ....core.questions import Ask, Option, Script
from .. import board
from ..state import Hero, Square
from .damage import wound_enemy
from .dice import pool, roll

if TYPE_CHECKING:
    from ..engine import Vessels

DIRECTIONS: dict[str, Square] = {"n": (0, -1), "ne": (1, -1), "e": (1, 0), "se": (1, 1),
                                 "s": (0, 1), "sw": (-1, 1), "w": (-1, 0), "nw": (-1, -1)}


def knockback_path(game: Vessels, hero: Hero, eid: str, n: int, way: str, pull: bool = False) -> list[Square]:
    """The squares the enemy moves through, in order, pushed `n` squares along `way`: it stops before
    a wall, a blue line, ground it cannot walk on, another model, or a square no further from the
    hero than the one it stands on (no nearer, for a pull)."""
    st = game.state
    g = game.grid()
    dx, dy = DIRECTIONS[way]
    taken = st.occupied(skip=eid)
    e = st.enemies[eid]
    at = e.pos
    path: list[Square] = []
    for _ in range(n):
        nxt = (at[0] + dx, at[1] + dy)
        if e.size > 1:
            # our reading: a Bulky model is forced as a whole block, each shift measured from its
            # nearest square; it displaces nobody, so any model in the way stops it (VS-FORCE-11)
            here, there = distance(block(at, e.size), hero.pos), distance(block(nxt, e.size), hero.pos)
            blocked = not g.can_shift(at, (dx, dy), e.size) or any(s in taken for s in block(nxt, e.size))
        else:
            here, there = distance(at, hero.pos), distance(nxt, hero.pos)
            blocked = not g.can_step(at, nxt) or nxt in taken
        wrong_way = there >= here if pull else there <= here
        if blocked or wrong_way:
            break
        path.append(nxt)
        at = nxt
    return path


def knockback(game: Vessels, hero: Hero, eid: str, n: int) -> Script:
    """The hero picks a direction; the enemy goes as far as it can along it, and each square left
    over is a Standard Die of a damage roll against it (none if it went the whole way)."""
    st = game.state
    if eid not in st.enemies or n <= 0:
        return
    e = st.enemies[eid]
    options = []
    for way in DIRECTIONS:
        path = knockback_path(game, hero, eid, n, way)
        end = path[-1] if path else e.pos
        left = n - len(path)
        what = f"{eid} goes to {board.name(end)}" + (f", {left} Standard {'Die' if left == 1 else 'Dice'} of damage"
                                                    if left else "")
        options.append(Option(f"push {way}", what, {"verb": "push", "direction": way, "enemy": eid,
                                                     "square": list(end), "damage_dice": left}))
    ans = yield Ask(hero.seat, f"knock {eid} back {n}: which way?", options, rule="VS-FORCE-05")
    way = ans.args[0]
    path = knockback_path(game, hero, eid, n, way)
    was = e.where
    if path:
        game.emit(f"{eid} is knocked back {board.name(e.pos)} -> {board.name(path[-1])}", kind="move",
                  rule="VS-FORCE-05", data={"enemy": eid, "from": list(e.pos), "to": list(path[-1]),
                                            "direction": way})
        e.pos = path[-1]
    left = n - len(path)
    if left:
        yield from _stopped_short(game, hero, eid, left)
    if path:  # moved next to a hero, it is watched once the knockback is over
        yield from came_near(game, eid, was)


def _stopped_short(game: Vessels, hero: Hero, eid: str, left: int) -> Script:
    """Each square the knockback fell short is a Standard Die of a damage roll (VS-FORCE-06)."""
    e = game.state.enemies[eid]
    ref = game.content.enemies[e.group]
    res = roll(game, pool(standard=left), damage=True)
    wounds = res.power // ref.defence + res.criticals
    game.emit(f"{eid} is stopped {left} short: {res.text()} against defence {ref.defence}: "
              f"{wounds} wound{'s' if wounds != 1 else ''}", kind="attack", rule="VS-FORCE-06", seat=hero.seat,
              reveals=True, data={"seat": hero.seat, "enemy": eid, "roll": res.as_data(), "wounds": wounds,
                                  "knockback": True})
    if wounds:
        yield from wound_enemy(game, eid, wounds, hero.seat)


def pull(game: Vessels, hero: Hero, eid: str, n: int) -> Script:
    """The hero picks a direction; each square along it must bring the enemy nearer, and squares
    that cannot are lost, with no damage (VS-FORCE-10, VS-FORCE-11)."""
    st = game.state
    if eid not in st.enemies or n <= 0:
        return
    e = st.enemies[eid]
    options = []
    for way in DIRECTIONS:
        path = knockback_path(game, hero, eid, n, way, pull=True)
        if path:
            options.append(Option(f"pull {way}", f"{eid} comes to {board.name(path[-1])}",
                                  {"verb": "pull", "direction": way, "enemy": eid, "square": list(path[-1]),
                                   "squares": len(path)}))
    if not options:
        return  # nowhere nearer to go: the pull is lost
    ans = yield Ask(hero.seat, f"pull {eid} in {n}: which way?", options, rule="VS-FORCE-10")
    path = knockback_path(game, hero, eid, n, ans.args[0], pull=True)
    game.emit(f"{eid} is pulled {board.name(e.pos)} -> {board.name(path[-1])}", kind="move", rule="VS-FORCE-10",
              data={"enemy": eid, "from": list(e.pos), "to": list(path[-1]), "direction": ans.args[0]})
    was = e.where
    e.pos = path[-1]
    yield from came_near(game, eid, was)  # pulled next to a hero, it is watched


def pull_split(game: Vessels, hero: Hero, target: str, n: int, reach: int) -> Script:
    """A Pull (n) shared out by the puller among enemies within the action's reach and sight
    (VS-FORCE-09): while other enemies are there, it names an enemy and how many of the squares
    left it gets, each then pulled as one pull; with the target alone, all go to it."""
    from .attack import in_reach

    st = game.state
    left, done = n, set()
    while left > 0:
        able = [eid for eid, e in st.enemies.items() if eid not in done
                and not in_reach(game, hero, eid, e.where, reach)]
        if not able:
            return
        if able == [target] and not done:
            yield from pull(game, hero, target, left)
            return
        opts = [Option(f"split {eid} {k}", f"{eid} is pulled up to {k} square{'s' if k != 1 else ''}",
                       {"verb": "split", "enemy": eid, "squares": k, "target": eid == target})
                for eid in able for k in range(1, left + 1)]
        opts.append(Option("split none", "pull no more", {"verb": "split", "enemy": None, "squares": 0}))
        ans = yield Ask(hero.seat, f"share out the pull's {left} square{'s' if left != 1 else ''}: which enemy, "
                                   "how many?", opts, rule="VS-FORCE-09")
        if ans.args[0] == "none":
            return
        eid, k = ans.args[0], int(ans.args[1])
        done.add(eid)
        left -= k
        yield from pull(game, hero, eid, k)


def knocked_back(game: Vessels, eid: str, who: str, n: int) -> Script:
    """An enemy's ability knocks the hero or minion it hit back `n` squares, each one further from
    the enemy.  Its controller picks among the ways it may go; it stops where it cannot go on and
    the points left are lost, with no damage (VS-FORCE-01/02/04).  Being moved makes no
    attack-of-opportunity check (VS-AOO-11)."""
    e = game.state.enemies.get(eid)
    if e is not None:
        yield from push_ally(game, eid, e.where, who, n)


def pulled_in(game: Vessels, eid: str, who: str, n: int) -> Script:
    """An enemy's ability pulls the hero or minion it hit `n` squares in, each one nearer the enemy;
    its controller picks among the ways, squares it cannot come are lost (VS-FORCE-10, our reading
    of who picks), and being moved makes no attack-of-opportunity check."""
    e = game.state.enemies.get(eid)
    if e is not None:
        yield from push_ally(game, eid, e.where, who, n, rule="VS-FORCE-10", away=False)


def push_ally(game: Vessels, by: str, source: Square | Footprint, who: str, n: int, rule: str = "VS-FORCE-02",
              away: bool = True) -> Script:
    """A hero or minion knocked back `n` squares from `source` by `by` (an enemy, or a hero's area
    spell: VS-FORCE-03): each square further away, its controller picking where it ends, no
    attack-of-opportunity check, squares it cannot go lost.  With `away` false it is pulled in
    instead, each square nearer."""
    st = game.state
    eid = by
    tag = {"enemy": by} if by in st.enemies else {"by": by}
    hero = st.heroes.get(who)
    model = hero if hero is not None else st.minions.get(who)
    if model is None or n <= 0 or (hero is not None and hero.soul):
        return
    ends = game.grid().forced_paths(model.pos, source, n, away=away, occupied=st.occupied(skip=who), maximal=True)
    choices = sorted(ends, key=lambda s: (s[1], s[0]))
    to = choices[0]
    how, key = ("knocks", "knocked") if away else ("pulls", "pulled")
    if len(choices) > 1:
        seat = who if hero is not None else st.minions[who].owner
        ans = yield Ask(seat, f"{eid} {how} {who} {'back' if away else 'in'} {n}: where does {who} end?",
                        [Option(f"square {board.name(s)}", f"{who} is {key} {'back' if away else 'in'} to "
                                f"{board.name(s)}", {"verb": "square", "square": list(s), key: who, **tag})
                         for s in choices], rule=rule)
        to = board.parse(ans.args[0]) or to
    if to != model.pos:
        game.emit(f"{eid} {how} {who} {'back' if away else 'in'} {board.name(model.pos)} -> {board.name(to)}",
                  kind="move", rule=rule, data={key: who, **tag, "from": list(model.pos), "to": list(to)})
        model.pos = to


def came_near(game: Vessels, eid: str, was: Square | Footprint) -> Script:
    """The enemy forced to move may have come next to a hero: that hero's watch and standing orders
    may answer (ai.came_near)."""
    from .ai import came_near as watched  # the enemy turn module imports this one: import here

    yield from watched(game, eid, was)

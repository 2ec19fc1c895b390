"""An enemy's abilities: its passive one is always on; its Bones and Skull ones only in a round its
group's AI card grants them, and never while the model is Dazed.  The engine plays Regenerate,
extra attack power, statuses its attacks lay, knockback, pull, threat, Retreat, Nimble, immunities and a sweep
of every adjacent foe, N extra targets, extra movement and a free attack (rules/ai.py), and attacks
through a blast, a line or the whole room (rules/enemy_areas.py), and an automatic Critical
(rules/defence.py, rules/minions.py), and groups called up (rules/spawning.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state import Enemy

if TYPE_CHECKING:
    from ..engine import Vessels

GRANTED = ("bones", "skull")


def in_force(game: Vessels, e: Enemy) -> list[tuple[str, tuple[Any, ...]]]:
    """The effects of its abilities that are on now (VS-ENEMY-03, VS-ENEMY-04, VS-STATUS-16)."""
    ref = game.content.enemies[e.group]
    out = list(ref.passive)
    group = game.state.groups.get(e.group)
    ai = game.content.ai_cards.get(group.ai) if group is not None and group.ai else None
    if ai is not None and "dazed" not in e.tokens:
        for part in GRANTED:
            if part in ai.grants:
                out += getattr(ref, part)
    return out


def total(game: Vessels, e: Enemy, verb: str) -> int:
    """The sum of the numbers of this verb's effects in force (Regenerate 1 and Retreat 2: 3)."""
    return sum(int(args[0]) if args else 0 for v, args in in_force(game, e) if v == verb)


def retreat(game: Vessels, e: Enemy, before: bool) -> int:
    """Retreat points its abilities in force give before its attack, or after it (the default)."""
    return sum(int(args[0]) for v, args in in_force(game, e)
               if v == "retreat" and (len(args) > 1 and args[1] == "before") == before)


def has(game: Vessels, e: Enemy, verb: str, arg: str | None = None) -> bool:
    return any(v == verb and (arg is None or (args and args[0] == arg)) for v, args in in_force(game, e))


def statuses(game: Vessels, e: Enemy) -> list[tuple[str, int]]:
    """Statuses its attacks lay on a hero they hit."""
    return [(str(args[0]), int(args[1]) if len(args) > 1 else 1) for v, args in in_force(game, e) if v == "apply"]


def regenerate(game: Vessels, eid: str) -> None:
    """At the start of its activation a model with Regenerate (N) heals N of its wounds."""
    e = game.state.enemies[eid]
    n = min(total(game, e, "regenerate"), e.wounds)
    if n > 0:
        e.wounds -= n
        game.emit(f"{eid} regenerates {n} wound{'s' if n != 1 else ''}", kind="heal", rule="VS-ENEMY-03",
                  data={"enemy": eid, "healed": n})


def immune(game: Vessels, eid: str, status: str) -> bool:
    e = game.state.enemies.get(eid)
    return e is not None and has(game, e, "immune", status)


def raise_threat(game: Vessels, eid: str) -> None:
    """As its activation starts, an ability in force that raises the threat adds its tokens (our
    reading of when); they count for every later event roll (VS-EVENT-03)."""
    st = game.state
    n = total(game, st.enemies[eid], "threat")
    if n:
        st.threat += n
        game.emit(f"{eid} raises the threat by {n} to {st.threat}", kind="threat", rule="VS-EVENT-03",
                  data={"threat": st.threat, "by": n, "enemy": eid})

"""The adventure's own instructions: quest triggers (drawn from the exploration deck, or set off
when a room is revealed, a group falls or a round begins) and event effects, run in order."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..maps import SPAWN_COLOURS
from ..state import Square
from . import statuses
from .spawning import draw_enemy, spawn

if TYPE_CHECKING:
    from ..engine import Vessels


def run(game: Vessels, effects: tuple[tuple[str, tuple[Any, ...]], ...], room: str | None = None,
        source: str = "") -> None:
    """Carry out effects in order.  Those the engine does not play yet are said so in the log."""
    st = game.state
    aim = ""  # a targeting word says who the effects after it reach
    for verb, args in effects:
        if st.over:
            return
        if verb in ("each_hero", "each_enemy"):
            aim = verb
        elif verb == "apply" and aim:
            n = int(args[1]) if len(args) > 1 else 1
            if aim == "each_hero":
                for h in st.heroes.values():
                    statuses.on_hero(game, h, str(args[0]), n)
            else:
                for eid in list(st.enemies):
                    statuses.on_enemy(game, eid, str(args[0]), n)
        elif verb == "threat":
            st.threat += int(args[0])  # VS-EVENT-03
            game.emit(f"threat rises by {args[0]} to {st.threat}", kind="threat", rule="VS-EVENT-03",
                      data={"threat": st.threat, "by": int(args[0])})
        elif verb in ("spawn", "spawn_random"):
            kind = args[0] if verb == "spawn" else draw_enemy(game)
            at = str(args[-1]) if (verb == "spawn" and len(args) > 1) or (verb == "spawn_random" and args) else ""
            colour = at if at in SPAWN_COLOURS else None
            where = at if at in game.map().rooms else room  # "at ROOM": that room's slots
            spawn(game, str(kind), slots_for(game, where, colour))
        elif verb == "reveal_room":
            from .exploration import reveal  # revealing a room runs its own triggers, which live here

            target = str(args[0]) if args else next((r for r in game.map().rooms if r not in st.board.revealed), "")
            if target and target not in st.board.revealed:
                reveal(game, target)
        elif verb == "win_adventure":
            st.won = True
            game.emit(f"{source or 'the adventure'}: the adventure is won", kind="won", rule="VS-WIN-01",
                      data={"won": True})
        elif verb == "fail_adventure":
            st.failed = True
            game.emit(f"{source or 'the adventure'}: the adventure is failed", kind="lost", rule="VS-WIN-03",
                      data={"failed": True})
        elif verb in ("gain_coins", "gain_shards", "gain_legend"):
            gain(game, verb, int(args[0]) if args else 0, source or "the event")
        elif verb == "quest_trigger":
            t = game.plan().triggers.get(str(args[0]))
            if t is not None:
                run(game, t.effects, room, t.id)
        else:
            game.emit(f"({verb} {' '.join(str(a) for a in args)}: not played by the engine yet)".replace(" :", ":"),
                      kind="unplayed", data={"verb": verb})


def gain(game: Vessels, verb: str, n: int, why: str) -> None:
    """A currency found during a campaign's adventure goes to the party's purse at once; a single
    adventure has no town to spend it in."""
    what = verb.removeprefix("gain_")
    if game.setup.campaign is None:
        game.emit(f"{why}: {what} +{n}, but a single adventure has no town to spend them in", kind="reward",
                  data={"gain": what, "amount": 0})
        return
    p = game.party
    setattr(p, what, getattr(p, what) + n)
    game.emit(f"{why}: the party gains {n} {what} (now {getattr(p, what)})", kind="reward",
              data={"gain": what, "amount": n})


def slots_for(game: Vessels, room: str | None, colour: str | None) -> list[Square]:
    """Where an effect's group appears: the named room's slots of that colour (red first), else the
    most recently revealed room with slots, else beside the start squares."""
    amap = game.map()
    rooms = [room] if room else []
    rooms += [r for r in reversed(game.state.board.revealed) if r != room]
    for r in rooms:
        slots = amap.spawns(r)
        for c in ([colour] if colour else []) + list(SPAWN_COLOURS):
            if slots.get(c):
                return slots[c]
    return list(amap.start)


def reveal_triggers(game: Vessels, room: str) -> list:
    return [t for t in game.plan().triggers.values() if t.when == "reveal" and str(t.target) == room]


def on_defeat(game: Vessels, group: str) -> None:
    for t in game.plan().triggers.values():
        if t.when == "defeat" and str(t.target) == group:
            game.emit(f"{t.id} is set off", kind="quest", data={"trigger": t.id})
            run(game, t.effects, source=t.id)


def on_round(game: Vessels, n: int) -> None:
    for t in game.plan().triggers.values():
        if t.when == "round" and str(t.target) == str(n):
            game.emit(f"{t.id} is set off", kind="quest", data={"trigger": t.id})
            run(game, t.effects, source=t.id)

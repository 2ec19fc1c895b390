"""Doors and rooms: opening a door, rolling the room's layout, and what the room brings."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....core.questions import Option, Script
from ....core.timing import Occurrence, window
from ....core.words import plural
from .. import board, growth
from ..maps import SPAWN_COLOURS
from ..state import Hero, Minion
from . import found, loot, quests
from .dice import roll_one
from .spawning import spawn_room

if TYPE_CHECKING:
    from ..engine import Vessels

DOOR_MP = 1  # VS-MOVE-11


def options(game: Vessels, hero: Hero) -> list[Option]:
    """A closed door the hero stands by (on the revealed side), for 1 MP of a movement action."""
    st = game.state
    out = []
    for did in game.map().doors:
        if did in st.board.open_doors or board.door_square(game.map(), st.board, did) != hero.pos:
            continue
        why = ""
        if hero.mp < DOOR_MP:
            why = f"opening a door takes {DOOR_MP} MP of a movement action and {hero.seat} has {hero.mp}"
        else:
            why = why_shut(game, did)
        out.append(Option(f"open {did}", f"open the door {did} ({DOOR_MP} MP)", {"verb": "open", "door": did},
                          enabled=not why, reason=why))
    return out


def why_shut(game: Vessels, did: str) -> str:
    """Why nobody may open this closed door now ('' if it may be opened): with the exploration
    deck empty, a door to an unrevealed room or to where no tile lies yet stays shut (VS-EXPL-10)."""
    st = game.state
    if not st.exploration and game.plan().exploration and (
            game.map().reveals(did, set(st.board.revealed)) or growth.frontier(game.map(), did)):
        return "the exploration deck is empty: this door stays shut"
    return ""


def open_door(game: Vessels, opener: Hero | Minion, did: str) -> Script:
    """A hero, or a minion for its controller (VS-MINION-03), opens the door: the room behind it
    is revealed, or on a growing map the drawn card's tile is laid there."""
    st = game.state
    opener.mp -= DOOR_MP  # spent from the movement action, which goes on (VS-MOVE-12)
    st.board.open_doors.append(did)
    if isinstance(opener, Minion):
        game.emit(f"{opener.id} opens {did}", kind="door", seat=opener.owner, rule="VS-MINION-03",
                  data={"minion": opener.id, "door": did})
    else:
        game.emit(f"{opener.seat} opens {did}", kind="door", seat=opener.seat, rule="VS-EXPL-01",
                  data={"seat": opener.seat, "door": did})
    if growth.frontier(game.map(), did):
        lay_tile(game, did)
    else:
        room = game.map().reveals(did, set(st.board.revealed))
        if room is not None:
            explore(game)
            reveal(game, room)
        game.map_changed()
    if not st.over:  # what waits for a door to open answers it (rules/moments.py)
        yield from window(game, Occurrence("door_opened", {"door": did, "seat": getattr(opener, "seat", "")}),
                          "after")


def explore(game: Vessels) -> str | None:
    """Draw from the exploration deck until a room card, and return it: quest triggers drawn on the
    way run at once (VS-EXPL-02/08).  On a fixed adventure map the room behind the door is the map's."""
    st = game.state
    plan = game.plan()
    while st.exploration and not st.over:
        card = st.exploration.pop()
        t = plan.triggers.get(card)
        if t is None:
            game.emit(f"the exploration deck gives {card}", kind="explore", rule="VS-EXPL-02", reveals=True,
                      data={"card": card})
            return card
        game.emit(f"the exploration deck gives a quest trigger: {t.id}", kind="quest", rule="VS-EXPL-08",
                  reveals=True, data={"trigger": t.id})
        quests.run(game, t.effects, source=t.id)
    return None


def lay_tile(game: Vessels, did: str) -> None:
    """A door to where no tile lies yet: the drawn room card's tile is laid against it, through up
    to two connectors if it does not fit alone (VS-EXPL-04); if nothing fits, the doorway is
    end-capped, another end-cap becomes a door (one where the card fits, if any), and the card goes
    back on top (VS-EXPL-05)."""
    st = game.state
    card = explore(game)
    if card is None or card not in game.plan().rooms:
        st.board.open_doors.remove(did)  # nothing to lay: the door stays as it was
        game.map_changed()
        return
    amap = game.map()
    tiles = game.content.tiles
    rooms = [p for p in st.board.placed if not tiles[p[1]].connector]
    pieces = growth.fit(amap, tiles, did, game.plan().rooms[card], f"room{len(rooms) + 2}")
    if pieces is None:
        st.board.open_doors.remove(did)
        st.board.caps.append(did)
        back = growth.reopen(amap, tiles, st.board.caps, did, game.plan().rooms[card])
        if back is not None:
            st.board.caps.remove(back)
        st.exploration.append(card)
        game.map_changed()
        game.emit(f"{tiles[game.plan().rooms[card]].name} does not fit: {did} is end-capped"
                  + (f" and {back} becomes a door" if back else "") + f"; {card} goes back on top of the deck",
                  kind="endcap", rule="VS-EXPL-05", reveals=True,
                  data={"door": did, "reopened": back, "card": card})
        return
    st.board.placed += [p.as_data() for p in pieces]
    game.map_changed()
    amap = game.map()
    for p in pieces[:-1]:  # the connectors show at once, their doorways open
        st.board.revealed.append(p.room)
    if len(pieces) > 1:
        ways = {p.room for p in pieces[:-1]}
        st.board.open_doors += [d for d, door in amap.doors.items()
                                if ways & set(door.rooms) and d not in st.board.open_doors]
        game.emit(f"{plural(len(pieces) - 1, 'connector piece')} {'joins' if len(pieces) == 2 else 'join'} {did} to the new room", kind="connector",
                  rule="VS-EXPL-04", reveals=True, data={"door": did, "connectors": len(pieces) - 1})
    game.map_changed()
    reveal(game, pieces[-1].room)


def reveal(game: Vessels, room: str) -> None:
    """The room joins the board in the layout the Enhancement Die picks (VS-EXPL-03); then its
    spawn slots bring enemies (VS-SPAWN-01)."""
    st = game.state
    if board.fits_any_roll(game.map(), game.content.tiles, room):
        st.board.layouts[room] = str(roll_one(game, "enhancement"))
    st.board.revealed.append(room)
    game.map_changed()
    name = game.content.tiles[game.map().rooms[room].tile].name
    game.emit(f"{name} is revealed (layout {st.board.layouts.get(room, '-')})", kind="reveal", rule="VS-EXPL-03",
              reveals=True, data={"room": room, "layout": st.board.layouts.get(room)})
    triggers = quests.reveal_triggers(game, room)
    claimed = {str(args[-1]) for t in triggers for verb, args in t.effects
               if verb in ("spawn", "spawn_random") and args and args[-1] in SPAWN_COLOURS}
    spawn_room(game, room, claimed)
    loot.place_room(game, room)
    found.place_room(game, room)
    for t in triggers:
        game.emit(f"{t.id} is set off", kind="quest", data={"trigger": t.id})
        quests.run(game, t.effects, room, t.id)

"""Winning and losing an adventure, and giving it up."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....core.grid import distance
from ....core.questions import Option

if TYPE_CHECKING:
    from ..engine import Vessels

GIVE_UP_DISTANCE = 3  # VS-GIVEUP-01


def check(game: Vessels) -> None:
    """The adventure's win condition (VS-WIN-01).  'clear': every room revealed and no enemy left."""
    st = game.state
    if st.over:
        return
    if game.plan().win == "clear" and set(st.board.revealed) >= set(game.map().rooms) and not st.groups:
        st.won = True
        game.emit("every room is open and no enemy stands: the adventure is won", kind="won", rule="VS-WIN-01",
                  data={"won": True})


def why_not_abandon(game: Vessels) -> str:
    st = game.state
    for h in st.heroes.values():
        for e in st.enemies.values():
            if distance(h.pos, e.where) <= GIVE_UP_DISTANCE:
                return f"{h.seat} is within {GIVE_UP_DISTANCE} squares of {e.id}"
    return ""


def abandon_option(game: Vessels) -> Option:
    why = why_not_abandon(game)
    return Option("abandon", "give up the adventure (it counts as failed)", {"verb": "abandon"},
                  enabled=not why, reason=f"the party cannot give up while {why}" if why else "")


def abandon(game: Vessels, seat: str) -> None:
    game.state.gave_up = True
    game.emit(f"{seat} gives up the adventure for the party: it is failed", kind="lost", seat=seat,
              rule="VS-GIVEUP-02", data={"gave_up": True})

"""Step 2: the event roll, d10 plus the threat, looked up in the adventure's event table."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .spawning import draw_enemy, spawn

if TYPE_CHECKING:
    from ..engine import Vessels


def event_step(game: Vessels) -> None:
    """From the second round on (VS-EVENT-01/02); a total above the table uses its top entry (A31)."""
    st = game.state
    if st.round <= 1:
        return
    d10 = game.rng.randint(1, 10)
    total = d10 + st.threat
    table = game.plan().events
    entry = table[0]
    for e in table:
        if e.at <= total:
            entry = e
    game.emit(f"event roll {d10} + threat {st.threat} = {total}: {entry.kind}", kind="event", rule="VS-EVENT-02",
              reveals=True, data={"d10": d10, "threat": st.threat, "total": total, "event": entry.kind})
    if entry.kind == "threat":
        st.threat += entry.amount  # VS-EVENT-03
    elif entry.kind == "spawn":
        rooms = [r for r in reversed(st.board.revealed) if any(game.map().spawns(r).values())]
        if rooms:
            slots = game.map().spawns(rooms[0])
            spawn(game, draw_enemy(game), slots.get("red") or slots["blue"])

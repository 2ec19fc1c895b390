"""Step 2: the event roll, d10 plus the threat, looked up in the adventure's event table."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .quests import run

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
    game.emit(f"event roll {d10} + threat {st.threat} = {total}: {entry.name}", kind="event", rule="VS-EVENT-02",
              reveals=True, data={"d10": d10, "threat": st.threat, "total": total, "event": entry.name})
    run(game, entry.effects, source=entry.name)

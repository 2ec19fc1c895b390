"""Dice tray: the faces of the latest roll(s) from the log."""

from __future__ import annotations

from typing import Any

from .glyphs import glyph
from .redraw import QuietStatic


class DicePane(QuietStatic):
    DEFAULT_CSS = "DicePane { height: auto; padding: 0 1; }"

    def show_events(self, events: list[dict[str, Any]], total: int | None = None) -> None:
        """Show the latest rolls among `events` (the last ones the seat may read); `total` counts
        every event of the game so far, so a tray can tell a new roll from one already shown."""
        rolls = [e for e in events if e.get("kind") == "roll"][-3:]
        if not rolls:
            self.update(f"{glyph('die')} no dice rolled yet")
            return
        self.update("\n".join(f"{glyph('die')} {e['text']}" for e in rolls))

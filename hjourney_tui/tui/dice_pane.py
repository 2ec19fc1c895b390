"""Dice tray: the faces of the latest roll(s) from the log."""

from __future__ import annotations

from typing import Any

from textual.widgets import Static

from .glyphs import glyph


class DicePane(Static):
    DEFAULT_CSS = "DicePane { height: auto; padding: 0 1; }"

    def show_events(self, events: list[dict[str, Any]]) -> None:
        rolls = [e for e in events if e.get("kind") == "roll"][-3:]
        if not rolls:
            self.update(f"{glyph('die')} no dice rolled yet")
            return
        self.update("\n".join(f"{glyph('die')} {e['text']}" for e in rolls))

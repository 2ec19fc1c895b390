"""What the marks on the map mean, at the foot of the board."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.widgets import Static

from .common import mark

ENTRIES = (("foe", "your enemy"), ("other", "other encounter"), ("gloom", "gloom"), ("obstacle", "obstacle"),
           ("plot", "plot"), ("ancient", "Ancient"), ("goal", "your saga's place"))
TERRAINS = ("mountain", "forest", "plains", "badlands", "city")
SHORTCUTS = ("moon", "star", "tower", "well")


class LegendPane(Static):
    DEFAULT_CSS = "LegendPane { height: auto; color: $text-muted; }"

    def update_view(self, view: dict[str, Any]) -> None:
        t = Text()
        t.append("Key ", "bold")
        for name, meaning in ENTRIES:
            t.append(f"{mark(name)} {meaning}  ")
        t.append("  ".join(f"{mark(n)} {n}" for n in TERRAINS) + "  ")
        t.append(" ".join(mark(n) for n in SHORTCUTS) + " shortcuts (same mark, one step)  ")
        t.append("b2", "bold black on #5fd75f")
        t.append(" you may move there: click it twice, or choose it with the arrows (or hjkl) and press m; "
                 "Enter shows the chosen place in full")
        self.update(t)

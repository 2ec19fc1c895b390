"""What the marks on the map mean, and how to move: the panel's Key page."""

from __future__ import annotations

from typing import Any

from rich.text import Text

from hjourney_tui.tui.redraw import QuietStatic

from .common import mark

ENTRIES = (("foe", "your enemy"), ("other", "other card"), ("gloom", "gloom"), ("obstacle", "obstacle"),
           ("plot", "plot"), ("ancient", "Ancient"), ("goal", "your saga's place"))
TERRAINS = ("mountain", "forest", "plains", "badlands", "city")
SHORTCUTS = ("moon", "star", "tower", "well")


class LegendPane(QuietStatic):
    DEFAULT_CSS = "LegendPane { height: auto; }"

    def on_mount(self) -> None:
        self.update(self.key())

    def update_view(self, view: dict[str, Any]) -> None:
        self.update(self.key())  # read when shown, so the ASCII switch is honoured

    @staticmethod
    def key() -> Text:
        t = Text()
        t.append("  ".join(f"{mark(name)} {meaning}" for name, meaning in ENTRIES[:-1]) + "\n")
        t.append(f"{mark('goal')} your saga's place  A B heroes (the one on view reversed)  "
                 f"{mark('foe')}2 a count\n")
        t.append("  ".join(f"{mark(n)} {n}" for n in TERRAINS))
        t.append("  " + "".join(mark(n) for n in SHORTCUTS) + " shortcuts\n")
        t.append("b2", "bold black on #5fd75f")
        t.append(" a legal move: m, or click it twice   Enter: every card there")
        return t

"""The Ancients in full (their Fight, HP, plots and abilities) and the discard piles."""

from __future__ import annotations

from typing import Any

from rich.text import Text

from hjourney_tui.tui.redraw import QuietStatic

from .common import state_of
from .trackers_pane import ancient_line


class AncientsPane(QuietStatic):
    DEFAULT_CSS = "AncientsPane { height: auto; }"

    def update_view(self, view: dict[str, Any]) -> None:
        t = Text()
        ancients = state_of(view).get("ancients") or []
        for i, a in enumerate(ancients):
            if i:
                t.append("\n")
            t.append_text(ancient_line(a))
            if a.get("abilities") and not a.get("defeated"):
                t.append(f": {a['abilities']}", "italic #bcbcbc")
        if not ancients:
            t.append("No Ancient in this game.")
        self.update(t)

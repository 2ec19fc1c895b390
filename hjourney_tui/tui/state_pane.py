"""Generic board pane: the seat's view of the game state as a readable outline."""

from __future__ import annotations

from typing import Any

from .redraw import QuietStatic
from .render import render_data


class StatePane(QuietStatic):
    DEFAULT_CSS = "StatePane { height: auto; padding: 0 1; }"

    def update_view(self, view: dict[str, Any]) -> None:
        lines = render_data(view.get("state", {}))
        self.update("\n".join(lines) or "(nothing to show)")

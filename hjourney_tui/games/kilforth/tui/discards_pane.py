"""The discard piles: which cards each encounter and reward deck has lost so far."""

from __future__ import annotations

from typing import Any

from rich.text import Text

from hjourney_tui.tui.redraw import QuietStatic

from .common import MUTED, state_of


class DiscardsPane(QuietStatic):
    DEFAULT_CSS = "DiscardsPane { height: auto; }"

    def update_view(self, view: dict[str, Any]) -> None:
        disc = state_of(view).get("discards") or {}
        t = Text()
        t.append("Discards", "bold")
        piles = [(k, v) for kind in ("encounters", "rewards") for k, v in (disc.get(kind) or {}).items() if v]
        if not piles:
            t.append(" none yet", MUTED)
        for i, (deck, cards) in enumerate(piles):
            t.append("; " if i else " ")
            t.append(f"{deck} ({len(cards)}): ", "bold")
            t.append(", ".join(cards))
        self.update(t)

"""The discard piles: how many cards each encounter and reward deck has lost so far."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.widgets import Static

from .common import state_of


class DiscardsPane(Static):
    DEFAULT_CSS = "DiscardsPane { height: auto; color: $text-muted; }"

    def update_view(self, view: dict[str, Any]) -> None:
        disc = state_of(view).get("discards") or {}
        piles = [f"{k} {len(v)}" for kind in ("encounters", "rewards") for k, v in (disc.get(kind) or {}).items() if v]
        t = Text()
        t.append("Discards ", "bold")
        t.append(", ".join(piles) or "none yet")
        self.update(t)

"""Hotseat hand-off: covers everything until the next player is at the keyboard."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Middle
from textual.screen import ModalScreen
from textual.widgets import Static


class HandoffScreen(ModalScreen[None]):
    DEFAULT_CSS = """
    HandoffScreen { align: center middle; background: $background; }
    HandoffScreen Static { width: auto; padding: 1 4; border: heavy $accent; text-align: center; }
    """
    BINDINGS = [Binding("enter", "dismiss_handoff", "Continue", show=True)]

    def __init__(self, player: str, alone: str | None = None) -> None:
        super().__init__()
        self.player = player
        self.alone = alone  # the seat that must now decide with no advice, if any

    def compose(self) -> ComposeResult:
        warning = (f"\n\n{self.alone} decides alone now: nobody may see\n"
                   "the screen or give advice until it is over.") if self.alone else ""
        with Middle(), Center():
            yield Static(f"Pass to {self.player}, then press Enter.\n\n"
                         f"Everyone else: look away from the screen.{warning}", id="handoff-text")

    def action_dismiss_handoff(self) -> None:
        self.dismiss(None)

"""Every key of the screen that opened it."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static


class HelpScreen(ModalScreen[None]):
    DEFAULT_CSS = """
    HelpScreen { align: center middle; }
    HelpScreen VerticalScroll { width: 76; height: 20; border: heavy $accent; padding: 0 1; background: $panel; }
    """
    BINDINGS = [Binding("escape,question_mark,q", "close", "Close")]

    def __init__(self, lines: list[str]) -> None:
        super().__init__()
        self.lines = lines

    def compose(self) -> ComposeResult:
        with VerticalScroll():
            yield Static("\n".join(["Keys", "", *self.lines, "", "Press Esc or ? to close."]), id="help-text")

    def action_close(self) -> None:
        self.dismiss(None)


def key_lines(bindings: list[Binding], extra: list[tuple[str, str]] = ()) -> list[str]:
    rows = [(b.key.replace("question_mark", "?").replace("ctrl+", "Ctrl+"), b.description)
            for b in bindings if b.description]
    rows += list(extra)
    return [f"  {k:<14} {d}" for k, d in rows]

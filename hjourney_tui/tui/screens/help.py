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
    HelpScreen VerticalScroll { width: 76; max-width: 100%; height: auto; max-height: 100%;
                                border: heavy $accent; padding: 0 1; background: $panel; }
    """
    BINDINGS = [Binding("escape,question_mark,q,f1", "close", "Close")]

    def __init__(self, lines: list[str]) -> None:
        super().__init__()
        self.lines = lines

    def compose(self) -> ComposeResult:
        with VerticalScroll():
            yield Static("\n".join(["Keys", "", *self.lines, "", "Press Esc or ? to close."]), id="help-text")

    def action_close(self) -> None:
        self.dismiss(None)


NAMES = {"question_mark": "?", "escape": "Esc", "enter": "Enter", "delete": "Del"}


def key_name(key: str) -> str:
    """'ctrl+z' -> 'Ctrl+Z', 'f1' -> 'F1', 'question_mark' -> '?'."""
    if key in NAMES:
        return NAMES[key]
    if key.startswith("ctrl+"):
        return "Ctrl+" + key[5:].upper()
    if len(key) > 1 and key[0] == "f" and key[1:].isdigit():
        return key.upper()
    return key


def key_lines(bindings: list[Binding], extra: list[tuple[str, str]] = ()) -> list[str]:
    rows = [(", ".join(key_name(k.strip()) for k in b.key.split(",")), b.description)
            for b in bindings if b.description]
    rows += list(extra)
    return [f"  {k:<14} {d}" for k, d in rows]

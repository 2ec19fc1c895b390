"""The whole log of a game as the seat on view may read it, to scroll through and search."""

from __future__ import annotations

import textwrap

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import ModalScreen
from textual.widgets import Input, Log, Static


class LogScreen(ModalScreen[None]):
    DEFAULT_CSS = """
    LogScreen { align: center middle; }
    LogScreen #frame { width: 96%; height: 92%; border: heavy $accent; background: $panel; }
    LogScreen #find { dock: top; }
    LogScreen #count { dock: bottom; height: 1; padding: 0 1; color: $text-muted; }
    LogScreen Log { height: 1fr; }
    """
    BINDINGS = [Binding("escape", "close", "Close"), Binding("ctrl+f", "find", "Search")]

    def __init__(self, lines: list[str], reader: str | None) -> None:
        super().__init__()
        self.all_lines = lines
        self.reader = reader

    def compose(self) -> ComposeResult:
        from textual.containers import Vertical

        with Vertical(id="frame"):
            yield Input(placeholder="search the log (words to find; Esc closes)", id="find")
            yield Log(id="lines", auto_scroll=True)
            yield Static("", id="count")

    def on_mount(self) -> None:
        frame = self.query_one("#frame")
        frame.border_title = f"Whole log, as {self.reader or 'the table'} reads it"
        frame.border_subtitle = "Up/Down/PgUp/PgDn scroll, Ctrl+F search, Esc close"
        self.show("")
        self.query_one("#lines", Log).focus()

    def on_resize(self) -> None:
        self.show(self.query_one("#find", Input).value)

    @on(Input.Changed, "#find")
    def find_changed(self, event: Input.Changed) -> None:
        self.show(event.value)

    @on(Input.Submitted, "#find")
    def find_submitted(self) -> None:
        self.query_one("#lines", Log).focus()

    def matching(self, query: str) -> list[str]:
        words = query.lower().split()
        return [line for line in self.all_lines if all(w in line.lower() for w in words)]

    def show(self, query: str) -> None:
        log = self.query_one("#lines", Log)
        width = max(20, (log.size.width or self.app.size.width - 8) - 2)
        found = self.matching(query)
        log.clear()
        log.write_lines([part for line in found
                         for part in textwrap.wrap(line, width, subsequent_indent="    ", break_on_hyphens=False) or [""]])
        log.scroll_end(animate=False)
        total = len(self.all_lines)
        self.query_one("#count", Static).update(
            f"{len(found)} of {total} lines match '{query}'" if query.strip() else f"{total} lines")

    def action_find(self) -> None:
        self.query_one("#find", Input).focus()

    def action_close(self) -> None:
        self.dismiss(None)

"""The event log as the seat on view may read it, newest at the bottom."""

from __future__ import annotations

from textual.widgets import RichLog


class LogPane(RichLog):
    DEFAULT_CSS = "LogPane { height: 1fr; }"

    def show_lines(self, lines: list[str]) -> None:
        self.clear()
        for line in lines[-200:]:
            self.write(line)

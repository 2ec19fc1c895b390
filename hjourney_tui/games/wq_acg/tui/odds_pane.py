"""The active hero's exact odds for each ready action, next to the commands that take it."""

from __future__ import annotations

from rich.text import Text

from .base import ViewPane
from .style import KIND_STYLE, flow


class OddsPane(ViewPane):
    DEFAULT_CSS = "OddsPane { background: $secondary 12%; }"

    def draw(self, width: int) -> Text:
        odds = self.state.get("odds") or []
        self.display = bool(odds)
        if not odds:
            return Text("")
        legal = [c["command"] for c in self.view.get("legal", []) if c["enabled"]]
        lines = [Text("Odds if all success tokens are spent", "bold")]
        for entry in odds:
            kind, _, rest = entry.partition(": ")
            cmds = [c for c in legal if c.split()[0] == kind] or [kind]
            style = f"bold {KIND_STYLE.get(kind, '')}"
            figures = [Text(p.strip()) for p in rest.replace("; ", ", ").split(", ")]
            head = Text(" / ".join(cmds), style) + Text(": ") + figures[0]
            lines.append(flow([head, *figures[1:]], width, sep=", ", indent="    "))
        return Text("\n").join(lines)

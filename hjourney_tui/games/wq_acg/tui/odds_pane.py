"""The active hero's exact odds for each ready action, next to the commands that take it."""

from __future__ import annotations

from typing import Any

from rich.text import Text

from .base import ViewPane
from .style import KIND_STYLE, flow


def percent(p: float) -> str:
    return f"{round(100 * p)}%"


class OddsPane(ViewPane):
    """Shown only while a hero chooses an action (a class, so the screen's own hiding still works)."""

    DEFAULT_CSS = """
    OddsPane { background: $secondary 12%; }
    OddsPane.-idle { display: none; }
    """

    def draw(self, width: int) -> Text:
        odds = self.state.get("odds") or []
        if not odds:
            return Text("")
        legal = [c for c in self.view.get("legal", []) if c["enabled"]]
        lines = [flow([Text("Odds (successes expected, if all success tokens are spent)", "bold")], width)]
        for entry in odds:
            kind = entry["kind"]
            cmds = [c["command"] for c in legal if c.get("verb") == kind] or [kind]
            style = f"bold {KIND_STYLE.get(kind, '')}"
            figures = [Text(f"{entry['expected']:.1f} successes")]
            if entry.get("finish") is not None:
                figures.append(Text(f"{percent(entry['finish'])} to finish the location"))
            names = [d["name"] for d in entry.get("defeat", [])]
            for d in entry.get("defeat", []):
                who = d["name"] + (f" ({d['enemy']})" if names.count(d["name"]) > 1 else "")
                figures.append(Text(f"{percent(d['chance'])} to defeat {who}"))
            figures.append(Text(f"~{entry['wounds']:.1f} wounds taken"))
            head = Text.assemble((" / ".join(cmds), style), ": ", figures[0])
            lines.append(flow([head, *figures[1:]], width, sep=", ", indent="    "))
        return Text("\n").join(lines)

    def update_view(self, view: dict[str, Any]) -> None:
        self.set_class(not view.get("state", {}).get("odds"), "-idle")
        super().update_view(view)

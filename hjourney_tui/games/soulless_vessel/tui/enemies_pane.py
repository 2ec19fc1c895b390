"""The enemy groups on the table: each group's card (defence, speed, range, wounds to fall), its
models with their wounds and squares, and the AI card it holds this round with its threat."""

from __future__ import annotations

from rich.text import Text

from .cards import group_lines
from .common import MUTED, ViewPane, mark


class EnemiesPane(ViewPane):
    def draw(self, width: int) -> Text:
        groups = self.state.get("groups") or {}
        head = Text(f"Threat {self.state.get('threat', 0)}", "bold #ff8787")
        head.append(f" {mark('sep')} event roll d10 + threat (the last one: dice tray)", MUTED)
        if not groups:
            return head + Text("\nNo enemies on the table.", MUTED)
        lines = [head]
        for gid in groups:
            lines.extend(group_lines(self.view, gid, width))
        return Text("\n").join(lines)

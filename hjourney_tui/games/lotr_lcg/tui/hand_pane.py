"""The viewing seat's own hand: cost, sphere, name and kind of each card (its text when there is room).
Other players' hands are only counted, on the players pane."""

from __future__ import annotations

from typing import Any

from rich.text import Text

from .base import ViewPane
from .players_pane import row
from .style import MUTED, SPHERE_STYLE, stats

WIDE = 60  # from this width the hand is laid out in two columns (each card's text is on the i screen)


class HandPane(ViewPane):
    def draw(self, width: int) -> Text:
        seat = self.view.get("seat")
        me = (self.state.get("players") or {}).get(seat) if seat else None
        hand = me.get("hand") if me else None
        if not isinstance(hand, list):
            return Text("")
        lines = [Text.assemble((f"{seat}'s hand", "bold"), (f"  {len(hand)} card{'s' if len(hand) != 1 else ''}", MUTED))]
        columns = 2 if width >= WIDE else 1
        cell = (width - (columns - 1) * 2) // columns
        cells = [self.card(c, cell) for c in hand]
        for i in range(0, len(cells), columns):
            lines.append(Text("  ").join(cells[i:i + columns]))
        return Text("\n").join(lines)

    @staticmethod
    def card(c: dict[str, Any], width: int) -> Text:
        """Cost, name, and kind (an ally's stats instead) in `width` cells."""
        sphere = c.get("sphere", "neutral")
        left = Text.assemble((f"{c.get('cost', 0)}", "bold reverse"), " ",
                             (c.get("name", "?"), f"bold {SPHERE_STYLE.get(sphere, '')}"))
        right = stats(c, ("willpower", "attack", "defence")) if c.get("kind") == "ally" \
            else Text(c.get("kind", ""), MUTED)
        return row(left, right, width)

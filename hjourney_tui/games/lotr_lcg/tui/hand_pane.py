"""The viewing seat's own hand: for each card the key that plays it now (as on the Commands list), its
cost, and its name in its sphere's colour, with an ally's stats or the card's kind.  Other players' hands
are only counted, on the players pane."""

from __future__ import annotations

from typing import Any

from rich.text import Text

from .base import ViewPane
from .players_pane import row
from .style import CYAN, MUTED, SPHERE_STYLE, YELLOW, g, stats

WIDE = 60  # from this width the hand is laid out in two columns (each card's text is on the i screen)


class HandPane(ViewPane):
    def draw(self, width: int) -> Text:
        seat = self.view.get("seat")
        me = (self.state.get("players") or {}).get(seat) if seat else None
        hand = me.get("hand") if me else None
        if not isinstance(hand, list):
            return Text("")
        lines = [Text.assemble((f"{seat}'s hand", "bold"), (f"  {len(hand)} card{'s' if len(hand) != 1 else ''}", MUTED),
                               (f"  (key to play, {g('resource')} cost)" if hand else "", MUTED))]
        columns = 2 if width >= WIDE else 1
        cell = (width - (columns - 1) * 2) // columns
        keys = self.play_keys()
        cells = [self.card(c, cell, keys.get(str(c.get("uid")), " ")) for c in hand]
        for i in range(0, len(cells), columns):
            lines.append(Text("  ").join(cells[i:i + columns]))
        return Text("\n").join(lines)

    def play_keys(self) -> dict[str, str]:
        """The key of each hand card's command on offer now (played, or an event played in answer)."""
        chart = getattr(getattr(self, "screen", None), "chart", None)
        given = chart.keys if chart is not None else {}
        out: dict[str, str] = {}
        for c in self.view.get("legal", []):
            data = c.get("data") or {}
            uid = data.get("uid") if c.get("verb") == "play" else data.get("source")
            if c.get("enabled") and uid and c["command"] in given:
                out.setdefault(str(uid), given[c["command"]])
        return out

    @staticmethod
    def card(c: dict[str, Any], width: int, key: str = " ") -> Text:
        """The key that plays it, cost, name, and kind (an ally's stats instead) in `width` cells."""
        sphere = c.get("sphere", "neutral")
        cost = "X" if c.get("cost_x") else str(c.get("cost", 0))
        left = Text.assemble((key, f"bold {CYAN}"), " ", (f"{g('resource')}{cost}", YELLOW), " ",
                             (c.get("name", "?"), f"bold {SPHERE_STYLE.get(sphere, '')}"))
        right = stats(c, ("willpower", "attack", "defence")) if c.get("kind") == "ally" \
            else Text(c.get("kind", ""), MUTED)
        return row(left, right, width)

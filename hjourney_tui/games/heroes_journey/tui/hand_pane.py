"""The viewing seat's own hand: each card's cost, title and kind, Campaign cards apart from
Adversary ones.  The view holds a hand as cards only for its owner, and the game screen hands the
keyboard over (covering the table) before another player's view is drawn."""

from __future__ import annotations

from rich.text import Text

from .common import GREEN, MUTED, RED, WIDE, ViewPane, flow


class HandPane(ViewPane):
    def draw(self, width: int) -> Text:
        seat = self.view.get("seat")
        hand = ((self.state.get("players") or {}).get(seat or "") or {}).get("hand")
        if not isinstance(hand, list):
            return Text("")
        lines = [Text.assemble((f"{seat}'s hand", "bold underline"), (f"  {len(hand)} cards, only you see them", MUTED))]
        if not hand:
            lines.append(Text("  empty", MUTED))
        campaign = (self.state.get("turn") or {}).get("campaign")
        # this turn's side first and in colour: the Campaign player plays Campaign cards, the others Adversary ones
        mine = "campaign" if campaign in ("", None, seat) else "adversary"
        sides = [("campaign", "Campaign", GREEN), ("adversary", "Adversary", RED)]
        for side, label, style in sorted(sides, key=lambda x: x[0] != mine):
            cards = [c for c in hand if c.get("side") == side]
            if not cards:
                continue
            style = style if side == mine or not campaign else MUTED
            parts = [Text.assemble((f"{c.get('cost', 0)} ", "bold"), c["title"],
                                   (f" {c['type']}" if width >= WIDE else "", MUTED)) for c in cards]
            head = f"{label}: " if width >= WIDE else f"{label[:3]}: "
            lines.append(Text(head, f"bold {style}") + flow(parts, width - len(head), indent=" " * len(head)))
        return Text("\n").join(lines)

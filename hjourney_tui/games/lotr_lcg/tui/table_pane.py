"""The encounter side of the table: the quest stage and its progress, the active location, the
staging area with its total threat, the encounter deck and discard pile, the victory display."""

from __future__ import annotations

from typing import Any

from rich.text import Text

from .base import ViewPane
from .players_pane import NARROW, row
from .style import CYAN, MUTED, RED, YELLOW, fit, g, health, printed, stats, track

WIDE = 60  # from this width a staging card's stats sit on its own line


def encounter_card(c: dict[str, Any], width: int) -> Text:
    """One card of the staging area (or being revealed) in a line."""
    if c.get("face_down"):
        return Text(f"{g('facedown')} face-down card", MUTED)
    kind = c.get("kind", "")
    style = f"bold {RED}" if kind == "enemy" else f"bold {CYAN}" if kind == "location" else f"bold {YELLOW}"
    if kind == "enemy":
        tail = stats(c, ("threat", "engagement", "attack", "defence")) + Text(" ") + health(c)
    elif kind == "location":
        tail = stats(c, ("threat",)) + Text(f" {c.get('progress', 0)}/{c.get('quest_points', 0)}QP", MUTED)
    else:
        tail = Text(kind, MUTED)
    marks = [m for m in ("guard" if c.get("guarding") else "", "guarded" if c.get("guarded_by") else "",
                         f"{c['stacked']} beneath" if c.get("stacked") else "") if m]
    mark = f" ({', '.join(marks)})" if marks else ""  # Guarded and Underworld, which the stats do not show
    name = fit(c.get("name", "?"), max(6, width - tail.cell_len - len(mark) - 3))
    line = Text.assemble(" ", (name, style), (mark, MUTED))
    line.append(" " * max(1, width - line.cell_len - tail.cell_len))
    return line + tail


class TablePane(ViewPane):
    def draw(self, width: int) -> Text:
        st = self.state
        if not st:
            return Text("")
        lines = [self.quest_line(st, width), self.location_line(st, width)]
        if st.get("campaign"):
            lines.insert(0, self.campaign_line(st["campaign"], width))
        staging = st.get("staging") or []
        head = Text.assemble(("Staging area" if width >= NARROW else "Staging", "bold"), "  threat ",
                             (str(st.get("staging_threat", 0)), f"bold {RED}"))
        piles = self.piles(st, width)
        if not staging and head.cell_len + len("  empty") + piles.cell_len < width:  # said only where it fits whole
            head.append("  empty", MUTED)
        lines.append(row(head, piles, width))
        lines += [encounter_card(c, width) for c in staging]
        if st.get("revealing"):
            lines.append(Text("Being revealed", "bold"))
            lines += [encounter_card(c, width) for c in st["revealing"]]
        return Text("\n").join(lines)

    @staticmethod
    def quest_line(st: dict[str, Any], width: int) -> Text:
        q = st.get("quest")
        if not q:
            return Text("Quest: none", MUTED)
        bar = track(q.get("progress", 0), q.get("quest_points", 0), 8 if width < WIDE else 12)
        tail = Text.assemble(" ", bar, f" {q.get('progress', 0)}/{q.get('quest_points', 0)}")
        head = Text.assemble(("Quest ", "bold"), (f"{q.get('stage', '?')} ", MUTED))
        name = fit(q.get("name", "?"), max(6, width - head.cell_len - tail.cell_len - 1))
        line = head + Text(name, f"bold {YELLOW}")
        line.append(" " * max(1, width - line.cell_len - tail.cell_len))
        return line + tail

    @staticmethod
    def campaign_line(camp: dict[str, Any], width: int) -> Text:
        """Which scenario of the campaign this is, and what the log brings to it."""
        head = Text.assemble(("Campaign ", "bold"), f"{camp.get('scenario', '?')}/{camp.get('of', '?')}")
        boons, burdens, fallen = (len(camp.get(k) or []) for k in ("boons", "burdens", "fallen"))
        if width >= WIDE:
            parts = [("threat penalty ", f"+{camp.get('penalty', 0)}"), ("boons ", str(boons)),
                     ("burdens ", str(burdens))] + ([("fallen ", str(fallen))] if fallen else [])
        else:  # the number first, the word short
            parts = [(f"+{camp.get('penalty', 0)}", " threat"), (f"{boons}", " boon" + "s" * (boons != 1)),
                     (f"{burdens}", " burden" + "s" * (burdens != 1))] + ([(f"{fallen}", " fallen")] if fallen else [])
        gap = "  " if width >= WIDE else " "
        tail = Text()
        for label, value in parts:
            part = Text.assemble((gap + label, MUTED), value) if width >= WIDE else \
                Text.assemble(gap + label, (value, MUTED))
            if head.cell_len + tail.cell_len + part.cell_len > width:
                break  # the fallen go first: they are on no card in play
            tail.append_text(part)
        return row(head, tail, width)

    @staticmethod
    def location_line(st: dict[str, Any], width: int) -> Text:
        loc = st.get("active")
        if not loc or loc.get("face_down"):
            return Text.assemble(("Active location ", "bold"), ("none", MUTED))
        qp = loc.get("quest_points", 0)
        tail = Text.assemble(stats(loc, ("threat",)), " ", track(loc.get("progress", 0), qp, 6),
                             f" {loc.get('progress', 0)}/{qp}")
        head = Text("Location ", "bold")
        line = head + Text(fit(loc.get("name", "?"), max(6, width - head.cell_len - tail.cell_len - 1)), f"bold {CYAN}")
        line.append(" " * max(1, width - line.cell_len - tail.cell_len))
        return line + tail

    def piles(self, st: dict[str, Any], width: int) -> Text:
        """The encounter deck and discard pile, and the victory display's points (its cards are on
        the card screen)."""
        points = sum(int(printed(self.view, c).get("victory", 0)) for c in st.get("victory") or [])
        out = Text.assemble(("deck ", MUTED), str(st.get("encounter_deck", 0)),
                            ("  discard ", MUTED), str(len(st.get("encounter_discard") or [])))
        if width >= NARROW or points:
            out.append_text(Text.assemble(("  VP ", MUTED), str(points)))
        return out

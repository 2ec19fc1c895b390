"""Every player in turn order: marker, role this turn, site, burdens, and the sizes of hand, book,
scrap pile and dead pile (what an opponent may know of another's cards)."""

from __future__ import annotations

from typing import Any

from rich.text import Text

from .common import CYAN, GREEN, MUTED, RED, WIDE, YELLOW, ViewPane, g, tags, walking_seat


def count(value: Any) -> int:
    """A zone given as a list (the owner's) or as a size (anyone else's)."""
    return len(value) if isinstance(value, list) else int(value or 0)


class PlayersPane(ViewPane):
    def draw(self, width: int) -> Text:
        st = self.state
        players = st.get("players") or {}
        marks = tags(self.view)
        walker = walking_seat(self.view)
        campaign = (st.get("turn") or {}).get("campaign")
        initiative = set(st.get("initiative") or [])
        wide = width >= WIDE
        name_room = max(len(s) for s in players) if players else 3
        lines = []
        for seat in st.get("order") or players:
            p = players[seat]
            t = Text()
            t.append(marks.get(seat, "?"), "bold reverse" if seat == walker else f"bold {CYAN}")
            t.append(" ")
            t.append(seat.ljust(name_room), "bold" if seat == self.view.get("seat") else "")
            if p.get("out"):
                t.append("  out of the game", f"bold {RED}")
                lines.append(t)
                continue
            role = "" if not campaign else ("journey " if seat == campaign else "adversary ")
            if wide:
                t.append(f" {role:<10}", GREEN if role.startswith("journey") else MUTED)
            t.append(" site " if wide else " @", MUTED)
            t.append(str(p.get("site") or "-"), "bold")
            t.append(" burdens " if wide else " B", MUTED)
            t.append(str(p.get("burdens", 0)), f"bold {RED}" if p.get("burdens") else "")
            for word, short, n in (("hand", "H", count(p.get("hand"))), ("book", "bk", count(p.get("book"))),
                                   ("scrap", "sc", len(p.get("scrap") or [])), ("dead", "d", len(p.get("dead") or []))):
                t.append(f" {word} " if wide else f" {short}", MUTED)
                t.append(str(n))
            if seat in initiative:
                t.append(f" {g('init')}", f"bold {YELLOW}")
            lines.append(t)
        return Text("\n").join(lines)

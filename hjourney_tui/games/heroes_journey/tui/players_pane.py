"""Every player in turn order: marker, role this turn, site, burdens, and the sizes of hand, book,
scrap pile and dead pile (what an opponent may know of another's cards)."""

from __future__ import annotations

from typing import Any

from rich.text import Text

from .common import CYAN, GREEN, MUTED, RED, YELLOW, ViewPane, g, tags, walking_seat


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
        name_room = max(len(s) for s in players) if players else 3
        # the longest form every row fits in: labels and role, labels alone, then the short marks
        for wide, role in ((True, True), (True, False), (False, False)):
            lines = [self.row(seat, players[seat], marks, walker, campaign, seat in initiative, name_room, wide, role)
                     for seat in st.get("order") or players]
            if all(t.cell_len <= width for t in lines):
                break
        return Text("\n").join(lines)

    def row(self, seat: str, p: dict[str, Any], marks: dict[str, str], walker: str | None, campaign: str | None,
            initiative: bool, name_room: int, wide: bool, with_role: bool) -> Text:
        t = Text()
        t.append(marks.get(seat, "?"), "bold reverse" if seat == walker else f"bold {CYAN}")
        t.append(" ")
        t.append(seat.ljust(name_room), "bold" if seat == self.view.get("seat") else "")
        if p.get("out"):
            t.append("  out of the game", f"bold {RED}")
            return t
        role = "" if not campaign else ("journey" if seat == campaign else "adversary")
        if with_role:
            t.append(f" {role:<10}", GREEN if role == "journey" else MUTED)
        t.append(" site " if wide else " @", MUTED)
        t.append(str(p.get("site") or "-"), "bold")
        t.append(" burdens " if wide else " B", MUTED)
        t.append(str(p.get("burdens", 0)), f"bold {RED}" if p.get("burdens") else "")
        for word, short, n in (("hand", "H", count(p.get("hand"))), ("book", "bk", count(p.get("book"))),
                               ("scrap", "sc", len(p.get("scrap") or [])), ("dead", "d", len(p.get("dead") or []))):
            t.append(f" {word} " if wide else f" {short}", MUTED)
            t.append(str(n))
        if initiative:
            t.append(f" {g('init')}", f"bold {YELLOW}")
        return t

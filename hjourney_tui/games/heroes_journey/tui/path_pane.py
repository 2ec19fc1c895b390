"""The adventure path: nine sites in a row with each player's marker, the risk pool and initiative.

It also holds the board's keys (it takes the focus when the screen opens): `i` or Enter reads
every card in sight in full, Ctrl+D the viewing seat's deck list, Ctrl+T its atlas, `t` / `T` bring
each part of the board into sight in turn.  Turn, phase, step and priority head the board's frame.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.binding import Binding

from hjourney_tui.tui.sections import step_section

from .common import CYAN, MUTED, WIDE, YELLOW, ViewPane, fit, g, headline, tags, walking_seat
from .party_pane import held_line

SITES = 9


class PathPane(ViewPane, can_focus=True):
    DEFAULT_CSS = """
    PathPane { background: $primary 15%; }
    PathPane:focus { background: $primary 25%; }
    """
    BINDINGS = [
        Binding("i,enter", "cards", "Every card in sight in full", show=False),
        Binding("ctrl+d", "cards('deck')", "Your deck list", show=False),
        Binding("ctrl+t", "cards('atlas')", "Your atlas: the sites still to travel", show=False),
        Binding("H", "hand", "Your hand", show=False),
        Binding("t", "section(1)", "Next part of the board", show=False),
        Binding("T", "section(-1)", "Previous part of the board", show=False),
        Binding("pagedown", "scroll_board(1)", "Scroll the board down", show=False),
        Binding("pageup", "scroll_board(-1)", "Scroll the board up", show=False),
    ]
    SECTIONS = ("PathPane", "PlayersPane", "PartyPane", "SkirmishPane", "HandPane")

    def help_keys(self) -> list[tuple[str, str]]:
        """Read when shown, so the ASCII switch is honoured."""
        return [("i or Enter", "every card in sight in full: its text, its values"),
                ("", "now against the printed ones, what changes them"),
                ("Ctrl+D", "your deck list"),
                ("Ctrl+T", "your atlas: the sites you have still to place"),
                ("H", "bring your hand into sight"),
                ("t / T", "bring the next / previous part of the board into"),
                ("", "sight: path, players, party, minions, your hand"),
                ("PgDn / PgUp", "scroll the board"),
                ("Path", "each site's number, risk (r1) and the side its"),
                ("", f"next site comes from ({g('left')} {g('right')}); under it the"),
                ("", "players' markers, the journeying one in reverse"),
                ("S V R", "strength, vitality (left/printed when wounded),"),
                ("", "resistance (less the owner's burdens)"),
                ("Marks", f"{g('hero')} a Hero, {g('init')} initiative, {g('vs')} a skirmish pair,"),
                ("", f"{g('now')} the skirmish being fought"),
                ("Keywords", "Dur durable, Def defender, Sht shoot, Dmg damage,"),
                ("", "Ind indomitable; others by their first letters"),
                ("Players", "narrow rows: @ site, B burdens, H hand, bk book,"),
                ("", "sc scrap pile, d dead pile")]

    def board_title(self, view: dict[str, Any]) -> str | None:
        if not view.get("state"):
            return None
        board = self.parent.size.width if self.parent is not None else 0  # type: ignore[union-attr]
        return headline(view, short=0 < board < 70)

    def board_subtitle(self, view: dict[str, Any]) -> str | None:
        return "i: cards  t: next part  ?: keys"

    ROOMY = 32  # from this many rows on screen the board's parts get a blank line between them

    def update_view(self, view: dict[str, Any]) -> None:
        super().update_view(view)
        self.space_parts()

    def on_resize(self) -> None:
        self.space_parts()

    def space_parts(self) -> None:
        if self.parent is not None and self.is_mounted:
            self.parent.set_class(self.app.size.height >= self.ROOMY, "-hj-roomy")

    def action_cards(self, start: str = "") -> None:
        from .inspect_screen import InspectScreen

        self.app.push_screen(InspectScreen(self.view, start))

    def action_section(self, step: int) -> None:
        step_section(self, self.SECTIONS, step)

    def action_hand(self) -> None:
        board = self.parent
        hand = [w for w in board.query("HandPane") if w.parent is board] if board is not None else []
        if hand:
            self.section = self.SECTIONS.index("HandPane")
            hand[0].scroll_visible(top=True, animate=False)

    def action_scroll_board(self, step: int) -> None:
        board = self.parent
        if board is not None:
            (board.scroll_page_down if step > 0 else board.scroll_page_up)(animate=False)  # type: ignore[attr-defined]

    # -- drawing ----------------------------------------------------------------------
    def draw(self, width: int) -> Text:
        st = self.state
        path = st.get("path") or {}
        marks = tags(self.view)
        walker = walking_seat(self.view)
        where: dict[int, list[str]] = {}
        for seat, p in (st.get("players") or {}).items():
            if p.get("site") and not p.get("out"):
                where.setdefault(p["site"], []).append(seat)
        # roomy: every site the same width under a label; narrow: a placed site takes what it
        # needs ("3r1<"), one not yet placed two cells, so all nine fit in 44 columns
        cell = min(8, (width - 5) // SITES)
        roomy = cell >= 6
        label = "Path " if roomy else ""
        sites, markers = Text(label, "bold"), Text(" " * len(label))
        for n in range(1, SITES + 1):
            site = path.get(str(n))
            if site is None:
                body = Text(f"{n}{g('empty')}", MUTED)
            else:
                arrow = g("left") if site.get("arrow") == "left" else g("right")
                body = Text.assemble((str(n), "bold"), (f"r{site['risk']}", YELLOW if site["risk"] else ""),
                                     (arrow, MUTED))
            here = Text()
            for seat in where.get(n, []):
                here.append(marks.get(seat, "?"), "bold reverse" if seat == walker else f"bold {CYAN}")
            size = cell if roomy else max(body.cell_len, here.cell_len) + 1
            body.pad_right(size - body.cell_len)
            here.pad_right(size - here.cell_len)
            sites.append_text(body)
            markers.append_text(here)
        lines = [sites, markers]
        lines.append(self.status_line(st, width))
        here_site = self.current_site(st, walker, width)
        if here_site is not None:
            lines.append(here_site)
        for n in range(1, SITES + 1):  # what lies on the sites: culture tokens, stacked cards
            site = path.get(str(n))
            held = held_line(site, width, "", f"site {n} holds") if site else None
            if held is not None:
                lines.append(held)
        return Text("\n").join(lines)

    @staticmethod
    def status_line(st: dict[str, Any], width: int) -> Text:
        t = Text()
        t.append("Risk pool " if width >= WIDE else "Pool ", MUTED)
        t.append(str(st.get("pool", 0)), f"bold {YELLOW}")
        initiative = st.get("initiative") or []
        t.append(f"  {g('init')} initiative: " if width >= WIDE else f"  {g('init')} init ", MUTED)
        t.append(", ".join(initiative) if initiative else "nobody", "bold" if initiative else MUTED)
        return t

    @staticmethod
    def current_site(st: dict[str, Any], walker: str | None, width: int) -> Text | None:
        """The journeying party's site by name, with what matters of it now."""
        p = (st.get("players") or {}).get(walker or "")
        site = (st.get("path") or {}).get(str(p.get("site"))) if p else None
        if site is None:
            return None
        side = "left" if site.get("arrow") == "left" else "right"
        head = f"{walker} at {p['site']}: "
        tail = ""
        if width >= WIDE:  # what fits after the whole name: risk and arrow, then the terrain
            for more in (f"  risk {site['risk']}, next site from the {side}", f", {'/'.join(site.get('terrain') or [])}"):
                if more.strip(", ") and len(head) + len(site["title"]) + len(tail) + len(more) <= width:
                    tail += more
        return Text.assemble((head, MUTED), (fit(site["title"], width - len(head) - len(tail)), "bold"),
                             (tail, MUTED))

"""The quest sheet: the peril track and what its next space does, the location, the campaign.

The round, phase and quest name head the board's frame; the deck sizes sit on its bottom edge.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.binding import Binding

from hjourney_tui.tui.sections import step_section

from .base import ViewPane
from .style import (
    CYAN,
    GREEN,
    MUTED,
    PERIL_GLYPH,
    PERIL_NAME,
    PERIL_STYLE,
    RED,
    YELLOW,
    bar,
    describe_effects,
    flow,
    g,
)

PHASES = {"setup": "setup", "hero": "hero phase", "enemy": "enemy phase", "location": "location phase",
          "peril": "peril phase", "settlement": "settlement", "done": "back in town", "over": "quest over"}

TOWN = {"settlement": "Back in town: each hero takes two different settlement actions.",
        "done": "The party has rested in town and is ready for the next quest."}


def peril_key() -> str:
    """What the peril track's marks mean (read when shown, so the ASCII switch is honoured)."""
    return (f"Peril track: {g('marker')} the marker, {g('plain')} plain, {g('green')} green, {g('blue')} blue and "
            f"{g('red')} red spaces, {g('end')} where the quest is lost")


class QuestPane(ViewPane, can_focus=True):
    """Also holds the board's keys (it takes the focus when the screen opens): `i` or Enter shows
    every card in full, `t` / `T` bring each part of the board into sight in turn."""

    DEFAULT_CSS = """
    QuestPane { background: $primary 15%; }
    QuestPane:focus { background: $primary 25%; }
    """
    BINDINGS = [
        Binding("i,enter", "cards", "Every card in full", show=False),
        Binding("t", "section(1)", "Next part of the board", show=False),
        Binding("T", "section(-1)", "Previous part of the board", show=False),
        Binding("pagedown", "scroll_board(1)", "Scroll the board down", show=False),
        Binding("pageup", "scroll_board(-1)", "Scroll the board up", show=False),
    ]
    HELP = (("i or Enter", "every card on the table in full: gear (also before it is equipped), action cards, "
                           "enemies and their keywords, items, conditions, the quest, and every symbol"),
            ("t / T", "bring the next / previous part of the board into sight: quest, enemies, party, odds"),
            ("PgDn / PgUp", "scroll the board"))
    SECTIONS = ("QuestPane", "EnemiesPane", "HeroesPane", "OddsPane")

    def help_keys(self) -> list[tuple[str, str]]:
        return list(self.HELP)

    def action_cards(self) -> None:
        from .cards_screen import CardsScreen  # the screen draws on every pane's wording

        self.app.push_screen(CardsScreen(self.view))

    def action_section(self, step: int) -> None:
        step_section(self, self.SECTIONS, step)

    def action_scroll_board(self, step: int) -> None:
        board = self.parent
        if board is not None:
            (board.scroll_page_down if step > 0 else board.scroll_page_up)(animate=False)  # type: ignore[attr-defined]

    def on_mount(self) -> None:
        self.tooltip = peril_key() + f"; {g('full')} progress on the location"

    def draw(self, width: int) -> Text:
        st = self.state
        if not st:
            return Text("")
        lines: list[Text] = []
        if st["phase"] in TOWN:
            lines.append(flow([Text(TOWN[st["phase"]], "italic")], width))
        elif st["phase"] != "setup":
            lines.append(self.peril_line(st["peril"], width, over=st["phase"] == "over"))
            loc = self.location_line(st, width)
            if loc.plain:
                lines.append(loc)
            if st.get("gear_discard"):
                lines.append(flow([Text("Gear discards: " + ", ".join(st["gear_discard"]), "grey62")], width))
        else:
            lines.append(flow([Text("Each seat picks a hero; then the first seat names the leader.", "italic")],
                              width))
        if st.get("campaign"):
            lines.append(self.campaign_line(st["campaign"], width))
        outcome = self.view.get("outcome")
        if outcome:
            won = bool(outcome.get("winners"))
            lines.append(flow([Text(outcome.get("summary", ""), f"bold {GREEN}" if won else f"bold {RED}")], width))
        return Text("\n").join(lines)

    # the board's frame carries the headline and the deck sizes, leaving the rows for the table
    def board_title(self, view: dict[str, Any]) -> str | None:
        st = view.get("state") or {}
        if not st:
            return None
        phase = PHASES.get(st["phase"], st["phase"])
        return f"Round {st['round']} {g('dot')} {phase} {g('dot')} {st['quest']}"

    def board_subtitle(self, view: dict[str, Any]) -> str | None:
        st = view.get("state") or {}
        d = st.get("decks")
        if not d or st.get("phase") in ("setup", *TOWN):
            return None
        return f"decks: enemy {d['enemy']} {g('dot')} dungeon {d['dungeon']} {g('dot')} gear {d['gear']}"

    @staticmethod
    def peril_line(peril: dict[str, Any], width: int, over: bool = False) -> Text:
        track, pos = peril["track"], peril["position"]
        cells = Text()
        for i in range(len(track) + 1):
            colour = "." if i == 0 else track[i - 1]
            if i == pos:
                cells.append(g("marker"), f"bold {YELLOW} reverse" if i else f"bold {YELLOW}")
            elif i == len(track) and peril.get("ends_quest"):
                cells.append(g("end"), f"bold {RED}" if i > pos else MUTED)
            else:
                cells.append(g(PERIL_GLYPH[colour]), PERIL_STYLE[colour] if i > pos else MUTED)
        head = Text.assemble(("Peril ", "bold"), cells, f" {pos}/{len(track)}")
        if over:
            return head
        nxt = peril["next"]
        if nxt == "end":
            what = Text("the track is spent", f"bold {RED}")
        else:
            last = pos + 1 == len(track) and peril.get("ends_quest")
            effects = peril.get("effects", {}).get(nxt, [])
            what = Text.assemble(("next: ", "grey62"), (PERIL_NAME.get(nxt, nxt), PERIL_STYLE.get(nxt, "")))
            if nxt != ".":
                what.append(f", {describe_effects(effects)}")
            if last:
                what.append(", then the quest is lost", f"bold {RED}")
        return flow([head, what], width, sep="  ", indent="      ")

    @staticmethod
    def location_line(st: dict[str, Any], width: int) -> Text:
        loc = st.get("location")
        if not loc:
            return Text("")
        done = loc["progress"] >= loc["explore"]
        head = Text.assemble(("At ", "bold"), (loc["name"], f"bold {CYAN}"), " ",
                             bar(loc["progress"], loc["explore"], f"bold {CYAN}"),
                             f" {loc['progress']}/{loc['explore']}", (" explored" if done else "", f"bold {GREEN}"))
        left = st.get("locations_left", 0)
        more = Text("the last location" if not left else f"{left} more" + (" to come" if width >= 60 else ""),
                    "grey62")
        return flow([head, more], width, indent="   ")

    @staticmethod
    def campaign_line(camp: dict[str, Any], width: int) -> Text:
        parts = [Text.assemble(("Campaign ", "bold"), f"quest {camp['quest']}")]
        if camp.get("results"):
            parts.append(Text("so far: " + ", ".join(camp["results"])))
        parts.append(Text("pool: " + (", ".join(camp.get("pool") or []) or "empty"), "grey62"))
        return flow(parts, width, indent="   ")

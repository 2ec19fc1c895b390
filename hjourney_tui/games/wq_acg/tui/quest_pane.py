"""The quest sheet: the peril track and what its next space does, the location, the campaign.

The round, phase and quest name head the board's frame; the deck sizes sit on its bottom edge.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text

from hjourney_tui.tui.glyphs import use_ascii

from .base import ViewPane
from .style import PERIL_NAME, PERIL_STYLE, bar, describe_effects, flow, g

PHASES = {"setup": "setup", "hero": "hero phase", "enemy": "enemy phase", "location": "location phase",
          "peril": "peril phase", "settlement": "settlement", "done": "back in town", "over": "quest over"}

TOWN = {"settlement": "Back in town: each hero takes two different settlement actions.",
        "done": "The party has rested in town and is ready for the next quest."}


class QuestPane(ViewPane):
    DEFAULT_CSS = "QuestPane { background: $primary 15%; }"

    def on_mount(self) -> None:
        spaces = "g, b, r:" if use_ascii() else g("space")
        self.tooltip = (f"Peril track: {g('marker')} the marker, {spaces} green, blue and red spaces, "
                        f"{g('end')} where the quest is lost; {g('full')} progress on the location")

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
            lines.append(flow([Text(outcome.get("summary", ""), "bold green" if won else "bold red")], width))
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
                cells.append(g("marker"), "bold yellow reverse" if i else "bold yellow")
            elif i == len(track) and peril.get("ends_quest"):
                cells.append(g("end"), "bold red" if i > pos else "grey50")
            else:
                glyph = g("plain") if colour == "." else (colour if use_ascii() else g("space"))
                cells.append(glyph, PERIL_STYLE[colour] if i > pos else "grey30")
        head = Text.assemble(("Peril ", "bold"), cells, f" {pos}/{len(track)}")
        if over:
            return head
        nxt = peril["next"]
        if nxt == "end":
            what = Text("the track is spent", "bold red")
        else:
            last = pos + 1 == len(track) and peril.get("ends_quest")
            effects = peril.get("effects", {}).get(nxt, [])
            what = Text.assemble(("next: ", "grey62"), (PERIL_NAME.get(nxt, nxt), PERIL_STYLE.get(nxt, "")))
            if nxt != ".":
                what.append(f", {describe_effects(effects)}")
            if last:
                what.append(", then the quest is lost", "bold red")
        return flow([head, what], width, sep="  ", indent="      ")

    @staticmethod
    def location_line(st: dict[str, Any], width: int) -> Text:
        loc = st.get("location")
        if not loc:
            return Text("")
        done = loc["progress"] >= loc["explore"]
        head = Text.assemble(("At ", "bold"), (loc["name"], "bold cyan"), " ",
                             bar(loc["progress"], loc["explore"], "bold cyan"),
                             f" {loc['progress']}/{loc['explore']}", (" explored" if done else "", "bold green"))
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

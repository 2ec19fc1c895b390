"""The quest sheet: name, round and phase, the peril track, the location and the decks."""

from __future__ import annotations

from typing import Any

from rich.text import Text

from hjourney_tui.tui.glyphs import use_ascii

from .base import ViewPane
from .style import PERIL_NAME, PERIL_STYLE, bar, describe_effects, fit, flow, g

PHASES = {"setup": "setup", "hero": "hero phase", "enemy": "enemy phase", "location": "location phase",
          "peril": "peril phase", "settlement": "settlement", "done": "back in town", "over": "quest over"}

TOWN = {"settlement": "Back in town: each hero takes two different settlement actions.",
        "done": "The party has rested in town and is ready for the next quest."}


class QuestPane(ViewPane):
    DEFAULT_CSS = "QuestPane { background: $primary 15%; }"

    def draw(self, width: int) -> Text:
        st = self.state
        if not st:
            return Text("")
        lines = [self.title_line(st, width)]
        in_town = st["phase"] in TOWN
        if in_town:
            lines.append(flow([Text(TOWN[st["phase"]], "italic")], width))
        elif st["phase"] != "setup":
            lines.append(self.peril_line(st["peril"], width))
            loc = self.location_line(st, width)
            if loc.plain:
                lines.append(loc)
            lines.append(self.decks_line(st, width))
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

    @staticmethod
    def title_line(st: dict[str, Any], width: int) -> Text:
        phase = PHASES.get(st["phase"], st["phase"])
        dot = g("dot")
        tries = [f"round {st['round']} {dot} {phase}", f"R{st['round']} {dot} {phase}",
                 f"R{st['round']} {dot} {phase.split()[0]}"]
        right = next((r for r in tries if len(st["quest"]) + len(r) + 2 <= width), tries[-1])
        name = fit(st["quest"], max(8, width - len(right) - 2))
        gap = width - len(name) - len(right)
        if gap < 2:
            return flow([Text(name, "bold"), Text(right, "italic")], width)
        return Text.assemble((name, "bold"), " " * gap, (right, "italic"))

    @staticmethod
    def peril_line(peril: dict[str, Any], width: int) -> Text:
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
    def decks_line(st: dict[str, Any], width: int) -> Text:
        d = st.get("decks", {})
        parts = [Text(f"Decks: enemy {d.get('enemy', 0)}", "grey62"), Text(f"dungeon {d.get('dungeon', 0)}", "grey62"),
                 Text(f"gear {d.get('gear', 0)}", "grey62")]
        if st.get("gear_discard"):
            parts.append(Text("gear discards: " + ", ".join(st["gear_discard"]), "grey62"))
        return flow(parts, width, indent="   ")

    @staticmethod
    def campaign_line(camp: dict[str, Any], width: int) -> Text:
        parts = [Text.assemble(("Campaign ", "bold"), f"quest {camp['quest']}")]
        if camp.get("results"):
            parts.append(Text("so far: " + ", ".join(camp["results"])))
        parts.append(Text("pool: " + (", ".join(camp.get("pool") or []) or "empty"), "grey62"))
        return flow(parts, width, indent="   ")

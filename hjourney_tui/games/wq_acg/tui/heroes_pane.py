"""The party: one card row per hero with wounds, conditions, the four action cards and gear."""

from __future__ import annotations

from typing import Any

from rich.text import Text

from .base import ViewPane
from .style import CYAN, GREEN, KIND_SHORT, KIND_STYLE, MUTED, RED, YELLOW, fit, flow, g

WIDE = 60  # from this width the role and the full action names fit


def key() -> str:
    """What the marks mean (read when shown, so the ASCII switch is honoured)."""
    return (f"{g('leader')} leader  {g('active')} acting  {g('ready')} ready  {g('spent')} exhausted  "
            f"{g('token')} success token  {g('prepare')} prepare card  {g('die')} hero dice")


class HeroesPane(ViewPane):
    def on_mount(self) -> None:
        self.show_key()

    def update_view(self, view: dict[str, Any]) -> None:
        super().update_view(view)
        self.show_key()

    def show_key(self) -> None:
        """The marks' key and each hero's ability, as the tooltip."""
        abilities = [f"{h['hero']}: {h['ability']}" for h in self.state.get("heroes") or [] if h.get("ability")]
        self.tooltip = "\n".join([key(), *abilities])

    def draw(self, width: int) -> Text:
        heroes = self.state.get("heroes") or []
        if not heroes:
            return Text("The heroes are still being chosen.", "italic grey62")
        phase = self.state.get("phase")
        # a party of three or four: the acting hero's cards with their names, the others' as marks,
        # so the whole table still fits a 40-line screen (every name is on the card screen, i)
        crowded = len(heroes) > 2 and any(h["active"] for h in heroes)
        return Text("\n").join(line for h in heroes
                               for line in self.card(h, width, phase, roomy=not crowded or h["active"]))

    def card(self, h: dict[str, Any], width: int, phase: str | None = None, roomy: bool = True) -> list[Text]:
        setup = phase == "setup"
        in_town = phase in ("settlement", "done")
        lines = [self.header(h, width, setup)]
        indent = "   " if width >= WIDE else " "
        if width >= WIDE and roomy:  # two action cards a row, with their names
            cell = (width - len(indent) - 1) // 2
            cells = [self.action(a, cell, h["defeated"]) for a in h["actions"]]
            for i in range(0, len(cells), 2):
                row = Text(indent)
                for j, c in enumerate(cells[i:i + 2]):
                    row.append_text(c if not j else Text(" ") + c)
                lines.append(row)
        else:  # narrow: the four cards in one row of marks; their names are on the inspect screen (i)
            lines.append(Text(indent) + flow([self.action_mark(a, h["defeated"]) for a in h["actions"]],
                                             width - len(indent), sep=" ", indent=indent))
        extra = self.extras(h, width, indent, in_town=in_town)
        if extra.plain:
            lines.append(extra)
        return lines

    @staticmethod
    def action_mark(a: dict[str, Any], defeated: bool) -> Text:
        """One action card in a few cells: ready mark, kind, dice, prepare mark and tokens."""
        ready = a["ready"] and not defeated
        return Text.assemble(
            (g("ready") if ready else g("spent"), f"bold {GREEN}" if ready else RED),
            (KIND_SHORT[a["kind"]], f"bold {KIND_STYLE[a['kind']]}" if ready else MUTED),
            (f"{a['dice']}{g('die')}", "" if ready else MUTED),
            (g("prepare") if a.get("prepare") else "", CYAN),
            (g("token") * a["tokens"], f"bold {YELLOW}"))

    @staticmethod
    def header(h: dict[str, Any], width: int, setup: bool = False) -> Text:
        marks = Text.assemble((g("leader") if h["leader"] and not setup else " ", f"bold {YELLOW}"),
                              (g("active") if h["active"] else " ", f"bold {GREEN}"), " ")
        seat_style = "bold reverse" if h["active"] else "bold"
        if h["defeated"]:
            status = Text("DEFEATED", f"bold {RED}")
        elif h.get("fell"):
            status = Text("fell in the quest", YELLOW)
        else:
            hurt = h["wounds"] * 3 >= h["health"] * 2
            status = Text.assemble(("wounds ", MUTED),
                                   (f"{h['wounds']}/{h['health']}", f"bold {RED}" if hurt else "bold" if h["wounds"] else ""))
        engaged = len(h.get("engaged", []))
        if engaged and not h["defeated"] and width >= WIDE:  # narrow: the enemies pane says it
            status.append(f"  {engaged} engaged", RED)
        role = f" ({h['role']})" if width >= WIDE else ""
        room = width - marks.cell_len - len(h["seat"]) - 1 - status.cell_len - 2
        who = Text.assemble((h["seat"], seat_style), " ", (fit(h["hero"] + role, room), f"bold {CYAN}"))
        gap = max(2, width - marks.cell_len - who.cell_len - status.cell_len)
        line = Text.assemble(marks, who, " " * gap, status)
        if h["defeated"]:
            line.stylize(MUTED, 0, marks.cell_len + who.cell_len)
        return line

    @staticmethod
    def action(a: dict[str, Any], width: int, defeated: bool) -> Text:
        """One action card in `width` cells: ready mark, kind, name, dice and success tokens."""
        ready = a["ready"] and not defeated
        mark = (g("ready") if ready else g("spent")) + " "
        kind = KIND_SHORT[a["kind"]]
        tail = f" {a['dice']}{g('die')}"
        tokens = g("token") * a["tokens"]
        prep = g("prepare") if a.get("prepare") else ""
        name_room = width - len(mark) - len(kind) - 1 - len(tail) - (len(tokens) + 1 if tokens else 0) - (len(prep) + 1 if prep else 0)
        name = fit(a["name"], name_room)
        body = Text.assemble(
            (mark, f"bold {GREEN}" if ready else RED),
            (kind, f"bold {KIND_STYLE[a['kind']]}"), " ",
            (name, "" if ready else "strike"),
            (" " + prep if prep else "", CYAN),
            (tail, MUTED),
            (" " + tokens if tokens else "", f"bold {YELLOW}"))
        if not ready:  # a grey that stays readable with colours off, and the struck-out name
            body.stylize(MUTED, len(mark))
        body.pad_right(max(0, width - body.cell_len))
        return body

    @staticmethod
    def extras(h: dict[str, Any], width: int, indent: str, in_town: bool = False) -> Text:
        parts: list[Text] = []
        if h["conditions"]:
            parts.append(Text(", ".join(h["conditions"]), f"bold {YELLOW}"))
        if h["gear"] or in_town:  # in town the capacity matters (the arena raises it)
            cards = h.get("gear_cards") or [{"name": n, "state": "ready"} for n in h["gear"]]
            names = [c["name"] + ("" if c.get("state", "ready") == "ready" else f" ({c['state']})") for c in cards]
            parts.append(Text.assemble((f"gear {len(h['gear'])}/{h['capacity']}: ", MUTED),
                                       ", ".join(names) or "none"))
        for item in h.get("item_cards", []):  # by name: its id is for the commands only
            parts.append(Text.assemble(("item ", MUTED), item["name"]))
        if not parts:
            return Text("")
        return Text(indent) + flow(parts, width - len(indent), indent=indent)

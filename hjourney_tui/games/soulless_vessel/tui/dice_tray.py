"""The dice tray: the faces of the latest attack or defence roll, each die in its own colour with
its number and symbols, what the roll came to, and the latest event roll (d10 + threat).

It reads the rolls' data from the events (faces, power, Criticals, Botch, Plus, Star, Wear),
never their text."""

from __future__ import annotations

from typing import Any

from rich.text import Text

from hjourney_tui.core.words import plural
from hjourney_tui.tui.dice_pane import DicePane
from hjourney_tui.tui.glyphs import glyph, use_ascii

from .common import MUTED

DIE_STYLE = {"standard": "bold black on #d0d0d0", "power": "bold white on #af3f00",
             "blessing": "bold black on #ffd75f", "cursed": "bold white on #5f2f87",
             "enhancement": "bold black on #5fafd7"}
DIE_NAME = {"standard": "Standard", "power": "Power", "blessing": "Blessing", "cursed": "Cursed",
            "enhancement": "Enhancement"}
_SYMBOL = {"plus": "+", "star": "*", "critical": "!", "botch": "X", "wear": "w"}
_SYMBOL_UNICODE = {"plus": "+", "star": "\u2605", "critical": "\u2620", "botch": "\u2717", "wear": "\u29d6"}


def face_text(label: str) -> str:
    """A face's number and symbols in a few cells ('1+plus' -> '1+')."""
    marks = _SYMBOL if use_ascii() else _SYMBOL_UNICODE
    return "".join(marks.get(part, part) for part in label.split("+"))


def roll_line(roll: dict[str, Any]) -> Text:
    t = Text()
    for die, label in roll.get("faces", []):
        t.append(f"{DIE_NAME.get(die, die)[:1]} {face_text(label)} ", DIE_STYLE.get(die, "reverse"))
        t.append(" ")
    if roll.get("botch"):
        t.append("BOTCH", "bold #ff5f5f")
        return t
    t.append(f"power {roll.get('power', 0)}", "bold")
    for key, name in (("criticals", "critical"), ("plus", "plus"), ("star", "star"), ("wear", "wear")):
        if roll.get(key):
            t.append(f" {roll[key]} {name}")
    return t


class DiceTray(DicePane):
    DEFAULT_CSS = "DiceTray { height: auto; padding: 0 1; }"

    def show_events(self, events: list[dict[str, Any]], total: int | None = None) -> None:
        rolls = [e for e in events if isinstance((e.get("data") or {}).get("roll"), dict)]
        table = [e for e in events if e.get("kind") == "event" and "d10" in (e.get("data") or {})]
        lines: list[Text] = []
        if rolls:
            e = rolls[-1]
            data = e["data"]
            who = Text(f"{glyph('die')} ")
            if "wounds" in data:
                who.append(f"{data.get('seat')} attacks {data.get('enemy')}", "bold")
                who.append(f": {plural(data['wounds'], 'wound')}")
                if data.get("spent"):
                    who.append(f", {plural(len(data['spent']), 'option')} bought")
            elif e.get("kind") == "roll":  # a roll waiting for its Plus and Star to be spent
                doing = ("defends against" if "attack" in data else "casts at" if "needs" in data else "attacks")
                who.append(f"{data.get('seat')} {doing} {data.get('enemy')}", "bold")
                who.append(": spend Plus and Star?")
            else:
                who.append(f"{data.get('seat')} defends against {data.get('enemy')}", "bold")
                who.append(f" (attack {data.get('attack')}): {data.get('scratches', 0)} scratch(es)")
            lines += [who, roll_line(data["roll"])]
        else:
            lines.append(Text(f"{glyph('die')} no dice rolled yet", MUTED))
        if table:
            d = table[-1]["data"]
            t = Text("event: ", MUTED)
            t.append(f"d10 {d['d10']} + threat {d['threat']} = {d['total']}", "bold")
            t.append(f" {d.get('event', '')}")
            lines.append(t)
        self.update(Text("\n").join(lines))

    def help_keys(self) -> list[tuple[str, str]]:
        names = ", ".join(f"{DIE_NAME[d][:1]} {DIE_NAME[d]}" for d in DIE_STYLE)
        marks = _SYMBOL if use_ascii() else _SYMBOL_UNICODE
        return [("", f"dice tray: each die shows its initial and colour ({names}); faces: "
                     + ", ".join(f"{m} {k}" for k, m in marks.items()))]

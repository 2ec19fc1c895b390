"""Kilforth's dice tray: every die of each Test, its re-rolls and Fate, newest Test first.

The tray reads only the events the seat may see.  A Test's first roll carries
its faces, successes and target; a re-roll and a call on Fate are told in
their event lines, which is where their numbers are read from.  When a new
roll arrives the tray may spin a few random faces first: a separate generator
draws them, so the game's own dice are never touched.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from rich.text import Text

from hjourney_tui.tui.dice_spin import SpinningTray
from hjourney_tui.tui.glyphs import glyph

from .common import mark
from .trackers_pane import success_floor

FRAMES = 4  # random faces shown before the real ones
FRAME_SECONDS = 0.07
_FIRST = re.compile(r"^(?P<who>.+?) tests (?P<attr>\w+) with (?P<n>\d+) dice: \[(?P<faces>[\d, ]*)\] = (?P<hits>\d+)")
_REROLL = re.compile(r"re-rolls: \[(?P<faces>[\d, ]*)\] = (?P<hits>\d+)")
_FATE = re.compile(r"^(?P<who>.+?) calls on Fate: (?P<hits>\d+)")


def _faces(text: str) -> list[int]:
    return [int(f) for f in text.replace(" ", "").split(",") if f]


@dataclass
class Roll:
    faces: list[int]
    hits: int
    changed: set[int] = field(default_factory=set)  # dice thrown again in a re-roll


@dataclass
class DiceTest:
    who: str
    attr: str
    need: int | None
    rolls: list[Roll]
    fates: list[tuple[str, int]] = field(default_factory=list)  # who called it, successes after
    helpers: str = ""
    after: str = ""  # what came of it, as the next event tells

    @property
    def hits(self) -> int:
        return self.fates[-1][1] if self.fates else self.rolls[-1].hits


def read_tests(events: list[dict[str, Any]]) -> list[DiceTest]:
    """The Tests in `events`, oldest first."""
    tests: list[DiceTest] = []
    helpers = ""
    cur: DiceTest | None = None
    for e in events:
        text, data, rule = e.get("text", ""), e.get("data") or {}, e.get("rule", "")
        if e.get("kind") == "roll" and "faces" in data:
            m = _FIRST.match(text)
            faces = _faces(m["faces"]) if m else list(data["faces"])  # the text holds the faces as first rolled
            cur = DiceTest(m["who"] if m else e.get("seat", "?"), m["attr"] if m else "Test", data.get("need"),
                           [Roll(faces, int(m["hits"]) if m else data.get("hits", 0))], helpers=helpers)
            tests.append(cur)
            helpers = ""
        elif e.get("kind") == "roll" and cur is not None and not cur.after and (m := _REROLL.search(text)):
            faces = _faces(m["faces"])
            before = cur.rolls[-1].faces
            changed = {i for i, f in enumerate(before) if i < len(faces) and faces[i] != f}
            cur.rolls.append(Roll(faces, int(m["hits"]), changed))
        elif rule == "KF-TEST-05" and cur is not None and not cur.after and (m := _FATE.match(text)):
            cur.fates.append((m["who"], int(m["hits"])))
        elif rule == "KF-TEAM-06":
            helpers = text.partition(":")[0]
        elif cur is not None and not cur.after:
            cur.after = text
    return tests


class DiceTray(SpinningTray):
    """Replaces the generic tray on Kilforth's screen (the game screen takes any DicePane a game brings)."""

    def __init__(self, *, id: str | None = None) -> None:  # noqa: A002 - Textual's own name
        super().__init__(id=id)
        self.tests: list[DiceTest] = []

    def show_events(self, events: list[dict[str, Any]], total: int | None = None) -> None:
        self.tests = read_tests(events)
        self.restart_spin(events, total, shown=bool(self.tests), frames=FRAMES, seconds=FRAME_SECONDS)
        self.update(self.draw())

    # -- drawing ----------------------------------------------------------------------
    def draw(self) -> Text:
        if not self.tests:
            return Text(f"{mark('die')} no Test rolled yet", "#9e9e9e")
        t = Text()
        self.draw_test(t, self.tests[-1], spinning=self.spin > 0)
        for old in reversed(self.tests[-4:-1]):  # earlier Tests, one line each, while room lasts
            t.append("\n")
            t.append(f"{old.who} {old.attr.title()} ", "#9e9e9e")
            self.draw_faces(t, old.rolls[-1], dim=True)
            t.append(f" = {old.hits}" + (f"/{old.need}" if old.need is not None else ""), "#9e9e9e")
        return t

    def draw_test(self, t: Text, test: DiceTest, *, spinning: bool) -> None:
        t.append(f"{mark('die')} ", "bold #ffd75f")
        t.append(f"{test.who} {test.attr.title()}", "bold")
        t.append(f" {len(test.rolls[0].faces)} dice" + (f", need {test.need}" if test.need is not None else ""))
        if test.helpers:
            t.append(f" ({test.helpers})", "#9e9e9e")
        for i, roll in enumerate(test.rolls):
            last = i == len(test.rolls) - 1
            t.append("\n" + ("re-roll " if i else ""))
            if spinning and last:
                shown = Roll([self.spinner.randint(1, 6) if (not i or j in roll.changed) else f
                              for j, f in enumerate(roll.faces)], roll.hits, roll.changed)
                self.draw_faces(t, shown, spinning=True)
                t.append(" rolling" + mark("more"), "italic #ffd75f")
                return
            self.draw_faces(t, roll)
            t.append(f" = {roll.hits}")
        for who, hits in test.fates:
            t.append(f"  Fate{'' if who == test.who else ' of ' + who} +1 = {hits}", "bold #d787ff")
        if test.need is not None:
            ok = test.hits >= test.need
            t.append(f" {glyph('ok') if ok else glyph('no')}", "bold #5fd75f" if ok else "bold #ff8787")
        if test.after:
            t.append(f"\n{test.after}", "#bcbcbc")

    @staticmethod
    def draw_faces(t: Text, roll: Roll, *, dim: bool = False, spinning: bool = False) -> None:
        floor = success_floor(roll.faces, roll.hits)
        for j, f in enumerate(roll.faces):
            if spinning:
                style = "#ffd75f"
            elif dim:
                style = "#5fd75f" if f >= floor else "#6c6c6c"
            else:
                style = "bold #5fd75f" if f >= floor else "#9e9e9e"
            if j in roll.changed and not spinning:
                style += " underline"
            t.append(f"[{f}]", style)

"""Kilforth's dice tray: every die of each Test, its re-rolls and Fate, and the foe's dice
against it, newest Test first.

The tray reads only the events the seat may see, and only their data, never their words:
a hero's Test opens with a "roll" step (who, attribute, the attribute rolled in its place,
dice, faces, successes, target, team helpers); a "reroll" step carries the whole row after
the re-roll and which dice were thrown again; a "fate" step tells who called on Fate for
whose Test and the successes after; a "foe" step carries an encounter's or an Ancient's own
Fight dice against one hero. When a new roll arrives the tray may spin a few random faces
first: a separate generator draws them, so the game's own dice are never touched.
"""

from __future__ import annotations

from dataclasses import field
from typing import Any

from rich.text import Text

from hjourney_tui.tui.dice_spin import SpinningTray
from hjourney_tui.tui.glyphs import glyph

from ....core.records import record
from .common import MUTED, mark, plural

FRAMES = 4  # random faces shown before the real ones
FRAME_SECONDS = 0.07


@record(frozen=False)
class Roll:
    faces: list[int]
    hits: int
    changed: set[int] = field(default_factory=set)  # dice thrown again in a re-roll


@record(frozen=False)
class FoeRoll:
    who: str  # the foe
    against: str  # the hero it rolls against
    faces: list[int]
    hits: int
    surprise: bool = False


@record(frozen=False)
class DiceTest:
    who: str
    attr: str
    need: int | None
    rolls: list[Roll]
    fates: list[tuple[str, int]] = field(default_factory=list)  # who called it, successes after
    helper_names: list[str] = field(default_factory=list)
    after: str = ""  # what came of it, as the next event tells
    use: str | None = None  # the attribute rolled in place of `attr`, where a card allowed it
    battle: bool = False
    foes: list[FoeRoll] = field(default_factory=list)  # the foe's dice against this hero this round
    after_round: bool = False  # `after` is the battle round's summary

    @property
    def helpers(self) -> str:
        return ", ".join(self.helper_names)

    @property
    def hits(self) -> int:
        return self.fates[-1][1] if self.fates else self.rolls[-1].hits


def _latest(tests: list[DiceTest], who: str | None) -> DiceTest | None:
    return next((t for t in reversed(tests) if t.who == who), tests[-1] if tests else None)


def read_tests(events: list[dict[str, Any]]) -> list[DiceTest]:
    """The Tests in `events`, oldest first, each with its re-rolls, Fate and the foe's dice."""
    tests: list[DiceTest] = []
    cur: DiceTest | None = None
    for e in events:
        data = e.get("data") or {}
        step = data.get("step")
        if step == "roll":
            cur = DiceTest(data.get("who", e.get("seat", "?")), data.get("attr", "Test"), data.get("need"),
                           [Roll(list(data.get("faces", [])), int(data.get("hits", 0)))],
                           helper_names=list(data.get("helpers") or []), use=data.get("use"),
                           battle=bool(data.get("battle")))
            tests.append(cur)
        elif step == "reroll" and cur is not None:
            test = _latest(tests, data.get("who"))
            if test is not None:
                test.rolls.append(Roll(list(data.get("faces", [])), int(data.get("hits", 0)),
                                       set(data.get("changed", []))))
        elif step == "fate" and cur is not None:
            test = _latest(tests, data.get("tester"))
            if test is not None:
                test.fates.append((data.get("who", "?"), int(data.get("hits", 0))))
        elif step == "foe":
            foe = FoeRoll(data.get("who", "?"), data.get("against", "?"), list(data.get("faces", [])),
                          int(data.get("hits", 0)), bool(data.get("surprise")))
            test = _latest(tests, foe.against)
            if test is None:  # a foe rolling before any Test of the hero is shown on its own
                test = cur = DiceTest(foe.against, "fight", None, [Roll([], 0)], battle=True)
                tests.append(test)
            test.foes.append(foe)
        elif (cur is not None and step in (None, "round")
              and (not cur.after or (cur.battle and step == "round" and not cur.after_round))):
            cur.after = e.get("text", "")  # shown as it is, never read: the round's summary wins over a line before it
            cur.after_round = step == "round"
    return tests


class DiceTray(SpinningTray):
    """Replaces the generic tray on Kilforth's screen (the game screen takes any DicePane a game brings)."""

    def __init__(self, *, id: str | None = None, success_on: int = 5) -> None:  # noqa: A002 - Textual's own name
        super().__init__(id=id)
        self.tests: list[DiceTest] = []
        self.success_on = success_on  # the lowest face that succeeds, as the game's view says

    def show_events(self, events: list[dict[str, Any]], total: int | None = None) -> None:
        self.tests = read_tests(events)
        self.restart_spin(events, total, shown=bool(self.tests), frames=FRAMES, seconds=FRAME_SECONDS)
        self.redraw()

    # -- drawing ----------------------------------------------------------------------
    def draw(self) -> Text:
        if not self.tests:
            return Text(f"{glyph('die')} no Test rolled yet", MUTED)
        t = Text()
        self.draw_test(t, self.tests[-1], spinning=self.spin > 0)
        for old in reversed(self.tests[-4:-1]):  # earlier Tests, one line each, while room lasts
            t.append("\n")
            t.append(f"{old.who} {self.label(old)} ", MUTED)
            self.draw_faces(t, old.rolls[-1], dim=True)
            t.append(f" = {old.hits}" + (f"/{old.need}" if old.need is not None else ""), MUTED)
            for foe in old.foes:
                t.append(f"  {foe.who} ", MUTED)
                self.draw_faces(t, Roll(foe.faces, foe.hits), dim=True)
                t.append(f" = {foe.hits}", MUTED)
        return t

    @staticmethod
    def label(test: DiceTest) -> str:
        return f"{test.use.title()} for {test.attr.title()}" if test.use else test.attr.title()

    def draw_test(self, t: Text, test: DiceTest, *, spinning: bool) -> None:
        t.append(f"{glyph('die')} ", "bold #ffd75f")
        t.append(f"{test.who} {self.label(test)}", "bold")
        t.append(f" {plural(len(test.rolls[0].faces), 'die', 'dice')}"
                 + (f", need {test.need}" if test.need is not None else ""))
        if test.helpers:
            t.append(f" ({test.helpers} {'lends' if len(test.helper_names) == 1 else 'lend'} a hand)", MUTED)
        for i, roll in enumerate(test.rolls):
            last = i == len(test.rolls) - 1 and not test.foes
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
        for k, foe in enumerate(test.foes):
            t.append("\n")
            t.append(f"{foe.who} Fight {plural(len(foe.faces), 'die', 'dice')}" + (" (Surprise)" if foe.surprise else "")
                     + f" against {foe.against} ", "bold #ff8787")
            if spinning and k == len(test.foes) - 1:
                self.draw_faces(t, Roll([self.spinner.randint(1, 6) for _ in foe.faces], foe.hits), spinning=True)
                t.append(" rolling" + mark("more"), "italic #ffd75f")
                return
            self.draw_faces(t, Roll(foe.faces, foe.hits))
            t.append(f" = {foe.hits}")
        if test.after:
            t.append(f"\n{test.after}", "#bcbcbc")

    def draw_faces(self, t: Text, roll: Roll, *, dim: bool = False, spinning: bool = False) -> None:
        floor = self.success_on
        for j, f in enumerate(roll.faces):
            if spinning:
                style = "#ffd75f"
            elif dim:
                style = "#5fd75f" if f >= floor else MUTED
            else:
                style = "bold #5fd75f" if f >= floor else MUTED
            if j in roll.changed and not spinning:
                style += " underline"
            t.append(f"[{f}]", style)

"""Warhammer Quest's dice tray: every die of the latest action, as icons, and what they came to.

The tray reads the events the seat may see.  An action's roll carries its dice as plain data:
each hero die's face (after any paid re-roll), the chain of faces its crits rolled, and each enemy
die.  The action line names the hero and the action, a paid re-roll says which die it changed,
and the result line, an enemy attack and the nemesis effects that follow give the numbers.

Each icon has an ASCII stand-in (HJOURNEY_ASCII=1), and no meaning rides on colour alone: every
face has its own shape, and the results are said in words.
"""

from __future__ import annotations

from dataclasses import field
from typing import Any

from rich.text import Text

from hjourney_tui.tui.dice_spin import SpinningTray
from hjourney_tui.tui.glyphs import fit_label, use_ascii
from hjourney_tui.tui.redraw import set_edges

from ....core.records import record
from .base import FittedText
from .style import BLUE, GREEN, MAGENTA, MUTED, RED, YELLOW, fit, flow, g, plural

FRAMES = 4  # random faces shown before the real ones
FRAME_SECONDS = 0.07

# one icon per die symbol; a face shows the icons of its symbols side by side
_ICONS = {"success": "\u2726", "crit": "\u2739", "defence": "\u25c8", "attack": "\u2694", "nemesis": "\u2620"}
_ICONS_ASCII = {"success": "S", "crit": "C", "defence": "D", "attack": "A", "nemesis": "N"}
_ARROWS = {"crit": ("\u2192", ">"), "reroll": ("\u21ba", "~"), "blank": ("\u00b7", "-")}
ICON_STYLE = {"success": f"bold {GREEN}", "crit": f"bold {YELLOW}", "defence": f"bold {BLUE}",
              "attack": f"bold {RED}", "nemesis": f"bold {MAGENTA}"}
# cosmetic faces for the roll animation only (the tray never reads the game's dice tables)
HERO_SPIN = (("success",), ("success", "defence"), ("crit",), ("defence",))
ENEMY_SPIN = (("attack",), (), ("nemesis",))


def icon(symbol: str) -> str:
    """The icon of one die symbol; an unknown symbol shows its first letter."""
    table = _ICONS_ASCII if use_ascii() else _ICONS
    return table.get(symbol) or symbol[:1].upper() or "?"


def arrow(name: str) -> str:
    return _ARROWS[name][1 if use_ascii() else 0]


def legend() -> str:
    return "  ".join(f"{icon(s)} {s}" for s in _ICONS) + f"  {arrow('blank')} blank  {arrow('crit')} crit re-roll" \
        + f"  {arrow('reroll')} paid re-roll"


def face(icons: list[str] | tuple[str, ...], *, dim: bool = False) -> Text:
    """One die: its icons in a box, e.g. [✦◈]; a blank face shows a dot."""
    t = Text("[", "grey62")
    if not icons:
        t.append(arrow("blank"), MUTED)
    for i, sym in enumerate(icons):
        if i and use_ascii():
            t.append("+", "grey62")
        t.append(icon(sym), "grey62" if dim else ICON_STYLE.get(sym, "bold"))
    t.append("]", "grey62")
    return t


@record(frozen=False)
class HeroDie:
    icons: list[str]
    crits: list[list[str]] = field(default_factory=list)  # the faces its crits rolled, in order
    rerolled_from: list[str] | None = None  # the face before a paid re-roll


@record(frozen=False)
class Action:
    """One action's roll and what it came to, as the events tell it."""

    seat: str
    kind: str = ""
    card: str = ""
    tokens: int = 0
    hero: list[HeroDie] = field(default_factory=list)
    enemy: list[list[str]] = field(default_factory=list)
    rerolls: list[str] = field(default_factory=list)  # who paid for a re-roll
    result: dict[str, Any] | None = None
    modifiers: list[str] = field(default_factory=list)
    attack: dict[str, Any] | None = None  # enemy attack against defence
    nemesis: list[str] = field(default_factory=list)
    pending: bool = False  # the dice wait on a re-roll decision


def read_action(events: list[dict[str, Any]]) -> Action | None:
    """The latest action among `events` that rolled dice, or None.  An action whose dice wait on a
    re-roll decision is `pending`: its faces so far, and no result yet."""
    at = next((i for i in range(len(events) - 1, -1, -1)
               if events[i].get("kind") == "roll" and "hero_dice" in (events[i].get("data") or {})), None)
    if at is None:
        return None
    roll = events[at]
    act = Action(roll.get("seat", "?"))
    data = roll["data"]
    act.pending = data.get("stage") == "before_rerolls"
    act.hero = [HeroDie(list(d["icons"]), [list(c["icons"]) for c in d.get("crits", [])]) for d in data["hero_dice"]]
    act.enemy = [list(d["icons"]) for d in data.get("enemy_dice", [])]

    def paid_reroll(d: dict[str, Any]) -> None:
        if d["die"] < len(act.hero):
            die = act.hero[d["die"]]
            if die.rerolled_from is None:  # the first face it showed, whatever came between
                die.rerolled_from = list(d["was"]["icons"])
            if act.pending:  # the roll shown is from before the re-roll: bring the face up to date
                die.icons = list(d["now"]["icons"])
            act.rerolls.append(d.get("by", ""))

    before: list[dict[str, Any]] = []
    for e in reversed(events[:at]):  # back to the action line: the paid re-rolls on the way
        d = e.get("data") or {}
        if d.get("step") == "action":
            act.kind, act.card, act.tokens = d["action"], d.get("card", ""), d.get("tokens", 0)
            break
        if e.get("kind") == "roll" and "die" in d:
            before.insert(0, d)
    for d in before:
        paid_reroll(d)
    for e in events[at + 1:]:  # on to what the roll came to, up to the next action
        d = e.get("data") or {}
        step = d.get("step")
        if act.pending and e.get("kind") == "roll" and "die" in d:
            paid_reroll(d)
            continue
        if step == "action" or e.get("kind") in ("roll", "phase"):
            break
        if step == "modifier":
            act.modifiers.append(e.get("text", ""))  # shown as it is
        elif step == "bonus" and d["by"] == "card":  # spent tokens show by the total already
            n = d["amount"]
            noun = plural(n, "success", "successes") if d["stat"] == "successes" else f"{n} defence"
            act.modifiers.append(f"+{noun} ({d['source']})")
        elif step == "result":
            act.result = d
        elif step == "enemy_attack":
            act.attack = d
        elif isinstance(d.get("nemesis"), str):  # a nemesis effect resolving, named as data
            act.nemesis.append(d["nemesis"])
    return act


class DiceTray(FittedText, SpinningTray):
    """Takes the generic tray's place on the Warhammer Quest screen."""

    DEFAULT_CSS = "DiceTray { height: auto; padding: 0 1; }"
    MIN_WIDTH = 16

    def __init__(self, *, id: str | None = None) -> None:  # noqa: A002 - Textual's own name
        super().__init__(id=id)
        self.action: Action | None = None

    def on_mount(self) -> None:
        # room for the dice and the results on a tall screen; at 24 rows, as much as the generic tray
        self.styles.max_height = "25vh"
        self.styles.min_height = 3
        self.tooltip = legend()

    def show_events(self, events: list[dict[str, Any]], total: int | None = None) -> None:
        self.action = read_action(events)
        self.restart_spin(events, total, shown=self.action is not None, frames=FRAMES, seconds=FRAME_SECONDS)
        self.redraw()

    def redraw(self) -> None:
        a = self.action
        title = "Dice"
        if a is not None:
            title += f" {g('dot')} {a.seat}" + (f" {a.kind}" if a.kind else "") + (f" ({a.card})" if a.card else "")
        if not self.size.width:  # not laid out yet: fit the title once it is
            self.call_after_refresh(self.redraw)
        set_edges(self, fit_label(title, self.size.width), "rolling" + g("more") if self.spin else "")
        self.refresh_fitted()

    # -- drawing ----------------------------------------------------------------------
    def draw(self, width: int = 40) -> Text:  # type: ignore[override] - drawn to the pane's width
        a = self.action
        if a is None:
            return Text(f"{g('die')} no dice rolled yet", "grey62")
        if self.spin:
            return self.draw_spin(a, width)
        lines = [self.dice_lines([self.hero_die(d) for d in a.hero], [face(f) for f in a.enemy], width)]
        if a.rerolls:
            lines.append(flow([Text(f"{arrow('reroll')} re-rolled by " + ", ".join(dict.fromkeys(a.rerolls)),
                                    "grey62")], width, indent="  "))
        if a.pending:
            lines.append(flow([Text("a re-roll may be paid for before the dice count", "italic grey62")], width))
        else:
            lines.append(self.results(a, width))
        return Text("\n").join(lines)

    def draw_spin(self, a: Action, width: int) -> Text:
        pick = self.spinner.choice
        lines = [self.dice_lines([face(pick(HERO_SPIN)) for _ in a.hero], [face(pick(ENEMY_SPIN)) for _ in a.enemy],
                                 width)]
        lines.append(Text("rolling" + g("more"), "italic grey62"))
        return Text("\n").join(lines)

    @staticmethod
    def hero_die(d: HeroDie) -> Text:
        t = Text()
        if d.rerolled_from is not None:  # the face it showed before, greyed, then the new one
            t.append_text(face(d.rerolled_from, dim=True))
            t.append(arrow("reroll"), "grey62")
        t.append_text(face(d.icons))
        for c in d.crits:
            t.append(arrow("crit"), f"bold {YELLOW}")
            t.append_text(face(c))
        return t

    @staticmethod
    def dice_lines(hero: list[Text], enemy: list[Text], width: int) -> Text:
        """The hero dice and the enemy dice on one line, named, when it fits; else on one line with
        a "vs" between them, a space between dice if there is room; else one line each."""
        if not enemy:
            return flow([Text("hero ", "bold") + hero[0], *hero[1:]] if hero else [Text("hero none")], width,
                        sep=" ", indent="     ")
        for gap in (" ", ""):
            mine, theirs = Text(gap).join(hero) or Text("none", "grey62"), Text(gap).join(enemy)
            for line in (Text.assemble(("hero ", "bold"), mine, ("  enemy ", "bold"), theirs),
                         Text.assemble(mine, (" vs ", "bold"), theirs)):
                if line.cell_len <= width:
                    return line
        return Text("\n").join([flow([Text("hero  ", "bold") + hero[0], *hero[1:]] if hero else [Text("hero none")],
                                     width, sep=" ", indent="      "),
                                flow([Text("enemy ", "bold") + enemy[0], *enemy[1:]], width, sep=" ",
                                     indent="      ")])

    @staticmethod
    def results(a: Action, width: int) -> Text:
        r = a.result
        if r is None:
            return Text("")
        parts = [Text.assemble(("= ", "bold"), (plural(r["successes"], "success", "successes"), f"bold {GREEN}"))]
        if a.tokens:
            parts[0].append(f" ({plural(a.tokens, 'token')})", "grey62")
        parts.append(Text(f"{r['defence']} defence", BLUE))
        if a.attack is not None:  # the enemies' attack values against the defence rolled
            wounds = a.attack["wounds"]
            parts.append(Text.assemble((f"attack {a.attack['attack']} vs {a.attack['defence']}: ", RED),
                                       (plural(wounds, "wound") if wounds else "no wound", f"bold {RED}" if wounds else "")))
        elif r["attacks"]:
            parts.append(Text(plural(r["attacks"], "attack"), RED))
        if r.get("nemesis"):
            who = ", ".join(a.nemesis) if a.nemesis else "no nemesis in play"
            head = f"{icon('nemesis')} nemesis: "
            parts.append(Text.assemble((head, f"bold {MAGENTA}"), fit(who, width - len(head))))
        parts += [Text(m, "grey62") for m in a.modifiers]
        return flow(parts, width)

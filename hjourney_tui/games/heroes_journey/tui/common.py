"""What the Heroes' Journey panes share: the pane base, glyphs with ASCII fallbacks, colours, and
small readings of the view (whose party is on the path, every card in sight by uid)."""

from __future__ import annotations

from typing import Any

from rich.text import Text

from hjourney_tui.tui.glyphs import use_ascii
from hjourney_tui.tui.view_pane import ViewPane as BaseViewPane

CYAN, GREEN, RED, YELLOW, MAGENTA, MUTED = "cyan", "green", "red", "yellow", "magenta", "grey62"
WIDE = 60  # from this width a pane spells its labels out

_UNICODE = {"hero": "\u2605", "marker": "\u25cf", "empty": "\u00b7", "left": "\u25c2", "right": "\u25b8",
            "sep": "\u00b7", "more": "\u2026", "vs": "\u2694", "now": "\u25b6", "init": "\u2691"}
_ASCII = {"hero": "*", "marker": "@", "empty": ".", "left": "<", "right": ">", "sep": "|", "more": "~",
          "vs": "vs", "now": ">", "init": "!"}

PHASES = {"setup": "Setup", "campaign": "Campaign phase", "adversary": "Adversary phase",
          "ranged": "Ranged phase", "melee": "Melee phase", "regroup": "Regroup phase"}
STEPS = {"actions": "actions", "move": "moving on", "fire": "ranged wounds", "assignment": "assignment",
         "skirmish": "skirmish", "maneuver": "maneuver", "barrage": "barrage"}
KEYWORD_SHORT = {"durable": "Dur", "defender": "Def", "shoot": "Sht", "damage": "Dmg", "indomitable": "Ind"}


def g(name: str) -> str:
    """A glyph, in ASCII when the terminal (or HJOURNEY_ASCII) asks for it."""
    return (_ASCII if use_ascii() else _UNICODE)[name]


def fit(text: str, width: int) -> str:
    """Cut `text` to `width` cells, marking the cut."""
    if width <= 0:
        return ""
    return text if len(text) <= width else text[: max(0, width - 1)] + g("more")


def flow(parts: list[Text], width: int, sep: str = " \u00b7 ", indent: str = "") -> Text:
    """Join parts with `sep`, breaking lines between parts; every line fits in `width`."""
    if use_ascii():
        sep = sep.replace("\u00b7", "|")
    out = Text()
    col, fresh = 0, True
    for piece in parts:
        if not fresh:
            if col + len(sep) + piece.cell_len > width:
                out.append("\n" + indent)
                col = len(indent)
            else:
                out.append(sep, MUTED)
                col += len(sep)
        if col + piece.cell_len > width:
            piece = Text(fit(piece.plain, width - col), piece.style)
        out.append_text(piece)
        col += piece.cell_len
        fresh = False
    return out


class ViewPane(BaseViewPane):
    """A Heroes' Journey pane: blank until the game has a state; on a tall screen the board leaves
    a blank line between its parts."""

    SCOPED_CSS = False  # the spacing rule below is about the board holding the panes
    DEFAULT_CSS = ".-hj-roomy > ViewPane { margin-bottom: 1; }"
    EMPTY_UNTIL_STATE = True


# -- readings of the view -------------------------------------------------------------
def walking_seat(view: dict[str, Any]) -> str | None:
    """Whose party is on the path: the Campaign player, or in setup the seat on view."""
    st = view.get("state") or {}
    return (st.get("turn") or {}).get("campaign") or view.get("seat") or next(iter(st.get("players") or {}), None)


def pairs_shown(st: dict[str, Any]) -> bool:
    """Whether the Melee phase's pairs are on the board (they then show the party's companions)."""
    return (st.get("turn") or {}).get("phase") == "melee" and any(
        p.get("minions") for p in (st.get("players") or {}).values())


def tags(view: dict[str, Any]) -> dict[str, str]:
    """A one-character tag per seat for the path's markers: first letters when they differ
    ("A", "B"), else last ones ("Player 1" -> "1"), else the seat's place at the table."""
    seats = list((view.get("state") or {}).get("players") or {})
    for pick in (lambda s: s[:1].upper(), lambda s: s[-1:].upper()):
        out = {s: pick(s) for s in seats}
        if len(set(out.values())) == len(seats):
            return out
    return {s: str(i + 1) for i, s in enumerate(seats)}


def cards_in_sight(st: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """Every card in play or being played, by uid, borne cards included."""
    out: dict[str, dict[str, Any]] = {}

    def add(c: dict[str, Any]) -> None:
        out[c["uid"]] = c
        for b in c.get("bears") or []:
            add(b)

    for p in (st.get("players") or {}).values():
        for zone in ("party", "support", "minions"):
            for c in p.get(zone) or []:
                add(c)
    for c in st.get("void") or []:
        add(c)
    return out


def stats(c: dict[str, Any], wide: bool) -> Text:
    """A character's strength, vitality (less wounds), resistance and keywords, in words when wide."""
    if "strength" not in c:
        return Text("")
    hurt = c.get("wounds", 0)
    left = c["vitality"] - hurt
    label = ("str ", " vit ", " res ") if wide else ("S", " V", " R")
    t = Text()
    t.append(label[0] + str(c["strength"]), "bold")
    t.append(label[1])
    t.append(f"{left}/{c['vitality']}" if hurt else str(c["vitality"]), f"bold {RED}" if hurt else "bold")
    if "resistance" in c:
        t.append(label[2] + str(c["resistance"]), "bold" if c["resistance"] > 0 else f"bold {RED}")
    for k, n in (c.get("keywords") or {}).items():
        word = k.capitalize() if wide else KEYWORD_SHORT.get(k, k[:3].capitalize())
        t.append(f" {word}" + (f"+{n}" if n > 1 else ""), CYAN)
    return t


def priority_text(view: dict[str, Any]) -> str:
    """Who must answer now, and how ('Ben has priority', 'Ana to choose')."""
    d = view.get("decision") or {}
    seats = d.get("seats") or []
    if not seats:
        return ""
    who = " and ".join(seats)
    if d.get("kind") == "priority":
        return f"{who} has priority"
    if d.get("mode") == "secret" or d.get("kind") == "simultaneous":
        return f"waiting on {who}"
    return f"{who} to act"


def headline(view: dict[str, Any], short: bool = False) -> str:
    """Turn, whose journey, phase and step, and who acts: the board's top edge (`short`: in
    fewer words, for a narrow board)."""
    st = view.get("state") or {}
    turn = st.get("turn") or {}
    outcome = view.get("outcome")
    if outcome:
        return f"Game over after turn {turn.get('number', 0)} {g('sep')} {outcome.get('summary', '')}"
    phase = PHASES.get(turn.get("phase", ""), turn.get("phase", ""))
    step = STEPS.get(turn.get("step", ""), turn.get("step", ""))
    bits = []
    if short:
        phase = phase.removesuffix(" phase")
    if turn.get("number"):
        bits.append(f"T{turn['number']}" if short else f"Turn {turn['number']}")
    if turn.get("campaign"):
        bits.append(turn["campaign"] if short else f"{turn['campaign']}'s journey")
    bits.append(phase + (f": {step}" if step else ""))
    who = priority_text(view)
    if who:
        bits.append(who)
    return f" {g('sep')} ".join(bits)

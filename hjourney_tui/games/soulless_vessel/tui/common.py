"""Shared pieces of the Soulless Vessel panes: marks with ASCII stand-ins, colours, a pane that
draws the view to its width, and small readers of the view (who acts, which command names a square)."""

from __future__ import annotations

from typing import Any

from rich.text import Text

from hjourney_tui.games.soulless_vessel import board
from hjourney_tui.tui.glyphs import use_ascii
from hjourney_tui.tui.view_pane import ViewPane as BaseViewPane
from hjourney_tui.tui.view_pane import show_row

COLUMNS = "abcdefghijklmnopqrstuvwxyz"

_UNICODE = {
    ".": "\u00b7", "~": "\u2248", "#": "\u2588", ":": "\u25cb", "door": "+", "open": "'",
    "wall_v": "\u2502", "sep": "\u00b7", "scratch": "\u2716", "free": "\u25a1", "wound": "\u25a0",
    "turn": "\u25b8", "done": "\u2713", "card": "\u25ae", "hidden": "?", "start": "\u2218", "path": "\u2022",
    "more": "\u2026", "chest": "\u25a3", "drop": "\u25c6", "vessel": "\u2625", "minion": "\u00a4",
}
_ASCII = {
    ".": ".", "~": "~", "#": "#", ":": ":", "door": "+", "open": "'",
    "wall_v": "|", "sep": "|", "scratch": "x", "free": "o", "wound": "W",
    "turn": ">", "done": "+", "card": "=", "hidden": "?", "start": ".", "path": "*",
    "more": "~", "chest": "$", "drop": "%", "vessel": "&", "minion": "@",
}

HERO_COLOURS = ("#5fffff", "#ffafff", "#ffff5f", "#87ff87")  # bright, and still apart as greys
ENEMY = "bold #ff5f5f"
MUTED = "#9e9e9e"
GOOD = "#5fd75f"
WARN = "#ffaf5f"
TITLE = "bold #ffd75f"


def mark(name: str) -> str:
    return (_ASCII if use_ascii() else _UNICODE).get(name, "?")


def square_name(s: list[int] | tuple[int, int]) -> str:
    return board.name((s[0], s[1]))


def state_of(view: dict[str, Any]) -> dict[str, Any]:
    return view.get("state") or {}


def heroes_of(view: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return state_of(view).get("heroes") or {}


def hero_on_view(view: dict[str, Any]) -> str | None:
    """The hero the screen centres on: the seat on view, else the first hero."""
    heroes = heroes_of(view)
    seat = view.get("seat")
    return seat if seat in heroes else next(iter(heroes), None)


def hero_colour(view: dict[str, Any], seat: str) -> str:
    names = list(heroes_of(view))
    return HERO_COLOURS[names.index(seat) % len(HERO_COLOURS)] if seat in names else "white"


def hero_tags(view: dict[str, Any]) -> dict[str, str]:
    """One capital a hero: initials, or seat numbers when initials clash."""
    names = list(heroes_of(view))
    initials = [n[:1].upper() or "?" for n in names]
    if len(set(initials)) == len(initials):
        return dict(zip(names, initials, strict=True))
    return {n: str(i + 1) for i, n in enumerate(names)}


def group_tags(view: dict[str, Any]) -> dict[str, str]:
    """One small letter an enemy group: its name's initial, the next free letter when taken."""
    out: dict[str, str] = {}
    for gid, g in (state_of(view).get("groups") or {}).items():
        name = (g.get("name") or gid).lower()
        letter = next((c for c in name + COLUMNS if c.isalpha() and c not in out.values()), "?")
        out[gid] = letter
    return out


def acting_seats(view: dict[str, Any]) -> list[str]:
    """The heroes whose turn it is now."""
    d = view.get("decision") or {}
    return list(d.get("seats") or []) if d.get("kind") == "turn" else []


def enabled(view: dict[str, Any]) -> list[dict[str, Any]]:
    return [c for c in view.get("legal", []) if c.get("enabled")]


def model_squares(view: dict[str, Any]) -> dict[tuple[int, int], str]:
    """Square -> the hero seat, minion id or enemy id standing there."""
    st = state_of(view)
    out: dict[tuple[int, int], str] = {}
    for seat, h in (st.get("heroes") or {}).items():
        out[tuple(h["pos"])] = seat  # type: ignore[index]
    for mid, m in (st.get("minions") or {}).items():
        out[tuple(m["pos"])] = mid  # type: ignore[index]
    for eid, e in (st.get("enemies") or {}).items():
        for s in enemy_squares(e):
            out[s] = eid
    return out


def enemy_squares(e: dict[str, Any]) -> list[tuple[int, int]]:
    """Every square an enemy fills: one, or a Bulky model's four."""
    return [tuple(s) for s in e.get("squares") or [e["pos"]]]  # type: ignore[misc]


def loot_squares(view: dict[str, Any]) -> dict[tuple[int, int], tuple[str, str]]:
    """Square -> (kind, words) of what lies there: a chest, a Dropped Item token or a vessel."""
    loot = state_of(view).get("loot") or {}
    out: dict[tuple[int, int], tuple[str, str]] = {}
    for s in loot.get("chests", []):
        out[tuple(s)] = ("chest", "a closed chest")  # type: ignore[index]
    for d in loot.get("drops", []):
        n = len(d["items"])
        out[tuple(d["pos"])] = ("drop", f"Dropped Item token ({n} item{'s' if n != 1 else ''})")  # type: ignore[index]
    for v in loot.get("vessels", []):
        out[tuple(v["pos"])] = ("vessel", f"a vessel: {v['name']}")  # type: ignore[index]
    return out


def acting_minion(view: dict[str, Any]) -> str | None:
    """The minion whose orders are awaited now, if any."""
    d = view.get("decision") or {}
    if d.get("kind") != "minion":
        return None
    return next((c["data"].get("minion") for c in enabled(view) if c.get("verb") == "minion"), None)


def door_squares(view: dict[str, Any]) -> dict[str, list[tuple[int, int]]]:
    board = state_of(view).get("board") or {}
    return {d["id"]: [tuple(s) for s in d["squares"]] for d in board.get("doors", [])}  # type: ignore[misc]


def commands_at(view: dict[str, Any], square: tuple[int, int]) -> list[dict[str, Any]]:
    """The legal commands that name this square: a walk or a square for an enemy to end on, a door
    beside it, an enemy or hero standing on it, a chest, token or vessel lying there."""
    st = state_of(view)
    heroes = st.get("heroes") or {}
    enemies = st.get("enemies") or {}
    doors = door_squares(view)
    out = []
    for c in enabled(view):
        data = c.get("data") or {}
        verb = c.get("verb")
        at: list[tuple[int, int]] = []
        if verb in ("move", "square", "chest", "pickup", "inhabit", "extract", "minion") and data.get("square") is not None:
            at = [tuple(data["square"])]  # type: ignore[list-item]
        elif verb == "minion" and data.get("target") in enemies:
            at = enemy_squares(enemies[data["target"]])
        elif verb == "open" and data.get("door") in doors:
            at = doors[data["door"]]
        elif verb == "major" and data.get("target") in enemies:
            at = enemy_squares(enemies[data["target"]])
        elif verb == "hit" and data.get("enemy") in enemies:
            at = enemy_squares(enemies[data["enemy"]])
        elif verb == "target" and data.get("seat") in heroes:
            at = [tuple(heroes[data["seat"]]["pos"])]  # type: ignore[list-item]
        if square in at:
            out.append(c)
    return out


class ViewPane(BaseViewPane):
    """A Soulless Vessel pane: a long line is cropped, not ended in an ellipsis (the map's rows
    and the tracks read cleanly cut)."""

    ELLIPSIS = False


class PickingPane(ViewPane):
    """A pane with a cursor over a list (a party's items, a hand of cards): Up/Down move it while
    the pane has the focus, and the board scrolls to keep the chosen line in sight when the pane
    is taller than the board (80x24).  `draw` sets `chosen_row`, the chosen line of its drawing."""

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:  # noqa: A002
        super().__init__(id=id, classes=classes)
        self.chosen = 0
        self.chosen_row: int | None = None  # the line of the chosen entry in the last drawing

    def choices(self) -> int:
        """How many entries the cursor moves over."""
        raise NotImplementedError

    def on_focus(self) -> None:
        self.redraw()
        self.call_after_refresh(self.show_chosen)

    def on_blur(self) -> None:
        self.redraw()

    def action_pick(self, step: int) -> None:
        n = self.choices()
        if n:
            self.chosen = (self.chosen + step) % n
            self.redraw()
            self.call_after_refresh(self.show_chosen)

    def show_chosen(self) -> None:
        self.fitted(self.content_size.width)  # the drawing that marks the chosen entry now
        if self.chosen_row is not None:
            show_row(self, self.chosen_row)


def flow(pieces: list[Text], width: int, sep: str = "  ") -> Text:
    """Pieces laid left to right, a new line where the next one would not fit."""
    out = Text()
    used = 0
    for p in pieces:
        if used and used + len(sep) + p.cell_len > width:
            out.append("\n")
            used = 0
        elif used:
            out.append(sep)
            used += len(sep)
        out.append_text(p)
        used += p.cell_len
    return out

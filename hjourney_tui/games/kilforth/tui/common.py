"""Shared pieces of the Kilforth panes: glyphs, colours and small readers of the view."""

from __future__ import annotations

from typing import Any

from hjourney_tui.core.words import article, plural  # noqa: F401 - the panes import them from here
from hjourney_tui.tui.glyphs import fit, use_ascii  # noqa: F401 - fit: the panes import it from here

# Marks drawn on the map; each has an ASCII stand-in for plain terminals (the die is glyphs.glyph("die")).
_UNICODE = {
    "mountain": "\u25b2", "forest": "\u2663", "plains": "\u2248", "badlands": "\u2234", "city": "\u2302",
    "moon": "\u263e", "star": "\u2605", "tower": "\u265c", "well": "\u25ce",
    "gloom": "\u2592", "obstacle": "\u25a3", "plot": "\u2720", "ancient": "\u03a9", "goal": "\u2691",
    "foe": "!", "other": "?", "hp": "\u2665", "hp_lost": "\u2661", "fate": "\u25cf", "fate_used": "\u25cb",
    "more": "\u2026", "sep": "\u00b7",
}
_ASCII = {
    "mountain": "^", "forest": "T", "plains": '"', "badlands": ":", "city": "H",
    "moon": "m", "star": "s", "tower": "t", "well": "w",
    "gloom": "%", "obstacle": "#", "plot": "+", "ancient": "&", "goal": "@",
    "foe": "!", "other": "?", "hp": "*", "hp_lost": "-", "fate": "o", "fate_used": ".",
    "more": ".", "sep": "|",
}

# Dark tints per terrain, so light text stays readable on every cell.
TERRAIN_BG = {"mountain": "#3b3b4f", "forest": "#1e4023", "plains": "#4d4419",
              "badlands": "#4f2a1e", "city": "#23395b"}
HERO_COLOURS = ("#5fffff", "#ffafff", "#ffff5f", "#87ff87")  # bright even as greys (NO_COLOR)
SIDES = {"skull": "Doom Guard", "rose": "Rosen Knights"}
MUTED = "#9e9e9e"  # secondary text: still clear on black when colours are off (NO_COLOR)
HP_STYLE = "#ff5f5f"


def mark(name: str) -> str:
    return (_ASCII if use_ascii() else _UNICODE).get(name, "?")


def state_of(view: dict[str, Any]) -> dict[str, Any]:
    return view.get("state") or {}


def hero_on_view(view: dict[str, Any]) -> str | None:
    """The hero whose sheet and position lead the screen: the seat on view, else the active hero."""
    heroes = state_of(view).get("heroes") or {}
    for name in (view.get("seat"), state_of(view).get("active")):
        if name in heroes:
            return name
    return next(iter(heroes), None)


def hero_tags(view: dict[str, Any]) -> dict[str, str]:
    """One character per hero for the map: initials, or seat numbers when initials clash."""
    names = list((state_of(view).get("heroes") or {}).keys())
    initials = [n[:1].upper() or "?" for n in names]
    if len(set(initials)) == len(initials):
        return dict(zip(names, initials, strict=True))
    return {n: str(i + 1) for i, n in enumerate(names)}


def hero_colour(view: dict[str, Any], hero: str) -> str:
    names = list((state_of(view).get("heroes") or {}).keys())
    return HERO_COLOURS[names.index(hero) % len(HERO_COLOURS)] if hero in names else "white"


def legal_moves(view: dict[str, Any]) -> dict[str, str]:
    """Cells the seat on view may move to right now: cell -> the command text."""
    out: dict[str, str] = {}
    for c in view.get("legal", []):
        cell = c.get("data", {}).get("cell")
        if c["enabled"] and c.get("verb") == "move" and cell:
            out[cell] = c["command"]
    return out




def success_on(view: dict[str, Any]) -> int:
    """The lowest die face that counts as a success in this game, as the view says."""
    return int(state_of(view).get("success_on", 5))


def percent(p: float) -> str:
    return f"{p:.0%}"

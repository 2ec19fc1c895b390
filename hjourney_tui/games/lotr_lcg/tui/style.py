"""Shared look of the LCG panes: glyphs with ASCII fallbacks, colours, and small readers of the view."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from rich.text import Text

from hjourney_tui.tui.glyphs import use_ascii

# Colours that stay apart on a black ground when colours are off; no meaning rides on colour alone.
RED = "#ff7f7f"
GREEN = "#5fd75f"
CYAN = "#5fd7d7"
YELLOW = "#ffd75f"
MAGENTA = "#e07be0"
BLUE = "#6b9bff"
MUTED = "grey62"
SPHERE_STYLE = {"leadership": MAGENTA, "lore": GREEN, "spirit": CYAN, "tactics": RED, "neutral": MUTED}

_UNICODE = {"ready": "\u25cb", "exhausted": "\u25cf", "committed": "\u2191", "resource": "\u25c6",
            "damage": "\u2665", "progress": "\u25b0", "empty": "\u25b1", "first": "\u2605", "facedown": "\u2592",
            "dot": "\u00b7", "on": "\u2713", "more": "\u2026", "window": "\u25b6", "attach": "\u21b3"}
_ASCII = {"ready": "o", "exhausted": "x", "committed": "^", "resource": "$", "damage": "dmg", "progress": "#",
          "empty": ".", "first": "*", "facedown": "?", "dot": "|", "on": "+", "more": "~", "window": ">",
          "attach": "+"}
STAT_SHORT = {"willpower": "W", "attack": "A", "defence": "D", "hit_points": "HP", "threat": "T",
              "engagement": "E", "quest_points": "QP"}


def g(name: str) -> str:
    """A glyph, in ASCII when the terminal (or HJOURNEY_ASCII) asks for it."""
    return (_ASCII if use_ascii() else _UNICODE)[name]


def fit(text: str, width: int) -> str:
    """Cut `text` to `width` cells, marking the cut."""
    if width <= 0:
        return ""
    return text if len(text) <= width else text[: max(0, width - 1)] + g("more")


def legend() -> str:
    """What the marks on the board mean (read when shown, so the ASCII switch is honoured)."""
    return (f"{g('ready')} ready  {g('exhausted')} exhausted  {g('committed')} questing  {g('resource')} resources  "
            f"{g('damage')} damage  {g('first')} first player  {g('facedown')} face-down shadow card  "
            "W willpower  A attack  D defence  HP hit points  T threat  E engagement  QP quest points  "
            "VP victory points in the victory display")


def state_of(view: dict[str, Any]) -> dict[str, Any]:
    return view.get("state") or {}


def printed(view: dict[str, Any], card_id: str) -> dict[str, Any]:
    return (state_of(view).get("cards") or {}).get(card_id) or {}


def card_name(view: dict[str, Any], card_id: str) -> str:
    return printed(view, card_id).get("name") or card_id.replace("_", " ")


def cards_in_play(view: dict[str, Any]) -> Iterator[tuple[dict[str, Any], str, str]]:
    """Every face-up card the seat can see on the table and in its hand, with where it is and the
    group it is listed under; attachments and shadow cards follow the card they belong to."""
    st = state_of(view)

    def with_parts(c: dict[str, Any], where: str, group: str) -> Iterator[tuple[dict[str, Any], str, str]]:
        yield c, where, group
        for a in c.get("attachments", []):
            yield a, f"attached to {c.get('name', 'a card')}", group
        for s in c.get("shadows", []):
            yield s, f"shadow card of {c.get('name', 'an enemy')}", group

    if st.get("active"):
        yield from with_parts(st["active"], "the active location", "The active location")
    for c in st.get("staging", []):
        yield from with_parts(c, "in the staging area", "The staging area")
    for c in st.get("revealing", []):
        yield from with_parts(c, "being revealed", "Being revealed")
    for seat, p in (st.get("players") or {}).items():
        for c in p.get("heroes", []):
            yield from with_parts(c, f"{seat}'s hero", f"{seat}'s side")
        for c in p.get("allies", []):
            yield from with_parts(c, f"{seat}'s ally", f"{seat}'s side")
        for c in p.get("engaged", []):
            yield from with_parts(c, f"engaged with {seat}", f"Engaged with {seat}")
        if isinstance(p.get("hand"), list):
            for c in p["hand"]:
                yield c, f"in {seat}'s hand", f"{seat}'s hand"


def by_uid(view: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """Every face-up card the seat can see, by its id (the one commands name)."""
    return {str(c["uid"]): c for c, _, _ in cards_in_play(view) if "uid" in c}


def stats(c: dict[str, Any], keys: tuple[str, ...]) -> Text:
    """'W2 A3 D1' for the stats a card has; a stat changed from print is underlined."""
    out = Text()
    for k in keys:
        if k in c:
            if out:
                out.append(" ")
            out.append(f"{STAT_SHORT[k]}{c[k]}", "underline" if any(m["what"] == k for m in c.get("modifiers", [])) else "")
    return out


def health(c: dict[str, Any]) -> Text:
    """Damage against hit points: '2/5♥', red once half is gone."""
    hp = c.get("hit_points", 0)
    dmg = c.get("damage", 0)
    if not dmg:
        return Text(f"{hp}HP", MUTED)
    return Text(f"{dmg}/{hp}{g('damage')}", f"bold {RED}" if dmg * 2 >= hp else YELLOW)


def track(done: int, total: int, width: int = 10) -> Text:
    """A progress bar `width` cells wide."""
    if total <= 0:
        return Text("")
    full = min(width, round(width * done / total))
    return Text.assemble((g("progress") * full, f"bold {GREEN}"), (g("empty") * (width - full), MUTED))

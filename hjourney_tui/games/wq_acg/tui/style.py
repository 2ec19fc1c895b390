"""Shared look of the Warhammer Quest panes: glyphs (with ASCII fallbacks), colours, wording."""

from __future__ import annotations

from rich.text import Text

from hjourney_tui.core.words import plural  # noqa: F401 - the panes import it from here
from hjourney_tui.tui.glyphs import fit, use_ascii  # noqa: F401 - fit: the panes import it from here

from ..wording import ENEMY_WHO, HERO_WHO, describe_effect, describe_effects  # noqa: F401 - the panes import them from here

# Colours picked so that every one stays clear on a black ground when colours are off (NO_COLOR
# turns each into a grey of its own brightness); no meaning rides on colour alone.
RED = "#ff7f7f"
BLUE = "#6b9bff"
MAGENTA = "#e07be0"
GREEN = "#5fd75f"
CYAN = "#5fd7d7"
YELLOW = "#ffd75f"
MUTED = "grey62"

_UNICODE = {
    "leader": "\u2605", "active": "\u25b6", "ready": "\u2713", "spent": "\u2717", "token": "\u25cf",
    "prepare": "\u27f3", "die": "\u2684", "marker": "\u25c6", "plain": "\u00b7",
    "green": "\u25cf", "blue": "\u25a0", "red": "\u25b2",
    "end": "\u2620", "full": "\u25b0", "empty": "\u25b1", "attack": "\u2694", "wound": "\u2665",
    "dot": "\u00b7", "facedown": "\u2592", "more": "\u2026", "click": "\u25c2",
}
_ASCII = {
    "leader": "*", "active": ">", "ready": "+", "spent": "x", "token": "o",
    "prepare": "~", "die": "d", "marker": "@", "plain": ".", "green": "g", "blue": "b", "red": "r",
    "end": "X", "full": "#", "empty": ".", "attack": "atk", "wound": "wnd",
    "dot": "|", "facedown": "?", "more": "~", "click": "<",
}

KIND_STYLE = {"explore": CYAN, "rest": GREEN, "aid": MAGENTA, "attack": RED}
KIND_SHORT = {"explore": "Exp", "rest": "Rst", "aid": "Aid", "attack": "Atk"}
PERIL_STYLE = {"g": f"bold {GREEN}", "b": f"bold {BLUE}", "r": f"bold {RED}", ".": MUTED}
PERIL_NAME = {"g": "green", "b": "blue", "r": "red", ".": "plain space"}
PERIL_GLYPH = {"g": "green", "b": "blue", "r": "red", ".": "plain"}  # each colour of space has its own shape
ENEMY_KIND_STYLE = {"standard": "", "elite": f"bold {YELLOW}", "nemesis": f"bold {RED}"}


def g(name: str) -> str:
    """A glyph, in ASCII when the terminal (or HJOURNEY_ASCII) asks for it."""
    return (_ASCII if use_ascii() else _UNICODE)[name]


def bar(done: int, total: int, style_done: str = "bold", style_left: str = MUTED) -> Text:
    """A row of filled and empty boxes, e.g. progress on a location."""
    done = max(0, min(done, total))
    return Text.assemble((g("full") * done, style_done), (g("empty") * (total - done), style_left))


def flow(parts: list[Text], width: int, sep: str = " \u00b7 ", indent: str = "") -> Text:
    """Join parts with `sep`, breaking lines between parts (or, for a part too long
    for a line of its own, between its words); every line fits in `width`."""
    if use_ascii():
        sep = sep.replace("\u00b7", "|")
    out = Text()
    col = 0
    fresh = True  # nothing on this line yet

    def place(piece: Text, glue: str) -> None:
        nonlocal col, fresh
        if not fresh:
            if col + len(glue) + piece.cell_len > width:
                out.append("\n" + indent)
                col = len(indent)
            else:
                out.append(glue, MUTED if glue.strip() else "")
                col += len(glue)
        piece = piece if col + piece.cell_len <= width else Text(fit(piece.plain, width - col), piece.style)
        out.append_text(piece)
        col += piece.cell_len
        fresh = False

    for part in parts:
        if not part.plain:
            continue
        if part.cell_len <= width - len(indent) or " " not in part.plain:
            place(part, sep)
            continue
        if not fresh:  # a long part starts on a line of its own
            out.append("\n" + indent)
            col, fresh = len(indent), True
        for word in part.split(" "):
            place(word, " ")
    return out

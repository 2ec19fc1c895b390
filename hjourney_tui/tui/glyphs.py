"""Glyphs with ASCII fallbacks (HJOURNEY_ASCII=1, or a terminal that is not UTF-8)."""

from __future__ import annotations

import os
import sys

_UNICODE = {"die": "\u2684", "arrow": "\u25b8", "ok": "\u2713", "no": "\u2717", "dot": "\u00b7",
            "more": "\u2026"}
_ASCII = {"die": "#", "arrow": ">", "ok": "+", "no": "x", "dot": ".", "more": "~"}


def use_ascii() -> bool:
    if os.environ.get("HJOURNEY_ASCII", "") not in ("", "0"):
        return True
    enc = (getattr(sys.stdout, "encoding", None) or "").lower()
    return bool(enc) and "utf" not in enc


def glyph(name: str) -> str:
    return (_ASCII if use_ascii() else _UNICODE)[name]


def fit(text: str, width: int) -> str:
    """`text` cut to `width` cells, the cut marked (every pane cuts names the same way)."""
    if width <= 0:
        return ""
    return text if len(text) <= width else text[: width - 1] + glyph("more")


def fit_label(text: str, width: int) -> str:
    """A border title cut to fit a frame `width` cells wide.  Textual marks its own cuts
    with a Unicode ellipsis, so in ASCII mode the cut is made here, marked with '~'."""
    room = width - 4  # the corners and a space either side
    if not use_ascii() or width <= 0 or len(text) <= room:
        return text
    return text[: max(0, room - 1)] + "~"

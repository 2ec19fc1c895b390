"""How readable a screen stays with colours off (NO_COLOR): each piece of text's contrast against
its ground, as Textual draws it then (every colour turned to a grey of the same brightness)."""

from __future__ import annotations

from typing import Any

from textual.color import Color
from textual.geometry import Region

WHITE, BLACK = Color(255, 255, 255), Color(0, 0, 0)


def luminance(c: Color) -> float:
    def channel(v: int) -> float:
        x = v / 255
        return x / 12.92 if x <= 0.03928 else ((x + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b)


def contrast(a: Color, b: Color) -> float:
    """The contrast ratio of two colours, 1 (none) to 21 (black on white)."""
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def faint_text(app: Any, region: Region, least: float) -> list[tuple[str, float]]:
    """Text inside `region` of the screen drawn with less contrast than `least` (dim text counts
    at half its contrast), as (text, ratio) pairs."""
    update = app.screen._compositor.render_update(full=True)
    out = []
    for y, line in enumerate(update.strips):
        if not region.y <= y < region.bottom:
            continue
        x = 0
        for strip in line:
            for seg in strip:
                text, style = seg.text, seg.style
                start, x = x, x + len(text)
                inside = text[max(0, region.x - start):max(0, region.right - start)]
                if not inside.strip() or style is None:
                    continue
                fg = Color.from_rich_color(style.color) if style.color else WHITE
                bg = Color.from_rich_color(style.bgcolor) if style.bgcolor else BLACK
                if style.reverse:
                    fg, bg = bg, fg
                ratio = contrast(fg, bg) * (0.5 if style.dim else 1)
                if ratio < least:
                    out.append((inside.strip(), round(ratio, 2)))
    return out

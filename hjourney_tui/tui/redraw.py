"""Repainting at the least cost.

A layout pass (every widget placed again, the whole screen composited) is the costliest step of a
frame, and Textual asks for one whenever a Static gets new content.  After a command most panes
change a number or two but keep their height, so they need a repaint, not a layout; many do not
change at all.  `QuietStatic`, `refresh_content` and `QuietScrolling` do only what the change
needs.
"""

from __future__ import annotations

from typing import Any

from textual.geometry import Size
from textual.reactive import Reactive
from textual.widget import Widget
from textual.widgets import Static

_NOTHING = object()


def content_height(widget: Widget) -> int | None:
    """The height `widget` asks for at its current width (None before it is first laid out)."""
    width = widget.content_size.width
    if width <= 0:
        return None
    return widget.get_content_height(widget.size, widget.size, width)


def refresh_content(widget: Widget, before: int | None) -> None:
    """Repaint `widget`, whose content just changed; lay the screen out again only when the
    height it asks for differs from `before` (measured just before the change)."""
    widget.refresh(layout=before is None or content_height(widget) != before)


class QuietStatic(Static):
    """A Static that ignores content it already shows and asks for a layout only when its
    height changes."""

    def __init__(self, content: Any = "", **kwargs: Any) -> None:
        super().__init__(content, **kwargs)
        self._shown: Any = _NOTHING

    def update(self, content: Any = "", *, layout: bool = True) -> None:
        if content == self._shown:  # rich Text compares by its characters and styles
            return
        self._shown = content
        if not layout or not self.display:  # a hidden pane is laid out when it is shown
            super().update(content, layout=False)
            return
        before = content_height(self)
        super().update(content, layout=False)
        refresh_content(self, before)


class QuietScrolling:
    """Mixed in before a ScrollView (a command list, a log): a new virtual size updates the
    scrollbars in place instead of laying out the whole screen.  The widget's own size is set by
    its container, so only a scrollbar showing up or going away needs a layout, and Textual asks
    for that one itself."""

    virtual_size: Reactive[Size] = Reactive(Size(0, 0), layout=False)

    def watch_virtual_size(self, size: Size) -> None:
        self._scroll_update(size)  # type: ignore[attr-defined]
        self.refresh()  # type: ignore[attr-defined]

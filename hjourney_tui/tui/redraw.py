"""Repainting at the least cost.

A layout pass (every widget placed again, the whole screen composited) is the costliest step of a
frame, and Textual asks for one whenever a Static gets new content.  After a command most panes
change a number or two but keep their height, so they need a repaint, not a layout; many do not
change at all.  `QuietStatic`, `refresh_content` and `QuietScrolling` do only what the change
needs.

A layout pass that gives a widget a new size also sets its virtual size, and Textual then asks
for a second layout pass, which finds nothing left to move.  `QuietSize` drops that second pass
(the scrollbars of a scrolling widget are updated by the first pass all the same), and
`QuietHeader` writes a new title without one: the title's width does not depend on its text.
"""

from __future__ import annotations

from typing import Any

from textual.app import ComposeResult
from textual.containers import Vertical, VerticalScroll
from textual.geometry import Size
from textual.reactive import Reactive
from textual.widget import Widget
from textual.widgets import Header, Static
from textual.widgets._header import HeaderClock, HeaderClockSpace, HeaderIcon, HeaderTitle

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


class QuietSize:
    """Mixed in before a Textual widget: a size found by a layout pass asks for no second pass."""

    virtual_size: Reactive[Size] = Reactive(Size(0, 0), layout=False)


class QuietVertical(QuietSize, Vertical):
    pass


class QuietVerticalScroll(QuietSize, VerticalScroll):
    pass


class _QuietTitle(HeaderTitle):
    def update(self, content: Any = "", *, layout: bool = True) -> None:
        super().update(content, layout=False)  # the title's box is as wide whatever it says


class QuietHeader(Header):
    """Textual's header, whose title changes without laying the screen out again."""

    def compose(self) -> ComposeResult:
        yield HeaderIcon().data_bind(Header.icon)
        yield _QuietTitle()
        yield HeaderClock().data_bind(Header.time_format) if self._show_clock else HeaderClockSpace()

    def show_title(self) -> None:
        """Write the screen's title anew, for a title set without its watchers (`set_reactive`):
        setting it the usual way repaints the whole screen."""
        self.query_one(_QuietTitle).update(self.format_title())


class QuietStatic(QuietSize, Static):
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

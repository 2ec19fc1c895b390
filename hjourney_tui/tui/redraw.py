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

A layout pass also tells every scrolling widget its size again, and each one repaints its
scrollbars; those repaints would reach the screen after the frame and cost a second frame one
timer tick later.  `QuietScreen` paints them in the frame being drawn.  A scrollbar given a new
length asks for a layout pass as well, though nothing is placed by its length: `QuietBars` gives
a scrolling widget scrollbars that do not.
"""

from __future__ import annotations

import time
from math import ceil
from typing import Any

from textual import events
from textual.app import ComposeResult
from textual.containers import Vertical, VerticalScroll
from textual.geometry import Region, Size
from textual.reactive import Reactive
from textual.screen import UPDATE_PERIOD, Screen
from textual.scrollbar import ScrollBar
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
    height it asks for differs from `before` (measured just before the change).  A hidden
    widget asks for none: showing it lays the screen out, measuring it afresh."""
    if not widget.display:
        widget.refresh()
        return
    widget.refresh(layout=before is None or content_height(widget) != before)


def set_edges(widget: Widget, title: str, subtitle: str) -> None:
    """Write a frame's title and subtitle, each only if it changed, repainting only the frame's
    edge that shows it: Textual's own assignment repaints the whole widget, frame and content.
    (A title reads back as markup; one that does not compare equal to its text is simply
    written again.)"""
    width, height = widget.outer_size
    at = widget.content_offset  # a region to repaint is given from the content's corner
    for name, text, row in (("border_title", title, 0), ("border_subtitle", subtitle, height - 1)):
        if getattr(widget, name) == text:
            continue
        if not width or not height:
            setattr(widget, name, text)  # not laid out yet: the first frame paints it all
            continue
        # stored as Textual's setter stores it
        setattr(widget, f"_{name}", widget.render_str(text).expand_tabs(4).split()[0])
        widget.refresh(Region(-at.x, row - at.y, width, 1))


class QuietSize:
    """Mixed in before a Textual widget: a size found by a layout pass asks for no second pass,
    nor for a second frame (the pass repaints every widget whose size or place it changed)."""

    virtual_size: Reactive[Size] = Reactive(Size(0, 0), layout=False, repaint=False)


class QuietScreen(Screen[Any]):
    """A screen that paints a change as soon as it is idle, and paints it whole.

    Textual paints at the next tick of a 60-a-second timer: a command waited up to a tick for
    its frame.  Here a screen that has not painted for a tick paints at once (the timer still
    paces frames that follow each other closely).  A frame also paints the widgets that asked
    for a repaint without having told the screen yet (while it was laid out, say), instead of
    leaving them to a frame of their own a tick later."""

    _painted_at = 0.0  # time.monotonic() of the last frame

    async def _on_idle(self, event: events.Idle) -> None:
        if self._paint_now():
            event.prevent_default()  # Textual's own handler would wait for the timer
            self._on_timer_update()

    def _paint_now(self) -> bool:
        if not self.is_current or self.app._batch_count or self._recompose_required:
            return False
        if not (self._layout_required or self._scroll_required or self._repaint_required or self._dirty_widgets):
            return False
        if time.monotonic() - self._painted_at < UPDATE_PERIOD:
            return False
        self._take_layouts()
        return True

    def _take_layouts(self) -> None:
        """Lay out now for the widgets that asked for a layout without having told the screen yet
        (as each would on its next idle: their containers measure them afresh)."""
        for widget in self._compositor.visible_widgets:
            if widget is self or not widget._layout_required:
                continue
            widget._layout_required = False
            for ancestor in widget.ancestors:
                if not isinstance(ancestor, Widget):
                    break
                ancestor._clear_arrangement_cache()
                ancestor._layout_updates += 1
                if not ancestor.styles.auto_dimensions:
                    break
            self._layout_required = True

    def _compositor_refresh(self) -> None:
        if self.is_current:
            pending = {w for w in self._compositor.visible_widgets if w._repaint_required}
            if pending:
                for widget in pending:
                    widget._repaint_required = False  # painted now: nothing left to post
                self._compositor.update_widgets(pending)
            if not self._compositor._dirty_regions:
                self._dirty_widgets.clear()  # a layout pass that moved nothing: no frame to draw
                return
            self._painted_at = time.monotonic()
        super()._compositor_refresh()


class QuietScrollBar(QuietSize, ScrollBar):
    """A scrollbar that repaints only when its thumb would be drawn differently: a list that
    fits its pane shows an empty bar however long the list, and a log's bar stays put once the
    log is at its longest."""

    window_virtual_size: Reactive[int] = Reactive(100, repaint=False)
    window_size: Reactive[int] = Reactive(0, repaint=False)
    position: Reactive[float] = Reactive(0, repaint=False)

    def __init__(self, vertical: bool = True, name: str | None = None, *, thickness: int = 1) -> None:
        super().__init__(vertical, name, thickness=thickness)
        self._thumb = self.thumb()

    def thumb(self) -> tuple[int, int, float] | None:
        """What the bar is drawn from, besides its own size (as ScrollBar._render_bar reads it)."""
        window = self.window_size if self.window_size < self.window_virtual_size else 0
        return (ceil(self.window_virtual_size), ceil(window), self.position) if window else None

    def _repaint_thumb(self) -> None:
        if (thumb := self.thumb()) != self._thumb:
            self._thumb = thumb
            self.refresh()

    def watch_window_virtual_size(self) -> None:
        self._repaint_thumb()

    def watch_window_size(self) -> None:
        self._repaint_thumb()

    def watch_position(self) -> None:
        self._repaint_thumb()


class QuietBars:
    """Mixed in before a scrolling widget: its scrollbars are `QuietScrollBar`s (a scrollbar's
    length is set by the widget it scrolls, and nothing else on the screen moves with it)."""

    _vertical_scrollbar: ScrollBar | None
    _horizontal_scrollbar: ScrollBar | None

    @property
    def vertical_scrollbar(self) -> ScrollBar:
        if self._vertical_scrollbar is None:
            self._vertical_scrollbar = self._new_bar(vertical=True)
        return self._vertical_scrollbar

    @property
    def horizontal_scrollbar(self) -> ScrollBar:
        if self._horizontal_scrollbar is None:
            self._horizontal_scrollbar = self._new_bar(vertical=False)
        return self._horizontal_scrollbar

    def _scroll_update(self, virtual_size: Size) -> None:
        """Textual's own, less its unconditional repaint of the scrollbars: a bar repaints itself
        when its lengths change, and a layout pass repaints a bar it moves or resizes.  Textual
        calls this at every layout pass, for every scrolling widget, changed or not."""
        widget: Any = self
        widget._refresh_scrollbars()
        width, height = widget.container_size
        if widget.show_vertical_scrollbar and widget.styles.scrollbar_size_vertical:
            bar = widget.vertical_scrollbar
            bar.window_virtual_size = virtual_size.height
            bar.window_size = height - widget.scrollbar_size_horizontal
        if widget.show_horizontal_scrollbar and widget.styles.scrollbar_size_horizontal:
            bar = widget.horizontal_scrollbar
            bar.window_virtual_size = virtual_size.width
            bar.window_size = width - widget.scrollbar_size_vertical
        widget.scroll_x = widget.validate_scroll_x(widget.scroll_x)
        widget.scroll_y = widget.validate_scroll_y(widget.scroll_y)

    def _new_bar(self, *, vertical: bool) -> ScrollBar:
        widget: Any = self
        thickness = widget.scrollbar_size_vertical if vertical else widget.scrollbar_size_horizontal
        bar = QuietScrollBar(vertical=vertical, name="vertical" if vertical else "horizontal", thickness=thickness)
        bar.display = False  # as Textual's own: shown once the content overflows
        widget.app._start_widget(widget, bar)
        return bar


class QuietVertical(QuietSize, Vertical):
    pass


class QuietVerticalScroll(QuietBars, QuietSize, VerticalScroll):
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


class QuietScrolling(QuietBars):
    """Mixed in before a ScrollView (a command list, a log): a new virtual size updates the
    scrollbars in place instead of laying out the whole screen.  The widget's own size is set by
    its container, so only a scrollbar showing up or going away needs a layout, and Textual asks
    for that one itself."""

    virtual_size: Reactive[Size] = Reactive(Size(0, 0), layout=False, repaint=False)

    def watch_virtual_size(self, size: Size) -> None:
        self._scroll_update(size)  # type: ignore[attr-defined]
        self.refresh()  # type: ignore[attr-defined]

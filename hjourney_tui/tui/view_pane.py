"""The pane every game board is made of: it keeps the latest view and draws it to its own width.

A game's pane only writes `draw(width)`.  This class draws once per view and width (Textual asks
for the height, then for the lines, of one drawing), cuts every line to the pane (Textual would
wrap a long line and push the last ones off the pane), and asks for a layout of the screen only
when the pane's height changes: after most commands a pane changes a number or two, not its size.

It also turns its lines into strips itself (`LineStrips`), once per drawing and only for the lines
that changed since the last one.  Textual would convert the Text into its own Content at every
repaint, converting every span's style and tagging every segment with its offset for mouse
selection: several times the cost, paid by every pane on the board after every command.
"""

from __future__ import annotations

from typing import Any

from rich.style import Style
from rich.text import Text
from textual.geometry import Size
from textual.strip import Strip
from textual.widget import Widget

from hjourney_tui.tui.glyphs import use_ascii
from hjourney_tui.tui.redraw import QuietSize, content_height, refresh_content


def cut_lines(text: Text, width: int, *, ellipsis: bool = True) -> Text:
    """`text` with every line cut to `width` cells; a cut line ends in an ellipsis unless
    `ellipsis` is off or the screen is ASCII only (Rich's ellipsis is not ASCII)."""
    overflow = "ellipsis" if ellipsis and not use_ascii() else "crop"
    lines = text.split("\n", allow_blank=True)
    for line in lines:
        if line.cell_len > width:
            line.truncate(width, overflow=overflow)
    out = Text("\n").join(lines)
    out.no_wrap = True
    return out


def show_row(widget: Widget, row: int) -> None:
    """Scroll the nearest scrolling container around `widget` just enough to bring line `row` of
    the widget's content into view (a cursor inside a pane taller than the space it is shown in)."""
    from textual.containers import ScrollableContainer

    box = next((a for a in widget.ancestors if isinstance(a, ScrollableContainer)), None)
    if box is None:
        return
    y = widget.content_region.y + row  # on screen, where the line would be
    top, bottom = box.content_region.y, box.content_region.bottom
    if y < top:
        box.scroll_relative(y=y - top, animate=False)
    elif y >= bottom:
        box.scroll_relative(y=y - bottom + 1, animate=False)


class LineStrips:
    """A pane's lines as strips as wide as the pane, on the pane's own colours (text without a
    colour of its own takes the pane's, as Textual would give it).  It keeps the strips of the
    last drawing and renders only the lines that differ from it: after a command most of a
    board's lines read as before."""

    def __init__(self) -> None:
        self._kept: dict[tuple[Any, ...], Strip] = {}
        self._base: tuple[int, Style] | None = None

    def strips(self, widget: Widget, lines: list[Text], width: int) -> list[Strip]:
        console = widget.app.console
        base: Style = widget.rich_style
        if self._base != (width, base):
            self._kept, self._base = {}, (width, base)
        kept, fresh = self._kept, {}
        out = []
        for line in lines:
            key = (line.plain, tuple(line.spans), line.style)
            strip = fresh.get(key) or kept.get(key)
            if strip is None:
                strip = Strip(list(line.render(console))).crop_extend(0, width, base).apply_style(base)
            fresh[key] = strip
            out.append(strip)
        self._kept = fresh
        return out


class WrappedStrips:
    """Mixed in before a `QuietStatic` without padding that shows a rich Text: its lines are
    wrapped to the width as Textual wraps them and turned into strips here, once per content and width, keeping the strips of lines that
    read as before (`LineStrips`), instead of through Textual's Content at every repaint."""

    def render_line(self, y: int) -> Strip:
        widget: Any = self
        shown = getattr(widget, "_shown", None)
        if not isinstance(shown, Text):
            return super().render_line(y)  # type: ignore[misc]
        width = widget.size.width
        key = (width, widget.rich_style)
        cached = getattr(self, "_wrapped_strips", None)
        if cached is None or cached[0] is not shown or cached[1] != key:
            if not hasattr(self, "_line_strips"):
                self._line_strips = LineStrips()
            lines: list[Text] = []
            for para in shown.split("\n", allow_blank=True) if width > 0 else []:
                wrapped = list(para.wrap(widget.app.console, width))
                for line in wrapped[:-1]:
                    line.rstrip()  # as Textual wraps: the space a line breaks at is not drawn
                lines += wrapped
            cached = self._wrapped_strips = (shown, key, self._line_strips.strips(widget, lines, width))
        strips = cached[2]
        return strips[y] if 0 <= y < len(strips) else Strip.blank(width, widget.rich_style)


class FittedText:
    """Renders `draw(width)` to the content width, each line cut to it.  Mixed in before a
    Textual widget class; `MIN_WIDTH` is the least width drawn for (narrower panes crop it)."""

    MIN_WIDTH = 10
    ELLIPSIS = True  # a cut line ends in "…" (False: it is cropped)
    EMPTY_UNTIL_STATE = False  # True: draw nothing before the first view with a game state

    def draw(self, width: int) -> Text:  # pragma: no cover - each pane draws its own
        raise NotImplementedError

    def fitted(self, width: int) -> Text:
        if self.EMPTY_UNTIL_STATE and not getattr(self, "state", None):
            return Text("")
        width = max(self.MIN_WIDTH, width)
        return cut_lines(self.draw(width), width, ellipsis=self.ELLIPSIS)

    def render(self) -> Text:
        return self.fitted(self.content_size.width)  # type: ignore[attr-defined]

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        self._measured = self.fitted(width).plain.count("\n") + 1
        return self._measured

    def refresh_fitted(self) -> None:
        """Repaint after a change of what `draw` shows, laying the screen out only when the
        height differs from the one last measured."""
        width = self.content_size.width  # type: ignore[attr-defined]
        before = getattr(self, "_measured", None)
        now = self.get_content_height(Size(0, 0), Size(0, 0), width) if width > 0 else None
        self.refresh(layout=now is None or now != before)  # type: ignore[attr-defined]


class ViewPane(QuietSize, FittedText, Widget):
    """A board pane: keeps the last view, draws it once per view and width, and lays the screen
    out again only when its height changes.  A pane with a state of its own (a cursor, a page)
    calls `redraw()` when that state changes."""

    DEFAULT_CSS = """
    ViewPane { height: auto; width: 1fr; padding: 0 1; }
    ViewPane.-shown { outline-left: thick $accent; }
    """

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:  # noqa: A002
        super().__init__(id=id, classes=classes)
        self.view: dict[str, Any] = {}
        self.version = 0  # counts drawings asked for: a view, or a change of the pane's own state
        self._last: tuple[tuple[int, int, bool], Text] | None = None
        self._strips: tuple[tuple[Any, ...], list[Strip]] | None = None
        self._line_strips = LineStrips()

    @property
    def state(self) -> dict[str, Any]:
        return self.view.get("state") or {}

    def update_view(self, view: dict[str, Any]) -> None:
        before = content_height(self)
        self.view = view
        self.version += 1
        refresh_content(self, before)

    def redraw(self, before: int | None = None) -> None:
        """Draw again after a change of the pane's own state, laying out only if the height moved
        from `before` (measured before the change; by default, the drawing last shown)."""
        if before is None:
            before = content_height(self)  # the last drawing, kept until the version moves on
        self.version += 1
        refresh_content(self, before)

    def fitted(self, width: int) -> Text:
        key = (self.version, width, use_ascii())
        if self._last is None or self._last[0] != key:
            self._last = (key, super().fitted(width))
        return self._last[1]

    def render_line(self, y: int) -> Strip:
        width = self.content_size.width
        key = (self.version, width, use_ascii(), self.rich_style)
        if self._strips is None or self._strips[0] != key:
            lines = self.fitted(width).split("\n", allow_blank=True) if width > 0 else []
            self._strips = (key, self._line_strips.strips(self, list(lines), width))
        strips = self._strips[1]
        return strips[y] if 0 <= y < len(strips) else Strip.blank(width, self.rich_style)

"""A pane that draws the quest table from the latest view, fitted to its own width."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.geometry import Size
from textual.widget import Widget

from hjourney_tui.tui.glyphs import use_ascii
from hjourney_tui.tui.redraw import content_height, refresh_content


class FittedText:
    """Renders `draw(width)` to the content width, cropped: no line is wider than the widget.
    Mixed in before a Textual widget class."""

    MIN_WIDTH = 10  # drawn at least this wide, cropped when narrower

    def draw(self, width: int) -> Text:  # pragma: no cover - each pane draws its own
        raise NotImplementedError

    def _drawn(self, width: int) -> Text:
        text = self.draw(max(self.MIN_WIDTH, width))
        text.no_wrap = True
        text.overflow = "crop" if use_ascii() else "ellipsis"  # Rich's ellipsis is not ASCII
        return text

    def render(self) -> Text:
        return self._drawn(self.content_size.width)  # type: ignore[attr-defined]

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return len(self._drawn(width).plain.split("\n"))


class ViewPane(FittedText, Widget):
    """Keeps the last view and draws it line by line; no line is wider than the pane."""

    DEFAULT_CSS = """
    ViewPane { height: auto; width: 1fr; padding: 0 1; }
    ViewPane.-shown { outline-left: thick $accent; }
    """

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.view: dict[str, Any] = {}
        self.version = 0  # counts views: Textual asks for the height, then the lines, of one drawing
        self._last: tuple[tuple[int, int, bool], Text] | None = None

    def _drawn(self, width: int) -> Text:
        key = (self.version, width, use_ascii())
        if self._last is None or self._last[0] != key:
            self._last = (key, super()._drawn(width))
        return self._last[1]

    @property
    def state(self) -> dict[str, Any]:
        return self.view.get("state", {})

    def update_view(self, view: dict[str, Any]) -> None:
        before = content_height(self)
        self.view = view
        self.version += 1
        refresh_content(self, before)

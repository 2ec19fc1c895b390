"""A pane that draws the table from the latest view, fitted to its own width."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.geometry import Size
from textual.widget import Widget

from hjourney_tui.tui.glyphs import use_ascii


class ViewPane(Widget):
    """Keeps the last view and draws it with `draw(width)`; no line is wider than the pane."""

    DEFAULT_CSS = """
    ViewPane { height: auto; width: 1fr; padding: 0 1; }
    """
    MIN_WIDTH = 20

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:  # noqa: A002
        super().__init__(id=id, classes=classes)
        self.view: dict[str, Any] = {}

    @property
    def state(self) -> dict[str, Any]:
        return self.view.get("state") or {}

    def update_view(self, view: dict[str, Any]) -> None:
        self.view = view
        self.refresh(layout=True)

    def draw(self, width: int) -> Text:  # pragma: no cover - each pane draws its own
        raise NotImplementedError

    def _drawn(self, width: int) -> Text:
        width = max(self.MIN_WIDTH, width)
        lines = self.draw(width).split("\n", allow_blank=True)
        for line in lines:  # each line cut to the width here: a wrapped one would push the last off the pane
            if line.cell_len > width:
                line.truncate(width, overflow="crop" if use_ascii() else "ellipsis")  # Rich's ellipsis is not ASCII
        text = Text("\n").join(lines)
        text.no_wrap = True
        return text

    def render(self) -> Text:
        return self._drawn(self.content_size.width)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return len(self._drawn(width).plain.split("\n"))

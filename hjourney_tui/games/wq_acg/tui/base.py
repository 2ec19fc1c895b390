"""The pane that draws the quest table from the latest view: the shared one (tui/view_pane.py)."""

from __future__ import annotations

from hjourney_tui.tui.view_pane import FittedText, ViewPane

__all__ = ["FittedText", "ViewPane"]

"""A pane that draws the table from the latest view, fitted to its own width."""

from __future__ import annotations

from hjourney_tui.tui.view_pane import ViewPane as BaseViewPane


class ViewPane(BaseViewPane):
    """An LCG pane: drawn at least 20 columns wide (narrower panes crop it)."""

    MIN_WIDTH = 20

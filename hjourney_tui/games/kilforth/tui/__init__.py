"""Kilforth's game screen: the board, the trackers and the hero sheet (loaded by the app only)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .dice_tray import DiceTray
from .map_pane import MapPane
from .panel import BoardPanel

if TYPE_CHECKING:
    from textual.widget import Widget

    from hjourney_tui.core.session import Session


def build_panes(session: Session) -> list[Widget]:
    """The map, then the panel under it (trackers, then one page at a time); the dice tray goes
    to the side, in place of the generic one.  The tray reads the success face from the view."""
    success_on = int(session.view(None)["state"].get("success_on", 5))
    return [MapPane(id="kf-map"), BoardPanel(id="kf-panel"), DiceTray(id="dice", success_on=success_on)]

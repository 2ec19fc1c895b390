"""Kilforth's game screen: the board, the trackers and the hero sheet (loaded by the app only)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .dice_tray import DiceTray
from .discards_pane import DiscardsPane
from .hero_pane import HeroPane
from .legend_pane import LegendPane
from .map_pane import MapPane
from .trackers_pane import TrackersPane

if TYPE_CHECKING:
    from textual.widget import Widget

    from hjourney_tui.core.session import Session


def build_panes(session: Session) -> list[Widget]:
    """The panes of the board area, top to bottom."""
    # the hero sheet comes before the trackers: the dice tray, prompt and command list already
    # repeat a Test's roll and odds, while nothing else on screen shows the hero
    # the dice tray goes to the side, in place of the generic one
    return [MapPane(id="kf-map"), HeroPane(id="kf-hero"), TrackersPane(id="kf-trackers"),
            DiscardsPane(id="kf-discards"), LegendPane(id="kf-legend"), DiceTray(id="dice")]

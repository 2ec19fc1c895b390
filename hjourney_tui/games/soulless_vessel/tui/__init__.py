"""Soulless Vessel on screen: the dungeon map with its cursor, under it the initiative track and a
page at a time (party, enemies, hand), and the dice tray in place of the generic one; in the
town between two adventures, the town in place of the map and the pages.

`build_panes` is named by the game's info as its `tui` factory; the panes only draw the view and
give commands through `SendCommand`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .dice_tray import DiceTray
from .map_pane import MapPane
from .panel import BoardPanel
from .town_pane import TownPane

if TYPE_CHECKING:
    from textual.widget import Widget

    from hjourney_tui.core.session import Session


def build_panes(session: Session) -> list[Widget]:
    return [TownPane(id="sv-town"), MapPane(id="sv-map"), BoardPanel(id="sv-panel"), DiceTray(id="dice")]

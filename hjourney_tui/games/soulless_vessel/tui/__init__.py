"""Soulless Vessel on screen: the dungeon map with its cursor, under it the initiative track and a
page at a time (party, enemies, hand), and the dice tray in place of the generic one.

`build_panes` is named by the game's info as its `tui` factory; the panes only draw the view and
give commands through `SendCommand`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .dice_tray import DiceTray
from .map_pane import MapPane
from .panel import BoardPanel

if TYPE_CHECKING:
    from textual.widget import Widget

    from hjourney_tui.core.session import Session


def build_panes(session: Session) -> list[Widget]:
    return [MapPane(id="sv-map"), BoardPanel(id="sv-panel"), DiceTray(id="dice")]

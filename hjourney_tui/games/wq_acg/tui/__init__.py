"""Warhammer Quest on screen: the quest sheet, the odds, the enemies, the party and the dice tray.

`build_panes` is named by the game's info as its `tui` factory; the panes
only draw the view and give commands through `SendCommand`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .dice_tray import DiceTray
from .enemies_pane import EnemiesPane
from .heroes_pane import HeroesPane
from .odds_pane import OddsPane
from .quest_pane import QuestPane

if TYPE_CHECKING:
    from textual.widget import Widget

    from hjourney_tui.core.session import Session


def build_panes(session: Session) -> list[Widget]:
    return [QuestPane(id="wq-quest"), EnemiesPane(id="wq-enemies"), HeroesPane(id="wq-heroes"),
            OddsPane(id="wq-odds"), DiceTray(id="dice")]  # the tray takes the generic one's place

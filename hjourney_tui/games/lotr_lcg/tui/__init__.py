"""The Lord of the Rings card game on screen: what the table waits for (a list of the cards to
choose from, worked by keys), the encounter side, each player's side, and the viewer's hand.

`build_panes` is named by the game's info as its `tui` factory; the panes only draw the view and
give commands through `SendCommand`.  `i` opens every card in full (cards_screen.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .choice_pane import ChoicePane
from .hand_pane import HandPane
from .players_pane import PlayersPane
from .table_pane import TablePane
from .threat_tray import ThreatTray

if TYPE_CHECKING:
    from textual.widget import Widget

    from hjourney_tui.core.session import Session


def build_panes(session: Session) -> list[Widget]:
    return [ChoicePane(id="lc-choice"), TablePane(id="lc-table"), PlayersPane(id="lc-players"),
            HandPane(id="lc-hand"), ThreatTray(id="dice")]  # the dials take the dice tray's place

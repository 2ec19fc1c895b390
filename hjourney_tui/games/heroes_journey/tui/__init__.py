"""The Heroes' Journey on screen: the path, the players, the journeying party, the minions and
skirmishes, and the viewing seat's hand; `i` opens every card in full.

`build_panes` is named by the game's info as its `tui` factory; the panes only draw the view
and never change the game (the command list and bar give every command).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .hand_pane import HandPane
from .no_dice import NoDice
from .party_pane import PartyPane
from .path_pane import PathPane
from .players_pane import PlayersPane
from .skirmish_pane import SkirmishPane

if TYPE_CHECKING:
    from textual.widget import Widget

    from hjourney_tui.core.session import Session


def build_panes(session: Session) -> list[Widget]:
    return [PathPane(id="hj-path"), PlayersPane(id="hj-players"), PartyPane(id="hj-party"),
            SkirmishPane(id="hj-skirmish"), HandPane(id="hj-hand"), NoDice(id="dice")]

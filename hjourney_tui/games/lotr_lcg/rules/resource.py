"""Resource phase: each hero gains 1 resource, then each player draws 1 card."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hjourney_tui.core.questions import Script

from .actions import action_window
from .basics import add_tokens, draw

if TYPE_CHECKING:
    from ..engine import Lotr


def resource_phase(game: Lotr) -> Script:
    st = game.state
    for seat in game.turns.order_from():
        for hero in st.players[seat].heroes.cards:
            add_tokens(hero, "resources", 1)
        game.emit(f"{seat}'s heroes each gain a resource", kind="resources", seat=seat, rule="LC-CORE-RES-01",
                  data={"seat": seat})
    for seat in game.turns.order_from():
        draw(game, seat)
    yield from action_window(game, "resource")

"""Refresh phase: everything readies, threat rises by 1, the first-player token moves on."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hjourney_tui.core.questions import Script

from .actions import action_window
from .basics import ready_card, stat, tokens
from .damage import heal
from .threat import raise_threat

if TYPE_CHECKING:
    from ..engine import Lotr


def refresh_phase(game: Lotr) -> Script:
    st = game.state
    for c in st.cards.values():
        ready_card(c)
    game.emit("every exhausted card readies", kind="refresh", rule="LC-CORE-REFRESH-01")
    raise_threat(game, game.turns.order_from(), 1, "refresh")
    if not game.over:
        before = game.turns.first
        game.turns.rotate_first()
        if game.turns.first != before:
            game.emit(f"the first-player token passes to {game.turns.first}", kind="first_player",
                      rule="LC-CORE-REFRESH-03", data={"first": game.turns.first})
    regenerate(game)
    yield from action_window(game, "refresh")


def regenerate(game: Lotr) -> None:
    """Each enemy in play with Regenerate X heals X damage, in the staging area or engaged."""
    st = game.state
    enemies = [*st.encounter.staging.cards, *(e for p in st.players.values() for e in p.engaged.cards)]
    for e in enemies:
        n = stat(game, e, "regenerate")
        if n and tokens(e, "damage"):
            heal(game, e, n)

"""The one AI deck all enemy groups share (A14)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..state import Group

if TYPE_CHECKING:
    from ..engine import Vessels


def draw_ai(game: Vessels, group: Group) -> None:
    """The group's old AI card is discarded and it draws a new one; the discards are shuffled back
    when the deck runs out (VS-AI-02/03).  Its initiative is the reference card's plus the AI
    card's modifier (VS-INIT-01)."""
    st = game.state
    if group.ai is not None:
        st.ai_discard.append(group.ai)
        group.ai = None
    if not st.ai_deck:
        st.ai_deck, st.ai_discard = st.ai_discard, []
        game.rng.shuffle(st.ai_deck)
    group.ai = st.ai_deck.pop()
    card = game.content.ai_cards[group.ai]
    group.initiative = game.content.enemies[group.id].initiative + card.initiative
    game.emit(f"the {game.content.enemies[group.id].name} group draws an AI card: initiative {group.initiative}, "
              f"targets {' > '.join(card.priorities) or 'closest'}", kind="ai", rule="VS-AI-02", reveals=True,
              data={"group": group.id, "ai": group.ai, "initiative": group.initiative})

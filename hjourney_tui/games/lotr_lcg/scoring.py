"""The score of a won scenario: lower is better."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .rules.basics import tokens
from .state import ELIMINATED_AT

if TYPE_CHECKING:
    from .engine import Lotr

ROUND_COST = 10


def score(game: Lotr) -> dict[str, Any]:
    """Each player: final threat (50 if eliminated), the threat cost of each dead hero, the damage on
    surviving heroes; the group adds 10 per round played and subtracts the victory points won."""
    st = game.state
    players = {}
    for s, p in st.players.items():
        dead = sum(st.content.heroes[h]["threat"] for h in p.fallen)
        if p.eliminated:
            players[s] = ELIMINATED_AT + dead
        else:
            players[s] = p.threat + dead + sum(tokens(h, "damage") for h in p.heroes.cards)
    victory = victory_total(game)
    total = sum(players.values()) + ROUND_COST * st.round - victory
    return {"players": players, "rounds": st.round, "victory": victory, "total": total}


def victory_total(game: Lotr) -> int:
    """The points of the cards in the victory display (quest text and card effects read it too)."""
    st = game.state
    return sum(int(st.printed(c).get("victory", 0)) for c in st.encounter.victory.cards)

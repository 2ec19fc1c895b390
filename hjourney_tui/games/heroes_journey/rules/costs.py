"""What a card costs while it is being played: the printed risk cost and roaming, changed by cards in
play and by the card's own text (HJ-RISK-05, HJ-PLAY-05).  Anywhere else (in hand, in the book, in
play) the printed cost is what is read (HJ-EDGE-27)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import playing

if TYPE_CHECKING:
    from ..engine import HeroesJourney


def spots_title(game: HeroesJourney, seat: str, title: str) -> bool:
    """`seat` can spot a card titled exactly `title` ("[Name]", HJ-EFF-15): in play and active; while
    starting parties are placed, the seat's own party counts (HJ-SETUP-19)."""
    st = game.state
    if st.turn.campaign:
        uids = [u for u in playing.active_in_play(game) if st.card(u).owner == seat]
    else:
        uids = [c.uid for c in st.players[seat].party.cards]
    return any(st.data(u)["title"] == title for u in uids)


def change(game: HeroesJourney, seat: str, uid: str) -> int:
    """How much text changes this card's cost as `seat` plays it."""
    st = game.state
    card = st.data(uid)
    total = 0
    name = card.get("cheaper_with")
    if name and spots_title(game, seat, name):
        total -= 1
    for other in playing.active_in_play(game) if st.turn.campaign else ():
        rule = st.data(other).get("cost_change")
        if rule and rule["type"] == card["type"] and not game.is_blank(other):
            total += rule["amount"]
    return total


def play_cost(game: HeroesJourney, seat: str, uid: str) -> int:
    """The risk cost paid to play `uid` now, never below 0."""
    return max(0, playing.risk_cost(game, uid) + change(game, seat, uid))

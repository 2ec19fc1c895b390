"""Scripts of the Jungle set (rulesets/heroes_journey/cards/jungle.toml)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hjourney_tui.core.questions import Ask, Option, Script
from hjourney_tui.core.scripts import Source
from hjourney_tui.core.timing import Limit

from .common import (
    SCRIPTS,
    boost,
    burden_event,
    burden_when_winning,
    companion_boost,
    exert_to_heal,
    exert_to_wound_minion,
    minion_boost,
    prevent_own_wound,
    skirmishing_companion,
)

exert_to_wound_minion("kaa")
exert_to_heal("akela")
companion_boost("council_call", 2)
prevent_own_wound("good_hunting")
burden_when_winning("tabaqui")
minion_boost("monkey_rage", 3)
burden_event("stolen_away")


if TYPE_CHECKING:
    from ..engine import HeroesJourney


def _words_can(game: HeroesJourney, source: Source, occ: None) -> bool:
    bearer = game.state.bearer.get(source.id)
    return bool(bearer) and bearer == skirmishing_companion(game) \
        and bool(game.state.players[source.controller].hand.cards)


@SCRIPTS.ability("jungle_ways", timing="action", when=_words_can, limit=Limit(2, "skirmish"),
                 label="discard a card: the bearer is strength +1 (limit +2)")
def jungle_ways(game: HeroesJourney, source: Source, occ: None) -> Script:
    st = game.state
    hand = st.players[source.controller].hand
    answer = yield Ask(source.controller, "discard which card?",
                       [Option(f"discard {c.uid}", st.content.cards[c.card_id]["title"],
                               {"verb": "discard", "card": c.uid}) for c in hand.cards])
    c = st.card(answer.args[0])
    game.table.move(c, st.players[source.controller].scrap, face_up=True)
    game.emit(f"{source.controller} discards {st.content.cards[c.card_id]['title']}", kind="discard",
              seat=source.controller, data={"card": c.uid, "card_id": c.card_id})
    boost(game, st.bearer[source.id], "strength", 1, source.id)

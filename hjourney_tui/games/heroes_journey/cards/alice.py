"""Scripts of the Alice set (rulesets/heroes_journey/cards/alice.toml)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hjourney_tui.core.scripts import Source

from .common import (
    SCRIPTS,
    burden_event,
    burden_when_winning,
    companion_boost,
    exert_to_boost,
    exert_to_heal,
    minion_boost,
    prevent_own_wound,
    skirmishing_companion,
    wound_skirmishing_minion,
)

if TYPE_CHECKING:
    from ..engine import HeroesJourney

exert_to_boost("cheshire_cat", 1)
exert_to_heal("white_queen")
companion_boost("curiouser", 3)
wound_skirmishing_minion("snicker_snack")
prevent_own_wound("only_a_dream")
burden_when_winning("queen_of_hearts")
minion_boost("off_with_his_head", 3)
burden_event("sentence_first")
burden_event("duchess_lullaby")


def _curtsey_can(game: HeroesJourney, source: Source, occ: None) -> bool:
    comp = skirmishing_companion(game)
    return bool(comp) and game.state.card(comp).owner == source.controller and not game.state.turn.cancelled


@SCRIPTS.ability("curtsey", timing="action", when=_curtsey_can, label="cancel your companion's skirmish")
def curtsey(game: HeroesJourney, source: Source, occ: None) -> None:
    game.state.turn.cancelled = True
    game.emit(f"{game.name(skirmishing_companion(game))}'s skirmish is cancelled", kind="skirmish",
              seat=source.controller, rule="HJ-SKR-13", data={"companion": skirmishing_companion(game)})

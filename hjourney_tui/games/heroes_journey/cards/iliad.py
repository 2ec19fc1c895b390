"""Scripts of the Iliad set (rulesets/heroes_journey/cards/iliad.toml)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hjourney_tui.core.questions import Script
from hjourney_tui.core.scripts import Source
from hjourney_tui.core.timing import Occurrence

from ..rules import characters, playing
from .common import (
    SCRIPTS,
    boost,
    campaign_companions,
    choose,
    own_companion_wounded,
    prevent_wound,
    skirmishing_companion,
    skirmishing_minions,
)

if TYPE_CHECKING:
    from ..engine import HeroesJourney


def _odysseus_can(game: HeroesJourney, source: Source, occ: None) -> bool:
    return characters.can_exert(game, source.id) and bool(playing.minions(game))


@SCRIPTS.ability("odysseus", timing="action", when=_odysseus_can, label="exert Odysseus: wound a minion")
def odysseus(game: HeroesJourney, source: Source, occ: None) -> Script:
    characters.exert(game, source.id)
    target = yield from choose(game, source.controller, "wound which minion?", playing.minions(game))
    yield from characters.wound(game, target, source.id)


def _nestor_can(game: HeroesJourney, source: Source, occ: None) -> bool:
    return characters.can_exert(game, source.id) and bool(game.state.players[source.controller].book.cards)


@SCRIPTS.ability("nestor", timing="action", when=_nestor_can, label="exert Nestor: draw a card")
def nestor(game: HeroesJourney, source: Source, occ: None) -> None:
    characters.exert(game, source.id)
    game.draw(source.controller, 1)


def _your_skirmisher(game: HeroesJourney, source: Source, occ: None) -> bool:
    comp = skirmishing_companion(game)
    return bool(comp) and game.state.card(comp).owner == source.controller


@SCRIPTS.ability("battle_fury", timing="action", when=_your_skirmisher, label="strength +2 and Damage +1")
def battle_fury(game: HeroesJourney, source: Source, occ: None) -> None:
    comp = skirmishing_companion(game)
    boost(game, comp, "strength", 2, source.id)
    boost(game, comp, "damage", 1, source.id)


@SCRIPTS.ability("divine_mist", timing="interrupt", on="wound", when=own_companion_wounded, verb="play",
                 label="play Mist of the Goddess: prevent the wound")
def divine_mist(game: HeroesJourney, source: Source, occ: Occurrence) -> None:
    prevent_wound(game, source, occ)


def _party_there(game: HeroesJourney, source: Source, occ: None) -> bool:
    return bool(campaign_companions(game))


@SCRIPTS.ability("apollos_arrow", timing="action", when=_party_there, label="wound a companion")
def apollos_arrow(game: HeroesJourney, source: Source, occ: None) -> Script:
    target = yield from choose(game, source.controller, "wound which companion?", campaign_companions(game))
    yield from characters.wound(game, target, source.id)


def _minion_skirmishing(game: HeroesJourney, source: Source, occ: None) -> bool:
    return bool(skirmishing_minions(game))


@SCRIPTS.ability("ares_fury", timing="action", when=_minion_skirmishing, label="a minion +3")
def ares_fury(game: HeroesJourney, source: Source, occ: None) -> Script:
    target = yield from choose(game, source.controller, "which minion?", skirmishing_minions(game))
    boost(game, target, "strength", 3, source.id)

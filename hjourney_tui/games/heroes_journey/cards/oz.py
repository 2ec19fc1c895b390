"""Scripts of the Oz set (rulesets/heroes_journey/cards/oz.toml)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hjourney_tui.core.questions import Ask, Option, Script
from hjourney_tui.core.scripts import Source
from hjourney_tui.core.timing import Occurrence

from ..rules import characters
from .common import (
    SCRIPTS,
    boost,
    campaign_companions,
    choose,
    own_companion_wounded,
    prevent_wound,
    skirmishing_companion,
    skirmishing_minions,
    wounded,
)

if TYPE_CHECKING:
    from ..engine import HeroesJourney


def _glinda_can(game: HeroesJourney, source: Source, occ: None) -> bool:
    return characters.can_exert(game, source.id) and bool(wounded(game, campaign_companions(game)))


@SCRIPTS.ability("glinda", timing="action", when=_glinda_can, label="exert Glinda: heal a companion")
def glinda(game: HeroesJourney, source: Source, occ: None) -> Script:
    characters.exert(game, source.id)
    target = yield from choose(game, source.controller, "heal which companion?",
                               wounded(game, campaign_companions(game)))
    characters.heal(game, target)


def _polychrome_can(game: HeroesJourney, source: Source, occ: None) -> bool:
    comp = skirmishing_companion(game)
    return bool(comp) and characters.can_exert(game, source.id) and game.state.card(comp).owner == source.controller


@SCRIPTS.ability("polychrome", timing="action", when=_polychrome_can, label="exert Polychrome: strength +1")
def polychrome(game: HeroesJourney, source: Source, occ: None) -> None:
    characters.exert(game, source.id)
    boost(game, skirmishing_companion(game), "strength", 1, source.id)


def _your_skirmisher(game: HeroesJourney, source: Source, occ: None) -> bool:
    comp = skirmishing_companion(game)
    return bool(comp) and game.state.card(comp).owner == source.controller


@SCRIPTS.ability("powder_of_life", timing="action", when=_your_skirmisher, label="strength +3")
def powder_of_life(game: HeroesJourney, source: Source, occ: None) -> None:
    boost(game, skirmishing_companion(game), "strength", 3, source.id)


@SCRIPTS.ability("spoken_wish", timing="interrupt", on="wound", when=own_companion_wounded, verb="play",
                 label="play A Wish Spoken Aloud: prevent the wound")
def spoken_wish(game: HeroesJourney, source: Source, occ: Occurrence) -> None:
    prevent_wound(game, source, occ)


@SCRIPTS.ability("roadside_rest", timing="action", label="heal up to 2 companions")
def roadside_rest(game: HeroesJourney, source: Source, occ: None) -> Script:
    healed: list[str] = []
    while len(healed) < 2:
        left = [u for u in wounded(game, campaign_companions(game)) if u not in healed]
        if not left:
            break
        answer = yield Ask(source.controller, "heal which companion? (each once)",
                           [*(Option(f"choose {u}", game.name(u), {"verb": "choose", "card": u}) for u in left),
                            Option("done", "heal no more", {"verb": "done"})])
        if answer.name == "done":
            break
        characters.heal(game, answer.args[0])
        healed.append(answer.args[0])


def _mombi_won(game: HeroesJourney, source: Source, occ: Occurrence) -> bool:
    return source.id in occ.data.get("winners", ())


@SCRIPTS.ability("mombi", timing="forced", on="skirmish_won", when=_mombi_won, label="Mombi: add a burden")
def mombi(game: HeroesJourney, source: Source, occ: Occurrence) -> None:
    characters.add_burdens(game, game.state.turn.campaign, 1, " (Mombi)")


def _minion_skirmishing(game: HeroesJourney, source: Source, occ: None) -> bool:
    return bool(skirmishing_minions(game))


@SCRIPTS.ability("howl_of_the_pack", timing="action", when=_minion_skirmishing, label="a minion +3")
def howl_of_the_pack(game: HeroesJourney, source: Source, occ: None) -> Script:
    target = yield from choose(game, source.controller, "which minion?", skirmishing_minions(game))
    boost(game, target, "strength", 3, source.id)


@SCRIPTS.ability("mombis_curse", timing="action", label="the Campaign player adds a burden")
def mombis_curse(game: HeroesJourney, source: Source, occ: None) -> None:
    characters.add_burdens(game, game.state.turn.campaign, 1, " (Mombi's Curse)")

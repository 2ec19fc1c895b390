"""Equipped items that are not weapons give their standing bonuses all the time (VS-ITEM-05): the
dice an armour, gear or charm adds to every defence, attack or spellcasting roll of its wearer,
and what else it prints: immunity to a status, Nimble and Slippery on every movement action, no
minimum scratch, healing as a round starts, a point of movement as the turn starts, and its Plus
and Star options on rolls of its kind.  A weapon counts in the attack made with it
(rules/attack.py), and as the focus held in hand on defence and spell rolls; the backpack gives
nothing (VS-ITEM-03).  Everything is read from the board each time it is asked for, so an item
stowed, given away or broken stops at once.  Items live on the campaign's boards, so outside a
campaign there are none."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from ..printed import Spend, spend_of
from . import perks
from .damage import heal
from .items import BACKPACK

if TYPE_CHECKING:
    from ..engine import Vessels
    from ..state import Hero


def equipped(game: Vessels, hero: Hero) -> list[str]:
    """Every item the hero has outside the backpack, weapons included, in board order."""
    if game.setup.campaign is None or hero.seat not in game.party.heroes or hero.soul:
        return []
    return [c.id for c in game.party.heroes[hero.seat].items if c.slot != BACKPACK]


def worn(game: Vessels, hero: Hero) -> list[str]:
    """The hero's equipped items other than weapons, in board order."""
    return [i for i in equipped(game, hero) if i not in game.content.weapons]


def _effects_of(game: Vessels, item: str) -> list[Any]:
    return list(game.full.items[item].effects)


def effects(game: Vessels, hero: Hero) -> list[Any]:
    """The effects of every worn item, one list."""
    return [e for item in worn(game, hero) for e in _effects_of(game, item)]


def dice(game: Vessels, hero: Hero, roll: str) -> Counter[str]:
    """The dice the worn items add to a roll of this kind (attack, defense or spell).  A weapon's
    own attack dice count only in the attack made with it, but a staff held in hand adds its spell
    dice to every spellcasting roll (and a held item's defence dice to every defence)."""
    out: Counter[str] = Counter()
    for item in took_part(game, hero, roll):
        for e in _effects_of(game, item):
            if e.verb == "add_dice" and len(e.args) > 2 and e.args[2] == roll:
                out[str(e.args[0])] += int(e.args[1])
    return out


def took_part(game: Vessels, hero: Hero, roll: str) -> list[str]:
    """The equipped items that add dice to every roll of this kind (VS-WEAR-02)."""
    pool = worn(game, hero) if roll == "attack" else equipped(game, hero)
    return [i for i in pool if any(e.verb == "add_dice" and len(e.args) > 2 and e.args[2] == roll
                                   for e in _effects_of(game, i))]


def spends(game: Vessels, hero: Hero, roll: str) -> list[tuple[str, tuple[Spend, ...]]]:
    """The worn items' Plus/Star options for a roll of this kind, one source per item (a weapon's
    attack options come with the attack made with it)."""
    pool = worn(game, hero) if roll == "attack" else equipped(game, hero)
    out = []
    for item in pool:
        opts = tuple(spend_of(e, roll) for e in _effects_of(game, item) if e.verb in ("on_plus", "on_star"))
        if any(o.roll == roll for o in opts):
            out.append((item, opts))
    return out


def grants(game: Vessels, hero: Hero, verb: str) -> bool:
    """Whether the vessel's perks or a worn item give the hero this (nimble, slippery,
    prevent_min_scratch)."""
    return perks.has(game, hero, verb) or any(e.verb == verb for e in effects(game, hero))


def immune_by(game: Vessels, hero: Hero, status: str) -> str:
    """The worn item that makes the hero immune to this status ('' if none does)."""
    return next((i for i in worn(game, hero) for e in _effects_of(game, i)
                 if e.verb == "immune" and e.args and e.args[0] == status), "")


def _triggered(game: Vessels, hero: Hero, trigger: str) -> list[tuple[str, Any]]:
    return [(i, b) for i in worn(game, hero) for e in _effects_of(game, i) if e.verb == trigger for b in e.body]


def start_of_turn_mp(game: Vessels, hero: Hero) -> int:
    """Points of movement the perks and worn items add to the turn's default movement."""
    return perks.start_of_turn_mp(game, hero) + sum(int(b.args[0]) for _, b in _triggered(game, hero, "start_of_turn")
                                                    if b.verb == "move")


def start_of_round(game: Vessels, hero: Hero) -> None:
    """Step 1: worn items that heal their wearer as the round starts."""
    for item, b in _triggered(game, hero, "start_of_round"):
        if b.verb not in ("regenerate", "heal_scratches"):
            continue
        healed = heal(game, hero, int(b.args[0]) if b.args else 0)
        if healed:
            game.emit(f"{hero.seat}'s {game.full.items[item].name} heals {healed} scratch{'es' if healed != 1 else ''}",
                      kind="heal", seat=hero.seat, rule="VS-ITEM-05",
                      data={"seat": hero.seat, "item": item, "healed": healed})

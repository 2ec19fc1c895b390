"""Equipped items that are not weapons give their standing bonuses all the time (VS-ITEM-05): the
dice an armour, gear or charm adds to every defence, attack or spellcasting roll of its wearer,
and what else it prints: immunity to a status, Nimble and Slippery on every movement action, no
minimum scratch, healing as a round starts, a point of movement as the turn starts, and its Plus
and Star options on rolls of its kind.  A rune attached to an item works as part of it.  A weapon counts in the attack made with it
(rules/attack.py), and as the focus held in hand on defence and spell rolls; the backpack gives
nothing (VS-ITEM-03).  Everything is read from the board each time it is asked for, so an item
stowed, given away or broken stops at once.  Items live on the heroes' item boards (a campaign's,
or a single adventure's own: campaign.begin_single); rules without items have none."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from ..printed import Spend, spend_of
from . import perks
from .damage import heal
from .items import BACKPACK, Carried

if TYPE_CHECKING:
    from ..engine import Vessels
    from ..state import Hero


def equipped(game: Vessels, hero: Hero) -> list[str]:
    """Every item the hero has outside the backpack, weapons included, in board order."""
    if not game.boards or hero.seat not in game.party.heroes or hero.soul:
        return []
    return [c.id for c in game.party.heroes[hero.seat].items if c.slot != BACKPACK]


def worn(game: Vessels, hero: Hero) -> list[str]:
    """The hero's equipped items other than weapons, in board order."""
    return [i for i in equipped(game, hero) if i not in game.content.weapons]


def _carried(game: Vessels, hero: Hero, item: str) -> Carried | None:
    return next((c for c in game.party.heroes[hero.seat].items if c.id == item), None)


def rune_effects(game: Vessels, hero: Hero, item: str) -> list[Any]:
    """The effects of the rune attached to this item of the hero's, if any: a rune works as part
    of its item, so only while that item is equipped, and on a weapon only in attacks made with
    it (VS-ITEM-12)."""
    it = _carried(game, hero, item)
    return list(game.full.items[it.rune].effects) if it is not None and it.rune else []


def effects_of(game: Vessels, hero: Hero, item: str) -> list[Any]:
    """An equipped item's effects with its rune's."""
    return [*game.full.items[item].effects, *rune_effects(game, hero, item)]


def effects(game: Vessels, hero: Hero) -> list[Any]:
    """The effects of every worn item and its rune, one list."""
    return [e for item in worn(game, hero) for e in effects_of(game, hero, item)]


def _sources(game: Vessels, hero: Hero, roll: str, weapon: str | None = None) -> list[tuple[str, list[Any]]]:
    """(item, effects) of what counts in a roll of this kind: every worn item (with its rune) on an
    attack, every equipped one on a defence or a spell; and on an attack the rune on the weapon
    made it with (the weapon's own dice and options are the attack's: rules/attack.py)."""
    pool = worn(game, hero) if roll == "attack" else equipped(game, hero)
    out = [(i, effects_of(game, hero, i)) for i in pool]
    if roll == "attack" and weapon and weapon in equipped(game, hero):
        out.append((weapon, rune_effects(game, hero, weapon)))
    return out


def _adds_dice(e: Any, roll: str) -> bool:
    return e.verb == "add_dice" and len(e.args) > 2 and e.args[2] == roll


def dice(game: Vessels, hero: Hero, roll: str, weapon: str | None = None) -> Counter[str]:
    """The dice the equipped items add to a roll of this kind (attack, defense or spell).  A weapon's
    own attack dice count only in the attack made with it, but a staff held in hand adds its spell
    dice to every spellcasting roll (and a held item's defence dice to every defence)."""
    out: Counter[str] = Counter()
    for _, fx in _sources(game, hero, roll, weapon):
        for e in fx:
            if _adds_dice(e, roll):
                out[str(e.args[0])] += int(e.args[1])
    return out


def power(game: Vessels, hero: Hero, roll: str, weapon: str | None = None) -> int:
    """Power the equipped items (a Rune of the Edge) add to every roll of this kind."""
    return sum(int(e.args[0]) for _, fx in _sources(game, hero, roll, weapon) for e in fx
               if e.verb == "add_power" and len(e.args) > 1 and e.args[1] == roll)


def took_part(game: Vessels, hero: Hero, roll: str) -> list[str]:
    """The equipped items that add dice or power to every roll of this kind (VS-WEAR-02)."""
    return [i for i, fx in _sources(game, hero, roll) if any(
        _adds_dice(e, roll) or (e.verb == "add_power" and len(e.args) > 1 and e.args[1] == roll) for e in fx)]


def spends(game: Vessels, hero: Hero, roll: str, weapon: str | None = None) -> list[tuple[str, tuple[Spend, ...]]]:
    """The equipped items' Plus/Star options for a roll of this kind, one source per item (a
    weapon's own attack options come with the attack made with it; its rune's are offered under
    the rune's name)."""
    out = []
    for item, fx in _sources(game, hero, roll, weapon):
        opts = tuple(spend_of(e, roll) for e in fx if e.verb in ("on_plus", "on_star"))
        if any(o.roll == roll for o in opts):
            it = _carried(game, hero, item)
            source = it.rune if item == weapon and it is not None and roll == "attack" else item
            out.append((source, opts))
    return out


def on_critical(game: Vessels, hero: Hero, roll: str, weapon: str | None = None) -> list[tuple[str, int]]:
    """Statuses a Critical on a roll of this kind lays on the enemy it was made against, from the
    items (a Rune of Thunder) that take part in such rolls: the worn ones, and on an attack the
    weapon it is made with (a weapon merely held takes no part in a defence)."""
    weapons = game.content.weapons
    return [(str(b.args[0]), int(b.args[1]) if len(b.args) > 1 else 1)
            for item, fx in _sources(game, hero, roll, weapon) if item == weapon or item not in weapons
            for e in fx if e.verb == "on_critical" for b in e.body if b.verb == "apply"]


def on_wear(game: Vessels, hero: Hero, item: str) -> None:
    """An item taking a Wear token: what its rune does then (a Rune of Mending heals its bearer)."""
    for e in rune_effects(game, hero, item):
        if e.verb != "on_wear":
            continue
        for b in e.body:
            if b.verb in ("heal_scratches", "regenerate"):
                healed = heal(game, hero, int(b.args[0]) if b.args else 0)
                game.emit(f"{hero.seat}'s {game.full.items[_rune(game, hero, item)].name} heals {healed} "
                          f"scratch{'es' if healed != 1 else ''}", kind="heal", seat=hero.seat, rule="VS-ITEM-12",
                          data={"seat": hero.seat, "item": item, "healed": healed})


def _rune(game: Vessels, hero: Hero, item: str) -> str:
    it = _carried(game, hero, item)
    return it.rune if it is not None else ""


def grants(game: Vessels, hero: Hero, verb: str) -> bool:
    """Whether the vessel's perks or a worn item give the hero this (nimble, slippery,
    prevent_min_scratch)."""
    return perks.has(game, hero, verb) or any(e.verb == verb for e in effects(game, hero))


def immune_by(game: Vessels, hero: Hero, status: str) -> str:
    """The worn item that makes the hero immune to this status ('' if none does)."""
    return next((i for i in worn(game, hero) for e in effects_of(game, hero, i)
                 if e.verb == "immune" and e.args and e.args[0] == status), "")


def _triggered(game: Vessels, hero: Hero, trigger: str) -> list[tuple[str, Any]]:
    return [(i, b) for i in worn(game, hero) for e in effects_of(game, hero, i) if e.verb == trigger for b in e.body]


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

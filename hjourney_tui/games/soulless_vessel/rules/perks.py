"""Vessel perks in play: a hero's body gives its basic perk and the column-2 and column-3 perks
this hero has unlocked for that vessel type (VS-VES-05).

Perks are worked out from the vessel worn and the hero's own unlock record whenever they are
asked for, never stored with the body, so a body that changes hands (found, swapped) brings its
new wearer's unlocks and never its last owner's (VS-VES-08).  Outside a campaign nobody has
unlocked anything, so a vessel gives its basic perk only.

Played: standing dice for attack, defence and spell rolls (`add_dice DIE N ROLL`), immunity to a
status, fewer scratches from an enemy's hit, no minimum scratch, Nimble and Slippery movement,
points of movement at the start of the turn, healing and cooling down at the start of a round,
and Plus/Star spending options on attack, defence and spell rolls; those that wait for a defeat
or a Critical, or block for an ally attacked, are Forced effects of that moment's window
(rules/moments.py), as do those that shorten a status as the hero's turn ends or lend a point
of movement when it opens a door, and Last Stand's free attack as the vessel dies; Reach
lengthens a melee weapon (rules/attack.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..printed import Spend, spend_of
from ..state import Hero
from .damage import heal

if TYPE_CHECKING:
    from ..engine import Vessels


def unlocked(game: Vessels, hero: Hero) -> list[str]:
    """Perk ids this hero unlocked for the vessel type it wears (the party's record; none outside
    a campaign)."""
    if hero.vessel is None or game.setup.campaign is None:
        return []
    rec = game.party.heroes.get(hero.seat)
    return list(rec.unlocks.get(hero.vessel, [])) if rec is not None else []


def of(game: Vessels, hero: Hero) -> list[tuple[str, tuple[Any, ...]]]:
    """(perk id, effects) of every perk in force: the basic one (id 'basic') and the unlocked ones."""
    if hero.vessel is None:
        return []
    return of_vessel(game, hero.vessel, unlocked(game, hero))


def of_vessel(game: Vessels, vessel: str, unlocks: list[str]) -> list[tuple[str, tuple[Any, ...]]]:
    """(perk id, effects) of the perks a vessel gives with these unlocks (also for one just lost)."""
    v = game.content.vessels[vessel]
    return [("basic", v.perk), *((pid, fx) for pid, fx in v.unlockable if pid in set(unlocks))]


def effects(game: Vessels, hero: Hero) -> list[Any]:
    return [e for _, fx in of(game, hero) for e in fx]


def has(game: Vessels, hero: Hero, verb: str) -> bool:
    return any(e.verb == verb for e in effects(game, hero))


def total(game: Vessels, hero: Hero, verb: str) -> int:
    return sum(int(e.args[0]) for e in effects(game, hero) if e.verb == verb and e.args)


def dice(game: Vessels, hero: Hero, roll: str) -> dict[str, int]:
    """Standing dice the perks add to a roll of this kind (attack, defense, spell)."""
    out: dict[str, int] = {}
    for e in effects(game, hero):
        if e.verb == "add_dice" and len(e.args) > 2 and e.args[2] == roll:
            out[str(e.args[0])] = out.get(str(e.args[0]), 0) + int(e.args[1])
    return out


def immune(game: Vessels, hero: Hero, status: str) -> bool:
    return any(e.verb == "immune" and e.args and e.args[0] == status for e in effects(game, hero))


def spends(game: Vessels, hero: Hero, roll: str) -> list[tuple[str, tuple[Spend, ...]]]:
    """The perks' Plus/Star options, one source per perk, for `spending.offers`."""
    out = []
    for pid, fx in of(game, hero):
        opts = tuple(spend_of(e, roll) for e in fx if e.verb in ("on_plus", "on_star"))
        if opts:
            out.append((pid if pid != "basic" else f"{hero.vessel}", opts))
    return out


def answering(game: Vessels, hero: Hero, moment: str) -> list[tuple[str, Any]]:
    """(perk, effect) for each effect the hero's perks play at this moment (a defeat, a Critical,
    a door opened...), in the perks' order."""
    return [(pid, b) for pid, fx in of(game, hero) for e in fx if e.verb == moment for b in e.body]


def _triggered(game: Vessels, hero: Hero, trigger: str) -> list[Any]:
    return [b for e in effects(game, hero) if e.verb == trigger for b in e.body]


def start_of_turn_mp(game: Vessels, hero: Hero) -> int:
    """Points of movement the perks add to the turn's default movement."""
    return sum(int(b.args[0]) for b in _triggered(game, hero, "start_of_turn") if b.verb == "move")


def start_of_round(game: Vessels, hero: Hero) -> None:
    """Step 1: perks that heal or cool cards down at the start of the round."""
    for b in _triggered(game, hero, "start_of_round"):
        n = int(b.args[0]) if b.args else 0
        if b.verb in ("regenerate", "heal_scratches"):
            healed = heal(game, hero, n)
            if healed:
                game.emit(f"{hero.seat}'s vessel heals {healed} scratch{'es' if healed != 1 else ''}", kind="perk",
                          seat=hero.seat, rule="VS-VES-05", data={"seat": hero.seat, "healed": healed})
        elif b.verb == "reduce_cooldowns" and hero.cooldown:
            from . import abilities  # abilities reads attacks, which read perks: import here

            abilities.reduce_cooldowns(hero, n)
            game.emit(f"{hero.seat}'s vessel: cooldowns -{n}", kind="perk", seat=hero.seat, rule="VS-VES-05",
                      data={"seat": hero.seat, "reduction": n})

"""Wear on a hero's items from its own rolls, wherever heroes carry item boards (party.py): each Wear symbol puts a token on an item that took part in the roll, and an item
whose tokens reach its durability breaks (VS-WEAR-01..04).

The rolls a hero makes with its items call this: its attack rolls (the weapon, worn items adding
attack dice, items whose options were bought), its defence rolls (armour, a shield and whatever
else adds defence dice or sold an option) and its spellcasting rolls (a staff or charm adding
spell dice, items whose spell options were bought).  Damage rolls and minions' rolls never do
(VS-WEAR-05).  With one item able to take the token there is nothing to choose; with several the
hero picks (`wear ITEM`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ....core.questions import Ask, Option, Script
from ..state import Hero
from . import equipment

if TYPE_CHECKING:
    from ..engine import Vessels


def took_part(game: Vessels, hero: Hero, roll: str, spent: list[str], used: Sequence[str] = ()) -> list[str]:
    """The items on the hero's board that took part in a roll of this kind: those `used` (the
    weapon of an attack), those adding standing dice to it, and those whose options were bought
    (`spent` holds the bought options' keys, SOURCE-N) (VS-WEAR-02)."""
    if not game.boards or hero.seat not in game.party.heroes:
        return []
    board = {c.id for c in game.party.heroes[hero.seat].items if c.slot != "backpack"}
    out = [*used, *equipment.took_part(game, hero, roll), *(k.rsplit("-", 1)[0] for k in spent)]
    return [i for n, i in enumerate(out) if i in board and i not in out[:n]]


def after_roll(game: Vessels, hero: Hero, wear: int, took: list[str]) -> Script:
    if not wear or not game.boards:
        return
    items = game.full.items
    board = game.party.heroes[hero.seat].items
    for _ in range(wear):
        able = [c for c in board if c.id in took and items[c.id].durability]
        if not able:
            game.emit(f"{hero.seat}'s Wear is lost: no item in the roll can take it", kind="wear", seat=hero.seat,
                      rule="VS-WEAR-03", data={"seat": hero.seat, "item": None})
            return
        it = able[0]
        if len(able) > 1:  # the hero picks which item takes it (VS-WEAR-01)
            ans = yield Ask(hero.seat, "a Wear symbol: which item takes the token?",
                            [Option(f"wear {c.id}", f"{items[c.id].name} ({c.wear} of {items[c.id].durability} Wear)",
                                    {"verb": "wear", "item": c.id, "wear": c.wear,
                                     "durability": items[c.id].durability,
                                     "left": items[c.id].durability - c.wear}) for c in able], rule="VS-WEAR-01")
            it = next(c for c in able if c.id == ans.args[0])
        it.wear += 1
        equipment.on_wear(game, hero, it.id)  # a Rune of Mending heals as its item wears
        name = items[it.id].name
        if it.wear < items[it.id].durability:
            game.emit(f"{name} takes a Wear token ({it.wear} of {items[it.id].durability})", kind="wear",
                      seat=hero.seat, rule="VS-WEAR-01", data={"seat": hero.seat, "item": it.id, "wear": it.wear})
            continue
        board.remove(it)
        if hero.weapon == it.id:
            hero.weapon, hero.offhand = hero.offhand, None
        elif hero.offhand == it.id:
            hero.offhand = None
        game.emit(f"{name} breaks under its Wear and is discarded", kind="wear", seat=hero.seat, rule="VS-WEAR-04",
                  data={"seat": hero.seat, "item": it.id, "destroyed": True})

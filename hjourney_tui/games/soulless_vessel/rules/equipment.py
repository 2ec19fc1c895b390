"""Equipped items that are not weapons give their standing bonuses all the time (VS-ITEM-05): the
dice an armour, gear or charm adds to every defence, attack or spellcasting roll of its wearer.
A weapon counts only in the attack made with it (rules/attack.py); the backpack gives nothing
(VS-ITEM-03).  Items live on the campaign's boards, so outside a campaign there are none."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from .items import BACKPACK

if TYPE_CHECKING:
    from ..engine import Vessels
    from ..state import Hero


def worn(game: Vessels, hero: Hero) -> list[str]:
    """The hero's equipped items other than weapons, in board order."""
    if game.setup.campaign is None or hero.seat not in game.party.heroes or hero.soul:
        return []
    return [c.id for c in game.party.heroes[hero.seat].items
            if c.slot != BACKPACK and c.id not in game.content.weapons]


def dice(game: Vessels, hero: Hero, roll: str) -> Counter[str]:
    """The dice the worn items add to a roll of this kind (attack, defense or spell)."""
    out: Counter[str] = Counter()
    for item in worn(game, hero):
        for e in game.full.items[item].effects:
            if e.verb == "add_dice" and len(e.args) > 2 and e.args[2] == roll:
                out[str(e.args[0])] += int(e.args[1])
    return out

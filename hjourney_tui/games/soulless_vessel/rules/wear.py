"""Wear on a hero's items from its own rolls, in a campaign (where items are carried on the
party's record): each Wear symbol puts a token on an item that took part in the roll, and an item
whose tokens reach its durability breaks (VS-WEAR-01..04).

Only the rolls a hero makes with its items call this: its attack rolls, where the weapon takes
part.  Damage rolls and minions' rolls never do (VS-WEAR-05).  With one item taking part there is
nothing to choose; with several the one with the most durability left takes the token.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..state import Hero

if TYPE_CHECKING:
    from ..engine import Vessels


def after_roll(game: Vessels, hero: Hero, wear: int, took_part: list[str]) -> None:
    if not wear or game.setup.campaign is None:
        return
    items = game.full.items
    board = game.party.heroes[hero.seat].items
    for _ in range(wear):
        able = [c for c in board if c.id in took_part and items[c.id].durability]
        if not able:
            game.emit(f"{hero.seat}'s Wear is lost: no item in the roll can take it", kind="wear", seat=hero.seat,
                      rule="VS-WEAR-03", data={"seat": hero.seat, "item": None})
            return
        it = max(able, key=lambda c: items[c.id].durability - c.wear)
        it.wear += 1
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

"""Using a consumable from a hero's consumable slots during its turn (campaign adventures, where
the item boards live).  The item is used up: it leaves the board for the item discard, which is
the Pile Of Items again at the next town (VS-ITEM-08).

Only consumables whose every effect is on the user and is one the engine plays are offered:
healing scratches, taking off a wound or statuses, cooling cards down.  Using one costs no
movement points (the rules name no price; proposal).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....core.questions import Option, Script
from ..state import Hero
from . import abilities
from .damage import heal, remove_wound

if TYPE_CHECKING:
    from ..engine import Vessels

PLAYED = frozenset({"self", "heal_scratches", "remove", "remove_wound", "reduce_cooldowns"})


def playable(item: object) -> bool:
    verbs = {e.verb for e in item.effects}  # type: ignore[attr-defined]
    return item.slot == "consumable" and bool(verbs) and verbs <= PLAYED  # type: ignore[attr-defined]


def options(game: Vessels, hero: Hero) -> list[Option]:
    if game.setup.campaign is None or hero.soul:
        return []
    c = game.full
    out = []
    for it in game.party.heroes[hero.seat].items:
        item = c.items[it.id]
        if it.slot != "consumable" or not playable(item):
            continue
        out.append(Option(f"use {it.id}", f"use {item.name}: {'; '.join(str(e) for e in item.effects)}",
                          {"verb": "use", "item": it.id, "effects": [e.verb for e in item.effects],
                           "heals": sum(int(e.args[0]) for e in item.effects if e.verb == "heal_scratches"),
                           "wound": any(e.verb == "remove_wound" for e in item.effects)}))
    return out


def use(game: Vessels, hero: Hero, item_id: str) -> Script:
    board = game.party.heroes[hero.seat].items
    carried = next(i for i in board if i.id == item_id and i.slot == "consumable")
    item = game.full.items[item_id]
    board.remove(carried)  # used up: to the item discard (VS-ITEM-08)
    game.emit(f"{hero.seat} uses {item.name}", kind="item", seat=hero.seat, rule="VS-ITEM-08",
              data={"seat": hero.seat, "item": item_id})
    for e in item.effects:
        if e.verb == "heal_scratches":
            heal(game, hero, int(e.args[0]))
        elif e.verb == "remove_wound":
            remove_wound(game, hero)
        elif e.verb == "remove":
            hero.statuses.pop(str(e.args[0]), None)
        elif e.verb == "reduce_cooldowns":
            abilities.reduce_cooldowns(hero, int(e.args[0]))
    return
    yield

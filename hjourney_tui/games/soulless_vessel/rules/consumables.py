"""Using a consumable from a hero's consumable slots during its turn (wherever heroes carry item
boards: a campaign's adventures and single adventures on the game's own content).  The item is used up: it leaves the board for the item discard, which is
the Pile Of Items again at the next town (VS-ITEM-08).  Using one costs no movement points (the
rules name no price; proposal).

Four kinds are played:
- on the user: healing scratches, taking off a wound or statuses, cooling cards down, one card
  of its choice back from cooldown (Memory Wax: `use ITEM CARD`), or an oil whose Power dice join
  the hero's next attack roll, whenever it comes (our reading of "the next attack");
- on the room (`all_in_room`): every enemy in the user's room takes the statuses it names as
  tokens, or with `ally` every hero there, the user included (our reading), loses the statuses
  it names;
- a thrown one (`damage_roll`): aimed at an enemy within its `range` and in sight, as an attack
  is (VS-ATK-04, VS-LOS-13), whose damage roll meets that enemy's defence as a spell's does
  (VS-DMG-01..03).  Damage rolls carry no Wear (VS-WEAR-05).
Each target a consumable may be used on is a legal command of its own: `use ITEM ENEMY`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....core.questions import Option, Script
from .. import board
from ..state import Hero
from . import abilities
from .attack import _near, in_reach
from .damage import heal, remove_wound
from .statuses import on_enemy

if TYPE_CHECKING:
    from ..engine import Vessels

PLAYED = frozenset({"self", "heal_scratches", "remove", "remove_wound", "reduce_cooldowns",
                    "all_in_room", "ally", "apply", "damage_roll", "range", "add_dice", "return_from_cooldown"})
THROWN_RANGE = 1  # a damage roll with no range printed reaches the next square


def playable(item: object) -> bool:
    """Whether the engine plays every effect of this consumable: statuses laid and allies reached
    only on the room, a damage roll only thrown."""
    verbs = {e.verb for e in item.effects}  # type: ignore[attr-defined]
    if ({"apply", "ally"} & verbs and "all_in_room" not in verbs) or ("range" in verbs and "damage_roll" not in verbs):
        return False
    if "add_dice" in verbs and not oil_dice(item):
        return False  # dice for anything but the next attack's Power
    return item.slot == "consumable" and bool(verbs) and verbs <= PLAYED  # type: ignore[attr-defined]


def _verbs(item: Any) -> set[str]:
    return {e.verb for e in item.effects}


def _first(item: Any, verb: str) -> Any:
    return next((e for e in item.effects if e.verb == verb), None)


def damage_dice(item: Any) -> dict[str, int]:
    e = _first(item, "damage_roll")
    if e is None:
        return {}
    return {str(e.args[i]): int(e.args[i + 1]) for i in range(0, len(e.args), 2)}


def oil_dice(item: Any) -> int:
    """The Power dice an oil adds to the next attack (0: the item is no oil)."""
    return sum(int(e.args[1]) for e in item.effects
               if e.verb == "add_dice" and len(e.args) == 3 and e.args[0] == "power" and e.args[2] == "attack")


def reach(item: Any) -> int:
    e = _first(item, "range")
    return int(e.args[0]) if e is not None else THROWN_RANGE


def in_room(game: Vessels, hero: Hero) -> dict[str, list[str]]:
    """The enemies and heroes (the user among them) in the user's room."""
    st = game.state
    return {"enemies": [eid for eid, e in st.enemies.items() if _near(game, hero.pos, e.where, "room")],
            "heroes": [s for s, h in st.heroes.items() if not h.soul and (s == hero.seat or
                                                                         _near(game, hero.pos, h.pos, "room"))]}


def options(game: Vessels, hero: Hero) -> list[Option]:
    if not game.boards or hero.soul:
        return []
    c = game.full
    out = []
    for it in game.party.heroes[hero.seat].items:
        item = c.items[it.id]
        if it.slot != "consumable" or not playable(item):
            continue
        verbs = _verbs(item)
        base = {"verb": "use", "item": it.id, "effects": [e.verb for e in item.effects],
                "heals": sum(int(e.args[0]) for e in item.effects if e.verb == "heal_scratches"),
                "wound": "remove_wound" in verbs, "target": None}
        what = "; ".join(str(e) for e in item.effects)
        if "damage_roll" in verbs:
            out += _thrown(game, hero, it.id, item, base, what)
        elif "return_from_cooldown" in verbs:
            out += [Option(f"use {it.id} {card}", f"use {item.name}: {game.content.abilities[card].name} back to hand",
                           {**base, "card": card, "target": card}) for card in sorted(hero.cooldown)] or \
                [Option(f"use {it.id}", f"use {item.name}: a card back from cooldown", base, enabled=False,
                        reason=f"no card of {hero.seat}'s is cooling down")]
        elif n := oil_dice(item):
            out.append(Option(f"use {it.id}", f"use {item.name}: {n} more Power {'die' if n == 1 else 'dice'} on "
                              f"{hero.seat}'s next attack", {**base, "oil": n}))
        elif "all_in_room" in verbs:
            room = in_room(game, hero)
            hits = room["heroes"] if "ally" in verbs else room["enemies"]
            why = "" if hits else f"no {'hero' if 'ally' in verbs else 'enemy'} is in {hero.seat}'s room"
            out.append(Option(f"use {it.id}", f"use {item.name} on the room: {', '.join(hits) or 'nobody'}",
                              {**base, "room": True, "enemies": [] if "ally" in verbs else hits,
                               "heroes": hits if "ally" in verbs else [],
                               "statuses": [str(e.args[0]) for e in item.effects if e.verb in ("apply", "remove")]},
                              enabled=not why, reason=why))
        else:
            out.append(Option(f"use {it.id}", f"use {item.name}: {what}", base))
    return out


def _thrown(game: Vessels, hero: Hero, iid: str, item: Any, base: dict[str, Any], what: str) -> list[Option]:
    """One option per enemy within the item's range and in sight; with none, the item shown refused."""
    st, n = game.state, reach(item)
    dice = damage_dice(item)
    out = [Option(f"use {iid} {eid}", f"throw {item.name} at {eid} ({board.name(e.pos)}): {what}",
                  {**base, "target": eid, "enemy": eid, "damage": dict(dice), "range": n})
           for eid, e in st.enemies.items() if not in_reach(game, hero, eid, e.where, n)]
    return out or [Option(f"use {iid}", f"throw {item.name}: {what}", {**base, "damage": dict(dice), "range": n},
                          enabled=False, reason=f"no enemy is within {n} squares and in {hero.seat}'s sight")]


def use(game: Vessels, hero: Hero, item_id: str, target: str | None = None) -> Script:
    from .spells import damage_roll  # spells reads attacks and areas: import here

    board_items = game.party.heroes[hero.seat].items
    carried = next(i for i in board_items if i.id == item_id and i.slot == "consumable")
    item = game.full.items[item_id]
    board_items.remove(carried)  # used up: to the item discard (VS-ITEM-08)
    game.emit(f"{hero.seat} uses {item.name}" + (f" on {target}" if target else ""), kind="item", seat=hero.seat,
              rule="VS-ITEM-08", data={"seat": hero.seat, "item": item_id, "target": target})
    verbs = _verbs(item)
    if "damage_roll" in verbs:
        if target in game.state.enemies:
            yield from damage_roll(game, hero, target, damage_dice(item))
        return
    if "return_from_cooldown" in verbs:
        if target in hero.cooldown:
            del hero.cooldown[target]
            game.emit(f"{game.content.abilities[target].name} is back in {hero.seat}'s hand", kind="cooldown",
                      seat=hero.seat, data={"seat": hero.seat, "card": target, "back": True})
        return
    if n := oil_dice(item):
        hero.oiled += n
        game.emit(f"{hero.seat}'s next attack rolls {hero.oiled} more Power", kind="item", seat=hero.seat,
                  data={"seat": hero.seat, "oiled": hero.oiled})
        return
    if "all_in_room" in verbs:
        room = in_room(game, hero)
        for e in item.effects:
            if e.verb == "apply" and "ally" not in verbs:
                for eid in room["enemies"]:
                    on_enemy(game, eid, str(e.args[0]), int(e.args[1]) if len(e.args) > 1 else 1)
            elif e.verb == "remove" and "ally" in verbs:
                for seat in room["heroes"]:
                    if game.state.heroes[seat].statuses.pop(str(e.args[0]), None) is not None:
                        game.emit(f"{seat} is rid of {e.args[0]}", kind="status", seat=seat, rule="VS-ITEM-08",
                                  data={"seat": seat, "status": str(e.args[0]), "removed": True})
        return
    for e in item.effects:
        if e.verb == "heal_scratches":
            heal(game, hero, int(e.args[0]))
        elif e.verb == "remove_wound":
            remove_wound(game, hero)
        elif e.verb == "remove":
            hero.statuses.pop(str(e.args[0]), None)
        elif e.verb == "reduce_cooldowns":
            abilities.reduce_cooldowns(hero, int(e.args[0]))

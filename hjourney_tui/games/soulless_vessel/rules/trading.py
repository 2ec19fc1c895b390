"""Items during a campaign adventure: rearranging one's own board and trading with a neighbour,
each paid from the movement action's points (VS-ITEM-06, VS-ITEM-07).

`rearrange` pays once and then lets the hero equip and stow freely until it is done; a trade
moves one item between two adjacent heroes, after which each may rearrange for free.  The boards
are the party's record (party.py); under rules without items nothing here is offered.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....core.grid import adjacent
from ....core.questions import Answer, Ask, Option, Script
from ..state import Hero
from . import items as slots_rules
from .items import BACKPACK

if TYPE_CHECKING:
    from ..engine import Vessels


def _costs(game: Vessels) -> tuple[int, int]:
    t = game.full.settings.items
    return t["trade_mp"], t["reequip_mp"]


def options(game: Vessels, hero: Hero) -> list[Option]:
    if not game.boards or hero.soul:
        return []
    trade_mp, reequip_mp = _costs(game)
    c, p = game.full, game.party
    out = [Option("rearrange", f"rearrange your items ({reequip_mp} MP)", {"verb": "rearrange", "cost": reequip_mp},
                  enabled=hero.mp >= reequip_mp,
                  reason="" if hero.mp >= reequip_mp else f"it takes {reequip_mp} MP and {hero.seat} has {hero.mp}")]
    for seat, other in game.state.heroes.items():
        if seat == hero.seat or other.soul or not adjacent(hero.pos, other.pos):
            continue
        for verb, giver, taker in (("give", hero.seat, seat), ("take", seat, hero.seat)):
            for it in p.heroes[giver].items:
                why = "" if hero.mp >= trade_mp else f"a trade takes {trade_mp} MP and {hero.seat} has {hero.mp}"
                if not why and not slots_rules.place(p.heroes[taker].items, c.items, c.settings.slots, it.id):
                    why = f"{taker} has no room for {c.items[it.id].name}"
                out.append(Option(f"{verb} {it.id} {seat.lower()}", f"{verb} {c.items[it.id].name} "
                                  f"({'to' if verb == 'give' else 'from'} {seat}, {trade_mp} MP)",
                                  {"verb": verb, "item": it.id, "hero": seat, "cost": trade_mp},
                                  enabled=not why, reason=why))
    return out


def act(game: Vessels, hero: Hero, verb: str, args: list[str]) -> Script:
    trade_mp, reequip_mp = _costs(game)
    if verb == "rearrange":
        hero.mp -= reequip_mp
        yield from rearrange(game, hero.seat)
        return
    other = next(s for s in game.state.heroes if s.lower() == args[1])
    giver, taker = (hero.seat, other) if verb == "give" else (other, hero.seat)
    p, c = game.party, game.full
    it = slots_rules.find(p.heroes[giver].items, args[0])
    assert it is not None
    hero.mp -= trade_mp
    p.heroes[giver].items.remove(it)
    it.slot = slots_rules.place(p.heroes[taker].items, c.items, c.settings.slots, it.id)
    p.heroes[taker].items.append(it)
    game.emit(f"{giver} hands {c.items[it.id].name} to {taker}", kind="trade", seat=hero.seat, rule="VS-ITEM-07",
              data={"from": giver, "to": taker, "item": it.id})
    refit(game)
    for seat in (hero.seat, other):
        yield from rearrange(game, seat)


def rearrange(game: Vessels, seat: str) -> Script:
    """Free equipping and stowing on one's own board until `done`."""
    while True:
        opts = board_options(game, seat)
        ans: Answer = yield Ask(seat, f"{seat}: rearrange your items, then done", opts, rule="VS-ITEM-06",
                                live=lambda: board_options(game, seat))
        if ans.name == "done":
            return
        h = game.party.heroes[seat]
        it = slots_rules.find(h.items, ans.args[0])
        assert it is not None
        it.slot = slots_rules.natural_slot(game.full.items[it.id]) if ans.name == "equip" else BACKPACK
        game.emit(f"{seat} {'equips' if ans.name == 'equip' else 'stows'} {game.full.items[it.id].name}",
                  kind="trade", seat=seat, rule="VS-ITEM-06", data={"seat": seat, "item": it.id, "slot": it.slot})
        refit(game)


def board_options(game: Vessels, seat: str) -> list[Option]:
    c, h = game.full, game.party.heroes[seat]
    out = []
    for it in h.items:
        rest = [x for x in h.items if x is not it]
        if it.slot == BACKPACK and not c.items[it.id].rune:
            why = slots_rules.why_not_fit(rest, c.items, c.settings.slots, it.id, slots_rules.natural_slot(
                c.items[it.id]))
            out.append(Option(f"equip {it.id}", f"equip {c.items[it.id].name}", {"verb": "equip", "item": it.id},
                              enabled=not why, reason=why))
        elif it.slot != BACKPACK:
            why = slots_rules.why_not_fit(rest, c.items, c.settings.slots, it.id, BACKPACK)
            out.append(Option(f"stow {it.id}", f"put {c.items[it.id].name} in the backpack",
                              {"verb": "stow", "item": it.id}, enabled=not why, reason=why))
    out.append(Option("done", "done rearranging", {"verb": "done"}))
    return out


def refit(game: Vessels) -> None:
    """Each hero attacks with the weapon now in its hands (VS-ITEM-03, VS-ITEM-05)."""
    for seat, h in game.state.heroes.items():
        h.weapon, h.offhand = (*slots_rules.weapons(game.party.heroes[seat].items, game.content.weapons), None, None)[:2]

"""Chests and Dropped Item tokens during an adventure (VS-LOOT-01..04, VS-CAMP-14).

A revealed room lays out its chests (those placed for this many heroes).  A hero on or next to
a chest may pay 1 MP of its movement action to open it: two cards are drawn at random from the
Pile Of Items, the hero keeps those it wants and has room for, and the rest go under a Dropped
Item token on the chest's square.  A hero on or next to a token may pay 1 MP to take items from
it; an empty token goes.  Items live on the party's item boards (party.py): a campaign's, or in
a single adventure boards for that adventure alone, whose chests draw from the tiers a campaign
would have opened by its chapter (campaign.begin_single).  Only the small rules used by the
engine's tests carry no items, and there the chests stay shut.  Whatever lies on the map when the
adventure ends is lost (VS-CAMP-14): it was never the party's, so it is back in the pile at the
next town.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....core.grid import chebyshev
from ....core.questions import Answer, Ask, Option, Script
from .. import board
from ..state import Drop, Hero, Square
from . import items as slots_rules
from .items import Carried

if TYPE_CHECKING:
    from ..engine import Vessels

CHEST_MP = 1  # VS-LOOT-01
PICKUP_MP = 1  # VS-LOOT-04
DRAWN = 2  # cards a chest gives (VS-LOOT-02)


def place_room(game: Vessels, room: str) -> None:
    """The chests of a room just revealed (or revealed at the start)."""
    for s in game.map().chests(room, len(game.state.heroes)):
        if s not in game.state.chests:
            game.state.chests.append(s)


def begin(game: Vessels) -> None:
    for room in game.state.board.revealed:
        place_room(game, room)


def near(hero: Hero, s: Square) -> bool:
    return chebyshev(hero.pos, s) <= 1


def drop_at(game: Vessels, s: Square) -> Drop | None:
    return next((d for d in game.state.drops if d.pos == s), None)


def options(game: Vessels, hero: Hero) -> list[Option]:
    if hero.soul:  # a soul has no item board to fill
        return []
    st = game.state
    boards = game.boards
    out = []
    for s in st.chests:
        if not near(hero, s):
            continue
        why = "" if boards else "these rules carry no items: the chest stays shut"
        why = why or _mp(hero, CHEST_MP, "opening a chest")
        out.append(Option(f"chest {board.name(s)}", f"open the chest at {board.name(s)} ({CHEST_MP} MP)",
                          {"verb": "chest", "square": list(s), "cost": CHEST_MP}, enabled=not why, reason=why))
    for d in st.drops:
        if not near(hero, d.pos) or not boards:
            continue
        fits = [i for i in d.items if _slot(game, hero, i)]
        why = _mp(hero, PICKUP_MP, "picking up items") or ("" if fits else f"{hero.seat} has no room for any of them")
        out.append(Option(f"pickup {board.name(d.pos)}", f"take items from the Dropped Item token at "
                          f"{board.name(d.pos)} ({PICKUP_MP} MP)",
                          {"verb": "pickup", "square": list(d.pos), "cost": PICKUP_MP, "items": list(d.items),
                           "fits": fits}, enabled=not why, reason=why))
    return out


def _mp(hero: Hero, cost: int, what: str) -> str:
    return "" if hero.mp >= cost else f"{what} takes {cost} MP of a movement action and {hero.seat} has {hero.mp}"


def _slot(game: Vessels, hero: Hero, item: str) -> str:
    c = game.full
    return slots_rules.place(game.party.heroes[hero.seat].items, c.items, c.settings.slots, item)


def pile(game: Vessels) -> list[str]:
    """The Pile Of Items as it stands in the adventure: what no hero holds and no token hides."""
    from .town import item_pile  # town reads the loot left behind: import here

    lying = {i for d in game.state.drops for i in d.items}
    return [i for i in item_pile(game.party, game.full) if i not in lying]


def open_chest(game: Vessels, hero: Hero, s: Square) -> Script:
    """Pay 1 MP, draw two items; keep what fits and is wanted, drop the rest (VS-LOOT-01..03)."""
    st = game.state
    hero.mp -= CHEST_MP
    st.chests.remove(s)
    left = pile(game)
    drawn = game.rng.sample(left, min(DRAWN, len(left))) if left else []
    names = " and ".join(game.full.items[i].name for i in drawn) or "nothing"
    game.emit(f"{hero.seat} opens the chest at {board.name(s)}: {names}", kind="loot", seat=hero.seat,
              rule="VS-LOOT-02", reveals=True, data={"seat": hero.seat, "square": list(s), "items": list(drawn)})
    rest = yield from keep(game, hero, drawn, f"the chest at {board.name(s)}", "VS-LOOT-02")
    if rest:
        d = drop_at(game, s)
        if d is None:
            st.drops.append(Drop(s, list(rest)))
        else:
            d.items += rest
        game.emit(f"{len(rest)} item{'s' if len(rest) > 1 else ''} left under a Dropped Item token at "
                  f"{board.name(s)}", kind="loot", rule="VS-LOOT-03", data={"square": list(s), "items": list(rest)})


def pick_up(game: Vessels, hero: Hero, s: Square) -> Script:
    """Pay 1 MP and take any items from the token that the hero can hold; an empty token goes (VS-LOOT-04)."""
    d = drop_at(game, s)
    assert d is not None
    hero.mp -= PICKUP_MP
    rest = yield from keep(game, hero, list(d.items), f"the Dropped Item token at {board.name(s)}", "VS-LOOT-04")
    d.items = rest
    if not rest:
        game.state.drops.remove(d)
        game.emit(f"the Dropped Item token at {board.name(s)} is empty and goes", kind="loot", rule="VS-LOOT-04",
                  data={"square": list(s)})


def keep(game: Vessels, hero: Hero, offered: list[str], where: str, rule: str) -> Script:
    """The hero keeps items one at a time until `done`; returns those it left."""
    left = list(offered)
    while left:
        ans: Answer = yield Ask(hero.seat, f"{hero.seat}: keep items from {where}, then done",
                                keep_options(game, hero, left), rule=rule,
                                live=lambda: keep_options(game, hero, left))
        if ans.name == "done":
            break
        item = ans.args[0]
        slot = _slot(game, hero, item)
        game.party.heroes[hero.seat].items.append(Carried(item, slot))
        left.remove(item)
        game.emit(f"{hero.seat} takes {game.full.items[item].name} ({slot})", kind="loot", seat=hero.seat,
                  rule=rule, data={"seat": hero.seat, "item": item, "slot": slot})
        from .trading import refit  # a weapon taken into the hands is the one attacked with

        refit(game)
    return left


def keep_options(game: Vessels, hero: Hero, left: list[str]) -> list[Option]:
    c = game.full
    out = []
    for i in left:
        slot = _slot(game, hero, i)
        item = c.items[i]
        out.append(Option(f"keep {i}", f"keep {item.name} ({item.slot}, value {item.value})",
                          {"verb": "keep", "item": i, "slot": slot, "kind": item.slot, "value": item.value,
                           "weapon": i in game.content.weapons},
                          enabled=bool(slot), reason="" if slot else f"{hero.seat} has no room for {item.name}"))
    out.append(Option("done", "leave the rest", {"verb": "done", "left": list(left)}))
    return out


def left_behind(game: Vessels) -> None:
    """At the adventure's end, tokens and unopened chests are lost (VS-CAMP-14)."""
    st = game.state
    lost = [i for d in st.drops for i in d.items]
    if lost or st.chests:
        parts = [f"{n} {what}{'s' if n > 1 else ''}" for n, what in ((len(st.chests), "unopened chest"),
                                                                   (len(lost), "dropped item")) if n]
        game.emit(f"lost in the dungeon: {' and '.join(parts)}",
                  kind="loot", rule="VS-CAMP-14", data={"chests": len(st.chests), "items": lost})
    st.chests, st.drops = [], []


def view(game: Vessels) -> dict[str, Any]:
    """What lies on the map, for every seat alike (the token's cards were shown when drawn)."""
    st = game.state
    return {"chests": [list(s) for s in st.chests],
            "drops": [{"pos": list(d.pos), "square": board.name(d.pos), "items": list(d.items),
                       "names": [_name(game, i) for i in d.items]} for d in st.drops],
            "vessels": [{"pos": list(f.pos), "square": board.name(f.pos), "vessel": f.vessel,
                         "name": game.content.vessels[f.vessel].name} for f in st.found]}


def marks(game: Vessels) -> dict[Square, str]:
    """Text marks for the board picture: $ a chest, % a Dropped Item token, & a vessel."""
    st = game.state
    out = {s: "$" for s in st.chests}
    out.update({d.pos: "%" for d in st.drops})
    out.update({f.pos: "&" for f in st.found})
    return out


def _name(game: Vessels, item: str) -> str:
    return game.full.items[item].name if game.boards else item

"""Adventure setup: heroes on the start squares with their kits, the start room revealed, the
enemy pile and the AI deck shuffled, threat at 0."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..maps import check_reachable
from ..state import Board, Hero, State

if TYPE_CHECKING:
    from ..engine import Vessels


def build(game: Vessels, adventure: str) -> State:
    c = game.content
    plan = c.plans[adventure]
    amap = c.maps[plan.map_id]
    check_reachable(amap, c.tiles)  # the map played is walked once, when first played
    seats = game.setup.seat_names
    heroes = {}
    taken: set[str] = {k.vessel for k in c.kits[:len(seats)]} | {k.weapon for k in c.kits[:len(seats)]}
    for i, seat in enumerate(seats):
        kit = c.kits[i]
        vessel = kit.vessel or deal(game, c.starting_vessels, taken, "starting vessel")
        weapon = kit.weapon or deal(game, c.starting_weapons, taken, "improvised weapon")
        heroes[seat] = Hero(seat, amap.start[i], vessel, weapon, list(kit.abilities),
                            c.vessels[vessel].toughness)  # VS-SETUP-07/14/15
    st = State(adventure, heroes, Board(sorted(amap.initially_revealed()), [], {}))
    st.exploration = list(plan.exploration)  # listed bottom to top: the last is drawn first (VS-SETUP-10)
    st.enemy_pile = list(c.plans[adventure].enemies)
    game.rng.shuffle(st.enemy_pile)  # VS-SETUP-12
    st.ai_deck = sorted(c.ai_cards)
    game.rng.shuffle(st.ai_deck)  # VS-SETUP-16
    return st


def deal(game: Vessels, pile: tuple[str, ...], taken: set[str], what: str) -> str:
    """A card from the pile that no hero holds yet: drawn as before, and drawn again while it is
    one already dealt (so every card left is as likely, and a deal with no clash is unchanged)."""
    if all(x in taken for x in pile):
        raise ValueError(f"every {what} is dealt already: too many heroes for the pile")
    card = game.rng.choice(pile)
    while card in taken:
        card = game.rng.choice(pile)
    taken.add(card)
    return card

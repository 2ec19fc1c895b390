"""Adventure setup: heroes on the start squares with their kits, the start room revealed, the
enemy pile and the AI deck shuffled, threat at 0."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..state import Board, Hero, State

if TYPE_CHECKING:
    from ..engine import Vessels


def build(game: Vessels, adventure: str) -> State:
    c = game.content
    amap = c.maps[adventure]
    heroes = {}
    for i, seat in enumerate(game.setup.seat_names):
        kit = c.kits[i]
        heroes[seat] = Hero(seat, amap.start[i], kit.vessel, kit.weapon, list(kit.abilities),
                            c.vessels[kit.vessel].toughness)  # VS-SETUP-07/14/15
    st = State(adventure, heroes, Board(sorted(amap.initially_revealed()), [], {}))
    st.enemy_pile = list(c.plans[adventure].enemies)
    game.rng.shuffle(st.enemy_pile)  # VS-SETUP-12
    st.ai_deck = sorted(c.ai_cards)
    game.rng.shuffle(st.ai_deck)  # VS-SETUP-16
    return st

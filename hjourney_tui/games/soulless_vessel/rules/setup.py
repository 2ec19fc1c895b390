"""Adventure setup: heroes on the start squares with their kits, the start room revealed, the
enemy pile and the AI deck shuffled, threat at 0."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..state import Board, Hero, State

if TYPE_CHECKING:
    from ..engine import Vessels


def build(game: Vessels, adventure: str) -> State:
    c = game.content
    plan = c.plans[adventure]
    amap = c.maps[plan.map_id]
    heroes = {}
    for i, seat in enumerate(game.setup.seat_names):
        kit = c.kits[i]
        vessel = kit.vessel or game.rng.choice(c.starting_vessels)
        weapon = kit.weapon or game.rng.choice(c.starting_weapons)
        heroes[seat] = Hero(seat, amap.start[i], vessel, weapon, list(kit.abilities),
                            c.vessels[vessel].toughness)  # VS-SETUP-07/14/15
    st = State(adventure, heroes, Board(sorted(amap.initially_revealed()), [], {}))
    st.exploration = list(plan.exploration)  # listed bottom to top: the last is drawn first (VS-SETUP-10)
    st.enemy_pile = list(c.plans[adventure].enemies)
    game.rng.shuffle(st.enemy_pile)  # VS-SETUP-12
    st.ai_deck = sorted(c.ai_cards)
    game.rng.shuffle(st.ai_deck)  # VS-SETUP-16
    return st

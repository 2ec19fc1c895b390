"""Adventure setup: heroes on the start squares with their kits, the start room revealed, the
enemy pile and the AI deck shuffled, threat at 0."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..growth import first_caps
from ..maps import check_reachable, check_tile
from ..state import Board, Hero, State

if TYPE_CHECKING:
    from ..engine import Vessels
    from ..printed import Plan


def build(game: Vessels, adventure: str) -> State:
    c = game.content
    plan = c.plans[adventure]
    amap = c.maps[plan.map_id]
    check_reachable(amap, c.tiles, game.ruleset.content_hash)  # the map played, walked once
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
    if amap.grow:
        st.board.caps = first_caps(amap)
        st.exploration = deal_themes(game, plan, st.exploration)
        for tid in {plan.rooms[c] for c in st.exploration if c in plan.rooms} | {
                t.id for t in c.tiles.values() if t.connector}:
            check_tile(c.tiles[tid], amap.file)  # what may be laid is walked once, when first needed
    st.enemy_pile = list(c.plans[adventure].enemies)
    game.rng.shuffle(st.enemy_pile)  # VS-SETUP-12
    st.ai_deck = sorted(c.ai_cards)
    game.rng.shuffle(st.ai_deck)  # VS-SETUP-16
    return st


def deal_themes(game: Vessels, plan: Plan, deck: list[str]) -> list[str]:
    """Each 'theme:N' entry becomes a room card of theme N that the deck does not hold yet."""
    used = {c for c in deck if c in plan.rooms}
    out = []
    for entry in deck:
        if entry.startswith("theme:"):
            pool = sorted(c for c, t in plan.themes.items() if str(t) == entry[6:] and c not in used)
            if pool:
                entry = game.rng.choice(pool)
                used.add(entry)
        out.append(entry)
    return out


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

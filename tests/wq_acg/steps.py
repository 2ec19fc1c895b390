"""Play-through steps shared by the Warhammer Quest rule tests."""

from __future__ import annotations

import copy

from .helpers import BLANK, FixedDie, empty_dungeon, legal
from .helpers import fix_dice as _fix_dice


def fix_dice(g):
    """Forced dice for this game, keeping any faces a test has queued already."""
    if isinstance(g.hero_die, FixedDie):
        return g.hero_die, g.enemy_die
    return _fix_dice(g)

QUIET = ("use", "attack", "gear", "equip", "hit")


def quiet_hero_phase(s):
    """Every activation takes a harmless action with blank dice until the hero phase ends."""
    g = s.game
    hero, enemy = fix_dice(g)
    empty_dungeon(g)
    while g.phase == "hero" and g.flow.pending is not None:
        seat = g.decision().seats[0]
        hero.queue = [BLANK] * 8
        enemy.queue = [BLANK] * 8
        everything = legal(s, seat)
        quiet = [t for t in everything if not t.startswith(QUIET)]
        s.apply(seat, (quiet or everything)[0])
    return hero, enemy


def play_round(s, prefer: tuple[str, ...] = ("stay",)):
    """Answer every question (preferring commands that start with `prefer`) until the next round begins."""
    g = s.game
    hero, enemy = fix_dice(g)
    empty_dungeon(g)
    start = g.round
    while g.flow.pending is not None and g.round == start:
        seat = g.decision().seats[0]
        hero.queue = [BLANK] * 8
        enemy.queue = [BLANK] * 8
        everything = legal(s, seat)
        liked = [t for t in everything if t.startswith(prefer)]
        quiet = [t for t in everything if not t.startswith(QUIET)]
        s.apply(seat, (liked or quiet or everything)[0])


def patch_card(g, table: str, card_id: str, **fields) -> dict:
    """Give this game (only) its own copy of the content with one card's text changed."""
    if not getattr(g, "_patched", False):
        g.c = copy.deepcopy(g.c)
        g._patched = True
    g.c[table][card_id].update(fields)
    g._legal_cache = None
    return g.c[table][card_id]


def put_on_dungeon_deck(g, card_id: str):
    """Move a named dungeon card (wherever it waits unused) to the top of the dungeon deck."""
    for zone in (g.unused, g.dungeon_deck, g.dungeon_discard):
        for c in zone:
            if c.card_id == card_id:
                g.table.move(c, g.dungeon_deck, top=True)
                return c
    raise AssertionError(f"no {card_id} to draw")


def give_gear(g, seat: str, gear_id: str):
    """Equip a named gear card from wherever it lies unused."""
    for zone in (g.unused, g.gear_deck, g.gear_discard):
        for c in zone:
            if c.card_id == gear_id:
                g.table.move(c, g.gear[seat], face_up=True)
                g._legal_cache = None
                return c
    raise AssertionError(f"no {gear_id} to equip")


def conjure(g, enemy_id: str, seat: str | None = None, face_up: bool = True):
    """Bring a fresh copy of any enemy card into a hero's zone (or the shadows), deck or not."""
    card = g.table.create(enemy_id, g.zones[seat] if seat else g.shadow, face_up=face_up)
    g._legal_cache = None
    return card


def set_action(g, seat: str, card_id: str) -> None:
    """Give a hero a particular action card (say, his advanced one) in its slot."""
    kind = g.c["action"][card_id]["kind"]
    g.heroes[seat]["actions"][kind]["card"] = card_id
    g._legal_cache = None


def quiet_action(s, seat: str) -> None:
    """The seat takes its first harmless action, with blank dice."""
    g = s.game
    hero, enemy = fix_dice(g)
    hero.queue = [BLANK] * 8
    enemy.queue = [BLANK] * 8
    everything = legal(s, seat)
    s.apply(seat, ([t for t in everything if not t.startswith(QUIET)] or everything)[0])

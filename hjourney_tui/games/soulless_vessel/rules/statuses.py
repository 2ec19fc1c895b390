"""Statuses: on a hero a duration on its effects tracker, on an enemy model tokens, and what each
does while it is there."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....core.questions import Script
from ..state import TRACKER_MAX, Hero
from . import equipment, perks
from .enemy_abilities import immune

if TYPE_CHECKING:
    from ..engine import Vessels

NEGATIVE = ("bleed", "cripple", "cursed", "dazed", "stun", "terror", "weaken")


def on_hero(game: Vessels, hero: Hero, status: str, n: int) -> None:
    """A status already there keeps the longer duration (VS-STATUS-03); durations stop at 5 (A9)."""
    if hero.soul:
        return
    if perks.immune(game, hero, status):
        game.emit(f"{hero.seat}'s vessel is immune to {status}", kind="status", seat=hero.seat, rule="VS-VES-05",
                  data={"seat": hero.seat, "status": status, "immune": True})
        return
    ward = warded(game, hero, status)
    if ward:
        game.emit(f"{ward} keeps {status} off {hero.seat}", kind="status", seat=hero.seat,
                  data={"seat": hero.seat, "status": status, "immune": True, "ward": ward})
        return
    item = equipment.immune_by(game, hero, status)
    if item:
        game.emit(f"{hero.seat}'s {game.full.items[item].name} keeps {status} off", kind="status", seat=hero.seat,
                  rule="VS-ITEM-05", data={"seat": hero.seat, "status": status, "immune": True, "item": item})
        return
    hero.statuses[status] = min(max(hero.statuses.get(status, 0), n), TRACKER_MAX)
    game.emit(f"{hero.seat} suffers {status} ({hero.statuses[status]})", kind="status", seat=hero.seat,
              rule="VS-STATUS-03", data={"seat": hero.seat, "status": status, "duration": hero.statuses[status]})


def warded(game: Vessels, hero: Hero, status: str) -> str:
    """The name of a ward laid on the hero that keeps this status off it while the ward stays on its
    caster's effects tracker ('' if none does)."""
    for other in game.state.heroes.values():
        for card, seat in other.wards.items():
            if seat == hero.seat and card in other.effects and status in game.content.abilities[card].major.immune:
                return game.content.abilities[card].name
    return ""


def on_enemy(game: Vessels, eid: str, status: str, n: int) -> None:
    """Tokens add up to the cap for that status (Bleed 4, others 2); Cursed and Terror place none
    (VS-STATUS-06, VS-STATUS-07, VS-STATUS-25)."""
    e = game.state.enemies.get(eid)
    cap = game.content.status_caps.get(status, 0)
    if e is None or cap <= 0 or immune(game, eid, status):
        return
    e.tokens[status] = min(e.tokens.get(status, 0) + n, cap)
    game.emit(f"{eid} takes {status} ({e.tokens[status]} token{'s' if e.tokens[status] != 1 else ''})",
              kind="status", rule="VS-STATUS-07", data={"enemy": eid, "status": status, "tokens": e.tokens[status]})


def tick_hero(hero: Hero) -> None:
    """Step 1: every status counts down; at 0 it goes.  While Terror was there when the step began,
    only Terror counts down among the negative statuses (VS-STATUS-04, VS-STATUS-21/22)."""
    terror = "terror" in hero.statuses
    for s in list(hero.statuses):
        if terror and s != "terror" and s in NEGATIVE:
            continue
        hero.statuses[s] -= 1
        if hero.statuses[s] <= 0:
            del hero.statuses[s]


def end_of_activation(game: Vessels, eid: str) -> Script:
    """One token of each status comes off; each Bleed token removed deals a wound, which may
    destroy the model (VS-STATUS-08, VS-STATUS-10, VS-EDGE-05)."""
    from .damage import wound_enemy  # damage reads statuses for Weaken

    e = game.state.enemies.get(eid)
    if e is None:
        return
    bled = False
    for s in list(e.tokens):
        e.tokens[s] -= 1
        bled = bled or s == "bleed"
        if e.tokens[s] <= 0:
            del e.tokens[s]
    if bled:
        game.emit(f"{eid} bleeds", kind="status", rule="VS-STATUS-10", data={"enemy": eid, "status": "bleed"})
        yield from wound_enemy(game, eid, 1)


def has(hero: Hero, status: str) -> bool:
    return status in hero.statuses

"""Bellows: an ongoing card that rouses every ally in the hero's room (Bellow, Rolling and Dreadful
Bellow).  The allies there when it is played (other heroes with a vessel, minions) add its power to
their attacks while the card stays on the hero's effects tracker; a status it names goes on every
enemy in the room (our reading of Dreadful Bellow's Dazed: the enemies are the ones it frightens)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..printed import Action
from ..state import Hero

if TYPE_CHECKING:
    from ..engine import Vessels


def play(game: Vessels, hero: Hero, c: str, a: Action) -> None:
    from .attack import same_room
    from .spells import room_allies
    from .statuses import on_enemy

    seats, mids = room_allies(game, hero)
    hero.roused[c] = seats + mids
    game.emit(f"{hero.seat} bellows: {', '.join(seats + mids) or 'no ally'} +{a.power} attack power",
              kind="ability", seat=hero.seat, data={"seat": hero.seat, "card": c, "allies": seats + mids,
                                                     "power": a.power})
    for eid, e in list(game.state.enemies.items()):
        if same_room(game, hero.pos, e.where):
            for status, n in a.statuses:
                on_enemy(game, eid, status, n)


def power(game: Vessels, who: str) -> int:
    """What the bellows still ringing add to the attacks of `who` (a hero's seat or a minion's id)."""
    return sum(game.content.abilities[c].major.power for h in game.state.heroes.values()
               for c, allies in h.roused.items() if c in h.effects and who in allies)

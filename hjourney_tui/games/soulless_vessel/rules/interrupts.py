"""Interrupts: ability cards played from hand at the moment they name, through the core's
trigger windows (core/timing.py), on anyone's turn.  Before an enemy's attack on a hero lands:
defence dice, a block, no minimum scratch, a leap to the ally's side first (Leaping Interpose) or a
slip away once the attack is over (Veil and Slip).  After an enemy moves next to a hero: that hero's
watch, a free attack at it (Watchful, Keen and Pinning Eye)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....core.grid import adjacent
from ....core.questions import Script
from ....core.timing import Occurrence, Trigger
from ..printed import Action
from ..state import Hero
from . import attack, movement
from .abilities import bleed, major_cooldown

if TYPE_CHECKING:
    from ..engine import Vessels

ADJACENT = "enemy_adjacent"  # the occurrence of an enemy ending any movement next to a hero


def triggers(game: Vessels, occ: Occurrence, timing: str) -> list[Trigger]:
    if timing == "interrupt" and occ.kind == "attacked":
        return _defending(game, occ)
    if timing == "response" and occ.kind == ADJACENT:
        return _watching(game, occ)
    return []


def _defending(game: Vessels, occ: Occurrence) -> list[Trigger]:
    """Cards in hand whose interrupt answers this attack: 'when_attacked' for the hero attacked,
    'when_ally_attacked' for the others, who must stand next to that ally or (a leap) reach a
    square next to it with the card's points.  Placed cards are not in hand (VS-ABIL-12)."""
    out = []
    ally = game.state.heroes[occ.data["seat"]]
    for seat, h in game.state.heroes.items():
        if h.soul:
            continue
        moment = "when_attacked" if seat == occ.data["seat"] else "when_ally_attacked"
        for c in h.hand:
            card = game.content.abilities[c]
            a = card.major
            if a.kind != "interrupt" or a.trigger != moment:
                continue
            if a.whom == "adjacent" and not (_leaps(game, h, ally, a.mp) if a.mp else adjacent(h.pos, ally.pos)):
                continue
            gives = [f"+{n} {d}" for d, n in a.dice.items()] + ([f"block {a.block}"] if a.block else [])
            out.append(Trigger(f"{seat.lower()}.{c}", seat, "interrupt",
                               f"{card.name}: {', '.join(gives)} on {occ.data['seat']}'s defence"
                               + (f" (moving up to {a.mp})" if a.mp else ""),
                               lambda s=seat, c=c: play(game, s, c, occ),
                               ability="major", command=f"trigger {c}",
                               data={"card": c, "dice": dict(a.dice), "block": a.block, "mp": a.mp}))
    return out


def _leaps(game: Vessels, h: Hero, ally: Hero, mp: int) -> list:
    """The squares next to the ally the hero can reach with `mp` points (its own included)."""
    return [s for s in movement.spots(game, h, mp) if adjacent(s, ally.pos)]


def _played(game: Vessels, h: Hero, c: str) -> None:
    """The card leaves hand for the cooldown tracker as any major does (VS-ABIL-11, VS-ABIL-13)."""
    h.cooldown[c] = major_cooldown(game, h, c)
    bleed(game, h)
    game.emit(f"{h.seat} plays {game.content.abilities[c].name} as an interrupt", kind="ability", seat=h.seat,
              rule="VS-ABIL-11", data={"seat": h.seat, "card": c, "action": "interrupt"})


def play(game: Vessels, seat: str, c: str, occ: Occurrence) -> Script:
    h = game.state.heroes[seat]
    a = game.content.abilities[c].major
    _played(game, h, c)
    if a.mp and a.whom == "adjacent":  # the leap comes first: the block is made from the ally's side
        ally = game.state.heroes[occ.data["seat"]]
        yield from movement.shift(game, h, a.mp, f"leaps to {ally.seat}'s side", lambda s: adjacent(s, ally.pos))
    elif a.mp:  # the slip comes once the attack is over (defence.enemy_attacks)
        occ.data.setdefault("slip", []).append((seat, a.mp))
    for die, n in a.dice.items():
        occ.data["dice"][die] = occ.data["dice"].get(die, 0) + n
    occ.data["block"] = occ.data.get("block", 0) + a.block
    if a.firm:  # the hero stands firm: no minimum scratch from this attack
        occ.data["no_min"] = True
    if a.spend:  # its spending options join the defence roll's
        occ.data.setdefault("spend", []).append((c, a.spend))


def _watching(game: Vessels, occ: Occurrence) -> list[Trigger]:
    """The hero an enemy has just come next to may answer from hand with a watch card: a free attack
    at it, with a weapon in hand that reaches it (VS-ATK-16..18)."""
    seat, eid = occ.data["seat"], occ.data["enemy"]
    h = game.state.heroes[seat]
    if h.soul or eid not in game.state.enemies or not [w for w in attack.held(h) if not attack.check(game, h, eid, 0, w)]:
        return []
    out = []
    for c in h.hand:
        card = game.content.abilities[c]
        a = card.major
        if a.kind == "interrupt" and a.trigger == "when_enemy_moves_adjacent" and a.free:
            out.append(Trigger(f"{seat.lower()}.{c}", seat, "response", f"{card.name}: a free attack at {eid}",
                               lambda c=c: _watch(game, h, c, eid), ability="major", command=f"trigger {c}",
                               data={"card": c, "enemy": eid, "power": a.power}))
    return out


def _watch(game: Vessels, h: Hero, c: str, eid: str) -> Script:
    a = game.content.abilities[c].major
    _played(game, h, c)
    if eid in game.state.enemies and not h.soul:
        yield from attack.free_attack(game, h, eid, Action("attack", power=a.power, statuses=a.statuses))

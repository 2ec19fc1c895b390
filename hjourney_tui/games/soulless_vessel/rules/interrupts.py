"""Interrupts: ability cards played from hand at the moment they name, through the core's
trigger windows (core/timing.py), on anyone's turn."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....core.grid import adjacent
from ....core.timing import Occurrence, Trigger
from .abilities import bleed, major_cooldown

if TYPE_CHECKING:
    from ..engine import Vessels


def triggers(game: Vessels, occ: Occurrence, timing: str) -> list[Trigger]:
    """Cards in hand whose interrupt answers this attack: 'when_attacked' for the hero attacked,
    'when_ally_attacked' for the others.  Placed cards are not in hand (VS-ABIL-12)."""
    if timing != "interrupt" or occ.kind != "attacked":
        return []
    out = []
    for seat, h in game.state.heroes.items():
        if h.soul:
            continue
        moment = "when_attacked" if seat == occ.data["seat"] else "when_ally_attacked"
        for c in h.hand:
            card = game.content.abilities[c]
            a = card.major
            if a.whom == "adjacent" and not adjacent(h.pos, game.state.heroes[occ.data["seat"]].pos):
                continue
            if a.kind == "interrupt" and a.trigger == moment:
                gives = [f"+{n} {d}" for d, n in a.dice.items()] + ([f"block {a.block}"] if a.block else [])
                out.append(Trigger(f"{seat.lower()}.{c}", seat, "interrupt",
                                   f"{card.name}: {', '.join(gives)} on "
                                   f"{occ.data['seat']}'s defence", lambda s=seat, c=c: play(game, s, c, occ),
                                   ability="major", command=f"trigger {c}",
                                   data={"card": c, "dice": dict(a.dice), "block": a.block}))
    return out


def play(game: Vessels, seat: str, c: str, occ: Occurrence) -> None:
    """The card leaves hand for the cooldown tracker as any major does (VS-ABIL-11, VS-ABIL-13)."""
    h = game.state.heroes[seat]
    card = game.content.abilities[c]
    for die, n in card.major.dice.items():
        occ.data["dice"][die] = occ.data["dice"].get(die, 0) + n
    occ.data["block"] = occ.data.get("block", 0) + card.major.block
    if card.major.firm:  # the hero stands firm: no minimum scratch from this attack
        occ.data["no_min"] = True
    if card.major.spend:  # its spending options join the defence roll's
        occ.data.setdefault("spend", []).append((c, card.major.spend))
    h.cooldown[c] = major_cooldown(game, h, c)
    bleed(game, h)
    game.emit(f"{seat} plays {card.name} as an interrupt", kind="ability", seat=seat, rule="VS-ABIL-11",
              data={"seat": seat, "card": c, "action": "interrupt"})

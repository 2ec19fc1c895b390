"""Threat and elimination: threat never drops below 0, and 50 or more puts a player out at once."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..state import ELIMINATED_AT

if TYPE_CHECKING:
    from ..engine import Lotr


def raise_threat(game: Lotr, seats: list[str], n: int, why: str = "") -> None:
    """Each of `seats` raises their threat by n; those at 50 or more are then eliminated together."""
    st = game.state
    for seat in seats:
        p = st.players[seat]
        if p.eliminated:
            continue
        p.threat = max(0, p.threat + n)
        game.emit(f"{seat}'s threat {'rises' if n >= 0 else 'falls'} by {abs(n)} to {p.threat}"
                  + (f" ({why})" if why else ""), kind="threat", seat=seat,
                  data={"seat": seat, "threat": p.threat, "by": n})
    for seat in seats:
        if not st.players[seat].eliminated and st.players[seat].threat >= ELIMINATED_AT:
            eliminate(game, seat, f"threat {st.players[seat].threat}")


def lower_threat(game: Lotr, seat: str, n: int) -> None:
    raise_threat(game, [seat], -n)


def eliminate(game: Lotr, seat: str, why: str) -> None:
    """The player is out: engaged enemies go back to the staging area with their damage, every card
    of theirs goes to its owner's discard pile, and the first-player token moves on if they held it."""
    from .damage import leave_play

    st = game.state
    p = st.players[seat]
    p.eliminated = True
    for enemy in list(p.engaged.cards):
        for s in st.shadows_on(enemy):
            leave_play(game, s)
        game.table.move(enemy, st.encounter.staging)
        enemy.controller = None
    for c in [*p.heroes.cards, *p.allies.cards]:
        if st.kind(c) == "hero":
            p.fallen.append(c.card_id)
        leave_play(game, c)
    for c in list(p.attachments.cards):  # attachments of theirs on other players' characters
        leave_play(game, c)
    game.table.gather(p.hand, p.discard, face_up=True)
    game.table.gather(p.deck, p.discard, face_up=True)
    was_first = game.turns.first == seat
    game.turns.out.add(seat)
    game.emit(f"{seat} is eliminated ({why})", kind="eliminated", seat=seat, rule="LC-CORE-END-02",
              data={"seat": seat})
    if was_first and game.turns.standing:
        game.turns.rotate_first()
        game.emit(f"the first-player token passes to {game.turns.first}", kind="first_player",
                  data={"first": game.turns.first})

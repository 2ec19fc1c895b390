"""Turn order and priority windows, as steps a game's script yields from.

`TurnOrder` knows the seats round the table, which way play goes, who is
first and who is out.  `priority_window` passes priority round the table
until every seat still in has passed in a row; a seat with nothing it could
do passes by itself unless its player turned auto-pass off.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import field
from typing import TYPE_CHECKING, Any

from .questions import Answer, Option, OptionLike, Question, Script, as_option
from .records import record

if TYPE_CHECKING:
    from .game import Game

CLOCKWISE = 1
COUNTER_CLOCKWISE = -1


@record(frozen=False)
class TurnOrder:
    """Seats in table order (clockwise), the first player and the seats that are out."""

    seats: list[str]
    first: str = ""
    direction: int = CLOCKWISE  # the way turns pass
    out: set[str] = field(default_factory=set)

    def __post_init__(self) -> None:
        self.seats = list(self.seats)
        if not self.first:
            self.first = self.seats[0]

    def is_in(self, seat: str) -> bool:
        return seat not in self.out

    @property
    def standing(self) -> list[str]:
        return [s for s in self.seats if s not in self.out]

    def order_from(self, seat: str | None = None, direction: int | None = None, *,
                   skip: Callable[[str], bool] | None = None, include_out: bool = False) -> list[str]:
        """Every seat once, starting with `seat` (the first player by default) and going
        `direction` (the turn direction by default); seats out or skipped are left out."""
        start = seat if seat is not None else self.first
        step = direction if direction is not None else self.direction
        n = len(self.seats)
        i = self.seats.index(start)
        ring = [self.seats[(i + step * k) % n] for k in range(n)]
        return [s for s in ring if (include_out or s not in self.out) and not (skip and skip(s))]

    def next_after(self, seat: str, direction: int | None = None, *,
                   skip: Callable[[str], bool] | None = None) -> str | None:
        """The next seat after `seat` that is in and not skipped; None if there is none
        (`seat` itself counts last, so a lone seat still in comes round to itself)."""
        ring = self.order_from(seat, direction, include_out=True)
        for s in ring[1:] + ring[:1]:
            if s not in self.out and not (skip and skip(s)):
                return s
        return None

    def rotate_first(self, direction: int | None = None) -> str:
        """The first player passes to the next seat still in."""
        nxt = self.next_after(self.first, direction)
        if nxt is not None:
            self.first = nxt
        return self.first

    def as_data(self) -> dict[str, Any]:
        return {"seats": self.seats, "first": self.first, "direction": self.direction, "out": sorted(self.out)}


PASS = Option("pass", "pass", {"verb": "pass"})


def priority_window(game: Game, order: list[str], actions: Callable[[str], list[OptionLike]],
                    act: Callable[[Answer], Script | None], *, prompt: str = "act or pass",
                    rule: str = "", kind: str = "priority",
                    stop: Callable[[], bool] | None = None) -> Script:
    """Offer `actions(seat)` to each seat of `order` in turn, with `pass`, until they all pass in a row.

    An action runs `act(answer)` (a script or None); after it every seat must pass
    again, starting with the next one.  A seat with no action passes by itself,
    unless its player turned auto-pass off (`autopass off`).  `stop` ends the
    window early (the game is over, the occurrence was prevented...).
    Returns how many actions were taken.
    """
    seats = list(order)
    if not seats:
        return 0
    passes, i, taken = 0, 0, 0
    while passes < len(seats):
        if stop is not None and stop():
            break
        seat = seats[i % len(seats)]
        opts = [as_option(o) for o in actions(seat)]
        if not any(o.enabled for o in opts) and game.autopass.get(seat, True):
            passes += 1
            i += 1
            continue
        asked = f"{seat}: {prompt}" if getattr(game, "SEAT_IN_PROMPTS", True) else prompt
        answer = yield Question((seat,), asked, [*opts, PASS], kind=kind, rule=rule)
        if answer.name == "pass":
            passes += 1
        else:
            taken += 1
            passes = 0
            step = act(answer)
            if step is not None:
                yield from step
        i += 1
    return taken


"""The decision model shared by every game.

A game is always waiting on one `Decision`: which seats may act now and why.
The helpers below cover the shapes the five games need:

* `TurnOrder`     seats acting in turn, skipping those who are out;
* `PriorityRound` priority passing within a step until every seat passes in a row;
* `SecretChoices` simultaneous hidden choices, revealed once all are in;
* `Flow` + `Ask`  choices that arise in the middle of resolving something
                  (which companion takes the wound, re-roll or keep, "is about
                  to" interrupts): a resolution script pauses on an `Ask` and
                  the answering command resumes it.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass, field
from typing import Any

from .commands import Command


@dataclass(frozen=True)
class Decision:
    kind: str  # "turn", "simultaneous", "priority", "response", "choice" or "over"
    seats: tuple[str, ...]
    prompt: str
    rule: str = ""

    def as_data(self) -> dict[str, Any]:
        d: dict[str, Any] = {"kind": self.kind, "seats": list(self.seats), "prompt": self.prompt}
        if self.rule:
            d["rule"] = self.rule
        return d


class TurnOrder:
    """Seats in a fixed order with a current seat; `skip` marks those who sit out."""

    def __init__(self, seats: Sequence[str], first: int = 0) -> None:
        self.seats = list(seats)
        self.index = first

    @property
    def current(self) -> str:
        return self.seats[self.index]

    def start_at(self, seat: str) -> None:
        self.index = self.seats.index(seat)

    def advance(self, skip: Callable[[str], bool] = lambda s: False) -> str | None:
        """Move to the next seat that is not skipped; None if every seat is skipped."""
        n = len(self.seats)
        for step in range(1, n + 1):
            i = (self.index + step) % n
            if not skip(self.seats[i]):
                self.index = i
                return self.seats[i]
        return None

    def order_from(self, seat: str) -> list[str]:
        i = self.seats.index(seat)
        return self.seats[i:] + self.seats[:i]


class PriorityRound:
    """Priority goes round the table; the step closes once every seat passes in a row."""

    def __init__(self, seats: Sequence[str], start: str) -> None:
        self.order = TurnOrder(seats, list(seats).index(start))
        self.passes = 0

    @property
    def holder(self) -> str:
        return self.order.current

    def passed(self) -> bool:
        """The holder passes; returns True when the step is over."""
        self.passes += 1
        if self.passes >= len(self.order.seats):
            return True
        self.order.advance()
        return False

    def acted(self) -> None:
        """The holder took an action: everyone must pass again, starting with the next seat."""
        self.passes = 0
        self.order.advance()


class SecretChoices:
    """Simultaneous choices made in secret (bids, cards placed face down)."""

    def __init__(self, seats: Sequence[str]) -> None:
        self.seats = list(seats)
        self.choices: dict[str, Any] = {}

    @property
    def waiting(self) -> list[str]:
        return [s for s in self.seats if s not in self.choices]

    @property
    def complete(self) -> bool:
        return not self.waiting

    def submit(self, seat: str, choice: Any) -> None:
        if seat not in self.seats:
            raise ValueError(f"{seat} takes no part in this choice")
        if seat in self.choices:
            raise ValueError(f"{seat} has chosen already")
        self.choices[seat] = choice

    def view(self, seat: str | None) -> dict[str, Any]:
        """Each seat sees its own choice; others only whether one was made, until all are in."""
        if self.complete:
            return {s: self.choices[s] for s in self.seats}
        return {s: (self.choices.get(s) if s == seat else ("chosen" if s in self.choices else None))
                for s in self.seats}


@dataclass
class Ask:
    """A pending choice inside a resolution: `options` are (command text, description)."""

    seat: str
    prompt: str
    options: list[tuple[str, str]]
    rule: str = ""
    kind: str = "choice"  # "choice", "response" or "interrupt"
    data: dict[str, Any] = field(default_factory=dict)
    # Recomputes the options from the current state, for asks whose choices can
    # change while they wait (a test setting up a position, an effect in between).
    live: Callable[[], list[tuple[str, str]]] | None = field(default=None, compare=False, repr=False)

    def current_options(self) -> list[tuple[str, str]]:
        return self.live() if self.live is not None else self.options

    def as_data(self) -> dict[str, Any]:
        d: dict[str, Any] = {"seat": self.seat, "prompt": self.prompt, "kind": self.kind,
                             "options": [{"command": c, "description": t} for c, t in self.current_options()]}
        if self.rule:
            d["rule"] = self.rule
        return d


Script = Generator[Ask, Command, Any]


class Flow:
    """Runs a resolution script that may pause on `Ask`s.

    A script is a generator: `answer = yield Ask(...)` pauses it until a
    player answers with one of the offered commands.  Nested steps use
    `yield from`.  Replaying the command log rebuilds the same paused
    script, which is why saves never store the generator itself.
    """

    __slots__ = ("script", "pending")

    def __init__(self) -> None:
        self.script: Script | None = None
        self.pending: Ask | None = None

    @property
    def busy(self) -> bool:
        return self.pending is not None

    def run(self, script: Script) -> None:
        if self.script is not None:
            raise RuntimeError("a resolution is already under way")
        self.script = script
        self._advance(None)

    def answer(self, command: Command) -> None:
        if self.pending is None:
            raise RuntimeError("nothing is waiting for an answer")
        self._advance(command)

    def _advance(self, value: Command | None) -> None:
        assert self.script is not None
        try:
            self.pending = self.script.send(value)  # type: ignore[arg-type]
        except StopIteration:
            self.script = None
            self.pending = None

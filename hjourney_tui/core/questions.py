"""Questions: what a game is waiting for, and the script runner that asks them.

A game runs as one resolution script, a generator that yields a `Question`
whenever a player must decide and receives the `Answer`.  The core derives
`decision()` and the legal-command list from the pending question alone, so
no engine writes its own.

A question names its seats and a mode:

* ``one``    the single seat answers (an `Ask` is the short form);
* ``any``    whichever of the seats answers first (co-op: any hero may act);
* ``secret`` every seat commits up to `most` of its options in secret (at
             least `least`), ending early with ``done``; nothing of another
             seat's commits shows until all are in.  The script then gets a
             `{seat: [Answer, ...]}` mapping.

Replaying the command log rebuilds the same paused script, which is why saves
never store the generator itself.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterable, Mapping
from dataclasses import field
from typing import Any

from .commands import Command, LegalCommand
from .records import record


@record
class Option:
    """One answer a seat may give: its command text, a description for people, data for bots and panes."""

    text: str
    description: str = ""
    data: Mapping[str, Any] = field(default_factory=dict)
    enabled: bool = True
    reason: str = ""  # why a shown-but-disabled option cannot be taken now

    def for_seat(self, seat: str) -> LegalCommand:
        return LegalCommand(seat, self.text, self.description, self.enabled, self.reason, dict(self.data))


OptionLike = Option | tuple[str, str]
Options = list[OptionLike] | Mapping[str, list[OptionLike]] | Callable[[str], list[OptionLike]]


def as_option(o: OptionLike) -> Option:
    return o if isinstance(o, Option) else Option(o[0], o[1])


@record(eq=False)
class Answer(Command):
    """A command given in answer to a question, with the seat that gave it."""

    seat: str = ""


@record(frozen=False)
class Question:
    """A pending decision: who may answer, how, and with what."""

    seats: tuple[str, ...]
    prompt: str
    options: Options = field(default_factory=list)
    mode: str = "one"  # "one", "any" or "secret"
    kind: str = "choice"  # what the TUI shows: "turn", "choice", "priority", "response", "interrupt", "order"
    rule: str = ""
    data: dict[str, Any] = field(default_factory=dict)
    most: int = 1  # secret mode: commits per seat at most ...
    least: int = 0  # ... and at least, before `done` is offered
    # Recomputes the options from the current state, for questions whose choices can
    # change while they wait (a test setting up a position).
    live: Callable[[], list[OptionLike]] | None = field(default=None, compare=False, repr=False)
    # secret mode: what each seat has committed so far (hidden from the others)
    commits: dict[str, list[Answer]] = field(default_factory=dict)
    finished: set[str] = field(default_factory=set)

    def __post_init__(self) -> None:
        if isinstance(self.seats, str):
            self.seats = (self.seats,)
        else:
            self.seats = tuple(self.seats)
        if self.mode not in ("one", "any", "secret"):
            raise ValueError(f"unknown question mode {self.mode!r}")
        if self.mode == "one" and len(self.seats) != 1:
            raise ValueError("a question in mode 'one' names exactly one seat")

    # -- who may answer ---------------------------------------------------------
    @property
    def waiting(self) -> tuple[str, ...]:
        """The seats that may (or must) still answer."""
        if self.mode == "secret":
            return tuple(s for s in self.seats if s not in self.finished)
        return self.seats

    @property
    def seat(self) -> str:
        """The first seat asked (the only one for mode 'one')."""
        return self.seats[0]

    def options_for(self, seat: str) -> list[Option]:
        if seat not in self.waiting:
            return []
        if self.live is not None:
            base = self.live()
        elif callable(self.options):
            base = self.options(seat)
        elif isinstance(self.options, Mapping):
            base = self.options.get(seat, [])
        else:
            base = self.options
        opts = [as_option(o) for o in base]
        if self.mode == "secret":
            taken = {a.text for a in self.commits.get(seat, [])}
            opts = [o for o in opts if o.text not in taken]
            if len(self.commits.get(seat, [])) >= self.least:
                opts.append(Option("done", "commit nothing more", {"verb": "done"}))
        return opts

    def current_options(self) -> list[tuple[str, str]]:
        """(text, description) pairs of the first seat's options (older callers)."""
        return [(o.text, o.description) for o in self.options_for(self.seat)]

    def legal(self) -> list[LegalCommand]:
        return [o.for_seat(s) for s in self.waiting for o in self.options_for(s)]

    # -- secret commits -----------------------------------------------------------
    def commit(self, answer: Answer) -> bool:
        """Record one seat's secret commit; True once every seat is finished."""
        if answer.name == "done":
            self.finished.add(answer.seat)
        else:
            mine = self.commits.setdefault(answer.seat, [])
            mine.append(answer)
            if len(mine) >= self.most or not [o for o in self.options_for(answer.seat) if o.text != "done"]:
                self.finished.add(answer.seat)
        return all(s in self.finished for s in self.seats)

    def secret_view(self, seat: str | None) -> dict[str, Any]:
        """Each seat sees its own commits; of the others only how many and whether they are done."""
        return {s: {"commits": [a.text for a in self.commits.get(s, [])] if s == seat else
                    len(self.commits.get(s, [])), "done": s in self.finished} for s in self.seats}

    def as_data(self, seat: str | None = None) -> dict[str, Any]:
        """The question as `seat` may see it: its own options only."""
        d: dict[str, Any] = {"seats": list(self.waiting), "prompt": self.prompt, "kind": self.kind,
                             "mode": self.mode}
        if seat is not None and seat in self.waiting:
            d["options"] = [{"command": o.text, "description": o.description} for o in self.options_for(seat)]
        if self.rule:
            d["rule"] = self.rule
        if self.mode == "secret":
            d["commits"] = self.secret_view(seat)
        return d

    def state(self) -> dict[str, Any]:
        """Everything about the question that belongs in the digest."""
        # the options follow from the rest of the state, so they need not be in the digest
        d: dict[str, Any] = {"seats": list(self.seats), "prompt": self.prompt, "mode": self.mode}
        if self.mode == "secret":
            d["commits"] = {s: [a.text for a in v] for s, v in self.commits.items()}
            d["finished"] = sorted(self.finished)
        return d


def Ask(seat: str, prompt: str, options: Iterable[OptionLike] | None = None, rule: str = "",
        kind: str = "choice", data: dict[str, Any] | None = None,
        live: Callable[[], list[OptionLike]] | None = None) -> Question:
    """A question to one seat (the common case)."""
    return Question((seat,), prompt, list(options or []), "one", kind, rule, data or {}, live=live)


Script = Generator[Question, Any, Any]


class Flow:
    """Runs the game's resolution script, pausing on each `Question`.

    Scripts nest with `yield from`; the value sent back is an `Answer` (a
    `Command` that also knows its seat), or for a secret question the mapping
    of each seat's commits.
    """

    __slots__ = ("script", "pending")

    def __init__(self) -> None:
        self.script: Script | None = None
        self.pending: Question | None = None

    @property
    def busy(self) -> bool:
        return self.pending is not None

    def run(self, script: Script) -> None:
        if self.script is not None:
            raise RuntimeError("a resolution is already under way")
        self.script = script
        self._advance(None)

    def answer(self, command: Command, seat: str | None = None) -> None:
        q = self.pending
        if q is None:
            raise RuntimeError("nothing is waiting for an answer")
        who = seat if seat is not None else q.seat
        answer = command if isinstance(command, Answer) and command.seat == who \
            else Answer(command.name, command.args, seat=who)
        if q.mode == "secret":
            if not q.commit(answer):
                return
            self._advance({s: list(q.commits.get(s, [])) for s in q.seats})
            return
        self._advance(answer)

    def _advance(self, value: Any) -> None:
        assert self.script is not None
        try:
            self.pending = self.script.send(value)
        except StopIteration:
            self.script = None
            self.pending = None

"""Occurrences and their trigger windows; limits on how often an ability is used.

Something that happens (a wound, a draw, an engagement, an attack) goes
through `occur`:

1. the *is about to* window: Forced interrupts resolve first, in the order the
   first player picks (`Game.order_decider`), then optional interrupts are offered round the table
   until all pass in a row.  An interrupt may prevent the occurrence or change
   it (its `data` is what the change will use);
2. the change itself, unless prevented;
3. the *after* window: Forced effects first (ordered by the first player),
   then optional responses round the table until all pass in a row.

A source answers one occurrence at most once, and an ability's limit
("twice per round") is counted here, per period.  Where the triggers come
from is the game's business: `Game.triggers(occurrence, timing)` lists them,
by default from the card scripts of its sources (core.scripts).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import field
from typing import TYPE_CHECKING, Any

from .questions import Option, Question, Script
from .records import record

if TYPE_CHECKING:
    from .game import Game

PERIODS = ("skirmish", "phase", "turn", "round", "game")
# (forced timing, optional timing) of each window
WINDOWS = {"before": ("forced_interrupt", "interrupt"), "after": ("forced", "response")}
TIMINGS = ("forced_interrupt", "interrupt", "forced", "response", "action", "constant")


@record
class Limit:
    """At most `times` uses per `per` ("phase", "round", "turn", "game"...): each copy of the card
    counts its own uses, or with `max` every copy of the card counts together."""

    times: int
    per: str = "round"
    max: bool = False

    def __post_init__(self) -> None:
        if self.per not in PERIODS:
            raise ValueError(f"a limit counts per one of {PERIODS}, not {self.per!r}")


@record(frozen=False)
class Occurrence:
    """Something about to happen, or that just happened, with what it concerns as data."""

    kind: str  # "wound", "draw", "engage", "attack", ...
    data: dict[str, Any] = field(default_factory=dict)
    prevented: bool = False
    prevented_by: str = ""
    answered: set[str] = field(default_factory=set)  # sources that answered it (once each)

    def prevent(self, by: str = "") -> None:
        self.prevented = True
        self.prevented_by = by


@record(frozen=False)
class Trigger:
    """One ability that may answer an occurrence now."""

    source: str  # the id of the card (or token, hero...) it is on: used once per occurrence
    controller: str  # the seat that decides on it (and orders it, for Forced ones of its own)
    timing: str  # one of TIMINGS
    label: str  # what players read
    effect: Callable[[], Script | None]
    ability: str = ""  # the ability's name on its source, for limits
    limit: Limit | None = None
    command: str = ""  # the option text for an optional one; "trigger SOURCE" by default
    data: dict[str, Any] = field(default_factory=dict)
    cost: Callable[[], bool] | None = None  # whether its cost can be paid now
    card: str = ""  # the printed card it is on, for limits that count every copy together
    alike: str = ""  # Forced ones with the same non-empty key would do the same: no need to order them

    @property
    def key(self) -> str:
        if self.limit is not None and self.limit.max:
            return f"{self.card}:{self.ability}"
        return f"{self.source}:{self.ability}"

    def option(self) -> Option:
        text = self.command or f"trigger {self.source}"
        return Option(text, self.label, {"verb": text.split()[0], "source": self.source,
                                         "ability": self.ability, "timing": self.timing, **self.data})


class Timing:
    """The game's periods and the use counts of limited abilities."""

    def __init__(self) -> None:
        self.period = {p: 0 for p in PERIODS}
        self.uses: dict[str, int] = {}

    def begin(self, period: str) -> None:
        """A new skirmish, phase, turn or round starts: its limits count afresh."""
        ended = f"@{period}{self.period[period]}"
        self.uses = {k: v for k, v in self.uses.items() if not k.endswith(ended)}
        self.period[period] += 1

    def used(self, trigger: Trigger) -> int:
        if trigger.limit is None:
            return 0
        return self.uses.get(self._limit_key(trigger), 0)

    def allowed(self, trigger: Trigger) -> bool:
        if trigger.limit is not None and self.used(trigger) >= trigger.limit.times:
            return False
        return trigger.cost is None or trigger.cost()

    def count(self, trigger: Trigger) -> None:
        if trigger.limit is not None:
            k = self._limit_key(trigger)
            self.uses[k] = self.uses.get(k, 0) + 1

    def _limit_key(self, trigger: Trigger) -> str:
        assert trigger.limit is not None
        return f"{trigger.key}@{trigger.limit.per}{self.period[trigger.limit.per]}"

    def as_data(self) -> dict[str, Any]:
        return {"period": dict(self.period), "uses": dict(self.uses)}


def eligible(game: Game, occ: Occurrence, timing: str) -> list[Trigger]:
    return [t for t in game.triggers(occ, timing)
            if t.source not in occ.answered and game.timing.allowed(t)]


def fire(game: Game, occ: Occurrence, trigger: Trigger) -> Script:
    occ.answered.add(trigger.source)
    game.timing.count(trigger)
    step = trigger.effect()
    if step is not None:
        yield from step


def window(game: Game, occ: Occurrence, which: str) -> Script:
    """Resolve one window ("before" or "after") of an occurrence."""
    forced, optional = WINDOWS[which]
    stop = (lambda: occ.prevented or game.outcome() is not None) if which == "before" \
        else (lambda: game.outcome() is not None)
    # Forced first: the first player picks the next whenever several are due
    while not stop():
        due = eligible(game, occ, forced)
        if not due:
            break
        pick = due[0]
        firsts: dict[Any, int] = {}  # one option per different effect: alike ones would do the same
        for n, t in enumerate(due, 1):
            firsts.setdefault(t.alike or (t.source, t.label), n)
        if len(firsts) > 1:
            options = [Option(f"order {n}", due[n - 1].label,
                              {"verb": "order", "n": n, "source": due[n - 1].source, **due[n - 1].data})
                       for n in firsts.values()]
            answer = yield Question((game.order_decider(due),), game.ORDER_PROMPT,
                                    options, kind="order", rule=game.ORDER_RULE)
            pick = due[int(answer.args[0]) - 1]
        yield from fire(game, occ, pick)
    # then the optional ones, round the table from the first player until all pass in a row
    seats = game.window_order()
    passes, i = 0, 0
    while seats and passes < len(seats) and not stop():
        seat = seats[i % len(seats)]
        i += 1
        mine = [t for t in eligible(game, occ, optional) if t.controller == seat]
        if not mine and game.autopass.get(seat, True):
            passes += 1
            continue
        options = [t.option() for t in mine] + [Option("pass", "let it go by", {"verb": "pass"})]
        asked = f"{'interrupt' if which == 'before' else 'respond'}?"
        asked = f"{seat}: {asked}" if getattr(game, "SEAT_IN_PROMPTS", True) else asked
        ask = getattr(game, "window_prompt", None)  # a game may say what is about to happen
        asked = (ask(seat, occ, which) if ask is not None else None) or asked
        answer = yield Question((seat,), asked,
                                options, kind="interrupt" if which == "before" else "response",
                                data={"occurrence": occ.kind, **occ.data})
        if answer.name == "pass":
            passes += 1
            continue
        passes = 0
        chosen = next(t for t in mine if t.option().text == answer.text)
        yield from fire(game, occ, chosen)


def occur(game: Game, occ: Occurrence, change: Callable[[Occurrence], Script | None]) -> Script:
    """Run `occ` through its windows; `change(occ)` makes it happen unless an interrupt prevents it.
    Returns True if it happened."""
    yield from window(game, occ, "before")
    if occ.prevented:
        return False
    occ.answered.clear()  # the after window is a new chance for every source
    step = change(occ)
    if step is not None:
        yield from step
    yield from window(game, occ, "after")
    return True

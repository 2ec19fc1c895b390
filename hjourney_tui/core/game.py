"""The contract every game engine fulfils, python-chess / OpenSpiel style.

    game = Kilforth(setup, ruleset)
    game.legal_commands()        -> [LegalCommand(seat, "move b3", "..."), ...]
    game.apply("Ana", "move b3") -> [Event, ...]   or raises Refused (nothing changed)
    game.view("Ana")             -> plain data, only what Ana may see
    game.outcome()               -> Outcome or None

An engine runs as one script (core.questions): `start` it in `__init__`, and
`decision()`, the legal commands and `execute` all follow from the question it
is waiting on.  Engines implement `view`, `state_data` and `outcome`.
Validation is shared: `apply` only lets a command through if it is among the
legal commands for that seat, so the script never sees an illegal one.
See core/DESIGN.md for the whole model.
"""

from __future__ import annotations

import hashlib
import json
from abc import ABC, abstractmethod
from dataclasses import field
from typing import Any, ClassVar

from .commands import CORE_COMMANDS, Command, CommandError, CommandSet, LegalCommand
from .decisions import Decision
from .events import Event
from .modifiers import Modifier, Modifiers
from .questions import Flow, Script
from .records import record
from .rng import Rng
from .timing import Occurrence, Timing, Trigger
from .turns import TurnOrder


class Refused(Exception):
    """A command the rules do not allow now.  Nothing changed."""

    def __init__(self, reason: str, legal: list[LegalCommand] | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.legal = legal or []


@record
class Seat:
    """One hero or side in the game.

    `player` is the person at the keyboard who runs it: a solo player runs
    several seats, and the hotseat hand-off screen appears only when the
    acting player changes.
    """

    name: str
    bot: str | None = None  # None for a human, else the bot's kind ("random", "heuristic"...)
    player: str | None = None  # defaults to the seat's own name

    @property
    def is_bot(self) -> bool:
        return self.bot is not None

    @property
    def controller(self) -> str:
        return self.player or self.name


@record(frozen=False)
class Setup:
    """Everything that, with the command log, fully determines a game."""

    game: str
    seats: list[Seat]
    mode: str
    seed: int
    options: dict[str, Any] = field(default_factory=dict)
    # A campaign game's record as it stood when this game began (see core.campaign).
    campaign: dict[str, Any] | None = None

    @property
    def seat_names(self) -> list[str]:
        return [s.name for s in self.seats]


@record(frozen=False)
class CampaignStatus:
    """A campaign as its players see it between quests."""

    next_quest: str | None  # the next quest's title, None once the campaign is over
    lines: list[str]  # a short summary: quests and results, heroes, pool


@record(frozen=False)
class QuestReport:
    """A finished campaign quest: its id, its result and the record it leaves behind."""

    quest: str
    result: dict[str, Any]
    record: dict[str, Any]


@record(frozen=False)
class Outcome:
    winners: list[str]
    summary: str
    scores: dict[str, int] = field(default_factory=dict)

    def as_data(self) -> dict[str, Any]:
        d: dict[str, Any] = {"winners": self.winners, "summary": self.summary}
        if self.scores:
            d["scores"] = self.scores
        return d


class Game(ABC):
    game_id: ClassVar[str]
    commands: ClassVar[CommandSet]
    ORDER_RULE: ClassVar[str] = ""  # the rule a question "which Forced effect first?" cites
    ORDER_PROMPT: ClassVar[str] = "several Forced effects at once: which first?"
    # whether action and response windows start their question with the seat's name ("Ana: respond?");
    # a game whose panes name who is asked from the decision's seats turns it off
    SEAT_IN_PROMPTS: ClassVar[bool] = True

    def __init_subclass__(cls, **kw: Any) -> None:
        super().__init_subclass__(**kw)
        # every game understands the core's answers (pass, done, order, trigger, autopass)
        cs = cls.__dict__.get("commands")
        if isinstance(cs, CommandSet):
            for spec in CORE_COMMANDS:
                if spec.name not in cs:
                    cs.add(spec)

    def __init__(self, setup: Setup, ruleset: Any) -> None:
        self.setup = setup
        self.ruleset = ruleset
        self.rng = Rng(setup.seed)
        self.campaign: dict[str, Any] | None = setup.campaign  # a campaign game's record as the game began
        self.events: list[Event] = []
        self._legal_cache: list[LegalCommand] | None = None
        self.last_actor: str | None = None  # the seat that gave the last command applied
        self.last_text = ""  # the last command applied, as its canonical text
        self.flow = Flow()
        self.turns = TurnOrder(setup.seat_names) if setup.seats else None
        self.timing = Timing()
        self.modifiers = Modifiers(self.printed, self.constant_modifiers)
        self.autopass: dict[str, bool] = {}  # a seat's auto-pass, on unless its player turned it off
        self.history: list[tuple[str, str]] = []  # every command applied, for `fork`

    def start(self, script: Script) -> None:
        """Run the game's script up to its first question."""
        self.flow.run(script)
        self._legal_cache = None

    # -- what engines implement --------------------------------------------
    def _legal(self) -> list[LegalCommand]:
        """Every command that may be given now: the pending question's options."""
        q = self.flow.pending
        return q.legal() if q is not None else []

    def execute(self, seat: str, command: Command) -> None:
        """Carry out a command already known to be legal: it answers the pending question."""
        q = self.flow.pending
        if q is not None and q.mode == "secret":
            # the table learns that a seat chose, never what, until every seat is done
            secret = command.name != "done"
            self.emit(f"{seat} chooses in secret: {command.text}" if secret else f"{seat} is done choosing",
                      seat=seat, kind="secret", private_to=(seat,) if secret else None,
                      public_text=f"{seat} chooses in secret" if secret else None,
                      data={"seat": seat, "command": command.text} if secret else {"seat": seat})
        self.flow.answer(command, seat)

    def decision(self) -> Decision:
        """What the game is waiting for, from the pending question."""
        if self.outcome() is not None:
            return Decision("over", (), "the game is over")
        q = self.flow.pending
        if q is None:
            return Decision("over", (), "nothing is left to do")
        kind = "simultaneous" if q.mode == "secret" else q.kind
        return Decision(kind, q.waiting, q.prompt, q.rule, q.mode)

    @abstractmethod
    def view(self, seat: str | None) -> dict[str, Any]:
        """Exactly what `seat` may see (None: a spectator), as JSON-ready data."""

    @abstractmethod
    def state_data(self) -> dict[str, Any]:
        """The whole state as plain data, for the digest (include the generator state)."""

    def outcome(self) -> Outcome | None:
        return None

    def in_words(self, state: dict[str, Any]) -> dict[str, Any]:
        """`state` (from `view`) for a text listing: the same data, with what the game encodes
        for its own use (effect lists...) put into words.  The default changes nothing."""
        return state

    def explain(self, seat: str, command: Command) -> str | None:
        """Why `command` is not legal for `seat` now, in a player's words (optional)."""
        return None

    def deciding_alone(self) -> str | None:
        """A seat that must decide with no help from the other players right now (a game's rule may
        forbid conferring), or None.  Shared-keyboard screens hand the keyboard over with a warning."""
        return None

    def hides_commands(self) -> bool:
        """Whether a seat's legal commands may give away what only it sees (its hand), so that
        they are listed to that seat alone.  Competitive games hide them by default."""
        return self.setup.mode == "competitive"

    def check_invariants(self) -> None:
        """Raise AssertionError if the state breaks a rule of the game's bookkeeping."""
        return None

    # -- the timing model's hooks (core.timing, core.modifiers) -------------
    def triggers(self, occ: Occurrence, timing: str) -> list[Trigger]:
        """The abilities that answer `occ` in `timing` now (by default none)."""
        return []

    def first_player(self) -> str:
        """Who orders simultaneous Forced effects and opens each window."""
        return self.turns.first if self.turns else self.setup.seat_names[0]

    def order_decider(self, due: list[Trigger]) -> str:
        """Who picks the next of several Forced effects due together (by default the first player)."""
        return self.first_player()

    def window_order(self) -> list[str]:
        """The seats offered optional triggers, in order (from the first player, turn direction)."""
        return self.turns.order_from(self.first_player()) if self.turns else []

    def window_prompt(self, seat: str, occ: Any, which: str) -> str | None:
        """The question an interrupt ("before") or response ("after") window puts to `seat` about
        `occ`; None for the plain "Ana: interrupt?"."""
        return None

    def printed(self, target: str, what: str) -> int:
        """A card's printed value of a stat, for the modifier store."""
        return 0

    def constant_modifiers(self) -> list[Modifier]:
        """Modifiers the cards in play give while they are there."""
        return []

    def end_period(self, period: str) -> None:
        """A skirmish, phase, turn or round ends: its modifiers expire and its limits reset."""
        self.modifiers.end(period)
        self.timing.begin(period)

    def core_state(self) -> dict[str, Any]:
        """The core's share of the state, for an engine's `state_data`."""
        q = self.flow.pending
        return {"pending": q.state() if q else None, "turns": self.turns.as_data() if self.turns else None,
                "timing": self.timing.as_data(), "modifiers": self.modifiers.as_data(),
                "autopass": dict(sorted(self.autopass.items()))}

    def fork(self) -> Game:
        """An independent copy to try moves on (for lookahead bots): replays the same commands."""
        twin = type(self)(self.setup, self.ruleset)
        for seat, text in self.history:
            twin.apply(seat, text, replay=True)  # each was legal here already
        return twin

    # -- campaign games (GameInfo.campaign = True) override these ---------
    @classmethod
    def new_campaign_record(cls, ruleset: Any, seats: list[str] | None = None,
                            options: dict[str, Any] | None = None) -> dict[str, Any]:
        """The persistent record of a campaign before its first quest (the campaign's seat names and
        options given, for a game whose record starts from them)."""
        raise NotImplementedError(f"{cls.game_id} has no campaign")

    @classmethod
    def campaign_status(cls, ruleset: Any, record: dict[str, Any], under_way: bool = False) -> CampaignStatus:
        """Where a campaign stands, from its record (and whether its next quest is being played)."""
        raise NotImplementedError(f"{cls.game_id} has no campaign")

    def quest_report(self) -> QuestReport | None:
        """Once a campaign quest is over: what to write back to the campaign file."""
        return None

    # -- shared machinery --------------------------------------------------
    def emit(self, text: str, **kw: Any) -> Event:
        ev = Event(text, **kw)
        self.events.append(ev)
        return ev

    def legal_commands(self, seat: str | None = None, *, enabled_only: bool = True) -> list[LegalCommand]:
        if self._legal_cache is None:
            self._legal_cache = self._legal()
        out = self._legal_cache
        if enabled_only:
            out = [c for c in out if c.enabled]
        if seat is not None:
            out = [c for c in out if c.seat == seat]
        return out

    def parse(self, text: str) -> Command:
        return self.commands.parse(text)

    def apply(self, seat: str | None, text: str, *, replay: bool = False) -> list[Event]:
        """Validate and carry out one command; returns the events it caused.

        Raises Refused, with the reason and the seat's legal alternatives, and
        changes nothing, if the command is malformed or not legal now.

        `replay`: the command was legal when it was given (a log being replayed whose digest is
        checked afterwards), so the list of legal commands, the costliest part of a command, is not
        drawn up to find it in.  A command that was not in fact legal may then fail in any way; the
        caller replays again without `replay` to learn which command and why.
        """
        if self.outcome() is not None:
            raise Refused("the game is over")
        try:
            command = self.parse(text)
        except CommandError as exc:
            raise Refused(str(exc), self.legal_commands(seat)) from None
        self.last_text = command.text
        if command.name == "autopass":
            return self._set_autopass(seat, command)
        if replay and seat is not None:
            return self._carry_out(seat, command)
        everything = self.legal_commands(enabled_only=False)
        if seat is None:
            seats = {c.seat for c in everything if c.enabled and c.text == command.text}
            acting = sorted({c.seat for c in everything if c.enabled})
            if not seats and len(acting) == 1:
                seats = set(acting)  # one player to act and the command is not theirs: say why below
            if len(seats) != 1:
                raise Refused(f"say who gives '{command.text}' (seats able to act: {', '.join(acting)})",
                              self.legal_commands())
            seat = seats.pop()
        match = None
        for c in everything:
            if c.text == command.text and c.seat == seat:
                match = c
                break
        if match is None or not match.enabled:
            reason = (match.reason if match is not None else None) or self.explain(seat, command) \
                or self._default_reason(seat, command, everything)
            raise Refused(reason, self.legal_commands(seat))
        return self._carry_out(seat, command)

    def _carry_out(self, seat: str, command: Command) -> list[Event]:
        mark = len(self.events)
        self._legal_cache = None
        self.last_actor = seat
        self.history.append((seat, command.text))
        self.execute(seat, command)
        self._legal_cache = None
        return self.events[mark:]

    def _set_autopass(self, seat: str | None, command: Command) -> list[Event]:
        """`autopass off` asks this seat at every window, even with nothing to play; `on` lets it
        pass by itself when it has nothing.  A setting of the seat's, so it is in the log."""
        if seat is None or seat not in self.setup.seat_names:
            raise Refused("say whose auto-pass to set (SEAT: autopass on|off)")
        on = command.args[0] == "on"
        self.autopass[seat] = on
        self.history.append((seat, command.text))
        self._legal_cache = None
        mark = len(self.events)
        self.emit(f"{seat} turns auto-pass {'on' if on else 'off'}", seat=seat, kind="setting",
                  data={"seat": seat, "autopass": on})
        return self.events[mark:]

    def _default_reason(self, seat: str, command: Command, everything: list[LegalCommand]) -> str:
        d = self.decision()
        if seat not in self.setup.seat_names:
            return f"there is no seat called '{seat}'"
        if seat not in d.seats:
            who = ", ".join(d.seats) or "nobody"
            return f"it is not {seat}'s move: waiting for {who} ({d.prompt})"
        same = [c.text for c in everything if c.seat == seat and c.name == command.name and c.enabled]
        if same:
            return f"'{command.text}' is not possible now; you could: {', '.join(same[:8])}"
        return f"'{command.name}' is not possible now ({d.prompt})"

    def digest(self) -> str:
        blob = json.dumps(self.state_data(), sort_keys=True, separators=(",", ":"), default=_plain)
        return hashlib.sha256(blob.encode()).hexdigest()[:32]


def _plain(o: Any) -> Any:
    if isinstance(o, (set, frozenset)):
        return sorted(o)
    if hasattr(o, "as_data"):
        return o.as_data()
    raise TypeError(f"state_data holds a {type(o).__name__}, which is not plain data")

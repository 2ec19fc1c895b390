"""A game in progress: setup + command log, with undo and replay.

The session is what the TUI, the command line and autoplay hold.  The engine
state can always be rebuilt from `setup` and `log`, which is exactly what a
save stores; nothing else is trusted.
"""

from __future__ import annotations

import secrets
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from .decks import SEAT_DECKS, resolve_with_decks
from .game import Game, Outcome, Refused, Seat, Setup
from .records import record
from .ruleset import Ruleset

if TYPE_CHECKING:
    from ..registry import GameInfo
    from .events import Event


@record
class LogEntry:
    seat: str
    command: str
    reveals: bool = False  # this command brought new information to light: undo stops here


class Session:
    def __init__(self, info: GameInfo, setup: Setup, ruleset: Ruleset | None = None, *,
                 strict: bool = False, campaign: dict[str, Any] | None = None) -> None:
        self.info = info
        self.setup = setup
        self.ruleset = ruleset or info.load_ruleset()
        self.strict = strict
        if campaign is not None:
            setup.campaign = campaign
        self.log: list[LogEntry] = []
        self.game: Game = self._fresh()

    # -- creation ------------------------------------------------------------
    @classmethod
    def new(cls, info: GameInfo, seats: list[Seat], mode: str, seed: int | None = None,
            options: dict[str, Any] | None = None, *, strict: bool = False,
            campaign: dict[str, Any] | None = None, decks: dict[str, Any] | None = None) -> Session:
        """A fresh game; `decks` maps seat names to decks already read by the game's deck reader."""
        if mode not in info.modes:
            raise ValueError(f"{info.title} has no '{mode}' mode (modes: {', '.join(info.modes)})")
        lo, hi = info.seats_for(mode)
        seats = game_seats(info, seats, mode)
        if not lo <= len(seats) <= hi:
            raise ValueError(f"{info.title} in {mode} mode takes {lo} to {hi} seats, not {len(seats)}")
        names = [s.name for s in seats]
        if len(set(n.lower() for n in names)) != len(names):
            raise ValueError("every seat needs a different name")
        resolved = resolve_with_decks(info, options or {})
        if decks:
            unknown = [s for s in decks if s not in names]
            if unknown:
                raise ValueError(f"a deck is given for '{unknown[0]}', who has no seat (seats: {', '.join(names)})")
            resolved[SEAT_DECKS] = dict(decks)
        setup = Setup(info.id, list(seats), mode, secrets.randbits(48) if seed is None else seed, resolved)
        return cls(info, setup, strict=strict, campaign=campaign)

    @property
    def campaign(self) -> dict[str, Any] | None:
        """The campaign snapshot this game began from (kept in its setup), or None."""
        return self.setup.campaign

    def _fresh(self) -> Game:
        return self.info.engine_class()(self.setup, self.ruleset)

    # -- playing -------------------------------------------------------------
    def apply(self, seat: str | None, text: str, *, replay: bool = False) -> list[Event]:
        """Apply one command (see Game.apply, and its `replay`); on success it joins the log."""
        try:
            events = self.game.apply(seat, text, replay=replay)
        except Refused:
            raise
        except Exception:
            # An engine fault must never leave a half-changed game behind.
            self.rebuild(self.log)
            raise
        actor = seat if seat is not None else (getattr(self.game, "last_actor", None) or self._actor(events, text))
        self.log.append(LogEntry(actor, self.game.last_text, any(e.reveals for e in events)))
        if self.strict:
            self.game.check_invariants()
        return events

    def _actor(self, events: list[Event], text: str) -> str:
        for e in events:
            if e.seat:
                return e.seat
        raise RuntimeError(f"cannot tell who gave '{text}'")

    def apply_all(self, entries: Iterable[tuple[str, str]]) -> None:
        for seat, text in entries:
            self.apply(seat, text)

    def rebuild(self, log: list[LogEntry]) -> None:
        """Replay `log` from the start (used by undo, and after an engine fault)."""
        self.game = self._fresh()
        self.log = []
        for e in log:
            self.apply(e.seat, e.command, replay=True)  # this session gave each of them

    # -- undo ----------------------------------------------------------------
    def undo_blocker(self, seat: str | None = None) -> str | None:
        """Why undo is impossible now, or None if it is allowed."""
        steps = self._undo_steps(seat)
        return steps if isinstance(steps, str) else None

    def _undo_steps(self, seat: str | None) -> int | str:
        bots = {s.name for s in self.setup.seats if s.is_bot}
        i = len(self.log)
        # Bot replies after a human's command go back with it.
        while i and self.log[i - 1].seat in bots and not self.log[i - 1].reveals:
            i -= 1
        if i == 0:
            return "there is nothing to undo"
        last = self.log[i - 1]
        if last.reveals or any(e.reveals for e in self.log[i:]):
            return f"'{last.command}' brought new information to light (a draw, roll or reveal), so it stands"
        if self.setup.mode == "competitive" and seat is None:
            return "in a competitive game, say which seat takes back its own command"
        if self.setup.mode == "competitive" and last.seat != seat:
            return f"only {last.seat} may take back '{last.command}'"
        return len(self.log) - (i - 1)

    def undo(self, seat: str | None = None) -> list[LogEntry]:
        """Take back the last command (and any bot replies to it); returns what was removed."""
        steps = self._undo_steps(seat)
        if isinstance(steps, str):
            raise Refused(steps)
        removed = self.log[-steps:]
        self.rebuild(self.log[:-steps])
        return removed

    # -- reading -------------------------------------------------------------
    def outcome(self) -> Outcome | None:
        return self.game.outcome()

    def seat(self, name: str) -> Seat:
        for s in self.setup.seats:
            if s.name.lower() == name.lower():
                return s
        raise KeyError(f"no seat called '{name}' (seats: {', '.join(self.setup.seat_names)})")

    def log_lines(self, seat: str | None = None) -> list[str]:
        return [line for e in self.game.events if (line := e.line(seat)) is not None]

    def view(self, seat: str | None) -> dict[str, Any]:
        """The seat's view with what every front end needs alongside it."""
        d = self.game.decision()
        out = {
            "game": self.info.id,
            "title": self.info.title,
            "mode": self.setup.mode,
            "seat": seat,
            "seats": [{"name": s.name, "bot": s.bot, "player": s.controller} for s in self.setup.seats],
            "decision": d.as_data(),
            "state": self.game.view(seat),
            "legal": [{"seat": c.seat, "command": c.text, "verb": c.verb, "args": list(c.args),
                       "data": {k: v for k, v in c.data.items() if k != "verb"},
                       "description": c.description, "enabled": c.enabled, "reason": c.reason}
                      for c in self.game.legal_commands(seat, enabled_only=False)] if seat else [],
            "moves": len(self.log),
        }
        o = self.outcome()
        if o is not None:
            out["outcome"] = o.as_data()
        return out


def game_seats(info: GameInfo, seats: list[Seat], mode: str) -> list[Seat]:
    """The seats a game is played with, from the ones a player named: one name in a solo game
    that needs several seats runs them all ("Ana" runs "Ana 1", "Ana 2"), and in solo one person
    runs every seat, so no hand-off screens come between them.  A campaign's quests and the
    record they keep are played with these seats too."""
    if mode == "solo" and len(seats) == 1 and info.seats_for(mode)[0] > 1:
        seats = solo_seats(info, seats[0])
    if mode == "solo" and len(seats) > 1 and all(s.player is None for s in seats):
        seats = [Seat(s.name, s.bot, seats[0].name) for s in seats]
    return list(seats)


def solo_seats(info: GameInfo, player: Seat) -> list[Seat]:
    """A solo game that needs several seats, from one player's name: "Ana" runs "Ana 1",
    "Ana 2"... (a bot named so runs them all)."""
    n = info.default_seats.get("solo") or info.seats_for("solo")[0]
    return [Seat(f"{player.name} {k}", player.bot, player.controller) for k in range(1, n + 1)]

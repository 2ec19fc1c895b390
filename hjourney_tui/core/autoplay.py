"""Bots play whole games: for robustness (invariants on) and for speed figures."""

from __future__ import annotations

import time
import traceback
from collections import Counter
from dataclasses import field
from pathlib import Path
from typing import TYPE_CHECKING

from .bots import Bot, make_bot
from .campaign import record_status
from .game import Seat
from .records import record
from .session import Session

if TYPE_CHECKING:
    from ..registry import GameInfo


@record(frozen=False)
class Crash:
    seed: int
    error: str
    save: Path | None
    command: str = ""  # "seat: command" being given when it crashed, if any


@record(frozen=False)
class AutoplayReport:
    games: int = 0
    commands: int = 0
    seconds: float = 0.0
    outcomes: Counter[str] = field(default_factory=Counter)
    crashes: list[Crash] = field(default_factory=list)
    unfinished: int = 0
    campaigns: int = 0  # whole campaigns played (each of their quests counts as a game)

    @property
    def games_per_s(self) -> float:
        return self.games / self.seconds if self.seconds else 0.0

    @property
    def commands_per_s(self) -> float:
        return self.commands / self.seconds if self.seconds else 0.0


def play_one(session: Session, bots: dict[str, Bot], max_commands: int,
             attempt: list[tuple[str, str]] | None = None) -> int:
    """Let bots play until the game ends or `max_commands` is reached; returns commands given.

    `attempt`, if given, always holds the latest (seat, command) tried, so a
    crash report can name the command that caused it.
    """
    n = 0
    game = session.game
    while n < max_commands and session.outcome() is None:
        legal = game.legal_commands()
        if not legal:
            raise RuntimeError(f"no legal command but the game is not over ({game.decision().prompt})")
        seat = legal[0].seat
        mine = [c for c in legal if c.seat == seat]
        bot = bots[seat]
        text = bot.choose(game.view(seat) if getattr(bot, "needs_view", True) else {}, mine)
        if attempt is not None:
            attempt[:] = [(seat, text)]
        session.apply(seat, text)
        game = session.game
        n += 1
    return n


MAX_CAMPAIGN_QUESTS = 12


def autoplay(info: GameInfo, *, games: int, seed: int, seats: int, bot: str = "random",
             mode: str | None = None, options: dict | None = None, strict: bool = True,
             crash_dir: Path | None = None, max_commands: int = 20000,
             campaign: bool = False) -> AutoplayReport:
    mode = mode or ("solo" if "solo" in info.modes and seats == 1 else
                    "coop" if "coop" in info.modes else info.modes[0])
    report = AutoplayReport()
    start = time.perf_counter()
    for g in range(games):
        game_seed = seed + g
        seat_list = [Seat(f"Bot{i + 1}", bot) for i in range(seats)]
        record = info.engine_class().new_campaign_record(info.load_ruleset(), seats=[s.name for s in seat_list],
                                                         options=dict(options or {})) if campaign else None
        quest_no = 0
        while True:  # one game, or each quest of one campaign in turn
            snapshot = {"name": f"autoplay {game_seed}", "record": record, "quests_done": quest_no} \
                if record is not None else None
            quest_seed = game_seed + 7919 * quest_no  # each quest of a campaign gets its own seed
            session = Session.new(info, seat_list, mode, quest_seed, options, strict=strict, campaign=snapshot)
            if not _play_and_count(session, info, seat_list, bot, quest_seed, max_commands, report, crash_dir):
                break
            quest_report = session.game.quest_report() if record is not None else None
            if quest_report is None:
                break
            record, quest_no = quest_report.record, quest_no + 1
            if record_status(info, record).next_quest is None:
                report.campaigns += 1
                break
            if quest_no >= MAX_CAMPAIGN_QUESTS:  # a game whose lost quests are played again may never end
                break
    report.seconds = time.perf_counter() - start
    return report


def _play_and_count(session: Session, info: GameInfo, seat_list: list[Seat], bot: str, game_seed: int,
                    max_commands: int, report: AutoplayReport, crash_dir: Path | None) -> bool:
    """Play one game into the report; False if it crashed or did not finish."""
    import tomli_w

    from .saves import to_data, write_atomic

    bots = {s.name: make_bot(info.id, bot, game_seed * 31 + i) for i, s in enumerate(seat_list)}
    attempt: list[tuple[str, str]] = []
    report.games += 1
    try:
        report.commands += play_one(session, bots, max_commands, attempt)
    except Exception as exc:
        error = "".join(traceback.format_exception_only(exc)).strip()
        command = f"{attempt[0][0]}: {attempt[0][1]}" if attempt else ""
        save = None
        if crash_dir is not None:
            # An engine fault is rolled back, so the log replays to just before it and
            # `crash.command` is what to give next; a broken invariant is the log's last command.
            save = crash_dir / f"crash-{info.id}-{game_seed}.toml"
            try:
                data = to_data(session)
                data["crash"] = {"command": command, "error": error}
                write_atomic(save, tomli_w.dumps(data))
            except Exception:  # the crash report matters more than its file
                save = None
        report.crashes.append(Crash(game_seed, error, save, command))
        report.commands += len(session.log)
        return False
    o = session.outcome()
    if o is None:
        report.unfinished += 1
        return False
    label = getattr(session.game, "quest_id", "")  # games with quests report each quest apart
    result = "won by " + ", ".join(o.winners) if o.winners else "lost"
    report.outcomes[f"{label}: {result}" if label else result] += 1
    return True

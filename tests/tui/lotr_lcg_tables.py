"""Seeded Lord of the Rings tables for the screen tests: a game played by the basic bot up to a
question, saved for the app to open."""

from __future__ import annotations

from pathlib import Path

from hjourney_tui.core.game import Seat
from hjourney_tui.core.saves import write_save
from hjourney_tui.core.session import Session
from hjourney_tui.games.lotr_lcg.bots import BasicBot
from hjourney_tui.registry import game_info


def new_session(seats: tuple[tuple[str, str], ...] = (("Ana", "Pat"),), seed: int = 3) -> Session:
    mode = "coop" if len(seats) > 1 else "solo"
    return Session.new(game_info("lotr_lcg"), [Seat(n, player=p) for n, p in seats], mode, seed, {"first_player": 1})


def play_until(session: Session, asks: str, skip: int = 0, limit: int = 2000) -> None:
    """The basic bot answers every question until one whose prompt holds `asks` (past the first
    `skip` of them)."""
    bot = BasicBot(1)
    for _ in range(limit):
        d = session.game.decision()
        if session.outcome() is not None:
            raise AssertionError(f"the game ended before asking '{asks}'")
        if asks in d.prompt:
            if not skip:
                return
            skip -= 1
        seat = d.seats[0]
        session.apply(seat, bot.choose(session.game.view(seat), session.game.legal_commands(seat)))
    raise AssertionError(f"never asked '{asks}'")


def saved(session: Session, folder: Path, name: str) -> Path:
    path = folder / f"{name}.toml"
    write_save(session, path)
    return path

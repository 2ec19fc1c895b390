"""Soulless Vessel tables for the screen tests: a seeded adventure advanced by the heuristic bot to
a chosen command, saved where the app can open it."""

from __future__ import annotations

from pathlib import Path

from hjourney_tui.core.bots import make_bot
from hjourney_tui.core.game import Seat
from hjourney_tui.core.saves import write_save
from hjourney_tui.core.session import Session
from hjourney_tui.registry import game_info


def bot_step(s: Session, bot) -> None:
    for seat in s.game.decision().seats:
        legal = s.game.legal_commands(seat)
        if legal:
            s.apply(seat, bot.choose(s.game.view(seat), legal))
            return
    raise AssertionError("nobody can act")


def table(saves: Path, steps: int, *, hotseat: bool = False, seed: int = 4, name: str = "vessel") -> Path:
    """Ana and Bo `steps` commands into the first adventure; one player runs both unless `hotseat`."""
    seats = [Seat("Ana"), Seat("Bo")] if hotseat else [Seat("Ana", player="Pat"), Seat("Bo", player="Pat")]
    s = Session.new(game_info("soulless_vessel"), seats, "coop" if hotseat else "solo", seed)
    bot = make_bot("soulless_vessel", "heuristic", seed)
    for _ in range(steps):
        bot_step(s, bot)
    path = saves / f"{name}.toml"
    write_save(s, path)
    return path

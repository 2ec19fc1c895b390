"""Soulless Vessel tables for the screen tests: a seeded adventure advanced by the heuristic bot to
a chosen command, saved where the app can open it."""

from __future__ import annotations

from pathlib import Path

from hjourney_tui.core.bots import make_bot
from hjourney_tui.core.game import Seat
from hjourney_tui.core.saves import write_save
from hjourney_tui.core.session import Session
from hjourney_tui.registry import game_info

MID_GAME = [  # 20 commands of a seeded bot run: Bo's turn in round 3 at e3 with 3 MP, the Bulky Bog
    # Lurker on g2/h2/g3/h3 (it came at Ana), two Drowned Thralls at j2 and k2
    ('Ana', 'done'), ('Bo', 'done'), ('Ana', 'go'), ('Ana', 'move f3'), ('Bo', 'move e3'), ('Bo', 'end'),
    ('Ana', 'done'), ('Bo', 'done'), ('Ana', 'go'), ('Ana', 'open gate.east'), ('Ana', 'move f1'),
    ('Bo', 'end'), ('Ana', 'square g2'), ('Bo', 'trigger smoke_veil'), ('Ana', 'commit hew'),
    ('Ana', 'commit charge'), ('Bo', 'commit quick_shot'), ('Bo', 'commit tumble'),
    ('Ana', 'initiative charge'), ('Bo', 'initiative tumble'),
]


def bot_step(s: Session, bot) -> None:
    for seat in s.game.decision().seats:
        legal = s.game.legal_commands(seat)
        if legal:
            s.apply(seat, bot.choose(s.game.view(seat), legal))
            return
    raise AssertionError("nobody can act")


def table(saves: Path, steps: int, *, hotseat: bool = False, seed: int = 4, name: str = "vessel") -> Path:
    """Ana and Bo `steps` commands into the first adventure; one player runs both unless `hotseat`.
    The seeded game's first commands are fixed (MID_GAME), so a change in the bot's play does not
    move the pictures; the bot plays any further ones."""
    seats = [Seat("Ana"), Seat("Bo")] if hotseat else [Seat("Ana", player="Pat"), Seat("Bo", player="Pat")]
    s = Session.new(game_info("soulless_vessel"), seats, "coop" if hotseat else "solo", seed)
    bot = make_bot("soulless_vessel", "heuristic", seed)
    if seed == 4 and not hotseat:
        s.apply_all(MID_GAME[:steps])
    for _ in range(steps - len(s.log)):
        bot_step(s, bot)
    path = saves / f"{name}.toml"
    write_save(s, path)
    return path

"""Soulless Vessel tables for the screen tests: a seeded adventure advanced by the heuristic bot to
a chosen command, saved where the app can open it."""

from __future__ import annotations

from pathlib import Path

from hjourney_tui.core.bots import make_bot
from hjourney_tui.core.game import Seat
from hjourney_tui.core.saves import write_save
from hjourney_tui.core.session import Session
from hjourney_tui.registry import game_info

MID_GAME = [  # 64 commands of a seeded bot run: Bo's turn in round 7 at p7 with 3 MP (the Bog Lurker
    # knocked him back from p8)
    ('Ana', 'done'), ('Bo', 'commit tumble'), ('Bo', 'done'), ('Bo', 'initiative tumble'),
    ('Bo', 'move f3'), ('Bo', 'major tumble'), ('Bo', 'open gate.east'), ('Bo', 'move i2'),
    ('Ana', 'move f3'), ('Ana', 'done'), ('Bo', 'done'), ('Ana', 'go'), ('Ana', 'move h2'), ('Ana', 'end'),
    ('Bo', 'move k3'), ('Ana', 'done'), ('Bo', 'commit tumble'), ('Bo', 'done'),
    ('Bo', 'initiative tumble'), ('Bo', 'move m5'), ('Bo', 'major tumble'), ('Bo', 'move n4'),
    ('Bo', 'open hall.east'), ('Bo', 'move p5'), ('Ana', 'move j3'), ('Ana', 'done'), ('Bo', 'done'),
    ('Ana', 'go'), ('Ana', 'move l5'), ('Bo', 'move q6'), ('Bo', 'open cistern.south'), ('Bo', 'end'),
    ('Ana', 'commit hew'), ('Ana', 'commit rend'), ('Bo', 'commit backstab'), ('Bo', 'commit quick_shot'),
    ('Ana', 'initiative hew'), ('Bo', 'initiative quick_shot'), ('Bo', 'move p8'),
    ('Bo', 'major backstab bog_lurker1'), ('Bo', 'minor quick_shot'), ('Bo', 'end'), ('Ana', 'move j3'),
    ('Ana', 'minor hew'), ('Ana', 'move i2'), ('Ana', 'minor rend'), ('Ana', 'end'),
    ('Ana', 'trigger brace'), ('Bo', 'trigger smoke_veil'), ('Ana', 'commit hew'), ('Ana', 'commit rend'),
    ('Bo', 'commit tumble'), ('Bo', 'done'), ('Ana', 'initiative hew'), ('Bo', 'initiative tumble'),
    ('Bo', 'minor tumble'), ('Bo', 'end'), ('Ana', 'major hew drowned_thrall1'),
    ('Ana', 'major rend drowned_thrall1'), ('Bo', 'square p7'), ('Ana', 'done'), ('Bo', 'commit quick_shot'),
    ('Bo', 'commit tumble'), ('Bo', 'initiative tumble'),
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

"""Heroes' Journey positions for the screen tests: two human seats (Ana on the Oz deck, Ben on the
Iliad one), played from a fixed seed by the game's own heuristic bot until a phase and step.  The
positions follow the prebuilt decks and the bot as they are: a change to either moves them, and the
snapshots are then looked at and taken again."""

from __future__ import annotations

from pathlib import Path

from hjourney_tui.core.bots import make_bot
from hjourney_tui.core.game import Seat
from hjourney_tui.core.saves import write_save
from hjourney_tui.core.session import Session
from hjourney_tui.registry import game_info

SEED = 3


def new_session(seed: int = SEED) -> Session:
    info = game_info("heroes_journey")
    return Session.new(info, [Seat("Ana"), Seat("Ben")], "competitive", seed, {"decks": "oz,iliad"})


def played_until(phase: str, step: str = "", turn: int = 1, seed: int = SEED) -> Session:
    """The game at the first moment of `turn` (or later) in `phase` and `step`."""
    s = new_session(seed)
    bots = {seat: make_bot("heroes_journey", "heuristic", seed + i) for i, seat in enumerate(("Ana", "Ben"))}
    for _ in range(500):
        t = s.game.state.turn
        if t.phase == phase and t.step == step and t.number >= turn:
            return s
        assert s.outcome() is None, f"the game ended before {phase}/{step} of turn {turn}"
        legal = s.game.legal_commands()
        seat = legal[0].seat
        s.apply(seat, bots[seat].choose(s.game.view(seat), [c for c in legal if c.seat == seat]))
    raise AssertionError(f"no {phase}/{step} within 500 commands")


def saved(session: Session, saves: Path, name: str) -> Path:
    path = saves / f"{name}.toml"
    write_save(session, path)
    return path

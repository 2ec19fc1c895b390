"""Heroes' Journey positions for the screen tests: two human seats (Ana on the Oz deck, Ben on the
Iliad one), played from a fixed seed by a pinned bot's choices (hj_fixture_bot) until a phase and step."""

from __future__ import annotations

from pathlib import Path

from hjourney_tui.core.decks import SEAT_DECKS, read_deck_file
from hjourney_tui.core.game import Seat
from hjourney_tui.core.saves import write_save
from hjourney_tui.core.session import Session
from hjourney_tui.registry import game_info

from .hj_fixture_bot import PositionsBot

SEED = 3
DECKS = Path(__file__).parent / "hj_decks"  # the two decks as they were when the positions were recorded


def new_session(seed: int = SEED) -> Session:
    info = game_info("heroes_journey")
    own = {seat: read_deck_file(info, DECKS / f"{deck}.toml") for seat, deck in (("Ana", "oz"), ("Ben", "iliad"))}
    return Session.new(info, [Seat("Ana"), Seat("Ben")], "competitive", seed, {"decks": "oz,iliad", SEAT_DECKS: own})


def played_until(phase: str, step: str = "", turn: int = 1, seed: int = SEED) -> Session:
    """The game at the first moment of `turn` (or later) in `phase` and `step`."""
    s = new_session(seed)
    bots = {seat: PositionsBot(seed + i) for i, seat in enumerate(("Ana", "Ben"))}
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

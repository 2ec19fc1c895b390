"""A save made in one process loads in any other: nothing in a replay may follow Python's
per-process hash order (sets of strings), or the digest check would refuse good saves."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from hjourney_tui.core.bots import RandomBot
from hjourney_tui.core.game import Seat
from hjourney_tui.core.saves import write_save
from hjourney_tui.core.session import Session
from hjourney_tui.registry import game_info

PROBE = ("import sys; from pathlib import Path; from hjourney_tui.core.saves import load_save; "
         "s = load_save(Path(sys.argv[1])); print(len(s.log), s.game.digest())")


@pytest.mark.parametrize(("game", "mode", "seats"), [
    ("kilforth", "solo", 2), ("kilforth", "coop", 3), ("kilforth", "competitive", 3),
    ("wq_acg", "coop", 3), ("wq_acg", "solo", 2), ("soulless_vessel", "coop", 3)])
def test_a_bot_game_replays_to_the_same_digest_under_other_hash_seeds(tmp_path, game, mode, seats):
    info = game_info(game)
    session = Session.new(info, [Seat(f"P{i + 1}") for i in range(seats)], mode, 20261122)
    bot = RandomBot(7)
    for _ in range(400):
        if session.outcome() is not None:
            break
        legal = session.game.legal_commands()
        seat = legal[0].seat
        session.apply(seat, bot.choose({}, [c for c in legal if c.seat == seat]))
    path = tmp_path / "game.toml"
    write_save(session, path)
    expected = f"{len(session.log)} {session.game.digest()}\n"
    for hash_seed in ("0", "1", "2"):
        out = subprocess.run([sys.executable, "-c", PROBE, str(path)], capture_output=True, text=True,
                             env={**os.environ, "PYTHONHASHSEED": hash_seed})
        assert out.returncode == 0, out.stderr
        assert out.stdout == expected

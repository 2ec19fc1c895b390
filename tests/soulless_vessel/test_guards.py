"""The cross-game guarantees, for Soulless Vessel: bots finish games with the bookkeeping checks on,
a save replays to the same state, and a seat's view holds no other seat's secret."""

from __future__ import annotations

import json

import pytest

from hjourney_tui.core.autoplay import autoplay
from hjourney_tui.core.game import Seat
from hjourney_tui.core.saves import load_save, write_save
from hjourney_tui.core.session import Session
from hjourney_tui.registry import game_info
from tests.soulless_vessel.helpers import TEST_INFO


@pytest.mark.parametrize("seats", [1, 2, 3, 4])
@pytest.mark.parametrize("bot", ["random", "heuristic"])
def test_bots_finish_games_without_a_fault(bot, seats):
    report = autoplay(game_info("soulless_vessel"), games=4, seed=60 + seats, seats=seats, bot=bot, strict=True)
    assert not report.crashes, report.crashes[0]
    assert not report.unfinished and report.games == 4


@pytest.mark.parametrize("seats", [1, 3])
def test_bots_finish_games_on_the_test_content(seats):
    report = autoplay(TEST_INFO, games=4, seed=7, seats=seats, bot="heuristic", strict=True)
    assert not report.crashes, report.crashes[0]
    assert report.games == 4


def play(s: Session, n: int) -> None:
    for _ in range(n):
        if s.outcome() is not None:
            break
        cmd = s.game.legal_commands()[0]
        s.apply(cmd.seat, cmd.text)


@pytest.mark.rule("VS-DICE-18")
def test_a_saved_game_reloads_to_the_same_state_without_rolling_again(tmp_path):
    info = game_info("soulless_vessel")
    s = Session.new(info, [Seat("Ana"), Seat("Bo")], "coop", 21)
    play(s, 80)
    path = tmp_path / "vessel.toml"
    write_save(s, path)
    again = load_save(path, strict=True)
    assert again.game.digest() == s.game.digest()
    assert [e.text for e in again.game.events] == [e.text for e in s.game.events]


def test_the_view_carries_the_public_board_for_scripts():
    info = game_info("soulless_vessel")
    s = Session.new(info, [Seat("Ana")], "solo", 3)
    v = s.game.view("Ana")
    b = v["board"]
    assert len(b["rows"]) == b["height"] and all(len(r) == b["width"] for r in b["rows"])
    assert b["doors"] and b["walls"]
    assert v["heroes"]["Ana"]["square"] and v["heroes"]["Ana"]["hand"]
    json.dumps(v)

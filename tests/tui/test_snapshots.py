"""Screens as pictures: any change to the layout shows up as a failing snapshot.

Regenerate on purpose with: pytest tests/tui/test_snapshots.py --snapshot-update
"""

from __future__ import annotations

import pytest
from textual.widgets import Input

from hjourney_tui.core.game import Seat
from hjourney_tui.core.saves import write_save
from hjourney_tui.core.session import Session
from hjourney_tui.tui.app import HJourneyApp


def freeze(pilot) -> None:
    for inp in pilot.app.screen.query(Input):
        inp.cursor_blink = False


@pytest.fixture
def toy_game(saves, toy_info):
    s = Session.new(toy_info, [Seat("Ana"), Seat("Ben", "random")], "competitive", 21)
    s.apply_all([("Ana", "bid 2"), ("Ben", "bid 1"), ("Ana", "draw"), ("Ana", "pass"), ("Ben", "pass")])
    path = saves / "race.toml"
    write_save(s, path)
    return path


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
def test_menu(snap_compare, saves, size):
    assert snap_compare(HJourneyApp(saves_dir=saves, bot_delay=0), terminal_size=size)


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
def test_game_screen(snap_compare, saves, toy_game, size):
    app = HJourneyApp(saves_dir=saves, save=toy_game, bot_delay=0)
    assert snap_compare(app, terminal_size=size, run_before=freeze)

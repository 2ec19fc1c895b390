"""The Warhammer Quest table as pictures, at the smallest and a roomy terminal size.

A fixed seed and a fixed opening give the same quest every time.  Any change
to the panes, or to the content they show, shows up here; regenerate on
purpose with: pytest tests/tui/test_wq_acg_snapshots.py --snapshot-update
"""

from __future__ import annotations

import pytest

from hjourney_tui.core.game import Seat
from hjourney_tui.core.saves import write_save
from hjourney_tui.core.session import Session
from hjourney_tui.registry import game_info
from hjourney_tui.tui.app import HJourneyApp

from .test_snapshots import freeze

# Ana explores on the first turn; then it is Ben's turn with the Bone Picker engaging Ana.
OPENING = [("Ana", "pick windrunner"), ("Ben", "pick emberseer"), ("Ana", "leader 1"), ("Ana", "explore")]


@pytest.fixture
def delve(saves):
    s = Session.new(game_info("wq_acg"), [Seat("Ana", player="Pat"), Seat("Ben", player="Pat")], "solo", 13)
    s.apply_all(OPENING)
    path = saves / "delve.toml"
    write_save(s, path)
    return path


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
def test_quest_table(snap_compare, saves, delve, size):
    app = HJourneyApp(saves_dir=saves, save=delve, bot_delay=0)
    assert snap_compare(app, terminal_size=size, run_before=freeze)

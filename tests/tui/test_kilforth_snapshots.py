"""The Kilforth board as pictures at both terminal sizes, from a seeded game.

Regenerate on purpose with: pytest tests/tui/test_kilforth_snapshots.py --snapshot-update
"""

from __future__ import annotations

import pytest

from hjourney_tui.core.saves import write_save
from hjourney_tui.tui.app import HJourneyApp
from tests.tui.test_kilforth_panes import reach
from tests.tui.test_snapshots import freeze


@pytest.fixture
def land(saves):
    # a few moves in, so encounters stand on the map and a hero has a choice of ways
    s = reach(lambda s: sum(bool(c["encounters"]) for c in s.game.view(None)["map"].values()) >= 2
              and not s.game.choice, seed=7)
    path = saves / "land.toml"
    write_save(s, path)
    return path


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
def test_kilforth_board(snap_compare, saves, land, size):
    app = HJourneyApp(saves_dir=saves, save=land, bot_delay=0)
    assert snap_compare(app, terminal_size=size, run_before=freeze)

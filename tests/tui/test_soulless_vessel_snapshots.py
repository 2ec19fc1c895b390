"""Soulless Vessel as pictures at the smallest and a roomy terminal size: the map mid-adventure
with the cursor two squares from the hero (the path, its cost, what is in sight and reach), the
secret placement of ability cards, the hand-off screen that hides it between players, and the
town between two adventures with the cursor in the shop.

The tables come from a seeded bot run (tests/tui/sv_tables.py); regenerate on purpose with:
pytest tests/tui/test_soulless_vessel_snapshots.py --snapshot-update
"""

from __future__ import annotations

import pytest

from hjourney_tui.tui.app import HJourneyApp

from .sv_tables import table
from .test_snapshots import freeze


async def cursor_on_d1(pilot) -> None:
    freeze(pilot)
    await pilot.press("left", "up", "up")
    await pilot.pause()


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
def test_map_mid_adventure_with_the_path_under_the_cursor(snap_compare, saves, size):
    app = HJourneyApp(saves_dir=saves, save=table(saves, 20), bot_delay=0)
    assert snap_compare(app, terminal_size=size, run_before=cursor_on_d1)


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
def test_secret_placement(snap_compare, saves, size):
    app = HJourneyApp(saves_dir=saves, save=table(saves, 0), bot_delay=0)
    assert snap_compare(app, terminal_size=size, run_before=freeze)


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
def test_hand_off_before_the_secret_placement(snap_compare, saves, size):
    app = HJourneyApp(saves_dir=saves, save=table(saves, 0, hotseat=True), bot_delay=0)
    assert snap_compare(app, terminal_size=size, run_before=freeze)


async def cursor_in_the_shop(pilot) -> None:
    freeze(pilot)
    await pilot.press("down", "down", "down", "down")
    await pilot.pause()


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
def test_the_town_between_adventures(snap_compare, saves, size):
    from .test_vs_town_pane import town_table

    app = HJourneyApp(saves_dir=saves, save=town_table(saves, coins=20), bot_delay=0)
    assert snap_compare(app, terminal_size=size, run_before=cursor_in_the_shop)

"""The Heroes' Journey board as pictures, at the smallest and a roomy terminal size: the hand-off
screen that covers the table between two players, a Campaign phase, an assignment and a skirmish,
and the card inspector.  Regenerate on purpose with:
pytest tests/tui/test_heroes_journey_snapshots.py --snapshot-update
"""

from __future__ import annotations

import pytest

from hjourney_tui.tui.app import HJourneyApp

from .hj_positions import played_until, saved
from .test_snapshots import freeze

SIZES = [(80, 24), (120, 40)]


def past_handoff(*keys: str):
    async def run(pilot) -> None:
        await pilot.pause()
        await pilot.press("enter", *keys)
        await pilot.pause(1.0 if keys else 0)  # the mark on a part brought into sight fades first
        freeze(pilot)
    return run


@pytest.mark.parametrize("size", SIZES)
def test_handoff_covers_the_table(snap_compare, saves, size):
    path = saved(played_until("campaign", "actions", turn=2), saves, "campaign")
    app = HJourneyApp(saves_dir=saves, save=path, bot_delay=0)
    assert snap_compare(app, terminal_size=size, run_before=freeze)


@pytest.mark.parametrize("size", SIZES)
def test_campaign_turn(snap_compare, saves, size):
    path = saved(played_until("campaign", "actions", turn=2), saves, "campaign")
    app = HJourneyApp(saves_dir=saves, save=path, bot_delay=0)
    assert snap_compare(app, terminal_size=size, run_before=past_handoff())


@pytest.mark.parametrize("size", SIZES)
def test_assignment(snap_compare, saves, size):
    path = saved(played_until("melee", "assignment"), saves, "assignment")
    app = HJourneyApp(saves_dir=saves, save=path, bot_delay=0)
    assert snap_compare(app, terminal_size=size, run_before=past_handoff())


@pytest.mark.parametrize("size", SIZES)
def test_skirmish(snap_compare, saves, size):
    path = saved(played_until("melee", "skirmish", turn=2), saves, "skirmish")
    app = HJourneyApp(saves_dir=saves, save=path, bot_delay=0)
    assert snap_compare(app, terminal_size=size, run_before=past_handoff("t", "t", "t", "t"))


@pytest.mark.parametrize("size", SIZES)
def test_card_inspector(snap_compare, saves, size):
    path = saved(played_until("melee", "skirmish", turn=2), saves, "skirmish")
    app = HJourneyApp(saves_dir=saves, save=path, bot_delay=0)
    assert snap_compare(app, terminal_size=size, run_before=past_handoff("i"))

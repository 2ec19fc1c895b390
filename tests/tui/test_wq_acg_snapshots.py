"""The Warhammer Quest table as pictures, at the smallest and a roomy terminal size: a quest
under way, the settlement stage back in town, and the Campaigns screen after a quest.

A fixed seed and fixed (or seeded random) commands give the same pictures every time; the dice
tray's roll animation is off in tests.  Any change to the panes, or to the content they show,
shows up here; regenerate on purpose with: pytest tests/tui/test_wq_acg_snapshots.py --snapshot-update
"""

from __future__ import annotations

import pytest

from hjourney_tui.core.campaign import new_campaign, record_quest, start_quest
from hjourney_tui.core.game import Seat
from hjourney_tui.core.saves import load_save, write_save
from hjourney_tui.core.session import Session
from hjourney_tui.registry import game_info
from hjourney_tui.tui.app import HJourneyApp

from ..test_cli_campaign import play_to_the_last_command
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


@pytest.fixture
def in_town(saves):
    """A campaign quest whose quest stage has just ended: the heroes are back in town, choosing."""
    info = game_info("wq_acg")
    camp = new_campaign(info, "Lanterns", [Seat("Ana"), Seat("Ben")], "solo", saves)
    path = start_quest(info, camp, saves, 3)
    last = play_to_the_last_command(path, 3, ends=lambda s: s.game.result)
    session = load_save(path)
    seat, _, command = last.partition(": ")
    session.apply(seat, command)
    assert session.game.phase == "settlement" and session.outcome() is None
    write_save(session, path)
    return path


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
def test_settlement(snap_compare, saves, in_town, size):
    app = HJourneyApp(saves_dir=saves, save=in_town, bot_delay=0)
    assert snap_compare(app, terminal_size=size, run_before=freeze)


@pytest.fixture
def one_quest_played(saves):
    """A seeded campaign whose first quest was played to its end (settlement included) and recorded."""
    info = game_info("wq_acg")
    camp = new_campaign(info, "Ember Road", [Seat("Ana"), Seat("Ben")], "solo", saves)
    path = start_quest(info, camp, saves, 8)
    last = play_to_the_last_command(path, 8)
    session = load_save(path)
    seat, _, command = last.partition(": ")
    session.apply(seat, command)
    write_save(session, path)
    assert record_quest(session, path) is not None
    return saves


async def open_campaigns(pilot) -> None:
    """From the menu's Campaigns entry, as a player gets there."""
    from hjourney_tui.tui.screens.campaigns import CampaignsScreen

    await pilot.pause()  # the menu lists its entries once it is mounted
    menu = pilot.app.screen.query_one("#menu")
    menu.highlighted = next(i for i in range(menu.option_count) if menu.get_option_at_index(i).id == "campaigns")
    await pilot.press("enter")
    await pilot.pause()
    assert isinstance(pilot.app.screen, CampaignsScreen)


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
def test_campaigns_screen(snap_compare, one_quest_played, size):
    app = HJourneyApp(saves_dir=one_quest_played, bot_delay=0)
    assert snap_compare(app, terminal_size=size, run_before=open_campaigns)

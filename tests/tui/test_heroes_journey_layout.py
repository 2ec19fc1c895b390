"""The Heroes' Journey board read at a glance: every part in sight at 120x40, each part one key away
at 80x24, and no line wider than its pane at either size."""

from __future__ import annotations

import pytest

from hjourney_tui.games.heroes_journey.tui.hand_pane import HandPane
from hjourney_tui.games.heroes_journey.tui.party_pane import PartyPane
from hjourney_tui.games.heroes_journey.tui.path_pane import PathPane
from hjourney_tui.games.heroes_journey.tui.players_pane import PlayersPane
from hjourney_tui.games.heroes_journey.tui.skirmish_pane import SkirmishPane
from hjourney_tui.tui.app import HJourneyApp

from .hj_positions import played_until, saved
from .test_kilforth_layout import in_sight

PANES = (PathPane, PlayersPane, PartyPane, SkirmishPane, HandPane)


@pytest.fixture
def skirmish(saves):
    return saved(played_until("melee", "skirmish", turn=2), saves, "skirmish")


async def test_at_120x40_every_part_of_the_board_is_in_sight(saves, skirmish):
    app = HJourneyApp(saves_dir=saves, save=skirmish, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")  # past the hand-off
        await pilot.pause()
        for pane in PANES:
            assert in_sight(app.screen, app.screen.query_one(pane)), pane


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_no_line_is_wider_than_its_pane(saves, skirmish, size):
    app = HJourneyApp(saves_dir=saves, save=skirmish, bot_delay=0)
    async with app.run_test(size=size) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        for pane_type in PANES:
            pane = app.screen.query_one(pane_type)
            lines = pane.render().plain.split("\n")
            assert lines and max(len(line) for line in lines) <= pane.content_size.width, pane_type


async def test_at_80x24_t_and_h_bring_each_part_into_sight(saves, skirmish):
    app = HJourneyApp(saves_dir=saves, save=skirmish, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        screen = app.screen
        assert in_sight(screen, screen.query_one(PathPane))
        assert not in_sight(screen, screen.query_one(HandPane))  # the board is too short for all of it
        for pane in PANES:
            await pilot.press("t")
            await pilot.pause()
            part = screen.query_one(pane)
            board = screen.query_one("#board").content_region
            assert part.region.y >= board.y and part.region.y < board.bottom, pane  # its top row shows
        await pilot.press("t")  # round to the path again
        await pilot.pause()
        assert in_sight(screen, screen.query_one(PathPane))
        await pilot.press("H")
        await pilot.pause()
        assert in_sight(screen, screen.query_one(HandPane))

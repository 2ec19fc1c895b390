"""A Lord of the Rings campaign played whole in the app: the wizard starts it, every command goes in
through the command bar, and the app is closed and opened again on the same saves folder inside a
scenario and between scenarios, each time coming back exactly as it was.

The heuristic bot only decides what to type (one bot per scenario, kept by the test across restarts,
so the run is the same every time).  The campaign is played in easy mode with seeds the bot wins all
three scenarios with; a lost scenario would be played again (nothing from it is kept), which the
campaign tests in tests/lotr_lcg cover.
"""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from hjourney_tui.core import session as session_module
from hjourney_tui.core.bots import make_bot
from hjourney_tui.core.campaign import campaign_path, load_campaign
from hjourney_tui.core.saves import load_save
from hjourney_tui.games.lotr_lcg.tui.table_pane import TablePane
from hjourney_tui.registry import game_info
from hjourney_tui.tui.app import HJourneyApp
from hjourney_tui.tui.screens.campaigns import CampaignsScreen
from hjourney_tui.tui.screens.game import GameScreen

from .test_lotr_lcg_panes import pane_text
from .test_pilot import prompt_text
from .test_pilot_whole_games import type_until

SEED = 144  # quest n is set up with seed SEED + n - 1 and played by the bot seeded n: three wins
NAME = "Fen Road"
SIZE = (120, 40)
SAVES = {1: "1 The Drowned Road", 2: "2 The Burning Hamlets", 3: "3 The Sunken Archive"}  # after NAME


@pytest.fixture
def quest_seeds(monkeypatch):
    """A quest begun by N or the Campaigns screen draws a random seed: here the next one of a fixed row."""
    row = iter(range(SEED + 1, SEED + 10))
    monkeypatch.setattr(session_module, "secrets", SimpleNamespace(randbits=lambda bits: next(row)))


def campaign_file(saves) -> tuple:  # noqa: ANN001
    camp = load_campaign(campaign_path(NAME, saves))
    return camp.record, camp.quests, camp.current


def commands(screen: GameScreen) -> list[tuple[str, str]]:
    return [(e.seat, e.command) for e in screen.session.log]


def game_screen(app: HJourneyApp) -> GameScreen:
    assert isinstance(app.screen, GameScreen), app.screen
    return app.screen


def commands_pane_text(screen: GameScreen) -> str:
    return "\n".join(e.prompt for e in screen.query_one("#commands")._options)


async def open_menu_item(pilot, app: HJourneyApp, item: str) -> None:  # noqa: ANN001
    menu = app.screen.query_one("#menu")
    menu.highlighted = next(i for i in range(menu.option_count) if menu.get_option_at_index(i).id == item)
    await pilot.press("enter")
    await pilot.pause()


async def continue_game(pilot, app: HJourneyApp, stem: str) -> GameScreen:  # noqa: ANN001
    await pilot.press("enter")  # the menu's first line: Continue, the last game saved
    await pilot.pause()
    screen = game_screen(app)
    assert screen.path.stem == stem
    return screen


async def press_next_quest(pilot, screen: GameScreen) -> None:  # noqa: ANN001
    screen.set_focus(None)  # N is a key of the screen, not a letter for the command bar
    await pilot.press("n")
    await pilot.pause()


async def give_until(pilot, screen: GameScreen, bot, done) -> None:  # noqa: ANN001
    """As type_until, through the screen's command path without the typing: the bar's own keys are
    typed at the start of the campaign, and a whole campaign typed key by key would take minutes."""
    while not done(screen):
        seat = screen.acting_seat()
        assert seat is not None and seat == screen.viewer
        text = bot.choose(screen.view["state"], screen.session.game.legal_commands(seat))
        assert screen.give(text), f"the app refused '{text}': {prompt_text(screen.app)}"
        await pilot.pause()


def over(screen: GameScreen) -> bool:
    return screen.session.outcome() is not None


async def test_a_three_scenario_campaign_from_the_wizard_to_its_end_with_restarts_inside_and_between(
        saves, quest_seeds):
    game_info("lotr_lcg")  # registers the game's bots
    bots = {n: make_bot("lotr_lcg", "heuristic", n) for n in (1, 2, 3)}

    # Scenario 1 from the wizard; the app closes part way through it.
    app = HJourneyApp(saves_dir=saves, bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter")  # New game
        wizard = app.screen
        wizard.query_one("#game").value = "lotr_lcg"
        await pilot.pause()
        wizard.query_one("#seats").value = "Ana"
        wizard.query_one("#seed").value = str(SEED)
        wizard.query_one("#campaign").value = NAME
        wizard.query_one("#options").value = "easy=true"
        await pilot.press("ctrl+n")
        await pilot.pause()
        screen = game_screen(app)  # one player: no hand-off screen
        assert screen.path.stem == f"{NAME} 1 The Drowned Road"
        assert pane_text(app, TablePane).startswith("Campaign 1/3")
        await type_until(pilot, screen, bots[1], lambda s: len(s.session.log) >= 40)
        log, before = commands(screen), campaign_file(saves)
    assert before[2] == f"{NAME} 1 The Drowned Road" and before[0]["results"] == []

    # Inside scenario 1: back exactly as it was, then played to its end.
    app = HJourneyApp(saves_dir=saves, bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = await continue_game(pilot, app, f"{NAME} 1 The Drowned Road")
        assert commands(screen) == log and campaign_file(saves) == before
        await give_until(pilot, screen, bots[1], over)
        assert screen.session.game.quest_report().result["result"] == "won"
        assert prompt_text(app).startswith("N begins the next quest (The Burning Hamlets). Quest over, kept in the campaign log: ")
        shown = commands_pane_text(screen)
        assert "The campaign log now" in shown and "1. The Drowned Road: won, score" in shown
        assert "2. The Burning Hamlets: next" in shown and "burdens: Marked by the Drowned" in shown
    between = campaign_file(saves)
    record = between[0]
    assert record["next"] == 1 and record["results"] == ["won"] and between[2] is None
    assert [b["card"] for b in record["boons"]] == ["wardens_blessing", "ferrymans_token"]

    # Between scenarios 1 and 2: the Campaigns screen shows the log and begins scenario 2.
    app = HJourneyApp(saves_dir=saves, bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        assert campaign_file(saves) == between
        await open_menu_item(pilot, app, "campaigns")
        assert isinstance(app.screen, CampaignsScreen)
        text = str(app.screen.query_one("#log").render())
        assert "2. The Burning Hamlets: next" in text and "Next: The Burning Hamlets. Enter begins it." in text
        assert "boons: Wardens' Blessing (Ana), Ferryman's Token (Ana)" in text
        await pilot.press("enter")
        await pilot.pause()
        screen = game_screen(app)
        assert screen.path.stem == f"{NAME} 2 The Burning Hamlets"
        assert screen.session.campaign["record"] == record  # the scenario begins from the log as it stood
        assert screen.view["state"]["campaign"]["scenario"] == 2
        await give_until(pilot, screen, bots[2], lambda s: len(s.session.log) >= 60)
        log, before = commands(screen), campaign_file(saves)

    # Inside scenario 2, then to its end.
    app = HJourneyApp(saves_dir=saves, bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = await continue_game(pilot, app, f"{NAME} 2 The Burning Hamlets")
        assert commands(screen) == log and campaign_file(saves) == before
        await give_until(pilot, screen, bots[2], over)
        assert prompt_text(app).startswith("N begins the next quest (The Sunken Archive). Quest over, kept in the campaign log: ")
        log = commands(screen)
    between = campaign_file(saves)
    assert between[0]["results"] == ["won", "won"] and between[2] is None

    # Between scenarios 2 and 3: Continue opens the finished scenario as it ended, and N begins the next.
    app = HJourneyApp(saves_dir=saves, bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = await continue_game(pilot, app, f"{NAME} 2 The Burning Hamlets")
        assert commands(screen) == log and campaign_file(saves) == between
        assert prompt_text(app).startswith("N begins the next quest (The Sunken Archive)")
        assert screen.check_action("next_quest", ()) is True
        await press_next_quest(pilot, screen)
        screen = game_screen(app)
        assert screen.path.stem == f"{NAME} 3 The Sunken Archive"
        assert screen.session.campaign["record"] == between[0]
        await give_until(pilot, screen, bots[3], over)
        assert prompt_text(app).startswith("The campaign is over. Quest over, kept in the campaign log: ")
        assert "the campaign is won, final score" in commands_pane_text(screen)
        assert screen.check_action("next_quest", ()) is False  # no N once the last scenario is won
    end = campaign_file(saves)
    record = end[0]
    assert record["next"] == 3 and record["results"] == ["won"] * 3 and len(record["scores"]) == 3
    assert [q["quest"] for q in end[1]] == ["drowned_road", "burning_hamlets", "sunken_archive"]

    # After the campaign: the log stands as it was left, and there is nothing more to begin.
    app = HJourneyApp(saves_dir=saves, bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await open_menu_item(pilot, app, "campaigns")
        text = str(app.screen.query_one("#log").render())
        assert "The campaign is over." in text and f"final score {sum(record['scores'])}" in text
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, CampaignsScreen)  # nothing to play on
    assert campaign_file(saves) == end
    assert [q["save"] for q in end[1]] == [f"{NAME} {SAVES[n]}" for n in (1, 2, 3)]
    for n in (1, 2, 3):  # each scenario's save replays to the result the campaign holds
        assert load_save(saves / f"{NAME} {SAVES[n]}.toml").game.quest_report().result["result"] == "won"

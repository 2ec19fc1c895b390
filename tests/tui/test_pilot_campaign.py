"""Campaigns in the app: the wizard starts one, and N begins the next quest when a quest ends."""

from __future__ import annotations

from hjourney_tui.core.campaign import campaign_path, load_campaign, new_campaign, start_quest
from hjourney_tui.core.game import Seat
from hjourney_tui.core.saves import load_save, write_save
from hjourney_tui.registry import game_info
from hjourney_tui.tui.app import HJourneyApp
from hjourney_tui.tui.screens.game import GameScreen
from hjourney_tui.tui.screens.handoff import HandoffScreen

from ..test_cli_campaign import play_to_the_last_command


async def test_the_wizard_starts_a_campaign(saves):
    app = HJourneyApp(saves_dir=saves, bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("enter")
        screen = app.screen
        screen.query_one("#game").value = "wq_acg"
        await pilot.pause()
        assert screen.query_one("#campaign").display
        screen.query_one("#mode").value = "coop"
        screen.query_one("#seats").value = "Ana, Ben"
        screen.query_one("#campaign").value = "Harrow"
        await pilot.press("ctrl+n")
        await pilot.pause()
        game = next(x for x in app.screen_stack if isinstance(x, GameScreen))  # under the hand-off screen
        assert game.path.stem == "Harrow quest 1"
        camp = load_campaign(campaign_path("Harrow", saves))
        assert camp.current == "Harrow quest 1" and [s["name"] for s in camp.seats] == ["Ana", "Ben"]


async def test_n_begins_the_next_quest_after_one_ends(saves):
    info = game_info("wq_acg")
    camp = new_campaign(info, "Lanterns", [Seat("Ana"), Seat("Ben")], "coop", saves)
    path = start_quest(info, camp, saves, 8)
    last = play_to_the_last_command(path, 8)
    session = load_save(path)
    seat, _, command = last.partition(": ")
    session.apply(seat, command)
    write_save(session, path)
    app = HJourneyApp(saves_dir=saves, save=path, bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert "N begins the next quest" in str(app.screen.query_one("#prompt").render())
        app.screen.set_focus(None)
        await pilot.press("n")
        await pilot.pause()
        game = next(x for x in app.screen_stack if isinstance(x, GameScreen))  # under the hand-off screen
        assert game.path.stem == "Lanterns quest 2"
    camp = load_campaign(campaign_path("Lanterns", saves))
    assert len(camp.quests) == 1 and camp.current == "Lanterns quest 2"


async def test_the_campaigns_screen_shows_the_log_and_plays_on(saves):
    info = game_info("wq_acg")
    camp = new_campaign(info, "Ember Road", [Seat("Ana"), Seat("Ben")], "solo", saves)
    start_quest(info, camp, saves, 2)
    app = HJourneyApp(saves_dir=saves, bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        menu = app.screen.query_one("#menu")
        menu.highlighted = next(i for i in range(menu.option_count) if menu.get_option_at_index(i).id == "campaigns")
        await pilot.press("enter")
        await pilot.pause()
        from hjourney_tui.tui.screens.campaigns import CampaignsScreen

        assert isinstance(app.screen, CampaignsScreen)
        text = str(app.screen.query_one("#log").render())
        assert "Ember Road" in text and "1. The Rot Beneath Harrowmere: under way" in text
        assert "Under way: Ember Road quest 1" in text
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen) and app.screen.path.stem == "Ember Road quest 1"


async def test_the_campaigns_screen_shows_a_card_game_campaign_log(saves):
    info = game_info("lotr_lcg")
    camp = new_campaign(info, "Drowned", [Seat("A"), Seat("B")], "coop", saves, {"decks": "dawn_company"})
    start_quest(info, camp, saves, 2)
    app = HJourneyApp(saves_dir=saves, bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        menu = app.screen.query_one("#menu")
        menu.highlighted = next(i for i in range(menu.option_count) if menu.get_option_at_index(i).id == "campaigns")
        await pilot.press("enter")
        await pilot.pause()
        text = str(app.screen.query_one("#log").render())
        assert "1. The Drowned Road: under way" in text
        assert "A: Maelis Oakenshaw, Sigrun Dawnsinger, Feren Ashgrove; deck Dawn Company" in text
        assert "threat penalty: +0" in text
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen)  # two players' hands at one keyboard
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen) and app.screen.path.stem == "Drowned 1 The Drowned Road"


async def test_the_wizard_refuses_a_scenario_option_for_a_card_game_campaign(saves):
    app = HJourneyApp(saves_dir=saves, bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("enter")
        screen = app.screen
        screen.query_one("#game").value = "lotr_lcg"
        await pilot.pause()
        assert "a campaign plays them in order" in str(screen.query_one("#option-help").render())
        screen.query_one("#seats").value = "Ana"
        screen.query_one("#campaign").value = "Marches"
        await pilot.pause()
        helps = str(screen.query_one("#option-help").render())  # a campaign's form lists what it takes
        assert "scenario (default" not in helps and "(scenario: single games only" in helps
        assert "decks (default" in helps
        screen.query_one("#options").value = "scenario=sunken_archive"  # the campaign's log would overrule it
        await pilot.press("ctrl+n")
        await pilot.pause()
        assert app.screen is screen and screen.focused is screen.query_one("#options")
        error = str(screen.query_one("#error").render())
        assert "Cannot start:" in error and "'scenario' option is for single games" in error
    assert not campaign_path("Marches", saves).exists()

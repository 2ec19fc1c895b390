"""Soulless Vessel campaigns in the app: the wizard starts one, and after a quest's town visit N
begins the next adventure."""

from __future__ import annotations

from hjourney_tui.core.campaign import campaign_path, load_campaign, new_campaign, start_quest
from hjourney_tui.core.game import Seat
from hjourney_tui.core.saves import load_save, write_save
from hjourney_tui.registry import game_info
from hjourney_tui.tui.app import HJourneyApp
from hjourney_tui.tui.screens.game import GameScreen
from tests.soulless_vessel.campaign_helpers import session_to_town


async def test_the_wizard_starts_a_soulless_vessel_campaign(saves):
    app = HJourneyApp(saves_dir=saves, bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("enter")
        screen = app.screen
        screen.query_one("#game").value = "soulless_vessel"
        await pilot.pause()
        assert screen.query_one("#campaign").display
        screen.query_one("#mode").value = "coop"
        screen.query_one("#seats").value = "Ana, Bo"
        screen.query_one("#campaign").value = "Fen"
        await pilot.press("ctrl+n")
        await pilot.pause()
        game = next(x for x in app.screen_stack if isinstance(x, GameScreen))
        assert game.path.stem == "Fen quest 1"
        assert load_campaign(campaign_path("Fen", saves)).current == "Fen quest 1"


async def test_n_begins_the_next_adventure_after_the_town_visit(saves):
    info = game_info("soulless_vessel")
    camp = new_campaign(info, "Mire", [Seat("Ana"), Seat("Bo")], "coop", saves)
    path = start_quest(info, camp, saves, 3)
    session = load_save(path)
    session_to_town(session)
    session.apply("Ana", "depart eel_warrens")
    write_save(session, path)
    app = HJourneyApp(saves_dir=saves, save=path, bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert "N begins the next quest" in str(app.screen.query_one("#prompt").render())
        app.screen.set_focus(None)
        await pilot.press("n")
        await pilot.pause()
        game = next(x for x in app.screen_stack if isinstance(x, GameScreen))
        assert game.path.stem == "Mire quest 2"
    camp = load_campaign(campaign_path("Mire", saves))
    assert len(camp.quests) == 1 and camp.record["next"] == "eel_warrens"

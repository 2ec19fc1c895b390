"""Whole games played in the app alone: every command goes in through the command bar.

A heuristic bot only decides what to type, reading the same view the screen draws;
the app parses, applies, autosaves and shows the end exactly as it does for a player.
"""

from __future__ import annotations

from hjourney_tui.core.bots import make_bot
from hjourney_tui.core.campaign import campaign_path, load_campaign
from hjourney_tui.core.saves import load_save
from hjourney_tui.tui.app import HJourneyApp
from hjourney_tui.tui.screens.game import GameScreen
from hjourney_tui.tui.screens.handoff import HandoffScreen
from hjourney_tui.tui.screens.menu import MenuScreen

from .test_pilot import prompt_text


async def start_from_wizard(pilot, app, game: str, mode: str, seats: str, seed: int, campaign: str = "") -> GameScreen:
    await pilot.press("enter")  # New game
    wizard = app.screen
    wizard.query_one("#game").value = game
    await pilot.pause()
    wizard.query_one("#mode").value = mode
    wizard.query_one("#seats").value = seats
    wizard.query_one("#seed").value = str(seed)
    if campaign:
        wizard.query_one("#campaign").value = campaign
    await pilot.press("ctrl+n")
    await pilot.pause()
    assert isinstance(app.screen, GameScreen)
    return app.screen


async def type_until(pilot, screen: GameScreen, bot, done, limit: int = 3000) -> int:
    """Type the bot's choices into the command bar until `done(screen)`; returns how many were typed."""
    bar = screen.query_one("#bar")
    for typed in range(limit):
        if done(screen):
            return typed
        seat = screen.acting_seat()
        assert seat is not None and seat == screen.viewer  # the screen shows the seat whose turn it is
        text = bot.choose(screen.view["state"], screen.session.game.legal_commands(seat))
        bar.focus()
        bar.value = text
        await pilot.pause()  # the focus lands before Enter: else Enter may go to the board's own keys
        await pilot.press("enter")
        assert bar.value == "", f"the app refused '{text}': {prompt_text(screen.app)}"
    raise AssertionError(f"not done after {limit} commands")


async def test_a_solo_kilforth_game_from_the_wizard_to_its_end(saves):
    app = HJourneyApp(saves_dir=saves, bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await start_from_wizard(pilot, app, "kilforth", "solo", "Ana", 5)
        typed = await type_until(pilot, screen, make_bot("kilforth", "heuristic", 5),
                                 lambda s: s.session.outcome() is not None)
        assert typed > 50  # a whole game of Days and Nights, not a quick loss
        assert prompt_text(app).startswith("Game over: ")
        assert screen.legal_texts() == []
        await pilot.press("escape")
        assert isinstance(app.screen, MenuScreen)
    (path,) = saves.glob("*.toml")
    saved = load_save(path)  # replays the whole log and checks its digest
    assert saved.outcome() is not None and len(saved.log) == typed


async def test_a_solo_campaign_quest_ends_and_its_result_reaches_the_next_quest_after_a_restart(saves):
    app = HJourneyApp(saves_dir=saves, bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await start_from_wizard(pilot, app, "wq_acg", "solo", "Ana, Ben", 3,
                                        campaign="Harrow Road")
        assert not isinstance(app.screen, HandoffScreen)  # one player runs both heroes: nothing to hide
        bot = make_bot("wq_acg", "heuristic", 3)
        await type_until(pilot, screen, bot, lambda s: "N begins the next quest" in prompt_text(s.app))
        result = screen.session.game.quest_report().result["result"]
        heroes = {seat: h["hero"] for seat, h in screen.session.game.quest_report().record["heroes"].items()}
        await pilot.press("ctrl+q")  # quit between quests
    camp = load_campaign(campaign_path("Harrow Road", saves))
    assert camp.record["results"] == [result] and len(camp.quests) == 1

    app = HJourneyApp(saves_dir=saves, bot_delay=0)  # a new evening
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("enter")  # Continue: back to the finished quest, where N goes on
        assert "N begins the next quest" in prompt_text(app)
        app.screen.set_focus(None)
        await pilot.press("n")
        await pilot.pause()
        game = app.screen
        assert isinstance(game, GameScreen) and game.path.stem == "Harrow Road quest 2"
        state = game.view["state"]
        assert state["campaign"]["results"] == [result]  # the new quest knows how the last one went
        assert {seat: h["hero"] for seat, h in game.session.game.heroes.items()} == heroes  # same heroes, no picking
    camp = load_campaign(campaign_path("Harrow Road", saves))
    assert camp.current == "Harrow Road quest 2"

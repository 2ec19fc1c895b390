"""The app's behaviour, driven by keys through Textual's Pilot."""

from __future__ import annotations

from pathlib import Path

import pytest

from hjourney_tui.core.game import Seat
from hjourney_tui.core.saves import load_save, write_save
from hjourney_tui.core.session import Session
from hjourney_tui.tui.app import HJourneyApp
from hjourney_tui.tui.screens.game import GameScreen
from hjourney_tui.tui.screens.handoff import HandoffScreen
from hjourney_tui.tui.screens.menu import MenuScreen
from hjourney_tui.tui.screens.new_game import NewGameScreen
from hjourney_tui.tui.screens.saves import SavesScreen


def toy_save(folder: Path, info, seats, mode="competitive", seed=4, log=()) -> Path:
    s = Session.new(info, seats, mode, seed)
    s.apply_all(log)
    path = folder / "race.toml"
    write_save(s, path)
    return path


def prompt_text(app) -> str:
    return str(app.screen.query_one("#prompt").render())


async def test_menu_to_new_game_and_back(saves):
    app = HJourneyApp(saves_dir=saves, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        assert isinstance(app.screen, MenuScreen)
        await pilot.press("enter")
        assert isinstance(app.screen, NewGameScreen)
        await pilot.press("escape")
        assert isinstance(app.screen, MenuScreen)


async def test_wizard_starts_a_toy_game_with_a_bot_and_autosaves(saves):
    app = HJourneyApp(saves_dir=saves, bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("enter")
        screen = app.screen
        screen.query_one("#game").value = "toy"
        await pilot.pause()
        screen.query_one("#mode").value = "competitive"
        screen.query_one("#seats").value = "Ana, Robo:bot"
        screen.query_one("#seed").value = "11"
        await pilot.press("ctrl+n")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        files = list(saves.glob("*.toml"))
        assert len(files) == 1
        # Ana bids by number key; the bot answers by itself; the save follows every command.
        await pilot.press("3")
        await pilot.pause()
        await pilot.pause()
        session = load_save(files[0])
        assert [e.seat for e in session.log][:2] == ["Ana", "Robo"]


async def test_typed_command_and_refusal(saves, toy_info):
    path = toy_save(saves, toy_info, [Seat("Ana"), Seat("Ben", "random")], seed=2)
    app = HJourneyApp(saves_dir=saves, save=path, bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        await pilot.press("ctrl+l")
        await pilot.press(*"bid 9", "enter")
        assert "Refused" in prompt_text(app)
        assert len(load_save(path).log) == 0  # nothing changed, nothing saved
        bar = app.screen.query_one("#bar")
        bar.value = ""
        await pilot.press(*"bid 2", "enter")
        await pilot.pause()
        assert [e.command for e in load_save(path).log][0] == "bid 2"


async def test_hotseat_hand_off_covers_the_screen(saves, toy_info):
    path = toy_save(saves, toy_info, [Seat("Ana"), Seat("Ben")], seed=3)
    app = HJourneyApp(saves_dir=saves, save=path, bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen) and app.screen.player == "Ana"
        await pilot.press("enter")
        assert isinstance(app.screen, GameScreen) and app.screen.viewer == "Ana"
        await pilot.press("1")  # Ana bids 0
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen) and app.screen.player == "Ben"


async def test_solo_player_running_two_seats_gets_no_hand_off(saves, toy_info):
    path = toy_save(saves, toy_info, [Seat("Ana", player="Me"), Seat("Ben", player="Me")], seed=3)
    app = HJourneyApp(saves_dir=saves, save=path, bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        await pilot.press("1")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen) and app.screen.viewer == "Ben"


async def test_undo_is_refused_past_new_information(saves, toy_info):
    path = toy_save(saves, toy_info, [Seat("Ana")], mode="solo", seed=5, log=[("Ana", "bid 0")])
    app = HJourneyApp(saves_dir=saves, save=path, bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+z")
        assert "Cannot undo" in prompt_text(app)


async def test_save_browser_deletes_only_after_asking(saves, toy_info):
    path = toy_save(saves, toy_info, [Seat("Ana")], mode="solo")
    (saves / "broken.toml").write_text("format = [")
    app = HJourneyApp(saves_dir=saves, bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        app.push_screen(SavesScreen())
        await pilot.pause()
        rows = [h.path.name for h in app.screen.heads]
        assert set(rows) == {"race.toml", "broken.toml"}
        app.screen.query_one("#saves").move_cursor(row=rows.index("race.toml"))
        await pilot.press("d")
        await pilot.press("n")
        assert path.exists()
        await pilot.press("d")
        await pilot.press("y")
        await pilot.pause()
        assert not path.exists()
        assert (saves / "broken.toml").read_text() == "format = ["  # a damaged save is never touched


async def test_help_lists_keys(saves, toy_info):
    path = toy_save(saves, toy_info, [Seat("Ana")], mode="solo")
    app = HJourneyApp(saves_dir=saves, save=path, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("question_mark")
        text = str(app.screen.query_one("#help-text").render())
        assert "Undo" in text and "1-9" in text


async def test_question_mark_lists_the_keys_on_every_screen(saves, toy_info):
    from hjourney_tui.tui.screens.campaigns import CampaignsScreen
    from hjourney_tui.tui.screens.help import HelpScreen
    from hjourney_tui.tui.screens.rules import RulesScreen

    toy_save(saves, toy_info, [Seat("Ana")], mode="solo")
    app = HJourneyApp(saves_dir=saves, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        for screen, words in ((SavesScreen(), ("Open", "Delete", "Back", "Ctrl+Q")),
                              (RulesScreen(), ("Back", "Ctrl+Q")), (CampaignsScreen(), ("Back",))):
            app.push_screen(screen)
            await pilot.pause()
            await pilot.press("question_mark")
            await pilot.pause()
            assert isinstance(app.screen, HelpScreen), type(screen).__name__
            text = str(app.screen.query_one("#help-text").render())
            assert all(w in text for w in words), (type(screen).__name__, text)
            await pilot.press("escape")
            await pilot.pause()
            assert app.screen is screen
            app.pop_screen()
            await pilot.pause()



async def test_ascii_mode_draws_the_shell_without_unicode(saves, toy_info, monkeypatch):
    import html
    import re

    monkeypatch.setenv("HJOURNEY_ASCII", "1")

    def drawn(app) -> str:
        text = html.unescape(re.sub(r"<[^>]+>", "", app.export_screenshot())).replace("\xa0", " ")
        return "".join(ch for ch in text if not ch.isascii())

    toy_save(saves, toy_info, [Seat("Ana"), Seat("Ben")], seed=3)
    app = HJourneyApp(saves_dir=saves, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert drawn(app) == "", "menu"
        await pilot.press("question_mark")
        await pilot.pause()
        assert drawn(app) == "", "keys"
        await pilot.press("escape")
        app.push_screen(SavesScreen())
        await pilot.pause()
        assert drawn(app) == "", "saves"
        await pilot.press("enter")  # open the race: the hand-off screen comes first
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen) and drawn(app) == "", "hand-off"
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen) and drawn(app) == "", "game"


async def test_command_bar_completes_legal_commands_and_the_palette_lists_them(saves, toy_info):
    path = toy_save(saves, toy_info, [Seat("Ana")], mode="solo", seed=5, log=[("Ana", "bid 0")])
    app = HJourneyApp(saves_dir=saves, save=path, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+l", "d")
        await pilot.pause()
        bar = app.screen.query_one("#bar")
        assert bar._suggestion == "draw"  # what is typed is completed from the legal commands
        await pilot.press("right")
        assert bar.value == "draw"
        bar.value = ""
        await pilot.press(*"play")  # not legal now: nothing to complete
        await pilot.pause()
        assert bar._suggestion == ""
        bar.value = ""
        await pilot.press("ctrl+p")
        await pilot.pause()
        await pilot.press(*"roll")
        await pilot.pause()
        await pilot.pause(0.3)
        await pilot.press("enter")
        await pilot.pause()
    assert load_save(path).log[-1].command == "roll"


@pytest.mark.parametrize("game", ["kilforth", "wq_acg"])
async def test_ascii_mode_draws_each_game_screen_without_unicode(saves, monkeypatch, game):
    import html
    import re

    from hjourney_tui.registry import game_info

    monkeypatch.setenv("HJOURNEY_ASCII", "1")
    monkeypatch.setenv("HJOURNEY_NO_ANIMATION", "1")
    from textual.scrollbar import ScrollBar

    from hjourney_tui.tui.app import AsciiScrollBarRender
    monkeypatch.setattr(ScrollBar, "renderer", AsciiScrollBarRender)  # as `run` sets it for a real run
    info = game_info(game)
    seats = [Seat("Ana", player="Pat"), Seat("Ben", player="Pat")]
    s = Session.new(info, seats, "solo", 3)
    for _ in range(25):  # into the game, past the first choices
        seat = s.game.decision().seats[0]
        s.apply(seat, s.game.legal_commands(seat)[0].text)
    path = saves / "ascii.toml"
    write_save(s, path)
    app = HJourneyApp(saves_dir=saves, save=path, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        shot = html.unescape(re.sub(r"<[^>]+>", "", app.export_screenshot())).replace("\xa0", " ")
        assert "".join(ch for ch in shot if not ch.isascii()) == "", [ln for ln in shot.splitlines() if not ln.isascii()]

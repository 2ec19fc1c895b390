"""The shell around the games: palette, keys help, whole log, settings kept between runs,
screenshots, and ASCII mode on every screen."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest

from hjourney_tui.core.game import Seat
from hjourney_tui.core.saves import write_save
from hjourney_tui.core.session import Session
from hjourney_tui.registry import game_info
from hjourney_tui.tui.app import HJourneyApp
from hjourney_tui.tui.screens.game import GameScreen
from hjourney_tui.tui.screens.help import HelpScreen


def screen_text(app) -> str:
    return html.unescape(re.sub(r"<[^>]+>", "", app.export_screenshot())).replace("\xa0", " ")


def screen_rows(app) -> list[str]:
    """The screen as text rows, read from the SVG export (one <text> run per styled span)."""
    rows: dict[int, list[tuple[float, str]]] = {}
    for m in re.finditer(r'<text class="[^"]*" x="([\d.]+)" y="[\d.]+" textLength="[\d.]+" '
                         r'clip-path="url\(#[^)]*-line-(\d+)\)">(.*?)</text>', app.export_screenshot()):
        rows.setdefault(int(m.group(2)), []).append((float(m.group(1)), html.unescape(m.group(3))))
    out = []
    for line in sorted(rows):
        text = ""
        for x, run in sorted(rows[line]):
            text = text.ljust(round(x / 12.2)) + run.replace("\xa0", " ")
        out.append(text.rstrip())
    return out


def kilforth_save(saves: Path, seed: int = 7, commands: int = 0) -> Path:
    s = Session.new(game_info("kilforth"), [Seat("Ana")], "solo", seed, {"deal_start": True})
    for _ in range(commands):
        seat = s.game.decision().seats[0]
        legal = [c.text for c in s.game.legal_commands(seat)]
        s.apply(seat, next((t for t in legal if t.startswith("move ")), legal[-1]))
    path = saves / "kf.toml"
    write_save(s, path)
    return path


async def test_palette_lists_the_commands_on_offer_before_anything_is_typed(saves):
    from textual.command import CommandPalette

    path = kilforth_save(saves)
    app = HJourneyApp(saves_dir=saves, save=path, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        legal = app.screen.legal_texts()
        await pilot.press("ctrl+p")
        await pilot.pause(0.3)
        palette = app.screen
        assert isinstance(palette, CommandPalette)
        shown = screen_text(app)
        for text in legal[:5]:
            assert text in shown
        descriptions = [c["description"] for c in app.screen_stack[-2].view["legal"] if c["enabled"]]
        desc = descriptions[0]
        assert shown.count(desc) == 1, desc  # each description once, not twice per line


@pytest.mark.parametrize("key", ["question_mark", "f1"])
async def test_keys_help_shows_only_this_games_keys(saves, key):
    path = kilforth_save(saves)
    app = HJourneyApp(saves_dir=saves, save=path, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press(key)
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        text = str(app.screen.query_one("#help-text").render())
        assert "Undo" in text and "Log" in text
        assert "Next quest" not in text  # Kilforth has no campaign quests


async def test_whole_log_scrolls_and_searches(saves):
    from hjourney_tui.tui.screens.log import LogScreen

    path = kilforth_save(saves, commands=30)
    app = HJourneyApp(saves_dir=saves, save=path, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        lines = app.screen.session.log_lines("Ana")
        await pilot.press("ctrl+r")
        await pilot.pause()
        assert isinstance(app.screen, LogScreen)
        log = app.screen.query_one("#lines")
        assert log.line_count >= len(lines)  # every line, not just the pane's tail
        word = lines[0].split()[0]
        await pilot.press("ctrl+f", *word)
        await pilot.pause()
        matches = [ln for ln in lines if word.lower() in ln.lower()]
        assert f"{len(matches)} of {len(lines)} lines" in str(app.screen.query_one("#count").render())
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)


async def test_the_theme_is_kept_across_restarts(saves, tmp_path, monkeypatch):
    monkeypatch.setenv("HJOURNEY_CONFIG", str(tmp_path / "config"))
    app = HJourneyApp(saves_dir=saves, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.theme = "nord"
        await pilot.pause()
    assert "nord" in (tmp_path / "config" / "settings.toml").read_text()
    again = HJourneyApp(saves_dir=saves, bot_delay=0)
    async with again.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert again.theme == "nord"


async def test_screenshot_goes_to_the_saves_folder_and_says_where(saves, tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path / "home-without-downloads"))
    app = HJourneyApp(saves_dir=saves, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("f12")
        await pilot.pause()
        shots = list((saves / "screenshots").glob("*.svg"))
        assert len(shots) == 1
        assert any(str(saves / "screenshots") in str(n.message) for n in app._notifications)


async def test_ascii_mode_leaves_no_emoji_or_box_glyph_on_any_shell_screen(saves, monkeypatch):
    from textual.scrollbar import ScrollBar

    from hjourney_tui.tui.app import AsciiScrollBarRender
    from hjourney_tui.tui.screens.campaigns import CampaignsScreen
    from hjourney_tui.tui.screens.confirm import ConfirmScreen
    from hjourney_tui.tui.screens.new_game import NewGameScreen
    from hjourney_tui.tui.screens.rules import RulesScreen
    from hjourney_tui.tui.screens.saves import SavesScreen

    monkeypatch.setenv("HJOURNEY_ASCII", "1")
    monkeypatch.setattr(ScrollBar, "renderer", AsciiScrollBarRender)  # as `run` sets it for a real run

    def odd(app) -> list[str]:
        return [ln for ln in screen_text(app).splitlines() if not ln.isascii()]

    path = kilforth_save(saves, commands=20)
    app = HJourneyApp(saves_dir=saves, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        for screen in (NewGameScreen(), SavesScreen(), CampaignsScreen(), RulesScreen()):
            app.push_screen(screen)
            await pilot.pause()
            assert odd(app) == [], type(screen).__name__
            await pilot.press("f1")
            await pilot.pause()
            assert odd(app) == [], f"keys of {type(screen).__name__}"
            await pilot.press("escape")
            app.pop_screen()
            await pilot.pause()
        app.open_save(path)
        await pilot.pause()
        assert odd(app) == [], "game"
        for keys in (["ctrl+r"], ["ctrl+p"], ["f1"]):
            await pilot.press(*keys)
            await pilot.pause(0.2)
            assert odd(app) == [], keys
            await pilot.press("escape")
            await pilot.pause()
        app.push_screen(ConfirmScreen("Camp now?"))
        await pilot.pause()
        assert odd(app) == [], "confirm"
        await pilot.press("n")
        await pilot.press("f12")
        await pilot.pause()
        assert odd(app) == [], "screenshot notice"


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_new_game_shows_start_and_its_refusal_on_screen(saves, size):
    from textual.widgets import Select

    from hjourney_tui.tui.screens.new_game import NewGameScreen

    app = HJourneyApp(saves_dir=saves, bot_delay=0)
    async with app.run_test(size=size) as pilot:
        app.push_screen(NewGameScreen())
        await pilot.pause()
        wizard = app.screen
        mode = wizard.query_one("#mode", Select)
        assert Select.BLANK not in [v for _, v in mode._options]  # no empty "Select" entry
        wizard.query_one("#seats").value = ""
        await pilot.press("ctrl+n")
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)
        shown = screen_text(app)
        assert "Cannot start: name at least one seat" in shown and "Start (Ctrl+N)" in shown
        for widget in (wizard.query_one("#error"), wizard.query_one("#start")):
            assert widget.region.bottom <= size[1] - 1 and widget.region.height > 0  # above the footer
        assert app.focused is wizard.query_one("#seats")  # the field at fault


def test_wizard_and_readme_give_the_same_seat_counts():
    from hjourney_tui.registry import games
    from hjourney_tui.tui.screens.new_game import seats_note

    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text()
    for info in games().values():
        if info.id == "toy":
            continue
        row = next(line for line in readme.splitlines() if line.startswith(f"| `{info.id}` |"))
        for mode in info.modes:
            lo, hi = info.seats_for(mode)
            note = seats_note(lo, hi, mode)
            assert note.startswith(f"{lo} seat" if lo == hi else f"{lo} to {hi} seats")
            assert f"{mode} {lo}" + ("" if lo == hi else f"-{hi}") in row, (info.id, mode, row)


async def test_menu_load_list_and_game_footer_fit_80_columns(saves):
    from hjourney_tui.tui.screens.saves import SavesScreen

    s = Session.new(game_info("kilforth"), [Seat("Ana")], "solo", 7, {"deal_start": True})
    write_save(s, saves / "a-save-with-a-name-far-longer-than-the-menu-box.toml")
    app = HJourneyApp(saves_dir=saves, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        menu = app.screen.query_one("#menu")
        assert menu.option_count == 6
        assert [str(menu.get_option_at_index(i).prompt).count("\n") for i in range(6)] == [1, 0, 0, 0, 0, 0]
        shown = screen_text(app)
        assert all(word in shown for word in ("Continue", "New game", "Load a saved game", "Quit"))
        app.push_screen(SavesScreen())
        await pilot.pause()
        header = next(ln for ln in screen_text(app).splitlines() if "save" in ln and "game" in ln)
        assert "last played" in header and len(header.rstrip()) <= 80
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        footer = screen_rows(app)[-1]
        assert all(word in footer for word in ("Keys", "Undo", "Log", "Menu", "palette"))


async def test_a_save_opened_at_start_builds_the_menu_only_when_the_game_is_left(saves):
    from textual.widgets import OptionList

    from hjourney_tui.tui.screens.menu import MenuScreen

    path = kilforth_save(saves)
    app = HJourneyApp(saves_dir=saves, save=path, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        assert not any(isinstance(s, MenuScreen) for s in app.screen_stack)  # nothing composed behind the game
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        options = [app.screen.query_one(OptionList).get_option_at_index(i).id for i in range(3)]
        assert options == ["continue", "new", "load"]  # the save just left is offered again
        assert "Continue  kf" in screen_text(app)


async def test_a_save_that_cannot_open_at_start_leaves_the_menu_and_the_reason(saves):
    from hjourney_tui.tui.screens.menu import MenuScreen

    path = saves / "broken.toml"
    path.write_text("format = [")
    app = HJourneyApp(saves_dir=saves, save=path, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause(0.3)
        assert isinstance(app.screen, MenuScreen)
        assert "New game" in screen_text(app)
        assert [n.title for n in app._notifications] == ["Cannot open this save"]
        assert "broken.toml: is not valid TOML" in next(iter(app._notifications)).message


async def test_at_80_columns_the_highlighted_save_is_shown_in_full_under_the_table(saves):
    from hjourney_tui.tui.screens.saves import SavesScreen

    for name, seed in (("Marches 1 The Drowned Road attempt 2", 7), ("short", 8)):
        s = Session.new(game_info("kilforth"), [Seat("Ana")], "solo", seed, {"deal_start": True})
        write_save(s, saves / f"{name}.toml")
    app = HJourneyApp(saves_dir=saves, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(SavesScreen())
        await pilot.pause()
        table = app.screen.query_one("#saves")
        rows = [h.path.stem for h in app.screen.heads]
        table.move_cursor(row=rows.index("Marches 1 The Drowned Road attempt 2"))
        await pilot.pause()
        shown = " ".join(" ".join(screen_rows(app)).split())  # the detail may wrap: words, not lines
        assert "Marches 1 The Dro~" in shown  # the table's cell is cut at 80 columns ...
        assert "Marches 1 The Drowned Road attempt 2: Shadows of Kilforth (solo), Ana; 0 commands" in shown  # ... not below
        table.move_cursor(row=rows.index("short"))
        await pilot.pause()
        assert "short: Shadows of Kilforth (solo)" in " ".join(" ".join(screen_rows(app)).split())


async def test_the_saved_games_table_names_each_game_not_its_id(saves):
    from hjourney_tui.tui.screens.saves import SavesScreen

    write_save(Session.new(game_info("wq_acg"), [Seat("Ana")], "solo", 3), saves / "delve.toml")
    write_save(Session.new(game_info("kilforth"), [Seat("Ana")], "solo", 4, {"deal_start": True}), saves / "walk.toml")
    for size in ((80, 24), (120, 40)):
        app = HJourneyApp(saves_dir=saves, bot_delay=0)
        async with app.run_test(size=size) as pilot:
            app.push_screen(SavesScreen())
            await pilot.pause()
            table = app.screen.query_one("#saves")
            games = [str(table.get_row_at(i)[1]) for i in range(table.row_count)]
            assert sorted(games) == ["Kilforth solo", "Warhammer Quest solo"], size


async def test_the_menus_continue_line_names_a_long_titled_game_and_its_status_uncut(saves):
    s = Session.new(game_info("lotr_lcg"), [Seat("Ana")], "solo", 4)
    write_save(s, saves / "lc.toml")
    app = HJourneyApp(saves_dir=saves, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert "LOTR LCG, in progress" in screen_text(app)

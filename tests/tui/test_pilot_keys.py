"""Command keys: each listed command's key gives it, a key pressed twice never gives two different
commands, a command that gives up the rest of a turn is asked about once, and the keys work after typing."""

from __future__ import annotations

import pytest

from hjourney_tui.core.game import Seat
from hjourney_tui.core.saves import load_save, write_save
from hjourney_tui.core.session import Session
from hjourney_tui.registry import game_info
from hjourney_tui.tui.app import HJourneyApp
from hjourney_tui.tui.screens.confirm import ConfirmScreen
from hjourney_tui.tui.screens.game import GameScreen


async def test_number_keys_skip_refused_commands(saves):
    session = Session.new(game_info("kilforth"), [Seat("Ana")], "solo", 7, {"deal_start": True})
    path = saves / "keys.toml"
    write_save(session, path)
    listed = session.view("Ana")["legal"]
    enabled = [c["command"] for c in listed if c["enabled"]]
    first_disabled = next(i for i, c in enumerate(listed) if not c["enabled"])
    assert first_disabled < len(enabled)  # a refused command sits between enabled ones
    pick = first_disabled + 1  # the enabled command right after it is number pick
    app = HJourneyApp(saves_dir=saves, save=path, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        app.screen.set_focus(None)
        labels = [str(o.prompt) for o in app.screen.query_one("#commands")._options]
        assert any(label.startswith(f"{pick} {enabled[pick - 1]} ") for label in labels)
        await pilot.press(str(pick))
        await pilot.pause()
    assert load_save(path).log[-1].command == enabled[pick - 1]


def listed_key(screen, text: str) -> str:
    """The key the command list shows for `text`."""
    for option in screen.query_one("#commands")._options:
        label = str(option.prompt)
        if option.id == text:
            return label.split(" ", 1)[0]
    raise AssertionError(f"{text} is not listed")


def kilforth_save_at(saves, wanted: str, also: str | None = None):
    """A solo Kilforth save where `wanted` is on offer (and `also` just after giving it), from a seeded bot game."""
    from hjourney_tui.core.bots import make_bot

    info = game_info("kilforth")
    for seed in range(1, 40):
        s = Session.new(info, [Seat("Ana")], "solo", seed, {"deal_start": True})
        bot = make_bot("kilforth", "random", seed)
        for _ in range(300):
            if s.outcome() is not None:
                break
            legal = [c.text for c in s.game.legal_commands("Ana")]
            if wanted in legal:
                probe = Session.new(info, [Seat("Ana")], "solo", seed, {"deal_start": True})
                probe.apply_all((e.seat, e.command) for e in s.log)
                probe.apply("Ana", wanted)
                if also is None or also in [c.text for c in probe.game.legal_commands("Ana")]:
                    path = saves / f"{wanted}.toml"
                    write_save(s, path)
                    return path
            s.apply("Ana", bot.choose(s.game.view("Ana"), s.game.legal_commands("Ana")))
    raise AssertionError(f"no seeded game offers {wanted}")


@pytest.mark.parametrize("wanted", ["fate", "keep"])
async def test_a_key_pressed_twice_never_gives_a_second_different_command(saves, wanted):
    # Fate or keep answers a Test; the Day's choice of action follows. Pressing the same key again
    # used to move the hero (2 after Fate) or make Camp (1 after keep).
    path = kilforth_save_at(saves, wanted, also="camp")
    before = len(load_save(path).log)
    app = HJourneyApp(saves_dir=saves, save=path, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        key = listed_key(screen, wanted)
        await pilot.press(key)
        await pilot.pause()
        await pilot.press(key)
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)  # nothing asked either
        given = [e.command for e in screen.session.log[before:]]
        assert given in ([wanted], [wanted, wanted])  # the same command again, if still on offer
        if given == [wanted]:
            assert "Nothing is on the key" in str(screen.query_one("#prompt").render())


async def test_camp_asks_once_while_other_actions_remain(saves):
    session = Session.new(game_info("kilforth"), [Seat("Ana")], "solo", 7, {"deal_start": True})
    path = saves / "camp.toml"
    write_save(session, path)
    app = HJourneyApp(saves_dir=saves, save=path, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        key = listed_key(screen, "camp")
        await pilot.press(key)
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen) and "move" in str(app.screen.question)
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen) and not screen.session.log
        await pilot.press(key)
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        assert [e.command for e in screen.session.log][:1] == ["camp"]


async def test_keys_work_again_after_a_command_typed_in_the_bar(saves):
    session = Session.new(game_info("kilforth"), [Seat("Ana")], "solo", 7, {"deal_start": True})
    path = saves / "bar.toml"
    write_save(session, path)
    app = HJourneyApp(saves_dir=saves, save=path, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        move = next(t for t in screen.legal_texts() if t.startswith("move "))
        await pilot.press("ctrl+l", *move, "enter")
        await pilot.pause()
        assert [e.command for e in screen.session.log] == [move]
        hide = next(t for t in screen.legal_texts() if t in ("hide", "rest", "search"))
        await pilot.press(listed_key(screen, hide))
        await pilot.pause()
        assert [e.command for e in screen.session.log] == [move, hide]


def test_key_chart_keeps_keys_and_never_reuses_the_key_just_pressed():
    from hjourney_tui.tui.keys import KeyChart

    chart = KeyChart()
    turn = ["camp", "move b3", "move c2", "search", "hide"]
    assert chart.assign(turn) == {"camp": "1", "move b3": "2", "move c2": "3", "search": "4", "hide": "5"}
    chart.given("4", "search")
    test = ["keep", "fate"]
    keys = chart.assign(test)
    assert "4" not in keys.values()  # the key just pressed now gives nothing
    chart.given(keys["fate"], "fate")
    back = chart.assign(["camp", "move c2", "move d4", "search", "hide"])
    assert back["camp"] == "1" and back["move c2"] == "3" and back["hide"] == "5"  # the same keys as before
    assert keys["fate"] not in back.values()
    again = chart.assign(["camp", "fate"])
    assert again["fate"] == keys["fate"]  # still on offer after it was given: the same key, the same command


async def test_command_list_gives_the_highlighted_command_and_enter_twice_gives_nothing_new(saves):
    session = Session.new(game_info("kilforth"), [Seat("Ana")], "solo", 7, {"deal_start": True})
    path = saves / "list.toml"
    write_save(session, path)
    app = HJourneyApp(saves_dir=saves, save=path, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        await pilot.press("ctrl+o", "down", "down")
        await pilot.pause()
        pane = screen.query_one("#commands")
        chosen = pane.highlighted_command()
        assert chosen == screen.legal_texts()[1]
        await pilot.press("enter")
        await pilot.pause()
        assert [e.command for e in screen.session.log] == [chosen]
        if chosen not in screen.legal_texts():
            assert pane.highlighted_command() is None  # nothing slid under the highlight
            await pilot.press("enter")
            await pilot.pause()
            assert [e.command for e in screen.session.log] == [chosen]

"""A whole Kilforth Day played by keys alone: the map's keys move, the command keys act and make Camp."""

from __future__ import annotations

from hjourney_tui.core.game import Seat
from hjourney_tui.core.saves import load_save, write_save
from hjourney_tui.core.session import Session
from hjourney_tui.games.kilforth.tui.map_pane import COLS, MapPane
from hjourney_tui.registry import game_info
from hjourney_tui.tui.app import HJourneyApp
from hjourney_tui.tui.screens.confirm import ConfirmScreen
from hjourney_tui.tui.screens.game import GameScreen

VI = {(-1, 0): "k", (1, 0): "j", (0, -1): "h", (0, 1): "l"}


async def press_key(pilot, screen: GameScreen, text: str, given: list[str]) -> None:
    """Give `text` by its key, as the command list shows it (a day-ending command is confirmed)."""
    key = screen.chart.keys[text]
    labels = [str(o.prompt) for o in screen.query_one("#commands")._options]
    assert any(label.startswith(f"{key} {text} - ") for label in labels)  # the list shows that key
    given.append(text)
    await pilot.press(key)
    await pilot.pause()
    if isinstance(screen.app.screen, ConfirmScreen):
        await pilot.press("y")
        await pilot.pause()


def neighbours(screen: GameScreen, here: str) -> list[str]:
    return [t.split()[1] for t in screen.legal_texts() if t.startswith("move ")
            and abs(int(t[-1]) - int(here[1])) + abs(COLS.index(t[-2]) - COLS.index(here[0])) == 1]


def confront_after(cell: str) -> bool:
    """Whether moving to `cell` in the seeded game below finds something to confront (tried on a copy)."""
    s = Session.new(game_info("kilforth"), [Seat("Ana")], "solo", 7, {"deal_start": True})
    s.apply("Ana", f"move {cell}")
    return any(c.text.startswith("confront ") for c in s.game.legal_commands("Ana"))


async def test_a_day_by_keys_move_act_camp_and_night(saves):
    s = Session.new(game_info("kilforth"), [Seat("Ana")], "solo", 7, {"deal_start": True})
    path = saves / "day.toml"
    write_save(s, path)
    app = HJourneyApp(saves_dir=saves, save=path, bot_delay=0)
    given: list[str] = []
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        st = screen.view["state"]
        day, here = st["day"], st["heroes"]["Ana"]["cell"]
        ap = st["heroes"]["Ana"]["ap"]
        assert "camp" in screen.legal_texts()
        # 1. move one step by the map's keys: hjkl choose the place, m moves there
        target = next(c for c in neighbours(screen, here) if confront_after(c))
        step = (int(target[1]) - int(here[1]), COLS.index(target[0]) - COLS.index(here[0]))
        assert isinstance(app.focused, MapPane)
        await pilot.press(VI[step], "m")
        await pilot.pause()
        given.append(f"move {target}")
        assert screen.view["state"]["heroes"]["Ana"]["cell"] == target
        # 2. an action by its key: confront what waits there; answer the Test's question by number
        texts = screen.legal_texts()
        act = next(t for t in texts if t.startswith("confront "))
        await press_key(pilot, screen, act, given)
        roll = next(e for e in reversed(screen.session.game.events) if e.kind == "roll")
        faces = roll.text.rsplit("[", 1)[1].split("]")[0].split(", ")
        assert "".join(f"[{f}]" for f in faces) in screen.query_one("#dice").content.plain  # the tray shows them
        for _ in range(20):
            if "camp" in screen.legal_texts():  # back to the Day's choice of action
                break
            await press_key(pilot, screen, screen.legal_texts()[0], given)
        assert len(given) > 1 and screen.view["state"]["heroes"]["Ana"]["ap"] < ap
        # 3. make Camp by its key (asked once: actions remain); the Night passes and may ask questions of its own
        await press_key(pilot, screen, "camp", given)
        for _ in range(10):
            if screen.view["state"]["day"] > day:
                break
            await press_key(pilot, screen, screen.legal_texts()[0], given)
        st = screen.view["state"]
        title = str(screen.query_one("#board").border_title)
        assert f"Day {st['day']}" in title
    saved = load_save(path)
    assert [(e.seat, e.command) for e in saved.log] == [("Ana", c) for c in given]
    state = saved.game.view("Ana")
    assert state["day"] == day + 1 and state == st  # the save holds what the screen showed
    assert not state["heroes"]["Ana"]["camped"]  # a new Day: Camp is over
    assert any(line.startswith(f"Day {day + 1} begins") for line in saved.log_lines("Ana"))


async def test_co_op_players_share_the_table_without_hand_offs_but_rivals_get_one(saves):
    """Co-op heroes hide nothing from each other, so the turn passes from Ann to Bob on the same
    screen; in a competitive game, or a co-op one with secret hands, the screen is covered until
    Bob takes the keyboard."""
    from hjourney_tui.tui.screens.handoff import HandoffScreen

    for mode, covered, secret in (("coop", False, False), ("competitive", True, False), ("coop", True, True)):
        s = Session.new(game_info("kilforth"), [Seat("Ann"), Seat("Bob")], mode, 801,
                        {"deal_start": True, "secret_hands": secret})  # a co-op table may keep hands secret
        path = saves / f"{mode}{'-secret' if secret else ''}.toml"
        write_save(s, path)
        app = HJourneyApp(saves_dir=saves, save=path, bot_delay=0)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            if isinstance(app.screen, HandoffScreen):  # a competitive game opens covered
                await pilot.press("enter")
                await pilot.pause()
            screen = app.screen
            assert isinstance(screen, GameScreen) and screen.viewer == "Ann"
            screen.give("hide", "Ann")
            await pilot.pause()
            assert isinstance(app.screen, HandoffScreen) is covered, mode
            if covered:
                await pilot.press("enter")
                await pilot.pause()
            assert app.screen is screen and screen.viewer == "Bob"

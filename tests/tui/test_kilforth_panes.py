"""The Kilforth board on screen: map, trackers and hero sheet show the view; the map moves heroes."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from hjourney_tui.core.game import Seat
from hjourney_tui.core.saves import load_save, write_save
from hjourney_tui.core.session import Session
from hjourney_tui.games.kilforth.tui.hero_pane import HeroPane
from hjourney_tui.games.kilforth.tui.inspect_screen import InspectScreen, place_text
from hjourney_tui.games.kilforth.tui.legend_pane import LegendPane
from hjourney_tui.games.kilforth.tui.map_pane import COLS, MapPane
from hjourney_tui.games.kilforth.tui.trackers_pane import TrackersPane
from hjourney_tui.registry import game_info
from hjourney_tui.tui.app import HJourneyApp
from hjourney_tui.tui.screens.game import GameScreen
from hjourney_tui.tui.state_pane import StatePane


def new_land(seed: int = 7, mode: str = "solo") -> Session:
    """Two heroes; in solo one player runs both, so no hand-off screen comes between them."""
    seats = [Seat("Ana", player="Pat"), Seat("Ben", player="Pat")] if mode == "solo" else [Seat("Ana"), Seat("Ben")]
    return Session.new(game_info("kilforth"), seats, mode, seed, {"deal_start": True})


def reach(goal: Callable[[Session], bool], seed: int = 7, mode: str = "solo") -> Session:
    """Play on (confronting when possible, else moving) until `goal(session)` holds."""
    s = new_land(seed, mode)
    for _ in range(300):
        if goal(s):
            return s
        seat = s.game.decision().seats[0]
        legal = [c.text for c in s.game.legal_commands(seat)]
        pick = (next((c for c in legal if c.startswith("confront ")), None)
                or next((c for c in legal if c.startswith("move ")), None) or legal[0])
        s.apply(seat, pick)
    raise AssertionError("the game never reached the situation the test needs")


def save(folder: Path, s: Session) -> Path:
    path = folder / "land.toml"
    write_save(s, path)
    return path


def acting_view(s: Session) -> dict:
    return s.view(s.game.decision().seats[0])


def moves(view: dict) -> list[str]:
    return [c["command"].split()[1] for c in view["legal"] if c["enabled"] and c["command"].startswith("move ")]


def text(pane) -> str:
    return pane.render().plain if isinstance(pane, MapPane) else pane.content.plain


def cell_offset(pane: MapPane, cell: str) -> tuple[int, int]:
    x, y = pane.geometry(pane.size.width).origin(int(cell[1]) - 1, COLS.index(cell[0]))
    return x + 1, y


async def test_the_board_shows_the_land_the_hero_and_the_trackers(saves):
    s = new_land()
    view = acting_view(s)
    st, hero = view["state"], view["seat"]
    path = save(saves, s)
    app = HJourneyApp(saves_dir=saves, save=path, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen) and screen.viewer == hero
        assert not screen.query(StatePane)  # the game's own panes take the board
        board = text(screen.query_one(MapPane))
        for cell, place in st["map"].items():
            assert cell in board and place["name"][:8] in board
        sheet = text(screen.query_one(HeroPane))
        me = st["heroes"][hero]
        assert hero in sheet and me["race"] in sheet and me["class"] in sheet and me["saga"] in sheet
        assert f"{me['hp']}/{me['max_hp']}" in sheet and f"Gold {me['gold']}" in sheet
        for label in ("Fight", "Study", "Sneak", "Influence"):
            assert label in sheet
        trackers = text(screen.query_one(TrackersPane))
        for a in st["ancients"]:
            assert a["name"] in trackers
        title = str(screen.query_one("#board").border_title)
        assert f"Day {st['day']}" in title and f"{st['night_left']} Night cards" in title


async def test_clicking_a_place_chooses_it_and_a_second_click_moves_only_if_legal(saves):
    s = new_land()
    view = acting_view(s)
    seat, here = view["seat"], view["state"]["heroes"][view["seat"]]["cell"]
    target = moves(view)[0]
    far = next(c for c in view["state"]["map"] if c not in moves(view) and c != here)
    path = save(saves, s)
    before = len(s.log)
    app = HJourneyApp(saves_dir=saves, save=path, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        pane = app.screen.query_one(MapPane)
        assert pane.cursor == here
        for _ in range(2):  # a place you cannot move to is only shown, however often it is clicked
            await pilot.click("#kf-map", offset=cell_offset(pane, far))
            await pilot.pause()
        assert pane.cursor == far and view["state"]["map"][far]["name"] in text(pane)
        assert len(load_save(path).log) == before
        await pilot.click("#kf-map", offset=cell_offset(pane, target))
        await pilot.pause()
        assert pane.cursor == target and f"move {target}" in text(pane)
        assert len(load_save(path).log) == before
        await pilot.click("#kf-map", offset=cell_offset(pane, target))
        await pilot.pause()
    log = load_save(path).log
    assert len(log) == before + 1 and (log[-1].seat, log[-1].command) == (seat, f"move {target}")


def steps(a: str, b: str) -> tuple[int, int]:
    return int(b[1]) - int(a[1]), COLS.index(b[0]) - COLS.index(a[0])


ARROWS = {(-1, 0): "up", (1, 0): "down", (0, -1): "left", (0, 1): "right"}
VI = {(-1, 0): "k", (1, 0): "j", (0, -1): "h", (0, 1): "l"}


@pytest.mark.parametrize("keys", [ARROWS, VI], ids=["arrows", "hjkl"])
async def test_cursor_keys_choose_a_neighbour_and_m_moves_there(saves, keys):
    s = new_land()
    view = acting_view(s)
    here = view["state"]["heroes"][view["seat"]]["cell"]
    target = next(c for c in moves(view) if sum(map(abs, steps(here, c))) == 1)
    path = save(saves, s)
    app = HJourneyApp(saves_dir=saves, save=path, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        pane = app.screen.query_one(MapPane)
        assert app.focused is pane  # the map has the keys when the screen opens
        await pilot.press(keys[steps(here, target)])
        assert pane.cursor == target
        assert len(load_save(path).log) == 0  # choosing a place gives nothing
        await pilot.press("m")
        await pilot.pause()
    assert load_save(path).log[-1].command == f"move {target}"


async def test_m_or_enter_on_a_place_out_of_reach_sends_nothing(saves):
    s = new_land()
    view = acting_view(s)
    far = next(c for c in view["state"]["map"] if c not in moves(view)
               and c != view["state"]["heroes"][view["seat"]]["cell"])
    path = save(saves, s)
    app = HJourneyApp(saves_dir=saves, save=path, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        pane = app.screen.query_one(MapPane)
        pane.cursor = far
        await pilot.press("m")
        await pilot.press("enter")  # opens the place in full ...
        await pilot.pause()
        assert isinstance(app.screen, InspectScreen) and app.screen.cell == far
        assert "No move here" in str(app.screen.query_one("#inspect-keys").render())
        await pilot.press("enter", "m")  # ... where asking to move there does nothing either
        await pilot.pause()
        assert isinstance(app.screen, InspectScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        assert "Refused" not in str(app.screen.query_one("#prompt").render())
    assert len(load_save(path).log) == 0


async def test_enter_shows_every_card_of_a_place_and_moves_there_on_request(saves):
    s = reach(lambda s: any(c["encounters"] and c["plot_cards"] and cell in moves(acting_view(s))
                            for cell, c in acting_view(s)["state"]["map"].items()) and not s.game.choice)
    view = acting_view(s)
    cell = next(c for c in moves(view) if view["state"]["map"][c]["encounters"] and view["state"]["map"][c]["plot_cards"])
    place = view["state"]["map"][cell]
    path = save(saves, s)
    before = len(s.log)
    app = HJourneyApp(saves_dir=saves, save=path, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.screen.query_one(MapPane).cursor = cell
        await pilot.press("enter")
        await pilot.pause()
        shown = app.screen.query_one("#inspect-text").render().plain
        assert place["name"] in shown and (place["text"] or "No special text") in shown
        for e in place["encounters"]:
            assert e["name"] in shown and e["type"] in shown and e["text"] in shown
            assert all(k in shown for k in e["keywords"]) and e["reward"] in shown
            for label in ("Fight", "HP", "Sneak", "Study", "Influence"):
                assert (f"{label} {e[label.lower()]}" in shown) == bool(e[label.lower()])
        for p in place["plot_cards"]:
            assert p["name"] in shown and p["ancient"] in shown and all(k in shown for k in p["keywords"])
        for h in place["heroes"]:
            assert f"Hero {h}" in shown
        assert len(load_save(path).log) == before  # looking changes nothing
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
    log = load_save(path).log
    assert len(log) == before + 1 and log[-1].command == f"move {cell}"


async def test_the_keys_screen_names_the_map_keys(saves):
    path = save(saves, new_land())
    app = HJourneyApp(saves_dir=saves, save=path, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("question_mark")
        await pilot.pause()
        keys = str(app.screen.query_one("#help-text").render())
        assert "hjkl" in keys and "map: move to the chosen place" in keys and "Dice animation" in keys
        await pilot.press("escape", "ctrl+l")  # away to the command bar, then back to the map
        assert not isinstance(app.focused, MapPane)
        await pilot.press("ctrl+g")
        assert isinstance(app.focused, MapPane)


async def test_f2_switches_between_the_board_and_the_outline(saves):
    path = save(saves, new_land())
    app = HJourneyApp(saves_dir=saves, save=path, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        await pilot.press("f2")
        await pilot.pause()
        outline = screen.query_one(StatePane)
        assert outline.display and not screen.query_one(MapPane).display
        assert "night_left" in outline.content  # the generic outline of the same view
        await pilot.press("f2")
        await pilot.pause()
        assert screen.query_one(MapPane).display and not outline.display


async def test_a_competitive_rival_s_rumours_stay_hidden(saves):
    s = new_land(mode="competitive")
    me = s.game.decision().seats[0]
    rival = next(h for h in ("Ana", "Ben") if h != me)
    rival_cards = s.view(rival)["state"]["heroes"][rival]["rumours"]
    mine = s.view(me)["state"]["heroes"][me]["rumours"]
    assert rival_cards and mine
    path = save(saves, s)
    app = HJourneyApp(saves_dir=saves, save=path, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("enter")  # the first hero's player takes the keyboard
        await pilot.pause()
        assert app.screen.viewer == me
        shown = "\n".join(text(p) for p in app.screen.query("MapPane, TrackersPane, HeroPane"))
        assert all(card in shown for card in mine)
        assert not any(card in shown for card in rival_cards)
        assert f"rumours {len(rival_cards)}" in shown  # only how many


async def test_the_odds_of_each_confront_and_the_dice_of_a_test_are_shown(saves):
    s = reach(lambda s: bool(acting_view(s)["state"]["odds"]))
    odds = acting_view(s)["state"]["odds"]
    path = save(saves, s)
    app = HJourneyApp(saves_dir=saves, save=path, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        trackers = text(app.screen.query_one(TrackersPane))
        for o in odds:  # read from the view's numbers, as the command list words them
            assert o["card"][:10] in trackers and f"{o['attr'].title()} {o['chance']:.0%}" in trackers

    s = reach(lambda s: "faces" in (acting_view(s)["state"]["pending_data"] or {}))
    data = acting_view(s)["state"]["pending_data"]
    path = save(saves, s)
    app = HJourneyApp(saves_dir=saves, save=path, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        trackers = text(app.screen.query_one(TrackersPane))
        assert "".join(f"[{f}]" for f in data["faces"]) in trackers
        counted = f"{data['hits']} success" + ("" if data["hits"] == 1 else "es")
        assert f"{counted} of {data['need']} needed" in trackers


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_ascii_fallback_and_a_board_no_wider_than_its_pane(saves, monkeypatch, size):
    monkeypatch.setenv("HJOURNEY_ASCII", "1")
    s = reach(lambda s: any(c["encounters"] for c in s.game.view(None)["map"].values()))
    path = save(saves, s)
    app = HJourneyApp(saves_dir=saves, save=path, bot_delay=0)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        screen = app.screen
        board = screen.query_one(MapPane)
        lines = board.text_lines(board.size.width)
        assert lines and all(line.cell_len <= board.size.width for line in lines)
        for pane in (board, screen.query_one(HeroPane), screen.query_one(TrackersPane),
                     screen.query_one(LegendPane)):
            assert text(pane).isascii(), text(pane)
        assert str(screen.query_one("#board").border_title).isascii()
        assert screen.query_one("#dice").content.plain.isascii()
        view = screen.view
        for cell in view["state"]["map"]:
            assert place_text(view, cell).plain.isascii(), cell

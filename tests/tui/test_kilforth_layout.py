"""The Kilforth board read at a glance: what sits in sight at 120x40, the panel's pages turned with
`t`, a crowded square that keeps its terrain, and panes that take the game's numbers from the view."""

from __future__ import annotations

import copy

import pytest

from hjourney_tui.games.kilforth.tui.ancients_pane import AncientsPane
from hjourney_tui.games.kilforth.tui.common import mark
from hjourney_tui.games.kilforth.tui.dice_tray import DiceTray, read_tests
from hjourney_tui.games.kilforth.tui.hero_pane import HeroPane
from hjourney_tui.games.kilforth.tui.legend_pane import LegendPane
from hjourney_tui.games.kilforth.tui.map_pane import MapPane
from hjourney_tui.games.kilforth.tui.panel import ANCIENTS, KEY, MAP, BoardPanel, Tabs
from hjourney_tui.games.kilforth.tui.trackers_pane import TrackersPane
from hjourney_tui.tui.app import HJourneyApp
from tests.kilforth.helpers import new, put
from tests.tui.test_kilforth_panes import acting_view, reach, save


def in_sight(screen, widget) -> bool:
    """Whether all of `widget` shows inside the board's frame, without scrolling."""
    board = screen.query_one("#board")
    inner = board.content_region
    r = widget.region
    return widget.display and r.height > 0 and inner.y <= r.y and r.bottom <= inner.bottom


def plain(widget) -> str:
    if isinstance(widget, Tabs):
        return widget.render().plain
    return widget.content.plain if hasattr(widget, "content") else widget.render().plain


@pytest.fixture
def land(saves):
    s = reach(lambda s: sum(bool(c["encounters"]) for c in s.game.view(None)["map"].values()) >= 2
              and s.game.choice is None, seed=7)
    return s, save(saves, s)


async def test_at_120x40_the_map_trackers_and_the_hero_sheet_are_all_in_sight(land, saves):
    s, path = land
    view = acting_view(s)
    st = view["state"]
    app = HJourneyApp(saves_dir=saves, save=path, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        for widget in (screen.query_one(MapPane), screen.query_one(TrackersPane), screen.query_one(Tabs),
                       screen.query_one(HeroPane)):
            assert in_sight(screen, widget), widget
        trackers = plain(screen.query_one(TrackersPane))
        assert f"Turn {st['active']}" in trackers and f"First hero {st['first']}" in trackers
        gloom = sum(c["gloom"] for c in st["map"].values())
        assert f"Gloom {gloom}/25" in trackers
        for a in st["ancients"]:
            assert a["name"] in trackers and f"HP {a['hp']}" in trackers
        for other in st["heroes"]:
            if other != view["seat"]:
                assert f"{other} {st['heroes'][other]['cell']}" in trackers
        sheet = plain(screen.query_one(HeroPane))
        assert "Saga" in sheet and "Rumours" in sheet and "Assets" in sheet
        tabs = plain(screen.query_one(Tabs))
        assert "Ancients" in tabs and "Key" in tabs and "t: next page" in tabs


async def test_t_turns_the_panel_to_each_hero_the_ancients_and_the_key(land, saves):
    s, path = land
    view = acting_view(s)
    me = view["seat"]
    other = next(h for h in view["state"]["heroes"] if h != me)
    app = HJourneyApp(saves_dir=saves, save=path, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        panel, sheet = screen.query_one(BoardPanel), screen.query_one(HeroPane)
        assert f" {me} " in plain(sheet)
        await pilot.press("t")
        await pilot.pause()
        assert f" {other} " in plain(sheet) and in_sight(screen, sheet)
        assert view["state"]["heroes"][other]["saga"] in plain(sheet)
        await pilot.press("t")
        await pilot.pause()
        assert panel.page == ANCIENTS and not sheet.display
        ancients = screen.query_one(AncientsPane)
        assert in_sight(screen, ancients)
        for a in view["state"]["ancients"]:
            assert a["name"] in plain(ancients) and (not a["abilities"] or a["abilities"][:30] in plain(ancients))
        assert "Discards" in plain(screen.query_one("#kf-discards"))
        await pilot.press("t")
        await pilot.pause()
        assert panel.page == KEY and in_sight(screen, screen.query_one(LegendPane))
        await pilot.press("T", "T")  # back two pages
        await pilot.pause()
        assert panel.page == other
        await pilot.press("question_mark")
        await pilot.pause()
        keys = str(app.screen.query_one("#help-text").render())
        assert "t / T" in keys and "the Ancients" in keys and "PgDn" in keys


async def test_at_80x24_t_brings_each_page_into_sight_and_back_to_the_map(land, saves):
    s, path = land
    app = HJourneyApp(saves_dir=saves, save=path, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        panel, board = screen.query_one(BoardPanel), screen.query_one("#board")
        assert panel.page == MAP and board.scroll_y == 0
        seen = []
        for _ in range(len(panel.pages()) - 1):
            await pilot.press("t")
            await pilot.pause()
            seen.append(panel.page)
            assert in_sight(screen, screen.query_one(Tabs)) or panel.page == "table"
            if panel.page == "table":
                assert in_sight(screen, screen.query_one(TrackersPane))
        assert seen[-2:] == [ANCIENTS, KEY] and "" in seen
        await pilot.press("t")
        await pilot.pause()
        assert panel.page == MAP and board.scroll_y == 0
        await pilot.press("t", "down")  # moving the map's cursor brings the map back into sight
        await pilot.pause()
        assert board.scroll_y == 0


@pytest.mark.parametrize("width", [46, 61, 70, 100])
def test_a_crowded_square_keeps_its_terrain_mark(width):
    s = new(2, seed=3)
    g = s.game
    cell = "b2"
    loc = g.grid[cell]
    g.gloom.add(loc)
    for h in g.heroes.values():
        h["pos"] = loc
    g.locs[loc]["obstacles"] = 2
    for enc in [k for k, v in g.c["encounter"].items() if v["type"] == "enemy"][:3]:
        put(g, loc, enc)
    view = s.view("Ana")
    pane = MapPane()
    pane.view, pane.hero, pane.legal = view, "Ana", {}
    pane.tags = {"Ana": "A", "Bo": "B"}
    geo_cw = {46: 8, 61: 11, 70: 12, 100: 18}[width]
    tokens = pane.cell_tokens(cell, view["state"]["map"][cell], "Ana")
    line = "".join(text for text, _ in MapPane.fit_tokens(tokens, geo_cw))
    assert len(line) <= geo_cw
    assert line.startswith(cell) and mark(view["state"]["map"][cell]["terrain"]) in line


def test_the_hero_sheet_reads_the_hand_limit_from_the_view():
    s = new(1)
    view = copy.deepcopy(s.view("Ana"))
    view["state"]["hand_limit"] = 7
    sheet = HeroPane.sheet(view).plain
    assert "Rumours 1/7" in sheet and "Assets 0/7" in sheet


def green_at(drawn, text: str) -> bool:
    at = drawn.plain.index(text)
    return any(span.start <= at < span.end and "#5fd75f" in str(span.style) for span in drawn.spans)


def test_the_success_face_comes_from_the_view_not_from_the_dice():
    s = new(1, easy_dice=True)
    view = s.view("Ana")
    assert view["state"]["success_on"] == 4
    # a row whose count alone could not tell which faces succeed: the view's number decides
    events = [{"kind": "roll", "data": {"step": "roll", "who": "Ana", "attr": "study", "faces": [4, 2], "hits": 0,
                                        "need": 2}}]
    for success_on, green in ((4, True), (5, False)):
        tray = DiceTray(success_on=success_on)
        tray.tests = read_tests(events)
        assert green_at(tray.draw(), "[4]") is green and not green_at(tray.draw(), "[2]")
        view["state"]["success_on"] = success_on
        view["state"]["pending"] = {"prompt": "keep, re-roll or Fate?", "options": []}
        view["state"]["pending_data"] = {"faces": [4, 2], "hits": 0, "need": 2}
        assert green_at(TrackersPane().lines(view), "[4]") is green


def test_pane_words_agree_in_number():
    s = new(1)
    g = s.game
    loc = g.grid[g.move_targets("shrine")[0]]
    g.heroes["Ana"]["pos"] = loc
    quest = next(k for k, v in g.c["encounter"].items() if v["type"] == "quest" and v["study"] >= 1
                 and not any(e.get("on") == "trap" for e in v["effects"]))
    put(g, loc, quest)
    events = [{"kind": "roll", "data": {"step": "roll", "who": "Ana", "attr": "study", "faces": [6], "hits": 1,
                                        "need": 1, "helpers": ["Bo"]}}]
    tray = DiceTray()
    tray.tests = read_tests(events)
    shown = tray.draw().plain
    assert "1 die" in shown and "1 dice" not in shown and "Bo lends a hand" in shown
    view = s.view("Ana")
    view["state"]["ancients"][0].update(plots=1, cell="b2")
    trackers = TrackersPane().lines(view).plain
    assert "1 plot gathered" in trackers and "plot(s)" not in trackers
    view["state"]["pending"] = {"prompt": "1 successes (need 2): keep, re-roll or Fate?", "options": []}
    view["state"]["pending_data"] = {"faces": [6, 1], "hits": 1, "need": 2}
    trackers = TrackersPane().lines(view).plain
    assert "1 success of 2 needed" in trackers and "1 successes" not in trackers


def test_the_panel_pages_read_in_plain_ascii_when_asked(monkeypatch):
    monkeypatch.setenv("HJOURNEY_ASCII", "1")
    s = new(2)
    view = s.view("Ana")
    assert LegendPane.key().plain.isascii() and TrackersPane().lines(view).plain.isascii()
    for hero in ("Ana", "Bo"):
        assert HeroPane.sheet(view, hero).plain.isascii()
    tabs = Tabs()
    tabs.show([("", "Ana"), ("Bo", "Bo"), (ANCIENTS, "Ancients"), (KEY, "Key")], "")
    assert tabs.render().plain.isascii()

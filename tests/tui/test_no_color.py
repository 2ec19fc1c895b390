"""With colours off (NO_COLOR) every text on the game's own panes stays readable: each piece keeps
a contrast of at least 4.5 to its ground once Textual has turned its colours to greys."""

from __future__ import annotations

import pytest

from hjourney_tui.core.game import Seat
from hjourney_tui.core.session import Session
from hjourney_tui.registry import game_info
from hjourney_tui.tui.app import HJourneyApp

from .contrast import faint_text
from .test_kilforth_panes import reach, save
from .test_wq_acg_panes import wq_save
from .test_wq_acg_snapshots import OPENING

LEAST = 4.5


def kilforth(saves):
    s = reach(lambda s: sum(bool(c["encounters"]) for c in s.game.view(None)["map"].values()) >= 2
              and s.game.choice is None, seed=7)
    return save(saves, s)


def wq(saves):
    s = Session.new(game_info("wq_acg"), [Seat("Ana", player="Pat"), Seat("Ben", player="Pat")], "solo", 13)
    s.apply_all(OPENING)
    return wq_save(saves, s)


def faint_on_panes(app) -> list:
    screen = app.screen
    out = []
    for sel in ("#board", "#dice"):
        out += faint_text(app, screen.query_one(sel).scrollable_content_region, LEAST)
    return out


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
@pytest.mark.parametrize("game", ["kilforth", "wq_acg"])
async def test_every_pane_text_stays_readable_without_colours(saves, monkeypatch, game, size):
    monkeypatch.setenv("NO_COLOR", "1")
    path = kilforth(saves) if game == "kilforth" else wq(saves)
    app = HJourneyApp(saves_dir=saves, save=path, bot_delay=0)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        assert app.no_color
        assert faint_on_panes(app) == []
        for _ in range(5):  # every page (Kilforth) or part of the board (Warhammer Quest)
            await pilot.press("t")
            await pilot.pause()
            assert faint_on_panes(app) == []
        await pilot.press("i" if game == "wq_acg" else "enter")  # a card, or a place, in full
        await pilot.pause()
        for box in app.screen.query("#card-list, #card-text-box" if game == "wq_acg" else "#inspect"):
            assert faint_text(app, box.scrollable_content_region, LEAST) == []

"""The roll animation always ends on the real dice, however many of its frames a busy machine drops.

Textual's interval timers skip the ticks they are late for; a tray that counted on every frame
arriving could stay on its random faces for good.  Here the event loop is stalled on purpose
while a spin runs, the way a loaded machine stalls it.
"""

from __future__ import annotations

import asyncio
import time
from typing import Any

import pytest
from textual.app import App, ComposeResult

from hjourney_tui.games.kilforth.tui import dice_tray as kf_tray
from hjourney_tui.games.wq_acg.tui import dice_tray as wq_tray
from tests.kilforth.helpers import new
from tests.tui.test_wq_acg_panes import new_quest


class TrayApp(App[None]):
    animate_dice = True

    def __init__(self, tray: Any) -> None:
        super().__init__()
        self.tray = tray

    def compose(self) -> ComposeResult:
        yield self.tray


def seat_events(s) -> list[dict[str, Any]]:
    return [v for e in s.game.events if (v := e.for_seat(None)) is not None]


def kilforth_roll() -> list[dict[str, Any]]:
    s = new(1)
    for _ in range(80):
        if any(e.kind == "roll" for e in s.game.events):
            return seat_events(s)
        seat = s.game.decision().seats[0]
        legal = [c.text for c in s.game.legal_commands(seat)]
        s.apply(seat, next((c for c in legal if c.startswith("confront ")), None)
                or next((c for c in legal if c.startswith("move ")), legal[0]))
    raise AssertionError("nobody rolled")


def wq_roll() -> list[dict[str, Any]]:
    s = new_quest(13)
    for _ in range(40):
        if any(e.kind == "roll" and "hero_dice" in e.data for e in s.game.events):
            return seat_events(s)
        seat = s.game.decision().seats[0]
        legal = [c.text for c in s.game.legal_commands(seat)]
        s.apply(seat, next((c for c in legal if c.split()[0] in ("explore", "rest", "aid", "attack")), legal[0]))
    raise AssertionError("no hero rolled")


@pytest.mark.parametrize("game", ["kilforth", "wq_acg"])
async def test_a_stalled_spin_still_ends_on_the_real_roll(game):
    module = kf_tray if game == "kilforth" else wq_tray
    events = kilforth_roll() if game == "kilforth" else wq_roll()
    tray = module.DiceTray(id="dice")
    app = TrayApp(tray)
    async with app.run_test(size=(80, 20)) as pilot:
        tray.show_events(events[:1], total=1)  # a first look: nothing new to spin
        await pilot.pause()
        tray.show_events(events, total=len(events) + 1)  # the roll arrives
        assert tray.spin == module.FRAMES
        await asyncio.sleep(0)  # the timer starts counting...
        time.sleep(module.FRAME_SECONDS * (module.FRAMES + 3))  # ...and the loop stalls past every frame
        for _ in range(20):
            await asyncio.sleep(module.FRAME_SECONDS)
            if not tray.spin:
                break
        await pilot.pause()
        assert tray.spin == 0
        shown = tray.render().plain if game == "wq_acg" else str(tray.content)
        assert "rolling" not in shown

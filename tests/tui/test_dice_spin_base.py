"""The shared spinning tray base, alone: it ends on the real roll even when the machine is too busy
for the animation's timer to keep up."""

from __future__ import annotations

import asyncio
import time

from rich.text import Text
from textual.app import App, ComposeResult

from hjourney_tui.tui.dice_spin import SpinningTray


class Tray(SpinningTray):
    def draw(self) -> Text:
        return Text("spinning" if self.spin else "real roll")


class TrayApp(App[None]):
    animate_dice = True

    def compose(self) -> ComposeResult:
        yield Tray(id="dice")


async def test_a_busy_machine_skipping_frames_still_ends_on_the_real_roll():
    app = TrayApp()
    async with app.run_test() as pilot:
        tray = app.query_one(Tray)
        roll = [{"kind": "roll", "text": "1 2 3"}]
        tray.restart_spin([], 0, shown=True, frames=4, seconds=0.01)
        tray.restart_spin(roll, 1, shown=True, frames=4, seconds=0.01)
        tray.redraw()
        assert tray.spin == 4
        await asyncio.sleep(0.005)  # the timer starts counting
        time.sleep(0.2)  # the event loop is held up: the timer's ticks fall behind and are skipped
        for _ in range(30):
            await pilot.pause(0.02)
            if tray.spin == 0:
                break
        assert tray.spin == 0 and tray.timer is None
        assert str(tray.render()) == "real roll"

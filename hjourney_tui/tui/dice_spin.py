"""The short roll animation a game's dice tray may show: a few frames of random faces, then the real ones.

The real faces always end the spin, however late the frames come: the timer runs until the
spin is over rather than for a fixed count of ticks (Textual skips the ticks a busy loop is late
for), and a frame that arrives after the spin's time is up ends it at once.

One switch serves every tray: the app's `animate_dice` (F3 on the game screen toggles it,
HJOURNEY_NO_ANIMATION=1 starts with it off).  The random faces come from a generator of the
tray's own, so the game's dice are never touched.
"""

from __future__ import annotations

import random
import time
from typing import Any

from rich.text import Text
from textual.timer import Timer

from .dice_pane import DicePane


class SpinningTray(DicePane):
    """A dice tray that spins when a roll it has not shown yet arrives; `draw` says what it shows."""

    def __init__(self, *, id: str | None = None) -> None:  # noqa: A002 - Textual's own name
        super().__init__(id=id)
        self.seen_total: int | None = None
        self.spin = 0  # frames of random faces still to show
        self.spinner = random.Random()  # never the game's generator
        self.timer: Timer | None = None
        self.spin_until = 0.0  # monotonic time by which the real faces show

    def draw(self) -> Text:  # pragma: no cover - each tray draws its own
        raise NotImplementedError

    def redraw(self) -> None:
        # frames of a spin keep the size of the roll they stand for: no new layout until the last
        self.update(self.draw(), layout=not self.spin)

    def new_roll(self, events: list[dict[str, Any]], total: int | None) -> bool:
        """Whether the newest roll among `events` arrived since the last call."""
        if total is None or self.seen_total is None or total <= self.seen_total:
            return False
        last = next((i for i in range(len(events) - 1, -1, -1) if events[i].get("kind") == "roll"), None)
        return last is not None and len(events) - 1 - last < total - self.seen_total

    def restart_spin(self, events: list[dict[str, Any]], total: int | None, *, shown: bool,
                     frames: int, seconds: float) -> None:
        """Stop any spin; start `frames` new ones if a new roll came and the tray `shown` something."""
        fresh = self.new_roll(events, total)
        self.seen_total = total
        if self.timer is not None:
            self.timer.stop()
            self.timer = None
        self.spin = 0
        if fresh and shown and getattr(self.app, "animate_dice", False):
            self.spin = frames
            self.spin_until = time.monotonic() + frames * seconds
            self.timer = self.set_interval(seconds, self.tick)  # stopped by the last frame, not by a count

    def tick(self) -> None:
        late = time.monotonic() >= self.spin_until
        self.spin = 0 if late else max(0, self.spin - 1)
        if self.spin == 0 and self.timer is not None:
            self.timer.stop()
            self.timer = None
        self.redraw()

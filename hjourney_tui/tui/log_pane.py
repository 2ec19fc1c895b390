"""The event log as the seat on view may read it, newest at the bottom.

After a command only the events it added are written: rewriting the whole log for every
command cost more than everything else on the screen.  The pane starts with the last `FILL`
lines and keeps up to `KEEP`; the full history (Ctrl+R) reads the session.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.widgets import RichLog

from .redraw import QuietScrolling

if TYPE_CHECKING:
    from ..core.events import Event
    from ..core.game import Game


def tail_start(events: list[Event], seat: str | None, keep: int) -> int:
    """The index in `events` from which `seat` reads its last `keep` lines."""
    seen = 0
    for i in range(len(events) - 1, -1, -1):
        if events[i].for_seat(seat) is not None:
            seen += 1
            if seen == keep:
                return i
    return 0


class LogPane(QuietScrolling, RichLog):
    DEFAULT_CSS = "LogPane { height: 1fr; }"
    KEEP = 200  # lines kept on screen
    FILL = 16  # lines written when the pane starts afresh: four of its heights (each costs a render;
    # a hand-off to a seat that reads the log differently starts it afresh, Ctrl+R has every line)

    def __init__(self, *, id: str | None = None, wrap: bool = True) -> None:  # noqa: A002 - Textual's own name
        super().__init__(id=id, wrap=wrap, max_lines=self.KEEP)
        self.game: Game | None = None
        self.seat: str | None = None
        self.shown = 0  # events of `game` already written

    def show_game(self, game: Game, seat: str | None) -> None:
        """Bring the pane up to date with `game` as `seat` reads it."""
        events = game.events
        if seat != self.seat and game is self.game and self.reads_alike(seat):
            self.seat = seat  # a hand-over with nothing private on screen: the lines stay as they are
        if game is not self.game or seat != self.seat or len(events) < self.shown:
            # another game object (undo replays into a new one) or another reader: start afresh
            self.clear()
            self.game, self.seat = game, seat
            self.shown = tail_start(events, seat, self.FILL)
        # once the pane has its size, scroll to the new lines now rather than after the next frame,
        # so they show in the frame the command causes; before that, the log scrolls when it can
        now = getattr(self, "_size_known", False) and self.size.height > 0
        wrote = False
        for event in events[self.shown:]:
            line = event.line(seat)
            if line is not None:
                self.write(line, scroll_end=False if now else None)
                wrote = True
        self.shown = len(events)
        if wrote and now and self.auto_scroll:
            self.scroll_end(animate=False, immediate=True, x_axis=False)

    def reads_alike(self, seat: str | None) -> bool:
        """Whether `seat` reads the lines on screen just as the current reader does."""
        assert self.game is not None
        events = self.game.events
        start = tail_start(events[: self.shown], self.seat, self.KEEP)
        return all(e.private_to is None or (self.seat in e.private_to) == (seat in e.private_to)
                   for e in events[start: self.shown])

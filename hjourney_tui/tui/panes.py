"""The pane plug-in interface for game-specific screens.

A game may set `GameInfo.tui = "package.module:build_panes"`.  The factory is
called once with the session and returns widgets; after every command each
widget that has `update_view` receives the current seat's view (the same
plain data `Session.view(seat)` returns).  Panes render only: they never
change the game except by posting a `SendCommand` message with a command text
(`ViewSeat` shows another seat the player runs, when several may act at once).
A `DicePane` among them (id "dice") replaces the generic dice tray; a pane with
`help_keys()` adds its keys to the `?` screen; the first pane that can take
focus has the keys when the screen opens (Ctrl+G returns to it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from textual.message import Message

if TYPE_CHECKING:
    from textual.widget import Widget

    from ..core.session import Session


@runtime_checkable
class Pane(Protocol):
    def update_view(self, view: dict[str, Any]) -> None: ...


class PaneFactory(Protocol):
    def __call__(self, session: Session) -> list[Widget]: ...


class SendCommand(Message):
    """A pane asks the game screen to give this command for the seat on view.  `asked`: the
    player picked it from a list (not typed it), so a command that gives up the rest of a turn
    is confirmed first."""

    def __init__(self, text: str, *, asked: bool = False) -> None:
        super().__init__()
        self.text = text
        self.asked = asked


class ViewSeat(Message):
    """A pane asks the game screen to show the next (step 1) or previous (-1) of the seats the
    player at the keyboard may give commands for now, when several may answer at once and
    nothing is hidden between them (one player running a whole co-op party)."""

    def __init__(self, step: int) -> None:
        super().__init__()
        self.step = step

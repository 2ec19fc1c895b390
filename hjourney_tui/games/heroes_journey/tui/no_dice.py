"""The Heroes' Journey rolls no dice: this takes the generic dice tray's place and stays hidden,
so the command list gets its rows."""

from __future__ import annotations

from hjourney_tui.tui.dice_pane import DicePane


class NoDice(DicePane):
    DEFAULT_CSS = "NoDice { display: none; }"

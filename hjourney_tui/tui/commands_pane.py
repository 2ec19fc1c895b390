"""The legal commands for the seat on view; disabled ones show why."""

from __future__ import annotations

from typing import Any

from textual.widgets import OptionList
from textual.widgets.option_list import Option

from .glyphs import glyph
from .panes import SendCommand


class CommandsPane(OptionList):
    DEFAULT_CSS = "CommandsPane { height: 1fr; }"

    def update_view(self, view: dict[str, Any]) -> None:
        self.clear_options()
        n = 0  # number keys count the enabled commands only, as the game screen does
        for c in view.get("legal", []):
            if c["enabled"]:
                n += 1
                key = str(n) if n <= 9 else " "
                label = f"{key} {c['command']} - {c['description']}"
                self.add_option(Option(label, id=c["command"]))
            else:
                label = f"{glyph('no')} {c['command']} - {c['reason'] or c['description']}"
                self.add_option(Option(label, id=f"disabled:{c['command']}", disabled=True))
        if self.option_count:
            self.highlighted = 0

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if event.option.id and not event.option.id.startswith("disabled:"):
            self.post_message(SendCommand(event.option.id))

    def enabled_commands(self) -> list[str]:
        return [o.id for o in self._options if o.id and not o.id.startswith("disabled:")]

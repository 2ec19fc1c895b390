"""The legal commands for the seat on view, each with its key; disabled ones show why."""

from __future__ import annotations

from typing import Any

from textual.widgets import OptionList
from textual.widgets.option_list import Option

from .glyphs import glyph
from .panes import SendCommand


class CommandsPane(OptionList):
    DEFAULT_CSS = "CommandsPane { height: 1fr; }"

    def update_view(self, view: dict[str, Any], keys: dict[str, str] | None = None) -> None:
        """List the view's commands; `keys` says which key gives each enabled one."""
        keys = keys or {}
        was = self.highlighted_command()
        options = []
        for c in view.get("legal", []):
            if c["enabled"]:
                label = f"{keys.get(c['command'], ' ')} {c['command']} - {c['description']}"
                options.append(Option(label, id=c["command"]))
            else:
                label = f"{glyph('no')} {c['command']} - {c['reason'] or c['description']}"
                options.append(Option(label, id=f"disabled:{c['command']}", disabled=True))
        self.set_options(options)
        # The highlight stays on the same command, or goes: Enter pressed twice must not give a
        # second, different command that slid under the highlight.
        ids = [o.id for o in options]
        self.highlighted = ids.index(was) if was in ids else None

    def highlighted_command(self) -> str | None:
        if self.highlighted is None or not self.option_count:
            return None
        oid = self.get_option_at_index(self.highlighted).id
        return oid if oid and not oid.startswith("disabled:") else None

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if event.option.id and not event.option.id.startswith("disabled:"):
            self.post_message(SendCommand(event.option.id, asked=True))

    def enabled_commands(self) -> list[str]:
        return [o.id for o in self._options if o.id and not o.id.startswith("disabled:")]

"""The legal commands for the seat on view, each with its key; disabled ones show why.

A light list of its own rather than Textual's OptionList: it is rebuilt after every command,
and drawing it as plain wrapped lines costs a fraction of what the OptionList's did.
"""

from __future__ import annotations

from typing import Any, ClassVar

from rich.segment import Segment
from rich.text import Text
from textual import events
from textual.binding import Binding, BindingType
from textual.geometry import Region, Size
from textual.scroll_view import ScrollView
from textual.strip import Strip

from ..core.records import record
from .glyphs import glyph
from .panes import SendCommand
from .redraw import QuietScrolling


@record
class Entry:
    """One listed command: `id` is its text (or "disabled:<text>", or "note:<n>" for a line to read), `prompt`
    the line shown."""

    id: str
    prompt: str

    @property
    def disabled(self) -> bool:
        return self.id.startswith(("disabled:", "note:"))

    @property
    def note(self) -> bool:
        return self.id.startswith("note:")


class CommandsPane(QuietScrolling, ScrollView, can_focus=True):
    DEFAULT_CSS = """
    CommandsPane { height: 1fr; padding: 0 0 0 1; overflow-y: scroll; }  /* a scrollbar that comes and goes would lay the screen out */
    CommandsPane > .commands--highlight { background: $block-cursor-background; color: $block-cursor-foreground; }
    CommandsPane:blur > .commands--highlight { background: $block-cursor-blurred-background; }
    CommandsPane > .commands--disabled { color: $text-disabled; }
    """
    COMPONENT_CLASSES: ClassVar[set[str]] = {"commands--highlight", "commands--disabled"}
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("up", "move(-1)", "Up", show=False), Binding("down", "move(1)", "Down", show=False),
        Binding("home", "move(-1000)", show=False), Binding("end", "move(1000)", show=False),
        Binding("enter", "select", "Give", show=False),
    ]

    def __init__(self, *, id: str | None = None) -> None:  # noqa: A002 - Textual's own name
        super().__init__(id=id)
        self._options: list[Entry] = []
        self.highlighted: int | None = None
        self.rows: list[tuple[int, Text]] = []  # (entry index, one wrapped line)
        self.wrapped_at = 0

    # -- data --------------------------------------------------------------------------------
    def update_view(self, view: dict[str, Any], keys: dict[str, str] | None = None,
                    notes: list[str] | None = None, elsewhere: dict[str, str] | None = None) -> None:
        """List the view's commands; `keys` says which key gives each enabled one; `notes` are lines to
        read below them (a campaign's log once its quest is over), never given as commands.

        `elsewhere` names verbs a pane on the board lists in its own way (verb -> where to find
        them): their commands fold into one line here, instead of a list hundreds of rows long."""
        keys, elsewhere = keys or {}, elsewhere or {}
        was = self.highlighted_command()
        shown = self.shown_lines()
        entries = []
        folded: dict[str, int] = {}  # verb -> commands folded into its line
        for c in view.get("legal", []):
            if (verb := c.get("verb")) in elsewhere:
                if verb not in folded:
                    entries.append(Entry(f"note:fold:{verb}", ""))  # worded once all are counted
                folded[verb] = folded.get(verb, 0) + 1
            elif c["enabled"]:
                entries.append(Entry(c["command"], f"{keys.get(c['command'], ' ')} {c['command']} - {c['description']}"))
            else:
                entries.append(Entry(f"disabled:{c['command']}",
                                     f"{glyph('no')} {c['command']} - {c['reason'] or c['description']}"))
        entries = [Entry(e.id, f"  {v} ... - {folded[v]} choice{'s' if folded[v] != 1 else ''} {elsewhere[v]}")
                   if e.id.startswith("note:fold:") and (v := e.id[len("note:fold:"):]) else e for e in entries]
        entries += [Entry(f"note:{i}", line) for i, line in enumerate(notes or [])]
        self._options = entries
        # The highlight stays on the same command, or goes: Enter pressed twice must not give a
        # second, different command that slid under the highlight.
        ids = [e.id for e in entries]
        self.highlighted = ids.index(was) if was in ids else None
        self.wrap(shown)
        if self.highlighted is None:  # a new question: its choices are read from the top
            self.scroll_to(y=0, animate=False, immediate=True)

    @property
    def option_count(self) -> int:
        return len(self._options)

    def highlighted_command(self) -> str | None:
        if self.highlighted is None or not 0 <= self.highlighted < len(self._options):
            return None
        entry = self._options[self.highlighted]
        return None if entry.disabled else entry.id

    def enabled_commands(self) -> list[str]:
        return [e.id for e in self._options if not e.disabled]

    # -- drawing -----------------------------------------------------------------------------
    def wrap(self, before: list[tuple[Any, ...]] | None = None) -> None:
        """Cut each entry into lines as wide as the pane (continuations indented), and repaint
        the lines on screen that read differently from `before` (`shown_lines()` before the list
        changed; None repaints all): after a command most of the list often stays as it was."""
        width = max(10, self.scrollable_content_region.width or self.size.width or 40)
        self.wrapped_at = width
        self.rows = []
        for i, entry in enumerate(self._options):
            for j, line in enumerate(Text(entry.prompt).wrap(self.app.console, width - 2)):
                self.rows.append((i, Text("  ") + line if j else line))
        self.virtual_size = Size(width, len(self.rows))
        after = self.shown_lines()
        if before is None or len(before) != len(after):
            self.refresh()
            return
        for y, (was, now) in enumerate(zip(before, after, strict=True)):
            if was != now:
                self.refresh(Region(0, y, width, 1))

    def shown_lines(self) -> list[tuple[Any, ...]]:
        """What each line on screen shows (its text and how it is styled), as `render_line` draws it."""
        top, height = self.scroll_offset.y, self.scrollable_content_region.height
        out: list[tuple[Any, ...]] = []
        for row in range(top, top + height):
            if not 0 <= row < len(self.rows):
                out.append(())
                continue
            index, text = self.rows[row]
            out.append((text.plain, index == self.highlighted, self._options[index].disabled))
        return out

    def watch_virtual_size(self, size: Size) -> None:
        self._scroll_update(size)  # the lines that changed are repainted by `wrap`

    def on_resize(self, event: events.Resize) -> None:
        if self.scrollable_content_region.width != self.wrapped_at:
            self.wrap()

    def render_line(self, y: int) -> Strip:
        row = y + self.scroll_offset.y
        width = self.scrollable_content_region.width
        base = self.rich_style
        if not 0 <= row < len(self.rows):
            return Strip.blank(width, base)
        index, text = self.rows[row]
        style = base
        if index == self.highlighted:
            style = base + self.get_component_rich_style("commands--highlight")
        elif self._options[index].disabled and not self._options[index].note:
            style = base + self.get_component_rich_style("commands--disabled")
        segments = [Segment(text.plain[:width].ljust(width), style)]
        return Strip(segments, width).apply_meta({"row": row})

    # -- input -------------------------------------------------------------------------------
    def action_move(self, step: int) -> None:
        enabled = [i for i, e in enumerate(self._options) if not e.disabled]
        if not enabled:  # only lines to read (a campaign's log, say): the keys scroll them
            self.scroll_to(y=max(0, self.scroll_offset.y + step), animate=False)
            return
        if self.highlighted is None:
            target = enabled[0] if step > 0 else enabled[-1]
        else:
            later = [i for i in enabled if (i > self.highlighted if step > 0 else i < self.highlighted)]
            target = (later[min(abs(step), len(later)) - 1] if step > 0 else later[-min(abs(step), len(later))]) \
                if later else self.highlighted
        self.highlighted = target
        rows = [r for r, (i, _) in enumerate(self.rows) if i == target]
        if rows:
            self.scroll_to_region_rows(rows[0], rows[-1])
        self.refresh()

    def scroll_to_region_rows(self, first: int, last: int) -> None:
        top, height = self.scroll_offset.y, self.scrollable_content_region.height
        if first < top:
            self.scroll_to(y=first, animate=False)
        elif last >= top + height:
            self.scroll_to(y=last - height + 1, animate=False)

    def action_select(self) -> None:
        text = self.highlighted_command()
        if text is not None:
            self.post_message(SendCommand(text, asked=True))

    def on_click(self, event: events.Click) -> None:
        row = event.style.meta.get("row") if event.style else None
        if row is None or not 0 <= row < len(self.rows):
            return
        event.stop()
        index = self.rows[row][0]
        if self._options[index].disabled:
            return
        self.highlighted = index
        self.refresh()
        self.action_select()


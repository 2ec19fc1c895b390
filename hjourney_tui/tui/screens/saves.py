"""Save browser: game, seats, progress, last played; delete asks first."""

from __future__ import annotations

import contextlib

from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import DataTable, Footer, Header, Static

from ...core.saves import SaveError, hold, list_saves
from ...registry import game_title
from .confirm import ConfirmScreen


def clip(text: str, width: int) -> str:
    """`text` cut to `width` characters, the cut marked with '~'."""
    return text if len(text) <= width else text[: width - 1] + "~"


class SavesScreen(Screen[None]):
    DEFAULT_CSS = """
    SavesScreen #msg { height: auto; padding: 0 1; }
    SavesScreen #detail { height: auto; padding: 0 1; color: $text-muted; }
    """
    BINDINGS = [Binding("enter", "open", "Open"), Binding("d", "delete", "Delete"),
                Binding("escape", "app.pop_screen", "Back")]

    def compose(self) -> ComposeResult:
        yield Header()
        yield DataTable(id="saves", cursor_type="row")
        yield Static("", id="detail")  # the highlighted save in full: a narrow table cuts its cells
        yield Static("", id="msg")
        yield Footer()

    def on_mount(self) -> None:
        self.title = "Saved games"
        table = self.query_one("#saves", DataTable)
        self.reload()
        table.focus()

    def reload(self) -> None:
        table = self.query_one("#saves", DataTable)
        table.clear(columns=True)
        self.heads = list_saves(self.app.saves_dir)  # type: ignore[attr-defined]
        # Columns sized to the screen: at 80 columns every one is still there, cut short with '~'.
        wide = self.app.size.width >= 110
        cut = (lambda text, n: text) if wide else clip
        rows: list[tuple[str, tuple[str, ...]]] = []
        for h in self.heads:
            if h.error:
                rows.append((str(h.path), (cut(h.path.stem, 18), "damaged", "", "", cut(h.error, 24), "")))
            else:
                played = h.updated.replace("T", " ")[:16] if wide else h.updated.replace("T", " ")[5:16]
                game = cut(f"{game_title(h.game, short=True)} {h.mode}", 20)
                rows.append((str(h.path), (cut(h.path.stem, 18), game, cut(", ".join(h.seats), 12),
                                           str(h.moves), cut(h.status, 14), played)))
        labels = ("save", "game", "seats", "moves", "status", "last played")
        for i, label in enumerate(labels):
            table.add_column(label, width=max([len(label), *(len(cells[i]) for _, cells in rows)]))
        for key, cells in rows:
            table.add_row(*cells, key=key)
        self.query_one("#msg", Static).update("" if self.heads else "No saved games yet.")

    def on_resize(self) -> None:
        row = self.query_one("#saves", DataTable).cursor_row
        self.reload()
        if self.heads:
            self.query_one("#saves", DataTable).move_cursor(row=min(row, len(self.heads) - 1))

    def current(self):  # -> SaveHeader | None
        table = self.query_one("#saves", DataTable)
        if not self.heads or table.cursor_row < 0:
            return None
        return self.heads[table.cursor_row]

    def on_data_table_row_highlighted(self, event: DataTable.RowHighlighted) -> None:
        self.query_one("#detail", Static).update(self.detail())

    def detail(self) -> str:
        """The highlighted save's name, game and progress, none of it cut short."""
        head = self.current()
        if head is None:
            return ""
        if head.error:
            return f"{head.path.stem}: damaged ({head.error})"
        return (f"{head.path.stem}: {game_title(head.game)} ({head.mode}), {', '.join(head.seats)}; {head.moves} commands, "
                f"{head.status}; last played {head.updated.replace('T', ' ')[:16]}")

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        self.action_open()

    def action_open(self) -> None:
        head = self.current()
        if head is None:
            return
        if head.error:
            self.query_one("#msg", Static).update(f"This save is damaged and was left as it is: {head.error}")
            return
        self.app.pop_screen()
        self.app.open_save(head.path)  # type: ignore[attr-defined]

    def action_delete(self) -> None:
        head = self.current()
        if head is None:
            return

        def answered(yes: bool | None) -> None:
            if yes:
                try:
                    with hold(head.path, wait=0):  # not while a command or another screen writes it
                        for p in (head.path, head.path.with_name(head.path.name + ".bak")):
                            with contextlib.suppress(FileNotFoundError):
                                p.unlink()
                except SaveError as exc:
                    self.query_one("#msg", Static).update(str(exc))
                    return
                self.reload()

        self.app.push_screen(ConfirmScreen(f"Delete the save '{head.path.stem}' for good?"), answered)

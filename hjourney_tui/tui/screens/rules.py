"""The rules reference of each game, in its own words."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Header, Markdown, Select

from ...registry import games
from ...rules_ref import find_rules


class RulesScreen(Screen[None]):
    BINDINGS = [Binding("escape", "app.pop_screen", "Back")]

    def compose(self) -> ComposeResult:
        self.infos = games()
        yield Header()
        yield Select([(i.title, i.id) for i in self.infos.values()], id="game", allow_blank=False)
        with VerticalScroll():
            yield Markdown("", id="rules")
        yield Footer()

    def on_mount(self) -> None:
        self.title = "Rules"
        self.show(self.query_one("#game", Select).value)

    @on(Select.Changed, "#game")
    def changed(self, event: Select.Changed) -> None:
        self.show(event.value)

    def show(self, game_id: object) -> None:
        info = self.infos.get(str(game_id))
        if info is None:
            return
        path = find_rules(info)
        text = path.read_text(encoding="utf-8") if path else f"{info.title} has no rules reference yet."
        self.query_one("#rules", Markdown).update(text)

"""Campaigns: each campaign's log (quests and results, heroes, pool) and the way on to its next quest."""

from __future__ import annotations

from pathlib import Path

from rich.markup import escape
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal
from textual.screen import Screen
from textual.widgets import Footer, Header, OptionList, Static
from textual.widgets.option_list import Option

from ...core.campaign import (
    Campaign,
    campaign_status,
    list_campaigns,
    next_step,
    open_campaign,
    seats_text,
    start_quest,
)
from ...core.saves import SaveError, save_path
from ...registry import UnknownGame, game_info


class CampaignsScreen(Screen[None]):
    DEFAULT_CSS = """
    CampaignsScreen #list { width: 32; border: round $primary; }
    CampaignsScreen #log { width: 1fr; border: round $secondary; padding: 0 1; }
    CampaignsScreen #msg { height: auto; padding: 0 1; }
    """
    BINDINGS = [Binding("enter", "play", "Play on"), Binding("escape", "app.pop_screen", "Back")]

    def compose(self) -> ComposeResult:
        yield Header()
        with Horizontal():
            yield OptionList(id="list")
            yield Static("", id="log")
        yield Static("", id="msg")
        yield Footer()

    def on_mount(self) -> None:
        self.title = "Campaigns"
        self.reload()

    def on_screen_resume(self) -> None:
        self.reload()

    def reload(self) -> None:
        self.campaigns: list[Campaign | tuple[Path, str]] = []
        self.notes: dict[str, str] = {}
        menu = self.query_one("#list", OptionList)
        menu.clear_options()
        for path in list_campaigns(self.app.saves_dir):  # type: ignore[attr-defined]
            try:  # opening repairs: a finished quest the campaign missed is recorded now
                camp, note = open_campaign(path.stem, self.app.saves_dir)  # type: ignore[attr-defined]
                self.campaigns.append(camp)
                if note:
                    self.notes[camp.name] = note
                menu.add_option(Option(path.stem))
            except SaveError as exc:
                self.campaigns.append((path, exc.problem))
                menu.add_option(Option(f"{path.stem} (damaged)"))
        if not self.campaigns:
            self.query_one("#log", Static).update(
                "No campaigns yet. Start one from New game: choose a game with a campaign and give it a name.")
            return
        menu.highlighted = 0
        menu.focus()
        self.show(0)

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        self.show(event.option_index)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.action_play()

    def show(self, index: int) -> None:
        item = self.campaigns[index]
        log = self.query_one("#log", Static)
        if isinstance(item, tuple):
            log.update(f"This campaign file is damaged and was left as it is:\n{item[1]}")
            return
        try:
            info = game_info(item.game)
        except UnknownGame:
            log.update(f"{item.name}: a campaign of '{item.game}', a game this hjourney does not have.")
            return
        status = campaign_status(info, item)
        step, what = next_step(item, status)
        note = self.notes.get(item.name)
        log.update("\n".join([f"[b]{item.name}[/b]: {info.title}", f"{item.mode}; seats: {seats_text(item)}", "",
                              *status.lines, "",
                              {"under way": f"Under way: {what}, but {escape(note)}" if note else
                               f"Under way: {what}. Enter continues it.",
                               "next": f"Next: {what}. Enter begins it.",
                               "over": "The campaign is over."}[step]]))

    def action_play(self) -> None:
        index = self.query_one("#list", OptionList).highlighted
        if index is None or not self.campaigns:
            return
        item = self.campaigns[index]
        if isinstance(item, tuple):
            return
        folder = self.app.saves_dir  # type: ignore[attr-defined]
        msg = self.query_one("#msg", Static)
        try:
            info = game_info(item.game)
            current = save_path(item.current, folder) if item.current else None
            if current is not None and current.exists():
                path = current
            elif campaign_status(info, item).next_quest is None:
                msg.update("The campaign is over: every quest has been played.")
                return
            else:  # start_quest forgets a quest save that was deleted and begins the quest again
                path = start_quest(info, item, folder)
        except (SaveError, UnknownGame) as exc:
            msg.update(str(exc))
            return
        self.app.open_save(path)  # type: ignore[attr-defined]

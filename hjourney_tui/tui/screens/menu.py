"""The main menu."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Middle, Vertical
from textual.content import Content
from textual.screen import Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from ...core.saves import list_saves

TITLE_ART = "h j o u r n e y"


class MenuScreen(Screen[None]):
    DEFAULT_CSS = """
    MenuScreen #menu-box { width: 48; height: auto; border: heavy $accent; padding: 1 2; }
    MenuScreen #title { text-align: center; text-style: bold; width: 100%; }
    MenuScreen #tagline { text-align: center; color: $text-muted; width: 100%; margin-bottom: 1; }
    MenuScreen OptionList { height: auto; }
    MenuScreen #keys { text-align: center; color: $text-muted; width: 100%; margin-top: 1; }
    """
    BINDINGS = [Binding("question_mark", "help", "Keys"), Binding("q", "app.quit", "Quit")]

    def compose(self) -> ComposeResult:
        with Middle(), Center(), Vertical(id="menu-box"):
            yield Static(TITLE_ART, id="title")
            yield Static("tabletop adventures, every rule enforced", id="tagline")
            yield OptionList(id="menu")
            # a one-line key hint instead of a Footer: the menu opens noticeably faster without one
            yield Static("Up/Down choose  Enter open  ? keys  q quit", id="keys")

    def on_mount(self) -> None:
        self.title = "hjourney"

    def on_screen_resume(self) -> None:  # each time the menu is shown, the first time included
        self.refresh_menu()

    def refresh_menu(self) -> None:
        menu = self.query_one("#menu", OptionList)
        menu.clear_options()
        saves = [h for h in list_saves(self.app.saves_dir) if not h.error]  # type: ignore[attr-defined]
        if saves:
            from ...registry import game_title
            from .saves import clip

            last = saves[0]
            title = game_title(last.game, short=True)  # the box is narrow: "LOTR LCG, in progress"
            # two short lines rather than one that wraps in the narrow box
            menu.add_option(Option(Content.assemble(f"Continue  {clip(last.path.stem, 28)}\n",
                                                    (f"          {clip(f'{title}, {last.status}', 28)}",
                                                     "dim")), id="continue"))
        menu.add_options([Option("New game", id="new"), Option("Load a saved game", id="load"),
                          Option("Campaigns", id="campaigns"), Option("Rules", id="rules"),
                          Option("Quit", id="quit")])
        menu.highlighted = 0
        menu.focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        choice = event.option.id
        app = self.app
        if choice == "continue":
            app.open_save(list_saves(app.saves_dir)[0].path)  # type: ignore[attr-defined]
        elif choice == "new":
            from .new_game import NewGameScreen

            app.push_screen(NewGameScreen())
        elif choice == "load":
            from .saves import SavesScreen

            app.push_screen(SavesScreen())
        elif choice == "campaigns":
            from .campaigns import CampaignsScreen

            app.push_screen(CampaignsScreen())
        elif choice == "rules":
            from .rules import RulesScreen

            app.push_screen(RulesScreen())
        elif choice == "quit":
            app.exit()

    def action_help(self) -> None:
        from .help import HelpScreen, key_lines

        self.app.push_screen(HelpScreen(key_lines(list(self.BINDINGS), [
            ("Up/Down", "choose"), ("Enter", "open"), ("Ctrl+Q", "quit")])))


class MenuLater(Screen[None]):
    """The base screen when a save is opened at start-up: the game covers it at once, so the menu
    is built only when it is first shown (when the game is left, or if the save cannot be opened),
    and the game's first frame comes sooner."""

    def on_screen_resume(self) -> None:
        if self.app.screen is self:
            self.app.push_screen(MenuScreen())  # (the default screen cannot be switched away)

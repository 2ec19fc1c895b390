"""The hjourney Textual app."""

from __future__ import annotations

import gc
import os
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from textual.app import App, SystemCommand
from textual.binding import Binding
from textual.content import Content
from textual.scrollbar import ScrollBar, ScrollBarRender

from ..core.saves import saves_dir as default_saves_dir
from ..settings import load_settings, save_setting
from .glyphs import use_ascii
from .palette import LegalCommands
from .screens.menu import MenuLater, MenuScreen

if TYPE_CHECKING:
    from textual.screen import Screen

    from ..core.session import Session


# With HJOURNEY_ASCII (or a terminal that is not UTF-8) the shell's frames are drawn in ASCII too.
ASCII_CSS = """
GameScreen #board, GameScreen #log, CampaignsScreen #list { border: ascii $primary; }
GameScreen #dice, GameScreen #commands, CampaignsScreen #log { border: ascii $secondary; }
MenuScreen #menu-box, HelpScreen VerticalScroll, HandoffScreen Static, LogScreen #frame { border: ascii $accent; }
ConfirmScreen #box { border: ascii $warning; }
NewGameScreen #foot { border-top: ascii $primary; }
Input, SelectCurrent, OptionList { border: ascii $border-blurred; }
Input:focus, Select:focus > SelectCurrent, OptionList:focus { border: ascii $border; }
FooterKey.-command-palette { border-left: ascii $foreground 20%; }
HeaderIcon { visibility: hidden; }
Button { border: none; }
SearchIcon { display: none; }
CommandPalette #--input { border: ascii $border-blurred; }
CommandPalette LoadingIndicator { border-bottom: none; }
SelectCurrent .arrow { display: none; }
"""


class AsciiScrollBarRender(ScrollBarRender):
    """Scrollbar thumbs drawn in whole cells, without the block glyphs that smooth their ends."""

    VERTICAL_BARS: ClassVar[list[str]] = [" "] * 8
    HORIZONTAL_BARS: ClassVar[list[str]] = [" "] * 8


class HJourneyApp(App[None]):
    TITLE = "hjourney"
    COMMANDS = App.COMMANDS | {LegalCommands}
    BINDINGS = [Binding("ctrl+q", "quit", "Quit", priority=True, show=False),
                Binding("question_mark,f1", "help", "Keys", show=False),
                Binding("f12", "save_screenshot", "Screenshot", show=False)]

    def __init__(self, saves_dir: Path | None = None, save: Path | None = None, *,
                 bot_delay: float | None = None, session: Session | None = None) -> None:
        super().__init__()
        if use_ascii():
            self.CSS = ASCII_CSS  # type: ignore[misc]
        self.saves_dir = Path(saves_dir) if saves_dir else default_saves_dir()
        self.start_save = save
        self.start_session = session  # `save` already loaded (and checked) by the caller
        if bot_delay is None:
            bot_delay = 0.0 if os.environ.get("HJOURNEY_FAST") else 0.4
        self.bot_delay = bot_delay
        # dice trays may spin a few random faces before showing a roll; purely for the eye
        self.animate_dice = os.environ.get("HJOURNEY_NO_ANIMATION", "") in ("", "0")
        theme = load_settings().get("theme")
        if isinstance(theme, str) and theme in self.available_themes:
            self.theme = theme  # the one chosen last time

    def format_title(self, title: str, sub_title: str) -> Content:
        if self.CSS is ASCII_CSS:  # the header's dash between title and subtitle
            return Content.assemble(title, (" - ", "dim"), sub_title) if sub_title else Content(title)
        return super().format_title(title, sub_title)

    def get_default_screen(self) -> Screen:
        if self.start_save is not None:
            return MenuLater()
        return MenuScreen()  # the menu is the base screen: no blank screen drawn first

    def on_mount(self) -> None:
        # Opening a save builds the game, its cards and the screen: many objects, few of them garbage.
        # The collector's passes over them (30 ms and more on a long game) are put off until the
        # first frame is on screen; the game screen then sets what was built aside (GameScreen.on_mount).
        gc.disable()
        self.call_after_refresh(gc.enable)
        self.theme_changed_signal.subscribe(self, self.keep_theme)
        if self.start_save is not None and self.start_session is not None:
            self.open_session(self.start_session, self.start_save)
        elif self.start_save is not None:
            self.open_save(self.start_save)
        if isinstance(self.screen, MenuLater):  # the save could not be opened: the menu, and why
            self.push_screen(MenuScreen())

    def on_unmount(self) -> None:
        gc.enable()  # should the app end before its first frame

    def open_save(self, path: Path) -> None:
        from ..core.saves import SaveError, load_save

        try:
            session = load_save(path)
        except SaveError as exc:
            from ..core.salvage import salvageable

            if salvageable(exc):
                self.offer_salvage(path, exc)
            else:
                self.notify(str(exc), title="Cannot open this save", severity="error", timeout=10)
            return
        self.open_session(session, path)

    def offer_salvage(self, path: Path, exc: Exception) -> None:
        """A save an update broke: offer a copy with the commands today's game still accepts."""
        from ..core.saves import SaveError
        from .screens.confirm import ConfirmScreen

        def answered(yes: bool | None) -> None:
            if not yes:
                return
            from ..core.salvage import salvage_copy

            try:
                copy = salvage_copy(path)
            except SaveError as err:
                self.notify(str(err), title="Cannot salvage this save", severity="error", timeout=10)
                return
            self.notify(f"Salvaged: {copy.summary()}.", title="A copy was made", timeout=10)
            self.open_save(copy.path)

        field = getattr(exc, "field", "")
        problem = ("the game's cards have changed since it was made" if field == "ruleset_hash" else
                   "the game's rules have changed since it was made, or the file was edited" if field == "digest"
                   else getattr(exc, "problem", str(exc)))
        self.push_screen(ConfirmScreen(
            f"'{path.stem}' no longer replays as it was saved: {problem}.\n\n"
            "Open a salvaged copy? It keeps the commands this version still accepts, played under "
            "today's rules, so dice and cards may fall differently. The save itself is left as it is."),
            answered)

    def open_session(self, session: Session, path: Path) -> None:
        from .screens.game import GameScreen

        if self.lock_save(path):
            self.push_screen(GameScreen(session, path, bot_delay=self.bot_delay))

    def lock_save(self, path: Path) -> bool:
        """Take the save's lock for as long as its game screen is open (the screen lets it go).

        Held for the whole time, not per write: the screen keeps the game in memory and writes
        it whole after each command, so a `hjourney do` slipped in between two of its writes
        would be overwritten by the next one and lost without a word.  Held, the command is
        refused instead, saying the save is open elsewhere.
        """
        from ..core.saves import SaveError, take

        try:
            take(path, wait=0)
        except SaveError as exc:
            self.notify(str(exc), title="Cannot open this save", severity="error", timeout=10)
            return False
        return True

    def action_command_palette(self) -> None:
        if self.CSS is not ASCII_CSS:
            super().action_command_palette()
            return
        from textual.command import CommandPalette

        if self.use_command_palette and not CommandPalette.is_open(self):  # its placeholder ends in ASCII
            self.push_screen(CommandPalette(placeholder="Search for commands...", id="--command-palette"))

    def keep_theme(self, theme: object) -> None:
        if not save_setting("theme", self.theme):
            self.notify("The theme could not be kept for next time (the settings folder cannot be written).",
                        severity="warning")

    def get_system_commands(self, screen: Screen) -> Iterable[SystemCommand]:
        for command in super().get_system_commands(screen):
            if command.title == "Screenshot":  # ours: to a folder that exists, and says where
                command = SystemCommand("Screenshot", "Save an SVG picture of the screen (F12)",
                                        self.action_save_screenshot)
            yield command

    def action_save_screenshot(self) -> None:
        """Save the screen as SVG in the saves folder's screenshots/ (else a temporary folder)."""
        import tempfile

        from textual.app import generate_datetime_filename

        name = generate_datetime_filename(self.title, ".svg")
        for folder in (self.saves_dir / "screenshots", Path(tempfile.gettempdir()) / "hjourney-screenshots"):
            try:
                folder.mkdir(parents=True, exist_ok=True)
                path = Path(self.save_screenshot(name, str(folder)))
            except OSError:
                continue
            self.notify(f"Saved to {path}", title="Screenshot")
            return
        self.notify("No folder could be written.", title="Screenshot not saved", severity="error")

    def action_help(self) -> None:
        """`?` on any screen: the screen's own key list, or one built from its bindings and the focused widget's."""
        from .screens.help import HelpScreen, key_lines

        screen = self.screen
        if isinstance(screen, HelpScreen):
            return
        own = getattr(screen, "action_help", None)
        if own is not None:
            own()
            return
        bindings = [*screen.BINDINGS, *(type(self.focused).BINDINGS if self.focused is not None else [])]
        seen: set[str] = set()
        bindings = [b for b in bindings if isinstance(b, Binding) and not (b.key in seen or seen.add(b.key))]
        self.push_screen(HelpScreen(key_lines(bindings, [("?", "these keys"), ("Ctrl+Q", "quit")])))

    async def action_quit(self) -> None:
        autosave = getattr(self.screen, "autosave", None)
        if autosave is not None:  # a game is on screen: keep every command
            autosave()
        self.exit()


def run(save: Path | None = None, saves_dir: Path | None = None, session: Session | None = None) -> None:
    if use_ascii():  # the documented way to restyle every scrollbar (process-wide, so only for a real run)
        ScrollBar.renderer = AsciiScrollBarRender
    HJourneyApp(saves_dir=saves_dir, save=save, session=session).run()

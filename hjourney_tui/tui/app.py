"""The hjourney Textual app."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from textual.app import App
from textual.binding import Binding
from textual.content import Content
from textual.scrollbar import ScrollBar, ScrollBarRender

from ..core.saves import saves_dir as default_saves_dir
from .glyphs import use_ascii
from .palette import LegalCommands
from .screens.menu import MenuScreen

if TYPE_CHECKING:
    from ..core.session import Session


# With HJOURNEY_ASCII (or a terminal that is not UTF-8) the shell's frames are drawn in ASCII too.
ASCII_CSS = """
GameScreen #board, GameScreen #log, CampaignsScreen #list { border: ascii $primary; }
GameScreen #dice, GameScreen #commands, CampaignsScreen #log { border: ascii $secondary; }
MenuScreen #menu-box, HelpScreen VerticalScroll, HandoffScreen Static { border: ascii $accent; }
ConfirmScreen #box { border: ascii $warning; }
Input, SelectCurrent, OptionList { border: ascii $border-blurred; }
Input:focus, Select:focus > SelectCurrent, OptionList:focus { border: ascii $border; }
FooterKey.-command-palette { border-left: ascii $foreground 20%; }
HeaderIcon { visibility: hidden; }
Button { border: none; }
"""


class AsciiScrollBarRender(ScrollBarRender):
    """Scrollbar thumbs drawn in whole cells, without the block glyphs that smooth their ends."""

    VERTICAL_BARS: ClassVar[list[str]] = [" "] * 8
    HORIZONTAL_BARS: ClassVar[list[str]] = [" "] * 8


class HJourneyApp(App[None]):
    TITLE = "hjourney"
    COMMANDS = App.COMMANDS | {LegalCommands}
    BINDINGS = [Binding("ctrl+q", "quit", "Quit", priority=True, show=False),
                Binding("question_mark", "help", "Keys", show=False)]

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

    def format_title(self, title: str, sub_title: str) -> Content:
        if self.CSS is ASCII_CSS:  # the header's dash between title and subtitle
            return Content.assemble(title, (" - ", "dim"), sub_title) if sub_title else Content(title)
        return super().format_title(title, sub_title)

    def get_default_screen(self) -> MenuScreen:
        return MenuScreen()  # the menu is the base screen: no blank screen drawn first

    def on_mount(self) -> None:
        if self.start_save is not None and self.start_session is not None:
            self.open_session(self.start_session, self.start_save)
        elif self.start_save is not None:
            self.open_save(self.start_save)

    def open_save(self, path: Path) -> None:
        from ..core.saves import SaveError, load_save

        try:
            session = load_save(path)
        except SaveError as exc:
            self.notify(str(exc), title="Cannot open this save", severity="error", timeout=10)
            return
        self.open_session(session, path)

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

"""The game screen: panes render the acting seat's view; the bar sends commands."""

from __future__ import annotations

import gc
from pathlib import Path
from typing import Any

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal
from textual.screen import Screen
from textual.suggester import Suggester
from textual.timer import Timer
from textual.widgets import Footer, Input, Static

from ...core.bots import Bot, make_bot
from ...core.campaign import record_status
from ...core.game import Refused
from ...core.saves import created_of, write_save
from ...core.session import Session
from ..commands_pane import CommandsPane
from ..dice_pane import DicePane
from ..glyphs import fit_label
from ..keys import POOL, KeyChart
from ..log_pane import LogPane
from ..panes import SendCommand, ViewSeat
from ..redraw import QuietHeader, QuietScreen, QuietStatic, QuietVertical, QuietVerticalScroll, set_edges
from ..state_pane import StatePane

IDLE_COLLECT = 1.5  # seconds without a command before a full garbage collection
GC_THRESHOLD = gc.get_threshold()  # the collector's settings outside a game screen


class LegalSuggester(Suggester):
    """Completes what is typed from the commands legal right now."""

    def __init__(self, screen: GameScreen) -> None:
        super().__init__(use_cache=False, case_sensitive=False)
        self.game_screen = screen

    async def get_suggestion(self, value: str) -> str | None:
        v = value.lower()
        if not v:
            return None
        for text in self.game_screen.legal_texts():
            if text.startswith(v):
                return text
        return None


class GameScreen(QuietScreen):
    DEFAULT_CSS = """
    GameScreen #body { height: 1fr; }
    GameScreen #board { width: 3fr; border: round $primary; overflow-y: scroll; scrollbar-size-vertical: 1; }
    GameScreen #side { width: 2fr; min-width: 30; }
    GameScreen #dice { border: round $secondary; height: auto; max-height: 6; }
    GameScreen #commands { border: round $secondary; }
    GameScreen #log { height: 6; border: round $primary; }  /* Ctrl+R opens the whole log */
    GameScreen #prompt { height: 1; padding: 0 1; }
    GameScreen #prompt.refused { background: $error 30%; }
    GameScreen #prompt.-wrap { height: auto; max-height: 2; }
    GameScreen .-behind { display: none; }
    """
    BINDINGS = [
        Binding("question_mark,f1", "help", "Keys", key_display="?"),
        Binding("ctrl+z", "undo", "Undo"),
        Binding("ctrl+r", "whole_log", "Log"),
        Binding("escape", "leave", "Menu"),
        Binding("n", "next_quest", "Next quest"),
        Binding("ctrl+s", "save", "Save", show=False),
        Binding("ctrl+l", "focus_bar", "Type a command", show=False),
        Binding("ctrl+o", "focus_list", "Command list", show=False),
        Binding("ctrl+g", "focus_board", "Go to the board", show=False),
        Binding("f2", "toggle_outline", "Board: game panes or outline", show=False),
        Binding("f3", "toggle_animation", "Dice animation on/off", show=False),
    ]

    def __init__(self, session: Session, path: Path, *, bot_delay: float = 0.4) -> None:
        super().__init__()
        self.session = session
        self.path = path
        self.bot_delay = bot_delay
        self._created: str | None | bool = False  # read from the file at the first save, not before the first frame
        self.viewer: str | None = None  # the seat whose view is on screen
        self.next_quest_offered = False  # whether the footer shows the next-quest key
        self.at_keyboard: str | None = None  # the player who last had the screen
        self.alone_seen: str | None = None  # the seat deciding alone when the screen last moved
        self.bots: dict[str, Bot] = {
            s.name: make_bot(session.info.id, s.bot, session.setup.seed + i)
            for i, s in enumerate(session.setup.seats) if s.bot}
        self.view: dict[str, Any] = {}
        self.chart = KeyChart()  # which key gives which command
        self.extra_panes: list[Any] = []
        factory = session.info.tui_factory()
        if factory is not None:
            self.extra_panes = list(factory(session))
        # a game may bring its own dice tray (a DicePane with id "dice"): it takes the generic tray's place
        self.tray: DicePane = next((p for p in self.extra_panes if isinstance(p, DicePane)), None) \
            or DicePane(id="dice")
        self.extra_panes = [p for p in self.extra_panes if p is not self.tray]

    # -- layout ------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        yield QuietHeader()
        with Horizontal(id="body"):
            with QuietVerticalScroll(id="board"):
                if self.extra_panes:
                    yield from self.extra_panes  # the generic outline waits behind F2
                else:
                    yield StatePane(id="state")
            with QuietVertical(id="side"):
                yield self.tray
                yield CommandsPane(id="commands")
        yield LogPane(id="log", wrap=True)
        yield QuietStatic("", id="prompt")
        yield Input(placeholder="type a command (Right arrow completes, ? for keys)", id="bar",
                    suggester=LegalSuggester(self))
        yield Footer()

    def on_mount(self) -> None:
        self.title = self.session.info.title
        self.sub_title = self.path.stem
        self.query_one("#board").border_title = "Board"
        self.query_one("#dice").border_title = "Dice"
        self.query_one("#commands").border_title = "Commands"
        self.query_one("#log").border_title = "Log"
        self.advance()
        self.action_focus_board()  # a game's own board takes the keys first (the map's cursor)
        # The garbage collector's full passes took 60 to 90 ms and landed in the middle of a
        # command's frame. The loaded game, its cards and the widgets live as long as the screen:
        # they are set aside from those passes, which now run only when the player pauses.
        self.call_after_refresh(gc.freeze)
        gc.set_threshold(GC_THRESHOLD[0], GC_THRESHOLD[1], GC_THRESHOLD[2] * 10)  # a tenth as often, as a safety net
        self.gc_timer: Timer | None = None

    # -- whose turn ----------------------------------------------------------------
    def acting_seat(self) -> str | None:
        d = self.session.game.decision()
        if not d.seats:
            return None
        humans = [s for s in d.seats if s not in self.bots]
        # any of several seats may answer (co-op): the one whose player is at the keyboard goes first
        here = [s for s in humans if self.session.seat(s).controller == self.at_keyboard]
        if self.viewer in here:  # the seat the player switched to stays on view
            return self.viewer
        return (here or humans or list(d.seats))[0]

    def switchable_seats(self) -> list[str]:
        """The seats the player at the keyboard may answer for now, if the view may move between them."""
        d = self.session.game.decision()
        if self.needs_handoff():
            return []
        return [s for s in d.seats if s not in self.bots and self.session.seat(s).controller == self.at_keyboard]

    def needs_handoff(self) -> bool:
        """Whether changing players must hide the table: only when a seat sees what others may
        not (hidden hands, or a secret choice under way)."""
        return self.session.game.hides_commands() or self.session.game.decision().mode == "secret"

    def human_players(self) -> set[str]:
        return {s.controller for s in self.session.setup.seats if not s.is_bot}

    def advance(self) -> None:
        """Show the right view, handing off or letting a bot move as needed."""
        seat = self.acting_seat()
        if seat is None or self.session.outcome() is not None:
            self.viewer = self.viewer or None
            self.refresh_view()
            return
        if seat in self.bots:
            self.refresh_view()
            self.set_prompt(f"{seat} (bot) is thinking...")
            self.set_timer(self.bot_delay, self.bot_move) if self.bot_delay else self.call_later(self.bot_move)
            return
        player = self.session.seat(seat).controller
        self.viewer = seat
        alone = self.session.game.deciding_alone()
        # a seat that must decide alone gets the screen to itself, even from its own player's hands:
        # the others at the table must look away too
        fresh_alone = alone is not None and alone == seat and alone != self.alone_seen
        self.alone_seen = alone
        shared = len(self.human_players()) > 1
        if shared and (fresh_alone or (player != self.at_keyboard and self.needs_handoff())):
            self.at_keyboard = player
            from .handoff import HandoffScreen  # (screens shown on demand are imported then)

            self.app.push_screen(HandoffScreen(player, alone if fresh_alone else None), lambda _: self.refresh_view())
            return
        self.at_keyboard = player
        self.refresh_view()

    def bot_move(self) -> None:
        seat = self.acting_seat()
        if seat is None or seat not in self.bots or self.session.outcome() is not None:
            return
        legal = self.session.game.legal_commands(seat)
        text = self.bots[seat].choose(self.session.game.view(seat), legal)
        self.give(text, seat)

    # -- commands -------------------------------------------------------------------
    def legal_texts(self) -> list[str]:
        return [c["command"] for c in self.view.get("legal", []) if c["enabled"]]

    def give(self, text: str, seat: str | None = None) -> bool:
        seat = seat or self.viewer
        try:
            self.session.apply(seat, text)
        except Refused as exc:
            self.set_prompt(f"Refused: {exc.reason}", refused=True)
            return False
        with self.app.batch_update():  # one frame for the whole change
            self.advance()
        # the save is written once the new frame is on screen: it costs as much as drawing it
        self.call_after_refresh(self.autosave)
        if self.gc_timer is not None:
            self.gc_timer.stop()
        self.gc_timer = self.set_timer(IDLE_COLLECT, self.collect_garbage)
        return True

    def collect_garbage(self) -> None:
        """A full garbage collection while the player thinks (never during a command's frame)."""
        self.gc_timer = None
        gc.collect()

    def on_unmount(self) -> None:
        from ...core import locks

        locks.release(self.path)  # taken by the app when it opened this screen (HJourneyApp.lock_save)
        if any(isinstance(s, GameScreen) and s is not self for s in self.app.screen_stack):
            return  # the next quest's screen took this one's place and keeps the settings
        gc.set_threshold(*GC_THRESHOLD)
        gc.unfreeze()

    @on(Input.Submitted, "#bar")
    def bar_submitted(self, event: Input.Submitted) -> None:
        text = event.value.strip()
        if not text:
            return
        if text in ("help", "?"):
            self.action_help()
            return
        self.chart.cleared()
        if self.give(text):
            event.input.value = ""
            self.action_focus_board()  # the command keys work again at once

    def palette_command(self, text: str) -> None:
        self.chart.cleared()
        self.give(text)

    @on(ViewSeat)
    def view_seat(self, event: ViewSeat) -> None:
        seats = self.switchable_seats()
        if len(seats) < 2:
            self.set_prompt("No other hero may act now.", refused=True)
            return
        at = seats.index(self.viewer) if self.viewer in seats else 0
        self.viewer = seats[(at + event.step) % len(seats)]
        self.refresh_view()

    @on(SendCommand)
    def pane_command(self, event: SendCommand) -> None:
        self.chart.cleared()
        self.offer(event.text) if event.asked else self.give(event.text)

    def on_key(self, event: Any) -> None:
        # Each listed command's key gives it, unless the player is typing (a digit typed first
        # into the empty bar is a key too: no command begins with one).
        key = event.character if event.character and event.character in POOL else None
        if key is None:
            return
        focused = self.focused
        if isinstance(focused, Input) and (focused.value or not key.isdigit()):
            return
        event.stop()
        event.prevent_default()
        text = self.chart.command_for(key)
        if text is None:
            question = self.view.get("decision", {}).get("prompt", "")
            self.set_prompt(f"Nothing is on the key {key} now (see the command list). {question}", refused=True)
            return
        self.chart.given(key, text)
        self.offer(text)

    def offer(self, text: str) -> None:
        """Give a command the player picked; one that gives up the rest of a turn while other
        commands are still on offer is asked about first."""
        others = self.gives_up(text)
        warning = self.warning(text)
        if not others and not warning:
            self.give(text)
            return
        seat = self.viewer

        def answered(yes: bool | None) -> None:
            if yes and self.viewer == seat and text in self.legal_texts():
                self.give(text)

        said = f"'{text}' {warning}." if warning else \
            f"'{text}' gives up the rest of {seat}'s turn, and these are still on offer: {', '.join(others)}."
        from .confirm import ConfirmScreen

        self.app.push_screen(ConfirmScreen(f"{said}\n\nGive '{text}' now?"), answered)

    def warning(self, text: str) -> str:
        """What a command the game marks as one to confirm cannot take back ('' for most)."""
        try:
            spec = self.session.game.commands.specs.get(self.session.game.parse(text).name)
        except Exception:  # not a well-formed command: the engine will say so
            return ""
        return spec.confirm if spec is not None else ""

    def gives_up(self, text: str) -> list[str]:
        """The other commands still on offer, if `text` ends the seat's turn; else []."""
        try:
            name = self.session.game.parse(text).name
        except Exception:  # not a well-formed command: the engine will say so
            return []
        spec = self.session.game.commands.specs.get(name)
        if spec is None or not spec.ends_turn:
            return []
        others = [t.split()[0] for t in self.legal_texts() if t.split()[0] != name]
        return list(dict.fromkeys(others))

    # -- drawing --------------------------------------------------------------------
    def set_prompt(self, text: str, *, refused: bool = False, wrap: bool = False) -> None:
        """The line above the input; `wrap` lets a long one take a second line (a quest's end)."""
        prompt = self.query_one("#prompt", Static)
        prompt.update(text)
        prompt.set_class(refused, "refused")
        prompt.set_class(wrap, "-wrap")

    def refresh_view(self) -> None:
        s = self.session
        self.view = s.view(self.viewer)
        keys = self.chart.assign(self.legal_texts())  # before the panes draw: a pane may show a choice's key
        outline = [w for w in self.query_one("#board").children if isinstance(w, StatePane)]  # not a query of every widget
        for pane in [*self.extra_panes, *outline]:
            if hasattr(pane, "update_view"):
                pane.update_view(self.view)
        self.frame_board()
        outcome = s.outcome()
        report = s.game.quest_report() if outcome is not None and s.campaign is not None else None
        settled = None
        if report is not None:
            settled = record_status(s.info, report.record)
        log = ["The campaign log now (Ctrl+O, then the arrows, scroll it):", *settled.lines] if settled else None
        elsewhere: dict[str, str] = {}  # verbs a pane on the board lists better than the flat list
        for pane in self.extra_panes:
            if not pane.has_class("-behind") and (f := getattr(pane, "commands_elsewhere", None)):
                elsewhere.update(f(self.view))
        self.query_one("#commands", CommandsPane).update_view(self.view, keys, log, elsewhere)
        events = [v for e in s.game.events[-40:] if (v := e.for_seat(self.viewer)) is not None]
        self.tray.show_events(events, total=len(s.game.events))
        self.query_one("#log", LogPane).show_game(s.game, self.viewer)
        offered = settled is not None and settled.next_quest is not None
        if offered != self.next_quest_offered:  # the footer lays itself out anew: only when the key comes or goes
            self.next_quest_offered = offered
            self.refresh_bindings()  # the next-quest key appears once a campaign quest is over
        if outcome is not None and settled is not None:
            nxt = settled.next_quest
            again = s.campaign is not None and nxt == record_status(s.info, s.campaign["record"]).next_quest
            named = f" ({nxt}{' again' if again else ''})" if nxt and (nxt not in outcome.summary or again) else ""
            self.set_prompt((f"N begins the next quest{named}. " if nxt else "The campaign is over. ")
                            + f"Quest over, kept in the campaign log: {outcome.summary}", wrap=True)
        elif outcome is not None:
            self.set_prompt(f"Game over: {outcome.summary}. Esc returns to the menu.")
        else:
            d = self.view["decision"]
            hint = next((h for p in self.extra_panes if (f := getattr(p, "prompt_hint", None)) and (h := f(self.view))),
                        None)  # a pane may name the key that brings what the question is about
            self.set_prompt(f"{d['prompt']} {hint}" if hint else d["prompt"])
        sub = f"{self.path.stem} - viewing {self.viewer or 'the table'}"
        if self.sub_title != sub:  # set quietly: the usual way repaints the whole screen
            self.set_reactive(Screen.sub_title, sub)
            self.query_one(QuietHeader).show_title()

    def on_resize(self, event: Any) -> None:
        self.call_after_refresh(self.frame_board)  # a title cut to the old width is cut anew

    def frame_board(self) -> None:
        """A pane may put a headline on the board's top edge and a summary on its bottom edge."""
        board = self.query_one("#board")
        shown = [p for p in self.extra_panes if not p.has_class("-behind")]
        title = next((t for p in shown if (f := getattr(p, "board_title", None)) and (t := f(self.view))), None)
        sub = next((t for p in shown if (f := getattr(p, "board_subtitle", None)) and (t := f(self.view))), None)
        if not board.size.width:  # not laid out yet: fit the title once it is
            self.call_after_refresh(self.frame_board)
        set_edges(board, fit_label(title or "Board", board.size.width), fit_label(sub or "", board.size.width))

    # -- actions --------------------------------------------------------------------
    def action_toggle_outline(self) -> None:
        """Switch the board between the game's own panes and the generic outline of the view."""
        if not self.extra_panes:
            return
        outline = self.query(StatePane)
        if not outline:
            pane = StatePane(id="state", classes="-behind")
            self.query_one("#board").mount(pane)
            pane.update_view(self.view)
            outline = self.query(StatePane)
        for pane in [*self.extra_panes, *outline]:
            pane.toggle_class("-behind")
        self.frame_board()

    def autosave(self) -> None:
        if self._created is False:
            self._created = created_of(self.path)
        write_save(self.session, self.path, created=self._created or None)
        if self.session.campaign is not None and self.session.outcome() is not None:
            from ...core.campaign import record_quest

            record_quest(self.session, self.path)  # the prompt says so: a notice would cover it

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "next_quest":  # offered only once a campaign quest is over, and not after the last one
            s = self.session
            report = s.game.quest_report() if s.campaign is not None and s.outcome() is not None else None
            return report is not None and record_status(s.info, report.record).next_quest is not None
        return True

    def action_next_quest(self) -> None:
        """After a campaign quest: begin the next one in place of this screen."""
        from ...core.campaign import campaign_path, load_campaign, start_quest
        from ...core.saves import SaveError, load_save

        if self.session.campaign is None or self.session.outcome() is None:
            return
        self.autosave()
        saves = self.path.parent
        try:
            camp = load_campaign(campaign_path(self.session.campaign["name"], saves))
            path = start_quest(self.session.info, camp, saves)
            session = load_save(path)
        except SaveError as exc:
            self.set_prompt(str(exc), refused=True)
            return
        if self.app.lock_save(path):  # type: ignore[attr-defined]
            self.app.switch_screen(GameScreen(session, path, bot_delay=self.bot_delay))

    def action_save(self) -> None:
        self.autosave()
        self.notify(f"Saved to {self.path}")

    def action_undo(self) -> None:
        try:
            removed = self.session.undo(self.viewer if self.session.setup.mode == "competitive" else None)
        except Refused as exc:
            self.set_prompt(f"Cannot undo: {exc.reason}", refused=True)
            return
        self.autosave()
        self.advance()
        self.notify("Took back: " + ", ".join(e.command for e in removed))

    def action_help(self) -> None:
        from .help import HelpScreen, key_lines

        panes = [k for p in self.extra_panes if (f := getattr(p, "help_keys", None)) for k in f()]
        shown = [b for b in self.BINDINGS if isinstance(b, Binding) and self.check_action(b.action, ()) is not False]
        self.app.push_screen(HelpScreen(key_lines(shown, [
            ("1-9, a-z", "give the command listed with that key"),
            ("", "(never h j k l m n q: the map and screen use them)"),
            ("", "A command keeps its key while it stays on offer."),
            ("", "The key you just pressed is never handed to a"),
            ("", "different command: pressed twice, it gives nothing"),
            ("", "more unless the same command is still on offer."),
            ("", "Camp (gives up the rest of a turn) asks first while"),
            ("", "other commands remain."),
            ("Up/Down Enter", "command list: give the highlighted command"),
            ("Right", "command bar: accept the suggested completion"),
            ("Ctrl+P", "palette: every command on offer, Theme, ..."),
            ("F12", "save a screenshot (the folder is shown)"),
            ("Ctrl+Q", "quit (the game is saved)"), *panes])))

    def action_whole_log(self) -> None:
        from .log import LogScreen

        self.app.push_screen(LogScreen(self.session.log_lines(self.viewer), self.viewer))

    def action_focus_board(self) -> None:
        """Focus the first pane of the game's own board that takes keys, if any does."""
        pane = next((p for p in self.extra_panes if p.focusable and not p.has_class("-behind")), None)
        if pane is not None:
            pane.focus()

    def action_toggle_animation(self) -> None:
        on = not getattr(self.app, "animate_dice", False)
        self.app.animate_dice = on  # type: ignore[attr-defined]
        self.notify("Dice roll animation " + ("on" if on else "off"))

    def action_focus_bar(self) -> None:
        self.query_one("#bar", Input).focus()

    def action_focus_list(self) -> None:
        self.query_one("#commands", CommandsPane).focus()

    def action_leave(self) -> None:
        self.autosave()
        self.app.pop_screen()

"""New-game wizard: game, mode, seats (names, human or bot), seed and options."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Footer, Header, Input, Label, Select, Static

from ...core.bots import bot_kinds
from ...core.game import Seat
from ...core.options import OptionError, OptionSpec
from ...core.saves import save_path, unique_name, write_save
from ...core.session import Session
from ...registry import GameInfo, games


def parse_seats(text: str, game: str) -> list[Seat]:
    """'Ana, Ben:bot, Cy:random' -> seats; 'bot' means the game's best bot."""
    kinds = bot_kinds(game)
    seats = []
    for part in filter(None, (p.strip() for p in text.split(","))):
        name, _, bot = part.partition(":")
        name, bot = name.strip(), bot.strip().lower()
        if bot == "bot":
            bot = kinds[-1]
        if bot and bot not in kinds:
            raise ValueError(f"no '{bot}' bot for this game (bots: {', '.join(kinds)})")
        seats.append(Seat(name, bot or None))
    if not seats:
        raise ValueError("name at least one seat")
    return seats


def option_help(o: OptionSpec) -> str:
    """One option's line under the form: its default and, for a fixed set, every value it takes."""
    if isinstance(o.default, dict):  # read from a file by the command line, not typed here
        return f"{o.key}: {o.help}"
    values = f"; one of {', '.join(o.choices)}" if len(o.choices) > 1 else ""
    default = "blank" if o.default == "" else o.default  # "(default )" reads as a slip
    return f"{o.key} (default {default}{values}): {o.help}"


def seats_note(lo: int, hi: int, mode: str) -> str:
    """How many seats this mode takes, and how to name them."""
    count = f"{lo} seat" + ("s" if lo > 1 else "") if lo == hi else f"{lo} to {hi} seats"
    solo = "; one player runs them all" if mode == "solo" and hi > 1 else ""
    return f"{count} in {mode}{solo}. Names separated by commas; Name:bot for a bot (Ana, Ben:bot)."


class NewGameScreen(Screen[None]):
    # One line per field, and the error with the buttons fixed under the form: at 80x24 the
    # Start button and any reason it refuses stay on screen.
    DEFAULT_CSS = """
    NewGameScreen #form { padding: 0 1; height: 1fr; }
    NewGameScreen .row { height: auto; margin-top: 1; }
    NewGameScreen .row Label { width: 10; padding-right: 1; text-style: bold; }
    NewGameScreen .row Input, NewGameScreen .row Select { width: 1fr; }
    NewGameScreen .note { color: $text-muted; padding-left: 10; }
    NewGameScreen #foot { height: auto; padding: 0 1; border-top: solid $primary; }
    NewGameScreen #error { color: $error; height: auto; }
    NewGameScreen #buttons { height: auto; }
    NewGameScreen #buttons Button { margin-right: 2; }
    """
    BINDINGS = [Binding("escape", "app.pop_screen", "Back"), Binding("ctrl+n", "start", "Start")]

    def compose(self) -> ComposeResult:
        self.infos: dict[str, GameInfo] = games()
        yield Header()
        with VerticalScroll(id="form"):
            with Horizontal(classes="row"):
                yield Label("Game")
                yield Select([(i.title, i.id) for i in self.infos.values()], id="game", allow_blank=False,
                             compact=True)
            yield Static("", id="blurb", classes="note")
            with Horizontal(classes="row"):
                yield Label("Mode")
                first = next(iter(self.infos.values()))
                yield Select([(m, m) for m in first.modes], id="mode", allow_blank=False, compact=True)
            with Horizontal(classes="row"):
                yield Label("Seats")
                yield Input("Player 1", id="seats", compact=True)
            yield Static("", id="seats-help", classes="note")
            with Horizontal(classes="row"):
                yield Label("Seed")
                yield Input("", id="seed", type="integer", placeholder="blank for a random one", compact=True)
            with Horizontal(classes="row", id="campaign-row"):
                yield Label("Campaign")
                yield Input("", id="campaign", placeholder="a name, or blank for a single game", compact=True)
            with Horizontal(classes="row"):
                yield Label("Options")
                yield Input("", id="options", placeholder="key=value ..., blank for the defaults", compact=True)
            yield Static("", id="option-help", classes="note")
        with Vertical(id="foot"):
            yield Static("", id="error")
            with Horizontal(id="buttons"):
                yield Button("Start (Ctrl+N)", id="start", variant="primary", compact=True)
                yield Button("Back (Esc)", id="back", compact=True)
        yield Footer()

    def on_mount(self) -> None:
        self.title = "New game"
        game = self.query_one("#game", Select)
        self.show_game(game.value)
        game.focus()  # else the form itself has the keys, and Enter or arrows pick no game

    @on(Select.Changed, "#game")
    def game_changed(self, event: Select.Changed) -> None:
        self.show_game(event.value)

    def show_game(self, game_id: object) -> None:
        info = self.infos.get(str(game_id))
        if info is None:
            return
        self.query_one("#blurb", Static).update(info.blurb)
        mode = self.query_one("#mode", Select)
        mode.set_options([(m, m) for m in info.modes])
        mode.value = info.modes[0]
        self.fill_seats(info, info.modes[0])
        self.query_one("#campaign-row").display = info.campaign
        self.show_options(info)

    def show_options(self, info: GameInfo) -> None:
        """Each option's help; for a campaign, only the options a campaign takes."""
        campaign = info.campaign and bool(self.query_one("#campaign", Input).value.strip())
        helps = [option_help(o) for o in info.options if not (campaign and o.single_game)]
        single = [o.key for o in info.options if campaign and o.single_game]
        if single:
            helps.append(f"({', '.join(single)}: single games only; the campaign picks its own)")
        self.query_one("#option-help", Static).update("\n".join(helps) or "this game has no options")

    @on(Input.Changed, "#campaign")
    def campaign_changed(self) -> None:
        info = self.infos.get(str(self.query_one("#game", Select).value))
        if info is not None:
            self.show_options(info)

    @on(Select.Changed, "#mode")
    def mode_changed(self, event: Select.Changed) -> None:
        info = self.infos.get(str(self.query_one("#game", Select).value))
        if info is not None and isinstance(event.value, str):
            self.fill_seats(info, event.value)

    def fill_seats(self, info: GameInfo, mode: str) -> None:
        """Suggest as many seats as the mode needs at least, keeping names already typed."""
        lo, hi = info.seats_for(mode)
        self.query_one("#seats-help", Static).update(seats_note(lo, hi, mode))
        field = self.query_one("#seats", Input)
        names = [p.strip() for p in field.value.split(",") if p.strip()]
        names += [f"Player {i}" for i in range(len(names) + 1, lo + 1)]
        field.value = ", ".join(names[:max(lo, 1)] if mode == "solo" else names)

    @on(Button.Pressed, "#back")
    def back(self) -> None:
        self.app.pop_screen()

    def refuse(self, reason: str, field: str | None = None) -> None:
        """Say why the game cannot start, under the form, and go to the field at fault."""
        self.query_one("#error", Static).update(f"Cannot start: {reason}")
        if field is not None:
            self.query_one(f"#{field}").focus()

    @on(Button.Pressed, "#start")
    def action_start(self) -> None:
        info = self.infos[str(self.query_one("#game", Select).value)]
        mode = self.query_one("#mode", Select).value
        try:
            seats = parse_seats(self.query_one("#seats", Input).value, info.id)
            seed_text = self.query_one("#seed", Input).value.strip()
            options = dict(p.split("=", 1) for p in self.query_one("#options", Input).value.split() if "=" in p)
            session = Session.new(info, seats, str(mode), int(seed_text) if seed_text else None, options)
        except OptionError as exc:
            self.refuse(str(exc), "options")
            return
        except ValueError as exc:
            text = str(exc)
            self.refuse(text, "seed" if "invalid literal" in text else "seats")
            return
        folder = self.app.saves_dir  # type: ignore[attr-defined]
        campaign = self.query_one("#campaign", Input).value.strip() if info.campaign else ""
        if campaign:  # the campaign file first, then its first quest with the same seats and seed
            from ...core.campaign import new_campaign, start_quest
            from ...core.saves import SaveError, load_save

            try:
                camp = new_campaign(info, campaign, seats, str(mode), folder, options)
                path = start_quest(info, camp, folder, session.setup.seed)
                session = load_save(path)
            except SaveError as exc:
                self.refuse(exc.problem, "campaign")
                return
            except ValueError as exc:  # an option the game's campaign refuses
                self.refuse(str(exc), "options")
                return
        else:
            path = save_path(unique_name(folder, f"{info.id}-{session.setup.seed % 100000}"), folder)
            write_save(session, path)
        self.app.pop_screen()
        self.app.open_session(session, path)  # type: ignore[attr-defined]

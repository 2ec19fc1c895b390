"""New-game wizard: game, mode, seats (names, human or bot), seed and options."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Footer, Header, Input, Label, Select, Static

from ...core.bots import bot_kinds
from ...core.game import Seat
from ...core.options import OptionError
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


class NewGameScreen(Screen[None]):
    DEFAULT_CSS = """
    NewGameScreen VerticalScroll { padding: 1 2; }
    NewGameScreen Label { margin-top: 1; }
    NewGameScreen #error { color: $error; margin-top: 1; }
    NewGameScreen Horizontal { height: auto; margin-top: 1; }
    """
    BINDINGS = [Binding("escape", "app.pop_screen", "Back"), Binding("ctrl+n", "start", "Start")]

    def compose(self) -> ComposeResult:
        self.infos: dict[str, GameInfo] = games()
        yield Header()
        with VerticalScroll():
            yield Label("Game")
            yield Select([(i.title, i.id) for i in self.infos.values()], id="game", allow_blank=False)
            yield Static("", id="blurb")
            yield Label("Mode")
            yield Select([], id="mode", allow_blank=True)
            yield Label("Seats: names separated by commas; add :bot for a bot (e.g. Ana, Ben:bot)")
            yield Input("Player 1", id="seats")
            yield Label("Seed (blank for a random one)")
            yield Input("", id="seed", type="integer")
            yield Label("Options: key=value separated by spaces (blank for the defaults)")
            yield Input("", id="options")
            yield Static("", id="option-help")
            yield Label("Campaign name (blank for a single game)", id="campaign-label")
            yield Input("", id="campaign", placeholder="e.g. Harrowmere")
            yield Static("", id="error")
            with Horizontal():
                yield Button("Start (Ctrl+N)", id="start", variant="primary")
                yield Button("Back (Esc)", id="back")
        yield Footer()

    def on_mount(self) -> None:
        self.title = "New game"
        self.show_game(self.query_one("#game", Select).value)

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
        self.query_one("#campaign-label", Label).display = info.campaign
        self.query_one("#campaign", Input).display = info.campaign
        helps = [f"  {o.key} (default {o.default}): {o.help}" for o in info.options]
        self.query_one("#option-help", Static).update("\n".join(helps) or "  this game has no options")

    @on(Select.Changed, "#mode")
    def mode_changed(self, event: Select.Changed) -> None:
        info = self.infos.get(str(self.query_one("#game", Select).value))
        if info is not None and isinstance(event.value, str):
            self.fill_seats(info, event.value)

    def fill_seats(self, info: GameInfo, mode: str) -> None:
        """Suggest as many seats as the mode needs at least, keeping names already typed."""
        lo, _ = info.seats_for(mode)
        field = self.query_one("#seats", Input)
        names = [p.strip() for p in field.value.split(",") if p.strip()]
        names += [f"Player {i}" for i in range(len(names) + 1, lo + 1)]
        field.value = ", ".join(names[:max(lo, 1)] if mode == "solo" else names)

    @on(Button.Pressed, "#back")
    def back(self) -> None:
        self.app.pop_screen()

    @on(Button.Pressed, "#start")
    def action_start(self) -> None:
        error = self.query_one("#error", Static)
        info = self.infos[str(self.query_one("#game", Select).value)]
        mode = self.query_one("#mode", Select).value
        try:
            seats = parse_seats(self.query_one("#seats", Input).value, info.id)
            seed_text = self.query_one("#seed", Input).value.strip()
            options = dict(p.split("=", 1) for p in self.query_one("#options", Input).value.split() if "=" in p)
            session = Session.new(info, seats, str(mode), int(seed_text) if seed_text else None, options)
        except (ValueError, OptionError) as exc:
            error.update(f"Cannot start: {exc}")
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
                error.update(f"Cannot start: {exc.problem}")
                return
        else:
            path = save_path(unique_name(folder, f"{info.id}-{session.setup.seed % 100000}"), folder)
            write_save(session, path)
        self.app.pop_screen()
        self.app.open_session(session, path)  # type: ignore[attr-defined]

"""The hjourney command line (click): a stable contract for scripts and tests.

Only `play` imports textual.  Module-level imports stay with click and the
standard library, and the core is imported inside each command, so that
`hjourney --version` starts about as fast as Python itself.

Exit status: 0 on success, 1 when autoplay meets a crash, 2 for anything the
user can fix (a refused command, a damaged save, an unknown game, a bad
option), always with one clear line on stderr and never a traceback.
"""

from __future__ import annotations

import json
import sys
import tomllib
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

import click

from . import __version__

if TYPE_CHECKING:
    from .core.game import Seat
    from .core.session import Session
    from .registry import GameInfo

CONTEXT = {"help_option_names": ["-h", "--help"]}


class UserError(Exception):
    """Something the user asked for that cannot be done; reported in one line, exit 2."""


class _Group(click.Group):
    """Turns the errors a user can fix into one line on stderr and exit status 2."""

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except Exception as exc:
            message = _user_message(exc)
            if message is None:
                raise
            click.echo(f"hjourney: {message}", err=True)
            ctx.exit(2)


def _user_message(exc: BaseException) -> str | None:
    if isinstance(exc, click.exceptions.ClickException | click.exceptions.Exit | click.exceptions.Abort):
        return None
    if isinstance(exc, UserError):
        return str(exc)
    # Imported only on the error path: the core stays out of fast commands.
    from .core.decks import DeckError
    from .core.options import OptionError
    from .core.ruleset import RulesetError
    from .core.saves import SaveError
    from .registry import UnknownGame

    if isinstance(exc, UnknownGame):
        return str(exc.args[0])
    if isinstance(exc, SaveError | RulesetError | OptionError | DeckError):
        return str(exc)
    if isinstance(exc, OSError) and exc.filename:
        return f"{exc.filename}: {exc.strerror or exc}"
    return None


def _fail(message: str) -> NoReturn:
    raise UserError(message)


# -- shared helpers ----------------------------------------------------------------

def _folder(ctx: click.Context) -> Path:
    from .core.saves import saves_dir

    return saves_dir(ctx.find_root().params.get("saves_dir"))


def _info(game: str) -> GameInfo:
    from .registry import game_info

    return game_info(game)


def _load(ctx: click.Context, ref: str, *, strict: bool = False) -> tuple[Session, Path]:
    from .core.saves import load_save, resolve

    path = resolve(ref, _folder(ctx))
    return load_save(path, strict=strict), path


def _writing(ctx: click.Context, ref: str) -> Path:
    """Resolve SAVE and hold its lock until the command ends: read, change and write as the only writer."""
    from .core.saves import hold, resolve

    path = resolve(ref, _folder(ctx))
    ctx.with_resource(hold(path))
    return path


def _store(session: Session, path: Path) -> None:
    from .core.saves import created_of, write_save

    write_save(session, path, created=created_of(path))


def _seat_name(session: Session, name: str | None) -> str | None:
    if name is None:
        return None
    try:
        return session.seat(name).name
    except KeyError as exc:
        _fail(str(exc.args[0]))


def _legal_lines(session: Session, seat: str | None = None) -> list[str]:
    legal = session.game.legal_commands(seat)
    if not legal:
        return []
    w_seat = max(len(c.seat) for c in legal)
    w_text = max(len(c.text) for c in legal)
    return [f"{c.seat:<{w_seat}}  {c.text:<{w_text}}  {c.description}".rstrip() for c in legal]


def _outcome_line(session: Session) -> str | None:
    """How the game ended; a campaign quest is one step of the campaign, not the end of the game."""
    o = session.outcome()
    if o is None:
        return None
    return o.summary if session.campaign is not None else f"game over: {o.summary}"


# -- the group ------------------------------------------------------------------------

@click.group(cls=_Group, invoke_without_command=True, context_settings=CONTEXT)
@click.version_option(__version__, "-V", "--version", prog_name="hjourney")
@click.option("--saves-dir", type=click.Path(file_okay=False, path_type=Path), envvar="HJOURNEY_SAVES",
              help="Folder holding the saves (default: ./saves, or $HJOURNEY_SAVES).")
@click.pass_context
def main(ctx: click.Context, saves_dir: Path | None) -> None:
    """Tabletop adventure games in the terminal, with every rule enforced.

    Without a command, opens the game menu (the same as `hjourney play`).
    """
    if ctx.invoked_subcommand is None:
        ctx.invoke(play)


@main.command(context_settings=CONTEXT, short_help="Open the game menu, or resume SAVE.")
@click.argument("save", required=False)
@click.pass_context
def play(ctx: click.Context, save: str | None) -> None:
    """Open the game menu, or resume SAVE (a save name or a path to one)."""
    from .core.saves import resolve
    from .registry import games as all_games

    all_games()  # a wrong HJOURNEY_EXTRA_GAMES is reported here, not as a crash inside the app
    folder = _folder(ctx)
    path = resolve(save, folder) if save else None
    session = None
    if path is not None:
        from .core.salvage import salvageable
        from .core.saves import SaveError, load_save

        try:
            session = load_save(path)  # a damaged save is refused here, in one line with exit status 2
        except SaveError as exc:
            if not salvageable(exc):
                raise
            _fail(f"{exc}. To go on under this version: hjourney check '{path.stem}' --salvage "
                  "(it writes a copy; the save stays as it is)")
    try:
        from .tui.app import run
    except ImportError as exc:
        _fail(f"the game screens cannot be loaded ({exc})")
    run(path, folder, session)


@main.command(context_settings=CONTEXT)
def games() -> None:
    """List the games with their modes and seat counts."""
    from .registry import games as all_games

    found = all_games()
    if not found:
        click.echo("no games are installed")
        return
    width = max(10, *(len(i) for i in found))  # the longest id sets the column
    for info in found.values():
        click.echo(f"{info.id:<{width}} {info.title}")
        if info.blurb:
            click.echo(f"{'':<{width}} {info.blurb}")
        for mode in info.modes:
            lo, hi = info.seats_for(mode)
            seats = f"{lo} seat" if lo == hi == 1 else f"{lo}-{hi} seats" if lo != hi else f"{lo} seats"
            click.echo(f"{'':<{width}}   {mode:<12} {seats}")


def _parse_seat(spec: str, game: str) -> Any:
    """'Ana' is a human, 'Ana:bot' the game's own bot, 'Ana:random' (any kind) that bot."""
    from .core.bots import bot_kinds
    from .core.game import Seat

    name, _, kind = spec.partition(":")
    name = name.strip()
    if not name:
        _fail(f"--seat '{spec}' needs a name, as in --seat Ana or --seat Ana:bot")
    kind = kind.strip().lower()
    if kind in ("", "human"):
        return Seat(name)
    kinds = bot_kinds(game)
    if kind == "bot":
        kind = kinds[1] if len(kinds) > 1 else kinds[0]
    if kind not in kinds:
        _fail(f"no '{kind}' bot for {game} (bots: {', '.join(kinds)})")
    return Seat(name, kind)


def _parse_options(pairs: tuple[str, ...]) -> dict[str, str]:
    out: dict[str, str] = {}
    for pair in pairs:
        key, eq, value = pair.partition("=")
        if not eq or not key.strip():
            _fail(f"--option '{pair}' should look like KEY=VALUE")
        out[key.strip()] = value.strip()
    return out


def _read_decks(info: GameInfo, specs: tuple[str, ...], seat_names: list[str],
                folder: Path) -> dict[str, Any] | None:
    """--deck SEAT=FILE options read and checked: {seat name: the deck's contents}."""
    from .core.decks import find_deck_file, read_deck_file, seat_for

    if not specs:
        return None
    if not info.deck_reader:
        _fail(f"{info.title} does not take deck files")
    out: dict[str, Any] = {}
    for spec in specs:
        seat, eq, file = spec.partition("=")
        if not eq or not seat.strip() or not file.strip():
            _fail(f"--deck '{spec}' should look like SEAT=FILE")
        name = seat_for(seat_names, seat)
        if name in out:
            _fail(f"two decks are given for {name}")
        out[name] = read_deck_file(info, find_deck_file(file.strip(), folder))
    return out


ADVENTURE_FILE = "adventure_file"  # the option a game that takes adventure files keeps one in


def _read_adventure(info: GameInfo, path: Path) -> dict[str, Any]:
    """--adventure FILE read as TOML: {"file": the path given, "data": its tables}; the game checks them."""
    if not any(o.key == ADVENTURE_FILE for o in info.options):
        _fail(f"{info.title} does not take adventure files")
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        _fail(f"{path}: there is no such file")
    except (OSError, UnicodeDecodeError) as exc:
        _fail(f"{path}: cannot be read ({getattr(exc, 'strerror', None) or exc})")
    except tomllib.TOMLDecodeError as exc:
        _fail(f"{path}: is not valid TOML ({exc})")
    return {"file": str(path), "data": data}


def _default_mode(info: GameInfo, seats: int | None) -> str:
    if seats in (None, 1) and "solo" in info.modes:
        return "solo"
    for mode in ("coop", "competitive"):
        if mode in info.modes:
            return mode
    return info.modes[0]


def _table(info: GameInfo, mode: str | None, n_seats: int | None,
           seat_specs: tuple[str, ...]) -> tuple[str, list[Seat]]:
    """The mode and the seats from --mode, --seats and --seat, with default names filled in."""
    from .core.game import Seat

    info.engine_class()  # engines register their bots on import
    given = n_seats or (len(seat_specs) or None)
    mode = mode or _default_mode(info, given)
    if mode not in info.modes:
        _fail(f"{info.title} has no '{mode}' mode (modes: {', '.join(info.modes)})")
    count = given or info.default_seats.get(mode) or info.seats_for(mode)[0]
    if mode == "solo" and not seat_specs:  # a solo player may run several seats
        count = max(count, info.seats_for(mode)[0])
    if len(seat_specs) > count:
        _fail(f"{len(seat_specs)} --seat given but --seats is {count}")
    seats = [_parse_seat(s, info.id) for s in seat_specs]
    taken = {s.name.lower() for s in seats}
    n = 1
    while len(seats) < count:
        default = f"Player {n}"
        n += 1
        if default.lower() not in taken:
            seats.append(Seat(default))
    return mode, seats


@main.command(context_settings=CONTEXT)
@click.argument("game")
@click.option("--mode", type=click.Choice(["solo", "coop", "competitive"]),
              help="Default: solo for one seat, else co-op if the game has it.")
@click.option("--seats", "n_seats", type=click.IntRange(1, 16), help="How many seats (heroes or sides).")
@click.option("--seat", "seat_specs", multiple=True, metavar="NAME[:BOT]",
              help="A seat's name; NAME:bot (or NAME:random...) makes it a bot. Repeat for each seat.")
@click.option("--seed", type=int, help="Seed for dice and shuffles (default: random).")
@click.option("--name", help="Save name (default: the game's id, numbered if taken).")
@click.option("--option", "options", multiple=True, metavar="KEY=VALUE", help="A game option. Repeatable.")
@click.option("--deck", "deck_specs", multiple=True, metavar="SEAT=FILE",
              help="The deck SEAT (a name or a number from 1) plays, from a deck file (or one named in "
                   "<saves>/decks/). Repeatable.")
@click.option("--adventure", "adventure_file", metavar="FILE",
              help="Play an adventure of your own from a TOML file (games that take them); the save keeps "
                   "its contents.")
@click.pass_context
def new(ctx: click.Context, game: str, mode: str | None, n_seats: int | None, seat_specs: tuple[str, ...],
        seed: int | None, name: str | None, options: tuple[str, ...], deck_specs: tuple[str, ...],
        adventure_file: str | None) -> None:
    """Start a new game of GAME, save it and print the save's path."""
    from .core.ruleset import RulesetError
    from .core.saves import hold, save_path, unique_name, write_save
    from .core.session import Session

    info = _info(game)
    mode, seats = _table(info, mode, n_seats, seat_specs)
    folder = _folder(ctx)
    decks = _read_decks(info, deck_specs, [s.name for s in seats], folder)
    given = _parse_options(options)
    if adventure_file is not None:
        given[ADVENTURE_FILE] = _read_adventure(info, Path(adventure_file))
    try:
        session = Session.new(info, seats, mode, seed, given, decks=decks)
    except (ValueError, RulesetError) as exc:  # wrong seat count or mode, duplicate names, bad option or file
        _fail(str(exc))
    path = save_path(name if name is not None else unique_name(folder, info.id), folder)
    with hold(path):
        if path.exists() or path.is_symlink():
            _fail(f"a save called '{path.stem}' exists already in {folder}; pick another --name")
        write_save(session, path)
    click.echo(str(path))


@main.command(context_settings=CONTEXT, short_help="The legal commands now, and who may give them.")
@click.argument("save")
@click.option("--seat", help="Only this seat's commands.")
@click.option("--json", "as_json", is_flag=True, help="As JSON (with descriptions and disabled commands).")
@click.pass_context
def commands(ctx: click.Context, save: str, seat: str | None, as_json: bool) -> None:
    """The legal commands now, one a line, with the seat that may give them."""
    from .core.words import plural

    session, _ = _load(ctx, save)
    name = _seat_name(session, seat)
    if name is None and session.game.hides_commands():
        # a seat's commands can give away its hand: without --seat, only who may act and how much
        counts = {s: len(session.game.legal_commands(s)) for s in session.game.decision().seats}
        if as_json:
            click.echo(json.dumps([{"seat": s, "commands": n, "hidden": True} for s, n in counts.items()],
                                  indent=2))
            return
        for s, n in counts.items():
            click.echo(f"{s} may give {plural(n, 'command')}, hidden from the other players: "
                       f"'hjourney commands {save} --seat {s}' lists them")
        return
    if as_json:
        legal = session.game.legal_commands(name, enabled_only=False)
        click.echo(json.dumps([{"enabled": True, "reason": "", **c.as_data()} for c in legal], indent=2))
        return
    over = _outcome_line(session)
    if over:
        click.echo(over)
        return
    lines = _legal_lines(session, name)
    if not lines:
        d = session.game.decision()
        who = name or "nobody"
        click.echo(f"{who} has no command to give now (waiting for {', '.join(d.seats) or 'nobody'}: {d.prompt})")
    for line in lines:
        click.echo(line)


def _split_seat(session: Session, text: str, default: str | None) -> tuple[str | None, str]:
    """'Ana: roll' gives the command as Ana; otherwise --seat or the only seat able to give it."""
    from .core.game import Refused

    head, colon, rest = text.partition(":")
    if colon:
        names = {s.name.lower(): s.name for s in session.setup.seats}
        if head.strip().lower() in names:
            return names[head.strip().lower()], rest.strip()
        first = head.split()[0].lower() if head.split() else ""
        if first not in session.game.commands:  # 'Zed: roll' names a seat, not a command
            raise Refused(f"no seat called '{head.strip()}' (seats: {', '.join(session.setup.seat_names)})",
                          session.game.legal_commands())
    return default, text.strip()


@main.command("do", context_settings=CONTEXT, short_help="Apply commands in order; stop at a refused one.")
@click.argument("save")
@click.argument("command_texts", metavar="COMMAND...", nargs=-1, required=True)
@click.option("--seat", help="The seat giving the commands (else 'NAME: command', or whoever can).")
@click.pass_context
def do_(ctx: click.Context, save: str, command_texts: tuple[str, ...], seat: str | None) -> None:
    """Apply each COMMAND in order (quote each one) and print what happened.

    Stops at the first refused command with exit status 2, the reason and
    the legal alternatives; the save then holds exactly the commands that
    succeeded.  'Ana: roll' gives a command as seat Ana.
    """
    from .core.game import Refused
    from .core.saves import load_save
    from .core.words import plural

    path = _writing(ctx, save)
    session = load_save(path)
    if session.outcome() is not None:  # a finished quest the campaign has not heard of yet: tell it now
        _record_campaign_quest(session, path)
    default = _seat_name(session, seat)
    done = 0
    refused: tuple[str, Refused] | None = None
    try:
        for text in command_texts:
            cmd = text.strip()
            try:
                who, cmd = _split_seat(session, text, default)
                events = session.apply(who, cmd)
            except Refused as exc:
                refused = (cmd, exc)
                break
            done += 1
            actor = session.log[-1].seat
            click.echo(f"> {actor}: {session.log[-1].command}")
            for e in events:
                line = e.line(actor)
                if line is not None:
                    click.echo(f"  {line}")
    finally:  # even after an engine fault, keep exactly what succeeded
        if done:
            _store(session, path)
    if refused is not None:
        cmd, exc = refused
        click.echo(f"refused: {cmd}: {exc.reason}", err=True)
        legal = exc.legal or session.game.legal_commands()  # the seat has none: show whose move it is
        if legal:
            click.echo("legal now:", err=True)
            w = max(len(c.seat) for c in legal)
            for c in legal:
                click.echo(f"  {c.seat:<{w}}  {c.text}", err=True)
        if done:
            click.echo(f"saved the {plural(done, 'command')} before it", err=True)
        ctx.exit(2)
    over = _outcome_line(session)
    if over:
        click.echo(over)
        _record_campaign_quest(session, path)


def _record_campaign_quest(session: Session, path: Path) -> None:
    """A finished campaign quest writes its result and the party's record into the campaign file."""
    from .core.campaign import campaign_status, record_quest

    camp = record_quest(session, path)
    if camp is None:
        return
    status = campaign_status(session.info, camp)
    nxt = f"next: {status.next_quest} (hjourney campaign next '{camp.name}')" if status.next_quest \
        else "the campaign is over"
    click.echo(f"campaign {camp.name}: result recorded; {nxt}")


def _render(value: Any, indent: int = 0) -> list[str]:
    """Plain data as indented lines; short lists of plain values stay on one line."""
    pad = "  " * indent
    out: list[str] = []
    if isinstance(value, dict):
        for k, v in value.items():
            if _is_plain(v):
                out.append(f"{pad}{k}: {_plain(v)}")
            else:
                out.append(f"{pad}{k}:")
                out.extend(_render(v, indent + 1))
    elif isinstance(value, list):
        for item in value:
            if _is_plain(item):
                out.append(f"{pad}- {_plain(item)}")
            elif isinstance(item, dict) and all(_is_plain(v) for v in item.values()):
                out.append(f"{pad}- " + ", ".join(f"{k}={_plain(v)}" for k, v in item.items()))
            else:
                out.append(f"{pad}-")
                out.extend(_render(item, indent + 1))
    else:
        out.append(f"{pad}{_plain(value)}")
    return out


def _is_plain(v: Any) -> bool:
    if isinstance(v, list):
        return all(not isinstance(x, list | dict) for x in v) and len(v) <= 12
    return not isinstance(v, dict)


def _plain(v: Any) -> str:
    if v is None or v == "":
        return "-"
    if isinstance(v, bool):
        return "yes" if v else "no"
    if isinstance(v, list):
        return "[" + ", ".join(_plain(x) for x in v) + "]" if v else "(none)"
    if isinstance(v, float):  # odds and means: two decimals say enough (3.9999999 reads 4)
        return f"{v:.2f}".rstrip("0").rstrip(".")
    return str(v)


@main.command(context_settings=CONTEXT)
@click.argument("save")
@click.option("--seat", help="Whose view (default: the public view a spectator gets).")
@click.option("--json", "as_json", is_flag=True, help="The view as JSON.")
@click.pass_context
def show(ctx: click.Context, save: str, seat: str | None, as_json: bool) -> None:
    """What a seat may see in SAVE, as text or JSON."""
    from .core.words import plural

    session, path = _load(ctx, save)
    name = _seat_name(session, seat)
    view = session.view(name)
    if as_json:
        click.echo(json.dumps(view, indent=2, sort_keys=False, default=str))
        return
    who = f"as seen by {name}" if name else "public view"
    click.echo(f"{view['title']} ({view['mode']}), {plural(view['moves'], 'command')}, {who}  [{path.stem}]")
    click.echo("seats: " + ", ".join(s["name"] + (f" (bot: {s['bot']})" if s["bot"] else "")
                                     for s in view["seats"]))
    d = view["decision"]
    if "outcome" in view:
        click.echo(f"game over: {view['outcome']['summary']}")
    else:
        who = ", ".join(d["seats"]) or "nobody"
        prompt = d["prompt"].removeprefix(f"{who}: ")  # an action window's question starts with the name
        click.echo(f"waiting for {who}: {prompt}")
    click.echo("")
    for line in _render(session.game.in_words(view["state"])):
        click.echo(line)
    recent = session.log_lines(name)[-5:]
    if recent:
        click.echo("")
        click.echo("lately:")
        for line in recent:
            click.echo(f"  {line}")
    if view["legal"]:
        click.echo("")
        click.echo(f"{name} may:")
        for c in view["legal"]:
            if c["enabled"]:
                click.echo(f"  {c['command']:<16} {c['description']}".rstrip())
            else:
                click.echo(f"  ({c['command']}: {c['reason'] or 'not now'})")


def _acting_seat(session: Session) -> str | None:
    """Who asks for an undo when no --seat is given: the human seat to act now (any human
    seat while a bot is to act), or, when several could, the one whose command would be taken back."""
    humans = [s.name for s in session.setup.seats if not s.is_bot]
    acting = [s for s in session.game.decision().seats if s in humans] or humans
    last = next((e.seat for e in reversed(session.log) if not session.seat(e.seat).is_bot), None)
    if last in acting:
        return last
    return acting[0] if len(acting) == 1 else None


@main.command(context_settings=CONTEXT, short_help="Take back the last command.")
@click.argument("save")
@click.option("--seat", help="The seat asking (default: the seat to act now); "
                             "in competitive games a seat may take back only its own commands.")
@click.pass_context
def undo(ctx: click.Context, save: str, seat: str | None) -> None:
    """Take back the last command, unless it brought new information to light.

    In a competitive game only the seat that gave the command may take it
    back: without --seat the seat asking is the one to act now.
    """
    from .core.game import Refused
    from .core.saves import load_save

    path = _writing(ctx, save)
    session = load_save(path)
    who = _seat_name(session, seat)
    inferred = who is None and session.setup.mode == "competitive"
    if inferred:
        who = _acting_seat(session)
    try:
        removed = session.undo(who)
    except Refused as exc:
        reason = exc.reason
        if inferred and who is not None and reason.startswith("only "):
            reason += f", and {who} is the seat to act now (the command's own seat may use --seat)"
        elif inferred and who is None and "say which seat" in reason:
            reason += " with --seat NAME"
        _fail(f"cannot undo: {reason}")
    _store(session, path)
    for e in removed:
        click.echo(f"took back {e.seat}: {e.command}")


@main.command(context_settings=CONTEXT)
@click.argument("save")
@click.option("--seat", help="The log as this seat saw it (default: public).")
@click.option("--commands", "as_commands", is_flag=True, help="The numbered command log instead of events.")
@click.pass_context
def log(ctx: click.Context, save: str, seat: str | None, as_commands: bool) -> None:
    """What happened so far in SAVE."""
    session, _ = _load(ctx, save)
    if as_commands:
        for i, e in enumerate(session.log, 1):
            click.echo(f"{i:>4}  {e.seat}: {e.command}")
        return
    for line in session.log_lines(_seat_name(session, seat)):
        click.echo(line)


@main.command(context_settings=CONTEXT, short_help="Replay SAVE and verify it.")
@click.argument("save")
@click.option("--salvage", is_flag=True, help="For a save that no longer loads after an update: write a copy "
              "beside it with the commands today's game still accepts (the original is left as it is).")
@click.pass_context
def check(ctx: click.Context, save: str, salvage: bool) -> None:
    """Replay SAVE from its seed with every bookkeeping check on, and verify its digest."""
    from .core.words import plural

    if salvage:
        from .core.salvage import salvage_copy
        from .core.saves import resolve

        copy = salvage_copy(resolve(save, _folder(ctx)))
        click.echo(f"salvaged: {copy.summary()}")
        return
    try:
        session, path = _load(ctx, save, strict=True)
    except AssertionError as exc:
        _fail(f"{save}: the replay breaks a rule of the game's bookkeeping: {exc}")
    status = _outcome_line(session) or "in progress"
    click.echo(f"ok: {path} replays {plural(len(session.log), 'command')} to the stored digest ({status})")


@main.command("saves", context_settings=CONTEXT)
@click.pass_context
def saves_(ctx: click.Context) -> None:
    """List the saves in the saves folder, newest first."""
    from .core.saves import list_saves
    from .core.words import plural

    folder = _folder(ctx)
    heads = list_saves(folder)
    if not heads:
        click.echo(f"no saves in {folder}")
        return
    w = max(len(h.path.stem) for h in heads)
    gw = max(len(h.game) for h in heads)  # ids, as `hjourney new` takes them
    sw = max(len(", ".join(h.seats)) for h in heads)
    for h in heads:
        if h.error:
            click.echo(f"{h.path.stem:<{w}}  damaged: {h.error}")
            continue
        click.echo(f"{h.path.stem:<{w}}  {h.game:<{gw}} {h.mode:<11} {', '.join(h.seats):<{sw}}  "
                   f"{plural(h.moves, 'command')}, {h.status}, {h.updated.replace('T', ' ')}")


@main.command(context_settings=CONTEXT, short_help="Bots play whole games: speed, outcomes, crashes.")
@click.argument("game")
@click.option("--games", "n_games", type=click.IntRange(1), default=100, show_default=True)
@click.option("--seed", type=int, help="Seed of the first game; game k uses seed+k (default: random).")
@click.option("--seats", type=click.IntRange(1, 16), help="Seats per game (default: the game's usual count).")
@click.option("--bot", default="random", show_default=True, help="Bot kind for every seat.")
@click.option("--mode", type=click.Choice(["solo", "coop", "competitive"]))
@click.option("--option", "options", multiple=True, metavar="KEY=VALUE", help="A game option. Repeatable.")
@click.option("--max-commands", type=click.IntRange(1), default=20000, show_default=True,
              help="Give up on a game after this many commands.")
@click.option("--no-checks", is_flag=True, help="Skip the bookkeeping checks after each command (faster).")
@click.option("--campaign", is_flag=True, help="Each game is a whole campaign (games with campaigns).")
@click.pass_context
def autoplay(ctx: click.Context, game: str, n_games: int, seed: int | None, seats: int | None, bot: str,
             mode: str | None, options: tuple[str, ...], max_commands: int, no_checks: bool,
             campaign: bool) -> None:
    """Bots play whole games of GAME; prints speed, outcomes and every crash.

    With --campaign each game is a whole campaign, quest after quest, and
    the outcomes are counted per quest.

    Each crash is saved (with the command that crashed) under the saves
    folder's crashes/ so it can be replayed with `hjourney check`.
    Exit status 1 if any game crashed.
    """
    import secrets

    from .core.autoplay import autoplay as run_autoplay
    from .core.bots import bot_kinds
    from .core.words import plural

    info = _info(game)
    info.engine_class()  # engines register their bots on import
    if bot not in bot_kinds(info.id):
        _fail(f"no '{bot}' bot for {info.id} (bots: {', '.join(bot_kinds(info.id))})")
    mode = mode or _default_mode(info, seats)
    if mode not in info.modes:
        _fail(f"{info.title} has no '{mode}' mode (modes: {', '.join(info.modes)})")
    seats = seats or info.default_seats.get(mode) or info.seats_for(mode)[0]
    lo, hi = info.seats_for(mode)
    if not lo <= seats <= hi:
        _fail(f"{info.title} in {mode} mode takes {lo} to {hi} seats, not {seats}")
    seed = secrets.randbits(32) if seed is None else seed
    crash_dir = _folder(ctx) / "crashes"
    click.echo(f"{info.title}: {plural(n_games, 'game')}, {plural(seats, bot + ' bot')}, {mode}, "
               f"seeds {seed}..{seed + n_games - 1}")
    if campaign and not info.campaign:
        _fail(f"{info.title} has no campaign")
    report = run_autoplay(info, games=n_games, seed=seed, seats=seats, bot=bot, mode=mode,
                          options=_parse_options(options), strict=not no_checks, crash_dir=crash_dir,
                          max_commands=max_commands, campaign=campaign)
    if campaign:
        click.echo(f"{plural(report.campaigns, 'whole campaign')} played")
    click.echo(f"{plural(report.games, 'game')}, {plural(report.commands, 'command')} in {report.seconds:.2f} s: "
               f"{report.games_per_s:.1f} games/s, {report.commands_per_s:.0f} commands/s")
    for outcome, n in report.outcomes.most_common():
        click.echo(f"  {n:>5}  {outcome}")
    if report.unfinished:
        click.echo(f"  {report.unfinished:>5}  unfinished after {max_commands} commands")
    for c in report.crashes:
        where = f"saved to {c.save}" if c.save else "not saved"
        after = f" after '{c.command}'" if c.command else ""
        click.echo(f"CRASH seed {c.seed}{after}: {c.error} ({where})")
    if report.crashes:
        click.echo(f"{len(report.crashes)} crash(es)")
        ctx.exit(1)


@main.group(context_settings=CONTEXT)
def deck() -> None:
    """Deck files: a player's own deck for games that take them."""


@deck.command("check", context_settings=CONTEXT)
@click.argument("game")
@click.argument("file")
@click.pass_context
def deck_check(ctx: click.Context, game: str, file: str) -> None:
    """Check the deck FILE for GAME: print every deck rule it breaks (exit 2), or that it is legal."""
    from .core.decks import DeckError, find_deck_file, read_deck_file

    info = _info(game)
    path = find_deck_file(file, _folder(ctx))
    try:
        read_deck_file(info, path)
    except DeckError as exc:
        click.echo(f"{exc.source}: this deck cannot be played:")
        for problem in exc.problems:
            click.echo(f"  - {problem}")
        ctx.exit(2)
    click.echo(f"{path}: a legal deck for {info.title}")


@main.command(context_settings=CONTEXT, short_help="Speed figures against their targets.")
@click.option("--quick", is_flag=True, help="Fewer repetitions: rougher figures, sooner.")
def bench(quick: bool) -> None:
    """Measure start-up, first frame, bot playout speed and save loading."""
    from .bench import run

    run(click.echo, quick=quick)


@main.command(context_settings=CONTEXT)
@click.argument("game")
@click.argument("topic", required=False)
def rules(game: str, topic: str | None) -> None:
    """The rules reference of GAME, or just its TOPIC section.

    Each game ships its reference as hjourney_tui/games/<id>/rules.md, one
    '## Topic' section per topic.
    """
    from .rules_ref import find_rules, read_topics

    info = _info(game)
    path = find_rules(info)
    if path is None:
        _fail(f"{info.title} ships no rules reference yet (expected hjourney_tui/games/{info.id}/rules.md)")
    intro, topics = read_topics(path.read_text(encoding="utf-8"))
    if topic is None:
        if intro:
            click.echo(intro)
            click.echo("")
        click.echo("Topics (hjourney rules " + info.id + " TOPIC):")
        for t in topics:
            click.echo(f"  {t.title}")
        return
    from .rules_ref import match_topic

    found = match_topic(topics, topic)
    if not found:
        _fail(f"{info.title} has no rules topic '{topic}' (topics: {', '.join(t.title for t in topics)})")
    if len(found) > 1:
        _fail(f"'{topic}' matches several topics: {', '.join(t.title for t in found)}; say which")
    click.echo(f"## {found[0].title}")
    click.echo(found[0].body)


from . import cli_campaign  # noqa: E402,F401  (adds `hjourney campaign ...` to the group)

if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())

"""Save files: seed + options + command log, plus a digest to verify the replay.

Writes are atomic (temp file, flush, fsync, rename) and keep the previous
version as NAME.toml.bak.  Loading replays the log and checks the digest; any
problem raises SaveError naming the file, the field, what is wrong and what to
do, and the file is never touched.
"""

from __future__ import annotations

import contextlib
import os
import re
import tomllib
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .. import __version__

if TYPE_CHECKING:
    from .session import Session

# Replaying and writing pull in the engines' machinery; listing saves (the
# menu's first frame) needs only tomllib, so those imports wait until used.

FORMAT = 1
SAVE_SUFFIX = ".toml"
_NAME_OK = re.compile(r"^[A-Za-z0-9][A-Za-z0-9 _.-]{0,63}$")


class SaveError(Exception):
    def __init__(self, file: Path | str, field: str, problem: str, hint: str = "") -> None:
        self.file, self.field, self.problem, self.hint = str(file), field, problem, hint
        where = f"{file}" + (f", field '{field}'" if field else "")
        super().__init__(f"{where}: {problem}" + (f". {hint[:1].upper()}{hint[1:]}" if hint else ""))


def saves_dir(explicit: str | Path | None = None) -> Path:
    d = Path(explicit or os.environ.get("HJOURNEY_SAVES") or "saves")
    d.mkdir(parents=True, exist_ok=True)
    return d


def save_path(name: str, folder: Path) -> Path:
    """The file for save NAME inside `folder`; names may not escape it."""
    stem = name[:-len(SAVE_SUFFIX)] if name.endswith(SAVE_SUFFIX) else name
    if not _NAME_OK.match(stem) or ".." in stem:
        raise SaveError(name, "name", "a save name may use letters, digits, spaces, '-', '_' and '.' only,"
                        " up to 64 characters", "pick another name")
    return folder / f"{stem}{SAVE_SUFFIX}"


def resolve(ref: str, folder: Path) -> Path:
    """A save given by name (inside the saves folder) or by an explicit path to a file."""
    p = Path(ref)
    if os.sep not in ref and _NAME_OK.match(ref.removesuffix(SAVE_SUFFIX)):
        inside = folder / (ref if ref.endswith(SAVE_SUFFIX) else ref + SAVE_SUFFIX)
        if inside.is_file():  # a bare name means the saves folder, even if the current folder has one too
            return inside
    if (os.sep in ref or ref.endswith(SAVE_SUFFIX)) and p.is_file():
        return p
    path = save_path(ref, folder)
    if not path.is_file():
        raise SaveError(path, "", "no such save", "run 'hjourney saves' to list them")
    return path


def unique_name(folder: Path, base: str) -> str:
    base = re.sub(r"[^A-Za-z0-9 _.-]", "", base).strip() or "game"
    name, n = base, 2
    while (folder / f"{name}{SAVE_SUFFIX}").exists():
        name, n = f"{base}-{n}", n + 1
    return name


def _now() -> str:
    return datetime.now(UTC).replace(microsecond=0).isoformat()


def to_data(session: Session, *, created: str | None = None) -> dict[str, Any]:
    s = session.setup
    outcome = session.outcome()
    data: dict[str, Any] = {
        "format": FORMAT,
        "app_version": __version__,
        "game": s.game,
        "ruleset": session.ruleset.game,
        "ruleset_hash": session.ruleset.content_hash,
        "mode": s.mode,
        "seed": s.seed,
        "created": created or _now(),
        "updated": _now(),
        "status": outcome.summary if outcome else "in progress",
        "moves": len(session.log),
        "digest": session.game.digest(),
        "options": dict(s.options),
        "seats": [{k: v for k, v in (("name", x.name), ("bot", x.bot), ("player", x.player)) if v is not None}
                  for x in s.seats],
        "log": [{"seat": e.seat, "command": e.command} for e in session.log],
    }
    if session.campaign is not None:
        data["campaign"] = session.campaign
    return data


def write_atomic(path: Path, text: str) -> None:
    """Write `text` to `path` so a crash leaves either the old or the new file, never half of one."""
    import shutil
    import tempfile

    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        if path.exists():
            shutil.copy2(path, path.with_name(path.name + ".bak"))
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)
        raise
    with contextlib.suppress(OSError):  # make the rename itself durable
        dfd = os.open(path.parent, os.O_RDONLY)
        try:
            os.fsync(dfd)
        finally:
            os.close(dfd)


def write_save(session: Session, path: Path, *, created: str | None = None) -> None:
    import tomli_w

    write_atomic(path, tomli_w.dumps(to_data(session, created=created)))


@dataclass
class SaveHeader:
    """What the save browser shows without replaying the game."""

    path: Path
    game: str
    mode: str
    seats: list[str]
    status: str
    moves: int
    updated: str
    error: str = ""


def read_header(path: Path) -> SaveHeader:
    try:
        data = _read_toml(path)
        return SaveHeader(path, str(data.get("game", "?")), str(data.get("mode", "?")),
                          [str(s.get("name", "?")) for s in data.get("seats", []) if isinstance(s, dict)],
                          str(data.get("status", "")), int(data.get("moves", 0)), str(data.get("updated", "")))
    except (SaveError, ValueError, TypeError, AttributeError) as exc:
        return SaveHeader(path, "?", "?", [], "damaged", 0, "", error=str(exc))


def list_saves(folder: Path) -> list[SaveHeader]:
    heads = [read_header(p) for p in folder.glob(f"*{SAVE_SUFFIX}")]
    return sorted(heads, key=lambda h: (h.updated, h.path.name), reverse=True)


def _read_toml(path: Path) -> dict[str, Any]:
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise SaveError(path, "", f"cannot be read ({exc.strerror})", "check the path") from None
    if not raw.strip():
        raise SaveError(path, "", "is empty", f"restore {path.name}.bak if it exists")
    try:
        return tomllib.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise SaveError(path, "", "is not text (it may be damaged)", f"restore {path.name}.bak if it exists") \
            from None
    except tomllib.TOMLDecodeError as exc:
        raise SaveError(path, "", f"is not valid TOML ({exc}); it may be truncated or hand-edited",
                        f"restore {path.name}.bak if it exists") from None


def _field(data: dict[str, Any], path: Path, key: str, kind: type, hint: str = "") -> Any:
    if key not in data:
        raise SaveError(path, key, "is missing", hint or "the file is incomplete; restore the .bak copy")
    v = data[key]
    if not isinstance(v, kind) or (kind is int and isinstance(v, bool)):
        raise SaveError(path, key, f"has the wrong type ({type(v).__name__})",
                        hint or "the file was edited by hand; restore the .bak copy")
    return v


def load_save(path: Path, *, strict: bool = False) -> Session:
    """Rebuild the game in `path` by replaying its log; checks every field and the digest."""
    from ..registry import UnknownGame, game_info
    from .bots import bot_kinds
    from .game import Refused, Seat, Setup
    from .options import OptionError, resolve_options
    from .ruleset import RulesetError
    from .session import Session

    data = _read_toml(path)
    fmt = _field(data, path, "format", int)
    if fmt != FORMAT:
        raise SaveError(path, "format", f"is version {fmt}, but this hjourney reads version {FORMAT}",
                        "open it with the hjourney version that wrote it "
                        f"({data.get('app_version', 'unknown')})")
    game_id = _field(data, path, "game", str)
    try:
        info = game_info(game_id)
    except UnknownGame as exc:
        raise SaveError(path, "game", str(exc.args[0]), "this save is for a game this hjourney does not have") \
            from None
    ruleset_id = _field(data, path, "ruleset", str)
    if ruleset_id != info.id:
        raise SaveError(path, "ruleset", f"'{ruleset_id}' is not the ruleset of {info.title}")
    try:
        ruleset = info.load_ruleset()
    except RulesetError as exc:
        raise SaveError(path, "ruleset", str(exc)) from None
    want = _field(data, path, "ruleset_hash", str)
    if want != ruleset.content_hash:
        raise SaveError(path, "ruleset_hash",
                        f"the game's cards have changed since this save was made ({want} now {ruleset.content_hash})",
                        "the game cannot be replayed exactly with the new cards")
    mode = _field(data, path, "mode", str)
    if mode not in info.modes:
        raise SaveError(path, "mode", f"'{mode}' is not a mode of {info.title}")
    seed = _field(data, path, "seed", int)
    raw_seats = _field(data, path, "seats", list)
    lo, hi = info.seats_for(mode)
    if not lo <= len(raw_seats) <= hi:
        raise SaveError(path, "seats", f"lists {len(raw_seats)} seat(s), but {info.title} in {mode} mode takes "
                        f"{lo} to {hi}", "the file was edited by hand; restore the .bak copy")
    seats: list[Seat] = []
    for i, s in enumerate(raw_seats):
        if not isinstance(s, dict) or not isinstance(s.get("name"), str) or not s["name"].strip():
            raise SaveError(path, f"seats[{i}]", "needs a name", "the file was edited by hand; restore the .bak copy")
        for key in ("bot", "player"):
            if s.get(key) is not None and not isinstance(s[key], str):
                raise SaveError(path, f"seats[{i}].{key}", f"has the wrong type ({type(s[key]).__name__})",
                                "the file was edited by hand; restore the .bak copy")
        seats.append(Seat(s["name"], s.get("bot"), s.get("player")))
    if len({x.name.lower() for x in seats}) != len(seats):
        raise SaveError(path, "seats", "names the same seat twice", "the file was edited by hand; restore the .bak copy")
    options = data.get("options", {})
    if not isinstance(options, dict):
        raise SaveError(path, "options", "should be a table")
    try:
        options = resolve_options(list(info.options), options)
    except OptionError as exc:
        raise SaveError(path, "options", str(exc)) from None
    campaign = data.get("campaign")
    if campaign is not None and not isinstance(campaign, dict):
        raise SaveError(path, "campaign", "should be a table")
    log = data.get("log", [])
    if not isinstance(log, list):
        raise SaveError(path, "log", "should be a list of commands")
    setup = Setup(game_id, seats, mode, seed, options)
    try:
        session = Session(info, setup, ruleset, strict=strict, campaign=campaign)
    except Exception as exc:  # the setup itself is unusable
        raise SaveError(path, "seats", f"the game cannot be set up from this file ({exc})") from None
    kinds = bot_kinds(info.id)  # the engine is imported now, so its own bots are registered
    for i, x in enumerate(seats):
        if x.bot is not None and x.bot not in kinds:
            raise SaveError(path, f"seats[{i}].bot", f"'{x.bot}' is not a bot of {info.title} "
                            f"(bots: {', '.join(kinds)})", "the file was edited by hand; restore the .bak copy")
    for i, entry in enumerate(log, 1):
        if not isinstance(entry, dict) or not isinstance(entry.get("seat"), str) \
                or not isinstance(entry.get("command"), str):
            raise SaveError(path, f"log[{i}]", "needs a seat and a command")
        try:
            session.apply(entry["seat"], entry["command"])
        except Refused as exc:
            raise SaveError(path, f"log[{i}]", f"command '{entry['command']}' by {entry['seat']} is refused on "
                            f"replay: {exc.reason}", "the log was edited or damaged; restore the .bak copy") from None
        except AssertionError:  # a bookkeeping check (strict replay): `hjourney check` reports it
            raise
        except Exception as exc:  # a fault in the engine must not end in a traceback
            raise SaveError(path, f"log[{i}]", f"replaying '{entry['command']}' by {entry['seat']} fails inside the "
                            f"game ({type(exc).__name__}: {exc})",
                            "this is a bug in the game; the file is left as it was, please report it") from None
    digest = _field(data, path, "digest", str)
    if digest != session.game.digest():
        raise SaveError(path, "digest", "the replayed game does not match the digest stored with it",
                        "the file was edited or damaged; restore the .bak copy")
    return session


def created_of(path: Path) -> str | None:
    with contextlib.suppress(SaveError, OSError):
        v = _read_toml(path).get("created")
        return v if isinstance(v, str) else None
    return None

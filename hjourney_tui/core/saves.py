"""Save files: seed + options + command log, plus a digest to verify the replay.

Writes are atomic (temp file, flush, fsync, rename) and keep the previous
version as NAME.toml.bak, itself written the same way.  A writer holds the
save's lock (core.locks) from reading to writing, so no command is lost to a
second writer.  Loading reads only regular files, checks every field against
the format, replays the log and checks the digest; any problem raises
SaveError naming the file, the field, what is wrong and what to do, and the
file is never touched.

The digest covers the replayed game's state and every field that shapes the
game (seed, mode, options, seats with their bots and players, the campaign
snapshot, the log).  Only `created`, `updated` and `app_version` are left out:
they say when and with what the file was written, and change nothing in play.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import re
import stat
import tomllib
import weakref
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .. import __version__
from . import locks
from .records import record
from .words import plural

if TYPE_CHECKING:
    from .session import Session

# Replaying and writing pull in the engines' machinery; listing saves (the
# menu's first frame) needs only tomllib, so those imports wait until used.

# Format 2: the digest covers the setup and log as well as the game's state.  Format 1 saves
# (digest of the state alone) are still read; the next write turns them into format 2.
FORMAT = 2
READABLE = (1, 2)
SAVE_SUFFIX = ".toml"
NAME_MAX = 64
_NAME_OK = re.compile(r"[A-Za-z0-9][A-Za-z0-9 _.-]*")  # and at most NAME_MAX long
MAX_BYTES = 32 * 2**20  # far above any real save; a bigger file is not one
MAX_DEPTH = 24  # tables and lists inside one another: real files use fewer than ten
_NOT_IN_DIGEST = ("digest", "created", "updated", "app_version", "crash")
_KEYS = {"format", "app_version", "game", "ruleset", "ruleset_hash", "mode", "seed", "created", "updated",
         "status", "moves", "digest", "options", "seats", "log", "campaign", "crash"}
EDITED = "the file was edited by hand or damaged; restore the .bak copy"


class SaveError(Exception):
    def __init__(self, file: Path | str, field: str, problem: str, hint: str = "") -> None:
        self.file, self.field, self.problem, self.hint = str(file), field, problem, hint
        where = f"{file}" + (f", field '{field}'" if field else "")
        super().__init__(f"{where}: {problem}" + (f". {hint[:1].upper()}{hint[1:]}" if hint else ""))


def saves_dir(explicit: str | Path | None = None) -> Path:
    d = Path(explicit or os.environ.get("HJOURNEY_SAVES") or "saves")
    d.mkdir(parents=True, exist_ok=True)
    return d


def valid_name(stem: str, limit: int = NAME_MAX) -> bool:
    """A save or campaign name: letters, digits, spaces, '-', '_', '.'; no '..', no line breaks."""
    return len(stem) <= limit and _NAME_OK.fullmatch(stem) is not None and ".." not in stem


def save_path(name: str, folder: Path) -> Path:
    """The file for save NAME inside `folder`; names may not escape it."""
    stem = name[:-len(SAVE_SUFFIX)] if name.endswith(SAVE_SUFFIX) else name
    if not valid_name(stem):
        raise SaveError(repr(name) if name != name.strip() or not name.isprintable() else name, "name",
                        "a save name may use letters, digits, spaces, '-', '_' and '.' only,"
                        f" up to {NAME_MAX} characters", "pick another name")
    return folder / f"{stem}{SAVE_SUFFIX}"


def is_regular(path: Path) -> bool:
    """A plain file (symlinks followed): never a FIFO, device or folder, which could hang a read."""
    try:
        return stat.S_ISREG(os.stat(path).st_mode)
    except OSError:
        return False


def resolve(ref: str, folder: Path) -> Path:
    """A save given by name (inside the saves folder) or by an explicit path to a file."""
    p = Path(ref)
    if os.sep not in ref and valid_name(ref.removesuffix(SAVE_SUFFIX)):
        inside = folder / (ref if ref.endswith(SAVE_SUFFIX) else ref + SAVE_SUFFIX)
        if is_regular(inside):  # a bare name means the saves folder, even if the current folder has one too
            return inside
        if inside.exists():
            raise SaveError(inside, "", "is not a regular file", "a save is a plain TOML file")
    if os.sep in ref or ref.endswith(SAVE_SUFFIX):
        if is_regular(p):
            return p
        if p.exists():
            raise SaveError(p, "", "is not a regular file", "a save is a plain TOML file")
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


def take(path: Path, wait: float | None = None) -> None:
    """Become the only writer of `path` (a save or campaign file) until locks.release(path)."""
    try:
        locks.acquire(path, wait)
    except locks.LockBusy:
        raise SaveError(path, "", "is being changed by another hjourney (a game screen or a command has it "
                        "open)", "finish or close the game there, then try again") from None
    except OSError as exc:
        raise SaveError(path, "", f"cannot be locked for writing ({exc.strerror})", "check the folder") from None


@contextlib.contextmanager
def hold(path: Path, wait: float | None = None) -> Iterator[None]:
    """Be the only writer of `path` inside the block."""
    take(path, wait)
    try:
        yield
    finally:
        locks.release(path)


def _now() -> str:
    return datetime.now(UTC).replace(microsecond=0).isoformat()


def file_digest(data: dict[str, Any], state_digest: str) -> str:
    """The digest of a save: the replayed state's digest and every field that shapes the game."""
    kept = {k: v for k, v in data.items() if k not in _NOT_IN_DIGEST}
    blob = json.dumps(kept, sort_keys=True, separators=(",", ":"), ensure_ascii=True, default=str)
    return hashlib.sha256(f"{state_digest}\n{blob}".encode()).hexdigest()[:32]


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
        "digest": "",
        "options": dict(s.options),
        "seats": [{k: v for k, v in (("name", x.name), ("bot", x.bot), ("player", x.player)) if v is not None}
                  for x in s.seats],
        "log": [{"seat": e.seat, "command": e.command} for e in session.log],
    }
    if session.campaign is not None:
        data["campaign"] = session.campaign
    # JSON sees tuples as lists, as TOML reads them back: the digest is the same before and after
    data["digest"] = file_digest(data, session.game.digest())
    return data


def _dumps(data: dict[str, Any], log_lines: list[str] | None = None) -> str:
    """The save's TOML.  `log_lines`, when given, are the log's entries already written out (see
    `_log_lines`): a long game's log is most of the file, and all of it but the last entry was
    written out for the save before this one."""
    import tomli_w

    if log_lines is None or not log_lines:
        return tomli_w.dumps(data)
    # tomli_w writes plain keys first, in order, then tables; the log is the last plain key
    plain = {k: v for k, v in data.items() if k != "log" and not isinstance(v, dict)}
    tables = {k: v for k, v in data.items() if isinstance(v, dict)}
    head = tomli_w.dumps(plain) + "log = [\n" + "".join(log_lines) + "]\n"
    return head + ("\n" + tomli_w.dumps(tables) if tables else "")


_LOG_LINES: weakref.WeakKeyDictionary[Session, list[tuple[object, str]]] = weakref.WeakKeyDictionary()


def _log_lines(session: Session) -> list[str]:
    """The session's log entries as the save's TOML lines, each entry written out once: the lines
    of entries still in the log (undo takes some away) are kept from the last save."""
    import tomli_w

    kept = _LOG_LINES.setdefault(session, [])
    n = 0
    while n < len(kept) and n < len(session.log) and kept[n][0] is session.log[n]:
        n += 1
    del kept[n:]
    for e in session.log[n:]:
        block = tomli_w.dumps({"log": [{"seat": e.seat, "command": e.command}]})
        kept.append((e, block.split("\n", 1)[1].rsplit("]", 1)[0]))
    return [line for _, line in kept]


def _stale_temps(path: Path) -> list[Path]:
    """Temp files a killed writer of `path` (or of its .bak) left behind."""
    return [p for p in path.parent.glob(f".{path.name}.*.tmp") if p.is_file() or p.is_symlink()]


def _write_temp(path: Path, data: bytes) -> str:
    import tempfile

    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)
        raise
    return tmp


def _linked_temp(path: Path, bak: Path) -> str:
    """A temp name for `bak` holding the old file: a second name for the same bytes (a hard link:
    nothing copied, nothing to flush to disk), or a copy where the file system has no links."""
    import secrets

    tmp = str(bak.with_name(f".{bak.name}.{secrets.token_hex(4)}.tmp"))
    try:
        os.link(path, tmp)
    except OSError:
        return _write_temp(bak, read_bytes(path))
    return tmp


def write_atomic(path: Path, text: str) -> None:
    """Write `text` to `path` so a crash leaves either the old or the new file, never half of one.

    The previous file becomes NAME.toml.bak, by the same temp-and-rename, so the .bak is whole too.
    Temp files left by a writer killed earlier are removed first (we hold the lock: no one else
    is writing this file).
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    with hold(path):
        for stale in _stale_temps(path):
            with contextlib.suppress(OSError):
                stale.unlink()
        tmp = _write_temp(path, text.encode("utf-8"))
        try:
            if is_regular(path):
                with contextlib.suppress(SaveError):  # an unreadable old file simply has no .bak
                    bak = path.with_name(path.name + ".bak")
                    tmp_bak = _linked_temp(path, bak)
                    os.replace(tmp_bak, bak)
                    with contextlib.suppress(FileNotFoundError):  # renaming a link onto the same
                        os.unlink(tmp_bak)  # file (a .bak left by a killed writer) keeps both names
            os.replace(tmp, path)
        except BaseException:
            with contextlib.suppress(FileNotFoundError):
                os.unlink(tmp)
            raise
    with contextlib.suppress(OSError):  # make the renames themselves durable
        dfd = os.open(path.parent, os.O_RDONLY)
        try:
            os.fsync(dfd)
        finally:
            os.close(dfd)


def write_save(session: Session, path: Path, *, created: str | None = None) -> None:
    write_atomic(path, _dumps(to_data(session, created=created), _log_lines(session)))


@record(frozen=False)
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
        data = read_toml(path)
        return SaveHeader(path, str(data.get("game", "?")), str(data.get("mode", "?")),
                          [str(s.get("name", "?")) for s in data.get("seats", []) if isinstance(s, dict)],
                          str(data.get("status", "")), int(data.get("moves", 0)), str(data.get("updated", "")))
    except (SaveError, ValueError, TypeError, AttributeError, OverflowError) as exc:
        return SaveHeader(path, "?", "?", [], "damaged", 0, "", error=str(exc))


def list_saves(folder: Path) -> list[SaveHeader]:
    """Every save in `folder`; anything that is not a regular file (a FIFO, a folder) is skipped."""
    heads = [read_header(p) for p in folder.glob(f"*{SAVE_SUFFIX}")
             if not p.name.startswith(".") and is_regular(p)]
    return sorted(heads, key=lambda h: (h.updated, h.path.name), reverse=True)


def read_bytes(path: Path, limit: int = MAX_BYTES) -> bytes:
    """The bytes of a regular file; a FIFO or device is refused without ever blocking on it."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    except OSError as exc:
        raise SaveError(path, "", f"cannot be read ({exc.strerror})", "check the path") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise SaveError(path, "", "is not a regular file", "a save is a plain TOML file")
        if info.st_size > limit:
            raise SaveError(path, "", f"is too large ({info.st_size} bytes) to be a save", EDITED)
        chunks, size = [], 0
        while chunk := os.read(fd, 1 << 20):
            chunks.append(chunk)
            size += len(chunk)
            if size > limit:
                raise SaveError(path, "", "is too large to be a save", EDITED)
        return b"".join(chunks)
    except OSError as exc:
        raise SaveError(path, "", f"cannot be read ({exc.strerror})", "check the path") from None
    finally:
        os.close(fd)


def read_toml(path: Path) -> dict[str, Any]:
    """A save or campaign file's TOML, or a SaveError: never a hang, a traceback or a huge structure."""
    raw = read_bytes(path)
    if not raw.strip():
        raise SaveError(path, "", "is empty", f"restore {path.name}.bak if it exists")
    try:
        data = _loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise SaveError(path, "", "is not text (it may be damaged)", f"restore {path.name}.bak if it exists") \
            from None
    except tomllib.TOMLDecodeError as exc:
        raise SaveError(path, "", f"is not valid TOML ({exc}); it may be truncated or hand-edited",
                        f"restore {path.name}.bak if it exists") from None
    except RecursionError:
        deep = re.search(r"(?m)^\s*([A-Za-z0-9_.\"-]+)\s*=\s*[\[{\s]{16,}", raw.decode("utf-8"))
        raise SaveError(path, deep.group(1).strip('"') if deep else "",
                        f"nests lists or tables more than {MAX_DEPTH} deep", EDITED) from None
    deep = _too_deep(data)
    if deep is not None:
        raise SaveError(path, deep, f"nests lists or tables more than {MAX_DEPTH} deep", EDITED)
    return data


# A log entry exactly as `_log_lines` writes it, holding nothing a TOML string escapes (quote,
# backslash, control characters): its text between the quotes is its value as it stands.
_LOG_ENTRY = re.compile(r'    \{ seat = "([^"\\\x00-\x1f\x7f]*)", command = "([^"\\\x00-\x1f\x7f]*)" \},')


def _loads(text: str) -> dict[str, Any]:
    """`tomllib.loads`, except that the log of a save as this program writes it is read line by line:
    a long game's log is most of the file and most of tomllib's time.  Any other shape (a hand edit,
    an escaped character, a fault anywhere) is read by tomllib whole, so its errors name the right line."""
    start = text.find("\nlog = [\n")
    end = text.find("\n]\n", start) if start >= 0 else -1
    if end >= 0 and "\n[" not in text[:start] and not text.startswith("["):  # a top-level key, before any table
        entries = []
        for line in text[start + 9:end].split("\n"):
            m = _LOG_ENTRY.fullmatch(line)
            if m is None:
                return tomllib.loads(text)
            entries.append({"seat": m[1], "command": m[2]})
        try:
            data = tomllib.loads(text[:start] + "\nlog = []\n" + text[end + 3:])
        except (tomllib.TOMLDecodeError, RecursionError):
            return tomllib.loads(text)
        if data.get("log") == []:
            data["log"] = entries
            return data
    return tomllib.loads(text)


def _too_deep(data: Any) -> str | None:
    """The first field nested deeper than MAX_DEPTH, found without recursion."""
    todo: list[tuple[Any, str, int]] = [(data, "", 0)]
    while todo:
        value, where, depth = todo.pop()
        if depth > MAX_DEPTH:
            return where.split(".")[0].split("[")[0] or "?"
        if isinstance(value, dict):
            todo += [(v, f"{where}.{k}" if where else str(k), depth + 1) for k, v in value.items()]
        elif isinstance(value, list):
            todo += [(v, f"{where}[{i}]", depth + 1) for i, v in enumerate(value)]
    return None


def _field(data: dict[str, Any], path: Path, key: str, kind: type, hint: str = "") -> Any:
    if key not in data:
        raise SaveError(path, key, "is missing", hint or "the file is incomplete; restore the .bak copy")
    v = data[key]
    if not isinstance(v, kind) or (kind is int and isinstance(v, bool)):
        raise SaveError(path, key, f"has the wrong type ({type(v).__name__})", hint or EDITED)
    return v


def clean_stale_temps(path: Path) -> None:
    """Remove temp files a killed writer left beside `path`, if no writer holds it now."""
    if not _stale_temps(path):
        return
    with contextlib.suppress(SaveError, OSError), hold(path, wait=0):
        for stale in _stale_temps(path):
            stale.unlink()


def load_save(path: Path, *, strict: bool = False) -> Session:
    """Rebuild the game in `path` by replaying its log; checks every field and the digest."""
    session = _load(path, strict=strict)
    assert not isinstance(session, Salvaged)
    return session


@record(frozen=False)
class Salvaged:
    """What a save still holds under today's rules and cards: the game replayed up to its first
    command they refuse (`kept` of `total` commands), and why the replay stopped ('' if it did not)."""

    session: Session
    kept: int
    total: int
    stopped: str


def salvage_save(path: Path) -> Salvaged:
    """Replay a save that no longer loads as it was saved (its cards or rules changed since) as far
    as today's game accepts its commands.  Every field is checked as for `load_save` except the
    cards' hash and the digest, which such a save cannot match; the file itself is not touched."""
    result = _load(path, salvage=True)
    assert isinstance(result, Salvaged)
    return result


def _load(path: Path, *, strict: bool = False, salvage: bool = False) -> Session | Salvaged:
    from ..registry import UnknownGame, game_info
    from .decks import DeckError, check_stored_decks, resolve_with_decks
    from .game import Refused, Setup
    from .options import OptionError
    from .ruleset import RulesetError
    from .session import Session

    data = read_toml(path)
    clean_stale_temps(path)
    fmt = _field(data, path, "format", int)
    if fmt not in READABLE:
        raise SaveError(path, "format", f"is version {fmt}, but this hjourney reads versions "
                        f"{', '.join(map(str, READABLE))}", "open it with the hjourney version that wrote it "
                        f"({data.get('app_version', 'unknown')})")
    for key in data:
        if key not in _KEYS:
            raise SaveError(path, key, "is not a field of a save", EDITED)
    for key in ("app_version", "created", "updated", "status"):
        if key in data and not isinstance(data[key], str):
            raise SaveError(path, key, f"has the wrong type ({type(data[key]).__name__})", EDITED)
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
    if want != ruleset.content_hash and not salvage:
        raise SaveError(path, "ruleset_hash",
                        f"the game's cards have changed since this save was made ({want} now {ruleset.content_hash})",
                        "the game cannot be replayed exactly with the new cards")
    mode = _field(data, path, "mode", str)
    if mode not in info.modes:
        raise SaveError(path, "mode", f"'{mode}' is not a mode of {info.title}")
    seed = _field(data, path, "seed", int)
    if not 0 <= seed < 2**63:
        raise SaveError(path, "seed", f"{seed} is out of range", EDITED)
    raw_seats = _field(data, path, "seats", list)
    seats = check_seats(path, "seats", raw_seats, info, mode)
    options = data.get("options", {})
    if not isinstance(options, dict):
        raise SaveError(path, "options", "should be a table")
    try:
        options = resolve_with_decks(info, options)
    except (OptionError, ValueError, TypeError) as exc:
        raise SaveError(path, "options", str(exc)) from None
    try:  # a player's own decks are kept in the save, and checked again as if read from their files
        check_stored_decks(info, options, [s.name for s in seats], ruleset)
    except DeckError as exc:
        raise SaveError(path, f"options.{exc.source}", "; ".join(exc.problems), EDITED) from None
    campaign = data.get("campaign")
    if campaign is not None:
        _check_snapshot(path, campaign, info, ruleset)
    log = _field(data, path, "log", list)
    moves = data.get("moves", len(log))
    if not isinstance(moves, int) or isinstance(moves, bool) or moves != len(log):
        raise SaveError(path, "moves", f"says {moves!r} but the log holds {plural(len(log), 'command')}", EDITED)
    for i, entry in enumerate(log, 1):
        if not isinstance(entry, dict) or not isinstance(entry.get("seat"), str) \
                or not isinstance(entry.get("command"), str) or set(entry) - {"seat", "command"}:
            raise SaveError(path, f"log[{i}]", "needs a seat and a command, and nothing else", EDITED)
    digest = _field(data, path, "digest", str)
    setup = Setup(game_id, seats, mode, seed, options)
    try:
        session = Session(info, setup, ruleset, strict=strict, campaign=campaign)
    except Exception as exc:  # the setup itself is unusable
        raise SaveError(path, "seats", f"the game cannot be set up from this file ({exc})") from None
    if salvage:
        return _salvage(session, log, lambda: Session(info, setup, ruleset, campaign=campaign))
    if not strict:
        # Fast: the log as it was given, trusted until the digest says otherwise.  Any failure
        # (an edited command, a digest that does not match) is looked into by the checked replay.
        try:
            for entry in log:
                session.apply(entry["seat"], entry["command"], replay=True)
            if digest == (file_digest(data, session.game.digest()) if fmt >= 2 else session.game.digest()):
                return session
        except Exception:  # noqa: S110 - the checked replay below names the fault
            pass
        session = Session(info, setup, ruleset, strict=strict, campaign=campaign)
    for i, entry in enumerate(log, 1):
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
    state = session.game.digest()
    expected = file_digest(data, state) if fmt >= 2 else state  # format 1: the digest of the state alone
    if digest != expected:
        # A game replayed from an untouched file can still end elsewhere when the rules code changed
        # since it was saved: the hint names both causes rather than blaming the player
        raise SaveError(path, "digest", "the file does not match the digest stored with it (a field that shapes "
                        "the game was changed, or the game's rules have changed since it was saved)",
                        f"{EDITED}, or finish it with the hjourney version that wrote it "
                        f"({data.get('app_version', 'unknown')})")
    return session


def _salvage(session: Session, log: list[dict[str, str]], fresh: Callable[[], Session]) -> Salvaged:
    from .game import Refused

    for i, entry in enumerate(log):
        what = f"command {i + 1}, '{entry['command']}' by {entry['seat']},"
        try:
            session.apply(entry["seat"], entry["command"])
        except Refused as exc:  # a refused command changes nothing
            return Salvaged(session, i, len(log), f"{what} is refused by today's rules: {exc.reason}")
        except Exception as exc:  # noqa: BLE001 - a fault in the engine ends the salvage, not the app
            session = fresh()  # the failed command may have left the game half changed: replay anew
            session.apply_all((e["seat"], e["command"]) for e in log[:i])
            return Salvaged(session, i, len(log), f"{what} fails inside the game ({type(exc).__name__})")
    return Salvaged(session, len(log), len(log), "")


def check_seats(path: Path, key: str, raw: Any, info: Any, mode: str) -> list[Any]:
    """Seats as a save or campaign file lists them: names, bots and players, right for the mode."""
    from .bots import bot_kinds
    from .game import Seat

    if not isinstance(raw, list):
        raise SaveError(path, key, f"has the wrong type ({type(raw).__name__})", EDITED)
    lo, hi = info.seats_for(mode)
    lone = mode == "solo" and len(raw) == 1  # one player's name: the game gives it every seat it needs
    if not lone and not lo <= len(raw) <= hi:
        raise SaveError(path, key, f"lists {plural(len(raw), 'seat')}, but {info.title} in {mode} mode takes "
                        f"{lo} to {hi}", EDITED)
    seats: list[Any] = []
    for i, s in enumerate(raw):
        if not isinstance(s, dict) or not isinstance(s.get("name"), str) or not s["name"].strip() \
                or not s["name"].isprintable() or len(s["name"]) > NAME_MAX:
            raise SaveError(path, f"{key}[{i}]", "needs a name (one line, up to 64 characters)", EDITED)
        for k in s:
            if k not in ("name", "bot", "player"):
                raise SaveError(path, f"{key}[{i}].{k}", "is not a field of a seat", EDITED)
        for k in ("bot", "player"):
            if s.get(k) is not None and not isinstance(s[k], str):
                raise SaveError(path, f"{key}[{i}].{k}", f"has the wrong type ({type(s[k]).__name__})", EDITED)
        seats.append(Seat(s["name"], s.get("bot"), s.get("player")))
    names = [x.name.lower() for x in seats]
    if len(set(names)) != len(seats):
        raise SaveError(path, key, "names the same seat twice", EDITED)
    info.engine_class()  # engines register their bots on import
    kinds = bot_kinds(info.id)
    for i, x in enumerate(seats):
        if x.bot is not None and x.bot not in kinds:
            raise SaveError(path, f"{key}[{i}].bot", f"'{x.bot}' is not a bot of {info.title} "
                            f"(bots: {', '.join(kinds)})", EDITED)
    return seats


def _check_snapshot(path: Path, snap: Any, info: Any, ruleset: Any) -> None:
    """A quest save's `campaign` table: which campaign it belongs to and the record it began from."""
    from .campaign import RecordError, check_record, valid_campaign_name

    if not isinstance(snap, dict):
        raise SaveError(path, "campaign", "should be a table", EDITED)
    if not info.campaign:
        raise SaveError(path, "campaign", f"{info.title} has no campaigns", EDITED)
    for key in snap:
        if key not in ("name", "record", "quests_done"):
            raise SaveError(path, f"campaign.{key}", "is not a field of a quest's campaign link", EDITED)
    name = snap.get("name")
    if not isinstance(name, str) or not valid_campaign_name(name):
        raise SaveError(path, "campaign.name", "should be the name of a campaign", EDITED)
    done = snap.get("quests_done")
    if not isinstance(done, int) or isinstance(done, bool) or done < 0:
        raise SaveError(path, "campaign.quests_done", "should be a count of quests", EDITED)
    record = snap.get("record")
    if not isinstance(record, dict):
        raise SaveError(path, "campaign.record", "should be a table", EDITED)
    try:
        check_record(info, ruleset, record, done)
    except RecordError as exc:
        raise SaveError(path, f"campaign.record.{exc.field}".rstrip("."), exc.problem, EDITED) from None


def created_of(path: Path) -> str | None:
    with contextlib.suppress(SaveError, OSError):
        v = read_toml(path).get("created")
        return v if isinstance(v, str) else None
    return None

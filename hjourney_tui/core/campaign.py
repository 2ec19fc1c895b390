"""Campaign records: what persists between the quests of a campaign game.

A campaign is its own TOML file in the saves folder's `campaigns/` folder:

    format, app_version, game, name, created, updated
    current = "quest save name"          # the quest under way, if any
    [record]   the game's persistent data (heroes, gear, pool, progress...)
    [[quests]] one table per finished quest: quest id, save name, result data

Each quest's save holds a snapshot of the record as it stood when the quest
began (its `campaign` table, given to the engine), so replaying a quest never
depends on later changes to the campaign file.  When a quest ends the game's
new record and the quest's result are written back here.  Writes are atomic
and keep NAME.toml.bak, like game saves.
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import field
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .. import __version__
from .game import CampaignStatus, Seat
from .records import record
from .saves import EDITED, SaveError, hold, is_regular, read_toml, valid_name, write_atomic
from .saves import NAME_MAX as SAVE_NAME_MAX
from .session import game_seats

if TYPE_CHECKING:
    from ..registry import GameInfo
    from .session import Session

# Format 2 adds the digest and the checks below; format 1 files (no digest) are still read.
FORMAT = 2
READABLE = (1, 2)
# A quest's save is called "NAME quest N", or "NAME N TITLE" for a game that names its quests (see
# quest_save_name), and "-2" if that is taken: a campaign name must leave room for it in a save name.
NAME_MAX = 48
_KEYS = {"format", "app_version", "game", "name", "created", "updated", "record", "quests", "current", "mode",
         "seats", "options", "digest"}
_NOT_IN_DIGEST = ("digest", "created", "updated", "app_version")


class RecordError(ValueError):
    """A campaign record that no game could have written: `field` inside the record, and what is wrong."""

    def __init__(self, field: str, problem: str) -> None:
        self.field, self.problem = field, problem
        super().__init__(f"{field}: {problem}")


def _now() -> str:
    return datetime.now(UTC).replace(microsecond=0).isoformat()


def valid_campaign_name(name: str) -> bool:
    return valid_name(name, NAME_MAX)


@record(frozen=False)
class Campaign:
    name: str
    game: str
    record: dict[str, Any] = field(default_factory=dict)
    quests: list[dict[str, Any]] = field(default_factory=list)
    current: str | None = None  # the save name of the quest under way
    created: str = field(default_factory=_now)
    mode: str = "coop"
    seats: list[dict[str, Any]] = field(default_factory=list)  # {name, bot?, player?} in seating order
    options: dict[str, Any] = field(default_factory=dict)

    def snapshot(self) -> dict[str, Any]:
        """What a new quest's save keeps of the campaign (and hands to the engine)."""
        return {"name": self.name, "record": _copy(self.record), "quests_done": len(self.quests)}

    def finish_quest(self, quest: str, save: str, result: dict[str, Any], record: dict[str, Any]) -> None:
        """Write a finished quest's result and the record it leaves behind."""
        self.quests.append({"quest": quest, "save": save, "result": _copy(result)})
        self.record = _copy(record)
        self.current = None

    def as_data(self) -> dict[str, Any]:
        data: dict[str, Any] = {"format": FORMAT, "app_version": __version__, "game": self.game,
                                "name": self.name, "created": self.created, "updated": _now(),
                                "record": self.record, "quests": self.quests}
        if self.current:
            data["current"] = self.current
        data.update(mode=self.mode, seats=self.seats, options=self.options)
        data["digest"] = campaign_digest(data)
        return data


def campaign_digest(data: dict[str, Any]) -> str:
    """Covers every field but the dates and the version that wrote the file."""
    kept = {k: v for k, v in data.items() if k not in _NOT_IN_DIGEST}
    blob = json.dumps(kept, sort_keys=True, separators=(",", ":"), ensure_ascii=True, default=str)
    return hashlib.sha256(blob.encode()).hexdigest()[:32]


def _copy(data: Any) -> Any:
    if isinstance(data, dict):
        return {k: _copy(v) for k, v in data.items()}
    if isinstance(data, list):
        return [_copy(v) for v in data]
    return data


def campaign_path(name: str, saves: Path) -> Path:
    if not valid_campaign_name(name):
        shown = repr(name) if not name.isprintable() or name != name.strip() else name
        raise SaveError(shown, "name", "a campaign name may use letters, digits, spaces, '-', '_' and '.' only, "
                        f"up to {NAME_MAX} characters (its quests' saves are named after it)", "pick another name")
    return saves / "campaigns" / f"{name}.toml"


def write_campaign(campaign: Campaign, saves: Path) -> Path:
    import tomli_w

    path = campaign_path(campaign.name, saves)
    write_atomic(path, tomli_w.dumps(campaign.as_data()))
    return path


def check_record(info: GameInfo, ruleset: Any, record: dict[str, Any], done: int,
                 played: list[dict[str, Any]] | None = None, seats: list[str] | None = None) -> None:
    """The game's own check of a campaign record (RecordError if no play could have left it so).

    A campaign game plugs in with a classmethod `check_campaign_record(ruleset, record, done=,
    played=, seats=)` on its engine: `done` quests were played, `played` is the campaign file's
    list of them (None for a quest's snapshot), `seats` the campaign's seat names.
    """
    check = getattr(info.engine_class(), "check_campaign_record", None)
    if check is not None:
        try:
            check(ruleset, record, done=done, played=played, seats=seats)
        except RecordError:
            raise
        except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
            raise RecordError("", f"cannot be read ({type(exc).__name__}: {exc})") from None


def _wrong(path: Path, key: str, value: Any) -> SaveError:
    return SaveError(path, key, f"has the wrong type ({type(value).__name__})", EDITED)


def load_campaign(path: Path) -> Campaign:
    """Read and check a campaign file; problems name the file and field, and the file is left alone."""
    from ..registry import UnknownGame, game_info
    from .options import OptionError, resolve_options
    from .ruleset import RulesetError
    from .saves import check_seats, clean_stale_temps

    data = read_toml(path)
    clean_stale_temps(path)
    kinds = {"format": int, "game": str, "name": str, "record": dict, "quests": list}
    for key, kind in kinds.items():
        if key not in data:
            raise SaveError(path, key, "is missing", "the file is incomplete; restore the .bak copy")
        if not isinstance(data[key], kind) or isinstance(data[key], bool):
            raise _wrong(path, key, data[key])
    if data["format"] not in READABLE:
        raise SaveError(path, "format", f"is version {data['format']}, but this hjourney reads versions "
                        f"{', '.join(map(str, READABLE))}", "open it with the hjourney version that wrote it")
    for key in data:
        if key not in _KEYS:
            raise SaveError(path, key, "is not a field of a campaign", EDITED)
    for key, kind in (("app_version", str), ("created", str), ("updated", str), ("current", str),
                      ("mode", str), ("seats", list), ("options", dict), ("digest", str)):
        if key in data and (not isinstance(data[key], kind) or isinstance(data[key], bool)):
            raise _wrong(path, key, data[key])
    name = data["name"]
    if name != path.stem:  # the file name is the campaign's identity: its quests find it by that name
        raise SaveError(path, "name", f"says '{name}' but the file is {path.name}",
                        "a campaign file may not be renamed or copied under another name; restore the .bak copy")
    try:
        info = game_info(data["game"])
    except UnknownGame as exc:
        raise SaveError(path, "game", str(exc.args[0]), "this campaign is for a game this hjourney does not have") \
            from None
    if not info.campaign:
        raise SaveError(path, "game", f"{info.title} has no campaigns", EDITED)
    mode = data.get("mode", "coop")
    if mode not in info.modes:
        raise SaveError(path, "mode", f"'{mode}' is not a mode of {info.title}", EDITED)
    seats = check_seats(path, "seats", data.get("seats", []), info, mode)
    options = data.get("options", {})
    try:
        resolve_options(list(info.options), options)
    except (OptionError, ValueError, TypeError) as exc:
        raise SaveError(path, "options", str(exc), EDITED) from None
    for i, q in enumerate(data["quests"]):
        if not isinstance(q, dict) or set(q) != {"quest", "save", "result"}:
            raise SaveError(path, f"quests[{i}]", "needs a quest id, a save name and a result, and nothing else",
                            EDITED)
        if not isinstance(q["quest"], str) or not isinstance(q["save"], str) or not valid_name(q["save"]):
            raise SaveError(path, f"quests[{i}]", "needs a quest id and a save name", EDITED)
        if not isinstance(q["result"], dict):
            raise _wrong(path, f"quests[{i}].result", q["result"])
    current = data.get("current")
    if current is not None and not valid_name(current):
        raise SaveError(path, "current", "should be a save name", EDITED)
    try:
        ruleset = info.load_ruleset()
    except RulesetError as exc:
        raise SaveError(path, "game", str(exc)) from None
    try:
        check_record(info, ruleset, data["record"], len(data["quests"]), data["quests"],
                     [s.name for s in game_seats(info, seats, mode)])
    except RecordError as exc:
        raise SaveError(path, f"record.{exc.field}".rstrip("."), exc.problem, EDITED) from None
    if data["format"] == 1 and "digest" in data:  # version 1 files never had one: the version was edited
        raise SaveError(path, "format", "says version 1, but the file carries a digest, as version 2 files do",
                        EDITED)
    if data["format"] >= 2:
        if "digest" not in data:
            raise SaveError(path, "digest", "is missing", "the file is incomplete; restore the .bak copy")
        if data["digest"] != campaign_digest(data):
            raise SaveError(path, "digest", "the file does not match the digest stored with it (a field was "
                            "changed)", EDITED)
    return Campaign(name, data["game"], data["record"], data["quests"], current,
                    str(data.get("created", _now())), mode, list(data.get("seats", [])), dict(options))


def list_campaigns(saves: Path) -> list[Path]:
    """Every campaign file; anything that is not a regular file (a FIFO, a folder) is skipped."""
    folder = saves / "campaigns"
    if not folder.is_dir():
        return []
    return sorted(p for p in folder.glob("*.toml") if not p.name.startswith(".") and is_regular(p))


# -- playing a campaign: quest saves made from it, results written back ----------------
#
# A campaign's quest touches two files: the quest's save and the campaign file.  No crash between
# the two writes can leave the campaign stuck, because the campaign file is written first when a
# quest begins (naming the save to come), and the quest save is the authority when it ends: a
# finished quest the campaign still calls "under way" is recorded by `repair`, which every way
# into a campaign (next, show, the Campaigns screen, `do` on the finished quest) runs first.

def new_campaign(info: GameInfo, name: str, seats: list[Seat], mode: str, saves: Path,
                 options: dict[str, Any] | None = None, decks: dict[str, Any] | None = None) -> Campaign:
    """Create and write a campaign file (refusing a name in use); its first quest starts with start_quest.

    `decks` (seat name: a deck read from a deck file) go into the game's first record only: a game that
    takes deck files keeps each seat's deck in its record from then on."""
    from .decks import SEAT_DECKS
    from .saves import save_path

    path = campaign_path(name, saves)
    save_path(quest_save_name(name, 1), saves)  # the first quest's save name is valid too
    if not info.campaign:
        raise SaveError(name, "game", f"{info.title} has no campaign", "start a single game instead")
    record = info.engine_class().new_campaign_record(info.load_ruleset(),
                                                     seats=[s.name for s in game_seats(info, seats, mode)],
                                                     options={**(options or {}), **({SEAT_DECKS: decks} if decks else {})})
    seat_data = [{k: v for k, v in (("name", s.name), ("bot", s.bot), ("player", s.player)) if v is not None}
                 for s in seats]
    campaign = Campaign(name, info.id, record, mode=mode, seats=seat_data, options=dict(options or {}))
    with hold(path):
        if path.exists() or path.is_symlink():
            raise SaveError(path, "name", f"a campaign called '{name}' exists already", "pick another name")
        write_campaign(campaign, saves)
    return campaign


def add_note(info: GameInfo, name: str, text: str, saves: Path) -> Campaign:
    """Write the players' own note into campaign NAME's record, between quests.

    A game takes notes with a classmethod `campaign_note(ruleset, record, text)` returning the new
    record (ValueError for a note it refuses).  While a quest is under way the note waits: that
    quest's save holds the record as the quest began, and its result is written over it."""
    path = campaign_path(name, saves)
    hook = getattr(info.engine_class(), "campaign_note", None)
    if hook is None:
        raise SaveError(path, "record", f"{info.title}'s campaign log takes no notes", "keep them elsewhere")
    with hold(path):
        campaign = load_campaign(path)
        problem = repair(campaign, saves)
        if campaign.current:
            raise SaveError(path, "current", f"quest '{campaign.current}' is under way"
                            + (f" ({problem})" if problem else ""),
                            f"write the note once it is over: hjourney play '{campaign.current}'")
        campaign.record = hook(info.load_ruleset(), campaign.record, text)
        write_campaign(campaign, saves)
    return campaign


def quest_save_name(campaign: str, number: int, title: str | None = None, attempt: int = 1) -> str:
    """The save name of a campaign's quest: "NAME quest N", or with a title "NAME N TITLE" (and
    " - 2nd try" from the second attempt on).  A title is cut to fit a save name, attempt kept."""
    if title is None:
        return f"{campaign} quest {number}"
    head, tail = f"{campaign} {number}", f" - {ordinal(attempt)} try" if attempt > 1 else ""
    words = re.sub(r"[^A-Za-z0-9 _.-]", "", title).replace("..", ".").split()
    room = SAVE_NAME_MAX - len("-99") - len(head) - len(tail)  # unique_name may add "-2"
    while words and len(" ".join(words)) + 1 > room:
        words.pop()
    return " ".join([head, *words]) + tail


def ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def next_quest_save_name(info: GameInfo, campaign: Campaign) -> str:
    """The name for the campaign's next quest save.

    A game names its quests with a classmethod `campaign_quest_name(ruleset, record)` returning
    (number, title, attempt): which of the campaign's quests comes next (from 1), its title, and
    which attempt at it this is (from 1).  Without it a quest is numbered by the quests played."""
    hook = getattr(info.engine_class(), "campaign_quest_name", None)
    if hook is None:
        return quest_save_name(campaign.name, len(campaign.quests) + 1)
    number, title, attempt = hook(info.load_ruleset(), campaign.record)
    return quest_save_name(campaign.name, number, title, attempt)


def campaign_status(info: GameInfo, campaign: Campaign) -> CampaignStatus:
    """Where a campaign stands; a quest being played shows as under way."""
    return record_status(info, campaign.record, under_way=bool(campaign.current))


def record_status(info: GameInfo, record: dict[str, Any], under_way: bool = False) -> CampaignStatus:
    """Where a campaign stands from its record alone (as a finished quest leaves it, say)."""
    return info.engine_class().campaign_status(info.load_ruleset(), record, under_way=under_way)


def seats_text(campaign: Campaign) -> str:
    return ", ".join(s["name"] + (f" ({s['bot']} bot)" if s.get("bot") else "") for s in campaign.seats)


def next_step(campaign: Campaign, status: CampaignStatus) -> tuple[str, str | None]:
    """What comes next: ("under way", quest save), ("next", quest title) or ("over", None)."""
    if campaign.current:
        return "under way", campaign.current
    if status.next_quest:
        return "next", status.next_quest
    return "over", None


def _quest_of(session: Session, campaign: Campaign) -> bool:
    """Whether a quest save began from this campaign exactly as it stands (the quest under way)."""
    snap = session.campaign
    return (snap is not None and snap.get("name") == campaign.name and session.info.id == campaign.game
            and snap.get("quests_done") == len(campaign.quests) and snap.get("record") == campaign.record)


def repair(campaign: Campaign, saves: Path) -> str | None:
    """Bring the campaign file in line with its quest under way; returns a note if that save is damaged.

    The caller holds the campaign file's lock.  A quest save that was never written (a crash
    as the quest began) is forgotten; a finished one is recorded; one that is not this
    campaign's quest is refused.
    """
    from .saves import load_save, read_header, save_path

    if not campaign.current:
        return None
    qpath = save_path(campaign.current, saves)
    cpath = campaign_path(campaign.name, saves)
    if not qpath.exists() and not qpath.is_symlink():
        campaign.current = None
        write_campaign(campaign, saves)
        return None
    head = read_header(qpath)
    if not head.error and head.status == "in progress":  # nothing to record: no need to replay it
        return None
    try:
        session = load_save(qpath)
    except SaveError as exc:
        return f"the quest under way cannot be loaded: {exc}"
    if not _quest_of(session, campaign):
        raise SaveError(cpath, "current", f"names the save '{campaign.current}', which is not this campaign's "
                        "quest under way", f"rename that save or restore {cpath.name}.bak")
    report = session.game.quest_report()
    if report is not None:
        campaign.finish_quest(report.quest, qpath.stem, report.result, report.record)
        write_campaign(campaign, saves)
    return None


def open_campaign(name: str, saves: Path) -> tuple[Campaign, str | None]:
    """Load campaign NAME and repair it (see `repair`); the note says if its quest save is damaged."""
    path = campaign_path(name, saves)
    with hold(path):
        campaign = load_campaign(path)
        return campaign, repair(campaign, saves)


def start_quest(info: GameInfo, campaign: Campaign, saves: Path, seed: int | None = None) -> Path:
    """Begin the campaign's next quest: a new save holding the campaign snapshot; returns its path."""
    from .options import OptionError
    from .saves import save_path, unique_name, write_save
    from .session import Session

    cpath = campaign_path(campaign.name, saves)
    with hold(cpath):
        fresh = load_campaign(cpath)  # as it is now, not as the caller read it a while ago
        note = repair(fresh, saves)
        if fresh.current:
            raise SaveError(campaign.name, "current", f"quest '{fresh.current}' is still under way"
                            + (f" ({note})" if note else ""), f"finish it first: hjourney play '{fresh.current}'")
        if campaign_status(info, fresh).next_quest is None:
            raise SaveError(campaign.name, "record", "the campaign is over: every quest has been played",
                            "start a new campaign")
        seats = [Seat(s["name"], s.get("bot"), s.get("player")) for s in fresh.seats]
        try:
            session = Session.new(info, seats, fresh.mode, seed, fresh.options, campaign=fresh.snapshot())
        except (ValueError, OptionError) as exc:
            raise SaveError(cpath, "seats", f"the quest cannot be set up from this campaign ({exc})", EDITED) \
                from None
        path = save_path(unique_name(saves, next_quest_save_name(info, fresh)), saves)
        fresh.current = path.stem
        write_campaign(fresh, saves)  # first the campaign names its quest, then the quest is written
        with hold(path):
            if path.exists():
                raise SaveError(path, "", "appeared while the quest was being set up", "try again")
            write_save(session, path)
    campaign.record, campaign.quests, campaign.current = fresh.record, fresh.quests, fresh.current
    return path


def record_quest(session: Session, save: Path) -> Campaign | None:
    """If `session` is a finished campaign quest not yet written back, write its result; else None.

    Idempotent: the quest's save alone says what to record, and a result is recorded once.
    """
    if session.campaign is None or session.game.quest_report() is None:
        return None
    saves = save.parent
    name = session.campaign["name"]
    path = campaign_path(name, saves)
    with hold(path):
        campaign = load_campaign(path)
        if campaign.current != save.stem or not _quest_of(session, campaign):
            return None  # written back already (or another quest took over)
        report = session.game.quest_report()
        assert report is not None
        campaign.finish_quest(report.quest, save.stem, report.result, report.record)
        write_campaign(campaign, saves)
    return campaign

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

import re
import tomllib
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .. import __version__
from .game import CampaignStatus, Seat
from .saves import SaveError, write_atomic

if TYPE_CHECKING:
    from ..registry import GameInfo
    from .session import Session

FORMAT = 1
_NAME_OK = re.compile(r"^[A-Za-z0-9][A-Za-z0-9 _.-]{0,63}$")


def _now() -> str:
    return datetime.now(UTC).replace(microsecond=0).isoformat()


@dataclass
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
        return data


def _copy(data: Any) -> Any:
    if isinstance(data, dict):
        return {k: _copy(v) for k, v in data.items()}
    if isinstance(data, list):
        return [_copy(v) for v in data]
    return data


def campaign_path(name: str, saves: Path) -> Path:
    if not _NAME_OK.match(name) or ".." in name:
        raise SaveError(name, "name", "a campaign name may use letters, digits, spaces, '-', '_' and '.' only",
                        "Pick another name")
    return saves / "campaigns" / f"{name}.toml"


def write_campaign(campaign: Campaign, saves: Path) -> Path:
    import tomli_w

    path = campaign_path(campaign.name, saves)
    write_atomic(path, tomli_w.dumps(campaign.as_data()))
    return path


def load_campaign(path: Path) -> Campaign:
    """Read and check a campaign file; problems name the file and field, and the file is left alone."""
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise SaveError(path, "", f"cannot be read ({exc.strerror})", "Check the path") from None
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise SaveError(path, "", f"is not valid TOML ({exc}); it may be truncated or hand-edited",
                        f"Restore {path.name}.bak if it exists") from None
    kinds = {"format": int, "game": str, "name": str, "record": dict, "quests": list}
    for key, kind in kinds.items():
        if key not in data:
            raise SaveError(path, key, "is missing", "The file is incomplete; restore the .bak copy")
        if not isinstance(data[key], kind) or isinstance(data[key], bool):
            raise SaveError(path, key, f"has the wrong type ({type(data[key]).__name__})",
                            "The file was edited by hand; restore the .bak copy")
    if data["format"] != FORMAT:
        raise SaveError(path, "format", f"is version {data['format']}, but this hjourney reads version {FORMAT}",
                        "Open it with the hjourney version that wrote it")
    for i, q in enumerate(data["quests"]):
        if not isinstance(q, dict) or not isinstance(q.get("quest"), str):
            raise SaveError(path, f"quests[{i}]", "needs a quest id", "Restore the .bak copy")
    current = data.get("current")
    if current is not None and not isinstance(current, str):
        raise SaveError(path, "current", "should be a save name")
    for key, kind in (("mode", str), ("seats", list), ("options", dict)):
        if key in data and not isinstance(data[key], kind):
            raise SaveError(path, key, f"has the wrong type ({type(data[key]).__name__})",
                            "The file was edited by hand; restore the .bak copy")
    for i, seat in enumerate(data.get("seats", [])):
        if not isinstance(seat, dict) or not isinstance(seat.get("name"), str):
            raise SaveError(path, f"seats[{i}]", "needs a name", "Restore the .bak copy")
    return Campaign(data["name"], data["game"], data["record"], data["quests"], current,
                    str(data.get("created", _now())), str(data.get("mode", "coop")),
                    list(data.get("seats", [])), dict(data.get("options", {})))


def list_campaigns(saves: Path) -> list[Path]:
    folder = saves / "campaigns"
    return sorted(folder.glob("*.toml")) if folder.is_dir() else []


# -- playing a campaign: quest saves made from it, results written back ----------------

def new_campaign(info: GameInfo, name: str, seats: list[Seat], mode: str, saves: Path,
                 options: dict[str, Any] | None = None) -> Campaign:
    """Create and write a campaign file (refusing a name in use); its first quest starts with start_quest."""
    path = campaign_path(name, saves)
    if path.exists():
        raise SaveError(path, "name", f"a campaign called '{name}' exists already", "pick another name")
    if not info.campaign:
        raise SaveError(name, "game", f"{info.title} has no campaign", "start a single game instead")
    record = info.engine_class().new_campaign_record(info.load_ruleset())
    seat_data = [{k: v for k, v in (("name", s.name), ("bot", s.bot), ("player", s.player)) if v is not None}
                 for s in seats]
    campaign = Campaign(name, info.id, record, mode=mode, seats=seat_data, options=dict(options or {}))
    write_campaign(campaign, saves)
    return campaign


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


def start_quest(info: GameInfo, campaign: Campaign, saves: Path, seed: int | None = None) -> Path:
    """Begin the campaign's next quest: a new save holding the campaign snapshot; returns its path."""
    from .saves import save_path, unique_name, write_save
    from .session import Session

    if campaign.current and save_path(campaign.current, saves).exists():
        raise SaveError(campaign.name, "current", f"quest '{campaign.current}' is still under way",
                        f"finish it first: hjourney play '{campaign.current}'")
    if campaign_status(info, campaign).next_quest is None:
        raise SaveError(campaign.name, "record", "the campaign is over: every quest has been played",
                        "start a new campaign")
    seats = [Seat(s["name"], s.get("bot"), s.get("player")) for s in campaign.seats]
    session = Session.new(info, seats, campaign.mode, seed, campaign.options, campaign=campaign.snapshot())
    path = save_path(unique_name(saves, f"{campaign.name} quest {len(campaign.quests) + 1}"), saves)
    write_save(session, path)
    campaign.current = path.stem
    write_campaign(campaign, saves)
    return path


def record_quest(session: Session, save: Path) -> Campaign | None:
    """If `session` is a finished campaign quest not yet written back, write its result; else None."""
    if session.campaign is None:
        return None
    report = session.game.quest_report()
    if report is None:
        return None
    saves = save.parent
    campaign = load_campaign(campaign_path(session.campaign["name"], saves))
    if campaign.current != save.stem:  # written back already (or another quest took over)
        return None
    campaign.finish_quest(report.quest, save.stem, report.result, report.record)
    write_campaign(campaign, saves)
    return campaign

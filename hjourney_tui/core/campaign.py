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
from typing import Any

from .. import __version__
from .saves import SaveError, write_atomic

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
    return Campaign(data["name"], data["game"], data["record"], data["quests"], current,
                    str(data.get("created", _now())))


def list_campaigns(saves: Path) -> list[Path]:
    folder = saves / "campaigns"
    return sorted(folder.glob("*.toml")) if folder.is_dir() else []

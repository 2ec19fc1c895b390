"""Salvaging a save that no longer loads after the game was updated.

A save is a seed and a command log: when a later version changes a rule or a card, the same
commands replay into another game and the digest no longer matches, or a command is refused.
Such a save is never rewritten.  Salvaging writes a copy beside it holding the commands today's
game still accepts, replayed under today's rules (so dice and draws may come out differently
from the first time), and points a campaign whose quest it was at the copy.
"""

from __future__ import annotations

from pathlib import Path

from .records import record
from .saves import Salvaged, SaveError, hold, salvage_save, save_path, unique_name, write_save
from .words import plural


def salvageable(exc: Exception) -> bool:
    """Whether a save failed to load because the game changed since it was made (its cards, its
    rules), not because the file is unreadable: only then can a copy be salvaged from its commands."""
    field = getattr(exc, "field", "")
    return field in ("digest", "ruleset_hash") or field.startswith("log[") and "refused on replay" in str(exc)


@record(frozen=False)
class Copy:
    path: Path  # the salvaged copy
    kept: int
    total: int
    stopped: str  # why the replay stopped before the end ('' if every command replayed)
    campaign: str | None  # the campaign now pointing at the copy, if the save was its quest under way

    def summary(self) -> str:
        """One line for the player: what the copy holds and where it is."""
        told = f"kept {self.kept} of {plural(self.total, 'command')}"
        why = f"; the replay stopped at {self.stopped}" if self.stopped else ""
        camp = f"; campaign '{self.campaign}' now plays it" if self.campaign else ""
        return f"{told} in '{self.path.stem}'{why}{camp}"


def salvage_copy(path: Path) -> Copy:
    """Write the salvaged copy of the save at `path` beside it; the original stays as it is."""
    with hold(path, wait=0):  # nobody writes the save while it is read
        found: Salvaged = salvage_save(path)
    folder = path.parent
    copy = save_path(unique_name(folder, f"{path.stem} salvaged"), folder)
    with hold(copy, wait=0):
        if copy.exists():
            raise SaveError(copy, "", "appeared while the copy was being made", "try again")
        write_save(found.session, copy)
    return Copy(copy, found.kept, found.total, found.stopped, _repoint(found, path, copy))


def _repoint(found: Salvaged, old: Path, new: Path) -> str | None:
    """A campaign whose quest under way was the old save goes on with the copy."""
    from .campaign import campaign_path, load_campaign, write_campaign

    snap = found.session.campaign
    if not snap or not isinstance(snap.get("name"), str):
        return None
    saves = old.parent
    cpath = campaign_path(snap["name"], saves)
    if not cpath.exists():
        return None
    with hold(cpath, wait=0):
        campaign = load_campaign(cpath)
        if campaign.current != old.stem:
            return None
        campaign.current = new.stem
        write_campaign(campaign, saves)
    return campaign.name

"""Salvaging saves an update broke: a copy with the commands today's game accepts, the original
left byte for byte, and a campaign's quest under way pointed at the copy."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
import tomli_w
from click.testing import CliRunner

from hjourney_tui.cli import main
from hjourney_tui.core.campaign import campaign_path, load_campaign
from hjourney_tui.core.game import Seat
from hjourney_tui.core.salvage import salvage_copy
from hjourney_tui.core.saves import SaveError, load_save, write_save
from hjourney_tui.core.session import Session
from hjourney_tui.registry import game_info

from .savefiles import CAMPAIGN, play, quest_at_its_last_command


def _save(folder: Path, commands: int = 40) -> tuple[Path, Session]:
    folder.mkdir(parents=True, exist_ok=True)
    session = Session.new(game_info("wq_acg"), [Seat("Ana"), Seat("Ben")], "coop", 7)
    play(session, commands, 7, stop_before_end=True)
    path = folder / "Old game.toml"
    write_save(session, path)
    return path, session


def _edit(path: Path, change) -> bytes:  # noqa: ANN001 - a function of the save's table
    data = tomllib.loads(path.read_text())
    change(data)
    path.write_text(tomli_w.dumps(data))
    return path.read_bytes()


def test_a_save_whose_cards_changed_is_salvaged_whole_into_a_copy(tmp_path):
    path, session = _save(tmp_path / "saves")
    before = _edit(path, lambda d: d.update(ruleset_hash="0000000000000000"))  # as if the cards changed since
    with pytest.raises(SaveError) as exc:
        load_save(path)
    assert exc.value.field == "ruleset_hash"
    copy = salvage_copy(path)
    assert path.read_bytes() == before  # never rewritten
    assert copy.path == path.with_name("Old game salvaged.toml")
    assert (copy.kept, copy.total, copy.stopped) == (len(session.log), len(session.log), "")
    again = load_save(copy.path)  # the copy is a sound save of today's game
    assert [(e.seat, e.command) for e in again.log] == [(e.seat, e.command) for e in session.log]


def test_the_copy_stops_before_the_first_command_todays_rules_refuse(tmp_path):
    path, session = _save(tmp_path / "saves")
    n = len(session.log) // 2
    _edit(path, lambda d: d["log"][n].update(command="fly to the moon"))  # no longer a legal command
    with pytest.raises(SaveError):
        load_save(path)
    copy = salvage_copy(path)
    assert copy.kept == n and copy.total == len(session.log)
    assert f"command {n + 1}, 'fly to the moon'" in copy.stopped and "refused" in copy.stopped
    assert len(load_save(copy.path).log) == n
    assert salvage_copy(path).path.stem == "Old game salvaged-2"  # a second copy never replaces the first


def test_a_campaign_goes_on_with_the_salvaged_copy_of_its_quest(tmp_path):
    folder = tmp_path / "saves"
    folder.mkdir()
    quest, _ = quest_at_its_last_command(folder)
    _edit(quest, lambda d: d.update(ruleset_hash="0000000000000000"))
    copy = salvage_copy(quest)
    assert copy.campaign == CAMPAIGN
    assert load_campaign(campaign_path(CAMPAIGN, folder)).current == copy.path.stem
    assert load_save(copy.path).campaign is not None


def test_the_command_line_salvages_and_says_what_it_kept(tmp_path):
    path, session = _save(tmp_path / "saves")
    _edit(path, lambda d: d.update(digest="0" * 32))
    runner = CliRunner()
    refused = runner.invoke(main, ["--saves-dir", str(path.parent), "check", "Old game"])
    assert refused.exit_code != 0 and "digest" in refused.output
    done = runner.invoke(main, ["--saves-dir", str(path.parent), "check", "Old game", "--salvage"])
    assert done.exit_code == 0, done.output
    assert f"salvaged: kept {len(session.log)} of {len(session.log)} commands in 'Old game salvaged'" in done.output

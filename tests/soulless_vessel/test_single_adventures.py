"""Every adventure as a single game, and adventures of a player's own from a TOML file
(`hjourney new soulless_vessel --adventure FILE`, own_adventure.py)."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

import pytest
import tomli_w
from click.testing import CliRunner

from hjourney_tui.cli import main
from hjourney_tui.core.game import Seat, Setup
from hjourney_tui.core.ruleset import load_ruleset
from hjourney_tui.core.saves import load_save
from hjourney_tui.games.soulless_vessel.content import load_content
from hjourney_tui.games.soulless_vessel.engine import Vessels
from hjourney_tui.games.soulless_vessel.info import ADVENTURES, INFO
from tests.conftest import ROOT

DATA = ROOT / "rulesets" / "soulless_vessel"


def test_the_adventure_option_offers_every_adventure_of_the_campaign():
    content = load_content(DATA)
    assert tuple(content.adventures) == ADVENTURES
    spec = next(o for o in INFO.options if o.key == "adventure")
    assert spec.choices == ADVENTURES


@pytest.mark.parametrize("adventure", ADVENTURES)
def test_each_adventure_starts_as_a_single_game(adventure: str):
    game = Vessels(Setup("soulless_vessel", [Seat("Ana"), Seat("Bo")], "coop", 4, {"adventure": adventure}),
                   load_ruleset("soulless_vessel"))
    assert game.state.adventure == adventure and game.legal_commands("Ana")


def own() -> dict[str, Any]:
    """A two-room adventure: a gatehouse whose east door opens on a cistern."""
    return {
        "name": "The Well",
        "enemies": ["grave_rats", "bog_lurker"],
        "events": "first_descent",
        "exploration": ["baptistry", "omen"],
        "quest_triggers": {"omen": {"name": "An Omen", "effects": ["threat +1"]},
                           "victory": {"name": "The Foe Falls", "when": "defeat bog_lurker",
                                       "effects": ["win_adventure"]}},
        "rooms": {"gate": {"tile": "gatehouse", "layout": 1, "at": [0, 1]},
                  "well": {"tile": "cistern", "layout": 1, "at": [6, 0]}},
        "start": {"room": "gate", "squares": [[0, 0], [1, 0], [2, 0], [3, 0]]},
        "end_caps": [{"room": "gate", "door": "south"}, {"room": "well", "door": "south"}],
    }


def run(*args: str, code: int = 0):
    result = CliRunner().invoke(main, list(args))
    assert result.exit_code == code, (result.output, result.stderr, result.exception)
    return result


def write(path: Path, data: dict[str, Any]) -> Path:
    path.write_text(tomli_w.dumps(data), encoding="utf-8")
    return path


def test_an_adventure_file_is_played_and_its_save_replays_after_the_file_changes(saves: Path, tmp_path: Path):
    file = write(tmp_path / "well.toml", own())
    path = Path(run("new", "soulless_vessel", "--adventure", str(file), "--seed", "3", "--name", "w").stdout.strip())
    session = load_save(path)
    game = session.game
    assert game.state.adventure == "own" and set(game.map().rooms) == {"gate", "well"}
    assert game.plan().enemies == ("grave_rats", "bog_lurker") and game.plan().win == "triggers"
    stored = tomllib.loads(path.read_text(encoding="utf-8"))["options"]["adventure_file"]
    assert stored["data"]["name"] == "The Well"
    file.write_text("this is no longer TOML", encoding="utf-8")
    again = load_save(path).game
    assert set(again.map().rooms) == {"gate", "well"}


@pytest.mark.parametrize(("change", "key"), [
    (lambda d: d.update(events="nope"), "events"),
    (lambda d: d["enemies"].append("nobody"), "enemies[2]"),
    (lambda d: d["exploration"].append("nowhere"), "exploration[2]"),
    (lambda d: d["quest_triggers"]["omen"].update(effects=["dance wildly"]), "quest_triggers.omen.effects[0]"),
    (lambda d: d["rooms"]["well"].update(tile="attic"), "rooms.well.tile"),
    (lambda d: d.update(exploration=["omen"]), "exploration"),
    (lambda d: d.update(colour="red"), "colour"),
])
def test_a_broken_adventure_file_is_refused_in_one_line_naming_file_and_key(saves: Path, tmp_path: Path,
                                                                            change, key: str):
    data = own()
    change(data)
    file = write(tmp_path / "bad.toml", data)
    err = run("new", "soulless_vessel", "--adventure", str(file), code=2).stderr.strip()
    assert len(err.splitlines()) == 1 and f"{file}: {key}:" in err, err
    assert not list(saves.iterdir())


def test_an_adventure_file_that_is_not_toml_is_refused_naming_the_file(saves: Path, tmp_path: Path):
    file = tmp_path / "bad.toml"
    file.write_text("name = ", encoding="utf-8")
    err = run("new", "soulless_vessel", "--adventure", str(file), code=2).stderr.strip()
    assert len(err.splitlines()) == 1 and str(file) in err and "TOML" in err


def test_a_game_without_adventure_files_refuses_the_flag(saves: Path, tmp_path: Path):
    file = write(tmp_path / "well.toml", own())
    err = run("new", "kilforth", "--adventure", str(file), code=2).stderr.strip()
    assert "does not take adventure files" in err

"""The command line contract, through click's runner and the real console script.

The test game (id "toy") is registered by conftest through HJOURNEY_EXTRA_GAMES,
which subprocesses inherit.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tomllib
import types
from pathlib import Path

import pytest
from click.testing import CliRunner

from hjourney_tui import __version__
from hjourney_tui.cli import main
from hjourney_tui.core.saves import file_digest, load_save

SCRIPT = Path(sys.executable).parent / "hjourney"


def run(*args: str, code: int = 0):
    result = CliRunner().invoke(main, list(args))
    assert result.exit_code == code, (result.output, result.stderr, result.exception)
    return result


def one_line_error(result) -> str:
    """Errors a user can fix are one line on stderr, never a traceback."""
    err = result.stderr.strip()
    assert "Traceback" not in result.output
    assert len(err.splitlines()) == 1, err
    assert result.exception is None or isinstance(result.exception, SystemExit)
    return err


def new_game(saves: Path, name: str = "g", *extra: str) -> Path:
    out = run("new", "toy", "--seat", "Ana", "--seat", "Ben", "--seed", "7", "--name", name, *extra).stdout
    path = Path(out.strip())
    assert path == saves / f"{name}.toml"
    return path


def commands_in(path: Path) -> list[str]:
    return [f"{e['seat']}: {e['command']}" for e in tomllib.loads(path.read_text())["log"]]


# -- the group ---------------------------------------------------------------------

def test_version_and_help_everywhere():
    assert __version__ in run("--version").stdout
    assert "Commands:" in run("--help").stdout
    for name, command in main.commands.items():
        assert "Usage: " in run(name, "--help").stdout
        assert "Usage: " in run(name, "-h").stdout
        for sub in getattr(command, "commands", {}):  # the commands of a group (`hjourney campaign ...`)
            assert f" {name} {sub} " in run(name, sub, "--help").stdout.split("\n")[0]


def test_saves_dir_option_beats_the_environment(saves, tmp_path):
    other = tmp_path / "elsewhere"
    out = run("--saves-dir", str(other), "new", "toy", "--name", "x").stdout
    assert Path(out.strip()) == other / "x.toml"
    assert not (saves / "x.toml").exists()


def test_play_hands_the_save_to_the_app(saves, monkeypatch):
    calls = []
    fake = types.ModuleType("hjourney_tui.tui.app")
    fake.run = lambda save, saves_dir, session=None: calls.append((save, saves_dir))  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "hjourney_tui.tui.app", fake)
    path = new_game(saves)
    run("play", "g")
    run("play")
    run()  # no command at all opens the menu too
    assert calls == [(path, saves), (None, saves), (None, saves)]
    one_line_error(run("play", "nothing-here", code=2))
    path.write_text(path.read_text().replace("seed = 7", "seed = 8"))
    before = path.read_bytes()
    err = one_line_error(run("play", "g", code=2))  # a damaged save never reaches the app
    assert str(path) in err and "field 'digest'" in err
    assert path.read_bytes() == before and len(calls) == 3


# -- games and new ------------------------------------------------------------------

def test_games_lists_modes_and_seats():
    out = run("games").stdout
    assert "toy" in out and "Dice Race" in out
    assert "competitive  2-4 seats" in out


def test_new_defaults(saves):
    path = Path(run("new", "toy").stdout.strip())
    assert path == saves / "toy.toml"
    data = tomllib.loads(path.read_text())
    assert data["mode"] == "solo" and [s["name"] for s in data["seats"]] == ["Player 1"]
    second = Path(run("new", "toy", "--seats", "3").stdout.strip())
    assert second.name == "toy-2.toml"
    data = tomllib.loads(second.read_text())
    assert data["mode"] == "competitive"
    assert [s["name"] for s in data["seats"]] == ["Player 1", "Player 2", "Player 3"]


def test_new_with_seats_bots_seed_and_options(saves):
    path = Path(run("new", "toy", "--seat", "Ana", "--seat", "Bo:bot", "--seat", "Cy:random", "--seats", "4",
                    "--seed", "42", "--option", "goal=8", "--name", "party").stdout.strip())
    data = tomllib.loads(path.read_text())
    assert data["seed"] == 42 and data["options"]["goal"] == 8
    assert data["seats"] == [{"name": "Ana"}, {"name": "Bo", "bot": "random"}, {"name": "Cy", "bot": "random"},
                             {"name": "Player 1"}]
    assert load_save(path).setup.options["goal"] == 8


@pytest.mark.parametrize("args, words", [
    (["new", "nogame"], "unknown game 'nogame'"),
    (["new", "toy", "--mode", "coop"], "no 'coop' mode"),
    (["new", "toy", "--mode", "competitive", "--seats", "1"], "takes 2 to 4 seats"),
    (["new", "toy", "--seats", "6"], "takes 2 to 4 seats, not 6"),
    (["new", "toy", "--option", "speed=3"], "unknown option 'speed'"),
    (["new", "toy", "--option", "goal=far"], "takes a whole number"),
    (["new", "toy", "--option", "goal"], "KEY=VALUE"),
    (["new", "toy", "--seat", "Ana:wizard"], "no 'wizard' bot"),
    (["new", "toy", "--seat", "Ana", "--seat", "ana"], "different name"),
    (["new", "toy", "--seats", "1", "--seat", "A", "--seat", "B"], "--seats is 1"),
])
def test_new_refuses_clearly(saves, args, words):
    err = one_line_error(run(*args, code=2))
    assert words in err
    assert list(saves.iterdir()) == []


def test_new_never_overwrites(saves):
    path = new_game(saves)
    before = path.read_bytes()
    err = one_line_error(run("new", "toy", "--name", "g", code=2))
    assert "exists already" in err
    assert path.read_bytes() == before


@pytest.mark.parametrize("name", ["../evil", "../../evil", "/tmp/evil", "sub/evil", ".hidden", "a" * 80, ""])
def test_save_names_cannot_escape_the_folder(saves, tmp_path, name):
    err = one_line_error(run("new", "toy", "--name", name, code=2))
    assert "name" in err
    assert list(saves.iterdir()) == []
    assert not (tmp_path / "evil.toml").exists() and not Path("/tmp/evil.toml").exists()
    one_line_error(run("show", name or "x", code=2))


# -- commands, do, show ------------------------------------------------------------

def test_commands_lists_seat_and_command(saves):
    new_game(saves)
    only_ben = run("commands", "g", "--seat", "ben").stdout.splitlines()
    assert len(only_ben) == 3 and all(ln.startswith("Ben") for ln in only_ben)
    assert only_ben[0].split()[:3] == ["Ben", "bid", "0"]
    data = json.loads(run("commands", "g", "--json", "--seat", "Ana").stdout)
    assert {"seat": "Ana", "command": "bid 1", "verb": "bid", "args": ["1"], "description": "bid 1",
            "enabled": True, "reason": ""} in data


def test_commands_without_a_seat_show_only_who_may_act_in_a_competitive_game(saves):
    new_game(saves)
    run("do", "g", "Ana: bid 2", "Ben: bid 0", "Ana: draw", "Ana: pass", "Ben: pass")
    lines = run("commands", "g").stdout.splitlines()
    assert len(lines) == 1 and lines[0].startswith("Ben may give 2 commands") and "--seat Ben" in lines[0]
    assert json.loads(run("commands", "g", "--json").stdout) == [{"seat": "Ben", "commands": 2, "hidden": True}]
    ana = run("commands", "g", "--seat", "Ana").stdout
    assert "has no command" in ana
    run("do", "g", "Ben: roll")
    public = run("commands", "g").stdout
    assert "play " not in public and "Step" not in public and "Leap" not in public and "Stride" not in public


def test_do_applies_and_prints_events(saves):
    path = new_game(saves)
    out = run("do", "g", "Ana: bid 2", "Ben: bid 0", "Ana: draw").stdout
    assert "> Ana: bid 2" in out and "Ana starts" in out
    assert "Ana draws " in out and "Ana draws a card" not in out  # Ana sees her own card
    assert commands_in(path) == ["Ana: bid 2", "Ben: bid 0", "Ana: draw"]
    run("do", "g", "--seat", "Ana", "pass")
    run("do", "g", "pass")  # only Ben can pass now, so no seat is needed
    assert commands_in(path)[-2:] == ["Ana: pass", "Ben: pass"]


def test_do_stops_at_the_first_refused_command(saves):
    path = new_game(saves)
    result = run("do", "g", "Ana: bid 2", "Ben: bid 0", "Ana: rlol", "Ana: draw", code=2)
    assert "did you mean 'roll'" in result.stderr
    assert "legal now:" in result.stderr and "Ana  roll" in result.stderr
    assert "Ana: draw" not in result.stdout
    assert commands_in(path) == ["Ana: bid 2", "Ben: bid 0"]
    data = tomllib.loads(path.read_text())
    assert file_digest(data, load_save(path).game.digest()) == data["digest"]


def test_do_refused_first_leaves_the_file_alone(saves):
    path = new_game(saves)
    before = path.read_bytes()
    result = run("do", "g", "Ana: roll", code=2)
    assert "bid for the first turn" in result.stderr or "not possible" in result.stderr
    assert path.read_bytes() == before
    result = run("do", "g", "bid 1", code=2)  # both seats could: the CLI must be told who
    assert "say who gives" in result.stderr
    result = run("do", "g", "--seat", "Zed", "bid 1", code=2)
    assert "no seat called 'Zed'" in result.stderr
    assert path.read_bytes() == before


def test_do_shows_whose_move_it_is_when_the_seat_has_no_command(saves):
    path = new_game(saves)
    run("do", "g", "Ana: bid 2")
    result = run("do", "g", "Ana: bid 1", code=2)
    assert "not Ana's move: waiting for Ben" in result.stderr
    assert "legal now:" in result.stderr and "Ben  bid 0" in result.stderr
    assert commands_in(path) == ["Ana: bid 2"]


def test_do_names_an_unknown_seat_prefix(saves):
    path = new_game(saves)
    result = run("do", "g", "Ana: bid 2", "Zed: bid 1", "Ben: bid 0", code=2)
    assert "refused: Zed: bid 1: no seat called 'Zed' (seats: Ana, Ben)" in result.stderr
    assert "Ben  bid 0" in result.stderr
    assert commands_in(path) == ["Ana: bid 2"]


def test_do_after_the_game_is_over(saves):
    path = Path(run("new", "toy", "--seat", "Ana", "--option", "goal=1", "--seed", "1",
                    "--name", "short").stdout.strip())
    out = run("do", "short", "bid 0", "roll").stdout
    assert "game over: Ana wins the race" in out
    before = path.read_bytes()
    result = run("do", "short", "roll", code=2)
    assert "the game is over" in result.stderr
    assert path.read_bytes() == before
    assert run("commands", "short").stdout.startswith("game over")


def test_show_text_and_json(saves):
    new_game(saves)
    run("do", "g", "Ana: bid 2", "Ben: bid 0", "Ana: draw")
    text = run("show", "g", "--seat", "Ana").stdout
    assert "as seen by Ana" in text and "waiting for Ana" in text and "Ana may:" in text
    public = json.loads(run("show", "g", "--json").stdout)
    assert public["seat"] is None and public["state"]["hands"]["Ana"] == 1 and public["legal"] == []
    ana = json.loads(run("show", "g", "--seat", "ana", "--json").stdout)
    assert isinstance(ana["state"]["hands"]["Ana"], list)
    ben = json.loads(run("show", "g", "--seat", "Ben", "--json").stdout)
    assert ben["state"]["hands"]["Ana"] == 1
    assert "public view" in run("show", "g").stdout
    one_line_error(run("show", "g", "--seat", "Zed", code=2))


def test_undo_log_check_and_saves(saves):
    path = new_game(saves)
    run("do", "g", "Ana: bid 2", "Ben: bid 0", "Ana: draw", "Ana: cheer")
    err = one_line_error(run("undo", "g", code=2))  # competitive: Ben is to act and may not take back Ana's
    assert "only Ana may take back 'cheer'" in err and "Ben is the seat to act now" in err
    assert "only Ana" in one_line_error(run("undo", "g", "--seat", "Ben", code=2))
    assert "took back Ana: cheer" in run("undo", "g", "--seat", "Ana").stdout
    assert commands_in(path)[-1] == "Ana: draw"
    assert (saves / "g.toml.bak").exists()
    before = path.read_bytes()
    err = one_line_error(run("undo", "g", "--seat", "Ana", code=2))
    assert "new information" in err
    assert path.read_bytes() == before

    public = run("log", "g").stdout
    assert "Ana draws a card" in public and "Ana chooses in secret" in public
    assert "Ana chooses in secret: bid 2" in run("log", "g", "--seat", "Ana").stdout
    assert run("log", "g", "--commands").stdout.split("\n")[0].split() == ["1", "Ana:", "bid", "2"]

    assert run("check", "g").stdout.startswith("ok: ")
    listing = run("saves").stdout
    assert listing.startswith("g ") and "toy" in listing and "3 commands" in listing
    (saves / "junk.toml").write_text("this is = = not toml")
    assert "damaged" in run("saves").stdout


def test_undo_without_seat_in_a_competitive_game_takes_back_only_the_acting_seats_own(saves):
    path = new_game(saves)
    run("do", "g", "Ana: bid 2")
    err = one_line_error(run("undo", "g", code=2))  # Ben still has to bid: Ana's secret bid is not his
    assert "only Ana may take back 'bid 2'" in err and "Ben is the seat to act now" in err
    assert commands_in(path) == ["Ana: bid 2"]
    run("do", "g", "Ben: bid 0", "Ana: draw", "Ana: pass", "Ben: pass", "Ben: draw", "Ben: pass", "Ana: pass",
        "Ana: play 1")
    assert "Ana" in run("commands", "g").stdout.split()[0]  # Ana holds priority after her own play
    assert "took back Ana: play 1" in run("undo", "g").stdout
    assert commands_in(path)[-1] == "Ana: pass"
    run("do", "g", "Ana: play 1", "Ana: cheer")  # now Ben holds priority
    before = path.read_bytes()
    err = one_line_error(run("undo", "g", code=2))
    assert "only Ana may take back 'cheer'" in err and "Ben" in err
    assert path.read_bytes() == before


def test_undo_without_seat_against_a_bot_takes_back_the_humans_command(saves):
    path = Path(run("new", "toy", "--mode", "competitive", "--seat", "Ana", "--seat", "Robo:bot", "--seed", "7",
                    "--name", "vs").stdout.strip())
    run("do", "vs", "Ana: bid 2")  # the bot is to act now; Ana is the only one who can ask
    assert "took back Ana: bid 2" in run("undo", "vs").stdout
    assert commands_in(path) == []


def test_undo_without_seat_in_a_solo_game_needs_no_seat(saves):
    path = Path(run("new", "toy", "--mode", "solo", "--seat", "Ana", "--seat", "Ben", "--seed", "7",
                    "--name", "solo").stdout.strip())
    run("do", "solo", "Ana: bid 1")
    assert "took back Ana: bid 1" in run("undo", "solo").stdout  # one player runs both seats
    assert commands_in(path) == []


def test_saves_when_empty(saves):
    assert "no saves" in run("saves").stdout


def test_saves_may_be_given_by_path(saves, tmp_path):
    path = new_game(saves)
    run("check", str(path))


# -- damaged saves --------------------------------------------------------------------

def _damage(kind: str, text: str) -> str | bytes:
    if kind == "truncated":
        return text[: len(text) * 2 // 3]
    if kind == "empty":
        return ""
    if kind == "binary":
        return b"\x00\xff\xfe garbage \x80"
    if kind == "hand-edited log":
        return text.replace('command = "bid 2"', 'command = "bid 1"')
    if kind == "hand-edited seed":
        return text.replace("seed = 7", "seed = 8")
    if kind == "unknown format":
        return text.replace("format = 2", "format = 99")
    if kind == "other ruleset hash":
        return "\n".join('ruleset_hash = "0123456789abcdef"' if ln.startswith("ruleset_hash") else ln
                         for ln in text.splitlines())
    if kind == "unknown game":
        return text.replace('game = "toy"', 'game = "chess"')
    if kind == "missing seed":
        return "\n".join(ln for ln in text.splitlines() if not ln.startswith("seed ="))
    if kind == "wrong type":
        return text.replace("seed = 7", 'seed = "seven"')
    if kind == "illegal command":
        return text.replace('command = "draw"', 'command = "play 9"')
    if kind == "no seats":
        return text.replace('{ name = "Ana" },', "").replace('{ name = "Ben" },', "")
    if kind == "seat twice":
        return text.replace('{ name = "Ben" }', '{ name = "ana" }')
    if kind == "unknown bot":
        return text.replace('{ name = "Ben" }', '{ name = "Ben", bot = "genius" }')
    if kind == "bot not text":
        return text.replace('{ name = "Ben" }', '{ name = "Ben", bot = 3 }')
    raise AssertionError(kind)


DAMAGE = {
    "truncated": "not valid TOML",
    "empty": "is empty",
    "binary": "not text",
    "hand-edited log": "digest",
    "hand-edited seed": "digest",
    "unknown format": "field 'format'",
    "other ruleset hash": "field 'ruleset_hash'",
    "unknown game": "field 'game'",
    "missing seed": "field 'seed': is missing",
    "wrong type": "field 'seed': has the wrong type",
    "illegal command": "field 'log[3]'",
    "no seats": "field 'seats': lists 0 seats",
    "seat twice": "field 'seats': names the same seat twice",
    "unknown bot": "field 'seats[1].bot': 'genius' is not a bot",
    "bot not text": "field 'seats[1].bot': has the wrong type",
}


@pytest.mark.parametrize("kind", list(DAMAGE))
def test_damaged_saves_are_refused_and_untouched(saves, kind):
    path = new_game(saves)
    run("do", "g", "Ana: bid 2", "Ben: bid 0", "Ana: draw")
    damaged = _damage(kind, path.read_text())
    if isinstance(damaged, bytes):
        path.write_bytes(damaged)
    else:
        path.write_text(damaged)
    before = path.read_bytes()
    for args in (["show", "g"], ["check", "g"], ["do", "g", "Ana: pass"], ["undo", "g"], ["commands", "g"],
                 ["log", "g"], ["show", "g", "--json"]):
        err = one_line_error(run(*args, code=2))
        assert str(path) in err and DAMAGE[kind] in err, err
        assert path.read_bytes() == before


def test_a_save_the_engine_fails_to_replay_is_refused_and_untouched(saves, monkeypatch):
    from tests.toygame import DiceRace

    path = new_game(saves)
    run("do", "g", "Ana: bid 2", "Ben: bid 0", "Ana: draw")
    before = path.read_bytes()
    real_execute = DiceRace.execute

    def broken(self, seat, command):
        if command.name == "draw":
            raise KeyError("lost card")
        return real_execute(self, seat, command)

    monkeypatch.setattr(DiceRace, "execute", broken)
    for args in (["show", "g"], ["check", "g"], ["do", "g", "Ana: pass"]):
        err = one_line_error(run(*args, code=2))
        assert str(path) in err and "field 'log[3]'" in err and "fails inside the game (KeyError" in err, err
        assert path.read_bytes() == before


# -- autoplay, bench, rules --------------------------------------------------------

def test_autoplay_reports_speed_and_outcomes(saves):
    out = run("autoplay", "toy", "--games", "20", "--seed", "5", "--seats", "2").stdout
    assert "seeds 5..24" in out
    assert "games/s" in out and "commands/s" in out
    assert "won by Bot1" in out and "CRASH" not in out
    one_line_error(run("autoplay", "toy", "--bot", "genius", code=2))
    one_line_error(run("autoplay", "toy", "--seats", "9", code=2))


def test_autoplay_saves_each_crash_for_replay(saves, monkeypatch):
    from tests.toygame import DiceRace

    real = DiceRace.execute

    def flaky(self, seat, command):
        if command.name == "draw":
            raise ZeroDivisionError("the deck fell off the table")
        return real(self, seat, command)

    monkeypatch.setattr(DiceRace, "execute", flaky)
    result = run("autoplay", "toy", "--games", "10", "--seed", "1", "--seats", "2", code=1)
    crashes = [ln for ln in result.stdout.splitlines() if ln.startswith("CRASH")]
    assert crashes and "ZeroDivisionError" in crashes[0] and "draw'" in crashes[0]
    seed = int(crashes[0].split()[2])
    saved = saves / "crashes" / f"crash-toy-{seed}.toml"
    assert saved.exists()
    data = tomllib.loads(saved.read_text())
    assert data["crash"]["command"].endswith(": draw")
    monkeypatch.setattr(DiceRace, "execute", real)
    replayed = load_save(saved)  # the log up to the crash replays cleanly
    assert len(replayed.log) == data["moves"]


def test_bench_prints_every_figure(saves):
    out = run("bench", "--quick").stdout
    # Shipped games replace the test game in the bench once any exists.
    for name in ("start-up", "first frame", "playouts ", "load "):
        assert name in out
    assert all(word in out for word in ("<= 1.5x", ">= 5,000/s", "<= 150 ms"))


def test_rules_reference():
    out = run("rules", "toy").stdout
    assert "Topics" in out and "Bidding" in out and "Sixes" in out
    assert run("rules", "toy", "six").stdout.startswith("## Sixes")
    assert run("rules", "toy", "PRIORITY").stdout.startswith("## Priority")
    assert "no rules topic 'x'" in one_line_error(run("rules", "toy", "x", code=2))
    one_line_error(run("rules", "nogame", code=2))


def test_rules_missing_reference(monkeypatch):
    monkeypatch.setattr("hjourney_tui.rules_ref.find_rules", lambda info: None)
    err = one_line_error(run("rules", "toy", code=2))
    assert "ships no rules reference" in err and "rules.md" in err


# -- the real console script ------------------------------------------------------

needs_script = pytest.mark.skipif(not SCRIPT.is_file(), reason="the hjourney console script is not installed")


def real(*args: str, saves: Path, code: int = 0) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, HJOURNEY_SAVES=str(saves))
    done = subprocess.run([str(SCRIPT), *args], capture_output=True, text=True, env=env, timeout=60)
    assert done.returncode == code, (done.stdout, done.stderr)
    assert "Traceback" not in done.stderr
    return done


@needs_script
def test_real_script_version_and_games(saves):
    assert real("--version", saves=saves).stdout.strip() == f"hjourney, version {__version__}"
    assert "Dice Race" in real("games", saves=saves).stdout


@needs_script
def test_real_script_game_round_trip(saves):
    path = Path(real("new", "toy", "--seat", "Ana", "--seat", "Ben", "--seed", "3", "--name", "real",
                     saves=saves).stdout.strip())
    assert path.parent == saves
    real("do", "real", "Ana: bid 1", "Ben: bid 2", saves=saves)
    done = real("do", "real", "Ben: roll", "Ben: fly", "Ben: draw", saves=saves, code=2)
    assert "unknown command 'fly'" in done.stderr
    assert commands_in(path) == ["Ana: bid 1", "Ben: bid 2", "Ben: roll"]
    assert real("check", "real", saves=saves).stdout.startswith("ok")


@needs_script
def test_real_script_refuses_a_damaged_save(saves):
    path = saves / "bad.toml"
    path.write_text('format = 1\ngame = "toy"\nseed = ')
    done = real("show", "bad", saves=saves, code=2)
    assert done.stderr.count("\n") == 1 and "not valid TOML" in done.stderr
    assert path.read_text() == 'format = 1\ngame = "toy"\nseed = '


@pytest.mark.parametrize(("extra", "words"), [
    ("no_such_module:INFO", "No module named 'no_such_module'"),
    ("tests.toygame", "should look like module:ATTRIBUTE"),
    ("tests.toygame:NOPE", "has no attribute 'NOPE'"),
    ("json:dumps", "is a function, not a GameInfo"),
    ("os:path", "is a module, not a GameInfo"),
    ("tests.toygame:INFO,broken_extra_game:INFO", "RuntimeError: this module is broken"),
])
def test_a_wrong_extra_games_module_is_one_line_and_status_2(saves, tmp_path, monkeypatch, extra, words):
    (tmp_path / "broken_extra_game.py").write_text("raise RuntimeError('this module is broken')\n")
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join([str(tmp_path), os.environ["PYTHONPATH"]]))
    monkeypatch.setenv("HJOURNEY_EXTRA_GAMES", extra)
    for args in (["games"], ["new", "toy"], ["autoplay", "toy", "--games", "1"], ["play"]):
        done = subprocess.run([sys.executable, "-m", "hjourney_tui", *args], capture_output=True, text=True,
                              timeout=60)
        assert done.returncode == 2, (args, done.stderr)
        assert "Traceback" not in done.stderr and done.stderr.count("\n") == 1, done.stderr
        assert "HJOURNEY_EXTRA_GAMES" in done.stderr and words in done.stderr, done.stderr


def test_python_m_runs_the_cli(saves):
    done = subprocess.run([sys.executable, "-m", "hjourney_tui", "--version"], capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0 and __version__ in done.stdout


def test_commands_for_a_seat_with_nothing_to_do(saves):
    new_game(saves)
    run("do", "g", "Ana: bid 2", "Ben: bid 0")
    out = run("commands", "g", "--seat", "Ben").stdout
    assert "Ben has a command" not in out and "waiting for Ana" in out


def test_autoplay_with_a_bad_option(saves):
    assert "goal" in one_line_error(run("autoplay", "toy", "--option", "goal=far", code=2))


def test_do_keeps_what_succeeded_when_the_engine_fails(saves, monkeypatch):
    from tests.toygame import DiceRace

    path = new_game(saves)
    real_execute = DiceRace.execute

    def broken(self, seat, command):
        if command.name == "draw":
            raise ZeroDivisionError("the deck fell off the table")
        return real_execute(self, seat, command)

    monkeypatch.setattr(DiceRace, "execute", broken)
    result = CliRunner().invoke(main, ["do", "g", "Ana: bid 2", "Ben: bid 0", "Ana: draw"])
    assert result.exit_code == 1 and isinstance(result.exception, ZeroDivisionError)
    assert commands_in(path) == ["Ana: bid 2", "Ben: bid 0"]
    monkeypatch.setattr(DiceRace, "execute", real_execute)
    run("check", "g")


def test_show_names_the_player_to_act_once_in_a_lotr_action_window(saves):
    out = run("new", "lotr_lcg", "--seed", "7", "--name", "lc").stdout
    assert Path(out.strip()) == saves / "lc.toml"
    run("do", "lc", "keep")
    shown = run("show", "lc").stdout
    assert "waiting for Player 1: action window" in shown and "Player 1: Player 1:" not in shown


def test_show_rounds_the_odds_it_prints(saves):
    run("new", "wq_acg", "--seat", "Ana", "--seed", "5", "--name", "wq")
    run("do", "wq", "pick ironwarden", "pick windrunner", "leader 1")
    shown = run("show", "wq", "--seat", "Ana 1").stdout
    odds = shown[shown.index("\nodds:"):]
    assert "expected=2," in odds  # 1.9999999871369765 on the page before
    decimals = re.findall(r"\d+\.(\d+)", odds)
    assert decimals and all(len(d) <= 2 for d in decimals)


def test_show_puts_warhammer_quest_effects_in_words(saves):
    run("new", "wq_acg", "--seat", "Ana", "--seed", "5", "--name", "wq")
    run("do", "wq", "pick ironwarden", "pick windrunner", "leader 1")
    shown = run("show", "wq", "--seat", "Ana 1").stdout
    assert "do=" not in shown
    assert "b: 1 enemy spawns, the leader suffers 1 wound" in shown  # the peril track's blue spaces
    assert '"do": "spawn"' in run("show", "wq", "--json").stdout  # the data itself stays as it is

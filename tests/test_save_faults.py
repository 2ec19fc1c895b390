"""Fault tests: damaged files, kills in the middle of a write, and writers racing each other.

1. Damage: real saves of each game, a finished and an unfinished campaign quest and a campaign
   file are mutated by a seeded generator (HJOURNEY_FAULT_VARIANTS, 520 by default); each variant
   is opened through the entry points the command line uses, in process, and a few through the
   real script: exit status 2, one line naming the file and the field (or the TOML problem), no
   traceback, and the folder byte for byte as it was.
2. Kills: every write path (a game command, the command that ends a campaign quest, campaign
   next, campaign new) is killed with SIGKILL just before each of its renames; afterwards every
   file loads, the campaign is repaired by the next command, and no temp file outlives it.
3. Races: two commands on one save at once never lose one; a writer that finds the save locked
   waits, then is refused in one line.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import tomllib
from pathlib import Path
from typing import Any

import pytest
import tomli_w
from click.testing import CliRunner

from hjourney_tui.cli import main
from hjourney_tui.core.campaign import campaign_path, load_campaign
from hjourney_tui.core.saves import load_save

from . import savefiles
from .savefiles import CAMPAIGN, snapshot

VARIANTS = int(os.environ.get("HJOURNEY_FAULT_VARIANTS", "520"))
SCRIPT = Path(sys.executable).parent / "hjourney"
INFORMATIONAL = {"created", "updated", "app_version"}  # outside the digest by design: when and by what
COUNTS: dict[str, int] = {}


@pytest.fixture(scope="module")
def originals(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, Path]]:
    folder = tmp_path_factory.mktemp("originals") / "saves"
    return folder, savefiles.build(folder)


# -- the mutations --------------------------------------------------------------------

def _leaves(data: Any, path: tuple = ()) -> list[tuple]:
    """Paths to every value, tables and lists included (not the informational fields)."""
    out = []
    if isinstance(data, dict):
        for k, v in data.items():
            if path == () and k in INFORMATIONAL:
                continue
            out.append((*path, k))
            out += _leaves(v, (*path, k))
    elif isinstance(data, list):
        for i, v in enumerate(data):
            out.append((*path, i))
            out += _leaves(v, (*path, i))
    return out


def _get(data: Any, path: tuple) -> Any:
    for k in path:
        data = data[k]
    return data


def _set(data: Any, path: tuple, value: Any) -> None:
    _get(data, path[:-1])[path[-1]] = value


def _other_type(value: Any, rng: random.Random) -> Any:
    choices: list[Any] = [7, "seven", True, 1.5, [1, 2], {"x": 1}, [], {}]
    return rng.choice([c for c in choices if type(c) is not type(value)])


STRINGS = ["Ana", "Ben", "Zed", "random", "heuristic", "won", "lost", "rot_beneath", "stolen_lanterns",
           "ironwarden", "windrunner", "lampbearer", "emberseer", "enemy:warden_of_rot", "gear:none", "solo",
           "coop", "competitive", "Camp", "Camp quest 2", "kf", "pass", "roll", "camp", "move b3", "explore",
           "rest", "aid", "attack", ""]


def _new_value(value: Any, rng: random.Random) -> Any:
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return rng.choice([value + 1, value - 1, value + rng.randint(2, 9), 10**20, -1, 0, 99])
    if isinstance(value, float):
        return value + 1
    if isinstance(value, str):
        return rng.choice([s for s in STRINGS if s != value] + [value + "x", value.upper() + "!"])
    if isinstance(value, list):
        return rng.choice([[], value + value[:1], value[1:], list(reversed(value))]) if value else ["x"]
    if isinstance(value, dict):
        return rng.choice([{}, {**value, "extra": 1}, dict(list(value.items())[1:])])
    raise AssertionError(value)


def _structured(data: dict[str, Any], rng: random.Random, other: dict[str, Any]) -> dict[str, Any] | bytes:
    kind = rng.choice(["retype", "revalue", "revalue", "delete", "add", "reorder", "splice", "deep"])
    COUNTS[kind] = COUNTS.get(kind, 0) + 1
    paths = _leaves(data)
    if kind == "retype":
        p = rng.choice(paths)
        _set(data, p, _other_type(_get(data, p), rng))
    elif kind == "revalue":
        p = rng.choice(paths)
        _set(data, p, _new_value(_get(data, p), rng))
    elif kind == "delete":
        p = rng.choice(paths)
        holder = _get(data, p[:-1])
        del holder[p[-1]]
    elif kind == "add":
        tables = [()] + [p for p in paths if isinstance(_get(data, p), dict)]
        _get(data, rng.choice(tables))[rng.choice(["z", "extra", "cheat"])] = rng.choice([1, "x", [1], {"a": 1}])
    elif kind == "reorder":
        lists = [p for p in paths if isinstance(_get(data, p), list) and len(_get(data, p)) > 1] \
            or [p for p in paths if isinstance(_get(data, p), list)]
        if lists:
            items = _get(data, rng.choice(lists))
            i, j = rng.sample(range(len(items)), 2) if len(items) > 1 else (0, 0)
            items[i], items[j] = items[j], items[i]
    elif kind == "splice":  # a field taken from another real file
        shared = [k for k in data if k in other and k not in INFORMATIONAL and other[k] != data[k]]
        if shared:
            k = rng.choice(shared)
            data[k] = other[k]
    elif kind == "deep":
        return tomli_w.dumps(data).encode() + b"z = " + b"[" * 3000 + b"]" * 3000 + b"\n"
    return data


def _textual(raw: bytes, rng: random.Random) -> bytes:
    kind = rng.choice(["truncate", "truncate at a line", "garbage", "duplicate a line", "drop a line",
                       "swap lines"])
    COUNTS[kind] = COUNTS.get(kind, 0) + 1
    lines = raw.splitlines(keepends=True)
    if kind == "truncate":
        return raw[:rng.randrange(0, len(raw))]
    if kind == "truncate at a line":
        return b"".join(lines[:rng.randrange(0, len(lines))])
    if kind == "garbage":
        at = rng.randrange(len(raw))
        return raw[:at] + bytes(rng.randrange(256) for _ in range(rng.randint(1, 8))) + raw[at + rng.randint(0, 8):]
    if kind == "duplicate a line":
        i = rng.randrange(len(lines))
        return b"".join(lines[:i + 1] + lines[i:])
    if kind == "drop a line":
        i = rng.randrange(len(lines))
        return b"".join(lines[:i] + lines[i + 1:])
    i, j = rng.sample(range(len(lines)), 2)
    lines[i], lines[j] = lines[j], lines[i]
    return b"".join(lines)


def _parsed(raw: bytes) -> dict[str, Any] | None:
    try:
        return tomllib.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, tomllib.TOMLDecodeError, RecursionError):
        return None


def _same_game(a: dict[str, Any] | None, b: dict[str, Any]) -> bool:
    """Whether a variant still says everything the original said (only dates or versions changed)."""
    if a is None:
        return False
    strip = lambda d: {k: v for k, v in d.items() if k not in INFORMATIONAL}  # noqa: E731
    return json.dumps(strip(a), sort_keys=True, default=str) == json.dumps(strip(b), sort_keys=True, default=str)


def variants(originals: dict[str, Path], count: int, seed: int = 20261124):
    """(label, original path, damaged bytes), spread over every kind of file."""
    rng = random.Random(seed)
    labels = sorted(originals)
    raw = {k: originals[k].read_bytes() for k in labels}
    data = {k: tomllib.loads(raw[k].decode()) for k in labels}
    made = 0
    while made < count:
        label = labels[made % len(labels)]
        other = data[rng.choice([k for k in labels if k != label])]
        if rng.random() < 0.4:
            damaged = _textual(raw[label], rng)
        else:
            mutated = _structured(json.loads(json.dumps(data[label])), rng, other)
            damaged = mutated if isinstance(mutated, bytes) else tomli_w.dumps(mutated).encode()
        if damaged == raw[label] or _same_game(_parsed(damaged), data[label]):
            continue  # not damage: try another
        made += 1
        yield label, originals[label], damaged


# -- the damage test ----------------------------------------------------------------

def _entry_points(label: str, path: Path, sample: bool) -> list[list[str]]:
    if label == "campaign":
        return [["campaign", "show", CAMPAIGN]] + ([["campaign", "next", CAMPAIGN]] if sample else [])
    ref = str(path)
    more = [["show", ref], ["do", ref, "pass"], ["undo", ref], ["commands", ref], ["log", ref]] if sample else []
    return [["check", ref], *more]


def _assert_refused(result, path: Path, args: list[str]) -> str:
    assert result.exit_code == 2, (args, result.output, result.exception)
    assert "Traceback" not in result.output
    err = result.stderr.strip()
    assert len(err.splitlines()) == 1, err
    assert path.name in err or path.stem in err, err
    assert "field '" in err or any(w in err for w in ("not valid TOML", "is empty", "is not text")), err
    return err


def test_every_damaged_file_is_refused_in_one_line_and_left_alone(originals, tmp_path, monkeypatch):
    src, files = originals
    folder = savefiles.copy_folder(src, tmp_path / "saves")
    monkeypatch.setenv("HJOURNEY_SAVES", str(folder))
    monkeypatch.setenv("HJOURNEY_LOCK_WAIT", "0")
    local = {k: folder / p.relative_to(src) for k, p in files.items()}
    pristine = {k: p.read_bytes() for k, p in local.items()}
    runner = CliRunner()
    seen: dict[str, int] = {}
    for n, (label, path, damaged) in enumerate(variants(local, VARIANTS)):
        path.write_bytes(damaged)
        before = snapshot(folder)
        for args in _entry_points(label, path, sample=n % 12 == 0):
            result = runner.invoke(main, args)
            _assert_refused(result, path, args)
            assert snapshot(folder) == before, (label, args)
        path.write_bytes(pristine[label])
        seen[label] = seen.get(label, 0) + 1
    total = sum(seen.values())
    assert total >= VARIANTS and len(seen) == len(files)
    print(f"\ndamaged variants: {total} ({', '.join(f'{k} {v}' for k, v in sorted(seen.items()))}); "
          f"mutations: {', '.join(f'{k} {v}' for k, v in sorted(COUNTS.items()))}")


def test_the_real_script_refuses_a_sample_with_status_2(originals, tmp_path):
    src, files = originals
    folder = savefiles.copy_folder(src, tmp_path / "saves")
    local = {k: folder / p.relative_to(src) for k, p in files.items()}
    env = {**os.environ, "HJOURNEY_SAVES": str(folder)}
    for label, path, damaged in list(variants(local, 4, seed=7)):
        pristine = path.read_bytes()
        path.write_bytes(damaged)
        args = _entry_points(label, path, sample=False)[0]
        r = subprocess.run([str(SCRIPT), *args], capture_output=True, text=True, env=env, timeout=60)
        assert r.returncode == 2 and "Traceback" not in r.stderr and len(r.stderr.strip().splitlines()) == 1, r
        assert path.read_bytes() == damaged
        path.write_bytes(pristine)


# -- kills in the middle of a write ------------------------------------------------------

# Runs the command line with os.replace wrapped: just before rename number N the process kills
# itself with SIGKILL, leaving whatever temp files and half-done state a real kill would.
KILLER = """
import os, signal, sys
n = int(os.environ["KILL_AT_RENAME"])
real = os.replace
def replace(*args, **kw):
    global n
    n -= 1
    if n == 0:
        os.kill(os.getpid(), signal.SIGKILL)
    return real(*args, **kw)
os.replace = replace
from hjourney_tui.cli import main
sys.argv = ["hjourney", *sys.argv[1:]]
main()
"""


def _run_killed(folder: Path, args: list[str], at: int) -> subprocess.CompletedProcess:
    env = {**os.environ, "HJOURNEY_SAVES": str(folder), "KILL_AT_RENAME": str(at)}
    return subprocess.run([sys.executable, "-c", KILLER, *args], capture_output=True, text=True, env=env,
                          timeout=60)


def _all_files_whole(folder: Path) -> None:
    """Every save, campaign and .bak reads back; a campaign may only lag behind its quest."""
    for p in folder.rglob("*.toml*"):
        if p.name.endswith(".tmp") or p.name.endswith(".lock"):
            continue
        tomllib.loads(p.read_text())  # never half a file, .bak included
    for p in folder.glob("*.toml"):
        load_save(p)
    for p in (folder / "campaigns").glob("*.toml"):
        load_campaign(p)


def _no_temps_after(folder: Path) -> None:
    assert not [p for p in folder.rglob("*.tmp")], "a temp file outlived the next write"


@pytest.fixture(scope="module")
def last_command(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str]:
    folder = tmp_path_factory.mktemp("ending") / "saves"
    folder.mkdir()
    path, command = savefiles.quest_at_its_last_command(folder, seed=5)
    for bak in folder.rglob("*.bak"):
        bak.unlink()
    return folder, command


# renames: .bak of the quest save, the quest save, .bak of the campaign, the campaign
@pytest.mark.parametrize("at", [1, 2, 3, 4])
def test_killed_while_a_quest_ends_the_campaign_is_repaired(last_command, tmp_path, at):
    src, command = last_command
    folder = savefiles.copy_folder(src, tmp_path / "saves")
    quest = folder / f"{CAMPAIGN} quest 1.toml"
    r = _run_killed(folder, ["do", str(quest), command], at)
    assert r.returncode == -9, r.stderr
    _all_files_whole(folder)
    over = load_save(quest).outcome() is not None
    assert over == (at > 2)
    runner = CliRunner(env={"HJOURNEY_SAVES": str(folder)})
    shown = runner.invoke(main, ["campaign", "show", CAMPAIGN])
    assert shown.exit_code == 0, shown.output
    camp = load_campaign(campaign_path(CAMPAIGN, folder))
    assert len(camp.quests) == int(over) and (camp.current is None) == over
    if not over:  # the command was lost with the process: give it again
        assert runner.invoke(main, ["do", str(quest), command]).exit_code == 0
    nxt = runner.invoke(main, ["campaign", "next", CAMPAIGN, "--seed", "1"])
    assert nxt.exit_code == 0, nxt.output
    assert len(load_campaign(campaign_path(CAMPAIGN, folder)).quests) == 1
    _no_temps_after(folder)


@pytest.mark.parametrize("command, renames", [
    # the new campaign; its .bak and itself naming the first quest; the quest's save
    (["campaign", "new", "wq_acg", "Fresh", "--seat", "Ana", "--seat", "Ben", "--seed", "3"], 4),
    # the campaign forgets its deleted quest (.bak, file); then names the next quest (.bak, file); its save
    (["campaign", "next", CAMPAIGN, "--seed", "3"], 5),
    (["do", "kf", "Ana: pass"], 2),
])
def test_killed_at_every_rename_leaves_whole_files_and_the_next_command_works(originals, tmp_path, command,
                                                                                renames):
    src, files = originals
    runner = CliRunner()
    name = command[3] if command[:2] == ["campaign", "new"] else CAMPAIGN
    for at in range(1, renames + 1):
        folder = savefiles.copy_folder(src, tmp_path / f"saves{at}")
        if command[0] == "do":
            session = load_save(folder / "kf.toml")
            seat = session.game.decision().seats[0]
            command = ["do", "kf", f"{seat}: {session.game.legal_commands(seat)[0].text}"]
        if command[:2] == ["campaign", "next"]:  # the quest under way is finished: drop it
            (folder / f"{CAMPAIGN} quest 2.toml").unlink()
        r = _run_killed(folder, command, at)
        assert r.returncode == -9, (at, r.stdout, r.stderr)
        _all_files_whole(folder)
        env = {"HJOURNEY_SAVES": str(folder)}
        if command[0] == "campaign" and not campaign_path(name, folder).exists():  # killed before it was made
            assert runner.invoke(main, command, env=env).exit_code == 0
        elif command[0] == "campaign":
            assert runner.invoke(main, ["campaign", "show", name], env=env).exit_code == 0
            nxt = runner.invoke(main, ["campaign", "next", name], env=env)
            assert nxt.exit_code == 0, (at, nxt.output, nxt.stderr)
            assert load_campaign(campaign_path(name, folder)).current == Path(nxt.stdout.strip()).stem
        else:
            assert runner.invoke(main, command, env=env).exit_code == 0
        _all_files_whole(folder)
        _no_temps_after(folder)


# -- writers racing ------------------------------------------------------------------

def test_two_commands_at_once_on_one_save_never_lose_one(originals, tmp_path):
    """Both run to the end: each command is in the log, or one was refused by the game in one line."""
    src, _ = originals
    env = {**os.environ, "HJOURNEY_LOCK_WAIT": "20"}
    for trial in range(3):
        folder = savefiles.copy_folder(src, tmp_path / f"race{trial}")
        env["HJOURNEY_SAVES"] = str(folder)
        session = load_save(folder / "kf.toml")
        seat = session.game.decision().seats[0]
        legal = [c.text for c in session.game.legal_commands(seat)]
        first, second = legal[0], legal[-1]
        procs = [subprocess.Popen([str(SCRIPT), "do", "kf", f"{seat}: {text}"], stdout=subprocess.PIPE,
                                  stderr=subprocess.PIPE, text=True, env=env) for text in (first, second)]
        results = [(p.wait(timeout=60), *p.communicate()) for p in procs]
        log = [e.command for e in load_save(folder / "kf.toml").log[len(session.log):]]
        for (code, _out, err), text in zip(results, (first, second), strict=True):
            if code == 0:
                assert text in log, (trial, results, log)
            else:
                assert code == 2 and len(err.strip().splitlines()) >= 1 and "Traceback" not in err, results
                assert text not in log

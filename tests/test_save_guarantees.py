"""What a save and a campaign file guarantee, one test per way they were found to fall short:
a quest result lost between two writes, a lost command, a campaign overwriting another, tracebacks,
hangs, unchecked campaign files, fields outside the digest, bad names and stale temp files."""

from __future__ import annotations

import contextlib
import fcntl
import os
import signal
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
import tomli_w

from hjourney_tui.core.campaign import campaign_path, load_campaign
from hjourney_tui.core.saves import load_save

from . import savefiles
from .savefiles import CAMPAIGN
from .test_cli import new_game, one_line_error, run

SCRIPT = Path(sys.executable).parent / "hjourney"


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("built") / "saves"
    savefiles.build(folder)
    return folder


@pytest.fixture
def real(built: Path, saves: Path) -> Path:
    """The saves folder holding real files: kf, wq, 'Camp quest 1' (finished), 'Camp quest 2', Camp."""
    for p in built.rglob("*"):
        if p.is_file():
            dst = saves / p.relative_to(built)
            dst.parent.mkdir(parents=True, exist_ok=True)
            dst.write_bytes(p.read_bytes())
    return saves


@pytest.fixture
def ending(saves: Path) -> tuple[Path, str]:
    return savefiles.quest_at_its_last_command(saves, seed=5)


@contextlib.contextmanager
def no_hang(seconds: float = 5):
    """Fail, rather than hang the suite, if the block blocks (on a FIFO, say)."""
    def alarm(*_):
        raise TimeoutError("blocked")

    old = signal.signal(signal.SIGALRM, alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def edit(path: Path, change) -> None:
    data = tomllib.loads(path.read_text())
    change(data)
    path.write_text(tomli_w.dumps(data))


def folder_bytes(folder: Path) -> dict[str, bytes]:
    return savefiles.snapshot(folder)


# -- 1. a finished quest never leaves its campaign stuck --------------------------------

def test_a_quest_whose_result_never_reached_the_campaign_is_recorded_by_campaign_next(saves, ending):
    quest, command = ending
    camp = campaign_path(CAMPAIGN, saves)
    before = camp.read_bytes()
    run("do", str(quest), command)
    camp.write_bytes(before)  # as if killed between the quest's write and the campaign's
    assert load_save(quest).outcome() is not None
    nxt = run("campaign", "next", CAMPAIGN, "--seed", "1").stdout.strip()
    assert nxt.endswith(f"{CAMPAIGN} quest 2.toml")
    c = load_campaign(camp)
    assert [q["save"] for q in c.quests] == [quest.stem] and c.current == f"{CAMPAIGN} quest 2"


def test_campaign_show_and_do_record_a_missed_result_once(saves, ending):
    quest, command = ending
    camp = campaign_path(CAMPAIGN, saves)
    before = camp.read_bytes()
    run("do", str(quest), command)
    camp.write_bytes(before)
    assert "next: " in run("campaign", "show", CAMPAIGN).stdout
    assert len(load_campaign(camp).quests) == 1
    camp.write_bytes(before)
    result = run("do", str(quest), "pass", code=2)  # the game is over, but its result is kept
    assert "result recorded" in result.stdout and "game is over" in one_line_error(result)
    run("campaign", "show", CAMPAIGN)
    assert len(load_campaign(camp).quests) == 1  # recorded once, however often it is repaired


async def test_the_campaigns_screen_records_a_missed_result(saves, ending):
    from hjourney_tui.tui.app import HJourneyApp
    from hjourney_tui.tui.screens.campaigns import CampaignsScreen

    quest, command = ending
    camp = campaign_path(CAMPAIGN, saves)
    before = camp.read_bytes()
    run("do", str(quest), command)
    camp.write_bytes(before)
    app = HJourneyApp(saves_dir=saves, bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        app.push_screen(CampaignsScreen())
        await pilot.pause()
        assert "Next:" in str(app.screen.query_one("#log").render())
    assert len(load_campaign(camp).quests) == 1


def test_a_campaign_naming_a_quest_save_never_written_plays_on(saves, ending):
    quest, _ = ending
    quest.unlink()  # as if killed after the campaign named its quest and before the save was written
    assert "next: " in run("campaign", "show", CAMPAIGN).stdout
    assert Path(run("campaign", "next", CAMPAIGN).stdout.strip()).exists()


# -- 2. two writers never lose a command ----------------------------------------------

def test_a_writer_finding_the_save_locked_is_refused_in_one_line(saves, monkeypatch):
    path = new_game(saves)
    monkeypatch.setenv("HJOURNEY_LOCK_WAIT", "0.2")
    before = path.read_bytes()
    with open(path.with_name(f".{path.name}.lock"), "w") as other:  # another process's writer
        fcntl.flock(other, fcntl.LOCK_EX)
        for args in (["do", "g", "Ana: bid 1"], ["undo", "g"]):
            err = one_line_error(run(*args, code=2))
            assert "g.toml" in err and "being changed by another hjourney" in err
        assert path.read_bytes() == before
    run("do", "g", "Ana: bid 1")


async def test_a_save_open_in_the_game_screen_refuses_a_command_line_writer(saves):
    from hjourney_tui.tui.app import HJourneyApp

    path = new_game(saves)
    env = {**os.environ, "HJOURNEY_SAVES": str(saves), "HJOURNEY_LOCK_WAIT": "0.2"}
    app = HJourneyApp(saves_dir=saves, save=path, bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        r = subprocess.run([str(SCRIPT), "do", "g", "Ana: bid 1"], capture_output=True, text=True, env=env,
                           timeout=60)
        assert r.returncode == 2 and "being changed by another hjourney" in r.stderr, r
        await pilot.press("enter")  # past the hand-off screen
        await pilot.pause()
        await pilot.press("escape")  # back to the menu: the screen lets the save go
        await pilot.pause()
        assert type(app.screen).__name__ == "MenuScreen"
        r = subprocess.run([str(SCRIPT), "do", "g", "Ana: bid 1"], capture_output=True, text=True, env=env,
                           timeout=60)
        assert r.returncode == 0, r
    assert [e.command for e in load_save(path).log] == ["bid 1"]


# -- 3. the file name is a campaign's identity ------------------------------------------

def test_a_campaign_file_naming_another_campaign_is_refused(real):
    run("campaign", "new", "wq_acg", "Other", "--seat", "Ana", "--seat", "Ben", "--seed", "2")
    other = campaign_path("Other", real)
    edit(other, lambda d: d.update(name=CAMPAIGN))
    camp = campaign_path(CAMPAIGN, real)
    before = camp.read_bytes()
    for args in (["campaign", "show", "Other"], ["campaign", "next", "Other"]):
        err = one_line_error(run(*args, code=2))
        assert "Other.toml" in err and "field 'name'" in err
    assert camp.read_bytes() == before


# -- 4. refusals, not tracebacks ------------------------------------------------------

DEEP = "z = " + "[" * 5000 + "]" * 5000 + "\n"


def test_a_deeply_nested_save_is_refused_by_every_command(real, monkeypatch):
    path = real / "kf.toml"
    path.write_text(path.read_text() + DEEP)
    before = folder_bytes(real)
    for args in (["show", "kf"], ["check", "kf"], ["do", "kf", "pass"], ["undo", "kf"], ["play", "kf"]):
        err = one_line_error(run(*args, code=2))
        assert "kf.toml" in err and "field 'z'" in err
    listed = [line for line in run("saves").stdout.splitlines() if line.startswith("kf ")]
    assert len(listed) == 1 and "damaged" in listed[0] and "field 'z'" in listed[0]
    assert folder_bytes(real) == before


@pytest.mark.parametrize("change, field", [
    (lambda d: d["record"]["heroes"]["Ana"].update(hero="nobody"), "record.heroes.Ana.hero"),
    (lambda d: d["record"]["heroes"]["Ana"].update(gear=["no_such_gear"]), "record.heroes.Ana.gear"),
    (lambda d: d["record"].update(party=["Ana", "Zed"]), "record.party"),
    (lambda d: d["record"].update(quests=["rot_beneath", "nowhere"]), "record.quests"),
    (lambda d: d["record"].update(next="one"), "record.next"),
    (lambda d: d["record"].update(pool=[1]), "record.pool"),
    (lambda d: d.update(mode="competitive"), "mode"),
    (lambda d: d.update(seats=[]), "seats"),
    (lambda d: d.update(seats=[{"name": "Ana"}, {"name": "Ana"}]), "seats"),
])
def test_a_broken_campaign_record_is_refused_in_one_line(real, change, field):
    camp = campaign_path(CAMPAIGN, real)
    edit(camp, change)
    before = folder_bytes(real)
    for args in (["campaign", "show", CAMPAIGN], ["campaign", "next", CAMPAIGN]):
        err = one_line_error(run(*args, code=2))
        assert f"{CAMPAIGN}.toml" in err and f"field '{field}" in err, err
    assert folder_bytes(real) == before


def test_a_campaign_file_cut_at_a_line_is_refused(real):
    camp = campaign_path(CAMPAIGN, real)
    lines = camp.read_text().splitlines(keepends=True)
    camp.write_text("".join(lines[:len(lines) // 2]))
    err = one_line_error(run("campaign", "show", CAMPAIGN, code=2))
    assert f"{CAMPAIGN}.toml" in err


# -- 5. no hangs on things that are not files -------------------------------------------

def test_fifos_named_like_saves_and_campaigns_are_skipped_or_refused(real):
    quest, command = savefiles.quest_at_its_last_command(real, "Fin")  # one command from its end
    os.mkfifo(real / "pipe.toml")
    os.mkfifo(real / "campaigns" / "Piped.toml")
    with no_hang():
        assert "pipe" not in run("saves").stdout
        assert "Piped" not in run("campaign", "list").stdout
        err = one_line_error(run("campaign", "show", "Piped", code=2))
        assert "not a regular file" in err
        err = one_line_error(run("check", "pipe", code=2))
        assert "not a regular file" in err
        camp = campaign_path("Fin", real)
        camp.unlink()
        os.mkfifo(camp)  # the quest's campaign file is a FIFO: its final command must not hang
        err = one_line_error(run("do", str(quest), command, code=2))
        assert "not a regular file" in err


# -- 6. campaign files are checked ------------------------------------------------------

def _fake_result(data: dict) -> None:
    """A consistent fake: the record and the quest list agree on the other result; only the digest knows."""
    flipped = "won" if data["record"]["results"][0] == "lost" else "lost"
    data["record"]["results"] = [flipped]
    data["quests"][0]["result"]["result"] = flipped


@pytest.mark.parametrize("change, field", [
    (lambda d: d["record"].update(next=99), "record.next"),
    (lambda d: d["record"]["heroes"]["Ana"].update(capacity=10**20), "record.heroes.Ana.capacity"),
    (lambda d: d["quests"][0]["result"].update(result="won" if d["record"]["results"][0] == "lost" else "lost"),
     "record.results"),
    (lambda d: _fake_result(d), "digest"),
    (lambda d: d.update(cheat=True), "cheat"),
    (lambda d: (_fake_result(d), d.update(format=1)), "format"),  # posing as a file from before digests
])
def test_hand_edited_campaign_files_are_refused_with_the_field_named(real, change, field):
    camp = campaign_path(CAMPAIGN, real)
    edit(camp, change)
    err = one_line_error(run("campaign", "show", CAMPAIGN, code=2))
    assert f"field '{field}'" in err, err


# -- 7. the digest covers everything that shapes the game ---------------------------------

@pytest.mark.parametrize("label, change", [
    ("a seat's bot", lambda d: d["seats"][1].update(bot="heuristic")),
    ("a seat's player", lambda d: d["seats"][1].update(player="Ana")),
    ("a seat made a bot", lambda d: d["seats"][0].update(bot="random")),
    ("the mode", lambda d: d.update(mode="solo")),
    ("an option", lambda d: d["options"].update(quest="stolen_lanterns")),
    ("the campaign link", lambda d: d["campaign"].update(name="Elsewhere")),
])
def test_check_refuses_an_edit_outside_the_game_state(real, label, change):
    name = "Camp quest 2" if label == "the campaign link" else ("wq" if label in ("the mode", "an option")
                                                             else "kf")
    path = real / f"{name}.toml"
    data = tomllib.loads(path.read_text())
    if label == "the mode" and len(data["seats"]) > 1:
        data["seats"] = data["seats"][:1]  # solo takes one seat here: the edit is otherwise well formed
    change(data)
    path.write_text(tomli_w.dumps(data))
    err = one_line_error(run("check", name, code=2))
    assert f"{name}.toml" in err and "field '" in err, err


def test_a_save_written_by_the_previous_format_still_loads(saves):
    path = new_game(saves)
    run("do", "g", "Ana: bid 2", "Ben: bid 0")
    session = load_save(path)
    edit(path, lambda d: d.update(format=1, digest=session.game.digest()))
    assert "ok:" in run("check", "g").stdout
    run("do", "g", "Ana: draw")
    assert tomllib.loads(path.read_text())["format"] == 2


# -- 8. names ------------------------------------------------------------------------

@pytest.mark.parametrize("name", ["trail\n", "trail\r", "x\n.toml"])
def test_save_names_with_line_breaks_are_refused(saves, name):
    err = one_line_error(run("new", "toy", "--name", name, code=2))
    assert "name" in err
    assert list(saves.iterdir()) == []


@pytest.mark.parametrize("length", [49, 57, 64])
def test_a_campaign_name_too_long_for_its_quests_is_refused_before_anything_is_written(saves, length):
    err = one_line_error(run("campaign", "new", "wq_acg", "C" * length, "--seat", "Ana", "--seat", "Ben", code=2))
    assert "name" in err
    assert not any(saves.rglob("*.toml"))


def test_campaign_names_with_line_breaks_are_refused(saves):
    one_line_error(run("campaign", "new", "wq_acg", "trail\n", "--seat", "Ana", "--seat", "Ben", code=2))
    assert not any(saves.rglob("*.toml"))


# -- 9. temp files a kill left behind --------------------------------------------------

def test_stale_temp_files_are_removed_by_the_next_write_or_load(saves):
    path = new_game(saves)
    stale = [saves / ".g.toml.abc123.tmp", saves / ".g.toml.bak.def456.tmp"]
    for p in stale:
        p.write_text("half a sa")
    run("show", "g")
    assert not any(p.exists() for p in stale)
    for p in stale:
        p.write_text("half a sa")
    run("do", "g", "Ana: bid 1")
    assert not any(p.exists() for p in stale)
    assert tomllib.loads(path.with_name("g.toml.bak").read_text())["moves"] == 0


def test_stale_temp_files_beside_a_campaign_are_removed_when_it_is_read(real):
    stale = real / "campaigns" / f".{CAMPAIGN}.toml.xyz789.tmp"
    stale.write_text("half a campa")
    run("campaign", "show", CAMPAIGN)
    assert not stale.exists()


def test_a_save_written_entry_by_entry_is_the_file_a_whole_writer_gives(saves):
    """The log is written out once per entry and kept between saves: the file stays exactly
    what writing the whole game at once gives, through undo and a campaign's table."""
    from hjourney_tui.core.campaign import new_campaign, start_quest
    from hjourney_tui.core.game import Seat
    from hjourney_tui.core.saves import _dumps, _log_lines, to_data
    from hjourney_tui.core.session import Session
    from hjourney_tui.registry import game_info

    session = Session.new(game_info("kilforth"), [Seat("Ann")], "solo", 3, {"deal_start": True})
    assert _dumps(to_data(session), _log_lines(session)) == tomli_w.dumps(to_data(session))
    for text in ("camp", "hide"):  # Camp draws (it stands); hiding can be taken back
        session.apply("Ann", text)
        data = to_data(session)
        assert _dumps(data, _log_lines(session)) == tomli_w.dumps(data)
    session.undo("Ann")
    data = to_data(session)
    assert _dumps(data, _log_lines(session)) == tomli_w.dumps(data)
    info = game_info("wq_acg")
    camp = new_campaign(info, "Even Road", [Seat("Ana"), Seat("Ben")], "solo", saves)
    quest = load_save(start_quest(info, camp, saves, 3))
    data = to_data(quest)
    assert "campaign" in data and _dumps(data, _log_lines(quest)) == tomli_w.dumps(data)

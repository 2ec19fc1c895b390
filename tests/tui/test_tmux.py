"""Smoke test of the real app in a real terminal (tmux): start, walk the menu, play, quit, resume."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = [pytest.mark.tmux,
              pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")]

HJOURNEY = Path(sys.executable).with_name("hjourney")


def tmux(*args: str) -> str:
    return subprocess.run(["tmux", *args], check=True, capture_output=True, text=True).stdout


def screen(name: str) -> str:
    return tmux("capture-pane", "-p", "-t", name)


def wait_for(name: str, text: str, timeout: float = 40.0) -> str:
    end = time.monotonic() + timeout
    shown = ""
    while time.monotonic() < end:
        shown = screen(name)
        if text in shown:
            return shown
        time.sleep(0.2)
    raise AssertionError(f"'{text}' never appeared; the screen shows:\n{shown}")


@pytest.fixture
def session_name(saves: Path):
    if not HJOURNEY.exists():
        pytest.skip("the hjourney script is not installed beside this interpreter")
    name = f"hj-test-{os.getpid()}"
    yield name
    subprocess.run(["tmux", "kill-session", "-t", name], capture_output=True)


def start(name: str, saves: Path, rows: int = 30) -> None:
    # COLUMNS and LINES are given outright: a tmux server started from inside pytest inherits
    # COLUMNS=80 LINES=24 from it, and the app would believe them over the real window size.
    env = f"COLUMNS=100 LINES={rows} HJOURNEY_SAVES={saves} HJOURNEY_FAST=1 HJOURNEY_EXTRA_GAMES={os.environ['HJOURNEY_EXTRA_GAMES']}" \
          f" PYTHONPATH={os.environ['PYTHONPATH']} HJOURNEY_NO_ANIMATION=1"
    tmux("new-session", "-d", "-s", name, "-x", "100", "-y", str(rows), f"env {env} {HJOURNEY} play")


def test_menu_new_game_quit_and_resume(saves, session_name):
    name = session_name
    start(name, saves)
    wait_for(name, "New game")
    tmux("send-keys", "-t", name, "Enter")
    wait_for(name, "Start (Ctrl+N)")
    tmux("send-keys", "-t", name, "C-n")
    wait_for(name, "Commands")
    shown = press_until(name, None, "camp")  # the starting choices first: a reward deck, a card, a side
    assert "Player 1" in shown
    tmux("send-keys", "-t", name, "C-q")
    time.sleep(1.0)
    files = list(saves.glob("*.toml"))
    assert len(files) == 1
    # Resume: the menu offers to continue the same game.
    subprocess.run(["tmux", "kill-session", "-t", name], capture_output=True)
    start(name, saves)
    shown = wait_for(name, "Continue")
    assert files[0].stem in shown
    tmux("send-keys", "-t", name, "Enter")
    wait_for(name, "Commands")
    tmux("send-keys", "-t", name, "C-q")


LISTED = re.compile(r"[│|] ([1-9a-z]) (\S.*?) - ")


def key_of(name: str, command: str | None = None, timeout: float = 20.0) -> str:
    """The key the command list on screen shows for `command` (None: for the first command listed)."""
    end = time.monotonic() + timeout
    while True:
        for line in screen(name).splitlines():
            for m in LISTED.finditer(line):
                if command is None or m.group(2) == command:
                    return m.group(1)
        if time.monotonic() > end:
            raise AssertionError(f"no key for {command or 'any command'} on screen:\n{screen(name)}")
        time.sleep(0.2)


def press_until(name: str, key: str | None, text: str, tries: int = 40) -> str:
    """Press `key` (None: the first listed command's key) until `text` shows, one press per screen
    change (each press answers one prompt)."""
    for _ in range(tries):
        before = screen(name)
        if text in before:
            return before
        tmux("send-keys", "-t", name, key or key_of(name))
        end = time.monotonic() + 10
        while time.monotonic() < end and screen(name) == before:  # wait for the press to take effect
            time.sleep(0.1)
        time.sleep(0.2)
    return wait_for(name, text, timeout=5)


def test_campaign_quest_end_settlement_quit_and_resume(saves, session_name):
    from hjourney_tui.core.campaign import campaign_path, load_campaign, new_campaign, start_quest
    from hjourney_tui.core.game import Seat
    from hjourney_tui.registry import game_info

    from ..test_cli_campaign import play_to_the_last_command

    info = game_info("wq_acg")
    camp = new_campaign(info, "Tmux Road", [Seat("Ana"), Seat("Ben")], "solo", saves)
    path = start_quest(info, camp, saves, 3)
    # the quest stage ends with this command; the settlement follows
    last = play_to_the_last_command(path, 3, ends=lambda s: s.game.result).partition(": ")[2]
    name = session_name
    start(name, saves)
    wait_for(name, "Continue")
    tmux("send-keys", "-t", name, "Enter")
    wait_for(name, "Commands")

    tmux("send-keys", "-t", name, key_of(name, last))  # the key the command list shows
    wait_for(name, "settlement action 1 of 2")
    tmux("send-keys", "-t", name, key_of(name))
    wait_for(name, "settlement action 2 of 2")
    tmux("send-keys", "-t", name, "C-q")  # quit in the middle of the settlement
    time.sleep(1.0)
    subprocess.run(["tmux", "kill-session", "-t", name], capture_output=True)
    start(name, saves)
    wait_for(name, "Continue")
    tmux("send-keys", "-t", name, "Enter")
    wait_for(name, "settlement action 2 of 2")  # exactly where it was left
    press_until(name, None, "N begins the next quest")
    tmux("send-keys", "-t", name, "n")
    end = time.monotonic() + 30
    while time.monotonic() < end and load_campaign(campaign_path("Tmux Road", saves)).current != "Tmux Road quest 2":
        time.sleep(0.2)
    wait_for(name, "Tmux Road quest 2")
    tmux("send-keys", "-t", name, "C-q")
    time.sleep(1.0)
    camp = load_campaign(campaign_path("Tmux Road", saves))
    assert len(camp.quests) == 1 and camp.current == "Tmux Road quest 2"
    assert set(camp.record["heroes"]) == {"Ana", "Ben"} and camp.record["next"] == 1



def test_vessels_campaign_quit_mid_adventure_resume_and_leave_town(saves, session_name):
    """A Soulless Vessel campaign quest: quit during the adventure and come back to it as it was,
    then (the adventure given up) the town screen departs for the next quest."""
    from hjourney_tui.core.campaign import campaign_path, load_campaign, new_campaign, start_quest
    from hjourney_tui.core.game import Seat
    from hjourney_tui.core.saves import load_save, write_save
    from hjourney_tui.registry import game_info

    from ..soulless_vessel.campaign_helpers import session_to_town

    info = game_info("soulless_vessel")
    camp = new_campaign(info, "Tmux Fen", [Seat("Ana"), Seat("Bo")], "solo", saves)
    path = start_quest(info, camp, saves, 3)
    name = session_name
    start(name, saves)
    wait_for(name, "Continue")
    tmux("send-keys", "-t", name, "Enter")
    wait_for(name, "Commands")
    time.sleep(1.0)
    tmux("send-keys", "-t", name, "C-l")  # to the command bar
    tmux("send-keys", "-t", name, "done", "Enter")  # Ana places no card yet
    end = time.monotonic() + 20
    while time.monotonic() < end and len(load_save(path).log) < 1:
        time.sleep(0.2)
    tmux("send-keys", "-t", name, "C-q")  # quit in the middle of the adventure
    time.sleep(1.0)
    subprocess.run(["tmux", "kill-session", "-t", name], capture_output=True)
    session = load_save(path)
    log = [(e.seat, e.command) for e in session.log]
    assert log == [("Ana", "done")] and session.game.town is None
    start(name, saves)
    wait_for(name, "Continue")
    tmux("send-keys", "-t", name, "Enter")
    wait_for(name, "Tmux Fen quest 1")
    wait_for(name, "Commands")
    tmux("send-keys", "-t", name, "C-q")
    time.sleep(1.0)
    subprocess.run(["tmux", "kill-session", "-t", name], capture_output=True)
    session = load_save(path)  # back where it was: the same log, and the adventure still on
    assert [(e.seat, e.command) for e in session.log] == log
    session_to_town(session)
    write_save(session, path)
    start(name, saves)
    wait_for(name, "Continue")
    tmux("send-keys", "-t", name, "Enter")
    wait_for(name, "Town ch.1")  # the town screen (the board may show for a moment first)
    shown = wait_for(name, "Buy ")
    assert "Depart for" in shown
    tmux("send-keys", "-t", name, "Enter")  # the cursor starts on the first departure
    wait_for(name, "N begins the next quest")
    tmux("send-keys", "-t", name, "n")
    end = time.monotonic() + 30
    while time.monotonic() < end and load_campaign(campaign_path("Tmux Fen", saves)).current != "Tmux Fen quest 2":
        time.sleep(0.2)
    wait_for(name, "Tmux Fen quest 2")
    tmux("send-keys", "-t", name, "C-q")
    time.sleep(1.0)
    camp = load_campaign(campaign_path("Tmux Fen", saves))
    assert len(camp.quests) == 1 and camp.record["results"] == ["lost"]

def settled(name: str, timeout: float = 20.0) -> str:
    """The screen once it stops changing (a layout may take a few frames to settle)."""
    end = time.monotonic() + timeout
    shown = screen(name)
    while time.monotonic() < end:
        time.sleep(0.5)
        now = screen(name)
        if now == shown:
            return now
        shown = now
    return shown


def saved_log(path: Path, length: int, timeout: float = 30.0) -> list[tuple[str | None, str]]:
    """The save's log once it holds `length` commands (every command is saved as it is given)."""
    from hjourney_tui.core.saves import SaveError, load_save

    end = time.monotonic() + timeout
    log: list[tuple[str | None, str]] = []
    while time.monotonic() < end:
        try:
            log = [(e.seat, e.command) for e in load_save(path).log] if path.exists() else []
        except SaveError:  # caught between two writes
            log = []
        if len(log) >= length:
            return log
        time.sleep(0.2)
    raise AssertionError(f"the save never held {length} commands: {log}")


def test_kilforth_solo_by_keys_quit_and_resume(saves, session_name):
    from hjourney_tui.core.game import Seat
    from hjourney_tui.core.saves import load_save
    from hjourney_tui.core.session import Session
    from hjourney_tui.games.kilforth.tui.map_pane import COLS
    from hjourney_tui.registry import game_info

    seat, seed = "Player 1", 7
    opening = ["choose ally", "choose 1", "choose skull"]  # the first listed answer to each starting choice

    def opened() -> Session:
        s = Session.new(game_info("kilforth"), [Seat(seat)], "solo", seed)
        s.apply_all([(seat, c) for c in opening])
        return s

    # where the keys will lead, worked out on a copy of the same seeded game
    plan = opened()
    here = plan.view(seat)["state"]["heroes"][seat]["cell"]
    keys = {(-1, 0): "k", (1, 0): "j", (0, -1): "h", (0, 1): "l"}
    step = target = None
    for d, _ in keys.items():
        cell = f"{COLS[COLS.index(here[0]) + d[1]]}{int(here[1]) + d[0]}"
        copy = opened()
        if f"move {cell}" in [c.text for c in copy.game.legal_commands(seat)]:
            copy.apply(seat, f"move {cell}")
            if any(c.text.startswith("confront ") for c in copy.game.legal_commands(seat)):
                step, target = d, cell
                break
    assert target is not None, "no neighbour with something to confront in this seeded game"
    plan.apply(seat, f"move {target}")
    texts = [c.text for c in plan.game.legal_commands(seat)]
    confront = next(t for t in texts if t.startswith("confront "))

    name = session_name
    start(name, saves, rows=45)  # tall enough that the command list shows every command
    wait_for(name, "New game")
    tmux("send-keys", "-t", name, "Enter")
    wait_for(name, "Start (Ctrl+N)")
    settled(name)
    for _ in range(3):  # from the game: mode, seats, then the seed; one at a time, each focus change drawn
        tmux("send-keys", "-t", name, "Tab")
        time.sleep(0.3)
    tmux("send-keys", "-t", name, str(seed))
    wait_for(name, f"Seed      {seed}")
    tmux("send-keys", "-t", name, "C-n")
    wait_for(name, "Commands")
    for answer in opening:  # the starting choices, each by the key the list shows
        tmux("send-keys", "-t", name, key_of(name, answer))
        time.sleep(0.3)
    shown = wait_for(name, f"{seat}: take an action")
    assert "Shadows of Kilforth" in shown and "Day 1" in shown
    path = next(saves.glob("*.toml"))
    # move by the map's keys, confront by its key, answer the Test by its key
    tmux("send-keys", "-t", name, keys[step], "m")  # the map has the keys when the screen opens
    assert saved_log(path, 4)[3:] == [(seat, f"move {target}")]
    tmux("send-keys", "-t", name, key_of(name, confront))
    assert saved_log(path, 5)[-1] == (seat, confront)
    roll = next(e for e in reversed(load_save(path).game.events) if e.kind == "roll")
    wait_for(name, "".join(f"[{f}]" for f in roll.data["faces"]))  # the dice tray shows each die
    answer = [c.text for c in load_save(path).game.legal_commands(seat)][0]
    tmux("send-keys", "-t", name, key_of(name, answer))
    log = saved_log(path, 6)
    assert log[-1] == (seat, answer)
    session = load_save(path)
    hero = session.view(seat)["state"]["heroes"][seat]
    wait_for(name, f"AP {hero['ap']} Fate {hero['fate']} Gold {hero['gold']}")
    before = settled(name)
    digest = session.game.digest()
    tmux("send-keys", "-t", name, "C-q")
    time.sleep(1.0)
    subprocess.run(["tmux", "kill-session", "-t", name], capture_output=True)
    assert [(e.seat, e.command) for e in load_save(path).log] == log and load_save(path).game.digest() == digest
    # resume: the same game, the same screen
    start(name, saves, rows=45)
    wait_for(name, "Continue")
    tmux("send-keys", "-t", name, "Enter")
    wait_for(name, f"AP {hero['ap']} Fate {hero['fate']} Gold {hero['gold']}")
    after = settled(name)

    def board_lines(text: str) -> list[str]:  # the map, the hero's line and the prompt
        return [line for line in text.splitlines() if any(c in line for c in ("a1 ", "e5 ", "AP ", "Day "))]

    assert board_lines(after) == board_lines(before), "\n".join(["BEFORE", before, "AFTER", after])
    tmux("send-keys", "-t", name, "C-q")
    time.sleep(1.0)
    again = load_save(path)
    assert [(e.seat, e.command) for e in again.log] == log and again.game.digest() == digest


def test_kilforth_co_op_turns_pass_after_each_action(saves, session_name):
    """Two heroes at one keyboard: Ann acts once, then the turn is Bob's, then Ann's again."""
    from hjourney_tui.core.game import Seat
    from hjourney_tui.core.saves import write_save
    from hjourney_tui.core.session import Session
    from hjourney_tui.registry import game_info

    path = saves / "pair.toml"
    write_save(Session.new(game_info("kilforth"), [Seat("Ann"), Seat("Bob")], "coop", 801, {"deal_start": True}), path)
    name = session_name
    start(name, saves, rows=45)
    wait_for(name, "Continue")
    tmux("send-keys", "-t", name, "Enter")
    wait_for(name, "Ann: take an action")
    tmux("send-keys", "-t", name, key_of(name, "hide"))
    wait_for(name, "Bob: take an action")  # one action, and the turn passes: no second action for Ann
    assert saved_log(path, 1) == [("Ann", "hide")]
    tmux("send-keys", "-t", name, key_of(name, "hide"))
    wait_for(name, "Ann: take an action")
    assert saved_log(path, 2) == [("Ann", "hide"), ("Bob", "hide")]
    tmux("send-keys", "-t", name, "C-q")
    time.sleep(1.0)


def test_soulless_vessel_map_keys_in_a_real_terminal(saves, session_name):
    """The dungeon map at 120x40: the cursor shows the path and its cost, m walks there, t turns to
    the enemy groups; in ASCII the same screen draws with plain characters."""
    from hjourney_tui.core.saves import load_save

    from .sv_tables import table

    path = table(saves, 20)  # Bo's turn at e3 with 3 MP
    env = f"COLUMNS=120 LINES=40 HJOURNEY_SAVES={saves} HJOURNEY_ASCII=1 PYTHONPATH={os.environ['PYTHONPATH']}" \
          f" HJOURNEY_NO_ANIMATION=1"
    tmux("new-session", "-d", "-s", session_name, "-x", "120", "-y", "40", f"env {env} {HJOURNEY} play {path}")
    shown = wait_for(session_name, "e3 floor | Bo (Roadside Beggar)")
    assert "a b c d e f g" in shown and "\u2502" not in shown.split("Board")[1].split("Dice")[0]
    tmux("send-keys", "-t", session_name, "h", "k", "k")
    wait_for(session_name, "m: move d1 (3 MP, 3 steps)")
    tmux("send-keys", "-t", session_name, "m")
    wait_for(session_name, "d1 floor | Bo (Roadside Beggar)")
    tmux("send-keys", "-t", session_name, "t")
    wait_for(session_name, "AI card")
    tmux("send-keys", "-t", session_name, "C-q")
    time.sleep(1.0)
    assert load_save(path).game.state.heroes["Bo"].pos == (3, 0)

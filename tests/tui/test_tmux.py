"""Smoke test of the real app in a real terminal (tmux): start, walk the menu, play, quit, resume."""

from __future__ import annotations

import os
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


def start(name: str, saves: Path) -> None:
    env = f"HJOURNEY_SAVES={saves} HJOURNEY_FAST=1 HJOURNEY_EXTRA_GAMES={os.environ['HJOURNEY_EXTRA_GAMES']}" \
          f" PYTHONPATH={os.environ['PYTHONPATH']}"
    tmux("new-session", "-d", "-s", name, "-x", "100", "-y", "30", f"env {env} {HJOURNEY} play")


def test_menu_new_game_quit_and_resume(saves, session_name):
    name = session_name
    start(name, saves)
    wait_for(name, "New game")
    tmux("send-keys", "-t", name, "Enter")
    wait_for(name, "Seats:")
    tmux("send-keys", "-t", name, "C-n")
    wait_for(name, "Commands")
    shown = wait_for(name, "camp")
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


def press_until(name: str, key: str, text: str, tries: int = 40) -> str:
    """Press `key` until `text` shows, one press per screen change (each press answers one prompt)."""
    for _ in range(tries):
        before = screen(name)
        if text in before:
            return before
        tmux("send-keys", "-t", name, key)
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
    from hjourney_tui.core.saves import load_save

    legal = [c.text for c in load_save(path).game.legal_commands()]
    tmux("send-keys", "-t", name, str(legal.index(last) + 1))  # number keys pick from the command list
    wait_for(name, "settlement action 1 of 2")
    tmux("send-keys", "-t", name, "1")
    wait_for(name, "settlement action 2 of 2")
    tmux("send-keys", "-t", name, "C-q")  # quit in the middle of the settlement
    time.sleep(1.0)
    subprocess.run(["tmux", "kill-session", "-t", name], capture_output=True)
    start(name, saves)
    wait_for(name, "Continue")
    tmux("send-keys", "-t", name, "Enter")
    wait_for(name, "settlement action 2 of 2")  # exactly where it was left
    press_until(name, "1", "N begins the next quest")
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

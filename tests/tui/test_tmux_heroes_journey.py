"""The Heroes' Journey in a real terminal (tmux), at the smallest size: two players at one keyboard.
The table stays covered until the next player says they are there; each then sees their own hand."""

from __future__ import annotations

import os
import shutil
import subprocess
import time

import pytest

from .hj_positions import played_until, saved
from .test_tmux import HJOURNEY, tmux, wait_for

pytestmark = [pytest.mark.tmux,
              pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")]


@pytest.fixture
def tmux_name():
    if not HJOURNEY.exists():
        pytest.skip("the hjourney script is not installed beside this interpreter")
    name = f"hj-journey-{os.getpid()}"
    yield name
    subprocess.run(["tmux", "kill-session", "-t", name], capture_output=True)


def start_on(name: str, saves, save, cols: int, rows: int) -> None:
    env = f"COLUMNS={cols} LINES={rows} HJOURNEY_SAVES={saves} HJOURNEY_FAST=1 PYTHONPATH={os.environ['PYTHONPATH']}" \
          f" HJOURNEY_EXTRA_GAMES={os.environ['HJOURNEY_EXTRA_GAMES']} HJOURNEY_NO_ANIMATION=1"
    tmux("new-session", "-d", "-s", name, "-x", str(cols), "-y", str(rows), f"env {env} {HJOURNEY} play {save}")


def test_the_keyboard_passes_from_ana_to_ben_behind_the_handoff_screen(saves, tmux_name):
    session = played_until("campaign", "actions", turn=2)
    ana = {c["title"] for c in session.game.view("Ana")["players"]["Ana"]["hand"]}
    ben = {c["title"] for c in session.game.view("Ben")["players"]["Ben"]["hand"]}
    path = saved(session, saves, "journey")
    name = tmux_name
    start_on(name, saves, path, 80, 24)
    shown = wait_for(name, "Pass to Ana")
    assert not any(t in shown for t in ana | ben)  # nothing of the table shows behind the cover
    tmux("send-keys", "-t", name, "Enter")
    shown = wait_for(name, "viewing Ana")
    assert "Campaign phase" in shown and "Ana's party" in shown
    tmux("send-keys", "-t", name, "H")  # the hand is under the fold at 80x24: H brings it up
    shown = wait_for(name, "Ana's hand")
    tmux("send-keys", "-t", name, "C-l")  # to the command bar: "done" may be past the fold of the list
    tmux("send-keys", "-t", name, "done", "Enter")  # Ana ends her actions; Ben places the next site
    shown = wait_for(name, "Pass to Ben")
    assert "Ana's hand" not in shown and not any(t in shown for t in ana - ben)
    tmux("send-keys", "-t", name, "Enter")
    wait_for(name, "viewing Ben")
    tmux("send-keys", "-t", name, "H")
    shown = wait_for(name, "Ben's hand")
    assert "Ana's hand" not in shown
    tmux("send-keys", "-t", name, "i")  # Ben reads the cards; his own hand, never Ana's
    shown = wait_for(name, "Cards in sight")
    tmux("send-keys", "-t", name, "Escape")
    time.sleep(0.5)
    tmux("send-keys", "-t", name, "C-q")
    time.sleep(1.0)
    subprocess.run(["tmux", "kill-session", "-t", name], capture_output=True)

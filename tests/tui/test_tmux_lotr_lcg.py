"""The Lord of the Rings screens in a real terminal (tmux): two players share the keyboard, the
screen is handed over between them, and each answers from the choice list by keys."""

from __future__ import annotations

import subprocess
import time

from .lotr_lcg_tables import new_session, saved
from .test_tmux import pytestmark, session_name, start, tmux, wait_for  # noqa: F401 - the fixture and marks


def press(name: str, key: str) -> None:
    time.sleep(0.5)  # the screen just drawn takes keys once it is mounted
    tmux("send-keys", "-t", name, key)


def test_lotr_two_players_hand_over_and_answer_by_keys(saves, session_name):  # noqa: F811 - the fixture
    name = session_name
    saved(new_session((("Ana", "Pat"), ("Ben", "Sam"))), saves, "fellowship")
    start(name, saves, rows=40)
    wait_for(name, "Continue")
    press(name, "Enter")
    wait_for(name, "Pass to Pat")
    press(name, "Enter")
    shown = wait_for(name, "Keep this hand")
    assert "Ana's hand" in shown and "Ben's hand" not in shown
    press(name, "Space")  # Ana keeps her hand; Ben is asked next
    wait_for(name, "Pass to Sam")
    press(name, "Enter")
    shown = wait_for(name, "Ben's hand")
    assert "Ana's hand" not in shown
    press(name, "Space")  # both hands kept: the planning phase begins with Ana, the first player
    wait_for(name, "Pass to Pat")
    press(name, "Enter")
    shown = wait_for(name, "Planning phase")
    assert "Threat" in shown and "Staging" in shown
    press(name, "C-q")
    subprocess.run(["tmux", "kill-session", "-t", name], capture_output=True)

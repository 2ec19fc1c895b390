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


def test_lotr_campaign_quit_between_scenarios_and_resume_from_the_campaigns_screen(saves, session_name):  # noqa: F811
    """The last command of a campaign's first scenario typed in the real app: the campaign log shows,
    the app is quit and started again, and the Campaigns screen begins the second scenario from the
    log exactly as the first one left it."""
    from hjourney_tui.core.bots import make_bot
    from hjourney_tui.core.campaign import campaign_path, load_campaign, new_campaign, start_quest
    from hjourney_tui.core.game import Seat
    from hjourney_tui.core.saves import load_save, write_save
    from hjourney_tui.registry import game_info

    info = game_info("lotr_lcg")
    camp = new_campaign(info, "Tmux Marches", [Seat("Ana")], "solo", saves, {"easy": True})
    path = start_quest(info, camp, saves, 144)  # a seed the heuristic bot wins with
    session, bot, given = load_save(path), make_bot("lotr_lcg", "heuristic", 1), []
    while session.outcome() is None:
        seat = session.game.decision().seats[0]
        given.append((seat, bot.choose(session.view(seat)["state"], session.game.legal_commands(seat))))
        session.apply(*given[-1])
    assert session.game.state.won
    session = load_save(path)
    for seat, command in given[:-1]:  # all but the last command: the app gives that one
        session.apply(seat, command)
    write_save(session, path)

    name = session_name
    start(name, saves, rows=40)
    wait_for(name, "Continue")
    press(name, "Enter")
    wait_for(name, "Commands")
    press(name, "C-l")  # to the command bar
    tmux("send-keys", "-t", name, given[-1][1], "Enter")
    shown = wait_for(name, "N begins the next quest (The Burning Hamlets)")
    assert "The campaign log now" in shown and "1. The Drowned Road: won, score" in shown
    press(name, "C-q")  # quit between the scenarios
    time.sleep(1.0)
    subprocess.run(["tmux", "kill-session", "-t", name], capture_output=True)
    between = load_campaign(campaign_path("Tmux Marches", saves))
    assert between.record["results"] == ["won"] and between.current is None
    assert [(e.seat, e.command) for e in load_save(path).log] == given

    start(name, saves, rows=40)
    wait_for(name, "Campaigns")
    for _ in range(3):  # Continue, New game, Load a saved game, then Campaigns
        press(name, "Down")
    press(name, "Enter")
    shown = wait_for(name, "Next: The Burning Hamlets. Enter begins it.")
    assert "boons: Wardens' Blessing (Ana), Ferryman's Token (Ana)" in shown
    assert "burdens: Marked by the Drowned" in shown
    press(name, "Enter")
    shown = wait_for(name, "change your heroes before this scenario?")  # the second scenario's setup
    assert "Tmux Marches 2 The Burning Hamlets" in shown and "1 done - keep these heroes" in shown
    press(name, "C-q")
    time.sleep(1.0)
    subprocess.run(["tmux", "kill-session", "-t", name], capture_output=True)
    camp = load_campaign(campaign_path("Tmux Marches", saves))
    assert camp.record == between.record and camp.current == "Tmux Marches 2 The Burning Hamlets"
    second = load_save(saves / "Tmux Marches 2 The Burning Hamlets.toml")
    assert second.campaign["record"] == between.record and second.game.state.scenario == "burning_hamlets"

"""Every Warhammer Quest choice carries data, and the heuristic bot decides from that data and
the view alone: with every description blanked it plays exactly the same game."""

from __future__ import annotations

import dataclasses

from hjourney_tui.core.game import Seat
from hjourney_tui.core.session import Session
from hjourney_tui.games.wq_acg.bots import HeuristicBot
from hjourney_tui.registry import game_info


def play(seed: int, quest: str, blank: bool, steps: int = 400) -> list[str]:
    info = game_info("wq_acg")
    s = Session.new(info, [Seat("Ana"), Seat("Ben")], "coop", seed, options={"quest": quest})
    bots = {seat: HeuristicBot(seed) for seat in ("Ana", "Ben")}
    log = []
    for _ in range(steps):
        legal = s.game.legal_commands()
        if not legal or s.outcome() is not None:
            break
        seat = legal[0].seat
        mine = [c for c in legal if c.seat == seat]
        for c in mine:  # every option names its verb in its data
            assert c.data.get("verb") == c.name, (c.text, c.data)
        if blank:
            mine = [dataclasses.replace(c, description="") for c in mine]
        text = bots[seat].choose(s.view(seat)["state"], mine)
        s.apply(seat, text)
        log.append(f"{seat}: {text}")
    return log


def test_the_heuristic_bot_reads_data_not_descriptions():
    for seed, quest in ((3, "rot_beneath"), (8, "greywater_mill")):
        assert play(seed, quest, blank=False) == play(seed, quest, blank=True)


def test_action_choices_carry_their_odds():
    s = Session.new(game_info("wq_acg"), [Seat("Ana"), Seat("Ben")], "coop", 4)
    s.apply("Ana", "pick ironwarden")
    s.apply("Ben", "pick windrunner")
    s.apply("Ana", "leader 1")
    actions = [c for c in s.game.legal_commands("Ana") if c.name in ("explore", "rest", "aid", "attack")]
    assert actions
    for c in actions:
        o = c.data["odds"]
        assert o["successes"] > 0 and o["wounds"] >= 0
        assert c.data["dice"] >= 1 and c.data["action"] == c.name
    view = s.view("Ana")["state"]
    explore = next(c for c in actions if c.name == "explore" and c.data["spend"] == 0)
    shown = next(o for o in view["odds"] if o["kind"] == "explore")
    assert shown["expected"] == explore.data["odds"]["successes"] and shown["wounds"] == explore.data["odds"]["wounds"]

"""The heuristic bot: legal to the end, and its battle arithmetic is sound."""

from __future__ import annotations

import pytest

from hjourney_tui.core.autoplay import autoplay
from hjourney_tui.games.kilforth.bots import HeuristicBot, battle_odds, success_odds
from hjourney_tui.registry import game_info

from .helpers import new


@pytest.mark.parametrize("seats", [1, 3])
def test_heuristic_bot_plays_whole_solo_games(seats):
    r = autoplay(game_info("kilforth"), games=3, seed=5, seats=seats, bot="heuristic", mode="solo", strict=True)
    assert not r.crashes, r.crashes[0].error
    assert r.unfinished == 0 and r.games == 3


def test_battle_odds_grow_with_fight_and_shrink_with_foe():
    assert battle_odds(4, 4, 2, 0) == 1.0 and battle_odds(4, 0, 2, 3) == 0.0
    assert battle_odds(6, 8, 6, 8) < battle_odds(8, 8, 6, 8) < battle_odds(8, 8, 6, 8, 1)
    assert battle_odds(6, 8, 8, 8) < battle_odds(6, 8, 6, 8)
    assert success_odds(3, 0) == 1.0 and success_odds(3, 1) == pytest.approx(1 - (2 / 3) ** 3)


def test_bot_answers_with_a_legal_command_and_keeps_what_the_chapter_needs():
    s = new(1)
    g = s.game
    bot = HeuristicBot(1)
    for _ in range(60):
        if s.outcome() is not None:
            break
        legal = g.legal_commands()
        pick = bot.choose(g.view(legal[0].seat), legal)
        assert pick in {c.text for c in legal}
        s.apply(legal[0].seat, pick)
        g = s.game
    me = g.view("Ana")["heroes"]["Ana"]
    assert me["saga_left"] and all(isinstance(k, str) for chap in me["saga_left"] for k in chap)

"""The heuristic bot: legal to the end, and its battle arithmetic is sound."""

from __future__ import annotations

from dataclasses import replace

import pytest

from hjourney_tui.core.autoplay import autoplay
from hjourney_tui.games.kilforth.bots import HeuristicBot, battle_odds, success_odds
from hjourney_tui.registry import game_info

from .helpers import enc_of, new, put


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


def _blind(view, legal):
    """The same view and legal commands with every English word taken out: descriptions, prompts
    and the odds text."""
    v = dict(view, odds=[])
    if v.get("pending"):
        v["pending"] = {**v["pending"], "prompt": "", "options": []}
    return v, [replace(c, description="") for c in legal]


@pytest.mark.parametrize("seats", [1, 2])
def test_bot_reads_data_not_descriptions(seats):
    """Blanking every description and prompt changes none of the bot's picks."""
    picks = {}
    for blind in (False, True):
        s = new(seats, "coop" if seats > 1 else "solo", seed=11)
        bots = {seat: HeuristicBot(3) for seat in s.game.setup.seat_names}
        made = []
        for _ in range(250):
            if s.outcome() is not None:
                break
            legal = s.game.legal_commands()
            seat = legal[0].seat
            view, mine = s.game.view(seat), [c for c in legal if c.seat == seat]
            if blind:
                view, mine = _blind(view, mine)
            pick = bots[seat].choose(view, mine)
            made.append(pick)
            s.apply(seat, pick)
        picks[blind] = made
    assert len(picks[False]) > 100 and picks[True] == picks[False]


def test_turn_options_carry_the_odds_as_numbers():
    s = new(1)
    g = s.game
    put(g, g.heroes["Ana"]["pos"], enc_of(g, "place"))
    g._legal_cache = None
    conf = [c for c in g.legal_commands("Ana") if c.data.get("verb") == "confront"]
    assert conf and all({"card", "uid", "attr", "dice", "need", "chance", "chance_with_fate"} <= set(c.data)
                        for c in conf)
    c = conf[0]
    assert c.data["dice"] == g.test_dice("Ana", c.data["attr"], g.card(g.locs[g.heroes["Ana"]["pos"]]["encounters"][0]))
    assert 0 <= c.data["chance"] <= c.data["chance_with_fate"] <= 1
    moves = [c for c in g.legal_commands("Ana") if c.data.get("verb") == "move"]
    assert moves and all(c.text == f"move {c.data['cell']}" for c in moves)


def test_heuristic_bot_ends_a_three_hero_coop_game_within_a_bound():
    """Turns pass after every action, so a party's game is long; it still ends, won or lost."""
    r = autoplay(game_info("kilforth"), games=1, seed=1005, seats=3, bot="heuristic", mode="coop", strict=True,
                 max_commands=1500)
    assert not r.crashes, r.crashes[0].error
    assert r.games == 1 and r.unfinished == 0 and r.commands <= 1500


@pytest.mark.parametrize("mode", ["coop", "competitive"])
def test_bot_hands_spare_gold_to_a_coop_hero_short_of_a_chapter(mode):
    s = new(2, mode, seed=3)
    g = s.game
    me = g.legal_commands()[0].seat
    other = next(h for h in g.heroes if h != me)
    g.heroes[me]["gold"], g.heroes[other]["gold"] = 15, 0
    g._legal_cache = None
    legal = g.legal_commands(me)
    gift = f"give {other.lower()} gold"
    assert gift in {c.text for c in legal}
    pick = HeuristicBot(1).choose(g.view(me), legal)
    assert (pick == gift) == (mode == "coop")

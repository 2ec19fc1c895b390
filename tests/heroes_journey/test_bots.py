"""The heuristic bot: it finishes games against itself, beats the random bot, is the same game for
the same seed, and as the Campaign player never sends its Hero into a fight a companion could take."""

from __future__ import annotations

from hjourney_tui.core.bots import make_bot
from hjourney_tui.core.game import Seat
from hjourney_tui.core.session import Session
from hjourney_tui.registry import game_info


def _duel(seed: int, kinds: list[str], watch=None, max_commands: int = 5000) -> Session:
    info = game_info("heroes_journey")
    seats = [Seat(f"P{i + 1}", k) for i, k in enumerate(kinds)]
    session = Session.new(info, seats, "competitive", seed, {}, strict=True)
    bots = {s.name: make_bot(info.id, k, seed * 31 + i) for i, (s, k) in enumerate(zip(seats, kinds, strict=True))}
    for _ in range(max_commands):
        if session.outcome() is not None:
            break
        game = session.game
        legal = game.legal_commands()
        seat = legal[0].seat
        mine = [c for c in legal if c.seat == seat]
        bot = bots[seat]
        view = game.view(seat) if getattr(bot, "needs_view", True) else {}
        text = bot.choose(view, mine)
        if watch is not None and kinds[int(seat[1:]) - 1] == "heuristic":
            watch(view, mine, text)
        session.apply(seat, text)
    return session


def test_two_heuristic_bots_finish_a_game_in_a_reasonable_number_of_turns():
    session = _duel(5, ["heuristic", "heuristic"])
    assert session.outcome() is not None
    assert 1 <= session.game.state.turn.number <= 20


def test_the_same_seed_plays_the_same_game():
    first = [(e.seat, e.command) for e in _duel(8, ["heuristic", "heuristic"]).log]
    assert first == [(e.seat, e.command) for e in _duel(8, ["heuristic", "heuristic"]).log]


def test_the_heuristic_bot_beats_the_random_bot():
    wins = 0
    for seed in range(100, 120):
        kinds = ["heuristic", "random"] if seed % 2 == 0 else ["random", "heuristic"]
        outcome = _duel(seed, kinds).outcome()
        assert outcome is not None
        wins += kinds[int(outcome.winners[0][1:]) - 1] == "heuristic"
    assert wins >= 17


def test_the_campaign_player_blocks_with_companions_before_its_hero():
    checked = []

    def watch(view, legal, text):
        chosen = next(c for c in legal if c.text == text)
        if chosen.verb != "assign" or view["turn"]["campaign"] != chosen.seat:
            return
        me = view["players"][chosen.seat]
        strength = {c["uid"]: c["strength"] for p in view["players"].values()
                    for z in ("party", "minions") for c in p[z]}
        if chosen.data["companion"] == me["hero"]:  # only into a fight the Hero wins
            assert strength[me["hero"]] > strength[chosen.data["minion"]]
        checked.append(chosen.data["minion"])

    for seed in (1, 2, 3, 4):
        _duel(seed, ["heuristic", "heuristic"], watch)
    assert checked

"""The heuristic bot: its games end, and it wins more often than chance play."""

from __future__ import annotations

from hjourney_tui.core.autoplay import autoplay
from hjourney_tui.registry import game_info


def wins(bot: str, seats: int, games: int, seed: int) -> int:
    report = autoplay(game_info("lotr_lcg"), games=games, seed=seed, seats=seats, bot=bot, strict=True)
    assert not report.crashes, report.crashes[0]
    assert not report.unfinished and sum(report.outcomes.values()) == games
    return sum(n for outcome, n in report.outcomes.items() if outcome.startswith("won"))


def test_a_heuristic_game_ends_on_a_fixed_seed():
    for seats in (1, 2):
        wins("heuristic", seats, 1, 123)


def test_the_heuristic_bot_wins_more_often_than_the_random_bot():
    heuristic, chance = wins("heuristic", 1, 12, 900), wins("random", 1, 12, 900)
    assert heuristic > chance, (heuristic, chance)


def _choice(g, seat: str) -> str:  # noqa: ANN001 - a game
    from hjourney_tui.games.lotr_lcg.bots import HeuristicBot

    bot = getattr(g, "_test_bot", None) or HeuristicBot(1)
    g._test_bot = bot  # the bot remembers the card it is playing between questions
    return bot.choose(g.view(seat), g.legal_commands(seat))


def test_the_heuristic_bot_adds_a_second_defender_with_shoulder_to_shoulder_against_a_heavy_blow():
    from hjourney_tui.core.decks import SEAT_DECKS
    from hjourney_tui.games.lotr_lcg.rules.basics import stat

    from .helpers import hand, legal, new, uid
    from .test_combat import _to_combat
    from .test_more_answers import deck

    g = new(2, **{SEAT_DECKS: {"A": deck("wardens_of_the_ford"), "B": deck("keepers_of_the_reeds")}})
    _to_combat(g, {"A": ["bog_ogre"]}, shadows=["stony_ridge"])  # 5 attack against Hrothmar's 2 defence
    heroes = g.state.players["A"].heroes.cards
    hand(g, "A", "shoulder_to_shoulder")
    heroes[2].tokens["resources"] = 1
    g.apply("A", f"defend {uid(heroes[2])}")
    assert any(t.startswith("trigger") for t in legal(g, "A"))
    choice = _choice(g, "A")
    assert choice.startswith("trigger")  # the event is played rather than passed on
    g.apply("A", choice)
    most = max(stat(g, h, "defence") for h in heroes[:2])
    best = {f"target {uid(h)}" for h in heroes[:2] if stat(g, h, "defence") == most}
    assert _choice(g, "A") in best  # a helper that adds the most defence


def test_the_heuristic_bot_draws_with_fletchers_quiver_after_a_ranged_attack():
    from .helpers import legal, uid
    from .test_more_answers import quiver_game

    g, daeric, wolf = quiver_game("B")
    for cmd in (f"attack {uid(wolf)}", f"with {uid(daeric)}", "strike"):
        g.apply("A", cmd)
    assert any(t.startswith("trigger") for t in legal(g, "A"))
    assert _choice(g, "A").startswith("trigger")

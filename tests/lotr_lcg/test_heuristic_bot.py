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

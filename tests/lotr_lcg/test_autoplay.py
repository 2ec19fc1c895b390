"""Bots play whole games at every table size with the bookkeeping checks on after every command."""

from __future__ import annotations

import pytest

from hjourney_tui.core.autoplay import autoplay
from hjourney_tui.registry import game_info


@pytest.mark.parametrize("seats", [1, 2, 3, 4])
@pytest.mark.parametrize("bot", ["random", "basic", "heuristic"])
def test_bots_finish_games_without_a_fault(bot, seats):
    report = autoplay(game_info("lotr_lcg"), games=6, seed=40 + seats, seats=seats, bot=bot, strict=True)
    assert not report.crashes, report.crashes[0]
    assert not report.unfinished and report.games == 6
    assert sum(report.outcomes.values()) == 6


"""Bots play whole Warhammer Quest campaigns with every bookkeeping check on."""

from __future__ import annotations

import pytest

from hjourney_tui.core.autoplay import autoplay
from hjourney_tui.registry import game_info


@pytest.mark.parametrize("bot", ["random", "heuristic"])
def test_bots_finish_whole_campaigns_without_a_fault(bot):
    info = game_info("wq_acg")
    report = autoplay(info, games=4, seed=20, seats=2, bot=bot, campaign=True)
    assert not report.crashes and not report.unfinished
    assert report.campaigns == 4
    quests = len(info.engine_class().new_campaign_record(info.load_ruleset())["quests"])
    assert report.games == 4 * quests
    assert sum(report.outcomes.values()) == report.games
    assert all(label.split(":")[0] for label in report.outcomes)  # each outcome names its quest


def test_the_heuristic_bot_only_gives_legal_commands_in_three_and_four_hero_parties():
    info = game_info("wq_acg")
    for seats in (3, 4):
        report = autoplay(info, games=3, seed=5, seats=seats, bot="heuristic")
        assert not report.crashes and report.games == 3 and not report.unfinished

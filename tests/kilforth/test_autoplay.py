"""Bots play many whole games with invariants on."""

from __future__ import annotations

import pytest

from hjourney_tui.core.autoplay import autoplay
from hjourney_tui.registry import game_info


@pytest.mark.parametrize(("seats", "mode", "bot"), [(1, "solo", "random"), (2, "coop", "random"),
                                                    (3, "competitive", "random"), (2, "solo", "heuristic"),
                                                    (4, "competitive", "heuristic")])
def test_autoplay_finishes(seats, mode, bot):
    r = autoplay(game_info("kilforth"), games=6, seed=11, seats=seats, bot=bot, mode=mode, strict=True)
    assert not r.crashes, r.crashes[0].error
    assert r.unfinished == 0


def test_variants_autoplay():
    opts = {"night_setup": 1, "easy_dice": True, "advanced_regale": True, "auto_evasion": True,
            "first_game": True, "hard_centre": True, "finale_gathering": True, "random_abilities": True, "choose_heroes": True}
    r = autoplay(game_info("kilforth"), games=4, seed=3, seats=2, mode="coop", options=opts, strict=True)
    assert not r.crashes and r.unfinished == 0

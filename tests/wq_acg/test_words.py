"""What Warhammer Quest's log says reads right: counts agree with their nouns."""

from __future__ import annotations

from hjourney_tui.core.autoplay import play_one
from hjourney_tui.core.bots import RandomBot
from hjourney_tui.core.game import Seat
from hjourney_tui.core.session import Session
from hjourney_tui.registry import game_info


def test_log_lines_have_no_half_plurals():
    lines = []
    for seed in (1, 2, 3):
        s = Session.new(game_info("wq_acg"), [Seat("Ana"), Seat("Ben")], "coop", seed)
        play_one(s, {"Ana": RandomBot(seed), "Ben": RandomBot(seed + 9)}, 3000)
        lines += s.log_lines(None)
    assert any("wound" in ln for ln in lines)
    assert [ln for ln in lines if "(s)" in ln or "(es)" in ln] == []

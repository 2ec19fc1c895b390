"""What Kilforth says to players reads right: counts agree, prompts offer only what is on offer."""

from __future__ import annotations

from hjourney_tui.core.bots import RandomBot
from hjourney_tui.core.game import Seat
from hjourney_tui.core.session import Session
from hjourney_tui.registry import game_info


def games(n: int = 6):
    """Random solo games, yielding each session after every command."""
    info = game_info("kilforth")
    for seed in range(1, n + 1):
        s = Session.new(info, [Seat("Ana")], "solo", seed, {"deal_start": True})
        bot = RandomBot(seed)
        for _ in range(400):
            if s.outcome() is not None:
                break
            yield s
            seat = s.game.decision().seats[0]
            s.apply(seat, bot.choose({}, s.game.legal_commands(seat)))


def test_the_keep_question_names_only_the_choices_on_offer():
    seen = 0
    for s in games():
        q = s.game.choice
        if q is None or q.rule != "KF-TEST-04":
            continue
        seen += 1
        verbs = {c.verb for c in s.game.legal_commands(q.seat)}
        assert ("re-roll" in q.prompt) == ("reroll" in verbs), q.prompt
        assert ("Fate" in q.prompt) == ("fate" in verbs), q.prompt
        assert "1 successes" not in q.prompt and " of " in q.prompt
    assert seen


def test_log_lines_have_no_half_plurals_and_fate_says_what_it_adds():
    last: dict[int, list[str]] = {}
    for s in games():
        last[s.setup.seed] = s.log_lines("Ana")
    lines = [ln for log in last.values() for ln in log]
    assert lines and not [ln for ln in lines if "(s)" in ln or "(es)" in ln]
    fate = [ln for ln in lines if "calls on Fate" in ln]
    assert all("calls on Fate: +1 success" in ln for ln in fate)


def test_log_lines_count_dice_and_name_things_as_english_does():
    import re

    last: dict[int, list[str]] = {}
    for s in games(10):
        last[s.setup.seed] = s.log_lines("Ana")
    lines = [ln for log in last.values() for ln in log]
    bad = re.compile(r"\b1 dice\b|\b[Aa] (item|ally|enemy|asset|Ancient)\b|\bloses 0 gold\b|\bAna win\b")
    assert lines and not [ln for ln in lines if bad.search(ln)]
    assert any(re.search(r"\b1 die\b", ln) for ln in lines)  # the single die is there to be read

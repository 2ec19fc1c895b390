"""The log's lines add up and read as plain words: bonuses are named, counts agree, aid is "for"."""

from __future__ import annotations

from .helpers import BLANK, clear_enemies, empty_dungeon, fix_dice, start


def texts_since(g, mark: int) -> list[str]:
    """The log's texts from event `mark` on, without their rule tags."""
    return [e.text for e in g.events[mark:]]


def test_a_bonus_success_is_named_in_the_log():
    s = start(2)
    g = s.game
    clear_enemies(g)
    hero, _ = fix_dice(g)
    empty_dungeon(g)
    g.give_condition("Ana", "inspired", "test")
    hero.queue = [BLANK, BLANK]
    mark = len(g.events)
    s.apply("Ana", "explore")
    log = texts_since(g, mark)
    assert "+1 success (Inspired)" in log
    assert log.index("+1 success (Inspired)") < next(i for i, ln in enumerate(log) if ln.startswith("result: 1 success"))
    bonus = [e.data for e in g.events if (e.data or {}).get("step") == "bonus"]
    assert bonus == [{"step": "bonus", "stat": "successes", "amount": 1, "source": "Inspired", "by": "card"}]


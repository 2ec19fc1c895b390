"""Enemy turns: whom an AI card picks, how far a model moves, and the order models act in."""

from __future__ import annotations

import pytest

from tests.soulless_vessel.helpers import (
    commit,
    events,
    foes,
    legal,
    new,
    open_board,
    put,
    set_ai,
    waiting,
)


def hall(card: str, foe_at: str = "k2", ana: str = "g2", bo: str = "n2"):
    """Two heroes along the hall's top row and a gnawer between them, holding `card`."""
    g = new(2)
    open_board(g)
    put(g, "Ana", ana)
    put(g, "Bo", bo)
    [eid] = foes(g, "gnawer", foe_at)
    set_ai(g, "gnawer", card)
    return g, eid


def attacked(g) -> list[str]:
    return [e.data["seat"] for e in events(g, "defend")]


@pytest.mark.rule("VS-AI-06")
def test_closest_picks_the_hero_nearest_by_walking():
    g, eid = hall("lunge_near")  # closest first; Bo is 3 steps off, Ana 4
    commit(g, {})
    assert attacked(g) == ["Bo"]


@pytest.mark.rule("VS-AI-07")
def test_furthest_picks_the_reachable_hero_farthest_away():
    g, eid = hall("rush")
    commit(g, {})
    assert attacked(g) == ["Ana"]


@pytest.mark.rule("VS-AI-08")
@pytest.mark.rule("VS-AI-17")
def test_previous_picks_the_hero_it_attacked_last_round():
    g, eid = hall("hold_grudge")
    g.state.enemies[eid].last_target = "Ana"
    commit(g, {})
    assert attacked(g) == ["Ana"]
    assert g.state.enemies[eid].target == "Ana"


@pytest.mark.rule("VS-AI-09")
def test_lowest_initiative_picks_the_hero_acting_latest():
    g, eid = hall("hold_grudge")  # nobody attacked last round: the first priority is skipped
    commit(g, {"Ana": ["mend"]})  # Ana at 3, Bo at 0; the gnawer acts at 5
    g.apply("Ana", "initiative mend")
    assert attacked(g) == ["Bo"]


@pytest.mark.rule("VS-AI-11")
def test_most_scratched_picks_the_hero_with_most_scratches():
    g, eid = hall("pick_weak")
    g.state.heroes["Ana"].scratches = 2
    commit(g, {})
    assert attacked(g)[0] == "Ana"


@pytest.mark.rule("VS-AI-05")
def test_the_party_breaks_a_tie_left_after_every_priority():
    g, eid = hall("hold_grudge")
    commit(g, {})
    assert set(waiting(g)) == {"Ana", "Bo"} and sorted(legal(g, "Ana")) == ["target ana", "target bo"]
    g.apply("Ana", "target bo")
    assert attacked(g) == ["Bo"]


@pytest.mark.rule("VS-AI-13")
def test_the_model_moves_no_further_than_it_must_and_the_party_picks_among_equal_squares():
    g, eid = hall("lunge_near", foe_at="i2", ana="a1", bo="i4")
    commit(g, {})
    # the solid i3 stands between: two steps round it either way, to h3 or to j3
    assert g.decision().rule == "VS-AI-13"
    assert sorted(legal(g, "Ana")) == ["square h3", "square j3"]
    g.apply("Bo", "square j3")
    assert g.state.enemies[eid].pos == (9, 2)


@pytest.mark.rule("VS-AI-14")
def test_a_model_with_nobody_in_reach_closes_in_without_attacking():
    g = new(1)
    open_board(g)
    put(g, "Ana", "c2")
    [eid] = foes(g, "gnawer", "t1")
    set_ai(g, "gnawer", "lunge_near")
    commit(g, {})
    assert not events(g, "defend")
    move = [e for e in events(g, "move") if e.data.get("enemy") == eid][0]
    assert move.rule == "VS-AI-14" and move.data["to"][0] < 19


@pytest.mark.rule("VS-AI-16")
@pytest.mark.rule("VS-INIT-03")
def test_models_act_one_by_one_nearest_the_start_first():
    g = new(1)
    open_board(g)
    put(g, "Ana", "a5")
    far, near = foes(g, "gnawer", "t1", "n2")
    set_ai(g, "gnawer", "lunge_near")
    commit(g, {})
    movers = [e.data["enemy"] for e in events(g, "move") if "enemy" in e.data]
    assert movers[:2] == [near, far]


@pytest.mark.rule("VS-ENEMY-06")
@pytest.mark.rule("VS-ENEMY-07")
def test_a_model_with_retreat_moves_away_after_it_attacks():
    g = new(1)
    open_board(g)
    put(g, "Ana", "c2")
    [eid] = foes(g, "skulker", "c1")  # next to Ana: it attacks without moving first
    set_ai(g, "skulker", "lunge_near")
    commit(g, {})
    assert events(g, "defend")
    if g.decision().rule == "VS-ENEMY-07":
        assert all(c.startswith("square ") for c in legal(g, "Ana"))
        g.apply("Ana", legal(g, "Ana")[0])
    e = g.state.enemies[eid]
    assert max(abs(e.pos[0] - 2), abs(e.pos[1] - 1)) == 2  # two squares off, as far as 2 points go
    g2 = new(1)
    open_board(g2)
    put(g2, "Ana", "a1")
    [far] = foes(g2, "skulker", "t1")  # nobody in reach: it closes in and does not retreat
    set_ai(g2, "skulker", "lunge_near")
    commit(g2, {})
    assert not [m for m in events(g2, "move") if m.rule == "VS-ENEMY-06"]

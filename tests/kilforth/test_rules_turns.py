"""Daylight turns: one action (or Camp) per turn, then the next hero who has not camped."""

from __future__ import annotations

import pytest

from hjourney_tui.core.game import Refused

from .helpers import commands, neighbour, new


def two_heroes():
    s = new(2, "coop")
    g = s.game
    first = g.active
    other = next(h for h in g.order if h != first)
    return s, g, first, other


@pytest.mark.rule("KF-TURN-04", "KF-TURN-03")
def test_one_action_then_play_passes_clockwise():
    s, g, first, other = two_heroes()
    assert first == g.first
    s.apply(first, "hide")
    assert g.active == other
    assert g.decision().seats == (other,)
    with pytest.raises(Refused):
        s.apply(first, "rest")
    s.apply(other, "hide")
    assert g.active == first  # round the table and back


@pytest.mark.rule("KF-TURN-05")
def test_camped_hero_is_skipped_and_the_other_takes_one_action_a_turn():
    s, g, first, other = two_heroes()
    s.apply(first, "camp")
    assert g.active == other
    s.apply(other, "hide")
    assert g.active == other and g.heroes[other]["ap"] == g.heroes[other]["hp"] - 1
    assert g.day == 1


@pytest.mark.rule("KF-TURN-12")
def test_first_hero_to_camp_takes_the_marker():
    s, g, first, other = two_heroes()
    s.apply(first, "hide")
    s.apply(other, "camp")  # the second seat camps first this Day
    assert g.first == other
    assert g.view(None)["first"] == other
    s.apply(first, "camp")
    assert g.day == 2 and g.active == other  # and so opens Day 2


@pytest.mark.rule("KF-ENG-05")
def test_enemy_drawn_in_an_earlier_turn_has_no_surprise():
    s = new(1)
    g = s.game
    g.heroes["Ana"]["fate_used"] = True
    cell, loc = neighbour(g, "Ana")
    home = next(c for c, v in g.grid.items() if v == g.heroes["Ana"]["pos"])
    foe = next(k for k, v in g.c["encounter"].items() if v["type"] == "enemy" and not v["weakness"])
    g.enc_deck[g.c["location"][loc]["terrain"]].append(foe)
    surprise: list[bool] = []
    real = g._foe_roll
    g._foe_roll = lambda *a, **kw: surprise.append(kw.get("surprise", False)) or real(*a, **kw)
    g._roll = lambda n: [6] * n
    s.apply("Ana", "hide")
    s.apply("Ana", f"move {cell}")  # draws the enemy this turn; Ana stays Hidden and slips past
    s.apply("Ana", "evade")
    assert any(e["id"] == foe for e in g.locs[loc]["encounters"]) and not surprise
    s.apply("Ana", "unhide")
    s.apply("Ana", f"move {home}")
    s.apply("Ana", f"move {cell}")  # a later turn: the enemy is no longer fresh
    assert surprise == [False]


@pytest.mark.rule("KF-TEAM-14")
def test_team_breaks_up_when_the_turn_ends():
    s, g, first, other = two_heroes()
    g.heroes[first]["hp"] = 3
    s.apply(first, f"team {other.lower()}")
    s.apply(other, "join")
    assert g.team == [other] and g.active == first  # a Deed: the turn goes on
    s.apply(first, "rest")  # an action that is no Test ends the turn, and the team with it
    assert g.team == []
    s.apply(other, "hide")
    assert g.active == first and g.team == []


def test_one_hero_alone_still_acts_until_camp():
    s = new(1)
    g = s.game
    s.apply("Ana", "hide")
    assert g.active == "Ana" and "camp" in commands(g, "Ana")

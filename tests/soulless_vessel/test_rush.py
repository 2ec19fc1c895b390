"""Attack cards that move first (Headlong, Long and Trampling Rush, Dancing Blade): the hero runs
with the card's points to the nearest square from which the target is in reach, then attacks."""

from __future__ import annotations

import pytest

from hjourney_tui.core.game import Refused
from hjourney_tui.games.soulless_vessel import board
from tests.soulless_vessel.helpers import events, foes, legal, open_board, put, refused, set_ai, to_turn
from tests.soulless_vessel.test_difficulty import game


def _rush_setup():
    """Ana at c3 with Headlong Rush (3 squares) placed; Drowned Thralls on f3 (two squares short of
    her reach) and h5 (too far)."""
    g = game("default", seats=1)
    open_board(g)
    put(g, "Ana", "c3")
    foes(g, "drowned_thrall", "f3", "h5")
    set_ai(g, "drowned_thrall", "patient_stalk")
    g.state.groups["drowned_thrall"].acts_at = 1
    to_turn(g, "Ana", {"Ana": ["charge", "rend"]})
    return g


def test_headlong_rush_runs_to_the_target_and_attacks_it():
    g = _rush_setup()
    assert "major charge drowned_thrall1" in legal(g, "Ana")
    g.apply("Ana", "major charge drowned_thrall1")
    ana = g.state.heroes["Ana"]
    assert board.name(ana.pos) == "e3"  # the nearest square beside f3: two of its three points
    assert events(g, "move")[-1].data["cost"] == 2
    assert events(g, "roll")[-1].data["enemy"] == "drowned_thrall1" or \
        events(g, "attack")[-1].data["enemy"] == "drowned_thrall1"
    assert ana.mp == 0  # the rush's points are spent on it alone


def test_a_rush_cannot_reach_a_target_further_than_its_points():
    g = _rush_setup()
    assert "major charge drowned_thrall2" in refused(g, "Ana")
    with pytest.raises(Refused):
        g.apply("Ana", "major charge drowned_thrall2")
    assert board.name(g.state.heroes["Ana"].pos) == "c3"

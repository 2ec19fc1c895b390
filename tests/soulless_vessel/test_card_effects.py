"""Card effects beyond rolling dice: a spell that lays statuses on the enemy it is cast at, and a
heal that also takes a status off the hero."""

from __future__ import annotations

import pytest

from tests.soulless_vessel.helpers import (
    STD_1,
    STD_2,
    STD_BOTCH,
    STD_CRIT,
    events,
    foes,
    new,
    open_board,
    put,
    rig,
    set_ai,
    to_turn,
)


def with_card(card: str):
    """Bo holding `card` placed, a husk three squares away that acts after him."""
    g = new(2)
    open_board(g)
    put(g, "Ana", "c3")
    put(g, "Bo", "d3")
    [eid] = foes(g, "husk", "g3")
    set_ai(g, "husk", "hold_grudge")
    g.state.groups["husk"].acts_at = -5
    g.state.heroes["Bo"].deck.append(card)
    to_turn(g, "Bo", {"Bo": [card]})
    return g, eid


@pytest.mark.rule("VS-STATUS-07")
def test_a_spell_that_works_lays_its_statuses_on_the_enemy_it_was_cast_at():
    g, eid = with_card("blight")
    rig(g, STD_2)  # 2 reaches the spell's 2
    g.apply("Bo", f"major blight {eid}")
    assert events(g, "spell")[-1].data["success"]
    assert g.state.enemies[eid].tokens == {"weaken": 2}


def test_a_spell_that_fails_lays_no_status():
    g, eid = with_card("blight")
    rig(g, STD_1)
    g.apply("Bo", f"major blight {eid}")
    assert not events(g, "spell")[-1].data["success"]
    assert g.state.enemies[eid].tokens == {}


def test_a_heal_that_removes_a_status_takes_it_off_the_hero():
    g, _ = with_card("breather")
    bo = g.state.heroes["Bo"]
    bo.scratches, bo.statuses = 2, {"bleed": 3, "weaken": 2}
    g.apply("Bo", "major breather")  # the major action bleeds first: 3 scratches, then 2 healed
    assert bo.scratches == 1 and bo.statuses == {"weaken": 2}


@pytest.mark.rule("VS-DMG-02")
def test_a_botch_in_a_knockback_damage_roll_spoils_nothing():
    from tests.soulless_vessel.test_forces import shove_setup

    g, eid, _ = shove_setup(more=("q4",))
    rig(g, STD_2, 0, STD_BOTCH, STD_CRIT)  # attack: 2 + 1 = 3, a wound; then Botch and Critical
    g.apply("Ana", f"major shove {eid}")
    g.apply("Ana", "push e")
    hit = events(g, "attack")[-1].data
    assert hit["knockback"] and hit["wounds"] == 1 and eid not in g.state.enemies


@pytest.mark.rule("VS-DMG-01")
def test_a_knockback_damage_roll_reads_only_power_and_criticals():
    from tests.soulless_vessel.helpers import STD_1PLUS, STD_2WEAR
    from tests.soulless_vessel.test_forces import shove_setup

    g, eid, _ = shove_setup(more=("q4",))
    rig(g, STD_2, 0, STD_1PLUS, STD_2WEAR)  # the damage roll shows a Plus and a Wear beside 3 power
    g.apply("Ana", f"major shove {eid}")
    g.apply("Ana", "push e")
    roll = events(g, "attack")[-1].data["roll"]
    assert roll["power"] == 3 and roll["plus"] == 0 and roll["wear"] == 0 and roll["star"] == 0

"""Spells: the spellcasting roll, a damage roll when it works, cooldown 1 when it fails."""

from __future__ import annotations

import pytest

from tests.soulless_vessel.helpers import (
    POW_2,
    POW_3,
    STD_1,
    STD_2,
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


def caster(card: str):
    """Bo with Cinder (3+, damage roll of 2 Power Dice, range 4) or Soothe (2+, heal an ally 2)."""
    g = new(2)
    open_board(g)
    put(g, "Ana", "c3")
    put(g, "Bo", "d3")
    [eid] = foes(g, "husk", "g3")  # three squares from Bo
    set_ai(g, "husk", "hold_grudge")
    g.state.groups["husk"].acts_at = -5
    to_turn(g, "Bo", {"Bo": [card, "lunge"]})
    return g, eid


@pytest.mark.rule("VS-ATK-20")
@pytest.mark.rule("VS-DMG-03")
def test_a_critical_makes_the_spell_work_and_its_damage_roll_meets_the_defence():
    g, eid = caster("cinder")
    rig(g, STD_CRIT, POW_3, POW_2)  # casting shows a Critical (power 0); damage 3 + 2 = 5 against 3
    g.apply("Bo", f"major cinder {eid}")
    assert events(g, "spell")[-1].data["success"]
    hit = events(g, "attack")[-1].data
    assert hit["damage_roll"] and hit["roll"]["power"] == 5 and hit["wounds"] == 1
    assert g.state.enemies[eid].wounds == 1
    assert g.state.heroes["Bo"].cooldown["cinder"] == 3


@pytest.mark.rule("VS-ABIL-15")
@pytest.mark.rule("VS-ABIL-14")
def test_a_failed_spell_does_nothing_and_goes_on_cooldown_one():
    g, eid = caster("cinder")
    rig(g, STD_2)  # 2 of the 3 it needs
    g.apply("Bo", f"major cinder {eid}")
    assert not events(g, "spell")[-1].data["success"]
    assert g.state.enemies[eid].wounds == 0 and not [e for e in events(g, "attack") if e.data.get("damage_roll")]
    assert g.state.heroes["Bo"].cooldown["cinder"] == 1


@pytest.mark.rule("VS-ABIL-14")
def test_a_spell_works_when_its_power_reaches_the_number():
    g, eid = caster("soothe")
    g.state.heroes["Ana"].scratches = 3
    rig(g, STD_2)  # exactly the 2 it needs
    g.apply("Bo", "major soothe ana")
    assert g.state.heroes["Ana"].scratches == 1
    g2, _ = caster("soothe")
    g2.state.heroes["Ana"].scratches = 3
    rig(g2, STD_1)
    g2.apply("Bo", "major soothe ana")
    assert g2.state.heroes["Ana"].scratches == 3

"""Interrupts: a card played from hand when an enemy attacks, through the core's trigger window."""

from __future__ import annotations

import pytest

from tests.soulless_vessel.helpers import (
    POW_3,
    STD_1,
    commit,
    events,
    foes,
    legal,
    new,
    open_board,
    put,
    rig,
    set_ai,
    waiting,
)


def husk_on_cy():
    """Cy (who holds Parry: +2 Power Dice on her defence) is the husk's closest target."""
    g = new(3)
    open_board(g)
    put(g, "Ana", "a1")
    put(g, "Bo", "a5")
    put(g, "Cy", "d3")
    foes(g, "husk", "f3")
    set_ai(g, "husk", "lunge_near")
    return g


@pytest.mark.rule("VS-ABIL-11")
@pytest.mark.rule("VS-ABIL-13")
def test_an_interrupt_is_played_from_hand_on_an_enemys_turn_and_goes_on_cooldown():
    g = husk_on_cy()
    commit(g, {})
    assert waiting(g) == ("Cy",) and "trigger parry" in legal(g, "Cy")
    rig(g, STD_1, POW_3, POW_3)  # 1 + 3 + 3 = 7 against attack 3
    g.apply("Cy", "trigger parry")
    assert events(g, "defend")[-1].data["scratches"] == 1
    assert g.state.heroes["Cy"].cooldown["parry"] == 3
    while g.decision().kind != "simultaneous":
        seat = g.decision().seats[0]
        g.apply(seat, "go" if "go" in legal(g, seat) else "end")
    assert "commit parry" not in legal(g, "Cy")


@pytest.mark.rule("VS-ABIL-12")
def test_a_placed_card_cannot_interrupt_until_back_in_hand():
    g = husk_on_cy()
    commit(g, {"Cy": ["parry"]})
    g.apply("Cy", "initiative empty")  # Cy acts at 0, after the husk
    assert "trigger parry" not in legal(g, "Cy")
    assert events(g, "defend")  # the attack landed with nobody asked


def test_the_interrupt_question_names_the_attacker_and_its_target():
    g = husk_on_cy()
    commit(g, {})
    [husk] = list(g.state.enemies)
    assert g.decision().prompt == f"{husk} is about to attack Cy: Cy may play an interrupt, or pass"

"""Hero stats are the core modifier store's: printed values plus what gear and conditions give."""

from __future__ import annotations

from hjourney_tui.core.modifiers import Modifier

from .steps import give_gear
from .test_rules_foes import ready_game


def test_health_and_defence_come_from_the_modifier_store():
    s, g, hero, enemy = ready_game()
    printed = g.printed("Ana", "health")
    assert g.health("Ana") == printed
    jerkin = give_gear(g, "Ana", "studded_jerkin")  # worn: +2 health
    assert g.health("Ana") == printed + 2
    g.modifiers.add(Modifier("Ana", "health", 1, until="round"))  # an effect with a duration counts too
    g.modifiers.add(Modifier("Ana", "defence", 1, until="round"))
    assert g.health("Ana") == printed + 3 and g.extra_defence("Ana") == 1
    g.end_period("round")
    assert g.health("Ana") == printed + 2 and g.extra_defence("Ana") == 0
    g.deplete("Ana", jerkin)  # a facedown card gives nothing
    assert g.health("Ana") == printed


def test_a_condition_that_takes_dice_never_leaves_fewer_than_none():
    s, g, hero, enemy = ready_game()
    dice = g.dice_for("Ben", "attack")
    g.give_condition("Ben", "shaken", "test")  # one die fewer
    assert g.dice_for("Ben", "attack") == max(0, dice - 1)
    g.modifiers.add(Modifier("Ben", "dice:attack", -10, until="round"))
    assert g.dice_for("Ben", "attack") == 0

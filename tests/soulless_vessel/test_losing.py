"""Losing every vessel at once: the loss is declared when the effect that did it has resolved."""

from __future__ import annotations

import pytest

from tests.soulless_vessel.helpers import (
    POW_1,
    STD_2,
    events,
    foes,
    new,
    open_board,
    put,
    rig,
    set_ai,
    to_turn,
)


def on_the_brink(g, seat: str) -> None:
    """One more scratch and the hero's third wound kills its vessel."""
    h = g.state.heroes[seat]
    h.wounds, h.scratches = 2, h.toughness[2]


@pytest.mark.rule("VS-EDGE-12")
def test_heroes_losing_their_vessels_to_one_spell_lose_once_the_spell_has_resolved():
    # Ana bleeds to death as she casts a line of damage and knockback; it kills Bo in it too, and
    # its knockback of the husks behind him still asks Ana which way before the party is lost
    g = new(2)
    open_board(g)
    put(g, "Ana", "c3")
    put(g, "Bo", "d3")
    husks = foes(g, "husk", "e3", "f3")
    set_ai(g, "husk", "hold_grudge")
    g.state.groups["husk"].acts_at = -5
    g.state.heroes["Ana"].deck.append("squall")
    to_turn(g, "Ana", {"Ana": ["squall", "lunge"]})
    on_the_brink(g, "Ana")
    on_the_brink(g, "Bo")
    g.state.heroes["Ana"].statuses["bleed"] = 2
    rig(g, STD_2, POW_1, POW_1, POW_1, POW_1)  # the casting roll, then the damage rolls
    g.apply("Ana", "major squall d3")
    ana, bo = g.state.heroes["Ana"], g.state.heroes["Bo"]
    assert ana.soul and bo.soul
    assert [e.data["seat"] for e in events(g, "death")] == ["Ana", "Bo"]
    # the spell is not done: the husks are yet to be knocked back, and the game goes on till they are
    assert g.outcome() is None and g.decision().rule == "VS-FORCE-05"
    asked = []
    while g.outcome() is None and g.decision().rule == "VS-FORCE-05":
        c = g.legal_commands()[0]
        assert c.seat == "Ana"
        asked.append(c.data["enemy"])
        g.apply("Ana", c.text)
    assert asked == husks  # each in turn, hemmed in: a Standard Die of damage each (VS-FORCE-06)
    assert [e.data["enemy"] for e in events(g, "attack") if e.data.get("knockback")] == husks
    out = g.outcome()
    assert out is not None and out.winners == []

"""A card's off-hand blow: after the attack, the other hand strikes the same target with what it
holds; each free hand is a one-handed unarmed weapon of its own, so a free hand strikes as a fist."""

from __future__ import annotations

import pytest

from hjourney_tui.games.soulless_vessel.printed import Action
from tests.soulless_vessel.helpers import POW_1, STD_1, STD_BOTCH, events, rig
from tests.soulless_vessel.test_weapons_and_spending import KNIFE, MAUL, ready

TWIN = Action("attack", range=1, offhand=True)


def strike(g, eid: str, *faces: int, weapon: str = "") -> list[str]:
    """Play Twin at the enemy; the weapons its attack rolls were made with, in order."""
    rig(g, *faces)
    before = len(events(g, "attack"))
    g.apply("Ana", f"major twin {eid}{' ' + weapon if weapon else ''}")
    while any(c.verb == "spend" for c in g.legal_commands("Ana")):
        g.apply("Ana", "done")
    return [e.data["weapon"] for e in events(g, "attack")[before:] if "weapon" in e.data]


@pytest.mark.rule("VS-ATK-14")
def test_the_free_hand_strikes_as_a_fist_after_the_weapon_and_two_free_hands_are_two_fists():
    g, [eid] = ready(twin=TWIN, plan=("twin",))  # the cudgel in one hand, the other free
    assert strike(g, eid, STD_1, POW_1, STD_1) == ["cudgel", "fist"]
    g2, [eid2] = ready(twin=TWIN, plan=("twin",), hold=(None, None))
    assert strike(g2, eid2, STD_1, STD_1, weapon="fist") == ["fist", "fist"]
    g3, [eid3] = ready(twin=TWIN, plan=("twin",))
    assert strike(g3, eid3, STD_BOTCH, POW_1) == ["cudgel"]  # a Botch fails the rest of the action


@pytest.mark.rule("VS-ATK-14")
def test_the_other_hand_strikes_with_what_it_holds_and_a_two_handed_weapon_leaves_no_other_hand():
    g, [eid] = ready(twin=TWIN, plan=("twin",), weapons=(KNIFE,), hold=("cudgel", "knife"))
    assert strike(g, eid, STD_1, POW_1, STD_1) == ["cudgel", "knife"]
    g2, [eid2] = ready(twin=TWIN, plan=("twin",), weapons=(MAUL,), hold=("maul", None))
    assert strike(g2, eid2, STD_1, POW_1, POW_1) == ["maul"]
    assert not [e for e in events(g2, "attack") if e.data.get("offhand") is not None or e.data.get("struck")]

"""Iron Footing: an interrupt whose defence dice come with no minimum scratch."""

from __future__ import annotations

from tests.soulless_vessel.campaign_helpers import DECKS, hero, quest, record
from tests.soulless_vessel.helpers import POW_3, STD_2, commit, events, foes, open_board, put, rig, set_ai


def _bitten_while_bracing(card: str) -> int:
    """A Grave Rat (attack 2) acting first bites Ana, who answers with this interrupt from hand and
    rolls high; the scratches she takes."""
    rec = record(seats=("Ana",))
    rec["heroes"] = {"Ana": hero("Ana", vessel="drowned_fisher", deck=[card, *list(DECKS["Ana"])[1:]])}
    g = quest(rec)
    g.state.found = []
    open_board(g)
    put(g, "Ana", "c3")
    foes(g, "grave_rats", "d3")
    set_ai(g, "grave_rats", "patient_stalk")
    g.state.groups["grave_rats"].acts_at = 99
    commit(g, {})
    for _ in range(60):
        if events(g, "defend") or g.decision().kind == "turn":
            break
        opts = [c.text for c in g.legal_commands()]
        pick = f"trigger {card}" if f"trigger {card}" in opts else \
            next((t for t in opts if t in ("end", "done", "pass")), opts[0])
        rig(g, STD_2, POW_3, POW_3, POW_3)
        g.apply("Ana", pick)
    [bite] = events(g, "defend")
    return bite.data["scratches"]


def test_iron_footing_lets_a_strong_defence_take_no_scratch():
    assert _bitten_while_bracing("brace") == 1  # the minimum scratch
    assert _bitten_while_bracing("brace_iron") == 0

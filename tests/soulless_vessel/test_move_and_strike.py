"""Move cards that end in a blow (Tumble and Cut, Slip and Strike): a Slippery rush with the card's
points to the nearest square in reach, then a bare-handed attack or a free attack with a weapon in
hand."""

from __future__ import annotations

import pytest

from hjourney_tui.games.soulless_vessel import board
from tests.soulless_vessel.campaign_helpers import DECKS, hero, quest, record
from tests.soulless_vessel.helpers import events, foes, legal, open_board, put, refused, set_ai, to_turn


def _ready(card: str):
    """Ana at c3 with the card placed, a Grave Rat beside her on b3 and a Drowned Thrall on f3,
    two squares short of her fist's reach."""
    rec = record(seats=("Ana",))  # a vessel with no Slippery of its own
    rec["heroes"] = {"Ana": hero("Ana", vessel="tanners_widow", deck=[card, *list(DECKS["Ana"])[1:]])}
    g = quest(rec)
    g.state.found = []
    open_board(g)
    put(g, "Ana", "c3")
    foes(g, "grave_rats", "b3")
    foes(g, "drowned_thrall", "f3")
    for kind in ("grave_rats", "drowned_thrall"):
        set_ai(g, kind, "patient_stalk")
        g.state.groups[kind].acts_at = 1
    to_turn(g, "Ana", {"Ana": [card]})
    return g


def _finish(g) -> None:  # noqa: ANN001 - the game
    for _ in range(5):  # spend nothing the roll offers
        if g.decision().kind == "turn":
            break
        opts = [c.text for c in g.legal_commands()]
        g.apply("Ana", "done" if "done" in opts else opts[0])


def test_tumble_and_cut_slips_past_to_a_bare_handed_blow():
    g = _ready("tumble_cut")
    assert "major tumble_cut drowned_thrall1 fist" in legal(g, "Ana")  # bare hands only: the card says so
    assert not [t for t in legal(g, "Ana") if t.startswith("major tumble_cut") and not t.endswith("fist")]
    g.apply("Ana", "major tumble_cut drowned_thrall1 fist")
    _finish(g)
    ana = g.state.heroes["Ana"]
    assert board.name(ana.pos) == "e3"
    assert not events(g, "aoo")  # Slippery: leaving the rat draws no attack of opportunity
    [blow] = [e for e in events(g, "attack") if e.data.get("enemy") == "drowned_thrall1"]
    assert blow.data["weapon"] == "fist"
    assert "tumble_cut" in ana.cooldown


@pytest.mark.rule("VS-ATK-16")
def test_slip_and_strike_ends_in_a_free_attack_with_the_weapon_in_hand():
    g = _ready("shadowstep_strike")
    assert "major shadowstep_strike drowned_thrall1" in legal(g, "Ana")  # the cudgel in her main hand
    assert not [t for t in legal(g, "Ana") + list(refused(g, "Ana"))
                if t.startswith("major shadowstep_strike") and t.split()[-1] in ("fist", "rock")]
    g.apply("Ana", "major shadowstep_strike drowned_thrall1")
    _finish(g)
    assert board.name(g.state.heroes["Ana"].pos) == "e3"
    assert not events(g, "aoo")
    free = [e for e in events(g, "ability") if e.data.get("action") == "free_attack"]
    assert free and free[0].data["enemy"] == "drowned_thrall1"
    [blow] = [e for e in events(g, "attack") if e.data.get("enemy") == "drowned_thrall1"]
    assert blow.data["weapon"] == "cudgel"

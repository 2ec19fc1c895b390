"""Attack cards that move after the blow (Heel Cut, Deep Heel Cut, Cut and Run): once the attack
is over, the hero has a movement action of the card's points (Cut and Run's a Slippery one).  And
move cards that cool the others down too (Slip Away, Vanish)."""

from __future__ import annotations

from hjourney_tui.games.soulless_vessel import board
from tests.soulless_vessel.campaign_helpers import DECKS, hero, quest, record
from tests.soulless_vessel.helpers import events, foes, legal, open_board, put, set_ai, to_turn


def test_cut_and_run_strikes_then_slips_away_without_attacks_of_opportunity():
    rec = record(seats=("Ana",))
    rec["heroes"] = {"Ana": hero("Ana", vessel="tanners_widow", deck=["hamstring_run", *list(DECKS["Ana"])[1:]])}
    g = quest(rec)
    g.state.found = []
    open_board(g)
    put(g, "Ana", "c3")
    foes(g, "drowned_thrall", "d3")
    set_ai(g, "drowned_thrall", "patient_stalk")
    g.state.groups["drowned_thrall"].acts_at = 1
    to_turn(g, "Ana", {"Ana": ["hamstring_run"]})
    g.apply("Ana", "major hamstring_run drowned_thrall1")
    for _ in range(5):  # spend nothing the roll offers
        if g.decision().kind == "turn":
            break
        opts = [c.text for c in g.legal_commands()]
        g.apply("Ana", "done" if "done" in opts else opts[0])
    ana = g.state.heroes["Ana"]
    assert ana.mp == 3 and "move a3" in legal(g, "Ana")
    g.apply("Ana", "move a3")  # away from the thrall it stood beside: Slippery, so no attack drawn
    assert board.name(ana.pos) == "a3"
    assert not [e for e in events(g, "defend") if e.data["seat"] == "Ana"]
    assert not events(g, "aoo")  # no check made at all (her vessel has no Slippery of its own)


def test_slip_away_moves_slippery_and_cools_the_other_cards():
    rec = record(seats=("Ana",))
    rec["heroes"] = {"Ana": hero("Ana", vessel="drowned_fisher", deck=["shadowstep", *list(DECKS["Ana"])[1:]])}
    g = quest(rec)
    g.state.found = []
    open_board(g)
    put(g, "Ana", "c3")
    to_turn(g, "Ana", {"Ana": ["shadowstep"]})
    ana = g.state.heroes["Ana"]
    other = next(c for c in ana.hand if c != "shadowstep")
    ana.hand.remove(other)
    ana.cooldown[other] = 2
    g._legal_cache = None
    g.apply("Ana", "major shadowstep")
    assert ana.mp == 3 and ana.aoo_checked  # Slippery: no attack-of-opportunity check to come
    assert ana.cooldown[other] == 1 and "shadowstep" in ana.cooldown

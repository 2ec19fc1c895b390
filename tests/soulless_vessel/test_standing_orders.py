"""Ongoing cards that answer on their own: Stand Fast, Stand Long and Shield Wall strike every
enemy that comes next to the hero while they last (a free attack, Forced); Thorned Bulwark's
defence option lays Bleed on the attacker."""

from __future__ import annotations

from tests.soulless_vessel.campaign_helpers import DECKS, hero, quest, record
from tests.soulless_vessel.helpers import (
    POW_1,
    STD_1PLUS,
    STD_2,
    events,
    foes,
    open_board,
    put,
    rig,
    set_ai,
    to_turn,
)


def _ana_plays(card: str, how: str, kind: str, at: str):
    """Ana on c3 plays the card (as a major or a minor); then a model of `kind` on `at` acts."""
    rec = record(seats=("Ana",))
    rec["heroes"] = {"Ana": hero("Ana", deck=[card, *list(DECKS["Ana"])[1:]])}
    g = quest(rec)
    g.state.found = []
    open_board(g)
    put(g, "Ana", "c3")
    [foe] = foes(g, kind, at)
    set_ai(g, kind, "patient_stalk")
    g.state.groups[kind].acts_at = 1
    to_turn(g, "Ana", {"Ana": [card]})
    g.apply("Ana", f"{how} {card}")
    if "end" in [c.text for c in g.legal_commands("Ana")]:
        g.apply("Ana", "end")
    return g, foe


def _play_on(g, pick=lambda opts: None):  # noqa: ANN001, ANN202 - the game, a chooser
    for _ in range(40):
        if events(g, "defend") or g.state.round > 1:
            return
        opts = [c for c in g.legal_commands()]
        chosen = pick([c.text for c in opts])
        c = next((c for c in opts if c.text == chosen), None) or \
            next((c for c in opts if c.text in ("pass", "done", "end")), opts[0])
        g.apply(c.seat, c.text)


def _stand(how: str):
    g, thrall = _ana_plays("hold_the_line", how, "drowned_thrall", "f3")
    rig(g, STD_2, POW_1)  # Ana's blow, if she strikes: power 3, no Botch
    _play_on(g)
    return g, thrall, [e for e in events(g, "attack") if e.data.get("seat") == "Ana"]


def test_stand_fast_strikes_the_enemy_that_comes_next_to_the_hero():
    g, thrall, blows = _stand("major")
    assert [b.data["enemy"] for b in blows] == [thrall]
    assert blows[0].data["weapon"] == "cudgel"  # a free attack: the weapon in hand
    first = g.events.index(blows[0])
    assert all(g.events.index(d) > first for d in events(g, "defend"))  # before the thrall's own attack
    assert "hold_the_line" in g.state.heroes["Ana"].effects


def test_stand_fast_played_as_a_minor_orders_nothing():
    _, _, blows = _stand("minor")
    assert not blows


def test_thorned_bulwark_lays_bleed_on_the_attacker_for_a_plus():
    g, rat = _ana_plays("bulwark_thorn", "major", "grave_rats", "e3")
    rig(g, STD_1PLUS, POW_1)  # Ana's defence: the Standard Die's Plus, and the card's Power Die
    _play_on(g, lambda opts: "spend bulwark_thorn-1" if "spend bulwark_thorn-1" in opts else None)
    assert [e for e in events(g, "spend") if e.data.get("source") == "bulwark_thorn"]
    assert [e for e in events(g, "status") if e.data.get("enemy") == rat and e.data.get("status") == "bleed"]


def test_every_shipped_ability_card_has_its_major_side_played():
    from hjourney_tui.games.soulless_vessel.printed import load
    from tests.soulless_vessel.campaign_helpers import ruleset

    unplayed = {a.id: a.major.what for a in load(ruleset()).abilities.values() if a.major.kind == "unsupported"}
    assert unplayed == {}

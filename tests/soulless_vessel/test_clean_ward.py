"""Clean Ward: a ward whose ally is also immune to Cursed while the card stays on its caster's
effects tracker (our reading: a Cursed already on the ally lets go when the ward is laid)."""

from __future__ import annotations

from tests.soulless_vessel.campaign_helpers import DECKS, hero, quest, record
from tests.soulless_vessel.helpers import STD_1, STD_2, events, foes, open_board, put, rig, set_ai, to_turn

BLESSING_1 = 5  # the Blessing Die's plain 1


def _warded_then_hexed(card: str):
    """Ana wards Bo with the card; then a Smoke Witch, its Bones on (its hit lays Cursed), shoots Bo."""
    rec = record()
    rec["heroes"]["Ana"] = hero("Ana", deck=[card, *list(DECKS["Ana"])[1:]])
    g = quest(rec)
    g.state.found = []
    open_board(g)
    put(g, "Ana", "c3")
    put(g, "Bo", "e3")
    foes(g, "smoke_witch", "f3")
    set_ai(g, "smoke_witch", "hungry_lunge")  # grants Bones
    g.state.groups["smoke_witch"].acts_at = 1
    g.state.heroes["Bo"].statuses["cursed"] = 2
    to_turn(g, "Ana", {"Ana": [card]})
    rig(g, STD_2)  # the ward's spellcasting roll works (2+)
    g.apply("Ana", f"major {card} bo")
    if "end" in [c.text for c in g.legal_commands("Ana")]:
        g.apply("Ana", "end")
    rig(g, STD_1, BLESSING_1)  # Bo's defence: no Critical to cancel the hit
    for _ in range(30):
        if events(g, "defend"):
            break
        opts = [c for c in g.legal_commands()]
        pick = next((c for c in opts if c.text in ("pass", "done")), opts[0])
        g.apply(pick.seat, pick.text)
    return g


def test_clean_ward_keeps_cursed_off_its_ally():
    g = _warded_then_hexed("ward_pure")
    assert [e for e in events(g, "defend") if e.data["seat"] == "Bo"]
    assert "cursed" not in g.state.heroes["Bo"].statuses


def test_a_ward_that_names_no_immunity_lets_cursed_land():
    g = _warded_then_hexed("ward")
    assert [e for e in events(g, "status") if e.data.get("seat") == "Bo" and e.data.get("status") == "cursed"
            and "duration" in e.data]  # the witch's hit lays it
    assert g.state.heroes["Bo"].statuses.get("cursed")

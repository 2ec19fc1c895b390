"""The last consumables: an oil's Power dice join the hero's next attack roll and only that one;
Memory Wax brings one card of the hero's choice back from cooldown."""

from __future__ import annotations

import pytest

from tests.soulless_vessel.helpers import POW_1, STD_1, events, legal, rig
from tests.soulless_vessel.test_runes import item, striking


@pytest.mark.rule("VS-ITEM-08")
def test_an_oil_adds_its_power_die_to_the_next_attack_and_is_gone_after_it():
    g, eid = striking(item("cudgel", "hand"), item("t1_oil", "consumable"))
    g.apply("Ana", "use t1_oil")  # Blade Oil: 1 Power Die on the next attack
    assert "t1_oil" not in [c.id for c in g.party.heroes["Ana"].items]
    assert g.view("Ana")["heroes"]["Ana"]["oiled"] == 1
    rig(g, STD_1, POW_1, POW_1, POW_1)  # Hew's, the cudgel's and the oil's Power Dice
    g.apply("Ana", f"major hew {eid}")
    hit = events(g, "attack")[-1].data
    assert hit["roll"]["power"] == 4 and hit["wounds"] == 2  # 3 without the oil, against defence 2
    assert g.state.heroes["Ana"].oiled == 0  # spent on that roll


def test_memory_wax_brings_back_the_card_chosen_from_cooldown():
    g, _ = striking(item("cudgel", "hand"), item("memory_wax", "consumable"))
    ana = g.state.heroes["Ana"]
    ana.cooldown.update({"rend": 3, "brace": 1})
    g._legal_cache = None
    uses = sorted(t for t in legal(g, "Ana") if t.startswith("use memory_wax"))
    assert uses == ["use memory_wax brace", "use memory_wax rend"]
    g.apply("Ana", "use memory_wax rend")
    assert ana.cooldown == {"brace": 1} and "rend" in ana.hand
    assert events(g, "cooldown")[-1].data == {"seat": "Ana", "card": "rend", "back": True}


def test_memory_wax_with_nothing_cooling_down_is_shown_refused():
    g, _ = striking(item("cudgel", "hand"), item("memory_wax", "consumable"))
    g.state.heroes["Ana"].cooldown.clear()
    g._legal_cache = None
    refused = [c for c in g.legal_commands("Ana", enabled_only=False) if c.text == "use memory_wax"]
    assert refused and not refused[0].enabled and "cooling down" in refused[0].reason


def test_every_shipped_consumable_and_trait_is_played():
    """What the rules reference promises: no printed effect on a consumable or a Trait is skipped."""
    from hjourney_tui.games.soulless_vessel.content import load_content
    from hjourney_tui.games.soulless_vessel.printed import load
    from hjourney_tui.games.soulless_vessel.rules.consumables import playable
    from tests.soulless_vessel.campaign_helpers import ruleset

    items = load_content(ruleset().folder).items
    assert [i.id for i in items.values() if i.slot == "consumable" and not playable(i)] == []
    assert {t.id: t.unplayed for t in load(ruleset()).traits.values() if t.unplayed} == {}

"""Wards (Pale, Stark and Clean Ward) are spells cast on an ally within the card's range: the
spellcasting roll must reach the card's number (or show a Critical), and a ward that fails is not
laid and goes on cooldown 1 (VS-ABIL-14, VS-ABIL-15)."""

from __future__ import annotations

import pytest

from hjourney_tui.games.soulless_vessel.rules.defence import defence_pool
from tests.soulless_vessel.campaign_helpers import DECKS, hero, quest, record
from tests.soulless_vessel.helpers import (
    STD_1,
    STD_2,
    STD_CRIT,
    events,
    legal,
    open_board,
    put,
    refused,
    rig,
    to_turn,
)


def _ward(card: str, bo_at: str = "f3"):
    rec = record()
    rec["heroes"]["Ana"] = hero("Ana", vessel="drowned_fisher", deck=[card, *list(DECKS["Ana"])[1:]])
    g = quest(rec)
    g.state.found = []
    open_board(g)
    put(g, "Ana", "c3")
    put(g, "Bo", bo_at)
    to_turn(g, "Ana", {"Ana": [card]})
    return g, g.state.heroes["Ana"], g.state.heroes["Bo"]


def test_a_ward_reaches_only_an_ally_within_its_range():
    g, _, _ = _ward("ward", bo_at="g3")  # four squares off; the card reaches 3
    assert "major ward bo" in refused(g, "Ana")
    assert "3" in refused(g, "Ana")["major ward bo"]
    g, _, _ = _ward("ward", bo_at="f3")
    assert "major ward bo" in legal(g, "Ana")
    data = next(c.data for c in g.legal_commands("Ana") if c.text == "major ward bo")
    assert data["needs"] == 2 and data["casting"].get("standard") == 1


@pytest.mark.rule("VS-ABIL-15")
def test_a_failed_ward_is_not_laid_and_cools_down_for_one_round():
    g, ana, bo = _ward("ward")
    before = dict(defence_pool(g, bo))
    rig(g, STD_1)  # power 1: Pale Ward needs 2
    g.apply("Ana", "major ward bo")
    assert [e for e in events(g, "spell") if e.data["success"] is False]
    assert "ward" not in ana.effects and ana.cooldown["ward"] == 1
    assert dict(defence_pool(g, bo)) == before


def test_a_ward_that_works_is_laid_for_its_duration():
    g, ana, bo = _ward("ward")
    before = dict(defence_pool(g, bo)).get("blessing", 0)
    rig(g, STD_2)
    g.apply("Ana", "major ward bo")
    assert ana.effects["ward"] == 2 and "ward" not in ana.cooldown
    assert dict(defence_pool(g, bo)).get("blessing", 0) == before + 1


def test_stark_ward_needs_three_or_a_critical():
    g, ana, bo = _ward("ward_strong")
    rig(g, STD_2)
    g.apply("Ana", "major ward_strong bo")
    assert "ward_strong" not in ana.effects and ana.cooldown["ward_strong"] == 1
    g, ana, bo = _ward("ward_strong")
    rig(g, STD_CRIT)
    g.apply("Ana", "major ward_strong bo")
    assert ana.effects["ward_strong"] == 2

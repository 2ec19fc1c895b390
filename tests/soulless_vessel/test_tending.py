"""Ability cards that heal or cleanse an ally next to the hero, and Deep Breath's wound taken off:
played as majors on the game's own content."""

from __future__ import annotations

import pytest

from hjourney_tui.core.game import Refused
from tests.soulless_vessel.campaign_helpers import DECKS, hero, quest, record
from tests.soulless_vessel.helpers import STD_CRIT, events, legal, open_board, put, rig, to_turn


def _ana_holds(card: str, bo_at: str = "c4"):
    """A campaign quest: Ana at c3 with this card in her deck, placed; Bo, wounded once with a
    scratch and Bleeding, at `bo_at`."""
    rec = record()
    rec["heroes"]["Ana"] = hero("Ana", vessel="drowned_fisher", deck=[card, *list(DECKS["Ana"])[1:]])
    g = quest(rec)
    g.state.found = []
    open_board(g)
    put(g, "Ana", "c3")
    put(g, "Bo", bo_at)
    ana, bo = g.state.heroes["Ana"], g.state.heroes["Bo"]
    to_turn(g, "Ana", {"Ana": [card]})
    bo.wounds, bo.scratches, bo.statuses["bleed"] = 1, 1, 2
    g._legal_cache = None
    return g, ana, bo


def test_bind_wounds_heals_an_adjacent_ally():
    g, _, bo = _ana_holds("field_dressing")
    g.apply("Ana", "major field_dressing bo")
    assert (bo.wounds, bo.scratches) == (1, 0)


def test_splint_and_bind_also_takes_a_wound_off_the_ally():
    g, _, bo = _ana_holds("field_dressing_splint")
    g.apply("Ana", "major field_dressing_splint bo")
    assert bo.wounds == 0


def test_salve_and_bind_and_cleansing_touch_take_bleed_off_the_ally():
    for card in ("field_dressing_salve", "purge"):
        g, _, bo = _ana_holds(card)
        g.apply("Ana", f"major {card} bo")
        assert "bleed" not in bo.statuses


def test_tending_needs_the_ally_next_to_the_hero():
    g, _, bo = _ana_holds("field_dressing", bo_at="a1")
    assert not [c for c in legal(g, "Ana") if c.startswith("major field_dressing")]
    with pytest.raises(Refused):
        g.apply("Ana", "major field_dressing bo")
    assert bo.scratches == 1


def test_deep_breath_heals_the_hero_and_takes_a_wound_off():
    g, ana, _ = _ana_holds("second_wind_deep")
    ana.wounds, ana.scratches = 1, 2
    g.apply("Ana", "major second_wind_deep")
    assert ana.wounds == 0


def test_knit_bone_heals_the_ally_and_takes_a_wound_off():
    g, _, bo = _ana_holds("mend_deep")
    rig(g, STD_CRIT)  # a Critical: the spell works whatever its number
    g.apply("Ana", "major mend_deep bo")
    assert events(g, "heal")[-1].data["seat"] == "Bo"
    assert bo.wounds == 0


def test_cleansing_breath_reaches_an_ally_in_sight_further_off():
    g, _, bo = _ana_holds("purge_far", bo_at="f3")
    g.apply("Ana", "major purge_far bo")
    assert "bleed" not in bo.statuses


def test_cleansing_breath_reaches_no_further_than_its_range():
    g, _, bo = _ana_holds("purge_far", bo_at="g3")  # four squares off; the card reaches 3
    with pytest.raises(Refused):
        g.apply("Ana", "major purge_far bo")
    assert bo.statuses["bleed"] == 2

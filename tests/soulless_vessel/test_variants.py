"""Variants as options: open planning and soft failure."""

from __future__ import annotations

import pytest

from hjourney_tui.games.soulless_vessel.rules.damage import vessel_dies
from tests.soulless_vessel.campaign_helpers import quest, record, texts
from tests.soulless_vessel.helpers import new, to_turn


@pytest.mark.rule("VS-VAR-03")
def test_open_planning_shows_each_card_as_it_is_placed():
    g = new(2, open_planning=True)
    assert not g.hides_commands()
    card = g.legal_commands("Ana")[0].text
    assert card.startswith("commit ")
    g.apply("Ana", card)
    assert g.view("Bo")["heroes"]["Ana"]["placed"][0]["id"] == card.split()[1]  # Bo sees it at once
    g.apply("Ana", "done")
    assert g.decision().seats == ("Bo",)
    hidden = new(2)
    assert hidden.hides_commands()  # without the variant, placement stays secret


def _all_souls_end(rec):
    g = quest(rec)
    to_turn(g, "Ana")
    for h in g.state.heroes.values():
        vessel_dies(g, h)
    g.apply("Ana", "end")
    return g


@pytest.mark.rule("VS-VAR-01")
def test_soft_failure_keeps_the_campaign_going_when_every_vessel_is_lost():
    g = _all_souls_end(record(variants=["soft_failure"]))
    assert g.party.over == "" and g.town is not None
    assert g.party.results[-1] == "lost"
    assert texts(g, "Ana", "depart") == []  # a body first
    for seat in ("Ana", "Bo"):
        g.apply(seat, texts(g, seat, "vessel")[0])
    assert texts(g, "Ana", "depart")
    plain = _all_souls_end(record())
    assert plain.party.over == "lost"


def test_variants_are_options_and_kept_in_a_campaign_record():
    from hjourney_tui.games.soulless_vessel.campaign import new_record
    from tests.soulless_vessel.campaign_helpers import ruleset

    rec = new_record(ruleset(), {"soft_failure": True, "difficulty": "challenger"})
    assert rec["variants"] == ["soft_failure"] and rec["difficulty"] == "challenger"
    assert "variants" not in new_record(ruleset(), {})


@pytest.mark.rule("VS-VAR-02")
def test_extra_difficulty_modifiers_are_named_options_from_the_ruleset():
    from tests.soulless_vessel.test_difficulty import arrive, base, game

    plain = game("default")
    assert plain.state.threat == 0
    g = game("default", modifiers="uneasy_dark,sharpened_claws,marked_broods")
    assert g.state.threat == 2
    arrive(g, "grave_rats")
    traits = g.state.groups["grave_rats"].traits
    assert len(traits) == 1  # one Trait although the difficulty gives none
    want = base("default", "grave_rats").attack + 1 + sum(
        n for t in traits for s, n in g.content.traits[t].mods if s == "attack")
    assert g.content.enemies["grave_rats"].attack == want
    with pytest.raises(ValueError, match="no difficulty modifier"):
        game("default", modifiers="gentle_breeze")

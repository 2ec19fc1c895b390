"""Traits whose effects are more than a number: they join the group's passive ability, so every
model of the group has them for as long as the group keeps the Trait."""

from __future__ import annotations

import pytest

from hjourney_tui.games.soulless_vessel.rules import enemy_abilities
from hjourney_tui.games.soulless_vessel.rules.statuses import on_enemy
from tests.soulless_vessel.test_difficulty import _force_trait, arrive, game


def _with(tid: str, kind: str = "grave_rats", seats: int = 2):
    g = game("challenger", seats=seats)
    _force_trait(g, tid)
    models = arrive(g, kind)
    assert g.state.groups[kind].traits == [tid]
    return g, models


@pytest.mark.rule("VS-ENEMY-10")
def test_a_traits_passive_effects_hold_for_every_model_of_the_group():
    g, models = _with("bloodless")  # immune to Bleed
    assert len(models) >= 2
    for eid in models:
        on_enemy(g, eid, "bleed", 2)
        assert "bleed" not in g.state.enemies[eid].tokens
    g, models = _with("festering")  # regenerates a wound as each activation starts
    for eid in models:
        g.state.enemies[eid].wounds = 1
        enemy_abilities.regenerate(g, eid)
        assert g.state.enemies[eid].wounds == 0
    g, models = _with("venomous")  # its hits lay Bleed
    assert all(enemy_abilities.statuses(g, g.state.enemies[e]) == [("bleed", 1)] for e in models)
    g, models = _with("sure_footed")
    assert all(enemy_abilities.has(g, g.state.enemies[e], "nimble") for e in models)


def test_a_group_without_the_trait_has_none_of_it():
    g = game("default")
    models = arrive(g, "grave_rats")
    on_enemy(g, models[0], "bleed", 1)
    assert g.state.enemies[models[0]].tokens.get("bleed") == 1


def test_an_ill_omen_raises_the_threat_when_taken():
    g = game("challenger")
    _force_trait(g, "ill_omen")
    before = g.state.threat
    arrive(g, "grave_rats")
    assert g.state.threat == before + 1


def test_only_vengeful_is_left_unplayed():
    g = game("challenger")
    assert {t for t, card in g.content.traits.items() if card.unplayed} == {"vengeful"}

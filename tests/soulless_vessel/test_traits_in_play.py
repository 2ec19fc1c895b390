"""Traits whose effects are more than a number: they join the group's passive ability, so every
model of the group has them for as long as the group keeps the Trait."""

from __future__ import annotations

import pytest

from hjourney_tui.games.soulless_vessel.rules import enemy_abilities
from hjourney_tui.games.soulless_vessel.rules.defence import attack_value
from hjourney_tui.games.soulless_vessel.rules.statuses import on_enemy
from tests.soulless_vessel.helpers import STD_CRIT, events, foes, open_board, put, rig, set_ai, to_turn
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


def test_every_trait_is_played():
    g = game("challenger")
    assert {t for t, card in g.content.traits.items() if card.unplayed} == set()


def test_vengeful_models_hit_harder_once_one_of_their_group_falls():
    g = game("challenger", seats=1)
    _force_trait(g, "vengeful")
    open_board(g)
    put(g, "Ana", "c3")
    foes(g, "grave_rats", "d3", "d4")
    set_ai(g, "grave_rats", "grudge")
    g.state.groups["grave_rats"].acts_at = 1  # the rats act after Ana
    to_turn(g, "Ana", {"Ana": ["hew", "rend"]})
    printed_attack = attack_value(g, g.state.enemies["grave_rats2"])
    rig(g, STD_CRIT, STD_CRIT, STD_CRIT)
    g.apply("Ana", "major hew grave_rats1")
    assert "grave_rats1" not in g.state.enemies
    assert g.state.groups["grave_rats"].vengeance == 1
    for _ in range(30):  # on to the surviving rat's attack, answering by default
        if events(g, "defend"):
            break
        opts = g.legal_commands()
        end = [c for c in opts if c.seat == opts[0].seat and c.text in ("end", "done", "pass")]
        g.apply(opts[0].seat, (end or opts)[0].text)
    [hit] = events(g, "defend")
    assert hit.data["enemy"] == "grave_rats2" and hit.data["attack"] == printed_attack + 1


def test_a_group_without_vengeful_keeps_its_power_when_a_model_falls():
    g = game("default", seats=1)
    open_board(g)
    put(g, "Ana", "c3")
    foes(g, "grave_rats", "d3", "d4")
    set_ai(g, "grave_rats", "grudge")
    g.state.groups["grave_rats"].acts_at = 1
    to_turn(g, "Ana", {"Ana": ["hew", "rend"]})
    printed_attack = attack_value(g, g.state.enemies["grave_rats2"])
    rig(g, STD_CRIT, STD_CRIT, STD_CRIT)
    g.apply("Ana", "major hew grave_rats1")
    assert "grave_rats1" not in g.state.enemies
    assert attack_value(g, g.state.enemies["grave_rats2"]) == printed_attack

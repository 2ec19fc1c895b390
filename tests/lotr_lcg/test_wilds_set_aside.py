"""The set-aside wilds cards: a Travel cost, an effect that eliminates, 'if able', and a choice that
must be carried out in full."""

from __future__ import annotations

import pytest

from .helpers import (
    at_prompt,
    commit_all,
    finish_planning,
    hand,
    hero,
    legal,
    new,
    prompt,
    put,
    run_until,
    stack,
    to_planning,
    uid,
    waiting,
)


def _at_travel_with_the_bridge(heroes_left_ready: int):  # noqa: ANN202
    g = new(1)
    st = g.state
    to_planning(g)
    bridge = put(g, "toll_bridge", st.encounter.staging)
    heroes = st.players["A"].heroes.cards
    finish_planning(g)
    commit_all(g, "A", *heroes[:len(heroes) - heroes_left_ready])
    at_prompt(g, "travel to a location")
    return g, bridge


@pytest.mark.rule("LC-CORE-TRAVEL-05")
def test_a_location_whose_travel_cost_cannot_be_paid_is_no_destination():
    g, bridge = _at_travel_with_the_bridge(heroes_left_ready=0)
    assert f"travel {uid(bridge)}" not in legal(g, "A")
    (shown,) = [c for c in g.legal_commands("A", enabled_only=False) if c.text == f"travel {uid(bridge)}"]
    assert "no ready hero" in shown.reason
    g, bridge = _at_travel_with_the_bridge(heroes_left_ready=1)
    ready = [h for h in g.state.players["A"].heroes.cards if "exhausted" not in h.flags]
    g.apply("A", f"travel {uid(bridge)}")
    assert g.state.active_location is bridge
    paid = [e.data["card"] for e in g.events if e.kind == "exhaust" and e.rule == "LC-CORE-TRAVEL-05"]
    assert paid == [ready[0].uid]  # the toll was paid with the one ready hero


@pytest.mark.rule("LC-CORE-END-04")
def test_a_card_effect_can_eliminate_a_player_outright():
    g = new(1)
    st = g.state
    to_planning(g)
    (fog,) = stack(g, "lost_in_the_fog")
    st.players["A"].threat = 42
    finish_planning(g)
    commit_all(g, "A")
    run_until(g, lambda g: st.players["A"].eliminated or fog in st.encounter.discard.cards)
    assert st.players["A"].eliminated and st.players["A"].threat < 50
    assert g.outcome() is not None and g.outcome().winners == []


@pytest.mark.rule("LC-CORE-FX-09")
def test_an_if_able_effect_that_cannot_be_done_in_full_does_nothing():
    g = new(1)
    st = g.state
    to_planning(g)
    (toll,) = stack(g, "heavy_toll")
    heroes = st.players["A"].heroes.cards
    finish_planning(g)
    commit_all(g, "A", *heroes[:2])  # one character left ready: 2 cannot be exhausted
    run_until(g, lambda g: toll in st.encounter.discard.cards)
    assert not [e for e in g.events if e.kind == "exhaust" and e.data.get("by") == "heavy_toll"]


@pytest.mark.rule("LC-CORE-FX-10")
def test_a_choice_offers_only_the_options_that_can_be_carried_out_in_full():
    for held, offered in ((1, ["raise"]), (2, ["discard", "raise"])):
        g = new(1)
        to_planning(g)
        hand(g, "A", *["ford_guard"] * held)
        stack(g, "bridge_warden_demands")
        finish_planning(g)
        commit_all(g, "A")
        run_until(g, lambda g: "Warden's Demands" in prompt(g))
        assert waiting(g) == "A" and legal(g, "A") == offered


@pytest.mark.rule("LC-CORE-EDECK-04")
def test_a_card_revealed_from_the_discard_pile_resolves_its_keywords():
    g = new(1)
    st = g.state
    to_planning(g)
    mist = put(g, "drifting_mist", st.encounter.discard)  # Doomed 1, Surge
    (dead, ridge) = stack(g, "restless_dead", "stony_ridge")
    before = st.players["A"].threat
    finish_planning(g)
    commit_all(g, "A", *st.players["A"].heroes.cards)
    run_until(g, lambda g: ridge in st.encounter.staging.cards)
    doomed = [e for e in g.events if e.kind == "threat" and "Doomed" in e.text]
    assert [e.data["by"] for e in doomed] == [1] and st.players["A"].threat >= before + 1
    assert mist in st.encounter.discard.cards  # it resolved again and went back
    assert any(e.kind == "surge" for e in g.events)  # and its Surge revealed the ridge


@pytest.mark.rule("LC-CORE-COMBAT-24")
def test_an_additional_attack_discards_the_old_shadow_and_deals_a_new_one():
    from .test_combat import _to_combat

    g = new(1)
    st = g.state
    (reaver,) = _to_combat(g, {"A": ["twinblade_reaver"]}, shadows=["tangled_thicket", "wolf_pack"])["A"]
    (thicket,) = st.shadows_on(reaver)
    g.apply("A", "undefended")
    g.apply("A", f"take {uid(hero(g, 'A', 0))}")
    run_until(g, lambda g: "Twinblade Reaver attacks" in prompt(g))
    wolf = st.shadows_on(reaver)
    assert thicket in st.encounter.discard.cards  # the first attack's shadow is gone
    assert [c.card_id for c in wolf] == ["wolf_pack"]  # one new shadow card, still face down
    g.apply("A", "undefended")
    g.apply("A", f"take {uid(hero(g, 'A', 1))}")
    run_until(g, lambda g: g.state.phase != "combat" or "Twinblade Reaver attacks" in prompt(g))
    assert "Twinblade Reaver attacks" not in prompt(g)  # once per phase
    assert len([e for e in g.events if e.rule == "LC-CORE-COMBAT-24"]) == 1


@pytest.mark.rule("LC-CORE-COMBAT-25")
def test_an_immediate_attack_outside_combat_deals_a_shadow_and_starts_at_the_defender():
    g = new(1)
    st = g.state
    to_planning(g)
    lurker = put(g, "bog_lurker", st.encounter.staging)
    _, thicket = stack(g, "stony_ridge", "tangled_thicket")
    st.players["A"].threat = 30
    finish_planning(g)
    commit_all(g, "A")
    run_until(g, lambda g: "Bog Lurker attacks" in prompt(g))
    assert st.phase == "encounter" and lurker in st.players["A"].engaged.cards
    assert st.shadows_on(lurker) == [thicket]
    defender = hero(g, "A", 0)
    assert f"defend {uid(defender)}" in legal(g, "A") and "undefended" in legal(g, "A")
    g.apply("A", f"defend {uid(defender)}")
    run_until(g, lambda g: st.attack is None)
    shown = [e.data["enemy"] for e in g.events if e.kind == "shadow" and e.data.get("card") == "tangled_thicket"]
    assert shown == [lurker.uid]  # turned up during the attack
    assert thicket in st.encounter.discard.cards  # and gone after it

"""Responses offered round the table, and minions taken out of a skirmish before it resolves."""

from __future__ import annotations

import pytest

from .helpers import (
    adversary_phase,
    all_events,
    do,
    empty_hand,
    hand,
    legal,
    move_card,
    new_game,
    until_rule,
    waiting,
    wounds,
)


@pytest.mark.rule("HJ-RESP-06", "HJ-ADV-04")
def test_responses_are_offered_from_the_campaign_player_counter_clockwise():
    game = new_game(3, decks="iliad,iliad,iliad")
    ody = move_card(game, "Ana", "odysseus", "party")
    adversary_phase(game, "Cy")
    empty_hand(game, "Cy")
    [cy_mist] = hand(game, "Cy", "aphrodite_mist")
    do(game, "Cy", "done")
    empty_hand(game, "Ben")
    [ben_mist] = hand(game, "Ben", "aphrodite_mist")
    m = move_card(game, "Ben", "shield_wall", "minions")
    empty_hand(game, "Ana")
    game.state.pool = 4
    do(game, "Ben", "done")
    assert game.state.turn.step == "maneuver" and waiting(game) == "Ana"
    do(game, "Ana", f"use {ody}")  # exert Odysseus: wound a minion (the only one)
    assert game.decision().kind == "interrupt" and waiting(game) == "Cy"  # Ana has none; Cy is on her right
    assert legal(game, "Cy") == [f"play {cy_mist}", "pass"]
    do(game, "Cy", "pass")
    assert waiting(game) == "Ben"
    do(game, "Ben", f"play {ben_mist}")
    assert wounds(game, m) == 0 and game.state.zone_kind(ben_mist) == "scrap"


def _alice_skirmish(minions):
    game = new_game(2, decks="alice,iliad")
    alice = game.state.players["Ana"].hero
    adversary_phase(game, "Ben")
    mins = [move_card(game, "Ben", m, "minions") for m in minions]
    empty_hand(game, "Ana")
    empty_hand(game, "Ben")
    [snack] = hand(game, "Ana", "snicker_snack")
    do(game, "Ben", "done")
    until_rule(game, "HJ-ASG-03", "Ana")
    do(game, "Ana", f"assign {alice} {mins[0]}")
    if game.decision().rule == "HJ-ASG-03":
        do(game, "Ana", "done")
    if game.decision().rule == "HJ-ASG-07":
        for m in mins[1:]:
            do(game, "Ben", f"assign {m} {alice}")
    assert game.decision().kind == "priority" and waiting(game) == "Ana"
    return game, alice, mins, snack


@pytest.mark.rule("HJ-SKR-10", "HJ-EDGE-05")
def test_when_the_only_minion_dies_in_the_skirmish_the_companion_wins_unhurt():
    game, alice, (m,), snack = _alice_skirmish(["trojan_spearman"])  # vitality 1
    do(game, "Ana", f"play {snack}")
    assert game.state.zone_kind(m) == "scrap"
    assert any("the other side wins" in t for t in all_events(game))
    assert wounds(game, alice) == 0


@pytest.mark.rule("HJ-SKR-12", "HJ-EDGE-04")
def test_a_minion_killed_mid_skirmish_is_neither_winner_nor_loser_and_the_fight_goes_on():
    game, alice, (spear, wall), snack = _alice_skirmish(["trojan_spearman", "shield_wall"])
    do(game, "Ana", f"play {snack}")
    if any(c.startswith("choose ") for c in legal(game, "Ana")):
        do(game, "Ana", f"choose {spear}")
    assert game.state.zone_kind(spear) == "scrap"
    assert any(t.startswith("skirmish: Alice 4 against 6") for t in all_events(game))
    assert wounds(game, alice) == 1


def _fray(gain_first: bool):
    game = new_game(2, decks="iliad,oz")
    dio = game.state.players["Ana"].hero
    empty_hand(game, "Ana")
    gain, press = hand(game, "Ana", "first_into_fray", "press_advantage")
    if gain_first:
        do(game, "Ana", f"play {gain}")
        assert game.state.initiative == {"Ana"}
        move_card(game, "Ana", "first_into_fray", "hand", source=("scrap",))
        do(game, "Ana", f"play {gain}")  # already held: nothing more
        assert game.state.initiative == {"Ana"} and any("holds initiative already" in t for t in all_events(game))
    adversary_phase(game, "Ben")
    m = move_card(game, "Ben", "winkie_wolf", "minions")
    empty_hand(game, "Ben")
    do(game, "Ben", "done")
    until_rule(game, "HJ-ASG-03", "Ana")
    do(game, "Ana", f"assign {dio} {m}")
    if game.decision().rule == "HJ-ASG-03":
        do(game, "Ana", "done")
    return game, press


@pytest.mark.rule("HJ-INIT-02", "HJ-INIT-03", "HJ-INIT-04", "HJ-COST-11")
def test_initiative_is_gained_once_kept_and_lost_to_pay_a_cost():
    game, press = _fray(gain_first=True)
    assert game.state.initiative == {"Ana"}  # kept until something takes it
    assert legal(game, "Ana") == [f"play {press}", "pass"]
    events = [e.text for e in do(game, "Ana", f"play {press}")]
    assert "Ana loses initiative" in events and not game.state.initiative
    assert any(t.startswith("skirmish: Diomedes 10 against 5") for t in events)
    game, press = _fray(gain_first=False)  # without initiative the cost cannot be paid
    assert game.state.zone_kind(press) == "hand" and game.state.turn.phase != "melee" or \
        f"play {press}" not in legal(game, "Ana")
    assert any(t.startswith("skirmish: Diomedes 7 against 5") for t in all_events(game))

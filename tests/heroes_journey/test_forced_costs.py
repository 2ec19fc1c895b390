"""Mandatory "just before" text, and costs of abilities and response events paid through the same
"is about to be paid" window as the costs of playing a card."""

from __future__ import annotations

import pytest

from hjourney_tui.games.heroes_journey.rules import characters

from .helpers import (
    adversary_phase,
    answer_until,
    do,
    empty_hand,
    legal,
    new_game,
    passive,
    set_wounds,
    until_rule,
    waiting,
)


def give(game, seat: str, card_id: str, zone: str) -> str:
    """A copy of a card the seat's deck does not hold, made straight into `zone`."""
    st = game.state
    c = game.table.create(card_id, st.players[seat].zones[zone], owner=seat, face_up=zone != "book")
    st.cards[str(c.uid)] = c
    game._legal_cache = None
    return str(c.uid)


@pytest.mark.rule("HJ-ACT-01")
def test_the_executioner_adds_a_burden_just_before_a_companion_dies_without_asking_anyone():
    game = new_game(2, decks="oz,alice")
    st = game.state
    tip = give(game, "Ana", "tip", "party")
    set_wounds(game, tip, 2)  # one vitality left: losing the skirmish kills Tip
    adversary_phase(game, "Ben")
    axe = give(game, "Ben", "executioner", "minions")
    empty_hand(game, "Ben")
    empty_hand(game, "Ana")
    do(game, "Ben", "done")
    until_rule(game, "HJ-ASG-03", "Ana")
    burdens = st.players["Ana"].burdens
    asked: list[str] = []
    do(game, "Ana", f"assign {tip} {axe}")  # the one pair: the skirmish is fought at once

    def dull(g, seat, opts):
        asked.extend(o for o in opts if o.startswith("trigger "))
        return passive(g, seat, opts)

    answer_until(game, lambda g: not st.in_play(tip), dull)
    assert st.players["Ana"].burdens == burdens + 1  # the burden came with nobody choosing it
    assert asked == []  # and nobody was offered it as a choice
    killed = max(i for i, e in enumerate(game.events) if e.kind == "kill" and e.data.get("card") == tip)
    burden = max(i for i, e in enumerate(game.events) if e.kind == "burden")
    assert burden < killed  # just before the death


def _campaign_phase():
    game = new_game(2, adds={"Ana": []})
    until_rule(game, "HJ-CAMP-03", "Ana")
    empty_hand(game, "Ana")
    empty_hand(game, "Ben")
    game.state.players["Ana"].burdens = 0
    return game


@pytest.mark.rule("HJ-COST-08")
def test_a_response_events_own_risk_cost_can_be_raised_while_it_is_paid():
    game = _campaign_phase()
    st = game.state
    st.pool = 0
    refusal = give(game, "Ben", "nome_kings_refusal", "hand")  # risk 1
    bargain = give(game, "Ana", "billinas_bargain", "hand")
    woggle = give(game, "Ana", "woggle_bug", "hand")  # risk 1, then 1 burden
    do(game, "Ana", f"play {woggle}")
    assert st.pool == 1 and waiting(game) == "Ben"
    do(game, "Ben", f"play {refusal}")  # to stop the burden ...
    # ... its own risk is about to be paid, and Ana may answer that payment too
    assert waiting(game) == "Ana" and game.decision().kind == "interrupt"
    do(game, "Ana", f"play {bargain}")  # the Refusal now costs 3; the pool holds 1
    assert st.pool == 0  # all the pool could give went in
    assert st.zone_kind(refusal) == "scrap"  # and the Refusal stopped nothing:
    assert st.players["Ana"].burdens == 1  # the burden was paid
    assert st.zone_kind(woggle) == "party"


def test_the_cost_of_an_ability_in_play_goes_through_the_payment_window_and_stopped_it_does_nothing():
    game = _campaign_phase()
    st = game.state
    hero = st.players["Ana"].hero
    glinda = give(game, "Ana", "glinda", "support")
    riddle = give(game, "Ben", "hatters_riddle", "hand")  # stop a Campaign player's exertion as it is paid
    st.pool = max(st.pool, 1)
    set_wounds(game, hero, 1)
    do(game, "Ana", f"use {glinda}")  # exert Glinda to heal a companion
    occ = game.decision()
    assert waiting(game) == "Ben" and occ.kind == "interrupt" and f"play {riddle}" in legal(game, "Ben")
    do(game, "Ben", f"play {riddle}")
    assert st.zone_kind(riddle) == "scrap"
    assert characters.wounds(game, glinda) == 0  # the exertion was stopped ...
    assert characters.wounds(game, hero) == 1  # ... so nothing was healed
    assert any(e.rule == "HJ-COST-07" for e in game.events[-3:])


@pytest.mark.rule("HJ-COST-07")
def test_an_events_extra_cost_is_paid_with_its_risk_so_it_stays_paid_when_the_event_is_cancelled():
    game = new_game(2, decks="iliad,alice")
    st = game.state
    hero = st.players["Ana"].hero
    adversary_phase(game, "Ben")
    spear = give(game, "Ben", "trojan_spearman", "minions")
    empty_hand(game, "Ben")
    empty_hand(game, "Ana")
    do(game, "Ben", "done")
    until_rule(game, "HJ-ASG-03", "Ana")
    st.initiative.add("Ana")
    st.pool = 3
    press = give(game, "Ana", "press_advantage", "hand")  # lose initiative to make the companion +3
    nonsense = give(game, "Ben", "nonsense", "hand")  # cancel a Campaign event about to take effect
    do(game, "Ana", f"assign {hero} {spear}")
    if game.decision().rule == "HJ-ASG-03":
        do(game, "Ana", "done")
    until_rule(game, "HJ-SKR-03", "Ana")
    strength = characters.stat(game, hero, "strength")
    do(game, "Ana", f"play {press}")
    assert "Ana" not in st.initiative  # paid as the card was played ...
    assert waiting(game) == "Ben" and game.decision().kind == "interrupt"
    do(game, "Ben", f"play {nonsense}")
    assert "Ana" not in st.initiative  # ... and it stays paid though the event is cancelled
    assert characters.stat(game, hero, "strength") == strength
    assert st.zone_kind(press) == "scrap"


def test_a_transfers_risk_goes_through_the_payment_window_where_the_monkey_folk_stop_it():
    game = _campaign_phase()
    st = game.state
    tip = st.players["Ana"].hero
    jack = give(game, "Ana", "jack_pumpkinhead", "party")
    sling = give(game, "Ana", "munchkin_sling", "borne")
    st.bearer[sling] = tip
    snatch = give(game, "Ben", "monkeys_snatch", "hand")  # stop a transfer's payment; a burden
    pool = st.pool
    do(game, "Ana", f"transfer {sling} {jack}")
    assert waiting(game) == "Ben" and f"play {snatch}" in legal(game, "Ben")
    do(game, "Ben", f"play {snatch}")
    assert st.bearer[sling] == tip and st.pool == pool  # stopped: nothing paid, nothing moved
    assert st.players["Ana"].burdens == 1 and st.zone_kind(snatch) == "scrap"


def test_the_monkey_folk_answer_only_a_transfer_and_ben_may_let_it_be_paid():
    game = _campaign_phase()
    st = game.state
    tip = st.players["Ana"].hero
    jack = give(game, "Ana", "jack_pumpkinhead", "party")
    sling = give(game, "Ana", "munchkin_sling", "borne")
    st.bearer[sling] = tip
    snatch = give(game, "Ben", "monkeys_snatch", "hand")
    woggle = give(game, "Ana", "woggle_bug", "hand")  # a risk paid to play a card is no transfer
    do(game, "Ana", f"play {woggle}")
    assert f"play {snatch}" not in legal(game, "Ben")
    answer_until(game, lambda g: waiting(g) == "Ana" and g.decision().rule == "HJ-CAMP-03", passive)
    do(game, "Ana", f"transfer {sling} {jack}")
    do(game, "Ben", "pass")
    assert st.bearer[sling] == jack and st.zone_kind(snatch) == "hand"


def test_a_second_winds_discard_goes_through_the_payment_window_where_no_rest_stops_it():
    game = _campaign_phase()
    st = game.state
    tip = st.players["Ana"].hero
    again = give(game, "Ana", "tip", "hand")
    set_wounds(game, tip, 1)
    no_rest = give(game, "Ben", "no_rest_before_troy", "hand")  # stop a second wind's discard; a burden
    do(game, "Ana", f"wind {again}")
    assert waiting(game) == "Ben" and f"play {no_rest}" in legal(game, "Ben")
    do(game, "Ben", f"play {no_rest}")
    assert st.zone_kind(again) == "hand" and characters.wounds(game, tip) == 1
    assert st.players["Ana"].burdens == 1 and st.zone_kind(no_rest) == "scrap"

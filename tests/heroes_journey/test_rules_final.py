"""Spread wounds and Durable, costs paid once per action, variants, borne cards and activity."""

from __future__ import annotations

import pytest

from .helpers import adversary_phase, do, empty_hand, legal, move_card, new_game, until_rule, waiting, wounds


def give(game, seat: str, card_id: str, zone: str) -> str:
    """A copy of a card the seat's deck does not hold, made straight into `zone`."""
    st = game.state
    c = game.table.create(card_id, st.players[seat].zones[zone], owner=seat, face_up=zone != "book")
    st.cards[str(c.uid)] = c
    game._legal_cache = None
    return str(c.uid)


@pytest.mark.rule("HJ-KW-DUR-04")
def test_spread_wounds_pass_over_a_durable_companion_that_has_taken_its_fill():
    game = new_game(2)
    st = game.state
    tip = st.players["Ana"].hero
    jack = move_card(game, "Ana", "jack_pumpkinhead", "party")  # Durable 1
    saw = move_card(game, "Ana", "saw_horse", "party")
    adversary_phase(game, "Ben")
    m = move_card(game, "Ben", "trojan_spearman", "minions")
    empty_hand(game, "Ana")
    empty_hand(game, "Ben")
    stones = give(game, "Ben", "stones_from_the_walls", "hand")
    st.pool = 10
    do(game, "Ben", "done")
    until_rule(game, "HJ-ASG-03", "Ana")
    do(game, "Ana", f"assign {jack} {m}")
    if game.decision().rule == "HJ-ASG-03":
        do(game, "Ana", "done")
    if f"skirmish {jack}" in legal(game, "Ana"):  # the only skirmish may start without the pick
        do(game, "Ana", f"skirmish {jack}")
    while waiting(game) != "Ben":
        do(game, waiting(game), "pass")
    do(game, "Ben", f"play {stones}")
    assert waiting(game) == "Ana"
    assert {f"choose {u}" for u in (tip, jack, saw)} <= set(legal(game, "Ana"))
    do(game, "Ana", f"choose {jack}")  # Jack takes his one wound of this step
    second = set(legal(game, "Ana"))
    assert f"choose {jack}" not in second and {f"choose {tip}", f"choose {saw}"} <= second
    do(game, "Ana", f"choose {saw}")
    assert (wounds(game, jack), wounds(game, saw), wounds(game, tip)) == (1, 1, 0)

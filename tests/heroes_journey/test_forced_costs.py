"""Mandatory "just before" text, and costs of abilities and response events paid through the same
"is about to be paid" window as the costs of playing a card."""

from __future__ import annotations

import pytest

from .helpers import adversary_phase, answer_until, do, empty_hand, new_game, passive, set_wounds, until_rule


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

"""Text that acts just before a character dies: Euphorbos's mandatory draw and Grief Turned to Courage,
an optional answer that lets the death go on.  Both run in the interrupt window of the kill."""

from __future__ import annotations

from hjourney_tui.core.modifiers import Modifier

from .helpers import (
    adversary_phase,
    answer_until,
    do,
    empty_hand,
    legal,
    move_card,
    new_game,
    passive,
    set_wounds,
    until_rule,
    waiting,
)


def _last(game, kind: str, **data) -> int:
    return max(i for i, e in enumerate(game.events)
               if e.kind == kind and all(e.data.get(k) == v for k, v in data.items()))


def test_euphorbos_draws_a_card_for_his_player_just_before_his_foe_dies_without_asking_anyone():
    game = new_game(2, decks="oz,iliad")
    st = game.state
    comp = move_card(game, "Ana", "jack_pumpkinhead", "party")
    set_wounds(game, comp, st.data(comp)["vitality"] - 1)  # one vitality left: losing the skirmish kills it
    adversary_phase(game, "Ben")
    euphorbos = move_card(game, "Ben", "euphorbos", "minions")
    game.modifiers.add(Modifier(euphorbos, "strength", 30, kind="set", until="game"))
    empty_hand(game, "Ana")
    empty_hand(game, "Ben")
    do(game, "Ben", "done")
    until_rule(game, "HJ-ASG-03", "Ana")
    asked: list[str] = []
    do(game, "Ana", f"assign {comp} {euphorbos}")

    def dull(g, seat, opts):
        asked.extend(o for o in opts if o.startswith("trigger ") or euphorbos in o)
        return passive(g, seat, opts)

    answer_until(game, lambda g: not st.in_play(comp), dull)
    assert len(st.players["Ben"].hand.cards) == 1  # the draw came with nobody choosing it
    assert asked == []  # and nobody was offered it as a choice
    assert _last(game, "draw", seat="Ben") < _last(game, "kill", card=comp)  # just before the death


def test_euphorbos_draws_nothing_when_a_companion_dies_away_from_him():
    game = new_game(2, decks="oz,iliad")
    st = game.state
    comp = move_card(game, "Ana", "jack_pumpkinhead", "party")
    set_wounds(game, comp, st.data(comp)["vitality"] - 1)
    adversary_phase(game, "Ben")
    euphorbos = move_card(game, "Ben", "euphorbos", "minions")
    other = move_card(game, "Ben", "trojan_spearman", "minions")
    game.modifiers.add(Modifier(other, "strength", 30, kind="set", until="game"))
    game.modifiers.add(Modifier(euphorbos, "strength", 0, kind="set", until="game"))
    empty_hand(game, "Ana")
    empty_hand(game, "Ben")
    do(game, "Ben", "done")
    until_rule(game, "HJ-ASG-03", "Ana")
    start = len(game.events)
    do(game, "Ana", f"assign {comp} {other}")
    do(game, "Ana", f"assign {st.players['Ana'].hero} {euphorbos}")
    answer_until(game, lambda g: not st.in_play(comp), passive)
    died = _last(game, "kill", card=comp)
    assert not [e for e in game.events[start:died] if e.kind == "draw"]  # he was fighting someone else


def _doomed_myrmidon():
    """Ana (Iliad) holds Grief Turned to Courage; her Myrmidon is about to lose a skirmish it cannot survive."""
    game = new_game(2, decks="iliad,oz")
    st = game.state
    comp = move_card(game, "Ana", "myrmidon", "party")
    set_wounds(game, comp, st.data(comp)["vitality"] - 1)
    adversary_phase(game, "Ben")
    m = move_card(game, "Ben", "kalidah", "minions")
    game.modifiers.add(Modifier(m, "strength", 30, kind="set", until="game"))
    empty_hand(game, "Ana")
    empty_hand(game, "Ben")
    grief = move_card(game, "Ana", "grief_into_courage", "hand")
    st.players["Ana"].burdens = 3
    do(game, "Ben", "done")
    until_rule(game, "HJ-ASG-03", "Ana")
    do(game, "Ana", f"assign {comp} {m}")
    if game.decision().rule == "HJ-ASG-03":
        do(game, "Ana", "done")
    answer_until(game, lambda g: g.decision().kind == "interrupt" and f"play {grief}" in legal(g, "Ana"), passive)
    return game, comp, grief


def test_grief_turned_to_courage_is_offered_just_before_a_death_and_takes_two_burdens_away():
    game, comp, grief = _doomed_myrmidon()
    st = game.state
    assert waiting(game) == "Ana" and st.in_play(comp)  # asked before the death, not after
    do(game, "Ana", f"play {grief}")
    answer_until(game, lambda g: not st.in_play(comp), passive)
    assert st.players["Ana"].burdens == 1
    assert st.zone_kind(comp) == "dead"  # the death still happens
    assert st.zone_kind(grief) == "scrap"
    assert _last(game, "burden", seat="Ana", burdens=1) < _last(game, "kill", card=comp)


def test_grief_turned_to_courage_may_be_kept_in_hand():
    game, comp, grief = _doomed_myrmidon()
    st = game.state
    do(game, "Ana", "pass")
    answer_until(game, lambda g: not st.in_play(comp), passive)
    assert st.players["Ana"].burdens == 3 and st.zone_kind(grief) == "hand"
    assert st.zone_kind(comp) == "dead"

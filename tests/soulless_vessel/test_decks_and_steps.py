"""The AI deck, group initiative, the six steps of a round, the dice as data, and healing."""

from __future__ import annotations

import pytest

from hjourney_tui.games.soulless_vessel.rules.ai_deck import draw_ai
from hjourney_tui.games.soulless_vessel.rules.damage import heal
from tests.soulless_vessel.helpers import foes, new, open_board, put, set_ai, to_turn
from tests.soulless_vessel.test_board import real


@pytest.mark.rule("VS-AI-02")
@pytest.mark.rule("VS-INIT-01")
def test_each_group_draws_a_new_ai_card_in_step_three_and_it_shows_while_cards_are_placed():
    g = new(1)
    open_board(g)
    put(g, "Ana", "a1")
    foes(g, "husk", "t1")
    set_ai(g, "husk", "lunge_near")
    g.state.ai_deck = ["pick_weak", "rush"]  # rush on top
    to_turn(g, "Ana", {})
    g.apply("Ana", "end")
    grp = g.state.groups["husk"]
    assert grp.ai == "rush" and "lunge_near" in g.state.ai_discard
    assert grp.initiative == 3 + 2  # the husk's 3 and the card's +2
    assert g.view("Ana")["groups"]["husk"]["ai"]["id"] == "rush" and g.decision().kind == "simultaneous"


@pytest.mark.rule("VS-AI-03")
def test_the_shared_ai_deck_reshuffles_its_discards_when_it_runs_out():
    g = new(1)
    open_board(g)
    foes(g, "husk", "t1")
    st = g.state
    st.ai_deck, st.ai_discard = [], ["rush", "pick_weak"]
    st.groups["husk"].ai = None
    draw_ai(g, st.groups["husk"])
    assert st.groups["husk"].ai in ("rush", "pick_weak") and len(st.ai_deck) == 1 and st.ai_discard == []


@pytest.mark.rule("VS-SETUP-16")
@pytest.mark.rule("VS-SETUP-12")
def test_the_ai_deck_and_the_enemy_pile_are_shuffled_for_each_adventure():
    decks = {tuple(real(1, seed).state.ai_deck) for seed in range(6)}
    piles = {tuple(real(1, seed).state.enemy_pile) for seed in range(6)}
    assert len(decks) > 1 and len(piles) > 1


@pytest.mark.rule("VS-ROUND-01")
@pytest.mark.rule("VS-ROUND-10")
def test_a_round_runs_its_six_steps_in_order_and_the_next_begins_when_all_have_acted():
    g = new(1)
    open_board(g)
    put(g, "Ana", "a1")
    foes(g, "husk", "t1")
    set_ai(g, "husk", "lunge_near")
    g.state.groups["husk"].acts_at = -5
    to_turn(g, "Ana", {})
    mark = len(g.events)
    g.apply("Ana", "end")  # the husk acts last; then round 2 runs up to the placing of cards
    kinds = [e.kind for e in g.events[mark:]]
    order = [k for k in kinds if k in ("phase", "event", "ai")]
    assert order[:3] == ["phase", "event", "ai"]
    assert kinds.index("phase") > max(i for i, k in enumerate(kinds) if k == "move")  # after the husk moved
    assert g.state.round == 2 and g.state.step == "place"


@pytest.mark.rule("VS-DICE-01")
@pytest.mark.rule("VS-DICE-03")
@pytest.mark.rule("VS-DICE-02")
def test_the_five_dice_come_from_data_and_only_the_standard_die_can_botch():
    g = real(1)
    dice = g.content.dice
    assert sorted(dice) == ["blessing", "cursed", "enhancement", "power", "standard"]
    assert all(len(d.faces) == 6 for d in dice.values())
    botching = [name for name, d in dice.items() if any(f.has("botch") for f in d.faces)]
    assert botching == ["standard"]
    symbols = {s for d in dice.values() for f in d.faces for s in f.symbols}
    assert symbols == {"plus", "star", "critical", "botch", "wear"}


@pytest.mark.rule("VS-HP-07")
@pytest.mark.rule("VS-HP-08")
def test_healing_takes_scratches_from_the_current_row_only_and_never_a_wound():
    g = new(1)
    h = g.state.heroes["Ana"]
    h.wounds, h.scratches = 1, 1
    assert heal(g, h, 3) == 1
    assert (h.wounds, h.scratches) == (1, 0)


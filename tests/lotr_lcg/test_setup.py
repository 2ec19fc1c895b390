"""Setup: seats, the order of the setup steps, heroes and threat, hands and mulligans, the quest deck."""

from __future__ import annotations

import pytest

from hjourney_tui.core.game import Refused
from hjourney_tui.core.zones import Table
from hjourney_tui.games.lotr_lcg.rules.setup import HAND, build

from .helpers import events, legal, new, step


@pytest.mark.rule("LC-CORE-SETUP-01")
def test_one_to_four_seats():
    g = new(4)
    for n in (0, 5):
        with pytest.raises(ValueError, match="1 to 4 players"):
            build(g.content, Table(), [f"S{i}" for i in range(n)], ["wardens_of_the_ford"] * n, "drowned_road")


@pytest.mark.rule("LC-CORE-SETUP-02", "LC-CORE-SETUP-07")
def test_setup_steps_run_in_order_and_the_first_player_comes_before_the_hands():
    g = new(2)
    steps = [e.data["step"] for e in events(g, "setup")]
    assert steps == sorted(steps) and set(steps) >= {1, 2, 3, 4, 5}
    kinds = [e.kind for e in g.events]
    first = next(i for i, e in enumerate(g.events) if e.data.get("step") == 4)
    assert kinds.index("draw") > first
    while g.state.round == 0:
        step(g)
    steps = [e.data["step"] for e in events(g, "setup")]
    assert steps == [1, 2, 2, 3, 4, 5, 6, 7]


@pytest.mark.rule("LC-CORE-SETUP-03")
def test_decks_are_shuffled_apart_quest_cards_and_heroes_stay_out_of_them():
    orders, hands = set(), set()
    for seed in range(4):
        g = new(2, seed=seed)
        st = g.state
        assert not {c.card_id for c in st.encounter.deck.cards} & set(g.content.quests)
        for p in st.players.values():
            assert not {c.card_id for c in (*p.deck.cards, *p.hand.cards)} & set(g.content.heroes)
        orders.add(tuple(c.card_id for c in st.encounter.deck.cards))
        hands.add(tuple(c.card_id for c in st.players["A"].hand.cards))
    assert len(orders) == 4 and len(hands) == 4


@pytest.mark.rule("LC-CORE-SETUP-04", "LC-CORE-SETUP-05")
def test_heroes_start_ready_undamaged_without_resources_and_set_the_threat():
    g = new(2)
    for p in g.state.players.values():
        assert len(p.heroes) == 3
        for h in p.heroes.cards:
            assert not h.tokens and "exhausted" not in h.flags
        assert p.threat == sum(g.content.heroes[h.card_id]["threat"] for h in p.heroes.cards)
    assert g.state.players["A"].threat == 10 + 9 + 11  # Bregan, Ilsa, Hrothmar


@pytest.mark.rule("LC-CORE-SETUP-08", "LC-CORE-SETUP-09")
def test_a_setup_hand_of_six_and_a_mulligan_draws_six_new_cards():
    g = new(2, seed=3)  # B still decides, so round 1 has not drawn yet
    p = g.state.players["A"]
    assert len(p.hand) == HAND == 6
    before = {c.uid for c in p.hand.cards}
    g.apply("A", "mulligan")
    assert len(p.hand) == 6 and len(p.deck) == 50 - 6
    assert {c.uid for c in p.hand.cards} != before
    assert p.mulliganed


@pytest.mark.rule("LC-CORE-SETUP-10")
def test_a_second_mulligan_is_refused():
    g = new(2)
    g.apply("A", "mulligan")
    hand = [c.uid for c in g.state.players["A"].hand.cards]
    with pytest.raises(Refused):
        g.apply("A", "mulligan")
    assert [c.uid for c in g.state.players["A"].hand.cards] == hand
    assert "mulligan" not in legal(g, "A")


@pytest.mark.rule("LC-CORE-SETUP-11", "LC-CORE-SETUP-12")
def test_the_quest_deck_is_in_stage_order_and_stage_one_setup_resolves():
    g = new(1)
    step(g)
    st = g.state
    assert [st.printed(c)["stage"] for c in st.encounter.quest.cards] == [1, 2, 3]
    assert [c.card_id for c in st.encounter.staging.cards] == ["raider_captain"]


@pytest.mark.rule("LC-CORE-SETUP-14")
def test_round_one_begins_with_the_resource_phase():
    g = new(1)
    step(g)
    phases = [e for e in g.events if e.kind == "phase"]
    assert phases[0].data == {"round": 1, "phase": "resource"}


@pytest.mark.rule("LC-CORE-VAR-01")
def test_easy_mode_gives_each_hero_a_resource_and_leaves_hard_cards_out():
    hard = {"sudden_squall", "gathering_gloom", "bog_ogre", "drifting_mist", "sinking_ground", "spoiled_stores"}
    normal, easy = new(1), new(1, easy=True)
    assert hard <= {c.card_id for c in normal.state.encounter.deck.cards}
    assert not hard & {c.card_id for c in easy.state.encounter.deck.cards}
    assert all(not h.tokens for h in normal.state.players["A"].heroes.cards)
    assert [h.tokens.get("resources") for h in easy.state.players["A"].heroes.cards] == [1, 1, 1]

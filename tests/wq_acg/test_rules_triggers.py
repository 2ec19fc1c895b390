"""Triggered gear, effects that fall due together, luring and hiding enemies, and
abilities that fire in the middle of an action."""

from __future__ import annotations

import pytest

from .helpers import BLANK, S, legal
from .steps import conjure, give_gear, quiet_action, quiet_hero_phase
from .test_rules_foes import ready_game
from .test_rules_golden import set_location


def rolled_dice(events) -> int:
    """How many hero dice the action's roll line shows."""
    return len(next(e for e in events if e.kind == "roll" and "hero" in e.data).data["hero"])


def tokens(g, seat: str) -> dict[str, int]:
    return {k: slot["tokens"] for k, slot in g.heroes[seat]["actions"].items()}


@pytest.mark.rule("WQ-CARD-02")
def test_an_exhausted_card_keeps_its_text_unless_the_text_is_an_exhaust_cost():
    s, g, hero, enemy = ready_game()
    chain = give_gear(g, "Ana", "barbed_chain")  # +1 attack die; exhaust: lure an enemy from the shadows
    sniper = conjure(g, "cave_sniper")  # cannot be engaged
    sniper.flags.add("exhausted")  # it has acted this round
    rat = conjure(g, "gutter_rat")
    lurker = conjure(g, "bone_picker", face_up=False)
    s.apply("Ana", f"use g{chain.uid}")
    # the exhausted sniper still cannot be engaged, so no lure reaches it
    assert sorted(legal(s, "Ana")) == sorted([f"lure e{rat.uid}", f"lure e{lurker.uid}"])
    assert any("cannot be engaged, exhausted or not" in line for line in s.log_lines())
    s.apply("Ana", f"lure e{rat.uid}")
    assert rat in g.zones["Ana"] and sniper in g.shadow and not g.ready(sniper)
    assert f"use g{chain.uid}" not in legal(s, "Ana")  # the exhaust cost is paid: the ability is spent
    # the exhausted chain's bonus die has no cost, so it still counts
    dice = g.action_card("Ana", "attack")["dice"] + 1
    hero.queue = [BLANK] * dice
    enemy.queue = [BLANK]
    events = s.apply("Ana", f"attack e{rat.uid}")
    assert rolled_dice(events) == dice


@pytest.mark.rule("WQ-CARD-08")
def test_a_trigger_without_an_exhaust_cost_fires_once_for_each_occurrence():
    s, g, hero, enemy = ready_game()
    give_gear(g, "Ana", "thorned_mail")  # each time an enemy's Inflict wounds you, it suffers 1
    rats = [conjure(g, "gutter_rat", "Ana"), conjure(g, "gutter_rat", "Ana")]  # health 2 each
    quiet_hero_phase(s)
    for rat in rats:  # Ben has no enemy of his own and the shadows are empty: Ana activates both
        assert g.decision().seats == ("Ana",)
        s.apply("Ana", f"activate e{rat.uid}")
    assert [rat.tokens.get("wounds", 0) for rat in rats] == [1, 1]  # twice in the phase, once each
    assert g.heroes["Ana"]["wounds"] == 2


@pytest.mark.rule("WQ-CARD-08", "WQ-ACT-06")
def test_a_token_paid_reroll_can_be_used_in_each_action_but_once_per_roll():
    s, g, hero, enemy = ready_game()
    bones = give_gear(g, "Ana", "weighted_knucklebones")  # after your roll, discard a token: re-roll a die
    g.heroes["Ana"]["actions"]["aid"]["tokens"] = 2
    hero.queue = [BLANK] * g.dice_for("Ana", "explore") + [S]
    s.apply("Ana", "explore")
    assert legal(s, "Ana") == [f"use g{bones.uid}", "pass"]
    s.apply("Ana", f"use g{bones.uid}")  # the dice all show the same face: no question which
    assert g.location.top.tokens["progress"] == 1
    assert tokens(g, "Ana")["aid"] == 1
    assert g.decision().seats == ("Ben",)  # used once for this roll: the action is over
    quiet_action(s, "Ben")
    hero.queue = [BLANK] * g.dice_for("Ana", "rest")
    s.apply("Ana", "rest")
    assert legal(s, "Ana") == [f"use g{bones.uid}", "pass"]  # a new roll, a new chance in the same phase
    hero.queue = [S]
    s.apply("Ana", f"use g{bones.uid}")
    assert tokens(g, "Ana")["aid"] == 0
    assert sum("re-rolls - into S" in line for line in s.log_lines()) == 2


@pytest.mark.rule("WQ-DEF-09")
def test_an_enemy_defeated_while_it_acts_finishes_its_keyword_bar():
    s, g, hero, enemy = ready_game()
    give_gear(g, "Ana", "thorned_mail")
    toad = conjure(g, "blister_toad", "Ana")  # advance, inflict, spores
    toad.tokens["wounds"] = g.foe(toad)["health"] - 1
    imp = conjure(g, "ash_imp", "Ana")  # health 1; advance, inflict, retreat
    quiet_hero_phase(s)
    s.apply("Ana", f"activate e{toad.uid}")
    assert toad in g.enemy_discard  # the mail's thorns finished it after its Inflict...
    assert "poisoned" in g.heroes["Ana"]["conditions"]  # ...and its Spores still resolved
    s.apply("Ana", f"activate e{imp.uid}")
    assert imp in g.enemy_discard and imp not in g.shadow  # a Retreat after its defeat moves nothing
    lines = s.log_lines()
    assert sum("yet the rest of its activation resolves" in line for line in lines) == 2


def to_round_end_order(s, g):
    """Blank explores and aids through the round, stopping at the end-of-round order question."""
    hero = g.hero_die
    for seat, command in (("Ana", "explore"), ("Ben", "explore"), ("Ana", "aid 2"), ("Ben", "aid 1")):
        hero.queue = [BLANK] * 4
        s.apply(seat, command)
    while g.flow.pending is not None and g.flow.pending.rule != "WQ-TIME-02" and g.round == 1:
        seat = g.decision().seats[0]
        s.apply(seat, legal(s, seat)[0])


@pytest.mark.rule("WQ-TIME-02")
@pytest.mark.parametrize("first", ["poison", "charm"])
def test_the_party_orders_effects_that_fall_due_together(first):
    s, g, hero, enemy = ready_game()
    set_location(g, "whispering_well")  # at the end of the round the most wounded hero recovers 1
    give_gear(g, "Ana", "hearthstone_charm")  # at the end of the round, recover 1
    hp = g.health("Ana")
    g.heroes["Ana"]["wounds"] = hp - 1
    g.give_condition("Ana", "poisoned", "test")  # at the end of the round, suffer 1
    to_round_end_order(s, g)
    assert g.flow.pending.rule == "WQ-TIME-02" and g.decision().seats == ("Ana",)  # the leader asks
    assert legal(s, "Ana") == ["order 1", "order 2", "order 3"]
    if first == "poison":
        s.apply("Ana", "order 1")  # the poison lands while she stands at one wound from the end
        assert g.is_defeated("Ana")
        assert g.round == 2 and g.heroes["Ben"]["wounds"] == 0  # the rest resolved without asking
    else:
        s.apply("Ana", "order 2")  # the charm heals first
        assert g.heroes["Ana"]["wounds"] == hp - 2
        assert legal(s, "Ana") == ["order 1", "order 2"]  # the poison and the well are left
        s.apply("Ana", "order 1")  # the poison, then the well: the last one needs no question
        assert g.round == 2 and not g.is_defeated("Ana")
        assert g.heroes["Ana"]["wounds"] == hp - 2


@pytest.mark.rule("WQ-TIME-02")
def test_no_question_when_the_effects_due_together_are_alike():
    s, g, hero, enemy = ready_game()
    for seat in ("Ana", "Ben"):
        g.give_condition(seat, "poisoned", "test")
    to_round_end_order(s, g)
    assert g.round == 2 and g.flow.pending.rule != "WQ-TIME-02"
    assert g.heroes["Ana"]["wounds"] == 1 and g.heroes["Ben"]["wounds"] == 1


@pytest.mark.rule("WQ-FACE-06")
def test_hiding_never_turns_a_faceup_enemy_facedown():
    s, g, hero, enemy = ready_game()
    rat = conjure(g, "gutter_rat", "Ana")
    picker = conjure(g, "bone_picker", "Ana")
    pellets = g.table.create("smoke_pellets", g.items["Ana"])
    g._legal_cache = None
    s.apply("Ana", f"use i{pellets.uid}")  # the enemies engaged with you hide in the shadows
    assert rat in g.shadow and picker in g.shadow and not len(g.zones["Ana"])
    assert rat.face_up and picker.face_up
    shown = {e["id"]: e for e in s.view("Ben")["state"]["shadow"]}
    assert shown[f"e{rat.uid}"]["name"] == g.foe(rat)["name"]  # everyone still sees what they are
    assert sum("is never turned facedown" in line for line in s.log_lines()) == 2


@pytest.mark.rule("WQ-EDGE-03", "WQ-TOK-03")
def test_tokens_spent_on_the_action_cannot_pay_a_cost_later_in_it():
    s, g, hero, enemy = ready_game()
    bones = give_gear(g, "Ana", "weighted_knucklebones")
    g.heroes["Ana"]["actions"]["explore"]["tokens"] = 2
    hero.queue = [BLANK] * g.dice_for("Ana", "explore")
    s.apply("Ana", "explore t2")  # both tokens go into the roll
    assert g.decision().seats == ("Ben",)  # no token left to pay for a re-roll: never offered
    assert f"use g{bones.uid}" not in legal(s, "Ana")
    assert g.location.top.tokens["progress"] == 2


@pytest.mark.rule("WQ-EDGE-03")
def test_a_token_left_unspent_on_the_action_card_can_pay():
    s, g, hero, enemy = ready_game()
    bones = give_gear(g, "Ana", "weighted_knucklebones")
    g.heroes["Ana"]["actions"]["explore"]["tokens"] = 2
    hero.queue = [BLANK] * g.dice_for("Ana", "explore")
    s.apply("Ana", "explore t1")
    assert legal(s, "Ana") == [f"use g{bones.uid}", "pass"]
    hero.queue = [S]
    s.apply("Ana", f"use g{bones.uid}")
    assert tokens(g, "Ana")["explore"] == 0
    assert g.location.top.tokens["progress"] == 2  # the spent token and the re-rolled success

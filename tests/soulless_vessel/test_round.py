"""The round: secret placement, initiative from a slot, who acts when, and the cooldown trackers."""

from __future__ import annotations

import json

import pytest

from tests.soulless_vessel.helpers import (
    commit,
    events,
    foes,
    legal,
    new,
    open_board,
    put,
    set_ai,
    to_turn,
    waiting,
)


@pytest.mark.rule("VS-ROUND-03")
def test_placed_cards_stay_hidden_from_the_other_heroes_until_all_are_in():
    g = new(2)
    g.apply("Ana", "commit brace")
    bo = g.view("Bo")
    assert "brace" not in json.dumps([e.for_seat("Bo") for e in g.events])
    assert "commit brace" not in json.dumps(bo["commits"])
    assert bo["commits"]["Ana"]["commits"] == 1
    assert bo["heroes"]["Ana"]["placed"] == []
    assert "brace" in [c["id"] for c in bo["heroes"]["Ana"]["hand"]]
    assert "commit brace" in json.dumps(g.view("Ana"))
    g.apply("Ana", "done")
    g.apply("Bo", "done")
    assert [c["id"] for c in g.view("Bo")["heroes"]["Ana"]["placed"]] == ["brace"]


@pytest.mark.rule("VS-ROUND-02")
def test_a_hero_places_at_most_two_cards():
    g = new(1)
    g.apply("Ana", "commit lunge")
    g.apply("Ana", "commit cleave")
    assert "Ana" not in waiting(g) or g.decision().kind != "simultaneous"
    assert [c["id"] for c in g.view("Ana")["heroes"]["Ana"]["placed"]] == ["lunge", "cleave"]


@pytest.mark.rule("VS-ROUND-04")
def test_the_hero_takes_one_slots_initiative_and_an_empty_slot_offers_zero():
    g = new(1)
    commit(g, {"Ana": ["mend"]})  # initiative 3
    assert sorted(legal(g, "Ana")) == ["initiative empty", "initiative mend"]
    g.apply("Ana", "initiative empty")
    assert g.state.heroes["Ana"].initiative == 0


@pytest.mark.rule("VS-ROUND-05")
@pytest.mark.rule("VS-ROUND-06")
def test_higher_initiative_acts_first_and_a_hero_before_a_group_on_a_tie():
    g = new(1)
    open_board(g)
    put(g, "Ana", "a1")
    foes(g, "gnawer", "t1")
    set_ai(g, "gnawer", "lunge_near")  # 6 + 1 = 7
    commit(g, {"Ana": ["lunge"]})  # 7
    g.apply("Ana", "initiative lunge")
    assert g.decision().kind == "turn" and g.decision().seats == ("Ana",)
    assert not events(g, "move")
    g2 = new(1)
    open_board(g2)
    put(g2, "Ana", "a1")
    foes(g2, "gnawer", "t1")
    set_ai(g2, "gnawer", "lunge_near")
    commit(g2, {"Ana": ["mend"]})  # 3: the gnawer goes first
    g2.apply("Ana", "initiative mend")
    assert [e.data["enemy"] for e in events(g2, "move")] == ["gnawer1"]


@pytest.mark.rule("VS-ROUND-08")
def test_the_party_picks_the_order_of_tied_heroes():
    g = new(2)
    commit(g, {"Ana": ["sidestep"], "Bo": ["sidestep"]})
    for s in ("Ana", "Bo"):
        g.apply(s, "initiative sidestep")
    assert set(waiting(g)) == {"Ana", "Bo"} and legal(g, "Bo") == ["go"]
    g.apply("Bo", "go")
    assert g.decision().kind == "turn" and g.decision().seats == ("Bo",)


@pytest.mark.rule("VS-ROUND-09")
def test_tied_groups_act_in_the_order_they_took_the_slot():
    g = new(1)
    open_board(g)
    put(g, "Ana", "a1")
    foes(g, "husk", "t1")
    foes(g, "gnawer", "t2")
    set_ai(g, "husk", "rush")  # 3 + 2 = 5
    set_ai(g, "gnawer", "hold_grudge")  # 6 - 1 = 5
    commit(g, {})
    movers = [e.data["enemy"] for e in events(g, "move")]
    assert movers[0] == "husk1" and "gnawer1" in movers


@pytest.mark.rule("VS-TURN-03")
@pytest.mark.rule("VS-EDGE-01")
def test_each_empty_slot_cools_the_cards_down_by_one():
    g = new(1)
    h = g.state.heroes["Ana"]
    h.cooldown = {"cleave": 3, "mend": 1}
    to_turn(g, "Ana", {})
    assert h.initiative == 0
    assert h.cooldown == {"cleave": 1}
    assert "mend" in h.hand


@pytest.mark.rule("VS-ABIL-03")
@pytest.mark.rule("VS-ABIL-02")
def test_a_major_action_puts_the_card_on_cooldown_at_its_value_out_of_hand():
    g = new(1)
    to_turn(g, "Ana", {"Ana": ["mend", "sidestep"]})
    g.apply("Ana", "major mend")
    h = g.state.heroes["Ana"]
    assert h.cooldown["mend"] == 3
    assert "mend" not in h.hand
    g.apply("Ana", "minor sidestep")
    g.apply("Ana", "end") if "end" in legal(g, "Ana") else None
    commit(g, {})
    assert "commit mend" not in legal(g, "Ana")


@pytest.mark.rule("VS-ABIL-04")
@pytest.mark.rule("VS-ABIL-05")
def test_a_minor_action_returns_the_card_and_moves_the_cooldowns_down():
    g = new(1)
    h = g.state.heroes["Ana"]
    h.cooldown = {"cleave": 3, "brace": 1}
    to_turn(g, "Ana", {"Ana": ["lunge", "mend"]})
    g.apply("Ana", "minor mend")
    assert "mend" in h.hand
    assert h.cooldown == {"cleave": 2}
    assert "brace" in h.hand


@pytest.mark.rule("VS-ABIL-08")
def test_an_ongoing_card_sits_on_the_effects_tracker_and_counts_down_in_step_one():
    g = new(1)
    h = g.state.heroes["Ana"]
    to_turn(g, "Ana", {"Ana": ["brace"]})
    assert "end" not in legal(g, "Ana")  # every placed card is resolved before the turn can end
    g.apply("Ana", "major brace")  # the turn ends: no cards and no MP left
    assert "brace" not in h.cooldown
    assert g.state.round == 2 and h.effects == {"brace": 1}
    commit(g, {})
    if "end" in legal(g, "Ana"):
        g.apply("Ana", "end")
    assert g.state.round == 3 and h.effects == {} and "brace" in h.hand


@pytest.mark.rule("VS-ABIL-07")
def test_a_minor_action_leaves_the_effects_tracker_alone():
    g = new(1)
    h = g.state.heroes["Ana"]
    h.effects = {"brace": 2}
    h.cooldown = {"sidestep": 1}
    to_turn(g, "Ana", {"Ana": ["mend", "lunge"]})
    g.apply("Ana", "minor mend")
    assert h.cooldown == {}
    assert h.effects == {"brace": 2}


@pytest.mark.rule("VS-ABIL-06")
def test_cooldowns_do_not_tick_down_by_themselves_between_rounds():
    g = new(1)
    h = g.state.heroes["Ana"]
    to_turn(g, "Ana", {"Ana": ["mend", "cleave"]})
    g.apply("Ana", "major mend")
    g.apply("Ana", "major cleave") if "major cleave" in legal(g, "Ana") else g.apply("Ana", "minor cleave")
    assert h.cooldown.get("mend") == 2  # the minor cleave moved it down once
    if "end" in legal(g, "Ana"):
        g.apply("Ana", "end")
    assert g.state.round == 2 and h.cooldown.get("mend") == 2


@pytest.mark.rule("VS-ROUND-03")
def test_the_other_seats_commands_are_not_listed_while_cards_are_placed():
    g = new(2)
    g.apply("Ana", "commit brace")
    assert g.hides_commands()
    commit(g, {})
    assert not g.hides_commands()

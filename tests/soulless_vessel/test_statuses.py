"""Statuses on heroes (durations) and on enemy models (tokens), and what they do."""

from __future__ import annotations

import pytest

from hjourney_tui.games.soulless_vessel.rules import statuses
from tests.soulless_vessel.helpers import (
    POW_1,
    STD_1,
    STD_2,
    commit,
    events,
    foes,
    legal,
    new,
    open_board,
    put,
    rig,
    set_ai,
    to_turn,
    waiting,
)


@pytest.mark.rule("VS-STATUS-03")
@pytest.mark.rule("VS-STATUS-04")
def test_a_hero_keeps_the_longer_duration_and_it_counts_down_each_round():
    g = new(1)
    h = g.state.heroes["Ana"]
    statuses.on_hero(g, h, "bleed", 1)
    statuses.on_hero(g, h, "bleed", 3)
    statuses.on_hero(g, h, "bleed", 1)
    assert h.statuses == {"bleed": 3}
    to_turn(g, "Ana", {})
    g.apply("Ana", "end")
    assert h.statuses == {"bleed": 2}


@pytest.mark.rule("VS-STATUS-21")
@pytest.mark.rule("VS-STATUS-22")
@pytest.mark.rule("VS-EDGE-06")
def test_terror_holds_the_other_negative_statuses_but_counts_itself_down():
    g = new(1)
    h = g.state.heroes["Ana"]
    h.statuses = {"terror": 1, "weaken": 2}
    to_turn(g, "Ana", {})
    g.apply("Ana", "end")
    assert h.statuses == {"weaken": 2}  # terror was there when step 1 began
    commit(g, {})
    g.apply("Ana", "end")
    assert h.statuses == {"weaken": 1}


@pytest.mark.rule("VS-STATUS-06")
@pytest.mark.rule("VS-STATUS-07")
@pytest.mark.rule("VS-STATUS-25")
@pytest.mark.rule("VS-STATUS-05")
def test_enemy_tokens_add_up_to_their_cap_and_cursed_or_terror_place_none():
    g = new(1)
    open_board(g)
    a, b = foes(g, "gnawer", "t1", "t2")
    statuses.on_enemy(g, a, "bleed", 3)
    statuses.on_enemy(g, a, "bleed", 3)
    statuses.on_enemy(g, a, "weaken", 1)
    statuses.on_enemy(g, a, "weaken", 5)
    statuses.on_enemy(g, a, "cursed", 1)
    statuses.on_enemy(g, a, "terror", 2)
    assert g.state.enemies[a].tokens == {"bleed": 4, "weaken": 2}
    assert g.state.enemies[b].tokens == {}


@pytest.mark.rule("VS-STATUS-08")
@pytest.mark.rule("VS-STATUS-10")
@pytest.mark.rule("VS-EDGE-05")
def test_tokens_come_off_one_a_turn_and_a_bleed_token_wounds_as_it_goes():
    g = new(1)
    open_board(g)
    put(g, "Ana", "a1")
    [eid] = foes(g, "husk", "t1")  # 2 wounds with one hero
    set_ai(g, "husk", "lunge_near")
    e = g.state.enemies[eid]
    e.tokens = {"bleed": 2, "weaken": 1}
    commit(g, {})
    assert e.tokens == {"bleed": 1} and e.wounds == 1
    g2 = new(1)
    open_board(g2)
    put(g2, "Ana", "a1")
    [last] = foes(g2, "husk", "t1")
    set_ai(g2, "husk", "lunge_near")
    g2.state.enemies[last].wounds = 1
    g2.state.enemies[last].tokens = {"bleed": 1}
    commit(g2, {})
    assert last not in g2.state.enemies and "husk" not in g2.state.groups


@pytest.mark.rule("VS-STATUS-09")
def test_a_bleeding_hero_suffers_a_scratch_for_each_major_action():
    g = new(1)
    h = g.state.heroes["Ana"]
    h.statuses = {"bleed": 2}
    to_turn(g, "Ana", {"Ana": ["mend", "sidestep"]})
    g.apply("Ana", "minor mend")
    assert h.scratches == 0
    g.apply("Ana", "major sidestep")
    assert h.scratches == 1


@pytest.mark.rule("VS-STATUS-11")
def test_a_crippled_hero_pays_two_points_a_square():
    g = new(1)
    h = g.state.heroes["Ana"]
    h.statuses = {"cripple": 2}
    put(g, "Ana", "c3")
    to_turn(g, "Ana", {})
    costs = {c.text: c.data["cost"] for c in g.legal_commands("Ana") if c.verb == "move"}
    assert costs["move c4"] == 2 and "move c5" in costs and costs["move c5"] == 4


@pytest.mark.rule("VS-STATUS-17")
def test_a_stunned_hero_places_one_card_at_most():
    g = new(2)
    g.state.heroes["Ana"].statuses = {"stun": 1}
    g.apply("Ana", "commit lunge")
    assert "Ana" not in waiting(g)
    g.apply("Bo", "commit lunge")
    assert "commit mend" in legal(g, "Bo")


@pytest.mark.rule("VS-STATUS-15")
@pytest.mark.rule("VS-EDGE-02")
def test_a_dazed_heros_majors_cool_down_one_longer_up_to_five():
    g = new(1)
    h = g.state.heroes["Ana"]
    h.statuses = {"dazed": 2}
    to_turn(g, "Ana", {"Ana": ["mend", "sidestep"]})
    g.apply("Ana", "major mend")
    assert h.cooldown["mend"] == 4


@pytest.mark.rule("VS-STATUS-23")
def test_a_weakened_hero_rolls_two_more_cursed_dice_in_defence():
    g = new(1)
    open_board(g)
    put(g, "Ana", "d3")
    foes(g, "husk", "f3")
    set_ai(g, "husk", "lunge_near")
    g.state.heroes["Ana"].statuses = {"weaken": 1}
    commit(g, {})
    faces = events(g, "defend")[-1].data["roll"]["faces"]
    assert sorted(d for d, _ in faces) == ["cursed", "cursed", "standard"]


@pytest.mark.rule("VS-STATUS-24")
def test_each_weaken_token_adds_a_point_of_power_against_the_model():
    g = new(1)
    open_board(g)
    put(g, "Ana", "d2")
    [eid] = foes(g, "husk", "e3")
    set_ai(g, "husk", "hold_grudge")
    g.state.groups["husk"].acts_at = -5
    g.state.enemies[eid].tokens = {"weaken": 2}
    to_turn(g, "Ana", {"Ana": ["lunge", "mend"]})
    rig(g, STD_1, POW_1, POW_1)  # 3 power + 2 = 5 against defence 3
    g.apply("Ana", f"major lunge {eid}")
    assert events(g, "attack")[-1].data["roll"]["power"] == 5 and g.state.enemies[eid].wounds == 1


@pytest.mark.rule("VS-STATUS-19")
@pytest.mark.rule("VS-STATUS-20")
@pytest.mark.rule("VS-EDGE-18")
def test_a_stunned_enemy_skips_its_turn_unless_its_ai_card_is_above_ten():
    for card, acts in (("lunge_near", False), ("pick_weak", True)):  # threat 8, threat 11
        g = new(1)
        open_board(g)
        put(g, "Ana", "d3")
        [eid] = foes(g, "husk", "f3")
        set_ai(g, "husk", card)
        g.state.enemies[eid].tokens = {"stun": 1}
        rig(g, STD_2)
        commit(g, {})
        assert bool(events(g, "defend")) == acts
        assert "stun" not in g.state.enemies[eid].tokens


@pytest.mark.rule("VS-STATUS-18")
@pytest.mark.rule("VS-AOO-07")
def test_a_stunned_enemy_makes_no_attack_of_opportunity():
    g = new(1)
    open_board(g)
    put(g, "Ana", "d3")
    [eid] = foes(g, "gnawer", "c3")
    set_ai(g, "gnawer", "hold_grudge")
    g.state.groups["gnawer"].acts_at = -5
    g.state.enemies[eid].tokens = {"stun": 1}
    to_turn(g, "Ana", {"Ana": ["mend", "sidestep"]})
    g.apply("Ana", "move d5")
    assert not events(g, "aoo")

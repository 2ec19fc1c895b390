"""Bulky models in play: the Barrow Brute of the test content fills a 2x2 block anchored at its
position, and spawning, moving, being attacked, hit by areas and knocked back all use the block."""

from __future__ import annotations

import dataclasses

import pytest

from hjourney_tui.core.grid import StepRules, block, distance
from hjourney_tui.games.soulless_vessel import board
from hjourney_tui.games.soulless_vessel.printed import AiCard
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
    refused,
    rig,
    set_ai,
    to_turn,
)


def squares(*names: str) -> set[tuple[int, int]]:
    return {board.parse(n) for n in names}


def brute_at(seats: int, anchor: str, **heroes: str):
    g = new(seats)
    open_board(g)
    for seat, at in heroes.items():
        put(g, seat, at)
    [eid] = foes(g, "brute", anchor)
    set_ai(g, "brute", "hold_grudge")
    g.state.groups["brute"].acts_at = -5  # it acts after every hero
    return g, eid


@pytest.mark.rule("VS-BULKY-01")
def test_a_bulky_model_fills_its_whole_block_for_moving_models_and_for_the_view():
    g, eid = brute_at(1, "c1", Ana="c3")
    block = squares("c1", "d1", "c2", "d2")
    assert set(g.state.enemies[eid].squares) == block
    view = g.view("Ana")
    assert {tuple(s) for s in view["enemies"][eid]["squares"]} == block and view["enemies"][eid]["bulky"]
    assert all(view["picture"][y + 1][4 + x] == "b" for x, y in block)
    to_turn(g, "Ana", {"Ana": ["sidestep"]})
    g.apply("Ana", "major sidestep")
    moves = set(legal(g, "Ana"))
    assert "move b3" in moves and "move d3" in moves and "move b1" not in moves  # c2 and d2 stand between
    assert not {f"move {board.name(s)}" for s in block} & moves  # no square of the block may be entered
    g.check_invariants()


@pytest.mark.rule("VS-BULKY-02")
def test_a_bulky_block_may_cover_two_squares_that_cannot_be_walked_on_but_no_more():
    # our reading: knockback shifts the whole block, each shift further from the hero, and is
    # stopped where the block would not fit; Ana at p6 shoves the brute north from p4
    g, eid = brute_at(1, "p4", Ana="p6")
    g.state.heroes["Ana"].deck.append("shove")
    to_turn(g, "Ana", {"Ana": ["shove"]})
    rig(g, STD_2, POW_1)
    g.apply("Ana", f"major shove {eid}")
    pushes = {c.data["direction"]: c.data for c in g.legal_commands("Ana") if c.verb == "push"}
    # one square north the block covers the pits p3 and q3, two of four: it goes; a second square
    # would put all four on pits: it stops there, one Standard Die of damage
    assert pushes["n"]["square"] == [15, 2] and pushes["n"]["damage_dice"] == 1
    rig(g, STD_1)
    g.apply("Ana", "push n")
    pushed = [ev for ev in events(g, "move") if ev.rule == "VS-FORCE-05"]
    assert set(block(tuple(pushed[-1].data["to"]))) == squares("p3", "q3", "p4", "q4")
    assert events(g, "attack")[-1].data.get("knockback")
    g.check_invariants()


def shouldering():
    """Ana at c5, Bo at c3 right in the brute's way down from c1; the brute goes for the furthest."""
    g, eid = brute_at(2, "c1", Ana="c5", Bo="c3")
    set_ai(g, "brute", "rush")
    g.state.groups["brute"].acts_at = 20  # before the heroes
    return g, eid


@pytest.mark.rule("VS-BULKY-03")
@pytest.mark.rule("VS-BULKY-04")
def test_a_bulky_model_shifts_a_step_at_a_time_and_displaces_the_models_under_its_block():
    g, eid = shouldering()
    commit(g, {})
    assert g.decision().rule == "VS-AI-13"  # three places next to Ana, all two steps away
    assert sorted(legal(g, "Ana")) == ["square b3", "square c3", "square d3"]
    g.apply("Ana", "square c3")
    # the first step already covers Bo's square: the party picks among the free squares beside it
    d = g.decision()
    assert d.rule == "VS-BULKY-04"
    first = [c for c in g.legal_commands("Ana") if c.verb == "square"]
    bo = board.parse("c3")
    assert len(first) > 1 and all(max(abs(c.data["square"][0] - bo[0]), abs(c.data["square"][1] - bo[1])) == 1
                                  for c in first)
    g.apply("Ana", "square d2")  # beside c3, and clear of where the block ends
    shoves = [ev for ev in events(g, "move") if ev.rule == "VS-BULKY-04"]
    assert [ev.data["displaced"] for ev in shoves] == ["Bo"]
    assert shoves[0].data["block"] != [2, 2]  # displaced on the way, one step from c1
    assert max(abs(a - b) for a, b in zip(shoves[0].data["block"], (2, 0), strict=True)) == 1
    e = g.state.enemies[eid]
    assert e.pos == (2, 2) and set(e.squares) == squares("c3", "d3", "c4", "d4")
    assert g.state.heroes["Bo"].pos == board.parse("d2")
    g.check_invariants()


@pytest.mark.rule("VS-BULKY-02")
@pytest.mark.rule("VS-BULKY-03")
def test_a_bulky_model_squeezes_through_an_open_doorway_but_not_a_shut_door():
    # the gate room (columns a-f) opens east onto the hall at f3|g3; Ana waits in the hall
    for shut in (False, True):
        g, eid = brute_at(1, "d3", Ana="j4")
        set_ai(g, "brute", "lunge_near")
        g.state.groups["brute"].acts_at = 20
        if shut:
            g.state.board.open_doors.remove("gate.east")
            g.map_changed()
        commit(g, {})
        cols = {x for x, _ in g.state.enemies[eid].squares}
        if shut:
            assert max(cols) <= board.parse("f1")[0]  # a shut door is a wall: it stays in the gate room
        else:
            assert min(cols) >= board.parse("g1")[0]  # through the gap, wall reaching into its block
        g.check_invariants()


@pytest.mark.rule("VS-BULKY-05")
def test_being_displaced_draws_no_attack_of_opportunity_and_costs_no_movement_points():
    g, eid = shouldering()
    bo = g.state.heroes["Bo"]
    bo.mp, bo.aoo_checked = 2, False  # as if in the middle of a movement action
    commit(g, {})
    g.apply("Ana", "square c3")
    g.apply("Ana", "square d2")  # Bo leaves c3, next to the brute, for d2, still next to it
    assert bo.pos == board.parse("d2")
    assert not events(g, "aoo")
    assert bo.mp == 2 and not bo.aoo_checked
    assert not [ev for ev in events(g, "defend") if ev.data.get("seat") == "Bo"]


@pytest.mark.rule("VS-BULKY-06")
def test_reach_adjacency_and_sight_use_the_nearest_square_of_the_block():
    # Ana at i4 touches j3 of the block at j2 (the anchor itself is two squares off)
    g, eid = brute_at(1, "j2", Ana="i4")
    to_turn(g, "Ana", {"Ana": ["lunge", "sidestep"]})
    assert f"major lunge {eid}" in legal(g, "Ana")
    g.apply("Ana", "major sidestep")
    g.apply("Ana", "move h5")  # leaving the block's side: the brute may strike
    assert events(g, "aoo")[-1].data["adjacent"] == [eid]
    # Bo at h4 cannot see the anchor j2 past the solid i3, but sees k3: his sling reaches the brute
    g, eid = brute_at(2, "j2", Ana="a1", Bo="h4")
    grid = g.grid()
    assert not grid.sees(board.parse("h4"), board.parse("j2")) and grid.sees(board.parse("h4"), board.parse("k3"))
    to_turn(g, "Bo", {"Bo": ["lunge"]})
    assert f"major lunge {eid}" in legal(g, "Bo")
    assert f"major lunge {eid}" not in refused(g, "Bo")


@pytest.mark.rule("VS-BULKY-07")
def test_a_bulky_step_costs_two_when_any_square_it_newly_covers_is_difficult():
    # every block beside Ana at o6 newly covers the difficult o5 or p5: two plain steps west and
    # that one cost 4, one more than the brute's speed, though it is only three steps
    g, eid = brute_at(1, "s4", Ana="o6")
    set_ai(g, "brute", "lunge_near")
    g.state.groups["brute"].acts_at = 20
    grid = g.grid()
    plain = grid.block_reachable(board.parse("s4"), 3, rules=StepRules(ignore_difficult=True))
    assert any(distance(block(a), board.parse("o6")) == 1 for a in plain.cost)
    commit(g, {})
    e = g.state.enemies[eid]
    assert not [ev for ev in events(g, "defend") if ev.data.get("enemy") == eid]
    assert distance(e.where, board.parse("o6")) > 1
    assert [ev.rule for ev in events(g, "move") if ev.data.get("enemy") == eid] == ["VS-AI-14"]


@pytest.mark.rule("VS-BULKY-08")
@pytest.mark.rule("VS-SPAWN-10")
def test_a_bulky_model_whose_slot_is_taken_spawns_where_its_block_fits_clear():
    # Ana on d2 is inside the block anchored on the slot c1: the block over c1 from b1 is clear
    # (its b2 is solid, one of the two squares a block may leave unwalkable)
    g = new(1)
    open_board(g)
    put(g, "Ana", "d2")
    [eid] = foes(g, "brute", "c1")
    e = g.state.enemies[eid]
    assert set(e.squares) == squares("b1", "c1", "b2", "c2")
    g.check_invariants()
    # Ana on the slot itself: no block over c1 is clear, so it goes one shift away, next to the slot
    g = new(1)
    open_board(g)
    put(g, "Ana", "c1")
    [eid] = foes(g, "brute", "c1")
    e = g.state.enemies[eid]
    assert board.parse("c1") not in e.squares and g.grid().fits(e.pos)
    assert distance(e.where, board.parse("c1")) == 1
    g.check_invariants()


@pytest.mark.rule("VS-EDGE-17")
def test_a_bulky_model_under_several_squares_of_a_line_is_hit_once():
    # the block d2, e2 (solid), d3, e3: the line east from c3 covers d3 and e3, not the anchor d2
    g, eid = brute_at(2, "d2", Ana="a1", Bo="c3")
    g.state.heroes["Bo"].deck.append("bolt")
    to_turn(g, "Bo", {"Bo": ["bolt", "lunge"]})
    [cmd] = [c for c in g.legal_commands("Bo") if c.text == "major bolt d3"]  # d3, e3, f3
    assert cmd.data["enemies"] == [eid]
    rig(g, STD_2, POW_1, POW_1, POW_1, POW_1)
    g.apply("Bo", "major bolt d3")
    assert events(g, "area")[-1].data["enemies"] == [eid]
    rolls = [ev for ev in events(g, "attack") if ev.data.get("damage_roll") and ev.data["enemy"] == eid]
    assert len(rolls) == 1


@pytest.mark.rule("VS-EDGE-17")
def test_a_bulky_model_under_several_squares_of_a_blast_is_hit_once():
    # Bo at c4 aims the blast at e3: it covers d3 and e3 of the block d2, e2, d3, e3, not its anchor
    g, eid = brute_at(2, "d2", Ana="a1", Bo="c4")
    g.state.heroes["Bo"].deck.append("scorch")
    to_turn(g, "Bo", {"Bo": ["scorch", "lunge"]})
    [cmd] = [c for c in g.legal_commands("Bo") if c.text == "major scorch e3"]
    assert squares("d3", "e3") <= {tuple(s) for s in cmd.data["hits"]} and cmd.data["enemies"] == [eid]
    rig(g, STD_2, POW_1, POW_1)
    g.apply("Bo", "major scorch e3")
    rolls = [ev for ev in events(g, "attack") if ev.data.get("damage_roll") and ev.data["enemy"] == eid]
    assert len(rolls) == 1
    assert g.state.enemies[eid].tokens.get("weaken") == 1  # its status once too


@pytest.mark.rule("VS-BULKY-06")
def test_a_bulky_model_knocks_a_hero_back_measured_from_its_nearest_square():
    # the brute at c1 hits Ana at b3, beside its c2, and knocks her back 1: a3 goes further from
    # c2, though it is no further from the anchor c1 than b3 is (b2 and b4 are solid: the only way)
    g, eid = brute_at(1, "c1", Ana="b3")
    ref = g.content.enemies["brute"]
    skull = AiCard("skull", ("closest",), 0, 5, grants=frozenset({"skull"}))
    g.content = dataclasses.replace(g.content, ai_cards={**g.content.ai_cards, "skull": skull},
                                    enemies={**g.content.enemies,
                                             "brute": dataclasses.replace(ref, skull=(("knockback", (1,)),))})
    set_ai(g, "brute", "skull")
    g.state.groups["brute"].acts_at = 20
    rig(g, STD_1)
    commit(g, {})
    [shove] = [ev for ev in events(g, "move") if ev.rule == "VS-FORCE-02"]
    assert shove.data["knocked"] == "Ana" and g.state.heroes["Ana"].pos == board.parse("a3")


@pytest.mark.rule("VS-BULKY-06")
def test_a_pulled_bulky_model_comes_nearer_by_its_nearest_square():
    # Ana at h4 hooks the brute at j2 (nearest square j3, two off): pulled west its block i2-j3 is
    # one off, though its anchor is no nearer; a second square west would bring it no nearer: lost
    g, eid = brute_at(1, "j2", Ana="h4")
    g.state.heroes["Ana"].deck.append("hook")
    to_turn(g, "Ana", {"Ana": ["hook"]})
    rig(g, STD_2, POW_1)  # one wound: the brute stands
    g.apply("Ana", f"major hook {eid}")
    pulls = {c.data["direction"]: c.data for c in g.legal_commands("Ana") if c.verb == "pull"}
    assert pulls["w"]["square"] == list(board.parse("i2")) and pulls["w"]["squares"] == 1
    g.apply("Ana", "pull w")
    assert set(g.state.enemies[eid].squares) == squares("i2", "j2", "i3", "j3")
    g.check_invariants()



@pytest.mark.rule("VS-BULKY-06")
def test_a_bulky_model_beside_its_target_attacks_from_where_it_stands():
    # Ana at c3 is beside c2, a square of the block c1-d2 (the anchor c1 is two off): no step needed
    g, eid = brute_at(1, "c1", Ana="c3")
    set_ai(g, "brute", "lunge_near")
    g.state.groups["brute"].acts_at = 20
    rig(g, STD_1)
    commit(g, {})
    assert g.state.enemies[eid].pos == board.parse("c1") and g.state.heroes["Ana"].pos == board.parse("c3")
    assert not [ev for ev in events(g, "move") if ev.data.get("enemy") == eid]
    assert [ev for ev in events(g, "defend") if ev.data.get("enemy") == eid]


@pytest.mark.rule("VS-BULKY-04")
@pytest.mark.rule("VS-AI-13")
def test_a_bulky_model_walled_off_from_its_target_goes_round_without_shouldering_it_aside():
    # Ana at e1 is beside d1 of the block c1-d2, but a wall runs between d1 and e1: no sight, so the
    # brute must move. e2 (block e2-f3) sees her from f2; of the two equally short ways there, over
    # d1 (its block covers e1: Ana would be shoved off to f1) and over d2, it takes the one round her
    g, eid = brute_at(1, "c1", Ana="e1")
    set_ai(g, "brute", "lunge_near")
    g.state.groups["brute"].acts_at = 20
    assert not g.grid().sees(block(board.parse("c1")), board.parse("e1"))
    rig(g, STD_1)
    commit(g, {})
    assert g.state.enemies[eid].pos == board.parse("e2") and g.state.heroes["Ana"].pos == board.parse("e1")
    assert not [ev for ev in events(g, "move") if ev.rule == "VS-BULKY-04"]
    assert [ev for ev in events(g, "defend") if ev.data.get("enemy") == eid]


@pytest.mark.rule("VS-BULKY-06")
def test_a_bulky_model_counts_closest_from_its_nearest_square_when_it_picks_a_target():
    # from the anchor c1 both are two steps away (a tie for the party); from the block's d2, Ana at
    # d3 is one step and Bo at a1 still two: the brute goes for Ana without asking
    g, eid = brute_at(2, "c1", Ana="d3", Bo="a1")
    set_ai(g, "brute", "lunge_near")  # closest first
    g.state.groups["brute"].acts_at = 20
    rig(g, STD_1)
    commit(g, {})
    assert not [q for q in g.events if q.rule == "VS-AI-05"]
    assert g.decision().rule != "VS-AI-05"
    assert g.state.enemies[eid].target == "Ana"

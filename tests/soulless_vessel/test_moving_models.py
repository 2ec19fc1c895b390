"""Movement actions and what rides on them (Nimble, Slippery), attacks of opportunity, line of
sight through models, and how enemies move: Cripple, a way sealed off, AI-card bonuses."""

from __future__ import annotations

import pytest

from hjourney_tui.games.soulless_vessel import board
from tests.soulless_vessel.helpers import (
    CUR_M1,
    STD_2,
    STD_CRIT,
    commit,
    events,
    foes,
    new,
    open_board,
    put,
    rig,
    set_ai,
    to_turn,
)


def costs(g, seat: str = "Ana") -> dict[str, int]:
    return {c.data["square"] and board.name(tuple(c.data["square"])): c.data["cost"]
            for c in g.legal_commands(seat) if c.verb == "move"}


def dart_turn(at: str = "o4"):
    g = new(1)
    open_board(g)
    put(g, "Ana", at)
    g.state.heroes["Ana"].deck.append("dart")
    [eid] = foes(g, "gnawer", "a1")
    set_ai(g, "gnawer", "hold_grudge")
    g.state.groups["gnawer"].acts_at = -5
    to_turn(g, "Ana", {"Ana": ["dart", "sidestep"]})
    return g


@pytest.mark.rule("VS-TERR-08")
@pytest.mark.rule("VS-MOVE-01")
def test_nimble_from_a_move_card_lasts_for_that_movement_action_only():
    g = dart_turn()
    assert costs(g)["o5"] == 2 and costs(g)["p6"] == 3  # the default movement: o5, p5 are difficult
    g.apply("Ana", "major dart")  # Move 3, Nimble: a new movement action
    assert g.state.heroes["Ana"].mp == 3 and costs(g)["o5"] == 1 and costs(g)["p6"] == 2
    g.apply("Ana", "major sidestep")  # Move 3 again, without Nimble
    assert costs(g)["o5"] == 2 and costs(g)["p6"] == 3


@pytest.mark.rule("VS-AOO-10")
def test_a_slippery_movement_action_makes_no_attack_of_opportunity_check():
    for card, checked in (("minor dart", False), ("major sidestep", True)):
        g = new(1)
        open_board(g)
        put(g, "Ana", "m5")
        g.state.heroes["Ana"].deck.append("dart")
        foes(g, "gnawer", "l5")
        set_ai(g, "gnawer", "hold_grudge")
        g.state.groups["gnawer"].acts_at = -5
        to_turn(g, "Ana", {"Ana": ["dart", "sidestep"]})
        g.apply("Ana", card)
        rig(g, CUR_M1, STD_2)
        g.apply("Ana", "move n4")
        assert bool(events(g, "aoo")) == checked


@pytest.mark.rule("VS-AOO-08")
def test_an_attack_of_opportunity_is_defended_like_any_enemy_attack():
    g = new(1)
    open_board(g)
    put(g, "Ana", "m5")
    ana = g.state.heroes["Ana"]
    ana.deck.append("dart")
    ana.effects["brace"] = 2  # guarding: a Blessing Die in defence
    foes(g, "gnawer", "l5")
    set_ai(g, "gnawer", "hold_grudge")
    g.state.groups["gnawer"].acts_at = -5
    to_turn(g, "Ana", {"Ana": ["sidestep"]})
    rig(g, CUR_M1, STD_CRIT, 0)
    g.apply("Ana", "move n4")
    hit = events(g, "defend")[-1].data
    assert [d for d, _ in hit["roll"]["faces"]] == ["standard", "blessing"]
    assert hit["scratches"] == 0 and ana.scratches == 0  # the Critical cancels it


@pytest.mark.rule("VS-LOS-07")
def test_models_never_block_line_of_sight():
    g = new(2)
    open_board(g)
    put(g, "Ana", "h4")
    put(g, "Bo", "j4")  # Bo's sling reaches 3: Ana stands between him and the gnawer
    [near] = foes(g, "gnawer", "g4")
    set_ai(g, "gnawer", "hold_grudge")
    g.state.groups["gnawer"].acts_at = -5
    to_turn(g, "Bo", {"Bo": ["lunge"]})
    assert f"major lunge {near}" in [c.text for c in g.legal_commands("Bo")]


@pytest.mark.rule("VS-STATUS-12")
def test_two_cripple_tokens_slow_an_enemy_no_more_than_one():
    ends = []
    for tokens in (1, 2):
        g = new(1)
        open_board(g)
        put(g, "Ana", "a1")
        [eid] = foes(g, "gnawer", "s4")  # speed 4: crippled, 2 squares
        set_ai(g, "gnawer", "hold_grudge")
        g.state.enemies[eid].tokens = {"cripple": tokens}
        commit(g, {})
        ends.append(board.name(g.state.enemies[eid].pos))
    assert ends == ["q4", "q4"]


@pytest.mark.rule("VS-EDGE-14")
def test_an_enemy_sealed_off_from_every_hero_stays_where_it_is():
    g = new(1)
    open_board(g)
    g.state.board.open_doors = []  # every door shut again: the gatehouse is cut off from the hall
    g.map_changed()
    put(g, "Ana", "d3")
    [eid] = foes(g, "gnawer", "h3")
    set_ai(g, "gnawer", "hold_grudge")
    commit(g, {})
    assert board.name(g.state.enemies[eid].pos) == "h3" and not events(g, "move")


@pytest.mark.rule("VS-AI-18")
def test_an_ai_cards_bonuses_hold_for_every_model_of_the_group():
    g = new(1)
    open_board(g)
    put(g, "Ana", "a1")
    a, b = foes(g, "gnawer", "s4", "s6")
    set_ai(g, "gnawer", "rush")  # speed +1
    assert g.view("Ana")["groups"]["gnawer"]["speed"] == 5
    commit(g, {})
    moved = {e.data["enemy"]: board.name(tuple(e.data["to"])) for e in events(g, "move")}
    assert moved == {a: "n4", b: "o4"}  # five points each

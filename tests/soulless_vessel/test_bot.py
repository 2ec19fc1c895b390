"""The heuristic bot's habits that keep games from stalling (it reads data only)."""

from __future__ import annotations

from hjourney_tui.core.grid import distance
from hjourney_tui.games.soulless_vessel.bots import HeuristicBot
from hjourney_tui.games.soulless_vessel.rules.damage import vessel_dies
from tests.soulless_vessel.helpers import foes, new, open_board, put, set_ai, to_turn


def test_a_vesselless_soul_steps_away_from_the_enemies_so_it_walls_nobody_off():
    g = new(2)
    open_board(g)
    put(g, "Ana", "o4")
    put(g, "Bo", "c3")
    [eid] = foes(g, "husk", "p4")
    set_ai(g, "husk", "hold_grudge")
    g.state.groups["husk"].acts_at = 0
    vessel_dies(g, g.state.heroes["Ana"])
    to_turn(g, "Ana")
    legal = g.legal_commands("Ana")
    choice = HeuristicBot(1).choose(g.view("Ana"), legal)
    [picked] = [c for c in legal if c.text == choice]
    assert picked.verb == "move"
    to = tuple(picked.data["square"])
    assert distance(to, g.state.enemies[eid].pos) > distance(g.state.heroes["Ana"].pos, g.state.enemies[eid].pos)


def test_the_bot_summons_with_enemies_about_and_sends_its_minion_at_them():
    g = new(1)
    open_board(g)
    put(g, "Ana", "d3")
    g.state.heroes["Ana"].deck = ["whistle", "mend"]
    [eid] = foes(g, "husk", "h3")
    set_ai(g, "husk", "hold_grudge")
    g.state.groups["husk"].acts_at = -5
    bot = HeuristicBot(1)
    for _ in range(3):  # placement: the summon first
        legal = g.legal_commands("Ana")
        if not legal or g.decision().kind != "simultaneous":
            break
        g.apply("Ana", bot.choose(g.view("Ana"), legal))
    assert "whistle" in g.state.heroes["Ana"].placed
    for _ in range(20):
        if g.decision().kind == "minion" or not g.legal_commands("Ana"):
            break
        g.apply("Ana", bot.choose(g.view("Ana"), g.legal_commands("Ana")))
    assert g.decision().kind == "minion"
    [mid] = g.state.minions
    assert g.state.minions[mid].pos == (4, 2)  # it appeared at e3, the free square nearest the husk
    start = distance(g.state.minions[mid].pos, g.state.enemies[eid].pos)
    g.apply("Ana", bot.choose(g.view("Ana"), g.legal_commands("Ana")))
    assert distance(g.state.minions[mid].pos, g.state.enemies[eid].pos) < start  # and closes in


def test_an_improvised_weapon_is_flagged_in_the_data_and_the_bot_closes_in_rather_than_throw_a_rock():
    """The bot knows bare hands and a rock by the option's `improvised` flag, not by their ids."""
    import dataclasses

    g = new(1)
    open_board(g)
    put(g, "Ana", "d3")
    [eid] = foes(g, "husk", "g3")  # out of the cudgel's reach, in a rock's
    set_ai(g, "husk", "hold_grudge")
    g.state.groups["husk"].acts_at = -5
    to_turn(g, "Ana", {"Ana": ["lunge"]})
    legal = g.legal_commands("Ana")
    [rock] = [c for c in legal if c.verb == "major"]
    assert rock.data["improvised"] is True
    renamed = [dataclasses.replace(c, data={**c.data, "weapon": "thrown_stone"}) if c is rock else c for c in legal]
    choice = HeuristicBot(1).choose(g.view("Ana"), renamed)
    [picked] = [c for c in renamed if c.text == choice]
    assert picked.verb == "move"
    assert distance(tuple(picked.data["square"]), g.state.enemies[eid].pos) < 3


def _attack_picked(g, seat: str = "Ana") -> str:
    legal = g.legal_commands(seat)
    choice = HeuristicBot(1).choose(g.view(seat), legal)
    [picked] = [c for c in legal if c.text == choice]
    assert picked.verb == "major"
    return picked.data["target"]


def test_focus_fire_an_attack_likely_to_fell_goes_to_the_hardest_hitter_of_those_it_can_fell():
    g = new(2)
    open_board(g)
    put(g, "Ana", "d3")
    put(g, "Bo", "s1")
    [gnawer] = foes(g, "gnawer", "c3")  # one wound fells it; it hits for 2
    [husk] = foes(g, "husk", "e3")  # one wound left; it hits for 3
    g.state.enemies[husk].wounds = 1
    for kind in ("gnawer", "husk"):
        set_ai(g, kind, "hold_grudge")
        g.state.groups[kind].acts_at = -5
    to_turn(g, "Ana", {"Ana": ["lunge"]})
    view = g.view("Ana")
    assert view["enemies"][husk]["attack"] > view["enemies"][gnawer]["attack"]
    assert _attack_picked(g) == husk


def test_focus_fire_joins_the_enemy_the_party_can_finish_this_round_over_one_merely_nearer_death():
    """husk1 is nearer death (2 wounds left) but Ana alone is unlikely to fell it; husk2 (3 left) is
    next to the three heroes yet to act with attacks placed: together they can finish it."""
    g = new(4)
    open_board(g)
    put(g, "Ana", "d3")
    for seat, sq in (("Bo", "f2"), ("Cy", "f3"), ("Di", "f4")):
        put(g, seat, sq)
    near_death, finishable = foes(g, "husk", "c3", "e3")
    g.state.enemies[near_death].wounds = 1
    set_ai(g, "husk", "hold_grudge")
    g.state.groups["husk"].acts_at = -5
    to_turn(g, "Ana", {"Ana": ["lunge"], "Bo": ["cleave"], "Cy": ["lunge"], "Di": ["cleave"]})
    view = g.view("Ana")
    assert [view["groups"]["husk"]["max_wounds"] - view["enemies"][e]["wounds"] for e in (near_death, finishable)] == [2, 3]
    assert all(not view["heroes"][s]["acted"] for s in ("Bo", "Cy", "Di"))
    assert _attack_picked(g) == finishable


def _placed_by_bot(g, seat: str = "Ana") -> list[str]:
    bot = HeuristicBot(1)
    for _ in range(3):
        legal = g.legal_commands(seat)
        if not legal or g.decision().kind != "simultaneous" or seat not in g.decision().seats:
            break
        g.apply(seat, bot.choose(g.view(seat), legal))
    return list(g.state.heroes[seat].placed)


def test_the_bot_places_a_guard_beside_its_attack_when_an_enemy_can_reach_it_hurt_this_round():
    """Brace (a guard on the hero itself, data `whom` = self) goes in the second slot when a husk
    can walk up and strike the hurt hero this round; with the husk far off, or the hero unhurt, it
    stays in hand."""
    for square, scratches, guards in (("f3", 1, True), ("s5", 1, False), ("f3", 0, False)):
        g = new(1)
        open_board(g)
        put(g, "Ana", "c3")
        g.state.heroes["Ana"].scratches = scratches
        g.state.heroes["Ana"].deck.remove("mend")  # a heal would vie with the guard for the hurt hero's slot
        foes(g, "husk", square)
        set_ai(g, "husk", "hold_grudge")
        view = g.view("Ana")
        assert next(c for c in view["heroes"]["Ana"]["hand"] if c["id"] == "brace")["whom"] == "self"
        placed = _placed_by_bot(g)
        assert ("brace" in placed) is guards, (square, placed)
        assert any(c in placed for c in ("lunge", "cleave"))


def test_the_bot_holds_back_rather_than_walk_alone_up_to_a_crowd_of_enemies():
    """Two husks stand out of Ana's reach this turn: alone she holds back instead of stepping up
    to them (the doorway is where they come to her one by one); with Bo at her side she goes."""
    for bo, goes in (("s1", False), ("c4", True)):
        g = new(2)
        open_board(g)
        put(g, "Ana", "c3")
        put(g, "Bo", bo)
        husks = foes(g, "husk", "i3", "i4")
        set_ai(g, "husk", "hold_grudge")
        g.state.groups["husk"].acts_at = -5
        to_turn(g, "Ana", {"Ana": ["lunge"]})
        legal = g.legal_commands("Ana")
        assert not [c for c in legal if c.verb == "major" and c.enabled and not c.data.get("improvised")]
        choice = HeuristicBot(1).choose(g.view("Ana"), legal)
        [picked] = [c for c in legal if c.text == choice]
        before = min(distance(g.state.heroes["Ana"].pos, g.state.enemies[e].pos) for e in husks)
        closer = picked.verb == "move" and min(
            distance(tuple(picked.data["square"]), g.state.enemies[e].pos) for e in husks) < before
        assert closer is goes, (bo, choice)

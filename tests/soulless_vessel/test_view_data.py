"""What the screens show that takes a rule to work out comes in the view, from the engine's own rule
functions: sight and reach, walks with their paths and costs, the blast's squares for each aim,
the initiative track in acting order, the perks in force on a hero's body."""

from __future__ import annotations

import copy

from hjourney_tui.core.grid import distance
from hjourney_tui.games.soulless_vessel.rules import area
from hjourney_tui.games.soulless_vessel.rules.initiative import next_up
from hjourney_tui.games.soulless_vessel.rules.movement import CRIPPLED
from tests.soulless_vessel.campaign_helpers import hero, quest, record
from tests.soulless_vessel.helpers import foes, new, open_board, put, set_ai, to_turn
from tests.soulless_vessel.test_area import caster


def test_a_crippled_heros_walks_cost_two_a_square_and_the_move_takes_what_the_view_says():
    g = new(1)
    open_board(g)
    to_turn(g, "Ana")
    ana = g.state.heroes["Ana"]
    ana.statuses["cripple"] = 2
    ana.mp = 4
    g._legal_cache = None
    aim = g.view("Ana")["aim"]
    assert aim["model"] == "Ana" and aim["pos"] == list(ana.pos)
    walks = {tuple(w["square"]): w for w in aim["walks"]}
    moves = {tuple(c.data["square"]): c for c in g.legal_commands("Ana") if c.verb == "move"}
    assert walks and set(walks) == set(moves)
    for s, w in walks.items():
        path = [tuple(p) for p in w["path"]]
        assert path[0] == ana.pos and path[-1] == s
        assert g.grid().path_cost(path, CRIPPLED) == w["cost"] == moves[s].data["cost"]
    far = max(walks.values(), key=lambda w: w["cost"])
    g.apply("Ana", moves[tuple(far["square"])].text)
    assert ana.mp == 4 - far["cost"]


def test_sight_and_reach_are_the_squares_the_attack_rule_allows():
    g = new(1)
    open_board(g)
    to_turn(g, "Ana")
    ana = g.state.heroes["Ana"]
    aim = g.view("Ana")["aim"]
    sight = {(x, y): d for x, y, d in aim["sight"]}
    grid = g.grid()
    for s in grid.squares():
        if s != ana.pos:
            assert (s in sight) == grid.sees(ana.pos, s)
    assert all(d == distance(ana.pos, s) for s, d in sight.items())
    assert {tuple(s) for s in aim["in_reach"]} == {s for s, d in sight.items() if d <= aim["reach"]}


def test_the_blast_aims_in_the_view_hit_what_the_spell_hits_and_only_a_blast_owner_gets_them():
    g, _ = caster("scorch")
    bo = g.state.heroes["Bo"]
    blast = g.view("Bo")["aim"]["blast"]
    assert blast["from"] == list(bo.pos) and blast["within"] == area.AIM_REACH
    for x, y, i in blast["aims"]:
        assert {tuple(s) for s in blast["hits"][i]} == set(area.blast(g, bo.pos, (x, y)))
    for c in g.legal_commands("Bo"):  # each command's squares are those of its aim square
        if c.data.get("area") == "blast":
            i = next(i for x, y, i in blast["aims"] if [x, y] == c.data["square"])
            assert sorted(blast["hits"][i]) == c.data["hits"]
    assert g.view("Ana")["aim"]["blast"] is None  # Ana owns no blast spell


def test_the_track_lists_everyone_in_the_order_next_up_gives_the_turns():
    g = new(2)
    open_board(g)
    put(g, "Bo", "c3")
    foes(g, "husk", "e3")
    set_ai(g, "husk", "hold_grudge")
    to_turn(g, "Ana")
    st = g.state
    st.heroes["Bo"].initiative = st.groups["husk"].acts_at  # a tie: the hero goes before the group
    order = [e["id"] for e in g.view("Ana")["track"]]
    sim = copy.deepcopy(st)
    for x in (*sim.heroes.values(), *sim.groups.values(), *sim.minions.values()):
        x.acted = False
    want = []
    while (up := next_up(sim)) is not None:
        kind, who = up
        for w in who:
            want.append(w)
            (sim.heroes if kind == "heroes" else sim.minions if kind == "minion" else sim.groups)[w].acted = True
    assert order == want
    track = g.view("Ana")["track"]
    assert [e["id"] for e in track if e["now"]] == ["Ana"]  # whose turn it is


def test_the_hero_view_names_the_perks_on_the_body_basic_first():
    rec = record()
    rec["heroes"]["Ana"] = hero("Ana", vessel="salt_miner", unlocks={"salt_miner": ["iron_gut"]})
    g = quest(rec)
    cards = g.view("Ana")["heroes"]["Ana"]["perk_cards"]
    assert [(p["id"], p["column"]) for p in cards] == [("basic", 1), ("iron_gut", 2)]
    assert cards[0]["name"] == "Heavy Arm" and cards[1]["name"] == "Iron Gut"
    assert all(p["effects"] for p in cards)


def test_each_heros_item_board_is_in_every_seats_view_with_wear_runes_and_the_cards():
    """Items are public: every seat's view carries each hero's items by slot (hand, worn, backpack),
    with the Wear tokens, durability, the rune on it, and the cards in full for a screen to show."""
    rec = record()
    rec["heroes"]["Ana"]["items"] = [{"id": "t1_sword", "slot": "hand", "wear": 2, "rune": "rune_edge"},
                                     {"id": "t1_jerkin", "slot": "backpack", "wear": 0, "rune": ""}]
    g = quest(rec)
    for seat in ("Ana", "Bo"):
        items = g.view(seat)["heroes"]["Ana"]["items"]
        assert [(i["id"], i["slot"], i["wear"], i["rune"]) for i in items] == \
            [("t1_sword", "hand", 2, "rune_edge"), ("t1_jerkin", "backpack", 0, None)]
        sword = items[0]
        ref = g.full.items["t1_sword"]
        assert sword["name"] == ref.name and sword["durability"] == ref.durability > 0
        assert sword["card"]["effects"] == [str(e) for e in ref.effects]
        assert sword["rune_name"] == g.full.items["rune_edge"].name
        assert sword["rune_card"]["effects"] == [str(e) for e in g.full.items["rune_edge"].effects]
    g.party.heroes["Ana"].items[0].wear = 3  # a later Wear token shows at once
    assert g.view("Bo")["heroes"]["Ana"]["items"][0]["wear"] == 3

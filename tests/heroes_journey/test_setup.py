"""Setup: secret bids, the turn order, site 1, starting parties, the shuffle and cut, the deal."""

from __future__ import annotations

import pytest

from hjourney_tui.core.game import Refused

from .helpers import bid_all, do, finish_setup, legal, make, new_game, pick_places, waiting


@pytest.mark.rule("HJ-SETUP-03")
def test_bids_are_whole_numbers_from_zero():
    game = make(2)
    opts = legal(game, "Ana")
    assert "bid 0" in opts and not any(o.startswith("bid -") for o in opts)
    with pytest.raises(Refused):
        do(game, "Ana", "bid -1")
    with pytest.raises(Refused):
        do(game, "Ana", "bid 1.5")
    do(game, "Ana", "bid 0")


@pytest.mark.rule("HJ-SETUP-04")
def test_no_bid_shows_until_all_are_in():
    game = make(2)
    events = do(game, "Ana", "bid 3")
    assert all(e.private_to == ("Ana",) for e in events if "3" in e.text)
    assert game.view("Ben")["players"]["Ana"]["bid"] is None
    assert game.view("Ben")["pending"]["commits"]["Ana"] == {"commits": 1, "done": True}
    assert game.view("Ana")["pending"]["commits"]["Ana"]["commits"] == ["bid 3"]
    do(game, "Ben", "bid 1")
    assert game.view("Ben")["players"]["Ana"]["bid"] == 3
    assert any(e.text.startswith("bids revealed") and e.private_to is None for e in game.events)


@pytest.mark.rule("HJ-SETUP-05")
def test_the_highest_bidder_picks_a_place_first_then_the_next():
    game = make(3)
    bid_all(game, {"Ana": 0, "Ben": 2, "Cy": 1})
    assert waiting(game) == "Ben"
    do(game, "Ben", "pick 2")
    assert waiting(game) == "Cy"
    assert legal(game, "Cy") == ["pick 1", "pick 3"]
    do(game, "Cy", "pick 3")
    assert game.state.positions == {"Ben": 2, "Cy": 3, "Ana": 1}


@pytest.mark.rule("HJ-SETUP-06", "HJ-EDGE-25")
def test_tied_bids_are_settled_by_a_seeded_draw():
    firsts = set()
    for seed in range(1, 12):
        game = make(3, seed=seed)
        bid_all(game)
        firsts.add(waiting(game))
        again = make(3, seed=seed)
        bid_all(again)
        assert waiting(again) == waiting(game)
    assert len(firsts) > 1  # the draw is not always the same seat
    game = make(3, seed=2)
    bid_all(game, {"Ana": 0, "Ben": 0, "Cy": 1})
    assert waiting(game) == "Cy"  # an untied bidder keeps its place


@pytest.mark.rule("HJ-SETUP-07", "HJ-TURN-03")
def test_place_one_goes_first_and_turns_follow_the_places():
    game = make(3)
    bid_all(game, {"Ana": 2, "Ben": 1, "Cy": 0})
    do(game, "Ana", "pick 3")
    do(game, "Ben", "pick 1")
    finish_setup(game)
    assert game.turns.seats == ["Ben", "Cy", "Ana"]
    assert game.turns.first == "Ben" and game.state.turn.campaign == "Ben"
    assert game.turns.next_after("Ben") == "Cy" and game.turns.next_after("Cy") == "Ana"


@pytest.mark.rule("HJ-SETUP-08", "HJ-SETUP-14")
def test_each_bid_becomes_burdens_in_the_bidders_pool():
    game = new_game(2, bids={"Ana": 2, "Ben": 1})
    assert game.state.players["Ana"].burdens == 2 and game.state.players["Ben"].burdens == 1
    p = game.state.players["Ana"]
    assert [c.card_id for c in p.party.cards][0] == "tip"
    assert [c.card_id for c in p.quest.cards] == ["lost_princess"]


@pytest.mark.rule("HJ-SETUP-09", "HJ-WIN-05")
def test_a_bid_as_high_as_the_heros_resistance_loses_in_setup():
    game = new_game(2, bids={"Ana": 6, "Ben": 0})  # Tip has resistance 6
    assert game.outcome() is not None and game.outcome().winners == ["Ben"]
    assert "Ana" in game.state.losers
    game = new_game(2, bids={"Ana": 5, "Ben": 0})
    assert game.outcome() is None and game.state.players["Ana"].burdens == 5


@pytest.mark.rule("HJ-SETUP-11")
def test_the_first_player_places_a_region_one_site_as_site_one():
    game = make(2)
    bid_all(game)
    pick_places(game)
    opts = legal(game, "Ana")
    assert len(opts) == 3
    st = game.state
    assert all(st.data(o.split()[1])["region"] == 1 for o in opts)
    deep = next(c.uid for c in st.players["Ana"].atlas.cards if c.card_id == "poppy_field")
    with pytest.raises(Refused):
        do(game, "Ana", f"site {deep}")
    do(game, "Ana", opts[0])
    assert st.path[1] == opts[0].split()[1]


@pytest.mark.rule("HJ-SETUP-12", "HJ-SETUP-18", "HJ-SETUP-25", "HJ-SETUP-26")
def test_after_setup_markers_are_on_site_one_pool_empty_hands_of_eight():
    game = new_game(3)
    st = game.state
    assert all(p.site == 1 for p in st.players.values())
    assert st.pool == 0 and not st.initiative
    assert all(len(p.hand) == 8 for p in st.players.values())
    assert st.turn.campaign == "Ana" and st.turn.phase == "campaign"


@pytest.mark.rule("HJ-SETUP-13", "HJ-SETUP-02")
def test_setup_runs_in_order_and_parties_come_in_turn_order():
    game = new_game(3)
    log = [e.text for e in game.events]

    def at(prefix: str) -> int:
        return next(i for i, t in enumerate(log) if t.startswith(prefix))

    heroes = [i for i, t in enumerate(log) if " reveals the Hero " in t]
    assert [log[i].split()[0] for i in heroes] == ["Ana", "Ben", "Cy"]
    assert at("bids revealed") < at("each player sets their atlas") < at("Ana places") \
        < at("every marker") < heroes[0] < at("Ana draws") < at("setup is over")


@pytest.mark.rule("HJ-SETUP-16")
def test_only_companions_join_the_starting_party():
    game = make(2)
    bid_all(game)
    pick_places(game)
    do(game, "Ana", legal(game, "Ana")[0])
    st = game.state
    opts = [o for o in legal(game, "Ana") if o.startswith("add ")]
    assert opts and all(st.data(o.split()[1])["type"] == "companion" for o in opts)
    glinda = next(c.uid for c in st.players["Ana"].book.cards if c.card_id == "glinda")
    with pytest.raises(Refused):
        do(game, "Ana", f"add {glinda}")


@pytest.mark.rule("HJ-SETUP-17")
def test_starting_companions_cost_four_at_most():
    game = make(2)
    bid_all(game)
    pick_places(game)
    do(game, "Ana", legal(game, "Ana")[0])
    st = game.state
    jack = next(o for o in legal(game, "Ana") if o.startswith("add ") and st.card(o.split()[1]).card_id
                == "jack_pumpkinhead")
    do(game, "Ana", jack)  # Tip 2 + Jack 1 = 3: only a companion costing 1 still fits
    offered = {st.card(o.split()[1]).card_id for o in legal(game, "Ana") if o.startswith("add ")}
    # the companions of cost 1, and the Gump, whose cost of 2 Jack lowers by 1 (HJ-SETUP-19)
    assert offered == {"woggle_bug", "bungle", "shaggy_man", "the_gump"}
    saw = next(c.uid for c in st.players["Ana"].book.cards if c.card_id == "saw_horse")
    with pytest.raises(Refused):
        do(game, "Ana", f"add {saw}")


@pytest.mark.rule("HJ-SETUP-20")
def test_a_to_play_cost_is_paid_by_a_starting_companion():
    game = new_game(2, adds={"Ana": ["woggle_bug"]})
    assert any(c.card_id == "woggle_bug" for c in game.state.players["Ana"].party.cards)
    assert game.state.players["Ana"].burdens == 1


@pytest.mark.rule("HJ-SETUP-24")
def test_the_player_on_the_right_may_cut_the_book():
    game = make(3)
    bid_all(game)
    pick_places(game)
    while game.decision().rule != "HJ-SETUP-24":
        seat = waiting(game)
        do(game, seat, "done" if "done" in legal(game, seat) else legal(game, seat)[0])
    assert waiting(game) == "Cy"  # Ana's book: Cy sits on her right
    book = game.state.players["Ana"].book
    before = [c.uid for c in book.cards]
    do(game, "Cy", "cut 10")
    assert [c.uid for c in book.cards] == before[10:] + before[:10]
    assert waiting(game) == "Ana"  # Ben's book: Ana is on his right
    do(game, "Ana", "pass")

"""What each seat sees: its own hand only, face-down cards as nothing but face-down, and saves replay."""

from __future__ import annotations

import json

from hjourney_tui.core.game import Seat
from hjourney_tui.core.session import Session
from hjourney_tui.registry import game_info

from .helpers import new, put, step


def test_a_seat_sees_its_own_hand_and_only_the_size_of_the_others():
    g = new(2)
    v = g.view("A")
    mine = v["players"]["A"]["hand"]
    assert [c["card"] for c in mine] == [c.card_id for c in g.state.players["A"].hand.cards]
    assert all(c["name"] and "cost" in c for c in mine)
    assert v["players"]["B"]["hand"] == 6
    assert isinstance(g.view("B")["players"]["B"]["hand"], list)
    assert g.view(None)["players"]["A"]["hand"] == 6


def test_hidden_cards_never_show_in_a_view():
    g = new(2, seed=5)
    st = g.state
    hidden = {str(c.uid) for c in (*st.encounter.deck.cards, *[c for p in st.players.values() for c in p.deck.cards],
                                   *st.players["B"].hand.cards)}
    text = json.dumps(g.view("A"), default=str)
    assert not any(f'"{u}"' in text for u in hidden)
    assert all(c.card_id not in text for c in st.players["B"].hand.cards
               if c.card_id not in {x.card_id for x in st.players["A"].hand.cards})


def test_the_event_log_keeps_draws_private():
    g = new(2)
    draw = next(e for e in g.events if e.kind == "draw" and e.seat == "A")
    assert draw.private_to == ("A",) and "draws a card" in draw.public_text


def test_a_saved_game_replays_to_the_same_state():
    info = game_info("lotr_lcg")
    s = Session.new(info, [Seat("A", "random"), Seat("B", "random")], "coop", 9, {"first_player": 1})
    for _ in range(60):
        if s.outcome() is not None:
            break
        cmd = s.game.legal_commands()[0]
        s.apply(cmd.seat, cmd.text)
    again = Session.new(info, [Seat("A", "random"), Seat("B", "random")], "coop", 9, {"first_player": 1})
    again.apply_all((e.seat, e.command) for e in s.log)
    assert again.game.digest() == s.game.digest()


def test_commands_name_cards_by_opaque_ids_that_differ_between_games():
    a, b = new(1, seed=1), new(1, seed=2)
    step(a)
    step(b)
    assert {c.uid for c in a.state.players["A"].heroes.cards} != {c.uid for c in b.state.players["A"].heroes.cards}


def test_cards_in_play_show_their_keywords_and_sphere():
    g = new(1)
    heroes = {h["card"]: h for h in g.view("A")["players"]["A"]["heroes"]}
    assert heroes["hrothmar"]["keywords"] == {"sentinel": 1} and "keywords" not in heroes["bregan"]
    assert heroes["hrothmar"]["sphere"] == "tactics"
    put(g, "bog_skirmisher", g.state.encounter.staging)
    skirmisher = next(c for c in g.view("A")["staging"] if c["card"] == "bog_skirmisher")
    assert skirmisher["keywords"] == {"archery": 1}

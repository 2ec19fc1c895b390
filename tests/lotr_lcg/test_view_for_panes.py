"""The keys the LCG's panes read beyond the table itself: each card's printed data, what modifies a
card now, and a hand kept to its owner when several players share the game."""

from __future__ import annotations

from hjourney_tui.core.modifiers import Modifier

from .helpers import at_prompt, new


def test_printed_cards_cover_the_cards_on_view_and_no_others():
    g = new(2, seed=3)
    at_prompt(g, "commit characters")
    v = g.view("A")
    st = g.state
    mine = {c.card_id for c in st.players["A"].hand.cards}
    theirs = {c.card_id for c in st.players["B"].hand.cards} - mine
    in_play = {c.card_id for p in st.players.values() for c in p.heroes.cards}
    assert mine | in_play <= set(v["cards"])
    assert not theirs & set(v["cards"]) - in_play
    assert v["cards"]["bregan"]["name"] == "Bregan of the Ford" and "willpower" in v["cards"]["bregan"]


def test_a_card_view_lists_the_modifiers_in_force_with_their_source():
    g = new(1, seed=3)
    hero, other = g.state.players["A"].heroes.cards[:2]
    g.modifiers.add(Modifier(str(hero.uid), "attack", 2, until="phase", source=str(other.uid)))
    seen = g.view("A")["players"]["A"]["heroes"][0]
    assert seen["modifiers"] == [{"what": "attack", "amount": 2, "kind": "add", "until": "phase",
                                  "source": g.state.name(other)}]
    assert seen["attack"] == g.printed(str(hero.uid), "attack") + 2


def test_commands_are_hidden_from_the_other_players_only_when_there_are_several():
    assert new(2).hides_commands() and not new(1).hides_commands()

"""Things a player met while playing: each is pinned by a test."""

from __future__ import annotations

from .helpers import hand, legal, new, prompt, to_planning, uid


def test_the_attach_list_names_whose_character_each_target_is_when_several_players_could_take_it():
    g = new(2)
    to_planning(g)
    (blade,) = hand(g, "A", "keen_blade")
    for h in g.state.players["A"].heroes.cards:
        h.tokens["resources"] = 1
    g._legal_cache = None
    g.apply("A", f"play {uid(blade)}")
    assert "attach" in prompt(g)
    options = {o.text: o for o in g.legal_commands("A")}
    for seat in ("A", "B"):
        for h in g.state.players[seat].heroes.cards:
            o = options[f"attach {uid(h)}"]
            assert o.data["controller"] == seat and o.description.endswith(f"({seat})")
    g1 = new(1)
    to_planning(g1)
    (blade,) = hand(g1, "A", "keen_blade")
    g1.state.players["A"].heroes.cards[0].tokens["resources"] = 1
    g1._legal_cache = None
    g1.apply("A", f"play {uid(blade)}")
    assert not any(o.description.endswith("(A)") for o in g1.legal_commands("A"))  # alone: nothing to tell apart
    assert legal(g1, "A")


def test_window_questions_do_not_start_with_the_seat_name_the_decision_names_who_is_asked():
    from .helpers import at_prompt

    g = new(2)
    at_prompt(g, "action window")
    d = g.decision()
    assert d.prompt.startswith("action window") and d.seats
    for s in g.state.players:
        assert not d.prompt.startswith(f"{s}:")

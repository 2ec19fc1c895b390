"""Things a player met while playing: each is pinned by a test."""

from __future__ import annotations

from .helpers import (
    at_prompt,
    commit_all,
    finish_planning,
    hand,
    legal,
    new,
    prompt,
    run_until,
    stack,
    to_planning,
    uid,
)


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
    g = new(2)
    at_prompt(g, "action window")
    d = g.decision()
    assert d.prompt.startswith("action window") and d.seats
    for s in g.state.players:
        assert not d.prompt.startswith(f"{s}:")


def test_guarded_clues_do_not_ask_which_forced_effect_comes_first():
    g = new(1, scenario="sunken_archive")
    st = g.state
    to_planning(g)
    stack(g, "torn_ledger", "cipher_stone", "stony_ridge", "hill_brigand")  # each Clue drew a guard
    st.players["A"].threat = 20
    finish_planning(g)
    commit_all(g, "A", *st.players["A"].heroes.cards)
    asked = []
    run_until(g, lambda g: asked.append(prompt(g)) or g.state.phase == "travel")
    assert len(st.guard_of) == 2 and any(e.kind == "quest" for e in g.events)
    assert not [p for p in asked if "which first" in p]
    assert st.clues_held() == 0


def test_the_running_score_stays_out_of_every_view_unless_the_players_asked_for_it():
    from hjourney_tui.games.lotr_lcg.scoring import score

    hidden, shown = new(1), new(1, show_score=True)
    assert score(hidden)["total"] > 0  # kept either way
    assert "score" not in hidden.view("A") and "score" not in hidden.view(None)
    assert shown.view("A")["score"] == score(shown)["total"]

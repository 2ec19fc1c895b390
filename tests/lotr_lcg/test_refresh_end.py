"""Refresh, threat and elimination, winning and losing, the score; action windows and card effects."""

from __future__ import annotations

import pytest

from hjourney_tui.core.game import Refused
from hjourney_tui.core.modifiers import Modifier
from hjourney_tui.games.lotr_lcg.scoring import score

from .helpers import (
    at_prompt,
    commit_all,
    finish_planning,
    hand,
    hero,
    legal,
    new,
    play,
    prompt,
    put,
    run_until,
    stack,
    to_phase,
    to_planning,
    uid,
    waiting,
)


@pytest.mark.rule("LC-CORE-REFRESH-01", "LC-CORE-REFRESH-02")
def test_refresh_readies_everything_and_raises_each_threat_by_one():
    g = new(2)
    to_planning(g)
    st = g.state
    ally = put(g, "ford_guard", st.players["A"].allies, controller="A")
    stack(g, "stony_ridge", "stony_ridge")
    finish_planning(g)
    commit_all(g, "A", hero(g, "A", 0), ally)
    assert "exhausted" in ally.flags
    mark = len(g.events)
    commit_all(g, "B", hero(g, "B", 0))
    to_phase(g, "resource", 2)
    assert not any("exhausted" in c.flags for p in st.players.values() for c in p.characters())
    refresh = [(e.seat, e.data["by"]) for e in g.events[mark:] if e.kind == "threat" and "refresh" in e.text]
    assert refresh == [("A", 1), ("B", 1)]


@pytest.mark.rule("LC-CORE-REFRESH-03")
def test_the_first_player_token_passes_to_the_next_player_still_in():
    g = new(3)
    to_planning(g)
    to_phase(g, "planning", 2)
    assert g.turns.first == "B"
    g.state.players["C"].threat = 49  # out by the end of round 2, before the token moves
    to_phase(g, "planning", 3)
    assert "C" in g.turns.out and g.turns.first == "A"
    solo = new(1)
    to_planning(solo)
    to_phase(solo, "planning", 2)
    assert solo.turns.first == "A"


@pytest.mark.rule("LC-CORE-REFRESH-05")
def test_round_long_effects_end_with_the_round():
    g = new(1)
    to_planning(g)
    bregan = hero(g, "A", 0)
    g.modifiers.add(Modifier(uid(bregan), "willpower", 2, until="round"))
    g.modifiers.add(Modifier(uid(bregan), "attack", 1, until="game"))
    stack(g, "stony_ridge")
    finish_planning(g)
    at_prompt(g, "commit")  # later in the same round
    assert g.modifiers.stat(uid(bregan), "willpower") == 4
    to_phase(g, "planning", 2)
    assert g.modifiers.stat(uid(bregan), "willpower") == 2
    assert g.modifiers.stat(uid(bregan), "attack") == 3


@pytest.mark.rule("LC-CORE-END-02")
def test_threat_fifty_eliminates_at_once_and_forty_nine_is_safe():
    from hjourney_tui.games.lotr_lcg.rules.threat import raise_threat

    g = new(2)
    to_planning(g)
    st = g.state
    st.players["A"].threat, st.players["B"].threat = 48, 48
    raise_threat(g, ["A"], 1)
    assert not st.players["A"].eliminated
    raise_threat(g, ["B"], 2)
    assert st.players["B"].eliminated and "B" in g.turns.out


@pytest.mark.rule("LC-CORE-EDGE-02", "LC-CORE-END-09")
def test_players_reaching_fifty_together_go_out_together_and_then_the_game_is_lost():
    g = new(2)
    to_planning(g)
    st = g.state
    stack(g, "sudden_squall")
    st.players["A"].threat, st.players["B"].threat = 48, 49
    finish_planning(g)
    commit_all(g, "A")
    commit_all(g, "B")
    assert st.players["A"].eliminated and st.players["B"].eliminated
    squall = max(i for i, e in enumerate(g.events) if e.kind == "reveal" and e.data.get("card") == "sudden_squall")
    kinds = [e.kind for e in g.events[squall + 1:] if e.kind in ("threat", "eliminated", "quest")]
    assert kinds[:4] == ["threat", "threat", "eliminated", "eliminated"]  # out together, at once
    assert g.outcome() is not None and g.outcome().winners == []


@pytest.mark.rule("LC-CORE-END-07", "LC-CORE-END-08", "LC-CORE-EDGE-15")
def test_the_token_passes_at_once_from_an_eliminated_first_player_and_staging_counts_again():
    g = new(3)
    to_planning(g)
    st = g.state
    squall, marsh, ridge = stack(g, "sudden_squall", "reed_marsh", "stony_ridge")
    st.players["A"].threat = 48  # A is first: the squall (A's reveal) eliminates A
    finish_planning(g)
    for s in "ABC":
        commit_all(g, s)
    assert st.players["A"].eliminated
    assert g.turns.first == "B"
    assert marsh in st.encounter.staging and ridge in st.encounter.deck  # 3 reveals became 2


@pytest.mark.rule("LC-CORE-END-11")
def test_the_players_still_in_can_win_after_an_elimination():
    g = new(2)
    to_planning(g)
    st = g.state
    g.table.gather(st.encounter.quest, st.encounter.quest_done)
    g.table.move(st.encounter.quest_done.cards[-1], st.encounter.quest)
    st.stage.tokens["progress"] = st.printed(st.stage)["quest_points"] - 1
    from hjourney_tui.games.lotr_lcg.rules.threat import eliminate

    stack(g, "stony_ridge")
    finish_planning(g)
    eliminate(g, "B", "a test")
    commit_all(g, "A", *st.players["A"].heroes.cards)
    run_until(g, lambda g: g.outcome() is not None)
    assert g.outcome().winners == ["A"]


@pytest.mark.rule("LC-CORE-CARD-11", "LC-CORE-EDGE-17")
def test_threat_never_drops_below_zero():
    g = new(1, decks="keepers_of_the_reeds")
    to_planning(g)
    (calm,) = hand(g, "A", "calm_breath")
    p = g.state.players["A"]
    p.threat = 2
    for h in p.heroes.cards:
        h.tokens["resources"] = 1
    g._legal_cache = None
    g.apply("A", f"play {uid(calm)}")
    while "pay for" in prompt(g):
        g.apply("A", legal(g, "A")[0])
    assert p.threat == 0


@pytest.mark.rule("LC-CORE-CARD-05", "LC-CORE-FX-15")
def test_healing_removes_at_most_the_damage_there_and_needs_a_damaged_character():
    g = new(1, decks="keepers_of_the_reeds")
    to_planning(g)
    (poultice,) = hand(g, "A", "poultice")
    tamsin = hero(g, "A", 0)
    g._legal_cache = None
    with pytest.raises(Refused, match="no target"):
        g.apply("A", f"play {uid(poultice)}")
    tamsin.tokens["damage"] = 1
    g._legal_cache = None
    play(g, "A", poultice)
    assert "damage" not in tamsin.tokens and poultice in g.state.players["A"].discard
    assert [e.data["amount"] for e in g.events if e.kind == "heal"] == [1]  # of 3: only what was there


@pytest.mark.rule("LC-CORE-PLAN-03", "LC-CORE-FX-08")
def test_an_event_plays_only_in_a_window_of_its_kind_and_then_goes_to_the_discard():
    g = new(1, decks="keepers_of_the_reeds")  # Wenna: spirit
    to_planning(g)
    (courage,) = hand(g, "A", "quiet_courage")  # a quest action
    g._legal_cache = None
    assert f"play {uid(courage)}" not in legal(g, "A")  # planning is not the quest phase
    stack(g, "stony_ridge")
    finish_planning(g)
    at_prompt(g, "commit")
    wenna = hero(g, "A", 1)
    g.apply("A", f"commit {uid(wenna)}")
    g.apply("A", "done")
    assert "action window" in prompt(g)
    play(g, "A", courage)
    g.apply("A", f"target {uid(wenna)}")
    assert courage in g.state.players["A"].discard
    assert next(e for e in g.events if e.kind == "quest").data["willpower"] == 3 + 2
    assert g.modifiers.stat(uid(wenna), "willpower") == 3  # the bonus lasted the phase


@pytest.mark.rule("LC-CORE-ROUND-06")
def test_an_action_window_opens_with_the_first_player_and_closes_when_all_pass_in_a_row():
    g = new(2, first_player=2, decks="keepers_of_the_reeds,dawn_company")
    to_planning(g)
    st = g.state
    a1, a2 = hand(g, "A", "study_the_signs", "study_the_signs")
    (b1,) = hand(g, "B", "study_the_signs")
    for p in st.players.values():
        g.table.gather(p.deck, p.discard)  # the draws find nothing: hands hold only these cards
    hero(g, "A", 0).tokens["resources"] = 2  # Tamsin (lore) pays for both
    g._legal_cache = None
    g.apply("B", "done")  # B plans first, then A; then the planning action window
    g.apply("A", "done")
    assert "action window (planning)" in prompt(g) and waiting(g) == "B"
    g.apply("B", "pass")
    assert waiting(g) == "A"
    play(g, "A", a1)
    assert waiting(g) == "B"
    g.apply("B", "pass")
    assert waiting(g) == "A"  # B's earlier pass no longer counts: A acted since
    play(g, "A", a2)
    play(g, "B", b1)
    assert "action window (planning)" not in prompt(g)  # nobody has anything: all passed in a row


@pytest.mark.rule("LC-CORE-QUEST-03")
def test_no_actions_between_two_players_commitments():
    g = new(2, decks="keepers_of_the_reeds,dawn_company")
    to_planning(g)
    hand(g, "A", "study_the_signs")
    finish_planning(g)
    at_prompt(g, "commit")
    assert waiting(g) == "A"
    g.apply("A", "done")
    assert waiting(g) == "B" and "commit" in prompt(g)


@pytest.mark.rule("LC-CORE-FX-04")
def test_a_response_is_optional_and_answers_its_trigger_once():
    g = new(1)
    to_planning(g)
    (elder,) = hand(g, "A", "village_elder")
    for h in hero(g, "A", 0), hero(g, "A", 1):
        h.tokens["resources"] = 3
    g._legal_cache = None
    g.apply("A", f"play {uid(elder)}")
    while "pay for" in prompt(g):
        g.apply("A", legal(g, "A")[0])
    assert sorted(legal(g, "A")) == sorted([f"trigger {uid(elder)}", "pass"])
    n = len(g.state.players["A"].hand)
    g.apply("A", f"trigger {uid(elder)}")
    assert len(g.state.players["A"].hand) == n + 1
    assert f"trigger {uid(elder)}" not in legal(g, "A")


@pytest.mark.rule("LC-CORE-CARD-12")
def test_a_stat_pushed_below_zero_counts_as_zero():
    g = new(1)
    to_planning(g)
    bregan, ilsa, _ = g.state.players["A"].heroes.cards
    g.modifiers.add(Modifier(uid(bregan), "willpower", -5))
    stack(g, "stony_ridge")
    finish_planning(g)
    commit_all(g, "A", bregan, ilsa)
    to_phase(g, "travel")
    assert next(e for e in g.events if e.kind == "quest").data["willpower"] == 2


@pytest.mark.rule("LC-CORE-SCORE-01", "LC-CORE-SCORE-02", "LC-CORE-SCORE-03", "LC-CORE-SCORE-04")
def test_the_score_adds_threat_dead_heroes_damage_and_rounds_less_victory():
    g = new(2)
    to_planning(g)
    st = g.state
    a, b = st.players["A"], st.players["B"]
    a.threat = 35
    hero(g, "A", 0).tokens["damage"] = 2
    a.fallen.append("hrothmar")  # threat cost 11
    put(g, "raider_captain", st.encounter.victory)  # victory 2
    from hjourney_tui.games.lotr_lcg.rules.threat import eliminate

    b.threat = 52
    eliminate(g, "B", "a test")
    st.round = 6
    s = score(g)
    dead_b = sum(g.content.heroes[h]["threat"] for h in g.content.decks["keepers_of_the_reeds"]["heroes"])
    assert s["players"] == {"A": 35 + 11 + 2, "B": 50 + dead_b}
    assert s["total"] == 35 + 11 + 2 + 50 + dead_b + 60 - 2


@pytest.mark.rule("LC-CORE-SCORE-05")
def test_a_score_is_given_for_a_win_only():
    from hjourney_tui.games.lotr_lcg.rules.threat import eliminate

    lost = new(1)
    to_planning(lost)
    eliminate(lost, "A", "a test")
    assert lost.outcome().winners == [] and not lost.outcome().scores
    won = new(1)
    to_planning(won)
    won.state.won = True
    assert won.outcome().scores == {"score": score(won)["total"]}

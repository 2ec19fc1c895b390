"""The quest phase: commitment, staging, resolution, progress, stages and the encounter deck."""

from __future__ import annotations

import pytest

from hjourney_tui.core.game import Refused

from .helpers import (
    at_prompt,
    commit_all,
    events,
    finish_planning,
    hero,
    legal,
    new,
    put,
    stack,
    to_phase,
    to_planning,
    uid,
    waiting,
)


def _reveals(g):
    return [e for e in g.events if e.kind == "reveal" and "card" in e.data]


@pytest.mark.rule("LC-CORE-QUEST-01", "LC-CORE-QUEST-20", "LC-CORE-CARD-03")
def test_committed_characters_exhaust_and_stay_exhausted_after_the_quest():
    g = new(1)
    to_planning(g)
    stack(g, "reed_marsh")
    bregan, ilsa, hrothmar = g.state.players["A"].heroes.cards
    hrothmar.flags.add("exhausted")
    finish_planning(g)
    at_prompt(g, "commit")
    assert f"commit {uid(hrothmar)}" not in legal(g, "A")  # exhausted: cannot quest
    g.apply("A", f"commit {uid(bregan)}")
    assert "exhausted" in bregan.flags and "committed" in bregan.flags
    assert f"commit {uid(bregan)}" not in legal(g, "A")
    g.apply("A", "done")
    to_phase(g, "travel")
    assert "exhausted" in bregan.flags and "committed" not in bregan.flags
    assert "exhausted" not in ilsa.flags


@pytest.mark.rule("LC-CORE-QUEST-02", "LC-CORE-QUEST-05", "LC-CORE-QUEST-04")
def test_nobody_need_commit_and_staging_still_reveals_one_card_per_player():
    g = new(3)
    to_planning(g)
    stack(g, "reed_marsh", "stony_ridge", "tangled_thicket")
    finish_planning(g)
    for s in "ABC":
        at_prompt(g, "commit")
        g.apply(s, "done")
    to_phase(g, "travel")
    assert [e.data["card"] for e in _reveals(g)] == ["reed_marsh", "stony_ridge", "tangled_thicket"]


@pytest.mark.rule("LC-CORE-QUEST-07", "LC-CORE-QUEST-09")
def test_each_staged_card_resolves_fully_before_the_next_and_belongs_to_a_player_in_order():
    g = new(2, first_player=2)
    to_planning(g)
    squall, marsh = stack(g, "sudden_squall", "reed_marsh")
    finish_planning(g)
    at_prompt(g, "commit")
    g.apply("B", "done")
    g.apply("A", "done")
    to_phase(g, "travel")
    texts = [(e.kind, e.data.get("card"), e.seat) for e in g.events if e.kind in ("reveal", "threat")]
    i = texts.index(("reveal", "sudden_squall", "B"))
    assert [k for k, *_ in texts[i:i + 4]] == ["reveal", "threat", "threat", "reveal"]
    assert texts[i + 3] == ("reveal", "reed_marsh", "A")
    assert squall in g.state.encounter.discard and marsh in g.state.encounter.staging


@pytest.mark.rule("LC-CORE-QUEST-11", "LC-CORE-QUEST-12")
def test_more_willpower_than_threat_places_the_difference_as_progress():
    g = new(1)
    to_planning(g)
    stack(g, "reed_marsh")  # threat 2
    finish_planning(g)
    bregan, ilsa, hrothmar = g.state.players["A"].heroes.cards
    commit_all(g, "A", bregan, ilsa, hrothmar)  # 2 + 2 + 1 willpower
    to_phase(g, "travel")
    assert g.state.stage.tokens["progress"] == 3


@pytest.mark.rule("LC-CORE-QUEST-13")
def test_more_threat_raises_each_players_threat_by_the_whole_difference():
    g = new(2)
    to_planning(g)
    stack(g, "flooded_ford", "reed_marsh")  # 3 + 2 threat
    finish_planning(g)
    ilsa = hero(g, "A", 1)
    before = {s: p.threat for s, p in g.state.players.items()}
    commit_all(g, "A", ilsa)  # 2 willpower
    commit_all(g, "B")
    to_phase(g, "travel")
    assert {s: p.threat - before[s] for s, p in g.state.players.items()} == {"A": 3, "B": 3}
    assert "progress" not in g.state.stage.tokens


@pytest.mark.rule("LC-CORE-QUEST-14")
def test_a_tie_places_nothing_and_raises_nothing():
    g = new(1)
    to_planning(g)
    stack(g, "reed_marsh")
    finish_planning(g)
    commit_all(g, "A", hero(g, "A", 1))  # 2 against 2
    threat = g.state.players["A"].threat
    to_phase(g, "travel")
    assert g.state.players["A"].threat == threat and "progress" not in g.state.stage.tokens


@pytest.mark.rule("LC-CORE-QUEST-15")
def test_engaged_enemies_and_the_active_location_add_no_threat():
    g = new(1)
    to_planning(g)
    st = g.state
    put(g, "bog_ogre", st.players["A"].engaged, controller="A")
    put(g, "flooded_ford", st.encounter.active)
    put(g, "reed_marsh", st.encounter.staging)
    stack(g, "tangled_thicket")
    finish_planning(g)
    commit_all(g, "A", hero(g, "A", 0), hero(g, "A", 1))
    to_phase(g, "travel")
    quest = next(e for e in g.events if e.kind == "quest")
    assert quest.data == {"willpower": 4, "threat": 4}  # reed marsh 2 + thicket 2


@pytest.mark.rule("LC-CORE-QUEST-16")
def test_a_committed_character_that_left_play_adds_no_willpower():
    g = new(1)
    to_planning(g)
    stack(g, "sinking_ground")  # 1 damage to each exhausted character
    finish_planning(g)
    bregan, ilsa, _ = g.state.players["A"].heroes.cards
    ilsa.tokens["damage"] = 3  # of 4
    commit_all(g, "A", bregan, ilsa)
    to_phase(g, "travel")
    assert ilsa in g.state.players["A"].discard
    assert next(e for e in g.events if e.kind == "quest").data["willpower"] == 2


@pytest.mark.rule("LC-CORE-QUEST-17", "LC-CORE-QUEST-18")
def test_progress_fills_the_active_location_first_which_is_then_explored():
    g = new(1)
    to_planning(g)
    st = g.state
    ford = put(g, "flooded_ford", st.encounter.active)  # 4 quest points, victory 1
    stack(g, "stony_ridge")  # threat 1
    finish_planning(g)
    commit_all(g, "A", *st.players["A"].heroes.cards)  # 5 willpower: 4 progress
    to_phase(g, "travel")
    assert ford in st.encounter.victory and not ford.tokens
    assert "progress" not in st.stage.tokens
    g2 = new(1)
    to_planning(g2)
    marsh = put(g2, "reed_marsh", g2.state.encounter.active)  # 3 quest points, no victory
    stack(g2, "stony_ridge")
    finish_planning(g2)
    commit_all(g2, "A", *g2.state.players["A"].heroes.cards)
    to_phase(g2, "travel")
    assert marsh in g2.state.encounter.discard and g2.state.stage.tokens["progress"] == 1


@pytest.mark.rule("LC-CORE-QUEST-19")
def test_a_full_stage_advances_the_excess_is_lost_and_the_next_stage_is_revealed():
    g = new(1)
    to_planning(g)
    st = g.state
    st.stage.tokens["progress"] = st.printed(st.stage)["quest_points"] - 1
    stack(g, "stony_ridge", "reed_marsh")
    finish_planning(g)
    commit_all(g, "A", *st.players["A"].heroes.cards)  # 5 - 1 = 4 progress: 1 needed, 3 lost
    to_phase(g, "travel")
    assert st.stage.card_id == "drowned_road_2" and "progress" not in st.stage.tokens
    # stage 2's When revealed text reveals the next encounter card
    assert [e.data["card"] for e in _reveals(g)][-1] == "reed_marsh"


@pytest.mark.rule("LC-CORE-END-01")
def test_completing_the_last_stage_wins_the_game():
    g = new(1)
    to_planning(g)
    st = g.state
    g.table.gather(st.encounter.quest, st.encounter.quest_done)
    g.table.move(st.encounter.quest_done.cards[-1], st.encounter.quest)
    st.stage.tokens["progress"] = st.printed(st.stage)["quest_points"] - 1
    stack(g, "stony_ridge")
    finish_planning(g)
    commit_all(g, "A", *st.players["A"].heroes.cards)
    for _ in range(20):
        if g.outcome() is not None:
            break
        g.apply(waiting(g), "pass" if "pass" in legal(g) else legal(g)[0])
    assert g.outcome() is not None and g.outcome().winners == ["A"]
    with pytest.raises(Refused, match="over"):
        g.apply("A", "pass")


@pytest.mark.rule("LC-CORE-EDECK-01", "LC-CORE-EDGE-04")
def test_an_encounter_deck_emptied_in_the_quest_phase_is_rebuilt_at_once():
    g = new(1)
    to_planning(g)
    st = g.state
    last = stack(g, "reed_marsh")[0]
    g.table.gather(st.encounter.deck, st.encounter.discard, face_up=True)
    g.table.move(last, st.encounter.deck, face_up=False)
    finish_planning(g)
    commit_all(g, "A")
    at_prompt(g, "travel")
    assert last in st.encounter.staging
    assert len(st.encounter.deck) > 0 and not st.encounter.discard.cards
    assert events(g, "reshuffle")


@pytest.mark.rule("LC-CORE-EDGE-05")
def test_staging_stops_quietly_when_deck_and_discard_are_both_empty():
    g = new(2)
    to_planning(g)
    st = g.state
    g.table.gather(st.encounter.deck, st.encounter.set_aside)
    finish_planning(g)
    commit_all(g, "A")
    commit_all(g, "B")
    to_phase(g, "travel")
    assert not _reveals(g) and "no encounter card" in " ".join(e.text for e in g.events)
    assert g.outcome() is None  # the game simply goes on


def test_a_command_without_a_seat_that_the_only_player_to_act_cannot_give_is_refused_with_its_reason():
    from hjourney_tui.core.game import Refused

    from .helpers import finish_planning, new, to_planning

    g = new(1)
    to_planning(g)
    finish_planning(g)  # A is asked who commits to the quest
    with pytest.raises(Refused) as err:
        g.apply(None, "travel x")
    assert "say who gives" not in str(err.value)  # A is the only one to act: the refusal says what is wrong

"""Each kind of card text (When revealed, Shadow, Forced, Response, Action, Travel, Setup, Resolution)
answers its own moment of the game and no other.  A spy wraps a real card's script and records the
moments it ran at; the game is driven by commands only."""

from __future__ import annotations

import dataclasses

import pytest

from hjourney_tui.games.lotr_lcg.cards import SCRIPTS

from .helpers import (
    at_prompt,
    commit_all,
    finish_planning,
    hand,
    hero,
    legal,
    new,
    prompt,
    put,
    run_until,
    stack,
    to_planning,
    uid,
)
from .test_campaign import game, record
from .test_combat import _to_combat


def spy(monkeypatch, card: str, name: str) -> list[tuple[str, str]]:
    """Wrap the script `name` of `card`; each run is recorded as (occurrence kind, phase)."""
    calls: list[tuple[str, str]] = []
    abilities = SCRIPTS.by_card[card]  # the current list: another spy on this card may have replaced it
    i = next(i for i, a in enumerate(abilities) if a.name == name)
    inner = abilities[i].effect

    def effect(game, source, occ):  # noqa: ANN001, ANN202 - the script's own signature
        kind = getattr(occ, "kind", "action")
        calls.append((kind, game.state.phase))
        return inner(game, source, occ)

    patched = list(abilities)
    patched[i] = dataclasses.replace(abilities[i], effect=effect)
    monkeypatch.setitem(SCRIPTS.by_card, card, patched)
    return calls


@pytest.mark.rule("LC-CORE-FX-16")
def test_when_revealed_runs_on_reveal_only_and_shadow_only_when_dealt_as_shadow(monkeypatch):
    revealed = spy(monkeypatch, "sudden_squall", "when_revealed")
    shadowed = spy(monkeypatch, "sudden_squall", "shadow")
    g = new(1)
    to_planning(g)
    stack(g, "sudden_squall")  # the staging reveal
    finish_planning(g)
    commit_all(g, "A")
    assert revealed == [("revealed", "quest")] and shadowed == []
    g = new(1)
    (wolf,) = _to_combat(g, {"A": ["wolf_pack"]}, shadows=["sudden_squall"])["A"]
    revealed.clear()
    g.apply("A", f"defend {uid(hero(g, 'A', 0))}")
    assert shadowed == [("shadow", "combat")] and revealed == []


@pytest.mark.rule("LC-CORE-FX-16")
def test_travel_text_runs_when_the_group_travels_there_and_not_when_it_is_revealed(monkeypatch):
    calls = spy(monkeypatch, "flooded_ford", "travel")
    g = new(1)
    to_planning(g)
    stack(g, "flooded_ford")
    finish_planning(g)
    commit_all(g, "A")
    at_prompt(g, "travel")
    ford = next(c for c in g.state.encounter.staging.cards if c.card_id == "flooded_ford")
    assert calls == []
    g.apply("A", f"travel {uid(ford)}")
    assert calls == [("travel", "travel")]


@pytest.mark.rule("LC-CORE-FX-16")
def test_setup_text_runs_once_at_setup_and_a_stage_when_revealed_only_when_that_stage_comes(monkeypatch):
    setup = spy(monkeypatch, "drowned_road_1", "setup")
    stage2 = spy(monkeypatch, "drowned_road_2", "when_revealed")
    g = new(1)
    to_planning(g)
    assert setup == [("setup", "setup")]
    assert stage2 == []
    g.state.stage.tokens["progress"] = g.state.printed(g.state.stage)["quest_points"] - 1
    stack(g, "stony_ridge", "stony_ridge")
    finish_planning(g)
    commit_all(g, "A", *g.state.players["A"].heroes.cards)
    run_until(g, lambda g: g.state.stage.card_id == "drowned_road_2" and g.state.phase != "quest")
    assert len(setup) == 1 and [k for k, _ in stage2] == ["stage_revealed"]


@pytest.mark.rule("LC-CORE-FX-16")
def test_forced_text_runs_by_itself_on_its_event_and_not_when_the_card_is_revealed(monkeypatch):
    calls = spy(monkeypatch, "raider_captain", "engaged")
    g = new(1)
    to_planning(g)
    stack(g, "raider_captain")
    finish_planning(g)
    commit_all(g, "A")
    at_prompt(g, "engage an enemy")
    assert calls == []
    captain = next(c for c in g.state.encounter.staging.cards if c.card_id == "raider_captain")
    g.apply("A", f"engage {uid(captain)}")
    assert calls == [("engaged", "encounter")]


@pytest.mark.rule("LC-CORE-FX-16")
def test_a_response_is_offered_after_its_event_and_runs_only_if_taken(monkeypatch):
    calls = spy(monkeypatch, "village_elder", "draw")
    g = new(1)
    to_planning(g)
    (elder,) = hand(g, "A", "village_elder")
    for h in g.state.players["A"].heroes.cards:
        h.tokens["resources"] = 3
    g._legal_cache = None
    g.apply("A", f"play {uid(elder)}")
    while "pay for" in prompt(g):
        g.apply("A", legal(g, "A")[0])
    assert calls == [] and any(c.startswith("trigger") for c in legal(g, "A")) and "pass" in legal(g, "A")
    g.apply("A", next(c for c in legal(g, "A") if c.startswith("trigger")))
    assert calls == [("enters_play", "planning")]


@pytest.mark.rule("LC-CORE-FX-16")
def test_an_action_runs_only_when_played_and_only_in_its_phase(monkeypatch):
    calls = spy(monkeypatch, "sudden_strike", "strike")
    g = new(1)
    to_planning(g)
    (strike,) = hand(g, "A", "sudden_strike")
    put(g, "wolf_pack", g.state.players["A"].engaged, controller="A")
    hero(g, "A", 0).tokens["resources"] = 3
    g._legal_cache = None
    assert f"play {uid(strike)}" not in legal(g, "A")  # a combat action, not now
    stack(g, "stony_ridge", "stony_ridge")
    finish_planning(g)
    commit_all(g, "A")
    run_until(g, lambda g: g.state.phase == "combat" and f"play {uid(strike)}" in legal(g, "A"))
    assert calls == []
    g.apply("A", f"play {uid(strike)}")
    while "pay for" in prompt(g):
        g.apply("A", legal(g, "A")[0])
    assert calls == [("action", "combat")]


@pytest.mark.rule("LC-CORE-FX-16")
def test_the_campaign_resolution_is_earned_after_a_win_and_not_after_a_loss():
    from hjourney_tui.games.lotr_lcg.rules.threat import eliminate

    won = game(record(1))
    run_until(won, lambda g: g.state.round >= 1)
    assert won.quest_report() is None or not won.quest_report().record["boons"]  # not while playing
    won.state.won = True
    assert [b["card"] for b in won.quest_report().record["boons"]] == ["wardens_blessing", "ferrymans_token"]
    lost = game(record(1))
    run_until(lost, lambda g: g.state.round >= 1)
    eliminate(lost, "A", "test")
    assert lost.quest_report().record["boons"] == [] and lost.quest_report().record["burdens"] == []

"""The three scenarios: their content, each one built and played to an end by bots, and what the
saves and views do with the sack and underworld decks."""

from __future__ import annotations

import json

import pytest

from hjourney_tui.core.autoplay import autoplay
from hjourney_tui.core.game import Seat
from hjourney_tui.core.session import Session
from hjourney_tui.registry import game_info

from .helpers import new
from .test_content import shipped

SCENARIOS = ("drowned_road", "burning_hamlets", "sunken_archive")
# each encounter keyword and quest keyword, and the field that marks it
ENCOUNTER_KEYWORDS = ("surge", "doomed", "ambush", "archery", "regenerate", "prowl", "indestructible", "victory",
                      "guarded", "clue", "hide", "peril", "sack", "underworld", "venom", "villagers")


def test_the_scenarios_hold_the_quest_cards_and_encounter_cards_they_should():
    c = shipped()
    assert set(c.scenarios) == set(SCENARIOS)
    stages = [q for q in c.quests.values()]
    assert len(stages) == 10
    for mark in ("battle", "siege", "villagers", "clues"):
        assert any(q.get(mark) for q in stages), mark
    designs = c.encounter
    assert len(designs) >= 46 and sum(e["copies"] for e in designs.values()) >= 100
    assert sum(1 for e in designs.values() if e.get("shadow")) > len(designs) / 2
    for kw in ENCOUNTER_KEYWORDS:
        assert sum(1 for e in designs.values() if e.get(kw)) >= 2, kw
    for kw in ("battle", "siege"):
        assert sum(1 for q in stages if q.get(kw)) >= 2, kw
    for deck in ("sack", "underworld"):
        assert any(e.get("deck") == deck for e in designs.values())
    for sid in SCENARIOS[1:]:  # easy mode leaves something out of each new scenario
        assert any(e.get("hard_only") and e["set"] == sid for e in designs.values())


@pytest.mark.rule("LC-CORE-DECK-07")
@pytest.mark.parametrize("scenario", SCENARIOS)
def test_a_scenario_is_built_only_from_the_encounter_sets_it_lists(scenario):
    g = new(1, scenario=scenario)
    st = g.state
    sets = set(st.content.scenarios[scenario]["encounter_sets"])
    enc = st.encounter
    cards = [*enc.deck.cards, *enc.staging.cards, *enc.set_aside.cards, *enc.sack.cards, *enc.underworld.cards,
             *enc.beneath.cards]
    assert {st.printed(c)["set"] for c in cards} == sets
    assert {c.card_id for c in enc.quest.cards} == set(st.content.stages(scenario))


@pytest.mark.rule("LC-CORE-VAR-04")
@pytest.mark.parametrize("scenario", SCENARIOS[1:])
@pytest.mark.parametrize("seats", [1, 2, 3, 4])
def test_bots_play_each_scenario_to_an_end_without_a_fault(scenario, seats):
    report = autoplay(game_info("lotr_lcg"), games=2, seed=70 + seats, seats=seats, bot="basic", strict=True,
                      options={"scenario": scenario})
    assert not report.crashes, report.crashes[0]
    assert not report.unfinished and sum(report.outcomes.values()) == 2


@pytest.mark.rule("LC-CORE-EDGE-18")
def test_the_save_replays_the_hidden_decks_and_no_view_shows_them():
    info = game_info("lotr_lcg")
    seats = [Seat("A", "basic"), Seat("B", "basic")]
    opts = {"first_player": 1, "scenario": "sunken_archive"}
    s = Session.new(info, seats, "coop", 11, opts)
    for _ in range(150):
        if s.outcome() is not None:
            break
        cmd = s.game.legal_commands()[0]
        s.apply(cmd.seat, cmd.text)
    st = s.game.state
    hidden = [*st.encounter.underworld.cards, *st.encounter.beneath.cards]
    assert hidden and all(not c.face_up for c in hidden)
    again = Session.new(info, seats, "coop", 11, opts)
    again.apply_all((e.seat, e.command) for e in s.log)
    assert again.game.digest() == s.game.digest()
    assert [c.card_id for c in again.game.state.encounter.underworld.cards] == \
        [c.card_id for c in st.encounter.underworld.cards]
    for seat in ("A", "B", None):
        text = json.dumps(s.game.view(seat), default=str)
        assert not any(f'"{c.uid}"' in text for c in hidden)

"""Travel and the encounter phase: where the group goes, optional engagement, engagement checks."""

from __future__ import annotations

import pytest

from hjourney_tui.core.game import Refused
from hjourney_tui.core.modifiers import Modifier

from .helpers import (
    at_prompt,
    commit_all,
    finish_planning,
    legal,
    new,
    prompt,
    put,
    stack,
    to_phase,
    to_planning,
    uid,
    waiting,
)


def _to_travel(g, *staging):
    to_planning(g)
    cards = [put(g, cid, g.state.encounter.staging) for cid in staging]
    stack(g, *["tangled_thicket", "stony_ridge", "stony_ridge"][:len(g.turns.standing)])  # one reveal each
    finish_planning(g)
    for s in g.turns.order_from():
        commit_all(g, s)
    return cards


@pytest.mark.rule("LC-CORE-TRAVEL-01", "LC-CORE-TRAVEL-06", "LC-CORE-TRAVEL-03")
def test_the_first_player_may_travel_to_one_location_whose_threat_then_stops_counting():
    g = new(2, first_player=2)
    marsh, ford = _to_travel(g, "reed_marsh", "flooded_ford")
    at_prompt(g, "travel")
    assert waiting(g) == "B"
    assert not g.legal_commands("A")
    options = legal(g, "B")
    assert f"travel {uid(marsh)}" in options and f"travel {uid(ford)}" in options and "stay" in options
    g.apply("B", f"travel {uid(marsh)}")
    st = g.state
    assert st.active_location is marsh and marsh not in st.encounter.staging
    from hjourney_tui.games.lotr_lcg.rules.staging import staging_threat

    assert staging_threat(g) == 3 + 2 + 1  # flooded ford, and the thicket and ridge staged this round


@pytest.mark.rule("LC-CORE-TRAVEL-02")
def test_travel_is_optional():
    g = new(1)
    (marsh,) = _to_travel(g, "reed_marsh")
    at_prompt(g, "travel")
    g.apply("A", "stay")
    assert g.state.active_location is None and marsh in g.state.encounter.staging


@pytest.mark.rule("LC-CORE-TRAVEL-04", "LC-CORE-TRAVEL-07")
def test_no_travel_while_a_location_is_active_and_it_stays_active_across_rounds():
    g = new(1)
    to_planning(g)
    active = put(g, "drowned_watchtower", g.state.encounter.active)  # 5 quest points
    put(g, "reed_marsh", g.state.encounter.staging)
    to_phase(g, "travel", 1)
    assert "travel" not in " ".join(legal(g, "A"))
    with pytest.raises(Refused):
        g.apply("A", "stay")
    to_phase(g, "planning", 2)
    assert g.state.active_location is active


@pytest.mark.rule("LC-CORE-FX-01")
def test_a_forced_effect_resolves_by_itself():
    g = new(2)
    (ford,) = _to_travel(g, "flooded_ford")
    at_prompt(g, "travel")
    mark = len(g.events)
    g.apply("A", f"travel {uid(ford)}")
    ford_threat = [(e.seat, e.data["by"]) for e in g.events[mark:] if e.kind == "threat" and "Flooded Ford" in e.text]
    assert ford_threat == [("A", 1), ("B", 1)]


def _to_encounter(g, *enemies, threat=None):
    to_planning(g)
    cards = [put(g, cid, g.state.encounter.staging) for cid in enemies]
    stack(g, "tangled_thicket", "tangled_thicket")
    finish_planning(g)
    for s in g.turns.order_from():
        commit_all(g, s)
    at_prompt(g, "engage an enemy")
    for s, t in (threat or {}).items():  # after the quest, which may have raised it
        g.state.players[s].threat = t
    return cards


@pytest.mark.rule("LC-CORE-ENGAGE-01", "LC-CORE-ENGAGE-03")
def test_a_player_may_engage_any_staging_enemy_whatever_its_engagement_cost():
    g = new(1)
    to_planning(g)
    ogre = put(g, "bog_ogre", g.state.encounter.staging)
    g.modifiers.add(Modifier(uid(ogre), "engagement", 20))  # 55: above any threat still in the game
    stack(g, "tangled_thicket")
    finish_planning(g)
    commit_all(g, "A")
    at_prompt(g, "engage an enemy")
    g.apply("A", f"engage {uid(ogre)}")
    assert ogre in g.state.players["A"].engaged and ogre not in g.state.encounter.staging


@pytest.mark.rule("LC-CORE-ENGAGE-02")
def test_one_optional_engagement_per_player_per_phase():
    g = new(1)
    ogre, wolf = _to_encounter(g, "bog_ogre", "wolf_pack", threat={"A": 10})
    at_prompt(g, "engage an enemy")
    g.apply("A", f"engage {uid(ogre)}")
    assert "engage an enemy" not in prompt(g)
    with pytest.raises(Refused):
        g.apply("A", f"engage {uid(wolf)}")
    assert wolf in g.state.encounter.staging


@pytest.mark.rule("LC-CORE-ENGAGE-04", "LC-CORE-ENGAGE-05", "LC-CORE-ENGAGE-06")
def test_engagement_checks_take_the_highest_cost_at_or_below_threat_until_none_fits():
    g = new(1)
    brigand, wolf, ogre = _to_encounter(g, "hill_brigand", "wolf_pack", "bog_ogre", threat={"A": 30})
    at_prompt(g, "engage an enemy")
    g.apply("A", "pass")
    to_phase(g, "combat")
    engaged = [e.data["card"] for e in g.events if e.kind == "engage"]
    assert engaged == ["hill_brigand", "wolf_pack"]  # 28 then 20; the ogre's 35 is above 30
    assert ogre in g.state.encounter.staging


@pytest.mark.rule("LC-CORE-ROUND-03")
def test_checks_go_round_in_player_order_one_enemy_each_until_a_round_engages_none():
    g = new(2, first_player=2)
    _to_encounter(g, "wolf_pack", "wolf_pack", "mire_crawler", threat={"A": 40, "B": 40})
    for s in "BA":
        at_prompt(g, "engage an enemy")
        g.apply(s, "pass")
    to_phase(g, "combat")
    engaged = [(e.seat, e.data["card"]) for e in g.events if e.kind == "engage"]
    assert engaged == [("B", "wolf_pack"), ("A", "wolf_pack"), ("B", "mire_crawler")]


@pytest.mark.rule("LC-CORE-ENGAGE-07")
def test_the_checking_player_picks_among_tied_enemies():
    g = new(1)
    w1, w2 = _to_encounter(g, "wolf_pack", "wolf_pack", threat={"A": 25})
    at_prompt(g, "engage an enemy")
    g.apply("A", "pass")
    at_prompt(g, "several enemies")
    assert sorted(legal(g, "A")) == sorted([f"engage {uid(w1)}", f"engage {uid(w2)}"])
    g.apply("A", f"engage {uid(w2)}")
    assert w2 in g.state.players["A"].engaged


@pytest.mark.rule("LC-CORE-ENGAGE-08")
def test_engaging_an_enemy_and_being_engaged_by_it_fire_the_same_forced_effect():
    for optional in (True, False):
        g = new(1)
        (captain,) = _to_encounter(g, "raider_captain", threat={"A": 35})  # engagement 34
        at_prompt(g, "engage an enemy")
        g.apply("A", f"engage {uid(captain)}" if optional else "pass")
        to_phase(g, "combat")
        assert captain in g.state.players["A"].engaged
        assert g.state.players["A"].threat == 35 + 2


@pytest.mark.rule("LC-CORE-ENGAGE-09")
def test_an_engaged_enemy_stays_engaged_across_rounds():
    g = new(1)
    to_planning(g)
    ogre = put(g, "bog_ogre", g.state.players["A"].engaged, controller="A")
    ogre.tokens["damage"] = 1
    to_phase(g, "encounter", 2)
    assert ogre in g.state.players["A"].engaged


@pytest.mark.rule("LC-CORE-ENGAGE-10", "LC-CORE-CARD-13")
def test_an_enemy_that_cannot_be_optionally_engaged_is_not_offered_even_if_something_says_it_can():
    g = new(1)
    to_planning(g)
    ogre = put(g, "bog_ogre", g.state.encounter.staging)
    wolf = put(g, "wolf_pack", g.state.encounter.staging)
    g.modifiers.add(Modifier(uid(ogre), "be_optionally_engaged", kind="cannot"))
    g.modifiers.add(Modifier(uid(ogre), "be_optionally_engaged", kind="can"))  # "cannot" wins
    stack(g, "tangled_thicket")
    g.state.players["A"].threat = 5
    finish_planning(g)
    commit_all(g, "A")
    at_prompt(g, "engage an enemy")
    assert f"engage {uid(wolf)}" in legal(g, "A") and f"engage {uid(ogre)}" not in legal(g, "A")

"""Encounter keywords: Surge, Doomed, Ambush and Victory."""

from __future__ import annotations

import pytest

from hjourney_tui.core.modifiers import Modifier

from .helpers import (
    at_prompt,
    commit_all,
    finish_planning,
    hero,
    legal,
    new,
    prompt,
    put,
    run_until,
    stack,
    to_phase,
    to_planning,
    uid,
    waiting,
)


def _staging_with(g, *top, threat=None):
    """The encounter deck stacked with `top`; nobody commits; stops once the quest is resolved."""
    to_planning(g)
    cards = stack(g, *top)
    for s, t in (threat or {}).items():
        g.state.players[s].threat = t
    finish_planning(g)
    for s in g.turns.order_from():
        commit_all(g, s)
    to_phase(g, "travel")
    return cards


def _reveals(g):
    return [(e.data["card"], e.seat) for e in g.events if e.kind == "reveal" and "card" in e.data]


@pytest.mark.rule("LC-KW-SURGE-01", "LC-KW-SURGE-02", "LC-KW-SURGE-03", "LC-KW-DOOMED-01")
def test_surge_reveals_one_more_card_for_the_same_player_after_the_card_has_resolved():
    g = new(2)
    _staging_with(g, "drifting_mist", "drifting_mist", "reed_marsh", "stony_ridge")
    assert _reveals(g) == [("drifting_mist", "A"), ("drifting_mist", "A"), ("reed_marsh", "A"), ("stony_ridge", "B")]
    kinds = [e.kind for e in g.events if e.kind in ("reveal", "threat", "surge")]
    first = kinds.index("reveal")
    assert kinds[first:first + 4] == ["reveal", "threat", "threat", "surge"]  # Doomed 1 on each player, then surge
    mist_threat = [(e.seat, e.data["by"]) for e in g.events if e.kind == "threat" and "Doomed" in e.text]
    assert mist_threat == [("A", 1), ("B", 1), ("A", 1), ("B", 1)]


@pytest.mark.rule("LC-KW-SURGE-05")
def test_each_surge_a_card_has_reveals_its_own_card():
    g = new(1)
    to_planning(g)
    mist, marsh, ridge = stack(g, "drifting_mist", "reed_marsh", "stony_ridge")
    g.modifiers.add(Modifier(uid(mist), "surge", 1))  # a second Surge, gained
    finish_planning(g)
    commit_all(g, "A")
    to_phase(g, "travel")
    assert [c for c, _ in _reveals(g)] == ["drifting_mist", "reed_marsh", "stony_ridge"]


@pytest.mark.rule("LC-KW-SURGE-04")
def test_surge_also_works_on_a_card_revealed_by_an_effect():
    g = new(1)
    to_planning(g)
    st = g.state
    st.stage.tokens["progress"] = st.printed(st.stage)["quest_points"] - 1
    stack(g, "stony_ridge", "drifting_mist", "reed_marsh")  # staged, then stage 2 reveals the mist
    finish_planning(g)
    commit_all(g, "A", *st.players["A"].heroes.cards)
    to_phase(g, "travel")
    assert [c for c, _ in _reveals(g)] == ["stony_ridge", "drifting_mist", "reed_marsh"]


@pytest.mark.rule("LC-KW-SURGE-07", "LC-KW-DOOMED-05")
def test_a_surge_or_doomed_card_dealt_as_a_shadow_does_neither():
    from .test_combat import _to_combat

    g = new(1)
    (wolf,) = _to_combat(g, {"A": ["wolf_pack"]}, shadows=["drifting_mist", "reed_marsh"])["A"]
    threat = g.state.players["A"].threat
    reveals = len(_reveals(g))
    g.apply("A", "undefended")
    g.apply("A", g.legal_commands("A")[0].text)
    assert g.state.players["A"].threat == threat and len(_reveals(g)) == reveals
    assert [e.data["card"] for e in g.events if e.kind == "shadow" and "card" in e.data] == ["drifting_mist"]


@pytest.mark.rule("LC-KW-DOOMED-04")
def test_doomed_can_put_several_players_out_at_once():
    g = new(3)
    to_planning(g)
    stack(g, "gathering_gloom", "reed_marsh", "stony_ridge")
    for s, t in (("A", 48), ("B", 49), ("C", 20)):
        g.state.players[s].threat = t
    finish_planning(g)
    for s in "ABC":
        commit_all(g, s)
    assert g.state.players["A"].eliminated and g.state.players["B"].eliminated
    assert not g.state.players["C"].eliminated
    kinds = [e.kind for e in g.events if e.kind in ("eliminated", "quest")]
    assert kinds[:3] == ["eliminated", "eliminated", "quest"]  # out at the reveal, before any resolution


@pytest.mark.rule("LC-KW-AMBUSH-01", "LC-KW-AMBUSH-02", "LC-KW-AMBUSH-03", "LC-KW-AMBUSH-07")
def test_ambush_engages_the_first_player_in_order_whose_threat_reaches_it():
    g = new(3)
    wight, *_ = _staging_with(g, "fen_wight", "stony_ridge", "stony_ridge", threat={"A": 20, "B": 30, "C": 40})
    assert wight in g.state.players["B"].engaged
    assert [e.data["seat"] for e in g.events if e.kind == "ambush"] == ["B"]
    quest = next(e for e in g.events if e.kind == "quest")
    assert quest.data["threat"] == 1 + 1  # the two ridges; the wight engaged before resolution


@pytest.mark.rule("LC-KW-AMBUSH-04", "LC-KW-AMBUSH-05", "LC-KW-AMBUSH-06")
def test_ambush_checks_only_its_enemy_and_stays_in_staging_when_nobody_qualifies():
    g = new(1)
    to_planning(g)
    wolf = put(g, "wolf_pack", g.state.encounter.staging)  # engagement 20
    wight, _ = stack(g, "fen_wight", "stony_ridge")
    g.state.players["A"].threat = 22
    finish_planning(g)
    commit_all(g, "A")
    at_prompt(g, "engage an enemy")
    assert wight in g.state.encounter.staging and wolf in g.state.encounter.staging
    assert next(e for e in g.events if e.kind == "quest").data["threat"] == 1 + 2
    staged = next(i for i, e in enumerate(g.events) if e.kind == "staging" and e.data["card"] == "fen_wight")
    assert not any(e.kind == "ambush" for e in g.events[:staged])


@pytest.mark.rule("LC-KW-AMBUSH-08", "LC-KW-VICTORY-03")
def test_an_enemy_sent_back_to_staging_neither_ambushes_nor_scores_victory():
    from hjourney_tui.games.lotr_lcg.rules.threat import eliminate

    g = new(2)
    to_planning(g)
    st = g.state
    wight = put(g, "fen_wight", st.players["B"].engaged, controller="B")
    captain = put(g, "raider_captain", st.players["B"].engaged, controller="B")  # victory 2
    st.players["A"].threat = 45
    eliminate(g, "B", "a test")
    assert wight in st.encounter.staging and captain in st.encounter.staging
    assert not any(e.kind == "ambush" for e in g.events) and not st.encounter.victory.cards


@pytest.mark.rule("LC-KW-VICTORY-01", "LC-KW-VICTORY-05", "LC-CORE-EDECK-05")
def test_a_defeated_victory_enemy_goes_to_the_display_and_never_back_into_the_deck():
    from .test_combat import _to_combat

    g = new(1)
    (ogre,) = _to_combat(g, {"A": ["bog_ogre"]}, shadows=["reed_marsh"])["A"]
    ogre.tokens["damage"] = 7  # of 8
    bregan, ilsa, hrothmar = g.state.players["A"].heroes.cards
    g.apply("A", f"defend {uid(hrothmar)}")
    g.apply("A", f"attack {uid(ogre)}")
    g.apply("A", f"with {uid(bregan)}")
    g.apply("A", f"with {uid(ilsa)}")  # 2 + 1 attack against 2 defence
    g.apply("A", "strike")
    st = g.state
    assert ogre in st.encounter.victory
    g.table.gather(st.encounter.deck, st.encounter.discard, face_up=True)  # the next quest phase rebuilds the deck
    to_phase(g, "travel", 2)
    assert ogre in st.encounter.victory and any(e.kind == "reshuffle" for e in g.events)


@pytest.mark.rule("LC-KW-VICTORY-02")
def test_an_explored_victory_location_goes_to_the_display():
    g = new(1)
    to_planning(g)
    tower = put(g, "drowned_watchtower", g.state.encounter.active)  # 5 quest points, victory 2
    tower.tokens["progress"] = 4
    stack(g, "stony_ridge")
    finish_planning(g)
    commit_all(g, "A", g.state.players["A"].heroes.cards[0])
    to_phase(g, "travel")
    assert tower in g.state.encounter.victory


@pytest.mark.rule("LC-CORE-EDGE-06")
def test_resolution_counts_surged_cards_and_not_enemies_that_ambushed():
    g = new(2)
    _staging_with(g, "drifting_mist", "stony_ridge", "fen_wight", threat={"A": 10, "B": 30})
    st = g.state
    assert [c for c, _ in _reveals(g)] == ["drifting_mist", "stony_ridge", "fen_wight"]
    assert any(c.card_id == "fen_wight" for c in st.players["B"].engaged.cards)
    assert next(e for e in g.events if e.kind == "quest").data["threat"] == 1  # the ridge the mist surged into


@pytest.mark.rule("LC-KW-REGEN-01", "LC-KW-REGEN-02", "LC-KW-REGEN-03", "LC-KW-REGEN-04", "LC-CORE-REFRESH-04")
def test_regenerate_heals_in_refresh_after_the_token_passes_in_staging_or_engaged():
    g = new(2)
    to_planning(g)
    st = g.state
    staged = put(g, "bog_ogre", st.encounter.staging)  # Regenerate 2
    staged.tokens["damage"] = 5
    g.modifiers.add(Modifier(uid(staged), "engagement", 30))  # nobody engages it
    stack(g, "stony_ridge", "stony_ridge")
    finish_planning(g)
    for s in g.turns.order_from():
        commit_all(g, s)
    to_phase(g, "planning", 2)
    assert staged.tokens["damage"] == 3
    heal = next(i for i, e in enumerate(g.events) if e.kind == "heal" and e.data["card"] == staged.uid)
    token = max(i for i, e in enumerate(g.events) if e.kind == "first_player" and i < heal)
    refresh = max(i for i, e in enumerate(g.events) if e.kind == "phase" and e.data["phase"] == "refresh")
    assert refresh < token < heal
    g2 = new(1)
    to_planning(g2)
    engaged = put(g2, "bog_ogre", g2.state.players["A"].engaged, controller="A")
    engaged.tokens["damage"] = 1
    g2.state.players["A"].threat = 5
    to_phase(g2, "planning", 2)
    assert engaged in g2.state.players["A"].engaged and "damage" not in engaged.tokens
    assert [e.data["amount"] for e in g2.events if e.kind == "heal"] == [1]  # 2 to heal, 1 there: none below 0


@pytest.mark.rule("LC-KW-PROWL-01", "LC-KW-PROWL-02")
def test_prowl_discards_resources_from_any_heroes_as_the_first_player_chooses():
    g = new(2, first_player=2)
    to_planning(g)
    st = g.state
    stack(g, "pilfering_crows", "stony_ridge", "pilfering_crows")  # Prowl 2, for B; then A; (a second copy later)
    for p in st.players.values():
        for h in p.heroes.cards:
            h.tokens.pop("resources", None)
    a_hero, b_hero = hero(g, "A", 0), hero(g, "B", 0)
    a_hero.tokens["resources"] = 1
    b_hero.tokens["resources"] = 2
    finish_planning(g)
    commit_all(g, "B")
    commit_all(g, "A")
    assert waiting(g) == "B" and "prowl" in prompt(g)
    assert sorted(legal(g, "B")) == sorted([f"target {uid(a_hero)}", f"target {uid(b_hero)}"])
    g.apply("B", f"target {uid(a_hero)}")
    assert "resources" not in a_hero.tokens
    assert b_hero.tokens["resources"] == 1  # the only hero left with any: no question
    assert len([e for e in g.events if e.kind == "prowl"]) == 2


@pytest.mark.rule("LC-KW-PROWL-03", "LC-KW-PROWL-04")
def test_prowl_takes_what_there_is_and_nothing_from_nobody():
    g = new(2)
    to_planning(g)
    st = g.state
    for p in st.players.values():
        for h in p.heroes.cards:
            h.tokens.pop("resources", None)
    hero(g, "B", 0).tokens["resources"] = 1
    stack(g, "pilfering_crows", "pilfering_crows")  # Prowl 2 with 1 resource in play; then Prowl 2 with none
    finish_planning(g)
    commit_all(g, "A")
    commit_all(g, "B")
    to_phase(g, "travel")
    assert [e.data["card"] for e in g.events if e.kind == "prowl"] == [hero(g, "B", 0).uid]
    assert not any(e.kind == "threat" and "prowl" in e.text for e in g.events)  # nothing else happens instead


@pytest.mark.rule("LC-KW-INDESTRUCTIBLE-01", "LC-KW-INDESTRUCTIBLE-02", "LC-KW-INDESTRUCTIBLE-04")
def test_an_indestructible_enemy_keeps_taking_damage_and_keeps_fighting():
    from .test_combat import _to_combat

    g = new(1)
    (king,) = _to_combat(g, {"A": ["drowned_king"]}, shadows=["stony_ridge", "reed_marsh"])["A"]  # defence 3, 9 hp
    king.tokens["damage"] = 8
    bregan, ilsa, hrothmar = g.state.players["A"].heroes.cards
    g.apply("A", f"defend {uid(hrothmar)}")
    g.apply("A", f"attack {uid(king)}")
    g.apply("A", f"with {uid(bregan)}")
    g.apply("A", f"with {uid(ilsa)}")
    g.apply("A", "strike")  # 2 + 1 - 3 = 0
    king.tokens["damage"] = 9
    from hjourney_tui.games.lotr_lcg.rules.damage import deal_damage

    list(deal_damage(g, king, 3))  # no question is asked along the way
    assert king.tokens["damage"] == 12 and king in g.state.players["A"].engaged
    to_phase(g, "combat", 2)
    run_until(g, lambda g: "attacks (" in prompt(g))
    assert "The Drowned King attacks" in prompt(g)


def test_the_last_stage_brings_the_drowned_king_into_the_staging_area():
    g = new(1)
    to_planning(g)
    st = g.state
    king = next(c for c in st.encounter.set_aside.cards if c.card_id == "drowned_king")
    assert king not in st.encounter.deck
    g.table.move(st.encounter.quest.cards[0], st.encounter.quest_done)
    st.stage.tokens["progress"] = st.printed(st.stage)["quest_points"] - 1
    stack(g, "stony_ridge", "reed_marsh")
    finish_planning(g)
    commit_all(g, "A", *st.players["A"].heroes.cards)
    to_phase(g, "travel")
    assert st.stage.card_id == "drowned_road_3" and king in st.encounter.staging


@pytest.mark.rule("LC-KW-SURGE-01", "LC-CORE-END-02")
def test_a_surge_after_its_player_is_eliminated_reveals_for_the_next_player_still_in():
    g = new(2, scenario="sunken_archive")
    to_planning(g)
    st = g.state
    mist, dark, ridge = stack(g, "drifting_mist", "whispering_dark", "stony_ridge")
    st.players["A"].threat = 49  # A is first: the mist's Doomed puts A out before its Surge
    finish_planning(g)
    commit_all(g, "A")
    commit_all(g, "B")
    at_prompt(g, "Whispering Dark")
    assert st.players["A"].eliminated
    assert waiting(g) == "B"  # the surged Peril card is B's to face, not the eliminated A's
    assert _reveals(g)[-2:] == [("drifting_mist", "A"), ("whispering_dark", "B")]
    surge = [e for e in g.events if e.kind == "surge"]
    assert [e.data["seat"] for e in surge] == ["B"]

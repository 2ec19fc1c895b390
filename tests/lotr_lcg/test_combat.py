"""The combat phase: shadow cards, enemy attacks and defence, undefended damage, player attacks."""

from __future__ import annotations

import pytest

from hjourney_tui.core.game import Refused

from .helpers import (
    commit_all,
    finish_planning,
    hand,
    hero,
    legal,
    new,
    prompt,
    put,
    stack,
    to_planning,
    uid,
    waiting,
)


def _to_combat(g, engaged: dict, shadows=(), staged=None, threat=5, commit=()):
    """Enemies engaged as given, the encounter deck stacked so that staging reveals harmless locations
    and the shadow cards come next; stops at the first combat question."""
    to_planning(g)
    st = g.state
    out = {s: [put(g, cid, st.players[s].engaged, controller=s) for cid in cids] for s, cids in engaged.items()}
    n = len(g.turns.standing)
    staged = staged or ["stony_ridge"] * n
    stack(g, *staged, *shadows)
    for p in st.players.values():
        p.threat = threat
    finish_planning(g)
    for s in g.turns.order_from():
        commit_all(g, s, *[c for c in commit if g.state.controller_of(c) == s])
    run_until_combat(g)
    return out


def no_sentinel(g):
    """Other players decline to defend with a Sentinel."""
    while "defend with a Sentinel" in prompt(g):
        g.apply(waiting(g), "pass")


def run_until_combat(g):
    from .helpers import run_until

    run_until(g, lambda g: g.state.phase == "combat" and g.flow.pending is not None)


def _shadow_cards(g, enemy):
    return [c.card_id for c in g.state.shadows_on(enemy)]


@pytest.mark.rule("LC-CORE-COMBAT-02")
def test_shadows_go_to_the_first_players_enemies_first_highest_engagement_first():
    g = new(2)
    e = _to_combat(g, {"A": ["wolf_pack", "bog_ogre"], "B": ["mire_crawler"]},
                   shadows=["reed_marsh", "stony_ridge", "sudden_squall"])
    wolf, ogre = e["A"]
    (crawler,) = e["B"]
    assert _shadow_cards(g, ogre) == ["reed_marsh"]
    assert _shadow_cards(g, wolf) == ["stony_ridge"]
    assert _shadow_cards(g, crawler) == ["sudden_squall"]
    assert all(not c.face_up for c in g.state.encounter.shadows.cards)
    assert g.view("A")["players"]["A"]["engaged"][0]["shadows"] == [{"face_down": True}]


@pytest.mark.rule("LC-CORE-COMBAT-03", "LC-CORE-EDECK-02")
def test_an_empty_encounter_deck_deals_no_more_shadows_and_is_not_rebuilt():
    g = new(1)
    to_planning(g)
    st = g.state
    ogre = put(g, "bog_ogre", st.players["A"].engaged, controller="A")
    wolf = put(g, "wolf_pack", st.players["A"].engaged, controller="A")
    top = stack(g, "tangled_thicket", "reed_marsh")
    g.table.gather(st.encounter.deck, st.encounter.discard, face_up=True)
    for c in top:
        g.table.move(c, st.encounter.deck, face_up=False)
    st.players["A"].threat = 5
    finish_planning(g)
    commit_all(g, "A")
    run_until_combat(g)
    assert _shadow_cards(g, ogre) == ["reed_marsh"] and _shadow_cards(g, wolf) == []
    assert not st.encounter.deck.cards and st.encounter.discard.cards


@pytest.mark.rule("LC-CORE-COMBAT-04", "LC-CORE-COMBAT-05")
def test_the_attacked_player_orders_their_enemies_attacks_each_attacking_once():
    g = new(1)
    wolf, crawler = _to_combat(g, {"A": ["wolf_pack", "mire_crawler"]}, shadows=["tangled_thicket"] * 2)["A"]
    assert sorted(legal(g, "A")) == sorted([f"next {uid(wolf)}", f"next {uid(crawler)}"])
    g.apply("A", f"next {uid(crawler)}")
    assert "Mire Crawler attacks" in prompt(g)
    g.apply("A", "undefended")
    g.apply("A", legal(g, "A")[0])  # a hero takes it
    assert "Wolf Pack attacks" in prompt(g)
    g.apply("A", "undefended")
    g.apply("A", legal(g, "A")[0])
    assert "attacks (" not in prompt(g)


@pytest.mark.rule("LC-CORE-COMBAT-06", "LC-CORE-COMBAT-09", "LC-CORE-COMBAT-08")
def test_a_defender_exhausts_then_the_shadow_resolves_and_damage_is_attack_less_defence():
    g = new(1)
    (ogre,) = _to_combat(g, {"A": ["bog_ogre"]}, shadows=["reed_marsh"])["A"]  # shadow: +1 attack
    bregan = hero(g, "A", 0)  # defence 2
    shadow = g.state.shadows_on(ogre)[0]
    g.apply("A", f"defend {uid(bregan)}")
    assert "exhausted" in bregan.flags and shadow.face_up
    assert bregan.tokens["damage"] == 5 + 1 - 2
    reveal = next(i for i, e in enumerate(g.events) if e.kind == "shadow" and e.data.get("card") == "reed_marsh")
    defend = next(i for i, e in enumerate(g.events) if e.kind == "defend")
    assert defend < reveal


@pytest.mark.rule("LC-CORE-FX-14")
def test_a_treachery_dealt_as_shadow_resolves_only_its_shadow_text():
    g = new(2)
    (wolf,) = _to_combat(g, {"A": ["wolf_pack"]}, shadows=["sudden_squall"])["A"]
    before = {s: p.threat for s, p in g.state.players.items()}
    g.apply("A", f"defend {uid(hero(g, 'A', 0))}")
    assert {s: p.threat - before[s] for s, p in g.state.players.items()} == {"A": 1, "B": 0}


@pytest.mark.rule("LC-CORE-COMBAT-10", "LC-CORE-COMBAT-11", "LC-CORE-COMBAT-12")
def test_undefended_damage_goes_all_to_one_hero_never_an_ally_and_the_excess_is_lost():
    g = new(1)
    to_planning(g)
    ally = put(g, "ford_guard", g.state.players["A"].allies, controller="A")
    g._legal_cache = None
    (ogre,) = _to_combat_from_planning(g, ["bog_ogre"], ["tangled_thicket"])
    g.apply("A", "undefended")
    heroes = g.state.players["A"].heroes.cards
    assert sorted(legal(g, "A")) == sorted(f"take {uid(h)}" for h in heroes)
    assert f"take {uid(ally)}" not in legal(g, "A")
    ilsa = heroes[1]  # 4 hit points
    g.apply("A", f"take {uid(ilsa)}")
    assert ilsa in g.state.players["A"].discard and not ilsa.tokens
    placed = [e.data["amount"] for e in g.events if e.kind == "damage"]
    assert placed == [4]  # 5 attack, 4 hit points: 1 lost
    assert all("damage" not in h.tokens for h in g.state.players["A"].heroes.cards)


def _to_combat_from_planning(g, enemies, shadows):
    st = g.state
    out = [put(g, cid, st.players["A"].engaged, controller="A") for cid in enemies]
    stack(g, "stony_ridge", *shadows)
    st.players["A"].threat = 5
    finish_planning(g)
    commit_all(g, "A")
    run_until_combat(g)
    return out


@pytest.mark.rule("LC-CORE-EDGE-11")
def test_an_attack_no_stronger_than_defence_deals_nothing_but_its_shadow_still_resolves():
    g = new(1)
    (wolf,) = _to_combat(g, {"A": ["wolf_pack"]}, shadows=["sudden_squall"])["A"]  # attack 2
    threat = g.state.players["A"].threat
    hrothmar = hero(g, "A", 2)  # defence 2
    g.apply("A", f"defend {uid(hrothmar)}")
    assert "damage" not in hrothmar.tokens and "takes all" not in prompt(g)  # still a defended attack
    assert g.state.players["A"].threat == threat + 1


@pytest.mark.rule("LC-CORE-EDGE-12", "LC-CORE-CARD-02")
def test_a_character_exhausted_by_questing_cannot_defend():
    g = new(1)
    to_planning(g)
    st = g.state
    bregan = hero(g, "A", 0)
    put(g, "wolf_pack", st.players["A"].engaged, controller="A")
    stack(g, "tangled_thicket", "tangled_thicket")
    st.players["A"].threat = 5
    finish_planning(g)
    commit_all(g, "A", bregan)
    run_until_combat(g)
    assert f"defend {uid(bregan)}" not in legal(g, "A")
    with pytest.raises(Refused):
        g.apply("A", f"defend {uid(bregan)}")
    assert f"defend {uid(hero(g, 'A', 1))}" in legal(g, "A")


@pytest.mark.rule("LC-CORE-COMBAT-15", "LC-CORE-COMBAT-16")
def test_players_attack_only_after_every_enemy_attack_in_player_order():
    g = new(2)
    wolf = _to_combat(g, {"A": ["wolf_pack"], "B": ["mire_crawler"]}, shadows=["tangled_thicket"] * 2)["A"][0]
    g.apply("A", "undefended")
    no_sentinel(g)
    g.apply("A", legal(g, "A")[0])
    assert waiting(g) == "B" and "Mire Crawler attacks" in prompt(g)
    g.apply("B", "undefended")
    no_sentinel(g)
    g.apply("B", legal(g, "B")[0])
    assert waiting(g) == "A" and f"attack {uid(wolf)}" in legal(g, "A")


@pytest.mark.rule("LC-CORE-COMBAT-17", "LC-CORE-COMBAT-19", "LC-CORE-COMBAT-20")
def test_attackers_exhaust_their_attack_adds_up_less_defence_and_a_defeated_enemy_scores_victory():
    g = new(1)
    (captain,) = _to_combat(g, {"A": ["raider_captain"]}, shadows=["tangled_thicket"])["A"]  # def 2, hp 5
    bregan, ilsa, hrothmar = g.state.players["A"].heroes.cards
    g.apply("A", f"defend {uid(ilsa)}")
    g.apply("A", f"attack {uid(captain)}")
    assert "strike" not in legal(g, "A")  # at least one attacker
    assert all(c.data["enemy"] == captain.uid for c in g.legal_commands("A") if c.verb == "with")  # for bots
    g.apply("A", f"with {uid(bregan)}")
    assert "exhausted" in bregan.flags
    g.apply("A", f"with {uid(hrothmar)}")
    captain.tokens["damage"] = 2  # of 5 hit points
    g.apply("A", "strike")
    hit = next(e for e in g.events if e.kind == "attack" and e.seat == "A")
    assert (hit.data["attack"], hit.data["damage"]) == (2 + 3, 2 + 3 - 2)
    assert captain in g.state.encounter.victory and not captain.tokens


@pytest.mark.rule("LC-CORE-COMBAT-19", "LC-CORE-COMBAT-20")
def test_attack_damage_and_a_defeated_enemy_without_victory_goes_to_the_encounter_discard():
    g = new(1)
    (wolf,) = _to_combat(g, {"A": ["wolf_pack"]}, shadows=["reed_marsh"])["A"]  # defence 0, hp 3
    bregan, ilsa, hrothmar = g.state.players["A"].heroes.cards
    g.apply("A", f"defend {uid(ilsa)}")
    shadow = g.state.shadows_on(wolf)[0]
    g.apply("A", f"attack {uid(wolf)}")
    g.apply("A", f"with {uid(bregan)}")
    g.apply("A", "strike")
    assert wolf.tokens.get("damage") == 2 and shadow.face_up
    g2 = new(1)
    (wolf2,) = _to_combat(g2, {"A": ["wolf_pack"]}, shadows=["reed_marsh"])["A"]
    b2, i2, h2 = g2.state.players["A"].heroes.cards
    g2.apply("A", f"defend {uid(i2)}")
    g2.apply("A", f"attack {uid(wolf2)}")
    g2.apply("A", f"with {uid(b2)}")
    g2.apply("A", f"with {uid(h2)}")
    g2.apply("A", "strike")  # 5 attack against 3 hit points
    assert wolf2 in g2.state.encounter.discard and not wolf2.tokens


@pytest.mark.rule("LC-CORE-COMBAT-22")
def test_the_shadow_of_an_enemy_that_leaves_play_is_discarded_at_once():
    g = new(1)
    to_planning(g)
    (strike,) = hand(g, "A", "sudden_strike")
    wolf, ogre = _to_combat_from_planning(g, ["wolf_pack", "bog_ogre"], ["reed_marsh", "stony_ridge"])
    wolf.tokens["damage"] = 1
    assert "action window" in prompt(g)
    g.apply("A", f"play {uid(strike)}")
    g.apply("A", f"target {uid(wolf)}")
    st = g.state
    assert wolf in st.encounter.discard
    assert "stony_ridge" in [c.card_id for c in st.encounter.discard.cards]
    assert [c.card_id for c in st.shadows_on(ogre)] == ["reed_marsh"] and len(st.encounter.shadows) == 1


@pytest.mark.rule("LC-CORE-COMBAT-18", "LC-CORE-COMBAT-21")
def test_one_attack_per_enemy_per_player_and_attacking_is_optional():
    g = new(1)
    (ogre,) = _to_combat(g, {"A": ["bog_ogre"]}, shadows=["tangled_thicket"])["A"]
    bregan, ilsa, hrothmar = g.state.players["A"].heroes.cards
    g.apply("A", f"defend {uid(hrothmar)}")
    g.apply("A", f"attack {uid(ogre)}")
    g.apply("A", f"with {uid(bregan)}")
    g.apply("A", "strike")
    assert f"attack {uid(ogre)}" not in legal(g, "A")
    with pytest.raises(Refused):
        g.apply("A", f"attack {uid(ogre)}")
    g2 = new(1)
    _to_combat(g2, {"A": ["bog_ogre"]}, shadows=["tangled_thicket"])
    g2.apply("A", f"defend {uid(hero(g2, 'A', 2))}")
    assert "done" in legal(g2, "A")
    g2.apply("A", "done")
    assert g2.state.phase == "refresh" or "refresh" in prompt(g2) or g2.state.round == 2


@pytest.mark.rule("LC-CORE-COMBAT-22")
def test_shadow_cards_left_at_the_end_of_combat_are_discarded():
    g = new(1)
    (ogre,) = _to_combat(g, {"A": ["bog_ogre"]}, shadows=["reed_marsh"])["A"]
    shadow = g.state.shadows_on(ogre)[0]
    g.apply("A", f"defend {uid(hero(g, 'A', 2))}")
    g.apply("A", "done")
    assert shadow in g.state.encounter.discard and not g.state.shadow_of


@pytest.mark.rule("LC-CORE-CARD-04", "LC-CORE-CARD-06")
def test_a_destroyed_character_goes_to_its_owners_discard_with_its_attachments_and_no_tokens():
    g = new(1)
    to_planning(g)
    st = g.state
    ally = put(g, "ford_guard", st.players["A"].allies, controller="A")  # 2 hit points, defence 1
    blade = put(g, "keen_blade", st.players["A"].attachments, controller="A")
    from hjourney_tui.games.lotr_lcg.rules.actions import attach

    attach(g, blade, ally)
    (ogre,) = _to_combat_from_planning(g, ["bog_ogre"], ["tangled_thicket"])
    g.apply("A", f"defend {uid(ally)}")
    p = st.players["A"]
    assert ally in p.discard and blade in p.discard
    assert not ally.tokens and not ally.flags and uid(blade) not in st.attached


@pytest.mark.rule("LC-CORE-END-03", "LC-CORE-EDGE-14", "LC-CORE-END-05", "LC-CORE-END-06")
def test_losing_the_last_hero_eliminates_a_player_with_allies_and_their_enemies_return_to_staging():
    g = new(2)
    to_planning(g)
    st = g.state
    b = st.players["B"]
    for h in b.heroes.cards[1:]:
        g.table.move(h, b.discard)
    ally = put(g, "brook_warden", b.allies, controller="B")
    ogre = put(g, "bog_ogre", b.engaged, controller="B")
    wolf = put(g, "wolf_pack", b.engaged, controller="B")
    wolf.tokens["damage"] = 1
    stack(g, "stony_ridge", "stony_ridge", "tangled_thicket", "reed_marsh")
    for p in st.players.values():
        p.threat = 5
    finish_planning(g)
    commit_all(g, "A")
    commit_all(g, "B")
    run_until_combat(g)
    g.apply("B", f"next {uid(ogre)}")
    g.apply("B", "undefended")  # 5 on a hero of 4 hit points: the last one
    no_sentinel(g)
    assert b.eliminated and "B" in g.turns.out
    assert ally in b.discard and not b.hand.cards and not b.deck.cards
    assert ogre in st.encounter.staging
    assert wolf in st.encounter.staging and wolf.tokens["damage"] == 1
    assert g.outcome() is None  # A plays on

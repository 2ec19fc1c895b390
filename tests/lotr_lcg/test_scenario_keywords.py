"""Scenario keywords of the second and third scenarios: Battle, Siege, Villagers, Venom, Guarded, Clues,
Hide, Peril, Sack and Underworld."""

from __future__ import annotations

import pytest

from hjourney_tui.core.modifiers import Modifier

from .helpers import (
    at_prompt,
    commit_all,
    events,
    find,
    finish_planning,
    hand,
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
from .test_combat import _to_combat, run_until_combat


def _stage(g, card_id):
    """Make `card_id` the current stage (earlier stages count as done)."""
    st = g.state
    while st.stage.card_id != card_id:
        g.table.move(st.stage, st.encounter.quest_done)


def _quest(g):
    return next(e for e in g.events if e.kind == "quest").data


# -- Battle and Siege ------------------------------------------------------------------------------
@pytest.mark.rule("LC-KW-BATTLE-01", "LC-KW-BATTLE-02", "LC-KW-BATTLE-04")
def test_a_battle_stage_counts_the_committed_characters_attack_against_the_staging_threat():
    g = new(1, scenario="burning_hamlets")
    to_planning(g)
    _stage(g, "burning_hamlets_3")
    st = g.state
    put(g, "hill_reaver", st.encounter.staging)  # threat 2
    stack(g, "mill_house")  # threat 1
    bregan, ilsa, hrothmar = st.players["A"].heroes.cards  # attack 2, 1, 3
    g.modifiers.add(Modifier(uid(bregan), "willpower", 2))  # willpower does not count in a battle
    finish_planning(g)
    commit_all(g, "A", bregan, hrothmar)
    to_phase(g, "travel")
    assert _quest(g) == {"willpower": 5, "threat": 3, "counts": "attack"}
    assert "exhausted" in bregan.flags and "exhausted" in hrothmar.flags


@pytest.mark.rule("LC-KW-SIEGE-01", "LC-KW-SIEGE-02", "LC-KW-SIEGE-04")
def test_a_siege_stage_counts_defence_only_while_it_is_the_current_stage():
    g = new(1, scenario="burning_hamlets")
    to_planning(g)
    st = g.state
    bregan, ilsa, hrothmar = st.players["A"].heroes.cards  # willpower 2, 2, 1; defence 2, 2, 2
    st.stage.tokens["progress"] = st.printed(st.stage)["quest_points"] - 1  # stage 1 is almost done
    stack(g, "mill_house", "stony_ridge")
    finish_planning(g)
    commit_all(g, "A", bregan, ilsa, hrothmar)
    to_phase(g, "travel")
    # stage 1 was current while questing: willpower 5 against the Mill House's 1 (the Siege stage waited)
    assert _quest(g) == {"willpower": 5, "threat": 1}
    assert st.stage.card_id == "burning_hamlets_2"
    mark = len(g.events)
    to_phase(g, "travel", 2)
    quest = next(e for e in g.events[mark:] if e.kind == "quest").data
    assert quest["counts"] == "defence"
    defence = sum(2 for c in (bregan, ilsa, hrothmar) if any(e.kind == "commit" and e.data["uid"] == c.uid
                                                              for e in g.events[mark:]))
    assert quest["willpower"] == defence


# -- Villagers -------------------------------------------------------------------------------------
@pytest.mark.rule("LC-KW-VILLAGERS-01", "LC-KW-VILLAGERS-02")
def test_villagers_are_placed_on_a_location_entering_play_and_on_a_quest_card_revealed():
    g = new(1, scenario="burning_hamlets")
    g.apply("A", "keep")
    st = g.state
    assert st.stage.tokens.get("villagers") == 4  # stage 1 at setup
    farm = next(c for c in st.encounter.staging.cards if c.card_id == "thatched_farmstead")
    assert farm.tokens.get("villagers") == 2
    assert g.view("A")["staging"][0]["villagers"] == 2 and g.view("A")["quest"]["villagers"] == 4
    assert "resources" not in st.stage.tokens and "resources" not in farm.tokens


@pytest.mark.rule("LC-KW-VILLAGERS-04", "LC-KW-VILLAGERS-05")
def test_villager_tokens_move_or_go_back_to_the_bank_only_by_card_effects():
    g = new(1, scenario="burning_hamlets")
    to_planning(g)
    st = g.state
    farm = put(g, "thatched_farmstead", st.encounter.active)
    farm.tokens["villagers"] = 2
    stack(g, "fleeing_townsfolk")  # a villager is lost from the stage
    finish_planning(g)
    commit_all(g, "A", *st.players["A"].heroes.cards)  # willpower 5: the farmstead (3) is explored
    to_phase(g, "travel")
    assert st.zone_of(farm) is st.encounter.discard and "villagers" not in farm.tokens
    on_stage = [e.data["villagers"] for e in events(g, "villagers") if e.data["card"] == st.stage.uid]
    assert on_stage[:3] == [4, 4 - 1, 4 - 1 + 2]  # one lost to the treachery, two led in from the farmstead


# -- Venom -----------------------------------------------------------------------------------------
@pytest.mark.rule("LC-KW-VENOM-01", "LC-KW-VENOM-02", "LC-KW-VENOM-04", "LC-KW-VENOM-05")
def test_venom_damage_gives_one_poison_the_top_card_of_the_controllers_deck_face_down():
    g = new(1, scenario="sunken_archive")
    (spider,) = _to_combat(g, {"A": ["stack_spider"]}, shadows=["tangled_thicket"])["A"]  # attack 2
    st = g.state
    bregan = hero(g, "A", 0)
    top = st.players["A"].deck.top
    g.apply("A", "undefended")
    g.apply("A", f"take {uid(bregan)}")
    assert bregan.tokens["damage"] == 2
    assert st.poisons_on(bregan) == [top] and not top.face_up  # 2 damage, 1 poison
    assert st.zone_of(top) is st.players["A"].attachments
    assert g.view("A")["players"]["A"]["heroes"][0]["poison"] == 1
    assert {"face_down": True} in g.view("A")["players"]["A"]["heroes"][0]["attachments"]


@pytest.mark.rule("LC-KW-VENOM-06", "LC-KW-VENOM-08")
def test_no_poison_from_an_empty_deck_and_poisons_are_discarded_with_their_character():
    g = new(1, scenario="sunken_archive")
    (spider,) = _to_combat(g, {"A": ["stack_spider"]}, shadows=["tangled_thicket"])["A"]
    st = g.state
    p = st.players["A"]
    bregan, ilsa, _ = p.heroes.cards
    g.table.gather(p.deck, p.discard, face_up=True)
    g.apply("A", "undefended")
    g.apply("A", f"take {uid(bregan)}")
    assert bregan.tokens["damage"] == 2 and st.poisons_on(bregan) == []
    g2 = new(1, scenario="sunken_archive")
    _to_combat(g2, {"A": ["stack_spider"]}, shadows=["tangled_thicket"])
    p2 = g2.state.players["A"]
    ilsa2 = p2.heroes.cards[1]  # 4 hit points
    ilsa2.tokens["damage"] = 2
    top = p2.deck.top
    g2.apply("A", "undefended")
    g2.apply("A", f"take {uid(ilsa2)}")  # the poison comes, then she falls
    assert g2.state.zone_of(ilsa2) is p2.discard
    assert g2.state.zone_of(top) is p2.discard and top.face_up


@pytest.mark.rule("LC-KW-VENOM-09")
def test_venom_also_poisons_through_the_enemys_own_effects():
    g = new(1, scenario="sunken_archive")
    to_planning(g)
    st = g.state
    warden = put(g, "archive_warden", st.encounter.staging)  # engagement 42; engaged: 1 damage to a hero
    stack(g, "tangled_thicket")
    st.players["A"].threat = 42
    finish_planning(g)
    commit_all(g, "A")
    run_until(g, lambda g: "Archive Warden" in prompt(g))
    bregan = hero(g, "A", 0)
    g.apply("A", f"target {uid(bregan)}")
    assert st.zone_of(warden) is st.players["A"].engaged
    assert bregan.tokens["damage"] == 1 and len(st.poisons_on(bregan)) == 1


# -- Guarded ---------------------------------------------------------------------------------------
def _reveal(g, *top, commit=(), threat=None):
    """The encounter deck stacked with `top` (from the planning phase, reached first if need be); the
    given characters quest."""
    if g.state.phase != "planning":
        to_planning(g)
    cards = stack(g, *top)
    for s, t in (threat or {}).items():
        g.state.players[s].threat = t
    finish_planning(g)
    commit_all(g, "A", *commit)
    return cards


@pytest.mark.rule("LC-KW-GUARDED-01", "LC-KW-GUARDED-02", "LC-KW-GUARDED-03")
def test_a_guarded_objective_draws_a_guard_which_adds_its_threat_and_keeps_it_from_being_claimed():
    g = new(1, scenario="sunken_archive")
    st = g.state
    ledger, brigand = _reveal(g, "torn_ledger", "hill_brigand", commit=tuple(st.players["A"].heroes.cards),
                              threat={"A": 20})
    to_phase(g, "travel")
    assert st.zone_of(ledger) is st.encounter.staging and st.zone_of(brigand) is st.encounter.staging
    assert st.guard_of == {uid(brigand): uid(ledger)}
    assert _quest(g) == {"willpower": 5, "threat": 2}  # the brigand's threat counts; the quest succeeds
    assert st.zone_of(ledger) is st.encounter.staging and st.clues_held() == 0  # guarded: not claimed
    assert g.view("A")["staging"][0]["guarded_by"] == [brigand.uid]


@pytest.mark.rule("LC-KW-GUARDED-04", "LC-KW-GUARDED-10")
def test_an_objective_revealed_as_a_guard_goes_to_staging_and_a_guards_surge_is_not_a_guard():
    g = new(1, scenario="sunken_archive")
    st = g.state
    to_planning(g)
    ledger, stone, ridge, brigand, marsh = stack(g, "torn_ledger", "cipher_stone", "stony_ridge", "hill_brigand",
                                                 "crumbling_path")
    g.modifiers.add(Modifier(uid(brigand), "surge", 1))
    st.players["A"].threat = 20
    finish_planning(g)
    commit_all(g, "A")
    to_phase(g, "travel")
    assert st.guard_of == {uid(ridge): uid(stone), uid(brigand): uid(ledger)}
    assert st.zone_of(marsh) is st.encounter.staging  # revealed by the guard's surge, guarding nothing


@pytest.mark.rule("LC-KW-GUARDED-05", "LC-CORE-QUEST-10")
def test_a_treachery_revealed_as_a_guard_resolves_and_is_discarded_leaving_the_objective_unguarded():
    g = new(1, scenario="sunken_archive")
    st = g.state
    ledger, squall = _reveal(g, "torn_ledger", "sudden_squall")
    to_phase(g, "travel")
    assert st.zone_of(ledger) is st.encounter.staging
    assert st.zone_of(squall) is st.encounter.discard and st.guard_of == {}
    assert any(e.kind == "threat" and "Sudden Squall" in e.text for e in g.events)


@pytest.mark.rule("LC-KW-GUARDED-06")
def test_an_engaged_guard_still_guards_until_it_leaves_play():
    g = new(1, scenario="sunken_archive")
    st = g.state
    ledger, brigand, thicket = _reveal(g, "torn_ledger", "hill_brigand", "tangled_thicket", threat={"A": 30})
    run_until_combat(g)
    assert st.zone_of(brigand) is st.players["A"].engaged and st.guard_of == {uid(brigand): uid(ledger)}
    bregan, ilsa, hrothmar = st.players["A"].heroes.cards
    g.apply("A", f"defend {uid(ilsa)}")
    g.apply("A", f"attack {uid(brigand)}")
    g.apply("A", f"with {uid(bregan)}")
    g.apply("A", f"with {uid(hrothmar)}")
    g.apply("A", "strike")  # 5 attack against defence 1 and 3 hit points
    assert st.zone_of(brigand) is st.encounter.discard and st.guard_of == {}


# -- Clues -----------------------------------------------------------------------------------------
@pytest.mark.rule("LC-KW-CLUE-02", "LC-KW-CLUE-07")
def test_a_clue_is_claimed_onto_a_hero_committed_to_the_quest():
    g = new(1, scenario="sunken_archive")
    st = g.state
    bregan, ilsa, hrothmar = st.players["A"].heroes.cards
    ledger, _ = _reveal(g, "torn_ledger", "sudden_squall", commit=(bregan, ilsa))
    run_until(g, lambda g: "takes it" in prompt(g))
    assert sorted(legal(g, "A")) == sorted([f"target {uid(bregan)}", f"target {uid(ilsa)}"])
    g.apply("A", f"target {uid(ilsa)}")
    assert st.attached[uid(ledger)] == uid(ilsa) and ledger.face_up
    assert st.clues_held() == 1 and g.view("A")["clues"] == 1


@pytest.mark.rule("LC-KW-CLUE-03")
def test_no_clue_is_claimed_when_no_hero_is_committed():
    g = new(1, scenario="sunken_archive")
    st = g.state
    to_planning(g)
    ally = put(g, "ford_guard", st.players["A"].allies, controller="A")
    ledger, _ = stack(g, "torn_ledger", "sudden_squall")
    finish_planning(g)
    commit_all(g, "A", ally)
    to_phase(g, "travel")
    assert _quest(g) == {"willpower": 1, "threat": 0}  # the quest succeeds, by an ally alone
    assert st.zone_of(ledger) is st.encounter.staging and st.clues_held() == 0


@pytest.mark.rule("LC-KW-CLUE-04", "LC-KW-CLUE-06")
def test_a_clue_whose_hero_is_destroyed_goes_on_top_of_the_encounter_deck_and_comes_next():
    g = new(1, scenario="sunken_archive")
    st = g.state
    bregan, ilsa, hrothmar = st.players["A"].heroes.cards
    to_planning(g)
    put(g, "wolf_pack", st.players["A"].engaged, controller="A")
    ledger, _, _, _ = stack(g, "torn_ledger", "sudden_squall", "tangled_thicket", "stony_ridge")
    st.players["A"].threat = 5
    finish_planning(g)
    commit_all(g, "A", bregan)
    run_until_combat(g)
    assert st.attached[uid(ledger)] == uid(bregan)
    bregan.tokens["damage"] = 4  # of 5
    g.apply("A", "undefended")
    g.apply("A", f"take {uid(bregan)}")
    assert st.zone_of(bregan) is st.players["A"].discard
    assert st.encounter.deck.top is ledger and not ledger.face_up
    mark = len(g.events)
    to_phase(g, "travel", 2)
    assert next(e for e in g.events[mark:] if e.kind == "reveal").data["card"] == "torn_ledger"


@pytest.mark.rule("LC-KW-CLUE-07")
def test_a_stage_won_by_clues_is_complete_when_enough_are_held_not_by_progress():
    g = new(1, scenario="sunken_archive")
    st = g.state
    to_planning(g)
    _stage(g, "sunken_archive_2")
    bregan, ilsa, hrothmar = st.players["A"].heroes.cards
    first = put(g, "torn_ledger", st.players["A"].attachments, controller="A")
    st.attached[uid(first)] = uid(ilsa)
    st.stage.tokens["progress"] = 9  # of 10
    stone, _ = stack(g, "cipher_stone", "sudden_squall")
    finish_planning(g)
    commit_all(g, "A", bregan)
    to_phase(g, "travel")
    kinds = [e.kind for e in g.events if e.kind in ("progress", "clue", "stage")]
    assert kinds[:3] == ["progress", "clue", "clue"] and kinds[3] == "stage"  # full progress did not do it
    assert st.stage.card_id == "sunken_archive_3" and st.attached[uid(stone)] == uid(bregan)


# -- Hide ------------------------------------------------------------------------------------------
def _hide(g):
    """The latest Hide test's result."""
    return [e for e in g.events if e.kind == "hide" and "passed" in e.data][-1].data


@pytest.mark.rule("LC-KW-HIDE-01", "LC-KW-HIDE-03", "LC-KW-HIDE-04", "LC-KW-HIDE-07")
def test_the_revealing_player_alone_exhausts_ready_characters_for_a_hide_test_and_can_fail_it():
    g = new(2, scenario="sunken_archive")
    st = g.state
    a_bregan = hero(g, "A", 0)
    b1, b2, b3 = st.players["B"].heroes.cards
    to_planning(g)
    stack(g, "stony_ridge", "prowling_eyes", "tangled_thicket", "crumbling_path")  # Hide 2: threat 2 + 1
    st.players["A"].threat = st.players["B"].threat = 20
    finish_planning(g)
    commit_all(g, "A", a_bregan)
    commit_all(g, "B", b1)
    run_until(g, lambda g: "Hide 2" in prompt(g))
    assert waiting(g) == "B"
    offered = {c.data["uid"] for c in g.legal_commands("B") if c.verb == "commit"}
    assert offered == {b2.uid, b3.uid}  # not A's characters, nor B's hero already questing
    before = st.players["B"].threat
    g.apply("B", f"commit {uid(b3)}")
    g.apply("B", "done")
    willpower = g.state.printed(b3)["willpower"]
    assert willpower < 3
    assert _hide(g) == {"seat": "B", "willpower": willpower, "threat": 3, "passed": False,
                        "discarded": ["tangled_thicket", "crumbling_path"]}
    assert st.players["B"].threat == before + 3  # Prowling Eyes: failing costs 3 threat


@pytest.mark.rule("LC-KW-HIDE-05", "LC-KW-HIDE-06", "LC-KW-HIDE-08", "LC-KW-HIDE-10")
def test_a_hide_test_passes_on_equal_willpower_and_the_discarded_cards_do_nothing():
    g = new(1, seed=3, scenario="sunken_archive")  # a seed whose shuffle brings no other threat in the way
    st = g.state
    bregan, ilsa, hrothmar = st.players["A"].heroes.cards  # willpower 2, 2, 1
    to_planning(g)
    put(g, "crumbling_path", st.encounter.staging)  # threat 1, and somewhere to travel: the game waits there
    _, squall, ridge = _reveal(g, "prowling_eyes", "sudden_squall", "stony_ridge", commit=(bregan,))
    run_until(g, lambda g: "Hide 2" in prompt(g))
    g.apply("A", f"commit {uid(hrothmar)}")
    g.apply("A", "done")
    assert _hide(g)["passed"] and (_hide(g)["willpower"], _hide(g)["threat"]) == (1, 1)
    assert st.zone_of(squall) is st.encounter.discard
    assert not any("Sudden Squall" in e.text for e in events(g, "threat"))  # its text never resolved
    run_until(g, lambda g: "travel to" in prompt(g))
    assert "exhausted" in hrothmar.flags and "committed" not in hrothmar.flags
    assert _quest(g) == {"willpower": 2, "threat": 1}  # Bregan alone quests


@pytest.mark.rule("LC-KW-HIDE-09")
def test_a_hide_test_with_nobody_exhausted_passes_only_against_no_threat():
    g = new(1, scenario="sunken_archive")
    _reveal(g, "prowling_eyes", "sudden_squall", "musty_air")
    run_until(g, lambda g: "Hide 2" in prompt(g))
    g.apply("A", "done")
    assert _hide(g)["passed"] and _hide(g)["willpower"] == 0
    g2 = new(1, scenario="sunken_archive")
    _reveal(g2, "prowling_eyes", "sudden_squall", "stony_ridge")
    run_until(g2, lambda g: "Hide 2" in prompt(g))
    g2.apply("A", "done")
    assert not _hide(g2)["passed"]


# -- Peril -----------------------------------------------------------------------------------------
@pytest.mark.rule("LC-KW-PERIL-01", "LC-KW-PERIL-05", "LC-KW-PERIL-06")
def test_the_player_revealing_a_peril_card_makes_its_choices_and_the_first_players_too():
    g = new(2, scenario="sunken_archive")
    st = g.state
    to_planning(g)
    _, dark = stack(g, "stony_ridge", "whispering_dark")
    g.modifiers.add(Modifier(uid(dark), "prowl", 1))  # prowl's choice falls to the first player
    st.players["A"].threat = st.players["B"].threat = 20
    finish_planning(g)
    commit_all(g, "A")
    commit_all(g, "B")
    run_until(g, lambda g: "Whispering Dark" in prompt(g))
    assert waiting(g) == "B" and g.view("A")["peril"] == "B"
    assert g.sources([dark.card_id])[0].controller == "A"  # its Forced text is the first player's, yet resolves
    g.apply("B", "raise")
    assert "prowl" in prompt(g) and waiting(g) == "B"  # not A, the first player


@pytest.mark.rule("LC-KW-PERIL-08")
def test_a_card_revealed_by_a_peril_cards_surge_is_not_peril():
    g = new(2, scenario="sunken_archive")
    st = g.state
    to_planning(g)
    _, dark, crows = stack(g, "stony_ridge", "whispering_dark", "pilfering_crows")  # crows: Prowl 2
    g.modifiers.add(Modifier(uid(dark), "surge", 1))
    st.players["A"].threat = st.players["B"].threat = 20
    finish_planning(g)
    commit_all(g, "A")
    commit_all(g, "B")
    run_until(g, lambda g: "Whispering Dark" in prompt(g))
    g.apply("B", "raise")
    run_until(g, lambda g: "prowl" in prompt(g))
    assert waiting(g) == "A" and g.view("A")["peril"] is None


# -- Sack ------------------------------------------------------------------------------------------
def _sack_top(g, *card_ids):
    """These sack cards on top of the sack deck, the first on top."""
    sack = g.state.encounter.sack
    for cid in reversed(card_ids):
        c = next(c for c in sack.cards if c.card_id == cid)
        g.table.move(c, sack, top=True, face_up=False)


def _sacked(g):
    return [e.data["card"] for e in g.events if e.kind == "sack" and e.text.startswith("sacked")]


@pytest.mark.rule("LC-KW-SACK-01", "LC-KW-SACK-02", "LC-KW-SACK-10")
def test_sack_takes_the_top_sack_card_resolves_it_and_shuffles_it_back():
    g = new(1, scenario="burning_hamlets")
    st = g.state
    assert len(st.encounter.sack) == 7 and g.view("A")["sack_deck"] == 7
    assert not any(st.printed(c).get("deck") for c in st.encounter.deck.cards)
    to_planning(g)
    ally = put(g, "ford_guard", st.players["A"].allies, controller="A")
    _sack_top(g, "carried_off")
    _reveal(g, "hamlet_raider", threat={"A": 20})
    to_phase(g, "travel")
    assert _sacked(g) == ["carried_off"]
    assert st.zone_of(ally) is st.players["A"].discard
    assert len(st.encounter.sack) == 7 and all(not c.face_up for c in st.encounter.sack.cards)


@pytest.mark.rule("LC-KW-SACK-03", "LC-KW-SACK-04")
def test_sack_cards_resolve_one_after_another_and_an_empty_sack_deck_gives_nothing_more():
    g = new(1, scenario="burning_hamlets")
    st = g.state
    to_planning(g)
    _sack_top(g, "carried_off")
    for c in list(st.encounter.sack.cards)[1:]:
        g.table.move(c, st.encounter.set_aside, face_up=True)  # one card left in the sack deck
    put(g, "crumbling_path", st.encounter.staging)  # somewhere to travel: the game waits there
    _reveal(g, "torch_bearers", threat={"A": 20})  # Sack 2
    run_until(g, lambda g: "travel to" in prompt(g))
    sack = [e.text for e in events(g, "sack")]
    assert _sacked(g) == ["carried_off"] and "the sack deck is empty" in sack[2]  # after it resolved
    assert "shuffled back" in sack[-1] and len(st.encounter.sack) == 1


@pytest.mark.rule("LC-KW-SACK-06", "LC-KW-SACK-07", "LC-KW-SACK-08", "LC-CORE-FX-13")
def test_the_first_player_picks_among_a_sack_cards_targets_and_with_none_it_goes_back():
    g = new(2, scenario="burning_hamlets")
    st = g.state
    to_planning(g)
    farm = put(g, "thatched_farmstead", st.encounter.staging)
    farm.tokens["villagers"] = 2
    put(g, "mill_house", st.encounter.staging)  # no villagers on it: not a target
    _sack_top(g, "burning_barn")
    _, raider = stack(g, "stony_ridge", "hamlet_raider")  # B reveals the raider
    st.players["A"].threat = st.players["B"].threat = 20
    finish_planning(g)
    commit_all(g, "A")
    commit_all(g, "B")
    run_until(g, lambda g: "Burning Barn" in prompt(g))
    assert waiting(g) == "A"
    assert sorted(legal(g, "A")) == sorted([f"target {uid(farm)}", f"target {uid(st.stage)}"])
    g.apply("A", f"target {uid(farm)}")
    assert farm.tokens["villagers"] == 1
    g2 = new(1, scenario="burning_hamlets")
    to_planning(g2)
    g2.state.stage.tokens.clear()  # no villagers anywhere
    _sack_top(g2, "burning_barn")
    _reveal(g2, "hamlet_raider", threat={"A": 20})
    to_phase(g2, "travel")
    assert any("finds no villagers" in e.text for e in g2.events) and len(g2.state.encounter.sack) == 7


@pytest.mark.rule("LC-KW-SACK-05")
def test_a_sack_card_that_leaves_play_is_shuffled_back_into_the_sack_deck():
    g = new(1, scenario="burning_hamlets")
    st = g.state
    to_planning(g)
    party = next(c for c in st.encounter.sack.cards if c.card_id == "looting_party")
    g.table.move(party, st.players["A"].engaged, face_up=True)
    party.controller = "A"
    stack(g, "stony_ridge", "tangled_thicket")
    st.players["A"].threat = 5
    finish_planning(g)
    commit_all(g, "A")
    run_until_combat(g)
    bregan, ilsa, hrothmar = st.players["A"].heroes.cards
    g.apply("A", f"defend {uid(ilsa)}")
    g.apply("A", f"attack {uid(party)}")
    g.apply("A", f"with {uid(hrothmar)}")
    g.apply("A", "strike")  # 3 attack against defence 1 and 2 hit points
    assert st.zone_of(party) is st.encounter.sack and not party.face_up
    assert party not in st.encounter.discard.cards


# -- Underworld ------------------------------------------------------------------------------------
@pytest.mark.rule("LC-KW-UNDERWORLD-01", "LC-KW-UNDERWORLD-02")
def test_an_underworld_location_entering_play_stacks_hidden_cards_beneath_it():
    g = new(1, scenario="sunken_archive")
    g.apply("A", "keep")
    st = g.state
    shaft = next(c for c in st.encounter.staging.cards if c.card_id == "well_shaft")
    under = st.stacked_under(shaft)
    x = st.printed(shaft)["underworld"]
    assert len(under) == x and all(not c.face_up for c in under)
    assert all(st.zone_of(c) is st.encounter.beneath for c in under) and len(st.encounter.underworld) == 6 - x
    seen = next(c for c in g.view("A")["staging"] if c.get("card") == "well_shaft")
    counted = sum(st.printed(c).get("threat", 0) for c in st.encounter.staging.cards)
    assert seen["stacked"] == x and g.view("A")["staging_threat"] == counted  # nothing from beneath
    said = next(e.text for e in g.events if e.kind == "underworld")
    assert said.startswith(f"underworld: {x} card{'s are' if x != 1 else ' is'} stacked")  # "1 card is", in words


@pytest.mark.rule("LC-KW-UNDERWORLD-03", "LC-KW-UNDERWORLD-04", "LC-KW-UNDERWORLD-05")
def test_stacked_cards_come_out_as_revealed_cards_when_their_location_leaves_play():
    g = new(1, scenario="sunken_archive")
    st = g.state
    to_planning(g)
    under = st.encounter.underworld
    for cid in ("lurking_shade", "falling_rubble"):
        c = next(c for c in under.cards if c.card_id == cid)
        g.table.move(c, under, top=True, face_up=False)  # the rubble on top, the shade under it
    shaft = stack(g, "well_shaft")[0]
    g.modifiers.add(Modifier(uid(shaft), "underworld", 2, kind="set"))  # Underworld 2: two cards beneath
    st.players["A"].threat = 20
    finish_planning(g)
    commit_all(g, "A")
    run_until(g, lambda g: "travel to" in prompt(g))
    g.apply("A", f"travel {uid(shaft)}")
    rubble, shade = st.stacked_under(shaft)
    shaft.tokens["progress"] = 3  # of 4
    mark = len(g.events)
    stack(g, "tangled_thicket")
    to_phase(g, "quest", 2)
    commit_all(g, "A", *st.players["A"].heroes.cards)
    to_phase(g, "travel", 2)
    assert st.zone_of(shaft) is st.encounter.discard and st.stacked_under(shaft) == []
    assert st.zone_of(rubble) is st.encounter.discard and rubble.face_up  # not back to the underworld deck
    assert st.zone_of(shade) in (st.encounter.staging, st.players["A"].engaged)
    assert any(e.kind == "threat" and "Falling Rubble" in e.text for e in g.events[mark:])


@pytest.mark.rule("LC-KW-UNDERWORLD-06")
def test_underworld_stacks_what_is_left_of_its_deck():
    g = new(1, scenario="sunken_archive")
    st = g.state
    to_planning(g)
    for c in list(st.encounter.underworld.cards)[1:]:
        g.table.move(c, st.encounter.set_aside, face_up=True)
    shaft = _reveal(g, "well_shaft", threat={"A": 20})[0]
    to_phase(g, "travel")
    assert len(st.stacked_under(shaft)) == 1 and len(st.encounter.underworld) == 0


@pytest.mark.rule("LC-KW-HIDE-11")
def test_what_failing_a_hide_test_does_comes_from_the_cards_text():
    g = new(1, scenario="sunken_archive")
    st = g.state
    sentry, _ = _reveal(g, "archive_sentry", "hill_brigand", threat={"A": 20})  # Hide 1 against threat 2
    run_until(g, lambda g: "Hide 1" in prompt(g))
    g.apply("A", "done")
    assert not _hide(g)["passed"]
    assert st.zone_of(sentry) is st.players["A"].engaged  # engagement 33, threat 20: only its text did it


@pytest.mark.rule("LC-KW-HIDE-12")
def test_a_hide_test_in_the_quest_phase_rebuilds_an_empty_encounter_deck_to_go_on_discarding():
    g = new(1, scenario="sunken_archive")
    st = g.state
    to_planning(g)
    eyes, ridge = stack(g, "prowling_eyes", "stony_ridge")
    for c in list(st.encounter.deck.cards)[2:]:
        g.table.move(c, st.encounter.discard, face_up=True)
    st.players["A"].threat = 20
    finish_planning(g)
    commit_all(g, "A")
    run_until(g, lambda g: "Hide 2" in prompt(g))
    g.apply("A", "done")
    assert len(_hide(g)["discarded"]) == 2 and _hide(g)["discarded"][0] == "stony_ridge"
    assert any(e.kind == "reshuffle" for e in g.events)


@pytest.mark.rule("LC-CORE-QUEST-06")
def test_staged_cards_are_revealed_one_at_a_time_each_resolved_first():
    g = new(2, scenario="sunken_archive")
    st = g.state
    to_planning(g)
    eyes, ridge, thicket, path, marsh = stack(g, "prowling_eyes", "tangled_thicket", "crumbling_path",
                                              "stony_ridge", "dust_choked_hall")
    st.players["A"].threat = st.players["B"].threat = 20
    mark = len(g.events)
    finish_planning(g)
    commit_all(g, "A")
    commit_all(g, "B")
    run_until(g, lambda g: "Hide 2" in prompt(g))  # A's card is resolving: B's is not revealed yet
    assert st.zone_of(path) is st.encounter.deck and not path.face_up
    g.apply("A", "done")
    reveals = [(e.data["card"], e.seat) for e in g.events[mark:] if e.kind == "reveal" and "card" in e.data]
    assert reveals == [("prowling_eyes", "A"), ("stony_ridge", "B")]  # B's card came after the Hide discards


@pytest.mark.rule("LC-KW-VILLAGERS-03", "LC-KW-PROWL-05")
def test_villagers_are_no_resources_prowl_cannot_take_them():
    g = new(1, scenario="burning_hamlets")
    st = g.state
    to_planning(g)
    assert st.stage.tokens["villagers"] == 4
    for h in st.players["A"].heroes.cards:
        h.tokens.pop("resources", None)
    put(g, "crumbling_path", st.encounter.staging)  # somewhere to travel: the game waits there
    _reveal(g, "pilfering_crows", threat={"A": 20})  # Prowl 2
    run_until(g, lambda g: "travel to" in prompt(g))
    assert st.stage.tokens["villagers"] == 4 and not events(g, "prowl")


@pytest.mark.rule("LC-KW-VILLAGERS-06")
def test_villagers_leave_with_their_card_unless_its_text_moves_them():
    g = new(1, scenario="burning_hamlets")
    st = g.state
    to_planning(g)
    ridge = stack(g, "stony_ridge")[0]
    g.modifiers.add(Modifier(uid(ridge), "villagers", 2))  # a location given Villagers 2, and no text
    _reveal(g, threat={"A": 20})
    run_until(g, lambda g: "travel to" in prompt(g))
    g.apply("A", f"travel {uid(ridge)}")
    assert ridge.tokens["villagers"] == 2
    ridge.tokens["progress"] = 3  # of 4
    stack(g, "fleeing_townsfolk")
    to_phase(g, "quest", 2)
    mark = len(g.events)
    commit_all(g, "A", *st.players["A"].heroes.cards)
    assert st.zone_of(ridge) is st.encounter.discard and not ridge.tokens
    on_stage = [e.data["villagers"] for e in g.events[mark:] if e.kind == "villagers" and e.data["card"] == st.stage.uid]
    assert on_stage == sorted(on_stage, reverse=True)  # the ridge's two went nowhere: the stage never gained


@pytest.mark.rule("LC-KW-CLUE-05")
def test_a_clue_goes_back_on_top_of_the_encounter_deck_when_its_hero_leaves_play_by_elimination():
    g = new(2, scenario="sunken_archive")
    st = g.state
    to_planning(g)
    b_hero = st.players["B"].heroes.cards[0]
    ledger = put(g, "torn_ledger", st.players["B"].attachments, controller="B")
    st.attached[uid(ledger)] = uid(b_hero)
    stack(g, "stony_ridge", "tangled_thicket")
    st.players["A"].threat = 20
    st.players["B"].threat = 49
    finish_planning(g)
    commit_all(g, "A")
    commit_all(g, "B")
    run_until(g, lambda g: st.players["B"].eliminated)
    assert st.encounter.deck.top is ledger and not ledger.face_up and uid(ledger) not in st.attached


@pytest.mark.rule("LC-KW-GUARDED-07")
def test_a_guarding_location_may_be_travelled_to_and_is_dealt_with_once_explored():
    g = new(1, scenario="sunken_archive")
    st = g.state
    ledger, path = _reveal(g, "torn_ledger", "crumbling_path", threat={"A": 20})  # path: 2 quest points
    run_until(g, lambda g: "travel to" in prompt(g))
    assert f"travel {uid(path)}" in legal(g, "A")
    g.apply("A", f"travel {uid(path)}")
    assert st.guard_of == {uid(path): uid(ledger)}  # travelled to, still guarding
    stack(g, "sudden_squall")
    to_phase(g, "quest", 2)
    bregan, ilsa, _ = st.players["A"].heroes.cards
    commit_all(g, "A", bregan, ilsa)
    run_until(g, lambda g: st.zone_of(path) is not st.encounter.active)
    assert st.zone_of(path) is st.encounter.discard and st.guard_of == {}


@pytest.mark.rule("LC-KW-HIDE-02")
def test_a_hide_test_comes_before_the_cards_when_revealed_text():
    g = new(1, scenario="sunken_archive")
    _reveal(g, "collapsing_shelves", "musty_air", threat={"A": 20})  # Hide 1, then its own choice
    run_until(g, lambda g: "Collapsing Shelves" in prompt(g))
    assert prompt(g).startswith("Hide 1")
    g.apply("A", "done")
    assert _hide(g)["passed"] and prompt(g).startswith("Collapsing Shelves:")


@pytest.mark.rule("LC-KW-BATTLE-03", "LC-KW-SIEGE-03")
def test_battle_and_siege_keep_the_usual_results_of_the_quest():
    g = new(1, scenario="burning_hamlets")
    to_planning(g)
    _stage(g, "burning_hamlets_3")
    st = g.state
    put(g, "hill_reaver", st.encounter.staging)  # threat 2
    stack(g, "ransacked_granary")  # threat 3
    st.players["A"].threat = 20
    bregan, ilsa, hrothmar = st.players["A"].heroes.cards  # attack 2, 1, 3
    finish_planning(g)
    commit_all(g, "A", ilsa, hrothmar)  # attack 4 against threat 5: the threat rises by 1
    to_phase(g, "travel")
    assert _quest(g)["willpower"] == 4 and st.players["A"].threat == 21
    assert "exhausted" in ilsa.flags and "exhausted" in hrothmar.flags
    g2 = new(1, scenario="burning_hamlets")
    to_planning(g2)
    _stage(g2, "burning_hamlets_2")
    st2 = g2.state
    stack(g2, "mill_house")  # threat 1
    st2.players["A"].threat = 20
    finish_planning(g2)
    commit_all(g2, "A", *st2.players["A"].heroes.cards)  # defence 6 against threat 1: 5 progress
    to_phase(g2, "travel")
    assert st2.stage.tokens["progress"] == 5


@pytest.mark.rule("LC-KW-GUARDED-09")
def test_guarded_also_resolves_for_an_objective_revealed_at_setup():
    g = new(1, scenario="sunken_archive")
    st = g.state
    guard = stack(g, "hill_brigand")[0]  # the top card once the Cipher Stone is taken out
    g.apply("A", "keep")
    stone = next(c for c in st.encounter.staging.cards if c.card_id == "cipher_stone")
    assert st.guard_of == {uid(guard): uid(stone)}


@pytest.mark.rule("LC-KW-GUARDED-11")
def test_guarded_outside_the_quest_phase_with_an_empty_deck_draws_no_guard():
    g = new(1, scenario="sunken_archive")
    st = g.state
    stone = find(g, "cipher_stone")
    g.table.gather(st.encounter.deck, st.encounter.discard, face_up=True)
    g.table.move(stone, st.encounter.deck, face_up=False)  # the stone alone is left to find
    g.apply("A", "keep")
    assert st.zone_of(stone) is st.encounter.staging and st.guard_of == {}
    assert not st.encounter.deck.cards and any(e.kind == "guard" and "no encounter card" in e.text
                                               for e in g.events)


@pytest.mark.rule("LC-KW-VENOM-10")
def test_what_poison_does_comes_from_card_text():
    g = new(1, scenario="sunken_archive")
    to_planning(g)
    st = g.state
    bregan, ilsa, _ = st.players["A"].heroes.cards
    poison = st.players["A"].deck.top
    g.table.move(poison, st.players["A"].attachments, face_up=False)
    st.attached[uid(poison)] = uid(bregan)  # Bregan is poisoned, Ilsa is not
    put(g, "crumbling_path", st.encounter.staging)  # somewhere to travel: the game waits there
    _reveal(g, "musty_air", "stony_ridge", threat={"A": 20})  # each poisoned character takes 1 damage
    run_until(g, lambda g: "travel to" in prompt(g))
    assert bregan.tokens.get("damage") == 1 and "damage" not in ilsa.tokens


@pytest.mark.rule("LC-KW-CLUE-01")
def test_a_clue_is_claimed_only_as_its_text_says_after_a_successful_quest():
    g = new(1, scenario="sunken_archive")
    st = g.state
    to_planning(g)
    put(g, "dust_choked_hall", st.encounter.staging)  # threat 2
    ledger, _ = _reveal(g, "torn_ledger", "sudden_squall", commit=(hero(g, "A", 2),), threat={"A": 20})
    run_until(g, lambda g: "travel to" in prompt(g))
    assert _quest(g) == {"willpower": 1, "threat": 2}  # the quest failed: no claim
    assert st.zone_of(ledger) is st.encounter.staging and st.clues_held() == 0


@pytest.mark.rule("LC-CORE-CARD-10")
def test_staging_area_cards_are_neither_engaged_nor_active():
    g = new(2, scenario="burning_hamlets")
    st = g.state
    to_planning(g)
    reaver = put(g, "hill_reaver", st.encounter.staging)  # engagement 30, above both threats
    granary = put(g, "ransacked_granary", st.encounter.staging)  # 3 quest points
    stack(g, "mill_house", "mill_house")
    st.players["A"].threat = st.players["B"].threat = 20
    finish_planning(g)
    commit_all(g, "A", *st.players["A"].heroes.cards)
    commit_all(g, "B", *st.players["B"].heroes.cards)
    run_until(g, lambda g: "travel to" in prompt(g))
    assert st.zone_of(granary) is st.encounter.staging and "progress" not in granary.tokens
    assert st.stage.tokens.get("progress")  # progress passed it by, onto the stage
    g.apply("A", "stay")
    run_until(g, lambda g: g.state.phase == "refresh" or st.round > 1)
    assert st.zone_of(reaver) is st.encounter.staging
    assert not any(e.kind == "attack" and "Hill Reaver" in e.text for e in g.events)


@pytest.mark.rule("LC-KW-VICTORY-04")
def test_one_victory_display_for_the_group_lowers_the_score():
    from hjourney_tui.games.lotr_lcg.scoring import score

    g = new(2, scenario="burning_hamlets")
    to_planning(g)
    st = g.state
    before = score(g)
    for cid in ("mill_house", "reaver_chief"):  # 1 and 4 victory points, won by either player
        put(g, cid, st.encounter.victory)
    after = score(g)
    assert after["victory"] == 5 and after["total"] == before["total"] - 5
    assert "victory" not in g.view("A")["players"]["A"] and len(g.view("B")["victory"]) == 2


@pytest.mark.rule("LC-KW-PERIL-02", "LC-CORE-ROUND-08")
def test_no_action_is_taken_in_the_middle_of_a_reveal_and_during_peril_the_others_are_refused():
    from hjourney_tui.core.game import Refused

    g = new(2, scenario="sunken_archive")
    st = g.state
    to_planning(g)
    (call,) = hand(g, "A", "call_to_arms")  # an action A could afford in any window
    _, dark = stack(g, "stony_ridge", "whispering_dark")
    st.players["A"].threat = st.players["B"].threat = 20
    finish_planning(g)
    commit_all(g, "A")
    commit_all(g, "B")
    assert waiting(g) == "A" and f"play {uid(call)}" in legal(g, "A")  # the window after commitment
    g.apply("A", "pass")
    while "after commitment" in prompt(g):
        g.apply(waiting(g), "pass")
    # A's reveal and then B's came with no window between or within them
    assert "Whispering Dark" in prompt(g) and waiting(g) == "B"
    assert not any(c.startswith("play ") for c in legal(g, "B"))
    with pytest.raises(Refused):
        g.apply("A", f"play {uid(call)}")
    assert call in st.players["A"].hand.cards


@pytest.mark.rule("LC-KW-GUARDED-08")
def test_an_unguarded_objective_waits_in_staging_until_its_own_text_claims_it():
    g = new(1, scenario="sunken_archive")
    st = g.state
    ledger, squall = _reveal(g, "torn_ledger", "sudden_squall")  # the guard is dealt with at once
    to_phase(g, "planning", 2)
    assert st.guard_of == {} and st.zone_of(ledger) is st.encounter.staging  # a whole round, unclaimed
    stack(g, "stony_ridge")
    heroes = st.players["A"].heroes.cards
    finish_planning(g)
    at_prompt(g, "commit")
    for h in heroes:
        g.apply("A", f"commit {uid(h)}")
    run_until(g, lambda g: "takes it" in prompt(g))  # its text: after a successful quest, onto a committed hero
    g.apply("A", f"target {uid(heroes[0])}")
    assert st.attached[uid(ledger)] == uid(heroes[0])


@pytest.mark.rule("LC-KW-RESTRICTED-05")
def test_a_restricted_clue_claimed_onto_a_hero_counts_toward_its_limit():
    from hjourney_tui.games.lotr_lcg.rules.actions import attach

    g = new(1, seed=2, scenario="sunken_archive")  # a seed where no Torn Ledger is claimed this round too
    st = g.state
    to_planning(g)
    bregan = hero(g, "A", 0)
    banners = [put(g, "banner_of_the_ford", st.players["A"].attachments, controller="A") for _ in range(2)]
    for b in banners:
        attach(g, b, bregan)
    (satchel,) = stack(g, "sealed_satchel")
    finish_planning(g)
    commit_all(g, "A", bregan)
    run_until(g, lambda g: "Restricted attachments" in prompt(g))
    assert st.attached[uid(satchel)] == uid(bregan)
    assert sorted(legal(g, "A")) == sorted(f"target {uid(c)}" for c in (*banners, satchel))
    g.apply("A", f"target {uid(banners[0])}")
    assert len(st.attachments_on(bregan)) == 2


@pytest.mark.rule("LC-KW-BATTLE-05")
def test_after_a_battle_stage_advances_willpower_counts_again(tmp_path):
    """Our scenarios end on their Battle stage; a scenario file with a Battle first stage shows the
    next stage quested with willpower again."""
    import shutil

    from hjourney_tui.core.game import Seat, Setup
    from hjourney_tui.core.ruleset import load_ruleset
    from hjourney_tui.games.lotr_lcg.engine import Lotr

    from .test_content import ROOT

    shutil.copytree(ROOT, tmp_path / "lotr_lcg")
    quests = tmp_path / "lotr_lcg" / "quests.toml"
    quests.write_text(quests.read_text().replace('name = "Leaving Ashford"\nquest_points = 7\n',
                                                 'name = "Leaving Ashford"\nquest_points = 7\nbattle = true\n', 1))
    g = Lotr(Setup("lotr_lcg", [Seat("A")], "solo", 1, {"first_player": 1}), load_ruleset("lotr_lcg", tmp_path))
    to_planning(g)
    st = g.state
    assert st.printed(st.stage).get("battle")
    st.stage.tokens["progress"] = st.printed(st.stage)["quest_points"] - 1  # the Battle stage is almost won
    stack(g, "stony_ridge", "stony_ridge")
    finish_planning(g)
    commit_all(g, "A", *st.players["A"].heroes.cards)
    to_phase(g, "travel")
    assert _quest(g)["counts"] == "attack" and st.stage.card_id == "drowned_road_2"
    mark = len(g.events)
    to_phase(g, "travel", 2)
    quest = next(e for e in g.events[mark:] if e.kind == "quest").data
    assert "counts" not in quest  # willpower, as on any stage without Battle or Siege


def test_each_clue_names_its_card_when_the_players_put_several_found_clues_in_order():
    g = new(1, scenario="sunken_archive")
    labels = {cid: [a.label for a in g.scripts.abilities(cid, "forced")]
              for cid in ("torn_ledger", "cipher_stone", "sealed_satchel")}
    for cid, said in labels.items():
        name = g.state.content.encounter[cid]["name"]
        assert said and all(name in label for label in said), (cid, said)
    assert len({label for said in labels.values() for label in said}) == 3  # no two orders read the same


@pytest.mark.rule("LC-KW-SACK-09")
def test_only_encounter_cards_sack_player_cards_never_do_even_carrying_the_keyword(tmp_path):
    from .test_content import _broken

    e = _broken(tmp_path, "player_cards.toml", 'text = "Action: your threat drops by 1."',
                'sack = 1\ntext = "Action: your threat drops by 1."')
    assert e.file == "player_cards.toml" and e.key == "card.steady_heart.sack"  # no player card prints Sack
    g = new(1, scenario="burning_hamlets")
    st = g.state
    to_planning(g)
    guard, rally = hand(g, "A", "ford_guard", "rally_the_road")
    ridge = find(g, "stony_ridge")
    for c in (guard, rally, ridge):  # the same keyword on an ally, an event and a location
        g.modifiers.add(Modifier(uid(c), "sack", 2))
    for h in st.players["A"].heroes.cards:
        h.tokens["resources"] = 3
    st.players["A"].heroes.cards[2].flags.add("exhausted")  # a hero for the event to ready
    g._legal_cache = None
    for c in (guard, rally):  # an ally enters play, an event resolves: neither sacks anything
        g.apply("A", f"play {uid(c)}")
        run_until(g, lambda g: "planning" in prompt(g) and waiting(g) == "A")
    assert st.zone_of(guard) is st.players["A"].allies and st.zone_of(rally) is st.players["A"].discard
    assert _sacked(g) == [] and not events(g, "sack")
    _reveal(g, "stony_ridge", threat={"A": 20})  # the location is an encounter card: its Sack 2 is taken
    to_phase(g, "travel")
    assert len(_sacked(g)) == 2

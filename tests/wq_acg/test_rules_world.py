"""Locations, dungeon cards, peril, decks and the end of a quest."""

from __future__ import annotations

import pytest

from .helpers import BLANK, A, clear_enemies, empty_dungeon, fix_dice, legal, start
from .steps import conjure, patch_card, play_round, put_on_dungeon_deck, quiet_hero_phase
from .test_rules_golden import set_location


def ready_game(n: int = 2):
    s = start(n)
    g = s.game
    clear_enemies(g)
    empty_dungeon(g)
    hero, enemy = fix_dice(g)
    set_location(g, "dripping_stair")
    return s, g, hero, enemy


def held(g, seat: str, dungeon_id: str):
    card = g.table.create(dungeon_id, g.items[seat])
    g._legal_cache = None
    return card


@pytest.mark.rule("WQ-LOC-04")
def test_progress_effects_stay_between_zero_and_the_exploration_value():
    s, g, hero, enemy = ready_game()
    loc = g.location.top
    value = g.c["location"]["dripping_stair"]["explore"]
    loc.tokens["progress"] = value - 1
    chart = held(g, "Ana", "old_map")  # +2 progress
    s.apply("Ana", f"use i{chart.uid}")
    assert loc.tokens["progress"] == value
    patch_card(g, "dungeon", "pit_trap", effects=[{"do": "progress", "n": -(value + 3)}])  # a cave-in
    put_on_dungeon_deck(g, "pit_trap")
    hero.queue = [BLANK] * 2
    s.apply("Ana", "explore")
    assert loc.tokens["progress"] == 0


@pytest.mark.rule("WQ-LOC-12")
def test_the_location_phase_effect_comes_before_the_travel_question():
    s, g, hero, enemy = ready_game()
    set_location(g, "old_cistern", progress=g.c["location"]["old_cistern"]["explore"])  # the leader recovers 1
    g.heroes["Ana"]["wounds"] = 3
    quiet_hero_phase(s)
    assert set(legal(s, "Ana")) == {"travel", "stay"}
    assert g.heroes["Ana"]["wounds"] == 2


@pytest.mark.rule("WQ-DUN-02")
def test_a_drawn_item_is_kept_with_no_limit():
    s, g, hero, enemy = ready_game()
    for _ in range(6):
        held(g, "Ana", "iron_ration")
    charm = put_on_dungeon_deck(g, "lucky_charm")
    hero.queue = [BLANK] * 2
    s.apply("Ana", "explore")
    if g.flow.pending and g.flow.pending.seat == "Ana" and "gear decline" in legal(s, "Ana"):
        s.apply("Ana", "gear decline")  # the charm's treasure icon
    assert charm in g.items["Ana"] and len(g.items["Ana"]) == 7


@pytest.mark.rule("WQ-DUN-06")
def test_treasure_gear_is_equipped_or_discarded():
    s, g, hero, enemy = ready_game()
    put_on_dungeon_deck(g, "rusted_chest")
    hero.queue = [BLANK] * 2
    s.apply("Ana", "explore")
    s.apply("Ana", "gear top")
    assert sorted(legal(s, "Ana")) == ["equip", "stash"]
    card = g.limbo.top
    s.apply("Ana", "equip")
    assert card in g.gear["Ana"]


@pytest.mark.rule("WQ-DUN-07")
def test_the_dungeon_deck_is_never_rebuilt():
    s, g, hero, enemy = ready_game()
    put_on_dungeon_deck(g, "pit_trap")
    g.table.move(g.dungeon_deck.top, g.dungeon_discard)
    assert not len(g.dungeon_deck)
    hero.queue = [BLANK] * 2
    lines = [e.text for e in s.apply("Ana", "explore")]
    assert any("dungeon deck is spent" in t for t in lines)
    assert len(g.dungeon_discard) == 1 and not len(g.dungeon_deck) and g.heroes["Ana"]["wounds"] == 0


@pytest.mark.rule("WQ-PERIL-04", "WQ-EDGE-10")
def test_the_last_peril_space_repeats_its_effect_but_effects_cannot_push_past_it():
    s, g, hero, enemy = ready_game()
    quest = patch_card(g, "quest", g.quest_id, peril="..r", defeat="",
                       peril_red=[{"do": "suffer", "n": 1, "who": "each_hero"}])
    g.quest = quest
    g.peril = 3
    put_on_dungeon_deck(g, "rising_dread")  # peril +1
    hero.queue = [BLANK] * 2
    s.apply("Ana", "explore")
    assert g.peril == 3 and g.heroes["Ana"]["wounds"] == 0  # no move, no effect
    play_round(s)
    assert g.peril == 3 and [g.heroes[x]["wounds"] for x in g.order] == [1, 1]
    play_round(s)
    assert g.peril == 3 and [g.heroes[x]["wounds"] for x in g.order] == [2, 2]


@pytest.mark.rule("WQ-PERIL-08")
def test_each_quest_sheet_gives_a_track_and_an_effect_per_colour():
    g = start(2).game
    for qid, q in g.c["quest"].items():
        assert set(q["peril"]) <= set(".gbr") and len(q["peril"]) >= 10, qid
        for letter, colour in (("g", "green"), ("b", "blue"), ("r", "red")):
            if letter in q["peril"]:
                assert q[f"peril_{colour}"], f"{qid} has {colour} spaces but no {colour} effect"


@pytest.mark.rule("WQ-DECK-07")
def test_spent_tokens_and_ended_conditions_go_back_to_the_supply():
    s, g, hero, enemy = ready_game()
    put_on_dungeon_deck(g, "spore_cloud")
    hero.queue = [BLANK] * 2
    s.apply("Ana", "explore")
    piles = {name: len(z) for name, z in g.table.zones.items()}
    g.heroes["Ben"]["actions"]["rest"]["tokens"] = 2
    g._legal_cache = None
    hero.queue = [BLANK] * 3
    s.apply("Ben", "rest t2")
    hero.queue = [BLANK] * 3
    s.apply("Ana", "rest")  # ends the poison
    assert g.heroes["Ana"]["conditions"] == [] and g.heroes["Ben"]["actions"]["rest"]["tokens"] == 0
    assert {name: len(z) for name, z in g.table.zones.items()} == piles  # no pile gained anything


@pytest.mark.rule("WQ-DECK-09")
def test_decks_show_their_size_only():
    s, g, hero, enemy = ready_game()
    view = s.view("Ana")["state"]
    assert view["decks"] == {"enemy": len(g.enemy_deck), "dungeon": len(g.dungeon_deck), "gear": len(g.gear_deck)}
    for deck in (g.enemy_deck, g.location_deck, g.dungeon_deck, g.gear_deck):
        assert deck.view("Ana") == len(deck)
    hidden = {c.card_id for c in g.enemy_deck} - {c.card_id for z in (g.shadow, *g.zones.values()) for c in z}
    text = str(view)
    assert not any(g.c["enemy"][i]["name"] in text for i in hidden if g.c["enemy"][i]["kind"] != "nemesis")


@pytest.mark.rule("WQ-WIN-07")
def test_defeat_wins_a_tie_with_victory():
    s, g, hero, enemy = ready_game()
    g.suffer("Ben", 99, "test")
    g.heroes["Ana"]["wounds"] = g.health("Ana") - 1
    g.nemesis_defeated = True  # the sheet's victory stands met at the very moment the party falls
    conjure(g, "gutter_rat", "Ana")
    hero.queue = [BLANK] * 2
    enemy.queue = [A]
    s.apply("Ana", "explore")
    assert g.result[0] == "lost" and s.outcome().winners == []


@pytest.mark.rule("WQ-GOLD-07")
def test_distribute_lets_the_party_split_the_amount():
    s, g, hero, enemy = ready_game()
    g.heroes["Ana"]["wounds"] = 3
    g.heroes["Ben"]["wounds"] = 3
    roll = held(g, "Ana", "bandage_roll")  # recover 3, split among the heroes
    s.apply("Ana", f"use i{roll.uid}")
    for pick in ("choose 2", "choose 2", "choose 1"):
        assert sorted(legal(s, "Ana")) == ["choose 1", "choose 2"]
        s.apply("Ana", pick)
    assert (g.heroes["Ana"]["wounds"], g.heroes["Ben"]["wounds"]) == (2, 1)


@pytest.mark.rule("WQ-EDGE-17")
def test_a_second_copy_of_a_condition_changes_nothing():
    s, g, hero, enemy = ready_game()
    hero.queue = [BLANK] * 20
    s.apply("Ana", "aid 2")
    put_on_dungeon_deck(g, "spore_cloud")
    s.apply("Ben", "explore")
    assert g.heroes["Ben"]["conditions"] == ["poisoned"]
    s.apply("Ana", "attack")
    s.apply("Ben", "attack")  # Longshot prepares: every action is ready again
    assert g.round == 2 and g.heroes["Ben"]["wounds"] == 1
    put_on_dungeon_deck(g, "spore_cloud")
    hero.queue = [BLANK] * 3
    lines = [e.text for e in s.apply("Ben", "explore")]
    assert any("already poisoned" in t for t in lines)
    assert g.heroes["Ben"]["conditions"] == ["poisoned"] and g.heroes["Ben"]["wounds"] == 1

"""The content: schema errors name file and key, decks are legal, every card with text has a script."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from hjourney_tui.core.ruleset import RulesetError, load_ruleset
from hjourney_tui.games.lotr_lcg import content
from hjourney_tui.games.lotr_lcg.cards import SCRIPTS
from hjourney_tui.registry import game_info

ROOT = Path(__file__).resolve().parents[2] / "rulesets" / "lotr_lcg"


def shipped() -> content.Content:
    return content.load(game_info("lotr_lcg").load_ruleset())


def test_every_card_with_text_has_a_script_and_every_script_a_card():
    assert SCRIPTS.check(shipped().texts()) == []


def test_the_shipped_content_has_heroes_of_each_sphere_and_four_full_decks():
    c = shipped()
    assert {h["sphere"] for h in c.heroes.values()} == set(content.SPHERES)
    assert len(c.decks) == 4
    for d in c.decks.values():
        assert sum(d["cards"].values()) == 50
    heroes = [h for d in c.decks.values() for h in d["heroes"]]
    assert len(heroes) == len(set(heroes))  # four players can sit down together


def _broken(tmp_path: Path, file: str, old: str, new: str) -> RulesetError:
    root = tmp_path / f"rs{len(list(tmp_path.iterdir()))}"  # one folder per call: rulesets are cached by folder
    shutil.copytree(ROOT, root / "lotr_lcg")
    p = root / "lotr_lcg" / file
    p.write_text(p.read_text().replace(old, new, 1))
    with pytest.raises(RulesetError) as err:
        content.load(load_ruleset("lotr_lcg", root))
    return err.value


def test_a_bad_value_is_reported_with_its_file_and_key(tmp_path):
    e = _broken(tmp_path, "encounter.toml", 'type = "enemy"', 'type = "monster"')
    assert e.file == "encounter.toml" and e.key == "encounter.wolf_pack.type"
    e = _broken(tmp_path, "heroes.toml", "hit_points = 5\n", "")
    assert e.file == "heroes.toml" and e.key == "hero.bregan.hit_points"


def test_a_deck_of_49_cards_in_the_shipped_files_is_refused(tmp_path):
    e = _broken(tmp_path, "decks.toml", "ford_guard = 3", "ford_guard = 2")
    assert e.file == "decks.toml" and "49 cards" in e.problem


@pytest.mark.rule("LC-CORE-DECK-01")
def test_a_deck_needs_fifty_cards_heroes_not_counted():
    c = shipped()
    deck = dict(c.decks["wardens_of_the_ford"]["cards"])
    assert content.deck_problems(c, ["bregan", "ilsa", "hrothmar"], deck) == []
    deck["ford_guard"] -= 1
    assert any("49 cards" in p for p in content.deck_problems(c, ["bregan", "ilsa", "hrothmar"], deck))


@pytest.mark.rule("LC-CORE-DECK-02")
def test_a_fourth_copy_of_a_title_makes_a_deck_illegal():
    c = shipped()
    deck = dict(c.decks["wardens_of_the_ford"]["cards"])
    deck["ford_guard"] = 4
    assert any("4 copies of Ford Guard" in p for p in content.deck_problems(c, ["bregan"], deck))


@pytest.mark.rule("LC-CORE-DECK-03")
def test_one_to_three_heroes_of_different_titles():
    c = shipped()
    deck = dict(c.decks["wardens_of_the_ford"]["cards"])
    assert content.deck_problems(c, ["bregan"], deck) == []
    assert content.deck_problems(c, [], deck)
    assert content.deck_problems(c, ["bregan", "ilsa", "hrothmar", "daeric"], deck)
    assert any("share a title" in p for p in content.deck_problems(c, ["bregan", "bregan"], deck))


@pytest.mark.rule("LC-CORE-DECK-04")
def test_heroes_cannot_be_in_the_card_list_and_there_is_no_maximum_size():
    c = shipped()
    deck = dict(c.decks["wardens_of_the_ford"]["cards"])
    big = {**deck, **{k: 3 for k in c.cards}}  # every design three times: far over 50 is fine
    assert content.deck_problems(c, ["bregan"], big) == []
    assert any("cannot be in the card list" in p for p in content.deck_problems(c, ["bregan"], {**deck, "ilsa": 1}))


@pytest.mark.rule("LC-CORE-CARD-01", "LC-CORE-CARD-09")
def test_characters_and_encounter_cards_must_print_their_stats(tmp_path):
    e = _broken(tmp_path, "player_cards.toml", "cost = 2\nwillpower = 1\n", "cost = 2\n")
    assert e.key == "card.ford_guard.willpower"
    e = _broken(tmp_path, "heroes.toml", "threat = 10\n", "")
    assert e.key == "hero.bregan.threat"
    e = _broken(tmp_path, "encounter.toml", "copies = 4\nengagement = 20\n", "copies = 4\n")
    assert e.key == "encounter.wolf_pack.engagement"
    e = _broken(tmp_path, "encounter.toml", "threat = 1\nquest_points = 4\n", "threat = 1\n")
    assert e.key == "encounter.stony_ridge.quest_points"


@pytest.mark.rule("LC-CORE-DECK-05")
def test_a_deck_may_mix_every_sphere_and_neutral_cards():
    c = shipped()
    deck = {"ford_guard": 3, "axe_sworn": 3, "herb_gatherer": 3, "brook_warden": 3, "hired_sellsword": 3,
            "call_to_arms": 3, "sudden_strike": 3, "poultice": 3, "calm_breath": 3, "second_wind": 3,
            "keen_blade": 3, "thick_cloak": 3, "token_of_hope": 3, "wardens_horn": 3, "study_the_signs": 3,
            "quiet_courage": 3, "travellers_staff": 2}
    assert {c.cards[k]["sphere"] for k in deck} == {"leadership", "tactics", "lore", "spirit", "neutral"}
    assert content.deck_problems(c, ["bregan"], deck) == []  # a leadership hero alone: spheres only matter to pay


def test_the_player_card_pool_has_its_full_size():
    c = shipped()
    for sphere in content.SPHERES:
        assert sum(h["sphere"] == sphere for h in c.heroes.values()) == 4, sphere
    assert len(c.cards) == 91
    allies = [x for x in c.cards.values() if x["type"] == "ally"]
    assert sum(bool(x.get("restricted")) for x in c.cards.values()) >= 6
    assert sum(bool(x.get("ranged")) for x in allies) >= 4
    assert sum(bool(x.get("sentinel")) for x in allies) >= 4
    assert {x["type"] for x in c.cards.values()} == set(content.PLAYER_TYPES)


@pytest.mark.rule("LC-KW-PERMANENT-01")
def test_permanent_is_only_for_boons_and_burdens_in_campaign_mode(tmp_path):
    e = _broken(tmp_path, "player_cards.toml", 'text = "Action: your threat drops by 1."',
                'text = "Permanent. Action: your threat drops by 1."')
    assert e.file == "player_cards.toml" and e.key == "card.steady_heart.text"
    from .helpers import new

    g = new(1)  # a standalone game: no boon anywhere on the table
    c = shipped()
    assert not [x for x in g.table.all_cards() if x.card_id in c.boons or x.card_id in c.burdens]

"""The Heroes' Journey content: the decks we ship are legal, each deck rule catches a broken deck,
every card with text has a script, and a broken file is named with its key."""

from __future__ import annotations

import dataclasses
import shutil
from pathlib import Path

import pytest

from hjourney_tui.core import ruleset as ruleset_mod
from hjourney_tui.core.ruleset import RulesetError, load_ruleset
from hjourney_tui.games.heroes_journey.cards import SCRIPTS
from hjourney_tui.games.heroes_journey.content import DATA_TEXT, deck_problems, load_content

from .helpers import make


@pytest.fixture(scope="module")
def content():
    return load_content(load_ruleset("heroes_journey"))


def test_every_card_with_text_has_a_script_and_every_script_a_card(content):
    scripted = {cid: c for cid, c in content.cards.items() if not any(k in c for k in DATA_TEXT)}
    assert SCRIPTS.check(scripted) == []


def test_the_shipped_decks_are_legal_and_books_are_sixty_cards(content):
    assert set(content.decks) == {"oz", "iliad", "jungle", "alice"}
    for deck in content.decks.values():
        assert deck_problems(content, deck) == []
        assert len(deck.book_list()) == 60


def _with_book(deck, changes: dict[str, int]):
    book = dict(deck.book)
    for cid, n in changes.items():
        book[cid] = book.get(cid, 0) + n
        if book[cid] <= 0:
            del book[cid]
    return dataclasses.replace(deck, book=tuple(book.items()))


@pytest.mark.rule("HJ-DECK-01")
def test_a_book_of_59_cards_is_refused(content):
    oz = content.decks["oz"]
    # one Campaign and one Adversary card fewer: 29/29 = 58; the same with only one fewer is 59 and unequal
    short = _with_book(oz, {"gillikin_staff": -1})
    assert any("fewer than 60" in p for p in deck_problems(content, short))
    assert not any("fewer than 60" in p for p in deck_problems(content, oz))


@pytest.mark.rule("HJ-DECK-02")
def test_campaign_and_adversary_counts_must_be_equal(content):
    oz = content.decks["oz"]
    uneven = _with_book(oz, {"gillikin_staff": 1})  # 31/30
    assert any("must be equal" in p for p in deck_problems(content, uneven))
    even = _with_book(oz, {"gillikin_staff": 1, "winkie_spear": 1})  # 31/31
    assert deck_problems(content, even) == []


@pytest.mark.rule("HJ-DECK-03")
def test_a_site_or_quest_need_in_the_book_is_refused(content):
    oz = content.decks["oz"]
    with_site = _with_book(oz, {"poppy_field": 1})
    assert any("site or quest need" in p for p in deck_problems(content, with_site))
    with_quest = _with_book(oz, {"lost_princess": 1})
    assert any("site or quest need" in p for p in deck_problems(content, with_quest))


@pytest.mark.rule("HJ-DECK-04", "HJ-DECK-09", "HJ-SETUP-15", "HJ-KW-HERO-01")
def test_the_book_needs_a_hero_whose_bracket_names_the_quest_need(content):
    oz = content.decks["oz"]
    no_hero = _with_book(oz, {"tip": -2, "saw_horse": 1, "jack_pumpkinhead": 1})
    assert any("Hero" in p and "not in the book" in p for p in deck_problems(content, no_hero))
    wrong_quest = dataclasses.replace(oz, quest="walls_of_ilion")
    assert any("not for The Walls of Ilion" in p for p in deck_problems(content, wrong_quest))
    not_a_hero = dataclasses.replace(oz, hero="saw_horse")
    assert any("not a Hero companion" in p for p in deck_problems(content, not_a_hero))


@pytest.mark.rule("HJ-DECK-05")
def test_a_fifth_copy_of_a_title_is_refused(content):
    oz = content.decks["oz"]
    five = _with_book(oz, {"kalidah": 1, "glinda": 1})  # 5 Kalidahs; still 31/31
    assert any("5 copies of Kalidah" in p for p in deck_problems(content, five))


@pytest.mark.rule("HJ-DECK-06", "HJ-DECK-08")
def test_an_atlas_has_nine_sites_three_per_region(content):
    oz = content.decks["oz"]
    eight = dataclasses.replace(oz, sites=oz.sites[:8])
    assert any("8 sites, not 9" in p for p in deck_problems(content, eight))
    lopsided = dataclasses.replace(oz, sites=(*oz.sites[:8], "trojan_plain"))  # 4 of region 2... and 2 of 3
    assert any("more than 3" in p for p in deck_problems(content, lopsided))


@pytest.mark.rule("HJ-DECK-07")
def test_two_sites_of_one_title_in_an_atlas_are_refused(content):
    oz = content.decks["oz"]
    twice = dataclasses.replace(oz, sites=(*oz.sites[:8], oz.sites[6]))
    assert any("share a title" in p for p in deck_problems(content, twice))


@pytest.fixture
def broken_rules(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """A copy of the ruleset a test may spoil."""
    src = Path(ruleset_mod.rulesets_root()) / "heroes_journey"
    dst = tmp_path / "heroes_journey"
    shutil.copytree(src, dst)
    monkeypatch.setenv("HJOURNEY_RULESETS", str(tmp_path))
    yield dst
    ruleset_mod._load.cache_clear()


@pytest.mark.rule("HJ-DECK-12")
def test_a_bad_card_value_names_the_file_and_key(broken_rules):
    f = broken_rules / "cards" / "oz.toml"
    f.write_text(f.read_text().replace('type = "ally"', 'type = "friend"', 1))
    with pytest.raises(RulesetError) as exc:
        load_content(load_ruleset("heroes_journey"))
    assert "cards/oz.toml" in str(exc.value) and "cards.glinda.type" in str(exc.value)


@pytest.mark.rule("HJ-SETUP-01")
def test_a_game_needs_two_to_six_players_and_legal_decks(broken_rules):
    with pytest.raises(ValueError):
        make(1)
    with pytest.raises(ValueError):
        make(7)
    make(6)
    ruleset_mod._load.cache_clear()
    f = broken_rules / "decks" / "oz.toml"
    f.write_text(f.read_text().replace("kalidah = 4", "kalidah = 3"))
    with pytest.raises(RulesetError) as exc:
        make(2)
    assert "decks/oz.toml" in str(exc.value) and "must be equal" in str(exc.value)


@pytest.mark.rule("HJ-CHR-01")
def test_a_character_needs_strength_and_vitality_and_a_companion_resistance(broken_rules):
    f = broken_rules / "cards" / "oz.toml"
    f.write_text(f.read_text().replace("resistance = 4\nkeywords = { defender = 1 }", "keywords = { defender = 1 }", 1))
    with pytest.raises(RulesetError) as exc:
        load_content(load_ruleset("heroes_journey"))
    assert "cards.saw_horse.resistance" in str(exc.value)


@pytest.mark.rule("HJ-SITE-09")
def test_sites_have_no_culture_and_no_side(broken_rules):
    f = broken_rules / "sites.toml"
    f.write_text(f.read_text().replace('title = "Gillikin Cornfield"', 'title = "Gillikin Cornfield"\nculture = "emerald"'))
    with pytest.raises(RulesetError) as exc:
        load_content(load_ruleset("heroes_journey"))
    assert "sites.gillikin_cornfield.culture" in str(exc.value)


def test_a_card_and_a_site_never_share_an_id(broken_rules):
    f = broken_rules / "cards" / "jungle.toml"
    f.write_text(f.read_text().replace("[cards.rock_council]", "[cards.council_rock]"))
    with pytest.raises(RulesetError) as exc:
        load_content(load_ruleset("heroes_journey"))
    assert "sites.council_rock" in str(exc.value) and "cards/jungle.toml" in str(exc.value)

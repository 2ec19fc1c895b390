"""Card files parsed once are read back from the cache; any edit, damage or missing folder means parsing again."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from hjourney_tui.core import parse_cache, ruleset
from hjourney_tui.core.ruleset import RulesetError, load_ruleset


@pytest.fixture
def cards(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A one-game ruleset folder of its own and a cache folder of its own."""
    monkeypatch.setenv("HJOURNEY_CACHE", str(tmp_path / "cache"))
    (tmp_path / "rules" / "toy").mkdir(parents=True)
    (tmp_path / "rules" / "toy" / "cards.toml").write_text('[cards.orc]\nhp = 3\n')
    ruleset._load.cache_clear()  # every load below reads the folder, as a fresh process would
    yield tmp_path / "rules"
    ruleset._load.cache_clear()


def fresh_load(root: Path) -> ruleset.Ruleset:
    ruleset._load.cache_clear()
    return load_ruleset("toy", root)


def parsing_forbidden(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(_text: str) -> None:
        raise AssertionError("the cards were parsed again")
    monkeypatch.setattr(ruleset.tomllib, "loads", refuse)


def test_a_second_load_reads_the_parsed_cards_from_the_cache(cards: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    first = fresh_load(cards)
    assert (cards.parent / "cache" / "ruleset-toy.marshal").is_file()
    parsing_forbidden(monkeypatch)
    second = fresh_load(cards)
    assert second.files == first.files == {"cards": {"cards": {"orc": {"hp": 3}}}}
    assert second.content_hash == first.content_hash


def test_an_edited_card_file_is_parsed_again(cards: Path) -> None:
    before = fresh_load(cards)
    (cards / "toy" / "cards.toml").write_text('[cards.orc]\nhp = 5\n')
    after = fresh_load(cards)
    assert after["cards"]["cards"]["orc"]["hp"] == 5
    assert after.content_hash != before.content_hash


def test_a_new_card_file_is_read_too(cards: Path) -> None:
    fresh_load(cards)
    (cards / "toy" / "more.toml").write_text('[cards.elf]\nhp = 2\n')
    assert fresh_load(cards)["more"]["cards"]["elf"]["hp"] == 2


def test_a_damaged_cache_is_parsed_again_and_mended(cards: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    fresh_load(cards)
    kept = cards.parent / "cache" / "ruleset-toy.marshal"
    for damage in (b"", b"\x00garbage", kept.read_bytes()[:-7]):
        kept.write_bytes(damage)
        assert fresh_load(cards)["cards"]["cards"]["orc"]["hp"] == 3
    parsing_forbidden(monkeypatch)
    assert fresh_load(cards)["cards"]["cards"]["orc"]["hp"] == 3


def test_a_cache_that_cannot_be_written_changes_nothing(cards: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = cards.parent / "not-a-folder"
    blocker.write_text("a file where the cache folder should be")
    monkeypatch.setenv("HJOURNEY_CACHE", str(blocker / "cache"))
    assert fresh_load(cards)["cards"]["cards"]["orc"]["hp"] == 3
    assert fresh_load(cards)["cards"]["cards"]["orc"]["hp"] == 3


def test_the_cache_can_be_turned_off(cards: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HJOURNEY_CACHE", "off")
    fresh_load(cards)
    assert parse_cache.cache_dir() is None
    assert not (cards.parent / "cache").exists()


def test_a_file_that_is_not_toml_is_still_refused(cards: Path) -> None:
    fresh_load(cards)
    (cards / "toy" / "cards.toml").write_text("[cards.orc\nhp = 3\n")
    with pytest.raises(RulesetError, match="cards.toml: not valid TOML"):
        fresh_load(cards)


def test_cards_marshal_cannot_hold_are_parsed_every_time(cards: Path) -> None:
    (cards / "toy" / "cards.toml").write_text("[cards.orc]\nprinted = 1979-05-27\n")
    assert fresh_load(cards)["cards"]["cards"]["orc"]["printed"] == tomllib.loads("d = 1979-05-27")["d"]
    assert not (cards.parent / "cache" / "ruleset-toy.marshal").exists()

"""A player's own deck file: read, checked against the deck rules in plain words, and played."""

from __future__ import annotations

from pathlib import Path

import pytest
import tomli_w
from click.testing import CliRunner

from hjourney_tui.cli import main
from hjourney_tui.core.decks import DeckError, read_deck_file
from hjourney_tui.core.game import Seat
from hjourney_tui.core.ruleset import load_ruleset
from hjourney_tui.core.saves import load_save
from hjourney_tui.core.session import Session
from hjourney_tui.games.heroes_journey.content import load_content
from hjourney_tui.games.heroes_journey.decks import deck_file_of
from hjourney_tui.registry import game_info

INFO = game_info("heroes_journey")


@pytest.fixture(scope="module")
def content():
    return load_content(load_ruleset("heroes_journey"))


def prebuilt(content, deck_id: str) -> dict:
    return deck_file_of(content, content.decks[deck_id])


def write(path: Path, data: dict) -> Path:
    path.write_text(tomli_w.dumps(data), encoding="utf-8")
    return path


def problems_of(tmp_path: Path, data: dict) -> list[str]:
    with pytest.raises(DeckError) as caught:
        read_deck_file(INFO, write(tmp_path / "deck.toml", data))
    return caught.value.problems


def test_every_prebuilt_deck_written_as_a_deck_file_reads_back_unchanged(content, tmp_path):
    for deck_id in content.decks:
        data = prebuilt(content, deck_id)
        assert read_deck_file(INFO, write(tmp_path / f"{deck_id}.toml", data)) == data


@pytest.mark.rule("HJ-DECK-11")
def test_a_book_may_mix_cultures(content, tmp_path):
    # The Oz travellers' Campaign side with Achaian spears and the Iliad's Trojan Adversary side.
    oz, iliad = prebuilt(content, "oz"), prebuilt(content, "iliad")
    campaign = {k: v for k, v in oz["deck"]["campaign"].items() if k != "gillikin_staff"}
    mixed = {"deck": {**oz["deck"], "campaign": {**campaign, "bronze_spear": 2},
                      "adversary": iliad["deck"]["adversary"]}}
    cultures = {content.cards[c]["culture"] for side in ("campaign", "adversary") for c in mixed["deck"][side]}
    assert len(cultures) >= 3
    assert read_deck_file(INFO, write(tmp_path / "mixed.toml", mixed)) == mixed


@pytest.mark.rule("HJ-DECK-01", "HJ-DECK-02", "HJ-DECK-05")
def test_an_illegal_deck_file_is_refused_with_each_broken_rule_in_plain_words(content, tmp_path):
    data = prebuilt(content, "oz")
    d = data["deck"]
    d["campaign"]["jack_pumpkinhead"] = 5  # a fifth copy of one title
    del d["campaign"]["roadside_rest"], d["campaign"]["spoken_wish"]  # 4 fewer Campaign cards
    del d["adversary"]["winkie_spear"], d["adversary"]["mombi"]  # 4 fewer Adversary cards
    d["adversary"]["tip"] = 1  # a Campaign card on the Adversary side
    problems = problems_of(tmp_path, data)
    assert any("5 copies of Jack Pumpkinhead" in p for p in problems)
    assert any("fewer than 60" in p for p in problems)
    assert "Tip is a Campaign card but is listed on the Adversary side" in problems
    assert any("must be equal" in p for p in problems)
    assert len(problems) == 4, problems


def test_a_malformed_deck_file_is_named_with_its_key(tmp_path):
    assert problems_of(tmp_path, {"deck": {"hero": "tip"}}) == ["deck.quest is missing"]
    bad = tmp_path / "broken.toml"
    bad.write_text("[deck\n", encoding="utf-8")
    with pytest.raises(DeckError, match="not valid TOML"):
        read_deck_file(INFO, bad)


@pytest.mark.rule("HJ-SETUP-01")
def test_a_game_starts_with_a_players_own_deck_and_keeps_it_in_the_save(content, saves):
    (saves / "decks").mkdir()
    data = prebuilt(content, "jungle")
    write(saves / "decks" / "mowgli.toml", data)
    runner = CliRunner()
    made = runner.invoke(main, ["new", "heroes_journey", "--seat", "Ana", "--seat", "Ben", "--seed", "5",
                                "--name", "own", "--option", "decks=oz", "--deck", "Ben=mowgli"])
    assert made.exit_code == 0, made.stderr
    (saves / "decks" / "mowgli.toml").unlink()
    session = load_save(Path(made.stdout.strip()))
    players = session.game.state.players
    assert players["Ben"].deck.hero == content.decks["jungle"].hero
    assert sorted(players["Ben"].deck.book_list()) == sorted(content.decks["jungle"].book_list())
    assert players["Ana"].deck.hero == content.decks["oz"].hero
    # An illegal deck never starts a game.
    data["deck"]["adversary"] = {}
    write(saves / "decks" / "bad.toml", data)
    refused = runner.invoke(main, ["new", "heroes_journey", "--seat", "Ana", "--seat", "Ben",
                                   "--deck", "Ana=bad"])
    assert refused.exit_code == 2 and "must be equal" in refused.stderr


def test_deck_check_prints_each_problem(content, saves, tmp_path):
    data = prebuilt(content, "alice")
    data["deck"]["sites"] = data["deck"]["sites"][:8]
    out = CliRunner().invoke(main, ["deck", "check", "heroes_journey", str(write(tmp_path / "a.toml", data))])
    assert out.exit_code == 2 and "the atlas has 8 sites, not 9" in out.stdout
    good = CliRunner().invoke(main, ["deck", "check", "heroes_journey",
                                     str(write(tmp_path / "b.toml", prebuilt(content, "alice")))])
    assert good.exit_code == 0 and "legal" in good.stdout


def test_a_session_refuses_a_deck_for_a_seat_that_is_not_at_the_table(content):
    with pytest.raises(ValueError, match="Cleo"):
        Session.new(INFO, [Seat("Ana"), Seat("Ben")], "competitive", 1,
                    decks={"Cleo": prebuilt(content, "oz")})


def test_the_readme_example_deck_is_legal(tmp_path):
    readme = (Path(__file__).parents[2] / "README.md").read_text(encoding="utf-8")
    block = readme.split("### Deck files", 1)[1].split("```toml\n", 1)[1].split("```", 1)[0]
    path = tmp_path / "example.toml"
    path.write_text(block, encoding="utf-8")
    assert read_deck_file(INFO, path)["deck"]["hero"] == "tip"


def test_the_new_game_form_names_every_prebuilt_deck_in_the_order_a_blank_option_deals_them():
    from hjourney_tui.games.heroes_journey.content import load_content
    from hjourney_tui.games.heroes_journey.info import INFO
    from hjourney_tui.registry import game_info

    decks = sorted(load_content(game_info("heroes_journey").load_ruleset()).decks)
    help_text = next(o.help for o in INFO.options if o.key == "decks")
    assert ", ".join(decks) in help_text

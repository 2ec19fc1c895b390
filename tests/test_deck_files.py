"""Deck files through the core: `hjourney new GAME --deck SEAT=FILE`, `hjourney deck check`, and a
save that keeps the deck's contents (the test game's deck is a plain list of card ids)."""

from __future__ import annotations

import tomllib
from pathlib import Path

import tomli_w
from click.testing import CliRunner

from hjourney_tui.cli import main
from hjourney_tui.core.decks import SEAT_DECKS
from hjourney_tui.core.saves import load_save


def run(*args: str, code: int = 0):
    result = CliRunner().invoke(main, list(args))
    assert result.exit_code == code, (result.output, result.stderr, result.exception)
    return result


def write_deck(path: Path, cards: list[str]) -> Path:
    path.write_text(tomli_w.dumps({"cards": cards}), encoding="utf-8")
    return path


def test_a_deck_file_is_kept_inside_the_save_and_replays_without_the_file(saves, tmp_path):
    deck = write_deck(tmp_path / "mine.toml", ["leap", "leap", "stride"])
    out = run("new", "toy", "--seat", "Ana", "--seat", "Ben", "--seed", "3", "--name", "d",
              "--deck", f"ana={deck}").stdout
    path = Path(out.strip())
    stored = tomllib.loads(path.read_text())["options"][SEAT_DECKS]
    assert stored == {"Ana": {"cards": ["leap", "leap", "stride"]}}
    deck.unlink()  # the save does not need the file any more
    session = load_save(path)
    assert session.setup.options[SEAT_DECKS]["Ana"]["cards"] == ["leap", "leap", "stride"]


def test_a_deck_may_be_named_from_the_saves_decks_folder_and_by_seat_number(saves):
    (saves / "decks").mkdir()
    write_deck(saves / "decks" / "fast.toml", ["leap", "leap", "leap"])
    out = run("new", "toy", "--seat", "Ana", "--seat", "Ben", "--name", "d2", "--deck", "2=fast").stdout
    assert tomllib.loads(Path(out.strip()).read_text())["options"][SEAT_DECKS] == {"Ben": {"cards": ["leap"] * 3}}


def test_an_illegal_deck_is_refused_naming_every_problem_and_no_save_is_written(saves, tmp_path):
    deck = write_deck(tmp_path / "bad.toml", ["leap", "teleport"])
    result = run("new", "toy", "--seat", "Ana", "--seat", "Ben", "--name", "bad", "--deck", f"Ana={deck}", code=2)
    err = result.stderr.strip()
    assert len(err.splitlines()) == 1 and "bad.toml" in err
    assert "teleport is no card" in err and "fewer than 3" in err
    assert not (saves / "bad.toml").exists()
    checked = run("deck", "check", "toy", str(deck), code=2).stdout
    assert "teleport is no card" in checked and "fewer than 3" in checked
    assert "legal" in run("deck", "check", "toy", str(write_deck(tmp_path / "ok.toml", ["step"] * 3))).stdout


def test_deck_options_that_cannot_work_are_refused_in_one_line(saves, tmp_path):
    deck = write_deck(tmp_path / "ok.toml", ["step"] * 3)
    for args, words in ((("--deck", f"Cleo={deck}"), "no seat called 'Cleo'"),
                        (("--deck", "Ana"), "should look like SEAT=FILE"),
                        (("--deck", f"Ana={tmp_path / 'none.toml'}"), "no such file"),
                        (("--deck", f"Ana={deck}", "--deck", f"ana={deck}"), "two decks are given for Ana")):
        result = run("new", "toy", "--seat", "Ana", "--seat", "Ben", *args, code=2)
        assert words in result.stderr, result.stderr


def test_a_save_whose_stored_deck_was_edited_into_an_illegal_one_is_refused_by_field(saves, tmp_path):
    deck = write_deck(tmp_path / "ok.toml", ["step"] * 3)
    path = Path(run("new", "toy", "--seat", "Ana", "--seat", "Ben", "--name", "e",
                    "--deck", f"Ana={deck}").stdout.strip())
    data = tomllib.loads(path.read_text())
    data["options"][SEAT_DECKS]["Ana"]["cards"] = ["step"]
    path.write_text(tomli_w.dumps(data))
    result = run("show", "e", code=2)
    assert f"options.{SEAT_DECKS}.Ana" in result.stderr and "fewer than 3" in result.stderr

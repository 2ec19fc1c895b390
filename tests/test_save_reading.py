"""A save's log is read line by line when it is as the game wrote it; whatever the file holds, what
is read (or the error given) is what a full TOML reading gives."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from hjourney_tui.core import saves
from hjourney_tui.core.game import Seat
from hjourney_tui.core.saves import SaveError, load_save, read_toml, write_save
from hjourney_tui.core.session import Session
from hjourney_tui.registry import game_info


@pytest.fixture
def kilforth_save(tmp_path: Path) -> Path:
    s = Session.new(game_info("kilforth"), [Seat("Ana"), Seat("Bob")], "coop", 801, {"deal_start": True})
    for _ in range(40):
        seat = s.game.decision().seats[0]
        s.apply(seat, s.game.legal_commands(seat)[0].text)
    path = tmp_path / "kf.toml"
    write_save(s, path)
    return path


def test_a_written_log_reads_as_toml_reads_it(kilforth_save: Path) -> None:
    text = kilforth_save.read_text()
    data = saves._loads(text)
    assert data == tomllib.loads(text)
    assert len(data["log"]) == 40 and data["log"][0].keys() == {"seat", "command"}
    assert len(load_save(kilforth_save).log) == 40


@pytest.mark.parametrize("command", ['say "hello"', "path C:\\games", "tab\there", "naïve café", "x = [1]"])
def test_entries_with_characters_toml_escapes_read_the_same(kilforth_save: Path, command: str) -> None:
    text = kilforth_save.read_text()
    first = text.index("\n    { seat = ") + 1
    line = "    { seat = " + _toml_str("Ana") + ", command = " + _toml_str(command) + " },\n"
    edited = text[:first] + line + text[first:]
    assert saves._loads(edited) == tomllib.loads(edited)
    assert saves._loads(edited)["log"][0] == {"seat": "Ana", "command": command}


def _toml_str(value: str) -> str:
    import tomli_w

    return tomli_w.dumps({"v": value}).split("=", 1)[1].strip()


def test_a_log_inside_a_table_is_not_taken_for_the_games_log(kilforth_save: Path) -> None:
    text = kilforth_save.read_text()
    moved = "[notes]\n" + text  # every key now belongs to a table
    assert saves._loads(moved) == tomllib.loads(moved)
    assert "log" not in saves._loads(moved)


@pytest.mark.parametrize("damage", ["cut", "after", "crlf", "duplicate"])
def test_a_damaged_file_gets_the_error_a_full_reading_gives(kilforth_save: Path, damage: str) -> None:
    text = kilforth_save.read_text()
    if damage == "cut":
        text = text[: text.index("\n]\n") - 20]  # ends inside the log
    elif damage == "after":
        text = text.replace("\n]\n", "\n]\nthis is not toml\n", 1)
    elif damage == "crlf":
        text = text.replace("\n", "\r\n")
    else:
        text = text.replace("\n]\n", "\n]\nlog = []\n", 1)
    try:
        expected = str(tomllib.loads(text))
    except tomllib.TOMLDecodeError as exc:
        expected = str(exc)
    kilforth_save.write_bytes(text.encode())
    if damage == "crlf":  # still a valid file: read as it is
        assert read_toml(kilforth_save) == tomllib.loads(text)
        return
    with pytest.raises(SaveError) as caught:
        read_toml(kilforth_save)
    assert expected in str(caught.value)  # the same fault at the same line and column

"""The core contract, exercised through the test game."""

from __future__ import annotations

import pytest

from hjourney_tui.core.autoplay import autoplay
from hjourney_tui.core.game import Refused, Seat
from hjourney_tui.core.saves import SaveError, load_save, write_save
from hjourney_tui.core.session import Session


def new(info, n=2, seed=7, **kw):
    seats = [Seat(name) for name in ["Ana", "Ben", "Cy", "Dee"][:n]]
    return Session.new(info, seats, "competitive" if n > 1 else "solo", seed, strict=True, **kw)


def test_unknown_command_suggests(toy_info):
    s = new(toy_info)
    with pytest.raises(Refused, match="did you mean 'roll'"):
        s.apply("Ana", "rlol")


def test_refused_command_changes_nothing(toy_info):
    s = new(toy_info)
    s.apply("Ana", "bid 1")
    before = s.game.digest()
    with pytest.raises(Refused, match="chosen already|not Ana's move"):
        s.apply("Ana", "bid 2")
    assert s.game.digest() == before
    assert len(s.log) == 1


def test_secret_bids_hidden_until_all_in(toy_info):
    s = new(toy_info)
    s.apply("Ana", "bid 2")
    assert s.view("Ben")["state"]["bids"]["Ana"] == "chosen"
    assert s.view("Ana")["state"]["bids"]["Ana"] == "bid 2"
    assert "bid 2" not in " ".join(s.log_lines("Ben"))
    s.apply("Ben", "bid 0")
    assert s.view("Ben")["state"]["bids"]["Ana"] == 2
    assert s.game.decision().seats == ("Ana",)


def test_hands_are_private(toy_info):
    s = new(toy_info)
    s.apply_all([("Ana", "bid 2"), ("Ben", "bid 0"), ("Ana", "draw")])
    assert isinstance(s.view("Ana")["state"]["hands"]["Ana"], list)
    assert s.view("Ben")["state"]["hands"]["Ana"] == 1
    assert s.view(None)["state"]["hands"]["Ana"] == 1
    assert any("draws a card" in line for line in s.log_lines("Ben"))
    assert not any("draws Step" in line or "draws Leap" in line or "draws Stride" in line
                   for line in s.log_lines("Ben"))


def test_undo_stops_at_new_information(toy_info):
    s = new(toy_info)
    s.apply_all([("Ana", "bid 2"), ("Ben", "bid 0"), ("Ana", "draw")])
    s.apply("Ana", "cheer")
    s.undo("Ana")
    assert [e.command for e in s.log][-1] == "draw"
    with pytest.raises(Refused, match="new information"):
        s.undo("Ana")


def test_save_round_trip_and_damage(toy_info, tmp_path):
    s = new(toy_info)
    s.apply_all([("Ana", "bid 2"), ("Ben", "bid 0"), ("Ana", "roll")])
    path = tmp_path / "g.toml"
    write_save(s, path)
    again = load_save(path)
    assert again.game.digest() == s.game.digest()
    text = path.read_text()
    path.write_text(text.replace('command = "roll"', 'command = "draw"'))
    with pytest.raises(SaveError, match="digest"):
        load_save(path)
    path.write_text(text[: len(text) // 2])
    with pytest.raises(SaveError):
        load_save(path)


def test_autoplay_random_bots(toy_info):
    report = autoplay(toy_info, games=30, seed=1, seats=3, mode="competitive")
    assert report.crashes == []
    assert report.games == 30
    assert sum(report.outcomes.values()) + report.unfinished == 30

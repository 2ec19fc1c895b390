"""Core behaviour the command line relies on: who gave a command, which file a name means."""

from __future__ import annotations

from pathlib import Path

import pytest

from hjourney_tui.core.game import Seat
from hjourney_tui.core.saves import SaveError, resolve
from hjourney_tui.core.session import Session


def test_the_log_names_the_seat_even_when_no_event_does(toy_info, monkeypatch):
    from tests.toygame import DiceRace

    real = DiceRace.execute

    def quiet(self, seat, command):
        real(self, seat, command)
        for e in self.events:  # events that name nobody
            e.seat = None

    monkeypatch.setattr(DiceRace, "execute", quiet)
    s = Session.new(toy_info, [Seat("Ana"), Seat("Ben")], "competitive", 3)
    s.apply("Ana", "bid 2")
    s.apply("Ben", "bid 0")
    s.apply(None, "draw")  # only Ana may draw
    assert s.log[-1].seat == "Ana"


def test_a_bare_name_means_the_saves_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    folder = tmp_path / "saves"
    folder.mkdir()
    (folder / "g.toml").write_text("x")
    monkeypatch.chdir(tmp_path)
    (tmp_path / "g.toml").write_text("y")
    assert resolve("g", folder) == folder / "g.toml"
    assert resolve("g.toml", folder) == folder / "g.toml"
    assert resolve("./g.toml", folder) == Path("./g.toml")
    (tmp_path / "only-here.toml").write_text("z")
    assert resolve("only-here.toml", folder) == Path("only-here.toml")
    with pytest.raises(SaveError, match="no such save"):
        resolve("missing", folder)
    with pytest.raises(SaveError, match="name"):
        resolve("../g", folder)


def test_competitive_undo_needs_the_seat_that_acted(toy_info):
    from hjourney_tui.core.game import Refused, Seat
    from hjourney_tui.core.session import Session

    s = Session.new(toy_info, [Seat("Ana"), Seat("Ben")], "competitive", 7)
    s.apply_all([("Ana", "bid 2"), ("Ben", "bid 0"), ("Ana", "draw"), ("Ana", "cheer")])
    with pytest.raises(Refused, match="say which seat"):
        s.undo()
    with pytest.raises(Refused, match="only Ana"):
        s.undo("Ben")
    assert [e.command for e in s.undo("Ana")] == ["cheer"]


def test_a_broken_extra_game_is_named_plainly(monkeypatch):
    from hjourney_tui.registry import UnknownGame, games

    monkeypatch.setenv("HJOURNEY_EXTRA_GAMES", "no_such_module:INFO")
    with pytest.raises(UnknownGame, match="no_such_module"):
        games()

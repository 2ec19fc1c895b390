"""A save an update broke opens as a question, not a dead end: yes makes a salvaged copy and
opens it; no leaves everything as it was."""

from __future__ import annotations

from hjourney_tui.tui.app import HJourneyApp
from hjourney_tui.tui.screens.confirm import ConfirmScreen
from hjourney_tui.tui.screens.game import GameScreen
from tests.test_salvage import _edit, _save


async def test_yes_opens_a_salvaged_copy_and_leaves_the_save_alone(tmp_path):
    path, session = _save(tmp_path / "saves")
    before = _edit(path, lambda d: d.update(ruleset_hash="0000000000000000"))
    app = HJourneyApp(saves_dir=path.parent, save=path, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        assert "no longer replays as it was saved" in app.screen.question
        await pilot.press("y")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen) and app.screen.path.stem == "Old game salvaged"
        assert len(app.screen.session.log) == len(session.log)
    assert path.read_bytes() == before


async def test_no_opens_nothing_and_writes_nothing(tmp_path):
    path, _ = _save(tmp_path / "saves")
    _edit(path, lambda d: d.update(digest="0" * 32))
    listing = sorted(p.name for p in path.parent.iterdir())
    app = HJourneyApp(saves_dir=path.parent, save=path, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("n")
        await pilot.pause()
        assert not isinstance(app.screen, (ConfirmScreen, GameScreen))
    assert sorted(p.name for p in path.parent.iterdir()) == listing

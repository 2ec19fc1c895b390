"""Number keys give the numbered command even when refused commands are listed between them."""

from __future__ import annotations

from hjourney_tui.core.game import Seat
from hjourney_tui.core.saves import load_save, write_save
from hjourney_tui.core.session import Session
from hjourney_tui.registry import game_info
from hjourney_tui.tui.app import HJourneyApp


async def test_number_keys_skip_refused_commands(saves):
    session = Session.new(game_info("kilforth"), [Seat("Ana")], "solo", 7)
    path = saves / "keys.toml"
    write_save(session, path)
    listed = session.view("Ana")["legal"]
    enabled = [c["command"] for c in listed if c["enabled"]]
    first_disabled = next(i for i, c in enumerate(listed) if not c["enabled"])
    assert first_disabled < len(enabled)  # a refused command sits between enabled ones
    pick = first_disabled + 1  # the enabled command right after it is number pick
    app = HJourneyApp(saves_dir=saves, save=path, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        app.screen.set_focus(None)
        labels = [str(o.prompt) for o in app.screen.query_one("#commands")._options]
        assert any(label.startswith(f"{pick} {enabled[pick - 1]} ") for label in labels)
        await pilot.press(str(pick))
        await pilot.pause()
    assert load_save(path).log[-1].command == enabled[pick - 1]

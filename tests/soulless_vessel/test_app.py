"""A whole Soulless Vessel adventure played in the app through its command bar (the generic
panes, until the game's own exist): it starts from the wizard, renders every step and ends."""

from __future__ import annotations

from hjourney_tui.core.bots import make_bot
from hjourney_tui.core.saves import load_save
from hjourney_tui.tui.app import HJourneyApp
from tests.tui.test_pilot import prompt_text
from tests.tui.test_pilot_whole_games import start_from_wizard, type_until


async def test_a_solo_adventure_from_the_wizard_to_its_end(saves):
    app = HJourneyApp(saves_dir=saves, bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await start_from_wizard(pilot, app, "soulless_vessel", "solo", "Ana", 4)
        typed = await type_until(pilot, screen, make_bot("soulless_vessel", "heuristic", 4),
                                 lambda s: s.session.outcome() is not None, limit=1500)
        assert typed > 5
        assert prompt_text(app).startswith("Game over: ")
    (path,) = saves.glob("*.toml")
    assert load_save(path).outcome() is not None

"""The log pane: only new lines are written after a command, it keeps a bounded tail on screen,
and it starts afresh when the seat on view changes or a command is taken back. And the game
screen's garbage-collector settings (kept out of a command's frame) end with the screen."""

from __future__ import annotations

from hjourney_tui.core.game import Seat
from hjourney_tui.core.saves import write_save
from hjourney_tui.core.session import Session
from hjourney_tui.tui.app import HJourneyApp
from hjourney_tui.tui.log_pane import LogPane


def log_text(pane: LogPane) -> list[str]:
    return [strip.text.rstrip() for strip in pane.lines]


async def test_log_pane_writes_only_the_new_lines_of_each_command(saves, toy_info, monkeypatch):
    s = Session.new(toy_info, [Seat("Ana")], "solo", 5)
    s.apply("Ana", "bid 0")
    path = saves / "race.toml"
    write_save(s, path)
    app = HJourneyApp(saves_dir=saves, save=path, bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        screen = app.screen
        pane = screen.query_one("#log", LogPane)
        written: list[object] = []
        real_write = pane.write
        monkeypatch.setattr(pane, "write", lambda line, *a, **k: (written.append(line), real_write(line, *a, **k))[1])
        before = len(screen.session.game.events)
        screen.give("draw")
        await pilot.pause()
        new = [line for e in screen.session.game.events[before:] if (line := e.line("Ana")) is not None]
        assert new and written == new  # the old lines were not written again
        assert log_text(pane)[-len(new):] == new


async def test_log_pane_keeps_a_bounded_tail_and_starts_afresh_after_undo(saves, toy_info):
    s = Session.new(toy_info, [Seat("Ana", player="Me"), Seat("Ben", player="Me")], "solo", 5)
    s.apply_all([("Ana", "bid 0"), ("Ben", "bid 1"), ("Ben", "draw")])
    while len(s.log_lines("Ben")) <= LogPane.KEEP + 10:
        s.apply(s.game.decision().seats[0], "cheer")  # nothing new comes to light: undo may take it back
    path = saves / "race.toml"
    write_save(s, path)
    app = HJourneyApp(saves_dir=saves, save=path, bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        screen = app.screen
        pane = screen.query_one("#log", LogPane)
        assert LogPane.FILL <= len(pane.lines) < len(s.log_lines(screen.viewer))  # only the tail is on screen
        screen.give("cheer")
        await pilot.pause()
        assert log_text(pane)[-1] == screen.session.log_lines(screen.viewer)[-1]
        game = screen.session.game
        screen.action_undo()
        await pilot.pause()
        assert screen.session.game is not game  # undo replays into a new game: the pane follows it
        assert log_text(pane)[-1] == screen.session.log_lines(screen.viewer)[-1]
        assert len(pane.lines) == LogPane.FILL


async def test_game_screen_sets_the_garbage_collector_back_when_it_closes(saves, toy_info):
    import gc

    s = Session.new(toy_info, [Seat("Ana")], "solo", 5)
    path = saves / "race.toml"
    write_save(s, path)
    before = gc.get_threshold()
    app = HJourneyApp(saves_dir=saves, save=path, bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.pause()
        assert gc.get_freeze_count() > 0  # the loaded game is set aside from full collections
        await pilot.press("escape")  # back to the menu
        await pilot.pause()
    assert gc.get_threshold() == before and gc.get_freeze_count() == 0


async def test_the_collector_waits_while_a_save_opens_and_runs_once_it_is_on_screen(saves, toy_info, monkeypatch):
    import gc

    import hjourney_tui.core.saves as saves_module

    s = Session.new(toy_info, [Seat("Ana")], "solo", 5)
    path = saves / "race.toml"
    write_save(s, path)
    during: list[bool] = []
    load = saves_module.load_save

    def watched_load(*args, **kwargs):
        during.append(gc.isenabled())
        return load(*args, **kwargs)

    monkeypatch.setattr(saves_module, "load_save", watched_load)
    app = HJourneyApp(saves_dir=saves, save=path, bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.pause()
        assert during == [False]  # no collection pass while the game was replayed and drawn
        assert gc.isenabled()  # and the collector is back once the first frame is painted
    assert gc.isenabled()

"""Two people share one keyboard for a whole Heroes' Journey game, from the main menu to the winner.

Everything goes in as keys: the menu, the new-game form (typed names, the game picked from its
list), each hand-off screen, the command keys of the list (the bar only for a command the list
has no key for), and the yes/no question before a command that gives up the rest of a turn.
A heuristic bot per seat only decides what each person would pick, from the seat's own view.
"""

from __future__ import annotations

from hjourney_tui.core.bots import make_bot
from hjourney_tui.tui.app import HJourneyApp
from hjourney_tui.tui.screens.confirm import ConfirmScreen
from hjourney_tui.tui.screens.game import GameScreen
from hjourney_tui.tui.screens.handoff import HandoffScreen
from hjourney_tui.tui.screens.new_game import NewGameScreen

from .test_pilot import prompt_text


async def fill_the_form(pilot, app) -> None:
    """On the new-game form: pick The Heroes' Journey from the list and type two names and a seed."""
    form = app.screen
    assert isinstance(form, NewGameScreen)
    game = form.query_one("#game")
    assert app.focused is game  # the form opens on its first field: Enter opens the list at once
    await pilot.press("enter")  # opens the list of games
    await pilot.pause()
    for _ in range(10):
        if game.value == "heroes_journey":
            break
        await pilot.press("down", "enter")  # the next game down the list
        await pilot.pause()
        if game.value != "heroes_journey":
            await pilot.press("enter")
            await pilot.pause()
    assert game.value == "heroes_journey"
    seats = form.query_one("#seats")
    seats.focus()
    await pilot.press("end", *["backspace"] * len(seats.value))
    await pilot.press(*"Ana, Ben")
    form.query_one("#seed").focus()
    await pilot.press(*"11")
    await pilot.press("ctrl+n")
    await pilot.pause()


async def test_two_people_play_a_whole_game_from_the_menu_by_keys_and_see_the_winner(saves):
    app = HJourneyApp(saves_dir=saves, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")  # New game
        await pilot.pause()
        await fill_the_form(pilot, app)
        screen = app.screen_stack[1] if len(app.screen_stack) > 1 else app.screen
        assert isinstance(screen, GameScreen), f"the game did not start: {app.screen}"
        assert [s.name for s in screen.session.setup.seats] == ["Ana", "Ben"]
        assert not screen.bots  # two people, no bot seat
        minds = {seat: make_bot("heroes_journey", "heuristic", 11 + i) for i, seat in enumerate(("Ana", "Ben"))}
        bar = screen.query_one("#bar")
        by_key = typed = handoffs = asked = 0
        at_keyboard = None
        while screen.session.outcome() is None:
            assert by_key + typed < 3000, "the game did not end"
            if isinstance(app.screen, HandoffScreen):
                shown = str(app.screen.query_one("#handoff-text").render())
                assert app.screen.player in shown and "look away" in shown
                at_keyboard = app.screen.player
                handoffs += 1
                await pilot.press("enter")
                await pilot.pause()
                continue
            if isinstance(app.screen, ConfirmScreen):  # a turn given up while other commands remain
                asked += 1
                await pilot.press("y")
                await pilot.pause()
                continue
            assert app.screen is screen
            seat = screen.viewer
            assert seat == screen.acting_seat() and seat == at_keyboard  # nobody acts without the hand-off
            hand = str(screen.query_one("#hj-hand").render())
            other = "Ben" if seat == "Ana" else "Ana"
            assert f"{other}'s hand" not in hand
            text = minds[seat].choose(screen.session.game.view(seat), screen.session.game.legal_commands(seat))
            key = screen.chart.keys.get(text)
            before = len(screen.session.log)
            if key is not None:
                await pilot.press(key)
                by_key += 1
            else:
                bar.focus()
                await pilot.pause()
                await pilot.press(*text, "enter")
                typed += 1
            await pilot.pause()
            if not isinstance(app.screen, ConfirmScreen):
                assert len(screen.session.log) == before + 1, f"'{text}' was not given: {prompt_text(app)}"
        assert by_key > 20 and handoffs > 3
        winner = screen.session.outcome().winners[0]
        shown = prompt_text(app)
        assert shown.startswith("Game over: ") and winner in shown

"""The Heroes' Journey in the app: a whole two-player hotseat game typed into the command bar, with
the hand-off screen between the players; what the board shows each of them; the card inspector."""

from __future__ import annotations

from hjourney_tui.core.bots import make_bot
from hjourney_tui.tui.app import HJourneyApp
from hjourney_tui.tui.screens.game import GameScreen
from hjourney_tui.tui.screens.handoff import HandoffScreen

from .hj_positions import played_until, saved
from .test_pilot import prompt_text


def board_text(screen: GameScreen) -> str:
    """What the board's panes draw now, as plain text."""
    return "\n".join(str(p.render()) for p in screen.extra_panes if p.display)


async def test_a_two_player_game_typed_into_the_bar_from_the_wizard_to_its_end(saves):
    app = HJourneyApp(saves_dir=saves, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")  # New game
        wizard = app.screen
        wizard.query_one("#game").value = "heroes_journey"
        await pilot.pause()
        wizard.query_one("#mode").value = "competitive"
        wizard.query_one("#seats").value = "Ana, Ben"
        wizard.query_one("#seed").value = "3"
        wizard.query_one("#options").value = "decks=oz,iliad"
        await pilot.press("ctrl+n")
        await pilot.pause()
        screen = app.screen_stack[1]
        assert isinstance(screen, GameScreen)
        bots = {seat: make_bot("heroes_journey", "heuristic", 3 + i) for i, seat in enumerate(("Ana", "Ben"))}
        bar = screen.query_one("#bar")
        typed = handoffs = 0
        while screen.session.outcome() is None:
            assert typed < 2000, "the game did not end"
            if isinstance(app.screen, HandoffScreen):
                assert app.screen.player == screen.acting_seat()
                handoffs += 1
                await pilot.press("enter")
                await pilot.pause()
                continue
            seat = screen.viewer
            assert seat == screen.acting_seat()
            state = screen.view["state"]
            other = next(s for s in state["players"] if s != seat)
            assert isinstance(state["players"][seat]["hand"], list)  # the seat's own hand, and only its own
            assert isinstance(state["players"][other]["hand"], int)
            text = bots[seat].choose(screen.session.game.view(seat), screen.session.game.legal_commands(seat))
            bar.focus()
            bar.value = text
            await pilot.pause()  # the focus lands before Enter: else Enter may go to the board's own keys
            await pilot.press("enter")
            assert bar.value == "", f"the app refused '{text}': {prompt_text(app)}"
            typed += 1
        assert typed > 20 and handoffs > 3
        assert prompt_text(app).startswith("Game over: ")


async def test_the_board_shows_the_path_the_party_the_pairs_and_only_the_viewers_hand(saves):
    session = played_until("melee", "skirmish", turn=2)
    path = saved(session, saves, "skirmish")
    app = HJourneyApp(saves_dir=saves, save=path, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        assert isinstance(app.screen, HandoffScreen)
        await pilot.press("enter")
        await pilot.pause()
        screen = app.screen
        waiting = session.game.decision().seats[0]
        assert isinstance(screen, GameScreen) and screen.viewer == waiting  # the seat the game waits on
        other = next(s for s in ("Ana", "Ben") if s != waiting)
        state = session.game.view(waiting)
        text = board_text(screen)
        hand = str(screen.query_one("#hj-hand").render())
        for c in state["players"][waiting]["hand"]:
            assert c["title"] in hand
        mine = {c["title"] for c in state["players"][waiting]["hand"]}
        theirs = {session.game.state.data(c.uid)["title"] for c in session.game.state.players[other].hand.cards}
        assert theirs - mine and not any(t in hand for t in theirs - mine)
        assert "Skirmishes" in text and "Path" in text and "Risk pool" in text
        adversary = next(s for s in ("Ana", "Ben") if s != session.game.state.turn.campaign)
        assert state["players"][adversary]["minions"]
        for m in state["players"][adversary]["minions"]:
            assert m["title"] in text
        assert "Melee phase: skirmish" in str(screen.query_one("#board").border_title)


async def test_the_inspector_reads_every_card_and_the_deck_list_and_atlas_are_the_viewers(saves):
    path = saved(played_until("melee", "skirmish", turn=2), saves, "skirmish")
    app = HJourneyApp(saves_dir=saves, save=path, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")  # past the hand-off
        await pilot.pause()
        await pilot.press("i")
        await pilot.pause()
        from hjourney_tui.games.heroes_journey.tui.inspect_screen import InspectScreen

        inspector = app.screen
        assert isinstance(inspector, InspectScreen)
        labels = [e.label for e in inspector.entries]
        assert "Your deck list" in labels and "Your atlas" in labels and "Your hand" in labels
        assert "Ben's hand" not in labels
        shown = str(inspector.query_one("#card-text").render())
        assert "Tip" in shown and "Changed now by" in shown  # the sling's +1 Shoot on the Hero
        await pilot.press("escape")
        await pilot.press("ctrl+d")
        await pilot.pause()
        highlighted = app.screen.query_one("#card-list").highlighted
        assert app.screen.entries[highlighted].key.startswith("deck:")
        await pilot.press("escape")
        await pilot.press("question_mark")
        await pilot.pause()
        keys = str(app.screen.query_one("#help-text").render())
        assert "i or Enter" in keys and "Ctrl+D" in keys and "Ctrl+T" in keys and "t / T" in keys

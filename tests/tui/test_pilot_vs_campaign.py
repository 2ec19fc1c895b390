"""Soulless Vessel campaigns in the app: the wizard starts one, and after a quest's town visit N
begins the next adventure."""

from __future__ import annotations

from hjourney_tui.core.campaign import campaign_path, load_campaign, new_campaign, start_quest
from hjourney_tui.core.game import Seat
from hjourney_tui.core.saves import load_save, write_save
from hjourney_tui.registry import game_info
from hjourney_tui.tui.app import HJourneyApp
from hjourney_tui.tui.screens.game import GameScreen
from tests.soulless_vessel.campaign_helpers import session_to_town


async def test_the_wizard_starts_a_soulless_vessel_campaign(saves):
    app = HJourneyApp(saves_dir=saves, bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("enter")
        screen = app.screen
        screen.query_one("#game").value = "soulless_vessel"
        await pilot.pause()
        assert screen.query_one("#campaign").display
        screen.query_one("#mode").value = "coop"
        screen.query_one("#seats").value = "Ana, Bo"
        screen.query_one("#campaign").value = "Fen"
        await pilot.press("ctrl+n")
        await pilot.pause()
        game = next(x for x in app.screen_stack if isinstance(x, GameScreen))
        assert game.path.stem == "Fen quest 1"
        assert load_campaign(campaign_path("Fen", saves)).current == "Fen quest 1"


async def test_n_begins_the_next_adventure_after_the_town_visit(saves):
    info = game_info("soulless_vessel")
    camp = new_campaign(info, "Mire", [Seat("Ana"), Seat("Bo")], "coop", saves)
    path = start_quest(info, camp, saves, 3)
    session = load_save(path)
    session_to_town(session)
    session.apply("Ana", "depart eel_warrens")
    write_save(session, path)
    app = HJourneyApp(saves_dir=saves, save=path, bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert "N begins the next quest" in str(app.screen.query_one("#prompt").render())
        app.screen.set_focus(None)
        await pilot.press("n")
        await pilot.pause()
        game = next(x for x in app.screen_stack if isinstance(x, GameScreen))
        assert game.path.stem == "Mire quest 2"
    camp = load_campaign(campaign_path("Mire", saves))
    assert len(camp.quests) == 1 and camp.record["next"] == "eel_warrens"


# ----- a whole campaign from the menu, the app restarted mid-adventure and in town


def snapshot(screen: GameScreen) -> tuple:
    """What must survive a restart: the command log, the game's digest and what the seat sees."""
    s = screen.session
    view = s.view("Ana")
    return ([(e.seat, e.command) for e in s.log], s.game.digest(), view["decision"], view["state"])


async def resume(app: HJourneyApp, pilot) -> GameScreen:
    """The menu's first entry continues the latest save."""
    await pilot.pause()
    assert app.screen.query_one("#menu").get_option_at_index(0).id == "continue"
    await pilot.press("enter")
    await pilot.pause()
    screen = app.screen
    assert isinstance(screen, GameScreen)
    return screen


async def give(pilot, screen: GameScreen, seat: str, text: str) -> None:
    assert screen.give(text, seat), text
    await pilot.pause()


async def town_command(pilot, pane, command: str) -> None:
    """Walk the town's cursor to the row that gives `command`, and press Enter on it."""
    await pilot.press("home")
    for _ in range(len(pane.rows)):
        if pane.rows[pane.cursor].command == command:
            await pilot.press("enter")
            await pilot.pause()
            return
        await pilot.press("down")
    raise AssertionError(f"'{command}' is not on a town row")


async def test_a_campaign_from_the_wizard_through_town_to_the_next_adventure_survives_restarts(saves):
    # 1. the wizard starts the campaign; the party moves into the first adventure
    app = HJourneyApp(saves_dir=saves, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")
        wizard = app.screen
        wizard.query_one("#game").value = "soulless_vessel"
        await pilot.pause()
        wizard.query_one("#mode").value = "solo"
        wizard.query_one("#seats").value = "Ana, Bo"
        wizard.query_one("#seed").value = "4"
        wizard.query_one("#campaign").value = "Fen"
        await pilot.press("ctrl+n")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen) and screen.path.stem == "Fen quest 1"
        game = screen.session.game
        for seat in ("Ana", "Bo"):  # nothing placed: both act at initiative 0
            await give(pilot, screen, seat, "done")
        await give(pilot, screen, "Ana", "go")  # the tie: Ana goes first
        turn = game.decision().seats[0]
        assert turn == "Ana"
        move = next(c.text for c in game.legal_commands(turn) if c.verb == "move")
        await give(pilot, screen, turn, move)
        assert game.town is None and game.state.round == 1
        mid = snapshot(screen)
    # 2. restarted mid-adventure: everything as it was; the party gives up and shops in town
    app = HJourneyApp(saves_dir=saves, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await resume(app, pilot)
        assert screen.path.stem == "Fen quest 1" and snapshot(screen) == mid
        game = screen.session.game
        await give(pilot, screen, turn, "abandon")
        assert game.town is not None
        town = screen.query_one("#sv-town")
        assert town.display and app.focused is town
        for seat, hero in game.party.heroes.items():  # each sells the weapon it started with
            await town_command(pilot, town, f"sell {hero.items[0].id}")
            if seat == "Ana":
                await pilot.press("right")  # to Bo's commands
                await pilot.pause()
        coins = game.party.coins
        buy = next(c for c in game.legal_commands("Bo") if c.verb == "buy" and c.enabled)
        await town_command(pilot, town, buy.text)
        assert game.party.coins == coins - buy.data["cost"]
        assert [i.id for i in game.party.heroes["Bo"].items] == [buy.args[0]]
        in_town = snapshot(screen)
    # 3. restarted in town: the purse and the purchase are there; the party departs
    app = HJourneyApp(saves_dir=saves, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await resume(app, pilot)
        assert snapshot(screen) == in_town
        game = screen.session.game
        town = screen.query_one("#sv-town")
        assert town.display
        depart = next(c.text for c in game.legal_commands("Bo") if c.verb == "depart")
        await town_command(pilot, town, depart)
        assert screen.session.outcome() is not None
        screen.set_focus(None)
        await pilot.press("n")
        await pilot.pause()
        second = app.screen
        assert isinstance(second, GameScreen) and second.path.stem == "Fen quest 2"
        nxt = second.session.game
        assert nxt.state.adventure == depart.split()[1] and nxt.state.round == 1
        assert nxt.party.coins == game.party.coins
        assert [i.id for i in nxt.party.heroes["Bo"].items] == [buy.args[0]]
    camp = load_campaign(campaign_path("Fen", saves))
    assert camp.current == "Fen quest 2" and len(camp.quests) == 1


async def test_giving_up_the_adventure_by_its_key_is_asked_about_first(saves):
    info = game_info("soulless_vessel")
    camp = new_campaign(info, "Marsh", [Seat("Ana"), Seat("Bo")], "solo", saves)
    path = start_quest(info, camp, saves, 4)
    session = load_save(path)
    for seat, text in (("Ana", "done"), ("Bo", "done"), ("Ana", "go")):
        session.apply(seat, text)
    write_save(session, path)
    app = HJourneyApp(saves_dir=saves, save=path, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        screen.set_focus(None)
        key = screen.chart.keys["abandon"]
        await pilot.press(key)
        await pilot.pause()
        assert type(app.screen).__name__ == "ConfirmScreen"
        assert "gives up the whole adventure" in str(app.screen.query_one("Static").render())
        await pilot.press("n")
        await pilot.pause()
        assert app.screen is screen and screen.session.game.town is None
        await pilot.press(screen.chart.keys["abandon"])
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        assert screen.session.game.town is not None


async def test_at_80x24_the_next_quest_prompt_after_the_town_fits_and_nothing_covers_it(saves):
    info = game_info("soulless_vessel")
    camp = new_campaign(info, "Mire", [Seat("Ana"), Seat("Bo")], "coop", saves)
    path = start_quest(info, camp, saves, 3)
    session = load_save(path)
    session_to_town(session)
    write_save(session, path)
    app = HJourneyApp(saves_dir=saves, save=path, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        await give(pilot, screen, "Ana", "depart eel_warrens")
        await pilot.pause()
        prompt = screen.query_one("#prompt")
        text = str(prompt.render())
        assert text.startswith("N begins the next quest.") and text.endswith("next: The Eel Warrens")
        assert len(text) > prompt.content_size.width and prompt.size.height == 2  # wrapped, not cut
        assert not app._notifications  # the quest's recording is said in the prompt, not over it


async def test_the_wizard_refuses_an_adventure_option_for_a_campaign(saves):
    app = HJourneyApp(saves_dir=saves, bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("enter")
        screen = app.screen
        screen.query_one("#game").value = "soulless_vessel"
        await pilot.pause()
        screen.query_one("#seats").value = "Ana"
        screen.query_one("#campaign").value = "Fen"
        screen.query_one("#options").value = "adventure=eel_warrens"  # the party picks adventures in town
        await pilot.press("ctrl+n")
        await pilot.pause()
        assert app.screen is screen and screen.focused is screen.query_one("#options")
        error = str(screen.query_one("#error").render())
        assert "Cannot start:" in error and "'adventure' option is for single games" in error
    assert not campaign_path("Fen", saves).exists()

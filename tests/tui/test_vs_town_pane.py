"""Soulless Vessel's town in the app: it stands in for the map between adventures; the purse, the
heroes and every offer are listed, and the keys buy, sell, equip, inspect and depart."""

from __future__ import annotations

from pathlib import Path

from hjourney_tui.core.campaign import new_campaign, start_quest, write_campaign
from hjourney_tui.core.game import Seat
from hjourney_tui.core.saves import load_save, write_save
from hjourney_tui.registry import game_info
from hjourney_tui.tui.app import HJourneyApp
from tests.soulless_vessel.campaign_helpers import session_to_town


def town_table(saves: Path, coins: int = 0) -> Path:
    """Ana and Bo of a new campaign in town after giving up their first adventure."""
    info = game_info("soulless_vessel")
    camp = new_campaign(info, "Mire", [Seat("Ana", player="Pat"), Seat("Bo", player="Pat")], "solo", saves)
    camp.record["coins"] += coins  # a purse to shop with
    write_campaign(camp, saves)
    path = start_quest(info, camp, saves, 3)
    session = load_save(path)
    session_to_town(session)
    write_save(session, path)
    return path


def plain(widget) -> str:
    return str(widget.render().plain)


async def to_command(pilot, pane, verb: str) -> str:
    """Press Down until the cursor stands on an enabled command of this verb; its text."""
    await pilot.press("home")
    for _ in range(len(pane.rows)):
        r = pane.rows[pane.cursor]
        if r.command and r.enabled and r.command.split()[0] == verb:
            return r.command
        await pilot.press("down")
    raise AssertionError(f"no {verb} on offer")


async def test_the_town_stands_in_for_the_map_and_lists_the_purse_heroes_and_offers(saves):
    app = HJourneyApp(saves_dir=saves, save=town_table(saves), bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        town = app.screen.query_one("#sv-town")
        assert town.display and not app.screen.query_one("#sv-map").display
        assert not app.screen.query_one("#sv-panel").display
        assert app.focused is town
        text = "\n".join(r.line.plain for r in town.rows)
        for words in ("Coins", "Shards", "Legend", "Ana", "Bo", "Soul XP", "Depart for",
                      "Shop, tier 1", "Buy ", "Vessels", "Take ", "Sell ", "Training"):
            assert words in text, words
        assert "Town" in plain(town)


async def test_enter_buys_sells_and_equips_and_i_shows_the_card(saves):
    app = HJourneyApp(saves_dir=saves, save=town_table(saves, coins=200), bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        town = screen.query_one("#sv-town")
        game = screen.session.game
        buy = await to_command(pilot, town, "buy")
        item = buy.split()[1]
        coins = game.party.coins
        await pilot.press("enter")
        await pilot.pause()
        assert any(i.id == item for i in game.party.heroes["Ana"].items) and game.party.coins < coins
        sell = await to_command(pilot, town, "sell")
        sold = sell.split()[1]
        coins = game.party.coins
        await pilot.press("space")
        await pilot.pause()
        assert all(i.id != sold for i in game.party.heroes["Ana"].items) and game.party.coins > coins
        await to_command(pilot, town, "buy")
        await pilot.press("i")
        await pilot.pause()
        assert type(app.screen).__name__ == "CardScreen"
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press("home")  # the first stop is Ana herself: her vessel and deck in full
        await pilot.press("i")
        await pilot.pause()
        shown = str(app.screen.query_one("Static").render())
        hero = game.party.heroes["Ana"]
        assert game.full.vessels[hero.vessel].name in shown
        assert all(game.full.abilities[a].name in shown for a in hero.deck)
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is screen and app.focused is town


async def test_a_town_visit_ends_in_departure(saves):
    app = HJourneyApp(saves_dir=saves, save=town_table(saves, coins=50), bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        town = screen.query_one("#sv-town")
        game = screen.session.game
        await to_command(pilot, town, "buy")
        await pilot.press("enter")
        await pilot.pause()
        depart = await to_command(pilot, town, "depart")
        await pilot.press("enter")
        await pilot.pause()
        assert game.town.done and game.party.next == depart.split()[1]
        assert screen.session.outcome() is not None
        assert not town.display and "N begins the next quest" in str(screen.query_one("#prompt").render())


async def test_one_player_running_the_party_switches_heroes_with_left_and_right(saves):
    """In solo every hero's town commands are on the town screen: Right shows Bo's, a command
    given there is Bo's, and Bo stays on view after it."""
    app = HJourneyApp(saves_dir=saves, save=town_table(saves, coins=200), bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        town = screen.query_one("#sv-town")
        game = screen.session.game
        assert {c["seat"] for c in town.view["legal"]} == {"Ana"}
        assert "Ana's commands" in "\n".join(r.line.plain for r in town.rows)
        await pilot.press("right")
        await pilot.pause()
        assert screen.viewer == "Bo" and {c["seat"] for c in town.view["legal"]} == {"Bo"}
        assert "Bo's commands" in "\n".join(r.line.plain for r in town.rows)
        buy = await to_command(pilot, town, "buy")
        await pilot.press("enter")
        await pilot.pause()
        assert any(i.id == buy.split()[1] for i in game.party.heroes["Bo"].items)
        assert screen.viewer == "Bo"
        await pilot.press("h")
        await pilot.pause()
        assert screen.viewer == "Ana"
        await pilot.press("question_mark")
        await pilot.pause()
        assert "next hero's commands" in str(app.screen.query_one("Static").render())


def test_the_town_view_carries_only_the_cards_the_town_can_show():
    import json

    from hjourney_tui.games.soulless_vessel.campaign import catalog
    from tests.soulless_vessel.campaign_helpers import town

    g = town()
    cat = g.view("Ana")["catalog"]
    assert len(json.dumps(cat)) < 40_000  # the whole catalog is some 97 KB
    full = catalog(g)
    for seat, h in g.party.heroes.items():
        for c in g.legal_commands(seat, enabled_only=False):  # every card a town command names
            for word in [*c.args, *(str(v) for v in c.data.values())]:
                for kind, cards in full.items():
                    if word in cards:
                        assert word in cat[kind], (c.text, word)
        assert all(a in cat["abilities"] for a in h.deck) and (h.vessel is None or h.vessel in cat["vessels"])


def test_every_priced_town_command_names_its_currency_and_the_row_shows_that_one():
    """The pane does not know which currency a repair, a retraining or a perk costs: the command's
    data says it, and the row shows the cost in it."""
    from hjourney_tui.games.soulless_vessel.tui.town_pane import MONEY, TownPane
    from tests.soulless_vessel.campaign_helpers import hero, quest, record, to_town

    rec = record(legend=9)
    rec["heroes"]["Ana"] = hero("Ana", vessel="salt_miner", soul_xp=9,
                                items=[{"id": "cudgel", "slot": "hand", "wear": 1, "rune": ""}])
    g = to_town(quest(rec))
    pane = TownPane()
    priced = 0
    for c in g.legal_commands("Ana", enabled_only=False):
        if "cost" not in c.data:
            continue
        priced += 1
        assert c.data.get("currency") in MONEY, c.text
        data = {"verb": c.verb, "args": list(c.args), "data": dict(c.data), "command": c.text, "enabled": True}
        _, row = pane.offer(data)
        assert f"{c.data['cost']} {MONEY[c.data['currency']]}" in row.line.plain, c.text
    verbs = {c.verb for c in g.legal_commands("Ana", enabled_only=False) if "cost" in c.data}
    assert {"buy", "repair", "expand", "learn", "retrain", "unlock"} <= verbs and priced > 10
    unlock = next(c for c in g.legal_commands("Ana", enabled_only=False) if c.verb == "unlock")
    assert pane.offer({"verb": "unlock", "args": list(unlock.args), "data": dict(unlock.data),
                       "command": unlock.text})[1].line.plain.startswith(f"  Unlock perk {unlock.data['name']}")


async def test_unaffordable_training_folds_into_a_line_and_a_dear_item_says_how_short(saves):
    app = HJourneyApp(saves_dir=saves, save=town_table(saves), bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        town = app.screen.query_one("#sv-town")
        game = app.screen.session.game
        lines = [r.line.plain for r in town.rows]
        retrains = [c for c in game.legal_commands("Ana", enabled_only=False) if c.verb == "retrain"]
        assert len(retrains) > 3 and not any(c.enabled for c in retrains)
        assert f"  Retrain a card into another: {len(retrains)} choices" in "\n".join(lines)
        assert not [t for t in lines if t.startswith("  Retrain ") and " into " in t and "choices" not in t]
        dear = next(c for c in game.legal_commands("Ana", enabled_only=False) if c.verb == "buy" and not c.enabled)
        short = dear.data["cost"] - game.party.coins
        row = next(t for t in lines if game.full.items[dear.args[0]].name in t and t.lstrip().startswith("Buy"))
        assert row.endswith(f"(short by {short})")
        assert lines.index(next(t for t in lines if t == "More")) < lines.index("Training")


async def test_retraining_is_chosen_in_two_steps_the_card_then_its_replacement(saves):
    """With the coins to retrain, the list holds one row per card of the deck, not one per card and
    replacement; Enter on one lists its replacements under it, and Enter on one of those retrains."""
    app = HJourneyApp(saves_dir=saves, save=town_table(saves, coins=40), bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        town = app.screen.query_one("#sv-town")
        game = app.screen.session.game
        deck = list(game.party.heroes["Ana"].deck)
        retrains = [c for c in game.legal_commands("Ana") if c.verb == "retrain"]
        assert len(retrains) > 3 * len(deck)  # every card into every card of its level
        assert not [r for r in town.rows if r.command and r.command.startswith("retrain")]
        cards = [r for r in town.rows if r.opens is not None]
        assert [r.opens for r in cards] == [("Ana", card) for card in deck]
        await pilot.press("home")
        while town.rows[town.cursor].opens != ("Ana", deck[0]):
            await pilot.press("down")
        await pilot.press("enter")  # step 1: the card to replace
        await pilot.pause()
        listed = [r.command for r in town.rows if r.command and r.command.startswith("retrain")]
        assert listed == [c.text for c in retrains if c.args[0] == deck[0]]
        assert "into:" in town.rows[town.cursor].line.plain
        await pilot.press("down", "enter")  # step 2: its first replacement
        await pilot.pause()
        new = listed[0].split()[2]
        assert new in game.party.heroes["Ana"].deck and deck[0] not in game.party.heroes["Ana"].deck
        assert not [r for r in town.rows if r.command and r.command.startswith("retrain")]


async def test_the_commands_pane_folds_retraining_into_one_line_pointing_at_the_town(saves):
    """The flat Commands pane would list every card into every card of its level; in town it holds
    one line for them all, and every other town command stays listed there."""
    app = HJourneyApp(saves_dir=saves, save=town_table(saves, coins=40), bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        pane = app.screen.query_one("#commands")
        game = app.screen.session.game
        retrains = [c for c in game.legal_commands("Ana", enabled_only=False) if c.verb == "retrain"]
        ids = [e.id for e in pane._options]
        assert not [i for i in ids if i.split(":")[-1].startswith("retrain ")]
        folded = [e.prompt for e in pane._options if e.id == "note:fold:retrain"]
        assert folded == [f"  retrain ... - {len(retrains)} choices in the Town pane: Enter on a card lists what"
                          " it may become"]
        others = [c.text for c in game.legal_commands("Ana") if c.verb != "retrain"]
        assert others and set(others) <= set(ids)

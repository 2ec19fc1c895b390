"""Soulless Vessel's panes in the app: the map's cursor and keys (walk, the path and its cost, the
square in full with its commands, the blast template), the panel's pages, the secret placement
shown only to its own seat, the hand-off between players, and an adventure played to its end."""

from __future__ import annotations

from hjourney_tui.core.bots import make_bot
from hjourney_tui.tui.app import HJourneyApp
from hjourney_tui.tui.screens.game import GameScreen
from hjourney_tui.tui.screens.handoff import HandoffScreen

from .sv_tables import table
from .test_pilot import prompt_text
from .test_pilot_whole_games import type_until

MID = 20  # Bo's turn in round 3 at e3, with 3 MP, two enemy groups on the table


def plain(widget) -> str:
    return "\n".join(line.plain for line in widget.text_lines(widget.size.width))


async def test_the_cursor_walks_the_map_and_m_walks_the_hero_along_the_path_shown(saves):
    app = HJourneyApp(saves_dir=saves, save=table(saves, MID), bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen) and screen.viewer == "Bo"
        m = screen.query_one("#sv-map")
        assert app.focused is m and m.cursor == (4, 2)  # on the hero: e3
        assert "e3 floor" in plain(m) and "Bo (Roadside Beggar)" in plain(m)
        await pilot.press("left", "up", "up")  # d1: two squares off, three steps round the wall at e2, 3 MP
        assert m.cursor == (3, 0)
        ov = m.overlay()
        assert ov["walk"][(3, 0)] == 3 and ov["path"][0] == (4, 2) and ov["path"][-1] == (3, 0)
        assert "m: move d1 (3 MP, 3 steps)" in plain(m)
        await pilot.press("m")
        await pilot.pause()
        hero = screen.session.game.state.heroes["Bo"]
        assert hero.pos == (3, 0) and hero.mp == 0
        assert m.cursor == (3, 0)  # the cursor stays with the hero


async def test_a_bulky_enemy_is_drawn_over_its_four_squares_and_answers_on_each(saves):
    app = HJourneyApp(saves_dir=saves, save=table(saves, MID), bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        m = screen.query_one("#sv-map")
        block = set(screen.session.game.state.enemies["bog_lurker1"].squares)
        assert block == {(6, 1), (7, 1), (6, 2), (7, 2)}  # g2, h2, g3, h3
        rows = {line.plain[:3].strip(): line.plain for line in m.text_lines(m.size.width)[1:]}
        tag = rows["2"][4 + 2 * 6]
        assert tag.strip() and rows["2"][4 + 2 * 7] == rows["3"][4 + 2 * 6] == rows["3"][4 + 2 * 7] == tag
        await pilot.press("right", "right", "right", "up")  # h2, the far corner of its block
        assert m.cursor == (7, 1)
        assert "bog_lurker1" in plain(m)
        assert [c["command"] for c in m.here()] == ["major quick_shot bog_lurker1 rock"]


async def test_hjkl_stop_at_the_edges_and_home_comes_back_to_the_hero(saves):
    app = HJourneyApp(saves_dir=saves, save=table(saves, MID), bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        m = app.screen.query_one("#sv-map")
        await pilot.press(*["k"] * 12, *["h"] * 25)
        assert m.cursor == (0, 0)
        assert m.origin == (0, 0)  # the window scrolled to keep the cursor in sight
        await pilot.press("l", "j")
        assert m.cursor == (1, 1)
        await pilot.press("home")
        assert m.cursor == (4, 2)
        await pilot.press(*["j"] * 4)
        assert m.cursor == (4, 6) and m.origin == (0, 0)  # row 7 still shows at 80x24
        await pilot.press("j")
        assert m.origin[1] > 0  # the board is taller than the map at 80x24: row 8 needs a scroll
        lines = m.text_lines(m.size.width)
        assert any(line.plain.startswith("  8") for line in lines)
        assert all(line.cell_len <= m.size.width for line in lines)


async def test_enter_lists_the_squares_commands_and_gives_the_one_picked(saves):
    app = HJourneyApp(saves_dir=saves, save=table(saves, MID), bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        m = screen.query_one("#sv-map")
        await pilot.press("right", "m")  # Bo steps to f3, next to the Bog Lurker
        await pilot.pause()
        await pilot.press("right")  # g3: the Bog Lurker
        who = screen.session.game.state.model_at((6, 2))
        assert who == "bog_lurker1"
        # Snap Shot with the cudgel in hand, bare hands or a thrown rock, the weapon in hand first
        assert [(c["verb"], c["data"]["weapon"]) for c in m.here()] == [("major", "cudgel"), ("major", "fist"),
                                                                      ("major", "rock")]
        await pilot.press("enter")
        await pilot.pause()
        inspect = app.screen
        assert type(inspect).__name__ == "InspectScreen"
        text = str(inspect.query_one("#inspect-text").render())
        assert "bog_lurker1" in text and "Bog Lurker" in text and "AI card" in text
        await pilot.press("enter")  # its first command: Snap Shot at the Bog Lurker with the cudgel
        await pilot.pause()
        assert app.screen is screen
        last = screen.session.log[-1]
        assert (last.seat, last.command) == ("Bo", "major quick_shot bog_lurker1")  # Snap Shot was played


async def test_m_on_an_empty_square_with_nothing_to_do_gives_nothing(saves):
    app = HJourneyApp(saves_dir=saves, save=table(saves, MID), bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        moves = len(screen.session.log)
        await pilot.press("l", "l", "l", "l", "l", "m")  # j3: out of reach
        await pilot.pause()
        assert len(screen.session.log) == moves


async def test_star_aims_the_blast_template_at_the_cursor(saves):
    app = HJourneyApp(saves_dir=saves, save=table(saves, MID), bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        m = app.screen.query_one("#sv-map")
        await pilot.press("right", "m")  # Bo steps to f3, next to the Bog Lurker
        await pilot.pause()
        await pilot.press("asterisk")  # Bo owns no blast spell: nothing to aim
        assert not m.blast
        game = app.screen.session.game
        game.state.heroes["Bo"].deck.append("cinder_burst")  # now he does
        app.screen.refresh_view()
        await pilot.press("asterisk", "right")  # aimed at g3
        hit = m.overlay()["blast"]
        assert (6, 2) in hit and len(hit) == 5  # the Bog Lurker's square among them
        assert "blast aimed here: 5 squares, hits bog_lurker1" in plain(m)
        await pilot.press("asterisk")
        assert m.overlay()["blast"] == set()


async def test_the_blast_squares_shown_are_the_ones_the_spell_would_hit(saves):
    """Every square the cursor may aim the blast at shows what the engine's area rule hits there."""
    from hjourney_tui.games.soulless_vessel.rules import area

    app = HJourneyApp(saves_dir=saves, save=table(saves, MID), bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        m = app.screen.query_one("#sv-map")
        game = app.screen.session.game
        bo = game.state.heroes["Bo"]
        bo.deck.append("cinder_burst")
        app.screen.refresh_view()
        await pilot.press("asterisk")
        shown = 0
        for y in range(bo.pos[1] - 4, bo.pos[1] + 5):
            for x in range(bo.pos[0] - 4, bo.pos[0] + 5):
                if (x, y) == bo.pos or not game.grid().on_grid((x, y)):
                    continue
                m.cursor = (x, y)
                assert m.overlay()["blast"] == set(area.blast(game, bo.pos, (x, y))), (x, y)
                shown += bool(m.overlay()["blast"])
        assert shown > 20


async def test_the_path_and_cost_shown_are_the_ones_the_walk_takes(saves):
    """For every square the hero can walk to, the path drawn runs from the hero to it and the cost
    shown is what the move then takes from the hero's movement points."""
    app = HJourneyApp(saves_dir=saves, save=table(saves, MID), bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        m = screen.query_one("#sv-map")
        bo = screen.session.game.state.heroes["Bo"]
        walks = [c for c in screen.view["legal"] if c["verb"] == "move" and c["enabled"]]
        assert len(walks) > 5
        for c in walks:
            to = tuple(c["data"]["square"])
            m.cursor = to
            ov = m.overlay()
            assert ov["path"][0] == bo.pos and ov["path"][-1] == to
            fork = screen.session.game.fork()
            fork.apply("Bo", c["command"])
            hero = fork.state.heroes["Bo"]
            if hero.pos == to:  # (an attack of opportunity may end the walk first)
                assert bo.mp - hero.mp == ov["walk"][to]
                assert f"({ov['walk'][to]} MP, {len(ov['path']) - 1} steps)" in plain(m)


async def test_t_turns_the_pages_under_the_map(saves):
    app = HJourneyApp(saves_dir=saves, save=table(saves, MID), bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        panel = app.screen.query_one("#sv-panel")
        assert panel.current() == "party"
        shown = [w.id for w in panel.children if not w.has_class("-off")]
        assert shown == ["sv-track", "sv-tabs", "sv-party"]
        await pilot.press("t")
        assert panel.current() == "enemies"
        text = str(app.screen.query_one("#sv-enemies").render())
        assert "Drowned Thrall" in text and "threat 5" in text and "Bog Lurker" in text  # both groups
        await pilot.press("t", "t")
        assert panel.current() == "party"


async def test_each_seat_sees_only_its_own_secret_cards_behind_the_hand_off(saves):
    app = HJourneyApp(saves_dir=saves, save=table(saves, 0, hotseat=True), bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen)  # nothing of Ana's hand shows before she is here
        await pilot.press("enter")
        await pilot.pause()
        screen = app.screen
        assert screen.viewer == "Ana"
        hand = screen.query_one("#sv-hand")
        assert screen.query_one("#sv-panel").current() == "hand"  # placement opens the hand
        await pilot.press("tab")
        assert app.focused is hand
        await pilot.press("enter")  # the first card: Hew
        await pilot.pause()
        assert hand.mine() == ["hew"]
        assert "[Hew]" in str(hand.render())  # the slot names the card placed
        screen.give("done")
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen)
        await pilot.press("enter")
        await pilot.pause()
        assert screen.viewer == "Bo"
        text = str(screen.query_one("#sv-hand").render())
        assert "Hew]" not in text and "Ana 1 placed" in text  # Bo sees that Ana placed one, not which


async def test_a_solo_adventure_to_its_end_with_the_game_panes(saves):
    app = HJourneyApp(saves_dir=saves, save=table(saves, 0, seed=4), bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        typed = await type_until(pilot, screen, make_bot("soulless_vessel", "heuristic", 4),
                                 lambda s: s.session.outcome() is not None, limit=1500)
        assert typed > 5
        assert prompt_text(app).startswith("Game over: ")
        m = screen.query_one("#sv-map")
        assert "a b c" in plain(m)


def test_a_minion_shows_on_the_map_and_on_the_track_at_zero_before_a_group_there():
    from hjourney_tui.games.soulless_vessel.tui.common import mark, model_squares
    from hjourney_tui.games.soulless_vessel.tui.track_pane import TrackPane
    from tests.soulless_vessel.helpers import foes, new, open_board, set_ai
    from tests.soulless_vessel.test_minions import minion_at

    g = new(1)
    open_board(g)
    mid = minion_at(g, "r5")
    foes(g, "gnawer", "a5")
    set_ai(g, "gnawer", "hold_grudge")
    g.state.groups["gnawer"].acts_at = 0
    view = {"state": g.view("Ana")}
    assert model_squares(view)[(17, 4)] == mid
    assert [(e["id"], e["initiative"]) for e in view["state"]["track"]] == [("Ana", 0), (mid, 0), ("gnawer", 0)]
    pane = TrackPane()
    pane.view = view
    drawn = pane.draw(80).plain
    assert drawn.index("Ana") < drawn.index(mid) < drawn.index("Gnawer")
    assert mark("minion") not in {mark("door"), mark("path")}


def test_the_hero_board_lists_the_perks_of_the_vessel_basic_first():
    """The party page names each hero's perks from the view: the vessel's basic perk, then those
    the party unlocked, with their column."""
    from hjourney_tui.games.soulless_vessel.tui.heroes_pane import HeroesPane
    from tests.soulless_vessel.campaign_helpers import hero, quest, record

    rec = record()
    rec["heroes"]["Ana"] = hero("Ana", vessel="salt_miner", unlocks={"salt_miner": ["iron_gut"]})
    g = quest(rec)
    pane = HeroesPane()
    pane.view = {"state": g.view("Ana")}
    lines = pane.draw(80).plain.split("\n")
    perks = [line for line in lines if line.strip().startswith("perks:")]
    assert perks[0] == "  perks: Heavy Arm, Iron Gut (column 2)"
    assert lines.index(perks[0]) < next(i for i, line in enumerate(lines) if line.strip().startswith("hand:"))


def test_the_secret_slots_name_the_cards_placed_and_the_others_fit_a_narrow_pane():
    """While cards are placed in secret, the slots show the cards' names (as the hand lists them,
    not their ids); another seat's count goes under the slots when the pane is too narrow."""
    from hjourney_tui.games.soulless_vessel.tui.hand_pane import HandPane
    from tests.soulless_vessel.helpers import new

    g = new(2)
    card = next(c for c in g.legal_commands("Ana") if c.verb == "commit")
    g.apply("Ana", card.text)
    name = g.content.abilities[card.data["card"]].name
    pane = HandPane()
    pane.view = {"state": g.view("Ana"), "seat": "Ana", "legal": []}
    lines = pane.draw(44).plain.split("\n")
    assert lines[0].startswith(f"Secret placement: [{name}] [ - ]")
    assert card.data["card"] not in lines[0]
    assert lines[1].strip() == "Bo 0 placed" and all(len(x) <= 44 for x in lines[:2])
    pane.version += 1
    assert pane.draw(100).plain.split("\n")[0].endswith("Bo 0 placed")


async def test_at_80x24_placement_keeps_the_map_in_sight_and_tab_brings_the_hand(saves):
    """A short screen cannot hold the map and the hand at once: when cards are placed in secret the
    map stays in sight, the prompt names Tab, and Tab brings the hand up."""
    app = HJourneyApp(saves_dir=saves, save=table(saves, 0), bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.pause()
        screen = app.screen
        shown = screen._compositor.visible_widgets
        assert screen.query_one("#sv-map") in shown
        assert screen.query_one("#sv-panel").current() == "hand"
        assert "Tab: your hand" in prompt_text(app)
        await pilot.press("tab")
        await pilot.pause()
        hand = screen.query_one("#sv-hand")
        assert app.focused is hand and hand in screen._compositor.visible_widgets
        await pilot.press("enter")  # the hand places its first card
        await pilot.pause()
        assert hand.mine() == ["hew"]


async def test_a_group_an_enemy_calls_up_stands_on_the_map(saves):
    # the heuristic bots play The Matron's Kiln until the Cinder Matron's Skull calls up Ash Crows
    from hjourney_tui.core.game import Seat
    from hjourney_tui.core.saves import write_save
    from hjourney_tui.core.session import Session
    from hjourney_tui.registry import game_info

    from .sv_tables import bot_step

    seats = [Seat(s, player="Pat") for s in ("Ana", "Bo", "Cy")]
    s = Session.new(game_info("soulless_vessel"), seats, "solo", 16002, {"adventure": "matrons_kiln"})
    bot = make_bot("soulless_vessel", "heuristic", 16002)
    for _ in range(400):
        if "ash_crows" in s.game.state.groups and s.game.decision().kind == "turn":
            break
        bot_step(s, bot)
    crows = list(s.game.state.groups["ash_crows"].models)
    assert any(e.data.get("summoned") for e in s.game.events)
    path = saves / "kiln.toml"
    write_save(s, path)
    app = HJourneyApp(saves_dir=saves, save=path, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        m = app.screen.query_one("#sv-map")
        for crow in crows:
            at = app.screen.session.game.state.enemies[crow].pos
            dx, dy = at[0] - m.cursor[0], at[1] - m.cursor[1]
            await pilot.press(*(["right"] * dx if dx > 0 else ["left"] * -dx),
                              *(["down"] * dy if dy > 0 else ["up"] * -dy))
            assert m.cursor == at and crow in plain(m)


async def test_the_party_page_shows_each_heros_items_and_i_shows_one_in_full(saves):
    """The items in hand are on each hero's board, with Wear of durability; Tab brings the focus to
    the party, Down chooses the next item and `i` opens its card in full."""
    from hjourney_tui.games.soulless_vessel.tui.heroes_pane import HeroesPane
    from hjourney_tui.games.soulless_vessel.tui.inspect_screen import CardScreen

    app = HJourneyApp(saves_dir=saves, save=table(saves, MID), bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        party = app.screen.query_one("#sv-party", HeroesPane)
        text = party.draw(party.size.width).plain
        assert "in hand: Knotted Cudgel" in text and "in hand: Pitch Torch Wear 0/2" in text
        await pilot.press("tab")
        assert app.focused is party
        await pilot.press("down", "i")
        await pilot.pause()
        assert isinstance(app.screen, CardScreen)
        card = "\n".join(str(w.render()) for w in app.screen.query("Static"))
        assert "Pitch Torch" in card and "durability: 2" in card and "Wear 0 of 2" in card
        assert "effects: on_plus 1 attack" in card
        await pilot.press("escape")
        assert isinstance(app.screen, GameScreen)


def test_the_hero_board_lists_worn_and_backpacked_items_with_wear_and_runes():
    from hjourney_tui.games.soulless_vessel.tui.heroes_pane import HeroesPane
    from tests.soulless_vessel.campaign_helpers import quest, record

    rec = record()
    rec["heroes"]["Ana"]["items"] = [{"id": "t1_sword", "slot": "hand", "wear": 2, "rune": "rune_edge"},
                                     {"id": "t1_jerkin", "slot": "backpack", "wear": 0, "rune": ""}]
    g = quest(rec)
    pane = HeroesPane()
    pane.view = {"state": g.view("Ana")}
    text = pane.draw(80).plain
    sword, jerkin, edge = (g.full.items[i] for i in ("t1_sword", "t1_jerkin", "rune_edge"))
    assert f"in hand: {sword.name} + {edge.name} Wear 2/{sword.durability}" in text
    assert f"backpack: {jerkin.name}" in text
    from hjourney_tui.games.soulless_vessel.tui.inspect_screen import square_text

    square = square_text({"state": g.view("Bo")}, g.state.heroes["Ana"].pos).plain  # the map's Enter
    assert f"durability: {sword.durability}" in square and f"Wear 2 of {sword.durability}" in square
    assert "attached rune:" in square and f"{edge.name}  (item)" in square


async def test_at_80x24_choosing_an_item_scrolls_the_board_to_it(saves):
    """The party page is taller than the board at 80x24: Up/Down bring each chosen item into view."""
    from hjourney_tui.core.game import Seat
    from hjourney_tui.core.saves import write_save
    from hjourney_tui.core.session import Session
    from hjourney_tui.games.soulless_vessel.tui.heroes_pane import HeroesPane
    from hjourney_tui.registry import game_info

    from .sv_tables import bot_step

    # four heroes, one player: the party page runs well past the board's ten lines
    s = Session.new(game_info("soulless_vessel"), [Seat(n, player="Pat") for n in ("Ana", "Bo", "Cy", "Di")],
                    "coop", 5)
    bot = make_bot("soulless_vessel", "heuristic", 5)
    for _ in range(24):  # a hero's turn: the party page is up
        bot_step(s, bot)
    write_save(s, saves / "four.toml")
    app = HJourneyApp(saves_dir=saves, save=saves / "four.toml", bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        party = app.screen.query_one("#sv-party", HeroesPane)
        board = app.screen.query_one("#board")
        assert party.outer_size.height > board.content_region.height
        party.focus()
        await pilot.pause()
        items = party.items()
        assert len(items) >= 2
        seen_rows = set()
        for key in ["down"] * len(items) + ["up"] * len(items):
            await pilot.press(key)
            await pilot.pause()
            row = party.content_region.y + party.chosen_row
            assert board.content_region.y <= row < board.content_region.bottom, (key, party.chosen)
            seen_rows.add(party.chosen_row)
        assert len(seen_rows) >= 2  # the items sit on different lines of the page


async def test_on_a_board_shorter_than_the_hand_choosing_a_card_scrolls_the_board_to_it(saves):
    """The hand shares the party page's cursor: at 80x18 the hand runs past the board's lines, and
    Up/Down still bring each chosen card into view."""
    from hjourney_tui.games.soulless_vessel.tui.common import mark
    from hjourney_tui.games.soulless_vessel.tui.hand_pane import HandPane

    app = HJourneyApp(saves_dir=saves, save=table(saves, 14), bot_delay=0)  # Ana places her cards
    async with app.run_test(size=(80, 18)) as pilot:
        await pilot.pause()
        await pilot.press("tab")
        await pilot.pause()
        hand = app.screen.query_one(HandPane)
        board = app.screen.query_one("#board")
        assert app.focused is hand and hand.outer_size.height > board.content_region.height
        seen = set()
        for key in ["down"] * len(hand.cards()) + ["up"] * len(hand.cards()):
            await pilot.press(key)
            await pilot.pause()
            lines = hand.fitted(hand.content_size.width).plain.split("\n")
            row = hand.content_region.y + next(y for y, line in enumerate(lines) if line.startswith(mark("turn")))
            assert board.content_region.y <= row < board.content_region.bottom, (key, hand.chosen)
            seen.add(hand.chosen)
        assert len(seen) == len(hand.cards())

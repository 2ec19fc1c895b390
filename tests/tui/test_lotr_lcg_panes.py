"""The Lord of the Rings screens driven as a player drives them: the choice list's keys commit
characters, declare defenders and attackers; i shows any card in full; ? lists the board's keys;
and a whole two-player game is played through the command bar, handed over between the players."""

from __future__ import annotations

import pytest

from hjourney_tui.games.lotr_lcg.bots import BasicBot
from hjourney_tui.games.lotr_lcg.tui.cards_screen import CardsScreen
from hjourney_tui.games.lotr_lcg.tui.choice_pane import ChoicePane
from hjourney_tui.games.lotr_lcg.tui.hand_pane import HandPane
from hjourney_tui.tui.app import HJourneyApp
from hjourney_tui.tui.screens.game import GameScreen
from hjourney_tui.tui.screens.handoff import HandoffScreen
from hjourney_tui.tui.screens.help import HelpScreen

from .lotr_lcg_tables import new_session, play_until, saved
from .test_pilot import prompt_text


def pane_text(app: HJourneyApp, pane_type: type) -> str:
    pane = app.screen.query_one(pane_type)
    return pane.fitted(pane.content_size.width).plain


def card(screen: GameScreen, uid: str) -> dict:
    return next(c for p in screen.view["state"]["players"].values()
                for c in (*p["heroes"], *p["allies"], *p["engaged"]) if c.get("uid") == uid)


def last(screen: GameScreen) -> str:
    """The command the app gave last."""
    return screen.session.log[-1].command


async def test_space_commits_the_highlighted_character_and_ticks_it(saves):
    s = new_session()
    play_until(s, "commit characters")
    first, second = [c.data["uid"] for c in s.game.legal_commands("Ana") if c.verb == "commit"][:2]
    app = HJourneyApp(saves_dir=saves, save=saved(s, saves, "quest"), bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.screen
        assert isinstance(app.focused, ChoicePane)  # the list has the keys when the screen opens
        await pilot.press("space")
        assert card(screen, first).get("committed")
        assert "[✓] Questing" in pane_text(app, ChoicePane)
        await pilot.press("down", "up", "enter")  # the cursor stays on the list's first choice
        assert card(screen, second).get("committed")
        assert "questing W4" in pane_text(app, ChoicePane)


async def test_defender_and_attackers_are_declared_from_the_list(saves):
    s = new_session()
    play_until(s, "declare a defender")
    defender = next(c.data["uid"] for c in s.game.legal_commands("Ana") if c.verb == "defend")
    app = HJourneyApp(saves_dir=saves, save=saved(s, saves, "combat"), bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        assert "shadow" in pane_text(app, ChoicePane)  # the attack, its shadow card face down
        await pilot.press("space")
        assert last(screen) == f"defend {defender}"
        for _ in range(40):  # the rest of the enemies' attacks by the list's first choice, up to a player attack
            if "attack an enemy engaged" in screen.session.game.decision().prompt:
                break
            await pilot.press("space")
        assert "attack an enemy engaged" in screen.session.game.decision().prompt
        await pilot.press("space")  # attack the first enemy
        assert last(screen).startswith("attack ")
        await pilot.press("space")  # the first character joins the attack
        assert last(screen).startswith("with ") and card(screen, last(screen).split()[1]).get("exhausted")
        labels = [c.command for c in app.screen.query_one(ChoicePane).choices]
        for _ in labels[:labels.index("strike")]:
            await pilot.press("down")
        await pilot.press("space")
        assert last(screen) == "strike"


async def test_i_shows_a_card_in_full_and_help_lists_the_board_keys(saves):
    s = new_session()
    play_until(s, "declare a defender")
    app = HJourneyApp(saves_dir=saves, save=saved(s, saves, "cards"), bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("i")
        assert isinstance(app.screen, CardsScreen)
        shown = str(app.screen.query_one("#card-text").render())
        assert "Defence: 3 (printed 2)" in shown and "from Stout Buckler" in shown  # the highlighted defender
        labels = [e.label.strip() for e in app.screen.entries]
        assert "shadow, face down" in labels and "Engaged with Ana" in labels
        await pilot.press("escape")
        await pilot.press("question_mark")
        assert isinstance(app.screen, HelpScreen)
        text = " ".join(str(w.render()) for w in app.screen.query("*") if hasattr(w, "render"))
        assert "Space, Enter" in text and "t / T" in text


async def test_a_two_player_game_to_its_end_by_the_command_bar(saves):
    s = new_session((("Ana", "Pat"), ("Ben", "Sam")), seed=4)  # a game of some 120 commands
    app = HJourneyApp(saves_dir=saves, save=saved(s, saves, "two"), bot_delay=0)
    bots = {"Ana": BasicBot(1), "Ben": BasicBot(2)}
    handoffs = 0
    async with app.run_test(size=(120, 40)) as pilot:
        for _ in range(2000):
            if isinstance(app.screen, HandoffScreen):
                handoffs += 1
                await pilot.press("enter")
                continue
            screen = app.screen
            assert isinstance(screen, GameScreen)
            if screen.session.outcome() is not None:
                break
            seat = screen.viewer
            hand = pane_text(app, HandPane)
            assert hand.startswith(f"{seat}'s hand")  # only the seat on view's hand, never another's
            text = bots[seat].choose(screen.session.game.view(seat), screen.session.game.legal_commands(seat))
            bar = screen.query_one("#bar")
            bar.focus()
            bar.value = text
            await pilot.pause()  # the bar has the focus before Enter: on the board Enter gives the highlighted choice
            await pilot.press("enter")
            assert bar.value == "", f"the app refused '{text}': {prompt_text(app)}"
        assert app.screen.session.outcome() is not None
        assert prompt_text(app).startswith("Game over: ")
        assert handoffs > 5  # the screen went back and forth between Pat and Sam


@pytest.mark.rule("LC-CORE-VAR-05")
async def test_the_running_score_shows_on_the_threat_tray_only_when_the_players_ask_for_it(saves):
    from hjourney_tui.core.game import Seat
    from hjourney_tui.core.session import Session
    from hjourney_tui.games.lotr_lcg.scoring import score
    from hjourney_tui.games.lotr_lcg.tui.threat_tray import ThreatTray
    from hjourney_tui.registry import game_info

    for shown in (False, True):
        s = Session.new(game_info("lotr_lcg"), [Seat("Ana", player="Pat")], "solo", 3,
                        {"first_player": 1, "show_score": shown})
        play_until(s, "commit characters")
        app = HJourneyApp(saves_dir=saves, save=saved(s, saves, f"score{shown}"), bot_delay=0)
        async with app.run_test(size=(120, 40)):
            screen = app.screen
            tray = str(screen.query_one(ThreatTray).render())
            kept = score(s.game)["total"]  # the engine keeps the score either way
            assert kept > 0 and screen.view["state"].get("score") == (kept if shown else None)
            assert (f"score {kept}" in tray) is shown, tray


@pytest.mark.rule("LC-KW-PERIL-07")
async def test_a_peril_card_hands_the_screen_to_its_player_alone_even_from_their_own_turn(saves):
    """Ana's player had the keyboard already; the Peril card still clears the table first, and the
    screen shows Ana's own view only until the Peril card is staged."""
    from hjourney_tui.core.game import Seat
    from hjourney_tui.core.session import Session
    from hjourney_tui.registry import game_info

    s = Session.new(game_info("lotr_lcg"), [Seat("Ana", player="Pat"), Seat("Ben", player="Sam")], "coop", 5,
                    {"first_player": 1, "scenario": "sunken_archive"})
    bot = BasicBot(1)
    for _ in range(1500):  # up to Ana's last question before her Peril card (on seed 5, in round 3)
        seat = s.game.decision().seats[0]
        text = bot.choose(s.game.view(seat), s.game.legal_commands(seat))
        before, was = list(s.log), s.game.state.peril
        s.apply(seat, text)
        alone = s.game.state.peril
        if s.outcome() is None and was is None and alone == seat and s.game.decision().seats[0] == seat:
            s.rebuild(before)
            break
    assert seat == "Ana"
    app = HJourneyApp(saves_dir=saves, save=saved(s, saves, "peril"), bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        assert isinstance(app.screen, HandoffScreen)  # opening a shared game: whoever comes first
        await pilot.press("enter")
        bar = app.screen.query_one("#bar")
        bar.focus()
        bar.value = text
        await pilot.pause()
        await pilot.press("enter")
        assert isinstance(app.screen, HandoffScreen), "the Peril card did not clear the table"
        warning = str(app.screen.query_one("#handoff-text").render())
        assert "Pat" in warning and "Ana decides alone" in warning
        await pilot.press("enter")
        screen = app.screen
        assert isinstance(screen, GameScreen) and screen.viewer == "Ana"
        assert pane_text(app, HandPane).startswith("Ana's hand")
        assert "Ben's hand" not in pane_text(app, HandPane)


@pytest.mark.rule("LC-CORE-VAR-03")
async def test_one_player_at_the_keyboard_plays_two_seats_without_hand_offs_and_the_same_rules(saves):
    """Two-handed: Pat plays Ana and Ben.  The screen follows whichever seat is asked, with no hand-off
    screen, and the game is move for move the one two people would have played."""
    from hjourney_tui.core.game import Seat
    from hjourney_tui.core.session import Session
    from hjourney_tui.registry import game_info

    s = new_session((("Ana", "Pat"), ("Ben", "Pat")), seed=4)
    app = HJourneyApp(saves_dir=saves, save=saved(s, saves, "twohanded"), bot_delay=0)
    bots = {"Ana": BasicBot(1), "Ben": BasicBot(2)}
    viewed = set()
    async with app.run_test(size=(120, 40)) as pilot:
        for _ in range(60):
            assert not isinstance(app.screen, HandoffScreen), "a hand-off with one player at the keyboard"
            screen = app.screen
            if screen.session.outcome() is not None:
                break
            seat = screen.viewer
            viewed.add(seat)
            assert pane_text(app, HandPane).startswith(f"{seat}'s hand")
            text = bots[seat].choose(screen.session.game.view(seat), screen.session.game.legal_commands(seat))
            bar = screen.query_one("#bar")
            bar.focus()
            bar.value = text
            await pilot.pause()
            await pilot.press("enter")
            assert bar.value == "", f"the app refused '{text}': {prompt_text(app)}"
        log = [(e.seat, e.command) for e in app.screen.session.log]
        state = app.screen.session.game.state_data()
    assert viewed == {"Ana", "Ben"}
    apart = Session.new(game_info("lotr_lcg"), [Seat("Ana", player="Pat"), Seat("Ben", player="Sam")], "coop", 4,
                        {"first_player": 1})
    for seat, command in log:
        apart.apply(seat, command)
    assert apart.game.state_data() == state


async def test_the_headline_names_the_player_in_an_action_window_once_and_fits_80_columns(saves):
    s = new_session()
    play_until(s, "action window")
    app = HJourneyApp(saves_dir=saves, save=saved(s, saves, "window"), bot_delay=0)
    async with app.run_test(size=(80, 24)):
        head = " ".join(line.strip() for line in pane_text(app, ChoicePane).splitlines()[:3])
        assert "Ana: Ana:" not in head  # the seat is not said twice
        assert "Ana: action window (after commitment): act or pass" in head, head  # nor cut off


def test_a_staged_card_shows_its_guard_and_the_cards_beneath_it_at_both_sizes():
    from hjourney_tui.games.lotr_lcg.tui.table_pane import encounter_card

    shaft = {"uid": "a", "name": "Well Shaft", "kind": "location", "threat": 1, "quest_points": 4, "stacked": 1}
    stone = {"uid": "b", "name": "Cipher Stone", "kind": "objective", "guarded_by": ["c"]}
    skirmisher = {"uid": "c", "name": "Bog Skirmisher", "kind": "enemy", "threat": 2, "engagement": 32,
                  "attack": 2, "defence": 1, "hit_points": 3, "guarding": "b"}
    for width in (44, 68):
        assert "(1 beneath)" in encounter_card(shaft, width).plain
        assert "(guarded)" in encounter_card(stone, width).plain
        line = encounter_card(skirmisher, width).plain
        assert "(guard)" in line and len(line) <= width


def test_an_empty_staging_area_is_never_shown_with_a_word_cut_short():
    from hjourney_tui.games.lotr_lcg.tui.table_pane import TablePane

    pane = TablePane()
    pane.view = {"state": {"staging": [], "staging_threat": 0, "encounter_deck": 45, "encounter_discard": [],
                           "victory": []}}
    for width in (40, 41, 42, 68):  # the board's room at 80 columns is about 41
        line = next(ln for ln in pane.draw(width).plain.splitlines() if ln.startswith("Staging"))
        assert "\u2026" not in line and len(line) <= width, line
    assert "empty" in next(ln for ln in pane.draw(68).plain.splitlines() if ln.startswith("Staging"))


async def test_the_hand_shows_each_cards_key_and_cost_in_columns_of_their_own(saves):
    s = new_session()
    play_until(s, "planning")
    for size in ((120, 40), (80, 24)):
        app = HJourneyApp(saves_dir=saves, save=saved(s, saves, f"hand{size[0]}"), bot_delay=0)
        async with app.run_test(size=size):
            screen = app.screen
            keys = screen.chart.keys
            hand = {c["uid"]: c for c in screen.view["state"]["players"]["Ana"]["hand"]}
            plays = {c["data"]["uid"]: keys[c["command"]] for c in screen.view["legal"]
                     if c["verb"] == "play" and c["enabled"]}
            assert plays and len(plays) < len(hand)  # some cards cannot be played now: they have no key
            text = pane_text(app, HandPane)
            assert "key to play" in text
            for name in {c["name"] for c in hand.values()}:  # copies of a card: each with its own key
                cost = next(c["cost"] for c in hand.values() if c["name"] == name)
                cell = f"\u25c6{cost} {name} "
                shown = [ln[i - 2] for ln in text.splitlines() for i in range(len(ln)) if ln.startswith(cell, i)]
                assert sorted(shown) == sorted(plays.get(u, " ") for u, c in hand.items() if c["name"] == name), text
            assert_choice_keys(app)
    first = next(c["command"] for c in screen.view["legal"] if c["verb"] == "play" and c["enabled"])
    async with HJourneyApp(saves_dir=saves, save=saved(s, saves, "hand_after"), bot_delay=0).run_test(
            size=(120, 40)) as pilot:
        await pilot.press(pilot.app.screen.chart.keys[first])
        assert pilot.app.screen.session.log[-1].command == first
        assert_choice_keys(pilot.app)  # drawn after the command: the keys of the new list, not the old


def assert_choice_keys(app: HJourneyApp) -> None:
    """Each choice on the board's list shows the key the Commands list gives it."""
    pane = app.screen.query_one(ChoicePane)
    keys = app.screen.chart.keys
    lines = pane_text(app, ChoicePane).splitlines()
    live = [c for c in pane.choices if c.command]
    assert live
    for c in live:
        assert any(ln.startswith(f"{keys[c.command]} ") and c.label.plain in ln for ln in lines), (c.command, lines)


def test_sentinel_and_ranged_show_beside_a_characters_name_at_both_sizes():
    from hjourney_tui.games.lotr_lcg.tui.players_pane import PlayersPane

    pane = PlayersPane()
    guard = {"uid": "a", "card": "x", "name": "Hrothmar Stonefist", "willpower": 1, "attack": 3, "defence": 2,
             "hit_points": 5, "keywords": {"sentinel": 1, "ranged": 1},
             "attachments": [{"name": "Token of Hope"}]}
    plain = {**guard, "uid": "b", "name": "Bregan of the Ford", "keywords": {}, "attachments": []}
    pane.view = {"seat": "A", "state": {"players": {"A": {"heroes": [guard, plain], "allies": [], "engaged": [],
                                                          "hand": [], "discard": []}}}}
    for width in (44, 68):
        lines = pane.draw(width).plain.splitlines()
        at = next(i for i, ln in enumerate(lines) if "Hrothmar" in ln)
        shown = " ".join(lines[at:at + 2])
        assert "Sentinel Ranged" in shown and "Token of Hope" in shown and all(len(ln) <= width for ln in lines)
        assert not any("Sentinel" in ln for ln in lines if "Bregan" in ln)


async def test_a_new_question_brings_the_board_back_to_its_top_where_it_is_asked(saves):
    s = new_session()
    play_until(s, "keep your setup hand")
    app = HJourneyApp(saves_dir=saves, save=saved(s, saves, "scrolled"), bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        board = app.screen.query_one("#board")
        await pilot.press("t", "t", "t")  # down to the hand, to look at it before keeping it
        await pilot.pause()
        assert board.scroll_y > 0
        await pilot.press(app.screen.chart.keys["keep"])
        await pilot.pause()
        assert last(app.screen) == "keep" and board.scroll_y == 0
        assert "planning" in pane_text(app, ChoicePane).splitlines()[1]


async def test_the_quests_action_windows_keep_the_willpower_against_the_staging_threat_in_sight(saves):
    s = new_session()
    play_until(s, "action window (after commitment)")
    app = HJourneyApp(saves_dir=saves, save=saved(s, saves, "staged"), bot_delay=0)
    async with app.run_test(size=(80, 24)):
        st = app.screen.view["state"]
        willpower = sum(c.get("willpower", 0) for c in st["players"]["Ana"]["heroes"] if c.get("committed"))
        assert willpower and f"questing W{willpower} against staging threat T{st['staging_threat']}" in \
            pane_text(app, ChoicePane)


def test_the_campaign_line_shows_the_scenario_penalty_boons_and_burdens_uncut_at_both_sizes():
    from hjourney_tui.games.lotr_lcg.tui.table_pane import TablePane

    pane = TablePane()
    camp = {"scenario": 2, "of": 3, "penalty": 1, "fallen": ["ilsa"], "boons": [{"card": "x"}, {"card": "y"}],
            "burdens": ["z"]}
    pane.view = {"state": {"staging": [], "staging_threat": 0, "encounter_deck": 45, "encounter_discard": [],
                           "victory": [], "campaign": camp}}
    for width in (40, 44, 68):
        line = pane.draw(width).plain.splitlines()[0]
        assert line.startswith("Campaign 2/3") and "\u2026" not in line and len(line) <= width, line
        assert "+1" in line and "2 boons" in line.replace("boons 2", "2 boons") and "1 burden" in line.replace(
            "burdens 1", "1 burden")
    assert "fallen 1" in pane.draw(68).plain
    pane.view["state"]["campaign"] = None
    assert "Campaign" not in pane.draw(68).plain  # a single game has no campaign line

"""The Warhammer Quest table read at a glance: everything in sight at 120x40, each part one key
away at 80x24, every card readable in full (gear before it is equipped, enemies with their whole
keywords, every symbol), and panes that read data rather than words."""

from __future__ import annotations

import pytest
from textual.widgets import OptionList

from hjourney_tui.core.game import Seat
from hjourney_tui.core.session import Session
from hjourney_tui.games.wq_acg.tui import cards_screen
from hjourney_tui.games.wq_acg.tui.cards_screen import CardsScreen, card_entries, symbols_text
from hjourney_tui.games.wq_acg.tui.dice_tray import icon, read_action
from hjourney_tui.games.wq_acg.tui.enemies_pane import EnemiesPane
from hjourney_tui.games.wq_acg.tui.heroes_pane import HeroesPane
from hjourney_tui.games.wq_acg.tui.odds_pane import OddsPane
from hjourney_tui.games.wq_acg.tui.quest_pane import QuestPane
from hjourney_tui.games.wq_acg.tui.style import g
from hjourney_tui.registry import game_info
from hjourney_tui.tui.app import HJourneyApp
from tests.wq_acg.helpers import BLANK
from tests.wq_acg.steps import put_on_dungeon_deck
from tests.wq_acg.test_rules_actions import ready_game

from .test_kilforth_layout import in_sight
from .test_wq_acg_panes import wq_save
from .test_wq_acg_snapshots import OPENING


def text_of(widget) -> str:
    return widget.render().plain if not isinstance(widget, EnemiesPane) else \
        "\n".join(c.render().plain for c in widget.query("*") if hasattr(c, "draw"))


@pytest.fixture
def delve(saves):
    s = Session.new(game_info("wq_acg"), [Seat("Ana", player="Pat"), Seat("Ben", player="Pat")], "solo", 13)
    s.apply_all(OPENING)
    return s, wq_save(saves, s)


async def test_at_120x40_quest_enemies_party_and_odds_are_all_in_sight(delve, saves):
    s, path = delve
    app = HJourneyApp(saves_dir=saves, save=path, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        for pane in (QuestPane, EnemiesPane, HeroesPane, OddsPane):
            assert in_sight(screen, screen.query_one(pane)), pane


async def test_at_80x24_t_brings_every_hero_sheet_into_sight(delve, saves):
    s, path = delve
    state = s.view("Ana")["state"]
    app = HJourneyApp(saves_dir=saves, save=path, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        heroes = screen.query_one(HeroesPane)
        assert not in_sight(screen, heroes)  # the quest and the enemies fill the board first
        for _ in range(4):
            await pilot.press("t")
            await pilot.pause()
            if in_sight(screen, heroes):
                break
        assert in_sight(screen, heroes)
        shown = text_of(heroes)
        for h in state["heroes"]:
            assert h["seat"] in shown and f"{h['wounds']}/{h['health']}" in shown
            for a in h["actions"]:  # each card's kind, dice and whether it is ready, in a few cells
                assert f"{a['dice']}{g('die')}" in shown
        await pilot.press("t", "t")  # on round to the quest again
        await pilot.pause()
        assert screen.query_one("#board").scroll_y == 0
        await pilot.press("question_mark")
        await pilot.pause()
        keys = str(app.screen.query_one("#help-text").render())
        assert "i or Enter" in keys and "t / T" in keys and "every symbol" in keys


async def test_i_opens_every_card_and_esc_closes_it(delve, saves):
    s, path = delve
    app = HJourneyApp(saves_dir=saves, save=path, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("i")
        await pilot.pause()
        assert isinstance(app.screen, CardsScreen)
        assert "Sylla Windrunner" in app.screen.query_one("#card-text").render().plain  # the acting hero first
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, CardsScreen)


async def test_gear_on_offer_is_read_before_it_is_equipped_and_every_card_is_listed(delve, saves):
    s, g_, hero, enemy = ready_game()
    put_on_dungeon_deck(g_, "rusted_chest")
    hero.queue = [BLANK] * 4
    enemy.queue = [BLANK] * 3
    s.apply("Ana", "explore")
    s.apply("Ana", "gear top")
    view = s.view("Ana")
    offered = view["state"]["offered"][0]
    _, path = delve
    app = HJourneyApp(saves_dir=saves, save=path, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        app.push_screen(CardsScreen(view))  # this table, as the screen's `i` would open it
        await pilot.pause()
        screen = app.screen
        shown = screen.query_one("#card-text").render().plain
        assert offered["name"] in shown and offered["slot"] in shown  # the gear on offer comes first
        labels = [str(o.prompt) for o in screen.query_one(OptionList).options]
        for h in view["state"]["heroes"]:
            assert any(h["hero"] in lab for lab in labels)
            for a in h["actions"]:
                assert any(a["name"] in lab for lab in labels)
        await pilot.press("end")
        await pilot.pause()
        assert "What the symbols mean" in screen.query_one("#card-text").render().plain


def test_an_enemy_s_card_gives_every_keyword_in_full_and_its_nemesis_effect():
    s, g_, hero, enemy = ready_game()
    view = s.view("Ana")
    entries = {e.key: e for e in card_entries(view)}
    lair = view["state"]["lair"][0]
    text = entries[f"enemy:{lair['id']}"].text.plain
    assert lair["name"] in text and f"Attack: {lair['attack']}" in text
    for k in lair["keywords"]:
        assert f"{k['name']}: {k['text']}" in text
    assert "Nemesis effect" in text


def test_the_symbols_page_names_every_mark_the_panes_draw():
    text = symbols_text().plain
    for name in ("leader", "active", "ready", "spent", "token", "prepare", "die", "marker", "plain", "green", "blue",
                 "red", "end", "full", "empty", "attack", "facedown", "click"):
        assert g(name) in text, name
    for sym in ("success", "crit", "defence", "attack", "nemesis"):
        assert icon(sym) in text


@pytest.mark.parametrize("ascii_mode", [False, True])
def test_peril_spaces_differ_by_shape_not_colour_alone(monkeypatch, ascii_mode):
    if ascii_mode:
        monkeypatch.setenv("HJOURNEY_ASCII", "1")
    line = QuestPane.peril_line({"track": "gbr.", "position": 0, "next": "g", "effects": {}, "ends_quest": False},
                                80).plain
    track = line.split()[1]
    green, blue, red, plain = track[1:5]
    assert len({green, blue, red, plain}) == 4


def test_items_show_by_name_without_their_id():
    s, g_, hero, enemy = ready_game()
    item = put_on_dungeon_deck(g_, "lucky_charm")
    g_.table.move(item, g_.items["Ana"], face_up=True)
    h = s.view("Ana")["state"]["heroes"][0]
    for width in (40, 70):
        shown = "\n".join(t.plain for t in HeroesPane().card(h, width))
        assert "Lucky Charm" in shown and f"i{item.uid}" not in shown


def test_the_tray_names_the_nemesis_from_the_event_s_data():
    events = [{"kind": "info", "rule": "WQ-ACT-02", "seat": "Ana", "data": {"action": "explore"}, "text": "x"},
              {"kind": "roll", "seat": "Ana", "text": "x",
               "data": {"hero_dice": [{"icons": ["success"], "crits": []}], "enemy_dice": [{"icons": ["nemesis"]}]}},
              {"kind": "info", "rule": "WQ-ACT-08", "text": "x",
               "data": {"successes": 1, "defence": 0, "attacks": 0, "nemesis": 1}},
              {"kind": "info", "rule": "WQ-NEM-01", "text": "words the tray must not read",
               "data": {"nemesis": "Mordrake, Warden of Rot"}}]
    assert read_action(events).nemesis == ["Mordrake, Warden of Rot"]


def test_card_words_agree_in_number():
    assert cards_screen.modify_text({"from": "defence", "to": "success", "n": 1, "for": "attack"}) == \
        "on attack actions, 1 defence icon becomes success"
    assert cards_screen.modify_text({"from": "attack", "to": "", "n": 2}) == "on every roll, 2 attack icons are removed"


async def test_a_party_of_four_still_fits_at_120x40(saves):
    s = Session.new(game_info("wq_acg"), [Seat(n, player="Pat") for n in ("Ana", "Ben", "Cy", "Dee")], "coop", 5)
    s.apply_all([("Ana", "pick windrunner"), ("Ben", "pick emberseer"), ("Cy", "pick ironwarden"),
                 ("Dee", "pick lampbearer"), ("Ana", "leader 1")])
    for _ in range(12):
        seat = s.game.decision().seats[0]
        legal = [c.text for c in s.game.legal_commands(seat)]
        s.apply(seat, next((c for c in legal if c.split()[0] in ("explore", "attack", "rest")), legal[0]))
    assert s.view(s.game.decision().seats[0])["state"]["odds"]
    path = wq_save(saves, s)
    app = HJourneyApp(saves_dir=saves, save=path, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        for pane in (QuestPane, EnemiesPane, HeroesPane, OddsPane):
            assert in_sight(screen, screen.query_one(pane)), pane
        shown = text_of(screen.query_one(HeroesPane))
        active = next(h for h in s.view(None)["state"]["heroes"] if h["active"])
        assert all(a["name"] in shown for a in active["actions"])  # the acting hero's cards by name


def test_every_card_reads_in_plain_ascii_when_asked(monkeypatch):
    monkeypatch.setenv("HJOURNEY_ASCII", "1")
    s, g_, hero, enemy = ready_game()
    for e in card_entries(s.view("Ana")):
        assert e.label.isascii() and e.text.plain.isascii(), e.label

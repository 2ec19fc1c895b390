"""Warhammer Quest's dice tray: every die of the latest action as icons, the chain of crit re-rolls,
a paid re-roll, and the results; the roll events carry the dice as plain data for it."""

from __future__ import annotations

import pytest

from hjourney_tui.games.wq_acg.tui import dice_tray
from hjourney_tui.games.wq_acg.tui.dice_tray import DiceTray, face, icon, legend, read_action
from hjourney_tui.tui.app import HJourneyApp
from hjourney_tui.tui.screens.game import GameScreen
from tests.wq_acg.helpers import (
    BLANK,
    SD,
    A,
    C,
    D,
    N,
    S,
    inspired_explorer,
    legal,
)
from tests.wq_acg.steps import conjure, give_gear, patch_card
from tests.wq_acg.test_rules_actions import ready_game

from .test_wq_acg_panes import new_quest, wq_save


@pytest.fixture
def ascii_icons(monkeypatch):
    monkeypatch.setenv("HJOURNEY_ASCII", "1")


def seen(s, seat=None) -> list[dict]:
    return [v for e in s.game.events if (v := e.for_seat(seat)) is not None]


def drawn(events, width: int = 60) -> str:
    tray = DiceTray()
    tray.action = read_action(events)
    return tray.draw(width).plain


def crit_chain_game():
    """Ana explores with three dice, C S D; the crit rolls C, then S+D; two enemies roll A and N."""
    s, g, hero, enemy = ready_game()
    rat = conjure(g, "gutter_rat", "Ana")
    conjure(g, "bone_picker", "Ana")
    patch_card(g, "action", g.heroes["Ana"]["actions"]["explore"]["card"], dice=3, before=[], after=[])
    g.heroes["Ana"]["actions"]["explore"]["tokens"] = 1
    hero.queue = [C, S, D, C, SD] + [BLANK] * 8
    enemy.queue = [A, N]
    assert g.dice_for("Ana", "explore") == 3
    s.apply("Ana", "explore t1")
    return s, g, rat


def test_the_roll_event_keeps_its_text_and_carries_each_die_with_its_crit_chain():
    s, g, _ = crit_chain_game()
    roll = next(e for e in g.events if e.kind == "roll" and "hero_dice" in e.data)
    assert roll.text == "Ana rolls 3 hero dice: C->C->S+D S D (2 crits, each re-rolled); enemy dice: A N"
    assert roll.data["hero"] == ["C", "S", "D"] and roll.data["crits"] == 2  # the older fields stay
    assert roll.data["hero_dice"] == [
        {"label": "C", "icons": ["crit"], "crits": [{"label": "C", "icons": ["crit"]},
                                                    {"label": "S+D", "icons": ["success", "defence"]}]},
        {"label": "S", "icons": ["success"], "crits": []},
        {"label": "D", "icons": ["defence"], "crits": []}]
    assert roll.data["enemy_dice"] == [{"label": "A", "icons": ["attack"]}, {"label": "N", "icons": ["nemesis"]}]
    result = next(e for e in g.events if e.rule == "WQ-ACT-08")
    # two crits, S and S+D, and the spent token; D and S+D defend
    assert result.data == {"step": "result", "successes": 5, "defence": 2, "attacks": 1, "nemesis": True}
    assert result.text.startswith("result: 5 successes, 2 defence, 1 attack")


def test_the_tray_draws_every_die_the_crit_chain_and_the_results(ascii_icons):
    s, g, _ = crit_chain_game()
    attack = next(e for e in g.events if e.rule == "WQ-EATK-04")
    shown = drawn(seen(s))
    assert "hero [C]>[C]>[S+D] [S] [D]  enemy [A] [N]" in shown  # the chain follows the die that rolled it
    assert "= 5 successes (1 token)" in shown and "2 defence" in shown
    a, d, w = attack.data["attack"], attack.data["defence"], attack.data["wounds"]
    assert w == max(0, a - d) and a == max(g.foe(e)["attack"] for e in g.zones["Ana"])  # one attack icon
    assert f"attack {a} vs {d}: " + ({0: "no wound", 1: "1 wound"}.get(w) or f"{w} wounds") in shown
    nemesis = g.foe(g.lair.top)["name"]
    assert f"N nemesis: {nemesis}" in shown
    # narrower: the dice close up behind "vs", then take a line each; the nemesis' name is cut, never wrapped
    narrow = drawn(seen(s), 29).split("\n")
    assert narrow[0] == "[C]>[C]>[S+D][S][D] vs [A][N]" and all(len(line) <= 29 for line in narrow)
    narrower = drawn(seen(s), 26).split("\n")
    assert narrower[:3] == ["hero  [C]>[C]>[S+D] [S]", "      [D]", "enemy [A] [N]"]
    assert all(len(line) <= 26 for line in narrower) and narrower[-1].endswith("~")


def test_each_icon_has_its_own_shape_and_an_ascii_stand_in(monkeypatch):
    symbols = ["success", "crit", "defence", "attack", "nemesis"]
    monkeypatch.setenv("HJOURNEY_ASCII", "1")
    plain = [icon(x) for x in symbols]
    assert plain == ["S", "C", "D", "A", "N"] and all(c.isascii() for c in legend())
    assert face([]).plain == "[-]" and face(["success", "defence"]).plain == "[S+D]"
    monkeypatch.setenv("HJOURNEY_ASCII", "0")
    fancy = [icon(x) for x in symbols]
    assert len(set(fancy)) == len(fancy) and not any(c.isascii() for c in fancy)  # not told apart by colour alone
    assert icon("fury") == "F"  # a symbol new to the tray still shows


def test_a_paid_re_roll_shows_the_dice_waiting_then_the_old_face_beside_the_new(ascii_icons):
    s, g, hero, enemy = ready_game()
    bones = give_gear(g, "Ana", "weighted_knucklebones")  # after your roll, discard a token: re-roll a die
    g.heroes["Ana"]["actions"]["aid"]["tokens"] = 2
    n = g.dice_for("Ana", "explore")
    hero.queue = [BLANK] * n + [S]
    s.apply("Ana", "explore")
    assert legal(s, "Ana") == [f"use g{bones.uid}", "pass"]
    waiting = drawn(seen(s))
    assert waiting.startswith("hero " + " ".join(["[-]"] * n)) and "re-roll may be paid" in waiting
    assert "successes" not in waiting  # nothing counted yet
    s.apply("Ana", f"use g{bones.uid}")
    shown = drawn(seen(s))
    assert "[-]~[S]" in shown and "re-rolled by Weighted Knucklebones" in shown
    assert "= 1 success" in shown


def test_the_tray_waits_for_a_first_roll():
    s = new_quest()
    assert read_action(seen(s)) is None
    assert "no dice rolled yet" in drawn(seen(s))


async def test_keys_take_an_action_and_the_tray_shows_its_dice(saves, ascii_icons, monkeypatch):
    """With the animation off (as in every test) the final faces show at once; switched on, the tray
    spins faces of its own first, and F3 turns it off again."""
    monkeypatch.setattr(dice_tray, "FRAME_SECONDS", 3600.0)  # frames advance by hand below, not by the clock
    s = new_quest(13)
    path = wq_save(saves, s)
    app = HJourneyApp(saves_dir=saves, save=path, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen) and app.animate_dice is False
        tray = screen.query_one("#dice", DiceTray)
        assert "no dice rolled yet" in tray.draw(60).plain

        async def act() -> dict:
            """Number keys give commands (an action when one is offered) until a hero rolls; that roll."""
            game = screen.session.game
            rolls = sum(e.kind == "roll" for e in game.events)
            for _ in range(12):
                texts = screen.legal_texts()
                pick = next((t for t in texts if t.split()[0] in ("explore", "rest", "aid", "attack")), texts[0])
                await pilot.press(screen.chart.keys[pick])  # the key the command list shows
                await pilot.pause()
                new = [e for e in game.events if e.kind == "roll" and "hero_dice" in e.data][rolls:]
                if new:
                    return new[-1].for_seat(screen.viewer)
                rolls = sum(e.kind == "roll" for e in game.events)
            raise AssertionError("no hero rolled")

        roll = await act()
        seat = roll["seat"]
        shown = tray.draw(tray.content_size.width).plain
        assert tray.spin == 0 and "rolling" not in shown
        for die in roll["data"]["hero_dice"]:
            assert face(die["icons"]).plain + "".join(">" + face(c["icons"]).plain for c in die["crits"]) in shown
        boxes = len(roll["data"]["hero_dice"]) + len(roll["data"]["enemy_dice"]) \
            + sum(len(d["crits"]) for d in roll["data"]["hero_dice"])
        assert shown.split("\n")[0].count("[") == boxes
        assert str(tray.border_title).startswith(f"Dice | {seat} ")
        final = shown

        app.animate_dice = True  # as when F3 is pressed; the next roll spins first
        for _ in range(10):
            if tray.action is not None and tray.action.seat != seat:
                break
            roll = await act()
        assert tray.spin == dice_tray.FRAMES and "rolling" in tray.draw(60).plain
        rng = screen.session.game.rng.state
        for _ in range(dice_tray.FRAMES):
            tray.tick()
        assert tray.spin == 0 and screen.session.game.rng.state == rng  # the spin never touched the game's dice
        assert "rolling" not in tray.draw(60).plain and final != tray.draw(60).plain

        await pilot.press("f3")
        assert app.animate_dice is False
        roll = await act()
        assert tray.spin == 0 and "rolling" not in tray.draw(60).plain


def test_the_tray_names_a_bonus_success_from_its_data():
    s = inspired_explorer()
    s.apply("Ana", "explore")
    act = read_action(seen(s))
    assert act is not None and act.modifiers == ["+1 success (Inspired)"]

"""Kilforth's dice tray: each Test's dice, re-rolls and Fate as the events tell them; the roll animation
spins faces of its own and never the game's dice."""

from __future__ import annotations

import re

from hjourney_tui.core.saves import load_save
from hjourney_tui.games.kilforth.tui import dice_tray
from hjourney_tui.games.kilforth.tui.dice_tray import DiceTray, read_tests
from hjourney_tui.tui.app import HJourneyApp
from hjourney_tui.tui.screens.game import GameScreen
from tests.kilforth.helpers import commands, dice, new, put
from tests.tui.test_kilforth_panes import acting_view, new_land, save


def faces_in(text: str) -> list[str]:
    return re.findall(r"\[[\d, ]*\]", text)


def boxed(faces: str) -> str:
    """'[1, 5]' as the tray draws it: '[1][5]'."""
    return "".join(f"[{f.strip()}]" for f in faces.strip("[]").split(","))


def test_a_re_roll_and_fate_show_beside_the_first_roll():
    s = new(1)
    g = s.game
    hs = g.heroes["Ana"]
    tok = next(t for t in g.loot_bag if g.c["loot"][t]["kind"] == "reroll")
    g.loot_bag.remove(tok)
    hs["loot"].append(tok)
    loc = g.grid[g.move_targets("shrine")[0]]
    hs["pos"] = loc
    quest = next(k for k, v in g.c["encounter"].items() if v["type"] == "quest" and v["study"] >= 2
                 and not any(e.get("on") == "trap" for e in v["effects"]))
    put(g, loc, quest)
    dice(g, [[1, 6, 2, 1, 1, 1, 1, 1, 1], [3, 1, 1, 1, 1, 1, 1, 1]])
    s.apply("Ana", "confront 1 study")
    s.apply("Ana", "reroll")
    assert "fate" in commands(g, "Ana")
    s.apply("Ana", "fate")
    events = [v for e in g.events if (v := e.for_seat("Ana")) is not None]
    rolls = [e["text"] for e in events if e["kind"] == "roll"]
    fate = next(e["text"] for e in events if e.get("rule") == "KF-TEST-05")
    assert len(rolls) == 2
    tests = read_tests(events)
    assert len(tests) == 1 and len(tests[0].rolls) == 2
    tray = DiceTray()
    tray.tests = tests
    shown = tray.draw().plain
    first, again = (boxed(faces_in(t)[0]) for t in rolls)
    assert first in shown and f"re-roll {again}" in shown  # the first throw stays beside the re-roll
    assert first != again  # (the first roll's data list is changed in place by a re-roll: the text is kept)
    total = int(fate.rsplit(":", 1)[1].split()[0])
    assert f"Fate +1 = {total}" in shown and f"need {tests[0].need}" in shown
    # the re-rolled dice are the failed ones and are marked
    assert tests[0].rolls[1].changed == {i for i, f in enumerate(tests[0].rolls[0].faces) if f < 5}


async def test_the_tray_shows_each_die_of_the_latest_test(saves):
    s = new_land()
    for _ in range(300):
        if any(e.kind == "roll" for e in s.game.events) and not s.game.flow.busy:
            break
        seat = s.game.decision().seats[0]
        legal = [c.text for c in s.game.legal_commands(seat)]
        pick = (next((c for c in legal if c.startswith("confront ")), None)
                or next((c for c in legal if c.startswith("move ")), None) or legal[0])
        s.apply(seat, pick)
    seat = acting_view(s)["seat"]
    rolls = [e for e in s.game.events if e.kind == "roll"]
    first = [e for e in rolls if "faces" in e.data][-1]
    path = save(saves, s)
    app = HJourneyApp(saves_dir=saves, save=path, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        tray = app.screen.query_one("#dice")
        assert isinstance(tray, DiceTray) and app.screen.viewer == seat
        shown = tray.content.plain
        attr = first.text.split(" tests ")[1].split()[0]
        assert f"{first.seat} {attr.title()}" in shown and f"need {first.data['need']}" in shown
        assert boxed(faces_in(rolls[-1].text)[-1]) in shown


async def test_the_roll_animation_spins_its_own_faces_and_ends_on_the_real_ones(saves, monkeypatch):
    monkeypatch.setattr(dice_tray, "FRAME_SECONDS", 3600.0)  # frames advance by hand below, not by the clock
    s = new_land()
    view = acting_view(s)
    seat = view["seat"]
    path = save(saves, s)
    app = HJourneyApp(saves_dir=saves, save=path, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        app.animate_dice = True
        screen = app.screen
        assert isinstance(screen, GameScreen)
        # walk until a Test is rolled, by number keys; every command goes through the screen
        for _ in range(60):
            tray = screen.query_one("#dice", DiceTray)
            if tray.tests:
                break
            texts = screen.legal_texts()
            pick = next((t for t in texts if t.startswith("confront ")), None) or \
                next((t for t in texts if t.startswith("move ")), texts[0])
            await pilot.press(str(texts.index(pick) + 1))
            await pilot.pause()
        assert tray.tests and tray.spin == dice_tray.FRAMES
        assert "rolling" in tray.content.plain
        rng = screen.session.game.rng.state
        for _ in range(dice_tray.FRAMES):
            tray.tick()
        assert tray.spin == 0 and screen.session.game.rng.state == rng
        final = tray.content.plain
        await pilot.press("f3")  # animation off: the same Test drawn at once shows the same
        assert app.animate_dice is False
        tray.show_events([v for e in screen.session.game.events if (v := e.for_seat(screen.viewer)) is not None],
                         total=len(screen.session.game.events))
        assert tray.content.plain == final and "rolling" not in final
    assert load_save(path).log[0].seat == seat
    replay = load_save(path)  # the save replays to the same game: the animation drew no game dice
    assert replay.game.digest() == screen.session.game.digest()

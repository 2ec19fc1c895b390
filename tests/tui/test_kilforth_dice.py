"""Kilforth's dice tray: each Test's dice, re-rolls and Fate as the events tell them; the roll animation
spins faces of its own and never the game's dice."""

from __future__ import annotations

import re

from hjourney_tui.core.saves import load_save
from hjourney_tui.games.kilforth.tui import dice_tray
from hjourney_tui.games.kilforth.tui.dice_tray import DiceTray, read_tests
from hjourney_tui.tui.app import HJourneyApp
from hjourney_tui.tui.screens.game import GameScreen
from tests.kilforth.helpers import commands, dice, neighbour, new, put
from tests.tui.test_kilforth_panes import acting_view, new_land, save


def faces_in(text: str) -> list[str]:
    return re.findall(r"\[[\d, ]*\]", text)


def boxed(faces: str) -> str:
    """'[1, 5]' as the tray draws it: '[1][5]'."""
    return "".join(f"[{f.strip()}]" for f in faces.strip("[]").split(","))


def seat_events(g, seat="Ana"):
    return [v for e in g.events if (v := e.for_seat(seat)) is not None]


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
    events = seat_events(g)
    rolls = [e["data"] for e in events if e["kind"] == "roll"]
    fate = next(e["data"] for e in events if e.get("rule") == "KF-TEST-05")
    # every throw carries its dice as plain data: the first roll, the re-roll and the Fate call
    assert [r["step"] for r in rolls] == ["roll", "reroll"]
    first, again = rolls
    assert again["before"] == first["faces"] != again["faces"]  # the first row is kept as it was thrown
    assert again["changed"] == [i for i, f in enumerate(first["faces"]) if f < 5]
    assert fate == {"step": "fate", "who": "Ana", "tester": "Ana", "hits": again["hits"] + 1, "need": first["need"],
                    "rumour": None}
    tests = read_tests(events)
    assert len(tests) == 1 and len(tests[0].rolls) == 2
    tray = DiceTray()
    tray.tests = tests
    shown = tray.draw().plain
    assert boxed(str(first["faces"])) in shown and f"re-roll {boxed(str(again['faces']))}" in shown
    assert f"Fate +1 = {fate['hits']}" in shown and f"need {first['need']}" in shown
    # the re-rolled dice are the failed ones and are marked
    assert tests[0].rolls[1].changed == set(again["changed"])


def test_the_tray_reads_data_not_words():
    """Events whose words say nothing still draw the same tray: only the data is read."""
    s = new(1)
    g = s.game
    hs = g.heroes["Ana"]
    hs["fate_used"] = True
    cell, loc = neighbour(g, "Ana")
    foe = next(k for k, v in g.c["encounter"].items() if v["type"] == "enemy" and not v["effects"]
               and not v["weakness"] and v["hp"] >= 3)
    put(g, loc, foe)
    dice(g, [[6, 1, 1], [5, 5, 2, 1]])
    s.apply("Ana", f"move {cell}")
    events = seat_events(g)
    blank = [{**e, "text": "..."} for e in events]
    tray = DiceTray()
    tray.tests = read_tests(events)
    words = tray.draw().plain.replace(tray.tests[-1].after, "")
    tray.tests = read_tests(blank)
    assert tray.draw().plain.replace("...", "") == words


def test_the_foe_s_dice_show_under_the_hero_s():
    s = new(1)
    g = s.game
    hs = g.heroes["Ana"]
    hs["fate_used"] = True
    cell, loc = neighbour(g, "Ana")
    foe = next(k for k, v in g.c["encounter"].items() if v["type"] == "enemy" and not v["effects"]
               and not v["weakness"] and v["hp"] >= 3)
    enc = put(g, loc, foe)
    card = g.c["encounter"][foe]
    dice(g, [[6] + [1] * 9, [5, 2, 6, 1, 1, 1][:card["fight"]]])
    s.apply("Ana", f"move {cell}")
    events = seat_events(g)
    foe_roll = next(e["data"] for e in events if (e.get("data") or {}).get("step") == "foe")
    assert foe_roll["who"] == card["name"] and foe_roll["against"] == "Ana"
    assert foe_roll["faces"] == [5, 2, 6, 1, 1, 1][:card["fight"]] and foe_roll["dice"] == card["fight"]
    assert foe_roll["hits"] == sum(f >= 5 for f in foe_roll["faces"])
    tests = read_tests(events)
    assert len(tests) == 1 and [f.who for f in tests[0].foes] == [card["name"]]
    tray = DiceTray()
    tray.tests = tests
    shown = tray.draw().plain
    assert f"{card['name']} Fight {card['fight']} dice against Ana {boxed(str(foe_roll['faces']))}" in shown
    assert "round 1" in shown  # the round's outcome follows the dice
    # a second round: the older round shrinks to one line, the foe's dice beside the hero's
    assert enc in g.locs[loc]["encounters"]
    s.apply("Ana", "fight")
    tray.tests = read_tests(seat_events(g))
    assert len(tray.tests) == 2
    line = tray.draw().plain.splitlines()[-1]
    assert line.startswith("Ana Fight ") and f"{card['name']} {boxed(str(foe_roll['faces']))}" in line


async def test_the_tray_shows_each_die_of_the_latest_test(saves):
    s = new_land()
    for _ in range(300):
        if any(e.kind == "roll" for e in s.game.events) and not s.game.choice:
            break
        seat = s.game.decision().seats[0]
        legal = [c.text for c in s.game.legal_commands(seat)]
        pick = (next((c for c in legal if c.startswith("confront ")), None)
                or next((c for c in legal if c.startswith("move ")), None) or legal[0])
        s.apply(seat, pick)
    seat = acting_view(s)["seat"]
    rolls = [e for e in s.game.events if e.kind == "roll"]
    first = [e for e in rolls if e.data.get("step") == "roll"][-1]
    path = save(saves, s)
    app = HJourneyApp(saves_dir=saves, save=path, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        tray = app.screen.query_one("#dice")
        assert isinstance(tray, DiceTray) and app.screen.viewer == seat
        shown = tray.content.plain
        assert f"{first.data['who']} {first.data['attr'].title()}" in shown and f"need {first.data['need']}" in shown
        assert boxed(str(rolls[-1].data["faces"])) in shown
        for foe in [e for e in rolls if e.data.get("step") == "foe" and s.game.events.index(e)
                    > s.game.events.index(first)]:  # the foe's dice against that Test, if it was a battle
            assert boxed(str(foe.data["faces"])) in shown


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
            await pilot.press(screen.chart.keys[pick])  # the key the command list shows
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

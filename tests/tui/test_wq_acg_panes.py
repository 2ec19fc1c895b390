"""The Warhammer Quest table on screen: its panes show the view, and enemies answer clicks."""

from __future__ import annotations

from pathlib import Path

import pytest

from hjourney_tui.core.game import Seat
from hjourney_tui.core.saves import load_save, write_save
from hjourney_tui.core.session import Session
from hjourney_tui.games.wq_acg.tui.enemies_pane import EnemiesPane, EnemyCard, click_command
from hjourney_tui.games.wq_acg.tui.heroes_pane import HeroesPane
from hjourney_tui.games.wq_acg.tui.odds_pane import OddsPane
from hjourney_tui.games.wq_acg.tui.quest_pane import QuestPane
from hjourney_tui.registry import game_info
from hjourney_tui.tui.app import HJourneyApp
from hjourney_tui.tui.screens.game import GameScreen
from hjourney_tui.tui.state_pane import StatePane

PICKS = [("Ana", "pick windrunner"), ("Ben", "pick emberseer"), ("Ana", "leader 1")]


def new_quest(seed: int = 3) -> Session:
    """Two heroes run by one player, so no hand-off screen comes between them."""
    s = Session.new(game_info("wq_acg"), [Seat("Ana", player="Pat"), Seat("Ben", player="Pat")], "solo", seed)
    s.apply_all(PICKS)
    return s


def reach(goal, seed: int = 3) -> Session:
    """Play on (exploring or resting when possible) until `goal(session)` holds."""
    s = new_quest(seed)
    for _ in range(400):
        if goal(s):
            return s
        seat = s.game.decision().seats[0]
        legal = [c.text for c in s.game.legal_commands(seat)]
        s.apply(seat, next((c for c in legal if c in ("explore", "rest")), legal[0]))
    raise AssertionError("the quest never reached the situation the test needs")


def attackable(s: Session) -> list[str]:
    """Enemies engaged with the acting hero that a plain `attack eN` may hit now."""
    view = s.view(s.game.decision().seats[0]) if s.game.decision().seats else {}
    st, legal = view.get("state", {}), {c["command"] for c in view.get("legal", []) if c["enabled"]}
    return [e["id"] for h in st.get("heroes", []) if h["active"] for e in h["engaged"]
            if f"attack {e['id']}" in legal]


def activatable(s: Session) -> list[str]:
    seats = s.game.decision().seats
    legal = [c.text for c in s.game.legal_commands(seats[0])] if seats else []
    return [c.split()[1] for c in legal if c.startswith("activate ")]


def wq_save(folder: Path, s: Session) -> Path:
    path = folder / "delve.toml"
    write_save(s, path)
    return path


def text_of(pane) -> str:
    return pane.render().plain


async def test_the_quest_table_replaces_the_outline(saves):
    s = reach(lambda s: bool(attackable(s)))
    seat = s.game.decision().seats[0]
    path = wq_save(saves, s)
    state = s.view(seat)["state"]
    app = HJourneyApp(saves_dir=saves, save=path, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        assert screen.viewer == seat and len(screen.query(StatePane)) == 0
        quest = text_of(screen.query_one(QuestPane))
        board = screen.query_one("#board")
        assert state["quest"] in str(board.border_title) and f"Round {state['round']}" in str(board.border_title)
        assert f"enemy {state['decks']['enemy']}" in str(board.border_subtitle)
        assert f"{state['peril']['position']}/{len(state['peril']['track'])}" in quest
        assert state["location"]["name"] in quest
        heroes = text_of(screen.query_one(HeroesPane))
        for h in state["heroes"]:
            assert h["hero"] in heroes and f"{h['wounds']}/{h['health']}" in heroes
            for a in h["actions"]:
                assert a["name"] in heroes
        cards = {c.enemy["id"]: c for c in screen.query_one(EnemiesPane).query(EnemyCard)}
        shown = [e for h in state["heroes"] for e in h["engaged"]] + state["shadow"] + state["lair"]
        assert set(cards) == {e["id"] for e in shown}
        for e in shown:  # a facedown enemy shows no numbers, only that it is facedown
            want = "facedown enemy" if e.get("facedown") else f"{e['wounds']}/{e['health']}"
            assert want in text_of(cards[e["id"]])
        odds = screen.query_one(OddsPane)
        assert odds.display and all(o["kind"] in text_of(odds) and f"{o['expected']:.1f} successes" in text_of(odds)
                                    for o in state["odds"])


async def test_clicking_an_engaged_enemy_attacks_it(saves):
    s = reach(lambda s: bool(attackable(s)))
    seat, target = s.game.decision().seats[0], attackable(s)[0]
    path = wq_save(saves, s)
    before = len(s.log)
    app = HJourneyApp(saves_dir=saves, save=path, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        card = app.screen.query_one(f"#enemy-{target}", EnemyCard)
        assert card.command == f"attack {target}" and card.has_class("-target")
        await pilot.click(f"#enemy-{target}")
        await pilot.pause()
    log = load_save(path).log
    assert len(log) == before + 1
    assert (log[-1].seat, log[-1].command) == (seat, f"attack {target}")


async def test_clicking_an_enemy_nobody_may_attack_changes_nothing(saves):
    s = reach(lambda s: bool(attackable(s)) and bool(s.game.view(None)["lair"]))
    path = wq_save(saves, s)
    lair = s.game.view(None)["lair"]  # the nemesis waits in its lair, out of reach
    before = len(s.log)
    app = HJourneyApp(saves_dir=saves, save=path, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        card = app.screen.query_one(f"#enemy-{lair[0]['id']}", EnemyCard)
        assert card.command is None and not card.has_class("-target")
        await pilot.click(f"#enemy-{lair[0]['id']}")
        await pilot.pause()
        assert "Refused" not in str(app.screen.query_one("#prompt").render())
    assert len(load_save(path).log) == before


async def test_in_the_enemy_phase_a_click_activates_the_enemy(saves):
    s = reach(lambda s: bool(activatable(s)))
    seat, eid = s.game.decision().seats[0], activatable(s)[0]
    assert s.game.view(seat)["phase"] == "enemy"
    path = wq_save(saves, s)
    app = HJourneyApp(saves_dir=saves, save=path, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert not app.screen.query_one(OddsPane).display  # odds belong to the hero phase
        await pilot.click(f"#enemy-{eid}")
        await pilot.pause()
    last = load_save(path).log[-1]
    assert (last.seat, last.command) == (seat, f"activate {eid}")


async def test_f2_swaps_the_table_for_the_outline_and_back(saves):
    path = wq_save(saves, reach(lambda s: bool(attackable(s))))
    app = HJourneyApp(saves_dir=saves, save=path, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        panes = [screen.query_one(t) for t in (QuestPane, EnemiesPane, HeroesPane, OddsPane)]
        def outline_shown() -> bool:
            return any(p.display for p in screen.query(StatePane))

        assert all(p.display for p in panes) and not outline_shown()
        await pilot.press("f2")
        await pilot.pause()
        assert not any(p.display for p in panes) and outline_shown()
        await pilot.press("f2")
        await pilot.pause()
        assert all(p.display for p in panes) and not outline_shown()


def test_a_click_gives_only_an_enabled_command_naming_exactly_that_enemy():
    legal = [{"command": "attack e3 e5", "enabled": True}, {"command": "attack e6", "enabled": False},
             {"command": "activate e7", "enabled": True}, {"command": "attack e8 t1", "enabled": True}]
    assert click_command("e3", legal) is None  # part of a two-target attack: chosen in the command list
    assert click_command("e6", legal) is None
    assert click_command("e7", legal) == "activate e7"
    assert click_command("e8", legal) is None


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_ascii_fallback_and_no_line_wider_than_its_pane(saves, monkeypatch, size):
    monkeypatch.setenv("HJOURNEY_ASCII", "1")
    path = wq_save(saves, reach(lambda s: bool(attackable(s))))
    app = HJourneyApp(saves_dir=saves, save=path, bot_delay=0)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        panes = [*app.screen.query(QuestPane), *app.screen.query(HeroesPane), *app.screen.query(OddsPane),
                 *app.screen.query(EnemyCard)]
        for pane in panes:
            text = text_of(pane)
            assert text.isascii(), text
            assert max(len(line) for line in text.split("\n")) <= pane.content_size.width


def test_an_enemy_card_names_its_keywords_and_explains_them():
    s = new_quest()
    g = s.game
    card = g.table.create("grave_hound_elite", g.zones["Ana"], face_up=True)
    view = g.enemy_view(card)
    assert [k["name"] for k in view["keywords"]] == ["Scent of Blood", "Inflict"]
    shown = EnemyCard(view, None, where="zone")
    assert "Scent of Blood > Inflict" in shown.draw(120).plain
    assert "Scent of Blood: " + g.c["keyword"]["bloodscent"]["text"] in shown.tooltip
    assert "Inflict: " in shown.tooltip


def test_every_effect_reads_as_words_not_as_its_data_name():
    from hjourney_tui.games.wq_acg.content import EFFECTS
    from hjourney_tui.games.wq_acg.tui.style import describe_effect
    for do in EFFECTS:
        text = describe_effect({"do": do, "n": 2, "kind": "poisoned", "who": "most_wounds"})
        assert "_" not in text and text != do, (do, text)


def test_the_peril_line_spells_out_engage_discard_and_cure():
    s = new_quest()
    g = s.game
    g.quest = {**g.quest, "peril": "g" * len(g.quest["peril"]),
               "peril_green": [{"do": "discard_tokens", "n": 1, "who": "leader"},
                               {"do": "cure", "kind": "poisoned", "who": "each_hero"},
                               {"do": "engage", "who": "most_wounds"}]}
    peril = s.view("Ana")["state"]["peril"]
    drawn = QuestPane.peril_line(peril, 80).plain
    shown = " ".join(drawn.split())  # as read, across the line breaks
    assert "the leader loses 1 success token" in shown
    assert "each hero is no longer poisoned" in shown
    assert "this enemy engages the most wounded hero" in shown
    assert not any(raw in shown for raw in ("discard_tokens", "cure,", "engage,"))
    assert max(len(line) for line in drawn.split("\n")) <= 80


def test_an_attack_card_says_how_far_it_reaches_and_how_many_it_may_aim_at():
    from hjourney_tui.games.wq_acg.tui.cards_screen import action_text
    from tests.wq_acg.helpers import start

    s = start(2, heroes=["ironwarden", "windrunner"])
    g = s.game
    g.heroes["Ben"]["actions"]["attack"]["card"] = "wind_attack_adv"  # Twin Shafts: ranged, two targets
    seen = {h["seat"]: {a["kind"]: a for a in h["actions"]} for h in s.view("Ana")["state"]["heroes"]}
    assert (seen["Ana"]["attack"]["ranged"], seen["Ana"]["attack"]["targets"]) == (False, 1)
    twin = seen["Ben"]["attack"]
    assert (twin["name"], twin["ranged"], twin["targets"]) == ("Twin Shafts", True, 2)
    text = action_text("Ben", twin).plain
    assert "ranged: enemies in the shadows" in text and "up to 2 targets" in text
    assert "the enemies engaged with this hero" in action_text("Ana", seen["Ana"]["attack"]).plain


async def test_when_enemies_come_or_go_the_cards_that_stay_are_kept(saves):
    """The pane mounts and removes only the cards of enemies that came or went: the others keep
    their widgets (moved when the view puts them in another order), and the cards always stand
    in the order the view gives."""
    s = reach(lambda s: bool(attackable(s)))
    app = HJourneyApp(saves_dir=saves, save=wq_save(saves, s), bot_delay=0)
    seen_change = False
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        pane = screen.query_one(EnemiesPane)
        for _ in range(80):
            seats = screen.session.game.decision().seats
            if not seats or screen.session.outcome() is not None:
                break
            before = {c.enemy["id"]: c for c in pane.query(EnemyCard)}
            legal = [c.text for c in screen.session.game.legal_commands(seats[0])]
            screen.give(next((c for c in legal if c.startswith(("attack e", "explore", "rest"))), legal[0]), seats[0])
            for _ in range(3):
                await pilot.pause()
            after = {c.enemy["id"]: c for c in pane.query(EnemyCard)}
            shown = [(type(c).__name__, c.enemy["id"] if isinstance(c, EnemyCard) else "") for c in pane.children]
            planned = [({"enemy": "EnemyCard", "quiet": "QuietLine"}.get(kind, "QuietStatic"),
                        key if kind == "enemy" else "") for kind, key, _ in pane._plan]
            assert shown == planned
            staying = before.keys() & after.keys()
            if before.keys() != after.keys() and staying:
                seen_change = True
                assert all(after[e] is before[e] for e in staying)
    assert seen_change, "no enemy came or went beside one that stayed: choose another seed"

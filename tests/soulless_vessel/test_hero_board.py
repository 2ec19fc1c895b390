"""A hero's board: what a new game starts with, wounds as rows covered, statuses on the effects
tracker; and theme entries in an exploration deck dealt at setup."""

from __future__ import annotations

import dataclasses

import pytest

from hjourney_tui.core.game import Seat, Setup
from hjourney_tui.core.ruleset import load_ruleset
from hjourney_tui.games.soulless_vessel.engine import Vessels
from hjourney_tui.games.soulless_vessel.rules.damage import scratch
from hjourney_tui.games.soulless_vessel.rules.defence import defence_pool
from hjourney_tui.games.soulless_vessel.rules.setup import deal_themes
from tests.soulless_vessel.helpers import STD_1, STD_CRIT, events, foes, new, open_board, put, rig, set_ai
from tests.soulless_vessel.test_enemy_abilities import cards
from tests.soulless_vessel.test_minions import answer


@pytest.mark.rule("VS-SETUP-08")
def test_a_new_game_gives_each_hero_a_board_with_empty_trackers():
    g = new(2)
    for seat in ("Ana", "Bo"):
        board = g.view(seat)["heroes"][seat]
        assert board["vessel"] and board["wounds"] == 0 and board["scratches"] == 0
        assert board["cooldown"] == {} and board["effects"] == {} and board["statuses"] == {}
        assert list(board["toughness"]) == list(g.content.vessels[board["vessel"]].toughness)


@pytest.mark.rule("VS-HP-06")
def test_the_wound_count_is_the_number_of_rows_covered():
    g = new(1)
    ana = g.state.heroes["Ana"]
    ana.toughness = (2, 3, 2)
    counts = []
    for _ in range(8):
        scratch(g, ana, 1)
        counts.append(ana.wounds)
    # the 3rd scratch covers row one, the 7th row two: the count is the rows covered
    assert counts == [0, 0, 1, 1, 1, 1, 2, 2]
    assert g.view("Ana")["heroes"]["Ana"]["wounds"] == 2


def leech_hits_ana(face: int):
    """A Marsh Leech whose AI card grants Skull (its hits Weaken) attacks Ana, who rolls `face`."""
    g = new(1)
    open_board(g)
    put(g, "Ana", "r4")
    cards(g)
    [eid] = foes(g, "leech", "r5")
    set_ai(g, "leech", "skull")
    rig(g, face)
    answer(g, lambda g: bool(events(g, "defend")))
    return g


@pytest.mark.rule("VS-STATUS-02")
def test_a_status_sits_on_the_heros_tracker_and_works_while_there_unless_a_critical_stopped_it():
    g = leech_hits_ana(STD_1)
    ana = g.state.heroes["Ana"]
    assert ana.statuses.get("weaken", 0) >= 1
    assert g.view("Ana")["heroes"]["Ana"]["statuses"].get("weaken", 0) >= 1
    assert defence_pool(g, ana)["cursed"] == 2  # Weaken's two Cursed Dice while it is there
    ana.statuses.clear()
    assert defence_pool(g, ana)["cursed"] == 0
    crit = leech_hits_ana(STD_CRIT)
    assert "weaken" not in crit.state.heroes["Ana"].statuses


@pytest.mark.rule("VS-SETUP-11")
def test_a_theme_entry_becomes_a_room_card_of_that_theme_not_yet_in_the_deck():
    game = Vessels(Setup("soulless_vessel", [Seat("Ana")], "coop", 5, {}), load_ruleset("soulless_vessel"))
    plan = next(p for p in game.content.plans.values() if p.themes)
    theme1 = sorted(c for c, t in plan.themes.items() if t == 1)
    held = theme1[0]
    for seed in range(6):
        game = Vessels(Setup("soulless_vessel", [Seat("Ana")], "coop", seed, {}), load_ruleset("soulless_vessel"))
        deck = deal_themes(game, dataclasses.replace(plan), ["theme:1", held] + ["theme:1"] * (len(theme1) - 2))
        dealt = [c for c in deck if c != held]
        assert all(plan.themes[c] == 1 for c in dealt)
        assert len(set(deck)) == len(deck)  # none twice, and never the card already in the deck


@pytest.mark.rule("VS-SETUP-17")
def test_the_event_table_and_quest_triggers_come_from_the_adventure_data(tmp_path):
    import shutil
    import tomllib

    import tomli_w

    root = tmp_path / "soulless_vessel"
    shutil.copytree(load_ruleset("soulless_vessel").folder, root)
    events_file, campaign_file = root / "events.toml", root / "campaign.toml"
    ev = tomllib.loads(events_file.read_text(encoding="utf-8"))
    ev["events"]["first_descent"]["entries"][1] = {"totals": [5, 8], "name": "Odd Coins", "effects": ["gain_coins 4"]}
    events_file.write_text(tomli_w.dumps(ev), encoding="utf-8")
    camp = tomllib.loads(campaign_file.read_text(encoding="utf-8"))
    camp["campaign"]["first_descent"]["quest_triggers"]["omen"]["effects"] = ["threat +2"]
    campaign_file.write_text(tomli_w.dumps(camp), encoding="utf-8")
    game = Vessels(Setup("soulless_vessel", [Seat("Ana")], "coop", 1, {}), load_ruleset("soulless_vessel", tmp_path))
    plan = game.content.plans["first_descent"]
    assert [(e.at, e.name, e.effects) for e in plan.events][1] == (5, "Odd Coins", (("gain_coins", (4,)),))
    assert plan.triggers["omen"].effects == (("threat", (2,)),)

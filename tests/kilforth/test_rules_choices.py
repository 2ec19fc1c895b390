"""Choices the rules leave to the players, offered as commands when they arise."""

from __future__ import annotations

import pytest

from hjourney_tui.games.kilforth.map import rc

from .helpers import commands, dice, neighbour, new, put


@pytest.mark.rule("KF-ENG-20", "KF-ENG-19")
def test_escape_tie_is_the_heroes_choice():
    s = new(1)
    g = s.game
    g.heroes["Ana"]["fate_used"] = True
    cell, loc = neighbour(g, "Ana")
    put(g, loc, next(k for k, v in g.c["encounter"].items() if v["type"] == "enemy" and v["hp"] >= 3))
    dice(g, [[1] * 9, [1] * 9])
    s.apply("Ana", f"move {cell}")
    s.apply("Ana", "escape")
    offered = [c for c in commands(g, "Ana") if c.startswith("move ")]
    r0, c0 = rc(cell)
    assert all(abs(rc(c.split()[1])[0] - r0) + abs(rc(c.split()[1])[1] - c0) == 1 for c in offered)
    assert len(offered) > 1
    pick = offered[-1]
    s.apply("Ana", pick)
    assert g.cell[g.heroes["Ana"]["pos"]] == pick.split()[1]
    assert g.heroes["Ana"]["camped"] or g.day == 2


def _take(g, typ: str, n: int) -> list[str]:
    out = []
    for t in g.rew_deck:
        for card in list(g.rew_deck[t]):
            if g.c["reward"][card]["type"] == typ and len(out) < n:
                g.rew_deck[t].remove(card)
                out.append(card)
    return out


@pytest.mark.rule("KF-REG-05", "KF-REG-06", "KF-REG-04", "KF-REG-09")
def test_regale_hero_picks_cards_and_keeps_or_sells_assets():
    s = new(1)
    g = s.game
    hs = g.heroes["Ana"]
    for r in hs["rumours"]:
        g.discard_rumour(r)
    hs["rumours"] = [["reward", c] for c in _take(g, "item", 2)]
    ally = _take(g, "ally", 1)[0]
    hs["assets"] = [{"id": ally, "veiled": False}]
    g.required = lambda hero, chap: ["item", "ally"]
    hs["gold"] = 5
    assert "regale" in commands(g, "Ana")
    second = hs["rumours"][1]
    s.apply("Ana", "regale")
    assert sorted(commands(g, "Ana")) == ["discard 1", "discard 2"]  # the ally asset cannot cover 'item'
    s.apply("Ana", "discard 2")
    assert set(commands(g, "Ana")) == {"keep", "sell 1"}
    s.apply("Ana", "sell 1")
    assert hs["gold"] == g.c["reward"][ally]["gold"] and not hs["assets"]
    assert hs["chapter"] == 1 and second not in hs["rumours"] and len(hs["rumours"]) == 1


@pytest.mark.rule("KF-SETUP-05", "KF-SETUP-06", "KF-SETUP-07", "KF-SETUP-08", "KF-SETUP-20")
def test_heroes_choose_race_class_and_side_at_setup():
    s = new(2, "coop", choose_heroes=True)
    g = s.game
    races, classes = sorted(g.c["race"]), sorted(g.c["class"])
    assert set(commands(g, "Ana")) == {f"choose {r}" for r in races} | {"choose random"}
    s.apply("Ana", f"choose {races[0]}")
    assert f"choose {classes[1]}" in commands(g, "Ana")
    s.apply("Ana", f"choose {classes[1]}")
    assert set(commands(g, "Ana")) == {"choose skull", "choose rose", "choose random"}
    s.apply("Ana", "choose rose")
    # no race or class may be held twice; a random pick draws from what is left
    assert f"choose {races[0]}" not in commands(g, "Bo")
    s.apply("Bo", "choose random")
    assert f"choose {classes[1]}" not in commands(g, "Bo")
    s.apply("Bo", f"choose {classes[0]}")
    s.apply("Bo", "choose skull")
    ana, bo = g.heroes["Ana"], g.heroes["Bo"]
    assert (ana["race"], ana["class"], ana["faction"]) == (races[0], classes[1], "rose")
    assert bo["race"] != races[0] and bo["class"] == classes[0] and bo["faction"] == "skull"
    saga = next(k for k, v in g.c["saga"].items() if v["class"] == classes[1])
    assert ana["saga"] == saga and ana["chapter"] == 0
    assert ana["hp"] == g.c["race"][races[0]]["max_hp"] and ana["gold"] == g.c["race"][races[0]]["gold"]
    assert g.active is not None and "camp" in commands(g, g.active)


@pytest.mark.rule("KF-SETUP-16", "KF-SETUP-20")
def test_each_hero_picks_a_reward_deck_keeps_one_of_two_and_picks_a_side():
    s = new(2, "competitive", deal_start=False)
    g = s.game
    assert all(not h["rumours"] for h in g.heroes.values())  # nothing dealt: the heroes choose
    first = g.order[0]
    assert {c.text for c in g.legal_commands(first)} == {"choose ally", "choose item", "choose spell", "choose title"}
    before = len(g.rew_deck["spell"]) + len(g.rew_discard["spell"])
    s.apply(first, "choose spell")
    offered = [c.data["card"] for c in g.legal_commands(first)]
    assert len(offered) == 2 and all(g.c["reward"][c]["type"] == "spell" for c in offered)
    other = next(h for h in g.order if h != first)
    assert not any(g.c["reward"][c]["name"] in line for c in offered for line in s.log_lines(other))
    s.apply(first, "choose 2")
    assert g.heroes[first]["rumours"] == [["reward", offered[1]]]
    assert offered[0] in g.rew_deck["spell"]  # the other card went back into its deck
    assert len(g.rew_deck["spell"]) + len(g.rew_discard["spell"]) == before - 1
    assert {c.text for c in g.legal_commands(first)} == {"choose skull", "choose rose"}
    s.apply(first, "choose rose")
    assert g.heroes[first]["faction"] == "rose"
    assert g.decision().seats == (other,)  # then the next hero chooses


def test_dealing_the_start_is_an_option():
    g = new(2, "competitive", deal_start=True).game
    assert all(len(h["rumours"]) == 1 for h in g.heroes.values()) and g.decision().kind == "turn"

"""Rule tests: "use A for a B Test" is the hero's choice each time, offered as a command with the odds
of each choice, in Confront, battle rounds, an Assault and Tests a card calls for."""

from __future__ import annotations

import copy

import pytest

from .helpers import commands, neighbour, new, put
from .test_rules_abilities import card_with, eff_card, own, recorder


def swapper(s, h="Ana"):
    """The hero holds the card letting them roll Influence for Fight, and more Influence than Fight."""
    g = s.game
    hs = g.heroes[h]
    hs["fate_used"] = True
    hs["assets"], hs["skills"] = [], []
    swap = eff_card(g, "reward", do="use_attr")
    e = next(x for x in g.c["reward"][swap]["effects"] if x["do"] == "use_attr")
    own(g, h, swap)
    for k, v in g.c["reward"].items():
        if g.attr(h, e["use"]) > g.attr(h, e["attr"]) + 1:
            break
        if v["bonus"].get(e["use"], 0) >= 1 and not v["bonus"].get(e["attr"]) and v["type"] not in ("spell",) \
                and all(g.c["reward"][a["id"]]["unique"] != v["unique"] for a in hs["assets"]):
            own(g, h, k)
    assert (e["attr"], e["use"]) == ("fight", "influence")
    assert g.attr(h, "influence") > g.attr(h, "fight")
    return g, g.c["reward"][swap]["name"]


@pytest.mark.rule("KF-TEST-10", "KF-ENG-19")
def test_each_battle_round_offers_the_stand_in_attribute_with_its_odds():
    s = new(1)
    g, source = swapper(s)
    cell, loc = neighbour(g, "Ana")
    foe = card_with(g, "encounter", lambda v: v["type"] == "enemy" and not v["effects"] and not v["weakness"]
                    and v["hp"] >= 3 and not v.get("immune"))
    put(g, loc, foe)
    fight, infl = g.attr("Ana", "fight"), g.attr("Ana", "influence")
    sizes = recorder(g)
    s.apply("Ana", f"move {cell}")
    # before the first round: a real choice, each with its own dice and odds
    offered = {c.text: c.description for c in g.legal_commands("Ana")}
    assert list(offered) == ["fight", "fight influence"]
    assert f"Fight {fight} dice" in offered["fight"]
    assert f"Influence {infl} dice" in offered["fight influence"] and source in offered["fight influence"]
    assert sizes == []
    s.apply("Ana", "fight influence")
    assert sizes[0] == infl
    assert any(e.data.get("use") == "influence" and e.data.get("step") == "roll" for e in g.events)
    # fighting on: plain Fight, the stand-in, or escape
    assert commands(g, "Ana") == ["fight", "fight influence", "escape"]
    s.apply("Ana", "fight")
    assert sizes[2] == fight


@pytest.mark.rule("KF-TEST-10")
def test_the_plain_attribute_may_be_kept_in_a_confront():
    s = new(1)
    g, _ = swapper(s)
    cell, loc = neighbour(g, "Ana")
    g.heroes["Ana"]["pos"] = loc
    place = card_with(g, "encounter", lambda v: v["type"] in ("place", "quest") and v["fight"] > 0
                      and not v["effects"] and not v.get("immune"))
    put(g, loc, place)
    sizes = recorder(g)
    s.apply("Ana", "confront 1 fight")
    assert sizes[0] == g.attr("Ana", "fight")
    # the successes stay locked to Fight, and the stand-in is offered again next time
    assert {"confront 1 fight", "confront 1 fight influence"} <= set(commands(g, "Ana"))
    assert "confront 1 influence" not in commands(g, "Ana")


@pytest.mark.rule("KF-TEST-10", "KF-ANC-11")
def test_an_assault_offers_the_stand_in_too():
    s = new(1)
    g, _ = swapper(s)
    hs = g.heroes["Ana"]
    a = g.ancients[0]
    a["pos"] = hs["pos"] = g.c["ancient"][a["id"]]["entry"]
    g.locs[a["pos"]]["encounters"].clear()
    hs["chapter"] = 5
    hs["loot"] = []
    hs["gold"] = 9
    sizes = recorder(g)
    s.apply("Ana", "assault")
    assert commands(g, "Ana") == ["fight", "fight influence"]  # no escape, but the choice is there
    s.apply("Ana", "fight influence")
    assert sizes[0] == g.attr("Ana", "influence")
    assert commands(g, "Ana") == ["fight", "fight influence"]


@pytest.mark.rule("KF-TEST-10")
def test_a_finale_test_asks_which_attribute_to_roll():
    s = new(1)
    g, _ = swapper(s)
    g.c = copy.deepcopy(g.c)  # this game alone: a Finale told by Fight
    hs = g.heroes["Ana"]
    f = g.c["saga"][hs["saga"]]["finale"]
    f["attr"] = "fight"
    hs["chapter"] = 4
    hs["pos"] = f["location"]
    g.locs[hs["pos"]]["encounters"].clear()
    sizes = recorder(g)
    s.apply("Ana", "regale")
    offered = {c.text: c.description for c in g.legal_commands("Ana")}
    assert list(offered) == ["roll fight", "roll influence"]
    assert f"Influence {g.attr('Ana', 'influence')} dice" in offered["roll influence"]
    s.apply("Ana", "roll influence")
    assert sizes[0] == g.attr("Ana", "influence")

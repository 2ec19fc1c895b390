"""Every card parses and each effect primitive resolves."""

from __future__ import annotations

from collections import Counter

import pytest

from hjourney_tui.games.kilforth import effects as fx
from hjourney_tui.games.kilforth.content import PRIMITIVES

from .helpers import new


def test_every_card_loads_and_every_effect_resolves():
    s = new(2, "coop")
    g = s.game
    c = g.c
    assert len(c["location"]) == 26 and len(c["encounter"]) == 80 and len(c["night"]) == 25
    assert len(c["race"]) == 8 and len(c["class"]) == 8 and len(c["skill"]) == 32
    assert len(c["ancient"]) == 4 and len(c["plot"]) == 24
    assert sum(v["count"] for v in c["loot"].values()) == 42
    here = g.heroes["Ana"]["pos"]
    other = next(loc for loc in g.locs if loc != g.centre_loc)
    for table in ("location", "encounter", "reward", "night", "skill", "race"):
        for card in c[table].values():
            for eff in card["effects"]:
                fx.resolve(g, eff, "Ana", other if eff["do"] != "hp" else here, card["name"])
    g.check_invariants()


@pytest.mark.parametrize("do", PRIMITIVES)
def test_each_primitive(do):
    g = new(1).game
    hs = g.heroes["Ana"]
    hs["hp"] = 2
    before = {k: hs[k] for k in ("gold", "hp", "fate", "ap", "max_hp")}
    loc = g.grid["b2"]
    eff = {"do": do, "n": 1, "target": "active", "where": "here", "card": "item"}
    fx.resolve(g, eff, "Ana", loc, "test")
    expect = {"gold": ("gold", 1), "hp": ("hp", 1), "fate": ("fate", 1), "ap": ("ap", 1),
              "max_hp": ("max_hp", 1)}
    if do in expect:
        k, d = expect[do]
        assert hs[k] == before[k] + d
    elif do == "obstacle":
        assert g.locs[loc]["obstacles"] == 1
    elif do == "gloom":
        assert loc in g.gloom
    elif do == "loot":
        assert hs["loot"] or hs["gold"] > before["gold"]
    elif do == "reward":
        assert len(hs["rumours"]) == 2
    elif do == "unhide":
        assert not hs["hidden"]
    elif do in ("bonus", "bonus_fight"):
        assert fx.bonus([{"do": "bonus", "attr": "fight", "n": -1}], "fight") == -1
    g.check_invariants()


@pytest.mark.rule("KF-ABIL-27", "KF-HIDE-06")
def test_targets_spare_hidden_and_pick_weakest():
    g = new(2, "coop").game
    g.heroes["Bo"]["hidden"] = True
    assert fx.targets(g, {"do": "hp", "target": "all", "hidden_safe": True}, None) == ["Ana"]
    g.heroes["Ana"]["skills"] = ["arcane_8"]
    assert fx.targets(g, {"do": "hp", "target": "weakest"}, None) == ["Bo"]
    assert fx.targets(g, {"do": "hp", "target": "strongest"}, None) == ["Ana"]


def test_reward_set_matches_the_core_set_shape():
    c = new(1).game.c
    rewards = c["reward"].values()
    assert len(c["reward"]) == 72
    assert len({r["name"] for r in rewards}) == 72
    for t in ("ally", "item", "spell", "title"):
        assert sum(r["type"] == t for r in rewards) == 18
    uniques = Counter(r["unique"] for r in rewards)
    assert len(uniques) == 16 and all(4 <= n <= 5 for n in uniques.values()), uniques
    for r in rewards:
        assert r["unique"] in r["keywords"] and 1 <= r["gold"] <= 6
        assert (1 <= r["study_req"] <= 5) if r["type"] == "spell" else r["study_req"] == 0
    places = {r["discover"] for r in rewards}
    assert places == {k for k in c["location"] if k != "shrine_hard"}
    costs = Counter(e.get("cost") for r in rewards for e in r["effects"] if e.get("on") == "deed")
    assert costs["veil"] >= 6 and costs["sacrifice"] >= 6


def test_ancients_within_the_core_ranges():
    c = new(1).game.c
    for a in c["ancient"].values():
        assert 6 <= a["fight"] <= 9 and 8 <= a["hp"] <= 12, a["name"]
        assert a["entry"] in c["location"] and a["gold"] > 0

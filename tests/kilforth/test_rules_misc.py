"""Rule tests: refusals, once-per-battle Traps, Trophy conditions, Pressure at Chapter 4, city naming."""

from __future__ import annotations

import copy

import pytest

from hjourney_tui.core.game import Refused

from .helpers import commands, dice, escape, new, put


@pytest.mark.rule("KF-ACT-02", "KF-CARD-05", "KF-SETUP-20")
def test_pointless_actions_refused():
    s = new(1)
    g = s.game
    with pytest.raises(Refused):
        s.apply("Ana", "rest")  # already at full health
    loc = g.grid["b3"]
    g.heroes["Ana"]["pos"] = loc
    put(g, loc, next(k for k, v in g.c["encounter"].items() if v["type"] == "enemy"))
    assert not [c for c in commands(g, "Ana") if c.startswith("confront")]
    assert g.heroes["Ana"]["faction"] in ("skull", "rose")


@pytest.mark.rule("KF-ENG-12", "KF-ENG-18", "KF-EDGE-04")
def test_battle_trap_fires_once():
    s = new(1)
    g = s.game
    g.c = copy.deepcopy(g.c)
    foe = next(k for k, v in g.c["encounter"].items() if v["type"] == "enemy" and v["hp"] >= 3)
    g.c["encounter"][foe]["effects"] = [{"on": "trap", "do": "gold", "n": -1, "target": "active"}]
    hs = g.heroes["Ana"]
    hs["gold"] = 5
    hs["fate_used"] = True
    cell = g.move_targets("shrine")[0]
    put(g, g.grid[cell], foe)
    dice(g, [[1] * 9, [1] * 9, [1] * 9, [1] * 9])
    s.apply("Ana", f"move {cell}")
    s.apply("Ana", "fight")
    assert hs["gold"] == 4
    hs["hp"] = 1
    dice(g, [[1] * 9, [6] * 9])
    s.apply("Ana", "fight")
    s.apply("Ana", commands(g, "Ana")[0])
    assert hs["state"] == "defeated" and g.active is None or g.day == 2


@pytest.mark.rule("KF-TROPHY-06", "KF-TROPHY-03", "KF-TROPHY-05")
def test_trophy_with_attribute():
    s = new(1)
    g = s.game
    g.c = copy.deepcopy(g.c)
    q = next(k for k, v in g.c["encounter"].items() if v["type"] == "quest" and v["study"] > 0)
    card = g.c["encounter"][q]
    card["effects"] = [{"on": "trophy", "do": "reward", "attr": "study", "card": "spell", "target": "active"}]
    loc = g.grid["b3"]
    g.heroes["Ana"]["pos"] = loc
    put(g, loc, q)
    dice(g, [[6] * 9])
    g.heroes["Ana"]["fate_used"] = True
    n = len(g.heroes["Ana"]["rumours"])
    e = g.locs[loc]["encounters"][0]
    g.heroes["Ana"]["successes"][str(e["uid"])] = ["study", card["study"] - 1]
    s.apply("Ana", "confront 1 study")
    s.apply("Ana", "gold")
    s.apply("Ana", "keep")
    s.apply("Ana", "accept")
    assert len(g.heroes["Ana"]["rumours"]) == n + 2  # the card kept, plus a Spell gained by the Trophy


@pytest.mark.rule("KF-REG-15", "KF-REG-13")
def test_pressure_at_chapter_four():
    s = new(3, "competitive")
    g = s.game
    h = g.active
    hs = g.heroes[h]
    others = [x for x in g.order if x != h]
    g.heroes[others[0]]["chapter"] = 1
    g.heroes[others[1]]["chapter"] = 2
    hs["chapter"] = 3
    if g.c["saga"][hs["saga"]]["chapters"][3].get("interlude"):
        pytest.skip("Interlude dealt")
    g.cover = lambda hero, req, taken=frozenset(): []
    hs["gold"] = 5
    s.apply(h, "regale")
    while g.choice:
        s.apply(g.choice.seat, g.choice.current_options()[0][0])
    assert hs["chapter"] == 4
    assert g.heroes[others[0]]["chapter"] == 2 and g.heroes[others[1]]["chapter"] == 2


@pytest.mark.rule("KF-VAR-11", "KF-VAR-01")
def test_centre_named_on_cards_is_whichever_centre():
    s = new(1, hard_centre=True)
    g = s.game
    n = next(k for k, v in g.c["night"].items() if v["location"] == "shrine")
    if n in g.night_deck:
        g.night_deck.remove(n)
    else:
        g.night_discard.remove(n)
    g.night_deck.append(n)
    s.apply("Ana", "camp")
    assert "shrine_hard" in g.gloom or g.c["night"][n]["type"] in ("event", "weather")


@pytest.mark.rule("KF-LIM-05")
def test_skills_are_not_assets():
    g = new(1).game
    hs = g.heroes["Ana"]
    hs["skills"] = list(g.skill_pool[:6])
    assert len(hs["assets"]) == 0
    g.check_invariants()


@pytest.mark.rule("KF-LOOT-05", "KF-DECK-02", "KF-MAP-04")
def test_harmful_loot_and_visible_discards():
    g = new(1).game
    hs = g.heroes["Ana"]
    kinds = {v["kind"] for v in g.c["loot"].values()}
    assert {"gold", "blank", "lose_gold", "lose_hp", "move_ap", "ap"} <= kinds
    thorn = next(t for t in g.loot_bag if g.c["loot"][t]["kind"] == "lose_hp")
    g.loot_bag.remove(thorn)
    g.loot_bag.append(thorn)
    g.draw_loot("Ana")
    assert hs["hp"] == 3 and thorn in g.loot_aside
    g.enc_discard["forest"].append(next(k for k, v in g.c["encounter"].items() if v["terrain"] == "forest"))
    assert g.view("Ana")["discards"]["encounters"]["forest"]
    loc = g.grid["b3"]
    for k in list(g.c["encounter"])[:3]:
        put(g, loc, k)
    assert len(g.view(None)["map"]["b3"]["encounters"]) == 3


@pytest.mark.rule("KF-VAR-05")
def test_finale_gathering():
    g = new(2, "coop", finale_gathering=True).game
    hs = g.heroes["Ana"]
    hs["chapter"] = 4
    hs["pos"] = g.c["saga"][hs["saga"]]["finale"]["location"]
    assert not g.regale_possible("Ana")[0]
    g.heroes["Bo"]["pos"] = hs["pos"]
    assert g.regale_possible("Ana")[0]


@pytest.mark.rule("KF-VAR-07")
def test_random_ancient_abilities():
    seen = set()
    for seed in range(12):
        g = new(4, "coop", seed=seed, random_abilities=True).game
        assert sorted(a["abilities"] for a in g.ancients) == sorted(a["id"] for a in g.ancients)
        seen |= {a["abilities"] == a["id"] for a in g.ancients}
    assert seen == {True, False}


@pytest.mark.rule("KF-INT-05", "KF-ABIL-21", "KF-PLOT-06")
def test_interlude_keywords_and_escape_draws_nothing():
    g = new(1).game
    hs = g.heroes["Ana"]
    saga = next(k for k, v in g.c["saga"].items() if any(c.get("interlude") for c in v["chapters"]))
    hs["saga"] = saga
    idx = next(i for i, c in enumerate(g.c["saga"][saga]["chapters"]) if c.get("interlude"))
    chap = g.c["saga"][saga]["chapters"][idx]
    assert g.required("Ana", chap) == chap["solo_keywords"] and chap["solo_keywords"]
    # an escape relocates without drawing
    s = new(1)
    g = s.game
    g.heroes["Ana"]["fate_used"] = True
    cell = g.move_targets("shrine")[0]
    put(g, g.grid[cell], next(k for k, v in g.c["encounter"].items() if v["type"] == "enemy" and v["hp"] >= 3))
    decks = {t: len(d) for t, d in g.enc_deck.items()}
    dice(g, [[1] * 9, [1] * 9])
    s.apply("Ana", f"move {cell}")
    escape(s, "Ana")
    assert {t: len(d) for t, d in g.enc_deck.items()} == decks
    # plots placed on the map stay there until gathered
    g.locs[g.grid["a1"]]["plots"].append("p11")
    g._dawn()
    assert g.locs[g.grid["a1"]]["plots"] == ["p11"]


def weak_foe_next_door(g) -> str:
    """A foe with a Weakness Ana's new skill matches, on a cell next to the Sanctum; returns the cell."""
    foe = next(k for k, v in g.c["encounter"].items() if v["type"] == "enemy" and v["weakness"] and v["hp"] >= 3)
    kw = g.c["encounter"][foe]["weakness"][0]
    g.heroes["Ana"]["skills"] = [next(k for k, v in g.c["skill"].items() if v["type"] == kw)]
    cell = g.move_targets("shrine")[0]
    put(g, g.grid[cell], foe)
    return cell


@pytest.mark.rule("KF-ENG-24", "KF-OVER-05", "KF-ABIL-18")
def test_overcome_mid_battle():
    s = new(1)
    g = s.game
    hs = g.heroes["Ana"]
    hs["fate_used"] = True
    cell = weak_foe_next_door(g)
    dice(g, [[1] * 9, [1] * 9])
    s.apply("Ana", f"move {cell}")
    s.apply("Ana", "fight")  # declined before the first round: it is offered again after it
    assert [e.data["round"] for e in g.events if (e.data or {}).get("step") == "round"] == [1]
    assert "overcome 1" in commands(g, "Ana")
    s.apply("Ana", "overcome 1")
    assert not g.locs[g.grid[cell]]["encounters"]
    assert set(commands(g, "Ana")) == {"gold", "loot"}


@pytest.mark.rule("KF-TROPHY-02", "KF-TROPHY-07")
def test_trophies_in_order_forced_or_optional():
    s = new(1)
    g = s.game
    g.c = copy.deepcopy(g.c)
    q = next(k for k, v in g.c["encounter"].items() if v["type"] == "quest" and v["study"] > 0)
    card = g.c["encounter"][q]
    card["effects"] = [{"on": "trophy", "do": "gold", "n": 5, "target": "active"},
                       {"on": "trophy", "do": "fate", "n": 1, "target": "active"},
                       {"on": "trophy", "do": "hp", "n": -1, "target": "active", "cost": "forced"}]
    loc = g.grid["b3"]
    g.heroes["Ana"]["pos"] = loc
    e = put(g, loc, q)
    g.heroes["Ana"]["successes"][str(e["uid"])] = ["study", card["study"] - 1]
    g.heroes["Ana"]["fate_used"] = True
    hs = g.heroes["Ana"]
    dice(g, [[6] * 9])
    s.apply("Ana", "confront 1 study")
    s.apply("Ana", "gold")
    s.apply("Ana", "keep")
    gold, fate = hs["gold"], hs["fate"]
    s.apply("Ana", "decline")
    assert hs["gold"] == gold
    s.apply("Ana", "accept")
    assert hs["fate"] == fate + 1 and hs["hp"] == 3  # the forced loss came without asking


@pytest.mark.rule("KF-TEAM-01", "KF-TEAM-02", "KF-TEAM-04", "KF-TEAM-05", "KF-HIDE-05", "KF-DEED-01")
def test_team_forming():
    s = new(2, "coop")
    g = s.game
    h = g.active
    o = next(x for x in g.order if x != h)
    loc = g.grid["b3"]
    g.heroes[h]["pos"] = g.heroes[o]["pos"] = loc
    g.heroes[o]["camped"] = True  # a camped hero may still help
    g.heroes[o]["hidden"] = True
    assert f"team {o.lower()}" not in commands(g, h)
    g.heroes[o]["hidden"] = False
    assert f"team {o.lower()}" in commands(g, h)
    s.apply(h, f"team {o.lower()}")
    assert commands(g, o) == ["join", "refuse"]
    s.apply(o, "join")
    assert g.team == [o]
    assert {c.split()[0] for c in commands(g, h)} >= {"give", "camp"}


@pytest.mark.rule("KF-TEAM-06", "KF-TEAM-14", "KF-FIN-10")
def test_team_adds_dice_then_breaks_up():
    s = new(2, "coop")
    g = s.game
    h = g.active
    o = next(x for x in g.order if x != h)
    hs = g.heroes[h]
    hs["chapter"] = 4
    f = g.c["saga"][hs["saga"]]["finale"]
    hs["pos"] = g.heroes[o]["pos"] = f["location"]
    hs["fate_used"] = True
    s.apply(h, f"team {o.lower()}")
    s.apply(o, "join")
    rolls = []
    g._roll = lambda n: rolls.append(n) or [1] * n
    s.apply(h, "regale")
    assert rolls == [g.attr(h, f["attr"]) + 1] and g.team == []


@pytest.mark.rule("KF-ABIL-06")
def test_skill_bonus_is_ongoing():
    g = new(1).game
    hs = g.heroes["Ana"]
    skill = next(k for k in g.skill_pool)
    attr, n = next(iter(g.c["skill"][skill]["bonus"].items()))
    before = g.attr("Ana", attr)
    hs["skills"].append(skill)
    assert g.attr("Ana", attr) == before + n


@pytest.mark.rule("KF-DEED-02", "KF-OVER-05")
def test_a_foe_with_a_matching_weakness_can_be_overcome_before_the_first_round():
    """No battle round has to be fought first: the hero takes no hit and keeps its AP."""
    s = new(1)
    g = s.game
    hs = g.heroes["Ana"]
    cell = weak_foe_next_door(g)
    s.apply("Ana", f"move {cell}")
    hp, ap = hs["hp"], hs["ap"]
    assert "overcome 1" in commands(g, "Ana") and "fight" in commands(g, "Ana")
    s.apply("Ana", "overcome 1")
    assert not g.locs[g.grid[cell]]["encounters"]
    assert (hs["hp"], hs["ap"]) == (hp, ap)
    assert not [e for e in g.events if (e.data or {}).get("step") == "round"]


@pytest.mark.rule("KF-HIDE-03")
def test_a_hidden_hero_is_not_offered_overcome_as_an_engagement_opens():
    s = new(1)
    g = s.game
    cell = weak_foe_next_door(g)
    s.apply("Ana", "hide")
    s.apply("Ana", f"move {cell}")
    offered = commands(g, "Ana")
    assert "ambush" in offered and not [c for c in offered if c.startswith("overcome")]

"""Rule tests: engagement, rewards, limits, market, sagas, Night, Ancients, winning."""

from __future__ import annotations

import pytest

from .helpers import commands, dice, enc_of, escape, neighbour, new, put


def at_neighbour(g, h="Ana"):
    cell, loc = neighbour(g, h)
    g.heroes[h]["pos"] = loc
    return cell, loc


def enemy(g, hp_at_most=9):
    # one with no Weakness: a hero whose keywords match one is first asked whether to Overcome it
    return next(k for k, v in g.c["encounter"].items() if v["type"] == "enemy" and v["hp"] <= hp_at_most
                and not v["weakness"])


@pytest.mark.rule("KF-ENG-01", "KF-ENG-05", "KF-MOVE-07", "KF-ENG-14", "KF-ENG-17", "KF-TURN-14")
def test_drawn_enemy_engaged_with_surprise():
    s = new(1)
    g = s.game
    g.heroes["Ana"]["fate_used"] = True
    cell, loc = neighbour(g, "Ana")
    foe = enemy(g)
    card = g.c["encounter"][foe]
    g.enc_deck[g.c["location"][loc]["terrain"]].append(foe)
    dice(g, [[6] * 9, [1] * (card["fight"] + 1)])
    s.apply("Ana", f"move {cell}")
    # the foe rolled fight + 1 dice for Surprise; the hero's 6s defeat it
    assert not [e for e in g.locs[loc]["encounters"] if e["id"] == foe]
    assert set(commands(g, "Ana")) == {"gold", "loot"}
    s.apply("Ana", "loot")
    assert set(commands(g, "Ana")) == {"keep", "draw"}
    s.apply("Ana", "keep")
    assert ["enc", foe] in g.heroes["Ana"]["rumours"]


@pytest.mark.rule("KF-ENG-07", "KF-ENG-08", "KF-ENG-09", "KF-EDGE-16", "KF-HIDE-01")
def test_hidden_hero_evades():
    s = new(1)
    g = s.game
    g.heroes["Ana"]["fate_used"] = True
    s.apply("Ana", "hide")
    cell, loc = neighbour(g, "Ana")
    e = put(g, loc, enemy(g))
    dice(g, [[6] * 9])
    s.apply("Ana", f"move {cell}")
    assert {"ambush", "evade"} <= set(commands(g, "Ana"))
    s.apply("Ana", "evade")
    assert e["uid"] in g.heroes["Ana"]["evaded"] and g.heroes["Ana"]["hidden"]
    assert e in g.locs[loc]["encounters"]


@pytest.mark.rule("KF-ENG-10", "KF-ENG-19", "KF-ENG-20", "KF-ENG-22", "KF-EDGE-12", "KF-TURN-16")
def test_failed_evasion_then_escape():
    s = new(1)
    g = s.game
    g.heroes["Ana"]["fate_used"] = True
    s.apply("Ana", "hide")
    cell, loc = neighbour(g, "Ana")
    foe = enemy(g)
    e = put(g, loc, foe)
    dice(g, [[1] * 9, [1] * 9, [1] * 9])
    s.apply("Ana", f"move {cell}")
    s.apply("Ana", "evade")
    assert not g.heroes["Ana"]["hidden"]
    assert "escape" in commands(g, "Ana")
    escape(s, "Ana")
    assert g.heroes["Ana"]["pos"] != loc
    assert not any(g.is_enemy("Ana", x) for x in g.locs[g.heroes["Ana"]["pos"]]["encounters"])
    assert e in g.locs[loc]["encounters"]  # full HP again: nothing stored on the card


@pytest.mark.rule("KF-DEF-02", "KF-DEF-03", "KF-DEF-04", "KF-DEF-05", "KF-DEF-08", "KF-NIGHT-12")
def test_defeat_and_dawn():
    s = new(1)
    g = s.game
    g.heroes["Ana"]["fate_used"] = True
    g.heroes["Ana"]["gold"] = 5
    cell, loc = neighbour(g, "Ana")
    g.heroes["Ana"]["hp"] = 1
    foe = next(k for k, v in g.c["encounter"].items() if v["type"] == "enemy" and v["hp"] >= 3)
    put(g, loc, foe)
    dice(g, [[1] * 9, [6] * 9])
    s.apply("Ana", f"move {cell}")
    assert [c for c in commands(g, "Ana") if c.startswith("discard")]
    s.apply("Ana", "discard 1")
    assert g.heroes["Ana"]["gold"] == 0 and g.heroes["Ana"]["pos"] == g.centre_loc
    assert g.day == 2 and g.heroes["Ana"]["hp"] == 2 and g.heroes["Ana"]["state"] == "ok"


@pytest.mark.rule("KF-REW-03", "KF-REW-04", "KF-REW-06", "KF-OVER-01", "KF-OVER-02", "KF-ABIL-25")
def test_overcome_and_forced_reward():
    s = new(1)
    g = s.game
    at_neighbour(g)
    weak = next(k for k, v in g.c["encounter"].items() if v["weakness"] and v["type"] == "stranger")
    g.c = dict(g.c)
    e = put(g, g.heroes["Ana"]["pos"], weak, tokens=["Ana"])
    kw = g.c["encounter"][weak]["weakness"][0]
    g.heroes["Ana"]["skills"] = [k for k, v in g.c["skill"].items() if v["type"] == kw][:1]
    g.skill_pool = [k for k in g.skill_pool if k not in g.heroes["Ana"]["skills"]]
    assert "overcome 1" in commands(g, "Ana")
    gold = g.heroes["Ana"]["gold"]
    s.apply("Ana", "overcome 1")
    # an enemy Stranger of this hero gives gold and the card, no choice
    assert e not in g.locs[g.heroes["Ana"]["pos"]]["encounters"]
    assert g.heroes["Ana"]["gold"] == gold + g.c["encounter"][weak]["gold"]
    assert ["enc", weak] in g.heroes["Ana"]["rumours"]


@pytest.mark.rule("KF-LIM-02", "KF-LIM-03", "KF-EDGE-10", "KF-DECK-05")
def test_rumour_limit_settled_after_reward():
    s = new(1)
    g = s.game
    _, loc = at_neighbour(g)
    for _ in range(5):
        g.gain_reward_rumour("Ana", "item")
    assert len(g.heroes["Ana"]["rumours"]) == 6
    put(g, loc, enc_of(g, "quest"))
    g.heroes["Ana"]["skills"] = []
    dice(g, [[6] * 9])
    card = g.c["encounter"][g.locs[loc]["encounters"][0]["id"]]
    attr = next(a for a in ("fight", "study", "sneak", "influence") if card[a] > 0)
    s.apply("Ana", f"confront 1 {attr}")
    s.apply("Ana", "gold")
    s.apply("Ana", "keep")
    assert len(g.heroes["Ana"]["rumours"]) == 7
    assert all(c.startswith("discard") for c in commands(g, "Ana"))
    s.apply("Ana", "discard 1")
    assert len(g.heroes["Ana"]["rumours"]) == 6


@pytest.mark.rule("KF-MKT-01", "KF-MKT-02", "KF-MKT-03", "KF-MKT-04", "KF-MKT-05", "KF-MKT-08")
def test_market():
    s = new(1)
    g = s.game
    hs = g.heroes["Ana"]
    hs["hp"], hs["gold"] = 2, 20
    s.apply("Ana", "market")
    s.apply("Ana", "heal")
    assert hs["hp"] == 4 and hs["gold"] == 18
    assert "heal" not in commands(g, "Ana")
    s.apply("Ana", "buy item")
    took = [c for c in commands(g, "Ana") if c.startswith("take")]
    assert took
    s.apply("Ana", took[0])
    assert len(hs["assets"]) == 1
    s.apply("Ana", "done")
    g.heroes["Ana"]["pos"] = g.grid["b3"]
    assert "market" not in commands(g, "Ana")


@pytest.mark.rule("KF-MKT-07", "KF-MKT-06")
def test_market_sell():
    s = new(1)
    g = s.game
    hs = g.heroes["Ana"]
    r = hs["rumours"][0]
    gold = hs["gold"]
    s.apply("Ana", "market")
    s.apply("Ana", "sell 1")
    assert hs["gold"] == gold + g.rumour_gold(r) // 2 and not hs["rumours"]


@pytest.mark.rule("KF-MKT-02", "KF-ACT-02")
def test_the_market_uses_at_least_one_option_and_each_only_once():
    s = new(1)
    g = s.game
    hs = g.heroes["Ana"]
    hs["hp"], hs["gold"] = 2, 20
    s.apply("Ana", "market")
    assert "done" not in commands(g, "Ana")  # leaving at once would spend the AP for nothing
    s.apply("Ana", "sell 1")
    assert "done" in commands(g, "Ana")
    s.apply("Ana", "heal 1")  # turning to Heal ends the Sell
    left = commands(g, "Ana")
    assert not [c for c in left if c.startswith(("sell", "sacrifice"))] and "heal" not in left
    s.apply("Ana", "buy item")
    for c in [c for c in commands(g, "Ana") if c.startswith("take")][:1]:
        s.apply("Ana", c)
    assert not [c for c in commands(g, "Ana") if c.startswith(("buy", "heal"))]
    assert commands(g, "Ana")[-1] == "done"


@pytest.mark.rule("KF-MKT-01")
def test_market_away_from_a_market_is_refused_with_where_one_is():
    from hjourney_tui.core.game import Refused

    s = new(1)
    g = s.game
    hs = g.heroes["Ana"]
    hs["pos"] = next(loc for loc in g.locs if not g.market_here(loc))
    with pytest.raises(Refused, match=f"no market at {g.loc_name(hs['pos'])}.*{g.loc_name(g.centre_loc)}"):
        s.apply("Ana", "market")


@pytest.mark.rule("KF-MKT-03", "KF-MKT-08")
def test_market_heal_buys_the_hp_chosen_for_any_hero_here():
    s = new(2, "coop")
    g = s.game
    me = g.decision().seats[0]
    other = next(x for x in ("Ana", "Bo") if x != me)
    hs, os_ = g.heroes[me], g.heroes[other]
    os_["pos"] = hs["pos"] = g.centre_loc
    hs["hp"], hs["gold"], os_["hp"] = 1, 4, 1
    ap = (hs["ap"], os_["ap"])
    s.apply(me, "market")
    offered = commands(g, me)
    o = other.lower()
    assert {"heal 1", "heal 2", "heal", f"heal 1 {o}", f"heal 3 {o}"} <= set(offered) and f"heal 4 {o}" not in offered
    s.apply(me, f"heal 2 {o}")
    s.apply(me, "heal 1")
    assert (hs["hp"], os_["hp"], hs["gold"]) == (2, 3, 1)
    assert (hs["ap"], os_["ap"]) == (ap[0] - 1, ap[1])  # the action's AP only: bought HP gives none


@pytest.mark.rule("KF-MKT-07")
def test_market_sell_takes_assets_in_play_too():
    s = new(1)
    g = s.game
    hs = g.heroes["Ana"]
    card = next(k for k, v in g.c["reward"].items() if v["gold"] >= 2 and not v.get("attach")
                and k in g.rew_deck[v["type"]] and not v["effects"])
    g.rew_deck[g.c["reward"][card]["type"]].remove(card)
    hs["assets"].append({"id": card, "veiled": False})
    gold = hs["gold"]
    s.apply("Ana", "market")
    s.apply("Ana", "sacrifice 1")
    assert hs["gold"] == gold + g.c["reward"][card]["gold"] // 2 and not hs["assets"]
    assert card in g.rew_discard[g.c["reward"][card]["type"]]


@pytest.mark.rule("KF-REG-01", "KF-REG-02", "KF-REG-04", "KF-REG-09", "KF-REG-10", "KF-REG-11")
def test_regale_chapter():
    s = new(1)
    g = s.game
    hs = g.heroes["Ana"]
    saga = g.c["saga"][hs["saga"]]
    assert "regale" not in commands(g, "Ana")
    chap = saga["chapters"][0]
    for kw in g.required("Ana", chap):
        card = next(k for k, v in g.c["reward"].items() if kw in v["keywords"] or v["type"] == kw) \
            if kw in ("item", "ally", "spell", "title") or any(kw in v["keywords"] for v in g.c["reward"].values()) \
            else None
        if card:
            for t in g.rew_deck.values():
                if card in t:
                    t.remove(card)
            hs["rumours"].append(["reward", card])
        else:
            hs["rumours"].append(["enc", next(k for k, v in g.c["encounter"].items()
                                              if kw in v["keywords"] or kw in (v["type"], v["terrain"]))])
    hs["gold"] = 6
    assert "regale" in commands(g, "Ana")
    s.apply("Ana", "regale")
    while not any(c.startswith("skill") for c in commands(g, "Ana")):
        s.apply("Ana", commands(g, "Ana")[0])  # which card covers each keyword
    s.apply("Ana", [c for c in commands(g, "Ana") if c.startswith("skill")][0])
    assert hs["chapter"] == 1 and hs["gold"] == 1 and hs["max_hp"] == 5 and hs["hp"] == 5
    assert len(hs["skills"]) == 1
    told = s.log_lines("Ana")
    assert any("pays 5 gold for chapter 1" in ln for ln in told)
    assert any("tells the chapter with" in ln for ln in told)  # the cards spent are named
    assert any(f"learns {g.c['skill'][hs['skills'][0]]['name']} (level 1)" in ln for ln in told)
    hs["gold"] = 50
    assert "regale" not in commands(g, "Ana")


@pytest.mark.rule("KF-FIN-01", "KF-FIN-04", "KF-FIN-06", "KF-FIN-08", "KF-ANC-01", "KF-ANC-04")
def test_finale_brings_ancient():
    s = new(1)
    g = s.game
    hs = g.heroes["Ana"]
    hs["chapter"] = 4
    f = g.c["saga"][hs["saga"]]["finale"]
    assert all(a["pos"] is None for a in g.ancients)
    hs["pos"] = f["location"]
    hs["fate_used"] = True
    hs["successes"]["finale"] = [f["attr"], f["target"] - 1]
    dice(g, [[6] * 12])
    s.apply("Ana", "regale")
    assert set(commands(g, "Ana")) == {"totem", "cash"}
    s.apply("Ana", "totem")
    assert hs["chapter"] == 5 and hs["totem"]
    assert g.ancients[0]["pos"] == g.c["ancient"][g.ancients[0]["id"]]["entry"]


@pytest.mark.rule("KF-ANC-02", "KF-ANC-08", "KF-ANC-09", "KF-WIN-04", "KF-WIN-07", "KF-ANC-11")
def test_assault_wins():
    s = new(1)
    g = s.game
    hs = g.heroes["Ana"]
    a = g.ancients[0]
    a["pos"] = hs["pos"] = g.c["ancient"][a["id"]]["entry"]
    g.locs[hs["pos"]]["encounters"].clear()
    assert "assault" not in commands(g, "Ana")
    hs["chapter"] = 5
    hs["fate_used"] = True
    hs["skills"] = ["martial_8"]
    dice(g, [[6] * 20, [1] * 20] * 12)
    assert "assault" in commands(g, "Ana")
    s.apply("Ana", "assault")
    while s.outcome() is None:
        assert commands(g, "Ana") == ["fight"]  # no escape from an Ancient (KF-ANC-11)
        s.apply("Ana", "fight")
    o = s.outcome()
    assert o is not None and o.winners == ["Ana"] and a["defeated"]
    # the end names who won and why, in the summary that show, log and the screen read
    name = g.c["ancient"][a["id"]]["name"]
    assert o.summary.startswith("Ana win") and "every Ancient has fallen" in o.summary and name in o.summary


@pytest.mark.rule("KF-NIGHT-01", "KF-NIGHT-02", "KF-NIGHT-04", "KF-NIGHT-05", "KF-NIGHT-10", "KF-NIGHT-11")
def test_night_gloom_and_dawn():
    s = new(1)
    g = s.game
    hs = g.heroes["Ana"]
    loc = g.grid["b3"]
    g.gloom.add(loc)
    hs["pos"] = loc
    hs["hidden"] = True
    deck = len(g.night_deck)
    s.apply("Ana", "camp")
    assert len(g.night_deck) == deck - 1
    assert hs["hp"] <= 4 + min(0, g.c["location"][loc]["gloom"]) or g.c["location"][loc]["gloom"] > 0
    assert not hs["hidden"] and g.day == 2


@pytest.mark.rule("KF-WIN-01", "KF-WIN-05", "KF-NIGHT-15", "KF-WIN-03", "KF-WIN-08")
def test_time_runs_out():
    s = new(1)
    g = s.game
    g.night_deck[:] = g.night_deck[:1]
    s.apply("Ana", "camp")
    o = s.outcome()
    assert o is not None and o.winners == []
    standing = g.c["ancient"][g.ancients[0]["id"]]["name"]
    assert o.summary.startswith("the heroes lose") and standing in o.summary
    s2 = new(2, "competitive")
    g2 = s2.game
    g2.night_deck[:] = g2.night_deck[:1]
    g2.heroes["Bo"]["gold"] = 9
    for h in g2.turns.order_from():
        s2.apply(h, "camp")
    assert s2.outcome().winners == ["Bo"]
    assert s2.outcome().summary.startswith("Bo wins a Pyrrhic victory") and f"{g2.vp('Bo')} VP" in s2.outcome().summary


@pytest.mark.rule("KF-CLEAR-01", "KF-CLEAR-02", "KF-CLEAR-04", "KF-MOVE-09")
def test_clear_obstacle():
    s = new(1)
    g = s.game
    _, loc = at_neighbour(g)
    g.locs[loc]["obstacles"] = 1
    assert "search" not in commands(g, "Ana")
    s.apply("Ana", "clear")
    assert g.locs[loc]["obstacles"] == 0
    assert len(g.heroes["Ana"]["loot"]) + len(g.loot_aside) == 1


@pytest.mark.rule("KF-DISC-01", "KF-DISC-03", "KF-LIM-01")
def test_discover():
    s = new(1)
    g = s.game
    hs = g.heroes["Ana"]
    r = hs["rumours"][0]
    hs["pos"] = g.c["reward"][r[1]]["discover"]
    s.apply("Ana", "discover 1")
    assert hs["assets"] == [{"id": r[1], "veiled": False}]


@pytest.mark.rule("KF-VAR-04", "KF-VAR-08", "KF-VAR-01", "KF-VAR-06")
def test_variant_options():
    g = new(1, advanced_regale=True).game
    assert [g.chapter_cost(i) for i in range(4)] == [2, 4, 6, 8]
    g = new(1, first_game=True).game
    assert all(not a["plots"] for a in g.ancients)
    g = new(1, hard_centre=True).game
    assert g.grid["c3"] == "shrine_hard" and g.heroes["Ana"]["pos"] == "shrine_hard"
    s = new(1, auto_evasion=True)
    g = s.game
    s.apply("Ana", "hide")
    cell, loc = neighbour(g, "Ana")
    foe = next(k for k, v in g.c["encounter"].items() if v["type"] == "enemy" and v["sneak"] < g.attr("Ana", "sneak")
               and not set(v["weakness"]) & g.keywords_in_play("Ana", v))  # no Overcome question first
    e = put(g, loc, foe)
    dice(g, [[1] * 9])
    s.apply("Ana", f"move {cell}")
    s.apply("Ana", "evade")
    assert e["uid"] in g.heroes["Ana"]["evaded"]


@pytest.mark.rule("KF-SAVE-04", "KF-SAVE-01", "KF-SAVE-02")
def test_replay_same_digest():
    from hjourney_tui.core.autoplay import play_one
    from hjourney_tui.core.bots import make_bot
    s = new(2, "coop", seed=5)
    bots = {n: make_bot("kilforth", "random", i) for i, n in enumerate(s.game.order)}
    play_one(s, bots, 150)
    d = s.game.digest()
    s.rebuild(list(s.log))
    assert s.game.digest() == d

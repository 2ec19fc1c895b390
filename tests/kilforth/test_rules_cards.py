"""Rule tests: card structure, decks at setup, and more engagement and saga detail."""

from __future__ import annotations

import pytest

from hjourney_tui.core.words import plural
from hjourney_tui.games.kilforth import effects as fx

from .helpers import commands, dice, escape, new, put


@pytest.mark.rule("KF-CARD-03", "KF-CARD-04", "KF-CARD-06", "KF-CARD-07", "KF-CARD-08", "KF-CARD-09")
def test_card_structure():
    c = new(1).game.c
    icons = {"enemy": "item", "place": "title", "quest": "spell", "stranger": "ally"}
    for e in c["encounter"].values():
        if e["type"] != "event":
            assert e["reward"] == icons[e["type"]] and e["keywords"]
    uniques = {"title": {"steed", "reputation", "rank", "merit"}, "spell": {"kinetic", "healing", "combat", "conjuring"},
               "item": {"weapon", "potion", "attire", "armour"}, "ally": {"rebel", "pious", "martial", "arcane"}}
    for r in c["reward"].values():
        assert r["unique"] in uniques[r["type"]] and r["unique"] in r["keywords"]
        assert r["discover"] in c["location"] and 1 <= r["gold"] <= 6
    for loc in c["location"].values():
        assert loc["terrain"] in ("city", "badlands", "forest", "mountain", "plains")


@pytest.mark.rule("KF-CARD-12", "KF-CARD-13", "KF-CARD-14", "KF-CARD-15", "KF-CARD-16", "KF-CARD-17")
def test_more_card_structure():
    c = new(1).game.c
    for t in ("arcane", "martial", "pious", "rebel"):
        levels = sorted(v["level"] for v in c["skill"].values() if v["type"] == t)
        assert levels == [1, 1, 2, 2, 3, 3, 4, 4]
        assert sum(1 for v in c["class"].values() if v["skill_type"] == t) == 2
    for s in c["saga"].values():
        assert len(s["chapters"]) == 4 and s["finale"]["attr"] in ("fight", "study", "sneak", "influence")
    for n in c["night"].values():
        assert n["type"] in ("event", "weather", "enemy", "place", "quest", "stranger")
    for a in c["ancient"].values():
        assert a["fight"] > 0 and a["hp"] > 0 and a["entry"] in c["location"]
    for p in c["plot"].values():
        assert p["ancient"] in c["ancient"] and p["to_defeat"]


@pytest.mark.rule("KF-SETUP-08", "KF-SETUP-09", "KF-SETUP-10", "KF-EDGE-01", "KF-ABIL-23", "KF-REG-12")
def test_skill_pool():
    g = new(2, "coop").game
    types = {g.c["class"][h["class"]]["skill_type"] for h in g.heroes.values()}
    assert {g.c["skill"][s]["type"] for s in g.skill_pool} == types
    for h in g.heroes.values():
        assert g.c["saga"][h["saga"]]["class"] == h["class"]
    # a taken skill leaves the pool for everyone
    g.skill_pool = [s for s in g.skill_pool if g.c["skill"][s]["level"] != 1]
    hs = g.heroes["Ana"]
    hs["gold"] = 5
    g.active = "Ana"
    list(g._complete_chapter("Ana"))
    assert hs["skills"] == [] and hs["chapter"] == 1


@pytest.mark.rule("KF-SETUP-13", "KF-SETUP-14", "KF-SETUP-18", "KF-MAP-02")
def test_decks_at_setup():
    g = new(1).game
    for t, deck in g.enc_deck.items():
        assert all(g.c["encounter"][k]["terrain"] == t for k in deck) and len(deck) == 20
    for t, deck in g.rew_deck.items():
        assert all(g.c["reward"][k]["type"] == t for k in deck)
    assert len(g.loot_bag) == 42 and g.loot_aside == []
    list(g._draw_encounter("Ana", "shrine"))
    assert not g.locs["shrine"]["encounters"]


@pytest.mark.rule("KF-CARD-10", "KF-CARD-11", "KF-REG-05", "KF-REG-06", "KF-REG-03")
def test_keyword_cover():
    g = new(1).game
    hs = g.heroes["Ana"]
    item = next(k for k, v in g.c["reward"].items() if v["type"] == "item")
    hs["rumours"] = [["reward", item]]
    assert "item" in g.rumour_keywords(hs["rumours"][0])
    u = g.c["reward"][item]["unique"]
    assert g.cover("Ana", ["item"]) == [("r", 0)]
    assert g.cover("Ana", ["item", u]) is None  # one card covers one keyword


@pytest.mark.rule("KF-CARD-18", "KF-ABIL-20", "KF-CARD-19", "KF-ABIL-14", "KF-DISC-03")
def test_spell_needs_study():
    g = new(1).game
    hs = g.heroes["Ana"]
    spell = max((k for k, v in g.c["reward"].items() if v["type"] == "spell"),
                key=lambda k: g.c["reward"][k]["study_req"])
    attr = next(iter(g.c["reward"][spell]["bonus"]))
    base = g.attr("Ana", attr)
    hs["assets"].append({"id": spell, "veiled": False})
    for d in g.rew_deck.values():
        if spell in d:
            d.remove(spell)
    study = g.attr("Ana", "study")
    if study >= g.c["reward"][spell]["study_req"]:
        assert g.attr("Ana", attr) > base
    else:
        assert g.attr("Ana", attr) == base


@pytest.mark.rule("KF-DISC-02", "KF-HIDE-03", "KF-DEED-03", "KF-MAP-05")
def test_hidden_no_deeds_and_no_encounter_discover():
    s = new(1)
    g = s.game
    hs = g.heroes["Ana"]
    enc = next(iter(g.c["encounter"]))
    hs["rumours"].append(["enc", enc])
    assert not [c for c in commands(g, "Ana") if c.startswith("discover")] or \
        g.c["reward"][hs["rumours"][0][1]]["discover"] == hs["pos"]
    tok = g.loot_bag.pop()
    hs["loot"].append(tok)
    s.apply("Ana", "hide")
    assert not [c for c in commands(g, "Ana") if c.startswith(("resolve", "overcome", "assault"))]
    loc = g.grid["b3"]
    g.gloom.add(loc)
    hs["pos"] = loc
    assert "rest" in commands(g, "Ana") or hs["hp"] == hs["max_hp"]


@pytest.mark.rule("KF-TEST-04", "KF-TEST-08")
def test_reroll_with_loot():
    s = new(1)
    g = s.game
    hs = g.heroes["Ana"]
    tok = next(t for t in g.loot_bag if g.c["loot"][t]["kind"] == "reroll")
    g.loot_bag.remove(tok)
    hs["loot"].append(tok)
    hs["fate_used"] = True
    loc = g.grid[g.move_targets("shrine")[0]]
    hs["pos"] = loc
    quest = next(k for k, v in g.c["encounter"].items() if v["type"] == "quest" and v["study"] >= 1
                 and not any(e.get("on") == "trap" for e in v["effects"]))
    put(g, loc, quest)
    n = g.test_dice("Ana", "study", g.c["encounter"][quest])
    dice(g, [[1] * (n - 1) + [5], [6] * 9])
    s.apply("Ana", "confront 1 study")
    assert "reroll" in commands(g, "Ana")
    events = s.apply("Ana", "reroll")
    assert tok in g.loot_aside
    # every die shows: the kept 5 and each re-rolled die, in the text and in the data
    again = next(e for e in events if e.kind == "roll" and e.data.get("step") == "reroll")
    assert again.data["faces"] == [6] * (n - 1) + [5] and again.data["before"] == [1] * (n - 1) + [5]
    assert again.data["changed"] == list(range(n - 1)) and again.data["dice"] == n
    assert str(again.data["faces"]) in again.text and plural(n - 1, "die", "dice") in again.text
    assert not g.locs[loc]["encounters"] or next(iter(hs["successes"].values()))[1] > 0


@pytest.mark.rule("KF-CONF-01", "KF-CONF-08", "KF-OVER-03", "KF-OVER-04", "KF-REW-05", "KF-CONF-07")
def test_obstacles_block_confront_not_overcome():
    s = new(2, "coop")
    g = s.game
    h = g.active
    o = next(x for x in g.order if x != h)
    loc = g.grid[g.move_targets("shrine")[0]]
    g.heroes[h]["pos"] = g.heroes[o]["pos"] = loc
    weak = next(k for k, v in g.c["encounter"].items() if v["weakness"] and v["type"] == "quest")
    e = put(g, loc, weak)
    g.heroes[o]["successes"][str(e["uid"])] = ["study", 1]
    g.locs[loc]["obstacles"] = 1
    kw = g.c["encounter"][weak]["weakness"][0]
    g.heroes[h]["skills"] = [next(k for k, v in g.c["skill"].items() if v["type"] == kw)]
    cmds = commands(g, h)
    assert not [c for c in cmds if c.startswith("confront")] and "overcome 1" in cmds
    overcome = next(c for c in g.legal_commands(h) if c.text == "overcome 1")
    assert overcome.data["weakness"] == [kw] and f"weakness to {kw}" in overcome.description  # which one
    s.apply(h, "overcome 1")
    assert str(e["uid"]) not in g.heroes[o]["successes"]
    assert set(commands(g, h)) == {"gold", "loot"}


@pytest.mark.rule("KF-CONF-13", "KF-CONF-17", "KF-EDGE-06")
def test_stranger_tokens():
    s = new(2, "coop")
    g = s.game
    h = g.active
    o = next(x for x in g.order if x != h)
    loc = g.grid[g.move_targets("shrine")[0]]
    g.heroes[h]["pos"] = loc
    g.heroes[h]["fate_used"] = True
    st = next(k for k, v in g.c["encounter"].items() if v["type"] == "stranger" and v["influence"] >= 2)
    e = put(g, loc, st, tokens=[o])
    g.heroes[h]["successes"][str(e["uid"])] = ["influence", 1]
    dice(g, [[1] * 9])
    s.apply(h, "confront 1 influence")
    assert e["tokens"] == [o]  # one success already held: no new enemy
    g.heroes[h]["successes"][str(e["uid"])] = ["influence", 0]
    e["tokens"].append(h)
    assert e["tokens"] == [o, h]


@pytest.mark.rule("KF-ENG-06", "KF-ENG-11", "KF-ENG-21", "KF-ENG-15", "KF-ENG-16", "KF-TURN-10")
def test_old_enemy_no_surprise_rounds_continue():
    s = new(1)
    g = s.game
    hs = g.heroes["Ana"]
    hs["fate_used"] = True
    cell = g.move_targets("shrine")[0]
    loc = g.grid[cell]
    foe = next(k for k, v in g.c["encounter"].items() if v["type"] == "enemy" and v["hp"] >= 3)
    put(g, loc, foe)
    card = g.c["encounter"][foe]
    rolls = []
    g._roll = lambda n: rolls.append(n) or [5] + [1] * (n - 1) if n > 0 else []
    s.apply("Ana", f"move {cell}")
    assert rolls[1] == card["fight"]  # no Surprise die for an enemy already there
    assert "fight" in commands(g, "Ana")
    s.apply("Ana", "fight")
    assert rolls[3] == card["fight"]


@pytest.mark.rule("KF-SEARCH-03", "KF-ENG-03", "KF-ENG-23", "KF-TURN-11")
def test_search_then_engage():
    s = new(1)
    g = s.game
    hs = g.heroes["Ana"]
    hs["fate_used"] = True
    loc = g.grid[g.move_targets("shrine")[0]]
    hs["pos"] = loc
    terr = g.c["location"][loc]["terrain"]
    foe = next(k for k, v in g.c["encounter"].items() if v["type"] == "enemy" and v["terrain"] == terr)
    g.enc_deck[terr].append(foe)
    rolls = []
    g._roll = lambda n: rolls.append(n) or [1] * n
    s.apply("Ana", "search")
    assert rolls[1] == g.c["encounter"][foe]["fight"] + 1
    escape(s, "Ana")
    assert hs["camped"] or g.day == 2


@pytest.mark.rule("KF-INT-01", "KF-INT-02", "KF-INT-04", "KF-INT-06", "KF-INT-07", "KF-INT-03")
def test_interlude():
    s = new(3, "coop")
    g = s.game
    h = g.active
    hs = g.heroes[h]
    saga = next(k for k, v in g.c["saga"].items() if any(c.get("interlude") for c in v["chapters"]))
    hs["saga"] = saga
    idx = next(i for i, c in enumerate(g.c["saga"][saga]["chapters"]) if c.get("interlude"))
    chap = g.c["saga"][saga]["chapters"][idx]
    hs["chapter"] = idx
    hs["gold"] = 5
    hs["fate_used"] = True
    hs["race"] = max(g.c["race"], key=lambda r: g.c["race"][r]["study"])  # enough Study dice for the second try
    assert "regale" not in commands(g, h)
    hs["pos"] = chap["location"]
    assert "regale" in commands(g, h)
    dice(g, [[5] + [1] * 9, [6] * 9])
    s.apply(h, "regale")
    assert hs["successes"]["interlude"][1] == 1 and hs["chapter"] == idx
    for o in g.turns.order_from(h)[1:]:  # the others camp, so the turn comes back round
        s.apply(o, "camp")
    s.apply(h, "regale")
    while g.choice:
        s.apply(h, g.choice.current_options()[0][0])
    assert hs["chapter"] == idx + 1 and hs["gold"] == 0 and hs["regaled_today"]


@pytest.mark.rule("KF-FIN-05", "KF-FIN-09", "KF-EDGE-14")
def test_finale_successes_lost_on_leaving():
    s = new(1)
    g = s.game
    hs = g.heroes["Ana"]
    hs["chapter"] = 4
    hs["successes"]["finale"] = ["fight", 2]
    g._leave("Ana")
    assert "finale" not in hs["successes"]
    g.ancients[0]["pos"] = "x"
    hs["pos"] = g.c["saga"][hs["saga"]]["finale"]["location"]
    hs["successes"]["finale"] = ["fight", 40]
    hs["fate_used"] = True
    dice(g, [[1] * 9])
    commands(g, "Ana")
    s.apply("Ana", "regale")
    s.apply("Ana", "cash")
    assert g.ancients[0]["pos"] == "x"


@pytest.mark.rule("KF-ANC-03", "KF-EDGE-17", "KF-ANC-12")
def test_coop_assault_waits_for_all_sagas():
    g = new(2, "coop").game
    a = g.ancients[0]
    a["pos"] = g.heroes["Ana"]["pos"] = g.c["ancient"][a["id"]]["entry"]
    g.locs[a["pos"]]["encounters"].clear()
    g.heroes["Ana"]["chapter"] = 5
    assert not g.assault_possible("Ana")[0]
    g.heroes["Bo"]["state"] = "out"
    assert g.assault_possible("Ana")[0]
    fx.resolve(g, {"do": "hp", "n": -5, "target": "all"}, "Ana")
    assert a["hp"] == g.c["ancient"][a["id"]]["hp"]


@pytest.mark.rule("KF-WIN-06", "KF-WIN-09", "KF-WIN-10", "KF-EDGE-03")
def test_coop_win_even_if_last_hero_falls():
    s = new(2, "coop")
    g = s.game
    h = g.active
    o = next(x for x in g.order if x != h)
    g.heroes[o]["state"] = "out"
    g.ancients[1]["defeated"] = True
    a = g.ancients[0]
    a["pos"] = g.heroes[h]["pos"] = g.c["ancient"][a["id"]]["entry"]
    g.locs[a["pos"]]["encounters"].clear()
    g.heroes[h]["chapter"] = 5
    g.heroes[h]["hp"] = 1
    g.heroes[h]["fate_used"] = True
    a["hp"] = 1
    dice(g, [[6] * 9, [6] * 9])
    commands(g, h)
    s.apply(h, "assault")
    o_ = s.outcome()
    assert o_ is not None and set(o_.winners) == {h, o}
    assert o_.summary.startswith(" and ".join(g.order) + " win")  # the eliminated hero shares the win
    assert g.vp(o) == 0 and o_.scores["party"] == -(-(g.vp(h)) // 2)


@pytest.mark.rule("KF-TURN-15", "KF-TURN-01", "KF-TURN-17")
def test_eliminated_skipped():
    s = new(2, "coop")
    g = s.game
    h = g.active
    o = next(x for x in g.order if x != h)
    g.heroes[o]["state"] = "out"
    s.apply(h, "camp")
    assert g.day == 2 and g.active == h
    assert fx.targets(g, {"do": "hp", "target": "active"}, None) == [g.first]


@pytest.mark.rule("KF-NIGHT-03", "KF-NIGHT-16", "KF-NIGHT-17", "KF-HP-02")
def test_healing_gloom_and_ancient_night():
    s = new(1)
    g = s.game
    hs = g.heroes["Ana"]
    mill = next(k for k, v in g.c["location"].items() if v["gloom"] > 0)
    g.gloom.add(mill)
    hs["pos"] = mill
    hs["hp"] = 1
    s.apply("Ana", "camp")
    # +2 from the healing gloom, -1 from the Ancient's night ability on heroes in gloom
    assert hs["hp"] == 2 and hs["ap"] == 2 and hs["max_hp"] == 4


@pytest.mark.rule("KF-SAVE-03", "KF-DEF-07")
def test_state_keeps_turn_details():
    g = new(1).game
    g.drawn_this_turn = [5]
    assert g.state_data()["drawn"] == [5]
    hs = g.heroes["Ana"]
    hs["fate"] = 2
    tok = g.loot_bag.pop()
    hs["loot"].append(tok)
    g._hero_defeated("Ana")
    assert hs["fate"] == 2 and hs["loot"] == [tok]


@pytest.mark.rule("KF-EXCH-01", "KF-EXCH-02", "KF-EXCH-03", "KF-EXCH-04", "KF-EXCH-05", "KF-DEED-02")
def test_exchange():
    s = new(2, "coop")
    g = s.game
    h = g.active
    o = next(x for x in g.order if x != h)
    loc = g.grid["b3"]
    g.heroes[h]["pos"] = g.heroes[o]["pos"] = loc
    hs, os_ = g.heroes[h], g.heroes[o]
    ally = next(k for k, v in g.c["reward"].items() if v["type"] == "ally" and k not in
                [r[1] for x in g.heroes.values() for r in x["rumours"]])
    item = next(k for k, v in g.c["reward"].items() if v["type"] == "item" and k not in
                [r[1] for x in g.heroes.values() for r in x["rumours"]])
    for d in g.rew_deck.values():
        for k in (ally, item):
            if k in d:
                d.remove(k)
    hs["assets"] = [{"id": ally, "veiled": False}, {"id": item, "veiled": False}]
    cmds = commands(g, h)
    assert f"give {o.lower()} a2" in cmds and f"give {o.lower()} a1" not in cmds
    s.apply(h, f"give {o.lower()} a2")
    assert os_["assets"] == [{"id": item, "veiled": False}]
    s.apply(h, f"give {o.lower()} r1")
    assert len(os_["rumours"]) == 2 and not hs["rumours"]
    s.apply(h, f"give {o.lower()} gold")
    assert os_["gold"] == 2 and hs["gold"] == 0
    assert hs["ap"] == 4  # Deeds cost no AP
    for _ in range(5):
        g.gain_reward_rumour(h, "spell")
    for _ in range(5):
        s.apply(h, f"give {o.lower()} r1")
    assert g.choice and g.choice.seat == o  # the receiver settles the limit of six

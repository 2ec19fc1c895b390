"""Rule tests: map effects, decks, Loot, Night cards, plots, sagas, Ancients, assets."""

from __future__ import annotations

import pytest

from .helpers import commands, dice, new, put


def adjacent_to(g, loc):
    return [g.grid[c] for c in g.move_targets(loc)]


def stand_next_to(g, target, h="Ana"):
    """Place the hero on a cell orthogonally next to `target`."""
    for cell in g.move_targets(target):
        r, c = int(cell[1]), cell[0]
        tr, tc = int(g.cell[target][1]), g.cell[target][0]
        if abs(r - tr) + abs(ord(c) - ord(tc)) == 1:
            g.heroes[h]["pos"] = g.grid[cell]
            return
    raise LookupError(target)


@pytest.mark.rule("KF-MOVE-02", "KF-MAP-01")
def test_shortcut_move():
    s = new(1)
    g = s.game
    a = next(loc for loc in g.locs if g.c["location"][loc]["shortcut"])
    b = next(loc for loc in g.locs if loc != a and g.c["location"][loc]["shortcut"] == g.c["location"][a]["shortcut"])
    g.heroes["Ana"]["pos"] = a
    assert f"move {g.cell[b]}" in commands(g, "Ana")
    s.apply("Ana", f"move {g.cell[b]}")
    assert g.heroes["Ana"]["pos"] == b


@pytest.mark.rule("KF-MOVE-04", "KF-ABIL-08")
def test_arrival_effect():
    s = new(1)
    g = s.game
    steep = next(k for k, v in g.c["location"].items() if any(e.get("on") == "enter" and e["do"] == "ap"
                                                              for e in v["effects"]))
    stand_next_to(g, steep)
    put(g, steep, next(k for k, v in g.c["encounter"].items() if v["type"] == "place"))
    s.apply("Ana", f"move {g.cell[steep]}")
    assert g.heroes["Ana"]["ap"] == 2


@pytest.mark.rule("KF-MOVE-08", "KF-ABIL-07", "KF-ABIL-02", "KF-DECK-01")
def test_drawn_event_resolves_and_discards():
    s = new(1)
    g = s.game
    cell = g.move_targets("shrine")[0]
    loc = g.grid[cell]
    terr = g.c["location"][loc]["terrain"]
    ev = next(k for k, v in g.c["encounter"].items() if v["type"] == "event" and v["terrain"] == terr
              and v["effects"][0]["do"] == "gold")
    g.enc_deck[terr].append(ev)
    gold = g.heroes["Ana"]["gold"]
    s.apply("Ana", f"move {cell}")
    assert g.heroes["Ana"]["gold"] == gold + 2
    assert not g.locs[loc]["encounters"] and ev in g.enc_discard[terr]


@pytest.mark.rule("KF-CONF-09", "KF-ABIL-24")
def test_trap_on_confront():
    s = new(1)
    g = s.game
    cell = g.move_targets("shrine")[0]
    loc = g.grid[cell]
    g.heroes["Ana"]["pos"] = loc
    g.heroes["Ana"]["fate_used"] = True
    trap = next(k for k, v in g.c["encounter"].items() if v["type"] in ("quest", "place")
                and any(e.get("on") == "trap" for e in v["effects"]))
    put(g, loc, trap)
    g.heroes["Ana"]["gold"] = 3
    card = g.c["encounter"][trap]
    attr = next(a for a in ("fight", "study", "sneak", "influence") if card[a] > 0)
    dice(g, [[1] * 9])
    s.apply("Ana", f"confront 1 {attr}")
    assert g.heroes["Ana"]["gold"] == 2
    g.heroes["Ana"]["gold"] = 0
    dice(g, [[1] * 9])
    s.apply("Ana", f"confront 1 {attr}")
    assert g.heroes["Ana"]["gold"] == 0


@pytest.mark.rule("KF-TROPHY-01", "KF-REW-01")
def test_trophy_after_reward():
    s = new(1)
    g = s.game
    loc = g.grid[g.move_targets("shrine")[0]]
    g.heroes["Ana"]["pos"] = loc
    tro = next(k for k, v in g.c["encounter"].items() if v["type"] in ("quest", "place")
               and any(e.get("on") == "trophy" for e in v["effects"])
               and not any(e.get("on") == "trap" for e in v["effects"]))
    put(g, loc, tro)
    card = g.c["encounter"][tro]
    attr = next(a for a in ("fight", "study", "sneak", "influence") if card[a] > 0)
    dice(g, [[6] * 9])
    g.heroes["Ana"]["fate_used"] = True
    fate = g.heroes["Ana"]["fate"]
    s.apply("Ana", f"confront 1 {attr}")
    s.apply("Ana", "gold")
    assert g.heroes["Ana"]["fate"] == fate
    s.apply("Ana", "draw")
    assert commands(g, "Ana") == ["accept", "decline"]
    s.apply("Ana", "accept")
    assert g.heroes["Ana"]["fate"] == fate + 1


@pytest.mark.rule("KF-LOOT-01", "KF-LOOT-02", "KF-LOOT-03", "KF-LOOT-04", "KF-EDGE-15")
def test_loot_bag():
    g = new(1).game
    hs = g.heroes["Ana"]
    g.loot_aside.extend(g.loot_bag)
    g.loot_bag.clear()
    g.draw_loot("Ana")
    assert len(g.loot_bag) == 41
    gold = next(t for t in g.c["loot"] if g.c["loot"][t]["kind"] == "gold")
    g.loot_bag.append(gold)
    before = hs["gold"]
    g.draw_loot("Ana")
    assert hs["gold"] > before and g.loot_aside[-1] == gold
    other = next(t for t in g.c["loot"] if g.c["loot"][t]["kind"] == "blank")
    g.loot_bag.append(other)
    g.draw_loot("Ana")
    assert hs["loot"][-1] == other
    hs["loot"].extend(g.loot_bag + g.loot_aside)
    g.loot_bag.clear()
    g.loot_aside.clear()
    n = len(hs["loot"])
    g.draw_loot("Ana")
    assert len(hs["loot"]) == n


@pytest.mark.rule("KF-DECK-03", "KF-DECK-04")
def test_deck_reshuffles_on_last_card():
    g = new(1).game
    deck, pile = ["a"], ["b", "c"]
    assert g._draw(deck, pile) == "a"
    assert sorted(deck) == ["b", "c"] and pile == []


@pytest.mark.rule("KF-HP-01", "KF-ABIL-19", "KF-LIM-07", "KF-LIM-08")
def test_heal_capped():
    g = new(1).game
    g.heroes["Ana"]["hp"] = 3
    g.heal("Ana", 5, "test")
    assert g.heroes["Ana"]["hp"] == 4
    g.heroes["Ana"]["gold"] = 500
    g.draw_loot("Ana")
    g.check_invariants()


@pytest.mark.rule("KF-TEST-07", "KF-NIGHT-13", "KF-NIGHT-14", "KF-RES-02", "KF-ABIL-13")
def test_dawn_resets():
    s = new(1)
    g = s.game
    hs = g.heroes["Ana"]
    veil = next(k for k, v in g.c["reward"].items() if any(e.get("cost") == "veil" for e in v["effects"]))
    for d in g.rew_deck.values():
        if veil in d:
            d.remove(veil)
    hs["assets"].append({"id": veil, "veiled": False})
    hs["hp"] = 3
    s.apply("Ana", "resolve 1")
    assert hs["assets"][0]["veiled"] and "resolve 1" not in commands(g, "Ana")
    hs["fate_used"] = True
    hs["evaded"] = [99]
    s.apply("Ana", "camp")
    assert not hs["fate_used"] and not hs["assets"][0]["veiled"] and hs["evaded"] == []


@pytest.mark.rule("KF-ABIL-12", "KF-ABIL-05", "KF-RES-01")
def test_sacrifice_and_loot_resolve():
    s = new(1)
    g = s.game
    hs = g.heroes["Ana"]
    sac = next(k for k, v in g.c["reward"].items() if any(e.get("cost") == "sacrifice" for e in v["effects"]))
    for d in g.rew_deck.values():
        if sac in d:
            d.remove(sac)
    hs["assets"].append({"id": sac, "veiled": True})
    gold = hs["gold"]
    s.apply("Ana", "resolve 1")
    assert hs["gold"] == gold + 3 and not hs["assets"] and sac in g.rew_discard[g.c["reward"][sac]["type"]]
    tok = next(t for t in g.loot_bag if g.c["loot"][t]["kind"] == "ap")
    g.loot_bag.remove(tok)
    hs["loot"].append(tok)
    ap = hs["ap"]
    s.apply("Ana", "resolve l1")
    assert hs["ap"] == ap + 1 and tok in g.loot_aside


@pytest.mark.rule("KF-NIGHT-06", "KF-CARD-01", "KF-TEST-02", "KF-ABIL-15")
def test_weather_and_bonuses():
    s = new(1)
    g = s.game
    hs = g.heroes["Ana"]
    w = next(k for k, v in g.c["night"].items() if v["type"] == "weather")
    attr = g.c["night"][w]["effects"][0]["attr"]
    base = g.attr("Ana", attr)
    if w in g.night_deck:
        g.night_deck.remove(w)
    else:
        g.night_discard.remove(w)
    g.night_deck.append(w)
    s.apply("Ana", "camp")
    assert g.weather == w and g.attr("Ana", attr) == max(base - 1, 0)
    item = next(k for k, v in g.c["reward"].items() if v["type"] == "item" and attr in v["bonus"])
    for d in g.rew_deck.values():
        if item in d:
            d.remove(item)
    hs["assets"].append({"id": item, "veiled": False})
    with_item = g.attr("Ana", attr)
    assert with_item == max(base - 1, 0) + g.c["reward"][item]["bonus"][attr]
    hs["assets"][0]["veiled"] = True
    assert g.attr("Ana", attr) == max(base - 1, 0)


@pytest.mark.rule("KF-NIGHT-07", "KF-NIGHT-09", "KF-ABIL-29")
def test_night_encounter_placed():
    s = new(1)
    g = s.game
    n = next(k for k, v in g.c["night"].items() if v["type"] == "enemy" and v["location"] in g.locs)
    if n in g.night_deck:
        g.night_deck.remove(n)
    else:
        g.night_discard.remove(n)
    g.night_deck.append(n)
    s.apply("Ana", "camp")
    loc = g.c["night"][n]["location"]
    assert any(e["id"] == n and e["src"] == "night" for e in g.locs[loc]["encounters"])
    assert loc in g.gloom


@pytest.mark.rule("KF-NIGHT-08", "KF-HIDE-06", "KF-DEF-06")
def test_night_event_spares_hidden():
    s = new(2, "coop")
    g = s.game
    ev = next(k for k, v in g.c["night"].items() if v["type"] == "event" and v["effects"][0]["do"] == "hp")
    if ev in g.night_deck:
        g.night_deck.remove(ev)
    else:
        g.night_discard.remove(ev)
    g.night_deck.append(ev)
    loc = next(loc for loc in g.locs if loc != "shrine" and g.c["location"][loc]["gloom"] == -1)
    g.gloom.add(loc)
    for h in g.order:
        g.heroes[h]["pos"] = loc
    g.heroes["Ana"]["hidden"] = True
    g.heroes["Bo"]["hp"] = 4
    for h in g.turns.order_from():
        s.apply(h, "camp")
    assert ev in g.night_discard
    # gloom hits both; the event spares the Hidden one only
    assert g.heroes["Bo"]["hp"] < g.heroes["Ana"]["hp"] or g.heroes["Bo"]["state"] != "ok"


@pytest.mark.rule("KF-PLOT-01", "KF-PLOT-02", "KF-PLOT-04", "KF-VAR-08")
def test_plot_step():
    s = new(1)
    g = s.game
    a = g.ancients[0]
    terr = g.c["ancient"][a["id"]]["plot_terrain"]
    n = next(k for k, v in g.c["night"].items() if v["location"] in g.locs and v["location"] not in g.gloom
             and g.c["location"][v["location"]]["terrain"] == terr and k in g.night_deck)
    g.night_deck.remove(n)
    g.night_deck.append(n)
    left = len(a["plots"])
    s.apply("Ana", "camp")
    assert len(a["plots"]) == left - 1 and g.locs[g.c["night"][n]["location"]]["plots"]
    assert not g.locs["shrine"]["plots"]


@pytest.mark.rule("KF-PLOT-03", "KF-EDGE-11")
def test_no_plot_when_deck_empty():
    g = new(1).game
    g.ancients[0]["plots"].clear()
    g.night_deck.clear()
    list(g._darkness())
    assert not any(loc["plots"] for loc in g.locs.values())


@pytest.mark.rule("KF-CLEAR-03", "KF-PLOT-05", "KF-CLEAR-01")
def test_clear_plot_to_hand():
    s = new(1)
    g = s.game
    loc = g.grid[g.move_targets("shrine")[0]]
    g.heroes["Ana"]["pos"] = loc
    p = next(k for k, v in g.c["plot"].items() if "gold" in v["to_defeat"])
    g.locs[loc]["plots"].append(p)
    g.heroes["Ana"]["gold"] = 5
    s.apply("Ana", "clear")
    assert ["plot", p] in g.heroes["Ana"]["rumours"] and not g.locs[loc]["plots"]
    assert "plot" in g.rumour_keywords(["plot", p])


@pytest.mark.rule("KF-ANC-05", "KF-ANC-07", "KF-ANC-10", "KF-ANC-06", "KF-WIN-02")
def test_ancient_battle_persistence():
    s = new(2, "competitive")
    g = s.game
    h = g.active
    hs = g.heroes[h]
    a = g.ancients[0]
    a["pos"] = hs["pos"] = g.c["ancient"][a["id"]]["entry"]
    g.locs[a["pos"]]["encounters"].clear()
    p = a["plots"].pop()
    other = next(loc for loc in g.locs if loc not in ("shrine", a["pos"]))
    g.locs[other]["plots"].append(p)
    hs["chapter"] = 5
    hs["fate_used"] = True
    assert "assault" in commands(g, h)
    hp0 = a["hp"]
    dice(g, [[5, 1, 1, 1, 1, 1, 1], [6] * 20])
    s.apply(h, "assault")
    assert p in a["gathered"] and not g.locs[other]["plots"]
    assert a["hp"] == hp0 - 1 and hs["state"] == "out"
    assert s.outcome() is None


@pytest.mark.rule("KF-REG-14", "KF-REG-16", "KF-REG-17")
def test_competitive_pressure():
    s = new(2, "competitive")
    g = s.game
    h = g.active
    o = next(x for x in g.order if x != h)
    hs = g.heroes[h]
    hs["chapter"] = 2
    chap = g.c["saga"][hs["saga"]]["chapters"][2]
    if chap.get("interlude"):
        pytest.skip("this seed deals an Interlude")
    g.cover = lambda hero, req, taken=frozenset(): []
    hs["gold"] = 5
    s.apply(h, "regale")
    while g.choice:
        seat = g.choice.seat
        s.apply(seat, g.choice.current_options()[0][0])
    assert hs["chapter"] == 3 and g.heroes[o]["chapter"] == 1 and g.heroes[o]["max_hp"] == 5
    s2 = new(2, "coop")
    g2 = s2.game
    h2 = g2.active
    g2.heroes[h2]["chapter"] = 2
    g2.cover = lambda hero, req, taken=frozenset(): []
    g2.heroes[h2]["gold"] = 5
    if g2.c["saga"][g2.heroes[h2]["saga"]]["chapters"][2].get("interlude"):
        return
    s2.apply(h2, "regale")
    while g2.choice:
        s2.apply(g2.choice.seat, g2.choice.current_options()[0][0])
    assert all(g2.heroes[x]["chapter"] == 0 for x in g2.order if x != h2)


@pytest.mark.rule("KF-REG-08", "KF-REG-07")
def test_solo_keywords_depend_on_start_count():
    g1 = new(1).game
    g3 = new(3, "coop").game
    chap = {"keywords": ["item"], "solo_keywords": ["forest"]}
    assert g1.required("Ana", chap) == ["item", "forest"]
    assert g3.required("Ana", chap) == ["item"]
    # race and class keywords never pay for a chapter
    race_kw = g1.c["race"][g1.heroes["Ana"]["race"]]["keywords"][0]
    g1.heroes["Ana"]["rumours"] = []
    assert g1.cover("Ana", [race_kw]) is None


@pytest.mark.rule("KF-FIN-02", "KF-FIN-03", "KF-EDGE-07", "KF-FIN-07")
def test_finale_rules():
    s = new(1)
    g = s.game
    hs = g.heroes["Ana"]
    hs["chapter"] = 4
    hs["pos"] = g.c["saga"][hs["saga"]]["finale"]["location"]
    hs["regaled_today"] = True
    assert "regale" not in commands(g, "Ana")
    hs["regaled_today"] = False
    hs["gold"] = 0
    assert "regale" in commands(g, "Ana")


@pytest.mark.rule("KF-TURN-08", "KF-EDGE-13")
def test_zero_ap_must_camp():
    g = new(1).game
    g.heroes["Ana"]["ap"] = 0
    assert commands(g, "Ana") == ["camp"]


@pytest.mark.rule("KF-TURN-07", "KF-ENG-02")
def test_choose_enemy_order():
    s = new(1)
    g = s.game
    cell = g.move_targets("shrine")[0]
    loc = g.grid[cell]
    foes = [k for k, v in g.c["encounter"].items() if v["type"] == "enemy"][:2]
    for f in foes:
        put(g, loc, f)
    g.heroes["Ana"]["fate_used"] = True
    dice(g, [[6] * 9, [1] * 9] * 6)
    s.apply("Ana", f"move {cell}")
    assert sorted(commands(g, "Ana")) == ["engage 1", "engage 2"]


@pytest.mark.rule("KF-LIM-01", "KF-EDGE-09", "KF-LIM-06")
def test_unique_keyword_clash():
    s = new(1)
    g = s.game
    hs = g.heroes["Ana"]
    pair = [k for k, v in g.c["reward"].items() if v["unique"] == "weapon"][:2]
    for d in g.rew_deck.values():
        for k in pair:
            if k in d:
                d.remove(k)
    hs["assets"].append({"id": pair[0], "veiled": False})
    hs["rumours"].append(["reward", pair[1]])
    hs["pos"] = g.c["reward"][pair[1]]["discover"]
    i = len(hs["rumours"])
    s.apply("Ana", f"discover {i}")
    assert sorted(commands(g, "Ana")) == ["discard 1", "discard 2"]
    s.apply("Ana", "discard 1")
    assert [a["id"] for a in hs["assets"]] == [pair[1]]


@pytest.mark.rule("KF-REG-14")
def test_competitive_pressure_may_be_declined():
    s = new(2, "competitive")
    g = s.game
    h = g.active
    o = next(x for x in g.order if x != h)
    hs = g.heroes[h]
    hs["chapter"] = 2
    if g.c["saga"][hs["saga"]]["chapters"][2].get("interlude"):
        pytest.skip("this seed deals an Interlude")
    g.cover = lambda hero, req, taken=frozenset(): []
    hs["gold"] = 5
    s.apply(h, "regale")
    while g.choice and g.choice.seat == h:
        s.apply(h, g.choice.current_options()[0][0])
    assert g.choice.seat == o and set(commands(g, o)) == {"accept", "decline"}
    s.apply(o, "decline")
    assert hs["chapter"] == 3 and g.heroes[o]["chapter"] == 0 and not g.choice

"""Rule tests: setup, turns, movement, actions, tests and confront."""

from __future__ import annotations

import pytest

from hjourney_tui.core.game import Refused

from .helpers import commands, dice, enc_of, escape, neighbour, new, put


@pytest.mark.rule("KF-SETUP-01", "KF-SETUP-02")
def test_hero_counts():
    from hjourney_tui.core.game import Seat
    from hjourney_tui.core.session import Session
    from hjourney_tui.registry import game_info
    with pytest.raises(ValueError):
        Session.new(game_info("kilforth"), [Seat(f"H{i}") for i in range(5)], "coop", 1)
    s = new(4, "solo")
    assert len(s.game.heroes) == 4 and not s.game.competitive


@pytest.mark.rule("KF-SETUP-03", "KF-SETUP-04", "KF-SETUP-15", "KF-MAP-03")
def test_map_layout():
    g = new(1).game
    assert g.grid["c3"] == "shrine"
    terr = [g.c["location"][loc]["terrain"] for loc in g.grid.values()]
    for t in ("badlands", "forest", "mountain", "plains"):
        assert terr.count(t) == 6
    assert g.heroes["Ana"]["pos"] == "shrine"
    g.flip_gloom("shrine", "test")
    assert "shrine" not in g.gloom


@pytest.mark.rule("KF-SETUP-05", "KF-SETUP-06", "KF-SETUP-07", "KF-SETUP-19", "KF-CARD-02")
def test_heroes_dealt():
    g = new(4, "coop").game
    races = {h["race"] for h in g.heroes.values()}
    classes = {h["class"] for h in g.heroes.values()}
    assert len(races) == 4 and len(classes) == 4
    for h in g.heroes.values():
        assert h["hp"] == 4 and h["fate"] == 4 and h["gold"] == 1 and h["chapter"] == 0
        assert g.c["saga"][h["saga"]]["class"] == h["class"]


@pytest.mark.rule("KF-SETUP-11", "KF-SETUP-12", "KF-VAR-02")
def test_night_setup_discards():
    for n, extra in ((1, 0), (2, 0), (3, 0), (4, 0), (2, 1), (2, -1)):
        g = new(n, "coop" if n > 1 else "solo", night_setup=extra).game
        assert len(g.night_discard) == n + 1 + extra
        assert len(g.night_deck) == 25 - (n + 1 + extra)
        assert len(g.gloom) <= n + 1 + extra
    from hjourney_tui.core.options import OptionError

    for beyond in (2, -2, 30):  # one card more or fewer, no further
        with pytest.raises(OptionError, match="night_setup takes -1 to 1"):
            new(2, "coop", night_setup=beyond)


@pytest.mark.rule("KF-SETUP-17")
def test_a_co_op_table_may_keep_its_hands_secret():
    """Open hands are the co-op table's choice; with secret hands each hero's rumours are its own,
    in the view, in the commands listed and in the setup's log line."""
    for secret in (False, True):
        s = new(2, "coop", secret_hands=secret, deal_start=False)
        for cmd in ("Ana: choose item", "Ana: choose 1"):
            s.apply(*cmd.split(": "))
        g = s.game
        other = s.view("Bo")["state"]["heroes"]["Ana"]
        assert other["rumours"] == (1 if secret else [g._rumour_name(g.heroes["Ana"]["rumours"][0])])
        assert (other["rumour_info"] == []) == secret
        assert g.hides_commands() == secret
        kept = [ln for ln in s.log_lines("Bo") if "as a rumour" in ln]
        assert kept and (g._rumour_name(g.heroes["Ana"]["rumours"][0]) in kept[0]) != secret


@pytest.mark.rule("KF-SETUP-16", "KF-SETUP-17", "KF-SETUP-21", "KF-SETUP-22")
def test_rumours_ancients_plots():
    s = new(2, "competitive")
    g = s.game
    assert all(len(h["rumours"]) == 1 for h in g.heroes.values())
    assert isinstance(g.view("Ana")["heroes"]["Bo"]["rumours"], int)
    assert isinstance(g.view("Ana")["heroes"]["Ana"]["rumours"], list)
    assert len(g.ancients) == 1 and len(g.ancients[0]["plots"]) == 6
    assert len(new(3, "coop").game.ancients) == 3


@pytest.mark.rule("KF-SETUP-23", "KF-TURN-03")
def test_first_hero_has_best_sneak():
    g = new(3, "coop").game
    best = max(g.attr(h, "sneak") for h in g.order)
    assert g.attr(g.first, "sneak") == best
    assert g.active == g.first


@pytest.mark.rule("KF-TURN-02", "KF-TURN-05", "KF-TURN-06", "KF-TURN-09")
def test_camp_and_night():
    s = new(2, "coop")
    g = s.game
    first = g.active
    other = [h for h in g.order if h != first][0]
    s.apply(first, "camp")
    assert g.heroes[first]["ap"] == 0 and g.active == other
    s.apply(other, "camp")
    assert g.day == 2 and g.first == first
    assert all(g.heroes[h]["ap"] == g.heroes[h]["hp"] for h in g.order)


@pytest.mark.rule("KF-TURN-13", "KF-MOVE-01", "KF-MOVE-03", "KF-MOVE-05", "KF-ACT-01")
def test_move_costs_ap_and_draws():
    s = new(1)
    g = s.game
    with pytest.raises(Refused):
        s.apply("Ana", "move b2")  # diagonal from the centre
    cell, loc = neighbour(g, "Ana")
    terr = g.c["location"][loc]["terrain"]
    place = enc_of(g, "place")
    g.enc_deck[terr].append(place)
    s.apply("Ana", f"move {cell}")
    assert g.heroes["Ana"]["pos"] == loc and g.heroes["Ana"]["ap"] <= 3
    assert g.locs[loc]["encounters"][0]["id"] == place


@pytest.mark.rule("KF-MOVE-06", "KF-SEARCH-01", "KF-REST-01", "KF-EDGE-02", "KF-SEARCH-02")
def test_occupied_location_blocks_search_and_rest():
    s = new(1)
    g = s.game
    assert "search" not in commands(g, "Ana")
    cell, loc = neighbour(g, "Ana")
    put(g, loc, enc_of(g, "place"))
    s.apply("Ana", f"move {cell}")
    assert len(g.locs[loc]["encounters"]) == 1
    g.heroes["Ana"]["hp"] = 3
    assert "search" not in commands(g, "Ana") and "rest" not in commands(g, "Ana")


@pytest.mark.rule("KF-HIDE-01", "KF-HIDE-02", "KF-REST-02", "KF-HP-05")
def test_hide_and_rest():
    s = new(1)
    g = s.game
    s.apply("Ana", "hide")
    assert g.heroes["Ana"]["hidden"] and "hide" not in commands(g, "Ana")
    s.apply("Ana", "unhide")
    assert not g.heroes["Ana"]["hidden"]
    g.heroes["Ana"]["hp"] = 2
    ap = g.heroes["Ana"]["ap"]
    s.apply("Ana", "rest")
    assert g.heroes["Ana"]["hp"] == 3 and g.heroes["Ana"]["ap"] == ap - 1


@pytest.mark.rule("KF-TEST-03", "KF-TEST-05", "KF-TEST-06", "KF-CONF-02", "KF-CONF-03", "KF-REW-02")
def test_confront_with_fate():
    s = new(1)
    g = s.game
    cell, loc = neighbour(g, "Ana")
    g.heroes["Ana"]["pos"] = loc
    quest = enc_of(g, "quest")
    e = put(g, loc, quest)
    card = g.c["encounter"][quest]
    attr = next(a for a in ("fight", "study", "sneak", "influence") if card[a] > 0)
    dice(g, [[5] * (card[attr] - 1) + [1] * 10])
    s.apply("Ana", f"confront 1 {attr}")
    assert "fate" in commands(g, "Ana")
    s.apply("Ana", "fate")
    assert g.heroes["Ana"]["fate"] == 3 and g.heroes["Ana"]["fate_used"]
    assert e not in g.locs[loc]["encounters"]
    gold = g.heroes["Ana"]["gold"]
    s.apply("Ana", "gold")
    assert g.heroes["Ana"]["gold"] == gold + card["gold"]


@pytest.mark.rule("KF-TEST-05")
def test_fate_may_be_paid_with_a_chosen_rumour_while_fate_tokens_remain():
    s = new(1)
    g = s.game
    hs = g.heroes["Ana"]
    cell, loc = neighbour(g, "Ana")
    hs["pos"] = loc
    assert hs["fate"] > 0 and hs["rumours"]
    quest = enc_of(g, "quest")
    put(g, loc, quest)
    card = g.c["encounter"][quest]
    attr = next(a for a in ("fight", "study", "sneak", "influence") if card[a] > 0)
    dice(g, [[5] * (card[attr] - 1) + [1] * 10])
    s.apply("Ana", f"confront 1 {attr}")
    n = len(hs["rumours"])
    assert {"fate", *(f"fate {i}" for i in range(1, n + 1))} <= set(commands(g, "Ana"))
    tokens, spent = hs["fate"], hs["rumours"][n - 1]
    s.apply("Ana", f"fate {n}")
    assert hs["fate"] == tokens and hs["fate_used"]  # the token stays; the rumour paid
    assert spent not in hs["rumours"] and len(hs["rumours"]) == n - 1
    fate = next(e for e in reversed(g.events) if (e.data or {}).get("step") == "fate")
    assert fate.data["hits"] == card[attr]


@pytest.mark.rule("KF-CONF-04", "KF-CONF-05", "KF-CONF-06", "KF-MOVE-10")
def test_confront_accumulates_and_locks():
    s = new(1)
    g = s.game
    cell, loc = neighbour(g, "Ana")
    g.heroes["Ana"]["pos"] = loc
    g.heroes["Ana"]["fate_used"] = True
    quest = next(k for k, v in g.c["encounter"].items() if v["type"] == "quest" and v["study"] >= 2)
    e = put(g, loc, quest)
    dice(g, [[5, 1, 1, 1, 1, 1, 1, 1]])
    s.apply("Ana", "confront 1 study")
    assert g.heroes["Ana"]["successes"][str(e["uid"])] == ["study", 1]
    conf = [c for c in commands(g, "Ana") if c.startswith("confront")]
    assert conf == ["confront 1 study"]
    back = g.cell["shrine"] if "shrine" in [g.grid[c] for c in g.move_targets(loc)] else g.move_targets(loc)[0]
    s.apply("Ana", f"move {back}")
    assert str(e["uid"]) not in g.heroes["Ana"]["successes"]


@pytest.mark.rule("KF-CONF-10", "KF-CONF-11", "KF-HIDE-04", "KF-CONF-12", "KF-CONF-16", "KF-ENG-04")
def test_stranger_turns_enemy():
    s = new(1)
    g = s.game
    cell, loc = neighbour(g, "Ana")
    g.heroes["Ana"]["pos"] = loc
    g.heroes["Ana"]["fate_used"] = True
    e = put(g, loc, enc_of(g, "stranger"))
    conf = [c for c in commands(g, "Ana") if c.startswith("confront")]
    assert conf == ["confront 1 influence"]
    dice(g, [[1] * 9, [1] * 9, [1] * 9])
    s.apply("Ana", "confront 1 influence")
    assert "Ana" in e["tokens"]
    # engaged at once: a battle round was fought without Surprise, now fight/escape is asked
    assert set(commands(g, "Ana")) >= {"fight", "escape"}
    escape(s, "Ana")
    assert g.heroes["Ana"]["camped"] or g.day == 2


@pytest.mark.rule("KF-CONF-14", "KF-CONF-15", "KF-CONF-18", "KF-EDGE-05")
def test_provoke_makes_enemy_only_for_that_hero():
    s = new(2, "coop")
    g = s.game
    h = g.active
    o = [x for x in g.order if x != h][0]
    cell, loc = neighbour(g, h)
    g.heroes[h]["pos"] = g.heroes[o]["pos"] = loc
    e = put(g, loc, enc_of(g, "stranger"))
    dice(g, [[6] * 9] * 5)
    s.apply(h, "provoke 1")
    assert g.is_enemy(h, e) and not g.is_enemy(o, e)


@pytest.mark.rule("KF-HP-03", "KF-HP-04", "KF-ENG-25", "KF-DEF-01")
def test_hp_loss_costs_ap():
    g = new(1).game
    hs = g.heroes["Ana"]
    hs["hp"], hs["ap"] = 2, 1
    g.lose_hp("Ana", 3, "test")
    assert hs["hp"] == 0 and hs["ap"] == 0


@pytest.mark.rule("KF-TEST-09", "KF-TEST-01")
def test_zero_dice():
    g = new(1).game
    assert g._roll(0) == [] and g._roll(-2) == []
    assert len(g._roll(3)) == 3


@pytest.mark.rule("KF-VAR-03")
def test_easy_dice():
    g = new(1, easy_dice=True).game
    assert g._hits([4, 5, 6, 3]) == 3
    assert new(1).game._hits([4, 5, 6, 3]) == 2

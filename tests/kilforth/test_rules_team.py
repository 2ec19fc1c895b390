"""Rule tests: teams in battle and in Tests (Fate from every member, shared rewards, defeat checks)."""

from __future__ import annotations

import pytest

from .helpers import commands, neighbour, new, put
from .test_rules_abilities import card_with, recorder


def pair(heroes=2):
    s = new(heroes, "coop")
    g = s.game
    h = g.active
    o = next(x for x in g.order if x != h)
    for x in g.order:
        g.heroes[x]["fate_used"] = True
    cell, loc = neighbour(g, h)
    g.heroes[o]["pos"] = loc
    return s, g, h, o, cell, loc


def call_in(s, g, h, o):
    """At the start of the engagement the active hero calls the other into the team."""
    assert commands(g, h) == ["fight", f"team {o.lower()}"]
    s.apply(h, f"team {o.lower()}")
    assert commands(g, o) == ["join", "refuse"]
    s.apply(o, "join")


def team_fight():
    """The active hero steps onto a foe (Trap and round-start gold costs) where a friend stands and
    calls them in; round 1 nobody scores, round 2 both heroes roll sixes."""
    s, g, h, o, cell, loc = pair()
    foe = card_with(g, "encounter", lambda v: v["type"] == "enemy" and not v["weakness"]
                    and any(e.get("on") == "trap" and e["do"] == "gold" for e in v["effects"])
                    and any(e.get("on") == "round" and e["do"] == "gold" for e in v["effects"]))
    e = put(g, loc, foe)
    g.heroes[h]["gold"], g.heroes[o]["gold"] = 1, 3
    sizes = recorder(g, lambda n, i: [6] * n if i in (4, 5) else [1] * n)
    s.apply(h, f"move {cell}")
    g.drawn_this_turn.append(e["uid"])  # even a fresh foe gets no Surprise against a team
    call_in(s, g, h, o)
    return s, g, h, o, loc, e, sizes


@pytest.mark.rule("KF-TEAM-02", "KF-TEAM-08", "KF-TEAM-09", "KF-TEAM-12")
def test_team_battle_rounds():
    s, g, h, o, loc, e, sizes = team_fight()
    fh, fo, ff = g.attr(h, "fight"), g.attr(o, "fight"), g.card(e)["fight"]
    # every member tests Fight, and the foe tests against each member, without Surprise
    assert sizes == [fh, fo, ff, ff]
    assert commands(g, h) == ["fight"]  # no escape from a team battle
    s.apply(h, "fight")
    assert sizes[4:] == [fh, fo, ff, ff] and e not in g.locs[loc]["encounters"]


@pytest.mark.rule("KF-TEAM-15", "KF-ABIL-04", "KF-TEAM-10", "KF-TEAM-13")
def test_team_battle_trap_reward_and_share():
    s, g, h, o, loc, e, sizes = team_fight()
    card = g.card(e)
    # the Trap and the round-start cost reach the active hero alone; what cannot be paid is skipped
    assert g.heroes[h]["gold"] == 0 and g.heroes[o]["gold"] == 3
    s.apply(h, "fight")
    assert set(commands(g, h)) == {"gold", "loot"} and commands(g, o) == []
    s.apply(h, "gold")
    s.apply(h, "keep")
    opts = commands(g, h)
    mine = len(g.heroes[h]["rumours"])
    assert f"give {o.lower()} gold" in opts and f"give {o.lower()} r{mine}" in opts and "done" in opts
    s.apply(h, f"give {o.lower()} gold")
    s.apply(h, f"give {o.lower()} r{mine}")
    s.apply(h, "done")
    assert g.heroes[h]["gold"] == card["gold"] - 1 and g.heroes[o]["gold"] == 4
    assert ["enc", e["id"]] in g.heroes[o]["rumours"] and ["enc", e["id"]] not in g.heroes[h]["rumours"]
    assert g.team == []


def brute(g):
    return card_with(g, "encounter", lambda v: v["type"] == "enemy" and not v["weakness"] and not v["effects"]
                     and v["hp"] >= 3)


@pytest.mark.rule("KF-TEAM-11", "KF-DEF-02")
def test_each_member_checks_defeat_in_turn():
    s, g, h, o, cell, loc = pair()
    put(g, loc, brute(g))
    g.heroes[o]["hp"] = 1
    # round 1: the foe hits only the helper, who drops out; the battle goes on
    sizes = recorder(g, lambda n, i: [6] * n if i == 3 else [1] * n)
    s.apply(h, f"move {cell}")
    call_in(s, g, h, o)
    assert g.choice.seat == o and commands(g, o)[0] == "discard 1"
    s.apply(o, "discard 1")
    assert g.heroes[o]["state"] == "defeated" and g.heroes[o]["camped"] and g.heroes[o]["pos"] == g.centre_loc
    assert commands(g, h) == ["fight"]
    s.apply(h, "fight")
    assert len(sizes) == 6  # round 2: one hero and one foe roll

    # both fall in the same round: the active hero checks first, then the others clockwise
    s, g, h, o, cell, loc = pair()
    foe = put(g, loc, brute(g))
    g.heroes[h]["hp"] = g.heroes[o]["hp"] = 1
    recorder(g, lambda n, i: [6] * n if i >= 2 else [1] * n)
    s.apply(h, f"move {cell}")
    call_in(s, g, h, o)
    assert g.choice.seat == h
    s.apply(h, "discard 1")
    assert g.choice.seat == o
    s.apply(o, "discard 1")
    # the active hero is beaten: the battle ends and the foe stays, whole again
    assert [e.seat for e in g.events if "falls in the team battle" in e.text] == [h, o]
    assert any("drives the team off" in e.text for e in g.events)
    assert foe in g.locs[loc]["encounters"] and g.day == 2  # both camped by defeat: the Night came


@pytest.mark.rule("KF-TEAM-07", "KF-TEAM-15", "KF-TEAM-06")
def test_every_member_may_add_fate_to_the_active_heroes_test():
    s, g, h, o, cell, loc = pair()
    g.heroes[h]["pos"] = loc
    for x in (h, o):
        g.heroes[x]["fate_used"] = False
        g.heroes[x]["gold"] = 2
    place = card_with(g, "encounter", lambda v: v["type"] == "place" and v["influence"] >= 3
                      and [e.get("on") for e in v["effects"]] == ["trap"])
    put(g, loc, place)
    s.apply(h, f"team {o.lower()}")
    s.apply(o, "join")
    sizes = recorder(g)
    s.apply(h, "confront 1 influence")
    assert sizes == [g.attr(h, "influence") + 1]
    assert g.heroes[h]["gold"] == 1 and g.heroes[o]["gold"] == 2  # the Trap asks the active hero alone
    assert "fate" in commands(g, h)
    s.apply(h, "fate")
    assert commands(g, o) == ["fate", *(f"fate {i}" for i in range(1, len(g.heroes[o]["rumours"]) + 1)), "keep"]
    fate = g.heroes[o]["fate"]
    s.apply(o, "fate")
    assert g.heroes[h]["fate_used"] and g.heroes[o]["fate_used"] and g.heroes[o]["fate"] == fate - 1
    uid = str(g.locs[loc]["encounters"][0]["uid"])
    assert g.heroes[h]["successes"][uid] == ["influence", 2] and g.team == []

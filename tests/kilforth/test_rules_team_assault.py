"""Rule tests: a team of heroes who have all finished their sagas assaulting an Ancient together."""

from __future__ import annotations

import pytest

from .helpers import commands, new
from .test_rules_abilities import recorder


def at_the_ancient(gold_cost: bool = True):
    """Two co-op heroes with finished sagas at the first Ancient's place (the one whose rounds cost
    the assaulting hero 1 gold); Fate already spent so no Fate questions come up."""
    s = new(2, "coop")
    g = s.game
    h = g.active
    o = next(x for x in g.order if x != h)
    anc = "anc1" if gold_cost else next(k for k in g.c["ancient"] if k != "anc1")
    info = g.c["ancient"][anc]
    a = g.ancients[0]
    a.update(id=anc, abilities=anc, hp=info["hp"], pos=info["entry"])
    g.locs[a["pos"]]["encounters"].clear()
    for x in (h, o):
        hs = g.heroes[x]
        hs.update(chapter=5, pos=a["pos"], fate_used=True, gold=3, hidden=False, assets=[], skills=[])
    return s, g, h, o, a, info


def call_in(s, g, h, o):
    assert commands(g, h) == ["fight", f"team {o.lower()}"]  # alone, or call the friend standing here
    s.apply(h, f"team {o.lower()}")
    assert commands(g, o) == ["join", "refuse"]
    s.apply(o, "join")


@pytest.mark.rule("KF-TEAM-02", "KF-TEAM-09", "KF-TEAM-15", "KF-ANC-07")
def test_a_team_assaults_the_ancient_together():
    s, g, h, o, a, info = at_the_ancient()
    sizes = recorder(g, lambda n, i: [6, 1] + [1] * (n - 2) if i in (0, 1) else [1] * n)
    s.apply(h, "assault")
    call_in(s, g, h, o)
    fh, fo = g.attr(h, "fight"), g.attr(o, "fight")
    # both heroes roll Fight; the Ancient rolls its Fight against each of them
    assert sizes == [fh, fo, info["fight"], info["fight"]]
    assert a["hp"] == info["hp"] - 2  # each hero's six landed; the wounds stay on the Ancient
    # the round's cost (1 gold) is asked of the active hero alone
    assert g.heroes[h]["gold"] == 2 and g.heroes[o]["gold"] == 3
    foe = [e.data for e in g.events if e.data.get("step") == "foe"]
    assert [d["against"] for d in foe] == [h, o] and all(d["who"] == info["name"] for d in foe)
    assert commands(g, h) == ["fight"]  # no escape from an Ancient, even for a team


@pytest.mark.rule("KF-TEAM-10", "KF-TEAM-13", "KF-ANC-08")
def test_the_active_hero_takes_the_ancient_s_gold_and_shares_it():
    s, g, h, o, a, info = at_the_ancient(gold_cost=False)
    a["hp"] = 2
    recorder(g, lambda n, i: [6] * n if i < 2 else [1] * n)
    s.apply(h, "assault")
    call_in(s, g, h, o)
    assert a["defeated"] and s.outcome() is None  # the other Ancient still stands
    assert g.heroes[h]["gold"] == 3 + info["gold"] and g.heroes[o]["gold"] == 3
    # the active hero chooses how much of the Ancient's gold goes to the team
    assert commands(g, h) == [f"give {o.lower()} gold", "done"]
    s.apply(h, f"give {o.lower()} gold")
    s.apply(h, f"give {o.lower()} gold")
    s.apply(h, "done")
    assert g.heroes[h]["gold"] == 1 + info["gold"] and g.heroes[o]["gold"] == 5


@pytest.mark.rule("KF-TEAM-11", "KF-ANC-10")
def test_a_fallen_member_is_eliminated_and_the_rest_fight_on():
    s, g, h, o, a, info = at_the_ancient(gold_cost=False)
    g.heroes[o]["hp"] = 1
    sizes = recorder(g, lambda n, i: [6] * n if i == 3 else [1] * n)  # the Ancient hits only the friend
    s.apply(h, "assault")
    call_in(s, g, h, o)
    assert g.heroes[o]["state"] == "out" and g.heroes[h]["state"] == "ok"
    assert s.outcome() is None and commands(g, h) == ["fight"]
    s.apply(h, "fight")
    assert sizes[4:6] == [g.attr(h, "fight"), info["fight"]]  # the next round is the active hero's alone


def test_the_active_hero_falling_ends_the_team_assault():
    s, g, h, o, a, info = at_the_ancient(gold_cost=False)
    g.heroes[h]["hp"] = 1
    recorder(g, lambda n, i: [6] * n if i in (1, 2) else [1] * n)  # the friend scores, the Ancient hits h
    s.apply(h, "assault")
    call_in(s, g, h, o)
    assert g.heroes[h]["state"] == "out" and g.heroes[o]["state"] == "ok"
    assert a["hp"] == info["hp"] - g.attr(o, "fight") and not a["defeated"]  # the wounds remain
    assert g.choice is None or g.choice.seat != h


@pytest.mark.rule("KF-ANC-02")
def test_only_heroes_who_may_assault_join_the_team():
    s = new(2, "competitive")
    g = s.game
    h = g.active
    o = next(x for x in g.order if x != h)
    a = g.ancients[0]
    info = g.c["ancient"][a["id"]]
    a["pos"] = info["entry"]
    g.locs[a["pos"]]["encounters"].clear()
    for x in (h, o):
        g.heroes[x].update(pos=a["pos"], fate_used=True, hidden=False)
    g.heroes[h]["chapter"] = 5  # competitive: only the assaulting hero needs a finished saga
    # the friend is never called into an Assault they could not make themselves...
    sizes = recorder(g)
    s.apply(h, "assault")
    assert sizes[:2] == [g.attr(h, "fight"), info["fight"]] and commands(g, h) == ["fight"]
    # ...and leaves a team formed beforehand when the Assault begins
    s = new(2, "competitive")
    g = s.game
    a = g.ancients[0]
    a["pos"] = g.c["ancient"][a["id"]]["entry"]
    g.locs[a["pos"]]["encounters"].clear()
    for x in (h, o):
        g.heroes[x].update(pos=a["pos"], fate_used=True, hidden=False)
    g.heroes[h]["chapter"] = 5
    s.apply(h, f"team {o.lower()}")
    s.apply(o, "join")
    sizes = recorder(g)
    s.apply(h, "assault")
    assert any(f"{o} has not finished their saga" in e.text for e in g.events)
    assert len(sizes) == 2  # the active hero and the Ancient only
    assert g.team == []

"""Vessels found in the dungeon (inhabit, extract) and two heroes swapping vessels mid-adventure."""

from __future__ import annotations

import pytest

from hjourney_tui.games.soulless_vessel import board
from hjourney_tui.games.soulless_vessel.rules.damage import vessel_dies
from hjourney_tui.games.soulless_vessel.state import Found
from tests.soulless_vessel.campaign_helpers import quest, record, texts, why
from tests.soulless_vessel.helpers import legal, put, to_turn


def free_beside(g, seat: str = "Ana", far: int = 1):
    x, y = g.state.heroes[seat].pos
    ring = [(x + dx, y + dy) for dy in range(-far, far + 1) for dx in range(-far, far + 1)
            if max(abs(dx), abs(dy)) == far]
    return next(s for s in ring if g.grid().walkable(s) and s not in g.state.occupied())


def spare(g) -> str:
    """A regular vessel no hero wears, with rows unlike the heroes'."""
    worn = {h.vessel for h in g.state.heroes.values()}
    return next(v.id for v in g.content.vessels.values() if v.kind == "regular" and v.id not in worn
                and v.toughness != g.state.heroes["Ana"].toughness)


def on_turn(far: int = 1):
    g = quest(record())
    g.state.found = []
    to_turn(g, "Ana")
    vid = spare(g)
    s = free_beside(g, far=far)
    g.state.found.append(Found(s, vid))
    g._legal_cache = None
    return g, vid, board.name(s)


@pytest.mark.rule("VS-VES-03")
def test_inhabiting_a_found_vessel_costs_two_points_and_discards_the_old_one():
    g, vid, sq = on_turn()
    ana = g.state.heroes["Ana"]
    old, mp = ana.vessel, ana.mp
    g.apply("Ana", f"inhabit {sq}")
    assert ana.vessel == vid and ana.mp == mp - 2
    assert g.state.found == []  # the old body is not left lying about: it is discarded
    assert old not in {h.vessel for h in g.state.heroes.values()}
    g2, _, sq2 = on_turn(far=2)
    assert texts(g2, "Ana", "inhabit", enabled=False) == []  # not next to it
    g2.state.heroes["Ana"].mp = 1
    g2.state.found[0].pos = free_beside(g2)
    g2._legal_cache = None
    assert "2 MP" in why(g2, "Ana", f"inhabit {board.name(g2.state.found[0].pos)}")


@pytest.mark.rule("VS-VES-04")
def test_a_new_vessel_starts_unhurt_with_its_own_rows():
    g, vid, sq = on_turn()
    ana = g.state.heroes["Ana"]
    ana.wounds, ana.scratches = 1, 1
    g.apply("Ana", f"inhabit {sq}")
    assert (ana.wounds, ana.scratches) == (0, 0)
    assert ana.toughness == g.content.vessels[vid].toughness
    assert g.view("Ana")["heroes"]["Ana"]["toughness"] == list(g.content.vessels[vid].toughness)


@pytest.mark.rule("VS-DEATH-03")
def test_a_vesselless_soul_inhabits_a_found_vessel():
    g, vid, sq = on_turn()
    ana = g.state.heroes["Ana"]
    vessel_dies(g, ana)
    ana.mp = 3
    g._legal_cache = None
    assert ana.soul
    g.apply("Ana", f"inhabit {sq}")
    assert not ana.soul and ana.vessel == vid


@pytest.mark.rule("VS-VES-06")
def test_extracting_a_found_vessel_gives_its_shards():
    g, vid, sq = on_turn()
    ana = g.state.heroes["Ana"]
    mp, shards = ana.mp, g.party.shards
    g.apply("Ana", f"extract {sq}")
    assert g.party.shards == shards + g.full.vessels[vid].shards > shards
    assert g.state.found == [] and ana.mp == mp - 2 and ana.vessel != vid


@pytest.mark.rule("VS-VES-07")
def test_adjacent_heroes_swap_vessels_with_wounds_and_scratches():
    g, _, _ = on_turn()
    ana, bo = g.state.heroes["Ana"], g.state.heroes["Bo"]
    put(g, "Bo", board.name(free_beside(g)))
    ana.wounds, ana.scratches, bo.scratches = 1, 2, 1
    before_a = (ana.vessel, ana.toughness, ana.wounds, ana.scratches)
    before_b = (bo.vessel, bo.toughness, bo.wounds, bo.scratches)
    mp = ana.mp
    assert "swap bo" in legal(g, "Ana")
    g.apply("Ana", "swap bo")
    assert (ana.vessel, ana.toughness, ana.wounds, ana.scratches) == before_b
    assert (bo.vessel, bo.toughness, bo.wounds, bo.scratches) == before_a
    assert ana.mp == mp - 2
    put(g, "Bo", board.name(free_beside(g, far=2)))
    assert texts(g, "Ana", "swap", enabled=False) == []


def test_found_vessels_are_placed_when_their_room_shows():
    g = quest(record())
    for room in g.state.board.revealed:
        for s in g.map().vessels(room, len(g.state.heroes)):
            assert s in [f.pos for f in g.state.found]
    worn = {h.vessel for h in g.state.heroes.values()}
    assert all(f.vessel not in worn and g.content.vessels[f.vessel].kind == "regular" for f in g.state.found)

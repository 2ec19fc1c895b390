"""Area spells: a blast or a line aimed at a square hits every model on the squares it covers,
allies too, the caster never."""

from __future__ import annotations

import pytest

from hjourney_tui.games.soulless_vessel import board
from hjourney_tui.games.soulless_vessel.rules import area
from tests.soulless_vessel.helpers import (
    POW_1,
    STD_2,
    events,
    foes,
    new,
    open_board,
    put,
    rig,
    set_ai,
    to_turn,
)


def caster(card: str):
    """Bo casts `card`; Ana stands beside Bo, two husks stand east of Bo."""
    g = new(2)
    open_board(g)
    put(g, "Bo", "c3")
    put(g, "Ana", "d3")
    ids = foes(g, "husk", "e3", "f3")
    set_ai(g, "husk", "hold_grudge")
    g.state.groups["husk"].acts_at = -5
    g.state.heroes["Bo"].deck.append(card)
    to_turn(g, "Bo", {"Bo": [card, "lunge"]})
    return g, ids


def option(g, card: str, square: str):
    [c] = [c for c in g.legal_commands("Bo") if c.text == f"major {card} {square}"]
    return c


@pytest.mark.rule("VS-AREA-04")
def test_a_line_hits_every_model_on_its_squares_ally_included_but_not_the_caster():
    g, (e1, e2) = caster("bolt")
    c = option(g, "bolt", "d3")  # east from c3: d3 (Ana), e3, f3
    assert c.data["heroes"] == ["Ana"] and c.data["enemies"] == [e1, e2] and c.data["allies_hit"] == 1
    rig(g, STD_2, POW_1, POW_1, POW_1, POW_1, POW_1, POW_1)
    g.apply("Bo", "major bolt d3")
    hit = events(g, "area")[0].data
    assert hit["heroes"] == ["Ana"] and set(hit["enemies"]) == {e1, e2} and "Bo" not in hit["heroes"]
    rolls = [e.data["enemy"] for e in events(g, "attack") if e.data.get("damage_roll")]
    assert rolls == [e1, e2]  # each enemy its own damage roll, once
    assert g.state.heroes["Ana"].scratches == 2  # caught in it: the roll's power as scratches
    assert g.state.heroes["Bo"].scratches == 0
    # a square under the caster is hit (a blast's tip may sit on it): the caster is still left out
    on_all = area.models_hit(g, "Bo", frozenset({board.parse("c3"), board.parse("d3")}))
    assert on_all["heroes"] == ["Ana"]


@pytest.mark.rule("VS-AREA-04")
def test_a_blast_puts_its_statuses_on_every_model_hit():
    g, (e1, e2) = caster("scorch")
    cmd = next(c for c in g.legal_commands("Bo") if c.verb == "major" and c.data.get("area") == "blast"
               and set(c.data["enemies"]) == {e1, e2})
    assert cmd.data["heroes"] == ["Ana"]  # Ana stands between Bo and the husks
    rig(g, STD_2, POW_1, POW_1, POW_1, POW_1, POW_1, POW_1)
    g.apply("Bo", cmd.text)
    assert all(g.state.enemies[e].tokens.get("weaken") == 1 for e in (e1, e2) if e in g.state.enemies)
    assert g.state.heroes["Ana"].statuses.get("weaken") == 1
    assert "weaken" not in g.state.heroes["Bo"].statuses


@pytest.mark.rule("VS-AREA-09")
@pytest.mark.rule("VS-AREA-08")
def test_a_line_runs_along_the_eight_directions_only_and_stops_at_a_wall():
    g, _ = caster("bolt")
    bo = g.state.heroes["Bo"].pos
    assert area.line(g, bo, board.parse("e3"), 3) == frozenset({board.parse(s) for s in ("d3", "e3", "f3")})
    # south-east: d4, e5, then f6 is solid wall
    assert area.line(g, bo, board.parse("e5"), 3) == frozenset({board.parse(s) for s in ("d4", "e5")})
    assert area.line(g, bo, board.parse("e4"), 3) == frozenset()  # not a straight or diagonal line
    assert area.line(g, (0, 0), (0, -1), 3) == frozenset()


def test_the_bot_aims_an_area_spell_away_from_its_allies():
    from hjourney_tui.games.soulless_vessel.bots import HeuristicBot

    g, (e1, e2) = caster("bolt")
    put(g, "Ana", "b2")
    g._legal_cache = None
    view = g.view("Bo")
    pick = HeuristicBot().choose(view, g.legal_commands("Bo"))
    c = next(c for c in g.legal_commands("Bo") if c.text == pick)
    assert c.data.get("area") == "line" and c.data["allies_hit"] == 0 and set(c.data["enemies"]) == {e1, e2}


@pytest.mark.rule("VS-FORCE-03")
def test_an_area_spell_with_knockback_knocks_the_ally_it_hits_back_without_an_attack_of_opportunity():
    g, (e1, e2) = caster("gust")
    g.state.enemies[e1].pos, g.state.enemies[e2].pos = board.parse("f3"), board.parse("a5")
    foes(g, "gnawer", "d2")  # beside Ana: a move of hers would draw its attack
    g._legal_cache = None
    rig(g, STD_2)
    g.apply("Bo", "major gust d3")  # Ana at d3, the free e3, a husk at f3
    while g.decision().rule in ("VS-FORCE-02", "VS-FORCE-05"):  # the husks' ways, then where Ana ends
        c = g.legal_commands()[0]
        g.apply(c.seat, "push e" if c.verb == "push" else c.text)
    moved = [e for e in events(g, "move") if e.rule == "VS-FORCE-03"]
    assert moved and moved[0].data["knocked"] == "Ana" and moved[0].data["by"] == "Bo"
    ana = g.state.heroes["Ana"].pos
    assert ana == board.parse("e3")  # one square further from Bo at c3
    assert not events(g, "aoo")

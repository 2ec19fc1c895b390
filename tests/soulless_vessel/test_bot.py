"""The heuristic bot's habits that keep games from stalling (it reads data only)."""

from __future__ import annotations

from hjourney_tui.core.grid import distance
from hjourney_tui.games.soulless_vessel.bots import HeuristicBot
from hjourney_tui.games.soulless_vessel.rules.damage import vessel_dies
from tests.soulless_vessel.helpers import foes, new, open_board, put, set_ai, to_turn


def test_a_vesselless_soul_steps_away_from_the_enemies_so_it_walls_nobody_off():
    g = new(2)
    open_board(g)
    put(g, "Ana", "o4")
    put(g, "Bo", "c3")
    [eid] = foes(g, "husk", "p4")
    set_ai(g, "husk", "hold_grudge")
    g.state.groups["husk"].acts_at = 0
    vessel_dies(g, g.state.heroes["Ana"])
    to_turn(g, "Ana")
    legal = g.legal_commands("Ana")
    choice = HeuristicBot(1).choose(g.view("Ana"), legal)
    [picked] = [c for c in legal if c.text == choice]
    assert picked.verb == "move"
    to = tuple(picked.data["square"])
    assert distance(to, g.state.enemies[eid].pos) > distance(g.state.heroes["Ana"].pos, g.state.enemies[eid].pos)

"""Minion abilities beyond their dice, on the game's own content: a Lantern Sprite heals the
heroes next to it as each round starts."""

from __future__ import annotations

from hjourney_tui.games.soulless_vessel import board
from hjourney_tui.games.soulless_vessel.state import Minion
from tests.soulless_vessel.helpers import open_board, put
from tests.soulless_vessel.test_difficulty import game
from tests.soulless_vessel.test_minions import next_round


def test_a_lantern_sprite_heals_the_heroes_next_to_it_as_a_round_starts():
    g = game("default", seats=2)
    open_board(g)
    put(g, "Ana", "c3")
    put(g, "Bo", "f6")
    g.state.minions["lantern_sprite1"] = Minion("lantern_sprite1", "lantern_sprite", "Ana", "", board.parse("d3"),
                                                toughness=2)
    ana, bo = g.state.heroes["Ana"], g.state.heroes["Bo"]
    ana.scratches = bo.scratches = 1
    next_round(g)  # the first round is played out, placing nothing; the second begins
    assert ana.scratches == 0  # next to the sprite
    assert bo.scratches == 1  # too far

"""Enemy abilities on the game's own content that do more than change a number: a Skull ability
that sweeps every hero next to the model."""

from __future__ import annotations

from tests.soulless_vessel.helpers import events, foes, open_board, put, set_ai
from tests.soulless_vessel.test_difficulty import game


def _lurker_turn(ai: str) -> list[tuple[str, str]]:
    """Ana and Bo both stand next to a Bog Lurker that acts before them; who it attacks."""
    g = game("default", seats=2)
    open_board(g)
    put(g, "Ana", "c3")
    put(g, "Bo", "c4")
    foes(g, "bog_lurker", "d3")  # a Bulky block on d3, e3, d4 and e4
    set_ai(g, "bog_lurker", ai)
    for _ in range(60):  # no cards placed; the slowest initiatives, answers by default
        if g.decision().kind == "turn":
            break
        opts = g.legal_commands()
        ini = [c for c in opts if c.verb == "initiative"]
        pick = min(ini, key=lambda c: c.data["initiative"]) if ini else \
            next((c for c in opts if c.seat == opts[0].seat and c.text in ("end", "done", "pass")), opts[0])
        g.apply(pick.seat, pick.text)
    return [(e.data["enemy"], e.data["seat"]) for e in events(g, "defend")]


def test_a_skull_sweep_attacks_every_hero_next_to_the_model():
    assert _lurker_turn("grudge") == [("bog_lurker1", "Ana"), ("bog_lurker1", "Bo")]  # grudge grants Skull


def test_without_its_skull_the_model_attacks_its_target_alone():
    assert _lurker_turn("patient_stalk") == [("bog_lurker1", "Ana")]  # grants nothing

"""Enemy abilities on the game's own content that do more than change a number: Skull
abilities that sweep every hero next to the model, attack more targets, or rush and strike twice."""

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


def _archer_turn(ai: str) -> list[tuple[str, str]]:
    """A Reed Archer on f3 acts before Ana (c3), Bo (c2) and Cy (d4); who it attacks."""
    g = game("default", seats=3)
    open_board(g)
    put(g, "Ana", "c3")
    put(g, "Bo", "c2")
    put(g, "Cy", "d4")
    foes(g, "reed_archer", "f3")
    set_ai(g, "reed_archer", ai)
    for _ in range(80):
        if g.decision().kind == "turn":
            break
        opts = g.legal_commands()
        ini = [c for c in opts if c.verb == "initiative"]
        pick = min(ini, key=lambda c: c.data["initiative"]) if ini else \
            next((c for c in opts if c.seat == opts[0].seat and c.text in ("end", "done", "pass")), opts[0])
        g.apply(pick.seat, pick.text)
    return [(e.data["enemy"], e.data["seat"]) for e in events(g, "defend")]


def test_a_skull_extra_target_attacks_one_more_hero_in_range():
    # its first target hit, the next is picked by the same priorities (most scratched, then closest)
    assert _archer_turn("grudge") == [("reed_archer1", "Ana"), ("reed_archer1", "Bo")]
    assert _archer_turn("patient_stalk") == [("reed_archer1", "Ana")]  # no Skull: its target alone


def _hound_turn(ai: str, ana_at: str) -> list[tuple[str, str]]:
    """A Crypt Hound (speed 5) on h3 acts before Ana; who it attacks."""
    g = game("default", seats=1)
    open_board(g)
    put(g, "Ana", ana_at)
    foes(g, "crypt_hound", "h3")
    set_ai(g, "crypt_hound", ai)
    for _ in range(80):
        if g.decision().kind == "turn":
            break
        opts = g.legal_commands()
        ini = [c for c in opts if c.verb == "initiative"]
        pick = min(ini, key=lambda c: c.data["initiative"]) if ini else \
            next((c for c in opts if c.seat == opts[0].seat and c.text in ("end", "done", "pass")), opts[0])
        g.apply(pick.seat, pick.text)
    return [(e.data["enemy"], e.data["seat"]) for e in events(g, "defend")]


def test_a_skull_rush_runs_two_squares_further_and_attacks_twice():
    # grudge grants Skull, grim_march nothing; neither changes the speed
    assert _hound_turn("grudge", "c3") == [("crypt_hound1", "Ana")] * 2
    assert _hound_turn("grim_march", "c3") == [("crypt_hound1", "Ana")]
    assert _hound_turn("grudge", "a3") == [("crypt_hound1", "Ana")] * 2  # b3 is 6 squares away: 5 + 2
    assert _hound_turn("grim_march", "a3") == []  # out of its reach: it only closes in

"""Properties of the core that must hold for any sequence of commands (hypothesis).

Games are driven through the test game: each step either picks one of the
legal commands or tries a command from a pool of likely-illegal ones.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hjourney_tui.core.game import Refused, Seat
from hjourney_tui.core.saves import load_save, write_save
from hjourney_tui.core.session import Session
from tests.toygame import INFO

NAMES = ["Ana", "Ben", "Cy", "Dee"]
# Commands that are often, but not always, illegal: wrong seat, wrong time, bad argument, typos.
ODD = ["roll", "draw", "play 1", "play 9", "bid 5", "bid 1", "keep", "reroll", "cheer", "pass", "rlol",
       "play", "bid x", "", "draw now", "fly away"]

steps = st.lists(st.one_of(st.tuples(st.just("legal"), st.integers(0, 10_000)),
                           st.tuples(st.just("odd"), st.integers(0, len(ODD) - 1), st.integers(0, 3))),
                 max_size=80)
PROPS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def session(seats: int, seed: int, goal: int) -> Session:
    mode = "solo" if seats == 1 else "competitive"
    return Session.new(INFO, [Seat(n) for n in NAMES[:seats]], mode, seed, {"goal": goal})


def drive(s: Session, plan: list[tuple], on_refused=None, after_each=None) -> None:
    for step in plan:
        if s.outcome() is not None:
            return
        if step[0] == "legal":
            legal = s.game.legal_commands()
            c = legal[step[1] % len(legal)]
            s.apply(c.seat, c.text)
        else:
            seat = NAMES[step[2] % len(s.setup.seats)]
            before = (s.game.digest(), len(s.log), len(s.game.events), s.view(seat))
            try:
                s.apply(seat, ODD[step[1]])
            except Refused:
                if on_refused:
                    on_refused(s, seat, before)
        if after_each:
            after_each(s)


game_args = dict(seats=st.integers(1, 4), seed=st.integers(0, 2**48), goal=st.integers(3, 30))


@PROPS
@given(plan=steps, **game_args)
def test_replaying_the_log_reproduces_the_digest(plan, seats, seed, goal):
    s = session(seats, seed, goal)
    drive(s, plan)
    again = session(seats, seed, goal)
    again.apply_all((e.seat, e.command) for e in s.log)
    assert again.game.digest() == s.game.digest()
    assert again.log_lines(None) == s.log_lines(None)


@PROPS
@given(plan=steps, **game_args)
def test_cards_are_conserved(plan, seats, seed, goal):
    s = session(seats, seed, goal)
    total = len(list(s.game.table.all_cards()))
    s.game.table.check_conservation()

    def check(s: Session) -> None:
        s.game.table.check_conservation()
        assert len(list(s.game.table.all_cards())) == total

    drive(s, plan, after_each=check)


@PROPS
@given(plan=steps, **game_args)
def test_a_refused_command_changes_nothing(plan, seats, seed, goal):
    s = session(seats, seed, goal)

    def unchanged(s: Session, seat: str, before: tuple) -> None:
        assert (s.game.digest(), len(s.log), len(s.game.events), s.view(seat)) == before

    drive(s, plan, on_refused=unchanged)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_undo_returns_to_the_state_before(seed):
    s = session(2, seed, 12)
    s.apply_all([("Ana", "bid 1"), ("Ben", "bid 0")])
    s.apply("Ana", "draw")
    mark = (s.game.digest(), s.view("Ana"), s.log_lines("Ana"))
    s.apply("Ana", "cheer")
    s.undo("Ana")
    assert (s.game.digest(), s.view("Ana"), s.log_lines("Ana")) == mark


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(plan=steps, **game_args)
def test_a_save_reloads_to_the_same_state(tmp_path: Path, plan, seats, seed, goal):
    s = session(seats, seed, goal)
    drive(s, plan)
    path = tmp_path / "p.toml"
    write_save(s, path)
    again = load_save(path, strict=True)
    assert again.game.digest() == s.game.digest()
    assert [(e.seat, e.command) for e in again.log] == [(e.seat, e.command) for e in s.log]

"""Bots play whole games of The Heroes' Journey with every bookkeeping check on, and what a seat
sees never shows another's hand, atlas or book."""

from __future__ import annotations

import pytest

from hjourney_tui.core.autoplay import autoplay
from hjourney_tui.core.bots import make_bot
from hjourney_tui.core.game import Seat
from hjourney_tui.core.session import Session
from hjourney_tui.registry import game_info


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_random_bots_finish_games_without_a_fault(seats):
    info = game_info("heroes_journey")
    report = autoplay(info, games=25, seed=7 * seats, seats=seats, strict=True)
    assert not report.crashes, report.crashes[:2]
    assert report.unfinished == 0 and sum(report.outcomes.values()) == 25


def _played(seats: int, seed: int, commands: int) -> Session:
    info = game_info("heroes_journey")
    seat_list = [Seat(f"P{i + 1}", "random") for i in range(seats)]
    session = Session.new(info, seat_list, "competitive", seed, {}, strict=True)
    bots = {s.name: make_bot(info.id, "random", seed + i) for i, s in enumerate(seat_list)}
    for _ in range(commands):
        if session.outcome() is not None:
            break
        legal = session.game.legal_commands()
        seat = legal[0].seat
        session.apply(seat, bots[seat].choose({}, [c for c in legal if c.seat == seat]))
    return session


def test_a_fork_replays_to_the_same_state():
    session = _played(3, 11, 120)
    assert session.game.fork().digest() == session.game.digest()


@pytest.mark.rule("HJ-DECK-10", "HJ-SETUP-10", "HJ-ADV-06")
@pytest.mark.parametrize("seed", [3, 4])
def test_a_seat_never_sees_another_seats_hand_atlas_or_book(seed):
    session = _played(3, seed, 80)
    game = session.game
    for seat in game.setup.seat_names:
        view = game.view(seat)
        for other, p in view["players"].items():
            if other == seat:
                assert isinstance(p["hand"], list) and isinstance(p["atlas"], list)
            else:
                assert isinstance(p["hand"], int) and isinstance(p["atlas"], int)
            assert isinstance(p["book"], int)
        hidden = {str(c.uid) for o, pl in game.state.players.items() if o != seat
                  for z in (pl.hand, pl.atlas, pl.book) for c in z.cards}
        assert not hidden & set(str(view).replace("'", " ").split())


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_the_heuristic_bot_finishes_games_with_legal_commands_only(seats):
    info = game_info("heroes_journey")
    report = autoplay(info, games=8, seed=3 * seats, seats=seats, bot="heuristic", strict=True)
    assert not report.crashes, report.crashes[:2]
    assert report.unfinished == 0 and sum(report.outcomes.values()) == 8


def test_any_two_decks_can_face_each_other():
    import itertools

    info = game_info("heroes_journey")
    decks = ["alice", "iliad", "jungle", "oz"]
    for a, b in itertools.combinations(decks, 2):
        report = autoplay(info, games=2, seed=len(a) * 7 + len(b), seats=2, strict=True,
                          options={"decks": f"{a},{b}"})
        assert not report.crashes and report.unfinished == 0, (a, b, report.crashes[:1])

"""The bookkeeping checks autoplay runs after every command catch a hidden card on the wrong seat
and a negative count."""

from __future__ import annotations

import pytest

from hjourney_tui.core.game import Seat
from hjourney_tui.core.session import Session
from hjourney_tui.registry import game_info


def _fresh() -> Session:
    info = game_info("heroes_journey")
    return Session.new(info, [Seat("P1", "human"), Seat("P2", "human")], "competitive", 5, {}, strict=True)


def test_a_fresh_table_passes_the_checks():
    _fresh().game.check_invariants()


def test_a_card_hidden_in_another_seats_book_is_caught():
    game = _fresh().game
    p1, p2 = game.state.players["P1"], game.state.players["P2"]
    game.table.move(p1.book.cards[0], p2.book, face_up=False)
    with pytest.raises(AssertionError, match="hidden"):
        game.check_invariants()


def test_a_negative_token_count_is_caught():
    game = _fresh().game
    card = next(iter(game.state.cards.values()))
    card.tokens["wound"] = -1
    with pytest.raises(AssertionError, match="negative"):
        game.check_invariants()

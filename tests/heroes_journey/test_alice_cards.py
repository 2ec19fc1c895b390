"""Cards of the Alice book: the Red Queen's Race, which holds the party back, and Tweedledum's
Fighting Umbrella, gear for a Hero who is easily overwhelmed."""

from __future__ import annotations

from hjourney_tui.games.heroes_journey.rules import characters

from .helpers import adversary_phase, answer_until, do, empty_hand, legal, new_game, passive, waiting


def give(game, seat: str, card_id: str, zone: str) -> str:
    """A copy of a card made straight into `zone`."""
    st = game.state
    c = game.table.create(card_id, st.players[seat].zones[zone], owner=seat, face_up=zone != "book")
    st.cards[str(c.uid)] = c
    game._legal_cache = None
    return str(c.uid)


def _asked_to_move_again(game) -> bool:
    """Play on dully to the end of the turn; whether Ana was offered to move again on the way."""
    turn = game.state.turn.number
    offered: list[bool] = []

    def dull(g, seat, opts):
        offered.append(seat == "Ana" and "again" in opts)
        return passive(g, seat, opts)

    answer_until(game, lambda g: g.state.turn.number != turn, dull)
    return any(offered)


def _race_in_hand():
    game = new_game(2, decks="oz,alice")
    adversary_phase(game, "Ben")
    empty_hand(game, "Ben")
    empty_hand(game, "Ana")
    game.state.pool = 9
    return game, give(game, "Ben", "red_queens_race", "hand")


def test_without_the_race_the_party_may_move_again():
    game, _ = _race_in_hand()
    assert game.state.turn.moves == 1 and game.state.turn.move_limit == 2
    assert _asked_to_move_again(game)


def test_the_red_queens_race_cuts_the_move_limit_for_the_turn_so_there_is_no_move_again():
    game, race = _race_in_hand()
    second = give(game, "Ben", "red_queens_race", "hand")
    do(game, "Ben", f"play {race}")
    assert game.state.turn.move_limit == 1
    assert f"play {second}" not in legal(game, "Ben")  # a second copy would take nothing away
    assert not _asked_to_move_again(game)
    assert game.state.turn.move_limit == 2  # the next turn starts from the usual limit


def test_tweedledums_umbrella_makes_its_bearer_strength_plus_two():
    game = new_game(2, decks="alice,oz")
    alice = game.state.players["Ana"].hero
    empty_hand(game, "Ana")
    umbrella = give(game, "Ana", "tweedledums_umbrella", "hand")
    before = characters.stat(game, alice, "strength")
    assert waiting(game) == "Ana" and f"play {umbrella} {alice}" in legal(game, "Ana")
    do(game, "Ana", f"play {umbrella} {alice}")
    assert game.state.bearer.get(umbrella) == alice
    assert characters.stat(game, alice, "strength") == before + 2

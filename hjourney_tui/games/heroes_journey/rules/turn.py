"""The game as one script: setup, then turns clockwise until one player is left or someone wins
(HJ-TURN-01..13)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hjourney_tui.core.questions import Script

from ..state import TurnState
from . import (
    CampaignPlayerOut,
    GameOver,
    adversary,
    campaign,
    characters,
    elimination,
    melee,
    movement,
    playing,
    ranged,
    regroup,
)
from . import setup as setup_rules

if TYPE_CHECKING:
    from ..engine import HeroesJourney



def play(game: HeroesJourney) -> Script:
    try:
        yield from setup_rules.setup(game)
        first = game.turns.first
        seat: str | None = first if game.turns.is_in(first) else game.turns.next_after(first)
        while seat is not None:
            yield from turn(game, seat)
            seat = game.turns.next_after(seat)
    except GameOver:
        return


def move_limit(game: HeroesJourney) -> int:
    """2 with 2 or 3 players; with 4 or more, the number of opponents at the start (HJ-MOVE-01, HJ-MOVE-02)."""
    n = game.state.starting_seats
    return 2 if n <= 3 else n - 1


def turn(game: HeroesJourney, seat: str) -> Script:
    st = game.state
    st.turn = TurnState(number=st.turn.number + 1, campaign=seat, phase="start", move_limit=move_limit(game))
    yield from elimination.refill(game)
    if not game.options.get("persistent_pool"):
        st.pool = 0  # the pool starts every turn empty (HJ-TURN-04)
    st.initiative.clear()
    game.emit(f"turn {st.turn.number}: {seat} is the Campaign player", kind="turn", seat=seat, rule="HJ-TURN-02",
              data={"seat": seat, "turn": st.turn.number})
    try:
        yield from campaign.phase(game)
        while True:
            yield from adversary.phases(game)
            if playing.minions(game):
                yield from ranged.phase(game)
            if playing.minions(game):
                yield from melee.phase(game)
            again = yield from regroup.phase(game)
            if not again:
                break
            yield from movement.move(game)
    except CampaignPlayerOut:
        pass
    end_turn(game)


def end_turn(game: HeroesJourney) -> None:
    """Stopping discards every minion with what it bears, and initiative ends (HJ-TURN-11)."""
    st = game.state
    st.turn.phase = "end"
    for uid in playing.minions(game):
        characters.leave_play(game, uid, st.players[st.card(uid).owner].scrap)
    st.initiative.clear()
    game.emit(f"{st.turn.campaign}'s turn ends", kind="turn", rule="HJ-TURN-11", data={"seat": st.turn.campaign})
    game.end_period("phase")
    game.end_period("turn")

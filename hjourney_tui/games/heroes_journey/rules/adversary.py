"""Adversary phases: one per opponent, counter-clockwise from the Campaign player's right
(HJ-ADV-01..07, HJ-TURN-07)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hjourney_tui.core.questions import Ask, Option, Script
from hjourney_tui.core.turns import COUNTER_CLOCKWISE

from . import playing

if TYPE_CHECKING:
    from ..engine import HeroesJourney


def phases(game: HeroesJourney) -> Script:
    st = game.state
    cp = st.turn.campaign
    for seat in game.turns.order_from(cp, COUNTER_CLOCKWISE)[1:]:
        if not game.turns.is_in(seat):
            continue  # a player out has no phase (HJ-MP-06)
        st.turn.phase, st.turn.step, st.turn.acting = "adversary", "", seat
        def options(seat: str = seat) -> list[Option]:
            return [*playing.play_options(game, seat), *playing.action_options(game, seat, "adversary"),
                    Option("done", "end your Adversary phase", {"verb": "done"})]

        while game.turns.is_in(seat):
            answer = yield Ask(seat, f"{seat}'s Adversary phase: play minions and cards, then say done",
                               kind="turn", rule="HJ-ADV-02", live=options)
            if answer.name == "done":
                break
            yield from playing.do(game, answer)
        st.turn.acting = ""
        game.end_period("phase")

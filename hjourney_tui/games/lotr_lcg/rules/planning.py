"""Planning phase: in player order each player plays allies, attachments (and events) until done."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hjourney_tui.core.questions import Ask, Option, Script

from .actions import action_window, hand_options, play_card

if TYPE_CHECKING:
    from ..engine import Lotr

DONE = Option("done", "play nothing more this phase", {"verb": "done"})


def planning_phase(game: Lotr) -> Script:
    for seat in game.turns.order_from():
        while not game.over and not game.state.players[seat].eliminated:
            answer = yield Ask(seat, "planning: play cards from your hand, or done", rule="LC-CORE-PLAN-01",
                               kind="turn", live=lambda seat=seat: [*hand_options(game, seat, planning=True), DONE])
            if answer.name == "done":
                break
            yield from play_card(game, seat, answer.args[0])
    yield from action_window(game, "planning")

"""The whole game as one script: setup, then rounds of seven phases until it is won or lost."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hjourney_tui.core.questions import Script
from hjourney_tui.core.timing import Occurrence, occur

from ..state import PHASES
from .combat import combat_phase
from .encounter import encounter_phase
from .planning import planning_phase
from .quest import quest_phase
from .refresh import refresh_phase
from .resource import resource_phase
from .setup import setup
from .travel import travel_phase

if TYPE_CHECKING:
    from ..engine import Lotr

STEPS = dict(zip(PHASES, (resource_phase, planning_phase, quest_phase, travel_phase, encounter_phase,
                          combat_phase, refresh_phase), strict=True))


def play(game: Lotr) -> Script:
    yield from setup(game)
    while not game.over:
        for phase in PHASES:
            game.state.phase = phase
            game.emit(f"round {game.state.round}: {phase} phase", kind="phase", rule="LC-CORE-ROUND-01",
                      data={"round": game.state.round, "phase": phase})
            yield from STEPS[phase](game)
            game.end_period("phase")
            if game.over:
                return
        yield from occur(game, Occurrence("round_end", {"round": game.state.round}), lambda occ: None)
        if game.over:
            return
        game.end_period("round")
        game.state.round += 1

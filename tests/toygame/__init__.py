"""Dice Race: a tiny game that lives only under tests/ to exercise the platform.

Each seat in turn rolls, draws or plays a card; first to the goal wins.  It
is the worked example of the core's timing model (core/DESIGN.md): typed
state (state.py), rules as functions yielding questions (rules.py), card
scripts beside their cards (cards.py) and a thin Game class (engine.py).
With the `perils` option a roll of 1 wounds, and the peril cards answer
wounds through the core's trigger windows.
"""

from __future__ import annotations

from pathlib import Path

from hjourney_tui.core.options import OptionSpec
from hjourney_tui.registry import GameInfo

from .engine import GOAL, DiceRace

__all__ = ["DiceRace", "INFO"]

INFO = GameInfo(
    id="toy", title="Dice Race", blurb="A tiny race used to test the platform.",
    modes=("solo", "competitive"), min_seats=1, max_seats=4,
    engine="tests.toygame:DiceRace",
    options=(OptionSpec("goal", "spaces to win", GOAL),
             OptionSpec("perils", "a roll of 1 wounds; peril cards join the deck", False),
             OptionSpec("stash", "each runner stashes up to two cards in secret at the start", False),
             OptionSpec("counter_cheers", "cheers go counter-clockwise", False)),
    deck_reader="tests.toygame.decks:read_deck",
    ruleset_root=str(Path(__file__).parent.parent / "toy_rulesets"),
)

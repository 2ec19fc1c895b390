"""Dice Race deck files, to exercise the core's deck plumbing: a deck is a list of card ids."""

from __future__ import annotations

from typing import Any

from hjourney_tui.core.decks import DeckError
from hjourney_tui.core.ruleset import Ruleset

DECK_MIN = 3


def read_deck(data: dict[str, Any], ruleset: Ruleset, source: str) -> dict[str, Any]:
    cards = data.get("cards")
    if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
        raise DeckError(source, ["'cards' should be a list of card ids"])
    known = ruleset["cards"]["cards"]
    problems = [f"{c} is no card" for c in cards if c not in known]
    if len(cards) < DECK_MIN:
        problems.append(f"the deck has {len(cards)} cards, fewer than {DECK_MIN}")
    if problems:
        raise DeckError(source, problems)
    return {"cards": list(cards)}

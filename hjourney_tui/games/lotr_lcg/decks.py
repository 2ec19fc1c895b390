"""A player's own deck file: 1 to 3 heroes and a card list, checked against the deck rules.

    name = "Reed and Bow"            # optional
    heroes = ["tamsin", "daeric"]
    learning = true                  # optional: a 30-card learning deck (variant) instead of 50 or more
    [cards]                          # card id = copies
    reed_archer = 3
    ...

Every broken rule is reported at once, in plain words.  The reader's output is valid input again:
the core keeps it in the save (option seat_decks) and reads it once more when the save is loaded.
"""

from __future__ import annotations

from typing import Any

from hjourney_tui.core.decks import DeckError
from hjourney_tui.core.ruleset import Ruleset

from .content import DeckList, deck_problems, load

KEYS = ("name", "heroes", "cards", "learning")


def read_deck(data: dict[str, Any], ruleset: Ruleset, source: str) -> dict[str, Any]:
    """The deck as plain data ({name, heroes, cards}), or DeckError with every problem."""
    problems = [f"'{k}' is not part of a deck file (it holds {', '.join(KEYS)})" for k in data if k not in KEYS]
    name = data.get("name", "Own deck")
    if not isinstance(name, str) or not name.strip():
        problems.append("'name' should be some text")
    heroes = data.get("heroes")
    if not isinstance(heroes, list) or not all(isinstance(h, str) for h in heroes):
        problems.append("'heroes' should be a list of hero ids, such as [\"bregan\", \"tamsin\"]")
        heroes = None
    cards = data.get("cards")
    if not isinstance(cards, dict):
        problems.append("'cards' should be a table of card ids and copies, such as ford_guard = 3")
        cards = None
    learning = data.get("learning", False)
    if not isinstance(learning, bool):
        problems.append("'learning' should be true or false")
        learning = False
    if heroes is not None and cards is not None:
        problems += deck_problems(load(ruleset), heroes, cards, learning)
    if problems:
        raise DeckError(source, problems)
    assert heroes is not None and cards is not None
    out = {"name": name.strip(), "heroes": list(heroes), "cards": dict(cards)}
    return {**out, "learning": True} if learning else out


def from_file_data(seat: str, deck: dict[str, Any]) -> DeckList:
    return DeckList(f"file:{seat}", deck["name"], tuple(deck["heroes"]), dict(deck["cards"]))

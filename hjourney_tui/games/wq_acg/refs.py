"""How commands, views and the log name cards in play: a letter for what the card is
(e an enemy, g gear, i an item) followed by the card's id on the table, as in "ek3mz".

The table's ids are opaque (core.ids): drawn from the game's own generator, so a
facedown enemy's id says nothing of what it is and differs from game to game."""

from __future__ import annotations

from hjourney_tui.core.zones import CardInstance


def ref(letter: str, card: CardInstance) -> str:
    return f"{letter}{card.uid}"


def uid(token: str) -> str:
    """The table id a reference such as "ek3mz" names."""
    return token[1:]

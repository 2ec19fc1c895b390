"""How commands, views and the log name cards in play: a letter for what the card is
(e an enemy, g gear, i an item) followed by the card's id on the table."""

from __future__ import annotations

from hjourney_tui.core.zones import CardInstance


def ref(letter: str, card: CardInstance) -> str:
    return f"{letter}{card.uid}"


def uid(token: str) -> int:
    """The table id a reference such as "e14" names."""
    return int(token[1:])

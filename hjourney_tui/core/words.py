"""Small helpers for text players read: counts whose nouns agree, articles."""

from __future__ import annotations


def plural(n: int, word: str, many: str | None = None) -> str:
    """'1 die', '3 dice': a count with its noun agreeing."""
    return f"{n} {word}" if n == 1 else f"{n} {many or word + 's'}"


def article(word: str) -> str:
    """'an ally', 'a spell'."""
    return f"{'an' if word[:1].lower() in 'aeiou' else 'a'} {word}"

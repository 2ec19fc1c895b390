"""Opaque ids for cards whose identity is hidden (face down, in a deck).

Ids handed out in the order a deck was built would name the card to anyone
who has seen that order once ("the hidden nemesis is always e14").  These
come from the game's own generator instead, so they differ from game to game
and say nothing of what they stand for.
"""

from __future__ import annotations

from .rng import Rng

_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789"  # no look-alikes (i/1, l/1, o/0)


class OpaqueIds:
    """Hands out short ids drawn from a generator of the game's, each once.

    `OpaqueIds.for_game(seed)` gives a generator of its own, derived from the
    game's seed, so handing out ids does not shift the dice; its state belongs
    in the game's digest like the dice generator's.
    """

    @classmethod
    def for_game(cls, seed: int, prefix: str = "") -> OpaqueIds:
        return cls(Rng(seed ^ 0x0A9E_1D5E_ED00_1D5E), prefix)

    def __init__(self, rng: Rng, prefix: str = "", length: int = 4) -> None:
        self.rng = rng
        self.prefix = prefix
        self.length = length
        self.issued: set[str] = set()

    def new(self) -> str:
        while True:
            body = "".join(_ALPHABET[self.rng.below(len(_ALPHABET))] for _ in range(self.length))
            cid = self.prefix + body
            if cid not in self.issued:
                self.issued.add(cid)
                return cid

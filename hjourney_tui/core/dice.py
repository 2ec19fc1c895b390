"""Dice: standard dN and custom dice whose faces come from ruleset data."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import field
from typing import Any

from .records import record
from .rng import Rng


@record
class Face:
    """One face of a die: a number, symbols, or both (e.g. 'hit', 'crit+hit')."""

    label: str
    value: int = 0
    symbols: tuple[str, ...] = ()

    def has(self, symbol: str) -> bool:
        return symbol in self.symbols


@record
class Die:
    name: str
    faces: tuple[Face, ...]

    @classmethod
    def standard(cls, sides: int) -> Die:
        return cls(f"d{sides}", tuple(Face(str(n), n) for n in range(1, sides + 1)))

    @classmethod
    def from_data(cls, name: str, faces: Iterable[Mapping[str, Any] | int | str]) -> Die:
        """Faces from ruleset TOML: ints, strings, or {label, value, symbols} tables."""
        out = []
        for f in faces:
            if isinstance(f, int):
                out.append(Face(str(f), f))
            elif isinstance(f, str):
                out.append(Face(f, 0, tuple(s for s in f.split("+") if s)))
            else:
                symbols = tuple(f.get("symbols", ()))
                out.append(Face(str(f.get("label", "+".join(symbols) or f.get("value", ""))),
                                int(f.get("value", 0)), symbols))
        if not out:
            raise ValueError(f"die {name!r} has no faces")
        return cls(name, tuple(out))

    def roll(self, rng: Rng) -> Face:
        return self.faces[rng.below(len(self.faces))]


@record(frozen=False)
class Roll:
    """The result of rolling some dice together, kept for the dice tray and the log."""

    die: str
    faces: list[Face] = field(default_factory=list)

    @property
    def values(self) -> list[int]:
        return [f.value for f in self.faces]

    def count(self, predicate) -> int:
        return sum(1 for f in self.faces if predicate(f))

    def labels(self) -> list[str]:
        return [f.label for f in self.faces]

    def as_data(self) -> dict[str, Any]:
        return {"die": self.die, "faces": self.labels(), "values": self.values}


def roll(rng: Rng, die: Die, count: int) -> Roll:
    return Roll(die.name, [die.roll(rng) for _ in range(max(0, count))])


D6 = Die.standard(6)

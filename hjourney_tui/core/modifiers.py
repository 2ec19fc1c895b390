"""Modifiers: what a card's stats and permissions are now, not only what is printed.

Printed values stay in the ruleset.  `Modifiers.stat(card, "strength")` is the
printed value plus every modifier in force: lasting ones that effects add
with a duration (this skirmish, phase, turn or round, the game, or while a
condition holds), and constant ones the game's cards in play give
(`Game.constant_modifiers`).  "Cannot" beats "can"; a blanked card loses its
text, so its constant modifiers and abilities stop.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import field
from typing import Any

from .records import record

DURATIONS = ("skirmish", "phase", "turn", "round", "game", "while")


@record(frozen=False)
class Modifier:
    target: str  # a card, hero or seat id; "*" with `applies` for "each ..."
    what: str  # a stat ("strength"), or a permission ("ready", "be_assigned") for can/cannot
    amount: int = 0
    kind: str = "add"  # "add", "set", "can", "cannot" or "blank"
    until: str = "game"  # one of DURATIONS
    source: str = ""  # the card that gave it (a blanked source's constant modifiers stop)
    holds: Callable[[], bool] | None = field(default=None, compare=False, repr=False)  # for "while"
    applies: Callable[[str], bool] | None = field(default=None, compare=False, repr=False)  # for "*"
    tags: tuple[str, ...] = ()  # what kind of card gave it ("spell", "item"...), for rules that pick by kind

    def tagged(self, tags: Iterable[str]) -> bool:
        """Whether it carries any of `tags`."""
        return any(t in self.tags for t in tags)

    def __post_init__(self) -> None:
        if self.until not in DURATIONS:
            raise ValueError(f"a modifier lasts one of {DURATIONS}, not {self.until!r}")
        if self.kind not in ("add", "set", "can", "cannot", "blank"):
            raise ValueError(f"unknown modifier kind {self.kind!r}")

    def hits(self, target: str) -> bool:
        if self.target != "*" and self.target != target:
            return False
        if self.applies is not None and not self.applies(target):
            return False
        return self.holds is None or self.holds()

    def as_data(self) -> dict[str, Any]:
        d: dict[str, Any] = {"target": self.target, "what": self.what, "amount": self.amount, "kind": self.kind,
                             "until": self.until, "source": self.source}
        if self.tags:
            d["tags"] = list(self.tags)
        return d


class Modifiers:
    """The modifier store of one game."""

    def __init__(self, printed: Callable[[str, str], int],
                 constant: Callable[[], Iterable[Modifier]] = lambda: ()) -> None:
        self.printed = printed
        self.constant = constant
        self.lasting: list[Modifier] = []

    def add(self, modifier: Modifier) -> Modifier:
        self.lasting.append(modifier)
        return modifier

    def end(self, period: str) -> list[Modifier]:
        """The period ends: modifiers lasting until its end go.  Returns them."""
        gone = [m for m in self.lasting if m.until == period]
        self.lasting = [m for m in self.lasting if m.until != period]
        return gone

    def remove_from(self, source: str) -> None:
        """Modifiers a card gave last only while it stays in play, where the game says so."""
        self.lasting = [m for m in self.lasting if m.source != source]

    def in_force(self, target: str, what: str | None = None, ignore: Iterable[str] = ()) -> list[Modifier]:
        """Modifiers on `target` now (of `what`, if given), leaving out any tagged with one of `ignore`."""
        mods = [*self.lasting, *self.constant()]
        blanked = {m.target for m in mods if m.kind == "blank" and m.hits(m.target)}
        ignore = tuple(ignore)
        return [m for m in mods if m.source not in blanked and (what is None or m.what == what)
                and not (ignore and m.tagged(ignore)) and m.hits(target)]

    def stat(self, target: str, what: str, ignore: Iterable[str] = ()) -> int:
        """Printed value, then the last "set" in force, plus every "add"; never below 0.
        Modifiers tagged with one of `ignore` count for nothing."""
        value = self.printed(target, what)
        mods = self.in_force(target, what, ignore)
        for m in mods:
            if m.kind == "set":
                value = m.amount
        value += sum(m.amount for m in mods if m.kind == "add")
        return max(0, value)

    def can(self, target: str, what: str, default: bool = True) -> bool:
        """Whether `target` may do `what`: any "cannot" in force says no, whatever "can" says."""
        mods = self.in_force(target, what)
        if any(m.kind == "cannot" for m in mods):
            return False
        return default or any(m.kind == "can" for m in mods)

    def blanked(self, target: str) -> bool:
        return any(m.kind == "blank" for m in self.in_force(target))

    def as_data(self) -> list[dict[str, Any]]:
        return [m.as_data() for m in self.lasting]

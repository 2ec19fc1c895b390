"""Exact chances of a Test: how likely a number of dice reaches a number of successes."""

from __future__ import annotations

from functools import cache
from math import comb


@cache
def chance(dice: int, need: int, rerolls: int = 0, fate: bool = False, p: float = 1 / 3) -> float:
    """Probability of at least `need` successes.

    Each die succeeds with chance `p` (5-6 on a d6 is 1/3).  `rerolls` failed dice
    may be rolled again once; `fate` adds one success after the roll.
    """
    if fate:
        need -= 1
    if need <= 0:
        return 1.0
    if dice <= 0:
        return 0.0
    total = 0.0
    for hits in range(dice + 1):
        pr = comb(dice, hits) * p ** hits * (1 - p) ** (dice - hits)
        missing = need - hits
        if missing <= 0:
            total += pr
            continue
        again = min(rerolls, dice - hits)
        if again >= missing:
            total += pr * sum(comb(again, k) * p ** k * (1 - p) ** (again - k) for k in range(missing, again + 1))
    return total


def describe(attr: str, dice: int, need: int, fate_available: bool, p: float = 1 / 3) -> str:
    """'Sneak 5 dice, need 3: 21%; with Fate 54%' for the dice tray."""
    base = f"{attr.title()} {dice} dice, need {need}: {chance(dice, need, p=p):.0%}"
    if fate_available:
        base += f"; with Fate {chance(dice, need, fate=True, p=p):.0%}"
    return base

"""Exact odds of an action: successes and defences from hero dice (with crit chains).

Each hero die ends as a (successes, defences) pair: a crit counts one success
and is rolled again, so one die can give several successes.  The chain is
cut off where its probability no longer matters (below one in a million).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from hjourney_tui.core.dice import Die

from ...core.records import record

Dist = dict[tuple[int, int], float]


def die_dist(die: Die) -> Dist:
    return _die_dist(tuple((f.has("success"), f.has("crit"), f.has("defence")) for f in die.faces))


@cache
def _die_dist(faces: tuple[tuple[bool, bool, bool], ...]) -> Dist:
    n = len(faces)
    out: Dist = {}
    weight = 1.0
    extra = 0  # successes already banked from crits earlier in the chain
    while weight > 1e-9:
        crits = 0
        for success, crit, defence in faces:
            if crit:
                crits += 1
                continue
            key = (extra + int(success), int(defence))
            out[key] = out.get(key, 0.0) + weight / n
        weight *= crits / n
        extra += 1
        if not crits:
            break
    return out


def convolve(a: Dist, b: Dist) -> Dist:
    out: Dist = {}
    for (s1, d1), p1 in a.items():
        for (s2, d2), p2 in b.items():
            k = (s1 + s2, d1 + d2)
            out[k] = out.get(k, 0.0) + p1 * p2
    return out


@cache
def roll_dist(die: Die, dice: int) -> Dist:
    out: Dist = {(0, 0): 1.0}
    one = die_dist(die)
    for _ in range(max(0, dice)):
        out = convolve(out, one)
    return out


def chance_at_least(dist: Dist, need: int, bonus: int = 0) -> float:
    return sum(p for (s, _), p in dist.items() if s + bonus >= need)


def expected_successes(dist: Dist, bonus: int = 0) -> float:
    return sum((s + bonus) * p for (s, _), p in dist.items())


def expected_wounds(dist: Dist, attack_chance: float, attackers: Sequence[int], extra_defence: int = 0) -> float:
    """Expected wounds from readied engaged enemies, strongest attacking first."""
    ranked = sorted(attackers, reverse=True)
    m = len(ranked)
    # Number of attack icons among m enemy dice: binomial.
    from math import comb

    total = 0.0
    for a in range(m + 1):
        pa = comb(m, a) * attack_chance ** a * (1 - attack_chance) ** (m - a)
        hit = sum(ranked[:a])
        for (_, d), p in dist.items():
            total += pa * p * max(0, hit - d - extra_defence)
    return total


@record
class Successes:
    """The successes `dice` hero dice give: the mean and the chance of at least k, for every k."""

    mean: float
    at_least_k: tuple[float, ...]

    def expected(self, bonus: int = 0) -> float:
        return self.mean + bonus

    def at_least(self, need: int, bonus: int = 0) -> float:
        k = need - bonus
        if k <= 0:
            return 1.0
        return self.at_least_k[k] if k < len(self.at_least_k) else 0.0


@cache
def successes(die: Die, dice: int) -> Successes:
    dist = roll_dist(die, dice)
    top = max((s for s, _ in dist), default=0)
    return Successes(expected_successes(dist), tuple(chance_at_least(dist, k) for k in range(top + 1)))


@cache
def wounds_taken(die: Die, dice: int, attack_chance: float, attackers: tuple[int, ...], extra_defence: int = 0) -> float:
    """`expected_wounds` for `dice` hero dice, remembered (the same few cases come up all game)."""
    return expected_wounds(roll_dist(die, dice), attack_chance, attackers, extra_defence)


def percent(p: float) -> str:
    return f"{round(100 * p)}%"

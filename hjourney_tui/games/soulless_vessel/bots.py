"""Bots for Soulless Vessel: they read the view and the options' data only."""

from __future__ import annotations

from collections import deque
from typing import Any

from ...core.commands import LegalCommand
from ...core.rng import Rng

Square = tuple[int, int]
WALKABLE = ".~"


def _field(view: dict[str, Any], goals: list[Square]) -> dict[Square, int]:
    """Steps from every square to the nearest goal over the revealed floor, walls in the way
    (a bot's rough map: diagonals only where both orthogonal ways are open)."""
    b = view["board"]
    rows = b["rows"]
    walls = {(tuple(a), tuple(c)) for a, c in b["walls"]} | {(tuple(c), tuple(a)) for a, c in b["walls"]}
    walls |= {(tuple(a), tuple(c)) for a, c in b["barriers"]} | {(tuple(c), tuple(a)) for a, c in b["barriers"]}

    def ok(s: Square) -> bool:
        return 0 <= s[1] < len(rows) and 0 <= s[0] < len(rows[0]) and rows[s[1]][s[0]] in WALKABLE

    def step(a: Square, b: Square) -> bool:
        if not ok(b):
            return False
        if a[0] == b[0] or a[1] == b[1]:
            return (a, b) not in walls
        m1, m2 = (b[0], a[1]), (a[0], b[1])
        return ok(m1) and ok(m2) and step(a, m1) and step(m1, b) and step(a, m2) and step(m2, b)

    dist = {g: 0 for g in goals}
    todo = deque(goals)
    while todo:
        a = todo.popleft()
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                n = (a[0] + dx, a[1] + dy)
                if n not in dist and (dx or dy) and step(a, n):
                    dist[n] = dist[a] + 1
                    todo.append(n)
    return dist


class HeuristicBot:
    """Commits an attack and a move when enemies are about, closes in and attacks the enemy nearest
    death, heals when hurt, and otherwise walks to the nearest closed door and opens it."""

    PATIENCE = 40  # rounds before it gives up an adventure it is not winning

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed ^ 0x5011)

    def choose(self, view: dict[str, Any], legal: list[LegalCommand]) -> str:
        by: dict[str, list[LegalCommand]] = {}
        for c in legal:
            by.setdefault(c.verb, []).append(c)
        seat = legal[0].seat
        me = view["heroes"][seat]
        if "commit" in by or ("done" in by and len(by) == 1):
            return self._commit(view, me, by)
        if "initiative" in by:
            return max(by["initiative"], key=lambda c: c.data["initiative"]).text
        for verb in ("trigger", "go", "target", "square"):
            if verb in by:
                return by[verb][0].text
        return self._turn(view, me, by)

    def _commit(self, view: dict[str, Any], me: dict[str, Any], by: dict[str, list[LegalCommand]]) -> str:
        if "commit" not in by:
            return "done"
        hurt = me["scratches"] > 0 or me["wounds"] > 0
        foes = bool(view["enemies"])
        kinds = {c["id"]: c["major"] for c in me["hand"]}
        value = {"attack": 3 if foes else 0, "spell": 2 if foes else 0, "move": 2, "heal": 3 if hurt else 0,
                 "guard": 1 if foes else 0, "none": 0}
        def worth(c: LegalCommand) -> int:
            return value.get(kinds.get(c.data["card"], "none"), 0)

        best = max(by["commit"], key=lambda c: (worth(c), self.rng.below(100)))
        if worth(best) <= 0 and "done" in by:
            return "done"
        return best.text

    def _turn(self, view: dict[str, Any], me: dict[str, Any], by: dict[str, list[LegalCommand]]) -> str:
        enemies = view["enemies"]
        if view["round"] > self.PATIENCE:
            if "abandon" in by:
                return "abandon"  # a stalemate (enemies it cannot reach): give up rather than loop for ever
            if by.get("move") and enemies:  # step away so that the party may give up
                spots = [tuple(e["pos"]) for e in enemies.values()]
                return max(by["move"], key=lambda c: min(max(abs(c.data["square"][0] - x), abs(c.data["square"][1] - y))
                                                         for x, y in spots)).text
        attacks = [c for c in by.get("major", []) if c.data.get("kind") == "attack"
                   or (c.data.get("kind") == "spell" and c.data.get("target") in enemies)]
        heals = [c for c in by.get("major", []) if c.data.get("kind") == "spell" and c.data.get("target") in
                 view["heroes"] and view["heroes"][c.data["target"]]["scratches"] > 0]
        if heals:
            return heals[0].text
        if attacks:
            def left(c: LegalCommand) -> int:
                e = enemies[c.data["target"]]
                return view["groups"][e["group"]]["max_wounds"] - e["wounds"]
            return min(attacks, key=left).text
        placed_attack = any(c["major"] == "attack" for c in me["placed"])
        moves = by.get("move", [])
        if enemies and moves:
            goals = [tuple(e["pos"]) for e in enemies.values()]
            reach = me["weapon_range"]
            dist = _field(view, goals)
            here = dist.get(tuple(me["pos"]), 999)
            if here > reach and placed_attack:
                best = min(moves, key=lambda c: (dist.get(tuple(c.data["square"]), 999), c.data["cost"]))
                if dist.get(tuple(best.data["square"]), 999) < here:
                    return best.text
        if "open" in by and not enemies:
            return by["open"][0].text
        if not enemies and moves:
            doors = [d for d in view["board"]["doors"] if not d["open"]]
            goals = [tuple(s) for d in doors for s in d["squares"]
                     if view["board"]["rows"][s[1]][s[0]] in WALKABLE]
            if goals:
                dist = _field(view, goals)
                here = dist.get(tuple(me["pos"]), 999)
                best = min(moves, key=lambda c: (dist.get(tuple(c.data["square"]), 999), c.data["cost"]))
                if dist.get(tuple(best.data["square"]), 999) < here:
                    return best.text
        for c in by.get("major", []):
            kind = c.data.get("kind")
            if kind == "heal" and (me["scratches"] or me["wounds"]):
                return c.text
            if kind == "guard" and enemies:
                return c.text
            if kind == "move" and not moves:
                return c.text
        if "minor" in by:
            return by["minor"][0].text
        if "end" in by:
            return "end"
        options = [c for c in by.values() for c in c if c.verb != "abandon"]
        return (options or [c for v in by.values() for c in v])[0].text

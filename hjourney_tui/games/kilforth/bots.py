"""A heuristic Kilforth bot: works on its saga, picks fights it can win, rests when hurt."""

from __future__ import annotations

import re
from typing import Any

from hjourney_tui.core.commands import LegalCommand
from hjourney_tui.core.rng import Rng

_PCT = re.compile(r"need \d+: (\d+)%(?:; with Fate (\d+)%)?")


class HeuristicBot:
    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed ^ 0xC0FFEE)

    def choose(self, view: dict[str, Any], legal: list[LegalCommand]) -> str:
        return max(legal, key=lambda c: (self.score(view, c), self.rng.below(1000))).text

    def score(self, view: dict[str, Any], c: LegalCommand) -> float:
        me = view["heroes"].get(view.get("active") or "", {}) if view.get("active") else {}
        name = c.name
        m = _PCT.search(c.description)
        odds = int(m.group(1)) / 100 if m else 0.0
        table = {"assault": 100, "regale": 90, "take": 50, "gold": 30, "loot": 10, "draw": 25, "keep": 20,
                 "totem": 30, "cash": 10, "skill": 30, "fight": 40, "escape": 5, "ambush": 30, "evade": 20,
                 "discover": 60, "done": 1, "engage": 10, "reroll": 45, "fate": 44, "clear": 35,
                 "overcome": 70, "search": 25, "camp": 0, "hide": 3, "unhide": 1, "resolve": 4,
                 "befriend": -10, "discard": 1, "heal": 40, "sell": 2, "buy": 8, "market": 12}
        s = float(table.get(name, 5))
        if name == "confront":
            s = 20 + 60 * odds
        if name == "rest" and me:
            s = 45 if me.get("hp", 4) <= 2 else 15
        if name == "move":
            s = 18 + self.rng.below(10)
        if name == "escape" and me and me.get("hp", 4) <= 1:
            s = 60
        return s

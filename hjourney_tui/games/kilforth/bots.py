"""A heuristic Kilforth bot: works on its saga, picks fights it can win, rests when hurt."""

from __future__ import annotations

import re
from typing import Any

from hjourney_tui.core.commands import LegalCommand
from hjourney_tui.core.rng import Rng

_PCT = re.compile(r"need (\d+): (\d+)%")
_BASE = {"assault": 100, "regale": 90, "take": 50, "gold": 30, "loot": 10, "draw": 20, "keep": 20,
         "totem": 30, "cash": 10, "skill": 30, "fight": 40, "escape": 5, "ambush": 30, "evade": 20,
         "discover": 60, "done": 1, "engage": 10, "reroll": 45, "fate": 44, "clear": 15,
         "overcome": 70, "search": 25, "camp": 0, "hide": 3, "unhide": 1, "resolve": 4,
         "befriend": -10, "accept": 30, "join": 20, "refuse": 1, "team": 2, "decline": 2, "discard": 1, "heal": 40, "sell": 2, "buy": 8, "market": 6}


def _dist(a: str, b: str) -> int:
    return abs(ord(a[0]) - ord(b[0])) + abs(int(a[1]) - int(b[1]))


class HeuristicBot:
    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed ^ 0xC0FFEE)

    def choose(self, view: dict[str, Any], legal: list[LegalCommand]) -> str:
        seat = legal[0].seat
        me = view["heroes"].get(seat, {})
        return max(legal, key=lambda c: (self.score(view, me, c), self.rng.below(1000))).text

    def score(self, view: dict[str, Any], me: dict[str, Any], c: LegalCommand) -> float:
        name = c.name
        m = _PCT.search(c.description)
        odds = int(m.group(2)) / 100 if m else 0.0
        s = float(_BASE.get(name, 5))
        hp = me.get("hp", 4)
        needs = set(me.get("needs", []))
        data = view.get("pending_data") or {}
        if name == "assault":
            s = 100 if hp >= me.get("max_hp", 4) - 1 else 3  # go in at full strength
        elif name == "confront":
            s = 20 + 60 * odds
        elif name == "rest":
            s = 50 if hp <= 2 or (me.get("chapter") == "done" and hp < me.get("max_hp", 4)) else 12
        elif name == "keep":
            s = 35 if needs & set(data.get("keywords", [])) else 15
        elif name == "draw":
            s = 30 if data.get("reward") in needs else 20
        elif name == "escape" and hp <= 2:
            s = 60
        elif name == "move":
            goal = me.get("goal_cell")
            dest = c.text.split()[1]
            here = me.get("cell", dest)
            cells = view.get("map", {})
            wanted = [c for c, v in cells.items() if v.get("terrain") in needs]
            if goal:
                s = 40 if _dist(dest, goal) < _dist(here, goal) else 5
            elif wanted and cells.get(here, {}).get("terrain") not in needs:
                near = min(_dist(here, w) for w in wanted)
                s = 38 if min(_dist(dest, w) for w in wanted) < near else 10
            else:
                s = 18 + self.rng.below(10)
            if hp <= 1:
                s = 2
            gloomy = view.get("map", {})
            if me.get("ap", 4) <= 1 and gloomy.get(here, {}).get("gloom") and not gloomy.get(dest, {}).get("gloom"):
                s = 75  # never end the Day in gloom if a step avoids it
            if gloomy.get(dest, {}).get("gloom") and me.get("ap", 4) <= 2:
                s = min(s, 3)
        elif name == "search" and view.get("map", {}).get(me.get("cell", ""), {}).get("terrain") in needs:
            s = 45
        elif name == "camp" and hp <= 1:
            s = 16
        return s

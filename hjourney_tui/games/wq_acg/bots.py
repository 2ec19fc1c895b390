"""A heuristic Warhammer Quest bot: fights what engages it, explores when free, rests before it falls.

It reads only the seat's view and the legal commands, like any player.
"""

from __future__ import annotations

from typing import Any

from hjourney_tui.core.commands import LegalCommand
from hjourney_tui.core.rng import Rng

TRAIN_ORDER = ("attack", "explore", "rest", "aid")


def _enemies(view: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """Every faceup enemy in view by id (engaged zones, shadows, lair)."""
    out = {}
    for hero in view.get("heroes", []):
        for e in hero["engaged"]:
            out[e["id"]] = {**e, "engaged_with": hero["seat"]}
    for e in view.get("shadow", []) + view.get("lair", []):
        out.setdefault(e["id"], e)
    return out


def _left(e: dict[str, Any]) -> int:
    return e.get("health", 9) - e.get("wounds", 0) + e.get("resilience", 0)


class HeuristicBot:
    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed ^ 0x0DDBA11)

    def choose(self, view: dict[str, Any], legal: list[LegalCommand]) -> str:
        seat = legal[0].seat
        me = next((h for h in view.get("heroes", []) if h["seat"] == seat), None)
        return max(legal, key=lambda c: (self.score(view, me, c), self.rng.below(1000))).text

    def score(self, view: dict[str, Any], me: dict[str, Any] | None, c: LegalCommand) -> float:
        name, args = c.name, c.text.split()[1:]
        spend = sum(1 for a in args if a.startswith("t"))  # success tokens spent on the action
        if me is None:  # setup: any hero, the first seat leads
            return 2.0 - int(args[0]) / 10 if name == "leader" else 1.0
        hp_left = me["health"] - me["wounds"]
        threat = sum(e.get("attack", 1) for e in me["engaged"] if e.get("ready", True))
        enemies = _enemies(view)
        if name == "rest":
            danger = hp_left <= max(2, threat + 1) or me["wounds"] * 2 >= me["health"]
            return (90 if danger else 18 if me["wounds"] >= 2 else 1) + spend
        if name == "attack":
            targets = [enemies[a] for a in args if a in enemies]
            if not targets:
                return 2
            best = min(_left(t) for t in targets)
            nemesis = any(t.get("kind") == "nemesis" for t in targets)
            return 60 + 5 * len(targets) - best + (8 if nemesis else 0) + spend
        if name == "explore":
            loc = view.get("location") or {}
            need = loc.get("explore", 0) - loc.get("progress", 0)
            if need <= 0:  # explored already: only a dungeon card to gain
                return 9
            return (40 if not me["engaged"] else 12) + min(need, 5) + spend
        if name == "aid":
            return 20 if not me["engaged"] else 8
        if name == "use":
            return 25 if me["wounds"] and hp_left <= 3 else 0
        if name == "place":
            return {"attack": 4, "explore": 3, "rest": 2, "aid": 1}.get(args[0], 0)
        if name == "activate":  # the heroes choose which readied enemy acts: the weakest first
            e = enemies.get(args[0], {})
            return 10 - e.get("attack", 0)
        if name == "travel":
            return 5
        if name == "stay":  # heal up before stepping into the last location, where the nemesis waits
            final_next = view.get("locations_left", 0) <= 1
            return 6 if self._party_hurt(view, 0.5 if final_next else 0.3) else 1
        if name == "gear":
            return {"top": 5, "decline": 0}.get(args[0], 3)
        if name in ("equip", "take"):
            return 5
        if name == "choose":  # a tied hero: the healthiest takes it
            hero = view["heroes"][int(args[0]) - 1]
            return hero["health"] - hero["wounds"]
        if name == "train":
            return 30 - TRAIN_ORDER.index(args[0])
        if name == "arena":
            return 20
        if name == "smith":
            return 25
        if name in ("keep", "decline", "stash"):
            return 1
        return 0

    @staticmethod
    def _party_hurt(view: dict[str, Any], share: float) -> bool:
        return any(h["wounds"] > h["health"] * share for h in view.get("heroes", []) if not h["defeated"])

"""Bots for the Lord of the Rings card game: they read the view and the options' data only."""

from __future__ import annotations

from typing import Any

from hjourney_tui.core.commands import LegalCommand
from hjourney_tui.core.rng import Rng

KEEP_FIRST = ("keep", "play", "commit", "defend", "attack", "with", "travel")


class BasicBot:
    """A simple player: plays what it can, quests with about enough willpower, defends with the
    best defender, attacks what it can, and otherwise picks at random."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed ^ 0xB07)

    def choose(self, view: dict[str, Any], legal: list[LegalCommand]) -> str:
        by_verb: dict[str, list[LegalCommand]] = {}
        for c in legal:
            by_verb.setdefault(c.verb, []).append(c)
        if "keep" in by_verb:
            return "keep"
        if "commit" in by_verb:
            committed = sum(c.get("willpower", 0) for p in view.get("players", {}).values()
                            for c in [*p.get("heroes", []), *p.get("allies", [])] if c.get("committed"))
            if committed <= view.get("staging_threat", 0) + 1:
                best = max(by_verb["commit"], key=lambda c: c.data.get("willpower", 0))
                return best.text
            return "done"
        if "defend" in by_verb:
            return max(by_verb["defend"], key=lambda c: c.data.get("defence", 0)).text
        for verb in ("play", "attack", "with", "strike", "travel", "next", "take", "target", "pay", "attach"):
            if verb in by_verb:
                return self.rng.choice(by_verb[verb]).text
        return self.rng.choice(legal).text

"""Bots for the Lord of the Rings card game: they read the view and the options' data only."""

from __future__ import annotations

from typing import Any

from hjourney_tui.core.commands import LegalCommand
from hjourney_tui.core.rng import Rng


def _cards(view: dict[str, Any], seat: str) -> dict[Any, dict[str, Any]]:
    """Every face-up card the seat can see in play, by uid."""
    out: dict[Any, dict[str, Any]] = {}
    for p in view.get("players", {}).values():
        for c in (*p.get("heroes", []), *p.get("allies", []), *p.get("engaged", [])):
            if "uid" in c:
                out[c["uid"]] = c
    for c in view.get("staging", []):
        if "uid" in c:
            out[c["uid"]] = c
    return out


def _left(c: dict[str, Any]) -> int:
    return c.get("hit_points", 0) - c.get("damage", 0)


class BasicBot:
    """A simple player: plays what it can afford, quests with a little more willpower than the
    staging threat while keeping a hero back, defends with a character that survives the blow,
    takes undefended damage on its sturdiest hero, attacks with everything, and never engages
    by choice."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed ^ 0xB07)

    def choose(self, view: dict[str, Any], legal: list[LegalCommand]) -> str:
        by_verb: dict[str, list[LegalCommand]] = {}
        for c in legal:
            by_verb.setdefault(c.verb, []).append(c)
        seat = legal[0].seat
        cards = _cards(view, seat)
        if "keep" in by_verb:
            return "keep"
        if "commit" in by_verb:
            return self._commit(view, seat, by_verb["commit"])
        if "defend" in by_verb:
            return self._defend(view, cards, by_verb["defend"], legal)
        if "take" in by_verb:
            return max(by_verb["take"], key=lambda c: _left(cards.get(c.data.get("uid"), {}))).text
        if "engage" in by_verb and "pass" in by_verb:
            return "pass"  # no optional engagement
        if "with" in by_verb:
            hitters = [c for c in by_verb["with"] if c.data.get("attack", 0) > 0]
            if hitters:
                return max(hitters, key=lambda c: c.data.get("attack", 0)).text
            if "strike" in by_verb:
                return "strike"
        for verb in ("trigger", "play", "attack", "strike", "travel", "next", "target", "pay", "attach", "engage",
                     "order"):
            if verb in by_verb:
                return self.rng.choice(by_verb[verb]).text
        for verb in ("done", "pass", "stay"):
            if verb in by_verb:
                return verb
        return self.rng.choice(legal).text

    def _commit(self, view: dict[str, Any], seat: str, options: list[LegalCommand]) -> str:
        me = view["players"][seat]
        committed = sum(c.get("willpower", 0) for p in view["players"].values()
                        for c in (*p.get("heroes", []), *p.get("allies", [])) if c.get("committed"))
        # staging reveals about 2 threat per player still to come
        expected = view.get("staging_threat", 0) + 2 * sum(not p["eliminated"] for p in view["players"].values())
        if committed > expected + 1:
            return "done"
        # keep back the best defender, and one more for each enemy already engaged
        ready = sorted((c for c in (*me.get("heroes", []), *me.get("allies", [])) if not c.get("exhausted")),
                       key=lambda c: (c.get("defence", 0), _left(c)), reverse=True)
        guards = {c["uid"] for c in ready[:1 + len(me.get("engaged", []))]}
        options = [c for c in options if c.data.get("uid") not in guards and c.data.get("willpower", 0) > 0]
        if not options:
            return "done"
        return max(options, key=lambda c: c.data.get("willpower", 0)).text

    def _defend(self, view: dict[str, Any], cards: dict[Any, dict[str, Any]], options: list[LegalCommand],
                legal: list[LegalCommand]) -> str:
        attack = view.get("attack") or {}
        enemy = cards.get(attack.get("enemy"), {})
        strength = enemy.get("attack", 0) + attack.get("bonus", 0)
        survivors = [c for c in options if strength - c.data.get("defence", 0) < _left(cards.get(c.data.get("uid"), {}))]
        if survivors:
            return max(survivors, key=lambda c: c.data.get("defence", 0)).text
        return "undefended" if any(c.verb == "undefended" for c in legal) else "pass"

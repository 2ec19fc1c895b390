"""The Heroes' Journey bot that plays the screen tests' positions (hj_positions): the heuristic bot as
it stood when the snapshots were taken, kept here so that improving the game's own bot does not move
the positions the screens are checked at."""

from __future__ import annotations

from typing import Any

from hjourney_tui.core.commands import LegalCommand
from hjourney_tui.core.rng import Rng


class PositionsBot:
    """Bids low, keeps its Hero out of fights it would lose, throws its minions at the Hero."""

    needs_view = True

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed ^ 0x4A0E)

    def choose(self, view: dict[str, Any], legal: list[LegalCommand]) -> str:
        seat = legal[0].seat
        me = view["players"][seat]
        cards = _cards_in_play(view)
        by_verb: dict[str, list[LegalCommand]] = {}
        for c in legal:
            by_verb.setdefault(c.verb, []).append(c)

        def has(text: str) -> bool:
            return any(c.text == text for c in legal)

        if "bid" in by_verb:
            safe = [c for c in by_verb["bid"] if not c.data.get("loses")]
            return min(safe, key=lambda c: abs(c.data["amount"] - 1)).text
        if "pick" in by_verb:
            return min(by_verb["pick"], key=lambda c: c.data["position"]).text
        if "site" in by_verb:  # on an opponent's path the riskiest site feeds the Adversaries; on ours, the safest
            mine = view["turn"]["campaign"] in ("", seat) and view["players"][seat]["site"] == 0
            pick = min if mine else max
            return pick(by_verb["site"], key=lambda c: (c.data.get("risk", 0), c.text)).text
        if "add" in by_verb:
            return max(by_verb["add"], key=lambda c: c.data.get("cost", 0)).text
        if "cut" in by_verb:
            return "pass"
        if "heal" in by_verb:
            return self._heal(by_verb["heal"], me)
        if "assign" in by_verb:
            return self._assign(by_verb["assign"], me, cards, has("done"))
        if "wound" in by_verb:  # ranged wounds: spare the Hero, load the sturdiest
            return max(by_verb["wound"], key=lambda c: _spare(cards.get(c.data["card"], {}), me)).text
        if "play" in by_verb or "use" in by_verb or "wind" in by_verb:
            pick = self._act(by_verb, me, view)
            if pick:
                return pick
        if "again" in by_verb:
            hero = cards.get(me["hero"], {})
            left = hero.get("vitality", 0) - hero.get("wounds", 0)
            return "again" if left >= 2 and len(me["party"]) >= 2 else "stop"
        if "choose" in by_verb:
            return by_verb["choose"][0].text
        for word in ("done", "pass", "stop"):
            if has(word):
                return word
        return self.rng.choice(legal).text

    def _heal(self, heals: list[LegalCommand], me: dict[str, Any]) -> str:
        for c in heals:
            if c.data["card"] == me["hero"]:
                return c.text
        return heals[0].text

    def _assign(self, assigns: list[LegalCommand], me: dict[str, Any], cards: dict[str, Any], can_stop: bool) -> str:
        mine = {c["uid"] for c in me["party"]}
        if any(a.data["companion"] in mine for a in assigns):  # Campaign player: fight what we beat
            good = [a for a in assigns if a.data["companion"] != me["hero"]
                    and cards[a.data["companion"]]["strength"] > cards[a.data["minion"]]["strength"]]
            if good:
                return max(good, key=lambda a: cards[a.data["companion"]]["strength"]).text
            return "done" if can_stop else assigns[0].text
        hero_hits = [a for a in assigns if cards.get(a.data["companion"], {}).get("uid") == _hero_of(cards, a)]
        return (hero_hits or assigns)[0].text

    def _act(self, by_verb: dict[str, list[LegalCommand]], me: dict[str, Any], view: dict[str, Any]) -> str | None:
        plays = by_verb.get("play", [])
        chars = [c for c in plays if c.data.get("type") in ("companion", "minion", "ally")]
        items = [c for c in plays if c.data.get("type") in ("possession", "artifact", "condition")]
        events = [c for c in plays if c.data.get("type") == "event" or "type" not in c.data]
        if chars:
            return max(chars, key=lambda c: c.data.get("cost", 0)).text
        if items:
            on_hero = [c for c in items if c.data.get("bearer") == me["hero"]]
            return (on_hero or items)[0].text
        if events and self.rng.below(2) == 0:
            return events[0].text
        if by_verb.get("wind"):
            return by_verb["wind"][0].text
        if by_verb.get("use") and self.rng.below(2) == 0:
            return by_verb["use"][0].text
        return None


def _cards_in_play(view: dict[str, Any]) -> dict[str, dict[str, Any]]:
    out: dict[str, dict[str, Any]] = {}
    for p in view["players"].values():
        for zone in ("party", "support", "minions"):
            for c in p[zone]:
                out[c["uid"]] = c
    return out


def _hero_of(cards: dict[str, Any], assign: LegalCommand) -> str:
    return assign.data.get("hero", "")


def _spare(card: dict[str, Any], me: dict[str, Any]) -> tuple[int, int]:
    left = card.get("vitality", 0) - card.get("wounds", 0)
    return (0 if card.get("uid") == me["hero"] else 1, left)

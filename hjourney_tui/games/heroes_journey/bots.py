"""Bots for The Heroes' Journey.  The random bot of the core plays any game; `HeuristicBot` plays
with plain habits, reading only the seat's view and each command's verb and data.

The habits, by phase:
- setup: bid low, take the first place, start with the companions worth most for their cost;
- Campaign: bring in companions and gear (a Campaign card feeds the pool, but a body to block with
  outlasts the minions it draws), move again only while the party can stand the next move;
- Adversary: spend the pool on as many minions as outnumber the party's blockers, else on the strongest;
- melee: as Campaign player, block every minion with a companion other than the Hero (winners first,
  then the least valuable to lose), and leave the Hero only what it beats; as Adversary, pile the
  leftovers on the Hero when together they match it;
- skirmish windows: play a skirmish card only when the fight is close enough for it to matter.
"""

from __future__ import annotations

from typing import Any

from hjourney_tui.core.commands import LegalCommand
from hjourney_tui.core.rng import Rng

RISK_PER_MINION = 2.5  # about what a minion costs
MOVE_SLACK = 1  # minions beyond the blockers the party risks by moving again
SKIRMISH_SWING = 3  # about what one skirmish card or ability changes


class HeuristicBot:
    """Blocks for its Hero, spends the pool on minions that outnumber the blockers, moves on when safe."""

    needs_view = True

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed ^ 0x4A0E)

    def choose(self, view: dict[str, Any], legal: list[LegalCommand]) -> str:
        seat = legal[0].seat
        t = _Table(view, seat)
        by_verb: dict[str, list[LegalCommand]] = {}
        for c in legal:
            by_verb.setdefault(c.verb, []).append(c)
        pick = self._decide(t, by_verb)
        if pick is not None:
            return pick.text
        for word in ("done", "pass", "stop"):
            if word in by_verb:
                return by_verb[word][0].text
        return self.rng.choice(legal).text

    def _decide(self, t: _Table, v: dict[str, list[LegalCommand]]) -> LegalCommand | None:
        if "bid" in v:
            safe = [c for c in v["bid"] if not c.data.get("loses")] or v["bid"]
            return min(safe, key=lambda c: abs(c.data["amount"] - 1))
        if "pick" in v:
            return min(v["pick"], key=lambda c: c.data["position"])
        if "site" in v:
            return _site(t, v["site"])
        if "add" in v:
            return max(v["add"], key=lambda c: (t.worth(c.data["card_id"]), c.data["card"]))
        if "cut" in v:
            return None
        if "heal" in v:
            return max(v["heal"], key=lambda c: (c.data["card"] == t.hero, t.wounds(c.data["card"]), c.data["card"]))
        if "assign" in v:
            return _assign_for_party(t, v["assign"]) if t.is_campaign else _assign_leftovers(t, v["assign"])
        if "wound" in v:
            return min(v["wound"], key=lambda c: _wound_cost(t, c.data["card"]))
        if "target" in v:
            return max(v["target"], key=lambda c: (t.minion_strength(c.data["seat"]), c.data["seat"]))
        if "skirmish" in v:  # fights the party wins first: their winners may help in later ones
            return max(v["skirmish"], key=lambda c: (t.margin(c.data["companion"]), c.data["companion"]))
        if "again" in v:
            return v["again"][0] if _move_again(t) else v.get("stop", [None])[0]
        if "discard" in v:
            return _discard(t, v["discard"], forced="pass" not in v)
        if "choose" in v:
            return _choose(t, v["choose"])
        if "play" in v or "use" in v or "wind" in v:
            return self._act(t, v)
        return None

    def _act(self, t: _Table, v: dict[str, list[LegalCommand]]) -> LegalCommand | None:
        triggers = [c for c in v.get("play", []) if "card" not in c.data]  # an ability answering an occurrence
        if triggers:
            return triggers[0]
        plays = v.get("play", [])
        phase, step = t.turn["phase"], t.turn["step"]
        if phase == "campaign" and t.is_campaign:
            if v.get("wind"):
                return v["wind"][0]
            chars = [c for c in plays if c.data.get("type") in ("companion", "ally")]
            if chars:
                return max(chars, key=lambda c: (t.worth(c.data["card_id"]), c.data["card"]))
            items = [c for c in plays if c.data.get("type") in ("possession", "artifact")]
            if items:
                return max(items, key=lambda c: (_bearer_rank(t, c.data.get("bearer")), c.data["card"]))
            cheap = [c for c in plays if c.data.get("type") == "event" and c.data.get("cost", 0) == 0
                     and "campaign" in t.phases(c.data["card"])]
            if cheap:
                return cheap[0]
            uses = v.get("use", [])
            return uses[0] if uses and t.any_hurt() else None
        if phase == "adversary" and t.turn["acting"] == t.seat:
            return _adversary_play(t, plays)
        if step == "skirmish" and t.turn["skirmish"]:
            if t.skirmish_worth_a_card():
                skirmish_cards = [c for c in plays if "skirmish" in t.phases(c.data["card"])]
                if skirmish_cards:
                    return min(skirmish_cards, key=lambda c: (c.data.get("cost", 0), c.data["card"]))
                if v.get("use"):
                    return v["use"][0]
            return None
        responses = [c for c in plays if "response" in t.phases(c.data["card"])]
        if responses:  # offered only when they answer something about to happen to us or them
            return responses[0]
        if step == "barrage" and not t.is_campaign:
            return next((c for c in plays if "barrage" in t.phases(c.data["card"])), None)
        return None


class _Table:
    """What the bot reads from its seat's view, with a few small sums."""

    def __init__(self, view: dict[str, Any], seat: str) -> None:
        self.view, self.seat = view, seat
        self.me = view["players"][seat]
        self.turn = view["turn"]
        self.cp = self.turn["campaign"]
        self.is_campaign = self.cp == seat
        self.cards: dict[str, dict[str, Any]] = {}
        for p in view["players"].values():
            for zone in ("party", "support", "minions"):
                for c in p[zone]:
                    self.cards[c["uid"]] = c
        self.hand = {c["uid"]: c for c in self.me["hand"]} if isinstance(self.me["hand"], list) else {}
        self.printed = {d["card"]: d for d in self.me.get("deck_list", [])}
        self.hero = self.me["hero"]
        self.cp_hero = view["players"][self.cp]["hero"] if self.cp else ""

    def stat(self, uid: str, what: str) -> int:
        c = self.cards.get(uid, {})
        if what in ("strength", "vitality", "wounds", "resistance"):
            return int(c.get(what, 0))
        return int(c.get("keywords", {}).get(what, 0))

    def wounds(self, uid: str) -> int:
        return self.stat(uid, "wounds")

    def left(self, uid: str) -> int:
        return self.stat(uid, "vitality") - self.stat(uid, "wounds")

    def phases(self, uid: str) -> list[str]:
        c = self.hand.get(uid)
        return list(c.get("printed", {}).get("phases", ())) if c else []

    def worth(self, card_id: str) -> float:
        """A companion's worth for its cost: a body that blocks, its strength, how long it lasts.  A free
        body is worth no more than one costing 1: it still takes a place under the party limit."""
        d = self.printed.get(card_id, {})
        kws = d.get("keywords", {})
        value = 4 + d.get("strength", 0) + 2 * d.get("vitality", 0) + 4 * kws.get("defender", 0)
        return value / max(2, 1 + d.get("cost", 0))

    def any_hurt(self) -> bool:
        return any(self.wounds(c["uid"]) for c in self.me["party"])

    def printed_strength(self, play: LegalCommand) -> int:
        """The strength of a card in hand that a command would play."""
        return int(self.hand.get(play.data["card"], {}).get("strength", 0))

    def minion_strength(self, seat: str) -> int:
        return sum(c.get("strength", 0) for c in self.view["players"][seat]["minions"])

    def blockers(self, seat: str) -> int:
        """How many minions the party can block without the Hero (Defender blocks more)."""
        p = self.view["players"][seat]
        return sum(1 + self.stat(c["uid"], "defender") for c in p["party"] if c["uid"] != p["hero"])

    def against(self, comp: str) -> list[str]:
        return [m for m, c in self.turn["assigned"].items() if c == comp and m not in self.turn["removed"]]

    def margin(self, comp: str) -> int:
        """The companion's strength less that of the minions on it (above 0: the companion wins)."""
        return self.stat(comp, "strength") - sum(self.stat(m, "strength") for m in self.against(comp))

    def skirmish_worth_a_card(self) -> bool:
        """Whether a card could turn this skirmish, or save a loser from being overwhelmed."""
        comp = self.turn["skirmish"]
        ours = self.stat(comp, "strength")
        minions = self.against(comp)
        theirs = sum(self.stat(m, "strength") for m in minions)
        if not minions:
            return False
        if self.is_campaign:
            return ours <= theirs < ours + SKIRMISH_SWING or theirs >= 2 * ours > theirs - 2 * SKIRMISH_SWING
        if not any(self.cards.get(m, {}).get("owner") == self.seat for m in minions):
            return False
        return theirs < ours <= theirs + SKIRMISH_SWING or (comp == self.cp_hero and theirs < 2 * ours)


def _site(t: _Table, sites: list[LegalCommand]) -> LegalCommand:
    """Site 1 (for everyone) the safest; a site for an opponent's move the riskiest: its risk feeds
    the Adversaries, us among them."""
    number = sites[0].data.get("number", 1)
    pick = min if number == 1 or t.is_campaign else max
    return pick(sites, key=lambda c: (c.data.get("risk", 0), c.data["card"]))


def _bearer_rank(t: _Table, bearer: str | None) -> tuple[int, int]:
    """Gear goes to the Hero first (what keeps it from being overwhelmed), then the strongest."""
    if not bearer:
        return (0, 0)
    return (1 if bearer == t.hero else 0, t.stat(bearer, "strength"))


def _wound_cost(t: _Table, uid: str) -> tuple[int, int, int, str]:
    """Ranged wounds: never kill if it can be helped, spare the Hero, load the sturdiest."""
    dies = t.left(uid) <= 1
    return (1 if dies else 0, 1 if uid == t.hero else 0, -t.left(uid), uid)


def _assign_for_party(t: _Table, assigns: list[LegalCommand]) -> LegalCommand | None:
    """Plan blocks for every free minion and give the first: companions that win take the minions they
    beat; then the strongest minions left get the party's cheapest bodies; the Hero fights only what it
    beats, and whatever is left to the Adversaries would pile on it anyway."""
    comps = sorted({a.data["companion"] for a in assigns})
    minions = sorted({a.data["minion"] for a in assigns}, key=lambda m: (-t.stat(m, "strength"), m))
    room = {c: 1 + t.stat(c, "defender") for c in comps}
    pair = {(a.data["companion"], a.data["minion"]): a for a in assigns}

    def beats(c: str, m: str) -> bool:
        return t.stat(c, "strength") > t.stat(m, "strength")

    for m in minions:  # winners: the weakest companion that still wins, the Hero too
        winners = [c for c in comps if room[c] and beats(c, m) and (c, m) in pair]
        if winners:
            return pair[(min(winners, key=lambda c: (t.stat(c, "strength"), c == t.hero, c)), m)]
    for m in minions:  # blocks that lose: the body least missed, not the Hero
        bodies = [c for c in comps if room[c] and c != t.hero and (c, m) in pair]
        if bodies:
            return pair[(min(bodies, key=lambda c: (t.stat(c, "strength") + 2 * t.left(c), c)), m)]
    return None


def _assign_leftovers(t: _Table, assigns: list[LegalCommand]) -> LegalCommand | None:
    """Pile the leftovers on the Hero when together they match it; else on a companion they beat."""
    hero = assigns[0].data.get("hero", "")
    minions = sorted({a.data["minion"] for a in assigns}, key=lambda m: (-t.stat(m, "strength"), m))
    total = sum(t.stat(m, "strength") for m in minions)
    pair = {(a.data["minion"], a.data["companion"]): a for a in assigns}
    m = minions[0]
    if total >= t.stat(hero, "strength") and (m, hero) in pair:
        return pair[(m, hero)]
    victims = [c for (mm, c) in pair if mm == m and t.stat(m, "strength") >= t.stat(c, "strength")]
    if victims:  # overwhelm if we can, else the weakest left standing
        return pair[(m, min(victims, key=lambda c: (t.stat(m, "strength") < 2 * t.stat(c, "strength"),
                                                     t.left(c), c)))]
    return pair.get((m, hero))


def _adversary_play(t: _Table, plays: list[LegalCommand]) -> LegalCommand | None:
    """Outnumber the blockers with cheap minions when the pool allows it, else buy the strongest;
    then gear for the minions and Adversary events with what is left."""
    minions = [c for c in plays if c.data.get("type") == "minion"]
    if minions:
        pool = t.view["pool"]
        need = t.blockers(t.cp) + 1 - sum(len(p["minions"]) for p in t.view["players"].values())
        cheap = sorted(minions, key=lambda c: (c.data["cost"], -t.printed_strength(c), c.data["card"]))
        count, spent = 0, 0
        for c in cheap:
            if spent + c.data["cost"] <= pool:
                count, spent = count + 1, spent + c.data["cost"]
        if count >= need > 0:
            return cheap[0]
        return max(minions, key=lambda c: (t.printed_strength(c), -c.data["cost"], c.data["card"]))
    gear = [c for c in plays if c.data.get("type") in ("possession", "artifact") and c.data.get("bearer")]
    if gear:
        return max(gear, key=lambda c: (t.stat(c.data["bearer"], "strength"), c.data["card"], c.data["bearer"]))
    events = [c for c in plays if c.data.get("type") == "event" and "adversary" in t.phases(c.data["card"])]
    return events[0] if events else None


def _choose(t: _Table, chooses: list[LegalCommand]) -> LegalCommand:
    """An effect's target: the strongest card on the other side of this turn, else our sturdiest."""
    def side(uid: str) -> bool:
        owner = t.cards.get(uid, {}).get("owner")
        return (owner == t.seat) if t.is_campaign else (owner == t.cp)
    ours = [c for c in chooses if side(c.data["card"])]
    theirs = [c for c in chooses if c not in ours]
    if theirs:
        return max(theirs, key=lambda c: (t.stat(c.data["card"], "strength"), c.data["card"]))
    return max(ours, key=lambda c: (t.left(c.data["card"]), c.data["card"]))


def _discard(t: _Table, discards: list[LegalCommand], forced: bool) -> LegalCommand | None:
    """Reconciling: throw away a unique card that cannot come into play while its title is there, or,
    with no minion in hand, the dearest Campaign card, to draw towards minions."""
    in_play = {c["card"] for c in t.cards.values() if c["owner"] == t.seat}
    seen: set[str] = set()
    for c in discards:
        held = t.hand.get(c.data["card"], {})
        card_id, printed = held.get("card", ""), held.get("printed", {})
        if printed.get("unique") and (card_id in in_play or card_id in seen):
            return c
        seen.add(card_id)
    if forced or not any(h["type"] == "minion" for h in t.hand.values()):
        campaign = [c for c in discards if t.hand.get(c.data["card"], {}).get("side") == "campaign"]
        return max(campaign or discards, key=lambda c: (t.hand.get(c.data["card"], {}).get("cost", 0), c.data["card"]))
    return None


def _move_again(t: _Table) -> bool:
    """Move again when the Hero is fit and the party can block what the next move's risk would buy;
    a move onto the ninth site wins once the party comes through, so it is worth more risk."""
    site = t.me["site"]
    if site >= 9:
        return False
    hero_left = t.left(t.hero)
    if hero_left < 2:
        return False
    nxt = t.view["path"].get(str(site + 1))
    risk = nxt["risk"] if nxt else 1
    pool = t.view["pool"] + risk + len(t.me["party"])
    threat = pool / RISK_PER_MINION + sum(len(p["minions"]) for s, p in t.view["players"].items() if s != t.seat)
    blockers = t.blockers(t.seat)
    if site + 1 == 9:
        return threat <= blockers + 2
    return threat <= blockers + MOVE_SLACK and hero_left >= 3

"""A heuristic Warhammer Quest bot.

It reads only the seat's view, the data of its legal commands and the printed
cards (the ruleset every player can read), like any player.  Each action is valued in
one currency, "successes": a point of progress, a wound spared or healed
(weighted by how close the hero is to falling), a success token banked, an
enemy's future damage removed by killing it, and the quest itself when the
nemesis falls or the final location is explored.  Dice odds are exact (crit
chains included).  Items and gear abilities cost no action, so they are used
as soon as they are worth it; the prepare card is valued for the cards it
readies.
"""

from __future__ import annotations

from dataclasses import field
from functools import cache
from typing import Any

from hjourney_tui.core.commands import LegalCommand
from hjourney_tui.core.dice import Die
from hjourney_tui.core.rng import Rng

from ...core.records import record
from . import odds

WIN = 60.0  # the quest itself, in successes
TOKEN_KEEP = 0.55  # a token left on its card for a later action
READY_VALUE = 0.9  # an exhausted card readied by the prepare card
P = {"lives": 5.0, "shadow_lives": 1.5, "base": 0.3, "curve": 2.5, "aid": 0.8, "prog": 1.0, "flat": 1.0,
     "per_loc": 1.5, "nem_rounds": 3.0, "stay_threat": 2.0, "stay_hurt": 1.5, "next": 0.6, "train": 30.0}
DRAW_VALUE = 0.35  # a dungeon card: items and treasure outweigh the traps, just
FACEDOWN = {"attack": 2, "health": 4, "bar": ["advance", "inflict"], "kind": "standard"}
GEAR_PER_DIE = {"attack": 1.4, "explore": 1.0, "rest": 0.6, "aid": 0.5}


@cache
def _content() -> dict[str, dict[str, Any]]:
    from hjourney_tui.registry import game_info

    from .content import load
    return load(game_info("wq_acg").load_ruleset())


@cache
def _by_name(kind: str) -> dict[str, dict[str, Any]]:
    return {card["name"]: card for card in _content()[kind].values()}


@cache
def _hero_die() -> Die:
    return Die.from_data("hero", _content()["dice"]["hero"]["faces"])


@cache
def _pmf(dice: int) -> tuple[float, ...]:
    """P(successes = k) for k = 0..20 from `dice` hero dice, crit chains included."""
    out = [0.0] * 21
    for (s, _), p in odds.roll_dist(_hero_die(), dice).items():
        out[min(s, 20)] += p
    return tuple(out)


@cache
def _capped(dice: int, bonus: int, cap: int) -> float:
    """E[min(successes + bonus, cap)]."""
    return sum(p * min(k + bonus, cap) for k, p in enumerate(_pmf(dice))) if cap > 0 else 0.0


@cache
def _at_least(dice: int, bonus: int, need: int) -> float:
    return sum(p for k, p in enumerate(_pmf(dice)) if k + bonus >= need)


@cache
def _wounds_taken(dice: int, attackers: tuple[int, ...], defence: int) -> float:
    if not attackers:
        return 0.0
    dist = odds.roll_dist(_hero_die(), dice)
    return odds.expected_wounds(dist, 0.5, attackers, defence)


@record(frozen=False)
class Situation:
    """What the bot reads from the view once per decision."""

    view: dict[str, Any]
    seat: str
    me: dict[str, Any] | None
    heroes: dict[str, dict[str, Any]] = field(default_factory=dict)
    enemies: dict[str, dict[str, Any]] = field(default_factory=dict)  # id -> enemy with "where"
    rounds_left: int = 10
    need: int = 0  # progress that still matters at this location
    final: bool = False
    victory: str = "nemesis_defeated"
    danger: dict[str, float] = field(default_factory=dict)  # seat -> value of one wound to him
    acts: dict[str, int] = field(default_factory=dict)  # seat -> activations per round
    best: dict[tuple[str, str], float] = field(default_factory=dict)  # (seat, kind) -> best value now


def _left(e: dict[str, Any]) -> int:
    return e.get("health", 4) - e.get("wounds", 0)


def _bar(e: dict[str, Any]) -> list[str]:
    return e.get("bar", FACEDOWN["bar"])


def read(view: dict[str, Any], seat: str) -> Situation:
    heroes = {h["seat"]: h for h in view.get("heroes", [])}
    me = heroes.get(seat)
    sit = Situation(view, seat, me, heroes)
    for h in heroes.values():
        for e in h["engaged"]:
            sit.enemies[e["id"]] = {**FACEDOWN, **e, "where": h["seat"]}
    for e in view.get("shadow", []):
        sit.enemies[e["id"]] = {**FACEDOWN, **e, "where": "shadow"}
    for e in view.get("lair", []):
        sit.enemies[e["id"]] = {**e, "where": "lair"}
    peril = view.get("peril", {})
    sit.rounds_left = max(1, len(peril.get("track", "")) - peril.get("position", 0))
    sheet = view.get("sheet", {})
    sit.victory = sheet.get("victory", "nemesis_defeated")
    sit.final = view.get("locations_left", 0) == 0
    loc = view.get("location") or {}
    sit.need = max(0, loc.get("explore", 0) - loc.get("progress", 0))
    if sit.final and sit.victory != "final_explored":
        sit.need = 0  # the nemesis, not the map, decides this quest
    order = [h["seat"] for h in view.get("heroes", [])]
    standing = [s for s in order if not heroes[s]["defeated"]]
    n = len(order)
    lead = order.index(view["leader"]) if view.get("leader") in order else 0
    pattern = {2: (0, 1, 0, 1), 3: (0, 1, 2, 0), 4: (0, 1, 2, 3)}.get(n, tuple(range(n)))
    for step in pattern:
        s = order[(lead + step) % n]
        sit.acts[s] = sit.acts.get(s, 0) + 1
    for s in order:
        sit.danger[s] = _danger(sit, heroes[s], len(standing))
    return sit


def threat(sit: Situation, e: dict[str, Any]) -> float:
    """Wounds this enemy is expected to deal each round where it stands now."""
    atk = e.get("attack", 2)
    bar = _bar(e)
    where = e.get("where")
    per = atk if "inflict" in bar else 0.0
    if where in sit.heroes or "advance" in bar:
        acts = sit.acts.get(where, 1) if where in sit.heroes else 1.5
        per += 0.5 * max(0.0, atk - 0.6) * acts
    return per


def _danger(sit: Situation, h: dict[str, Any], standing: int) -> float:
    """The worth of one wound to this hero: small while he is hale, large near his fall."""
    if h["defeated"]:
        return 0.0
    left = h["health"] - h["wounds"]
    incoming = sum(threat(sit, {**FACEDOWN, **e, "where": h["seat"]}) for e in h["engaged"] if e.get("ready", True))
    incoming += P["flat"]  # peril, locations, nemesis icons and traps
    incoming += 1.0 if "Poisoned" in h["conditions"] else 0.0
    ratio = incoming / max(left, 0.5)
    w = P["base"] + P["curve"] * ratio * ratio
    if standing == 1:
        w *= 1.5  # the last hero standing carries the quest
    return min(w, 6.0)


class HeuristicBot:
    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed ^ 0x0DDBA11)

    def choose(self, view: dict[str, Any], legal: list[LegalCommand]) -> str:
        sit = read(view, legal[0].seat)
        return max(legal, key=lambda c: (self.score(sit, c), self.rng.below(1000))).text

    # -- one command ---------------------------------------------------------------
    def score(self, sit: Situation, c: LegalCommand) -> float:
        d = c.data
        name = d.get("verb", c.name)
        me = sit.me
        if name == "pick":
            return 1.0
        if name in ("leader", "choose"):  # the leader takes the first spawn, and ties are mostly
            h = sit.heroes[d["seat"]]    # about who suffers: the sturdiest hero it is
            return h["health"] - h["wounds"]
        if name in ("explore", "rest", "aid", "attack") and me is not None:
            targets = [d["to"]] if name == "aid" and d.get("to") else list(d["targets"])
            return self.action_value(sit, me, name, targets, d["spend"])
        if name == "use" and me is not None:
            return self.use_value(sit, me, d)
        if name == "place" and me is not None:
            return self.card_worth(sit, me, d["action"])
        if name == "activate":
            return self.activate_value(sit, d["enemy"])
        if name in ("travel", "stay"):
            return self.travel_value(sit, name)
        if name == "gear":
            return self.claim_value(sit, d)
        if name in ("equip", "stash", "swap"):
            return self.equip_value(sit, d)
        if name == "hit":
            return self.hit_value(sit, d["enemy"], d["so_far"])
        if name in ("pay", "exhaust") and me is not None:
            return -self.card_worth(sit, me, d["action"])
        if name == "ready" and me is not None:
            return self.card_worth(sit, me, d["action"])
        if name == "pass":  # a token kept beats a blind re-roll
            return 0.5
        if name in ("train", "smith", "arena", "take", "decline", "give", "keep", "refuse"):
            return self.settle_value(sit, name, d)
        return 0.0

    # -- actions ---------------------------------------------------------------------
    def action_value(self, sit: Situation, me: dict[str, Any], kind: str, targets: list[str], spend: int) -> float:
        """This action now, plus the best action the hero will still have ready next time
        (everything, after the prepare card; otherwise what is left ready)."""
        slot = next(a for a in me["actions"] if a["kind"] == kind)
        now = self.immediate(sit, me, slot, targets, spend)
        after = [a for a in me["actions"] if slot["prepare"] or (a["ready"] and a["kind"] != kind)]
        later = max((self.best_of(sit, me, a) for a in after), default=0.0)
        return now + P["next"] * later

    def best_of(self, sit: Situation, me: dict[str, Any], slot: dict[str, Any]) -> float:
        """The best this card could do if chosen now (targets and token spending included)."""
        key = (me["seat"], slot["kind"])
        if key not in sit.best:
            card = _by_name("action").get(slot["name"], {})
            picks: list[list[str]] = [[]]
            if slot["kind"] == "attack":
                reach = [e["id"] for e in me["engaged"]]
                if card.get("ranged"):
                    reach += [eid for eid, e in sit.enemies.items() if e["where"] not in ("lair", me["seat"])]
                picks = [[t] for t in reach] or [[]]
            elif slot["kind"] == "aid":
                picks = [[h["seat"]] for h in sit.view["heroes"]
                         if h["seat"] != me["seat"] and not h["defeated"]] or [[]]
            sit.best[key] = max(self.immediate(sit, me, slot, t, n) for t in picks for n in range(slot["tokens"] + 1))
        return sit.best[key]

    def immediate(self, sit: Situation, me: dict[str, Any], slot: dict[str, Any], args: list[str],
                  spend: int) -> float:
        """The worth of this action now; `args` are the enemies attacked, or the seat aided."""
        kind = slot["kind"]
        dice = slot["dice"]
        bonus = spend + (1 if "Inspired" in me["conditions"] else 0)
        card = _by_name("action").get(slot["name"], {})
        v = 0.0
        if kind == "explore":
            v = self.explore_value(sit, dice, bonus)
        elif kind == "rest":
            v = sit.danger[me["seat"]] * _capped(dice, bonus, me["wounds"])
            if "Festering" in me["conditions"]:  # this rest heals nothing, but lets later heals work
                v = 0.5 * sit.danger[me["seat"]] * min(me["wounds"], 2)
            if "Poisoned" in me["conditions"]:  # resting ends it: a wound a round no more
                v += max(sit.danger[me["seat"]], 0.5) * min(sit.rounds_left, 4)
        elif kind == "aid":
            if args:
                other = sit.heroes[args[0]]
                v = P["aid"] * _capped(dice, bonus, self.token_room(sit, other))
        elif kind == "attack":
            v = self.attack_value(sit, [sit.enemies[a] for a in args if a in sit.enemies], dice, bonus,
                                  card.get("after", []))
        for eff in card.get("before", []):
            if eff["do"] == "recover":
                v += sit.danger[me["seat"]] * min(eff.get("n", 1), me["wounds"])
        v -= TOKEN_KEEP * spend
        attackers = tuple(sorted((e.get("attack", 2) for e in me["engaged"] if e.get("ready", True)), reverse=True))
        v -= sit.danger[me["seat"]] * _wounds_taken(dice, attackers, self.gear_defence(me))
        return v

    def explore_value(self, sit: Situation, dice: int, bonus: int) -> float:
        if sit.need <= 0:
            return DRAW_VALUE * (1 if sit.view.get("decks", {}).get("dungeon", 1) else 0)
        weight = P["prog"]
        v = weight * _capped(dice, bonus, sit.need)
        finish = _at_least(dice, bonus, sit.need)
        if sit.final and sit.victory == "final_explored":
            v += finish * WIN
        else:
            v += finish * 1.5  # travel this round rather than next
        return v + DRAW_VALUE

    def attack_value(self, sit: Situation, targets: list[dict[str, Any]], dice: int, bonus: int,
                     after: list[dict[str, Any]]) -> float:
        if not targets:
            return 0.0
        direct = sum(eff.get("n", 1) for eff in after if eff["do"] == "wound")
        pmf = _pmf(dice)
        worth = [self.kill_worth(sit, e) for e in targets]
        need = [max(0, _left(e) - direct) + e.get("resilience", 0) for e in targets]
        # the successes go first where they kill, the rest to the second target
        order = sorted(range(len(targets)), key=lambda i: (need[i] - worth[i] / 10))
        total = 0.0
        for k, p in enumerate(pmf):
            s = k + bonus
            got = 0.0
            for i in order:
                e, res = targets[i], targets[i].get("resilience", 0)
                left = _left(e)
                use = min(s, need[i])
                s -= use
                dealt = min(left, max(0, use - res) + direct)
                if dealt >= left:
                    got += worth[i]
                else:
                    got += worth[i] * 0.6 * dealt / max(left, 1)
            total += p * got
        return total

    def kill_worth(self, sit: Situation, e: dict[str, Any]) -> float:
        """What killing this enemy is worth: the wounds it would still deal, and maybe the quest."""
        where = e.get("where")
        engages = where in sit.heroes or ("advance" in _bar(e) and not e.get("cannot_engage"))
        lives = P["lives"] if engages else P["shadow_lives"]
        if where in sit.heroes:
            w = sit.danger.get(where, 0.5)
        else:  # it will strike whoever draws it in the enemy phase
            standing = [sit.danger[x] for x, h in sit.heroes.items() if not h["defeated"]]
            w = sum(standing) / len(standing) if standing else 0.5
        w = max(w, 0.4)
        worth = threat(sit, e) * min(lives, sit.rounds_left) * w
        if e.get("kind") == "nemesis":
            if sit.victory == "nemesis_defeated":
                worth += WIN
            worth += 2.0 * len(sit.heroes)  # its icon hurts everyone while it lives
        if e.get("facedown"):
            worth += 1.0  # and we learn what it is
        return worth

    # -- free uses: items and gear abilities -----------------------------------------------
    def use_value(self, sit: Situation, me: dict[str, Any], d: dict[str, Any]) -> float:
        item = d["cost"] == "item"
        card = _content()["dungeon" if item else "gear"].get(d["card"])
        if card is None:
            return -1.0
        cost = d["cost"]
        v = self.effects_value(sit, me, card.get("use", []), cost)
        # an exhaust ability comes back every round; an item or deplete is gone for the quest
        bar = {"exhaust": 0.3, "token": 1.2, "item": 1.5, "deplete": 2.0}[cost]
        if cost == "item" and sit.rounds_left <= 3:  # unused items are lost when the quest ends
            bar = 0.3
        return 1000.0 + v if v > bar else -1000.0

    def effects_value(self, sit: Situation, me: dict[str, Any], effects: list[dict[str, Any]], cost: str) -> float:
        v = 0.0
        cured: set[str] = set()
        for eff in effects:
            do, n, who = eff["do"], eff.get("n", 1), eff.get("who", "active")
            if do == "recover":
                targets = [me] if who == "active" else [h for h in sit.heroes.values() if not h["defeated"]]
                targets = [h for h in targets if "Festering" not in h["conditions"] or h["seat"] in cured]
                for h in targets:
                    heal = min(n, h["wounds"])
                    if who == "distribute":
                        heal = min(n, sum(x["wounds"] for x in targets))
                        v += heal * max(sit.danger[x["seat"]] for x in targets)
                        break
                    # keep a big heal for a bad moment unless it is wasted anyway at the end
                    if cost in ("item", "deplete") and heal < n and sit.danger[h["seat"]] < 1.0:
                        continue
                    v += heal * sit.danger[h["seat"]]
            elif do == "tokens":
                takers = [me] if who != "each_hero" else [h for h in sit.heroes.values() if not h["defeated"]]
                v += sum(0.8 * min(n, self.token_room(sit, h)) for h in takers)
            elif do == "progress":
                v += min(n, sit.need) * 1.2 if n > 0 else 0
                if sit.final and sit.victory == "final_explored" and sit.need and n >= sit.need:
                    v += WIN
            elif do in ("exhaust_zone", "hide"):  # either way my enemies leave me be this round
                v += sum(threat(sit, e) for e in sit.enemies.values()
                         if e["where"] == me["seat"] and e.get("ready", True)) * sit.danger[me["seat"]] * 0.8
            elif do == "condition" and eff.get("kind") == "inspired":
                v += 0 if "Inspired" in me["conditions"] else 1.6
            elif do == "cure":
                name = _content()["condition"][eff["kind"]]["name"]
                if name in me["conditions"]:
                    cured.add(me["seat"])
                    v += 1.0 + sit.danger[me["seat"]] * min(me["wounds"], 2)
            elif do == "wound" and who == "engaged":  # direct wounds to the enemies on me
                for e in sit.enemies.values():
                    if e["where"] == me["seat"]:
                        v += self.kill_worth(sit, e) * (1.0 if _left(e) <= n else 0.3 * n / max(_left(e), 1))
            elif do == "ready_action":
                tired = [a for a in me["actions"] if not a["ready"]]
                v += max((self.best_of(sit, me, a) for a in tired), default=0.0) * 0.9 * min(n, len(tired) or 1)
            elif do == "peril":
                v += 3.0 if sit.rounds_left <= 3 and n < 0 else 0.0
            elif do == "revive":
                v += 20.0
        return v

    # -- tokens -------------------------------------------------------------------------
    def token_room(self, sit: Situation, h: dict[str, Any]) -> int:
        """Room for success tokens on the cards this hero will want them on."""
        if h["defeated"]:
            return 0
        return sum(2 - a["tokens"] for a in h["actions"] if self.card_worth(sit, h, a["kind"]) >= 2)

    def card_worth(self, sit: Situation, h: dict[str, Any], kind: str) -> float:
        slot = next(a for a in h["actions"] if a["kind"] == kind)
        if slot["tokens"] >= 2:
            return -1.0
        foes = any(e["where"] in sit.heroes or e["where"] == "lair" for e in sit.enemies.values())
        worth = {"attack": 4.0 if foes or not sit.final else 1.0,
                 "explore": 3.0 if sit.need or not sit.final else 0.5,
                 "rest": 2.0 if h["wounds"] > h["health"] // 2 else 1.0,
                 "aid": 0.5}[kind]
        return worth + (0.5 if slot["prepare"] else 0.0)

    # -- the enemy phase --------------------------------------------------------------------
    def activate_value(self, sit: Situation, eid: str) -> float:
        e = sit.enemies.get(eid, FACEDOWN)
        if e.get("where") in sit.heroes:
            return 0.0  # every readied enemy of mine acts anyway; the order hardly matters
        # from the shadows: the sturdier hero draws the stronger enemy
        me = sit.me
        mine = sit.danger.get(sit.seat, 1.0)
        others = [sit.danger[s] for s, h in sit.heroes.items() if s != sit.seat and not h["defeated"]]
        sturdier = not others or mine <= min(others)
        return threat(sit, {**e, "where": sit.seat}) * (1 if sturdier else -1) + (0 if me else 0)

    # -- locations --------------------------------------------------------------------------
    def travel_value(self, sit: Situation, name: str) -> float:
        """Travel on, unless there are rounds to spare and the party should first finish the
        enemies it already has (a new location brings new ones) or heal before the finale."""
        left = sit.view.get("locations_left", 0)
        needed = P["per_loc"] * left + (P["nem_rounds"] if sit.victory == "nemesis_defeated" else 1.0)
        slack = sit.rounds_left - needed
        standing = [h for h in sit.heroes.values() if not h["defeated"]]
        pressure = sum(threat(sit, e) for e in sit.enemies.values() if e["where"] in sit.heroes)
        hurt = max((sit.danger[h["seat"]] for h in standing), default=0.0)
        stay = slack >= 1 and (pressure >= P["stay_threat"] or hurt >= P["stay_hurt"])
        return 1.0 if (name == "stay") == stay else 0.0

    # -- gear -----------------------------------------------------------------------------
    def gear_worth(self, h: dict[str, Any] | None, g: dict[str, Any] | None) -> float:
        if g is None:
            return 0.0
        if g.get("fortune"):
            return 5.0
        v = g.get("health", 0) * 0.6 + g.get("defence", 0) * 2.5
        if g.get("dice"):
            v += g["dice"] * GEAR_PER_DIE.get(g.get("for", ""), 0.5)
        for m in g.get("modify", []):
            v += {"attack": 1.8, "defence": 0.7}.get(m["from"], 0.5) * m.get("n", 1)
        if g.get("use"):
            per = {"exhaust": 1.0, "token": 0.5, "deplete": 0.6}.get(g.get("cost", ""), 0.5)
            for eff in g["use"]:
                v += per * {"exhaust_zone": 2.0, "tokens": 1.0, "progress": 1.0, "recover": 1.0,
                            "condition": 1.0, "peril": 1.5}.get(eff["do"], 0.5) * eff.get("n", 1)
        return v

    def gear_defence(self, h: dict[str, Any]) -> int:
        return sum(_by_name("gear").get(g, {}).get("defence", 0) for g in h.get("gear", []))

    def claim_value(self, sit: Situation, d: dict[str, Any]) -> float:
        if d["pick"] == "decline":
            return 0.0
        if d["pick"] == "top":
            return 2.0
        return self.gear_worth(sit.me, _content()["gear"].get(d["card"]))

    def equip_value(self, sit: Situation, d: dict[str, Any]) -> float:
        """Equip when there is room; else swap out the weakest card if the new one beats it."""
        me = sit.me
        if d["verb"] == "equip":
            return 10.0
        if d["verb"] == "stash":
            return 0.0
        gain = self.gear_worth(me, _content()["gear"].get(d["for"]))
        return gain - self.gear_worth(me, _content()["gear"].get(d["card"])) - 0.5

    def hit_value(self, sit: Situation, eid: str, so_far: int) -> float:
        e = sit.enemies.get(eid)
        if e is None:
            return 0.0
        need = _left(e) + e.get("resilience", 0) - so_far
        if need <= 0:
            return -10.0
        return 10.0 - need + self.kill_worth(sit, e) / 20

    # -- settlement -------------------------------------------------------------------------
    def settle_value(self, sit: Situation, name: str, d: dict[str, Any]) -> float:
        me = sit.me
        if me is None:
            return 0.0
        full = len(me["gear"]) >= me["capacity"]
        if name == "train":
            slot = next(a for a in me["actions"] if a["kind"] == d["action"])
            return P["train"] + {"attack": 4, "explore": 3, "rest": 1, "aid": 2}[d["action"]] + 1.5 * slot["prepare"]
        if name == "arena":
            return 26.0 if full else 12.0
        if name == "smith":
            return 18.0 if full else 25.0
        if name == "take":
            return self.gear_worth(me, _content()["gear"].get(d["card"]))
        if name == "decline":
            return 0.5
        if name in ("keep", "refuse"):  # gifts are never worth the bot's trouble
            return 1.0
        return 0.0

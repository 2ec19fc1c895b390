"""Bots for the Lord of the Rings card game: they read the view and the options' data only."""

from __future__ import annotations

from typing import Any

from hjourney_tui.core.commands import LegalCommand
from hjourney_tui.core.rng import Rng

from .bot_cards import (
    DRAWS_ON_ALLIES,
    DRAWS_ON_ENTRY,
    DRAWS_ON_RANGED,
    ENGAGE_THREAT,
    EVENTS,
    ICONS,
    THREAT_ON_ENTRY,
    TRAVEL_THREAT,
)


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


# -- the heuristic bot ------------------------------------------------------------------------------------
HERO_HP = 3.0  # what a point of damage on a hero costs (hit points do not come back without healing)
HERO_DEATH = 60.0  # losing a hero: its stats, its resources every round, a step towards elimination
VITAL = 1000.0  # losing a card the game is lost with
SHADOW = 0.6  # what a face-down shadow card adds to an attack, on average
EXPECTED_REVEAL = 1.3  # staging threat an encounter card adds, on average
CHIP_WILLPOWER = 1  # a character questing for no more than this stays home to damage an enemy it cannot kill
TRAVEL_ROUNDS = 5  # rounds a location left in staging is reckoned to weigh on the quest
MULLIGAN_BELOW = 2  # a setup hand with fewer allies costing 3 or less goes back
ALLY_WILLPOWER, ALLY_DEFENCE = 2.0, 2.0  # what a point of an ally's willpower and defence is worth in play
GUARD_WILLPOWER = 1.2  # what keeping a defender home costs per point of willpower it does not quest with
QUEST_MARGIN = -1  # willpower past what the quest could use: a little short, as a character home is worth more


def _kw(c: dict[str, Any], k: str) -> int:
    return c.get("keywords", {}).get(k, 0)


def _ready(c: dict[str, Any]) -> bool:
    return not c.get("exhausted")


class HeuristicBot:
    """Plays to win: spends each sphere's resources on the card worth most; keeps home a defender and
    attackers for each enemy coming and commits to the quest what it can use of the rest (those kept home
    too when the quest would fail outright); travels where a location's threat outweighs its quest points;
    defends with whoever loses least; attacks where it can kill, or wears an enemy down; and plays its
    events in the windows where they change something.  It remembers the card it is paying for or
    attaching, since a payment's or a target's options do not say what they are for."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed ^ 0x4E0)
        self.playing: str | None = None  # card id being played (for pay, attach and target questions)
        self.quest_plan: tuple[int, list[Any]] = (-1, [])  # (round, uids to commit)
        self.commit_mark: tuple[Any, ...] = ()  # (round, encounter deck, discard) when we committed
        self.staged_mark: tuple[Any, ...] = ()  # the table just after staging, to spot the quest resolving
        self.attackers: list[Any] = []  # the characters chosen for the attack being declared
        self.archery: dict[Any, int] = {}  # archery damage given so far this round, by uid
        self.archery_round = -1

    # -- reading the table -----------------------------------------------------------------------------
    def choose(self, view: dict[str, Any], legal: list[LegalCommand]) -> str:
        by: dict[str, list[LegalCommand]] = {}
        for c in legal:
            by.setdefault(c.verb, []).append(c)
        seat = legal[0].seat
        self.view, self.seat, self.me = view, seat, view["players"][seat]
        self.cards = _cards(view, seat)
        if view.get("active") and "uid" in view["active"]:
            self.cards[view["active"]["uid"]] = view["active"]
        if not ({"pay", "attach", "target"} & set(by)):
            self.playing = None
        if "keep" in by:
            return self._mulligan(by)
        if "pay" in by:
            return self._pay(by["pay"])
        if "x" in by:  # a cost X (Quiet Vigil): all that can be paid
            return max(by["x"], key=lambda o: o.data.get("n", 0)).text
        if "attach" in by:
            return self._attach(by["attach"])
        if "target" in by:
            return self._target(by["target"])
        if "commit" in by:
            return self._commit(by["commit"])
        if "travel" in by:
            return self._travel(by["travel"])
        if "engage" in by:
            return self._engage(by["engage"]) if "pass" in by else by["engage"][0].text
        if "next" in by:
            return max(by["next"], key=lambda c: self._threat_of(self.cards.get(c.data.get("uid"), {}))).text
        if "defend" in by:
            return self._defend(by["defend"], sentinel="pass" in by)
        if "take" in by:
            return self._take(by["take"])
        if "attack" in by:
            return self._attack(by["attack"])
        if "with" in by:
            return self._with(by["with"], by)
        if "trigger" in by:
            answer = self._respond(by["trigger"])
            if answer:
                return answer
        if "play" in by:
            return self._play(by["play"], planning="done" in by)
        if "hero" in by:  # a fallen hero's place, or a free place in a party under three: the lowest threat
            return min(by["hero"], key=lambda o: (o.data.get("threat", 0), o.text)).text
        if "replace" in by:  # swapping a living hero adds 1 to every starting threat for good: keep them
            return "done"
        for verb in ("done", "pass", "stay", "strike", "undefended"):
            if verb in by:
                return verb
        return self.rng.choice(legal).text

    def _respond(self, options: list[LegalCommand]) -> str:
        """A Response or Interrupt worth using: a free card drawn (Fletcher's Quiver, Recruiter's Ledger),
        or an event from hand (Shoulder to Shoulder) that the bot values as it values events."""
        for t in options:
            if t.data.get("ability") == "draw":
                return t.text
        for t in options:
            card = self._hand_card(t.data.get("source")).get("card", "") if t.data.get("ability") == "play" else ""
            if card and self._event_value(card, self.view.get("phase") == "planning") > 0:
                self.playing = card
                return t.text
        return ""

    def _mine(self) -> list[dict[str, Any]]:
        return [*self.me.get("heroes", []), *self.me.get("allies", [])]

    def _players(self) -> list[dict[str, Any]]:
        return [p for p in self.view["players"].values() if not p.get("eliminated")]

    def _enemy_attack(self, e: dict[str, Any]) -> float:
        shadows = sum(1 for s in e.get("shadows", []) if s.get("face_down"))
        return e.get("attack", 0) + SHADOW * shadows

    def _threat_of(self, e: dict[str, Any]) -> float:
        """How much an enemy hurts: its attack, and archery."""
        return self._enemy_attack(e) + _kw(e, "archery")

    # -- setup ---------------------------------------------------------------------------------------------
    def _mulligan(self, by: dict[str, list[LegalCommand]]) -> str:
        hand = self.me.get("hand", [])
        cheap_allies = [c for c in hand if isinstance(c, dict) and c.get("kind") == "ally" and c.get("cost", 9) <= 3]
        return "mulligan" if "mulligan" in by and len(cheap_allies) < MULLIGAN_BELOW else "keep"

    # -- defending -----------------------------------------------------------------------------------------
    def _ally_worth(self, c: dict[str, Any]) -> float:
        if c.get("vital"):
            return VITAL
        return 2.0 + 1.5 * (c.get("willpower", 0) + c.get("attack", 0) + c.get("defence", 0))

    def _hero_hit_cost(self, hero: dict[str, Any], dmg: float, worst: float) -> float:
        if worst >= _left(hero):
            return HERO_DEATH + dmg
        spare = _left(hero) - dmg
        return dmg * (HERO_HP + (3.0 if spare <= 1 else 0.0))

    def _defence_cost(self, c: dict[str, Any], strength: float, worst: float) -> float:
        """What defending this attack with `c` costs: damage it takes, its death, the attack it gives up."""
        dmg = max(0.0, strength - c.get("defence", 0))
        worst_dmg = max(0.0, worst - c.get("defence", 0))
        if c.get("kind") == "hero":
            cost = self._hero_hit_cost(c, dmg, worst_dmg)
        else:
            per_point = HERO_HP * 2 if c.get("vital") else 0.5  # a vital ally's damage never heals by itself
            cost = per_point * dmg + (self._ally_worth(c) if worst_dmg >= _left(c) else 0.0)
        return cost + 0.6 * c.get("attack", 0)

    def _undefended_cost(self, strength: float, worst: float, heroes: list[dict[str, Any]]) -> float:
        if not heroes:
            return 0.0
        return min(self._hero_hit_cost(h, strength, worst) for h in heroes)

    def _attack_now(self) -> tuple[float, float]:
        """The attack being declared: its expected strength, and its likely worst."""
        a = self.view.get("attack") or {}
        e = self.cards.get(a.get("enemy"), {})
        base = e.get("attack", 0) + a.get("bonus", 0)
        shadows = sum(1 for s in e.get("shadows", []) if s.get("face_down"))
        return base + SHADOW * shadows, base + (2 if shadows else 0)

    def _defend(self, options: list[LegalCommand], *, sentinel: bool) -> str:
        strength, worst = self._attack_now()
        a = self.view.get("attack") or {}
        defender_seat = self.view["players"].get(a.get("seat"), self.me)
        heroes = defender_seat.get("heroes", [])
        best, best_cost = ("pass" if sentinel else "undefended"), self._undefended_cost(strength, worst, heroes)
        for c in options:
            card = self.cards.get(c.data.get("uid"), {})
            cost = self._defence_cost(card, strength, worst)
            if cost < best_cost:
                best, best_cost = c.text, cost
        return best

    def _take(self, options: list[LegalCommand]) -> str:
        strength, worst = self._attack_now()
        return min(options, key=lambda c: self._hero_hit_cost(self.cards.get(c.data.get("uid"), {}),
                                                               strength, worst)).text

    # -- attacking -----------------------------------------------------------------------------------------
    def _needs(self, e: dict[str, Any]) -> int:
        """Attack strength that defeats the enemy now."""
        return e.get("defence", 0) + _left(e)

    def _attack(self, options: list[LegalCommand]) -> str:
        ready = [c for c in self._mine() if _ready(c) and c.get("attack", 0) > 0]
        best: tuple[float, LegalCommand, list[Any]] | None = None
        # damage up to an Indestructible enemy's hit points is worth dealing with a card in hand to finish it
        finisher = any(EVENTS.get(c.get("card", ""), ("",))[0] in ("banish", "unward")
                       for c in self.me.get("hand", []) if isinstance(c, dict))
        for o in options:
            e = self.cards.get(o.data.get("uid"), {})
            if _kw(e, "indestructible") and not (finisher and o.data.get("engaged_with") == self.seat and _left(e) > 0):
                continue
            own = o.data.get("engaged_with") == self.seat
            team = sorted((c for c in ready if own or _kw(c, "ranged")), key=lambda c: -c.get("attack", 0))
            need = self._needs(e)
            chosen, total = [], 0
            for c in team:
                if total >= need:
                    break
                chosen.append(c)
                total += c.get("attack", 0)
            if total >= need:
                # drop attackers the kill does not need, weakest first
                for c in sorted(chosen, key=lambda c: c.get("attack", 0)):
                    if total - c.get("attack", 0) >= need:
                        chosen.remove(c)
                        total -= c.get("attack", 0)
                score = 10 + self._threat_of(e) - 0.1 * len(chosen)
            elif own and total > e.get("defence", 0):
                chosen = team  # no kill: wear it down with everyone left (the damage stays)
                score = 1 + (total - e.get("defence", 0)) / max(1, _left(e))
            else:
                continue
            if best is None or score > best[0]:
                best = (score, o, [c["uid"] for c in chosen])
        if best is None:
            return "done"
        self.attackers = best[2]
        return best[1].text

    def _with(self, options: list[LegalCommand], by: dict[str, list[LegalCommand]]) -> str:
        if "done" in by:
            return self._join(options)
        for o in options:
            if o.data.get("uid") in self.attackers:
                self.attackers.remove(o.data.get("uid"))
                return o.text
        if "strike" in by:
            return "strike"
        return max(options, key=lambda o: o.data.get("attack", 0)).text

    def _join(self, options: list[LegalCommand]) -> str:
        """Join a partner's attack with Ranged characters, unless they are wanted for our own enemies."""
        enemy = self.cards.get(options[0].data.get("enemy"), {})
        own = [e for e in self.me.get("engaged", []) if not _kw(e, "indestructible")]
        if own or _kw(enemy, "indestructible") or not enemy:
            return "done"
        best = max(options, key=lambda o: o.data.get("attack", 0))
        return best.text if best.data.get("attack", 0) > 0 else "done"

    # -- questing --------------------------------------------------------------------------------------
    def _coming(self) -> list[dict[str, Any]]:
        """Enemies likely to attack this seat this round: those engaged, and staging ones its threat draws."""
        threat = self.me.get("threat", 0)
        drawn = [e for e in self.view.get("staging", []) if e.get("kind") == "enemy"
                 and e.get("engagement", 99) <= threat and not _kw(e, "indestructible")]
        return [*self.me.get("engaged", []), *drawn]

    def _plan_quest(self) -> list[Any]:
        """Who quests: everyone but a defender for each enemy coming (where defending beats taking the blow)
        and the attackers that can kill an engaged enemy; those come back in if the quest would fail."""
        counts = (self.view.get("quest") or {}).get("counts") or "willpower"  # attack on Battle, defence on Siege

        def wp(c: dict[str, Any]) -> int:
            return c.get(counts, 0)
        ready = [c for c in self._mine() if _ready(c) and not c.get("committed")]
        heroes = self.me.get("heroes", [])
        defenders: list[dict[str, Any]] = []
        for e in sorted(self._coming(), key=lambda e: -self._threat_of(e)):
            strength, worst = e.get("attack", 0) + SHADOW, e.get("attack", 0) + 1
            free = [c for c in ready if c not in defenders]
            if not free:
                break
            best = min(free, key=lambda c: self._defence_cost(c, strength, worst) + GUARD_WILLPOWER * wp(c))
            if self._defence_cost(best, strength, worst) + GUARD_WILLPOWER * wp(best) \
                    < self._undefended_cost(strength, worst, heroes):
                defenders.append(best)
        attackers: list[dict[str, Any]] = []
        for e in sorted(self._coming(), key=lambda e: -self._threat_of(e)):
            if _kw(e, "indestructible"):
                continue
            free = sorted((c for c in ready if c not in defenders and c not in attackers and c.get("attack", 0) > 0),
                          key=lambda c: (-c.get("attack", 0), wp(c)))
            team, total = [], 0
            for c in free:
                if total >= self._needs(e):
                    break
                team.append(c)
                total += c.get("attack", 0)
            if total >= self._needs(e):
                attackers += team
            elif free and e in self.me.get("engaged", []):
                # no kill this round: a fighter who quests little wears it down for the next
                fighter = free[0]
                if fighter.get("attack", 0) > e.get("defence", 0) and wp(fighter) <= CHIP_WILLPOWER:
                    attackers.append(fighter)
        spare = [c for c in ready if c not in defenders and c not in attackers and wp(c) > 0]
        # the quest needs the staging threat (with what staging will add) and the progress left to make;
        # what the players still to commit can give pays their share of it
        order = self._order()
        later = order[order.index(self.seat) + 1:] if self.seat in order else []
        mine_wp = sum(wp(c) for c in ready)
        later_wp = sum(wp(c) for s in later for c in self._chars(s) if _ready(c))
        others = sum(wp(c) for s in order if s != self.seat for c in self._chars(s)
                     if c.get("committed"))
        staging = self.view.get("staging_threat", 0)
        risk = staging + EXPECTED_REVEAL * len(order)
        need = (risk + self._progress_left() + QUEST_MARGIN - others) * mine_wp / max(1, mine_wp + later_wp)
        questers: list[dict[str, Any]] = []
        willpower = 0
        # an enemy left alive attacks again next round: attackers and defenders quest only when the quest
        # would fail outright without them.  Alone, the staging threat as it stands is the test; at a
        # table of two or more each player reveals a card, and a failed quest raises every player's
        # threat, so the cards still to come count too
        fails_at = staging if len(order) < 2 else risk
        for group, limit in ((spare, need), (attackers, fails_at - others), (defenders, fails_at - others - 2)):
            for c in sorted(group, key=lambda c: -wp(c)):
                if willpower >= limit or wp(c) <= 0:
                    break
                questers.append(c)
                willpower += wp(c)
        return [c["uid"] for c in questers]

    def _order(self) -> list[str]:
        """The seats still in, in player order from the first player."""
        seats = [s for s, p in self.view["players"].items() if not p.get("eliminated")]
        first = self.view.get("first")
        i = seats.index(first) if first in seats else 0
        return seats[i:] + seats[:i]

    def _chars(self, seat: str) -> list[dict[str, Any]]:
        p = self.view["players"][seat]
        return [*p.get("heroes", []), *p.get("allies", [])]

    def _progress_left(self) -> int:
        """Progress that still counts this round: the active location's and the stage's."""
        quest = self.view.get("quest") or {}
        active = self.view.get("active") or {}
        left = quest.get("quest_points", 0) - quest.get("progress", 0)
        if active.get("kind") == "location":
            left += active.get("quest_points", 0) - active.get("progress", 0)
        return max(0, left)

    def _commit(self, options: list[LegalCommand]) -> str:
        rnd = self.view.get("round")
        if self.quest_plan[0] != rnd:
            self.quest_plan = (rnd, self._plan_quest())
            self.commit_mark = (rnd, self.view.get("encounter_deck"), len(self.view.get("encounter_discard", [])))
        for o in options:
            if o.data.get("uid") in self.quest_plan[1]:
                self.quest_plan[1].remove(o.data.get("uid"))
                return o.text
        return "done"

    def _quest_step(self) -> str:
        """Where the quest phase stands: "before" staging, "staged" (not yet resolved), or "resolved"."""
        if self.view.get("phase") != "quest":
            return ""
        rnd = self.view.get("round")
        deck = (rnd, self.view.get("encounter_deck"), len(self.view.get("encounter_discard", [])))
        if not self.commit_mark or deck == self.commit_mark:
            return "before"
        quest = self.view.get("quest") or {}
        active = self.view.get("active") or {}
        table = (rnd, quest.get("stage"), quest.get("progress"), active.get("progress"),
                 tuple(p.get("threat") for p in self.view["players"].values()))
        if not self.staged_mark or self.staged_mark[0] != rnd:
            self.staged_mark = table
        return "staged" if table == self.staged_mark else "resolved"

    # -- travel and engagement -------------------------------------------------------------------------
    def _travel(self, options: list[LegalCommand]) -> str:
        best, best_score = "stay", 0.0
        players = len(self._players())
        for o in options:
            loc = self.cards.get(o.data.get("uid"), {})
            # its threat weighs on every quest until explored; exploring it takes its quest points of progress
            score = TRAVEL_ROUNDS * (loc.get("threat", 0) + _kw(loc, "archery")) - loc.get("quest_points", 0) \
                - 2.0 * players * TRAVEL_THREAT.get(o.data.get("card", ""), 0)
            if score > best_score:
                best, best_score = o.text, score
        return best

    def _engage(self, options: list[LegalCommand]) -> str:
        """Engage an enemy that would otherwise sit in staging, when it can be defended and killed now."""
        if self.me.get("engaged"):
            return "pass"
        ready = [c for c in self._mine() if _ready(c)]
        threat = self.me.get("threat", 0)
        heroes = self.me.get("heroes", [])
        for o in sorted(options, key=lambda o: -self._threat_of(self.cards.get(o.data.get("uid"), {}))):
            e = self.cards.get(o.data.get("uid"), {})
            if _kw(e, "indestructible") or e.get("engagement", 0) <= threat:
                continue
            if threat + ENGAGE_THREAT.get(o.data.get("card", ""), 0) >= 44:
                continue
            strength, worst = e.get("attack", 0) + SHADOW, e.get("attack", 0) + 1
            if not ready:
                break
            guard = min(ready, key=lambda c: self._defence_cost(c, strength, worst))
            if self._defence_cost(guard, strength, worst) > 3.0:
                continue
            hit = sum(c.get("attack", 0) for c in ready if c is not guard)
            if hit >= self._needs(e) and self._undefended_cost(strength, worst, heroes) > 0:
                return o.text
        return "pass"

    # -- playing cards ---------------------------------------------------------------------------------
    def _hand_card(self, uid: Any) -> dict[str, Any]:
        hand = self.me.get("hand", [])
        return next((c for c in hand if isinstance(c, dict) and c.get("uid") == uid), {})

    def _play(self, options: list[LegalCommand], *, planning: bool) -> str:
        best, best_value = None, 0.0
        for o in options:
            value = self._card_value(o, planning)
            if value > best_value:
                best, best_value = o, value
        if best is None:
            return "done" if planning else "pass"
        self.playing = best.data.get("card")
        return best.text

    def _card_value(self, o: LegalCommand, planning: bool) -> float:
        kind, card, cost = o.data.get("type"), o.data.get("card", ""), o.data.get("cost", 0)
        if kind == "ally":
            c = self._hand_card(o.data.get("uid"))
            return (ALLY_WILLPOWER * c.get("willpower", 0) + 1.2 * c.get("attack", 0)
                    + ALLY_DEFENCE * c.get("defence", 0) + 0.5 * c.get("hit_points", 0) + 1.5 * DRAWS_ON_ENTRY.get(card, 0) + 1.0 - 0.3 * cost
                    - 1.5 * THREAT_ON_ENTRY.get(card, 0))
        if kind == "attachment" and card in DRAWS_ON_RANGED:
            shooters = [h for h in self._mine() if _kw(h, "ranged")]
            return 1.5 - 0.3 * cost if shooters and len(self._players()) > 1 else 0.0
        if kind == "attachment" and card in ICONS:  # worth the cards in hand its icon would pay for
            if not self._icon_hosts(ICONS[card]):
                return 0.0
            hand = [c for c in self.me.get("hand", []) if isinstance(c, dict) and c.get("sphere") == ICONS[card]]
            return 0.8 * min(3, len(hand)) - 0.3 * cost
        if kind == "attachment" and card in DRAWS_ON_ALLIES:
            allies = [c for c in self.me.get("hand", []) if isinstance(c, dict) and c.get("kind") == "ally"]
            return 1.0 + 0.5 * min(2, len(allies)) - 0.3 * cost
        if kind == "attachment":
            bonus = o.data.get("bonus", {})
            full = set(o.data.get("overfull_hosts", ()))
            hosts = [h for h in self._mine() if h.get("uid") not in full]
            if not hosts:
                return 0.0
            return max(self._bonus_value(bonus, h) for h in hosts) + 0.5 - 0.3 * cost
        return self._event_value(card, planning)

    def _bonus_value(self, bonus: dict[str, int], h: dict[str, Any]) -> float:
        mine = 1.0 if any(h is c for c in self._mine()) else 0.6
        hero = h.get("kind") == "hero"
        w = bonus.get("willpower", 0) * (2.0 if h.get("willpower", 0) >= 2 else 1.2) * (1.2 if hero else 1.0)
        a = bonus.get("attack", 0) * (1.5 if h.get("attack", 0) >= 2 else 0.8)
        d = bonus.get("defence", 0) * (1.6 if h.get("defence", 0) >= 2 else 0.8)
        hp = bonus.get("hit_points", 0) * (1.0 if hero else 0.5)
        return mine * (w + a + d + hp)

    def _pending_attackers(self) -> list[dict[str, Any]]:
        """Enemies engaged with this seat that have yet to attack this combat (their shadow is still down)."""
        if self.view.get("phase") != "combat":
            return []
        return [e for e in self.me.get("engaged", []) if any(s.get("face_down") for s in e.get("shadows", []))]

    def _event_value(self, card: str, planning: bool) -> float:
        what, n = EVENTS.get(card, ("", 0))
        phase = self.view.get("phase")
        mine = self._mine()
        if what == "resources":
            return 3.0
        if what == "heal":
            hurt = [c for c in mine if c.get("damage", 0)]
            best = max((min(n, c.get("damage", 0)) * (HERO_HP if c.get("kind") == "hero" else 0.5) for c in hurt),
                       default=0.0)
            return best - 2.5
        if what == "threat_victory":  # 1 threat for every 2 victory points in the display
            cards = self.view.get("cards", {})
            what, n = "threat", sum(cards.get(c, {}).get("victory", 0) for c in self.view.get("victory", [])) // 2
        if what == "threat_x":  # X is all the resources its sphere's heroes hold
            what, n = "threat", sum(h.get("resources", 0) for h in mine if h.get("kind") == "hero") // 2
        if what == "threat":
            threat = self.me.get("threat", 0)
            return n * 1.2 - 1.0 if n and threat >= 50 - 4 - 2 * n else 0.0
        if what == "draw":
            hand = self.me.get("hand", [])
            return 2.0 if planning and isinstance(hand, list) and len(hand) <= 3 else 0.0
        if what == "willpower":
            return 2.5 if self._quest_step() == "staged" and any(c.get("committed") for c in mine) else 0.0
        other = self._other_event_value(what, planning)
        if other is not None:
            return other
        if phase != "combat":
            return 0.0
        attack = self.view.get("attack")
        if what == "defence":
            if not attack or attack.get("defender") is None:
                return 0.0
            d = self.cards.get(attack["defender"], {})
            strength, worst = self._attack_now()
            saved = self._defence_cost(d, strength, worst) - self._defence_cost(
                {**d, "defence": d.get("defence", 0) + n}, strength, worst)
            return saved - 1.0
        if what == "second_defender":
            if not attack or attack.get("defender") is None:
                return 0.0
            d = self.cards.get(attack["defender"], {})
            helper = self._second_defender()
            if not helper:
                return 0.0
            strength, worst = self._attack_now()
            saved = self._defence_cost(d, strength, worst) - self._defence_cost(
                {**d, "defence": d.get("defence", 0) + helper.get("defence", 0)}, strength, worst)
            # the helper exhausts: worth it only when the blow would otherwise hurt badly (a death, most often)
            return saved - 3.0 - 1.2 * helper.get("attack", 0)
        if attack:
            return 0.0
        pending = self._pending_attackers()
        if what == "shadow":
            return 2.5 if any(self._enemy_attack(e) >= 3 for e in pending) else 0.0
        if what == "ready_hero" or what == "ready":
            tired = [c for c in mine if not _ready(c) and (what == "ready" or c.get("kind") == "hero")]
            guards = [c for c in mine if _ready(c) and c.get("defence", 0) >= 2]
            return 3.0 if tired and len(pending) > len(guards) else 0.0
        engaged = [e for e in self.me.get("engaged", []) if not _kw(e, "indestructible")]
        if what == "damage":
            return 4.0 if any(_left(e) <= n for e in engaged) else 0.0
        if what == "attack" and not pending:
            ready = [c for c in mine if _ready(c)]
            hit = sum(c.get("attack", 0) for c in ready)
            return 2.5 if ready and any(hit < self._needs(e) <= hit + n for e in engaged) else 0.0
        return 0.0

    def _other_event_value(self, what: str, planning: bool) -> float | None:
        """Events that answer one moment of their own (their legal command comes only when they have a
        target), or that help at any time; None for the combat tricks valued after."""
        mine = self._mine()
        engaged = self.me.get("engaged", [])
        if what == "banish":  # an engaged enemy beaten but Indestructible
            return 5.0
        if what == "unward":
            if any(_kw(e, "indestructible") and _left(e) <= 0 for e in engaged):
                return 5.0
            ready = sum(c.get("attack", 0) for c in mine if _ready(c))
            can_kill = any(_kw(e, "indestructible") and ready >= self._needs(e) for e in engaged)
            return 3.0 if self.view.get("phase") == "combat" and not self.view.get("attack") and can_kill else None
        if what == "cleanse":  # a poison, never a Clue held for the quest
            return 2.5 if any(c.get("poison") for c in mine) else 0.0
        if what == "prevent_damage":
            data = (self.view.get("pending") or {}).get("data") or {}
            c, n = self.cards.get(data.get("card"), {}), data.get("amount", 0)
            if not c or not n:
                return 0.0
            if c.get("kind") == "hero":
                return self._hero_hit_cost(c, n, n) - 2.0
            return (self._ally_worth(c) if n >= _left(c) else 0.5 * n) - 2.0
        if what == "cancel_revealed":
            return 1.5
        if what == "reserves":  # an ally in hand for nothing: worth most on a dear one
            allies = [c for c in self.me.get("hand", []) if isinstance(c, dict) and c.get("kind") == "ally"]
            return max((c.get("cost", 0) - 1.0 for c in allies), default=0.0) if planning else 0.0
        if what == "search":
            return 0.8 if planning else 0.0
        if what == "look":
            return 0.2 if planning else 0.0  # costs nothing and gives away nothing
        if what == "location_progress":
            return max((1.5 * loc.get("threat", 0) + 1.0 if loc.get("quest_points", 0) - loc.get("progress", 0) <= 2
                        else 0.3 for loc in self.view.get("staging", []) if loc.get("kind") == "location"), default=0.0)
        if what == "stage_progress":
            quest = self.view.get("quest") or {}
            return 2.5 if quest.get("quest_points", 0) - quest.get("progress", 0) <= 2 else 1.2
        if what == "ready_allies":
            tired = [c for c in self.me.get("allies", []) if not _ready(c)]
            useful = self.view.get("phase") == "combat" and not self.view.get("attack") and engaged
            return 1.5 * len(tired) if tired and useful else 0.0
        return None

    def _second_defender(self) -> dict[str, Any]:
        """The ready character of ours, not yet defending, that would add most to the defence."""
        a = self.view.get("attack") or {}
        taken = {a.get("defender"), *a.get("extra", [])}
        ready = [c for c in self._mine() if _ready(c) and c.get("uid") not in taken and c.get("defence", 0) > 0]
        return max(ready, key=lambda c: (c.get("defence", 0), -c.get("attack", 0)), default={})

    def _pay(self, options: list[LegalCommand]) -> str:
        return max(options, key=lambda o: self.cards.get(o.data.get("hero"), {}).get("resources", 0)).text

    def _icon_hosts(self, sphere: str) -> list[dict[str, Any]]:
        """Our heroes without that sphere's icon (nor a card giving it)."""
        return [h for h in self.me.get("heroes", []) if h.get("sphere") != sphere
                and not any(a.get("card") in ICONS for a in h.get("attachments", []))]

    def _attach(self, options: list[LegalCommand]) -> str:
        if self.playing in ICONS:  # on our hero of another sphere holding most resources
            hosts = {h["uid"] for h in self._icon_hosts(ICONS[self.playing])}
            return max(options, key=lambda o: (o.data.get("target") in hosts,
                                               self.cards.get(o.data.get("target"), {}).get("resources", 0))).text
        if self.playing in DRAWS_ON_RANGED:  # on the Ranged character that hits hardest
            return max(options, key=lambda o: (_kw(self.cards.get(o.data.get("target"), {}), "ranged"),
                                               self.cards.get(o.data.get("target"), {}).get("attack", 0))).text

        def value(o: LegalCommand) -> float:
            if o.data.get("overfills"):
                return -1.0
            return self._bonus_value(o.data.get("bonus", {}), self.cards.get(o.data.get("target"), {}))
        return max(options, key=value).text

    # -- targets -------------------------------------------------------------------------------------
    def _target(self, options: list[LegalCommand]) -> str:
        what, _ = EVENTS.get(self.playing or "", ("", 0))
        targets = [(o, self.cards.get(o.data.get("uid"), {})) for o in options]
        if all("bonus" in o.data for o in options):  # too many Restricted attachments: drop the weakest
            return min(options, key=lambda o: sum(o.data["bonus"].values())).text
        if what:
            return self._event_target(what, targets)
        if self.view.get("phase") == "combat" and not any("card" in o.data for o in options):
            return self._archery(targets)
        if all(c.get("kind") == "hero" and "resources" in c for _, c in targets):
            return max(targets, key=lambda t: t[1].get("resources", 0))[0].text  # a resource to lose
        # an encounter effect on one of our characters (exhaust it...): the one we miss least
        return min(targets, key=lambda t: (bool(t[1].get("vital")), t[1].get("kind") == "hero", t[1].get("defence", 0)
                                           + t[1].get("attack", 0) + t[1].get("willpower", 0)))[0].text

    def _event_target(self, what: str, targets: list[tuple[LegalCommand, dict[str, Any]]]) -> str:
        mine = {c["uid"] for c in self._mine()}

        def pick(key) -> str:  # noqa: ANN001 - a scoring function
            return max(targets, key=lambda t: key(t[1]))[0].text
        if what == "resources":
            want = self._wanted_sphere()
            return pick(lambda c: (c.get("sphere") == want, c.get("uid") in mine))
        if what in ("ready", "ready_hero"):
            return pick(lambda c: (c.get("uid") in mine, c.get("defence", 0), _left(c)))
        if what == "damage":
            return pick(lambda c: (_left(c) <= 3, self._threat_of(c)))
        if what == "defence":
            d = (self.view.get("attack") or {}).get("defender")
            return pick(lambda c: (c.get("uid") == d, c.get("uid") in mine))
        if what == "second_defender":
            return pick(lambda c: (c.get("defence", 0), -c.get("attack", 0)))
        if what == "attack":
            return pick(lambda c: (c.get("uid") in mine and _ready(c), c.get("attack", 0)))
        if what == "willpower":
            return pick(lambda c: (bool(c.get("committed")), c.get("uid") in mine))
        if what == "heal":
            return pick(lambda c: (c.get("kind") == "hero", c.get("damage", 0)))
        if what == "shadow":
            return pick(lambda c: (c.get("uid") in {e["uid"] for e in self.me.get("engaged", [])},
                                   self._enemy_attack(c)))
        if what == "reserves":
            return max(targets, key=lambda t: self._hand_card(t[0].data.get("uid")).get("cost", 0))[0].text
        if what == "location_progress":
            return pick(lambda c: (c.get("quest_points", 0) - c.get("progress", 0) <= 2, c.get("threat", 0)))
        if what in ("unward", "banish"):
            return pick(lambda c: (_left(c) <= 0, self._threat_of(c)))
        if what == "cleanse":
            return max(targets, key=lambda t: "card" not in t[0].data)[0].text  # a poison is face down
        return targets[0][0].text

    def _wanted_sphere(self) -> str:
        """The sphere whose cards in hand lack resources the most."""
        have: dict[str, int] = {}
        for h in self.me.get("heroes", []):
            have[h.get("sphere", "")] = have.get(h.get("sphere", ""), 0) + h.get("resources", 0)
        short: dict[str, int] = {}
        hand = self.me.get("hand", [])
        for c in hand if isinstance(hand, list) else []:
            s = c.get("sphere", "")
            if s in have:
                short[s] = max(short.get(s, 0), c.get("cost", 0) - have[s])
        return max(short, key=lambda s: short[s], default="")

    def _archery(self, targets: list[tuple[LegalCommand, dict[str, Any]]]) -> str:
        """One point of archery damage at a time, where it costs least (tracking what is already given)."""
        if self.archery_round != self.view.get("round"):
            self.archery, self.archery_round = {}, self.view.get("round")

        def cost(c: dict[str, Any]) -> float:
            spare = _left(c) - self.archery.get(c.get("uid"), 0)
            if c.get("kind") == "hero":
                return HERO_DEATH if spare <= 1 else HERO_HP + (3.0 if spare <= 2 else 0.0)
            return self._ally_worth(c) if spare <= 1 else (HERO_HP * 2 if c.get("vital") else 0.5)
        o, c = min(targets, key=lambda t: cost(t[1]))
        self.archery[c.get("uid")] = self.archery.get(c.get("uid"), 0) + 1
        return o.text

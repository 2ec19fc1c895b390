"""Bots for Soulless Vessel: they read the view and the options' data only."""

from __future__ import annotations

from collections import deque
from typing import Any

from ...core.commands import LegalCommand
from ...core.rng import Rng

Square = tuple[int, int]
WALKABLE = ".~"
# a rough mean of each die's power, to weigh one weapon's pool against another's
DIE_MEAN = {"standard": 1.0, "power": 1.8, "blessing": 0.3, "cursed": -0.7, "enhancement": 2.0}


# each die's faces as (power, criticals), to tell how likely an attack is to fell an enemy
DIE_FACES = {
    "standard": ((0, 0), (1, 0), (1, 0), (2, 0), (2, 0), (0, 1)),
    "power": ((1, 0), (1, 0), (2, 0), (2, 0), (3, 0), (2, 0)),
    "blessing": ((0, 0), (0, 0), (1, 0), (0, 0), (0, 1), (1, 0)),
    "cursed": ((0, 0), (0, 0), (-1, 0), (-1, 0), (-2, 0), (0, 0)),
    "enhancement": ((1, 0), (1, 0), (2, 0), (2, 0), (3, 0), (3, 0)),
}


def _strength(c: LegalCommand) -> float:
    return sum(DIE_MEAN.get(d, 0.0) * n for d, n in c.data.get("dice", {}).items())


def _wound_odds(dice: dict[str, int], defence: int) -> dict[int, float]:
    """The chance of each number of wounds a pool deals against this defence (power // defence,
    plus one a Critical)."""
    rolls: dict[tuple[int, int], float] = {(0, 0): 1.0}
    for die, n in dice.items():
        faces = DIE_FACES.get(die)
        for _ in range(n if faces else 0):
            nxt: dict[tuple[int, int], float] = {}
            for (power, crits), p in rolls.items():
                for fp, fc in faces:  # type: ignore[union-attr]
                    k = (power + fp, crits + fc)
                    nxt[k] = nxt.get(k, 0.0) + p / len(faces)  # type: ignore[arg-type]
            rolls = nxt
    out: dict[int, float] = {}
    for (power, crits), p in rolls.items():
        w = max(0, power) // max(1, defence) + crits
        out[w] = out.get(w, 0.0) + p
    return out


def _nearest(moves: list[LegalCommand], dist: dict[Square, int]) -> LegalCommand:
    """The move ending nearest the goals of `dist`, the cheapest of those."""
    return min(moves, key=lambda c: (dist.get(tuple(c.data["square"]), 999), c.data["cost"]))


def _foes(view: dict[str, Any]) -> list[Square]:
    """Every square an enemy stands on: a Bulky one fills four, and is in reach from beside any of them."""
    return [tuple(s) for e in view["enemies"].values() for s in e.get("squares") or [e["pos"]]]


def _wounds_left(view: dict[str, Any], c: LegalCommand) -> int:
    """Wounds the enemy this command targets can still take before it falls."""
    e = view["enemies"][c.data["target"]]
    return view["groups"][e["group"]]["max_wounds"] - e["wounds"]


def _health(h: dict[str, Any]) -> int:
    """Scratches a hero can still take before its vessel dies (each row holds its toughness, and the
    scratch past it becomes the row's wound); 0 for a soul."""
    if h["soul"]:
        return 0
    return sum(t + 1 for t in h["toughness"][h["wounds"]:]) - h["scratches"]


def _threatened(view: dict[str, Any], seat: str) -> bool:
    """Some enemy can reach this hero and attack it this round: its steps to the hero are within its
    group's speed and range."""
    pos = tuple(view["heroes"][seat]["pos"])
    for e in view["enemies"].values():
        g = view["groups"][e["group"]]
        if _field(view, [tuple(s) for s in e.get("squares") or [e["pos"]]]).get(pos, 999) \
                <= (g.get("speed") or 0) + (g.get("range") or 1):
            return True
    return False


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
    GATHER = 3  # steps from the door within which the party should stand before it is opened
    WAIT = 6  # turns spent waiting at a door for the party before opening it anyway
    CROWD = 4  # steps from the nearest enemy within which a hero that cannot close in falls back
    FALL_BACK = 2  # steps it falls back, at most once a round

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed ^ 0x5011)
        self._chosen: tuple[int, list[str]] = (-1, [])  # the round and the cards this bot placed in it
        self._waited = 0
        self._fell_back = -1  # the round this bot last fell back
        self._held = (-1, 0)  # the last round it held back from a crowd of enemies, and how many in a row

    def choose(self, view: dict[str, Any], legal: list[LegalCommand]) -> str:
        by: dict[str, list[LegalCommand]] = {}
        for c in legal:
            by.setdefault(c.verb, []).append(c)
        seat = legal[0].seat
        if "depart" in by or (view.get("town") and not view["town"]["done"]):
            return self._town(view, seat, by)
        me = view["heroes"][seat]
        if "keep" in by:  # from a chest or a token: weapons and armour first, then the dearest
            return max(by["keep"], key=lambda c: (c.data["weapon"] or c.data["kind"] == "armor",
                                                  c.data["value"])).text
        if "minion" in by:
            return self._minion(view, by["minion"])
        if "commit" in by or ("done" in by and len(by) == 1):
            return self._commit(view, me, by)
        if "initiative" in by:
            return max(by["initiative"], key=lambda c: c.data["initiative"]).text
        if "push" in by:  # knock an enemy back where it is stopped soonest: each square short is damage
            return max(by["push"], key=lambda c: (c.data["damage_dice"], c.data["direction"])).text
        if "split" in by:  # a shared pull: all of it to the enemy attacked
            return max(by["split"], key=lambda c: (bool(c.data.get("target")), c.data["squares"])).text
        if "pull" in by:  # as near as it comes
            return max(by["pull"], key=lambda c: (c.data["squares"], c.data["direction"])).text
        if "spend" in by:  # the curse first (else a card goes to cooldown), then the cheapest option
            return min(by["spend"], key=lambda c: (not c.data.get("curse"), c.data["cost"])).text
        if "hit" in by:  # every extra enemy the attack may hit
            return next((c for c in by["hit"] if c.data["enemy"]), by["hit"][0]).text
        if "curse" in by:
            return by["curse"][-1].text
        if "wear" in by:  # the item with the most Wear still to go takes the token
            return max(by["wear"], key=lambda c: c.data["left"]).text
        if "weapon" in by:  # a free attack: the strongest pool
            return max(by["weapon"], key=_strength).text
        if "heal" in by:  # a spell's healing for an ally: the one with the least health left
            return min(by["heal"], key=lambda c: self._health_of(view, c.data["ally"])).text
        if "target" in by:  # the party picks whom a tied enemy attacks: the hero with the most health left
            return max(by["target"], key=lambda c: self._health_of(view, c.data["seat"])).text
        if "square" in by:
            return self._square(view, by["square"]).text
        for verb in ("trigger", "go"):
            if verb in by:
                return by[verb][0].text
        return self._turn(view, me, by)

    @staticmethod
    def _health_of(view: dict[str, Any], who: str) -> int:
        """A hero's health left, or a minion's (its toughness less its scratches)."""
        if who in view["heroes"]:
            return _health(view["heroes"][who])
        m = (view.get("minions") or {}).get(who)
        return m["toughness"] - m["scratches"] + 1 if m else 0

    @staticmethod
    def _square(view: dict[str, Any], options: list[LegalCommand]) -> LegalCommand:
        """The party picks a square: a hero knocked back or pulled lands as far from the enemies as it may;
        an enemy moving or retreating stops where the most heroes can strike it."""
        heroes = [tuple(h["pos"]) for h in view["heroes"].values() if not h["soul"]]
        foes = _foes(view)

        def steps(a: Square, b: Square) -> int:
            return max(abs(a[0] - b[0]), abs(a[1] - b[1]))

        if (options[0].data.get("knocked") or options[0].data.get("pulled")) and foes:
            return max(options, key=lambda c: min(steps(tuple(c.data["square"]), f) for f in foes))
        if heroes:
            return min(options, key=lambda c: sum(steps(tuple(c.data["square"]), h) for h in heroes))
        return options[0]

    def _minion(self, view: dict[str, Any], orders: list[LegalCommand]) -> str:
        """A minion: spend every Plus, strike the enemy nearest death, else close on the nearest
        enemy; it appears as near the enemies as it can.  With no enemy about it waits."""
        by: dict[str, list[LegalCommand]] = {}
        for c in orders:
            by.setdefault(c.data["action"], []).append(c)
        if "spend" in by:
            return max(by["spend"], key=lambda c: c.data["plus"]).text
        enemies = view["enemies"]
        if "attack" in by:
            return min(by["attack"], key=lambda c: _wounds_left(view, c)).text
        near = by.get("place", []) + by.get("move", [])
        if enemies and near:
            dist = _field(view, _foes(view))
            best = min(near, key=lambda c: (dist.get(tuple(c.data["square"]), 999), c.data.get("cost", 0)))
            if "place" in by:
                return best.text
            mid = view["minions"][best.data["minion"]]
            if dist.get(tuple(best.data["square"]), 999) < dist.get(tuple(mid["pos"]), 999):
                return best.text
        if "end" in by:
            return by["end"][0].text
        return orders[0].text

    def _town(self, view: dict[str, Any], seat: str, by: dict[str, list[LegalCommand]]) -> str:
        """Between adventures: a body first, then repairs, the best equipment it has room to wear,
        upgrades and perks, then on to the first adventure on offer."""
        me = view["party"]["heroes"][seat]
        if not me["vessel"] and "vessel" in by:
            return max(by["vessel"], key=lambda c: c.data["kind"] == "regular").text
        bodiless = [c for c in by.get("swap", []) if not view["party"]["heroes"][c.data["hero"]]["vessel"]]
        if bodiless and "depart" not in by:  # the party cannot leave with a soul: hand it this body, take another
            return bodiless[0].text
        for verb in ("repair", "equip", "upgrade", "unlock"):
            if verb in by:
                return by[verb][0].text
        wear = [c for c in by.get("buy", []) if c.data["slot"] not in ("backpack", "consumable")]
        if wear:
            return max(wear, key=lambda c: (c.data["tier"], c.data["cost"])).text
        if "depart" in by:
            return by["depart"][0].text
        return next((c.text for v in by.values() for c in v), "done")

    def _commit(self, view: dict[str, Any], me: dict[str, Any], by: dict[str, list[LegalCommand]]) -> str:
        """With enemies about: one attack to play as a major action and, beside it, a card to play as
        a minor action (its move, and cooldowns -1) so that attacks come back sooner; a second attack
        only when no other card helps.  Empty slots also bring cooldowns down, so with no enemy about
        only a heal when hurt is placed."""
        if "commit" not in by:
            return "done"
        hurt = me["scratches"] > 0 or me["wounds"] > 0
        foes = bool(view["enemies"])
        cards = {c["id"]: c for c in me["hand"]}
        if self._chosen[0] != view["round"]:
            self._chosen = (view["round"], [])
        placed = [cards[c]["major"] for c in self._chosen[1] if c in cards]
        have_attack = "attack" in placed or "spell" in placed
        mine = [m for m in (view.get("minions") or {}).values() if m["owner"] == me["seat"]] or "summon" in placed
        # a guard is worth its slot for a hurt hero an enemy can reach this round
        threatened = foes and hurt and _threatened(view, me["seat"])
        allies_threatened = foes and any(_threatened(view, s) for s, h in view["heroes"].items()
                                         if s != me["seat"] and not h["soul"] and (h["scratches"] or h["wounds"]))

        def worth(c: LegalCommand) -> int:
            card = cards.get(c.data["card"], {})
            major, minor = card.get("major", "none"), card.get("minor", "none")
            if not foes:
                return 3 if hurt and (major == "heal" or minor == "heal") else 0
            if major == "interrupt":
                return 0  # kept in hand, to be played when an enemy attacks (a slot would waste it)
            if major == "guard" and (threatened if card.get("whom") == "self" else allies_threatened):
                return 4  # an enemy can reach the hurt hero it would guard this round
            if major in ("attack", "spell") and not have_attack:
                return 5
            if major == "summon" and not mine:
                return 4
            if hurt and (major == "heal" or minor == "heal"):
                return 4
            if minor == "move":
                return 3
            if major in ("attack", "spell"):
                return 2
            return 1 if minor != "none" else 0

        best = max(by["commit"], key=lambda c: (worth(c), self.rng.below(100)))
        if worth(best) <= 0 and "done" in by:
            return "done"
        self._chosen[1].append(best.data["card"])
        return best.text

    @staticmethod
    def _weakest_in_reach(view: dict[str, Any], square: Square, reach: int) -> int:
        """The fewest wounds left among the enemies within `reach` steps of the square."""
        out = 999
        for e in view["enemies"].values():
            if min(max(abs(square[0] - x), abs(square[1] - y)) for x, y in e.get("squares") or [e["pos"]]) <= reach:
                out = min(out, view["groups"][e["group"]]["max_wounds"] - e["wounds"])
        return out

    HOLD = 2  # rounds in a row a hero holds back rather than walk alone into a crowd of enemies

    def _alone_among(self, view: dict[str, Any], me: dict[str, Any], square: Square, steps: int) -> bool:
        """On this square the hero would stand within `steps` of two enemies or more with no other
        hero with a vessel within two steps of it or at its side now (to come along): walking into a
        room full of enemies alone."""
        near = sum(1 for e in view["enemies"].values()
                   if min(max(abs(square[0] - x), abs(square[1] - y)) for x, y in e.get("squares") or [e["pos"]]) <= steps)
        if near < 2:
            return False
        return not any(min(max(abs(s[0] - h["pos"][0]), abs(s[1] - h["pos"][1])) for s in (square, me["pos"])) <= 2
                       for h in view["heroes"].values() if h["seat"] != me["seat"] and not h["soul"])

    def _hold(self, view: dict[str, Any]) -> bool:
        """Whether to hold back this round (in the doorway, say) and let the enemies come: yes for
        up to HOLD rounds in a row, then it goes in anyway (enemies that never come would stall it)."""
        if self._held[0] != view["round"]:
            self._held = (view["round"], self._held[1] + 1 if self._held[0] == view["round"] - 1 else 1)
        return self._held[1] <= self.HOLD

    KILL = 0.5  # the chance of felling the target at which an attack counts as a kill

    def _focus(self, view: dict[str, Any], me: dict[str, Any], attacks: list[LegalCommand]) -> LegalCommand:
        """Focus fire: an enemy this attack likely fells (the hardest-hitting of those), else one the
        party can finish this round with the attacks its heroes still have placed, else the one
        nearest death; the strongest pool against it."""
        enemies = view["enemies"]
        dist = {eid: _field(view, [tuple(s) for s in e.get("squares") or [e["pos"]]]) for eid, e in enemies.items()}
        to_come: dict[str, float] = {}  # the wounds the heroes yet to act this round may add to each enemy
        for h in view["heroes"].values():
            if h["seat"] == me["seat"] or h["soul"] or h["acted"] or not any(
                    c.get("major") in ("attack", "spell") for c in h.get("placed") or []):
                continue
            # it strikes the enemy nearest it, if it can get there this round
            steps = {eid: dist[eid].get(tuple(h["pos"]), 999) for eid in enemies}
            near = min(steps.values(), default=999)
            if near <= max(1, h.get("weapon_range") or 1) + (h.get("speed") or 0):
                for eid in (e for e, n in steps.items() if n == near):
                    to_come[eid] = to_come.get(eid, 0.0) + 1.0

        def key(c: LegalCommand) -> tuple:
            eid = c.data["target"]
            left = _wounds_left(view, c)
            defence = view["groups"][enemies[eid]["group"]].get("defence") or 1
            odds = _wound_odds(c.data.get("dice") or {"standard": 1}, defence)
            fells = sum(p for w, p in odds.items() if w >= left)
            mean = sum(w * p for w, p in odds.items())
            if fells >= self.KILL:
                return (0, -(enemies[eid].get("attack") or 0), left, -fells)
            if mean + to_come.get(eid, 0.0) >= left:
                return (1, left, -mean, 0)
            return (2, left, -mean, 0)

        return min(attacks, key=key)

    def _party_near(self, view: dict[str, Any], me: dict[str, Any]) -> bool:
        """Every other hero with a vessel stands within GATHER steps of this hero."""
        dist = _field(view, [tuple(me["pos"])])
        return all(dist.get(tuple(h["pos"]), 999) <= self.GATHER
                   for h in view["heroes"].values() if h["seat"] != me["seat"] and not h["soul"])

    @staticmethod
    def _party_ready(view: dict[str, Any]) -> bool:
        """No living hero has a card cooling down or a scratch a card could heal: rested for the next room."""
        return all(not h["cooldown"] and not h["scratches"] for h in view["heroes"].values() if not h["soul"])

    @staticmethod
    def _wants_body(me: dict[str, Any]) -> bool:
        """A found body is a fresh start: a soul needs one, and a wounded hero is better off in one."""
        return me["soul"] or me["wounds"] >= 1

    @staticmethod
    def _loot(view: dict[str, Any], me: dict[str, Any], by: dict[str, list[LegalCommand]]) -> str:
        """A soul or a wounded hero takes over a body beside it (the toughest); a hurt hero uses a
        consumable; with no enemy about, a hero opens a chest and picks up what it has room for.
        Spare bodies are kept for the party's wounded, and broken down for Shards only while nobody
        is wounded or a soul."""
        if HeuristicBot._wants_body(me) and by.get("inhabit"):
            return max(by["inhabit"], key=lambda c: (sum(c.data["toughness"]), c.data["speed"])).text
        for c in by.get("use", []):
            if (c.data["heals"] and me["scratches"]) or (c.data["wound"] and me["wounds"]):
                return c.text
        thrown = [c for c in by.get("use", []) if c.data.get("enemy")]
        if thrown:  # a pot or bomb at the enemy nearest death
            return min(thrown, key=lambda c: _wounds_left(view, c)).text
        oils = [c for c in by.get("use", []) if c.data.get("oil")]
        if oils and view["enemies"] and not me.get("oiled"):  # an oil while there is someone to strike
            return oils[0].text
        waxed = [c for c in by.get("use", []) if c.data.get("card")]
        if waxed and view["enemies"]:  # Memory Wax on the card furthest from coming back
            best = max(waxed, key=lambda c: me.get("cooldown", {}).get(c.data["card"], 0))
            if me.get("cooldown", {}).get(best.data["card"], 0) >= 2:
                return best.text
        for c in by.get("use", []):  # a room consumable when it finds two enemies or a status to lift
            if c.data.get("room") and (len(c.data["enemies"]) >= 2 or any(
                    s in view["heroes"][h]["statuses"] for h in c.data["heroes"] for s in c.data["statuses"])):
                return c.text
        if view["enemies"] or me["soul"]:
            return ""
        for verb in ("chest", "pickup"):
            if by.get(verb):
                return by[verb][0].text
        if by.get("extract") and "party" in view and not any(
                h["soul"] or h["wounds"] for h in view["heroes"].values()):
            return by["extract"][0].text
        return ""

    def _turn(self, view: dict[str, Any], me: dict[str, Any], by: dict[str, list[LegalCommand]]) -> str:
        enemies = view["enemies"]
        if view["round"] > self.PATIENCE:
            if "abandon" in by:
                return "abandon"  # a stalemate (enemies it cannot reach): give up rather than loop for ever
            if by.get("move") and enemies:  # step away so that the party may give up
                spots = _foes(view)
                return max(by["move"], key=lambda c: min(max(abs(c.data["square"][0] - x), abs(c.data["square"][1] - y))
                                                         for x, y in spots)).text
        bodies = [tuple(v["pos"]) for v in (view.get("loot") or {}).get("vessels", [])]
        if bodies and by.get("move") and (me["soul"] or (me["wounds"] >= 1 and (not enemies or me["wounds"] >= 2))):
            # a soul, or a hero one wound from death, walks to a fresh body even past the enemies
            dist = _field(view, bodies)
            here = dist.get(tuple(me["pos"]), 999)
            best = _nearest(by["move"], dist)
            if here > 1 and dist.get(tuple(best.data["square"]), 999) < here:
                return best.text
        if me["soul"] and enemies and by.get("move") and self._fell_back != view["round"]:
            # A Vesselless Soul cannot fight, and its model still takes up a square: it keeps out of
            # the way, so that it never walls a living hero off from the enemies (a stalemate).
            self._fell_back = view["round"]
            dist = _field(view, _foes(view))
            return max(by["move"], key=lambda c: (dist.get(tuple(c.data["square"]), 0), -c.data["cost"])).text
        loot = self._loot(view, me, by)
        if loot:
            return loot
        attacks = [c for c in by.get("major", []) if c.data.get("kind") == "attack"
                   or (c.data.get("kind") == "spell" and c.data.get("target") in enemies)]
        heals = [c for c in by.get("major", []) if c.data.get("kind") == "spell" and c.data.get("target") in
                 view["heroes"] and view["heroes"][c.data["target"]]["scratches"] > 0]
        heals += [c for c in by.get("major", []) if c.data.get("kind") == "spell" and "target" not in c.data
                  and any(view["heroes"][s]["scratches"] > 0 for s in c.data.get("heroes", ()))]  # the room's
        if heals:
            return heals[0].text
        summons = [c for c in by.get("major", []) if c.data.get("kind") == "summon"]
        if summons and enemies:
            return summons[0].text
        moves = by.get("move", [])
        armed = [c for c in attacks if not c.data.get("improvised")]
        if attacks and not armed and me["weapon"] and moves and enemies:
            # only bare hands or a rock reach from here: step towards the enemies first, so the
            # weapon in hand does the work, if a step brings it nearer
            dist = _field(view, _foes(view))
            here = dist.get(tuple(me["pos"]), 999)
            if here > me["weapon_range"]:
                best = _nearest(moves, dist)
                if dist.get(tuple(best.data["square"]), 999) < here:
                    return best.text
        # an area spell: aimed where it hits most enemies and none of the party
        areas = [c for c in by.get("major", []) if c.data.get("area") and c.data.get("enemies")
                 and not c.data.get("allies_hit")]
        if areas:
            best = max(areas, key=lambda c: len(c.data["enemies"]))
            if len(best.data["enemies"]) > 1 or not attacks:
                return best.text
        if attacks:
            return self._focus(view, me, attacks).text
        placed_attack = any(c["major"] in ("attack", "spell") for c in me["placed"])
        if enemies and moves:
            goals = _foes(view)
            reach = me["weapon_range"]
            dist = _field(view, goals)
            here = dist.get(tuple(me["pos"]), 999)
            if here > reach and placed_attack:
                strike = [c for c in moves if dist.get(tuple(c.data["square"]), 999) <= reach]
                if strike:  # a square to strike from this turn: not alone among the enemies if it can
                    # help it, at the enemy nearest death, the nearest such
                    return min(strike, key=lambda c: (self._alone_among(view, me, tuple(c.data["square"]), 1),
                                                      self._weakest_in_reach(view, tuple(c.data["square"]), reach),
                                                      c.data["cost"], dist.get(tuple(c.data["square"]), 999))).text
                best = _nearest(moves, dist)
                if dist.get(tuple(best.data["square"]), 999) < here and not (
                        self._alone_among(view, me, tuple(best.data["square"]), 2) and self._hold(view)):
                    return best.text
            if 1 < here <= self.CROWD and self._fell_back != view["round"]:
                # Out of reach behind other models (a doorway, most often): fall back a few steps so
                # the enemies come through to where the whole party can fight them.
                self._fell_back = view["round"]
                back = [c for c in moves if here < dist.get(tuple(c.data["square"]), 999) <= here + self.FALL_BACK]
                if back:
                    return max(back, key=lambda c: (dist.get(tuple(c.data["square"]), 999), -c.data["cost"])).text
        if not enemies and moves:  # a chest (in a campaign) or, for a soul, a body to walk to
            lying = view.get("loot") or {}
            goals = [tuple(v["pos"]) for v in lying.get("vessels", [])] if me["soul"] else []
            if "party" in view and not me["soul"]:
                goals += [tuple(s) for s in lying.get("chests", [])]
            if goals:
                dist = _field(view, goals)
                here = dist.get(tuple(me["pos"]), 999)
                best = _nearest(moves, dist)
                if here > 1 and dist.get(tuple(best.data["square"]), 999) < here:
                    return best.text
        if "open" in by and not enemies and ((self._party_near(view, me) and self._party_ready(view))
                                             or self._waited > self.WAIT):
            self._waited = 0
            return by["open"][0].text
        if "open" in by and not enemies:
            self._waited += 1  # the party gathers and rests at the door before a new room brings enemies
        if not enemies and moves:
            doors = [d for d in view["board"]["doors"] if not d["open"]]
            goals = [tuple(s) for d in doors for s in d["squares"]
                     if view["board"]["rows"][s[1]][s[0]] in WALKABLE]
            if goals:
                dist = _field(view, goals)
                here = dist.get(tuple(me["pos"]), 999)
                best = _nearest(moves, dist)
                if dist.get(tuple(best.data["square"]), 999) < here:
                    return best.text
        wards = [c for c in by.get("major", []) if c.data.get("kind") == "guard" and c.data.get("target")]
        if wards and enemies:  # a ward on the ally an enemy can reach this round, the frailest of those
            return max(wards, key=lambda c: (_threatened(view, c.data["target"]),
                                             -_health(view["heroes"][c.data["target"]]))).text
        for c in by.get("major", []):
            kind = c.data.get("kind")
            if kind == "heal" and (me["scratches"] or me["wounds"]):
                return c.text
            if kind in ("guard", "bellow") and enemies:
                return c.text
            if kind == "move" and not moves:
                return c.text
        if "minor" in by:
            return by["minor"][0].text
        if "end" in by:
            return "end"
        options = [c for c in by.values() for c in c if c.verb != "abandon"]
        return (options or [c for v in by.values() for c in v])[0].text

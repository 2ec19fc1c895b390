"""A heuristic Kilforth bot.

It reads only the view and the legal commands' data (verbs, cards, odds, prices), never their
descriptions, prompts or event text.  Its plan: tell the saga one chapter a Day
(buying assets at the Market to cover reward-type keywords, keeping encounters that cover
the rest), choose the encounters it can beat, keep its HP up because HP is tomorrow's AP,
avoid ending the Day in gloom, and after the Finale clear the Ancient's plots, arm itself
and assault at full strength.
"""

from __future__ import annotations

from collections import deque
from functools import cache
from math import comb
from typing import Any

from hjourney_tui.core.commands import LegalCommand
from hjourney_tui.core.rng import Rng

from .odds import chance

P = 1 / 3  # a die succeeds on 5 or 6
SHRINE = "c3"
LONE_ASSAULT = 0.5  # the least odds for an Assault without the whole party, when time runs short
WORN = 0.75  # below this share of max HP a hero heals before anything else  # the safe centre: no encounter is ever drawn there, so a hero may always Rest
REWARD_OF = {"enemy": "item", "place": "title", "quest": "spell", "stranger": "ally"}
# a fresh draw: what an unexplored location is likely to hold
DRAW_MIX = (("enemy", 0.25), ("place", 0.25), ("quest", 0.2), ("stranger", 0.2))
# fallback preferences for prompts the bot has no rule for
_BASE = {"accept": 30, "join": 20, "keep": 15, "gold": 30, "fight": 40, "totem": 30, "done": 1, "refuse": 2,
         "decline": 2, "camp": 0}


def _dist(n: int) -> list[float]:
    return [comb(n, k) * P ** k * (1 - P) ** (n - k) for k in range(n + 1)]


@cache
def battle_odds(fight: int, hp: int, foe_fight: int, foe_hp: int, bonus: int = 0) -> float:
    """Chance to bring the foe to 0 HP before the hero drops to 0, rounds to the end.

    `bonus` extra successes come in the first round only (Fate, Surprise)."""
    if foe_hp <= 0:
        return 1.0
    if hp <= 0:
        return 0.0
    mine, theirs = _dist(max(fight, 0)), _dist(max(foe_fight, 0))
    total = loop = 0.0
    for a, pa in enumerate(mine):
        a += bonus
        for b, pb in enumerate(theirs):
            if a >= foe_hp:
                total += pa * pb
            elif b >= hp:
                continue
            elif a == 0 and b == 0:
                loop += pa * pb
            else:
                total += pa * pb * battle_odds(fight, hp - b, foe_fight, foe_hp - a)
    return total / (1 - loop) if loop < 1 else 0.0


def success_odds(dice: int, need: int) -> float:
    return chance(max(dice, 0), need, p=P)


def _cells_adjacent(view: dict[str, Any]) -> dict[str, list[str]]:
    cells = view["map"]
    out: dict[str, list[str]] = {}
    for c, v in cells.items():
        col, row = "abcde".index(c[0]), int(c[1])
        nb = [f"{'abcde'[col + dc]}{row + dr}" for dc, dr in ((1, 0), (-1, 0), (0, 1), (0, -1))
              if 0 <= col + dc < 5 and 1 <= row + dr <= 5]
        if v.get("shortcut"):
            nb += [o for o, w in cells.items() if o != c and w.get("shortcut") == v["shortcut"]]
        out[c] = nb
    return out


class HeuristicBot:
    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed ^ 0xC0FFEE)
        self.assaulting = False
        self._adj: dict[str, list[str]] | None = None
        self._dists: dict[str, dict[str, int]] = {}
        self._terrain: dict[str, str] = {}

    # -- entry -------------------------------------------------------------------------
    def choose(self, view: dict[str, Any], legal: list[LegalCommand]) -> str:
        seat = legal[0].seat
        me = view["heroes"].get(seat, {})
        self._cells = {c.text: c.data["cell"] for c in legal if "cell" in c.data}  # move commands -> where to
        self._want_cache: dict[int, tuple[set[str], dict[str, int]]] = {}
        # co-op heroes still on their sagas, whose keywords are worth something to this hero too
        self._mates = [] if view.get("mode") == "competitive" else [
            h for s, h in view["heroes"].items() if s != seat and h.get("state") != "out" and h.get("chapter") != "done"]
        self._laggards = any(isinstance(h.get("chapter"), int) for h in self._mates)
        if self._adj is None:
            self._adj = _cells_adjacent(view)
        if view.get("pending"):
            pick = self._answer(view, me, seat, legal)
        else:
            self.assaulting = False
            pick = self._act(view, me, seat, legal)
            if pick and (me.get("ap", 0) <= 1 or pick == "camp") and \
                    not pick.startswith(("regale", "assault", "resolve", "overcome")):
                pick = self._last_ap_guard(view, me, pick, legal)  # AP left at Camp is lost anyway
        if pick is None or pick not in {c.text for c in legal}:
            pick = max(legal, key=lambda c: (_BASE.get(c.name, 5), self.rng.below(1000))).text
        if pick in self._cells:
            self._came_from = (view.get("day"), me.get("cell"))
        return pick

    # -- shared reckoning ------------------------------------------------------------------
    def _covered(self, me: dict[str, Any]) -> set[str]:
        """Keywords this hero's assets cover again and again (kept when shown)."""
        out: set[str] = set()
        for a in me.get("assets", []):
            out |= set(a.get("keywords", [])) | ({a["type"]} if a.get("type") else set())
        return out

    def _wanted(self, me: dict[str, Any]) -> tuple[set[str], dict[str, int]]:
        """(keywords missing for the current chapter, later chapters' uncovered keywords with counts);
        worked out once per hero per decision."""
        key = id(me)
        got = self._want_cache.get(key)
        if got is None:
            got = self._want_cache[key] = self._work_out_wanted(me)
        return got

    def _work_out_wanted(self, me: dict[str, Any]) -> tuple[set[str], dict[str, int]]:
        now = set(me.get("needs", []))
        have = self._covered(me)
        hand: set[str] = set()
        for r in me.get("rumour_info", []):
            hand |= set(r["keywords"])
        later: dict[str, int] = {}
        for chap in me.get("saga_left", [])[1:]:
            for k in chap:
                if k not in have:
                    later[k] = later.get(k, 0) + (0 if k in hand else 1)
        return now, later

    def _kw_value(self, kws: set[str], me: dict[str, Any]) -> float:
        now, later = self._wanted(me)
        return 10 * len(kws & now) + sum(3 for k in kws if later.get(k))

    def _party_kw_value(self, kws: set[str], me: dict[str, Any]) -> float:
        """Keywords are worth most to this hero, and something to a co-op mate it can hand them to."""
        own = self._kw_value(kws, me)
        mates = max((self._kw_value(kws, m) for m in getattr(self, "_mates", ())), default=0.0)
        return max(own, 0.6 * mates)

    def _fight(self, me: dict[str, Any]) -> int:
        return me.get("attributes", {}).get("fight", 1)

    def _path_len(self, a: str, b: str) -> int:
        """Steps from a to b (99 if cut off); the map never changes, so each cell's distances
        are worked out once."""
        dist = self._dists.get(a)
        if dist is None:
            assert self._adj is not None
            dist, q = {a: 0}, deque([a])
            while q:
                c = q.popleft()
                for n in self._adj[c]:
                    if n not in dist:
                        dist[n] = dist[c] + 1
                        q.append(n)
            self._dists[a] = dist
        return dist.get(b, 99)

    def _step_toward(self, here: str, goal: str, moves: list[str], view: dict[str, Any], me: dict[str, Any]
                     ) -> str | None:
        best = None
        d0 = self._path_len(here, goal)
        for m in moves:
            dest = self._cells[m]
            d = self._path_len(dest, goal)
            if d >= d0:
                continue
            risk = self._danger(view, me, dest)
            key = (d, risk, self.rng.below(100))
            if best is None or key < best[0]:
                best = (key, m)
        return best[1] if best else None

    def _danger(self, view: dict[str, Any], me: dict[str, Any], cell: str) -> float:
        """Chance of losing the battles waiting at a cell (0 if none)."""
        seat_fight, hp = self._fight(me), me.get("hp", 1)
        lose = 0.0
        for e in view["map"][cell]["encounters"]:
            if e["type"] == "enemy" or me.get("_seat") in e.get("enemy_of", []):
                lose = max(lose, 1 - battle_odds(seat_fight, hp, e["fight"] + 1, e["hp"]))
        return lose

    # -- answers to questions --------------------------------------------------------------
    def _answer(self, view: dict[str, Any], me: dict[str, Any], seat: str, legal: list[LegalCommand]) -> str | None:
        names = {c.name for c in legal}
        texts = [c.text for c in legal]
        data = view.get("pending_data") or {}
        step = data.get("step")
        me["_seat"] = seat
        if "overcome" in names:
            return next(t for t in texts if t.startswith("overcome"))
        if "team" in names and step == "call_team" and data.get("assault"):  # every blade counts against an Ancient
            return next(t for t in texts if t.startswith("team "))
        if "roll" in names or ("fight" in names and any(t.startswith("fight ") for t in texts)):
            best = self._best_odds([c for c in legal if c.name in ("roll", "fight")])
            if "escape" not in names or self._battle_choice(me, data) == "fight":
                return best
        if "fate" in names and "keep" in names or "reroll" in names:
            return self._test_choice(me, names, data)
        if {"gold", "loot"} <= names:
            return "gold"
        if {"keep", "draw"} <= names:
            kws = set(data.get("keywords", []))
            keep = self._party_kw_value(kws, me) + 1.5
            draw = self._party_kw_value({data.get("reward", "")}, me) + 2.5
            return "keep" if keep > draw else "draw"
        if "accept" in names:
            return "accept"
        if "fight" in names and "escape" in names:
            return self._battle_choice(me, data)
        if "fight" in names:
            return "fight"
        if "evade" in names:
            odds = next((c.data for c in legal if c.text == "evade"), {})
            return "evade" if odds.get("chance", 0) >= 0.5 else "ambush"
        if "skill" in names:
            return max(legal, key=lambda c: (self._bonus_score(c.data.get("bonus", {}), me),
                                             self.rng.below(100))).text
        if "totem" in names:
            return "totem"
        if "take" in names:
            return self._market_pick(me, legal)
        if step == "market":
            return self._market_step(view, me, legal)
        if "give" in names and "done" in names:  # sharing a team's reward
            return self._share_reward(view, me, legal)
        if "sell" in names and "keep" in names:
            return "keep"
        if "join" in names:
            return "join"
        if "discard" in names:
            return self._discard(me, legal, step)
        if "move" in names:  # escape: several equally near places
            goal = me.get("goal_cell") or "c3"
            return min(texts, key=lambda t: (self._path_len(self._cells[t], goal),
                                             view["map"][self._cells[t]]["gloom"]))
        if "choose" in names:
            step = legal[0].data.get("step")
            if step == "start_deck":  # Items and Spells are what a starting hero most often uses
                return next((c.text for c in legal if c.data.get("deck") in ("item", "spell")), texts[0])
            if step == "start_keep":
                return max(legal, key=lambda c: c.data.get("gold", 0)).text
            numbers = [c for c in legal if isinstance(c.data.get("x"), int)]
            if numbers:  # an X to pay: the least
                return min(numbers, key=lambda c: c.data["x"]).text
            return texts[self.rng.below(len(texts))]
        return None

    @staticmethod
    def _best_odds(options: list[LegalCommand]) -> str:
        """The attribute choice with the best odds (more dice on a tie)."""
        return max(options, key=lambda c: (c.data.get("chance", -1.0), c.data.get("dice", 0))).text

    def _test_choice(self, me: dict[str, Any], names: set[str], data: dict[str, Any]) -> str:
        hits, need = int(data.get("hits", 0)), int(data.get("need", 1))
        tokens = me.get("fate", 0)
        if "reroll" in names and hits < need and (self.assaulting or need - hits <= 2):
            return "reroll"
        if "fate" in names and tokens > 0:
            if self.assaulting:
                return "fate"
            if hits < need <= hits + 1 and (tokens >= 2 or me.get("chapter") in ("finale", "done")):
                return "fate"
        return "keep"

    def _battle_choice(self, me: dict[str, Any], data: dict[str, Any]) -> str:
        foe_f, foe_hp = int(data.get("foe_fight", 2)), int(data.get("foe_hp", 2))
        p = battle_odds(self._fight(me), me.get("hp", 1), foe_f, foe_hp)
        bar = 0.55 if me.get("gold", 0) >= 4 else 0.45
        return "fight" if p >= bar else "escape"

    def _bonus_score(self, bonus: dict[str, int], me: dict[str, Any] | None = None) -> float:
        weights = {"fight": 3.0, "sneak": 1.0, "study": 1.2, "influence": 1.2}
        st = (me or {}).get("stage_test")
        if st:
            weights[st["attr"]] = 3.5
        return sum(int(v) * weights.get(a, 0.0) for a, v in bonus.items())

    def _asset_value(self, a: dict[str, Any], me: dict[str, Any]) -> float:
        bonus = a.get("bonus", {})
        v = 3.0 * bonus.get("fight", 0) + sum(1.1 * n for k, n in bonus.items() if k != "fight")
        need = {k for chap in me.get("saga_left", []) for k in chap}
        if a.get("type") in need:
            v += 6
        return v

    def _market_pick(self, me: dict[str, Any], legal: list[LegalCommand]) -> str:
        owned = {k for a in me.get("assets", []) for k in a.get("keywords", [])[:1]}

        def score(c: LegalCommand) -> float:
            clash = 8 if c.data.get("unique") in owned else 0
            return self._bonus_score(c.data.get("bonus", {}), me) - 0.4 * c.data.get("price", 0) - clash
        return max(legal, key=score).text

    def _market_step(self, view: dict[str, Any], me: dict[str, Any], legal: list[LegalCommand]) -> str:
        names = {c.text for c in legal}
        hp, mx, gold = me.get("hp", 1), me.get("max_hp", 4), me.get("gold", 0)
        if "heal" in names and hp < mx and (hp <= mx - 2 or me.get("chapter") == "done" or gold >= 8):
            return "heal"
        want = self._buy_type(me)
        if want and f"buy {want}" in names and gold >= self._gold_floor(me) + 2:
            return f"buy {want}"
        # sell a rumour nothing asks for when the gold completes a chapter
        rumours = me.get("rumour_info", [])
        short = self._gold_floor(me) - gold
        if short > 0 and not me.get("needs"):
            for c in legal:
                if c.name == "sell":
                    i = c.data["rumour"] - 1
                    if i < len(rumours) and self._party_kw_value(set(rumours[i]["keywords"]), me) == 0:
                        return c.text
        if "done" in names:
            return "done"
        # the Market must use one option before leaving: HP first, else the likeliest purchase
        if "heal" in names:
            return "heal"
        buys = [c for c in legal if c.name == "buy"]
        if buys:
            return f"buy {want}" if want and f"buy {want}" in names else buys[0].text
        return legal[0].text

    def _gold_floor(self, me: dict[str, Any]) -> int:
        """Gold to hold back for the next chapter."""
        return 5 if me.get("chapter") not in ("finale", "done") else 0

    def _buy_type(self, me: dict[str, Any]) -> str | None:
        """The reward type worth buying now: one the saga asks for and no asset covers, or Fight."""
        have = self._covered(me)
        for chap in me.get("saga_left", []):
            for k in chap:
                if k in ("ally", "item", "spell", "title") and k not in have:
                    return k
        owned = [a.get("type") for a in me.get("assets", [])]
        if self._fight(me) < 5 and me.get("gold", 0) >= self._gold_floor(me) + 4 and len(owned) < 5:
            return min(("item", "ally"), key=owned.count)  # the decks richest in Fight
        if me.get("chapter") in ("finale", "done") and len(me.get("assets", [])) < 6:
            owned = {a.get("type") for a in me.get("assets", [])}
            for t in ("item", "ally", "spell", "title"):
                if t not in owned:
                    return t
            return "item"
        return None

    def _discard(self, me: dict[str, Any], legal: list[LegalCommand], step: str | None) -> str:
        """Which card or token to give up, by what each option's data names."""
        rumours = me.get("rumour_info", [])
        assets = me.get("assets", [])

        def worth(c: LegalCommand) -> float:
            d = c.data
            if "rumour" in d:
                i = d["rumour"] - 1
                if i >= len(rumours):
                    return 0.0
                return self._party_kw_value(set(rumours[i]["keywords"]), me) + rumours[i]["gold"] / 4
            if "asset" in d and 0 < d["asset"] <= len(assets):
                return 20 + self._asset_value(assets[d["asset"] - 1], me)
            return 20.0

        if step == "cover":
            shows = [c for c in legal if c.data.get("show")]
            if shows:
                return shows[0].text
            return min(legal, key=worth).text
        if step == "loot_limit":
            order = ["blank", "move_ap", "heal", "ap", "fate", "reroll"]
            kind = lambda c: c.data.get("kind", "")  # noqa: E731
            return min(legal, key=lambda c: order.index(kind(c)) if kind(c) in order else 9).text
        if step in ("asset_limit", "rumour_limit", "defeated"):
            return min(legal, key=worth).text
        return legal[0].text

    # -- the turn's action -----------------------------------------------------------------
    def _act(self, view: dict[str, Any], me: dict[str, Any], seat: str, legal: list[LegalCommand]) -> str | None:
        me["_seat"] = seat
        self._terrain = {c: v["terrain"] for c, v in view["map"].items()}
        by: dict[str, list[LegalCommand]] = {}
        for c in legal:
            by.setdefault(c.name, []).append(c)
        texts = {c.text for c in legal}
        here = me["cell"]
        cell = view["map"][here]
        hp, ap, gold = me["hp"], me["ap"], me["gold"]
        chapter = me.get("chapter")

        if "overcome" in by:
            return by["overcome"][0].text
        deed = self._deed(me, by, chapter) or self._share(view, me, by)
        if deed:
            return deed
        pick = self._recover(view, me, by, texts)
        if pick:
            return pick
        if chapter == "done":
            pick = self._help_laggard(view, me, by)
            if pick:
                return pick
        st = me.get("stage_test")
        if st and (chapter == "finale" or (not me.get("needs") and gold >= 5)):
            pick = self._stage_plan(view, me, by, texts, st)
            if pick:
                return pick
        elif "regale" in texts:
            return "regale"
        if "discover" in by:
            return by["discover"][0].text
        if chapter == "done":
            pick = self._ancient_plan(view, me, by, texts)
            if pick:
                return pick
        if "market" in texts and self._market_value(me) >= 6:
            return "market"
        if "clear" in texts and cell["plots"] and (chapter in ("finale", "done") or gold >= 6):
            return "clear"

        options: list[tuple[float, str]] = [(0.0, "camp")]
        for c in by.get("confront", []):
            d = c.data
            if "chance" not in d:
                continue
            dice, need, pct = d["dice"], d["need"], 100 * d["chance"]
            i = d["card"] - 1
            enc = cell["encounters"][i] if i < len(cell["encounters"]) else {"type": "place"}
            value = self._enc_value(enc, here, me)
            tries = max(1.0, need / max(dice * P, 0.2))
            if tries > ap:  # successes fade at Camp: count only what today can finish
                value *= pct / 100 * 0.6
                tries = 1.0
            options.append((value / tries, c.text))
        if "rest" in texts:
            options.append(((5.0 if hp <= 2 else 1.5) + (2 if ap <= 1 else 0) + (3 if chapter == "done" else 0),
                            "rest"))
        if "search" in texts:
            v, effort = self._fresh(cell["terrain"], me)
            options.append((v / (1 + effort), "search"))
        moves = [m.text for m in by.get("move", [])]
        if moves:
            goal, score = self._goal(view, me)
            if goal:
                step = self._step_toward(here, goal, moves, view, me)
                if step:
                    options.append((score, step))
        if ap <= 1:
            options = self._night_safe(view, me, options, texts, by.get("move", []))
        back = getattr(self, "_came_from", None)
        if back and back[0] == view.get("day"):  # stepping straight back wastes two AP: only for much more
            options = [(v * 0.5 if self._cells.get(t) == back[1] else v, t) for v, t in options]
        best = max(options, key=lambda o: o[0])
        move_ap = [c.text for c in by.get("resolve", []) if c.data.get("kind") == "move_ap"]
        if best[1] in self._cells and move_ap:
            return move_ap[0]
        if best[1].startswith("confront") and view.get("mode") != "competitive" and by.get("team"):
            return by["team"][0].text  # each hero here adds a die to the Test (KF-TEAM-06)
        return best[1]

    def _recover(self, view: dict[str, Any], me: dict[str, Any], by: dict[str, list[LegalCommand]],
                 texts: set[str]) -> str | None:
        """HP is tomorrow's AP: a hero worn down to a sliver of it heals before anything else, at the
        Shrine if nowhere nearer lets them Rest (a fresh place always draws an encounter)."""
        hp, mx = me["hp"], me["max_hp"]
        if hp >= mx or me.get("stage_test") and me["cell"] == me["stage_test"]["cell"]:
            return None
        d = self._path_len(me["cell"], SHRINE)
        if d == 0 and "rest" in texts and hp <= WORN * mx and me["ap"] > 1:
            return "rest"  # at the Shrine each AP spent resting is an AP back every Day after
        if hp > max(2, int(WORN * mx)):
            return None
        if "market" in texts and me["gold"] > 1:  # a gold an HP, all in one action
            return "market"
        # resting in gloom only wins back what the Night takes again: walk out towards the Shrine
        in_gloom = view["map"][me["cell"]]["gloom"] and d > 0
        if "rest" in texts and not (in_gloom and self._shrine_step(view, me, by, d)):
            return "rest"
        if d > 0 and (me["ap"] <= 2 and hp <= 2 or me["gold"] >= 3 and d < me["ap"] or in_gloom):
            return self._shrine_step(view, me, by, d)
        return None

    def _shrine_step(self, view: dict[str, Any], me: dict[str, Any], by: dict[str, list[LegalCommand]],
                     d: int) -> str | None:
        """A step closer to the Shrine, never into gloom with the Day's last AP (None if there is none)."""
        closer = [m for m in by.get("move", []) if self._path_len(m.data["cell"], SHRINE) < d]
        if me["ap"] <= 1:  # the step ends the Day: never into gloom
            closer = [m for m in closer if not view["map"][m.data["cell"]]["gloom"]]
        if not closer:
            return None
        return min(closer, key=lambda m: (self._path_len(m.data["cell"], SHRINE),
                                          self._danger(view, me, m.data["cell"]), m.data["cell"])).text

    def _allies(self, view: dict[str, Any], me: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
        """The other heroes still in a co-operative game (none in a competitive one)."""
        if view.get("mode") == "competitive":
            return []
        return [(s, h) for s, h in view["heroes"].items()
                if h is not me and s != me.get("_seat") and h.get("state") != "out"]

    def _spare_gold(self, me: dict[str, Any]) -> int:
        """Gold this hero can hand on: past its saga it keeps a little for the Market."""
        if me.get("chapter") == "done" and self._laggards:  # nobody may Assault before every saga is done
            return me["gold"] - 1
        return me["gold"] - (3 if me.get("chapter") in ("finale", "done") else self._gold_floor(me) + 6)

    def _share(self, view: dict[str, Any], me: dict[str, Any], by: dict[str, list[LegalCommand]]) -> str | None:
        """Co-op exchange (a free Deed): rumours this hero has no use for go to a hero whose saga
        asks for them, and spare gold to a hero short of a chapter's 5."""
        if "give" not in by or view.get("mode") == "competitive":
            return None
        heroes, rumours = view["heroes"], me.get("rumour_info", [])
        for c in by["give"]:
            d = c.data
            o = heroes.get(d.get("hero", ""))
            if not o or o.get("chapter") == "done":
                continue
            if d.get("what") == "rumour" and d["index"] <= len(rumours):
                kws = set(rumours[d["index"] - 1]["keywords"])
                if self._saga_use(kws, me, d["index"] - 1) == 0 and self._saga_use(kws, o) > 0:
                    return c.text
            elif d.get("what") == "gold" and o.get("chapter") != "finale" and self._spare_gold(me) > 0 \
                    and o["gold"] < 5:
                return c.text
        return None

    def _saga_use(self, kws: set[str], hero: dict[str, Any], held: int | None = None) -> int:
        """How many keywords of a rumour the hero's saga still asks for that neither its assets nor its
        other rumours cover; `held` is the rumour's own index when the hero holds it, so a rumour is
        not judged useless merely because it covers the need itself (which passed it back and forth)."""
        asked = {k for chap in hero.get("saga_left", []) for k in chap} - self._covered(hero)
        for i, r in enumerate(hero.get("rumour_info", [])):
            if i != held:
                asked -= set(r["keywords"])
        return len(kws & asked)

    def _share_reward(self, view: dict[str, Any], me: dict[str, Any], legal: list[LegalCommand]) -> str:
        """A team's reward: gold to a co-op teammate short of a chapter's 5, the rest kept."""
        mates = {s.lower(): h for s, h in self._allies(view, me)}
        for c in legal:
            if c.name == "give" and c.args[1:] == ("gold",):
                o = mates.get(c.args[0])
                if o and isinstance(o.get("chapter"), int) and o["gold"] < 5 and self._spare_gold(me) > 0:
                    return c.text
        return "done"

    def _wait(self, view: dict[str, Any], me: dict[str, Any]) -> str:
        """Stay put for a teammate: Camp (a hero in Camp may still join a team, KF-TEAM-04), or Hide
        in gloom when no teammate can still reach this place today (a Hidden hero cannot join, but
        the Ancients' Nights spare them, and Dawn ends hiding)."""
        here = me["cell"]
        if view["map"][here]["gloom"] and not me.get("hidden") and not any(
                not h.get("camped") and h.get("state") == "ok" and self._path_len(h["cell"], here) <= h.get("ap", 0)
                for _, h in self._allies(view, me)):
            return "hide"
        return "camp"

    def _help_laggard(self, view: dict[str, Any], me: dict[str, Any], by: dict[str, list[LegalCommand]]
                      ) -> str | None:
        """Past its saga in a co-op game, a hero carries spare gold to the hero furthest behind, or
        stands beside a hero at its Finale: no one may Assault before every saga is done (KF-ANC-03)."""
        here = me["cell"]
        moves = [m.text for m in by.get("move", [])]
        behind = [(s, h) for s, h in self._allies(view, me)
                  if isinstance(h.get("chapter"), int) and h["gold"] < 5]
        if behind and self._spare_gold(me) >= 2:
            _, o = min(behind, key=lambda sh: (sh[1]["chapter"], self._path_len(here, sh[1]["cell"])))
            if o["cell"] != here:
                return self._step_toward(here, o["cell"], moves, view, me)
        # a hero at its Finale rolls a die more for each hero in its team (KF-FIN-10): go there and
        # stay while it is on its way; a weak attribute makes the Finale the slowest part of a saga
        finale = [h for _, h in self._allies(view, me) if h.get("chapter") == "finale" and h.get("stage_test")
                  and h.get("state") == "ok"]
        if finale:
            goal = min((h["stage_test"]["cell"] for h in finale), key=lambda c: self._path_len(here, c))
            if goal == here:
                coming = any(not h.get("camped") and (h["cell"] == here or self._path_len(
                    h["cell"], here) < h.get("ap", 0)) for h in finale if h["stage_test"]["cell"] == here)
                return self._wait(view, me) if coming else None
            return self._step_toward(here, goal, moves, view, me)
        return None

    def _night_safe(self, view: dict[str, Any], me: dict[str, Any], options: list[tuple[float, str]],
                    texts: set[str], moves: list[LegalCommand]) -> list[tuple[float, str]]:
        """The last AP: each HP lost tonight is an AP lost tomorrow, so weigh where the Day ends.
        Gloom hurts; every Ancient's Night hurts heroes in gloom who are not Hidden."""
        ancients = sum(1 for a in view["ancients"] if not a["defeated"])
        here = me["cell"]
        # an empty place draws an encounter: a quarter are enemies striking first
        fresh_risk = 0.25 * (1 - battle_odds(self._fight(me), me["hp"], 3, 3)) * 6

        def night_cost(cell: str, hidden: bool) -> float:
            if not view["map"][cell]["gloom"]:
                return 0.0
            return 1.0 + (0 if hidden else ancients)

        hidden = bool(me.get("hidden"))
        out = []
        for v, t in options:
            if t in self._cells:
                dest = self._cells[t]
                risk = self._danger(view, me, dest) * 6 if view["map"][dest]["encounters"] else fresh_risk
                out.append((v - 3 * night_cost(dest, False) - risk, t))
            else:
                out.append((v - 3 * night_cost(here, hidden), t))
        for m in moves:
            dest = m.data["cell"]
            if not view["map"][dest]["gloom"] and night_cost(here, hidden) > 0:
                risk = self._danger(view, me, dest) * 6 if view["map"][dest]["encounters"] else fresh_risk
                out.append((6.0 - risk, m.text))
        if "hide" in texts and night_cost(here, False) > night_cost(here, True):
            out.append((6.0 - 3 * night_cost(here, True) + 3 * ancients, "hide"))
        return out

    def _last_ap_guard(self, view: dict[str, Any], me: dict[str, Any], pick: str, legal: list[LegalCommand]) -> str:
        """Whatever the plan, the last AP should not leave the hero open in gloom overnight when a
        step to clear ground or hiding spares HP (each HP is an AP tomorrow)."""
        ancients = sum(1 for a in view["ancients"] if not a["defeated"])
        here = me["cell"]
        texts = {c.text for c in legal}

        def cost(cell: str, hidden: bool) -> int:
            return 0 if not view["map"][cell]["gloom"] else 1 + (0 if hidden else ancients)

        end = self._cells.get(pick, here)
        now = cost(end, pick == "hide" or bool(me.get("hidden")))
        if now == 0:
            return pick
        best, best_cost = pick, now
        for c in legal:
            if c.name == "move":
                dest = c.data["cell"]
                if not view["map"][dest]["gloom"] and self._danger(view, me, dest) < 0.2:
                    best, best_cost = c.text, 0
        if best_cost > 1 and "hide" in texts and cost(here, True) < best_cost:
            best, best_cost = "hide", cost(here, True)
        return best if now - best_cost >= 2 or (now - best_cost >= 1 and me["hp"] <= now + 1) else pick

    def _deed(self, me: dict[str, Any], by: dict[str, list[LegalCommand]], chapter: Any) -> str | None:
        hp, mx = me["hp"], me["max_hp"]
        for c in by.get("resolve", []):
            d = c.data
            if d.get("source") == "loot":
                if d["kind"] in ("ap", "fate") or (d["kind"] == "heal" and hp < mx):
                    return c.text
                continue
            do = d.get("do")
            if d.get("pay"):
                continue  # costs gold or AP the saga needs more
            if d.get("cost") == "veil":
                if do == "hp" and hp < mx or do in ("ap", "fate", "gold"):
                    return c.text
            elif d.get("cost") == "sacrifice":
                if do == "hp" and hp <= 1 and mx >= 4:
                    return c.text
                if do == "max_hp" and chapter == "done":
                    return c.text
        return None

    def _market_value(self, me: dict[str, Any]) -> float:
        """What a Market action is worth now: HP bought back and a wanted asset."""
        hp, mx, gold = me["hp"], me["max_hp"], me["gold"]
        v = 0.0
        if hp < mx and gold > 0:
            v += 2.0 * min(mx - hp, gold) - (2 if hp >= mx - 1 and me.get("chapter") != "done" else 0)
        if self._buy_type(me) and gold >= self._gold_floor(me) + 2:
            v += 10.0
        return v

    def _enc_value(self, enc: dict[str, Any], cell: str, me: dict[str, Any]) -> float:
        kws = {enc["type"]}
        terrain = self._terrain.get(cell)
        if terrain:
            kws.add(terrain)
        keep = self._party_kw_value(kws, me)
        draw = self._party_kw_value({REWARD_OF.get(enc["type"], "")}, me)
        return 4.0 + max(keep, draw, 2)

    def _effort(self, enc: dict[str, Any], cell: str, me: dict[str, Any]) -> tuple[float, float]:
        """(value, AP it costs) of dealing with one encounter; HP lost counts twice (today and tomorrow)."""
        attrs = me.get("attributes", {})
        value = self._enc_value(enc, cell, me)
        if enc["type"] == "enemy" or me.get("_seat") in enc.get("enemy_of", []):
            f = self._fight(me)
            p = battle_odds(f, me["hp"], enc["fight"], enc["hp"])
            rounds = enc["hp"] / max(f * P, 0.3)
            lost = min(rounds * enc["fight"] * P, me["hp"])
            return p * value - (1 - p) * (6 + me["gold"]), 0.5 + 2 * lost
        tries = [enc[a] / max(attrs.get(a, 0) * P, 0.2) for a in ("fight", "study", "sneak", "influence")
                 if enc.get(a)]
        if not tries:
            tries.append(3 / max(max(attrs.get("study", 0), attrs.get("influence", 0)) * P, 0.2))
        effort = max(1.0, min(tries))
        if effort > max(me["hp"], me["ap"]):  # successes fade at Camp: a Day's AP must finish it
            value *= 0.5
        return value, effort

    def _fresh(self, terrain: str, me: dict[str, Any]) -> tuple[float, float]:
        """(value, AP) of a new draw in a terrain, beyond the AP of getting there."""
        now, later = self._wanted(me)
        v = 0.0
        for t, p in DRAW_MIX:
            kws = {t, terrain}
            gain = 10 * len(kws & now) + (3 if later.get(t) or later.get(terrain) else 0)
            gain = max(gain, 10 if REWARD_OF[t] in now else 0, 2)
            odds = battle_odds(self._fight(me), me["hp"], 3, 3) if t == "enemy" else 0.7
            v += p * odds * (4 + gain)
        return v, 2.0

    def _goal(self, view: dict[str, Any], me: dict[str, Any]) -> tuple[str | None, float]:
        """The cell most worth its AP (travel plus the work there); keeps yesterday's goal unless
        something is clearly better, so the hero does not dither."""
        here = me["cell"]
        goal = me.get("goal_cell")
        if goal and goal != here and (me.get("chapter") == "finale" or (
                me.get("chapter") != "done" and not me.get("needs") and me.get("gold", 0) >= 5)):
            return goal, 30.0
        scores: dict[str, float] = {}
        for c, v in view["map"].items():
            if c == here:
                continue
            d = self._path_len(here, c)
            if v["terrain"] == "city":
                mv = self._market_value(me)
                scores[c] = mv / (d + 1) if mv >= 6 else 0.0
                continue
            if v["obstacles"]:
                continue
            if v["encounters"]:
                best = 0.0
                for e in v["encounters"]:
                    val, cost = self._effort(e, c, me)
                    best = max(best, val / (d + cost))
                score = best
            else:
                val, cost = self._fresh(v["terrain"], me)
                score = val / (d + cost)
            if v["gloom"] and d >= me["ap"]:
                score *= 0.8
            scores[c] = score
        if not scores:
            return None, 0.0
        best_cell = max(scores, key=lambda c: scores[c])
        kept = getattr(self, "_kept_goal", None)
        if kept in scores and scores[kept] >= 0.7 * scores[best_cell]:
            best_cell = kept
        self._kept_goal = best_cell
        return best_cell, scores[best_cell]

    def _ancient_plan(self, view: dict[str, Any], me: dict[str, Any], by: dict[str, list[LegalCommand]],
                      texts: set[str]) -> str | None:
        """After the Finale: clear plots, heal, arm, then assault at full strength with Fate in hand."""
        live = [a for a in view["ancients"] if not a["defeated"] and a["cell"]]
        if not live:
            return None
        here, hp, mx = me["cell"], me["hp"], me["max_hp"]
        nights = view.get("night_left", 0)
        fight = self._fight(me)
        fate_now = 1 if me.get("fate", 0) > 0 and not me.get("fate_used") else 0
        fate_later = 1 if me.get("fate", 0) > 0 else 0

        # co-op: every hero past its saga fights beside the others (KF-TEAM-09), so the party picks
        # one Ancient by what all of them see, meets there and assaults together
        mates = [h for _, h in self._allies(view, me) if h.get("chapter") == "done" and h.get("state") == "ok"]
        party = fight + sum(self._fight(h) for h in mates)
        beside = [h for h in mates if h["cell"] == here and not h.get("hidden")]
        here_team = fight + sum(self._fight(h) for h in beside)
        weakest = min([hp] + [h["hp"] for h in beside])  # every member takes the Ancient's full blows

        def odds(a: dict[str, Any], hp_: int, fate: int, f: int = fight) -> float:
            return battle_odds(f, hp_, a["fight"] + len(a["plots_out"]), a["hp"], fate)

        if mates:
            target = min(live, key=lambda a: (a["fight"] + len(a["plots_out"]), a["hp"], a["cell"]))
        else:
            target = max(live, key=lambda a: odds(a, mx, fate_later))
        # the Nights to spare, keeping about two Days (heal, travel) for each other Ancient still standing
        slack = nights - 1 - -(-self._path_len(here, target["cell"]) // max(mx, 1)) - 2 * (len(live) - 1)
        bar = 0.8 if slack >= 5 else 0.7 if slack >= 3 else 0.55 if slack >= 2 else 0.0
        if mates and here_team == party:  # the whole party is here: waiting longer only costs Nights
            bar = min(bar, 0.5)
        moves = [m.text for m in by.get("move", [])]
        # late on, an Ancient is fought with the whole party here, or alone only at fair odds: a hero
        # beaten by an Ancient is out for good, and one alone rarely wins
        anc_here = next((a for a in live if a["cell"] == here), target)
        p_here = odds(anc_here, weakest, fate_now, here_team)
        late = slack <= 1 and (len(beside) == len(mates) or p_here >= LONE_ASSAULT)
        if "assault" in texts and (bar > 0 and p_here >= bar and hp >= mx - 1 or late):
            self.assaulting = True
            return "assault"
        if here == target["cell"] and "assault" not in texts:  # other encounters stand in the way
            if "clear" in texts and view["map"][here]["obstacles"]:
                return "clear"
            confront = [c for c in by.get("confront", []) if "chance" in c.data]
            if confront:
                if by.get("team"):
                    return by["team"][0].text
                return max(confront, key=lambda c: (c.data["chance"], c.data["dice"])).text
        if "clear" in texts and view["map"][here]["plots"]:
            return "clear"
        if "market" in texts and (hp < mx and me["gold"] > 0 or self._buy_type(me) and me["gold"] >= 3):
            return "market"
        ready = odds(target, mx, fate_later, party) >= bar  # a party gathers rather than arms alone
        if not ready:
            plot_cells = [c for c in target["plots_out"] if c != here]
            if plot_cells and me["gold"] >= 1:
                near = min(plot_cells, key=lambda c: self._path_len(here, c))
                if self._path_len(here, near) <= max(slack - 1, 0):
                    step = self._step_toward(here, near, moves, view, me)
                    if step:
                        return step
            if me["gold"] >= 3 and here != "c3" and self._path_len(here, "c3") <= max(slack - 1, 0):
                step = self._step_toward(here, "c3", moves, view, me)
                if step:
                    return step
            return None  # earn gold the usual way
        if any(h.get("chapter") != "done" for _, h in self._allies(view, me)):
            # no Assault before every saga is done (KF-ANC-03): meanwhile get ready for the target
            # (full HP, its plots cleared) and otherwise earn gold for the others
            if hp < mx and "rest" in texts and not view["map"][here]["gloom"]:
                return "rest"
            plot_cells = [c for c in target["plots_out"] if c != here]
            if plot_cells and me["gold"] >= 1 and hp >= mx - 1:
                near = min(plot_cells, key=lambda c: self._path_len(here, c))
                step = self._step_toward(here, near, moves, view, me)
                if step:
                    return step
            return None
        d = self._path_len(here, target["cell"])
        if hp < mx and "rest" in texts:
            return "rest"
        if d > 1 or (hp >= mx):
            step = self._step_toward(here, target["cell"], moves, view, me)
            if step:
                return step
        if d == 0 and any(0 < self._path_len(h["cell"], here) < slack or h["cell"] == here and h.get("hidden")
                          for h in mates):
            return self._wait(view, me)  # wait for the others: together the odds are far better
        return None

    def _stage_plan(self, view: dict[str, Any], me: dict[str, Any], by: dict[str, list[LegalCommand]],
                    texts: set[str], st: dict[str, Any]) -> str | None:
        """An Interlude or the Finale: arrive rested, then roll until the target is met."""
        here, attr, cell = me["cell"], st["attr"], st["cell"]
        dice = me.get("attributes", {}).get(attr, 0)
        held = max((v[1] for k, v in me.get("successes", {}).items() if k in ("finale", "interlude")), default=0)
        left = st["target"] - held
        fate = 1 if me.get("fate", 0) > 0 and not me.get("fate_used") else 0
        coop = view.get("mode") != "competitive"
        helpers = sum(1 for _, h in self._allies(view, me) if h.get("chapter") == "done" and h.get("state") == "ok") \
            if coop and me.get("chapter") == "finale" else 0
        if here == cell:
            if by.get("team") and me.get("chapter") == "finale" and coop:
                return by["team"][0].text  # every hero here adds a die (KF-FIN-10)
            here_help = sum(1 for _, h in self._allies(view, me) if h["cell"] == here and not h.get("hidden"))
            if "regale" in texts and (held or me["ap"] * (dice + here_help) * P + fate >= left * 0.9):
                return "regale"
            if me["hp"] < me["max_hp"] and "rest" in texts:
                return "rest"
            return None
        if me.get("chapter") == "finale" and me["max_hp"] * (dice + helpers) * P + 1 < st["target"]:
            return None  # too weak yet: gather gear (the Market prefers this attribute)
        moves = [m.text for m in by.get("move", [])]
        if self._path_len(here, cell) <= me["ap"] or me["hp"] >= me["max_hp"] - 1:
            return self._step_toward(here, cell, moves, view, me)
        return None


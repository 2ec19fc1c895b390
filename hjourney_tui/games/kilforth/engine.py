"""The Kilforth engine: Days of hero turns, Night phases, the Ancient battle.

Everything that waits on a player runs as a Flow script (core.decisions):
a turn's action, its engagements, Tests with their Fate choice, rewards and
Night all `yield Ask(...)` when a choice arises, and the answering command
resumes them.  Between scripts the game waits for the active hero's action.
"""

from __future__ import annotations

from typing import Any

from hjourney_tui.core.commands import Arg, Command, CommandSet, CommandSpec, LegalCommand
from hjourney_tui.core.decisions import Ask, Decision, Flow
from hjourney_tui.core.dice import D6, roll
from hjourney_tui.core.game import Game, Outcome, Setup
from hjourney_tui.core.ruleset import Ruleset

from . import effects as fx
from .content import ATTRS, load
from .odds import describe

COLS = "abcde"
CENTRE = "c3"
TERRAINS = ("badlands", "forest", "mountain", "plains")
REWARD_TYPES = ("ally", "item", "spell", "title")
LIMIT = 6

COMMANDS = CommandSet.of([
    CommandSpec("move", "move to an adjacent cell or along a shortcut", (Arg("cell"),), topic="movement"),
    CommandSpec("search", "draw an encounter here", topic="actions"),
    CommandSpec("hide", "become Hidden", topic="actions"),
    CommandSpec("rest", "heal 1 HP", topic="actions"),
    CommandSpec("clear", "remove an obstacle or a plot here", topic="actions"),
    CommandSpec("confront", "test an attribute against an encounter here",
                (Arg("card", "int"), Arg("attr", "choice", ATTRS)), topic="confront"),
    CommandSpec("befriend", "make a Stranger your enemy without rolling", (Arg("card", "int"),), topic="confront"),
    CommandSpec("discover", "put a reward rumour into play here", (Arg("card", "int"),), topic="actions"),
    CommandSpec("market", "heal, buy and sell at the Sanctum", topic="market"),
    CommandSpec("regale", "work on your saga", topic="sagas"),
    CommandSpec("camp", "end your Daylight", topic="turns"),
    CommandSpec("overcome", "defeat an encounter through its Weakness", (Arg("card", "int"),), topic="deeds"),
    CommandSpec("assault", "battle the Ancient here", topic="ancients"),
    CommandSpec("resolve", "use a Deed ability of an asset or a Loot token", (Arg("what"),), topic="deeds"),
    CommandSpec("unhide", "stop being Hidden", topic="actions"),
    # answers to choices arising mid-resolution
    CommandSpec("fate", "add one success by spending Fate", topic="tests"),
    CommandSpec("keep", "keep the dice as they are / keep the card", topic="tests"),
    CommandSpec("reroll", "re-roll failed dice with a Loot re-roll", topic="tests"),
    CommandSpec("fight", "fight another round", topic="engagement"),
    CommandSpec("escape", "escape the battle and make Camp", topic="engagement"),
    CommandSpec("evade", "stay Hidden and try to slip past", topic="engagement"),
    CommandSpec("ambush", "drop Hidden and strike first", topic="engagement"),
    CommandSpec("engage", "engage this enemy next", (Arg("card", "int"),), topic="engagement"),
    CommandSpec("gold", "take the gold reward", topic="rewards"),
    CommandSpec("loot", "take a random Loot token", topic="rewards"),
    CommandSpec("draw", "discard the card and draw a reward rumour", topic="rewards"),
    CommandSpec("discard", "discard this card", (Arg("card", "int"),), topic="limits"),
    CommandSpec("heal", "buy HP at 1 gold each", topic="market"),
    CommandSpec("buy", "reveal 3 rewards of a type", (Arg("type", "choice", REWARD_TYPES),), topic="market"),
    CommandSpec("take", "buy this revealed card", (Arg("card", "int"),), topic="market"),
    CommandSpec("sell", "sell a rumour for half its gold", (Arg("card", "int"),), topic="market"),
    CommandSpec("done", "finish", topic="market"),
    CommandSpec("skill", "take this skill", (Arg("skill"),), topic="sagas"),
    CommandSpec("totem", "put the Totem into play", topic="sagas"),
    CommandSpec("cash", "trade the Totem for gold", topic="sagas"),
])


def cell_of(r: int, c: int) -> str:
    return f"{COLS[c]}{r + 1}"


def rc(cell: str) -> tuple[int, int]:
    return int(cell[1]) - 1, COLS.index(cell[0])


class Kilforth(Game):
    game_id = "kilforth"
    commands = COMMANDS

    def __init__(self, setup: Setup, ruleset: Ruleset) -> None:
        super().__init__(setup, ruleset)
        self.c = load(ruleset)
        self.opt = setup.options
        self.order = setup.seat_names
        if not 1 <= len(self.order) <= 4:
            raise ValueError("Kilforth takes 1 to 4 heroes")
        self.competitive = setup.mode == "competitive"
        self.flow = Flow()
        self.p_success = 0.5 if self.opt.get("easy_dice") else 1 / 3
        self._setup()

    # -- setup ------------------------------------------------------------------
    def _setup(self) -> None:
        c, rng = self.c, self.rng
        self.centre_loc = "shrine_hard" if self.opt.get("hard_centre") else "shrine"
        others = [k for k, v in c["location"].items() if v["terrain"] != "city"]
        rng.shuffle(others)
        self.grid: dict[str, str] = {}
        cells = [cell_of(r, col) for r in range(5) for col in range(5)]
        it = iter(others)
        for cell in cells:
            self.grid[cell] = self.centre_loc if cell == CENTRE else next(it)
        self.cell = {v: k for k, v in self.grid.items()}
        self.gloom: set[str] = set()
        self.locs: dict[str, dict[str, Any]] = {
            loc: {"encounters": [], "obstacles": 0, "plots": []} for loc in self.grid.values()}
        self.uid = 0
        self.enc_deck = {t: [k for k, v in c["encounter"].items() if v["terrain"] == t] for t in TERRAINS}
        self.enc_discard: dict[str, list[str]] = {t: [] for t in TERRAINS}
        self.rew_deck = {t: [k for k, v in c["reward"].items() if v["type"] == t] for t in REWARD_TYPES}
        self.rew_discard: dict[str, list[str]] = {t: [] for t in REWARD_TYPES}
        for d in (*self.enc_deck.values(), *self.rew_deck.values()):
            rng.shuffle(d)
        self.night_deck = [k for k, v in c["night"].items()
                           if v["location"] in self.grid.values() or v["location"] == "shrine"]
        rng.shuffle(self.night_deck)
        self.night_discard: list[str] = []
        self.loot_bag = [k for k, v in c["loot"].items() for _ in range(v["count"])]
        rng.shuffle(self.loot_bag)
        self.loot_aside: list[str] = []
        self.weather: str | None = None
        self.market_shown: list[str] = []  # cards revealed by a Purchase, awaiting the choice
        self.day = 1
        self.started_with = len(self.order)
        # heroes: race, class, saga dealt at random without repeats (KF-SETUP-05..07)
        races = list(c["race"])
        classes = list(c["class"])
        rng.shuffle(races)
        rng.shuffle(classes)
        saga_by_class = {v["class"]: k for k, v in c["saga"].items()}
        self.heroes: dict[str, dict[str, Any]] = {}
        for i, h in enumerate(self.order):
            race = c["race"][races[i]]
            self.heroes[h] = {
                "race": races[i], "class": classes[i], "saga": saga_by_class[classes[i]], "chapter": 0,
                "hp": race["max_hp"], "max_hp": race["max_hp"], "ap": race["max_hp"], "fate": 4,
                "fate_used": False, "gold": race["gold"], "hidden": False, "camped": False, "state": "ok",
                "pos": self.centre_loc, "rumours": [], "assets": [], "loot": [], "skills": [],
                "successes": {}, "regaled_today": False, "evaded": [], "faction": "rose" if i % 2 else "skull",
                "totem": False, "move_ap": 0}
        self.skill_pool = sorted({k for k, v in c["skill"].items()
                                  if v["type"] in {c["class"][h["class"]]["skill_type"] for h in self.heroes.values()}})
        # Night cards discarded at setup only flip their location (KF-SETUP-11/12)
        n = max(0, len(self.order) + 1 + int(self.opt.get("night_setup", 0)))
        for _ in range(min(n, len(self.night_deck))):
            card = self.night_deck.pop()
            self.night_discard.append(card)
            loc = c["night"][card]["location"]
            if loc in self.locs and loc != self.centre_loc:
                self.gloom.add(loc)
        # Ancients (KF-SETUP-21/22)
        anc = list(c["ancient"])
        rng.shuffle(anc)
        count = 1 if self.competitive else min(len(self.order), len(anc))
        self.ancients: list[dict[str, Any]] = []
        for a in anc[:count]:
            plots = [] if self.opt.get("first_game") else [k for k, v in c["plot"].items() if v["ancient"] == a]
            rng.shuffle(plots)
            self.ancients.append({"id": a, "hp": c["ancient"][a]["hp"], "pos": None, "defeated": False,
                                  "plots": plots, "gathered": []})
        # starting rumour: one card from a random reward deck (KF-SETUP-16)
        for h in self.order:
            t = REWARD_TYPES[rng.below(4)]
            card = self._draw_reward(t)
            if card:
                self.heroes[h]["rumours"].append(["reward", card])
        # first hero: highest Sneak, ties at random (KF-SETUP-23)
        best = max(self.attr(h, "sneak") for h in self.order)
        tied = [h for h in self.order if self.attr(h, "sneak") == best]
        self.first = tied[rng.below(len(tied))]
        self.first_camper: str | None = None
        self.active: str | None = None
        self.drawn_this_turn: list[int] = []
        self.winner: list[str] | None = None
        self.over_text = ""
        self.game_over = False
        self.flow.run(self._begin_day())

    # -- small queries ----------------------------------------------------------
    def loc_name(self, loc: str) -> str:
        return self.c["location"][loc]["name"]

    def card(self, enc: dict[str, Any]) -> dict[str, Any]:
        if enc["src"] == "night":
            n = self.c["night"][enc["id"]]
            return {"name": n["name"], "type": n["type"], "terrain": "", "weakness": [], "effects": [],
                    **n["encounter"]}
        return self.c["encounter"][enc["id"]]

    def skill_level(self, h: str) -> int:
        return max((self.c["skill"][s]["level"] for s in self.heroes[h]["skills"]), default=0)

    def turn_order_from_first(self) -> list[str]:
        i = self.order.index(self.first)
        return self.order[i:] + self.order[:i]

    def attr(self, h: str, a: str) -> int:
        """Race + class + unveiled assets, skills, Totem and weather (KF-CARD-01, KF-TEST-02)."""
        hs, c = self.heroes[h], self.c
        v = c["race"][hs["race"]][a] + c["class"][hs["class"]]["bonus"].get(a, 0)
        study = c["race"][hs["race"]]["study"] + c["class"][hs["class"]]["bonus"].get("study", 0)
        for s in hs["skills"]:
            v += c["skill"][s]["bonus"].get(a, 0)
            study += c["skill"][s]["bonus"].get("study", 0)
        for asset in hs["assets"]:
            r = c["reward"][asset["id"]]
            if not asset["veiled"] and (r["type"] != "spell" or study >= r["study_req"]):
                v += r["bonus"].get(a, 0)
        if hs["totem"]:
            v += c["saga"][hs["saga"]]["totem"]["bonus"].get(a, 0)
        if self.weather:
            v += fx.bonus(c["night"][self.weather]["effects"], a)
        return max(v, 0)

    def keywords_in_play(self, h: str) -> set[str]:
        hs, c = self.heroes[h], self.c
        kws = set(c["race"][hs["race"]]["keywords"]) | {c["class"][hs["class"]]["skill_type"]}
        kws |= {c["skill"][s]["type"] for s in hs["skills"]}
        for a in hs["assets"]:
            kws |= set(c["reward"][a["id"]]["keywords"]) | {c["reward"][a["id"]]["type"]}
        return kws

    def rumour_keywords(self, r: list[str]) -> set[str]:
        kind, cid = r
        if kind == "reward":
            card = self.c["reward"][cid]
            return set(card["keywords"]) | {card["type"]}
        if kind == "plot":
            return set(self.c["plot"][cid]["keywords"]) | {"plot"}
        if kind == "night":
            n = self.c["night"][cid]
            return set(n.get("encounter", {}).get("keywords", [])) | {n["type"]}
        card = self.c["encounter"][cid]
        return set(card["keywords"]) | {card["type"], card["terrain"]}  # terrain counts (ambiguity 2)

    def rumour_gold(self, r: list[str]) -> int:
        kind, cid = r
        if kind == "reward":
            return self.c["reward"][cid]["gold"]
        if kind == "plot":
            return 1
        if kind == "night":
            return self.c["night"][cid].get("encounter", {}).get("gold", 0)
        return self.c["encounter"][cid]["gold"]

    def visible(self, h: str, loc: str) -> list[dict[str, Any]]:
        return list(self.locs[loc]["encounters"])

    def is_enemy(self, h: str, enc: dict[str, Any]) -> bool:
        t = self.card(enc)["type"]
        return t == "enemy" or (t == "stranger" and h in enc["tokens"])

    def ancient_here(self, loc: str) -> dict[str, Any] | None:
        for a in self.ancients:
            if a["pos"] == loc and not a["defeated"]:
                return a
        return None

    # -- decks --------------------------------------------------------------------
    def _draw(self, deck: list[str], discard: list[str]) -> str | None:
        if not deck and discard:
            deck.extend(discard)
            discard.clear()
            self.rng.shuffle(deck)
        if not deck:
            return None
        card = deck.pop()
        if not deck and discard:  # the last card drawn: reshuffle at once (KF-DECK-03)
            deck.extend(discard)
            discard.clear()
            self.rng.shuffle(deck)
        return card

    def _draw_reward(self, t: str) -> str | None:
        return self._draw(self.rew_deck[t], self.rew_discard[t])

    def discard_rumour(self, r: list[str]) -> None:
        kind, cid = r
        if kind == "reward":
            self.rew_discard[self.c["reward"][cid]["type"]].append(cid)
        elif kind == "enc":
            self.enc_discard[self.c["encounter"][cid]["terrain"]].append(cid)
        elif kind == "night":
            self.night_discard.append(cid)
        # plots leave the game once spent

    def draw_loot(self, h: str) -> None:
        if not self.loot_bag:
            self.loot_bag.extend(self.loot_aside)
            self.loot_aside.clear()
            self.rng.shuffle(self.loot_bag)
        if not self.loot_bag:
            self.emit(f"{h} finds no Loot: every token is in use", rule="KF-EDGE-15")
            return
        tok = self.loot_bag.pop()
        kind, n = self.c["loot"][tok]["kind"], self.c["loot"][tok]["n"]
        hs = self.heroes[h]
        if kind == "gold":
            hs["gold"] += n
            self.loot_aside.append(tok)
            self.emit(f"{h} draws Loot: {n} gold", seat=h, rule="KF-LOOT-02", reveals=True)
        else:
            hs["loot"].append(tok)
            self.emit(f"{h} draws Loot: {kind.replace('_', ' ')}", seat=h, rule="KF-LOOT-03", reveals=True)

    def gain_reward_rumour(self, h: str, t: str) -> None:
        card = self._draw_reward(t)
        if card:
            self.heroes[h]["rumours"].append(["reward", card])
            self.emit(f"{h} gains a {t} rumour", seat=h, reveals=True)

    # -- HP ------------------------------------------------------------------------
    def heal(self, h: str, n: int, why: str) -> None:
        hs = self.heroes[h]
        got = max(0, min(n, hs["max_hp"] - hs["hp"]))
        hs["hp"] += got
        if got:
            self.emit(f"{why}: {h} heals {got}", seat=h, rule="KF-HP-01")

    def lose_hp(self, h: str, n: int, why: str) -> None:
        hs = self.heroes[h]
        lost = min(n, hs["hp"])
        hs["hp"] -= lost
        hs["ap"] = max(0, hs["ap"] - lost)
        if lost:
            self.emit(f"{why}: {h} loses {lost} HP", seat=h, rule="KF-HP-03")

    def flip_gloom(self, loc: str, why: str) -> bool:
        if loc == "shrine" or loc in self.gloom or loc not in self.locs:
            return False
        self.gloom.add(loc)
        self.emit(f"{why}: gloom falls on {self.loc_name(loc)}", rule="KF-NIGHT-05")
        return True

    # -- decision & legality -------------------------------------------------------
    def decision(self) -> Decision:
        if self.outcome():
            return Decision("over", (), "the game is over")
        if self.flow.pending:
            return Decision("choice", (self.flow.pending.seat,), self.flow.pending.prompt, self.flow.pending.rule)
        assert self.active is not None
        return Decision("turn", (self.active,), f"{self.active}: take an action or make Camp")

    def _legal(self) -> list[LegalCommand]:
        d = self.decision()
        if d.kind == "over":
            return []
        if self.flow.pending:
            ask = self.flow.pending
            return [LegalCommand(ask.seat, t, desc) for t, desc in ask.options]
        return self.action_options(d.seats[0])

    def action_options(self, h: str) -> list[LegalCommand]:
        hs = self.heroes[h]
        loc = hs["pos"]
        here = self.locs[loc]
        out: list[LegalCommand] = []

        def add(text: str, desc: str, ok: bool = True, why: str = "") -> None:
            out.append(LegalCommand(h, text, desc, ok, "" if ok else why))

        out.append(LegalCommand(h, "camp", "make Camp and end your Daylight"))
        if hs["ap"] < 1:
            return out
        for dest in self.move_targets(loc):
            add(f"move {dest}", f"move to {self.loc_name(self.grid[dest])}")
        encs = here["encounters"]
        terr = self.c["location"][loc]["terrain"]
        add("search", "draw an encounter here", not encs and not here["obstacles"] and terr in TERRAINS
            and not self.ancient_here(loc), "only where nothing waits and a terrain deck matches")
        add("hide", "become Hidden", not hs["hidden"], "you are already Hidden")
        add("rest", "heal 1 HP", not encs and hs["hp"] < hs["max_hp"] and not self.ancient_here(loc),
            "only with no encounter here and HP below maximum")
        add("clear", "remove an obstacle or plot", bool(here["obstacles"]) or
            (bool(here["plots"]) and self._can_pay_plot(h, here["plots"][0])), "nothing here you can clear")
        if not here["obstacles"]:
            for i, e in enumerate(encs, 1):
                card = self.card(e)
                if card["type"] not in ("place", "quest", "stranger") or self.is_enemy(h, e):
                    continue
                if card["type"] == "stranger":
                    if hs["hidden"]:
                        continue
                    attrs = ["influence"]
                    add(f"befriend {i}", f"make {card['name']} your enemy")
                else:
                    attrs = [a for a in ATTRS if card[a] > 0]
                locked = hs["successes"].get(str(e["uid"]))
                if locked:
                    attrs = [locked[0]]
                for a in attrs:
                    need = card[a] - (locked[1] if locked else 0)
                    add(f"confront {i} {a}", f"{card['name']}: {self.odds_text(h, a, need)}")
        for i, r in enumerate(hs["rumours"], 1):
            if r[0] == "reward" and self.c["reward"][r[1]]["discover"] == loc:
                add(f"discover {i}", f"put {self.c['reward'][r[1]]['name']} into play")
        if loc == self.centre_loc:
            add("market", "heal, buy or sell")
        ok, why = self.regale_possible(h)
        add("regale", "work on your saga", ok, why)
        if not hs["hidden"]:
            for i, e in enumerate(encs, 1):
                w = self.card(e)["weakness"]
                if w and set(w) & self.keywords_in_play(h):
                    add(f"overcome {i}", f"defeat {self.card(e)['name']} by its weakness")
            ok, why = self.assault_possible(h)
            if self.ancient_here(loc):
                add("assault", "battle the Ancient", ok, why)
            for i, a in enumerate(hs["assets"], 1):
                for eff in self.c["reward"][a["id"]]["effects"]:
                    if eff.get("on") == "deed" and not (eff.get("cost") == "veil" and a["veiled"]):
                        add(f"resolve {i}", f"use {self.c['reward'][a['id']]['name']}")
            for i, t in enumerate(hs["loot"], 1):
                if self.c["loot"][t]["kind"] in ("ap", "fate", "heal", "move_ap", "blank"):
                    add(f"resolve l{i}", f"use Loot: {self.c['loot'][t]['kind'].replace('_', ' ')}")
        else:
            add("unhide", "stop being Hidden")
        return out

    def move_targets(self, loc: str) -> list[str]:
        r, c = rc(self.cell[loc])
        out = [cell_of(r + dr, c + dc) for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1))
               if 0 <= r + dr < 5 and 0 <= c + dc < 5]
        sym = self.c["location"][loc]["shortcut"]
        if sym:
            out += [self.cell[o] for o in self.grid.values()
                    if o != loc and self.c["location"][o]["shortcut"] == sym]
        return sorted(set(out))

    def odds_text(self, h: str, a: str, need: int, extra: int = 0) -> str:
        hs = self.heroes[h]
        return describe(a, self.attr(h, a) + extra, need, hs["fate"] > 0 and not hs["fate_used"], self.p_success)

    def regale_possible(self, h: str) -> tuple[bool, str]:
        hs = self.heroes[h]
        saga = self.c["saga"][hs["saga"]]
        ch = hs["chapter"]
        if ch >= 5:
            return False, "your saga is complete"
        if ch == 4:
            f = saga["finale"]
            if hs["pos"] != f["location"]:
                return False, f"the Finale is told at {self.loc_name(f['location'])}"
            if hs["regaled_today"]:
                return False, "not on the day you finished Chapter 4"
            return True, ""
        if hs["regaled_today"]:
            return False, "one chapter per Day"
        chap = saga["chapters"][ch]
        if chap.get("interlude"):
            if hs["pos"] != chap["location"]:
                return False, f"this Interlude is at {self.loc_name(chap['location'])}"
            if hs["gold"] < self.chapter_cost(ch):
                return False, f"you need {self.chapter_cost(ch)} gold"
            return True, ""
        if hs["gold"] < self.chapter_cost(ch):
            return False, f"you need {self.chapter_cost(ch)} gold"
        if self.cover(h, self.required(h, chap)) is None:
            return False, "you cannot cover every keyword: " + ", ".join(self.required(h, chap))
        return True, ""

    def chapter_cost(self, ch: int) -> int:
        return 2 * (ch + 1) if self.opt.get("advanced_regale") else 5

    def required(self, h: str, chap: dict[str, Any]) -> list[str]:
        req = list(chap["keywords"])
        if self.started_with <= 2:
            req += chap["solo_keywords"]
        return req

    def cover(self, h: str, req: list[str]) -> list[tuple[str, int]] | None:
        """A matching of keywords to distinct rumours/assets (KF-REG-05/06), or None."""
        hs = self.heroes[h]
        sources = [("r", i, self.rumour_keywords(r)) for i, r in enumerate(hs["rumours"])]
        sources += [("a", i, set(self.c["reward"][a["id"]]["keywords"]) | {self.c["reward"][a["id"]]["type"]})
                    for i, a in enumerate(hs["assets"])]

        def go(k: int, used: frozenset) -> list[tuple[str, int]] | None:
            if k == len(req):
                return []
            for kind, i, kws in sources:
                if (kind, i) not in used and req[k] in kws:
                    rest = go(k + 1, used | {(kind, i)})
                    if rest is not None:
                        return [(kind, i), *rest]
            return None
        return go(0, frozenset())

    def assault_possible(self, h: str) -> tuple[bool, str]:
        hs = self.heroes[h]
        a = self.ancient_here(hs["pos"])
        if a is None:
            return False, "no Ancient here"
        if hs["chapter"] < 5:
            return False, "finish your saga first"
        if self.locs[hs["pos"]]["encounters"]:
            return False, "other encounters stand in the way"
        if not self.competitive and any(self.heroes[o]["chapter"] < 5 for o in self.order
                                        if self.heroes[o]["state"] != "out"):
            return False, "every hero must finish their saga first"
        return True, ""

    def _can_pay_plot(self, h: str, plot: str) -> bool:
        req = self.c["plot"][plot]["to_defeat"]
        return self.heroes[h]["gold"] >= int(req.get("gold", 0))

    # -- executing -----------------------------------------------------------------
    def execute(self, seat: str, command: Command) -> None:
        if self.flow.pending:
            self.flow.answer(command)
        else:
            self.flow.run(self._turn_action(seat, command))

    def _turn_action(self, h: str, cmd: Command):
        hs = self.heroes[h]
        name = cmd.name
        if name == "unhide":
            hs["hidden"] = False
            self.emit(f"{h} steps out of hiding", seat=h, rule="KF-HIDE-02")
            return
        if name == "resolve":
            yield from self._resolve_deed(h, cmd.args[0])
            return
        if name == "overcome":
            enc = self.locs[hs["pos"]]["encounters"][cmd.int(0) - 1]
            self.emit(f"{h} overcomes {self.card(enc)['name']}", seat=h, rule="KF-OVER-02")
            yield from self._defeat_encounter(h, enc, None)
            yield from self._limits(h)
            return
        if name == "camp":
            yield from self._camp(h)
            yield from self._next_turn()
            return
        if name == "assault":
            yield from self._assault(h)
            if not self.game_over:
                yield from self._after_action(h)
            return
        if name == "move" and hs["move_ap"] > 0:
            hs["move_ap"] -= 1
        else:
            hs["ap"] -= 1  # every action costs 1 AP (KF-TURN-13)
        yield from getattr(self, f"_act_{name}")(h, cmd)
        yield from self._after_action(h)

    def _after_action(self, h: str):
        hs = self.heroes[h]
        if hs["state"] == "ok" and not hs["camped"]:
            yield from self._engagements(h)
        if hs["state"] == "ok" and not hs["camped"]:
            yield from self._limits(h)
        if self.game_over:
            return
        if hs["camped"] or hs["state"] != "ok":
            yield from self._next_turn()
        elif hs["ap"] < 1:
            yield from self._camp(h)
            yield from self._next_turn()

    # actions
    def _act_move(self, h: str, cmd: Command):
        hs = self.heroes[h]
        self._leave(h)
        dest = self.grid[cmd.args[0]]
        hs["pos"] = dest
        self.emit(f"{h} moves to {self.loc_name(dest)} ({cmd.args[0]})", seat=h, kind="move", rule="KF-MOVE-01")
        for eff in self.c["location"][dest]["effects"]:
            if eff.get("on") == "enter":
                fx.resolve(self, eff, h, dest, self.loc_name(dest))
        if not self.locs[dest]["encounters"] and not self.ancient_here(dest):
            yield from self._draw_encounter(h, dest)

    def _act_search(self, h: str, cmd: Command):
        yield from self._draw_encounter(h, self.heroes[h]["pos"])

    def _act_hide(self, h: str, cmd: Command):
        self.heroes[h]["hidden"] = True
        self.emit(f"{h} hides", seat=h, rule="KF-HIDE-01")
        return
        yield

    def _act_rest(self, h: str, cmd: Command):
        self.heal(h, 1, "rest")
        return
        yield

    def _act_clear(self, h: str, cmd: Command):
        here = self.locs[self.heroes[h]["pos"]]
        if here["obstacles"]:
            here["obstacles"] -= 1
            self.emit(f"{h} clears an obstacle", seat=h, rule="KF-CLEAR-02")
            self.draw_loot(h)
            return
        plot = here["plots"][0]
        req = self.c["plot"][plot]["to_defeat"]
        if "gold" in req:
            self.heroes[h]["gold"] -= int(req["gold"])
        if "test" in req:
            got = yield from self._test(h, str(req["test"]), self.attr(h, str(req["test"])), int(req["n"]))
            if got < int(req["n"]):
                self.emit(f"{h} fails to undo the plot", seat=h, rule="KF-CLEAR-03")
                return
        here["plots"].remove(plot)
        self.heroes[h]["rumours"].append(["plot", plot])
        self.emit(f"{h} clears the plot {self.c['plot'][plot]['name']}", seat=h, rule="KF-CLEAR-03")
        for _ in range(self.c["plot"][plot]["loot"]):
            self.draw_loot(h)

    def _act_befriend(self, h: str, cmd: Command):
        enc = self.locs[self.heroes[h]["pos"]]["encounters"][cmd.int(0) - 1]
        enc["tokens"].append(h)
        enc["fresh_foe"] = h
        self.emit(f"{h} makes {self.card(enc)['name']} an enemy", seat=h, rule="KF-CONF-14")
        return
        yield

    def _act_confront(self, h: str, cmd: Command):
        hs = self.heroes[h]
        enc = self.locs[hs["pos"]]["encounters"][cmd.int(0) - 1]
        a = cmd.args[1]
        card = self.card(enc)
        for eff in card["effects"]:
            if eff.get("on") == "trap":
                fx.resolve(self, eff, h, hs["pos"], f"trap of {card['name']}")
        key = str(enc["uid"])
        before = hs["successes"].get(key, [a, 0])[1]
        got = yield from self._test(h, a, self.attr(h, a), card[a] - before)
        total = before + got
        if total >= card[a]:
            self.emit(f"{h} defeats {card['name']} with {a}", seat=h, rule="KF-CONF-03")
            yield from self._defeat_encounter(h, enc, a)
        elif card["type"] == "stranger" and total == 0:
            enc["tokens"].append(h)
            enc["fresh_foe"] = h
            hs["successes"].pop(key, None)
            self.emit(f"{card['name']} turns against {h}", seat=h, rule="KF-CONF-12")
        else:
            hs["successes"][key] = [a, total]
            self.emit(f"{h} holds {total} of {card[a]} against {card['name']}", seat=h, rule="KF-CONF-04")

    def _act_discover(self, h: str, cmd: Command):
        hs = self.heroes[h]
        r = hs["rumours"].pop(cmd.int(0) - 1)
        hs["assets"].append({"id": r[1], "veiled": False})
        self.emit(f"{h} discovers {self.c['reward'][r[1]]['name']}", seat=h, rule="KF-DISC-01")
        yield from self._unique(h)

    def _act_market(self, h: str, cmd: Command):
        hs = self.heroes[h]
        used: set[str] = set()
        while True:
            opts = []
            if "heal" not in used and hs["hp"] < hs["max_hp"] and hs["gold"] > 0:
                opts.append(("heal", "buy HP at 1 gold each"))
            if "buy" not in used:
                opts += [(f"buy {t}", f"reveal 3 {t} cards") for t in REWARD_TYPES]
            opts += [(f"sell {i}", f"sell {self._rumour_name(r)} for {self.rumour_gold(r) // 2}")
                     for i, r in enumerate(hs["rumours"], 1)]
            opts.append(("done", "leave the market"))
            ans = yield Ask(h, "Market: heal, buy or sell", opts, rule="KF-MKT-02")
            if ans.name == "done":
                return
            if ans.name == "heal":
                used.add("heal")
                n = min(hs["gold"], hs["max_hp"] - hs["hp"])
                hs["gold"] -= n
                hs["hp"] += n
                self.emit(f"{h} buys {n} HP", seat=h, rule="KF-MKT-03")
            elif ans.name == "sell":
                used.add("sell")
                r = hs["rumours"].pop(ans.int(0) - 1)
                hs["gold"] += self.rumour_gold(r) // 2
                self.discard_rumour(r)
                self.emit(f"{h} sells {self._rumour_name(r)}", seat=h, rule="KF-MKT-07")
            elif ans.name == "buy":
                used.add("buy")
                t = ans.args[0]
                shown = [c for c in (self._draw_reward(t) for _ in range(3)) if c]
                self.market_shown = shown
                self.emit(f"market shows: {', '.join(self.c['reward'][c]['name'] for c in shown)}", reveals=True,
                          rule="KF-MKT-04")
                afford = [c for c in shown if self.c["reward"][c]["gold"] <= hs["gold"]]
                if afford:
                    pick = yield Ask(h, "buy one card", [(f"take {shown.index(c) + 1}",
                                                          f"{self.c['reward'][c]['name']} for "
                                                          f"{self.c['reward'][c]['gold']} gold") for c in afford],
                                     rule="KF-MKT-04")
                    got = shown[pick.int(0) - 1]
                    hs["gold"] -= self.c["reward"][got]["gold"]
                    hs["assets"].append({"id": got, "veiled": False})
                    self.emit(f"{h} buys {self.c['reward'][got]['name']}", seat=h, rule="KF-MKT-05")
                    shown.remove(got)
                    yield from self._unique(h)
                self.rew_discard[t].extend(shown)
                self.market_shown = []

    def _act_regale(self, h: str, cmd: Command):
        hs = self.heroes[h]
        saga = self.c["saga"][hs["saga"]]
        ch = hs["chapter"]
        if ch == 4:
            f = saga["finale"]
            key = "finale"
            before = hs["successes"].get(key, [f["attr"], 0])[1]
            got = yield from self._test(h, f["attr"], self.attr(h, f["attr"]), f["target"] - before)
            if before + got < f["target"]:
                hs["successes"][key] = [f["attr"], before + got]
                self.emit(f"{h} holds {before + got} of {f['target']} toward the Finale", seat=h, rule="KF-FIN-04")
                return
            hs["successes"].pop(key, None)
            hs["chapter"] = 5
            self.emit(f"{h} completes the Finale of {saga['name']}", seat=h, rule="KF-FIN-06")
            ans = yield Ask(h, "the Totem: keep it or trade it for gold?",
                            [("totem", f"put {saga['totem']['name']} into play"),
                             ("cash", f"take {saga['totem']['gold']} gold")], rule="KF-FIN-06")
            if ans.name == "totem":
                hs["totem"] = True
            else:
                hs["gold"] += saga["totem"]["gold"]
            if all(a["pos"] is None for a in self.ancients):
                for a in self.ancients:
                    a["pos"] = self.c["ancient"][a["id"]]["entry"]
                    self.emit(f"{self.c['ancient'][a['id']]['name']} rises at {self.loc_name(a['pos'])}",
                              rule="KF-FIN-08")
            return
        chap = saga["chapters"][ch]
        if chap.get("interlude"):
            key = "interlude"
            before = hs["successes"].get(key, [chap["attr"], 0])[1]
            got = yield from self._test(h, chap["attr"], self.attr(h, chap["attr"]), chap["target"] - before)
            if before + got < chap["target"] or (self.started_with <= 2 and
                                                 self.cover(h, self.required(h, chap)) is None):
                hs["successes"][key] = [chap["attr"], before + got]
                self.emit(f"{h} holds {before + got} of {chap['target']} on the Interlude", seat=h,
                          rule="KF-INT-02")
                return
            hs["successes"].pop(key, None)
        hs["gold"] -= self.chapter_cost(ch)
        plan = self.cover(h, self.required(h, chap)) or []
        for _kind, i in sorted((p for p in plan if p[0] == "r"), key=lambda p: -p[1]):
            self.discard_rumour(hs["rumours"].pop(i))
        yield from self._complete_chapter(h)
        if self.competitive and ch in (2, 3):
            yield from self._pressure(h, ch)

    def _complete_chapter(self, h: str):
        hs = self.heroes[h]
        ch = hs["chapter"]
        hs["chapter"] += 1
        hs["regaled_today"] = True
        hs["max_hp"] += 1
        hs["hp"] += 1
        self.emit(f"{h} completes chapter {ch + 1} (max HP {hs['max_hp']})", seat=h, rule="KF-REG-10")
        stype = self.c["class"][hs["class"]]["skill_type"]
        free = [s for s in self.skill_pool if self.c["skill"][s]["type"] == stype
                and self.c["skill"][s]["level"] == ch + 1]
        if free:
            ans = yield Ask(h, "choose a skill", [(f"skill {s}", self.c["skill"][s]["name"]) for s in free],
                            rule="KF-REG-11")
            self.skill_pool.remove(ans.args[0])
            hs["skills"].append(ans.args[0])

    def _pressure(self, h: str, ch: int):
        """Competitive Pressure: laggards may catch up for free (KF-REG-14/15)."""
        i = self.order.index(h)
        for o in self.order[i + 1:] + self.order[:i]:
            os_ = self.heroes[o]
            if os_["state"] != "out" and os_["chapter"] < ch - 1:
                self.emit(f"{o} completes a chapter under pressure", seat=o, rule="KF-REG-14")
                was = os_["regaled_today"]
                yield from self._complete_chapter(o)
                os_["regaled_today"] = was

    def _resolve_deed(self, h: str, what: str):
        hs = self.heroes[h]
        if what.startswith("l"):
            tok = hs["loot"].pop(int(what[1:]) - 1)
            kind, n = self.c["loot"][tok]["kind"], self.c["loot"][tok]["n"]
            self.loot_aside.append(tok)
            if kind == "ap":
                hs["ap"] += n
            elif kind == "move_ap":
                hs["move_ap"] += n
            elif kind == "fate":
                hs["fate"] += n
            elif kind == "heal":
                self.heal(h, n, "loot")
            self.emit(f"{h} uses Loot: {kind.replace('_', ' ')}", seat=h, rule="KF-RES-01")
            return
        asset = hs["assets"][int(what) - 1]
        for eff in self.c["reward"][asset["id"]]["effects"]:
            if eff.get("on") != "deed":
                continue
            if eff.get("cost") == "veil":
                asset["veiled"] = True
            elif eff.get("cost") == "sacrifice":
                hs["assets"].remove(asset)
                self.rew_discard[self.c["reward"][asset["id"]]["type"]].append(asset["id"])
            fx.resolve(self, eff, h, hs["pos"], self.c["reward"][asset["id"]]["name"])
            break
        return
        yield

    # -- encounters ------------------------------------------------------------------
    def _draw_encounter(self, h: str, loc: str):
        terr = self.c["location"][loc]["terrain"]
        if terr not in TERRAINS or loc == "shrine":
            return
        cid = self._draw(self.enc_deck[terr], self.enc_discard[terr])
        if cid is None:
            return
        card = self.c["encounter"][cid]
        self.emit(f"{h} finds {card['name']} ({card['type']}) at {self.loc_name(loc)}", seat=h, kind="reveal",
                  reveals=True, rule="KF-MOVE-05")
        if card["type"] == "event":
            for eff in card["effects"]:
                fx.resolve(self, eff, h, loc, card["name"])
            self.enc_discard[terr].append(cid)
            return
        self.uid += 1
        enc = {"uid": self.uid, "id": cid, "src": "enc", "tokens": []}
        self.locs[loc]["encounters"].append(enc)
        self.drawn_this_turn.append(self.uid)
        for eff in card["effects"]:
            if eff.get("on") == "revealed":
                fx.resolve(self, eff, h, loc, card["name"])
        return
        yield

    def _remove_encounter(self, enc: dict[str, Any]) -> None:
        for loc in self.locs.values():
            if enc in loc["encounters"]:
                loc["encounters"].remove(enc)
        for hs in self.heroes.values():
            hs["successes"].pop(str(enc["uid"]), None)

    def _defeat_encounter(self, h: str, enc: dict[str, Any], attr: str | None):
        """Reward in order: Loot step, Rumour step, Trophy (KF-REW-01)."""
        self._remove_encounter(enc)
        hs = self.heroes[h]
        card = self.card(enc)
        forced = h in enc["tokens"]
        if forced:
            ans = Command("gold")
        else:
            ans = yield Ask(h, f"reward for {card['name']}: gold or Loot?",
                            [("gold", f"take {card['gold']} gold"), ("loot", "draw a random Loot token")],
                            rule="KF-REW-02")
        if ans.name == "gold":
            hs["gold"] += card["gold"]
            self.emit(f"{h} takes {card['gold']} gold", seat=h, rule="KF-REW-02")
        else:
            self.draw_loot(h)
        rumour = ["night" if enc["src"] == "night" else "enc", enc["id"]]
        if forced:
            ans = Command("keep")
        else:
            ans = yield Ask(h, f"keep {card['name']} as a rumour or draw a {card['reward']} reward?",
                            [("keep", f"keep {card['name']}"), ("draw", f"draw a {card['reward']} rumour")],
                            rule="KF-REW-03", data={"keywords": sorted(self.rumour_keywords(rumour)),
                                                    "reward": card["reward"]})
        if ans.name == "keep":
            hs["rumours"].append(rumour)
        else:
            self.discard_rumour(rumour)
            self.gain_reward_rumour(h, card["reward"] or "item")
        for eff in card["effects"]:
            if eff.get("on") == "trophy" and (not eff.get("attr") or eff.get("attr") == attr):
                fx.resolve(self, eff, h, hs["pos"], f"trophy of {card['name']}")
        yield from self._limits(h)  # limits settle once the whole reward is done (KF-LIM-03)

    def _rumour_name(self, r: list[str]) -> str:
        kind, cid = r
        if kind == "reward":
            return self.c["reward"][cid]["name"]
        if kind == "plot":
            return self.c["plot"][cid]["name"]
        if kind == "night":
            return self.c["night"][cid]["name"]
        return self.c["encounter"][cid]["name"]

    def _limits(self, h: str):
        """Settle unique keywords and the limits of 6 after a process (KF-LIM-01..03)."""
        hs = self.heroes[h]
        yield from self._unique(h)
        while len(hs["rumours"]) > LIMIT:
            ans = yield Ask(h, "too many rumours: discard one",
                            [(f"discard {i}", self._rumour_name(r)) for i, r in enumerate(hs["rumours"], 1)],
                            rule="KF-LIM-02")
            self.discard_rumour(hs["rumours"].pop(ans.int(0) - 1))
        while len(hs["assets"]) > LIMIT:
            ans = yield Ask(h, "too many assets: discard one",
                            [(f"discard {i}", self.c["reward"][a["id"]]["name"])
                             for i, a in enumerate(hs["assets"], 1)], rule="KF-LIM-02")
            a = hs["assets"].pop(ans.int(0) - 1)
            self.rew_discard[self.c["reward"][a["id"]]["type"]].append(a["id"])
        while len(hs["loot"]) > LIMIT:
            ans = yield Ask(h, "too many Loot tokens: discard one",
                            [(f"discard {i}", self.c["loot"][t]["kind"]) for i, t in enumerate(hs["loot"], 1)],
                            rule="KF-LIM-02")
            self.loot_aside.append(hs["loot"].pop(ans.int(0) - 1))

    def _unique(self, h: str):
        hs = self.heroes[h]
        while True:
            seen: dict[str, int] = {}
            clash = None
            for i, a in enumerate(hs["assets"]):
                u = self.c["reward"][a["id"]]["unique"]
                if u in seen:
                    clash = (seen[u], i)
                    break
                seen[u] = i
            if clash is None:
                return
            ans = yield Ask(h, "two assets share a unique keyword: discard one",
                            [(f"discard {i + 1}", self.c["reward"][hs["assets"][i]["id"]]["name"]) for i in clash],
                            rule="KF-LIM-01")
            a = hs["assets"].pop(ans.int(0) - 1)
            self.rew_discard[self.c["reward"][a["id"]]["type"]].append(a["id"])

    # -- tests -----------------------------------------------------------------------
    def _roll(self, dice: int) -> list[int]:
        return roll(self.rng, D6, dice).values if dice > 0 else []

    def _hits(self, faces: list[int]) -> int:
        lo = 4 if self.opt.get("easy_dice") else 5
        return sum(1 for f in faces if f >= lo)

    def _test(self, h: str, attr: str, dice: int, need: int, battle: bool = False):
        """Roll, offer re-roll and Fate, return successes (KF-TEST-01..06)."""
        hs = self.heroes[h]
        faces = self._roll(dice)
        hits = self._hits(faces)
        self.emit(f"{h} tests {attr} with {max(dice, 0)} dice: {faces} = {hits}", seat=h, kind="roll",
                  reveals=True, rule="KF-TEST-03", data={"faces": faces, "hits": hits, "need": need})
        while True:
            opts = [("keep", "keep the result")]
            rerolls = [i for i, t in enumerate(hs["loot"]) if self.c["loot"][t]["kind"] == "reroll"]
            misses = [i for i, f in enumerate(faces) if f < (4 if self.opt.get("easy_dice") else 5)]
            fate_ok = not hs["fate_used"] and (hs["fate"] > 0 or bool(hs["rumours"]))
            if rerolls and misses and (battle or hits < need):
                opts.append(("reroll", "re-roll every failed die (spends a Loot re-roll)"))
            if fate_ok and (battle or hits < need):
                opts.append(("fate", "add 1 success (spend 1 Fate, or a rumour if you have no Fate)"))
            if len(opts) == 1:
                return hits
            ans = yield Ask(h, f"{hits} successes (need {need}): keep, re-roll or Fate?", opts,
                            rule="KF-TEST-04", data={"faces": faces, "hits": hits, "need": need})
            if ans.name == "keep":
                return hits
            if ans.name == "reroll":
                self.loot_aside.append(hs["loot"].pop(rerolls[0]))
                new = self._roll(len(misses))
                for i, v in zip(misses, new, strict=False):
                    faces[i] = v
                hits = self._hits(faces)
                self.emit(f"{h} re-rolls: {faces} = {hits}", seat=h, kind="roll", reveals=True, rule="KF-TEST-04")
            else:
                hs["fate_used"] = True
                if hs["fate"] > 0:
                    hs["fate"] -= 1
                else:
                    self.discard_rumour(hs["rumours"].pop())
                hits += 1
                self.emit(f"{h} calls on Fate: {hits} successes", seat=h, rule="KF-TEST-05")
                return hits

    # -- engagement ------------------------------------------------------------------
    def _enemies(self, h: str) -> list[dict[str, Any]]:
        hs = self.heroes[h]
        return [e for e in self.locs[hs["pos"]]["encounters"]
                if self.is_enemy(h, e) and e["uid"] not in hs["evaded"]]

    def _engagements(self, h: str):
        hs = self.heroes[h]
        while hs["state"] == "ok" and not hs["camped"]:
            foes = self._enemies(h)
            if not foes:
                return
            foe = foes[0]
            if len(foes) > 1:
                ans = yield Ask(h, "which enemy do you engage first?",
                                [(f"engage {self.locs[hs['pos']]['encounters'].index(e) + 1}", self.card(e)["name"])
                                 for e in foes], rule="KF-TURN-07")
                foe = self.locs[hs["pos"]]["encounters"][ans.int(0) - 1]
            yield from self._engage(h, foe)

    def _engage(self, h: str, enc: dict[str, Any]):
        hs = self.heroes[h]
        card = self.card(enc)
        hero_surprise = foe_surprise = False
        if enc.get("fresh_foe") == h:
            enc.pop("fresh_foe")  # newly made enemy: nobody has Surprise (KF-ENG-04)
        elif hs["hidden"]:
            sneak = self.attr(h, "sneak")
            opts = [("ambush", "drop Hidden and gain Surprise"),
                    ("evade", f"stay Hidden: {self.odds_text(h, 'sneak', card['sneak'])}")]
            ans = yield Ask(h, f"{card['name']} is here and you are Hidden", opts, rule="KF-ENG-07")
            if ans.name == "ambush":
                hs["hidden"] = False
                hero_surprise = True
            else:
                if self.opt.get("auto_evasion") and sneak > card["sneak"]:
                    got = card["sneak"]
                else:
                    got = yield from self._test(h, "sneak", sneak, card["sneak"])
                if got >= card["sneak"]:
                    hs["evaded"].append(enc["uid"])
                    self.emit(f"{h} slips past {card['name']}", seat=h, rule="KF-ENG-08")
                    return
                hs["hidden"] = False
                foe_surprise = True
                self.emit(f"{card['name']} spots {h}", seat=h, rule="KF-ENG-10")
        elif enc["uid"] in self.drawn_this_turn and card["type"] == "enemy":
            foe_surprise = True
        yield from self._battle(h, enc, card, hero_surprise, foe_surprise)

    def _battle(self, h: str, enc: dict[str, Any], card: dict[str, Any], hs_sur: bool, foe_sur: bool):
        hs = self.heroes[h]
        foe_hp = card["hp"]
        for eff in card["effects"]:
            if eff.get("on") == "trap":
                fx.resolve(self, eff, h, hs["pos"], f"trap of {card['name']}")
        rnd = 0
        while True:
            rnd += 1
            got = yield from self._test(h, "fight", self.attr(h, "fight") + (1 if hs_sur else 0), foe_hp, True)
            foe_hits = self._hits(self._roll(card["fight"] + (1 if foe_sur else 0)))
            hs_sur = foe_sur = False
            foe_hp = max(0, foe_hp - got)
            self.emit(f"round {rnd}: {h} deals {got}, {card['name']} deals {foe_hits}", seat=h, rule="KF-ENG-14",
                      reveals=True)
            self.lose_hp(h, foe_hits, card["name"])
            if foe_hp == 0:
                self.emit(f"{h} defeats {card['name']}", seat=h, rule="KF-ENG-17")
                yield from self._defeat_encounter(h, enc, "fight")
                if hs["hp"] == 0:
                    self._hero_defeated(h)
                return
            if hs["hp"] == 0:
                yield from self._defeated_choice(h)
                return
            ans = yield Ask(h, f"{card['name']} has {foe_hp} HP left: fight on or escape?",
                            [("fight", f"fight: {self.odds_text(h, 'fight', foe_hp)}"),
                             ("escape", "escape and make Camp")], rule="KF-ENG-19")
            if ans.name == "escape":
                yield from self._escape(h)
                return

    def _escape(self, h: str):
        hs = self.heroes[h]
        self._leave(h)
        r0, c0 = rc(self.cell[hs["pos"]])
        best: list[str] = []
        for dist in range(1, 9):
            for cell, loc in self.grid.items():
                r, c = rc(cell)
                if abs(r - r0) + abs(c - c0) == dist and not any(self.is_enemy(h, e)
                                                                 for e in self.locs[loc]["encounters"]):
                    best.append(loc)
            if best:
                break
        hs["pos"] = sorted(best)[0]  # nearest safe spot; ties broken by board order
        self.emit(f"{h} escapes to {self.loc_name(hs['pos'])}", seat=h, rule="KF-ENG-20")
        yield from self._camp(h)

    def _defeated_choice(self, h: str):
        hs = self.heroes[h]
        opts = [(f"discard {i}", f"give up {self._rumour_name(r)}") for i, r in enumerate(hs["rumours"], 1)]
        opts += [(f"discard {len(hs['rumours']) + i}", f"sacrifice {self.c['reward'][a['id']]['name']}")
                 for i, a in enumerate(hs["assets"], 1)]
        if opts:
            ans = yield Ask(h, "you are defeated: lose one rumour or asset", opts, rule="KF-DEF-04")
            i = ans.int(0) - 1
            if i < len(hs["rumours"]):
                self.discard_rumour(hs["rumours"].pop(i))
            else:
                a = hs["assets"].pop(i - len(hs["rumours"]))
                self.rew_discard[self.c["reward"][a["id"]]["type"]].append(a["id"])
        self._hero_defeated(h, lost_card=True)

    def _hero_defeated(self, h: str, lost_card: bool = False) -> None:
        hs = self.heroes[h]
        if not lost_card:
            if hs["rumours"]:
                self.discard_rumour(hs["rumours"].pop())
            elif hs["assets"]:
                a = hs["assets"].pop()
                self.rew_discard[self.c["reward"][a["id"]]["type"]].append(a["id"])
        self._leave(h)
        hs["gold"] = 0
        hs["state"] = "defeated"
        hs["hidden"] = False
        hs["pos"] = self.centre_loc
        hs["ap"] = 0
        if not hs["camped"]:
            hs["camped"] = True
            if self.first_camper is None:
                self.first_camper = h
        self.emit(f"{h} is defeated and wakes at the Sanctum", seat=h, rule="KF-DEF-05")

    def _leave(self, h: str) -> None:
        """Leaving a location wipes accumulated successes there (KF-MOVE-10)."""
        hs = self.heroes[h]
        here = {str(e["uid"]) for e in self.locs[hs["pos"]]["encounters"]}
        hs["successes"] = {k: v for k, v in hs["successes"].items() if k not in here
                           and k not in ("finale", "interlude")}
        hs["evaded"] = []

    # -- Ancients --------------------------------------------------------------------
    def _assault(self, h: str):
        hs = self.heroes[h]
        a = self.ancient_here(hs["pos"])
        assert a is not None
        info = self.c["ancient"][a["id"]]
        for loc in self.locs.values():  # gather its plots (KF-ANC-05)
            for p in list(loc["plots"]):
                if self.c["plot"][p]["ancient"] == a["id"]:
                    loc["plots"].remove(p)
                    a["gathered"].append(p)
        fight = info["fight"] + sum(self.c["plot"][p]["adds_fight"] for p in a["gathered"])
        self.emit(f"{h} assaults {info['name']} (Fight {fight}, HP {a['hp']})", seat=h, rule="KF-ANC-02")
        hs["hidden"] = False
        rnd = 0
        while True:
            rnd += 1
            got = yield from self._test(h, "fight", self.attr(h, "fight"), a["hp"], True)
            hits = self._hits(self._roll(fight))
            a["hp"] = max(0, a["hp"] - got)
            self.emit(f"round {rnd}: {h} deals {got}, {info['name']} deals {hits}", seat=h, reveals=True,
                      rule="KF-ENG-14")
            self.lose_hp(h, hits, info["name"])
            if a["hp"] == 0:
                a["defeated"] = True
                a["pos"] = None
                hs["gold"] += info["gold"]
                self.emit(f"{h} destroys {info['name']}", seat=h, rule="KF-ANC-08")
                if self.competitive:
                    self._end([h], f"{h} defeats {info['name']} and wins")
                elif all(x["defeated"] for x in self.ancients):
                    self._end(list(self.order), "every Ancient has fallen: the heroes win")
                if hs["hp"] == 0:
                    self._eliminate(h)
                return
            if hs["hp"] == 0:
                self._eliminate(h)
                return
            yield Ask(h, f"{info['name']} has {a['hp']} HP left", [("fight", "fight on (no escape)")],
                      rule="KF-ANC-11")

    def _eliminate(self, h: str) -> None:
        hs = self.heroes[h]
        for r in hs["rumours"]:
            self.discard_rumour(r)
        for a in hs["assets"]:
            self.rew_discard[self.c["reward"][a["id"]]["type"]].append(a["id"])
        self.loot_aside.extend(hs["loot"])
        hs.update(rumours=[], assets=[], loot=[], gold=0, state="out", camped=True, hp=0, ap=0, totem=False)
        self.emit(f"{h} falls to the Ancient and is eliminated", seat=h, rule="KF-ANC-10")
        alive = [o for o in self.order if self.heroes[o]["state"] != "out"]
        if not alive and not self.game_over:
            self._end([], "every hero has fallen")

    def _end(self, winners: list[str], text: str) -> None:
        self.game_over = True
        self.winner = winners
        self.over_text = text
        self.emit(text, kind="phase", rule="KF-WIN")

    def vp(self, h: str) -> int:
        hs = self.heroes[h]
        if hs["state"] == "out":
            return 0
        v = hs["gold"] + sum(self.c["reward"][a["id"]]["gold"] for a in hs["assets"])
        if hs["totem"]:
            v += self.c["saga"][hs["saga"]]["totem"]["gold"]
        return v

    # -- turns, Camp, Night ------------------------------------------------------------
    def _camp(self, h: str):
        hs = self.heroes[h]
        if not hs["camped"]:
            hs["camped"] = True
            if self.first_camper is None:
                self.first_camper = h
        hs["ap"] = 0
        hs["move_ap"] = 0
        self._leave_successes_on_camp(h)
        self.emit(f"{h} makes Camp", seat=h, rule="KF-TURN-09")
        return
        yield

    def _leave_successes_on_camp(self, h: str) -> None:
        self.heroes[h]["successes"] = {}

    def _can_act(self, h: str) -> bool:
        hs = self.heroes[h]
        return hs["state"] == "ok" and not hs["camped"]

    def _next_turn(self):
        if self.game_over:
            return
        start = self.order.index(self.active) if self.active else self.order.index(self.first) - 1
        for step in range(1, len(self.order) + 1):
            h = self.order[(start + step) % len(self.order)]
            if self._can_act(h):
                yield from self._start_turn(h)
                return
        yield from self._night()

    def _start_turn(self, h: str):
        self.active = h
        self.drawn_this_turn = []
        hs = self.heroes[h]
        yield from self._engagements(h)  # KF-TURN-07
        if self.game_over:
            return
        if hs["state"] != "ok" or hs["camped"]:
            yield from self._next_turn()
        elif hs["ap"] < 1:
            yield from self._camp(h)
            yield from self._next_turn()

    def _begin_day(self):
        self.emit(f"Day {self.day} begins", kind="phase", rule="KF-TURN-01")
        self.first_camper = None
        for h in self.order:
            hs = self.heroes[h]
            if hs["state"] == "ok":
                hs["ap"] = hs["hp"]  # Breaking Camp (KF-TURN-02)
                hs["camped"] = hs["ap"] == 0 and False
                hs["camped"] = False
        self.active = None
        i = self.order.index(self.first)
        for h in self.order[i:] + self.order[:i]:
            if self._can_act(h):
                yield from self._start_turn(h)
                return
        yield from self._night()

    def _night(self):
        self.active = None
        if self.first_camper:
            self.first = self.first_camper
        self.emit(f"Night falls on Day {self.day}", kind="phase", rule="KF-NIGHT-01")
        for h in self.order:  # Gloom (KF-NIGHT-02)
            hs = self.heroes[h]
            if hs["state"] != "ok" or hs["pos"] not in self.gloom and hs["pos"] != "shrine_hard":
                continue
            loc = self.c["location"][hs["pos"]]
            g = loc["gloom"]
            if g < 0:
                self.lose_hp(h, -g, f"gloom at {loc['name']}")
                if hs["hp"] == 0:
                    self._hero_defeated(h)
            elif g > 0:
                self.heal(h, g, f"gloom at {loc['name']}")
        yield from self._darkness()
        if self.game_over:
            return
        if not self.night_deck:
            yield from self._time_up()
            return
        self._dawn()
        self.day += 1
        yield from self._begin_day()

    def _darkness(self):
        if not self.night_deck:
            return
        cid = self.night_deck.pop()
        n = self.c["night"][cid]
        loc = n["location"]
        if loc == "shrine":
            loc = self.centre_loc
        self.emit(f"Night card: {n['name']} ({n['type']}) at {self.loc_name(loc)}", kind="reveal", reveals=True,
                  rule="KF-NIGHT-04")
        flipped = self.flip_gloom(loc, n["name"]) if loc in self.locs else False
        if n["type"] == "weather":
            if self.weather:
                self.night_discard.append(self.weather)
            self.weather = cid
        elif n["type"] == "event":
            for eff in n["effects"]:
                fx.resolve(self, eff, None, loc, n["name"])
            self.night_discard.append(cid)
            for h in self.order:
                if self.heroes[h]["state"] == "ok" and self.heroes[h]["hp"] == 0:
                    self._hero_defeated(h)
        elif loc != "shrine" and loc in self.locs:
            self.uid += 1
            self.locs[loc]["encounters"].append({"uid": self.uid, "id": cid, "src": "night", "tokens": []})
        else:
            self.night_discard.append(cid)
        if flipped and not self.opt.get("first_game"):  # Plot step (KF-PLOT-01)
            terr = self.c["location"][loc]["terrain"]
            for a in self.ancients:
                if not a["defeated"] and a["plots"] and self.c["ancient"][a["id"]]["plot_terrain"] == terr:
                    p = a["plots"].pop()
                    self.locs[loc]["plots"].append(p)
                    self.emit(f"a plot of {self.c['ancient'][a['id']]['name']} takes root at {self.loc_name(loc)}",
                              rule="KF-PLOT-01")
        if not self.opt.get("first_game"):
            for a in self.ancients:
                if not a["defeated"]:
                    for eff in self.c["ancient"][a["id"]]["abilities"]["night"]:
                        fx.resolve(self, eff, None, None, self.c["ancient"][a["id"]]["name"])
            for h in self.order:
                if self.heroes[h]["state"] == "ok" and self.heroes[h]["hp"] == 0:
                    self._hero_defeated(h)
        return
        yield

    def _time_up(self):
        if self.competitive:
            alive = [h for h in self.order if self.heroes[h]["state"] != "out"]
            if not alive:
                self._end([], "no hero survived")
                return
            best = max(self.vp(h) for h in alive)
            self._end([h for h in alive if self.vp(h) == best], f"the last Night passes: Pyrrhic victory on {best} VP")
        else:
            self._end([], "the last Night passes with an Ancient still standing: the heroes lose")
        return
        yield

    def _dawn(self) -> None:
        for h in self.order:
            hs = self.heroes[h]
            hs["successes"] = {}
            hs["hidden"] = False
            hs["evaded"] = []
            hs["fate_used"] = False
            hs["regaled_today"] = False
            if hs["state"] == "defeated":
                hs["state"] = "ok"
                hs["hp"] = min(2, hs["max_hp"])
            for a in hs["assets"]:
                a["veiled"] = False
        self.emit("Dawn", kind="phase", rule="KF-NIGHT-10")

    # -- reading ---------------------------------------------------------------------
    def outcome(self) -> Outcome | None:
        if not self.game_over:
            return None
        scores = {h: self.vp(h) for h in self.order}
        if not self.competitive:
            total = sum(scores.values())
            scores = {"party": -(-total // self.started_with)}
        return Outcome(list(self.winner or []), self.over_text, scores)

    def hero_view(self, h: str, viewer: str | None) -> dict[str, Any]:
        hs = self.heroes[h]
        c = self.c
        saga = c["saga"][hs["saga"]]
        show_hand = not self.competitive or viewer == h
        return {
            "race": c["race"][hs["race"]]["name"], "class": c["class"][hs["class"]]["name"],
            "attributes": {a: self.attr(h, a) for a in ATTRS}, "hp": hs["hp"], "max_hp": hs["max_hp"],
            "ap": hs["ap"], "fate": hs["fate"], "fate_used": hs["fate_used"], "gold": hs["gold"],
            "hidden": hs["hidden"], "state": hs["state"], "camped": hs["camped"], "faction": hs["faction"],
            "cell": self.cell[hs["pos"]], "location": self.loc_name(hs["pos"]),
            "saga": saga["name"], "chapter": hs["chapter"] + 1 if hs["chapter"] < 4 else
            ("finale" if hs["chapter"] == 4 else "done"),
            "skills": [c["skill"][s]["name"] for s in hs["skills"]],
            "assets": [{"name": c["reward"][a["id"]]["name"], "veiled": a["veiled"]} for a in hs["assets"]],
            "loot": [c["loot"][t]["kind"] for t in hs["loot"]],
            "rumours": [self._rumour_name(r) for r in hs["rumours"]] if show_hand else len(hs["rumours"]),
            "successes": hs["successes"], "vp": self.vp(h),
            "needs": self._needs(h), "goal_cell": self._goal_cell(h),
        }

    def _needs(self, h: str) -> list[str]:
        """Keywords the current chapter still asks for (for players and bots)."""
        hs = self.heroes[h]
        if hs["chapter"] >= 4:
            return []
        chap = self.c["saga"][hs["saga"]]["chapters"][hs["chapter"]]
        req = self.required(h, chap)
        if self.cover(h, req) is not None:
            return []
        have = set().union(*(self.rumour_keywords(r) for r in hs["rumours"]), set()) | {
            k for a in hs["assets"] for k in self.c["reward"][a["id"]]["keywords"] + [self.c["reward"][a["id"]]["type"]]}
        return [k for k in req if k not in have] or req

    def _goal_cell(self, h: str) -> str | None:
        hs = self.heroes[h]
        saga = self.c["saga"][hs["saga"]]
        if hs["chapter"] == 4:
            return self.cell[saga["finale"]["location"]]
        if hs["chapter"] < 4 and saga["chapters"][hs["chapter"]].get("interlude"):
            return self.cell[saga["chapters"][hs["chapter"]]["location"]]
        if hs["chapter"] == 5:
            for a in self.ancients:
                if a["pos"] and not a["defeated"]:
                    return self.cell[a["pos"]]
        return None

    def view(self, seat: str | None) -> dict[str, Any]:
        cells = {}
        for cell, loc in self.grid.items():
            L = self.c["location"][loc]
            cells[cell] = {"name": L["name"], "terrain": L["terrain"], "gloom": loc in self.gloom,
                           "shortcut": L["shortcut"], "obstacles": self.locs[loc]["obstacles"],
                           "plots": [self.c["plot"][p]["name"] for p in self.locs[loc]["plots"]],
                           "encounters": [{"name": self.card(e)["name"], "type": self.card(e)["type"]}
                                          for e in self.locs[loc]["encounters"]],
                           "heroes": [h for h in self.order if self.heroes[h]["pos"] == loc
                                      and self.heroes[h]["state"] != "out"]}
        odds = []
        if self.flow.pending is None and self.active and seat == self.active:
            odds = [c.description for c in self.legal_commands(seat) if c.name == "confront"]
        pending = self.flow.pending
        return {
            "day": self.day, "night_left": len(self.night_deck), "first": self.first, "active": self.active,
            "weather": self.c["night"][self.weather]["name"] if self.weather else None,
            "map": cells, "heroes": {h: self.hero_view(h, seat) for h in self.order},
            "ancients": [{"name": self.c["ancient"][a["id"]]["name"], "hp": a["hp"], "defeated": a["defeated"],
                          "cell": self.cell[a["pos"]] if a["pos"] else None, "plots": len(a["gathered"])}
                         for a in self.ancients],
            "odds": odds, "pending": pending.as_data() if pending and pending.seat == seat else None,
            "pending_data": pending.data if pending and pending.seat == seat else {},
            "mode": self.setup.mode,
        }

    def state_data(self) -> dict[str, Any]:
        return {"rng": self.rng.state, "grid": self.grid, "gloom": sorted(self.gloom), "locs": self.locs,
                "heroes": self.heroes, "enc_deck": self.enc_deck, "enc_discard": self.enc_discard,
                "rew_deck": self.rew_deck, "rew_discard": self.rew_discard, "night": self.night_deck,
                "night_discard": self.night_discard, "loot": [self.loot_bag, self.loot_aside],
                "weather": self.weather, "day": self.day, "first": self.first, "active": self.active,
                "ancients": self.ancients, "skills": self.skill_pool, "shown": self.market_shown, "drawn": self.drawn_this_turn,
                "pending": self.flow.pending.as_data() if self.flow.pending else None, "over": self.game_over}

    def check_invariants(self) -> None:
        for h, hs in self.heroes.items():
            assert 0 <= hs["hp"] <= hs["max_hp"], f"{h} HP {hs['hp']}/{hs['max_hp']}"
            assert hs["ap"] >= 0 and hs["gold"] >= 0 and hs["fate"] >= 0
            if hs["state"] != "out":
                assert len(hs["rumours"]) <= LIMIT and len(hs["assets"]) <= LIMIT or self.flow.busy
        assert not self.locs[self.centre_loc]["encounters"] or self.centre_loc != "shrine"
        # every reward card is in exactly one place
        seen: list[str] = list(self.market_shown)
        for t in REWARD_TYPES:
            seen += self.rew_deck[t] + self.rew_discard[t]
        for hs in self.heroes.values():
            seen += [r[1] for r in hs["rumours"] if r[0] == "reward"] + [a["id"] for a in hs["assets"]]
        assert sorted(seen) == sorted(self.c["reward"]), "reward cards lost or duplicated"
        n_loot = len(self.loot_bag) + len(self.loot_aside) + sum(len(hs["loot"]) for hs in self.heroes.values())
        assert n_loot == sum(v["count"] for v in self.c["loot"].values()), "loot tokens lost"
        if not self.game_over:
            assert self.flow.busy or (self.active is not None and self._can_act(self.active))

"""The Kilforth engine: Days of hero turns, Night phases, the Ancient battle.

The whole game is one script (core.questions): Days of turns round the table
(core.turns), each turn's action, its engagements, Tests with their Fate
choice, rewards and Night all yield a question when a choice arises.  The
hero's action is a question of kind "turn" whose options carry their data
(verb, card, attribute, cell, odds) for bots and panes.
"""

from __future__ import annotations

from typing import Any

from hjourney_tui.core.commands import Arg, Command, CommandSet, CommandSpec
from hjourney_tui.core.game import Game, Outcome, Setup
from hjourney_tui.core.modifiers import Modifier
from hjourney_tui.core.questions import Ask, Option, Question
from hjourney_tui.core.ruleset import Ruleset
from hjourney_tui.core.timing import Occurrence, Trigger
from hjourney_tui.core.words import article

from . import effects as fx
from .abilities import AbilitiesMixin, immune_to
from .ancients import AncientsMixin
from .content import ATTRS, load
from .dicetests import TestsMixin
from .engagement import EngagementMixin
from .map import CENTRE, cell_of, rc
from .market import MarketMixin
from .night import NightMixin
from .regale import RegaleMixin
from .rewards import RewardsMixin

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
                (Arg("card", "int"), Arg("attr", "choice", ATTRS),
                 Arg("use", "choice", ATTRS, optional=True, help="roll this attribute instead, where a card allows")),
                topic="confront"),
    CommandSpec("provoke", "turn a Stranger into your enemy without rolling, to fight it", (Arg("card", "int"),), topic="confront"),
    CommandSpec("discover", "put a reward rumour into play here", (Arg("card", "int"),), topic="actions"),
    CommandSpec("market", "heal, buy and sell at the Sanctum", topic="market"),
    CommandSpec("regale", "work on your saga", topic="sagas"),
    CommandSpec("camp", "end your Daylight", topic="turns", ends_turn=True),
    CommandSpec("overcome", "defeat an encounter through its Weakness", (Arg("card", "int"),), topic="deeds"),
    CommandSpec("assault", "battle the Ancient here", topic="ancients"),
    CommandSpec("resolve", "use a Deed ability of an asset or a Loot token", (Arg("what"),), topic="deeds"),
    CommandSpec("unhide", "stop being Hidden", topic="actions"),
    CommandSpec("give", "hand gold, a rumour, an Item/Spell asset or Loot to a hero here",
                (Arg("hero"), Arg("what")), topic="deeds"),
    # answers to choices arising mid-resolution
    CommandSpec("fate", "add one success: spend a Fate token, or discard rumour N",
                (Arg("rumour", "int", optional=True),), topic="tests"),
    CommandSpec("keep", "keep the dice as they are / keep the card", topic="tests"),
    CommandSpec("reroll", "re-roll failed dice with a Loot re-roll", topic="tests"),
    CommandSpec("fight", "fight another round", (Arg("use", "choice", ATTRS, optional=True,
                                                     help="roll this attribute for Fight, where a card allows"),),
                topic="engagement"),
    CommandSpec("roll", "roll this attribute for the Test (a card may let one stand in for another)",
                (Arg("attr", "choice", ATTRS),), topic="tests"),
    CommandSpec("escape", "escape the battle and make Camp", topic="engagement"),
    CommandSpec("evade", "stay Hidden and try to slip past", (Arg("use", "choice", ATTRS, optional=True,
                                                                  help="roll this attribute for Sneak"),),
                topic="engagement"),
    CommandSpec("ambush", "drop Hidden and strike first", topic="engagement"),
    CommandSpec("engage", "engage this enemy next", (Arg("card", "int"),), topic="engagement"),
    CommandSpec("gold", "take the gold reward", topic="rewards"),
    CommandSpec("loot", "take a random Loot token", topic="rewards"),
    CommandSpec("draw", "discard the card and draw a reward rumour", topic="rewards"),
    CommandSpec("discard", "discard this card", (Arg("card", "int"),), topic="limits"),
    CommandSpec("heal", "buy HP at 1 gold each: all you can pay for, N of them, or N for a hero here",
                (Arg("hp", "int", optional=True), Arg("hero", optional=True)), topic="market"),
    CommandSpec("buy", "reveal 3 rewards of a type", (Arg("type", "choice", REWARD_TYPES),), topic="market"),
    CommandSpec("take", "buy this revealed card", (Arg("card", "int"),), topic="market"),
    CommandSpec("sell", "sell a rumour for half its gold", (Arg("card", "int"),), topic="market"),
    CommandSpec("sacrifice", "sell an asset in play for half its gold", (Arg("card", "int"),), topic="market"),
    CommandSpec("done", "finish", topic="market"),
    CommandSpec("accept", "take a Trophy benefit", topic="rewards"),
    CommandSpec("team", "ask a hero here to join you for the next Test", (Arg("hero"),), topic="deeds"),
    CommandSpec("join", "join the team", topic="deeds"),
    CommandSpec("refuse", "stay out of the team", topic="deeds"),
    CommandSpec("decline", "leave a Trophy benefit", topic="rewards"),
    CommandSpec("skill", "take this skill", (Arg("skill"),), topic="sagas"),
    CommandSpec("totem", "put the Totem into play", topic="sagas"),
    CommandSpec("cash", "trade the Totem for gold", topic="sagas"),
    CommandSpec("choose", "pick a race, class or side, or a number X (or 'random')", (Arg("what"),), topic="setup"),
    CommandSpec("use", "use an asset's 'as your action' ability (1 AP)", (Arg("card", "int"),), topic="actions"),
    CommandSpec("attach", "attach the new card to this asset", (Arg("card", "int"),), topic="limits"),
])




class Kilforth(MarketMixin, RegaleMixin, EngagementMixin, AncientsMixin, NightMixin, RewardsMixin, AbilitiesMixin,
               TestsMixin, Game):
    game_id = "kilforth"
    ORDER_RULE = "KF-ABIL-09"  # the active hero orders abilities that fire together
    commands = COMMANDS

    def __init__(self, setup: Setup, ruleset: Ruleset) -> None:
        super().__init__(setup, ruleset)
        self.c = load(ruleset)
        self.opt = setup.options
        self.order = setup.seat_names
        if not 1 <= len(self.order) <= 4:
            raise ValueError("Kilforth takes 1 to 4 heroes")
        self.competitive = setup.mode == "competitive"
        # a hand is its owner's to show (KF-SETUP-17): a co-op table may play with open hands, as the
        # rulebook lets heroes choose; rivals never see each other's
        self.secret_hands = self.competitive or bool(self.opt.get("secret_hands"))
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
        self.start_drawn: list[str] = []  # the two starting reward cards a hero chooses between
        self.team: list[str] = []  # heroes who joined the active hero for the next Test or engagement
        self.test_team: list[str] = []  # the team that helped the last Test, to share its reward
        # location tokens of the random-location variants (KF-VAR-09/10)
        self.night_tokens: list[str] = sorted(self.grid.values()) if self.opt.get("random_night_locations") else []
        if self.night_tokens:
            self.rng.shuffle(self.night_tokens)
        self.reward_tokens: list[str] = sorted(self.grid.values()) if self.opt.get("random_reward_locations") else []
        self.reward_loc: dict[str, str] = {}
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
        self._skill_pool()
        # Night cards discarded at setup only flip their location (KF-SETUP-11/12)
        n = max(0, len(self.order) + 1 + int(self.opt.get("night_setup", 0)))
        for _ in range(min(n, len(self.night_deck))):
            card = self.night_deck.pop()
            self.night_discard.append(card)
            loc = self.night_location(card)
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
                                  "plots": plots, "gathered": [], "abilities": a})
        if self.opt.get("random_abilities"):
            cards = [x["id"] for x in self.ancients]
            rng.shuffle(cards)
            for x, card in zip(self.ancients, cards, strict=True):
                x["abilities"] = card
        # starting rumour: with `deal_start`, one card from a random reward deck; otherwise each hero
        # chooses a deck and keeps one of two cards when play begins (KF-SETUP-16)
        if self.opt.get("deal_start"):
            for h in self.order:
                t = REWARD_TYPES[rng.below(4)]
                card = self._draw_reward(t)
                if card:
                    self.note_reward_rumour(card)
                    self.heroes[h]["rumours"].append(["reward", card])
        self._first_hero()
        self.active: str | None = None
        self.drawn_this_turn: list[int] = []
        self.winner: list[str] | None = None
        self.over_text = ""
        self.game_over = False
        self.start(self._play())

    def _skill_pool(self) -> None:
        c = self.c
        types = {c["class"][h["class"]]["skill_type"] for h in self.heroes.values()}
        self.skill_pool = sorted(k for k, v in c["skill"].items() if v["type"] in types)

    def _first_hero(self) -> None:
        """First hero: highest Sneak, ties at random (KF-SETUP-23)."""
        best = max(self.attr(h, "sneak") for h in self.order)
        tied = [h for h in self.order if self.attr(h, "sneak") == best]
        self.first = tied[self.rng.below(len(tied))]

    def _play(self):
        """The whole game: Days of Daylight turns and Night, until it is over (KF-TURN-01)."""
        if self.opt.get("choose_heroes"):
            yield from self._choose_heroes()
        if not self.opt.get("deal_start"):
            for h in self.order:
                yield from self._starting_rumour(h)
                if not self.opt.get("choose_heroes"):  # the side was not chosen with race and class
                    yield from self._choose_side(h)
        while not self.game_over:
            yield from self._daylight()
            if not self.game_over:
                yield from self._night()

    def _starting_rumour(self, h: str):
        """The hero picks a reward deck, draws two and keeps one; the other goes back (KF-SETUP-16)."""
        opts = [Option(f"choose {t}", f"draw two {t} cards and keep one", {"verb": "choose", "step": "start_deck",
                                                                             "deck": t})
                for t in REWARD_TYPES if self.rew_deck[t] or self.rew_discard[t]]
        ans = yield Ask(h, f"{h}: from which reward deck do you draw your starting rumour?", opts,
                        rule="KF-SETUP-16")
        deck = ans.args[0]
        drawn = [c for c in (self._draw_reward(deck), self._draw_reward(deck)) if c]
        self.start_drawn = list(drawn)  # in the hero's hand to choose from, until one goes back
        keep = drawn[0]
        if len(drawn) > 1:
            opts = [Option(f"choose {i}", f"keep {self.c['reward'][c]['name']} ({self.c['reward'][c]['gold']} gold)",
                           {"verb": "choose", "step": "start_keep", "card": c,
                            "gold": self.c["reward"][c]["gold"]}) for i, c in enumerate(drawn, 1)]
            ans = yield Ask(h, f"{h}: which card do you keep as your rumour?", opts, rule="KF-SETUP-16")
            keep = drawn[int(ans.args[0]) - 1]
            back = next(c for c in drawn if c != keep)
            self.rew_deck[deck].append(back)
            self.rng.shuffle(self.rew_deck[deck])
        self.start_drawn = []
        self.note_reward_rumour(keep)
        self.heroes[h]["rumours"].append(["reward", keep])
        self.emit(f"{h} keeps {self.c['reward'][keep]['name']} as a rumour", seat=h, rule="KF-SETUP-16",
                  private_to=(h,) if self.secret_hands else None,
                  public_text=f"{h} keeps {article(deck)} card as a rumour and shuffles the other back",
                  data={"seat": h, "deck": deck})

    def _choose_side(self, h: str):
        """The hero sets their Choose Sides token (KF-SETUP-20)."""
        sides = {"skull": "Doom Guard (skull)", "rose": "Rosen Knights (rose)"}
        ans = yield Ask(h, f"{h}: which side are you on?",
                        [Option(f"choose {k}", v, {"verb": "choose", "step": "side", "side": k})
                         for k, v in sides.items()], rule="KF-SETUP-20")
        self.heroes[h]["faction"] = ans.args[0]
        self.emit(f"{h} sides with the {sides[ans.args[0]].split(' (')[0]}", seat=h, rule="KF-SETUP-20",
                  data={"seat": h, "side": ans.args[0]})

    def _choose_heroes(self):
        """Each hero in seat order picks a race, a class and a side; `choose random` deals one
        (KF-SETUP-05/06/20). The saga follows the class (KF-SETUP-07/08)."""
        c = self.c
        races, classes = list(c["race"]), list(c["class"])
        saga_by_class = {v["class"]: k for k, v in c["saga"].items()}
        for h in self.order:
            picks = {}
            for what, pool, prompt in (("race", races, "choose your race"), ("class", classes, "choose your class"),
                                       ("faction", ["skull", "rose"], "choose your side")):
                opts = [(f"choose {k}", c[what][k]["name"] if what != "faction" else
                         {"skull": "Doom Guard (skull)", "rose": "Rosen Knights (rose)"}[k]) for k in pool]
                opts.append(("choose random", "let the cards decide"))
                ans = yield Ask(h, f"{h}: {prompt}", opts, rule="KF-SETUP-05" if what == "race" else
                                "KF-SETUP-06" if what == "class" else "KF-SETUP-20")
                pick = ans.args[0]
                if pick == "random":
                    pick = pool[self.rng.below(len(pool))]
                if what != "faction":
                    pool.remove(pick)
                picks[what] = pick
            race = c["race"][picks["race"]]
            self.heroes[h].update(race=picks["race"], hp=race["max_hp"], max_hp=race["max_hp"], ap=race["max_hp"],
                                  gold=race["gold"], faction=picks["faction"], saga=saga_by_class[picks["class"]],
                                  **{"class": picks["class"]})
            self.emit(f"{h} is a {race['name']} {c['class'][picks['class']]['name']} of the "
                      f"{'Doom Guard' if picks['faction'] == 'skull' else 'Rosen Knights'}", seat=h, rule="KF-SETUP-05")
        self._skill_pool()
        self._first_hero()

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

    @property
    def first(self) -> str:
        """The First Hero: the holder of the marker is the core's first player."""
        return self.turns.first

    @first.setter
    def first(self, h: str) -> None:
        self.turns.first = h

    def ancient_fight(self, a: dict[str, Any]) -> int:
        """An Ancient's Fight: printed, plus what its gathered plots add (KF-ANC-05)."""
        return self.c["ancient"][a["id"]]["fight"] + sum(self.c["plot"][p]["adds_fight"] for p in a["gathered"])

    # -- the core's timing hooks (core.timing) -------------------------------------------------
    def triggers(self, occ: Occurrence, timing: str) -> list[Trigger]:
        if occ.kind == "round_start" and timing == "forced":
            return self._round_start_triggers(occ)
        return []

    def first_player(self) -> str:
        """The active hero orders abilities that fire together; the First Hero when nobody is
        active (KF-ABIL-09)."""
        return self.active or self.first

    def window_order(self) -> list[str]:
        """No window goes round the table: a hero's optional abilities are actions, Deeds or
        choices asked at their own step, so nobody is offered an interrupt or a response."""
        return []

    # -- attributes: printed values and the core's modifier store (KF-CARD-01) -------------
    def printed(self, target: str, what: str) -> int:
        """A hero's printed value: race plus class; anything else prints nothing here."""
        hs = self.heroes.get(target)
        if hs is None or not hs.get("race"):
            return 0
        return self.c["race"][hs["race"]].get(what, 0) + self.c["class"][hs["class"]]["bonus"].get(what, 0)

    def spell_study(self, h: str) -> int:
        """The Study a Spell's requirement is checked against: printed plus Skills."""
        return self.printed(h, "study") + sum(self.c["skill"][s]["bonus"].get("study", 0)
                                              for s in self.heroes[h]["skills"])

    def constant_modifiers(self) -> list[Modifier]:
        """What cards in play add to heroes' attributes, each tagged with its card type: Skills,
        unveiled assets (a Spell only while the hero's Study is enough), the Totem, the weather
        and (Map) bonuses of encounters on the map (KF-CARD-01, KF-TEST-02, KF-ABIL-03)."""
        c, gifts, mods = self.c, self._gifts, []
        for h, hs in self.heroes.items():
            if not hs.get("race"):
                continue
            for s in hs["skills"]:
                mods += gifts(h, s, "skill", c["skill"][s]["bonus"])
            for asset in hs["assets"]:
                if not asset["veiled"]:
                    r = c["reward"][asset["id"]]
                    mods += gifts(h, asset["id"], r["type"], r["bonus"], r["study_req"] if r["type"] == "spell" else None)
            if hs["totem"]:
                mods += gifts(h, hs["saga"], "totem", c["saga"][hs["saga"]]["totem"]["bonus"])
        if self.weather:
            mods += gifts("*", self.weather, "weather", {e["attr"]: int(e.get("n", 0)) for e in
                          c["night"][self.weather]["effects"] if e["do"] == "bonus" and e.get("attr")})
        table = self._map_bonus_table()
        for loc in self.locs.values():
            for enc in loc["encounters"]:
                if enc["src"] != "night" and enc["id"] in table:
                    mods += gifts("*", enc["id"], "map", table[enc["id"]])
        return mods

    def _gifts(self, target: str, source: str, kind: str, bonus: dict[str, int],
               study_req: int | None = None) -> list[Modifier]:
        """The modifiers one card gives one target. They follow from the printed card alone, so
        each is built once and kept: random playouts ask for attributes many times a turn."""
        cache: dict[tuple[str, str, str], list[Modifier]] = self.__dict__.setdefault("_gift_cache", {})
        mods = cache.get((target, source, kind))
        if mods is None:
            gate = None if study_req is None else (lambda: self.spell_study(target) >= study_req)
            mods = cache[(target, source, kind)] = [
                Modifier(target, a, n, until="game" if gate is None else "while", source=source, holds=gate,
                         tags=(kind,)) for a, n in bonus.items()]
        return mods

    def attr(self, h: str, a: str, against: dict[str, Any] | None = None) -> int:
        """A hero's attribute from the modifier store (KF-CARD-01, KF-TEST-02). Facing a card
        immune to a card type, bonuses of that type count for nothing, and Skills no longer
        count towards a Spell's Study requirement (KF-ABIL-20)."""
        blank = immune_to(against)
        if not blank:
            return self.modifiers.stat(h, a)
        mods = self.modifiers.in_force(h, a, ignore=blank)
        if "skill" in blank:
            study = self.printed(h, "study")
            mods = [m for m in mods if "spell" not in m.tags or study >= self.c["reward"][m.source]["study_req"]]
        return max(0, self.printed(h, a) + sum(m.amount for m in mods))

    def keywords_in_play(self, h: str, against: dict[str, Any] | None = None) -> set[str]:
        """Keywords on the hero's cards in play; cards of a type `against` is immune to are
        blank and show none (KF-ABIL-20)."""
        hs, c = self.heroes[h], self.c
        blank = immune_to(against)
        kws = set(c["race"][hs["race"]]["keywords"]) | {c["class"][hs["class"]]["skill_type"]}
        if "skill" not in blank:
            kws |= {c["skill"][s]["type"] for s in hs["skills"]}
        for a in hs["assets"]:
            if c["reward"][a["id"]]["type"] not in blank:
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
        """The encounters here as this hero sees them: another hero's Claim hides a card (KF-ABIL-17)."""
        return [e for e in self.locs[loc]["encounters"] if e.get("claim") in (None, h)]

    def night_location(self, card: str) -> str:
        """A Night card's place: printed, or a drawn Night Location token (KF-VAR-09)."""
        if self.night_tokens:
            return self.night_tokens.pop()
        return self.c["night"][card]["location"]

    def market_here(self, loc: str) -> bool:
        """Market is held at the centre, or where a card says so (KF-MKT-01, KF-ABIL-01)."""
        return loc == self.centre_loc or any(e["do"] == "market" for e in self.c["location"][loc]["effects"])

    def is_enemy(self, h: str, enc: dict[str, Any]) -> bool:
        if enc.get("claim") not in (None, h):
            return False
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
            self.release_reward_token(cid)
            self.rew_discard[self.c["reward"][cid]["type"]].append(cid)
        elif kind == "enc":
            self.enc_discard[self.c["encounter"][cid]["terrain"]].append(cid)
        elif kind == "night":
            self.night_discard.append(cid)
        # plots leave the game once spent



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

    # -- the hero's action ---------------------------------------------------------
    @property
    def choice(self) -> Question | None:
        """The question pending mid-resolution, if any (None while a hero picks their action)."""
        q = self.flow.pending
        return q if q is not None and q.kind != "turn" else None

    def hides_commands(self) -> bool:
        """A hero's commands name the rumours in hand: with secret hands they are that seat's alone."""
        return self.secret_hands

    def explain(self, seat: str, command: Command) -> str | None:
        """Why an action the list does not offer cannot be taken where the hero stands."""
        hs = self.heroes.get(seat)
        q = self.flow.pending
        if hs is None or q is None or q.kind != "turn" or seat not in q.seats:  # only on the hero's own turn
            return None
        if command.name == "market" and not self.market_here(hs["pos"]):
            return (f"there is no market at {self.loc_name(hs['pos'])}: Market is held at "
                    f"{self.loc_name(self.centre_loc)}, or where a location card says so")
        if command.name == "discover" and command.args:
            i = int(command.args[0])
            if 1 <= i <= len(hs["rumours"]) and hs["rumours"][i - 1][0] == "reward":
                card = hs["rumours"][i - 1][1]
                where = self.discover_loc(card)
                if where != hs["pos"]:
                    return f"{self.c['reward'][card]['name']} is discovered at {self.loc_name(where)}"
        return None

    def action_options(self, h: str) -> list[Option]:
        """The hero's choices on their turn: Camp, the actions their AP allows and the free Deeds,
        each with data naming the verb, the card, attribute or cell, and a Test's odds."""
        hs = self.heroes[h]
        loc = hs["pos"]
        here = self.locs[loc]
        out: list[Option] = []

        def add(text: str, desc: str, ok: bool = True, why: str = "", **data: Any) -> None:
            out.append(Option(text, desc, {"verb": text.partition(" ")[0], **data}, ok, "" if ok else why))

        add("camp", "make Camp and end your Daylight")
        if hs["ap"] < 1:
            return out
        for dest in self.move_targets(loc):
            add(f"move {dest}", f"move to {self.loc_name(self.grid[dest])}", cell=dest)
        encs = self.visible(h, loc)
        terr = self.c["location"][loc]["terrain"]
        add("search", "draw an encounter here", not encs and not here["obstacles"] and terr in TERRAINS
            and not self.ancient_here(loc), "only where nothing waits and a terrain deck matches")
        add("hide", "become Hidden", not hs["hidden"], "you are already Hidden")
        add("rest", "heal 1 HP", not encs and hs["hp"] < hs["max_hp"] and not self.ancient_here(loc),
            "only with no encounter here and HP below maximum")
        add("clear", "remove an obstacle or plot", bool(here["obstacles"]) or
            (bool(here["plots"]) and self._can_pay_plot(h, here["plots"][0])), "nothing here you can clear",
            obstacle=bool(here["obstacles"]), plot=bool(here["plots"]))
        if not here["obstacles"]:
            for i, e in enumerate(encs, 1):
                card = self.card(e)
                if card["type"] not in ("place", "quest", "stranger") or self.is_enemy(h, e):
                    continue
                if card["type"] == "stranger":
                    if hs["hidden"]:
                        continue
                    attrs = ["influence"]
                    add(f"provoke {i}", f"turn {card['name']} against you (no roll; you fight it)", card=i, uid=e["uid"])
                else:
                    attrs = [a for a in ATTRS if card[a] > 0]
                locked = hs["successes"].get(str(e["uid"]))
                if locked:
                    attrs = [locked[0]]
                for a in attrs:
                    need = self.enc_val(e, a) - (locked[1] if locked else 0)
                    text, odds = self.odds(h, a, need, card=card)
                    add(f"confront {i} {a}", f"{card['name']}: {text}",
                        card=i, uid=e["uid"], type=card["type"], attr=a, use=None, **odds)
                    for u, src in self.substitutes(h, a, card):  # "use A for a B Test" is a choice (KF-TEST-10)
                        text, odds = self.odds(h, a, need, card=card, use=u)
                        add(f"confront {i} {a} {u}", f"{card['name']}: {u.title()} for {a.title()} ({src}): {text}",
                            card=i, uid=e["uid"], type=card["type"], attr=a, use=u, **odds)
        for i, r in enumerate(hs["rumours"], 1):
            if r[0] == "reward" and self.discover_loc(r[1]) == loc:
                add(f"discover {i}", f"put {self.c['reward'][r[1]]['name']} into play", rumour=i,
                    type=self.c["reward"][r[1]]["type"])
        if self.market_here(loc):
            add("market", "heal, buy or sell")
        for i, _a, eff in self.action_abilities(h):
            ok, why = self.action_ability_ok(h, eff)
            name = self.c["reward"][hs["assets"][i]["id"]]["name"]
            add(f"use {i + 1}", f"{name}: {eff['do']} {eff.get('n', '')} as your {eff.get('action', '')} action",
                ok, why, asset=i + 1, do=eff["do"], n=eff.get("n", 0), action=eff.get("action", ""))
        ok, why = self.regale_possible(h)
        add("regale", "work on your saga", ok, why)
        if not hs["hidden"]:
            for i, e in enumerate(encs, 1):
                w = self.card(e)["weakness"]
                used = sorted(set(w) & self.keywords_in_play(h, self.card(e)))
                if used:
                    add(f"overcome {i}", f"defeat {self.card(e)['name']} by its weakness to {' or '.join(used)}",
                        card=i, uid=e["uid"], weakness=used)
            ok, why = self.assault_possible(h)
            if self.ancient_here(loc):
                add("assault", "battle the Ancient", ok, why)
            for i, a in enumerate(hs["assets"], 1):
                for eff in self.c["reward"][a["id"]]["effects"]:
                    if eff.get("on") == "deed":
                        add(f"resolve {i}", f"use {self.c['reward'][a['id']]['name']}", self.deed_ready(h, a, eff),
                            "it is veiled until Dawn" if a["veiled"] else "you cannot pay its cost",
                            source="asset", asset=i, do=eff["do"], n=eff.get("n", 0), cost=eff.get("cost", ""),
                            pay=eff.get("pay", ""))
                        break
            for i, t in enumerate(hs["loot"], 1):
                kind = self.c["loot"][t]["kind"]
                if kind in ("ap", "fate", "heal", "move_ap", "blank"):
                    add(f"resolve l{i}", f"use Loot: {kind.replace('_', ' ')}", source="loot", loot=i, kind=kind,
                        n=self.c["loot"][t]["n"])
            for o in self.order:
                os_ = self.heroes[o]
                if o == h or os_["pos"] != loc or os_["state"] != "ok":
                    continue
                if hs["gold"]:
                    add(f"give {o.lower()} gold", f"give {o} 1 gold", hero=o, what="gold")
                for i, r in enumerate(hs["rumours"], 1):
                    add(f"give {o.lower()} r{i}", f"give {o} the rumour {self._rumour_name(r)}", hero=o,
                        what="rumour", index=i)
                for i, a in enumerate(hs["assets"], 1):
                    if self.c["reward"][a["id"]]["type"] in ("item", "spell") and not a.get("on"):
                        add(f"give {o.lower()} a{i}", f"give {o} {self.c['reward'][a['id']]['name']}", hero=o,
                            what="asset", index=i)
                for i in range(1, len(hs["loot"]) + 1):
                    add(f"give {o.lower()} l{i}", f"give {o} a Loot token", hero=o, what="loot", index=i)
                if o not in self.team:
                    add(f"team {o.lower()}", f"ask {o} to join your next Test or engagement", self.can_team(h, o),
                        f"{o} is Hidden", hero=o)
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







    def _can_pay_plot(self, h: str, plot: str) -> bool:
        req = self.c["plot"][plot]["to_defeat"]
        return self.heroes[h]["gold"] >= int(req.get("gold", 0))

    # -- a hero's turn -----------------------------------------------------------------
    DEEDS = frozenset({"unhide", "resolve", "team", "give", "overcome", "assault"})

    def _turn(self, h: str):
        """One turn: engage the enemies here, then any number of Deeds and one action or Camp;
        the action's engagements close the turn (KF-TURN-04, KF-TURN-07, KF-TURN-08)."""
        self.active = h
        self.drawn_this_turn = []
        self.team = []
        hs = self.heroes[h]
        yield from self._engagements(h)  # KF-TURN-07
        while not self.game_over and self._can_act(h):
            if hs["ap"] < 1:  # nothing left but Camp
                yield from self._camp(h)
                return
            ans = yield Ask(h, f"{h}: take an action or make Camp", kind="turn", rule="KF-TURN-08",
                            live=lambda: self.action_options(h))
            if ans.name in self.DEEDS:
                yield from self._deed(h, ans)
            elif ans.name == "camp":
                yield from self._camp(h)
                return
            else:
                self.pay_action(h, ans)  # every action costs 1 AP (KF-TURN-13)
                yield from getattr(self, f"_act_{ans.name}")(h, ans)
                yield from self._after_action(h)
                return

    def _deed(self, h: str, cmd: Command):
        """A free Deed: the turn goes on afterwards (KF-TURN-14, KF-DEED-02)."""
        hs = self.heroes[h]
        name = cmd.name
        if name == "unhide":
            hs["hidden"] = False
            self.emit(f"{h} steps out of hiding", seat=h, rule="KF-HIDE-02")
        elif name == "resolve":
            yield from self._resolve_deed(h, cmd.args[0])
        elif name == "team":
            yield from self._invite(h, next(x for x in self.order if x.lower() == cmd.args[0]))
        elif name == "give":
            yield from self._give(h, cmd.args[0], cmd.args[1])
        elif name == "overcome":
            enc = self.visible(h, hs["pos"])[cmd.int(0) - 1]
            self.emit(f"{h} overcomes {self.card(enc)['name']}", seat=h, rule="KF-OVER-02")
            yield from self._defeat_encounter(h, enc, None)
            yield from self._limits(h)
        elif name == "assault":
            yield from self._assault(h)
            if not self.game_over and hs["state"] == "ok" and not hs["camped"]:
                yield from self._limits(h)

    def _after_action(self, h: str):
        """The action is done: engage the enemies here again before the turn ends (KF-TURN-10)."""
        hs = self.heroes[h]
        if hs["state"] == "ok" and not hs["camped"]:
            yield from self._engagements(h)
        if hs["state"] == "ok" and not hs["camped"]:
            yield from self._limits(h)

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
        if not self.visible(h, dest) and not self.ancient_here(dest):
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
            a = str(req["test"])
            use = yield from self._pick_use(h, a, int(req["n"]))
            got = yield from self._test(h, a, self.test_dice(h, a, note=True, use=use), int(req["n"]), use=use)
            if got < int(req["n"]):
                self.emit(f"{h} fails to undo the plot", seat=h, rule="KF-CLEAR-03")
                return
        here["plots"].remove(plot)
        self.heroes[h]["rumours"].append(["plot", plot])
        self.emit(f"{h} clears the plot {self.c['plot'][plot]['name']}", seat=h, rule="KF-CLEAR-03")
        for _ in range(self.c["plot"][plot]["loot"]):
            self.draw_loot(h)

    def _act_provoke(self, h: str, cmd: Command):
        enc = self.visible(h, self.heroes[h]["pos"])[cmd.int(0) - 1]
        enc["tokens"].append(h)
        enc["fresh_foe"] = h
        self.emit(f"{h} makes {self.card(enc)['name']} an enemy", seat=h, rule="KF-CONF-14")
        return
        yield

    def _act_confront(self, h: str, cmd: Command):
        hs = self.heroes[h]
        enc = self.visible(h, hs["pos"])[cmd.int(0) - 1]
        a = cmd.args[1]
        card = self.card(enc)
        # a Trap strikes the active hero alone, even with a team (KF-CONF-09, KF-TEAM-15)
        yield from self._run_effects(h, [{**e, "target": "active"} for e in card["effects"]], hs["pos"],
                                     f"trap of {card['name']}", "trap")
        key = str(enc["uid"])
        before = hs["successes"].get(key, [a, 0])[1]
        value = self.enc_val(enc, a)  # lowered values count only through this Test (KF-CONF-19)
        use = cmd.args[2] if len(cmd.args) > 2 else None
        got = yield from self._test(h, a, self.test_dice(h, a, card, True, use), value - before, use=use)
        members = self.test_team
        yield from self._pass_fail(h, card["effects"], a, got, hs["pos"], card["name"])
        yield from self._check_defeats()
        if hs["state"] != "ok" or enc not in self.locs[hs["pos"]]["encounters"]:
            return
        total = before + got
        if total >= value:
            self.emit(f"{h} defeats {card['name']} with {a}", seat=h, rule="KF-CONF-03")
            yield from self._defeat_encounter(h, enc, a, share=members)
        elif card["type"] == "stranger" and total == 0:
            enc["tokens"].append(h)
            enc["fresh_foe"] = h
            hs["successes"].pop(key, None)
            self.emit(f"{card['name']} turns against {h}", seat=h, rule="KF-CONF-12")
        else:
            hs["successes"][key] = [a, total]
            self.emit(f"{h} holds {total} of {value} against {card['name']}", seat=h, rule="KF-CONF-04")

    def _act_discover(self, h: str, cmd: Command):
        hs = self.heroes[h]
        r = hs["rumours"].pop(cmd.int(0) - 1)
        self.release_reward_token(r[1])
        self.emit(f"{h} discovers {self.c['reward'][r[1]]['name']}", seat=h, rule="KF-DISC-01")
        yield from self._enter_play(h, r[1], "discover")





    def _give(self, h: str, to: str, what: str):
        """Exchange: gold, rumours, Item and Spell assets and Loot may change hands (KF-EXCH-01..05)."""
        o = next(x for x in self.order if x.lower() == to)
        hs, os_ = self.heroes[h], self.heroes[o]
        if what == "gold":
            hs["gold"] -= 1
            os_["gold"] += 1
            label = "1 gold"
        else:
            kind, i = what[0], int(what[1:]) - 1
            src = {"r": "rumours", "a": "assets", "l": "loot"}[kind]
            item = hs[src].pop(i)
            os_[src].append(item)
            if kind == "a":  # cards attached to it go along (KF-EXCH-04)
                for att in [x for x in hs["assets"] if x.get("on") == item["id"]]:
                    hs["assets"].remove(att)
                    os_["assets"].append(att)
            label = {"r": "a rumour", "a": "an asset", "l": "a Loot token"}[kind]
        self.emit(f"{h} gives {o} {label}", seat=h, rule="KF-EXCH-01")
        yield from self._limits(o)

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
                self.leave_play(h, asset, "sacrifice")
            # the card's type travels with the effect, for cards immune to it (KF-ABIL-20)
            yield from self._pay_and_run(h, {**eff, "src_type": self.c["reward"][asset["id"]]["type"]},
                                         self.c["reward"][asset["id"]]["name"])
            break

    # -- encounters ------------------------------------------------------------------






    # -- tests -----------------------------------------------------------------------



    # -- engagement ------------------------------------------------------------------








    # -- Ancients --------------------------------------------------------------------




    # -- turns, Camp, Night ------------------------------------------------------------










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
        show_hand = not self.secret_hands or viewer == h
        return {
            "race": c["race"][hs["race"]]["name"], "class": c["class"][hs["class"]]["name"],
            "attributes": {a: self.attr(h, a) for a in ATTRS}, "hp": hs["hp"], "max_hp": hs["max_hp"],
            "ap": hs["ap"], "fate": hs["fate"], "fate_used": hs["fate_used"], "gold": hs["gold"],
            "hidden": hs["hidden"], "state": hs["state"], "camped": hs["camped"], "faction": hs["faction"],
            "cell": self.cell[hs["pos"]], "location": self.loc_name(hs["pos"]),
            "saga": saga["name"], "chapter": hs["chapter"] + 1 if hs["chapter"] < 4 else
            ("finale" if hs["chapter"] == 4 else "done"),
            "skills": [c["skill"][s]["name"] for s in hs["skills"]],
            "assets": [{"name": c["reward"][a["id"]]["name"], "veiled": a["veiled"], "type": c["reward"][a["id"]]["type"],
                        "keywords": c["reward"][a["id"]]["keywords"], "bonus": c["reward"][a["id"]]["bonus"],
                        "text": c["reward"][a["id"]]["text"]}
                       for a in hs["assets"]],
            "loot": [c["loot"][t]["kind"] for t in hs["loot"]],
            "rumours": [self._rumour_name(r) for r in hs["rumours"]] if show_hand else len(hs["rumours"]),
            "successes": hs["successes"], "vp": self.vp(h),
            "needs": self._needs(h), "goal_cell": self._goal_cell(h), "saga_left": self._saga_left(h),
            "stage_test": self._stage_test(h),
            "rumour_info": [self._rumour_info(r) for r in hs["rumours"]] if show_hand else [],
            "move_ap": hs["move_ap"],  # AP a Loot token gave for moving only; lost at Camp
        }

    def _rumour_info(self, r: list[str]) -> dict[str, Any]:
        """A card in hand as its owner reads it: keywords, gold value and text; a reward also says
        where it is discovered and what it adds once in play (KF-CARD-07)."""
        kind, cid = r
        out: dict[str, Any] = {"kind": kind, "name": self._rumour_name(r),
                               "keywords": sorted(self.rumour_keywords(r)), "gold": self.rumour_gold(r)}
        if kind == "reward":
            card = self.c["reward"][cid]
            where = self.discover_loc(cid)
            out.update(type=card["type"], text=card["text"], bonus=dict(card["bonus"]),
                       discover=self.loc_name(where), discover_cell=self.cell[where])
        elif kind == "plot":
            out["text"] = self.c["plot"][cid].get("text", "")
        elif kind == "night":
            out["text"] = self.c["night"][cid].get("text", "")
        else:
            out["text"] = self.c["encounter"][cid].get("text", "")
        return out



    def view(self, seat: str | None) -> dict[str, Any]:
        def card_face(enc: dict[str, Any]) -> dict[str, Any]:
            """The rest of a faceup card on the map, as anyone at the table reads it."""
            card = self.card(enc)
            text = self.c["night"][enc["id"]]["text"] if enc["src"] == "night" else card.get("text", "")
            return {"text": text.strip(), "keywords": list(card.get("keywords", [])),
                    "weakness": list(card.get("weakness", [])), "reward": card.get("reward", ""),
                    "gold": card.get("gold", 0), "study": self.enc_val(enc, "study"),
                    "influence": self.enc_val(enc, "influence"), "night": enc["src"] == "night",
                    "immune": list(card.get("immune", []))}

        def plot_card(plot: str) -> dict[str, Any]:
            p = self.c["plot"][plot]
            return {"name": p["name"], "ancient": self.c["ancient"][p["ancient"]]["name"],
                    "keywords": list(p["keywords"]), "adds_fight": p["adds_fight"], "loot": p["loot"],
                    "to_defeat": dict(p["to_defeat"])}

        cells = {}
        for cell, loc in self.grid.items():
            L = self.c["location"][loc]
            cells[cell] = {"name": L["name"], "terrain": L["terrain"], "gloom": loc in self.gloom,
                           "shortcut": L["shortcut"], "obstacles": self.locs[loc]["obstacles"], "text": L["text"],
                           "plots": [self.c["plot"][p]["name"] for p in self.locs[loc]["plots"]],
                           "plot_cards": [plot_card(p) for p in self.locs[loc]["plots"]],
                           "encounters": [{"name": self.card(e)["name"], "type": self.card(e)["type"],
                                           "fight": self.enc_val(e, "fight"), "hp": self.card(e)["hp"],
                                           "sneak": self.enc_val(e, "sneak"), "claimed_by": e.get("claim"),
                                           "enemy_of": [h for h in self.order if self.is_enemy(h, e)],
                                           **card_face(e)}
                                          for e in self.locs[loc]["encounters"]],
                           "heroes": [h for h in self.order if self.heroes[h]["pos"] == loc
                                      and self.heroes[h]["state"] != "out"]}
        odds = []
        turn = self.flow.pending
        if turn is not None and turn.kind == "turn" and seat in turn.waiting:
            # the turn's confront options carry their odds already: the view passes them on
            hs = self.heroes[seat]
            fate = hs["fate"] > 0 and not hs["fate_used"]
            names = {e["uid"]: self.card(e)["name"] for e in self.locs[hs["pos"]]["encounters"]}
            odds = [{"command": o.text, "card": names[d["uid"]], "attr": d["attr"], "use": d["use"],
                     "dice": d["dice"], "need": d["need"], "chance": d["chance"],
                     "with_fate": d["chance_with_fate"] if fate else None}
                    for o in turn.options_for(seat) if (d := o.data).get("verb") == "confront" and o.enabled]
        pending = self.choice
        return {
            "day": self.day, "night_left": len(self.night_deck), "first": self.first, "active": self.active,
            "weather": self.c["night"][self.weather]["name"] if self.weather else None,
            "weather_text": self.c["night"][self.weather]["text"] if self.weather else None,  # KF-NIGHT-06
            "map": cells, "heroes": {h: self.hero_view(h, seat) for h in self.order},
            "ancients": [{"name": self.c["ancient"][a["id"]]["name"], "hp": a["hp"], "defeated": a["defeated"],
                          "cell": self.cell[a["pos"]] if a["pos"] else None, "plots": len(a["gathered"]),
                          "fight": self.ancient_fight(a),
                          "plots_out": [self.cell[loc] for loc, v in self.locs.items() for p in v["plots"]
                                        if self.c["plot"][p]["ancient"] == a["id"]],
                          "abilities": "" if self.opt.get("first_game") else
                          self.c["ancient"][a["abilities"]]["abilities"]["text"]}
                         for a in self.ancients],
            "odds": odds, "pending": pending.as_data() if pending and pending.seat == seat else None,
            "pending_data": pending.data if pending and pending.seat == seat else {},
            "mode": self.setup.mode,
            # the lowest face that succeeds, and how many rumours or assets a hero may hold
            "success_on": 4 if self.opt.get("easy_dice") else 5, "hand_limit": LIMIT,
            "discards": {"encounters": {t: [self.c["encounter"][k]["name"] for k in d]
                                        for t, d in self.enc_discard.items()},
                         "rewards": {t: [self.c["reward"][k]["name"] for k in d] for t, d in self.rew_discard.items()}},
        }

    def state_data(self) -> dict[str, Any]:
        return {"rng": self.rng.state, "grid": self.grid, "gloom": sorted(self.gloom), "locs": self.locs,
                "heroes": self.heroes, "enc_deck": self.enc_deck, "enc_discard": self.enc_discard,
                "rew_deck": self.rew_deck, "rew_discard": self.rew_discard, "night": self.night_deck,
                "night_discard": self.night_discard, "loot": [self.loot_bag, self.loot_aside],
                "weather": self.weather, "day": self.day, "first": self.first, "active": self.active,
                "ancients": self.ancients, "team": self.team, "test_team": self.test_team,
                "tokens": [self.night_tokens, self.reward_tokens, self.reward_loc], "skills": self.skill_pool, "shown": self.market_shown, "start_drawn": self.start_drawn, "drawn": self.drawn_this_turn,
                "core": self.core_state(), "over": self.game_over}

    def check_invariants(self) -> None:
        for h, hs in self.heroes.items():
            assert 0 <= hs["hp"] <= hs["max_hp"], f"{h} HP {hs['hp']}/{hs['max_hp']}"
            assert hs["ap"] >= 0 and hs["gold"] >= 0 and hs["fate"] >= 0
            if hs["state"] != "out":
                assert len(hs["rumours"]) <= LIMIT and len(self.slot_assets(h)) <= LIMIT or self.choice
        assert not self.locs[self.centre_loc]["encounters"] or self.centre_loc != "shrine"
        # every reward card is in exactly one place
        seen: list[str] = list(self.market_shown) + list(self.start_drawn)
        assert sorted(self.reward_loc.values()) == sorted(set(self.reward_loc.values())), "reward token twice"
        for t in REWARD_TYPES:
            seen += self.rew_deck[t] + self.rew_discard[t]
        for hs in self.heroes.values():
            seen += [r[1] for r in hs["rumours"] if r[0] == "reward"] + [a["id"] for a in hs["assets"]]
        assert sorted(seen) == sorted(self.c["reward"]), "reward cards lost or duplicated"
        n_loot = len(self.loot_bag) + len(self.loot_aside) + sum(len(hs["loot"]) for hs in self.heroes.values())
        assert n_loot == sum(v["count"] for v in self.c["loot"].values()), "loot tokens lost"
        q = self.flow.pending
        if not self.game_over:
            assert q is not None, "the game waits on nothing"
            if q.kind == "turn":
                assert q.seat == self.active and self._can_act(self.active), "a turn for a hero who cannot act"

"""Warhammer Quest: The Adventure Card Game, one quest from setup to victory or defeat.

The whole quest runs as one script started with `Game.start` (core/DESIGN.md):
every choice a player makes, from picking a hero to which enemy strikes, is a
question whose options, with their data, are the legal commands.  The leader
token and the rounds of the table are the core's `turns` (`turns.first` holds
the token; defeated heroes are `out`).  Replaying the command log rebuilds the
same paused script, so saves never hold the script itself.
"""

from __future__ import annotations

from typing import Any

from hjourney_tui.core.commands import Arg, Command, CommandSet, CommandSpec
from hjourney_tui.core.dice import Die
from hjourney_tui.core.game import Game, Outcome, Setup
from hjourney_tui.core.ids import OpaqueIds
from hjourney_tui.core.modifiers import Modifier
from hjourney_tui.core.questions import Ask, Option
from hjourney_tui.core.ruleset import Ruleset
from hjourney_tui.core.words import plural
from hjourney_tui.core.zones import CardInstance, Table

from . import odds, wording
from .campaign import CampaignMixin
from .content import ACTION_KINDS, load
from .delve import DelveMixin
from .effects import EffectsMixin
from .foes import ZONE_LIMIT, FoesMixin, wound_words
from .procedure import TOKEN_CAP, ProcedureMixin
from .refs import ref, uid
from .sheets import SheetMixin

PARTY_WORD = {2: "two", 3: "three", 4: "four"}
# Activation slots as steps from the leader, by party size.
PATTERN = {2: (0, 1, 0, 1), 3: (0, 1, 2, 0), 4: (0, 1, 2, 3)}

COMMANDS = CommandSet.of([
    CommandSpec("pick", "choose your hero", (Arg("hero"),), topic="setup"),
    CommandSpec("leader", "choose the party leader by seat number", (Arg("seat", "int"),), topic="setup"),
    CommandSpec("explore", "explore the location (t1/t2 spends success tokens)", (Arg("spend", optional=True),)),
    CommandSpec("rest", "recover wounds", (Arg("spend", optional=True),)),
    CommandSpec("aid", "give success tokens to another hero", (Arg("args", many=True, optional=True),)),
    CommandSpec("attack", "attack enemies", (Arg("args", many=True, optional=True),)),
    CommandSpec("use", "use an item (its i... id) or a gear card's ability (its g... id)", (Arg("item"),)),
    CommandSpec("pay", "discard a success token from this action card", (Arg("card", "choice", ACTION_KINDS),)),
    CommandSpec("hit", "send one success of a split attack at this target", (Arg("enemy"),)),
    CommandSpec("first", "choose which of the tied enemies comes first", (Arg("enemy"),)),
    CommandSpec("exhaust", "exhaust this action card", (Arg("card", "choice", ACTION_KINDS),)),
    CommandSpec("ready", "ready this action card", (Arg("card", "choice", ACTION_KINDS),)),
    CommandSpec("activate", "activate one of the enemies", (Arg("enemy"),)),
    CommandSpec("strike", "choose which tied enemies strike", (Arg("enemies", many=True),)),
    CommandSpec("place", "put a success token on one of your action cards", (Arg("card", "choice", ACTION_KINDS),)),
    CommandSpec("travel", "travel to the next location"),
    CommandSpec("stay", "stay at this location for now"),
    CommandSpec("gear", "claim gear: top, a discard number, or decline", (Arg("pick"),)),
    CommandSpec("equip", "equip the gear just claimed"),
    CommandSpec("stash", "put the gear just claimed in the gear discard pile"),
    CommandSpec("swap", "unequip this gear to make room", (Arg("gear"),)),
    CommandSpec("choose", "choose among tied heroes", (Arg("seat", "int"),)),
    CommandSpec("lure", "draw this enemy out of the shadows to engage you", (Arg("enemy"),)),
    CommandSpec("reroll", "re-roll this hero die (numbered as in the choices)", (Arg("die", "int"),)),
    CommandSpec("order", "of the effects due at once, resolve this one next", (Arg("n", "int"),)),
    CommandSpec("pass", "let a triggered ability go by unused"),
    CommandSpec("train", "settlement: the trainer upgrades one basic action", (Arg("card", "choice", ACTION_KINDS),),
                topic="settlement"),
    CommandSpec("smith", "settlement: the blacksmith shows two gear cards", topic="settlement"),
    CommandSpec("take", "settlement: keep this gear card from the blacksmith", (Arg("gear"),), topic="settlement"),
    CommandSpec("decline", "settlement: keep none of the blacksmith's gear", topic="settlement"),
    CommandSpec("arena", "settlement: the arena raises your gear capacity by one", topic="settlement"),
    CommandSpec("give", "settlement: give gear to the hero in that seat", (Arg("gear"), Arg("seat", "int")),
                topic="settlement"),
    CommandSpec("keep", "settlement: give no more gear", topic="settlement"),
    CommandSpec("refuse", "settlement: turn down a gift you would have to unequip for", topic="settlement"),
])


class QuestOver(Exception):
    """Raised inside the quest script the moment victory or defeat is met."""


TOWN_PHASES = ("settlement", "done")  # the quest stage is over: the party is back in town

# What the three common keywords do, as the engine plays them (named ones carry their own text).
BASIC_KEYWORD_TEXT = {
    "advance": "moves into the active hero's zone",
    "retreat": "goes back to the shadows",
    "inflict": "its hero suffers its attack value, with no dice and so no defence",
}


class WarhammerQuest(SheetMixin, DelveMixin, CampaignMixin, EffectsMixin, FoesMixin, ProcedureMixin, Game):
    game_id = "wq_acg"
    commands = COMMANDS
    ORDER_RULE = "WQ-TIME-02"  # effects due together: the leader (or their holder) picks the order
    ORDER_PROMPT = "several effects are due at once: which first?"

    def __init__(self, setup: Setup, ruleset: Ruleset) -> None:
        super().__init__(setup, ruleset)
        self.c = load(ruleset)
        dice = self.c["dice"]
        self.hero_die = Die.from_data("hero", dice["hero"]["faces"])
        self.enemy_die = Die.from_data("enemy", dice["enemy"]["faces"])
        self.quest_id = self.campaign_quest() or setup.options.get("quest", "rot_beneath")
        self.quest = self.c["quest"][self.quest_id]
        self.order = setup.seat_names
        self.heroes: dict[str, dict[str, Any]] = {}
        # the constant modifiers and stats as they stand for these faceup gear, conditions, actions
        self._constant_key: list[Any] = []
        self._constant: list[Modifier] = []
        self._stats: dict[tuple[str, str], tuple[Any, int]] = {}
        self.active: str | None = None
        self.round = 1
        self.peril = 0
        self.spawn_turn = 0
        self.nemesis_defeated = False
        self.result: tuple[str, str] | None = None
        self.targets: list[str] = []  # the targets declared for the action under way
        self.subject: CardInstance | None = None  # the enemy a trigger or keyword is about
        self.roll: dict[str, Any] | None = None  # the hero dice of the action under way, at step 4
        self.phase = "setup"
        self.leader_chosen = False  # the token's holder is only shown once the first seat has named one
        self.pool_added: list[str] = []
        self._odds_memo: dict[Any, Any] = {}  # action odds by dice, attackers and defence (action_odds)  # campaign-pool cards this quest's reward or penalty adds
        t = self.table = Table(ids=OpaqueIds.for_game(setup.seed))
        self.enemy_deck = t.zone("enemy_deck", visibility="none")
        self.enemy_discard = t.zone("enemy_discard")
        self.shadow = t.zone("shadow")
        self.lair = t.zone("lair")
        self.limbo = t.zone("limbo")  # a card between two places during one step
        self.set_aside = t.zone("set_aside", visibility="none")
        self.location_deck = t.zone("location_deck", visibility="none")
        self.location_discard = t.zone("location_discard")
        self.location = t.zone("location")
        self.dungeon_deck = t.zone("dungeon_deck", visibility="none")
        self.dungeon_discard = t.zone("dungeon_discard")
        self.gear_deck = t.zone("gear_deck", visibility="none")
        self.gear_discard = t.zone("gear_discard")
        self.unused = t.zone("unused", visibility="none")
        self.zones = {s: t.zone(f"zone:{s}") for s in self.order}
        self.items = {s: t.zone(f"items:{s}") for s in self.order}
        self.gear = {s: t.zone(f"gear:{s}") for s in self.order}
        self.start(self._quest())

    # -- small helpers --------------------------------------------------------------
    def seat_no(self, seat: str) -> int:
        return self.order.index(seat) + 1

    def is_defeated(self, seat: str) -> bool:
        return seat in self.turns.out

    def leader_seat(self) -> str:
        """The holder of the leader token (`turns.first`); while he is down, the next hero standing."""
        standing = self.turns.order_from()
        return standing[0] if standing else self.turns.first

    def active_or_leader(self) -> str:
        return self.active if self.active is not None else self.leader_seat()

    def health(self, seat: str) -> int:
        return self.stat(seat, "health")

    # -- stats: printed values plus the modifiers worn gear and conditions give ------------------
    def stat(self, seat: str, what: str) -> int:
        """`modifiers.stat`, remembered while the hero's faceup gear, conditions and (for dice) the
        action card stay the same: bots read stats many times between two changes."""
        if self.modifiers.lasting:  # effects with a duration are not remembered
            return self.modifiers.stat(seat, what)
        h = self.heroes[seat]
        sig = (tuple(h["conditions"]), tuple([c.card_id for c in self.gear[seat] if c.face_up]),
               h["actions"][what[5:]]["card"] if what.startswith("dice:") else "")
        known = self._stats.get((seat, what))
        if known is None or known[0] != sig:
            known = self._stats[(seat, what)] = (sig, self.modifiers.stat(seat, what))
        return known[1]

    def printed(self, target: str, what: str) -> int:
        """A hero's printed health (by party size) and action dice ("dice:attack"); the other
        stats (defence, bonus successes) start at nothing."""
        h = self.heroes.get(target)
        if h is None:
            return 0
        if what == "health":
            return self.c["hero"][h["hero"]]["health"][PARTY_WORD[self.party_size]]
        if what.startswith("dice:"):
            return self.action_card(target, what[5:])["dice"]
        return 0

    def constant_modifiers(self) -> list[Modifier]:
        """What faceup gear and conditions add while they are there (built again when they change)."""
        key = [(tuple(h["conditions"]), [c.card_id for c in self.gear[s] if c.face_up])
               for s, h in self.heroes.items()]
        if key != self._constant_key:
            self._constant_key, self._constant = key, list(self._worn_and_suffered())
        return self._constant

    def _worn_and_suffered(self):
        for seat, h in self.heroes.items():
            for card in self.gear[seat]:
                if not card.face_up:
                    continue
                g = self.c["gear"][card.card_id]
                for what, amount in (("health", g.get("health", 0)), ("defence", g.get("defence", 0)),
                                     (f"dice:{g.get('for')}", g.get("dice", 0))):
                    if amount:
                        yield Modifier(seat, what, amount, source=g["name"])
            for cond in h["conditions"]:
                c = self.c["condition"][cond]
                if c.get("bonus_successes"):
                    yield Modifier(seat, "bonus_successes", c["bonus_successes"], source=c["name"])
                for kind in ACTION_KINDS if c.get("fewer_dice") else ():
                    yield Modifier(seat, f"dice:{kind}", -c["fewer_dice"], source=c["name"])

    def gear_of(self, seat: str) -> list[dict[str, Any]]:
        """The gear whose text applies: a depleted (facedown) card has none."""
        return [self.c["gear"][g.card_id] for g in self.gear[seat] if g.face_up]

    @property
    def party_size(self) -> int:
        return len(self.order)

    # -- wounds, tokens, conditions, progress, peril -----------------------------------
    def suffer(self, seat: str, n: int, source: str) -> None:
        h = self.heroes[seat]
        if n <= 0 or self.is_defeated(seat):
            return
        hp = self.health(seat)
        before = h["wounds"]
        h["wounds"] = min(hp, before + n)
        words, note = wound_words(n, h["wounds"] - before)
        self.emit(f"{seat} {words} from {source} ({note}{h['wounds']}/{hp})",
                  rule="WQ-WND-01", data={"step": "hero_wounds", "seat": seat, "dealt": n,
                                          "taken": h["wounds"] - before, "wounds": h["wounds"], "health": hp})
        if h["wounds"] >= hp:
            self.defeat_hero(seat)
        self.check_end()

    def defeat_hero(self, seat: str) -> None:
        h = self.heroes[seat]
        h["wounds"] = min(h["wounds"], self.health(seat))
        self.turns.out.add(seat)  # defeated heroes are passed over wherever play goes round the table
        h["conditions"].clear()
        for e in list(self.zones[seat]):
            self.table.move(e, self.shadow)
        self.emit(f"{seat} is defeated; their enemies slip back into the shadows", rule="WQ-DEF-01")

    def recover(self, seat: str, n: int, source: str) -> None:
        h = self.heroes[seat]
        if self.is_defeated(seat) or n <= 0 or not h["wounds"]:
            return
        blocking = [c for c in h["conditions"] if self.c["condition"][c].get("blocks_healing")]
        if blocking:
            self.emit(f"{seat} is {self.c['condition'][blocking[0]]['name'].lower()} and recovers nothing "
                      f"({source})", rule="WQ-COND-05")
            return
        healed = min(n, h["wounds"])
        h["wounds"] -= healed
        self.emit(f"{seat} recovers {plural(healed, 'wound')} ({source})", rule="WQ-REST-01")
        for cond in list(h["conditions"]):
            if self.c["condition"][cond]["removed_by"] == "rest" and source == "rest":
                h["conditions"].remove(cond)
                self.emit(f"{seat} is no longer {self.c['condition'][cond]['name'].lower()}", rule="WQ-COND-04")

    def give_condition(self, seat: str, kind: str, source: str) -> None:
        h = self.heroes[seat]
        if kind in h["conditions"]:
            self.emit(f"{seat} is already {self.c['condition'][kind]['name'].lower()}", rule="WQ-COND-02")
            return
        h["conditions"].append(kind)
        self.emit(f"{seat} becomes {self.c['condition'][kind]['name'].lower()} ({source})", rule="WQ-COND-01")

    def cure(self, seat: str, kind: str, source: str) -> None:
        h = self.heroes[seat]
        if kind in h["conditions"]:
            h["conditions"].remove(kind)
            self.emit(f"{seat} is no longer {self.c['condition'][kind]['name'].lower()} ({source})",
                      rule="WQ-COND-04")

    def place_tokens(self, seat: str, n: int, source: str):
        h = self.heroes[seat]
        for _ in range(n):
            room = [k for k in ACTION_KINDS if h["actions"][k]["tokens"] < TOKEN_CAP]
            if not room:
                self.emit(f"{seat} has no room for more success tokens; the rest are lost", rule="WQ-AID-04")
                return
            if len(room) == 1:
                kind = room[0]
            else:
                answer = yield Ask(seat, f"{source}: put a success token on which action?",
                                   [Option(f"place {k}", f"on {self.action_card(seat, k)['name']}",
                                           {"verb": "place", "action": k}) for k in room],
                                   rule="WQ-AID-03")
                kind = answer.args[0]
            h["actions"][kind]["tokens"] += 1
            self.emit(f"{seat} puts a success token on {self.action_card(seat, kind)['name']}", rule="WQ-AID-03")

    def add_progress(self, n: int, source: str) -> None:
        card = self.location.top
        if card is None or n == 0:
            return
        value = self.c["location"][card.card_id]["explore"]
        before = card.tokens.get("progress", 0)
        card.tokens["progress"] = max(0, min(value, before + n))  # a negative n removes progress
        self.emit(f"{source}: {card.tokens['progress'] - before:+d} progress ({card.tokens['progress']}/{value})",
                  rule="WQ-EXP-01" if n > 0 else "WQ-LOC-04")
        self.check_end()

    def move_peril(self, n: int, source: str) -> None:
        last = len(self.quest["peril"])
        self.peril = max(0, min(last, self.peril + n))
        self.emit(f"{source}: peril moves to {self.peril}/{last}", rule="WQ-PERIL-05")
        self.check_end()

    # -- victory and defeat ---------------------------------------------------------------
    def check_end(self) -> None:
        if self.result:
            return
        lost = all(self.is_defeated(s) for s in self.heroes) if self.heroes else False
        if self.quest["defeat"] == "peril_end" and self.peril >= len(self.quest["peril"]):
            lost = True
        won = self.quest_won()
        if lost:  # defeat wins a tie
            self.result = ("lost", "the quest is lost" + self.ending_text("penalty"))
        elif won:
            self.result = ("won", "the quest is won" + self.ending_text("reward"))
        if self.result:
            self.emit(self.result[1], kind="phase", rule="WQ-WIN-01" if won and not lost else "WQ-WIN-02")
            raise QuestOver

    def in_words(self, state: dict[str, Any]) -> dict[str, Any]:
        """Effect lists in words, as the card view on screen says them."""
        return wording.in_words(state)

    def ending_text(self, section: str) -> str:
        """': ' and the sheet's reward or penalty text, for the line that ends the quest.  A text
        that comes with cards for the campaign pool speaks of what only a campaign gives, so a
        stand-alone quest leaves it out."""
        if self.record is None and self.quest.get(f"{section}_pool"):
            return ""
        return f": {self.quest[section]}"

    # -- the quest script -------------------------------------------------------------------
    def _quest(self):
        try:
            yield from self._setup()
            while True:
                yield from self.hero_phase()
                yield from self.enemy_phase()
                yield from self.location_phase()
                yield from self.peril_phase()
        except QuestOver:
            pass
        self.active = None
        for seat in self.order:  # conditions and unused items do not outlast the quest
            if seat in self.heroes:
                self.heroes[seat]["conditions"].clear()
                self.table.gather(self.items[seat], self.dungeon_discard)
        self.emit("conditions and unused items are put away", rule="WQ-COND-06")
        rec = self.record
        if rec is not None and rec["next"] + 1 < len(rec["quests"]):
            yield from self.settlement()  # no settlement after the campaign's last quest
        self.phase = "over"

    def _setup(self):
        taken: set[str] = set()
        for seat in self.order:
            known = self.known_hero(seat)
            if known:  # a campaign keeps its heroes from quest to quest
                hid = known["hero"]
            else:
                options = [Option(f"pick {hid}", f"{h['name']} ({h['role']}). {h['ability']}",
                                  {"verb": "pick", "hero": hid})
                           for hid, h in self.c["hero"].items()
                           if hid not in taken]
                answer = yield Ask(seat, "choose your hero", options, rule="WQ-SETUP-02")
                hid = answer.args[0]
            taken.add(hid)
            advanced = set(known["advanced"]) if known else set()
            cards = {(a["kind"], a["level"]): aid for aid, a in self.c["action"].items() if a["hero"] == hid}
            self.heroes[seat] = {
                "hero": hid, "wounds": 0, "conditions": [],
                "capacity": known["capacity"] if known else 1,
                "actions": {k: {"card": cards[(k, "advanced" if k in advanced else "basic")], "ready": True,
                                "tokens": 0} for k in ACTION_KINDS}}
            if known:  # the gear carried over is worn from the start, for all to see before the leader is chosen
                self.table.fill(self.gear[seat], known["gear"])
            self.emit(f"{seat} plays {self.c['hero'][hid]['name']}", seat=seat, rule="WQ-SETUP-02")
        answer = yield Ask(self.order[0], "choose the party leader",
                           [Option(f"leader {i + 1}", s, {"verb": "leader", "seat": s})
                            for i, s in enumerate(self.order)], rule="WQ-SETUP-12")
        self.turns.first = self.order[int(answer.args[0]) - 1]
        self.leader_chosen = True
        self.emit(f"{self.turns.first} leads the party", rule="WQ-SETUP-12")
        self.build_decks()
        yield from self.quest_rules("setup")
        self.phase = "hero"
        yield from self.reveal_location()

    def reveal_location(self):
        card = self.table.draw(self.location_deck, self.location, face_up=True)
        if card is None:
            return
        loc = self.c["location"][card.card_id]
        card.tokens["progress"] = 0
        self.emit(f"the party enters {loc['name']} (explore {loc['explore']})", rule="WQ-LOC-02", reveals=True)
        yield from self.spawn(loc["spawn_up"], "engaged", loc["name"])
        yield from self.spawn(loc["spawn_down"], "shadow_down", loc["name"])
        if card.card_id == self.quest["final_location"] and self.quest.get("nemesis_enters") == "final_location":
            for nem in list(self.lair):
                self.emit(f"{self.foe(nem)['name']} rises from the lair!", rule="WQ-NEM-06")
                self.engage(nem, self.leader_seat(), "the quest's final location")
        yield from self.quest_rules("arrive")

    # -- phases -------------------------------------------------------------------------------
    def hero_phase(self):
        self.phase = "hero"
        self.emit(f"Round {self.round}: hero phase", kind="phase", rule="WQ-ROUND-01")
        ring = self.turns.order_from(include_out=True)  # a defeated hero's slots are skipped, not handed on
        for step in PATTERN[self.party_size]:
            seat = ring[step]
            if self.is_defeated(seat):
                self.emit(f"{seat} is defeated and skips this activation", rule="WQ-HERO-04")
                continue
            self.active = seat
            yield from self.activation(seat)
            self.active = None

    def activation(self, seat: str):
        while True:
            # live: an item or gear used first changes what the actions can do
            answer = yield Ask(seat, "choose an action (or use an item first)", rule="WQ-HERO-06", kind="turn",
                               live=lambda: self.activation_options(seat))
            if answer.name == "use" and answer.args[0].startswith("g"):
                yield from self.use_gear(seat, uid(answer.args[0]))
                continue
            if answer.name == "use":
                yield from self.use_item(seat, uid(answer.args[0]))
                continue
            kind = answer.name
            args = list(answer.args)
            spend = 0
            if args and args[-1].startswith("t"):
                spend = int(args.pop()[1:])
            yield from self.perform(seat, kind, args, spend)
            return

    def activation_options(self, seat: str) -> list[Option]:
        """Each ready action with each choice of targets and of tokens to spend, with its odds;
        then the items and gear abilities the hero could use first."""
        h = self.heroes[seat]
        out: list[Option] = []
        for kind in ACTION_KINDS:
            slot = h["actions"][kind]
            if not slot["ready"]:
                continue
            card = self.action_card(seat, kind)
            dice = self.dice_for(seat, kind)
            chances = self.action_odds(seat, kind)
            for targets in self.targets_for(seat, kind):
                for spend in range(slot["tokens"] + 1):
                    words = [kind, *targets] + ([f"t{spend}"] if spend else [])
                    desc = f"{card['name']}: {plural(dice, 'die', 'dice')}"
                    if targets:
                        desc += (" for " if kind == "aid" else " at ") + ", ".join(self.target_name(t) for t in targets)
                    if spend:
                        desc += f", spend {plural(spend, 'token')}"
                    data = {"verb": kind, "action": kind, "card": slot["card"], "dice": dice, "spend": spend,
                            "targets": list(targets), "odds": chances[spend]}
                    if kind == "aid" and targets:
                        data["to"] = self.order[int(targets[0]) - 1]
                    out.append(Option(" ".join(words), desc, data))
        for item in self.items[seat]:
            d = self.c["dungeon"][item.card_id]
            if self.usable(d.get("use", [])):
                out.append(Option(f"use {ref('i', item)}", f"use {d['name']}",
                                  {"verb": "use", "item": ref("i", item), "card": item.card_id, "cost": "item"}))
        out += self.gear_uses(seat)
        return out

    def gear_uses(self, seat: str) -> list[Option]:
        """Gear abilities whose cost can be paid in full and whose requirement is met."""
        out = []
        for card in self.gear[seat]:
            g = self.c["gear"][card.card_id]
            if not g.get("use") or g.get("when") or not card.face_up:  # a trigger waits for its moment
                continue
            if self.cost_payable(seat, card) and self.usable(g["use"]):
                cost = {"exhaust": "exhaust", "deplete": "deplete", "token": "discard a token"}[g["cost"]]
                out.append(Option(f"use {ref('g', card)}", f"{cost}: {g['name']}",
                                  {"verb": "use", "gear": ref("g", card), "card": card.card_id, "cost": g["cost"]}))
        return out

    def use_gear(self, seat: str, gid: str):
        card = self.gear[seat].find(gid)
        assert card is not None
        g = self.c["gear"][card.card_id]
        yield from self.pay_cost(seat, card)
        yield from self.resolve_effects(g["use"], g["name"])
        if g["cost"] == "deplete":
            self.deplete(seat, card)

    def deplete(self, seat: str, card) -> None:
        """Flip gear facedown for the rest of the quest; its text, health included, stops."""
        card.face_up = False
        card.flags.discard("exhausted")
        self.emit(f"{self.c['gear'][card.card_id]['name']} is depleted", seat=seat, rule="WQ-CARD-03")
        h = self.heroes[seat]
        if not self.is_defeated(seat) and h["wounds"] >= self.health(seat):
            self.defeat_hero(seat)
            self.check_end()

    def refresh_gear(self, seat: str) -> None:
        """Depleted gear turns faceup and exhausted gear readies (settlement, a delve's refresh)."""
        for card in self.gear[seat]:
            card.face_up = True
            card.flags.discard("exhausted")

    def use_item(self, seat: str, iid: str):
        item = self.items[seat].find(iid)
        assert item is not None
        d = self.c["dungeon"][item.card_id]
        self.table.move(item, self.dungeon_discard)
        self.emit(f"{seat} uses {d['name']}", seat=seat, rule="WQ-DUN-03")
        yield from self.resolve_effects(d.get("use", []), d["name"])

    def draw_dungeon(self, seat: str):
        card = self.table.draw(self.dungeon_deck, self.limbo, face_up=True)
        if card is None:
            self.emit("the dungeon deck is spent", rule="WQ-DUN-07")
            return
        d = self.c["dungeon"][card.card_id]
        self.emit(f"{seat} draws a dungeon card: {d['name']}", seat=seat, rule="WQ-EXP-03", reveals=True)
        if d["trait"] == "item":
            self.table.move(card, self.items[seat])
        else:
            self.table.move(card, self.dungeon_discard)
            yield from self.resolve_effects(d.get("effects", []), d["name"])
        for _ in range(d.get("treasure", 0)):
            yield from self.claim_gear(seat)

    def claim_gear(self, seat: str):
        options = []
        if len(self.gear_deck):
            options.append(Option("gear top", "take the top card of the gear deck", {"verb": "gear", "pick": "top"}))
        options += [Option(f"gear {ref('g', g)}", f"take {self.c['gear'][g.card_id]['name']} from the discards",
                           {"verb": "gear", "pick": "discard", "gear": ref("g", g), "card": g.card_id})
                    for g in self.gear_discard]
        if not options:
            return
        options.append(Option("gear decline", "take nothing", {"verb": "gear", "pick": "decline"}))
        answer = yield Ask(seat, "treasure! claim gear", options, rule="WQ-DUN-05")
        pick = answer.args[0]
        if pick == "decline":
            self.emit(f"{seat} leaves the treasure", seat=seat, rule="WQ-DUN-05")
            return
        if pick == "top":
            card = self.table.draw(self.gear_deck, self.limbo, face_up=True)
        else:
            card = self.gear_discard.find(uid(pick))
            self.table.move(card, self.limbo)
        assert card is not None
        g = self.c["gear"][card.card_id]
        self.emit(f"{seat} claims {g['name']} ({g['slot']})", seat=seat, rule="WQ-DUN-05", reveals=True)
        yield from self.offer_equip(seat, card)

    def offer_equip(self, seat: str, card):
        """Equip claimed gear (unequipping first if the player wishes) or discard it."""
        g = self.c["gear"][card.card_id]
        if g.get("fortune"):
            yield from self.claim_fortune(seat, card)
            return
        while True:
            problem = self.equip_problem(seat, g)
            options = [] if problem else [Option("equip", f"equip {g['name']}",
                                                 {"verb": "equip", "card": card.card_id})]
            options += self.swap_options(seat, card)
            options.append(Option("stash", f"put {g['name']} in the gear discard pile",
                                  {"verb": "stash", "card": card.card_id}))
            answer = yield Ask(seat, f"equip {g['name']}?" + (f" ({problem})" if problem else ""), options,
                               rule="WQ-GEAR-02")
            if answer.name == "equip":
                self.table.move(card, self.gear[seat])
                self.emit(f"{seat} equips {g['name']}", seat=seat, rule="WQ-GEAR-11")
                return
            if answer.name == "stash":
                self.table.move(card, self.gear_discard_for(card))
                self.emit(f"{g['name']} is put aside", rule="WQ-GEAR-08")
                return
            self.unequip(seat, uid(answer.args[0]))

    def swap_options(self, seat: str, new: CardInstance) -> list[Option]:
        """The "swap g..." choices: gear the hero may unequip to make room for `new`."""
        return [Option(f"swap {ref('g', x)}", f"unequip {self.c['gear'][x.card_id]['name']}",
                       {"verb": "swap", "gear": ref("g", x), "card": x.card_id, "for": new.card_id})
                for x in self.gear[seat] if self.can_unequip(seat, x)]

    def unequip(self, seat: str, gid: str, why: str = "") -> None:
        """Take gear off (it goes where unwanted gear goes); `why` ends the log line."""
        old = self.gear[seat].find(gid)
        assert old is not None
        self.table.move(old, self.gear_discard_for(old))
        self.emit(f"{seat} unequips {self.c['gear'][old.card_id]['name']}{why}", rule="WQ-GEAR-05")
        h = self.heroes[seat]
        h["wounds"] = min(h["wounds"], self.health(seat))

    def can_unequip(self, seat: str, card: CardInstance) -> bool:
        """Depleted gear stays, and so does health gear the hero lives on."""
        return card.face_up and (self.heroes[seat]["wounds"]
                                 < self.health(seat) - self.c["gear"][card.card_id].get("health", 0))

    def equip_problem(self, seat: str, g: dict[str, Any], kept: list[CardInstance] | None = None) -> str:
        """Why the hero can't equip this now (empty if he can); `kept`: judge as if he wore only those."""
        kept = list(self.gear[seat]) if kept is None else kept
        worn = [self.c["gear"][x.card_id] for x in kept]  # depleted cards still take room
        if len(worn) >= self.heroes[seat]["capacity"]:
            return f"gear capacity {self.heroes[seat]['capacity']} is full"
        if g["slot"] == "weapon" and sum(1 for x in worn if x["slot"] == "weapon") >= 2:
            return "two weapons already"
        if g["slot"] == "armour" and any(x["slot"] == "armour" for x in worn):
            return "armour already worn"
        return ""

    def location_phase(self):
        self.phase = "location"
        card = self.location.top
        if card is None:
            return
        loc = self.c["location"][card.card_id]
        yield from self.resolve_effects(loc.get("on_location_phase", []), loc["name"])
        explored = card.tokens.get("progress", 0) >= loc["explore"]
        if explored and len(self.location_deck):
            answer = yield Ask(self.leader_seat(), f"{loc['name']} is fully explored: travel on?",
                               [Option("travel", "travel to the next location", {"verb": "travel"}),
                                Option("stay", "stay here", {"verb": "stay"})], rule="WQ-LOC-05")
            if answer.name == "travel":
                self.travel()
                yield from self.delve_progression()
                yield from self.reveal_location()

    def travel(self) -> None:
        card = self.location.top
        assert card is not None
        card.tokens.pop("progress", None)
        self.table.move(card, self.location_discard)
        for e in list(self.shadow):
            if not (e.face_up and self.foe(e)["kind"] == "nemesis"):
                e.flags.discard("exhausted")
                self.table.move(e, self.enemy_discard, face_up=True)
        self.emit("the party travels on; the shadows are left behind", rule="WQ-LOC-09")

    def peril_phase(self):
        self.phase = "peril"
        track = self.quest["peril"]
        self.peril = min(len(track), self.peril + 1)
        colour = track[self.peril - 1]
        self.emit(f"Round {self.round}: peril rises to {self.peril}/{len(track)}", kind="phase", rule="WQ-PERIL-01")
        names = {"g": "green", "b": "blue", "r": "red"}
        if colour in names:
            self.emit(f"a {names[colour]} peril space", rule="WQ-PERIL-02")
            yield from self.resolve_effects(self.quest[f"peril_{names[colour]}"], f"{names[colour]} peril")
        self.check_end()
        yield from self.quest_rules("round_end")  # the sheet first; the rest in the party's order
        due: list[dict[str, Any]] = []
        for seat in self.order:
            for cond in self.heroes[seat]["conditions"]:
                effects = self.c["condition"][cond].get("end_of_round", [])
                if effects:
                    due.append({"name": self.c["condition"][cond]["name"], "holder": seat, "condition": cond,
                                "effects": effects})
            due += self.gear_triggers(seat, "round_end")
        here = self.location.top
        if here is not None and self.c["location"][here.card_id].get("on_round_end"):
            loc = self.c["location"][here.card_id]
            due.append({"name": loc["name"], "effects": loc["on_round_end"]})
        yield from self.all_due(due, None)
        held = self.turns.first
        if self.turns.rotate_first() != held:  # to the next hero standing; a lone hero keeps it
            self.emit(f"{self.turns.first} takes the leader token", rule="WQ-LEAD-02")
        for seat in self.order:  # exhausted gear is ready for the next round
            for card in self.gear[seat]:
                card.flags.discard("exhausted")
        self.round += 1

    # -- the Game contract ---------------------------------------------------------------------
    def explain(self, seat: str, command: Command) -> str | None:
        ask = self.flow.pending
        if ask is None or ask.seat != seat:
            return None
        if command.name in ACTION_KINDS and not self.heroes.get(seat, {}).get("actions", {}).get(
                command.name, {}).get("ready", True):
            return f"your {command.name} action is exhausted until you prepare"
        return None

    def outcome(self) -> Outcome | None:
        if not self.result or self.phase != "over":
            return None
        won = self.result[0] == "won"
        return Outcome(list(self.order) if won else [], self.result[1])

    def check_invariants(self) -> None:
        self.table.check_conservation()
        assert not len(self.limbo) or self.flow.pending is not None
        for seat, h in self.heroes.items():
            assert len(self.zones[seat]) <= 3, f"{seat}'s engagement zone holds more than three enemies"
            assert 0 <= h["wounds"] <= self.health(seat)
            for slot in h["actions"].values():
                assert 0 <= slot["tokens"] <= TOKEN_CAP
        assert 0 <= self.peril <= len(self.quest["peril"])

    def state_data(self) -> dict[str, Any]:
        return {"rng": self.rng.state, "ids": self.table.ids.rng.state, "table": self.table.as_data(), "heroes": self.heroes,
                "active": self.active, "round": self.round, "peril": self.peril,
                "phase": self.phase, "result": self.result, "spawn_turn": self.spawn_turn,
                "core": self.core_state()}

    # -- views ---------------------------------------------------------------------------------
    def keyword_view(self, keyword: str) -> dict[str, str]:
        """A keyword of an enemy's bar as the table names and explains it."""
        named = self.c.get("keyword", {}).get(keyword)
        if named:
            return {"name": named["name"], "text": named["text"]}
        return {"name": keyword.capitalize(), "text": BASIC_KEYWORD_TEXT.get(keyword, "")}

    def enemy_view(self, card) -> dict[str, Any]:
        if not card.face_up:
            return {"id": ref("e", card), "facedown": True}
        f = self.foe(card)
        out = {"id": ref("e", card), "name": f["name"], "kind": f["kind"], "attack": f["attack"],
               "health": f["health"], "wounds": card.tokens.get("wounds", 0), "ready": self.ready(card),
               "bar": f["bar"], "keywords": [self.keyword_view(k) for k in f["bar"]]}
        if f.get("resilience"):
            out["resilience"] = f["resilience"]
        if f.get("nemesis"):
            out["nemesis"] = f["nemesis"]  # what a nemesis icon on the dice makes it do
        if f.get("cannot_engage"):
            out["cannot_engage"] = True
        return out

    def gear_view(self, card) -> dict[str, Any]:
        """A gear card as its face reads, with whether it is ready, exhausted or depleted."""
        g = self.c["gear"][card.card_id]
        state = "depleted" if not card.face_up else "exhausted" if "exhausted" in card.flags else "ready"
        return {"id": f"g{card.uid}", **{k: v for k, v in g.items() if k not in ("hero", "pool")}, "state": state}

    def loose_card_view(self, card) -> dict[str, Any]:
        """A faceup card on its way somewhere (gear claimed, a dungeon card drawn, an enemy spawning)."""
        for kind in ("gear", "dungeon", "enemy"):
            if card.card_id in self.c[kind]:
                if kind == "gear":
                    return {"kind": kind, **self.gear_view(card)}
                if kind == "enemy":
                    return {"kind": kind, **self.enemy_view(card)}
                return {"kind": kind, "id": f"d{card.uid}", **self.c[kind][card.card_id]}
        return {"kind": "card", "id": f"c{card.uid}", "name": card.card_id}

    def hero_view(self, seat: str) -> dict[str, Any]:
        h = self.heroes[seat]
        hero = self.c["hero"][h["hero"]]
        return {"seat": seat, "hero": hero["name"], "role": hero["role"], "ability": hero["ability"],
                "wounds": h["wounds"],
                "health": self.health(seat),
                # once the quest is over a fallen hero is back in town, to be healed at the refresh
                "defeated": self.is_defeated(seat) and self.phase not in TOWN_PHASES,
                "fell": self.is_defeated(seat) and self.phase in TOWN_PHASES,
                "leader": self.leader_chosen and seat == self.leader_seat(), "active": seat == self.active,
                "actions": [self.action_view(seat, k, s) for k, s in h["actions"].items()],
                "gear": [self.c["gear"][g.card_id]["name"] for g in self.gear[seat]],
                "gear_cards": [self.gear_view(g) for g in self.gear[seat]],
                "capacity": h["capacity"],
                "items": [f"{ref('i', i)} {self.c['dungeon'][i.card_id]['name']}" for i in self.items[seat]],
                "item_cards": [{"id": ref("i", i), **self.c["dungeon"][i.card_id]} for i in self.items[seat]],
                "conditions": [self.c["condition"][c]["name"] for c in h["conditions"]],
                "condition_cards": [self.c["condition"][c] for c in h["conditions"]],
                "engaged": [self.enemy_view(e) for e in self.zones[seat]]}

    def action_view(self, seat: str, kind: str, slot: dict[str, Any]) -> dict[str, Any]:
        """One action card as the hero holds it: its dice now, ready or not, tokens on it, and the
        rest of the card's face for a player reading it in full."""
        card = self.action_card(seat, kind)
        return {"kind": kind, "name": card["name"], "dice": self.dice_for(seat, kind), "ready": slot["ready"],
                "tokens": slot["tokens"], "prepare": bool(card.get("prepare")), "level": card["level"],
                "printed_dice": card["dice"],
                # an attack's reach: the shadows and other zones, and how many it may aim at
                "ranged": bool(card.get("ranged")), "targets": int(card.get("targets", 1)),
                "before": card.get("before", []), "after": card.get("after", [])}

    def action_odds(self, seat: str, kind: str) -> list[dict[str, Any]]:
        """The exact odds of one action, for each number of its tokens spent: successes expected,
        the chance to finish the location (explore) or to defeat each enemy engaged with the hero
        (attack, all successes on that one), and the wounds its engaged enemies should deal."""
        dice = self.dice_for(seat, kind)
        attackers = tuple(sorted((self.foe(e)["attack"] for e in self.zones[seat] if self.ready(e)), reverse=True))
        key = (dice, attackers, self.extra_defence(seat))
        memo = self._odds_memo
        if memo.get("die") is not self.hero_die:  # a fresh table whenever the dice change (tests fix them)
            memo.clear()
            memo["die"] = self.hero_die
        if key not in memo:
            chance = sum(1 for f in self.enemy_die.faces if f.has("attack")) / len(self.enemy_die.faces)
            memo[key] = (odds.successes(self.hero_die, dice),
                         odds.wounds_taken(self.hero_die, dice, chance, attackers, key[2]))
        got, wounds = memo[key]
        needs: dict[str, int] = {}
        loc = self.location.top
        if kind == "explore" and loc is not None:
            needs["finish"] = self.c["location"][loc.card_id]["explore"] - loc.tokens.get("progress", 0)
        if kind == "attack":
            for e in self.zones[seat]:
                f = self.foe(e)
                needs[ref("e", e)] = f["health"] - e.tokens.get("wounds", 0) + f.get("resilience", 0)
        out = []
        for spend in range(self.heroes[seat]["actions"][kind]["tokens"] + 1):
            bonus = spend + self.bonus_successes(seat)
            o: dict[str, Any] = {"successes": got.expected(bonus)}
            if "finish" in needs:
                o["finish"] = got.at_least(needs["finish"], bonus)
            if kind == "attack":
                o["defeat"] = {eid: got.at_least(n, bonus) for eid, n in needs.items()}
            o["wounds"] = wounds
            out.append(o)
        return out

    def odds_view(self, seat: str) -> list[dict[str, Any]]:
        """The exact odds of each action the active hero could take now, as numbers, with the
        tokens on its card spent: successes expected, the chance to finish the location (explore)
        or to defeat each engaged enemy (attack), and the wounds expected from the enemies' dice."""
        if seat != self.active or self.phase != "hero":
            return []
        names = {ref("e", e): self.foe(e)["name"] for e in self.zones[seat]}
        out = []
        for kind in ACTION_KINDS:
            slot = self.heroes[seat]["actions"][kind]
            if not slot["ready"]:
                continue
            o = self.action_odds(seat, kind)[slot["tokens"]]
            entry: dict[str, Any] = {"kind": kind, "expected": o["successes"], "wounds": o["wounds"]}
            if "finish" in o:
                entry["finish"] = o["finish"]
            if kind == "attack":
                entry["defeat"] = [{"enemy": eid, "name": names[eid], "chance": p}
                                   for eid, p in o.get("defeat", {}).items()]
            out.append(entry)
        return out

    def view(self, seat: str | None) -> dict[str, Any]:
        loc = self.location.top
        location = None
        if loc is not None:
            data = self.c["location"][loc.card_id]
            location = {"name": data["name"], "progress": loc.tokens.get("progress", 0), "explore": data["explore"],
                        **{k: data[k] for k in ("spawn_up", "spawn_down", "on_location_phase", "on_round_end")
                           if k in data}}
        track = self.quest["peril"]
        return {
            "quest": self.quest["name"], "round": self.round, "phase": self.phase, "zone_limit": ZONE_LIMIT,
            "sheet": self.sheet_view(),
            "peril": {"position": self.peril, "track": track,
                      "next": track[self.peril] if self.peril < len(track) else "end",
                      # what each coloured space does, and whether the last space loses the quest
                      "effects": {c[0]: self.quest[f"peril_{c}"] for c in ("green", "blue", "red")},
                      "ends_quest": self.quest["defeat"] == "peril_end"},
            "location": location, "locations_left": len(self.location_deck),
            "leader": self.leader_seat() if self.heroes and self.leader_chosen else None, "active": self.active,
            "heroes": [self.hero_view(s) for s in self.order if s in self.heroes],
            "shadow": [self.enemy_view(e) for e in self.shadow],
            "lair": [self.enemy_view(e) for e in self.lair],
            "decks": {"enemy": len(self.enemy_deck), "dungeon": len(self.dungeon_deck), "gear": len(self.gear_deck)},
            "gear_discard": [self.c["gear"][g.card_id]["name"] for g in self.gear_discard],
            "gear_discard_cards": [self.gear_view(g) for g in self.gear_discard],
            "offered": [self.loose_card_view(c) for c in self.limbo if c.face_up],
            "odds": self.odds_view(seat) if seat else [],
            "campaign": self.campaign_view(),
        }

"""Campaign play: the record carried between quests, the campaign pool and the settlement stage.

The record (kept in the campaign file by core.campaign) looks like:

    quests  = ["rot_beneath", ...]      # the campaign's quests, in order
    next    = 1                          # index of the quest to play next
    party   = ["Ana", "Ben"]             # seats in seating order
    heroes  = {seat = {hero, advanced = [kinds], capacity, gear = [gear ids]}}
    pool    = ["enemy:warden_of_rot"]    # campaign-pool cards, as "kind:id"
    removed = ["enemy:lantern_thief"]    # pool nemeses defeated for good
    results = ["won", ...]               # one per quest played
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from hjourney_tui.core.campaign import RecordError
from hjourney_tui.core.game import CampaignStatus, QuestReport
from hjourney_tui.core.questions import Ask, Option
from hjourney_tui.core.words import plural

from .content import ACTION_KINDS, load
from .refs import ref, uid

if TYPE_CHECKING:
    from hjourney_tui.core.zones import CardInstance

    from .engine import WarhammerQuest

SETTLEMENT_ACTIONS = 2
POOL_KINDS = ("enemy", "dungeon", "gear")


def campaign_quests(content: dict[str, dict[str, Any]]) -> list[str]:
    camp = [(q["campaign"], qid) for qid, q in content["quest"].items() if q.get("campaign")]
    return [qid for _, qid in sorted(camp)]


def new_record(content: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """The record of a campaign before its first quest: heroes are picked in that quest."""
    return {"quests": campaign_quests(content), "next": 0, "party": [], "heroes": {}, "pool": [],
            "removed": [], "results": []}


RECORD_KEYS = ("quests", "next", "party", "heroes", "pool", "removed", "results")
HERO_KEYS = ("hero", "capacity", "advanced", "gear")
RESULTS = ("won", "lost")


def check_record(content: dict[str, dict[str, Any]], record: dict[str, Any], *, done: int,
                 played: list[dict[str, Any]] | None = None, seats: list[str] | None = None) -> None:
    """Refuse (RecordError naming the field) a record that no run of this campaign could leave."""
    for key in record:
        if key not in RECORD_KEYS:
            raise RecordError(key, "is not part of a Warhammer Quest campaign record")
    for key in RECORD_KEYS:
        if key not in record:
            raise RecordError(key, "is missing")
    quests, nxt, results = record["quests"], record["next"], record["results"]
    if quests != campaign_quests(content):
        raise RecordError("quests", "is not this game's list of campaign quests")
    if not isinstance(nxt, int) or isinstance(nxt, bool) or not 0 <= nxt <= len(quests):
        raise RecordError("next", f"should be a quest number from 0 to {len(quests)}")
    if nxt != done:
        raise RecordError("next", f"is {nxt}, but {plural(done, 'quest')} {'was' if done == 1 else 'were'} played")
    if not isinstance(results, list) or len(results) != nxt or any(r not in RESULTS for r in results):
        raise RecordError("results", f"should hold one result ({' or '.join(RESULTS)}) per quest played")
    party, heroes = record["party"], record["heroes"]
    if not isinstance(party, list) or not all(isinstance(x, str) for x in party) or len(set(party)) != len(party):
        raise RecordError("party", "should list the seats once each")
    if (nxt == 0) != (not party) or (seats is not None and party and party != seats):
        raise RecordError("party", "is not the campaign's seats")
    if not isinstance(heroes, dict) or set(heroes) != set(party):
        raise RecordError("heroes", "should hold one hero per seat of the party")
    picked: list[str] = []
    for seat, h in heroes.items():
        where = f"heroes.{seat}"
        if not isinstance(h, dict) or set(h) != set(HERO_KEYS):
            raise RecordError(where, f"should hold exactly {', '.join(HERO_KEYS)}")
        if h["hero"] not in content["hero"] or h["hero"] in picked:
            raise RecordError(f"{where}.hero", f"'{h['hero']}' is not a hero of this game, or is taken twice")
        picked.append(h["hero"])
        cap = h["capacity"]
        if not isinstance(cap, int) or isinstance(cap, bool) or not 1 <= cap <= 1 + nxt:
            raise RecordError(f"{where}.capacity", f"should be 1 to {1 + nxt} after {plural(nxt, 'quest')}")
        adv = h["advanced"]
        if not isinstance(adv, list) or any(a not in ACTION_KINDS for a in adv) or len(set(adv)) != len(adv):
            raise RecordError(f"{where}.advanced", f"should list action kinds ({', '.join(ACTION_KINDS)}) once each")
        gear = h["gear"]
        if not isinstance(gear, list) or any(g not in content["gear"] for g in gear) or len(gear) > cap:
            raise RecordError(f"{where}.gear", "should list this game's gear, no more than the hero's capacity")
    for key in ("pool", "removed"):
        entries = record[key]
        if not isinstance(entries, list) or len(set(map(str, entries))) != len(entries):
            raise RecordError(key, "should list campaign cards once each")
        for entry in entries:
            kind, card = split_pool_entry(entry) if isinstance(entry, str) else ("", "")
            if kind not in POOL_KINDS or card not in content[kind]:
                raise RecordError(key, f"'{entry}' is not a card of this game (as kind:id)")
    if played is not None:
        for i, q in enumerate(played):
            if i >= len(quests) or q["quest"] != quests[i]:
                raise RecordError("quests", f"the campaign's quest {i + 1} is not {q['quest']}")
            if q["result"].get("result") != results[i]:
                raise RecordError("results", f"quest {i + 1}'s result is not the one in the record")


def split_pool_entry(entry: str) -> tuple[str, str]:
    kind, _, card = entry.partition(":")
    return kind, card


def status(ruleset: Any, record: dict[str, Any], under_way: bool = False) -> CampaignStatus:
    """A campaign's standing for the menu and `hjourney campaign show`; `under_way`: the
    next quest is being played."""
    c = load(ruleset)
    quests, nxt, results = record["quests"], record["next"], record["results"]
    lines = []
    for i, qid in enumerate(quests):
        mark = results[i] if i < len(results) else (("under way" if under_way else "next") if i == nxt else "")
        lines.append(f"{i + 1}. {c['quest'][qid]['name']}" + (f": {mark}" if mark else ""))
    for seat in record.get("party", []):
        h = record["heroes"][seat]
        adv = ", ".join(h["advanced"]) or "none"
        gear = ", ".join(c["gear"][g]["name"] for g in h["gear"]) or "none"
        lines.append(f"{seat}: {c['hero'][h['hero']]['name']}, capacity {h['capacity']}, "
                     f"advanced actions: {adv}, gear: {gear}")
    pool = [c[k][card]["name"] for k, card in map(split_pool_entry, record.get("pool", []))]
    lines.append(f"campaign pool: {', '.join(pool) or 'empty'}")
    if nxt >= len(quests):  # winning the final quest wins the campaign
        lines.append("the campaign is won!" if results and results[-1] == "won" else
                     "the campaign is lost: the final quest failed")
    return CampaignStatus(c["quest"][quests[nxt]]["name"] if nxt < len(quests) else None, lines)


class CampaignMixin:
    pool_added: list[str]

    @classmethod
    def new_campaign_record(cls, ruleset: Any, seats: list[str] | None = None,
                            options: dict[str, Any] | None = None) -> dict[str, Any]:
        return new_record(load(ruleset))

    @classmethod
    def campaign_status(cls, ruleset: Any, record: dict[str, Any], under_way: bool = False) -> CampaignStatus:
        return status(ruleset, record, under_way)

    @classmethod
    def check_campaign_record(cls, ruleset: Any, record: dict[str, Any], *, done: int,
                              played: list[dict[str, Any]] | None = None, seats: list[str] | None = None) -> None:
        check_record(load(ruleset), record, done=done, played=played, seats=seats)

    def quest_report(self: WarhammerQuest) -> QuestReport | None:
        if self.record is None or self.phase != "over" or not self.result:
            return None
        return QuestReport(self.quest_id, {"result": self.result[0], "summary": self.result[1]},
                           self.next_record())

    @property
    def record(self: WarhammerQuest) -> dict[str, Any] | None:
        return self.setup.campaign["record"] if self.setup.campaign else None

    def campaign_quest(self: WarhammerQuest) -> str | None:
        rec = self.record
        if rec is None:
            return None
        return rec["quests"][min(rec["next"], len(rec["quests"]) - 1)]

    def known_hero(self: WarhammerQuest, seat: str) -> dict[str, Any] | None:
        rec = self.record
        return rec["heroes"].get(seat) if rec else None

    @property
    def pool(self: WarhammerQuest) -> list[str]:
        rec = self.record
        return list(rec.get("pool", [])) if rec else []

    # -- the campaign pool at quest setup ------------------------------------------------------
    def shuffle_in_pool(self: WarhammerQuest) -> None:
        """Pool nemeses join the enemy deck, pool dungeon cards replace random ones, fortunes join the gear deck."""
        t, rng = self.table, self.rng
        decks = {"enemy": self.enemy_deck, "dungeon": self.dungeon_deck, "gear": self.gear_deck}
        for entry in self.pool:
            kind, card = split_pool_entry(entry)
            deck = decks[kind]
            if kind == "dungeon" and len(deck):  # the deck keeps its size
                out = deck.cards[rng.below(len(deck))]
                t.move(out, self.unused, face_up=False)
            t.fill(deck, [card], face_up=False)
            self.emit(f"from the campaign pool: {self.c[kind][card]['name']} is shuffled into the {kind} deck",
                      rule={"enemy": "WQ-POOL-02", "dungeon": "WQ-POOL-03", "gear": "WQ-POOL-04"}[kind])
        # in the pool's own order: a set's order changes from one process to the next
        for kind in dict.fromkeys(split_pool_entry(e)[0] for e in self.pool):
            rng.shuffle(decks[kind].cards)

    # -- settlement ---------------------------------------------------------------------------
    def settlement(self: WarhammerQuest):
        """Between quests: reward or penalty, two different settlement actions per hero, refresh, gifts."""
        self.phase = "settlement"
        self.active = None
        won = bool(self.result and self.result[0] == "won")
        section = "reward" if won else "penalty"
        self.emit(f"settlement: {section}: {self.quest[section]}", kind="phase", rule="WQ-SETL-01")
        for entry in self.quest.get(f"{section}_pool", []):
            kind, card = split_pool_entry(entry)
            if entry not in self.pool_added and entry not in self.pool and entry not in self.removed_for_good():
                self.pool_added.append(entry)
                self.emit(f"{self.c[kind][card]['name']} joins the campaign pool", rule="WQ-POOL-01")
        for seat in self.order:  # defeated heroes take theirs too
            done: list[str] = []
            for n in range(SETTLEMENT_ACTIONS):
                answer = yield Ask(seat, f"settlement action {n + 1} of {SETTLEMENT_ACTIONS}",
                                   self.settlement_options(seat, done), rule="WQ-SETL-02")
                done.append(answer.name)
                yield from self.settle(seat, answer.name, answer.args)
        for seat in self.order:
            h = self.heroes[seat]
            h["wounds"], h["conditions"] = 0, []
            for slot in h["actions"].values():
                slot["ready"], slot["tokens"] = True, 0
            self.table.gather(self.items[seat], self.dungeon_discard)
            self.refresh_gear(seat)
        self.turns.out.clear()
        self.emit("the party recovers in town: wounds healed, actions readied, gear restored, items spent",
                  rule="WQ-SETL-10")
        yield from self.gifts()
        self.phase = "done"

    def settlement_options(self: WarhammerQuest, seat: str, done: list[str]) -> list[Option]:
        h = self.heroes[seat]
        out = []
        if "train" not in done:
            out += [Option(f"train {kind}", f"trainer: upgrade your {kind} action", {"verb": "train", "action": kind})
                    for kind in ACTION_KINDS if not self.is_advanced(seat, kind)]
        if "smith" not in done and len(self.gear_deck):
            out.append(Option("smith", "blacksmith: look at two gear cards and keep one", {"verb": "smith"}))
        if "arena" not in done:
            out.append(Option("arena", f"arena: gear capacity {h['capacity']} -> {h['capacity'] + 1}",
                              {"verb": "arena", "capacity": h["capacity"] + 1}))
        return out

    def settle(self: WarhammerQuest, seat: str, name: str, args: tuple[str, ...]):
        h = self.heroes[seat]
        if name == "train":
            self.train(seat, args[0], "WQ-SETL-04")
        elif name == "arena":
            h["capacity"] += 1
            self.emit(f"{seat}'s gear capacity rises to {h['capacity']}", seat=seat, rule="WQ-SETL-08")
        elif name == "smith":
            drawn = [c for c in (self.table.draw(self.gear_deck, self.limbo, face_up=True) for _ in range(2)) if c]
            self.emit(f"{seat} looks over {', '.join(self.c['gear'][c.card_id]['name'] for c in drawn)}",
                      seat=seat, rule="WQ-SETL-06", reveals=True)
            answer = yield Ask(seat, "blacksmith: keep which piece?",
                               [Option(f"take {ref('g', c)}", self.c["gear"][c.card_id]["name"],
                                       {"verb": "take", "gear": ref("g", c), "card": c.card_id}) for c in drawn]
                               + [Option("decline", "keep none", {"verb": "decline"})], rule="WQ-SETL-06")
            if answer.name == "decline":
                self.emit(f"{seat} keeps none of the blacksmith's gear", seat=seat, rule="WQ-SETL-06")
            for c in drawn:
                if answer.name == "take" and uid(answer.args[0]) == c.uid:
                    yield from self.offer_equip(seat, c)
                else:
                    self.table.move(c, self.gear_discard)

    def gifts(self: WarhammerQuest):
        """After the refresh, heroes may hand non-legendary gear to one another.  A receiver
        without room may unequip gear to make it, or refuse the gift (which stays with the giver)."""
        for seat in self.order:
            while True:
                options = self.gift_options(seat)
                if not options:
                    break
                answer = yield Ask(seat, "give gear to another hero?",
                                   [*options, Option("keep", "give nothing more", {"verb": "keep"})],
                                   rule="WQ-SETL-09")
                if answer.name == "keep":
                    break
                card = self.gear[seat].find(uid(answer.args[0]))
                to = self.order[int(answer.args[1]) - 1]
                g = self.c["gear"][card.card_id]
                while problem := self.equip_problem(to, g):
                    answer = yield Ask(to, f"{seat} offers {g['name']} ({problem}): make room?",
                                       [*self.swap_options(to, card),
                                        Option("refuse", f"leave {g['name']} with {seat}",
                                               {"verb": "refuse", "card": card.card_id})],
                                       rule="WQ-SETL-09")
                    if answer.name == "refuse":
                        self.emit(f"{to} refuses {g['name']}", rule="WQ-SETL-09")
                        break
                    self.unequip(to, uid(answer.args[0]), " to make room")
                else:
                    self.table.move(card, self.gear[to])
                    self.emit(f"{seat} gives {g['name']} to {to}", rule="WQ-SETL-09")

    def gift_options(self: WarhammerQuest, seat: str) -> list[Option]:
        """Gifts a receiver could take, now or after unequipping what he may unequip."""
        out = []
        fixed = {other: [x for x in self.gear[other] if not self.can_unequip(other, x)]
                 for other in self.order if other != seat}
        for card in self.gear[seat]:
            g = self.c["gear"][card.card_id]
            if g.get("legendary"):
                continue
            for i, other in enumerate(self.order):
                if other == seat:
                    continue
                if not self.equip_problem(other, g, fixed[other]):
                    room = f" ({other} must unequip to make room)" if self.equip_problem(other, g) else ""
                    out.append(Option(f"give {ref('g', card)} {i + 1}", f"give {g['name']} to {other}{room}",
                                      {"verb": "give", "gear": ref("g", card), "card": card.card_id, "to": other,
                                       "unequip": bool(room)}))
        return out

    # -- the record this quest leaves behind --------------------------------------------------
    def removed_for_good(self: WarhammerQuest) -> list[str]:
        """Pool nemeses that were ever defeated, this quest included (they never come back)."""
        rec = self.record
        gone = list(rec.get("removed", [])) if rec else []
        gone += [f"enemy:{c.card_id}" for c in self.set_aside
                 if f"enemy:{c.card_id}" in self.pool and f"enemy:{c.card_id}" not in gone]
        return gone

    def next_record(self: WarhammerQuest) -> dict[str, Any]:
        """The campaign record this quest leaves behind (for the campaign file)."""
        rec = self.record or new_record(self.c)
        heroes = {}
        for seat in self.order:
            h = self.heroes[seat]
            heroes[seat] = {"hero": h["hero"], "capacity": h["capacity"],
                            "advanced": [k for k in ACTION_KINDS if self.is_advanced(seat, k)],
                            "gear": [g.card_id for g in self.gear[seat]]}
        removed = self.removed_for_good()
        pool = [e for e in [*self.pool, *self.pool_added] if e not in removed]
        results = [*rec["results"], self.result[0] if self.result else "unfinished"]
        return {"quests": list(rec["quests"]), "next": rec["next"] + 1, "party": list(self.order),
                "heroes": heroes, "pool": pool, "removed": removed, "results": results}

    def campaign_view(self: WarhammerQuest) -> dict[str, Any] | None:
        """What everyone may see of the campaign: its quests, results so far and the public pool."""
        rec = self.record
        if rec is None:
            return None
        names = [self.c["quest"][q]["name"] for q in rec["quests"]]
        pool = [self.c[k][c]["name"] for k, c in map(split_pool_entry, [*self.pool, *self.pool_added])]
        return {"quest": f"{rec['next'] + 1} of {len(rec['quests'])}", "quests": names,
                "results": list(rec["results"]), "pool": pool}

    def is_pool_card(self: WarhammerQuest, card: CardInstance, kind: str) -> bool:
        return f"{kind}:{card.card_id}" in self.pool

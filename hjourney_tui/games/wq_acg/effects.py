"""The effect vocabulary: card and quest effects are data, resolved here.

An effect is a table such as `{do = "suffer", n = 2, who = "each_hero"}`.
Primitives (`do`): suffer, recover, spawn, peril, progress, tokens,
condition, exhaust_zone, wound (direct wounds to enemies, no resilience),
revive, activate (an enemy acts out of turn), lure (draw `n` enemies out of
the shadows to engage the active hero), hide (send enemies back to the
shadows; none that is faceup ever turns facedown), reroll (re-roll `n` hero
dice of the roll under way), engage (the enemy whose keyword is resolving
turns on the hero the selector picks), discard_tokens (a hero loses `n`
success tokens from his action cards, his choice), cure (a hero loses the
condition `kind`), mend (enemies recover `n` wounds: the ones `who` names, or
without `who` every faceup nemesis).  Selectors (`who`): active, leader, each_hero,
most_wounds (ties: the party picks), holder, distribute (the party splits `n`
among heroes), targets (the action's declared enemies), defeated (a defeated
hero), highest_enemy, that_enemy (the enemy that set off a trigger, or the
one whose keyword is resolving), engaged (the enemies engaged with the
active hero).

Effects that fall due together and come from no enemy (conditions, gear
triggers, location text) resolve in the order the players choose; gear
triggers (a card's `when`) fire at most once per occurrence of their moment.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from hjourney_tui.core.questions import Ask, Option
from hjourney_tui.core.timing import Occurrence, Trigger, window
from hjourney_tui.core.turns import PASS
from hjourney_tui.core.words import plural

from .content import ACTION_KINDS
from .procedure import face_data
from .refs import ref, uid

if TYPE_CHECKING:
    from hjourney_tui.core.zones import CardInstance

    from .engine import WarhammerQuest

COST_WORDS = {"exhaust": "exhaust it", "deplete": "deplete it", "token": "discard a success token"}


class EffectsMixin:
    def resolve_effects(self: WarhammerQuest, effects: list[dict[str, Any]], source: str,
                        holder: str | None = None):
        for eff in effects:
            yield from self.resolve_effect(eff, source, holder)

    def resolve_effect(self: WarhammerQuest, eff: dict[str, Any], source: str, holder: str | None = None):
        do, n = eff["do"], eff.get("n", 1)
        if do == "spawn":
            yield from self.spawn(n, eff.get("where", "engaged"), source)
        elif do == "peril":
            self.move_peril(n, source)
        elif do == "progress":
            self.add_progress(n, source)
        elif do == "wound":
            for foe in self.enemies_chosen(eff.get("who", "targets")):
                self.emit(f"{source}: {plural(n, 'direct wound')} to {self.foe_name(foe)}, resilience does not apply",
                          rule="WQ-ATK-08")
                self.wound_enemy(foe, n, source)
        elif do == "lure":
            yield from self.lure(n, source)
        elif do == "hide":
            self.hide(self.enemies_chosen(eff.get("who", "engaged")), source)
        elif do == "reroll":
            yield from self.reroll(n, source)
        elif do == "condition" and eff.get("who") in ("targets", "highest_enemy"):
            self.emit(f"{source}: enemies never take conditions", rule="WQ-COND-03")
        elif do == "revive":
            yield from self.revive(n, source)
        elif do == "activate":
            yield from self.activate_highest(source)
        elif do == "engage":
            foes = [e for e in self.enemies_chosen("that_enemy") if self.in_play(e)]
            for foe in foes:
                for seat in (yield from self.select(eff.get("who", "active"), source, holder)):
                    if self.engaged_with(foe) != seat:
                        self.engage(foe, seat, source)
        elif eff.get("who") == "distribute" and do in ("suffer", "recover", "tokens"):
            yield from self.distribute(do, n, source)
        elif do == "exhaust_zone":
            for e in self.zones[self.active_or_leader()].cards:
                e.flags.add("exhausted")
            self.emit(f"{source}: enemies engaged with {self.active_or_leader()} are exhausted",
                      rule="WQ-CARD-01")
        else:
            for seat in (yield from self.select(eff.get("who", "active"), source, holder)):
                if do == "suffer":
                    self.suffer(seat, n, source)
                elif do == "recover":
                    self.recover(seat, n, source)
                elif do == "tokens":
                    yield from self.place_tokens(seat, n, source)
                elif do == "condition":
                    self.give_condition(seat, eff["kind"], source)
                elif do == "cure":
                    self.cure(seat, eff["kind"], source)
                elif do == "discard_tokens":
                    yield from self.discard_tokens(seat, n, source)
                elif do in ("exhaust_action", "ready_action"):
                    yield from self.turn_actions(seat, do == "ready_action", n, source)
        self.check_end()

    def distribute(self: WarhammerQuest, do: str, n: int, source: str):
        """The party splits n units among the standing heroes; the leader settles it."""
        standing = self.turns.standing
        shares: Counter[str] = Counter()
        for i in range(n):
            if len(standing) == 1:
                shares[standing[0]] += 1
                continue
            answer = yield Ask(self.leader_seat(), f"{source}: who takes {do} {i + 1} of {n}?",
                               [Option(f"choose {self.seat_no(s)}", f"{s} (so far {shares[s]})",
                                       {"verb": "choose", "seat": s, "so_far": shares[s], "effect": do})
                                for s in standing],
                               rule="WQ-GOLD-07")
            shares[self.order[int(answer.args[0]) - 1]] += 1
        for seat in standing:
            if not shares[seat]:
                continue
            if do == "suffer":
                self.suffer(seat, shares[seat], source)
            elif do == "recover":
                self.recover(seat, shares[seat], source)
            else:
                yield from self.place_tokens(seat, shares[seat], source)

    def turn_actions(self: WarhammerQuest, seat: str, ready: bool, n: int, source: str):
        """Exhaust (or ready) n of a hero's action cards, his choice.  The prepare card is exhausted
        only by choosing it for an action, and a card already in that state is no choice at all."""
        for _ in range(n):
            slots = self.heroes[seat]["actions"]
            kinds = [k for k in slots if slots[k]["ready"] != ready
                     and (ready or not self.action_card(seat, k).get("prepare"))]
            if not kinds:
                self.emit(f"{source}: {seat} has no action card to {'ready' if ready else 'exhaust'}",
                          rule="WQ-ACT-13")
                return
            kind = kinds[0]
            if len(kinds) > 1:
                verb = "ready" if ready else "exhaust"
                answer = yield Ask(seat, f"{source}: {verb} which action card?",
                                   [Option(f"{verb} {k}", self.action_card(seat, k)["name"],
                                           {"verb": verb, "action": k}) for k in kinds],
                                   rule="WQ-CARD-01")
                kind = answer.args[0]
            slots[kind]["ready"] = ready
            self.emit(f"{source}: {seat}'s {self.action_card(seat, kind)['name']} is "
                      f"{'readied' if ready else 'exhausted'}", rule="WQ-CARD-01")

    def discard_tokens(self: WarhammerQuest, seat: str, n: int, source: str):
        """The hero loses n success tokens, taken from whichever of his action cards he picks
        (never those already spent on the action under way: they are off the cards)."""
        slots = self.heroes[seat]["actions"]
        for _ in range(n):
            held = [k for k in ACTION_KINDS if slots[k]["tokens"]]
            if not held:
                self.emit(f"{source}: {seat} has no success token left to lose", rule="WQ-TOK-03")
                return
            kind = held[0]
            if len(held) > 1:
                answer = yield Ask(seat, f"{source}: discard a success token from which action?",
                                   [Option(f"pay {k}", self.action_card(seat, k)["name"],
                                           {"verb": "pay", "action": k}) for k in held],
                                   rule="WQ-TOK-03")
                kind = answer.args[0]
            slots[kind]["tokens"] -= 1
            self.emit(f"{source}: {seat} loses a success token from {self.action_card(seat, kind)['name']}",
                      rule="WQ-TOK-05")

    def revive(self: WarhammerQuest, left: int, source: str):
        """A defeated hero stands again with `left` health remaining."""
        down = [s for s in self.order if self.is_defeated(s)]
        if not down:
            return
        seat = down[0]
        if len(down) > 1:
            answer = yield Ask(self.active_or_leader(), f"{source}: revive which hero?",
                               [Option(f"choose {self.seat_no(s)}", s, {"verb": "choose", "seat": s})
                                for s in down], rule="WQ-DEF-05")
            seat = self.order[int(answer.args[0]) - 1]
        h = self.heroes[seat]
        self.turns.out.discard(seat)
        h["wounds"] = max(0, self.health(seat) - max(1, left))
        self.emit(f"{seat} is revived ({h['wounds']}/{self.health(seat)})", rule="WQ-DEF-05")

    def activate_highest(self: WarhammerQuest, source: str):
        """The highest-ranked readied enemy in play acts at once, then is exhausted."""
        ready = [e for z in (*self.zones.values(), self.shadow) for e in z if self.ready(e)]
        if not ready:
            return
        ranked = yield from self.by_rank(ready, self.active_or_leader(), f"{source}: which enemy acts?",
                                         only_first=True)
        self.emit(f"{source}: {self.foe_name(ranked[0])} acts out of turn", rule="WQ-EPH-10")
        yield from self.activate_enemy(ranked[0], self.active_or_leader())

    def usable(self: WarhammerQuest, effects: list[dict[str, Any]]) -> bool:
        """An effect with a requirement can be used only while it is met."""
        for eff in effects:
            if eff["do"] == "revive" and not self.turns.out:
                return False
            if eff["do"] == "lure" and not self.lurable():
                return False
            if eff["do"] in ("hide", "wound") and eff.get("who") in ("engaged", "that_enemy") \
                    and not self.enemies_chosen(eff["who"]):
                return False
            if eff["do"] == "reroll" and not (self.roll and self.roll["faces"]):
                return False
            if eff["do"] == "ready_action" and eff.get("who", "active") == "active" and all(
                    slot["ready"] for slot in self.heroes[self.active_or_leader()]["actions"].values()):
                return False
        return True

    # -- enemies named by an effect ---------------------------------------------------------
    def enemies_chosen(self: WarhammerQuest, who: str) -> list[CardInstance]:
        if who == "that_enemy":
            e = self.subject
            return [e] if e is not None and self.enemy_by_uid(e.uid) is e else []
        if who == "engaged":
            return list(self.zones[self.active_or_leader()])
        found = (self.enemy_by_uid(uid(t)) for t in self.targets if t.startswith("e"))
        return [e for e in found if e is not None]

    def lurable(self: WarhammerQuest) -> list[CardInstance]:
        """Shadow enemies an effect may draw out.  A faceup one that cannot be engaged is no
        choice, exhausted or not: its text holds either way.  A facedown one may be tried."""
        return [e for e in self.shadow if not (e.face_up and self.foe(e).get("cannot_engage"))
                and e is not self.subject]

    def lure(self: WarhammerQuest, n: int, source: str):
        seat = self.active_or_leader()
        for e in self.shadow:
            if e.face_up and self.foe(e).get("cannot_engage"):
                tired = not self.ready(e)
                self.emit(f"{source}: {self.foe_name(e)} cannot be engaged{', exhausted or not' if tired else ''}",
                          rule="WQ-CARD-02" if tired else "WQ-ZONE-08")
        for _ in range(n):
            pool = self.lurable()
            if not pool or self.is_defeated(seat):
                return
            card = pool[0]
            if len(pool) > 1:
                answer = yield Ask(seat, f"{source}: draw which enemy out of the shadows?",
                                   [Option(f"lure {ref('e', e)}", self.foe_name(e),
                                           {"verb": "lure", "enemy": ref("e", e)}) for e in pool],
                                   rule="WQ-ZONE-02")
                card = next(e for e in pool if e.uid == uid(answer.args[0]))
            self.engage(card, seat, source)

    def hide(self: WarhammerQuest, cards: list[CardInstance], source: str) -> None:
        """Back to the shadows.  Turning facedown is for facedown cards only, and an enemy in
        play that shows its face never turns back, so that half of the effect does nothing."""
        for e in cards:
            if self.table.zone_of(e) is not self.shadow:
                self.table.move(e, self.shadow)
                self.emit(f"{source}: {self.foe_name(e)} slips back into the shadows", rule="WQ-ZONE-06")
            if e.face_up:
                self.emit(f"{self.foe_name(e)} stays faceup: a revealed enemy is never turned facedown",
                          rule="WQ-FACE-06")

    def reroll(self: WarhammerQuest, n: int, source: str):
        """Re-roll hero dice of the roll under way (step 4, before crits are counted)."""
        roll = self.roll
        if not roll:
            return
        for _ in range(n):
            faces = roll["faces"]
            if not faces:
                return
            shown: dict[str, int] = {}
            for i, f in enumerate(faces):  # one choice per different face: same faces, same result
                shown.setdefault(f.label, i)
            i = next(iter(shown.values()))
            if len(shown) > 1:
                answer = yield Ask(roll["seat"], f"{source}: re-roll which hero die?",
                                   [Option(f"reroll {k + 1}", f"the die showing {label}",
                                           {"verb": "reroll", "die": k + 1, "face": face_data(faces[k])})
                                    for label, k in shown.items()],
                                   rule="WQ-ACT-06")
                i = int(answer.args[0]) - 1
            old, faces[i] = faces[i], self.hero_die.roll(self.rng)
            self.emit(f"{source}: {roll['seat']} re-rolls {old.label} into {faces[i].label}", kind="roll",
                      seat=roll["seat"], rule="WQ-ACT-06", reveals=True,
                      data={"die": i, "was": face_data(old), "now": face_data(faces[i]), "by": source})

    # -- triggers and effects due together ------------------------------------------------------
    def gear_triggers(self: WarhammerQuest, seat: str, when: str) -> list[dict[str, Any]]:
        """Pending entries for the seat's working gear that fires at this moment."""
        if self.is_defeated(seat):
            return []
        return [{"name": self.c["gear"][card.card_id]["name"], "holder": seat, "gear": card.uid,
                 "effects": self.c["gear"][card.card_id]["use"]}
                for card in self.gear[seat] if card.face_up and self.c["gear"][card.card_id].get("when") == when]

    def can_fire(self: WarhammerQuest, when: str, seat: str) -> bool:
        """Whether any of the seat's gear for this moment could be used now, cost and requirement met."""
        return any(self.cost_payable(seat, self.gear[seat].find(p["gear"])) and self.usable(p["effects"])
                   for p in self.gear_triggers(seat, when))

    def fire(self: WarhammerQuest, when: str, seat: str, subject: CardInstance | None = None):
        """A moment has come for `seat`: each of his gear cards waiting for it fires once."""
        due = self.gear_triggers(seat, when)
        if due:
            yield from self.all_due(due, seat, subject)

    def all_due(self: WarhammerQuest, due: list[dict[str, Any]], decider: str | None,
                subject: CardInstance | None = None):
        """Non-enemy effects that fall due together resolve through the core's trigger window as
        Forced effects of `decider` (the leader when None), who picks the next one whenever those
        left differ; which are still due is checked again after each, since one may cancel another."""
        yield from window(self, Occurrence("due", {"due": due, "decider": decider, "subject": subject}),
                          "after")

    def triggers(self: WarhammerQuest, occ: Occurrence, timing: str) -> list[Trigger]:
        """The effects of an occurrence "due" still due now; each entry answers it once."""
        if occ.kind != "due" or timing != "forced":
            return []
        decider = occ.data["decider"] or self.leader_seat()
        out = []
        for i, p in enumerate(occ.data["due"]):
            if not self.still_due(p):
                continue
            who = f" ({p['holder']})" if p.get("holder") else ""
            out.append(Trigger(f"due{i}", decider, "forced", f"{p['name']}{who} first",
                               (lambda p=p: self.resolve_due(p, occ.data["subject"])),
                               alike=f"{p['name']}|{p['effects']!r}",
                               data={"source": p["name"], "holder": p.get("holder"), "effects": p["effects"]}))
        return out

    def order_decider(self: WarhammerQuest, due: list[Trigger]) -> str:
        return due[0].controller  # the holder of the gear whose moment it is, or the leader

    def window_order(self: WarhammerQuest) -> list[str]:
        """No optional triggers go through the core's windows: gear with a cost is offered to its
        holder as it falls due (`trigger_gear`)."""
        return []

    def still_due(self: WarhammerQuest, p: dict[str, Any]) -> bool:
        """A hero who fell, a condition that ended or gear no longer working has nothing left to do."""
        holder = p.get("holder")
        if holder and self.is_defeated(holder):
            return False
        if p.get("condition") and p["condition"] not in self.heroes[holder]["conditions"]:
            return False
        if p.get("gear") is not None:
            card = self.gear[holder].find(p["gear"])
            return card is not None and card.face_up
        return True

    def resolve_due(self: WarhammerQuest, p: dict[str, Any], subject: CardInstance | None):
        holder = p.get("holder")
        was, self.subject = self.subject, subject
        try:
            if p.get("gear") is not None:
                yield from self.trigger_gear(holder, p["gear"])
            else:
                yield from self.resolve_effects(p["effects"], p["name"], holder=holder)
        finally:
            self.subject = was

    def trigger_gear(self: WarhammerQuest, seat: str, gid: str):
        """A triggered gear ability: with no cost it simply happens; with one, its owner may pay
        and use it, once for this occurrence."""
        card = self.gear[seat].find(gid)
        if card is None or not card.face_up:
            return
        g = self.c["gear"][card.card_id]
        cost = g.get("cost", "")
        if not self.cost_payable(seat, card) or not self.usable(g["use"]):
            return
        if cost:
            answer = yield Ask(seat, f"{g['name']} may be used now ({COST_WORDS[cost]})",
                               [Option(f"use {ref('g', card)}", f"{COST_WORDS[cost]}: {g['name']}",
                                       {"verb": "use", "gear": ref("g", card), "card": card.card_id, "cost": cost}),
                                Option("pass", "let it go by", PASS.data)],
                               rule="WQ-CARD-08")
            if answer.name == "pass":
                return
            yield from self.pay_cost(seat, card)
        else:
            self.emit(f"{g['name']} takes effect ({seat})", seat=seat, rule="WQ-CARD-08")
        yield from self.resolve_effects(g["use"], g["name"], holder=seat)
        if cost == "deplete":
            self.deplete(seat, card)

    def cost_payable(self: WarhammerQuest, seat: str, card: CardInstance) -> bool:
        cost = self.c["gear"][card.card_id].get("cost", "")
        if cost == "exhaust":
            return "exhausted" not in card.flags
        if cost == "token":  # tokens already spent on the action under way are gone from the cards
            return any(self.heroes[seat]["actions"][k]["tokens"] for k in ACTION_KINDS)
        return True

    def pay_cost(self: WarhammerQuest, seat: str, card: CardInstance):
        """Exhaust the card, or discard one success token from any of the hero's action cards
        (a deplete cost is paid once the effect is done)."""
        g = self.c["gear"][card.card_id]
        h = self.heroes[seat]
        if g["cost"] == "exhaust":
            card.flags.add("exhausted")
        elif g["cost"] == "token":
            held = [k for k in ACTION_KINDS if h["actions"][k]["tokens"]]
            kind = held[0]
            if len(held) > 1:
                answer = yield Ask(seat, f"{g['name']}: discard a success token from which action?",
                                   [Option(f"pay {k}", self.action_card(seat, k)["name"],
                                           {"verb": "pay", "action": k}) for k in held],
                                   rule="WQ-CARD-05")
                kind = answer.args[0]
            h["actions"][kind]["tokens"] -= 1
        self.emit(f"{seat} uses {g['name']} ({g['cost']})", seat=seat, rule="WQ-CARD-05")

    def select(self: WarhammerQuest, who: str, source: str, holder: str | None = None):
        standing = self.turns.standing
        if who == "each_hero":
            return standing
        if who == "holder" and holder:
            return [holder] if holder in standing else []
        if who == "most_wounds":
            if not standing:
                return []
            most = max(self.heroes[s]["wounds"] for s in standing)
            tied = [s for s in standing if self.heroes[s]["wounds"] == most]
            if len(tied) == 1:
                return tied
            decider = self.leader_seat()
            answer = yield Ask(decider, f"{source}: which hero with the most wounds?",
                               [Option(f"choose {self.seat_no(s)}", s, {"verb": "choose", "seat": s})
                                for s in tied], rule="WQ-GOLD-04")
            return [self.order[int(answer.args[0]) - 1]]
        if who == "leader":
            return [self.leader_seat()]
        seat = self.active_or_leader()
        return [seat] if seat in standing else []

"""The effect vocabulary: card and quest effects are data, resolved here.

An effect is a table such as `{do = "suffer", n = 2, who = "each_hero"}`.
Primitives (`do`): suffer, recover, spawn, peril, progress, tokens,
condition, exhaust_zone, wound (direct wounds to enemies, no resilience),
revive, activate (an enemy acts out of turn).  Selectors (`who`): active,
leader, each_hero, most_wounds (ties: the party picks), holder, distribute
(the party splits `n` among heroes), targets (the action's declared
enemies), defeated (a defeated hero), highest_enemy.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from hjourney_tui.core.decisions import Ask

if TYPE_CHECKING:
    from .engine import WarhammerQuest


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
            for t in list(getattr(self, "targets", [])):
                foe = self.enemy_by_uid(int(t[1:])) if t.startswith("e") else None
                if foe is not None:
                    self.emit(f"{source}: {n} direct wound(s), resilience does not apply", rule="WQ-ATK-08")
                    self.wound_enemy(foe, n, source)
        elif do == "condition" and eff.get("who") in ("targets", "highest_enemy"):
            self.emit(f"{source}: enemies never take conditions", rule="WQ-COND-03")
        elif do == "revive":
            yield from self.revive(n, source)
        elif do == "activate":
            yield from self.activate_highest(source)
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
                elif do in ("exhaust_action", "ready_action"):
                    yield from self.turn_actions(seat, do == "ready_action", n, source)
        self.check_end()

    def distribute(self: WarhammerQuest, do: str, n: int, source: str):
        """The party splits n units among the standing heroes; the leader settles it."""
        standing = [s for s in self.order if not self.heroes[s]["defeated"]]
        shares: Counter[str] = Counter()
        for i in range(n):
            if len(standing) == 1:
                shares[standing[0]] += 1
                continue
            answer = yield Ask(self.leader_seat(), f"{source}: who takes {do} {i + 1} of {n}?",
                               [(f"choose {self.seat_no(s)}", f"{s} (so far {shares[s]})") for s in standing],
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
                                   [(f"{verb} {k}", self.action_card(seat, k)["name"]) for k in kinds],
                                   rule="WQ-CARD-01")
                kind = answer.args[0]
            slots[kind]["ready"] = ready
            self.emit(f"{source}: {seat}'s {self.action_card(seat, kind)['name']} is "
                      f"{'readied' if ready else 'exhausted'}", rule="WQ-CARD-01")

    def revive(self: WarhammerQuest, left: int, source: str):
        """A defeated hero stands again with `left` health remaining."""
        down = [s for s in self.order if self.heroes[s]["defeated"]]
        if not down:
            return
        seat = down[0]
        if len(down) > 1:
            answer = yield Ask(self.active_or_leader(), f"{source}: revive which hero?",
                               [(f"choose {self.seat_no(s)}", s) for s in down], rule="WQ-DEF-05")
            seat = self.order[int(answer.args[0]) - 1]
        h = self.heroes[seat]
        h["defeated"] = False
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
            if eff["do"] == "revive" and not any(h["defeated"] for h in self.heroes.values()):
                return False
        return True

    def select(self: WarhammerQuest, who: str, source: str, holder: str | None = None):
        standing = [s for s in self.order if not self.heroes[s]["defeated"]]
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
                               [(f"choose {self.seat_no(s)}", s) for s in tied], rule="WQ-GOLD-04")
            return [self.order[int(answer.args[0]) - 1]]
        if who == "leader":
            return [self.leader_seat()]
        seat = self.active_or_leader()
        return [seat] if seat in standing else []

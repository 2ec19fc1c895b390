"""The effect vocabulary: card and quest effects are data, resolved here.

An effect is a table such as `{do = "suffer", n = 2, who = "each_hero"}`.
Primitives (`do`): suffer, recover, spawn, peril, progress, tokens,
condition, exhaust_zone.  Selectors (`who`): active, leader, each_hero,
most_wounds (ties: the party picks), holder.
"""

from __future__ import annotations

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
        self.check_end()

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

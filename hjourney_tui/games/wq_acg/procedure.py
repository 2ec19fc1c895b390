"""The action procedure: choose and exhaust, spend tokens, roll, crit re-rolls,
modifiers, then successes, enemy attacks against defence, and nemesis effects."""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING, Any

from hjourney_tui.core.decisions import Ask
from hjourney_tui.core.dice import Face

if TYPE_CHECKING:
    from hjourney_tui.core.zones import CardInstance

    from .engine import WarhammerQuest

TOKEN_CAP = 2


class ProcedureMixin:
    def action_card(self: WarhammerQuest, seat: str, kind: str) -> dict[str, Any]:
        return self.c["action"][self.heroes[seat]["actions"][kind]["card"]]

    def dice_for(self: WarhammerQuest, seat: str, kind: str) -> int:
        h = self.heroes[seat]
        n = self.action_card(seat, kind)["dice"]
        n += sum(g.get("dice", 0) for g in self.gear_of(seat) if g.get("for") == kind)
        n -= sum(self.c["condition"][c].get("fewer_dice", 0) for c in h["conditions"])
        return max(0, n)

    def bonus_successes(self: WarhammerQuest, seat: str) -> int:
        return sum(self.c["condition"][c].get("bonus_successes", 0) for c in self.heroes[seat]["conditions"])

    def extra_defence(self: WarhammerQuest, seat: str) -> int:
        return sum(g.get("defence", 0) for g in self.gear_of(seat))

    def targets_for(self: WarhammerQuest, seat: str, kind: str) -> list[tuple[str, ...]]:
        """Each legal choice of targets, as command arguments (fixed before the roll)."""
        card = self.action_card(seat, kind)
        if kind == "aid":
            return [(str(self.seat_no(s)),) for s in self.order
                    if s != seat and not self.heroes[s]["defeated"]] or [()]
        if kind != "attack":
            return [()]
        reach = list(self.zones[seat].cards)
        if card.get("ranged"):
            reach += list(self.shadow.cards)
            reach += [e for s in self.order if s != seat for e in self.zones[s]]
        ids = [f"e{e.uid}" for e in reach]
        if not ids:
            return [()]
        picks = min(card.get("targets", 1), len(ids))
        return [tuple(c) for c in combinations(ids, picks)]

    # -- the procedure --------------------------------------------------------------
    def perform(self: WarhammerQuest, seat: str, kind: str, targets: list[str], spend: int):
        h = self.heroes[seat]
        slot = h["actions"][kind]
        card = self.c["action"][slot["card"]]
        # 1. choose and exhaust
        slot["ready"] = False
        # 2. spend tokens from this card
        spend = min(spend, slot["tokens"])
        slot["tokens"] -= spend
        text = f"{seat} performs {card['name']} ({kind})"
        if targets:
            text += " against " + ", ".join(self.target_name(t) for t in targets)
        self.emit(text + (f", spending {spend} token(s)" if spend else ""), seat=seat, rule="WQ-ACT-02")
        # 3. roll hero dice and one enemy die per readied enemy engaged with this hero
        attackers = [e for e in self.zones[seat] if self.ready(e)]
        hero_faces = [self.hero_die.roll(self.rng) for _ in range(self.dice_for(seat, kind))]
        enemy_faces = [self.enemy_die.roll(self.rng) for _ in attackers]
        # 4. every crit counts one success and is rolled again, as long as crits keep coming
        crits = 0
        chain = list(hero_faces)
        final: list[Face] = []
        while chain:
            face = chain.pop()
            if face.has("crit"):
                crits += 1
                chain.append(self.hero_die.roll(self.rng))
            else:
                final.append(face)
        successes = crits + spend + sum(1 for f in final if f.has("success"))
        defences = sum(1 for f in final if f.has("defence"))
        attacks = sum(1 for f in enemy_faces if f.has("attack"))
        nemesis = any(f.has("nemesis") for f in enemy_faces)
        self.emit(f"{seat} rolls {len(hero_faces)} hero dice: {' '.join(f.label for f in hero_faces) or '-'}"
                  + (f", {crits} crit re-roll(s)" if crits else "")
                  + (f"; enemy dice: {' '.join(f.label for f in enemy_faces)}" if enemy_faces else ""),
                  kind="roll", seat=seat, rule="WQ-ACT-06", reveals=True,
                  data={"hero": [f.label for f in hero_faces], "kept": [f.label for f in final],
                        "crits": crits, "enemy": [f.label for f in enemy_faces]})
        # 5. modifiers
        bonus = self.bonus_successes(seat)
        successes += bonus
        defences += self.extra_defence(seat)
        self.emit(f"result: {successes} success(es), {defences} defence, {attacks} attack(s)"
                  + (", nemesis!" if nemesis else ""), seat=seat, rule="WQ-ACT-08")
        # 6a. successes
        yield from self.apply_successes(seat, kind, card, targets, successes)
        # 6b. enemy attacks against defence
        if attacks and attackers:
            yield from self.enemy_attacks(seat, attackers, attacks, defences)
        # 6c. nemesis effects, once each
        if nemesis:
            yield from self.nemesis_effects()
        # afterwards: spent tokens are gone, conditions that end after an action end,
        # and a prepare card readies all four actions
        for cond in list(h["conditions"]):
            removed_by = self.c["condition"][cond]["removed_by"]
            if removed_by == "action" or removed_by == kind:
                h["conditions"].remove(cond)
                self.emit(f"{seat} is no longer {self.c['condition'][cond]['name'].lower()}", rule="WQ-COND-04")
        if card.get("prepare"):
            for s in h["actions"].values():
                s["ready"] = True
            self.emit(f"{seat} prepares: all four actions are ready again", rule="WQ-ACT-12")
        if kind == "explore" and not self.result:
            yield from self.draw_dungeon(seat)

    def target_name(self: WarhammerQuest, target: str) -> str:
        if target.startswith("e"):
            card = self.enemy_by_uid(int(target[1:]))
            return self.foe_name(card) if card else target
        return self.order[int(target) - 1]

    def apply_successes(self: WarhammerQuest, seat: str, kind: str, card: dict[str, Any],
                        targets: list[str], successes: int):
        if kind == "explore":
            self.add_progress(successes, seat)
        elif kind == "rest":
            self.recover(seat, successes, "rest")
        elif kind == "aid":
            if targets:
                yield from self.place_tokens(self.order[int(targets[0]) - 1], successes, f"{seat}'s aid")
        elif kind == "attack":
            for t in targets:
                foe = self.enemy_by_uid(int(t[1:]))
                if foe is None:
                    continue
                resilience = self.foe(foe).get("resilience", 0) if foe.face_up else 0
                dealt = max(0, successes - resilience)
                if resilience:
                    self.emit(f"resilience {resilience} turns aside {min(resilience, successes)}", rule="WQ-ATK-07")
                self.wound_enemy(foe, dealt, seat)

    def enemy_attacks(self: WarhammerQuest, seat: str, attackers: list[CardInstance], attacks: int,
                      defences: int):
        ranked = sorted(attackers, key=lambda e: -self.foe(e)["attack"])
        count = min(attacks, len(ranked))
        chosen = ranked[:count]
        if count < len(ranked):
            cut = self.foe(ranked[count - 1])["attack"]
            tied = [e for e in ranked if self.foe(e)["attack"] == cut]
            sure = [e for e in chosen if self.foe(e)["attack"] > cut]
            need = count - len(sure)
            if len(tied) > need:
                options = [("strike " + " ".join(f"e{e.uid}" for e in combo),
                            ", ".join(self.foe_name(e) for e in combo)) for combo in combinations(tied, need)]
                answer = yield Ask(seat, "enemies tie on attack: choose which of them strike", options,
                                   rule="WQ-EATK-08")
                picked = {int(a[1:]) for a in answer.args}
                chosen = sure + [e for e in tied if e.uid in picked]
        total = sum(self.foe(e)["attack"] for e in chosen)
        wounds = max(0, total - defences)
        self.emit(f"{', '.join(self.foe_name(e) for e in chosen)} attack{'s' if len(chosen) == 1 else ''}:"
                  f" {total} against {defences} defence", rule="WQ-EATK-04")
        self.suffer(seat, wounds, "enemy attack")

    def nemesis_effects(self: WarhammerQuest):
        nemeses = [e for z in (*self.zones.values(), self.shadow, self.lair) for e in z
                   if e.face_up and self.foe(e)["kind"] == "nemesis"]
        for e in sorted(nemeses, key=self.rank, reverse=True):
            self.emit(f"{self.foe_name(e)}'s nemesis effect", rule="WQ-NEM-01")
            yield from self.resolve_effects(self.foe(e).get("nemesis", []), self.foe(e)["name"])

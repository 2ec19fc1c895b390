"""The action procedure: choose and exhaust, spend tokens, roll, crit re-rolls,
modifiers, then successes, enemy attacks against defence, and nemesis effects."""

from __future__ import annotations

from collections import Counter
from itertools import combinations
from typing import TYPE_CHECKING, Any

from hjourney_tui.core.dice import Face
from hjourney_tui.core.questions import Ask, Option
from hjourney_tui.core.words import plural

from .refs import ref, uid

if TYPE_CHECKING:
    from hjourney_tui.core.zones import CardInstance

    from .engine import WarhammerQuest

TOKEN_CAP = 2


def face_data(face: Face) -> dict[str, Any]:
    """A rolled face as plain event data: its label and its icons."""
    return {"label": face.label, "icons": list(face.symbols)}


class ProcedureMixin:
    def action_card(self: WarhammerQuest, seat: str, kind: str) -> dict[str, Any]:
        return self.c["action"][self.heroes[seat]["actions"][kind]["card"]]

    def is_advanced(self: WarhammerQuest, seat: str, kind: str) -> bool:
        return self.action_card(seat, kind)["level"] == "advanced"

    def train(self: WarhammerQuest, seat: str, kind: str, rule: str) -> None:
        """Upgrade a basic action to the hero's advanced card; readiness and tokens stay with the slot."""
        h = self.heroes[seat]
        adv = next(aid for aid, a in self.c["action"].items()
                   if a["hero"] == h["hero"] and a["kind"] == kind and a["level"] == "advanced")
        h["actions"][kind]["card"] = adv
        self.emit(f"{seat} trains: {self.c['action'][adv]['name']} replaces the basic {kind} action",
                  seat=seat, rule=rule)

    def dice_for(self: WarhammerQuest, seat: str, kind: str) -> int:
        """The action's printed dice, plus gear for it, less what conditions take (never below 0)."""
        return self.stat(seat, f"dice:{kind}")

    def bonus_successes(self: WarhammerQuest, seat: str) -> int:
        return self.stat(seat, "bonus_successes")

    def extra_defence(self: WarhammerQuest, seat: str) -> int:
        return self.stat(seat, "defence")

    def targets_for(self: WarhammerQuest, seat: str, kind: str) -> list[tuple[str, ...]]:
        """Each legal choice of targets, as command arguments (fixed before the roll)."""
        card = self.action_card(seat, kind)
        if kind == "aid":
            return [(str(self.seat_no(s)),) for s in self.order
                    if s != seat and not self.is_defeated(s)] or [()]
        if kind != "attack":
            return [()]
        reach = list(self.zones[seat].cards)
        if card.get("ranged"):
            reach += list(self.shadow.cards)
            reach += [e for s in self.order if s != seat for e in self.zones[s]]
        ids = [ref("e", e) for e in reach]
        if not ids:
            return [()]
        most = min(card.get("targets", 1), len(ids))  # "up to N": fewer targets are a choice too
        return [tuple(c) for picks in range(1, most + 1) for c in combinations(ids, picks)]

    # -- modifiers and nemeses --------------------------------------------------------
    def icon_modifiers(self: WarhammerQuest, seat: str, kind: str) -> list[dict[str, Any]]:
        """Icon conversions from the hero's ability, working gear and held conditions, in that order."""
        mods = list(self.c["hero"][self.heroes[seat]["hero"]].get("modify", []))
        mods += [m for g in self.gear_of(seat) for m in g.get("modify", [])]
        mods += [m for c in self.heroes[seat]["conditions"] for m in self.c["condition"][c].get("modify", [])]
        return [m for m in mods if m.get("for", kind) == kind]

    def faceup_nemeses(self: WarhammerQuest) -> list[CardInstance]:
        return [e for z in (*self.zones.values(), self.shadow, self.lair) for e in z
                if e.face_up and self.foe(e)["kind"] == "nemesis"]

    # -- the procedure --------------------------------------------------------------
    def perform(self: WarhammerQuest, seat: str, kind: str, targets: list[str], spend: int):
        h = self.heroes[seat]
        slot = h["actions"][kind]
        card = self.c["action"][slot["card"]]
        self.targets = list(targets)  # fixed before the roll, for the whole action
        # 1. choose and exhaust
        slot["ready"] = False
        # 2. spend tokens from this card
        spend = min(spend, slot["tokens"])
        slot["tokens"] -= spend
        text = f"{seat} performs {card['name']} ({kind})"
        if targets:  # an aid helps a friend: "for" them, not "against"
            text += (" for " if kind == "aid" else " against ") + ", ".join(self.target_name(t) for t in targets)
        self.emit(text + (f", spending {plural(spend, 'token')}" if spend else ""), seat=seat, rule="WQ-ACT-02",
                  data={"step": "action", "action": kind, "card": card["name"], "tokens": spend})
        # card lines printed above the action line come first
        yield from self.resolve_effects(card.get("before", []), card["name"])
        # 3. roll hero dice and one enemy die per readied enemy engaged with this hero
        attackers = [e for e in self.zones[seat] if self.ready(e)]
        nemeses = self.faceup_nemeses()  # one defeated by this action still answers its icon
        hero_faces = [self.hero_die.roll(self.rng) for _ in range(self.dice_for(seat, kind))]
        enemy_faces = [self.enemy_die.roll(self.rng) for _ in attackers]
        enemy_text = (f"; enemy {'die' if len(enemy_faces) == 1 else 'dice'}: {' '.join(f.label for f in enemy_faces)}"
                      if enemy_faces else "")
        # 4. re-roll effects from cards (gear that fires after the roll), then crits
        self.roll = {"seat": seat, "faces": hero_faces}
        try:
            if self.can_fire("after_roll", seat):  # show the dice before anyone decides to re-roll
                self.emit(f"{seat} rolls {' '.join(f.label for f in hero_faces) or '-'}" + enemy_text,
                          kind="roll", seat=seat, rule="WQ-ACT-04", reveals=True,
                          data={"stage": "before_rerolls", "hero_dice": [face_data(f) for f in hero_faces],
                                "enemy_dice": [face_data(f) for f in enemy_faces]})
                yield from self.fire("after_roll", seat)
        finally:
            self.roll = None
        # every crit counts one success and is rolled again, as long as crits keep coming
        crits = 0
        chain = list(hero_faces)
        origin = list(range(len(hero_faces)))  # which hero die each face in the chain comes from
        rerolled: list[list[Face]] = [[] for _ in hero_faces]  # the faces each die's crits rolled, in order
        final: list[Face] = []
        while chain:
            face, die = chain.pop(), origin.pop()
            if face.has("crit"):
                crits += 1
                chain.append(self.hero_die.roll(self.rng))
                origin.append(die)
                rerolled[die].append(chain[-1])
            else:
                final.append(face)
        icons: Counter[str] = Counter(sym for f in (*final, *enemy_faces) for sym in f.symbols)
        # every face shows, each die followed by what its crits rolled ("C->C->S"), so the
        # successes can be counted from the line alone
        shown = " ".join("->".join(x.label for x in (f, *rerolled[i])) for i, f in enumerate(hero_faces))
        self.emit(f"{seat} rolls {plural(len(hero_faces), 'hero die', 'hero dice')}: {shown or '-'}"
                  + (f" ({plural(crits, 'crit')}, each re-rolled)" if crits else "") + enemy_text,
                  kind="roll", seat=seat, rule="WQ-ACT-06", reveals=True,
                  data={"hero": [f.label for f in hero_faces], "kept": [f.label for f in final],
                        "crits": crits, "enemy": [f.label for f in enemy_faces],
                        # every die as the dice tray draws it: its face, then the chain of its crit re-rolls
                        "hero_dice": [{**face_data(f), "crits": [face_data(r) for r in rerolled[i]]}
                                      for i, f in enumerate(hero_faces)],
                        "enemy_dice": [face_data(f) for f in enemy_faces]})
        # 5. modifiers, only now that re-rolls are over: a converted icon stops counting, and
        # a crit made here counts one success but is never re-rolled
        for mod in self.icon_modifiers(seat, kind):
            moved = min(mod.get("n", 1), icons[mod["from"]])
            if moved:
                icons[mod["from"]] -= moved
                if mod["to"]:
                    icons[mod["to"]] += moved
                self.emit(f"{moved} {mod['from']} becomes {mod['to'] or 'nothing'}", seat=seat, rule="WQ-DICE-04",
                          data={"step": "modifier", "moved": moved, "from": mod["from"], "to": mod["to"]})
        # what cards add on top of the faces is named, one line each, so the faces listed and
        # these lines add up to the result (spent tokens count too, though named further up)
        bonuses = [("successes", spend, "tokens spent", "tokens")] if spend else []
        bonuses += [(stat, m.amount, m.source, "card") for stat, what in (("successes", "bonus_successes"),
                                                                          ("defence", "defence"))
                    for m in self.modifiers.in_force(seat, what) if m.kind == "add" and m.amount]
        for stat, amount, source, by in bonuses:
            noun = plural(amount, "success", "successes") if stat == "successes" else f"{amount} defence"
            self.emit(f"+{noun} ({source})", seat=seat, rule="WQ-ACT-07",
                      data={"step": "bonus", "stat": stat, "amount": amount, "source": source, "by": by})
        successes = crits + icons["crit"] + icons["success"] + spend + self.bonus_successes(seat)
        defences = icons["defence"] + self.extra_defence(seat)
        attacks = icons["attack"]
        nemesis = icons["nemesis"] > 0
        self.emit(f"result: {plural(successes, 'success', 'successes')}, {defences} defence, {plural(attacks, 'attack')}"
                  + (", nemesis!" if nemesis else ""), seat=seat, rule="WQ-ACT-08",
                  data={"step": "result", "successes": successes, "defence": defences, "attacks": attacks,
                        "nemesis": nemesis})
        # 6a. successes
        yield from self.apply_successes(seat, kind, card, targets, successes)
        # 6b. enemy attacks against defence
        if attacks and attackers:
            yield from self.enemy_attacks(seat, attackers, attacks, defences)
        # 6c. nemesis effects, once each
        if nemesis:
            yield from self.nemesis_effects(seat, nemeses)
        # card lines printed below the action line, then the hero's own ability
        yield from self.resolve_effects(card.get("after", []), card["name"])
        hero = self.c["hero"][h["hero"]]
        for line in hero.get("after_action", []):
            if line["kind"] == kind:
                yield from self.resolve_effects(line["effects"], f"{hero['name']}'s ability")
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
        self.targets = []
        if kind == "explore" and not self.result:
            yield from self.draw_dungeon(seat)

    def target_name(self: WarhammerQuest, target: str) -> str:
        if target.startswith("e"):
            card = self.enemy_by_uid(uid(target))
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
            live = [t for t in targets if self.enemy_by_uid(uid(t)) is not None]
            shares: Counter[str] = Counter()
            if len(live) > 1:  # each success goes to one declared target
                for i in range(successes):
                    answer = yield Ask(seat, f"success {i + 1} of {successes}: which target?",
                                       [Option(f"hit {t}", f"{self.target_name(t)} (so far {shares[t]})",
                                               {"verb": "hit", "enemy": t, "so_far": shares[t]}) for t in live],
                                       rule="WQ-ATK-05")
                    shares[answer.args[0]] += 1
            elif live:
                shares[live[0]] = successes
            for t in live:
                foe = self.enemy_by_uid(uid(t))
                if foe is None or not shares[t]:
                    continue
                if not foe.face_up:  # revealed as the wounds land, so its own resilience applies
                    foe.face_up = True
                    self.emit(f"{self.foe_name(foe)} is revealed by the attack", rule="WQ-FACE-02", reveals=True)
                resilience = self.foe(foe).get("resilience", 0)
                dealt = max(0, shares[t] - resilience)
                if resilience:
                    self.emit(f"resilience {resilience} turns aside {min(resilience, shares[t])}", rule="WQ-ATK-07")
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
                options = [Option("strike " + " ".join(ref("e", e) for e in combo),
                                  ", ".join(self.foe_name(e) for e in combo),
                                  {"verb": "strike", "enemies": [ref("e", e) for e in combo]})
                           for combo in combinations(tied, need)]
                answer = yield Ask(seat, "enemies tie on attack: choose which of them strike", options,
                                   rule="WQ-EATK-08")
                picked = {uid(a) for a in answer.args}
                chosen = sure + [e for e in tied if e.uid in picked]
        total = sum(self.foe(e)["attack"] for e in chosen)
        wounds = max(0, total - defences)
        self.emit(f"{', '.join(self.foe_name(e) for e in chosen)} attack{'s' if len(chosen) == 1 else ''}:"
                  f" {total} against {defences} defence", rule="WQ-EATK-04",
                  data={"step": "enemy_attack", "attack": total, "defence": defences, "wounds": wounds})
        self.suffer(seat, wounds, "enemy attack")

    def nemesis_effects(self: WarhammerQuest, seat: str, at_roll: list[CardInstance]):
        """Each faceup nemesis (or one faceup at the roll) resolves its effect once, highest rank first."""
        nemeses = list({e.uid: e for e in (*at_roll, *self.faceup_nemeses())}.values())
        order = yield from self.by_rank(nemeses, seat, "nemeses tie: whose effect resolves first?")
        for e in order:
            self.emit(f"{self.foe_name(e)}'s nemesis effect", rule="WQ-NEM-01", data={"nemesis": self.foe(e)["name"]})
            yield from self.resolve_effects(self.foe(e).get("nemesis", []), self.foe(e)["name"])

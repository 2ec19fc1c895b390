"""Enemies: zones, overflow, spawning, wounds and the enemy phase."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from hjourney_tui.core.questions import Ask, Option
from hjourney_tui.core.words import plural
from hjourney_tui.core.zones import CardInstance

from .refs import ref, uid

if TYPE_CHECKING:
    from .engine import WarhammerQuest

ZONE_LIMIT = 3


def wound_words(dealt: int, taken: int) -> tuple[str, str]:
    """The verb phrase of a wound line and a note for its bracket: wounds stop at health, so when
    fewer were taken than dealt the line says both ("takes 3 wounds", "4 dealt; ")."""
    if taken == dealt:
        return f"suffers {plural(dealt, 'wound')}", ""
    return f"takes {plural(taken, 'wound')}", f"{dealt} dealt; "


class FoesMixin:
    # -- reading ----------------------------------------------------------------
    def foe(self: WarhammerQuest, card: CardInstance) -> dict[str, Any]:
        return self.c["enemy"][card.card_id]

    def foe_name(self: WarhammerQuest, card: CardInstance) -> str:
        return f"{self.foe(card)['name']} ({ref('e', card)})" if card.face_up else \
            f"a facedown enemy ({ref('e', card)})"

    def ready(self, card: CardInstance) -> bool:
        return "exhausted" not in card.flags

    def rank(self: WarhammerQuest, card: CardInstance) -> tuple[int, int, int, int]:
        if not card.face_up:
            return (0, 0, 0, 0)
        f = self.foe(card)
        return (int(f["kind"] == "nemesis"), f["tier"], f["attack"], f["health"])

    def by_rank(self: WarhammerQuest, cards: list[CardInstance], seat: str, prompt: str,
                only_first: bool = False):
        """The cards from highest rank down; `seat` orders exact ties (facedown cards all tie, lowest)."""
        left, out = list(cards), []
        while left and not (only_first and out):
            top = max(self.rank(c) for c in left)
            tied = [c for c in left if self.rank(c) == top]
            pick = tied[0]
            if len(tied) > 1:
                answer = yield Ask(seat, prompt, [Option(f"first {ref('e', c)}", self.foe_name(c),
                                                         {"verb": "first", "enemy": ref("e", c)}) for c in tied],
                                   rule="WQ-RANK-01")
                pick = next(c for c in tied if c.uid == uid(answer.args[0]))
            out.append(pick)
            left.remove(pick)
        return out

    def enemy_by_uid(self: WarhammerQuest, eid: str) -> CardInstance | None:
        zone = self.table.where.get(eid)
        if zone is None or zone.name.split(":")[0] not in ("zone", "shadow", "lair"):
            return None
        return zone.find(eid)

    def engaged_with(self: WarhammerQuest, card: CardInstance) -> str | None:
        name = self.table.zone_of(card).name
        return name.split(":", 1)[1] if name.startswith("zone:") else None

    # -- moving -----------------------------------------------------------------
    def engage(self: WarhammerQuest, card: CardInstance, seat: str, why: str) -> None:
        """Put an enemy into a hero's engagement zone, with the overflow rule."""
        if not card.face_up:
            card.face_up = True
            self.emit(f"{self.foe_name(card)} is revealed", rule="WQ-FACE-02", reveals=True)
        if self.foe(card).get("cannot_engage"):  # absolute: no effect can engage it
            if self.table.zone_of(card) is not self.shadow:
                self.table.move(card, self.shadow)
            self.emit(f"{self.foe_name(card)} cannot be engaged and stays in the shadows", rule="WQ-ZONE-08")
            return
        if self.is_defeated(seat):
            self.table.move(card, self.shadow)
            return
        zone = self.zones[seat]
        if card in zone:
            return
        if len(zone) >= ZONE_LIMIT:
            n = self.foe(card)["attack"]
            self.emit(f"{seat}'s zone is full: {self.foe_name(card)} strikes for {n} and stays in the shadows",
                      rule="WQ-ZONE-04")
            self.table.move(card, self.shadow)
            self.suffer(seat, n, "overflow")
            return
        self.table.move(card, zone)
        self.emit(f"{self.foe_name(card)} engages {seat} ({why})", rule="WQ-ZONE-02")

    def draw_enemy(self: WarhammerQuest) -> CardInstance | None:
        card = self.table.draw(self.enemy_deck, self.limbo, reshuffle_from=self.enemy_discard, rng=self.rng)
        if card is None:
            self.emit("no enemy is left to spawn", rule="WQ-SPAWN-07")
        return card

    def spawn(self: WarhammerQuest, n: int, where: str, source: str):
        self.spawn_turn = 0  # every batch of spawns is dealt from the party leader round the table
        for _ in range(n):
            card = self.draw_enemy()
            if card is None:
                return
            card.flags.discard("exhausted")
            card.tokens.pop("wounds", None)
            if where == "shadow_down":
                self.table.move(card, self.shadow, face_up=False)
                self.table.reissue(card)  # a card seen before (then shuffled back) is a stranger again
                self.emit(f"{source}: an enemy lurks facedown in the shadows ({ref('e', card)})", rule="WQ-SPAWN-09",
                          reveals=True)
                continue
            card.face_up = True
            self.emit(f"{source}: {self.foe_name(card)} spawns", rule="WQ-SPAWN-01", reveals=True)
            if where == "shadow_up":
                self.table.move(card, self.shadow)
                continue
            if self.active is not None and not self.is_defeated(self.active):
                self.engage(card, self.active, "spawned during an activation")
            else:
                seat = self.next_spawn_seat()
                if seat is None:
                    self.table.move(card, self.shadow)
                else:
                    self.engage(card, seat, "spawn rotation")
            self.check_end()
        return
        yield  # this step asks nothing yet, but runs inside resolution scripts

    def next_spawn_seat(self: WarhammerQuest) -> str | None:
        standing = self.turns.order_from()
        if not standing:
            return None
        seat = standing[self.spawn_turn % len(standing)]
        self.spawn_turn += 1
        return seat

    # -- wounds -----------------------------------------------------------------
    def wound_enemy(self: WarhammerQuest, card: CardInstance, n: int, source: str) -> None:
        if n <= 0:
            return
        if not card.face_up:
            card.face_up = True
            self.emit(f"{self.foe_name(card)} is revealed by its wounds", rule="WQ-FACE-02", reveals=True)
        f = self.foe(card)
        before = card.tokens.get("wounds", 0)
        w = min(f["health"], before + n)
        card.tokens["wounds"] = w
        words, note = wound_words(n, w - before)
        self.emit(f"{self.foe_name(card)} {words} ({note}{w}/{f['health']})", rule="WQ-WND-01",
                  data={"step": "enemy_wounds", "dealt": n, "taken": w - before, "wounds": w, "health": f["health"]})
        if w >= f["health"]:
            self.defeat_enemy(card)

    def defeat_enemy(self: WarhammerQuest, card: CardInstance) -> None:
        f = self.foe(card)
        card.tokens.pop("wounds", None)
        card.flags.discard("exhausted")
        if f["kind"] == "nemesis":
            self.table.move(card, self.set_aside)
            # only the quest's own nemesis wins it; a campaign-pool nemesis is simply gone
            self.nemesis_defeated = self.nemesis_defeated or card.card_id == self.quest.get("nemesis")
            self.emit(f"{f['name']} is defeated!", rule="WQ-DEF-10")
        else:
            self.table.move(card, self.enemy_discard)
            self.emit(f"{f['name']} is defeated", rule="WQ-DEF-08")
        self.check_end()

    # -- enemy activation ---------------------------------------------------------
    def activate_enemy(self: WarhammerQuest, card: CardInstance, seat: str):
        if not card.face_up:
            card.face_up = True
            self.emit(f"{self.foe_name(card)} is revealed as it acts", rule="WQ-EPH-05", reveals=True)
        self.emit(f"{self.foe_name(card)} activates against {seat}", rule="WQ-EPH-06")
        f = self.foe(card)
        engaged = self.engaged_with(card)
        gone = False
        for keyword in f["bar"]:
            if self.result:
                return
            if self.in_play(card):
                engaged = self.engaged_with(card)
            elif not gone:  # defeated mid-activation (say, by a hero's trigger): the bar goes on
                gone = True
                self.emit(f"{f['name']} is defeated, yet the rest of its activation resolves", rule="WQ-DEF-09")
            if keyword in ("advance", "retreat") and gone:
                self.emit(f"{f['name']}'s {keyword.title()}: it is out of play, so nothing moves", rule="WQ-DEF-09")
            elif keyword == "advance":
                if self.engaged_with(card) != seat:
                    self.engage(card, seat, "advance")
            elif keyword == "retreat":
                if self.table.zone_of(card) is not self.shadow:
                    self.table.move(card, self.shadow)
                    self.emit(f"{self.foe_name(card)} retreats to the shadows", rule="WQ-KW-03")
            elif keyword == "inflict":
                target = engaged or seat
                self.emit(f"{self.foe_name(card)} inflicts {f['attack']} on {target}", rule="WQ-KW-04")
                before = self.heroes[target]["wounds"]
                self.suffer(target, f["attack"], "inflict")
                if self.heroes[target]["wounds"] > before:
                    yield from self.fire("inflict", target, card)
            else:  # an enemy-specific keyword, defined in the content from the effect vocabulary
                kw = self.c["keyword"][keyword]
                self.emit(f"{self.foe_name(card)}: {kw['name']}", rule="WQ-KW-07")
                was, self.subject = self.subject, card
                try:
                    yield from self.resolve_effects(kw["effects"], f"{f['name']}'s {kw['name']}")
                finally:
                    self.subject = was
        if self.in_play(card):
            card.flags.add("exhausted")

    def in_play(self: WarhammerQuest, card: CardInstance) -> bool:
        """In an engagement zone or the shadows (not the lair, a deck or a discard pile)."""
        return self.table.where.get(card.uid) in (*self.zones.values(), self.shadow)

    def enemy_phase(self: WarhammerQuest):
        self.phase = "enemy"
        self.emit(f"Round {self.round}: enemy phase", kind="phase", rule="WQ-EPH-01")
        order = self.turns.order_from()
        turn = 0
        while order and not self.result:
            if not any(self.ready(e) for z in (*self.zones.values(), self.shadow) for e in z):
                break
            seat = order[turn % len(order)]
            turn += 1
            if self.is_defeated(seat):
                continue
            own = [e for e in self.zones[seat] if self.ready(e)]
            pool = own or [e for e in self.shadow if self.ready(e)]
            if not pool:
                self.emit(f"{seat} has no enemy to activate", rule="WQ-EPH-04")
                continue
            self.active = seat
            options = [Option(f"activate {ref('e', e)}", f"activate {self.foe_name(e)}",
                              {"verb": "activate", "enemy": ref("e", e)}) for e in pool]
            answer = yield Ask(seat, "choose a readied enemy to activate", options, rule="WQ-EPH-02")
            card = self.enemy_by_uid(uid(answer.args[0]))
            assert card is not None
            yield from self.activate_enemy(card, seat)
            self.active = None
        for z in (*self.zones.values(), self.shadow):
            for e in z:
                e.flags.discard("exhausted")
        self.active = None

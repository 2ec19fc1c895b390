"""The quest sheet: decks built by tier, the sheet's own rules, how its nemesis enters,
its victory condition, and legendary gear reached through Legendary Fortunes."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from hjourney_tui.core.words import plural

if TYPE_CHECKING:
    from hjourney_tui.core.zones import CardInstance, Zone

    from .engine import WarhammerQuest


class SheetMixin:
    # -- decks ----------------------------------------------------------------------------
    def open_picks(self: WarhammerQuest) -> list[tuple[str, int, int]]:
        """(kind, tier, count) of every open pick: a campaign quest draws from its own tier,
        a delve names the tier of each pick itself."""
        q = self.quest
        if "open" in q:
            return [(p["kind"], p["tier"], p["n"]) for p in q["open"]]
        return [("standard", q["tier"], q["open_standard"]), ("elite", q["tier"], q["open_elite"]),
                ("location", q["tier"], q["locations"])]

    def build_decks(self: WarhammerQuest) -> None:
        q, t, rng = self.quest, self.table, self.rng
        enemies = self.c["enemy"]
        named = [eid for eid, e in enemies.items() if e["name"] in q["enemy_sets"]]
        deck_ids = [eid for eid in named for _ in range(enemies[eid]["copies"])]
        # open enemies: single cards of the named tier, never nemeses nor cards of a named set
        pools: dict[tuple[str, int], list[str]] = {}
        picks = self.open_picks()
        for kind, tier, n in picks:
            if kind == "location":
                continue
            if (kind, tier) not in pools:
                pool = [eid for eid, e in enemies.items() if e["kind"] == kind and e["tier"] == tier
                        and eid not in named for _ in range(e["copies"])]
                rng.shuffle(pool)
                pools[kind, tier] = pool
            pool = pools[kind, tier]
            deck_ids += pool[:n]
            del pool[:n]
        t.fill(self.enemy_deck, deck_ids, face_up=False)
        nemesis = q.get("nemesis")
        if nemesis and q.get("nemesis_enters") == "enemy_deck":
            t.fill(self.enemy_deck, [nemesis], face_up=False)
            self.emit(f"{enemies[nemesis]['name']} hides somewhere in the enemy deck", rule="WQ-NEM-06")
        rng.shuffle(self.enemy_deck.cards)
        if nemesis and q.get("nemesis_enters") != "enemy_deck":
            t.fill(self.lair, [nemesis])
        # open locations of each pick's tier, stacked in the order the sheet lists them (a
        # campaign quest has one pick, so its open locations are simply shuffled)
        taken: set[str] = set()
        for kind, tier, n in picks:
            if kind != "location":
                continue
            group = [lid for lid, loc in self.c["location"].items() if loc["tier"] == tier
                     and not loc.get("quest") and lid not in taken]
            rng.shuffle(group)
            t.fill(self.location_deck, group[:n], face_up=False)
            taken.update(group[:n])
        t.fill(self.location_deck, [q["final_location"]], face_up=False)  # always last
        dungeon = [d for d, card in self.c["dungeon"].items() if not card.get("pool")]
        rng.shuffle(dungeon)
        t.fill(self.dungeon_deck, dungeon[:q["dungeon"]], face_up=False)
        t.fill(self.unused, dungeon[q["dungeon"]:], face_up=False)
        owned = {g.card_id for seat in self.order for g in self.gear[seat]}  # carried over (see _setup)
        self.legendary = {s: t.zone(f"legendary:{s}") for s in self.order}
        for seat in self.order:  # each hero's own legendary cards wait aside until a fortune finds them
            hid = self.heroes[seat]["hero"]
            t.fill(self.legendary[seat], [g for g, card in self.c["gear"].items()
                                          if card.get("legendary") and card["hero"] == hid and g not in owned])
        # owned gear, legendary cards and cards that only come from the campaign pool never enter the deck
        gear = [g for g, card in self.c["gear"].items()
                if g not in owned and not card.get("pool") and not card.get("legendary")]
        rng.shuffle(gear)
        t.fill(self.gear_deck, gear[:q["gear"]], face_up=False)
        t.fill(self.unused, gear[q["gear"]:], face_up=False)
        self.shuffle_in_pool()
        self.emit(f"the quest begins: {q['name']}. {q['intro']}", kind="phase", rule="WQ-SETUP-10")
        if q.get("rules_text"):
            self.emit(f"quest rules: {q['rules_text']}", rule="WQ-GOLD-01")

    def sheet_view(self: WarhammerQuest) -> dict[str, Any]:
        """The quest sheet as everyone sees it: its rules, how it is won, and each hero's
        legendary cards still waiting for a fortune."""
        q = self.quest
        waiting = getattr(self, "legendary", {})
        # the sheet's place in the campaign's order means something only when a campaign is played
        return {"tier": q.get("tier"), "delve": bool(q.get("delve")),
                "campaign_quest": q.get("campaign") if self.record is not None else None,
                "rules": q.get("rules_text", ""), "victory": q["victory"], "defeat": q["defeat"],
                "legendary": {seat: [self.c["gear"][c.card_id]["name"] for c in zone]
                              for seat, zone in waiting.items()}}

    # -- the sheet's own rules ---------------------------------------------------------------
    def quest_rules(self: WarhammerQuest, when: str):
        """The sheet's rules for this moment; they resolve before any card's effect at the same time."""
        for rule in self.quest.get("rules", []):
            if rule["when"] == when:
                self.emit(f"quest rule ({when})", rule="WQ-TIME-01")
                yield from self.resolve_effects(rule["effects"], "the quest sheet")

    def quest_won(self: WarhammerQuest) -> bool:
        victory = self.quest["victory"]
        if victory == "nemesis_defeated":
            return self.nemesis_defeated
        card = self.location.top
        if victory == "final_explored" and card is not None and card.card_id == self.quest["final_location"]:
            return card.tokens.get("progress", 0) >= self.c["location"][card.card_id]["explore"]
        return False

    def resolve_effect(self: WarhammerQuest, eff: dict[str, Any], source: str, holder: str | None = None):
        if eff["do"] == "unleash":  # the nemesis leaves its lair and engages
            for nem in list(self.lair):
                self.emit(f"{self.foe_name(nem)} leaves the lair ({source})", rule="WQ-NEM-06")
                self.engage(nem, self.active_or_leader(), source)
            self.check_end()
            return
        if eff["do"] == "mend":  # the named enemies, or every faceup nemesis in play, recover wounds
            if eff.get("who"):
                foes = self.enemies_chosen(eff["who"])
            else:
                foes = self.faceup_nemeses()
            for e in foes:
                if e.tokens.get("wounds"):
                    healed = min(eff.get("n", 1), e.tokens["wounds"])
                    e.tokens["wounds"] -= healed
                    self.emit(f"{self.foe_name(e)} recovers {plural(healed, 'wound')} ({source})", rule="WQ-WND-06")
            return
        yield from super().resolve_effect(eff, source, holder)  # type: ignore[misc]

    # -- legendary gear ------------------------------------------------------------------------
    def claim_fortune(self: WarhammerQuest, seat: str, card: CardInstance):
        """A Legendary Fortune goes back to the campaign pool; the hero claims one of his own
        legendary cards he does not own yet, at random, and may equip it."""
        name = self.c["gear"][card.card_id]["name"]
        self.table.move(card, self.set_aside, face_up=True)
        self.emit(f"{seat} finds {name}; it returns to the campaign pool", seat=seat, rule="WQ-GEAR-14")
        waiting = self.legendary[seat]
        if not len(waiting):
            self.emit(f"{seat} already owns all three legendary cards and gains nothing", rule="WQ-EDGE-18")
            return
        found = waiting.cards[self.rng.below(len(waiting))]
        self.table.move(found, self.limbo, face_up=True)
        self.emit(f"{seat} claims the legendary {self.c['gear'][found.card_id]['name']}", seat=seat,
                  rule="WQ-GEAR-14", reveals=True)
        yield from self.offer_equip(seat, found)

    def gear_discard_for(self: WarhammerQuest, card: CardInstance) -> Zone:
        """Where unequipped or unwanted gear goes: a legendary card returns to its hero's own
        legendary cards (never to a pile another hero could take it from)."""
        g = self.c["gear"][card.card_id]
        if g.get("legendary"):
            for seat in self.order:
                if self.heroes[seat]["hero"] == g["hero"]:
                    return self.legendary[seat]
        return self.gear_discard

"""What a campaign carries from adventure to adventure: the party's currencies and progress, and
each hero's vessel, wounds, Soul XP, ability deck, items and perk unlocks.

A Party is read from the campaign record a quest starts with, changed by the adventure's end
and the Town Phase, and written back as the next record (`as_record`).  The record's fields:

    difficulty, chapter, played = [adventure ids], results = ["won" | "lost"], next = adventure id,
    coins, shards, legend, over = "" | "won" | "lost",
    heroes = {seat = {vessel, wounds, soul_xp, deck = [card ids], items = [{id, slot, wear, rune}],
                      unlocks = {vessel id = [perk ids]}}}
"""

from __future__ import annotations

from dataclasses import field
from typing import Any

from ...core.records import record
from .rules.items import Carried

RESULTS = ("won", "lost")
DIFFICULTIES = ("default", "challenger", "nightmare", "nightmare+1", "nightmare+2", "nightmare+3")


@record(frozen=False)
class HeroRecord:
    vessel: str  # '' for a Vesselless Soul
    wounds: int = 0
    soul_xp: int = 0
    deck: list[str] = field(default_factory=list)
    items: list[Carried] = field(default_factory=list)
    unlocks: dict[str, list[str]] = field(default_factory=dict)  # vessel id -> perk ids (VS-CAMP-11)

    def as_data(self) -> dict[str, Any]:
        return {"vessel": self.vessel, "wounds": self.wounds, "soul_xp": self.soul_xp, "deck": list(self.deck),
                "items": [c.as_data() for c in self.items],
                "unlocks": {v: list(p) for v, p in self.unlocks.items()}}

    @classmethod
    def from_data(cls, d: dict[str, Any]) -> HeroRecord:
        return cls(d["vessel"], d["wounds"], d["soul_xp"], list(d["deck"]),
                   [Carried(i["id"], i["slot"], i["wear"], i["rune"]) for i in d["items"]],
                   {v: list(p) for v, p in d["unlocks"].items()})


@record(frozen=False)
class Party:
    difficulty: str = "default"
    chapter: int = 1
    played: list[str] = field(default_factory=list)
    results: list[str] = field(default_factory=list)
    next: str = ""
    coins: int = 0
    shards: int = 0
    legend: int = 0
    over: str = ""
    heroes: dict[str, HeroRecord] = field(default_factory=dict)
    variants: list[str] = field(default_factory=list)  # VARIANTS switched on for the whole campaign

    def as_record(self) -> dict[str, Any]:
        out = {"difficulty": self.difficulty, "chapter": self.chapter, "played": list(self.played),
               "results": list(self.results), "next": self.next, "coins": self.coins, "shards": self.shards,
               "legend": self.legend, "over": self.over,
               "heroes": {s: h.as_data() for s, h in self.heroes.items()}}
        if self.variants:  # written only when some are on, so records without any read as before
            out["variants"] = list(self.variants)
        return out

    @classmethod
    def from_record(cls, r: dict[str, Any]) -> Party:
        return cls(r["difficulty"], r["chapter"], list(r["played"]), list(r["results"]), r["next"], r["coins"],
                   r["shards"], r["legend"], r["over"], {s: HeroRecord.from_data(h) for s, h in r["heroes"].items()},
                   list(r.get("variants", [])))

    def currency(self, name: str) -> int:
        return self.shards if name == "shards" else self.coins

    def pay(self, name: str, amount: int) -> None:
        """Spend (or, negative, gain) a currency; callers refuse first what would go below 0 (VS-TOWN-20)."""
        if name == "shards":
            self.shards -= amount
        else:
            self.coins -= amount
        assert self.coins >= 0 and self.shards >= 0, "a currency went below zero"

    def held(self) -> set[str]:
        """Item cards some hero carries (runes on them included): they are in no pile."""
        out = set()
        for h in self.heroes.values():
            for c in h.items:
                out.add(c.id)
                if c.rune:
                    out.add(c.rune)
        return out


RECORD_KEYS = ("difficulty", "chapter", "played", "results", "next", "coins", "shards", "legend", "over", "heroes")
OPTIONAL_KEYS = ("variants",)
VARIANTS = ("open_planning", "soft_failure")  # rules/variants.py
HERO_KEYS = ("vessel", "wounds", "soul_xp", "deck", "items", "unlocks")

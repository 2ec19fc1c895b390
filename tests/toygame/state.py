"""Dice Race state: plain typed data, no behaviour beyond small queries."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from hjourney_tui.core.zones import CardInstance, Table, Zone


@dataclass
class Runner:
    seat: str
    hand: Zone
    charms: Zone  # charm cards in play in front of the runner
    pos: int = 0
    wounds: int = 0


@dataclass
class RaceState:
    cards: dict[str, dict[str, Any]]  # the printed cards, by id
    table: Table
    deck: Zone
    discard: Zone
    runners: dict[str, Runner]
    goal: int
    perils: bool = False  # wounds, charms and the peril cards (the `perils` option)
    bids: dict[str, int] = field(default_factory=dict)
    winner: str | None = None

    def card(self, c: CardInstance) -> dict[str, Any]:
        return self.cards[c.card_id]

    def as_data(self) -> dict[str, Any]:
        return {"table": self.table.as_data(), "bids": self.bids, "winner": self.winner,
                "runners": {s: [r.pos, r.wounds] for s, r in self.runners.items()}}

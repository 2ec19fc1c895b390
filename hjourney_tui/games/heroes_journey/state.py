"""The Heroes' Journey state: plain typed data with small queries, no rules."""

from __future__ import annotations

from dataclasses import field
from typing import Any

from hjourney_tui.core.zones import CardInstance, Table, Zone

from ...core.records import record
from .content import Content, Deck

# Each player's zones; `owner` zones are seen by their owner only, `none` by nobody.
PLAYER_ZONES = {"book": "none", "hand": "owner", "atlas": "owner", "scrap": "public", "dead": "public",
                "removed": "public", "party": "public", "support": "public", "minions": "public",
                "borne": "public", "quest": "public", "stacked": "owner"}
IN_PLAY = ("party", "support", "minions", "borne", "quest")  # stacked cards are not in play (HJ-ZONE-07)


@record(frozen=False)
class Player:
    seat: str
    deck: Deck
    zones: dict[str, Zone]
    hero: str = ""  # uid of the Hero companion (its card id is deck.hero)
    burdens: int = 0
    bid: int | None = None
    site: int = 0  # the path number the marker stands on (0 before site 1 is placed)

    @property
    def book(self) -> Zone:
        return self.zones["book"]

    @property
    def hand(self) -> Zone:
        return self.zones["hand"]

    @property
    def atlas(self) -> Zone:
        return self.zones["atlas"]

    @property
    def scrap(self) -> Zone:
        return self.zones["scrap"]

    @property
    def dead(self) -> Zone:
        return self.zones["dead"]

    @property
    def removed(self) -> Zone:
        return self.zones["removed"]

    @property
    def party(self) -> Zone:
        return self.zones["party"]

    @property
    def support(self) -> Zone:
        return self.zones["support"]

    @property
    def minions(self) -> Zone:
        return self.zones["minions"]

    @property
    def borne(self) -> Zone:
        return self.zones["borne"]

    @property
    def quest(self) -> Zone:
        return self.zones["quest"]

    @property
    def stacked(self) -> Zone:
        return self.zones["stacked"]


@record(frozen=False)
class TurnState:
    """Where the turn stands: who is the Campaign player, the phase and step, the moves."""

    number: int = 0
    campaign: str = ""
    phase: str = "setup"  # setup, campaign, adversary, ranged, melee, regroup
    step: str = ""  # maneuver, barrage, assignment, skirmish ...
    acting: str = ""  # the Adversary player whose phase it is
    moves: int = 0
    move_limit: int = 2
    assigned: dict[str, str] = field(default_factory=dict)  # minion uid -> companion uid
    skirmish: str = ""  # the companion whose skirmish is being fought
    removed: set[str] = field(default_factory=set)  # participants taken out of the current skirmish
    cancelled: bool = False  # the current skirmish was cancelled: it ends with no winner (HJ-SKR-13)
    durable: dict[str, int] = field(default_factory=dict)  # wounds taken this skirmish step
    impervious: dict[str, int] = field(default_factory=dict)  # wounds prevented this Ranged phase
    ranged_bonus: dict[str, int] = field(default_factory=dict)  # "party"/"minions": added by card text

    def as_data(self) -> dict[str, Any]:
        return {"number": self.number, "campaign": self.campaign, "phase": self.phase, "step": self.step,
                "acting": self.acting, "moves": self.moves, "move_limit": self.move_limit,
                "assigned": dict(sorted(self.assigned.items())), "skirmish": self.skirmish,
                "removed": sorted(self.removed), "cancelled": self.cancelled, "durable": dict(sorted(self.durable.items())),
                "impervious": dict(sorted(self.impervious.items())),
                "ranged_bonus": dict(sorted(self.ranged_bonus.items()))}


@record(frozen=False)
class JourneyState:
    content: Content
    table: Table
    players: dict[str, Player]
    void: Zone  # a card being played: out of the hand, not yet in play or in a pile
    path_zone: Zone  # placed sites
    path: dict[int, str] = field(default_factory=dict)  # site number -> site uid
    cards: dict[str, CardInstance] = field(default_factory=dict)  # uid -> the card
    bearer: dict[str, str] = field(default_factory=dict)  # borne card uid -> bearer uid
    stacked: dict[str, str] = field(default_factory=dict)  # stacked card uid -> the card it sits on
    pool: int = 0
    initiative: set[str] = field(default_factory=set)
    turn: TurnState = field(default_factory=TurnState)
    positions: dict[str, int] = field(default_factory=dict)  # seat -> turn-order position picked
    starting_seats: int = 0
    winners: list[str] = field(default_factory=list)
    losers: list[str] = field(default_factory=list)  # in the order they lost
    vacant: list[int] = field(default_factory=list)  # path numbers emptied by an elimination
    vacant_from: str = ""  # the opponent who refills the next one

    # -- small queries -------------------------------------------------------------
    def card(self, uid: str) -> CardInstance:
        return self.cards[uid]

    def data(self, uid: str) -> dict[str, Any]:
        return self.content.any_card(self.cards[uid].card_id)

    def zone_of(self, uid: str) -> Zone:
        return self.table.where[uid]

    def zone_kind(self, uid: str) -> str:
        return self.table.where[uid].name.split(":", 1)[0]

    def in_play(self, uid: str) -> bool:
        return self.zone_kind(uid) in IN_PLAY

    def site_at(self, n: int) -> dict[str, Any] | None:
        uid = self.path.get(n)
        return self.data(uid) if uid else None

    def borne_by(self, uid: str) -> list[str]:
        return [c for c, b in self.bearer.items() if b == uid]

    def stacked_on(self, uid: str) -> list[str]:
        return [c for c, h in self.stacked.items() if h == uid]

    def as_data(self) -> dict[str, Any]:
        return {"table": self.table.as_data(), "path": {str(k): v for k, v in sorted(self.path.items())},
                "bearer": dict(sorted(self.bearer.items())), "stacked": dict(sorted(self.stacked.items())), "pool": self.pool,
                "initiative": sorted(self.initiative), "turn": self.turn.as_data(),
                "positions": self.positions, "winners": self.winners, "losers": self.losers,
                "vacant": self.vacant, "vacant_from": self.vacant_from,
                "players": {s: {"hero": p.hero, "burdens": p.burdens, "bid": p.bid, "site": p.site}
                            for s, p in self.players.items()}}

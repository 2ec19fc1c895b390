"""Soulless Vessel's state as plain records: heroes and their vessels, enemy groups and
models, the board's revealed rooms and open doors, the round and its step, and the threat.

Everything here is data: the rules (rules/) read and change it, the engine reports it.
Squares are (x, y) tuples, columns from the left and rows from the top.
"""

from __future__ import annotations

from dataclasses import asdict, field
from typing import Any

from ...core.grid import block
from ...core.records import record

Square = tuple[int, int]
BULKY = 2  # a Bulky model fills a 2x2 block anchored at its top-left square (VS-BULKY-01)

STEPS = ("effects", "event", "ai", "place", "reveal", "turns")
TRACKER_MAX = 5  # cooldown and effects trackers hold positions 1..5


@record(frozen=False)
class Hero:
    seat: str
    pos: Square
    vessel: str | None  # the vessel card inhabited; None: a Vesselless Soul
    weapon: str | None
    deck: list[str]  # every ability card the hero owns
    toughness: tuple[int, int, int] = (0, 0, 0)  # the vessel's scratch rows
    wounds: int = 0  # rows covered by wound tokens
    scratches: int = 0  # scratches in the current row
    cooldown: dict[str, int] = field(default_factory=dict)  # card -> position on the cooldown tracker
    effects: dict[str, int] = field(default_factory=dict)  # ongoing card -> rounds left
    wards: dict[str, str] = field(default_factory=dict)  # ongoing card laid on an ally -> that ally's seat
    roused: dict[str, list[str]] = field(default_factory=dict)  # a bellow -> the allies it rouses
    statuses: dict[str, int] = field(default_factory=dict)  # status -> rounds left (on the effects tracker)
    placed: list[str] = field(default_factory=list)  # this round's ability slots, not yet resolved
    initiative: int = 0
    acted: bool = False
    # the movement action under way: its points left, and whether it has had its
    # attack-of-opportunity check (made before its first step)
    mp: int = 0
    aoo_checked: bool = False
    offhand: str | None = None  # a second one-handed weapon in the other hand (VS-ATK-12)
    nimble: bool = False  # this movement action ignores difficult terrain and passes models (VS-TERR-08)
    braced: int = 0  # a minor action's block, held for the next enemy attack until the hero's next turn
    stance: dict[str, int] = field(default_factory=dict)  # defence dice an attack card left, till the next turn
    oiled: int = 0  # Power dice an oil put on the hero's weapon, for its next attack roll

    @property
    def soul(self) -> bool:
        return self.vessel is None

    @property
    def hand(self) -> list[str]:
        """Cards that are not placed, cooling down or ongoing (VS-ABIL-02)."""
        out = [c for c in self.deck if c not in self.cooldown and c not in self.effects]
        for c in self.placed:
            if c in out:
                out.remove(c)
        return out


@record(frozen=False)
class Enemy:
    id: str  # e.g. "gnawer2"
    group: str
    pos: Square
    wounds: int = 0
    tokens: dict[str, int] = field(default_factory=dict)  # status tokens on this model
    last_target: str | None = None  # the hero it attacked on its own turn last round
    target: str | None = None  # ... and this round
    size: int = 1  # BULKY for a Bulky model: `pos` is then the top-left square of its block

    @property
    def squares(self) -> tuple[Square, ...]:
        """Every square the model fills: one, or a Bulky model's four (VS-BULKY-01)."""
        return (self.pos,) if self.size == 1 else block(self.pos, self.size)

    @property
    def where(self) -> Square | tuple[Square, ...]:
        """The model's place for distance, adjacency and sight: its square, or a Bulky model's
        footprint, measured from its nearest square (VS-BULKY-06)."""
        return self.pos if self.size == 1 else block(self.pos, self.size)


@record(frozen=False)
class Group:
    id: str  # the enemy reference card's id
    models: list[str]  # enemy ids, in the order they spawned
    ai: str | None = None  # the AI card held
    initiative: int = 0  # the AI-card initiative drawn this round
    acts_at: int = 0  # the initiative step it acts at this round (0 if it joined too late)
    slot: int = 0  # when it took its initiative slot: earlier acts first among equals
    acted: bool = False
    traits: list[str] = field(default_factory=list)  # Trait cards, kept until the last model falls
    vengeance: int = 0  # attack power its models gained as others of the group fell (Vengeful)


@record(frozen=False)
class Drop:
    """A Dropped Item token: the item cards lying under it (VS-LOOT-03)."""

    pos: Square
    items: list[str]


@record(frozen=False)
class Found:
    """A vessel lying in the dungeon, for a hero to inhabit or extract (VS-VES-03, VS-VES-06)."""

    pos: Square
    vessel: str


@record(frozen=False)
class Minion:
    """A model a hero summoned: it acts at initiative 0 under its controller's orders and holds
    scratches against a single toughness (VS-MINION-01, VS-HP-13)."""

    id: str  # e.g. "grave_hound1"
    kind: str  # the minion card
    owner: str  # the controlling hero's seat
    card: str  # the ability card that summoned it ("" if none)
    pos: Square
    toughness: int = 1
    scratches: int = 0
    acted: bool = False
    mp: int = 0
    aoo_checked: bool = False
    attacked: bool = False  # its one melee attack this turn is made


@record(frozen=False)
class Board:
    revealed: list[str]  # room ids, in the order revealed
    open_doors: list[str]
    layouts: dict[str, str]  # room -> the layout rolled for it
    # a map that grows by exploration: the pieces laid ([room, tile, quarter turns, [x, y]], in
    # order) and the doorways end-capped now ('room.door')
    placed: list[list[Any]] = field(default_factory=list)
    caps: list[str] = field(default_factory=list)


@record(frozen=False)
class State:
    adventure: str
    heroes: dict[str, Hero]
    board: Board
    groups: dict[str, Group] = field(default_factory=dict)
    enemies: dict[str, Enemy] = field(default_factory=dict)
    enemy_pile: list[str] = field(default_factory=list)  # reference cards, top last
    exploration: list[str] = field(default_factory=list)  # the exploration deck, top last
    ai_deck: list[str] = field(default_factory=list)  # top last
    ai_discard: list[str] = field(default_factory=list)
    spawned: dict[str, int] = field(default_factory=dict)  # models of each kind ever placed (for names)
    minions: dict[str, Minion] = field(default_factory=dict)  # in the order they were summoned
    round: int = 0
    step: str = ""
    current_init: int | None = None  # the initiative step being resolved in step 6
    slots_taken: int = 0
    threat: int = 0
    won: bool = False
    failed: bool = False  # the adventure's own fail condition
    gave_up: bool = False
    difficulty: str = "default"  # fixed for the adventure (VS-DIFF-05)
    trait_pile: list[str] = field(default_factory=list)  # top last
    trait_discard: list[str] = field(default_factory=list)
    chests: list[Square] = field(default_factory=list)  # unopened chests in the revealed rooms
    drops: list[Drop] = field(default_factory=list)
    found: list[Found] = field(default_factory=list)

    # -- reading --------------------------------------------------------------
    def occupied(self, skip: str | None = None) -> set[Square]:
        """Squares holding a model (other than `skip`, a hero seat or enemy id)."""
        out = {h.pos for s, h in self.heroes.items() if s != skip}
        for i, e in self.enemies.items():
            if i != skip:
                out.update(e.squares)
        out |= {m.pos for i, m in self.minions.items() if i != skip}
        return out

    def model_at(self, s: Square) -> str | None:
        for seat, h in self.heroes.items():
            if h.pos == s:
                return seat
        for eid, e in self.enemies.items():
            if s in e.squares:
                return eid
        for mid, m in self.minions.items():
            if m.pos == s:
                return mid
        return None

    @property
    def lost(self) -> bool:
        """Every hero a Vesselless Soul at once (VS-WIN-05), or the party gave up."""
        return self.gave_up or self.failed or all(h.soul for h in self.heroes.values())

    @property
    def over(self) -> bool:
        return self.won or self.lost

    def as_data(self) -> dict[str, Any]:
        return asdict(self)

"""The Lord of the Rings card game state: plain typed data, no behaviour beyond small queries.

Every card is a `CardInstance` of the core's `Table`, with an opaque id so a
face-down card (the encounter deck, a shadow card, a player's deck) says
nothing about what it is.  Tokens on a card: "damage", "resources",
"progress".  Flags: "exhausted", "committed".
"""

from __future__ import annotations

from dataclasses import field
from typing import Any

from hjourney_tui.core.zones import CardInstance, Table, Zone

from ...core.records import record
from .content import Content

PHASES = ("resource", "planning", "quest", "travel", "encounter", "combat", "refresh")
ELIMINATED_AT = 50  # threat that eliminates a player


@record(frozen=False)
class Player:
    seat: str
    deck_id: str
    deck: Zone  # face down, seen by nobody
    hand: Zone  # seen by its owner
    discard: Zone
    heroes: Zone
    allies: Zone
    attachments: Zone  # player attachments this player controls, wherever they hang
    engaged: Zone  # enemies engaged with this player
    threat: int = 0
    mulliganed: bool = False
    engaged_optionally: bool = False  # this encounter phase
    fallen: list[str] = field(default_factory=list)  # heroes destroyed, by card id (for the score)
    eliminated: bool = False
    deck_name: str = ""

    def characters(self) -> list[CardInstance]:
        return [*self.heroes.cards, *self.allies.cards]


@record(frozen=False)
class Encounter:
    deck: Zone  # face down
    discard: Zone
    staging: Zone
    active: Zone  # the active location (0 or 1 card)
    victory: Zone  # the victory display
    shadows: Zone  # shadow cards dealt face down, each to one enemy
    quest: Zone  # the quest deck; the top card is the current stage
    quest_done: Zone  # completed stages
    set_aside: Zone
    revealing: Zone  # a card being revealed, until it resolves and finds its place
    sack: Zone  # the scenario's sack deck, face down, apart from the encounter deck
    underworld: Zone  # the scenario's underworld deck, face down
    beneath: Zone  # underworld cards stacked face down under a location


@record(frozen=False)
class Attack:
    """The enemy attack being resolved: who attacks whom, the defender, and what shadows added."""

    enemy: str
    seat: str  # the defending player, whoever's character defends
    defender: str | None = None
    bonus: int = 0  # attack added for this attack only (shadow effects)
    extra: list[str] = field(default_factory=list)  # further defenders a card effect let the player add

    def as_data(self) -> dict[str, Any]:
        return {"enemy": self.enemy, "seat": self.seat, "defender": self.defender, "bonus": self.bonus,
                "extra": list(self.extra)}


@record(frozen=False)
class LotrState:
    content: Content
    table: Table
    players: dict[str, Player]
    encounter: Encounter
    scenario: str
    cards: dict[str, CardInstance]  # every card, by uid
    round: int = 0
    phase: str = "setup"
    attached: dict[str, str] = field(default_factory=dict)  # attachment uid -> the card it hangs on
    shadow_of: dict[str, str] = field(default_factory=dict)  # shadow card uid -> its enemy
    attacked: set[str] = field(default_factory=set)  # enemies that attacked this combat phase
    declared: set[str] = field(default_factory=set)  # "seat:enemy" player attacks this combat phase
    in_flight: list[str] = field(default_factory=list)  # cards being revealed or resolved right now
    attack: Attack | None = None
    won: bool = False
    lost: str = ""  # why the players lost at once by a card's text (LC-CORE-END-10), if they did
    guard_of: dict[str, str] = field(default_factory=dict)  # guard uid -> the objective it guards
    beneath_of: dict[str, str] = field(default_factory=dict)  # stacked underworld card uid -> its location
    peril: str | None = None  # the seat staging a Peril card, alone, right now
    surfacing: list[str] = field(default_factory=list)  # stacked cards whose location left play, to come out

    # -- small queries ----------------------------------------------------------------
    def printed(self, c: CardInstance) -> dict[str, Any]:
        return self.content.printed(c.card_id)  # type: ignore[return-value]

    def name(self, c: CardInstance) -> str:
        return str(self.printed(c)["name"])

    def kind(self, c: CardInstance) -> str:
        """hero, ally, attachment, event, enemy, location, treachery, objective or quest."""
        if c.card_id in self.content.heroes:
            return "hero"
        if c.card_id in self.content.quests:
            return "quest"
        printed = self.printed(c)
        if printed.get("ally") and self.zone_of(c).name.startswith("allies:"):
            return "ally"  # an objective-ally is a character while a player controls it (LC-CORE-CARD-14)
        return str(printed["type"])

    def zone_of(self, c: CardInstance) -> Zone:
        return self.table.zone_of(c)

    @property
    def stage(self) -> CardInstance | None:
        return self.encounter.quest.top

    @property
    def active_location(self) -> CardInstance | None:
        return self.encounter.active.top

    def owner_of(self, c: CardInstance) -> Player:
        assert c.owner is not None
        return self.players[c.owner]

    def controller_of(self, c: CardInstance) -> str | None:
        """The seat controlling a player card in play, or engaged with an enemy."""
        z = self.zone_of(c)
        if z.owner is not None:
            return z.owner
        return c.controller

    def attachments_on(self, host: CardInstance) -> list[CardInstance]:
        return [self.cards[a] for a, h in self.attached.items() if h == host.uid]

    def guards_on(self, objective: CardInstance) -> list[CardInstance]:
        return [self.cards[g] for g, o in self.guard_of.items() if o == objective.uid]

    def stacked_under(self, loc: CardInstance) -> list[CardInstance]:
        return [self.cards[u] for u, h in self.beneath_of.items() if h == loc.uid]

    def poisons_on(self, c: CardInstance) -> list[CardInstance]:
        """Poison: the face-down cards attached to a character."""
        return [a for a in self.attachments_on(c) if not a.face_up]

    def is_condition(self, a: CardInstance) -> bool:
        """A Condition attachment: a poison (any face-down attachment), a held Clue, or a card with the trait."""
        if not a.face_up:
            return True
        card = self.printed(a)
        return bool(card.get("clue")) or "Condition" in card.get("traits", ())

    def clues_held(self) -> int:
        """Clue objectives attached to heroes."""
        return sum(1 for a in self.attached if self.cards[a].face_up and self.printed(self.cards[a]).get("clue"))

    def deciding(self, first: str) -> str:
        """Who makes the choices that fall to the players or the first player: during Peril, the
        player staging the Peril card."""
        return self.peril or first

    def shadows_on(self, enemy: CardInstance) -> list[CardInstance]:
        return [self.cards[s] for s, e in self.shadow_of.items() if e == enemy.uid]

    def as_data(self) -> dict[str, Any]:
        return {"table": self.table.as_data(), "round": self.round, "phase": self.phase,
                "threat": {s: p.threat for s, p in self.players.items()},
                "players": {s: [p.mulliganed, p.engaged_optionally, p.fallen, p.eliminated]
                            for s, p in self.players.items()},
                "attached": dict(sorted(self.attached.items())), "shadow_of": dict(sorted(self.shadow_of.items())),
                "attacked": sorted(self.attacked), "declared": sorted(self.declared),
                "in_flight": list(self.in_flight), "won": self.won, "lost": self.lost,
                "guard_of": dict(sorted(self.guard_of.items())), "beneath_of": dict(sorted(self.beneath_of.items())),
                "peril": self.peril, "surfacing": list(self.surfacing),
                "attack": self.attack.as_data() if self.attack else None}

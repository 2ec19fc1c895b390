"""Cards and zones: decks, piles, hands and play areas.

A card in play is a `CardInstance` with a unique id; its printed data stays in
the ruleset.  Every instance lives in exactly one zone, which the `Table`
checks (`check_conservation`) so tests and autoplay prove no card is ever
duplicated or lost.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import field
from typing import Any

from .ids import OpaqueIds
from .records import record
from .rng import Rng


class ZoneError(Exception):
    """A zone operation that the rules cannot allow (e.g. drawing from nothing)."""


@record(frozen=False)
class CardInstance:
    uid: int | str  # a plain count, or an opaque id (core.ids) where creation order would give cards away
    card_id: str  # key of the printed card in the ruleset
    owner: str | None = None
    controller: str | None = None
    face_up: bool = True
    tokens: dict[str, int] = field(default_factory=dict)
    flags: set[str] = field(default_factory=set)

    def as_data(self) -> dict[str, Any]:
        d: dict[str, Any] = {"uid": self.uid, "card": self.card_id}
        if self.owner is not None:
            d["owner"] = self.owner
        if self.controller not in (None, self.owner):
            d["controller"] = self.controller
        if not self.face_up:
            d["face_up"] = False
        if self.tokens:
            d["tokens"] = dict(sorted(self.tokens.items()))
        if self.flags:
            d["flags"] = sorted(self.flags)
        return d


class Zone:
    """An ordered pile of cards; index 0 is the top.

    `visibility` says who may look at its contents: "public", "owner" or
    "none" (e.g. a face-down deck).
    """

    __slots__ = ("name", "cards", "owner", "visibility")

    def __init__(self, name: str, owner: str | None = None, visibility: str = "public") -> None:
        self.name = name
        self.cards: list[CardInstance] = []
        self.owner = owner
        self.visibility = visibility

    def __len__(self) -> int:
        return len(self.cards)

    def __iter__(self) -> Iterator[CardInstance]:
        return iter(self.cards)

    def __contains__(self, card: object) -> bool:
        return any(c is card for c in self.cards)

    @property
    def top(self) -> CardInstance | None:
        return self.cards[0] if self.cards else None

    def visible_to(self, seat: str | None) -> bool:
        if self.visibility == "public":
            return True
        if self.visibility == "owner":
            return seat is not None and seat == self.owner
        return False

    def find(self, uid: int | str) -> CardInstance | None:
        for c in self.cards:
            if c.uid == uid:
                return c
        return None

    def view(self, seat: str | None) -> list[dict[str, Any]] | int:
        """The cards if this seat may see them, else only how many there are."""
        if self.visible_to(seat):
            return [c.as_data() for c in self.cards]
        return len(self.cards)

    def as_data(self) -> list[dict[str, Any]]:
        return [c.as_data() for c in self.cards]


class Table:
    """Owns every card instance and every zone; moves cards between zones."""

    def __init__(self, ids: OpaqueIds | None = None) -> None:
        self.zones: dict[str, Zone] = {}
        self._next_uid = 1
        self._count = 0
        self.ids = ids  # with ids, every card gets an opaque id instead of its place in the build order
        self.where: dict[int | str, Zone] = {}

    # -- set-up -----------------------------------------------------------
    def zone(self, name: str, owner: str | None = None, visibility: str = "public") -> Zone:
        if name in self.zones:
            raise ZoneError(f"zone {name!r} exists already")
        z = Zone(name, owner, visibility)
        self.zones[name] = z
        return z

    def create(self, card_id: str, zone: Zone, owner: str | None = None, face_up: bool = True) -> CardInstance:
        uid: int | str = self.ids.new() if self.ids is not None else self._next_uid
        card = CardInstance(uid, card_id, owner, owner, face_up)
        self._next_uid += 1
        self._count += 1
        zone.cards.append(card)
        self.where[card.uid] = zone
        return card

    def fill(self, zone: Zone, card_ids: Iterable[str], owner: str | None = None,
             face_up: bool = True) -> list[CardInstance]:
        return [self.create(cid, zone, owner, face_up) for cid in card_ids]

    def reissue(self, card: CardInstance) -> None:
        """Give a card a fresh opaque id, for a card turned facedown again: under its old id
        anyone who saw it face up would still know it."""
        if self.ids is None:
            return
        zone = self.where.pop(card.uid)
        card.uid = self.ids.new()
        self.where[card.uid] = zone

    # -- movement ---------------------------------------------------------
    def zone_of(self, card: CardInstance) -> Zone:
        return self.where[card.uid]

    def move(self, card: CardInstance, to: Zone, *, top: bool = False, face_up: bool | None = None) -> None:
        src = self.where[card.uid]
        for i, c in enumerate(src.cards):
            if c is card:
                del src.cards[i]
                break
        else:  # the ledger and the zone disagree: a bug, never a game situation
            raise ZoneError(f"card {card.uid} is not in {src.name}")
        if top:
            to.cards.insert(0, card)
        else:
            to.cards.append(card)
        self.where[card.uid] = to
        if face_up is not None:
            card.face_up = face_up

    def draw(self, deck: Zone, to: Zone, *, reshuffle_from: Zone | None = None,
             rng: Rng | None = None, face_up: bool | None = None) -> CardInstance | None:
        """Move the top card of `deck` to `to`.

        If the deck is empty and `reshuffle_from` is given, that pile is
        shuffled to form the new deck first.  Returns None when there is
        nothing to draw at all.
        """
        if not deck.cards and reshuffle_from is not None and reshuffle_from.cards:
            if rng is None:
                raise ZoneError("reshuffling needs the game's generator")
            self.gather(reshuffle_from, deck, face_up=False)
            rng.shuffle(deck.cards)
        card = deck.top
        if card is None:
            return None
        self.move(card, to, face_up=face_up)
        return card

    def gather(self, src: Zone, to: Zone, face_up: bool | None = None) -> None:
        for card in list(src.cards):
            self.move(card, to, face_up=face_up)

    # -- checks -----------------------------------------------------------
    def all_cards(self) -> Iterator[CardInstance]:
        for z in self.zones.values():
            yield from z.cards

    def check_conservation(self) -> None:
        """Every card is in exactly one zone and none has appeared or vanished."""
        seen: set[int] = set()
        for z in self.zones.values():
            for c in z.cards:
                if c.uid in seen:
                    raise AssertionError(f"card {c.uid} ({c.card_id}) is in two places")
                if self.where.get(c.uid) is not z:
                    raise AssertionError(f"card {c.uid} ({c.card_id}) is in {z.name} but the ledger disagrees")
                seen.add(c.uid)
        if len(seen) != self._count:
            raise AssertionError(f"{self._count} cards were created but {len(seen)} are on the table")

    def as_data(self) -> dict[str, list[dict[str, Any]]]:
        return {name: z.as_data() for name, z in self.zones.items()}

"""A hero's item board: which slot each carried item sits in, and the rules a board must keep.

Slots (VS-ITEM-01) come from settings.toml.  Hand slots are counted in hands (a two-handed
weapon fills both); consumable slots take consumables only (VS-ITEM-02: an item goes to its own kind of slot or the backpack); gear may not repeat a
location tag (VS-ITEM-04); the backpack takes anything but gives nothing until equipped
(VS-ITEM-03).  A gain that finds no room is refused, never squeezed in (VS-ITEM-14).
"""

from __future__ import annotations

from dataclasses import asdict
from typing import Any

from ....core.records import record

BACKPACK = "backpack"


@record(frozen=False)
class Carried:
    """One item card on a hero's board."""

    id: str
    slot: str  # hand, armor, gear, consumable or backpack
    wear: int = 0  # Wear tokens on it (VS-WEAR-06: kept between adventures)
    rune: str = ""  # the rune attached to it, if any

    def as_data(self) -> dict[str, Any]:
        return asdict(self)


def natural_slot(item: Any) -> str:
    """Where an item is equipped; runes only ever ride in the backpack until attached."""
    return BACKPACK if item.slot == "rune" else item.slot


def used(board: list[Carried], items: dict[str, Any], slot: str) -> int:
    if slot == "hand":
        return sum(max(1, items[c.id].hands) for c in board if c.slot == "hand")
    return sum(1 for c in board if c.slot == slot)


def why_not_fit(board: list[Carried], items: dict[str, Any], slots: dict[str, int], item_id: str,
                slot: str) -> str:
    """Why this item cannot go into this slot of this board now ('' if it can)."""
    item = items[item_id]
    if slot != BACKPACK and natural_slot(item) != slot:
        return f"{item.name} does not go in a {slot} slot"
    need = max(1, item.hands) if slot == "hand" else 1
    if used(board, items, slot) + need > slots[slot]:
        return f"no free {slot} slot" + ("s" if need > 1 else "")
    if slot == "gear":
        tags = {t for c in board if c.slot == "gear" for t in items[c.id].tags}
        clash = tags & set(item.tags)
        if clash:
            return f"another gear item is already worn on the {sorted(clash)[0]}"
    return ""


def place(board: list[Carried], items: dict[str, Any], slots: dict[str, int], item_id: str) -> str:
    """The slot a newly gained item goes to: its own if free, else the backpack; '' if no room."""
    for slot in (natural_slot(items[item_id]), BACKPACK):
        if not why_not_fit(board, items, slots, item_id, slot):
            return slot
    return ""


def find(board: list[Carried], item_id: str) -> Carried | None:
    return next((c for c in board if c.id == item_id), None)


def weapon(board: list[Carried], weapons: dict[str, Any]) -> str | None:
    """The weapon a hero attacks with: the first one in its hands (backpacked ones give nothing)."""
    return next((c.id for c in board if c.slot == "hand" and c.id in weapons), None)


def weapons(board: list[Carried], weapons: dict[str, Any]) -> list[str]:
    """Every weapon in its hands, main hand first: one two-handed or up to two one-handed (VS-ATK-12)."""
    return [c.id for c in board if c.slot == "hand" and c.id in weapons]


def check(board: list[Carried], items: dict[str, Any], slots: dict[str, int]) -> str:
    """Whether a whole board keeps the slot rules ('' if it does)."""
    for slot, most in slots.items():
        if used(board, items, slot) > most:
            return f"more than {most} {slot} slot(s) filled"
    for c in board:
        if c.slot != BACKPACK and natural_slot(items[c.id]) != c.slot:
            return f"{c.id} is not a {c.slot} item"
    tags = [t for c in board if c.slot == "gear" for t in items[c.id].tags]
    if len(tags) != len(set(tags)):
        return "two gear items share a location"
    return ""

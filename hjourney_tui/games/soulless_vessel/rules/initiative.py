"""Who acts next in step 6: higher initiative first; a hero before an enemy group on a tie; the
party picks among tied heroes; tied groups in the order they took the slot.  Minions act at 0,
after the heroes there and before any group there."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..state import Group, State

MINION_INITIATIVE = 0  # VS-INIT-02

if TYPE_CHECKING:
    from ..engine import Vessels


def join(game: Vessels, group: Group) -> None:
    """A group takes its initiative slot.  Arriving during step 6 with an initiative above the step
    being resolved, it acts at 0 this round; otherwise at its own, after the groups already holding
    that slot (VS-INIT-04/05)."""
    st = game.state
    st.slots_taken += 1
    group.slot = st.slots_taken
    group.acts_at = group.initiative
    if st.current_init is not None and group.initiative > st.current_init:
        group.acts_at = 0


def next_up(st: State) -> tuple[str, list[str]] | None:
    """("heroes", seats tied at the top), ("minion", [id]) or ("group", [id]), or None once everyone
    has acted (VS-ROUND-05/06/09).  A minion's initiative is 0 (VS-INIT-02), and a minion goes
    before a group on the same number (VS-ROUND-07), in the order they were summoned."""
    heroes = [h for h in st.heroes.values() if not h.acted]
    groups = [g for g in st.groups.values() if not g.acted]
    minions = [m for m in st.minions.values() if not m.acted]
    if not heroes and not groups and not minions:
        return None
    top = max([h.initiative for h in heroes] + [g.acts_at for g in groups] + [MINION_INITIATIVE for _ in minions])
    tied = [h.seat for h in heroes if h.initiative == top]
    if tied:
        return "heroes", tied
    if minions and top == MINION_INITIATIVE:
        return "minion", [minions[0].id]
    first = min((g for g in groups if g.acts_at == top), key=lambda g: g.slot)
    return "group", [first.id]

"""Travel phase: with no active location, the first player may send the group to one in staging."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from hjourney_tui.core.questions import Ask, Option, Script
from hjourney_tui.core.timing import Occurrence, occur

from .actions import action_window

if TYPE_CHECKING:
    from ..engine import Lotr


# A location's "Travel:" cost is a Forced interrupt of its card on "travel" (cards/); here, by card id, is why
# it cannot be paid in full now ("" when it can), which makes the location no legal destination.
TRAVEL_COSTS: dict[str, Callable[[Any], str]] = {}


def travel_option(game: Lotr, c) -> Option:  # noqa: ANN001 - a location card
    """Travelling there, refused with the reason when its Travel cost cannot be paid in full."""
    st = game.state
    cost = TRAVEL_COSTS.get(c.card_id)
    problem = cost(game) if cost is not None else ""
    return Option(f"travel {c.uid}", f"travel to {st.name(c)}", {"verb": "travel", "uid": c.uid, "card": c.card_id},
                  enabled=not problem, reason=problem)


def travel_phase(game: Lotr) -> Script:
    st = game.state
    locations = [c for c in st.encounter.staging.cards if st.kind(c) == "location"]
    if st.active_location is None and locations:
        options = [travel_option(game, c) for c in locations]
        answer = yield Ask(game.turns.first, "travel to a location in the staging area, or stay",
                           [*options, Option("stay", "do not travel this round", {"verb": "stay"})],
                           rule="LC-CORE-TRAVEL-03", kind="turn")
        if answer.name == "travel":
            yield from travel(game, st.cards[answer.args[0]])
    yield from action_window(game, "travel")


def travel(game: Lotr, loc) -> Script:  # noqa: ANN001 - a location card
    st = game.state

    def go(occ: Occurrence) -> None:
        game.table.move(loc, st.encounter.active)
        game.emit(f"the players travel to {st.name(loc)}", kind="travel", rule="LC-CORE-TRAVEL-06",
                  data={"card": loc.card_id})

    yield from occur(game, Occurrence("travel", {"card": str(loc.uid)}), go)

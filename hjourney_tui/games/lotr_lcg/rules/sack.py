"""Sack X: cards from the scenario's own sack deck, each taken and resolved in turn by the first player.

A sack card's "When sacked" text answers the "sacked" occurrence; text that finds no eligible target
sets the occurrence's data "no_target".  A sack card that does not stay in play goes back into the
sack deck, shuffled; one that stays goes back the same way when it leaves play (see damage.leave_play).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from hjourney_tui.core.questions import Script
from hjourney_tui.core.timing import Occurrence, occur

if TYPE_CHECKING:
    from ..engine import Lotr


def sack_cards(game: Lotr, n: int) -> Script:
    """Sack n: the cards that do not stay in play go back once all n are resolved, so that a deck
    short of n cards gives only what it holds."""
    st = game.state
    done = []
    for _ in range(n):
        if game.over:
            break
        c = st.encounter.sack.top
        if c is None:
            game.emit("the sack deck is empty: nothing more is sacked", kind="sack", rule="LC-KW-SACK-04")
            break
        game.table.move(c, st.encounter.revealing, face_up=True)
        game.emit(f"sacked: {st.name(c)}", kind="sack", reveals=True, rule="LC-KW-SACK-02",
                  data={"card": c.card_id, "uid": c.uid})
        uid = str(c.uid)
        st.in_flight.append(uid)
        yield from occur(game, Occurrence("sacked", {"card": uid, "seat": st.deciding(game.turns.first)}),
                         lambda occ: None)
        st.in_flight.remove(uid)
        if game.table.zone_of(c) is st.encounter.revealing:
            game.table.move(c, st.encounter.set_aside, face_up=True)  # aside until this Sack is over
            done.append(c)
    for c in done:
        shuffle_back(game, c)


def shuffle_back(game: Lotr, c) -> None:  # noqa: ANN001 - a sack card
    st = game.state
    game.table.move(c, st.encounter.sack, face_up=False)
    game.rng.shuffle(st.encounter.sack.cards)
    game.emit(f"{st.name(c)} is shuffled back into the sack deck", kind="sack", rule="LC-KW-SACK-05",
              data={"card": c.card_id})

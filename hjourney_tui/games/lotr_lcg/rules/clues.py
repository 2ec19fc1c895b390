"""Clue objectives: claimed onto a hero committed to the quest, held as a Condition attachment, and
sent back on top of the encounter deck if that hero leaves play (see damage.leave_play)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hjourney_tui.core.questions import Ask, Option, Script
from hjourney_tui.core.zones import CardInstance

from .damage import in_play
from .progress import check_clues
from .staging import claimable

if TYPE_CHECKING:
    from ..engine import Lotr


def committed_heroes(game: Lotr) -> list[CardInstance]:
    st = game.state
    return [h for s in game.turns.order_from() for h in st.players[s].heroes.cards
            if "committed" in h.flags and in_play(game, h)]


def claim_clue(game: Lotr, clue: CardInstance) -> Script:
    """The first player attaches the Clue to a committed hero of their choice; nothing happens while it
    is guarded or when no hero is committed.  Returns whether it was claimed."""
    st = game.state
    heroes = committed_heroes(game)
    if not claimable(game, clue) or not heroes:
        return False
    hero = heroes[0]
    if len(heroes) > 1:
        answer = yield Ask(st.deciding(game.turns.first), f"{st.name(clue)}: which committed hero takes it?",
                           [Option(f"target {h.uid}", f"{st.name(h)} ({st.controller_of(h)})",
                                   {"verb": "target", "uid": h.uid, "card": h.card_id}) for h in heroes],
                           rule="LC-KW-CLUE-02")
        hero = st.cards[answer.args[0]]
    seat = st.controller_of(hero) or ""
    game.table.move(clue, st.players[seat].attachments, face_up=True)
    clue.controller = seat
    st.attached[str(clue.uid)] = str(hero.uid)
    game.emit(f"{st.name(hero)} claims {st.name(clue)} ({st.clues_held()} Clues held)", kind="clue",
              rule="LC-KW-CLUE-02", data={"card": clue.card_id, "hero": hero.uid, "clues": st.clues_held()})
    from .actions import restricted_limit

    yield from restricted_limit(game, hero)  # a Restricted Clue counts toward the hero's two
    yield from check_clues(game)
    return True

"""Progress: the active location fills first, then the quest stage; stages advance and the last wins."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hjourney_tui.core.questions import Script
from hjourney_tui.core.timing import Occurrence, occur
from hjourney_tui.core.zones import CardInstance

from .basics import add_tokens, stat, tokens

if TYPE_CHECKING:
    from ..engine import Lotr


def place_quest_progress(game: Lotr, n: int) -> Script:
    """Progress "on the quest": onto the active location up to its quest points, the rest onto the stage."""
    st = game.state
    loc = st.active_location
    if loc is not None and n > 0:
        room = max(0, stat(game, loc, "quest_points") - tokens(loc, "progress"))
        put = min(room, n)
        n -= put
        yield from place_on(game, loc, put)
    stage = st.stage
    if stage is not None and n > 0 and not st.won:
        yield from place_on(game, stage, n)


def place_on(game: Lotr, card: CardInstance, n: int) -> Script:
    """Progress on one card only; a location full of progress is explored, a full stage is completed
    (what is beyond its quest points is lost)."""
    st = game.state
    if n <= 0:
        return
    room = max(0, stat(game, card, "quest_points") - tokens(card, "progress"))
    add_tokens(card, "progress", min(n, room))
    game.emit(f"{min(n, room)} progress on {st.name(card)}", kind="progress",
              data={"card": card.card_id, "progress": tokens(card, "progress")})
    if tokens(card, "progress") >= stat(game, card, "quest_points"):
        if st.kind(card) == "location":
            yield from explore(game, card)
        elif st.kind(card) == "quest" and card is st.stage and not st.printed(card).get("clues"):
            yield from advance_stage(game)


def check_clues(game: Lotr) -> Script:
    """A stage won by Clues is complete once the players hold as many as it asks for."""
    st = game.state
    stage = st.stage
    if stage is not None and not st.won:
        need = st.printed(stage).get("clues")
        if need and st.clues_held() >= need:
            game.emit(f"the players hold {st.clues_held()} Clues", kind="clue", rule="LC-KW-CLUE-07",
                      data={"clues": st.clues_held()})
            yield from advance_stage(game)


def explore(game: Lotr, loc: CardInstance) -> Script:
    from .damage import leave_play

    st = game.state

    def go(occ: Occurrence) -> None:
        victory = st.printed(loc).get("victory")
        leave_play(game, loc, st.encounter.victory if victory else None)
        game.emit(f"{st.name(loc)} is explored", kind="explored", rule="LC-CORE-QUEST-18",
                  data={"card": loc.card_id})

    yield from occur(game, Occurrence("explored", {"card": str(loc.uid)}), go)
    if st.surfacing:
        from .staging import surface

        yield from surface(game, game.turns.first)


def advance_stage(game: Lotr) -> Script:
    """The current stage is complete: the next one is revealed, or, after the last, the players win."""
    st = game.state
    done = st.stage
    assert done is not None
    done.tokens.clear()
    game.table.move(done, st.encounter.quest_done)
    game.emit(f"stage {st.printed(done)['stage']} ({st.name(done)}) is complete", kind="stage",
              rule="LC-CORE-QUEST-19", data={"stage": done.card_id})
    nxt = st.stage
    if nxt is None:
        st.won = True
        game.emit("the last stage is complete: the players win", kind="won", rule="LC-CORE-END-01")
        return
    game.emit(f"stage {st.printed(nxt)['stage']}: {st.name(nxt)}", kind="stage", reveals=True,
              data={"stage": nxt.card_id})
    place_villagers(game, nxt)
    yield from occur(game, Occurrence("stage_revealed", {"card": str(nxt.uid)}), lambda occ: None)
    yield from check_clues(game)  # Clues claimed before this stage count for it too


def place_villagers(game: Lotr, stage: CardInstance) -> None:
    """Villagers X on a quest card: X villager tokens when it is revealed."""
    n = int(game.state.printed(stage).get("villagers", 0))
    if n:
        add_tokens(stage, "villagers", n)
        game.emit(f"{n} villagers wait on {game.state.name(stage)}", kind="villagers", rule="LC-KW-VILLAGERS-02",
                  data={"card": stage.uid, "villagers": n})

"""Quest phase: commit characters, stage encounter cards, then willpower against threat."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hjourney_tui.core.questions import Ask, Option, Script
from hjourney_tui.core.timing import Occurrence, occur

from .actions import action_window
from .basics import exhaust, ready, stat
from .damage import in_play
from .progress import place_quest_progress
from .staging import reveal_top, staging_threat
from .threat import raise_threat

if TYPE_CHECKING:
    from ..engine import Lotr


def quest_phase(game: Lotr) -> Script:
    st = game.state
    yield from action_window(game, "the quest begins")
    for seat in game.turns.order_from():
        yield from commit(game, seat)
    yield from action_window(game, "after commitment")
    yield from staging(game)
    yield from action_window(game, "after staging")
    if not game.over:
        yield from resolve(game)
        yield from action_window(game, "after the quest is resolved")
    for c in st.cards.values():
        c.flags.discard("committed")  # committed characters stay exhausted


def quest_stat(game: Lotr) -> str:
    """What committed characters add up: willpower, or attack on a Battle stage, defence on a Siege stage."""
    stage = game.state.stage
    printed = game.state.printed(stage) if stage is not None else {}
    if printed.get("battle"):
        return "attack"
    if printed.get("siege"):
        return "defence"
    return "willpower"


def commit(game: Lotr, seat: str) -> Script:
    """The player commits ready characters one by one (each is exhausted), then says done."""
    st = game.state
    while not game.over and not st.players[seat].eliminated:
        chars = [c for c in st.players[seat].characters() if ready(c) and "committed" not in c.flags]
        what = quest_stat(game)
        options = [Option(f"commit {c.uid}", f"commit {st.name(c)} ({stat(game, c, what)} {what})",
                          {"verb": "commit", "uid": c.uid, "willpower": stat(game, c, what), "counts": what})
                   for c in chars]
        if not options:
            return
        answer = yield Ask(seat, "commit characters to the quest, or done",
                           [*options, Option("done", "commit no more", {"verb": "done"})],
                           rule="LC-CORE-QUEST-01", kind="turn")
        if answer.name == "done":
            return
        c = st.cards[answer.args[0]]
        exhaust(c)
        c.flags.add("committed")
        game.emit(f"{seat} commits {st.name(c)} to the quest", kind="commit", seat=seat,
                  data={"seat": seat, "uid": c.uid})
        yield from occur(game, Occurrence("committed", {"card": str(c.uid), "seat": seat}), lambda occ: None)


def staging(game: Lotr) -> Script:
    """One encounter card per player still in, the i-th for the i-th player in player order; the count
    is recalculated as players are eliminated."""
    revealed = 0
    while not game.over:
        order = game.turns.order_from()
        if revealed >= len(order):
            break
        seat = order[revealed]
        revealed += 1
        if not (yield from reveal_top(game, seat)):
            break


def committed(game: Lotr) -> list:
    return [c for c in game.state.cards.values() if "committed" in c.flags and in_play(game, c)]


def resolve(game: Lotr) -> Script:
    """Committed willpower against staging threat: progress for the difference, or each player's
    threat rises by it; a tie does nothing."""
    what = quest_stat(game)
    willpower = sum(stat(game, c, what) for c in committed(game))
    threat = staging_threat(game)
    game.emit(f"quest: {willpower} {what} against {threat} threat", kind="quest", rule="LC-CORE-QUEST-11",
              data={"willpower": willpower, "threat": threat, **({"counts": what} if what != "willpower" else {})})
    if willpower > threat:
        yield from place_quest_progress(game, willpower - threat)
        yield from occur(game, Occurrence("quest_succeeded", {"by": willpower - threat}), lambda occ: None)
    elif threat > willpower:
        raise_threat(game, game.turns.order_from(), threat - willpower, "the quest failed")

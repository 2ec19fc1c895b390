"""Hide X: the revealing player may exhaust characters, then X encounter cards are discarded unread and
their threat is set against the willpower exhausted."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hjourney_tui.core.questions import Ask, Option, Script
from hjourney_tui.core.timing import Occurrence, occur
from hjourney_tui.core.zones import CardInstance

from .basics import exhaust, ready, stat

if TYPE_CHECKING:
    from ..engine import Lotr


def hide_test(game: Lotr, seat: str, card: CardInstance, x: int) -> Script:
    """Only `seat`'s ready characters may join (none is fine); joining is not questing. The test
    passes when their willpower is at least the discarded cards' threat.  Card text answers the
    "hide_test" occurrence (its data says whether it passed)."""
    st = game.state
    joined: list[CardInstance] = []
    while not game.over:
        chars = [c for c in st.players[seat].characters() if ready(c)]
        if not chars:
            break
        options = [Option(f"commit {c.uid}", f"exhaust {st.name(c)} for the Hide test "
                          f"({stat(game, c, 'willpower')} willpower)",
                          {"verb": "commit", "uid": c.uid, "willpower": stat(game, c, "willpower"), "hide": x})
                   for c in chars]
        answer = yield Ask(seat, f"Hide {x} ({st.name(card)}): exhaust characters for the test, or done",
                           [*options, Option("done", "exhaust no more", {"verb": "done", "hide": x})],
                           rule="LC-KW-HIDE-03")
        if answer.name == "done":
            break
        c = st.cards[answer.args[0]]
        exhaust(c)
        joined.append(c)
        game.emit(f"{seat} exhausts {st.name(c)} for the Hide test", kind="hide", seat=seat,
                  data={"seat": seat, "uid": c.uid})
    willpower = sum(stat(game, c, "willpower") for c in joined)
    threat = 0
    discarded = []
    for _ in range(x):
        from .staging import refill_if_empty

        refill_if_empty(game)  # in the quest phase only: outside it, what is there is all there is
        top = st.encounter.deck.top
        if top is None:
            break
        game.table.move(top, st.encounter.discard, face_up=True)
        threat += int(st.printed(top).get("threat", 0))
        discarded.append(top.card_id)
    passed = willpower >= threat
    game.emit(f"Hide {x}: {willpower} willpower against {threat} threat ({', '.join(discarded) or 'no cards'}): "
              f"{seat} {'passes' if passed else 'fails'}", kind="hide", seat=seat, rule="LC-KW-HIDE-06",
              data={"seat": seat, "willpower": willpower, "threat": threat, "passed": passed,
                    "discarded": discarded})
    yield from occur(game, Occurrence("hide_test", {"card": str(card.uid), "seat": seat, "passed": passed}),
                     lambda occ: None)

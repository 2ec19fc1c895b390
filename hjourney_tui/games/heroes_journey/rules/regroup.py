"""The Regroup phase: the victory check, Regroup: actions, reconciling, move again or stop
(HJ-REG-01..06, HJ-WIN-06)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hjourney_tui.core.questions import Ask, Option, Script
from hjourney_tui.core.turns import COUNTER_CLOCKWISE

from ..content import HAND_SIZE
from . import GameOver, characters, movement, playing

if TYPE_CHECKING:
    from ..engine import HeroesJourney


def phase(game: HeroesJourney) -> Script:
    """Returns True when the Campaign player moves again."""
    st = game.state
    turn = st.turn
    cp = turn.campaign
    turn.phase, turn.step = "regroup", ""
    check_victory(game)
    yield from playing.window(game, "regroup", "HJ-REG-01")
    for seat in game.turns.order_from(cp, COUNTER_CLOCKWISE)[1:]:
        if game.turns.is_in(seat):
            yield from reconcile(game, seat)
    again = False
    if movement.can_move_again(game):
        answer = yield Ask(cp, "move again or stop?",
                           [Option("again", "move again (Adversary phases follow)", {"verb": "again"}),
                            Option("stop", "stop: the turn ends", {"verb": "stop"})], rule="HJ-REG-05")
        again = answer.name == "again"
    if not again and game.options.get("end_reconcile"):  # HJ-VAR-03
        yield from reconcile(game, cp)
    game.end_period("phase")
    return again


def check_victory(game: HeroesJourney) -> None:
    """The Campaign player wins when regroup begins with their party at site 9 and their Hero in play
    with resistance at least 1 (HJ-WIN-06)."""
    st = game.state
    cp = st.turn.campaign
    p = st.players[cp]
    if p.site == movement.LAST_SITE and st.in_play(p.hero) and characters.resistance(game, p.hero) >= 1:
        st.winners = [cp]
        game.emit(f"{cp}'s Hero has come through the ninth site: {cp} wins", kind="win", seat=cp,
                  rule="HJ-WIN-06", data={"seat": cp})
        raise GameOver


def reconcile(game: HeroesJourney, seat: str) -> Script:
    """Discard 1 card if you like, then draw up to 8 or discard down to 8 (HJ-REG-02); an empty book
    only stops the drawing (HJ-REG-06)."""
    st = game.state
    hand = st.players[seat].hand
    if hand.cards:
        answer = yield Ask(seat, "reconcile: discard a card if you like",
                           [*_discards(game, seat), Option("pass", "keep your hand", {"verb": "pass"})],
                           rule="HJ-REG-02")
        if answer.name == "discard":
            discard(game, seat, answer.args[0])
    if len(hand) < HAND_SIZE:
        game.draw(seat, HAND_SIZE - len(hand))
    while len(hand) > HAND_SIZE:
        answer = yield Ask(seat, f"discard down to {HAND_SIZE}", _discards(game, seat), rule="HJ-REG-02")
        discard(game, seat, answer.args[0])


def _discards(game: HeroesJourney, seat: str) -> list[Option]:
    st = game.state
    return [Option(f"discard {c.uid}", f"discard {st.content.cards[c.card_id]['title']}",
                   {"verb": "discard", "card": c.uid, "card_id": c.card_id})
            for c in st.players[seat].hand.cards]


def discard(game: HeroesJourney, seat: str, uid: str) -> None:
    st = game.state
    game.table.move(st.card(uid), st.players[seat].scrap, face_up=True)
    game.emit(f"{seat} discards {st.data(uid)['title']}", kind="discard", seat=seat, rule="HJ-ZONE-02",
              data={"seat": seat, "card": uid, "card_id": st.card(uid).card_id})

"""The encounter deck: revealing cards, the staging area, and when the deck is rebuilt."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hjourney_tui.core.questions import Ask, Option, Script
from hjourney_tui.core.timing import Occurrence, occur
from hjourney_tui.core.zones import CardInstance

from .basics import add_tokens, stat, tokens
from .threat import raise_threat

if TYPE_CHECKING:
    from ..engine import Lotr


def refill_if_empty(game: Lotr) -> None:
    """In the quest phase an empty encounter deck is rebuilt from the discard pile at once;
    outside it, it stays empty."""
    enc = game.state.encounter
    if game.state.phase == "quest" and not enc.deck.cards and enc.discard.cards:
        game.table.gather(enc.discard, enc.deck, face_up=False)
        game.rng.shuffle(enc.deck.cards)
        game.emit("the encounter discard pile is shuffled into a new encounter deck", kind="reshuffle",
                  rule="LC-CORE-EDECK-01")


def take_top(game: Lotr) -> CardInstance | None:
    """The top card of the encounter deck, taken out of it (None if there is none)."""
    enc = game.state.encounter
    refill_if_empty(game)
    c = enc.deck.top
    if c is None:
        return None
    game.table.move(c, enc.revealing, face_up=True)
    refill_if_empty(game)
    return c


def reveal_top(game: Lotr, seat: str) -> Script:
    """Reveal the top encounter card for `seat`; False if there was none to reveal."""
    c = take_top(game)
    if c is None:
        game.emit("no encounter card is left to reveal", kind="reveal", rule="LC-CORE-EDGE-05")
        return False
    yield from resolve_revealed(game, c, seat)
    return True


def resolve_revealed(game: Lotr, c: CardInstance, seat: str) -> Script:
    """A revealed card resolves its When revealed text and Doomed; then an enemy, location or objective
    goes to the staging area (where Ambush may make it engage) and a treachery to the discard pile
    (unless its text put it elsewhere); last, each Surge reveals one more card for the same player.
    Every reveal does this, in staging or not; a shadow card never does."""
    st = game.state
    uid = str(c.uid)
    st.in_flight.append(uid)
    game.emit(f"revealed for {seat}: {st.name(c)}", kind="reveal", reveals=True, seat=seat,
              data={"card": c.card_id, "uid": c.uid, "seat": seat})
    yield from occur(game, Occurrence("revealed", {"card": uid, "seat": seat}), lambda occ: None)
    st.in_flight.remove(uid)
    doomed = stat(game, c, "doomed")
    if doomed and not game.over:
        raise_threat(game, game.turns.order_from(), doomed, f"Doomed {doomed}")
    prowl = stat(game, c, "prowl")
    if prowl and not game.over:
        yield from prowl_discard(game, prowl)
    surges = stat(game, c, "surge")
    if game.table.zone_of(c) is st.encounter.revealing:
        if st.kind(c) == "treachery":
            game.table.move(c, st.encounter.discard, face_up=True)
        else:
            add_to_staging(game, c)
            if st.kind(c) == "enemy" and stat(game, c, "ambush"):
                yield from ambush(game, c)
    for _ in range(surges):
        if game.over:
            return
        game.emit(f"surge: one more encounter card for {seat}", kind="surge", rule="LC-KW-SURGE-01",
                  data={"seat": seat})
        yield from reveal_top(game, seat)


def prowl_discard(game: Lotr, n: int) -> Script:
    """The players discard n resources in all from any heroes' pools, the first player choosing each one;
    with fewer in play, all of them go, and with none, nothing happens."""
    st = game.state
    for _ in range(n):
        heroes = [h for s in game.turns.order_from() for h in st.players[s].heroes.cards if tokens(h, "resources")]
        if not heroes:
            return
        hero = heroes[0]
        if len(heroes) > 1:
            answer = yield Ask(game.turns.first, "prowl: discard 1 resource from which hero?",
                               [Option(f"target {h.uid}", f"{st.name(h)} ({st.controller_of(h)}, "
                                       f"{tokens(h, 'resources')} resources)", {"verb": "target", "uid": h.uid})
                                for h in heroes], rule="LC-KW-PROWL-02")
            hero = st.cards[answer.args[0]]
        add_tokens(hero, "resources", -1)
        game.emit(f"prowl: {st.name(hero)} loses a resource", kind="prowl", rule="LC-KW-PROWL-01",
                  data={"card": hero.uid})


def ambush(game: Lotr, enemy: CardInstance) -> Script:
    """Each player in order checks this enemy alone; the first whose threat reaches its engagement
    cost is engaged by it."""
    from .encounter import engage

    for seat in game.turns.order_from():
        if stat(game, enemy, "engagement") <= game.state.players[seat].threat:
            game.emit(f"ambush: {game.state.name(enemy)} engages {seat}", kind="ambush", rule="LC-KW-AMBUSH-01",
                      data={"seat": seat, "card": enemy.card_id})
            yield from engage(game, seat, enemy)
            return


def add_to_staging(game: Lotr, c: CardInstance) -> None:
    game.table.move(c, game.state.encounter.staging, face_up=True)
    game.emit(f"{game.state.name(c)} enters the staging area", kind="staging", data={"card": c.card_id})


def staging_threat(game: Lotr) -> int:
    return sum(stat(game, c, "threat") for c in game.state.encounter.staging.cards)

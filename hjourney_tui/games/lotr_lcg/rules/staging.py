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


def resolve_revealed(game: Lotr, c: CardInstance, seat: str, *, guarding: str | None = None) -> Script:
    """A revealed card resolves: a Hide test first, then its When revealed text, Doomed, Sack and Prowl;
    then an enemy, location or objective goes to the staging area (where Ambush may make it engage, and
    a Guarded objective draws its guard) and a treachery to the discard pile (unless its text put it
    elsewhere); last, each Surge reveals one more card for the same player.  Every reveal does this, in
    staging or not; a shadow card never does.  A Peril card is staged by `seat` alone.
    `guarding`: the objective this card is revealed to guard."""
    st = game.state
    uid = str(c.uid)
    st.in_flight.append(uid)
    before = st.peril
    if stat(game, c, "peril"):
        st.peril = seat
        game.emit(f"peril: {seat} stages {st.name(c)} alone", kind="peril", rule="LC-KW-PERIL-01",
                  data={"seat": seat, "card": c.card_id})
    game.emit(f"revealed for {seat}: {st.name(c)}", kind="reveal", reveals=True, seat=seat,
              data={"card": c.card_id, "uid": c.uid, "seat": seat})
    hide = stat(game, c, "hide")
    if hide and not game.over:
        from .hide import hide_test

        yield from hide_test(game, seat, c, hide)
    yield from occur(game, Occurrence("revealed", {"card": uid, "seat": seat}), lambda occ: None)
    st.in_flight.remove(uid)
    doomed = stat(game, c, "doomed")
    if doomed and not game.over:
        raise_threat(game, game.turns.order_from(), doomed, f"Doomed {doomed}")
    sack = stat(game, c, "sack")
    if sack and not game.over:
        from .sack import sack_cards

        yield from sack_cards(game, sack)
    prowl = stat(game, c, "prowl")
    if prowl and not game.over:
        yield from prowl_discard(game, prowl)
    surges = stat(game, c, "surge")
    if game.table.zone_of(c) is st.encounter.revealing:
        if st.kind(c) == "treachery":
            game.table.move(c, st.encounter.discard, face_up=True)
        else:
            add_to_staging(game, c)
            if guarding is not None and st.kind(c) in ("enemy", "location"):
                st.guard_of[uid] = guarding
                game.emit(f"{st.name(c)} guards {st.name(st.cards[guarding])}", kind="guard",
                          rule="LC-KW-GUARDED-01", data={"card": c.card_id, "objective": guarding})
            if st.kind(c) == "enemy" and stat(game, c, "ambush"):
                yield from ambush(game, c)
            if st.kind(c) == "objective" and stat(game, c, "guarded") and not game.over:
                yield from draw_guard(game, c, seat)
    st.peril = before  # a surge card is Peril only if it has Peril itself
    for _ in range(surges):
        if game.over:
            return
        seat = still_in(game, seat)
        game.emit(f"surge: one more encounter card for {seat}", kind="surge", rule="LC-KW-SURGE-01",
                  data={"seat": seat})
        yield from reveal_top(game, seat)


def still_in(game: Lotr, seat: str) -> str:
    """The player a further reveal belongs to: `seat`, or, once `seat` has been eliminated (say by the
    Doomed on the card that surged), the next player in order still in the game, as the token passes."""
    if game.turns.is_in(seat):
        return seat
    return game.turns.next_after(seat) or seat


def draw_guard(game: Lotr, objective: CardInstance, seat: str) -> Script:
    """Guarded: the next encounter card is revealed onto the objective as its guard.  An objective
    revealed so goes to the staging area on its own, and the next card is tried; a treachery resolves
    and is discarded, which deals with it."""
    while not game.over:
        guard = take_top(game)
        if guard is None:
            game.emit(f"no encounter card is left to guard {game.state.name(objective)}", kind="guard",
                      rule="LC-KW-GUARDED-11", data={"objective": objective.uid})
            return
        if game.state.kind(guard) == "objective":
            yield from resolve_revealed(game, guard, still_in(game, seat))
            continue
        yield from resolve_revealed(game, guard, still_in(game, seat), guarding=str(objective.uid))
        return


def claimable(game: Lotr, objective: CardInstance) -> bool:
    """An objective may be claimed only while nothing guards it."""
    return not game.state.guards_on(objective)


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
            answer = yield Ask(st.deciding(game.turns.first), "prowl: discard 1 resource from which hero?",
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
    """The card enters play in the staging area: Villagers places its tokens, Underworld stacks cards
    beneath it."""
    st = game.state
    game.table.move(c, st.encounter.staging, face_up=True)
    game.emit(f"{st.name(c)} enters the staging area", kind="staging", data={"card": c.card_id})
    villagers = stat(game, c, "villagers")
    if villagers:
        add_tokens(c, "villagers", villagers)
        game.emit(f"{villagers} villagers shelter at {st.name(c)}", kind="villagers", rule="LC-KW-VILLAGERS-01",
                  data={"card": c.uid, "villagers": villagers})
    under = stat(game, c, "underworld")
    if under:
        stack_underworld(game, c, under)


def stack_underworld(game: Lotr, loc: CardInstance, n: int) -> None:
    """The top n underworld cards go face down beneath the location (fewer if fewer are left)."""
    st = game.state
    stacked = 0
    for _ in range(n):
        c = st.encounter.underworld.top
        if c is None:
            break
        game.table.move(c, st.encounter.beneath, face_up=False)
        st.beneath_of[str(c.uid)] = str(loc.uid)
        stacked += 1
    cards = "1 card is" if stacked == 1 else f"{stacked} cards are"
    game.emit(f"underworld: {cards} stacked face down beneath {st.name(loc)}", kind="underworld",
              rule="LC-KW-UNDERWORLD-01", data={"card": loc.uid, "stacked": stacked})


def surface(game: Lotr, seat: str) -> Script:
    """Cards that were stacked beneath a location that has left play are turned up one by one and
    resolve as revealed encounter cards (they go to the staging area, or to the discard pile)."""
    st = game.state
    while st.surfacing:
        c = st.cards[st.surfacing.pop(0)]
        c.face_up = True
        game.emit(f"underworld: {st.name(c)} surfaces", kind="underworld", rule="LC-KW-UNDERWORLD-03",
                  data={"card": c.card_id})
        if game.over:
            game.table.move(c, st.encounter.discard, face_up=True)
            continue
        yield from resolve_revealed(game, c, seat)


def staging_threat(game: Lotr) -> int:
    return sum(stat(game, c, "threat") for c in game.state.encounter.staging.cards)

"""Building Heroes' Journey positions for rule tests.

`new_game` plays the setup with plain choices (everyone bids 0 unless told, Ana takes place 1,
Ben 2 ...; site 1 is the first offered; no extra starting companions; no cuts) and stops at the
first Campaign phase.  The other helpers move cards straight into the zones a test needs while
the game waits on a question whose options are worked out afresh (`live`), as the Campaign and
Adversary phases are.
"""

from __future__ import annotations

from typing import Any

from hjourney_tui.core.game import Seat, Setup
from hjourney_tui.core.ruleset import load_ruleset
from hjourney_tui.games.heroes_journey.engine import HeroesJourney
from hjourney_tui.games.heroes_journey.rules import characters

NAMES = ["Ana", "Ben", "Cy", "Di", "Ed", "Flo", "Gus"]


def make(seats: int = 2, decks: str = "oz,iliad", seed: int = 1, **options: Any) -> HeroesJourney:
    setup = Setup("heroes_journey", [Seat(n) for n in NAMES[:seats]], "competitive", seed,
                  {"decks": decks, **options})
    return HeroesJourney(setup, load_ruleset("heroes_journey"))


def legal(game: HeroesJourney, seat: str | None = None) -> list[str]:
    game._legal_cache = None
    return [c.text for c in game.legal_commands(seat)]


def waiting(game: HeroesJourney) -> str:
    game._legal_cache = None
    return game.decision().seats[0]


def do(game: HeroesJourney, seat: str, text: str) -> list:
    game._legal_cache = None
    return game.apply(seat, text)


def bid_all(game: HeroesJourney, bids: dict[str, int] | None = None) -> None:
    for seat in game.setup.seat_names:
        do(game, seat, f"bid {(bids or {}).get(seat, 0)}")


def pick_places(game: HeroesJourney) -> None:
    """Each picker takes its own place in the seat list (Ana 1, Ben 2, ...) while it is free."""
    while game.decision().rule == "HJ-SETUP-05":
        seat = waiting(game)
        want = game.setup.seat_names.index(seat) + 1
        opts = legal(game, seat)
        do(game, seat, f"pick {want}" if f"pick {want}" in opts else opts[0])


def finish_setup(game: HeroesJourney, adds: dict[str, list[str]] | None = None) -> None:
    """Site 1: the first offered; starting companions: `adds` (card ids) then done; no cuts."""
    while game.state.turn.campaign == "" and game.outcome() is None:
        seat = waiting(game)
        d = game.decision()
        opts = legal(game, seat)
        if d.rule == "HJ-SETUP-16":
            want = [o for o in opts if o.startswith("add ") and
                    game.state.card(o.split()[1]).card_id in (adds or {}).get(seat, [])]
            do(game, seat, want[0] if want else "done")
            if want:
                adds[seat].remove(game.state.card(want[0].split()[1]).card_id)  # type: ignore[index]
        elif d.rule == "HJ-SETUP-24":
            do(game, seat, "pass")
        else:
            do(game, seat, opts[0])


def new_game(seats: int = 2, decks: str = "oz,iliad", seed: int = 1, bids: dict[str, int] | None = None,
             adds: dict[str, list[str]] | None = None, **options: Any) -> HeroesJourney:
    game = make(seats, decks, seed, **options)
    bid_all(game, bids)
    pick_places(game)
    finish_setup(game, adds)
    return game


def uid_of(game: HeroesJourney, seat: str, card_id: str, zone: str | None = None) -> str:
    p = game.state.players[seat]
    zones = [zone] if zone else list(p.zones)
    for z in zones:
        for c in p.zones[z].cards:
            if c.card_id == card_id:
                return str(c.uid)
    raise LookupError(f"{seat} has no {card_id} in {zones}")


def move_card(game: HeroesJourney, seat: str, card_id: str, to: str, *, bearer: str | None = None,
              source: tuple[str, ...] = ("book", "hand", "scrap")) -> str:
    """Take a card of `seat`'s with this id (from the book, hand or scrap pile) into zone `to`."""
    st = game.state
    p = st.players[seat]
    for z in source:
        for c in p.zones[z].cards:
            if c.card_id == card_id:
                game.table.move(c, p.zones[to], face_up=to != "book")
                if bearer:
                    st.bearer[str(c.uid)] = bearer
                game._legal_cache = None
                return str(c.uid)
    raise LookupError(f"{seat} has no {card_id} left to move")


def hand(game: HeroesJourney, seat: str, *card_ids: str) -> list[str]:
    return [move_card(game, seat, cid, "hand") for cid in card_ids]


def empty_hand(game: HeroesJourney, seat: str) -> None:
    p = game.state.players[seat]
    for c in list(p.hand.cards):
        game.table.move(c, p.book, face_up=False)
    game._legal_cache = None


def wounds(game: HeroesJourney, uid: str) -> int:
    return characters.wounds(game, uid)


def set_wounds(game: HeroesJourney, uid: str, n: int) -> None:
    card = game.state.card(uid)
    if n:
        card.tokens["wound"] = n
    else:
        card.tokens.pop("wound", None)


def texts(events: list) -> list[str]:
    return [e.text for e in events]


def all_events(game: HeroesJourney) -> list[str]:
    return [e.text for e in game.events]


def answer_until(game: HeroesJourney, stop, choose) -> None:
    """Answer questions with `choose(game, seat, options)` until `stop(game)` holds."""
    for _ in range(500):
        if stop(game) or game.outcome() is not None:
            return
        seat = waiting(game)
        do(game, seat, choose(game, seat, legal(game, seat)))
    raise AssertionError("the position was never reached")


def passive(game: HeroesJourney, seat: str, opts: list[str]) -> str:
    """The dullest answer: done, pass, stop, or the first option."""
    for t in ("done", "pass", "stop"):
        if t in opts:
            return t
    return opts[0]


def until_rule(game: HeroesJourney, rule: str, seat: str | None = None, choose=passive) -> None:
    """Answer dully until the game asks a question of this rule (of `seat`, if given)."""
    def there(g: HeroesJourney) -> bool:
        d = g.decision()
        return d.rule == rule and (seat is None or seat in d.seats)
    answer_until(game, there, choose)


def adversary_phase(game: HeroesJourney, seat: str) -> None:
    """From the Campaign phase (or anywhere before it) to `seat`'s Adversary phase."""
    until_rule(game, "HJ-ADV-02", seat)

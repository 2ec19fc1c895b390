"""Setup: secret bids, turn-order picks, site 1, starting parties, shuffle and cut, 8 cards each
(HJ-SETUP-01..26)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hjourney_tui.core.questions import Ask, Option, Question, Script
from hjourney_tui.core.turns import COUNTER_CLOCKWISE

from ..content import HAND_SIZE
from . import characters, costs, elimination, playing

if TYPE_CHECKING:
    from ..engine import HeroesJourney

START_COST = 4  # the most the starting companions may cost together (HJ-SETUP-17)
CUT_STEP = 5  # cuts are offered in steps of this many cards


def setup(game: HeroesJourney) -> Script:
    yield from bids(game)
    yield from pick_order(game)
    game.emit("each player sets their atlas face down beside them", kind="setup", rule="HJ-SETUP-10")
    yield from first_site(game)
    for p in game.state.players.values():
        p.site = 1
    game.emit("every marker starts on site 1", kind="setup", rule="HJ-SETUP-12")
    for seat in game.turns.order_from(game.turns.first):
        if game.turns.is_in(seat):
            yield from starting_party(game, seat)
    yield from elimination.refill(game)
    yield from shuffle_and_cut(game)
    for seat in game.turns.order_from(game.turns.first):
        game.draw(seat, HAND_SIZE)
    game.emit("setup is over", kind="setup", rule="HJ-SETUP-26")


def bids(game: HeroesJourney) -> Script:
    """Every player bids burdens in secret; all are revealed together (HJ-SETUP-03, HJ-SETUP-04).
    Each sees their own Hero's resistance while bidding: bidding it or more loses (HJ-SETUP-09)."""
    st = game.state
    seats = tuple(game.setup.seat_names)

    def options(seat: str) -> list[Option]:
        res = st.content.cards[st.players[seat].deck.hero]["resistance"]
        return [Option(f"bid {n}", f"bid {n} burden{'s' if n != 1 else ''}" + (" (you would lose)" if n >= res else ""),
                       {"verb": "bid", "amount": n, "loses": n >= res}) for n in range(res + 1)]

    answers = yield Question(seats, "secret bid: the highest bid picks its turn first; the burdens you bid are yours to bear", options,
                             mode="secret", least=1, most=1, rule="HJ-SETUP-03")
    for seat in seats:
        st.players[seat].bid = int(answers[seat][0].args[0])
    shown = {s: st.players[s].bid for s in seats}
    game.emit("bids revealed: " + ", ".join(f"{s} {b}" for s, b in shown.items()), kind="setup",
              reveals=True, rule="HJ-SETUP-04", data={"bids": shown})


def pick_order(game: HeroesJourney) -> Script:
    """Highest bidder picks a turn-order position first; ties are broken by a seeded draw
    (HJ-SETUP-05, HJ-SETUP-06).  Position 1 is the first player and the table follows the
    positions clockwise (HJ-SETUP-07)."""
    st = game.state
    seats = list(game.setup.seat_names)
    tiebreak = {s: game.rng.below(1_000_000) for s in seats}
    pickers = sorted(seats, key=lambda s: (-(st.players[s].bid or 0), tiebreak[s]))
    free = list(range(1, len(seats) + 1))
    for seat in pickers:
        if len(free) == 1:
            pos = free[0]
        else:
            answer = yield Ask(seat, "pick your place in the turn order",
                               [Option(f"pick {n}", f"take place {n}" + (" (first player)" if n == 1 else ""),
                                       {"verb": "pick", "position": n}) for n in free], rule="HJ-SETUP-05")
            pos = int(answer.args[0])
        free.remove(pos)
        st.positions[seat] = pos
        game.emit(f"{seat} takes place {pos} in the turn order", kind="setup", seat=seat, rule="HJ-SETUP-05",
                  data={"seat": seat, "position": pos})
    game.turns.seats = sorted(seats, key=lambda s: st.positions[s])
    game.turns.first = game.turns.seats[0]


def first_site(game: HeroesJourney) -> Script:
    """The first player places a 1-3 site of their own atlas as site 1 (HJ-SETUP-11)."""
    seat = game.turns.first
    fits = elimination.fitting_sites(game, seat, 1)
    st = game.state
    answer = yield Ask(seat, "place site 1 from your atlas",
                       [Option(f"site {u}", f"{st.data(u)['title']} (risk {st.data(u)['risk']})",
                               {"verb": "site", "card": u, "card_id": st.card(u).card_id, "number": 1,
                                "risk": st.data(u)["risk"]})
                        for u in fits], rule="HJ-SETUP-11")
    elimination.place_site(game, seat, answer.args[0], 1)


def starting_party(game: HeroesJourney, seat: str) -> Script:
    """Hero in play, quest need under it, bid burdens into the pool (losing at a bid as high as the
    Hero's resistance), then companions one at a time costing 4 in all (HJ-SETUP-14..23)."""
    st = game.state
    p = st.players[seat]
    hero = next(c for c in p.book.cards if c.card_id == p.deck.hero)
    p.hero = hero.uid
    game.table.move(hero, p.party, face_up=True)
    quest = next(c for c in p.atlas.cards if c.card_id == p.deck.quest)
    game.table.move(quest, p.quest, face_up=True)
    game.emit(f"{seat} reveals the Hero {game.name(hero.uid)}, bearing {st.data(quest.uid)['title']}",
              kind="setup", seat=seat, rule="HJ-SETUP-14", data={"seat": seat, "hero": hero.uid})
    characters.add_burdens(game, seat, p.bid or 0, " (the bid)")
    if not game.turns.is_in(seat):
        return
    spent = st.content.cards[p.deck.hero]["cost"]
    while True:
        options = []
        for c in p.book.cards:
            card = st.content.cards[c.card_id]
            if card["type"] != "companion" or c.card_id in [o.data["card_id"] for o in options]:
                continue
            if spent + costs.play_cost(game, seat, c.uid) > START_COST or playing.party_problem(game, seat, card):
                continue
            if card.get("unique") and any(st.data(u)["title"] == card["title"] for u in playing.companions(game, seat)):
                continue
            cost = costs.play_cost(game, seat, c.uid)  # a companion already there may lower it (HJ-SETUP-19)
            options.append(Option(f"add {c.uid}", f"add {card['title']} (cost {cost})",
                                  {"verb": "add", "card": c.uid, "card_id": c.card_id, "cost": cost}))
        if not options:
            break
        answer = yield Ask(seat, f"add starting companions (cost {spent} of {START_COST} so far)",
                           [*options, Option("done", "start with this party", {"verb": "done"})],
                           rule="HJ-SETUP-16")
        if answer.name == "done":
            break
        c = st.card(answer.args[0])
        card = st.content.cards[c.card_id]
        spent += costs.play_cost(game, seat, c.uid)

        def place(c=c) -> None:
            game.table.move(c, p.party, face_up=True)
            game.emit(f"{seat} adds {game.name(c.uid)} to the starting party", kind="setup", seat=seat,
                      rule="HJ-SETUP-16", data={"seat": seat, "card": c.uid, "card_id": c.card_id})

        characters.add_burdens(game, seat, card.get("to_play", {}).get("burdens", 0), f" to add {card['title']}")
        if not game.turns.is_in(seat):
            return
        # its "when you play" text resolves; no response is offered while parties are placed (HJ-SETUP-21)
        yield from playing.enter_field(game, seat, c.uid, place)
        if not game.turns.is_in(seat):
            return


def shuffle_and_cut(game: HeroesJourney) -> Script:
    """Each book is shuffled; the player on the owner's right may cut it (HJ-SETUP-24)."""
    st = game.state
    for seat in game.turns.order_from(game.turns.first):
        book = st.players[seat].book
        game.rng.shuffle(book.cards)
        cutter = game.turns.next_after(seat, COUNTER_CLOCKWISE)
        if cutter is None or cutter == seat:
            continue
        n = len(book.cards)
        options = [Option(f"cut {k}", f"move the top {k} cards to the bottom", {"verb": "cut", "cards": k})
                   for k in range(CUT_STEP, n, CUT_STEP)]
        answer = yield Ask(cutter, f"cut {seat}'s book, or pass", [*options, Option("pass", "do not cut",
                                                                                      {"verb": "pass"})],
                           rule="HJ-SETUP-24")
        if answer.name == "cut":
            k = int(answer.args[0])
            book.cards[:] = book.cards[k:] + book.cards[:k]
            game.emit(f"{cutter} cuts {seat}'s book", kind="setup", seat=cutter, rule="HJ-SETUP-24",
                      data={"seat": cutter, "book": seat, "cards": k})

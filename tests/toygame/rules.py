"""Dice Race rules, as functions over the game and its typed state.

`play` is the whole game as one script: bids in secret, an optional secret
stash, then turns clockwise from the first player, each followed by a cheer
window.  Every choice is a question yielded to the core, which derives the
decision and the legal commands from it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from hjourney_tui.core.dice import roll
from hjourney_tui.core.modifiers import Modifier
from hjourney_tui.core.questions import Answer, Ask, Option, Question, Script
from hjourney_tui.core.timing import Occurrence, occur
from hjourney_tui.core.turns import COUNTER_CLOCKWISE, priority_window

if TYPE_CHECKING:
    from .engine import DiceRace

OUT_AT = 3  # wounds that knock a runner out of the race (perils)


def play(game: DiceRace) -> Script:
    yield from bid(game)
    if game.setup.options.get("stash"):
        yield from stash(game)
    seat: str | None = game.turns.first
    while seat is not None and game.state.winner is None:
        yield from turn(game, seat)
        if game.state.winner is None:
            yield from cheers(game, seat)
        game.end_period("phase")  # a turn and its cheers make one phase
        seat = game.turns.next_after(seat)
        if seat == game.turns.first:
            game.end_period("round")


def bid(game: DiceRace) -> Script:
    """Every seat bids 0-2 in secret; the highest starts (the earlier seat on a tie)."""
    seats = tuple(game.setup.seat_names)
    answers = yield Question(seats, "bid for the first turn", [Option(f"bid {n}", f"bid {n}") for n in range(3)],
                             mode="secret", least=1, rule="bidding")
    bids = {s: int(answers[s][0].args[0]) for s in seats}
    game.state.bids = bids
    best = max(seats, key=lambda s: bids[s])
    game.turns.first = best
    game.emit(f"bids revealed: {bids}; {best} starts", reveals=True, rule="bidding",
              data={"bids": bids, "first": best})


def stash(game: DiceRace) -> Script:
    """Each runner draws two cards, then stashes up to two in secret; they move it once all are in."""
    st = game.state
    for seat in game.turns.order_from():
        for _ in range(2):
            draw(game, seat)

    def options(seat: str) -> list[Option]:
        return [Option(f"stash {i}", f"stash {st.card(c)['name']}", {"card": c.uid})
                for i, c in enumerate(st.runners[seat].hand.cards, 1)]

    answers = yield Question(tuple(game.turns.order_from()), "stash up to two cards in secret", options,
                             mode="secret", most=2, rule="stash")
    for seat, picks in answers.items():
        hand = st.runners[seat].hand
        cards = [hand.cards[int(a.args[0]) - 1] for a in picks]
        for c in cards:
            game.table.move(c, st.discard, face_up=True)
        n = sum(st.card(c)["value"] for c in cards)
        game.emit(f"{seat} stashed {len(cards)} card(s) worth {n}", seat=seat, reveals=True, rule="stash",
                  data={"seat": seat, "cards": [c.card_id for c in cards]})
        advance(game, seat, n, "stash")


def turn(game: DiceRace, seat: str) -> Script:
    st = game.state
    runner = st.runners[seat]
    options = [Option("roll", "roll the die", {"verb": "roll"}),
               Option("draw", "draw a card", {"verb": "draw"}, bool(st.deck) or bool(st.discard),
                      "" if (st.deck or st.discard) else "no cards left to draw")]
    for i, c in enumerate(runner.hand.cards, 1):
        card = st.card(c)
        what = "put it in play" if card.get("charm") else f"+{card['value']}"
        options.append(Option(f"play {i}", f"play {card['name']} ({what})", {"card": c.card_id}))
    answer = yield Question((seat,), "roll, draw or play a card", options, kind="turn")
    if answer.name == "roll":
        yield from roll_die(game, seat)
    elif answer.name == "draw":
        draw(game, seat)
    else:
        c = runner.hand.cards[int(answer.args[0]) - 1]
        if st.card(c).get("charm"):
            game.table.move(c, runner.charms, face_up=True)
            game.emit(f"{seat} puts {st.card(c)['name']} in play", seat=seat, data={"card": c.card_id})
        else:
            game.table.move(c, st.discard, face_up=True)
            advance(game, seat, st.card(c)["value"], "card")


def roll_die(game: DiceRace, seat: str) -> Script:
    r = roll(game.rng, game.die, 1)
    game.emit(f"{seat} rolls {r.labels()[0]}", kind="roll", seat=seat, reveals=True, data=r.as_data())
    if r.values[0] == 6:
        answer = yield Ask(seat, "keep the six or re-roll it?", [("keep", "keep 6"), ("reroll", "re-roll")],
                           rule="sixes")
        if answer.name == "reroll":
            r = roll(game.rng, game.die, 1)
            game.emit(f"{seat} re-rolls: {r.labels()[0]}", kind="roll", seat=seat, reveals=True, data=r.as_data())
    if game.state.perils and r.values[0] == 1:
        yield from wound(game, seat)
        return
    advance(game, seat, r.values[0] + game.modifiers.stat(seat, "speed"), "roll")


def wound(game: DiceRace, seat: str) -> Script:
    """A wound goes through the core's windows: Shield may prevent it, charms react (Forced), Rally responds."""
    def take(occ: Occurrence) -> None:
        runner = game.state.runners[seat]
        runner.wounds += 1
        game.modifiers.add(Modifier(seat, "speed", -1, until="phase", source="wound"))
        game.emit(f"{seat} takes a wound ({runner.wounds})", seat=seat, kind="damage", rule="perils",
                  data={"seat": seat, "wounds": runner.wounds})
        if runner.wounds >= OUT_AT:
            knock_out(game, seat)

    yield from occur(game, Occurrence("wound", {"target": seat}), take)


def knock_out(game: DiceRace, seat: str) -> None:
    game.turns.out.add(seat)
    game.emit(f"{seat} is out of the race", seat=seat, rule="perils", data={"seat": seat})
    standing = game.turns.standing
    if len(standing) == 1:
        game.state.winner = standing[0]


def cheers(game: DiceRace, seat: str) -> Script:
    """After a turn each runner still in may cheer until all pass in a row; with perils a cheer needs
    a card in hand, so a runner with none passes by itself."""
    if len(game.turns.standing) < 2:
        return
    st = game.state
    direction = COUNTER_CLOCKWISE if game.setup.options.get("counter_cheers") else None

    def actions(s: str) -> list[Option]:
        if st.perils and not st.runners[s].hand.cards:
            return []
        return [Option("cheer", "cheer", {"verb": "cheer"})]

    def act(answer: Answer) -> None:
        game.emit(f"{answer.seat} cheers", seat=answer.seat, rule="priority")

    yield from priority_window(game, game.turns.order_from(seat, direction), actions, act,
                               prompt="cheer or pass", rule="priority")


def draw(game: DiceRace, seat: str) -> None:
    st = game.state
    c = game.table.draw(st.deck, st.runners[seat].hand, reshuffle_from=st.discard, rng=game.rng)
    if c is None:
        return
    game.emit(f"{seat} draws {st.card(c)['name']}", private_to=(seat,), public_text=f"{seat} draws a card",
              seat=seat, reveals=True, kind="draw", data={"seat": seat, "card": c.card_id})


def advance(game: DiceRace, seat: str, n: int, why: str) -> None:
    runner = game.state.runners[seat]
    runner.pos = max(0, runner.pos + n)
    game.emit(f"{seat} moves {n} to {runner.pos}", seat=seat, rule=why, data={"seat": seat, "moved": n})
    if runner.pos >= game.state.goal:
        game.state.winner = seat

"""Dice Race: a tiny game that lives only under tests/ to exercise the platform.

Each seat in turn rolls, draws or plays a card; first to 12 wins.  It covers
every decision shape of the core: turns, hidden hands, a mid-resolution
choice (keep or re-roll a six), a simultaneous secret bid at the start, and a
priority round where everyone may 'cheer' until all pass in a row.
"""

from __future__ import annotations

from typing import Any

from hjourney_tui.core.commands import Arg, Command, CommandSet, CommandSpec, LegalCommand
from hjourney_tui.core.decisions import Ask, Decision, Flow, PriorityRound, SecretChoices, TurnOrder
from hjourney_tui.core.dice import Die, roll
from hjourney_tui.core.game import Game, Outcome, Setup
from hjourney_tui.core.options import OptionSpec
from hjourney_tui.core.ruleset import Ruleset, validate
from hjourney_tui.core.trackers import Tracker
from hjourney_tui.core.zones import Table
from hjourney_tui.registry import GameInfo

GOAL = 12
SCHEMA = {"dice": {"*": {"faces": [int]}},
          "cards": {"*": {"name": str, "value": int, "count": int}}}

COMMANDS = CommandSet.of([
    CommandSpec("bid", "secretly bid 0-2 for the first turn", (Arg("amount", "int"),)),
    CommandSpec("roll", "roll the die and move that far", aliases=("r",)),
    CommandSpec("draw", "draw a card into your hand"),
    CommandSpec("play", "play a card from your hand", (Arg("card", "int", help="card number"),)),
    CommandSpec("keep", "keep the six you rolled"),
    CommandSpec("reroll", "re-roll the six"),
    CommandSpec("cheer", "cheer (keeps the round open)"),
    CommandSpec("pass", "pass priority"),
])


class DiceRace(Game):
    game_id = "toy"
    commands = COMMANDS

    def __init__(self, setup: Setup, ruleset: Ruleset) -> None:
        super().__init__(setup, ruleset)
        validate(ruleset["cards"], SCHEMA, "cards.toml")
        self.die = Die.from_data("pip", ruleset["cards"]["dice"]["pip"]["faces"])
        self.cards = ruleset["cards"]["cards"]
        names = setup.seat_names
        self.table = Table()
        self.deck = self.table.zone("deck", visibility="none")
        self.discard = self.table.zone("discard")
        for cid, c in self.cards.items():
            self.table.fill(self.deck, [cid] * c["count"], face_up=False)
        self.rng.shuffle(self.deck.cards)
        self.hands = {n: self.table.zone(f"hand:{n}", owner=n, visibility="owner") for n in names}
        self.pos = {n: Tracker(f"pos:{n}", 0, 0, GOAL) for n in names}
        self.bids = SecretChoices(names)
        self.turns = TurnOrder(names)
        self.flow = Flow()
        self.cheers: PriorityRound | None = None
        self.target = int(setup.options.get("goal", GOAL))

    # -- decisions --------------------------------------------------------------
    def decision(self) -> Decision:
        if self.outcome():
            return Decision("over", (), "the race is over")
        if not self.bids.complete:
            return Decision("simultaneous", tuple(self.bids.waiting), "bid for the first turn")
        if self.flow.pending:
            return Decision("choice", (self.flow.pending.seat,), self.flow.pending.prompt)
        if self.cheers:
            return Decision("priority", (self.cheers.holder,), "cheer or pass")
        return Decision("turn", (self.turns.current,), "roll, draw or play a card")

    def _legal(self) -> list[LegalCommand]:
        d = self.decision()
        if d.kind == "over":
            return []
        if d.kind == "simultaneous":
            return [LegalCommand(s, f"bid {n}", f"bid {n}") for s in d.seats for n in range(3)]
        if self.flow.pending:
            ask = self.flow.pending
            return [LegalCommand(ask.seat, t, desc) for t, desc in ask.options]
        seat = d.seats[0]
        if d.kind == "priority":
            return [LegalCommand(seat, "cheer", "cheer"), LegalCommand(seat, "pass", "pass")]
        out = [LegalCommand(seat, "roll", "roll the die"),
               LegalCommand(seat, "draw", "draw a card", enabled=bool(self.deck) or bool(self.discard),
                            reason="" if (self.deck or self.discard) else "no cards left to draw")]
        for i, c in enumerate(self.hands[seat].cards, 1):
            card = self.cards[c.card_id]
            out.append(LegalCommand(seat, f"play {i}", f"play {card['name']} (+{card['value']})"))
        return out

    def explain(self, seat: str, command: Command) -> str | None:
        if command.name == "play" and self.decision().kind == "turn" and seat == self.turns.current:
            return f"you have no card {command.args[0]} (your hand holds {len(self.hands[seat])})"
        return None

    # -- carrying out -------------------------------------------------------------
    def execute(self, seat: str, command: Command) -> None:
        name = command.name
        if name == "bid":
            self.bids.submit(seat, command.int(0))
            self.emit(f"{seat} bids {command.args[0]}", private_to=(seat,), public_text=f"{seat} bids in secret",
                      seat=seat, rule="bidding")
            if self.bids.complete:
                best = max(self.setup.seat_names, key=lambda s: self.bids.choices[s])
                self.turns.start_at(best)
                self.emit(f"bids revealed: {self.bids.choices}; {best} starts", reveals=True, rule="bidding")
            return
        if self.flow.pending:
            self.flow.answer(command)
            self._after_turn()
            return
        if name in ("cheer", "pass"):
            assert self.cheers is not None
            self.emit(f"{seat} {'cheers' if name == 'cheer' else 'passes'}", seat=seat, rule="priority")
            if name == "cheer":
                self.cheers.acted()
            elif self.cheers.passed():
                self.cheers = None
                self.turns.advance()
            return
        if name == "roll":
            self.flow.run(self._roll(seat))
        elif name == "draw":
            card = self.table.draw(self.deck, self.hands[seat], reshuffle_from=self.discard, rng=self.rng)
            assert card is not None
            self.emit(f"{seat} draws {self.cards[card.card_id]['name']}", private_to=(seat,),
                      public_text=f"{seat} draws a card", seat=seat, reveals=True, kind="draw")
        elif name == "play":
            card = self.hands[seat].cards[command.int(0) - 1]
            self.table.move(card, self.discard, face_up=True)
            self._advance(seat, self.cards[card.card_id]["value"], "card")
        self._after_turn()

    def _roll(self, seat: str):
        r = roll(self.rng, self.die, 1)
        self.emit(f"{seat} rolls {r.labels()[0]}", kind="roll", seat=seat, reveals=True, data=r.as_data())
        if r.values[0] == 6:
            answer = yield Ask(seat, "keep the six or re-roll it?", [("keep", "keep 6"), ("reroll", "re-roll")],
                               rule="sixes")
            if answer.name == "reroll":
                r = roll(self.rng, self.die, 1)
                self.emit(f"{seat} re-rolls: {r.labels()[0]}", kind="roll", seat=seat, reveals=True)
        self._advance(seat, r.values[0], "roll")

    def _advance(self, seat: str, n: int, why: str) -> None:
        self.pos[seat].add(n)
        self.emit(f"{seat} moves {n} to {self.pos[seat].value}", seat=seat, rule=why)

    def _after_turn(self) -> None:
        if self.flow.busy or self.outcome():
            return
        if len(self.setup.seats) > 1:
            self.cheers = PriorityRound(self.setup.seat_names, self.turns.current)
        else:
            self.turns.advance()

    # -- reading ---------------------------------------------------------------
    def outcome(self) -> Outcome | None:
        for s, t in self.pos.items():
            if t.value >= self.target:
                return Outcome([s], f"{s} wins the race")
        return None

    def view(self, seat: str | None) -> dict[str, Any]:
        return {"positions": {s: t.value for s, t in self.pos.items()},
                "hands": {s: z.view(seat) for s, z in self.hands.items()},
                "deck": len(self.deck), "discard": self.discard.as_data(),
                "bids": self.bids.view(seat),
                "pending": self.flow.pending.as_data() if self.flow.pending and self.flow.pending.seat == seat
                else None}

    def state_data(self) -> dict[str, Any]:
        return {"rng": self.rng.state, "table": self.table.as_data(),
                "pos": {s: t.value for s, t in self.pos.items()}, "bids": self.bids.choices,
                "turn": self.turns.index, "pending": self.flow.pending.as_data() if self.flow.pending else None,
                "cheers": [self.cheers.holder, self.cheers.passes] if self.cheers else None}

    def check_invariants(self) -> None:
        self.table.check_conservation()


INFO = GameInfo(
    id="toy", title="Dice Race", blurb="A tiny race used to test the platform.",
    modes=("solo", "competitive"), min_seats=1, max_seats=4,
    engine="tests.toygame:DiceRace",
    options=(OptionSpec("goal", "spaces to win", GOAL),),
    ruleset_root=str(__import__("pathlib").Path(__file__).parent / "toy_rulesets"),
)

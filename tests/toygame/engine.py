"""Dice Race as a Game: state, the script that plays it, and what each seat sees.

The class only wires the typed state (state.py), the rules (rules.py) and the
card scripts (cards.py) to the core: it answers the core's hooks (triggers,
printed stats) and reports view, digest and outcome.
"""

from __future__ import annotations

from typing import Any

from hjourney_tui.core.commands import Arg, Command, CommandSet, CommandSpec
from hjourney_tui.core.dice import Die
from hjourney_tui.core.game import Game, Outcome, Setup
from hjourney_tui.core.ruleset import Ruleset, validate
from hjourney_tui.core.scripts import Source
from hjourney_tui.core.timing import Occurrence, Trigger
from hjourney_tui.core.zones import CardInstance, Table

from . import rules
from .cards import SCRIPTS
from .state import RaceState, Runner

GOAL = 12
CARD = {"name": str, "value": int, "count": int, "?perils": int, "?charm": bool, "?text": str}
SCHEMA = {"dice": {"*": {"faces": [int]}}, "cards": {"*": CARD}}

COMMANDS = CommandSet.of([
    CommandSpec("bid", "secretly bid 0-2 for the first turn", (Arg("amount", "int"),)),
    CommandSpec("stash", "stash this card of your hand in secret", (Arg("card", "int"),)),
    CommandSpec("roll", "roll the die and move that far", aliases=("r",)),
    CommandSpec("draw", "draw a card into your hand"),
    CommandSpec("play", "play a card from your hand", (Arg("card", "int", help="card number"),)),
    CommandSpec("keep", "keep the six you rolled"),
    CommandSpec("reroll", "re-roll the six"),
    CommandSpec("cheer", "cheer (keeps the round open)"),
])


class DiceRace(Game):
    game_id = "toy"
    commands = COMMANDS
    ORDER_RULE = "perils"

    def __init__(self, setup: Setup, ruleset: Ruleset) -> None:
        super().__init__(setup, ruleset)
        validate(ruleset["cards"], SCHEMA, "cards.toml")
        self.die = Die.from_data("pip", ruleset["cards"]["dice"]["pip"]["faces"])
        cards = ruleset["cards"]["cards"]
        perils = bool(setup.options.get("perils"))
        self.table = Table()
        deck = self.table.zone("deck", visibility="none")
        for cid, c in cards.items():
            self.table.fill(deck, [cid] * (c["count"] + (c.get("perils", 0) if perils else 0)), face_up=False)
        self.rng.shuffle(deck.cards)
        runners = {s: Runner(s, self.table.zone(f"hand:{s}", owner=s, visibility="owner"),
                             self.table.zone(f"charms:{s}", owner=s)) for s in setup.seat_names}
        self.state = RaceState(cards, self.table, deck, self.table.zone("discard"), runners,
                               int(setup.options.get("goal", GOAL)), perils)
        self.start(rules.play(self))

    # -- the core's hooks ---------------------------------------------------------
    def triggers(self, occ: Occurrence, timing: str) -> list[Trigger]:
        return SCRIPTS.triggers(self, self.sources(), occ, timing)

    def sources(self) -> list[Source]:
        """Cards whose text is live: hands (for interrupts and responses) and charms in play,
        of runners still in the race."""
        out = []
        for seat in self.turns.standing:
            r = self.state.runners[seat]
            out += [Source(str(c.uid), c.card_id, seat) for c in (*r.hand.cards, *r.charms.cards)]
        return out

    def card_by_uid(self, uid: str) -> CardInstance:
        return next(c for c in self.table.all_cards() if str(c.uid) == uid)

    def printed(self, target: str, what: str) -> int:
        return 0  # runners have no printed speed bonus

    def explain(self, seat: str, command: Command) -> str | None:
        d = self.decision()
        if command.name == "play" and d.kind == "turn" and seat in d.seats:
            return f"you have no card {command.args[0]} (your hand holds {len(self.state.runners[seat].hand)})"
        return None

    # -- reading ------------------------------------------------------------------
    def outcome(self) -> Outcome | None:
        w = self.state.winner
        if w is None:
            return None
        return Outcome([w], f"{w} wins the race")

    def view(self, seat: str | None) -> dict[str, Any]:
        st = self.state
        q = self.flow.pending
        out: dict[str, Any] = {
            "positions": {s: r.pos for s, r in st.runners.items()},
            "hands": {s: r.hand.view(seat) for s, r in st.runners.items()},
            "deck": len(st.deck), "discard": st.discard.as_data(),
            "bids": self._bids_view(seat),
            "pending": q.as_data(seat) if q is not None and q.mode == "one" and q.kind == "choice" and seat in q.waiting else None}
        if st.perils:
            out.update(wounds={s: r.wounds for s, r in st.runners.items()},
                       speed={s: self.modifiers.stat(s, "speed") for s in st.runners},
                       charms={s: r.charms.view(seat) for s, r in st.runners.items()},
                       out=sorted(self.turns.out), first=self.turns.first)
        return out

    def _bids_view(self, seat: str | None) -> dict[str, Any]:
        """Revealed bids, or while bidding: your own bid, and of the others only "chosen" or None."""
        q = self.flow.pending
        if q is None or q.rule != "bidding":
            return dict(self.state.bids)
        return {s: (v["commits"][0] if v["commits"] else None) if isinstance(v["commits"], list)
                else ("chosen" if v["done"] else None) for s, v in q.secret_view(seat).items()}

    def state_data(self) -> dict[str, Any]:
        return {"rng": self.rng.state, "race": self.state.as_data(), "core": self.core_state()}

    def check_invariants(self) -> None:
        self.table.check_conservation()

"""Helpers for the Lord of the Rings rule tests: a game, cards put where a test wants them, and
default answers to move the game along to the step under test."""

from __future__ import annotations

from hjourney_tui.core.game import Seat, Setup
from hjourney_tui.core.zones import CardInstance, Zone
from hjourney_tui.games.lotr_lcg.engine import Lotr
from hjourney_tui.registry import game_info

SEATS = ("A", "B", "C", "D")
# what a seat answers when a test does not care: keep hands, pass windows, commit nobody...
DEFAULTS = ("keep", "pass", "done", "stay", "undefended", "strike")


def new(seats: int = 1, seed: int = 1, **options) -> Lotr:
    info = game_info("lotr_lcg")
    opts = {"first_player": 1, **options}
    return Lotr(Setup("lotr_lcg", [Seat(s) for s in SEATS[:seats]], "coop", seed, opts), info.load_ruleset())


def legal(g: Lotr, seat: str | None = None) -> list[str]:
    return [c.text for c in g.legal_commands(seat)]


def waiting(g: Lotr) -> str:
    return g.decision().seats[0]


def step(g: Lotr) -> None:
    """Give one default answer (or the first option when no default fits)."""
    seat = waiting(g)
    options = legal(g, seat)
    for d in DEFAULTS:
        if d in options:
            g.apply(seat, d)
            return
    g.apply(seat, options[0])


def run_until(g: Lotr, cond, limit: int = 2000) -> None:  # noqa: ANN001 - a predicate on the game
    for _ in range(limit):
        if cond(g):
            return
        if g.outcome() is not None:
            raise AssertionError("the game ended before the step under test")
        step(g)
    raise AssertionError("the step under test never came")


def to_phase(g: Lotr, phase: str, round_no: int | None = None) -> None:
    """Answer by default until the given phase (of the given round) has begun.  The game may have run on
    past it where nobody had anything to decide."""
    mark = len(g.events)

    def begun(g: Lotr) -> bool:
        return any(e.kind == "phase" and e.data["phase"] == phase and (round_no is None or e.data["round"] == round_no)
                   for e in g.events[mark:])

    run_until(g, lambda g: (g.state.phase == phase and (round_no is None or g.state.round == round_no)) or begun(g))


def prompt(g: Lotr) -> str:
    return g.decision().prompt


def at_prompt(g: Lotr, text: str) -> None:
    run_until(g, lambda g: text in prompt(g))


def find(g: Lotr, card_id: str, zone: Zone | None = None, skip: tuple = ()) -> CardInstance:
    """A copy of card_id (not one of `skip`), from `zone` or anywhere out of play (decks first)."""
    st = g.state
    zones = [zone] if zone is not None else [
        st.encounter.deck, st.encounter.discard, st.encounter.set_aside, *[p.deck for p in st.players.values()],
        *[p.hand for p in st.players.values()], *[p.discard for p in st.players.values()]]
    for z in zones:
        for c in z.cards:
            if c.card_id == card_id and not any(c is x for x in skip):
                return c
    raise AssertionError(f"no {card_id} left to take")


def put(g: Lotr, card_id: str, to: Zone, *, controller: str | None = None, top: bool = False) -> CardInstance:
    c = find(g, card_id)
    g.table.move(c, to, face_up=to.name not in ("encounter_deck", "shadows") and not to.name.startswith("deck:"),
                 top=top)
    if controller is not None:
        c.controller = controller
    g._legal_cache = None
    return c


def stack(g: Lotr, *card_ids: str) -> list[CardInstance]:
    """These encounter cards on top of the encounter deck, the first on top."""
    chosen: list[CardInstance] = []
    for cid in card_ids:
        chosen.append(find(g, cid, skip=tuple(chosen)))
    for c in reversed(chosen):
        g.table.move(c, g.state.encounter.deck, top=True, face_up=False)
    return chosen


def clear_staging(g: Lotr) -> None:
    """Staging cards go back into the encounter deck, bare: tokens gone, guards and stacked underworld
    cards back where they came from."""
    st = g.state
    for c in list(st.encounter.staging.cards):
        c.tokens.clear()
        st.guard_of.pop(str(c.uid), None)
        for u in [u for u, h in st.beneath_of.items() if h == str(c.uid)]:
            del st.beneath_of[u]
            g.table.move(st.cards[u], st.encounter.underworld, face_up=False)
        g.table.move(c, st.encounter.deck, face_up=False)


def hand(g: Lotr, seat: str, *card_ids: str) -> list[CardInstance]:
    """Put these cards into the seat's hand (from its deck)."""
    p = g.state.players[seat]
    return [put(g, cid, p.hand) for cid in card_ids]


def hero(g: Lotr, seat: str, i: int = 0) -> CardInstance:
    return g.state.players[seat].heroes.cards[i]


def uid(c: CardInstance) -> str:
    return str(c.uid)


def events(g: Lotr, kind: str) -> list:
    return [e for e in g.events if e.kind == kind]


def to_planning(g: Lotr) -> None:
    """Empty hands (no events to play), keep them, and stop at the first player's planning question
    of round 1, with the staging area emptied: a quiet table for the test to lay out."""
    for p in g.state.players.values():
        g.table.gather(p.hand, p.deck, face_up=False)
    for s in g.turns.order_from():
        g.apply(s, "keep")
    at_prompt(g, "planning")
    for p in g.state.players.values():  # the card drawn in the resource phase goes back too
        g.table.gather(p.hand, p.deck, face_up=False)
    g._legal_cache = None
    clear_staging(g)


def finish_planning(g: Lotr) -> None:
    run_until(g, lambda g: "planning" not in prompt(g))


def commit_all(g: Lotr, seat: str, *cards: CardInstance) -> None:
    at_prompt(g, "commit")
    for c in cards:
        g.apply(seat, f"commit {c.uid}")
    if "commit" in prompt(g) and waiting(g) == seat:  # none left to commit: no question was asked
        g.apply(seat, "done")


def play(g: Lotr, seat: str, c: CardInstance) -> None:
    """Play a card from hand, paying from the first hero offered whenever there is a choice."""
    g.apply(seat, f"play {c.uid}")
    while "pay for" in prompt(g):
        g.apply(seat, legal(g, seat)[0])

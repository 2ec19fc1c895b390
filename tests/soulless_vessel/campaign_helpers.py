"""Helpers for the campaign and Town Phase tests: a campaign quest on the game's own content, from
a record a test lays out, played to its town visit."""

from __future__ import annotations

from typing import Any

from hjourney_tui.core.game import Seat, Setup
from hjourney_tui.games.soulless_vessel.campaign import new_record
from hjourney_tui.games.soulless_vessel.engine import Vessels
from hjourney_tui.registry import game_info
from tests.soulless_vessel.helpers import to_turn

DECKS = {"Ana": ["hew", "shield_bash", "charge", "brace", "rend", "second_wind"],
         "Bo": ["quick_shot", "tumble", "pinning_shot", "backstab", "dart_flurry", "smoke_veil"]}

START = {"Ana": "cudgel", "Bo": "kitchen_knife"}


def ruleset():
    return game_info("soulless_vessel").load_ruleset()


def hero(seat: str = "Ana", vessel: str = "drowned_fisher", items: list[dict[str, Any]] | None = None,
         **kw: Any) -> dict[str, Any]:
    h = {"vessel": vessel, "wounds": 0, "soul_xp": 0, "deck": list(DECKS[seat]),
         "items": items if items is not None else [{"id": START[seat], "slot": "hand", "wear": 0, "rune": ""}],
         "unlocks": {}}
    h.update(kw)
    return h


def record(seats: tuple[str, ...] = ("Ana", "Bo"), **kw: Any) -> dict[str, Any]:
    """A record one adventure into chapter 1, the heroes in regular vessels with a cudgel each."""
    rec = new_record(ruleset())
    rec.update(played=["bell_cellars"], results=["won"], next="first_descent",
               heroes={s: hero(s, vessel=v) for s, v in zip(seats, ("drowned_fisher", "tanners_widow"), strict=False)})
    rec.update(kw)
    return rec


def quest(rec: dict[str, Any] | None = None, seed: int = 1) -> Vessels:
    rec = rec if rec is not None else record()
    seats = list(rec["heroes"]) or ["Ana", "Bo"]
    setup = Setup("soulless_vessel", [Seat(s) for s in seats], "coop", seed, {},
                  campaign={"name": "test", "record": rec, "quests_done": len(rec["played"])})
    return Vessels(setup, ruleset())


def to_town(g: Vessels, won: bool = False) -> Vessels:
    """End the adventure (won, or given up at once) and stand in town."""
    to_turn(g, list(g.state.heroes)[0])
    if won:
        g.state.won = True
        g.apply(list(g.state.heroes)[0], "end")
    else:
        g.apply(list(g.state.heroes)[0], "abandon")
    return g


def town(rec: dict[str, Any] | None = None, won: bool = False, seed: int = 1) -> Vessels:
    return to_town(quest(rec, seed), won)


def texts(g: Vessels, seat: str, verb: str, enabled: bool = True) -> list[str]:
    return [c.text for c in g.legal_commands(seat, enabled_only=enabled) if c.verb == verb]


def why(g: Vessels, seat: str, text: str) -> str:
    """The reason a shown command is refused ('' if it may be given)."""
    return next(c.reason for c in g.legal_commands(seat, enabled_only=False) if c.text == text)


def session_to_town(session: Any) -> None:
    """Through the session (so every command is in its log): place nothing, then give up on the
    first turn, and stand in town."""
    g = session.game
    for _ in range(100):
        if g.town is not None:
            return
        opts = g.legal_commands()
        pick = next((c for c in opts if c.verb == "abandon"), None) or \
            next((c for c in opts if c.verb in ("done", "end", "go")), None) or \
            max((c for c in opts if c.verb == "initiative"), key=lambda c: c.data["initiative"], default=opts[0])
        session.apply(pick.seat, pick.text)
    raise AssertionError("the party never reached town")

"""Helpers for the Soulless Vessel rule tests: a game on the test content, models put where a
test wants them, and default answers to move the game along."""

from __future__ import annotations

from pathlib import Path

from hjourney_tui.core.game import Seat, Setup
from hjourney_tui.core.ruleset import load_ruleset
from hjourney_tui.games.soulless_vessel.engine import Vessels
from hjourney_tui.games.soulless_vessel.info import INFO
from hjourney_tui.registry import GameInfo

FIXTURE = Path(__file__).resolve().parent / "fixture"
SEATS = ("Ana", "Bo", "Cy", "Di")
# the game on the test content, for the cross-game guards (autoplay, saves)
TEST_INFO = GameInfo(**{**INFO.__dict__, "ruleset_root": str(FIXTURE)})


def new(seats: int = 1, seed: int = 1, **options) -> Vessels:
    setup = Setup("soulless_vessel", [Seat(s) for s in SEATS[:seats]], "coop", seed, options)
    return Vessels(setup, load_ruleset("soulless_vessel", FIXTURE))


def legal(g: Vessels, seat: str | None = None) -> list[str]:
    return [c.text for c in g.legal_commands(seat)]


def refused(g: Vessels, seat: str | None = None) -> dict[str, str]:
    """Commands shown but refused now, with the reason."""
    return {c.text: c.reason for c in g.legal_commands(seat, enabled_only=False) if not c.enabled}


def waiting(g: Vessels) -> tuple[str, ...]:
    return g.decision().seats


def commit(g: Vessels, plan: dict[str, list[str]]) -> None:
    """Answer step 4: each hero commits the listed cards (nothing for a seat not listed)."""
    for seat in list(waiting(g)):
        for c in plan.get(seat, []):
            g.apply(seat, f"commit {c}")
        if seat in waiting(g):
            g.apply(seat, "done")


def events(g: Vessels, kind: str) -> list:
    return [e for e in g.events if e.kind == kind]

"""Building Kilforth games in a known situation for rule tests."""

from __future__ import annotations

from collections.abc import Iterable

from hjourney_tui.core.game import Seat
from hjourney_tui.core.session import Session
from hjourney_tui.registry import game_info


def new(heroes: int = 1, mode: str = "solo", seed: int = 7, **options) -> Session:
    info = game_info("kilforth")
    seats = [Seat(n) for n in ["Ana", "Bo", "Cy", "Di"][:heroes]]
    options.setdefault("deal_start", True)  # rule tests start at the first action unless they test the choices
    return Session.new(info, seats, mode, seed, options, strict=True)


def dice(game, faces: Iterable[list[int]]) -> None:
    """Make the next rolls come out as given (each call pops one list)."""
    queue = [list(f) for f in faces]
    game._roll = lambda n: (queue.pop(0) if queue else [1] * n)[:max(n, 0)] if n > 0 else []


def put(game, loc: str, enc_id: str, src: str = "enc", tokens: list[str] | None = None) -> dict:
    game.uid += 1
    e = {"uid": game.uid, "id": enc_id, "src": src, "tokens": tokens or []}
    game.locs[loc]["encounters"].append(e)
    return e


def enc_of(game, typ: str, **want) -> str:
    for k, v in game.c["encounter"].items():
        if v["type"] == typ and all(v.get(a) == b for a, b in want.items()):
            return k
    raise LookupError(typ)


def neighbour(game, h: str) -> tuple[str, str]:
    """An adjacent non-centre cell and its location."""
    cell = game.move_targets(game.heroes[h]["pos"])[0]
    return cell, game.grid[cell]


def commands(game, seat: str) -> list[str]:
    game._legal_cache = None  # tests change the state directly between commands
    return [c.text for c in game.legal_commands(seat)]


def escape(s: Session, h: str) -> None:
    """Escape a battle; where several places tie, take the first offered."""
    s.apply(h, "escape")
    moves = [c for c in commands(s.game, h) if c.startswith("move ")]
    if s.game.choice and moves:
        s.apply(h, moves[0])

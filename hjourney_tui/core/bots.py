"""Bots: anything that picks a command from a seat's view and its legal commands."""

from __future__ import annotations

import importlib
from typing import Any, Protocol

from .commands import LegalCommand
from .rng import Rng


class Bot(Protocol):
    """Chooses one of `legal` from the seat's view.  A bot may set `needs_view = False`
    when it ignores the view, and is then given an empty one (cheaper in long playouts)."""

    def choose(self, view: dict[str, Any], legal: list[LegalCommand]) -> str: ...


class RandomBot:
    """Picks uniformly among the legal commands; plays any game."""

    needs_view = False  # it never looks at the table, so nobody builds a view for it

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed ^ 0x5EED)

    def choose(self, view: dict[str, Any], legal: list[LegalCommand]) -> str:
        return self.rng.choice(legal).text


# Game-specific bots register as "<game>:<kind>" -> "module:Class".
BOT_CLASSES: dict[str, str] = {}


def bot_kinds(game: str) -> list[str]:
    return ["random", *sorted(k.split(":", 1)[1] for k in BOT_CLASSES if k.startswith(f"{game}:"))]


def make_bot(game: str, kind: str, seed: int = 0) -> Bot:
    if kind == "random":
        return RandomBot(seed)
    path = BOT_CLASSES.get(f"{game}:{kind}")
    if path is None:
        raise ValueError(f"no '{kind}' bot for {game} (bots: {', '.join(bot_kinds(game))})")
    module, _, attr = path.partition(":")
    return getattr(importlib.import_module(module), attr)(seed)

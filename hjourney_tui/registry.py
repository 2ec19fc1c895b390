"""The games of the suite, described without importing their engines.

`hjourney games` and the new-game wizard read each game's small info module;
an engine module is imported only when a game of that kind is created or
loaded.  Extra games (a
test game, a game in development) can be added with HJOURNEY_EXTRA_GAMES, a
comma-separated list of `module:attribute` naming `GameInfo` objects.
"""

from __future__ import annotations

import importlib
import os
from dataclasses import field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .core.records import record

if TYPE_CHECKING:
    from .core.game import Game
    from .core.options import OptionSpec


@record
class GameInfo:
    id: str
    title: str
    blurb: str
    modes: tuple[str, ...]  # among "solo", "coop", "competitive"
    min_seats: int
    max_seats: int
    engine: str  # "package.module:Class"
    options: tuple[OptionSpec, ...] = ()
    tui: str | None = None  # "package.module:function" building the game's panes
    campaign: bool = False
    default_seats: dict[str, int] = field(default_factory=dict)  # mode -> seats
    solo_seats: tuple[int, int] | None = None  # seats a solo player runs, if not min..max
    # "package.module:function" reading a player's deck file (see core.decks); None: no deck files
    deck_reader: str | None = None
    ruleset_root: str | None = None  # folder holding <id>/ with the content; default: rulesets/
    # Where the game sits among the shipped games in menus and lists (lower first, then by id), so
    # that a game added later does not become the wizard's default.
    listing: int = 0
    short: str = ""  # the name in a narrow column ("Warhammer Quest"); the title when empty

    def load_ruleset(self) -> Any:
        from .core.ruleset import load_ruleset

        return load_ruleset(self.id, Path(self.ruleset_root) if self.ruleset_root else None)

    def engine_class(self) -> type[Game]:
        return _import(self.engine)

    def tui_factory(self) -> Any:
        return _import(self.tui) if self.tui else None

    def seats_for(self, mode: str) -> tuple[int, int]:
        """Fewest and most seats in this mode (a solo player may still run several seats)."""
        if mode == "solo":
            return self.solo_seats or (self.min_seats, self.max_seats)
        return max(2, self.min_seats), self.max_seats


def _import(path: str) -> Any:
    module, _, attr = path.partition(":")
    return getattr(importlib.import_module(module), attr)


def shipped() -> list[str]:
    """Each game package hjourney_tui/games/<id>/ describes itself in info.py as `INFO`."""
    root = Path(__file__).parent / "games"
    return [f"hjourney_tui.games.{p.parent.name}.info:INFO" for p in sorted(root.glob("*/info.py"))]


def games() -> dict[str, GameInfo]:
    out: dict[str, GameInfo] = {}
    for info in sorted((_import(path) for path in shipped()), key=lambda i: (i.listing, i.id)):
        out[info.id] = info
    extra = os.environ.get("HJOURNEY_EXTRA_GAMES", "")
    for path in filter(None, (p.strip() for p in extra.split(","))):
        info = _extra_game(path)
        out[info.id] = info
    return out


def _extra_game(path: str) -> GameInfo:
    """The GameInfo that HJOURNEY_EXTRA_GAMES names as `module:attribute`, or UnknownGame saying why not."""
    def bad(problem: str) -> UnknownGame:
        return UnknownGame(f"HJOURNEY_EXTRA_GAMES names '{path}', {problem}")

    module, colon, attr = path.partition(":")
    if not colon or not module.strip() or not attr.strip():
        raise bad("which should look like module:ATTRIBUTE (comma-separated, each naming a GameInfo)")
    try:
        info = getattr(importlib.import_module(module.strip()), attr.strip())
    except Exception as exc:  # any fault in someone else's module: one clear line, not a traceback
        raise bad(f"which cannot be loaded ({type(exc).__name__}: {exc})") from None
    if not isinstance(info, GameInfo):
        raise bad(f"which is a {type(info).__name__}, not a GameInfo")
    return info


class UnknownGame(KeyError):
    pass


def game_info(game_id: str) -> GameInfo:
    all_games = games()
    if game_id not in all_games:
        known = ", ".join(sorted(all_games)) or "none"
        raise UnknownGame(f"unknown game '{game_id}' (games: {known})")
    return all_games[game_id]


def game_title(game_id: str, *, short: bool = False) -> str:
    """The game's name for a player (`short`: the one a narrow column takes); its id for a game
    this hjourney does not have (a save from elsewhere)."""
    info = games().get(game_id)
    if info is None:
        return game_id
    return (info.short or info.title) if short else info.title

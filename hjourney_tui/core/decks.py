"""Deck files: a player's own deck, read from a TOML file and kept inside the game's options.

A game that takes deck files names a reader in its GameInfo (`deck_reader`, "module:function").
The reader gets the file's TOML as a dict and the game's ruleset, and returns the deck as plain
data, or raises DeckError listing every deck rule the file breaks.  Its output must be valid input
again: a save stores the deck's contents (not the file's path) under the option SEAT_DECKS, and
loading the save runs the reader on them once more.  So a save stays self-contained and replays the
same game even if the file is later changed or deleted.
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..registry import GameInfo
    from .ruleset import Ruleset

SEAT_DECKS = "seat_decks"  # options key: {seat name: the deck as plain data}
DECKS_FOLDER = "decks"  # deck files may also be named by stem inside <saves>/decks/


class DeckError(ValueError):
    """A deck that cannot be played; `problems` holds one plain sentence per broken deck rule."""

    def __init__(self, source: str, problems: list[str]) -> None:
        self.source, self.problems = source, list(problems)
        super().__init__(f"{source}: this deck cannot be played: " + "; ".join(self.problems))


def _reader(info: GameInfo) -> Any:
    import importlib

    if not info.deck_reader:
        raise DeckError(info.title, [f"{info.title} does not take deck files"])
    module, _, attr = info.deck_reader.partition(":")
    return getattr(importlib.import_module(module), attr)


def check_deck(info: GameInfo, data: Any, source: str, ruleset: Ruleset | None = None) -> Any:
    """The deck as plain data, or DeckError naming `source` and every problem."""
    if not isinstance(data, dict):
        raise DeckError(source, ["a deck should be a TOML table"])
    return _reader(info)(data, ruleset or info.load_ruleset(), source)


def find_deck_file(name: str, saves: Path | None = None) -> Path:
    """FILE as given, or else <saves>/decks/FILE (with or without .toml)."""
    path = Path(name)
    if path.is_file() or saves is None:
        return path
    for candidate in (saves / DECKS_FOLDER / name, saves / DECKS_FOLDER / f"{name}.toml"):
        if candidate.is_file():
            return candidate
    return path


def read_deck_file(info: GameInfo, path: Path, ruleset: Ruleset | None = None) -> Any:
    """Read and check one deck file; any problem is a DeckError naming the file."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise DeckError(str(path), ["there is no such file"]) from None
    except UnicodeDecodeError:
        raise DeckError(str(path), ["the file is not text"]) from None
    except OSError as exc:
        raise DeckError(str(path), [exc.strerror or str(exc)]) from None
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise DeckError(str(path), [f"the file is not valid TOML ({exc})"]) from None
    return check_deck(info, data, str(path), ruleset)


def seat_for(seat_names: list[str], key: str) -> str:
    """The seat a --deck names: its name (any case) or its number counted from 1."""
    for name in seat_names:
        if name.lower() == key.strip().lower():
            return name
    if key.strip().isdigit() and 1 <= int(key) <= len(seat_names):
        return seat_names[int(key) - 1]
    raise DeckError(key, [f"there is no seat called '{key}' (seats: {', '.join(seat_names)})"])


def resolve_with_decks(info: GameInfo, given: dict[str, Any]) -> dict[str, Any]:
    """The game's options resolved as usual, with any decks passed through untouched."""
    from .options import OptionError, resolve_options

    rest = dict(given)
    decks = rest.pop(SEAT_DECKS, None)
    out = resolve_options(list(info.options), rest)
    if decks is not None:
        if not info.deck_reader:
            raise OptionError(f"{info.title} does not take deck files")
        out[SEAT_DECKS] = decks
    return out


def check_stored_decks(info: GameInfo, options: dict[str, Any], seat_names: list[str],
                       ruleset: Ruleset | None = None) -> dict[str, Any] | None:
    """The decks kept in a game's options, checked again; None when there are none."""
    decks = options.get(SEAT_DECKS)
    if decks is None:
        return None
    if not isinstance(decks, dict):
        raise DeckError(SEAT_DECKS, ["should be a table of seat names"])
    out = {}
    for seat, data in decks.items():
        if seat not in seat_names:
            raise DeckError(f"{SEAT_DECKS}.{seat}", [f"there is no seat called '{seat}'"])
        out[seat] = check_deck(info, data, f"{SEAT_DECKS}.{seat}", ruleset)
    return out

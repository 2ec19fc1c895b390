"""Command keys never take a letter a game's board or the game screen already answers to."""

from __future__ import annotations

import importlib
import inspect
import pkgutil

from textual.binding import Binding
from textual.widget import Widget

import hjourney_tui.games as games
from hjourney_tui.tui.keys import POOL
from hjourney_tui.tui.screens.game import GameScreen


def bound_keys(cls: type) -> set[str]:
    keys: set[str] = set()
    for b in getattr(cls, "BINDINGS", []):
        key = b.key if isinstance(b, Binding) else b[0]
        keys |= {k.strip() for k in key.split(",")}
    return keys


def test_no_command_key_is_a_board_or_screen_key():
    widgets = [GameScreen]
    for mod in pkgutil.walk_packages(games.__path__, games.__name__ + "."):
        if ".tui." in mod.name:
            module = importlib.import_module(mod.name)
            widgets += [c for _, c in inspect.getmembers(module, inspect.isclass)
                        if issubclass(c, Widget) and c.__module__ == mod.name]
    letters = {k.lower() for w in widgets for k in bound_keys(w) if len(k) == 1}
    assert letters and not letters & set(POOL), sorted(letters & set(POOL))

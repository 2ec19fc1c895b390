"""Which key gives which command on the game screen.

The promise to the player: a key pressed twice never gives two different commands.  A command
keeps its key for as long as it stays on offer, and gets the same key back when it returns if
that key is free.  The key that just gave a command is not handed to any other command by the
next list: pressed again at once, it gives the same command if that is still on offer, and
nothing otherwise.  Keys are the digits first, then letters the board and the screen leave free.
"""

from __future__ import annotations

from collections.abc import Iterable

# h j k l m move the map's cursor and move there, t turns the board's pages, i inspects cards,
# n begins a campaign's next quest, q is never a command (a player reaching for "quit" must not act)
POOL = "123456789abcdefgoprsuvwxyz"


class KeyChart:
    def __init__(self) -> None:
        self.keys: dict[str, str] = {}  # command text -> key, for the list on screen
        self.preferred: dict[str, str] = {}  # the key each command had when first offered
        self.last: tuple[str, str] | None = None  # (key, command) of the last command given by key

    def assign(self, texts: Iterable[str]) -> dict[str, str]:
        """Keys for the commands on offer now (`texts` in list order); commands beyond the pool get none."""
        texts = list(texts)
        taken: dict[str, str] = {}  # key -> text
        out: dict[str, str] = {}
        blocked_key, blocked_for = self.last or ("", "")

        def give(text: str, key: str | None) -> bool:
            if not key or key in taken or (key == blocked_key and text != blocked_for):
                return False
            taken[key] = text
            out[text] = key
            return True

        for text in texts:  # still on offer: the same key
            give(text, self.keys.get(text))
        for text in texts:  # back on offer: its first key, if free
            if text not in out:
                give(text, self.preferred.get(text))
        free = iter(k for k in POOL)
        for text in texts:
            if text in out:
                continue
            for key in free:
                if give(text, key):
                    break
        for text, key in out.items():
            self.preferred.setdefault(text, key)
        self.keys = out
        return out

    def command_for(self, key: str) -> str | None:
        return next((t for t, k in self.keys.items() if k == key), None)

    def given(self, key: str, text: str) -> None:
        """`key` just gave `text`: the next list keeps that key for that command alone."""
        self.last = (key, text)

    def cleared(self) -> None:
        """A command was given some other way (bar, list, palette, map): no key is held back."""
        self.last = None

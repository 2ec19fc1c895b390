"""Command palette entries: every legal command of the game on screen."""

from __future__ import annotations

from functools import partial

from textual.command import Hit, Hits, Provider


class LegalCommands(Provider):
    async def search(self, query: str) -> Hits:
        from .screens.game import GameScreen

        screen = self.screen
        if not isinstance(screen, GameScreen):
            return
        matcher = self.matcher(query)
        for c in screen.view.get("legal", []):
            if not c["enabled"]:
                continue
            label = f"{c['command']}  {c['description']}"
            score = matcher.match(label)
            if score > 0:
                yield Hit(score, matcher.highlight(label), partial(screen.give, c["command"]),
                          help=c["description"])

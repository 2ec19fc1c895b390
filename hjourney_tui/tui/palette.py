"""Command palette entries: every legal command of the game on screen."""

from __future__ import annotations

from functools import partial

from textual.command import DiscoveryHit, Hit, Hits, Provider


class LegalCommands(Provider):
    def legal(self) -> list[dict]:
        from .screens.game import GameScreen

        screen = self.screen
        if not isinstance(screen, GameScreen):
            return []
        return [c for c in screen.view.get("legal", []) if c["enabled"]]

    def run(self, text: str) -> None:
        self.screen.palette_command(text)  # type: ignore[attr-defined]

    async def discover(self) -> Hits:
        """With nothing typed yet: every command on offer, each with its description once."""
        for c in self.legal():
            yield DiscoveryHit(c["command"], partial(self.run, c["command"]), help=c["description"])

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for c in self.legal():
            score = max(matcher.match(c["command"]), matcher.match(c["description"]) * 0.5)
            if score > 0:
                yield Hit(score, matcher.highlight(c["command"]), partial(self.run, c["command"]),
                          help=c["description"])

"""The party: each hero's board (vessel, toughness rows with scratches and wounds, slots, cooldown
and effects trackers, the vessel's perks, the cards in hand), the hero on view first."""

from __future__ import annotations

from rich.text import Text

from .cards import hero_lines
from .common import MUTED, ViewPane, hero_on_view


class HeroesPane(ViewPane):
    def draw(self, width: int) -> Text:
        heroes = list(self.state.get("heroes") or {})
        if not heroes:
            return Text("No heroes yet.", MUTED)
        me = hero_on_view(self.view)
        order = [me, *[h for h in heroes if h != me]] if me else heroes
        crowded = len(heroes) > 2
        lines: list[Text] = []
        for seat in order:
            lines.extend(hero_lines(self.view, seat, width, short=crowded and seat != me))
        return Text("\n").join(lines)

"""The party: each hero's board (vessel, toughness rows with scratches and wounds, the items in hand,
worn and in the backpack with their Wear and runes, slots, cooldown and effects trackers, the
vessel's perks, the cards in hand), the hero on view first.

Tab brings the focus here; Up/Down choose an item of any hero, `i` (or Enter) shows its card in full.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.binding import Binding

from .cards import CHOSEN, hero_lines, item_text
from .common import MUTED, PickingPane, hero_on_view


class HeroesPane(PickingPane, can_focus=True):
    DEFAULT_CSS = """
    HeroesPane:focus { background: #262626; }
    """
    BINDINGS = [
        Binding("up,k", "pick(-1)", "Previous item", show=False),
        Binding("down,j", "pick(1)", "Next item", show=False),
        Binding("i,enter", "inspect", "The item in full", show=False),
    ]
    HELP = (("Up/Down", "party: choose a hero's item"), ("i", "party: the chosen item's card in full"))

    def help_keys(self) -> list[tuple[str, str]]:
        return list(self.HELP)

    def order(self) -> list[str]:
        heroes = list(self.state.get("heroes") or {})
        me = hero_on_view(self.view)
        return [me, *[h for h in heroes if h != me]] if me else heroes

    def items(self) -> list[tuple[str, int, dict[str, Any]]]:
        """Every item on the party's boards as (seat, index in its items, item), in screen order."""
        heroes = self.state.get("heroes") or {}
        return [(seat, i, it) for seat in self.order() for i, it in enumerate(heroes[seat].get("items") or [])]

    def draw(self, width: int) -> Text:
        heroes = self.state.get("heroes") or {}
        if not heroes:
            return Text("No heroes yet.", MUTED)
        me = hero_on_view(self.view)
        crowded = len(heroes) > 2
        items = self.items()
        self.chosen = min(self.chosen, max(0, len(items) - 1))
        pick = items[self.chosen][:2] if items and self.has_focus else None
        lines: list[Text] = []
        for seat in self.order():
            lines.extend(hero_lines(self.view, seat, width, short=crowded and seat != me,
                                    chosen=pick[1] if pick and pick[0] == seat else None))
        if items:
            lines.append(Text("Up/Down: an item, i: its card in full" if self.has_focus
                              else "Tab: to the items, then Up/Down and i for a card in full", MUTED))
        out = Text("\n").join(lines)
        self.chosen_row = next((y for y, line in enumerate(out.split("\n"))
                                if any(span.style == CHOSEN for span in line.spans)), None) if pick else None
        return out

    def choices(self) -> int:
        return len(self.items())

    def action_inspect(self) -> None:
        items = self.items()
        if not items:
            self.app.bell()
            return
        seat, _, it = items[self.chosen]
        from .inspect_screen import CardScreen  # (imported when first shown)

        self.app.push_screen(CardScreen(f"{seat}'s item: {it.get('name', it.get('id', ''))}", item_text(it)))

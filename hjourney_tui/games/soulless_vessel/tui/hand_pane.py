"""The hand of the hero on view and, while cards are placed in secret, its two slots.

Only the seat on view's own placement is shown (the view gives the others' as a count), so the
pane is safe behind the hand-off screen.  Up/Down choose a card, Enter places it (when `commit`
for it is on offer), `i` shows the card in full.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.binding import Binding

from hjourney_tui.tui.panes import SendCommand

from .cards import card_chip
from .common import GOOD, MUTED, TITLE, PickingPane, enabled, hero_on_view, mark

SLOTS = 2


class HandPane(PickingPane, can_focus=True):
    DEFAULT_CSS = """
    HandPane { height: auto; padding: 0 1; }
    HandPane:focus { background: #262626; }
    """
    BINDINGS = [
        Binding("up,k", "pick(-1)", "Previous card", show=False),
        Binding("down,j", "pick(1)", "Next card", show=False),
        Binding("enter", "commit", "Place the card", show=False),
        Binding("i", "inspect", "The card in full", show=False),
    ]
    HELP = (("Tab", "to the hand (from the map); Shift+Tab back"),
            ("Up/Down", "hand: choose a card"), ("Enter", "hand: place the chosen card in a slot (in secret)"),
            ("i", "hand: the chosen card in full"))

    def help_keys(self) -> list[tuple[str, str]]:
        return list(self.HELP)

    def hero(self) -> dict[str, Any]:
        return (self.state.get("heroes") or {}).get(hero_on_view(self.view) or "", {})

    def cards(self) -> list[dict[str, Any]]:
        return list(self.hero().get("hand") or [])

    def choices(self) -> int:
        return len(self.cards())

    def mine(self) -> list[str]:
        """The cards the seat on view has placed this round so far (its own, never another's)."""
        return list(self.state.get("placing") or [])

    def commit_for(self, card: str) -> str | None:
        for c in enabled(self.view):
            if c.get("verb") == "commit" and (c.get("data") or {}).get("card") == card:
                return c["command"]
        return None

    def draw(self, width: int) -> Text:
        seat = hero_on_view(self.view)
        if seat is None:
            return Text("No hero.", MUTED)
        lines: list[Text] = []
        commits = self.state.get("commits")
        if commits is not None:
            head = Text("Secret placement: ", TITLE)
            names = {c["id"]: c.get("name", c["id"]) for c in self.cards()}
            placed = [names.get(cid, cid) for cid in self.mine()]
            for i in range(SLOTS):
                head.append(f"[{placed[i] if i < len(placed) else ' - '}] ", "bold")
            others = []
            for other, c in commits.items():
                if other != self.view.get("seat"):
                    n = c.get("commits")
                    count = len(n) if isinstance(n, list) else int(n or 0)
                    others.append(f"{other} {count} placed{' ' + mark('done') if c.get('done') else ''}")
            lines.append(head)
            if others:  # beside the slots when there is room, else on a line of their own
                if head.cell_len + 2 + len(", ".join(others)) <= width:
                    head.append("  " + ", ".join(others), MUTED)
                else:
                    lines.append(Text("  " + ", ".join(others), MUTED))
        else:
            placed_cards = self.hero().get("placed") or []
            head = Text(f"{seat}'s slots: ", TITLE)
            head.append(", ".join(c["name"] for c in placed_cards) or "empty")
            lines.append(head)
        cards = self.cards()
        mine = self.mine()
        self.chosen = min(self.chosen, max(0, len(cards) - 1))
        self.chosen_row = len(lines) + self.chosen if cards and self.has_focus else None
        for i, card in enumerate(cards):
            line = Text(f"{mark('turn') if i == self.chosen and self.has_focus else ' '} ")
            line.append_text(card_chip(card))
            line.append(f"  cd {card.get('cooldown')}", MUTED)
            if card["id"] in mine:
                line.append(f"  {mark('card')} placed", f"bold {GOOD}")
            elif i == self.chosen and self.has_focus and self.commit_for(card["id"]):
                line.append("  Enter: place", GOOD)
            line.append(f"  major: {card.get('major_what') or card.get('major')}  ")
            line.append(f"minor: {card.get('minor_what') or card.get('minor')}", MUTED)
            lines.append(line)
        if not cards:
            lines.append(Text("  no cards in hand", MUTED))
        lines.append(Text("Tab: to the hand, then Up/Down, Enter to place, i for a card in full", MUTED))
        return Text("\n").join(lines)

    def action_commit(self) -> None:
        cards = self.cards()
        command = self.commit_for(cards[self.chosen]["id"]) if cards else None
        if command is None:
            self.app.bell()
            return
        self.post_message(SendCommand(command))

    def action_inspect(self) -> None:
        cards = self.cards()
        if cards:
            from .inspect_screen import card_screen  # (imported when first shown)

            self.app.push_screen(card_screen(cards[self.chosen]))

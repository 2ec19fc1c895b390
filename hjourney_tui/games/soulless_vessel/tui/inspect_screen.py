"""One square of the dungeon in full: its terrain, doors, the model on it (a hero's whole board or
an enemy's group card) and every command that names it, each on a number key.

Opened from the map with Enter (or `m` when a square offers several commands).  Up/Down and
Enter give one of its commands (the map checks it is still on offer); Esc closes.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from .cards import card_lines, group_lines, hero_lines, item_text
from .common import (
    GOOD,
    MUTED,
    TITLE,
    commands_at,
    loot_squares,
    mark,
    model_squares,
    square_name,
    state_of,
)

TERRAIN = {".": "floor", "~": "difficult terrain (2 MP to enter)", "#": "solid rock (no walking, no sight)",
           ":": "pit (no walking, but seen across)", " ": "not explored"}


def square_text(view: dict[str, Any], square: tuple[int, int]) -> Text:
    st = state_of(view)
    board = st.get("board") or {}
    rows = board.get("rows") or []
    x, y = square
    t = rows[y][x] if y < len(rows) and x < len(rows[y]) else " "
    out = Text()
    out.append(f"{square_name(square)}: ", TITLE)
    out.append(f"{mark(t) if t != ' ' else ''} {TERRAIN.get(t, t)}".strip())
    if list(square) in board.get("start", []):
        out.append(f"\n{mark('start')} a start square", MUTED)
    for d in board.get("doors", []):
        if list(square) in [list(s) for s in d["squares"]]:
            out.append(f"\n{mark('door')} door {d['id']}: {'open' if d['open'] else 'closed'}")
    lying = loot_squares(view).get(square)
    if lying:
        out.append(f"\n{mark(lying[0])} {lying[1]}")
        loot = st.get("loot") or {}
        drop = next((d for d in loot.get("drops", []) if tuple(d["pos"]) == square), None)
        for name in (drop or {}).get("names", []):
            out.append(f"\n  {name}", MUTED)
    who = model_squares(view).get(square)
    heroes, enemies = st.get("heroes") or {}, st.get("enemies") or {}
    if who in heroes:
        out.append("\n\n")
        out.append(Text("\n").join(hero_lines(view, who, 80)))
        for it in heroes[who].get("items") or []:  # each item's card in full
            out.append("\n\n")
            out.append(item_text(it))
    elif who in enemies:
        e = enemies[who]
        g = (st.get("groups") or {}).get(e["group"], {})
        out.append("\n\n")
        out.append(f"{who}", "bold #ff5f5f")
        out.append(f": wounds {e['wounds']} of {g.get('max_wounds', '?')}, attack {e.get('attack', '?')}\n")
        out.append(Text("\n").join(group_lines(view, e["group"], 80)))
    return out


class InspectScreen(ModalScreen[str | None]):
    """Dismissed with the command text the player picked, or None."""

    DEFAULT_CSS = """
    InspectScreen { align: center middle; }
    InspectScreen #inspect { width: 90%; max-width: 96; height: auto; max-height: 90%;
                             border: heavy $accent; padding: 0 1; background: $panel; }
    InspectScreen #inspect-commands { height: auto; max-height: 10; margin-top: 1; }
    """
    BINDINGS = [Binding("escape,q", "close", "Close")]

    def __init__(self, view: dict[str, Any], square: tuple[int, int]) -> None:
        super().__init__()
        self.view = view
        self.square = square
        self.commands = commands_at(view, square)

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="inspect"):
            yield Static(square_text(self.view, self.square), id="inspect-text")
            if self.commands:
                yield OptionList(*[Option(Text(c["command"], f"bold {GOOD}")) for c in self.commands],
                                 id="inspect-commands")
            yield Static(Text("Up/Down, Enter: give it.  Esc: back to the map" if self.commands
                              else "Nothing to do on this square now.  Esc: back", MUTED), id="inspect-keys")

    def on_mount(self) -> None:
        box = self.query_one("#inspect")
        box.border_title = f"Square {square_name(self.square)}"
        (self.query_one(OptionList) if self.commands else box).focus()

    @on(OptionList.OptionSelected)
    def picked(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(self.commands[event.option_index]["command"])

    def action_close(self) -> None:
        self.dismiss(None)


class CardScreen(ModalScreen[None]):
    """A card or board in full (from the placement pane or the heroes pane); Esc closes."""

    DEFAULT_CSS = InspectScreen.DEFAULT_CSS.replace("InspectScreen", "CardScreen")
    BINDINGS = [Binding("escape,q,enter", "close", "Close")]

    def __init__(self, title: str, body: Text) -> None:
        super().__init__()
        self.title_text = title
        self.body = body

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="inspect"):
            yield Static(self.body)
            yield Static(Text("\nEsc: back", MUTED))

    def on_mount(self) -> None:
        box = self.query_one("#inspect")
        box.border_title = self.title_text
        box.focus()

    def action_close(self) -> None:
        self.dismiss(None)


def card_screen(card: dict[str, Any]) -> CardScreen:
    return CardScreen(f"Ability card: {card.get('name', card.get('id', ''))}", Text("\n").join(card_lines(card, 80)))

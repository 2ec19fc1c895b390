"""One place of the map in full: its own text and every card on it, as the seat's view gives them.

Opened from the map with Enter.  Enter or `m` here moves to the place when that
move is among the legal commands (the map checks again before sending it);
Esc closes.  Nothing else can be done from here.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from .common import hero_on_view, legal_moves, mark, plural, state_of
from .hero_pane import keywords

STATS = (("fight", "Fight"), ("hp", "HP"), ("sneak", "Sneak"), ("study", "Study"), ("influence", "Influence"))


def place_text(view: dict[str, Any], cell: str) -> Text:
    """Everything the view tells about `cell`, card by card."""
    st = state_of(view)
    place = (st.get("map") or {}).get(cell)
    if place is None:
        return Text(f"{cell}: no such place")
    hero = hero_on_view(view)
    me = (st.get("heroes") or {}).get(hero or "", {})
    needs = set(me.get("needs") or [])
    sep = f" {mark('sep')} "
    t = Text()
    t.append(f"{cell} {place['name']}", "bold #ffd75f")
    bits = [f"{mark(place['terrain'])} {place['terrain']}"]
    if place.get("shortcut"):
        bits.append(f"{mark(place['shortcut'])} {place['shortcut']} shortcut")
    if place.get("gloom"):
        bits.append(f"{mark('gloom')} gloom")
    if me.get("goal_cell") == cell:
        bits.append(f"{mark('goal')} your saga leads here")
    t.append(sep + sep.join(bits))
    t.append("\n")
    t.append(place.get("text") or "No special text.", "italic #bcbcbc")
    if place.get("obstacles"):
        t.append(f"\n{mark('obstacle')} Obstacles: {place['obstacles']}", "#ffaf5f")
    heroes = st.get("heroes") or {}
    for name in place.get("heroes", []):
        h = heroes.get(name, {})
        t.append(f"\nHero {name}", "bold")
        t.append(f" {h.get('race', '')} {h.get('class', '')} {mark('hp')}{h.get('hp', 0)}/{h.get('max_hp', 0)}"
                 + (" Hidden" if h.get("hidden") else "") + (" camped" if h.get("camped") else ""))
    for a in st.get("ancients", []):
        if a.get("cell") == cell and not a.get("defeated"):
            t.append(f"\n{mark('ancient')} {a['name']}", "bold #ff5f5f")
            t.append(f" (Ancient) Fight {a.get('fight', '?')}, HP {a['hp']}, {plural(a.get('plots', 0), 'plot')} gathered")
            if a.get("abilities"):
                t.append(f"\n  {a['abilities']}", "italic #bcbcbc")
    encounters = place.get("encounters", [])
    t.append(f"\n\nEncounters: {len(encounters) or 'none'}", "bold")
    for e in encounters:
        encounter(t, e, hero, needs)
    plots = place.get("plot_cards", [])
    if plots:
        t.append(f"\n\nPlots: {len(plots)}", "bold")
    for p in plots:
        plot(t, p, needs)
    return t


def encounter(t: Text, e: dict[str, Any], hero: str | None, needs: set[str]) -> None:
    foe = hero in e.get("enemy_of", [])
    t.append(f"\n{mark('foe') if foe else mark('other')} ", "bold #ff5f5f" if foe else "bold #ffd75f")
    t.append(e["name"], "bold")
    t.append(f"  {e.get('type', '')}" + (" (Night card)" if e.get("night") else ""))
    if e.get("keywords"):
        t.append("  [", "#9e9e9e")
        keywords(t, e["keywords"], needs)
        t.append("]", "#9e9e9e")
    stats = [f"{label} {e[k]}" for k, label in STATS if e.get(k)]
    t.append("\n  " + ("  ".join(stats) or "no values"), "#87d7ff")
    reward = []
    if e.get("reward"):
        reward.append(f"reward: {e['reward']}")
    if e.get("gold"):
        reward.append(f"{e['gold']} gold")
    if e.get("weakness"):
        reward.append("weak to " + ", ".join(e["weakness"]))
    if e.get("immune"):
        reward.append("immune to " + ", ".join(f"{t}s" if t != "ally" else "allies" for t in e["immune"]))
    if reward:
        t.append("\n  " + "; ".join(reward))
    if e.get("text"):
        t.append(f"\n  {e['text']}", "italic #bcbcbc")
    who = []
    if e.get("enemy_of"):
        who.append(f"enemy of {', '.join(e['enemy_of'])}")
    if e.get("claimed_by"):
        who.append(f"claimed by {e['claimed_by']}")
    if who:
        t.append("\n  " + "; ".join(who), "#ff8787" if foe else "#9e9e9e")


def plot(t: Text, p: dict[str, Any], needs: set[str]) -> None:
    t.append(f"\n{mark('plot')} ", "bold #ffaf5f")
    t.append(p["name"], "bold")
    t.append(f"  plot of {p.get('ancient', '?')}")
    if p.get("keywords"):
        t.append("  [", "#9e9e9e")
        keywords(t, p["keywords"], needs)
        t.append("]", "#9e9e9e")
    req = p.get("to_defeat") or {}
    clear = []
    if "gold" in req:
        clear.append(f"pay {req['gold']} gold")
    if "test" in req:
        clear.append(f"a {str(req['test']).title()} Test of {req.get('n', 1)}")
    bits = [f"to clear: {' and '.join(clear)}"] if clear else []
    if p.get("adds_fight"):
        bits.append(f"+{p['adds_fight']} Fight to its Ancient if gathered")
    if p.get("loot"):
        bits.append(f"{p['loot']} Loot when cleared")
    if bits:
        t.append("\n  " + "; ".join(bits))


class InspectScreen(ModalScreen[bool]):
    """Dismissed with True when the player asks to move to the place shown."""

    DEFAULT_CSS = """
    InspectScreen { align: center middle; }
    InspectScreen #inspect { width: 90%; max-width: 96; height: auto; max-height: 90%;
                             border: heavy $accent; padding: 0 1; background: $panel; }
    InspectScreen #inspect-keys { height: auto; color: $text-muted; }
    """
    BINDINGS = [
        Binding("escape,q", "close", "Close"),
        Binding("enter,m", "move", "Move here"),
    ]

    def __init__(self, view: dict[str, Any], cell: str) -> None:
        super().__init__()
        self.view = view
        self.cell = cell

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="inspect"):
            yield Static(place_text(self.view, self.cell), id="inspect-text")
            yield Static(self.keys_line(), id="inspect-keys")

    def on_mount(self) -> None:
        box = self.query_one("#inspect")
        box.border_title = f"{self.cell} {state_of(self.view).get('map', {}).get(self.cell, {}).get('name', '')}"
        box.focus()  # arrows scroll a long place

    def keys_line(self) -> Text:
        command = legal_moves(self.view).get(self.cell)
        t = Text("\n")
        if command:
            t.append(f"Enter or m: {command}", "bold #5fd75f")
            t.append("   Esc: back to the map")
        else:
            t.append("No move here right now.   Esc: back to the map")
        return t

    def action_move(self) -> None:
        if self.cell in legal_moves(self.view):
            self.dismiss(True)
        else:
            self.app.bell()

    def action_close(self) -> None:
        self.dismiss(False)

"""Under the map: the initiative track always, then one page at a time (the party's boards, the
enemy groups, the hand of the hero on view), turned with `t` / `T` or by clicking a tab.

While cards are placed in secret the hand opens by itself; at any other step the party does,
until the player turns a page.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widget import Widget

from .common import MUTED, mark
from .dice_tray import DiceTray
from .enemies_pane import EnemiesPane
from .hand_pane import HandPane
from .heroes_pane import HeroesPane
from .town_pane import in_town
from .track_pane import TrackPane

PAGES = (("party", "Party"), ("enemies", "Enemies"), ("hand", "Hand"))


class Tabs(Widget):
    DEFAULT_CSS = "Tabs { height: 1; }"

    def __init__(self, *, id: str | None = None) -> None:  # noqa: A002
        super().__init__(id=id)
        self.current = "party"
        self.counts: dict[str, str] = {}
        self.spans: list[tuple[int, int, str]] = []

    def show(self, current: str, counts: dict[str, str]) -> None:
        if (current, counts) != (self.current, self.counts):
            self.current, self.counts = current, counts
            self.refresh()

    def render(self) -> Text:
        t = Text(no_wrap=True, overflow="crop")
        self.spans = []
        for i, (page, label) in enumerate(PAGES):
            if i:
                t.append(f" {mark('sep')} ", MUTED)
            start = t.cell_len
            t.append(f" {label}{self.counts.get(page, '')} ", "bold reverse" if page == self.current else "bold")
            self.spans.append((start, t.cell_len, page))
        t.append("   t: next page", MUTED)
        return t

    def on_click(self, event: events.Click) -> None:
        panel = next((a for a in self.ancestors if isinstance(a, BoardPanel)), None)
        for start, end, page in self.spans:
            if start <= event.x < end and panel is not None:
                event.stop()
                panel.turn_to(page)


class BoardPanel(Vertical):
    DEFAULT_CSS = """
    BoardPanel { height: auto; }
    BoardPanel > .-off { display: none; }
    """

    def __init__(self, *, id: str | None = None) -> None:  # noqa: A002
        super().__init__(id=id)
        self.view: dict[str, Any] = {}
        self.page = "party"
        self.shown = ""  # the page on screen
        self.turned_at: tuple[int, str] | None = None  # (round, step) when the player last turned

    def compose(self) -> ComposeResult:
        yield TrackPane(id="sv-track")
        yield Tabs(id="sv-tabs")
        yield HeroesPane(id="sv-party")
        yield EnemiesPane(id="sv-enemies", classes="-off")
        yield HandPane(id="sv-hand", classes="-off")

    def help_keys(self) -> list[tuple[str, str]]:
        return [("t / T", "under the map: next / previous page (party, enemies, hand)"),
                *self.query_one(HeroesPane).help_keys(), *self.query_one(HandPane).help_keys(), *DiceTray(id="help").help_keys()]

    def step(self) -> tuple[int, str]:
        st = self.view.get("state") or {}
        return int(st.get("round") or 0), str(st.get("step") or "")

    def current(self) -> str:
        if self.turned_at == self.step():
            return self.page
        return "hand" if (self.view.get("state") or {}).get("commits") is not None else "party"

    def update_view(self, view: dict[str, Any]) -> None:
        self.view = view
        self.display = not in_town(view)
        for pane in (self.query_one(TrackPane), self.query_one(HeroesPane), self.query_one(EnemiesPane),
                     self.query_one(HandPane)):
            pane.update_view(view)
        self.show_page()

    def show_page(self) -> None:
        page = self.current()
        if page != self.shown and self.turned_at != self.step() and self.shown == "hand" and self.parent is not None:
            # placement ended by itself: on a short screen bring the map back.  When it begins the
            # map stays in sight (the prompt names Tab, which brings the hand up)
            self.call_after_refresh(self.parent.scroll_home, animate=False)  # type: ignore[union-attr]
        self.shown = page
        for pid, pane in (("party", HeroesPane), ("enemies", EnemiesPane), ("hand", HandPane)):
            self.query_one(pane).set_class(page != pid, "-off")
        groups = len((self.view.get("state") or {}).get("groups") or {})
        self.query_one(Tabs).show(page, {"enemies": f" {groups}" if groups else ""})

    def prompt_hint(self, view: dict[str, Any]) -> str | None:
        """While cards are placed in secret: the key that brings the hand, which on a short screen
        lies under the map."""
        if (view.get("state") or {}).get("commits") is not None and not in_town(view):
            return "(Tab: your hand, under the map)"
        return None

    def turn_to(self, page: str) -> None:
        self.page = page
        self.turned_at = self.step()
        self.show_page()
        self.call_after_refresh(self.query_one(Tabs).scroll_visible, top=True, animate=False)

    def next_page(self, step: int = 1) -> None:
        names = [p for p, _ in PAGES]
        self.turn_to(names[(names.index(self.current()) + step) % len(names)])

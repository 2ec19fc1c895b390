"""The panel under the map: the trackers always, then one page at a time (each hero's sheet,
the Ancients with the discards, the key to the marks), turned with `t` from the map or by
clicking its tab.

On a short screen the map alone fills the board; there the panel scrolls into view page by page
(a "Table" page is the trackers) and a "Map" page scrolls back to the map, so everything stays
one key away.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widget import Widget

from hjourney_tui.tui.redraw import QuietSize

from .ancients_pane import AncientsPane
from .common import MUTED, hero_on_view, mark, state_of
from .discards_pane import DiscardsPane
from .hero_pane import HeroPane
from .legend_pane import LegendPane
from .map_pane import MapPane
from .trackers_pane import TrackersPane

MAP, TABLE, ANCIENTS, KEY = "map", "table", "ancients", "key"
PAGE_ROOM = 8  # rows the panel needs under the map before the map gets a tab of its own


class Tabs(Widget):
    """The page names, the one shown in reverse; a click turns to a page."""

    DEFAULT_CSS = "Tabs { height: 1; }"

    def __init__(self, *, id: str | None = None) -> None:  # noqa: A002 - Textual's own name
        super().__init__(id=id)
        self.pages: list[tuple[str, str]] = []
        self.current = ""
        self.spans: list[tuple[int, int, str]] = []  # (from, to, page) for clicks

    def show(self, pages: list[tuple[str, str]], current: str) -> None:
        if (pages, current) != (self.pages, self.current):
            self.pages, self.current = pages, current
            self.refresh()

    def render(self) -> Text:
        """The tabs spaced out with the key's hint when they fit, closer together when not."""
        width = self.size.width or 200
        for sep, hint in ((f" {mark('sep')} ", "   t: next page"), (" ", "  t: next"), ("", "")):
            t = Text(no_wrap=True, overflow="crop")
            spans = []
            for i, (page, label) in enumerate(self.pages):
                if i:
                    t.append(sep, MUTED)
                start = t.cell_len
                t.append(f" {label} ", "bold reverse" if page == self.current else "bold")
                spans.append((start, t.cell_len, page))
            t.append(hint, MUTED)
            if t.cell_len <= width or not sep:
                self.spans = spans
                return t
        return Text()  # pragma: no cover - the last try always returns

    def on_click(self, event: events.Click) -> None:
        panel = next((a for a in self.ancestors if isinstance(a, BoardPanel)), None)
        for start, end, page in self.spans:
            if start <= event.x < end and panel is not None:
                event.stop()
                panel.turn_to(page)


class BoardPanel(QuietSize, Vertical):
    DEFAULT_CSS = """
    BoardPanel { height: auto; }
    BoardPanel > .-off { display: none; }
    """

    def __init__(self, *, id: str | None = None) -> None:  # noqa: A002 - Textual's own name
        super().__init__(id=id)
        self.view: dict[str, Any] = {}
        self.page = ""  # "" is the hero on view; else a hero's name, MAP, TABLE, ANCIENTS or KEY
        self.turned = False  # whether the player has turned a page yet

    def compose(self) -> ComposeResult:
        yield TrackersPane(id="kf-trackers")
        yield Tabs(id="kf-tabs")
        yield HeroPane(id="kf-hero")
        yield AncientsPane(id="kf-ancients", classes="-off")
        yield DiscardsPane(id="kf-discards", classes="-off")
        yield LegendPane(id="kf-legend", classes="-off")

    # -- what the board frame shows (the game screen asks the top-level panes) ----------
    def board_title(self, view: dict[str, Any]) -> str | None:
        return self.query_one(TrackersPane).board_title(view)

    def board_subtitle(self, view: dict[str, Any]) -> str | None:
        return self.query_one(HeroPane).board_subtitle(view)

    # -- pages ---------------------------------------------------------------------------
    def short(self) -> bool:
        """Whether the board is too short for the map and a page together."""
        board = self.parent
        # the board's own children, not a query of the whole screen: this is asked several times a command
        maps = [w for w in board.children if isinstance(w, MapPane)] if board is not None else []
        if board is None or not maps or not board.size.height:
            return False
        return board.size.height < maps[0].outer_size.height + PAGE_ROOM

    def pages(self) -> list[tuple[str, str]]:
        heroes = list((state_of(self.view).get("heroes") or {}).keys())
        me = hero_on_view(self.view)
        out = [(MAP, "Map"), (TABLE, "Table")] if self.short() else []
        if me is not None:
            out.append(("", me))
        out += [(h, h) for h in heroes if h != me]
        return out + [(ANCIENTS, "Ancients"), (KEY, "Key")]

    def current(self) -> str:
        names = [p for p, _ in self.pages()]
        if not self.turned and MAP in names:
            return MAP  # a short screen opens on the map
        if self.page in names:
            return self.page
        if self.page == hero_on_view(self.view):  # that hero came on view: the first tab now
            return ""
        return "" if "" in names else names[0]

    def update_view(self, view: dict[str, Any]) -> None:
        self.view = view
        for pane in self.children:  # the trackers, the hero sheet, the Ancients, the discards, the key
            if not isinstance(pane, Tabs):
                pane.update_view(view)  # type: ignore[attr-defined]
        self.show_page()
        self.call_after_refresh(self.show_page)  # once laid out, the board's height is known

    def on_resize(self) -> None:
        self.show_page()  # a new height may add or take away the Map and Table pages

    def show_page(self) -> None:
        page = self.current()
        self.page = page
        hero = page not in (MAP, TABLE, ANCIENTS, KEY)
        self.query_one(HeroPane).set_class(not hero, "-off")
        self.query_one(HeroPane).show_hero(page or None)
        for pane in (self.query_one(AncientsPane), self.query_one(DiscardsPane)):
            pane.set_class(page != ANCIENTS, "-off")
        self.query_one(LegendPane).set_class(page != KEY, "-off")
        self.query_one(Tabs).show(self.pages(), page)

    def turn_to(self, page: str) -> None:
        self.page = page
        self.turned = True
        self.show_page()
        if self.short():  # bring what was asked for into sight
            if page == MAP:
                self.parent.scroll_home(animate=False)  # type: ignore[union-attr]
            else:
                target = self.query_one(TrackersPane) if page == TABLE else self.query_one(Tabs)
                self.call_after_refresh(target.scroll_visible, top=True, animate=False)

    def next_page(self, step: int = 1) -> None:
        names = [p for p, _ in self.pages()]
        at = names.index(self.current()) if self.current() in names else 0
        self.turn_to(names[(at + step) % len(names)])

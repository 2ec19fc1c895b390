"""The table at a glance, just under the map: whose turn it is, the gloom, each Ancient and each
other hero in one line, any Test under way and the odds of each confront.

Day, Night cards left and the weather head the board's frame (`board_title`).
"""

from __future__ import annotations

from typing import Any

from rich.text import Text

from hjourney_tui.tui.glyphs import glyph
from hjourney_tui.tui.redraw import QuietStatic
from hjourney_tui.tui.view_pane import WrappedStrips

from .common import (
    HP_STYLE,
    MUTED,
    article,
    fit,
    hero_colour,
    hero_on_view,
    hero_tags,
    mark,
    percent,
    plural,
    state_of,
    success_on,
)
from .hero_pane import condition

ANCIENT_STYLE = "bold #ff8787"


def ancient_line(a: dict[str, Any]) -> Text:
    """One Ancient in a line: where it is, its Fight and HP, its plots."""
    t = Text()
    t.append(f"{mark('ancient')} ", ANCIENT_STYLE)
    if a.get("defeated"):
        t.append(a["name"], f"strike {MUTED}")
        t.append(" destroyed", "#5fd75f")
        return t
    t.append(a["name"], "bold")
    t.append(f" at {a['cell']}" if a.get("cell") else " asleep", ANCIENT_STYLE if a.get("cell") else MUTED)
    t.append(f"  Fight {a['fight']}" if "fight" in a else "")
    t.append(f"  HP {a['hp']}")
    if a.get("plots"):
        t.append(f"  {plural(a['plots'], 'plot')} gathered")
    if a.get("plots_out"):
        t.append(f"  plots at {' '.join(a['plots_out'])}", "#ffaf5f")
    return t


def other_hero_line(view: dict[str, Any], name: str, h: dict[str, Any]) -> Text:
    """Another hero in a line: place, HP, AP, gold, Fate, VP, chapter and how many rumours."""
    t = Text()
    t.append(f" {hero_tags(view).get(name, '?')} ", f"bold reverse {hero_colour(view, name)}")
    rum = h.get("rumours")
    n_rum = len(rum) if isinstance(rum, list) else int(rum or 0)
    chapter = h.get("chapter")
    ch = f"ch.{chapter}" if isinstance(chapter, int) else str(chapter)
    t.append(f" {name}", "bold")
    t.append(f" {h['cell']} ")
    t.append(f"{mark('hp')}{h['hp']}/{h['max_hp']}", HP_STYLE)
    t.append(f" AP {h['ap']} Gold {h['gold']} Fate {h['fate']} VP {h['vp']} {ch} rumours {n_rum}")
    cond = condition(h)
    if cond:
        t.append(" " + ", ".join(cond), "#ff8787")
    return t


class TrackersPane(WrappedStrips, QuietStatic):
    DEFAULT_CSS = "TrackersPane { height: auto; }"

    def __init__(self, *, id: str | None = None) -> None:  # noqa: A002 - Textual's own name
        super().__init__(id=id)
        self.view: dict[str, Any] = {}

    def update_view(self, view: dict[str, Any]) -> None:
        self.view = view
        self.update(self.lines(view, self.size.width))

    def on_resize(self) -> None:
        if self.view:
            self.update(self.lines(self.view, self.size.width))  # the odds line fits the new width

    def board_title(self, view: dict[str, Any]) -> str | None:
        """Day, Night cards left and weather, for the board's top edge."""
        st = state_of(view)
        if "day" not in st:
            return None
        return (f"Day {st['day']} {mark('sep')} {st.get('night_left', 0)} Night cards left "
                f"{mark('sep')} {st.get('weather') or 'no weather'}")

    def lines(self, view: dict[str, Any], width: int = 0) -> Text:
        st = state_of(view)
        cells = st.get("map") or {}
        t = Text()
        sep = f" {mark('sep')} "
        gloom = sum(1 for c in cells.values() if c.get("gloom"))
        t.append("Turn ", "bold")
        t.append(f"{st.get('active') or '-'}", "bold #ffd75f")
        t.append(f"{sep}First hero {st.get('first') or '-'}{sep}")
        t.append("Gloom ", "bold")
        t.append(f"{gloom}/{len(cells)} {mark('gloom')}", "#d787ff")
        if st.get("weather"):  # in play until the next Weather: what it does, not just its name
            t.append("\nWeather ", "bold")
            t.append(f"{st['weather']}: {st.get('weather_text') or ''}")
        for a in st.get("ancients", []):
            t.append("\n")
            t.append_text(ancient_line(a))
        me = hero_on_view(view)
        for name, h in (st.get("heroes") or {}).items():
            if name != me:
                t.append("\n")
                t.append_text(other_hero_line(view, name, h))
        self.pending(t, view)
        by_card: dict[str, list[dict[str, Any]]] = {}
        for o in st.get("odds") or []:
            by_card.setdefault(o["card"], []).append(o)
        for card, odds in by_card.items():
            line = Text()
            for i, o in enumerate(odds):
                line.append(f" {mark('sep')} " if i else "")
                line.append_text(self.odds_text(o))
            room = width - len("Odds : ") - line.cell_len
            t.append("\n")
            t.append("Odds ", "bold #87d7ff")
            t.append(f"{fit(card, room) if room >= 12 else card}: ")  # the card's name gives way first
            t.append_text(line)
        return t

    @staticmethod
    def odds_text(o: dict[str, Any]) -> Text:
        """'Sneak 4% (Fate 26%)': the chance of one confront command; its dice and need are in the
        command list."""
        attr = f"{o['use'].title()} for {o['attr'].title()}" if o.get("use") else o["attr"].title()
        t = Text(f"{attr} ")
        t.append(percent(o["chance"]), "bold")
        if o.get("with_fate") is not None:
            t.append(f" (Fate {percent(o['with_fate'])})")
        return t

    def pending(self, t: Text, view: dict[str, Any]) -> None:
        """A choice under way, from its data; its question is on the prompt line already."""
        st = state_of(view)
        data = st.get("pending_data") or {}
        if not st.get("pending"):
            return
        faces = data.get("faces")
        if faces is not None:
            floor = success_on(view)
            hits, need = data.get("hits", 0), data.get("need", 0)
            t.append("\n")
            t.append(f"{glyph('die')} Test ", "bold #ffd75f")
            for f in faces:
                t.append(f"[{f}]", "bold #5fd75f" if f >= floor else MUTED)
            t.append(f"  {plural(hits, 'success', 'successes')} of {need} needed",
                     "bold #5fd75f" if hits >= need else "bold #ff8787")
        if "foe_hp" in data:
            t.append(f"\n  the foe: Fight {data.get('foe_fight', 0)}, HP {data['foe_hp']} left")
        if data.get("keywords"):
            t.append(f"\n  keywords: {', '.join(data['keywords'])}")
            if data.get("reward"):
                t.append(f"; its reward is {article(data['reward'])}")

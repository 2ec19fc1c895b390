"""One hero's sheet: the seat on view's own at first, any other hero's when the panel under the
map turns to it.

Everything here comes from that seat's view: in a competitive game the others'
rumours arrive as a count only, and that is all this pane can show.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text

from hjourney_tui.tui.glyphs import use_ascii
from hjourney_tui.tui.redraw import QuietStatic
from hjourney_tui.tui.view_pane import WrappedStrips

from .common import HP_STYLE, MUTED, SIDES, hero_colour, hero_on_view, hero_tags, mark, state_of

ATTR_LABELS = (("fight", "Fight"), ("study", "Study"), ("sneak", "Sneak"), ("influence", "Influence"))


def condition(h: dict[str, Any]) -> list[str]:
    out = []
    if h.get("state") and h["state"] != "ok":
        out.append({"out": "out of the game", "defeated": "defeated"}.get(h["state"], h["state"]))
    if h.get("hidden"):
        out.append("Hidden")
    if h.get("camped"):
        out.append("camped")
    return out


class HeroPane(WrappedStrips, QuietStatic):
    DEFAULT_CSS = "HeroPane { height: auto; padding: 0 0; }"

    def __init__(self, *, id: str | None = None) -> None:  # noqa: A002 - Textual's own name
        super().__init__(id=id)
        self.hero: str | None = None  # whose sheet; None is the hero on view
        self.view: dict[str, Any] = {}
        self.version = 0  # counts views, so a sheet is drawn once per view and hero
        self._sheet_of: tuple[str | None, int, int] | None = None
        self._wrapped: dict[tuple[Any, ...], tuple[Any, int]] = {}  # lines each hero's sheet wraps to, by width

    def update_view(self, view: dict[str, Any]) -> None:
        self.view = view
        self.version += 1
        self.show_hero(self.hero)

    def show_hero(self, name: str | None) -> None:
        if self.view and (name, self.version, self.content_size.width) != self._sheet_of:  # asked again after layout
            self._sheet_of = (name, self.version, self.content_size.width)
            self.update(self.padded_sheet(self.view, name))
        self.hero = name

    def padded_sheet(self, view: dict[str, Any], name: str | None) -> Text:
        """The sheet, as many lines long on screen as the longest of the heroes' sheets: as the
        turn passes from hero to hero the panes below stay put and the screen need not be laid out
        again.  It depends on the view and the width alone, so a resumed game shows the same screen."""
        sheet = self.sheet(view, name)
        width = self.content_size.width
        if width <= 0:
            return sheet
        console = self.app.console
        st = state_of(view)
        heroes, limit, tags, ascii_only = st.get("heroes") or {}, st.get("hand_limit"), hero_tags(view), use_ascii()
        known, counted = self._wrapped, {}

        def lines(hero: str | None, t: Text | None = None) -> int:
            # A sheet's text follows from the hero's data, the hand limit and the hero's tag: a
            # hero whose data reads as a command ago wraps as it did, without drawing the sheet.
            # (Written out: the view may share lists with the game, which change in place.)
            key = (hero, width, ascii_only)
            data = repr((heroes.get(hero) if hero else None, limit, tags.get(hero) if hero else None))
            hit = known.get(key)
            if hit is not None and hero is not None and hit[0] == data:
                n = hit[1]
            else:
                n = len((t if t is not None else self.sheet(view, hero)).wrap(console, width))
            counted[key] = (data, n)
            return n

        others = [lines(h) for h in heroes if h != name]
        missing = max(others, default=0) - lines(name if name in heroes else hero_on_view(view), sheet)
        self._wrapped = counted
        return sheet + Text("\n" * missing) if missing > 0 else sheet

    def board_subtitle(self, view: dict[str, Any]) -> str | None:
        """The essentials of the hero on view, for the board's bottom edge."""
        name = hero_on_view(view)
        if name is None:
            return None
        h = state_of(view)["heroes"][name]
        return (f"{name} {mark('hp')}{h['hp']}/{h['max_hp']} AP {h['ap']} Fate {h['fate']} "
                f"Gold {h['gold']}" + (" Hidden" if h.get("hidden") else ""))

    @staticmethod
    def sheet(view: dict[str, Any], name: str | None = None) -> Text:
        st = state_of(view)
        heroes = st.get("heroes") or {}
        name = name if name in heroes else hero_on_view(view)
        if name is None:
            return Text("(no hero)")
        h = heroes[name]
        limit = st.get("hand_limit")
        t = Text()
        tag = hero_tags(view).get(name, "?")
        t.append(f" {tag} ", f"bold reverse {hero_colour(view, name)}")
        t.append(f" {name}", "bold")
        t.append(f"  {h['race']} {h['class']}, {SIDES.get(h.get('faction', ''), h.get('faction', ''))}")
        t.append(f"  at {h['cell']} {h['location']}")
        cond = condition(h)
        if cond:
            t.append("  " + ", ".join(cond), "bold #ff8787")
        t.append("\n")
        t.append("HP ", "bold")
        t.append(f"{h['hp']}/{h['max_hp']} ", HP_STYLE)
        ap = f"{h['ap']}" + (f" (+{h['move_ap']} to move)" if h.get("move_ap") else "")
        for label, value in (("AP", ap), ("Fate", f"{h['fate']}" + (" (used today)" if h.get("fate_used") else "")),
                             ("Gold", h["gold"]), ("VP", h["vp"])):
            t.append(f"{label} ", "bold")
            t.append(f"{value} ")
        t.append(f"{mark('sep')} ", MUTED)
        for key, label in ATTR_LABELS:
            t.append(f"{label} ", "bold")
            t.append(f"{h['attributes'].get(key, 0)} ", "#87d7ff")
        if h.get("skills"):
            t.append(f"{mark('sep')} ", MUTED)
            t.append("Skills ", "bold")
            t.append(", ".join(h["skills"]))
        t.append("\n")
        HeroPane.saga(t, h)
        HeroPane.cards(t, h, limit)
        return t

    @staticmethod
    def saga(t: Text, h: dict[str, Any]) -> None:
        t.append("Saga ", "bold")
        chapter = h.get("chapter")
        ch = f"chapter {chapter}" if isinstance(chapter, int) else f"{chapter}"
        t.append(f"{h['saga']}, {ch}")
        if h.get("needs"):
            t.append(f"; still needs {', '.join(h['needs'])}", "#ffd75f")
        test = h.get("stage_test")
        if test:
            t.append(f"; Test {test['attr'].title()} {test['target']} at {test['cell']} {mark('goal')}", "bold")
        elif h.get("goal_cell"):
            t.append(f"; go to {h['goal_cell']} {mark('goal')}", "bold")
        ahead = (h.get("saga_left") or [])[1:]
        if ahead:
            t.append("; then " + " / ".join(", ".join(kws) or "-" for kws in ahead), MUTED)
        t.append("\n")

    @staticmethod
    def cards(t: Text, h: dict[str, Any], limit: int | None = None) -> None:
        """Rumours, assets, Loot and locked successes; keywords the saga needs stand out."""
        needs = set(h.get("needs") or [])
        of = f"/{limit}" if limit else ""  # the view's limit shows a discard coming
        rumours = h.get("rumours")
        t.append(f"Rumours {len(rumours) if isinstance(rumours, list) else rumours}{of} ", "bold")
        if not isinstance(rumours, list):
            t.append("(hidden)")
        elif not rumours:
            t.append("none")
        info = h.get("rumour_info") or []
        for i, name in enumerate(rumours if isinstance(rumours, list) else []):
            t.append(", " if i else "")
            t.append(name)
            if i < len(info):
                t.append(" (", MUTED)
                keywords(t, info[i].get("keywords", []), needs)
                t.append(f"; {info[i].get('gold', 0)} gold", MUTED)
                if info[i].get("discover"):  # where the reward is put into play
                    t.append(f"; found at {info[i]['discover']} {info[i].get('discover_cell', '')}", MUTED)
                t.append(")", MUTED)
        assets = h.get("assets", [])
        t.append(f"\nAssets {len(assets)}{of} ", "bold")
        if not assets:
            t.append("none")
        for a in assets:
            t.append("\n  ")
            t.append(a["name"], "bold")
            bits = [a.get("type", "")] + [f"+{n} {k}" for k, n in (a.get("bonus") or {}).items()]
            t.append(" " + ", ".join(b for b in bits if b) + (" (veiled)" if a.get("veiled") else ""))
            if a.get("keywords"):
                t.append(" [", MUTED)
                keywords(t, a["keywords"], needs)
                t.append("]", MUTED)
            if a.get("text"):
                t.append(f" {a['text']}", "italic #bcbcbc")
        extra = []
        if h.get("loot"):
            extra.append(("Loot ", ", ".join(h["loot"])))
        if h.get("successes"):
            extra.append(("Successes kept ", ", ".join(f"{v[1]} {v[0]}" for v in h["successes"].values())))
        for i, (label, value) in enumerate(extra):
            t.append("\n" if i == 0 else "  ")
            t.append(label, "bold")
            t.append(value)


def keywords(t: Text, words: list[str], needs: set[str]) -> None:
    for j, w in enumerate(words):
        t.append(", " if j else "", MUTED)
        t.append(w, "bold #ffd75f" if w in needs else MUTED)

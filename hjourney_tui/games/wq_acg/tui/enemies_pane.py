"""Enemies: each hero's engagement zone, the shadows and the lair.

Clicking an enemy gives `attack eN` or `activate eN` for the seat on view,
but only when that exact command is legal now; otherwise it just says why not.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widget import Widget

from hjourney_tui.tui.panes import SendCommand
from hjourney_tui.tui.redraw import QuietSize, QuietStatic

from .base import ViewPane
from .style import ENEMY_KIND_STYLE, GREEN, MUTED, RED, YELLOW, fit, flow, g

CLICKABLE = ("attack", "activate")


def click_command(eid: str, legal: list[dict[str, Any]]) -> str | None:
    """The command a click on enemy `eid` gives, if one is legal right now."""
    enabled = {c["command"] for c in legal if c["enabled"]}
    for verb in CLICKABLE:
        if f"{verb} {eid}" in enabled:
            return f"{verb} {eid}"
    return None


class EnemyCard(ViewPane):
    """One enemy, on one line when it fits and on two otherwise."""

    DEFAULT_CSS = """
    EnemyCard { padding: 0 1 0 2; }
    EnemyCard.-target { background: $accent 15%; }
    EnemyCard.-target:hover { background: $accent 40%; }
    EnemyCard.-lair { padding: 0 1; }
    """

    def __init__(self, enemy: dict[str, Any], command: str | None, where: str) -> None:
        super().__init__(id=f"enemy-{enemy['id']}")
        self.show(enemy, command, where)

    def show(self, enemy: dict[str, Any], command: str | None, where: str) -> None:
        """Show `enemy` (again): a card is kept from view to view while its enemy stays put."""
        self.enemy = enemy
        self.command = command
        self.where = where
        self.set_class(bool(command), "-target")
        self.set_class(where == "lair", "-lair")
        lines = [f"{k['name']}: {k['text']}" for k in enemy.get("keywords", []) if k.get("text")]
        if command:
            lines.insert(0, f"click: {command}")
        self.tooltip = "\n".join(lines) or None
        if self.is_mounted:
            self.redraw()

    def draw(self, width: int) -> Text:
        e = self.enemy
        eid = Text(e["id"] + " ", "grey62")
        verb = next((v for v in CLICKABLE if self.command == f"{v} {e['id']}"), "")
        hint = Text(f" {g('click')} {verb}" if verb else "", "bold reverse")
        if e.get("facedown"):
            return Text.assemble(eid, (g("facedown") * 2 + " facedown enemy", "italic grey62"), hint)
        name = Text(e["name"], "bold " + ENEMY_KIND_STYLE.get(e["kind"], ""))
        kind = Text(f" {e['kind']}" if e["kind"] != "standard" else "", ENEMY_KIND_STYLE.get(e["kind"], ""))
        stats = [Text(f"{g('attack')}{e['attack']}", f"bold {RED}"),
                 Text.assemble(("wounds ", "grey62"), (f"{e['wounds']}/{e['health']}", "bold" if e["wounds"] else ""))]
        if e.get("resilience"):
            stats.append(Text(f"resilience {e['resilience']}", YELLOW))
        if e.get("bar"):
            names = [k["name"] for k in e.get("keywords", [])] or e["bar"]
            stats.append(Text(" > ".join(names), "grey62"))
        if not e.get("ready", True):
            stats.append(Text("exhausted", f"italic {MUTED}"))
        if self.where == "lair":  # waiting off the table: one line is enough
            label = Text("Lair ", "bold")
            tail = Text(" ").join(stats[:2])
            room = width - label.cell_len - len(eid) - tail.cell_len - 1
            return Text.assemble(label, eid, (fit(e["name"], room), name.style), " ", tail)
        one = Text.assemble(eid, name, kind, "  ", Text(" ").join(stats), hint)
        if one.cell_len <= width:
            return one
        room = width - len(eid) - kind.cell_len - hint.cell_len
        head = Text.assemble(eid, (fit(e["name"], room), name.style), kind)
        head.append(" " * max(0, width - head.cell_len - hint.cell_len))
        return Text.assemble(head, hint, "\n   ", flow(stats, width - 3, sep=" ", indent="   "))

    def on_click(self) -> None:
        if self.command:
            self.post_message(SendCommand(self.command))
            return
        eid = self.enemy["id"]
        legal = self.screen_legal()
        if any(c.get("verb") == "attack" and eid in c.get("args", []) for c in legal):
            why = "it is one of several targets: pick that attack from the command list"
        else:
            why = "no attack or activation may be aimed at it right now"
        self.notify(f"{self.enemy.get('name', 'facedown enemy')} ({eid}): {why}.", timeout=4)

    def screen_legal(self) -> list[dict]:
        pane = next((a for a in self.ancestors if isinstance(a, EnemiesPane)), None)
        legal = pane.view.get("legal", []) if pane is not None else []
        return [c for c in legal if c["enabled"]]


class QuietLine(ViewPane):
    """Who has no enemy engaged, and whether the shadows are empty."""

    def __init__(self, parts: list[Text]) -> None:
        super().__init__(classes="zone")
        self.parts = parts

    def draw(self, width: int) -> Text:
        return flow(self.parts, width, indent="  ")


class EnemiesPane(QuietSize, Vertical):
    DEFAULT_CSS = """
    EnemiesPane { height: auto; }
    EnemiesPane.-idle { display: none; }
    EnemiesPane.-shown { outline-left: thick $accent; }
    EnemiesPane > .zone { padding: 0 1; height: auto; }
    EnemiesPane > .zone.-active { text-style: bold; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.view: dict[str, Any] = {}
        self._plan: list[tuple[str, str, Any]] = []

    def update_view(self, view: dict[str, Any]) -> None:
        self.view = view
        # no enemies before the heroes set out or in town; a class keeps the screen's own hiding working
        self.set_class(view.get("state", {}).get("phase") in ("setup", "settlement", "done"), "-idle")
        plan = self.plan()
        if plan == self._plan:
            return  # most commands leave the enemies as they were
        before, self._plan = self._plan, plan
        old = [(kind, key) for kind, key, _ in before]
        new = [(kind, key) for kind, key, _ in plan]
        children = list(self.children)
        if len(children) != len(old) or len(set(new)) != len(new):
            self.refresh(recompose=True)  # (a rebuild still pending): build the cards anew
            return
        # Enemies came, went or changed places: the cards that stay are redrawn (and moved if need
        # be), and only the others are mounted or removed (rebuilding every card made these the
        # slowest commands of the game).
        staying = set(old) & set(new)
        moved = [k for k in old if k in staying] != [k for k in new if k in staying]
        by_key = dict(zip(old, children, strict=True))
        self.remove_children([by_key[k] for k in old if k not in staying])
        last: Widget | None = None
        for key, (kind, _key, what) in zip(new, plan, strict=True):
            child = by_key.get(key)  # (a card of the old plan that stays)
            if child is None:
                child = self.card(kind, what)
                if last is None:
                    self.mount(child, before=0)
                else:
                    self.mount(child, after=last)
            else:
                self.show_in(child, kind, what)
                if moved:
                    if last is None:
                        self.move_child(child, before=0)
                    else:
                        self.move_child(child, after=last)
            last = child

    @staticmethod
    def card(kind: str, what: Any) -> Widget:
        if kind == "enemy":
            return EnemyCard(*what)
        if kind == "quiet":
            return QuietLine(what)
        return QuietStatic(what[0], classes=what[1])

    @staticmethod
    def show_in(child: Widget, kind: str, what: Any) -> None:
        if kind == "enemy" and isinstance(child, EnemyCard):
            child.show(*what)
        elif kind == "quiet" and isinstance(child, QuietLine):
            child.parts = what
            child.redraw()
        elif isinstance(child, QuietStatic):
            child.update(what[0])
            child.set_class("-active" in what[1], "-active")

    def plan(self) -> list[tuple[str, str, Any]]:
        """What the pane shows, child by child: (kind, key, what it shows).  Two views with the
        same kinds and keys in the same order keep the same children."""
        st = self.view.get("state", {})
        legal = self.view.get("legal", [])
        heroes = st.get("heroes") or []
        out: list[tuple[str, str, Any]] = []
        clear: list[str] = []
        for h in heroes:
            engaged = h.get("engaged", [])
            if not engaged:
                if not h["defeated"]:
                    clear.append(h["seat"])
                continue
            title = Text.assemble((f"{h['seat']}'s zone", "bold"), f" {len(engaged)}/{st['zone_limit']}",
                                  (" (acting)" if h["active"] else "", GREEN))
            out.append(("zone", h["seat"], (title, "zone -active" if h["active"] else "zone")))
            for e in engaged:
                out.append(("enemy", e["id"], (e, click_command(e["id"], legal), h["seat"])))
        quiet = [Text("No enemy engages " + ", ".join(clear), "grey62")] if clear else []
        if heroes and not st.get("shadow"):
            quiet.append(Text("shadows: empty", "grey62"))
        if quiet:
            out.append(("quiet", "", quiet))
        if st.get("shadow"):
            out.append(("zone", "shadows", (Text.assemble(("Shadows", "bold"), f" ({len(st['shadow'])})"), "zone")))
            for e in st["shadow"]:
                out.append(("enemy", e["id"], (e, click_command(e["id"], legal), "shadow")))
        for e in st.get("lair") or []:
            out.append(("enemy", e["id"], (e, click_command(e["id"], legal), "lair")))
        return out

    def compose(self) -> ComposeResult:
        for kind, _key, what in self._plan:
            yield self.card(kind, what)

"""The town between two adventures, in place of the map: the party's purse, each hero's vessel,
wounds, Soul XP, deck and items, then everything on offer as one list worked by keys.

The list is built from the legal commands' data alone (verb, args, data) and the card catalog the
view carries: departures first, then the shop by tier, the Soul Shop, the vessels on offer, the
hero's own items (sell, repair, equip, stow, attach, give), training and the rest.  Commands the
hero cannot give now stay listed, dimmed, with the engine's reason.  The heroes' items are rows
too, to inspect.  Up/Down (j/k) move, PgUp/PgDn jump, Enter or Space give the command under the
cursor, i shows its card in full (on a hero: the vessel and every card of the deck); Left/Right
(h/l) show the previous or next hero's commands when one player runs several heroes.

Retraining is a choice in two steps: one row per card of the deck, and Enter on it opens, under
it, the cards it may become (each row giving one `retrain` command); Enter on it again closes them.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from rich.text import Text
from textual.binding import Binding
from textual.geometry import Size
from textual.widget import Widget

from hjourney_tui.tui.panes import SendCommand, ViewSeat
from hjourney_tui.tui.redraw import content_height, refresh_content

from ....core.records import record
from .cards import card_text
from .common import GOOD, MUTED, TITLE, WARN, state_of

MONEY = {"coins": "Coins", "shards": "Shards", "soul_xp": "Soul XP", "legend": "Legend"}
ITEM_VERBS = ("sell", "repair", "equip", "stow", "attach", "give")
TRAINING = ("learn", "upgrade", "retrain", "unlock")
VERB_NAMES = {"learn": "Learn a card", "upgrade": "Upgrade a card", "retrain": "Retrain a card into another",
              "unlock": "Unlock a perk"}
FOLD = 3  # more refused training rows than this with one reason fold into one line


@record(frozen=False)
class Row:
    line: Text
    command: str | None = None  # the command Enter gives (None: a heading or a row to inspect)
    card: tuple[str, str] | None = None  # (catalog kind, id) that i shows in full
    enabled: bool = True
    opens: tuple[str, str] | None = None  # (seat, card): Enter shows or hides the card's retrainings

    @property
    def stops(self) -> bool:
        return self.command is not None or self.card is not None or self.opens is not None

    @property
    def key(self) -> object:
        """What the row stands for, to keep the cursor on it when the list is built again."""
        return self.command or self.opens


def price(data: dict[str, Any]) -> str:
    """A command's cost in the currency its data names."""
    return f"{data.get('cost', '?')} {MONEY.get(data.get('currency', ''), data.get('currency', ''))}"


def in_town(view: dict[str, Any]) -> bool:
    st = state_of(view)
    town = st.get("town")
    return bool(town) and not town.get("done") and bool(st.get("catalog"))


class TownPane(Widget, can_focus=True):
    DEFAULT_CSS = "TownPane { height: auto; }"
    BINDINGS = [
        Binding("up,k", "move(-1)", "Previous", show=False),
        Binding("down,j", "move(1)", "Next", show=False),
        Binding("pageup", "move(-10)", "Ten up", show=False),
        Binding("pagedown", "move(10)", "Ten down", show=False),
        Binding("home", "jump(0)", "First", show=False),
        Binding("end", "jump(-1)", "Last", show=False),
        Binding("enter,space", "give", "Give", show=False),
        Binding("i", "inspect", "Inspect", show=False),
        Binding("left,h", "hero(-1)", "Previous hero", show=False),
        Binding("right,l", "hero(1)", "Next hero", show=False),
    ]
    HELP = (("Up/Down, jk", "town: move through the offers and your items (PgUp/PgDn: ten)"),
            ("Left/Right, hl", "town: the previous or next hero's commands (when you run several)"),
            ("Enter, Space", "town: give the command under the cursor (buy, sell, repair, equip, depart...)"),
            ("Enter on Retrain", "town: list the cards it may become, pick one with Enter (Enter again closes)"),
            ("i", "town: the card under the cursor in full"))

    def __init__(self, *, id: str | None = None) -> None:  # noqa: A002
        super().__init__(id=id)
        self.view: dict[str, Any] = {}
        self.rows: list[Row] = []
        self.cursor = 0
        self.retraining: tuple[str, str] | None = None  # the (seat, card) whose replacements are listed
        self.display = self.can_focus = False

    def help_keys(self) -> list[tuple[str, str]]:
        return list(self.HELP)

    # -- data ------------------------------------------------------------------------
    def commands_elsewhere(self, view: dict[str, Any]) -> dict[str, str]:
        """Retraining is listed here a card at a time: the Commands pane folds its hundreds of rows."""
        return {"retrain": "in the Town pane: Enter on a card lists what it may become"} if in_town(view) else {}

    def update_view(self, view: dict[str, Any]) -> None:
        before = content_height(self)
        self.view = view
        on = in_town(view)
        if on and not self.display:  # the town just opened: the keys come here
            self.call_after_refresh(self.focus)
        self.display = self.can_focus = on
        self.rebuild(before)

    def rebuild(self, before: int) -> None:
        was = self.rows[self.cursor].key if 0 <= self.cursor < len(self.rows) else None
        self.rows = self.build() if self.display else []
        given = [r.key for r in self.rows]
        if was is not None and was in given:
            self.cursor = given.index(was)
        elif not (0 <= self.cursor < len(self.rows) and self.rows[self.cursor].stops):
            self.cursor = next((i for i, r in enumerate(self.rows) if r.command), 0)
        refresh_content(self, before)

    def catalog(self, kind: str) -> dict[str, Any]:
        return (state_of(self.view).get("catalog") or {}).get(kind) or {}

    def card_name(self, kind: str, cid: str) -> str:
        return str(self.catalog(kind).get(cid, {}).get("name", cid))

    def purse(self) -> Text:
        p = state_of(self.view).get("party") or {}
        return Text.assemble(("Town ", TITLE), (f"ch.{p.get('chapter', '?')}  ", MUTED),
                             ("Coins ", MUTED), (str(p.get("coins", 0)), "bold"), ("  Shards ", MUTED),
                             (str(p.get("shards", 0)), "bold"), ("  Legend ", MUTED),
                             (str(p.get("legend", 0)), "bold"))

    def shortfall(self, seat: str | None, data: dict[str, Any]) -> str:
        """'short by N' when the purse (or the hero's Soul XP) cannot pay the price: shorter than the
        refusal's sentence, which a row cuts off, the price being on the row already."""
        p = state_of(self.view).get("party") or {}
        cur, cost = data.get("currency"), data.get("cost")
        if not isinstance(cost, int) or cur not in MONEY:
            return ""
        have = ((p.get("heroes") or {}).get(seat) or {}).get(cur, 0) if cur == "soul_xp" else p.get(cur, 0)
        return f"short by {cost - have}" if isinstance(have, int) and have < cost else ""

    def hero_rows(self) -> list[Row]:
        out = []
        items = self.catalog("items")
        for seat, h in ((state_of(self.view).get("party") or {}).get("heroes") or {}).items():
            ves = self.card_name("vessels", h["vessel"]) if h.get("vessel") else "Vesselless Soul"
            out.append(Row(Text.assemble((seat, "bold"), "  ", (ves, GOOD if h.get("vessel") else WARN),
                                         (f"  wounds {h.get('wounds', 0)}  Soul XP {h.get('soul_xp', 0)}"
                                          f"  deck {len(h.get('deck') or [])}", MUTED)),
                           card=("heroes", seat)))
            for it in h.get("items") or []:
                ref = items.get(it["id"], {})
                wear = f"  Wear {it['wear']}/{ref['durability']}" if ref.get("durability") else ""
                rune = f" + {self.card_name('items', it['rune'])}" if it.get("rune") else ""
                out.append(Row(Text.assemble("   ", ref.get("name", it["id"]) + rune, (f"  [{it['slot']}]", MUTED),
                                             (wear, WARN if it.get("wear") else MUTED)), card=("items", it["id"])))
        return out

    def others(self) -> list[str]:
        """The other heroes the player at this screen runs who may act in town now."""
        me = self.view.get("seat")
        seats = self.view.get("seats") or []
        player = {s["name"]: s.get("player") for s in seats}
        bots = {s["name"] for s in seats if s.get("bot")}
        waiting = (self.view.get("decision") or {}).get("seats") or []
        return [s for s in waiting if s != me and player.get(s) == player.get(me) and s not in bots]

    def build(self) -> list[Row]:
        rows = [Row(self.purse()), *self.hero_rows()]
        me = self.view.get("seat")
        others = self.others() if me else []
        if others:
            rows.append(Row(Text.assemble((f"{me}'s commands", TITLE),
                                          ("  Left/Right: " + ", ".join(others), MUTED))))
        legal = self.view.get("legal") or []
        seats = {c.get("seat") for c in legal}
        sections: dict[str, list[Row]] = {}
        # training the party cannot pay for comes in dozens of combinations (every card of the deck
        # into every card it may learn): one line per reason says it, instead of a page per hero
        shut = Counter((c.get("seat"), c.get("verb"), c.get("reason")) for c in legal
                       if c.get("verb") in TRAINING and not c.get("enabled", True) and c.get("reason"))
        said: set[tuple[Any, ...]] = set()
        retrains: dict[tuple[str, str], list[dict[str, Any]]] = {}  # (seat, card) -> its retrainings
        for c in legal:
            tag = (c.get("seat"), c.get("verb"), c.get("reason"))
            if shut.get(tag, 0) > FOLD and not c.get("enabled", True):
                if tag not in said:
                    said.add(tag)
                    who = f"{tag[0]}: " if len(seats) > 1 else ""
                    line = Text.assemble(f"  {who}", (f"{VERB_NAMES.get(tag[1], tag[1])}: {shut[tag]} choices", MUTED),
                                         (f"  ({tag[2]})", "italic " + MUTED))
                    sections.setdefault("Training", []).append(Row(line, enabled=False))
                continue
            if c.get("verb") == "retrain":  # one row per card to replace, its replacements on Enter
                group = (str(c.get("seat")), str((c.get("args") or [""])[0]))
                if group not in retrains:
                    sections.setdefault("Training", []).append(Row(Text(""), opens=group))
                retrains.setdefault(group, []).append(c)
                continue
            key, row = self.offer(c)
            if len(seats) > 1:
                row.line = Text(f"{c.get('seat')}: ", MUTED) + row.line
            sections.setdefault(key, []).append(row)
        if retrains:
            sections["Training"] = self.retrain_rows(sections["Training"], retrains, len(seats) > 1)
        for key in sorted(sections, key=self.order):
            rows.append(Row(Text(key, TITLE)))
            rows += sections[key]
        return rows

    def retrain_rows(self, training: list[Row], retrains: dict[tuple[str, str], list[dict[str, Any]]],
                     who: bool) -> list[Row]:
        """The Training rows with each card to retrain filled in, and the replacements of the one
        opened listed under it."""
        if self.retraining not in retrains:  # retrained or no longer offered: nothing stays open
            self.retraining = None
        out: list[Row] = []
        for row in training:
            out.append(row)
            if row.opens is None:
                continue
            seat, card = row.opens
            offers = retrains[row.opens]
            is_open = self.retraining == row.opens
            usable = [c for c in offers if c.get("enabled", True)]
            row.card, row.enabled = ("abilities", card), bool(usable)
            row.line = Text.assemble(f"  {seat}: " if who else "  ", "Retrain ",
                                     (self.card_name("abilities", card), "bold"),
                                     (" into..." if not is_open else " into:"),
                                     (f"  {len(offers)} cards, {price(offers[0].get('data') or {})} each", MUTED),
                                     ("  Enter: close" if is_open else "  Enter: choose", MUTED))
            if not usable:
                row.line.stylize(MUTED)
                reasons = {c.get("reason") for c in offers}
                why = self.shortfall(seat, offers[0].get("data") or {}) or (reasons.pop() if len(reasons) == 1 else "")
                if why:
                    row.line.append(f"  ({why})", "italic " + MUTED)
            if is_open:
                for c in offers:
                    d = c.get("data") or {}
                    new = str(d.get("new", (c.get("args") or ["", ""])[-1]))
                    line = Text.assemble("      ", (self.card_name("abilities", new), "bold"))
                    if not c.get("enabled", True):
                        line.stylize(MUTED)
                        if c.get("reason"):
                            line.append(f"  ({c['reason']})", "italic " + MUTED)
                    out.append(Row(line, c.get("command"), ("abilities", new), bool(c.get("enabled", True))))
        return out

    @staticmethod
    def order(key: str) -> tuple[int, str]:
        # Training last: with the coins to retrain it runs to a row for every card of the deck
        # into every card the hero may learn, and would push the short "More" out of reach
        heads = ("Depart", "Shop", "Soul Shop", "Vessels", "Items", "More", "Training")
        return next((i for i, h in enumerate(heads) if key.startswith(h)), len(heads)), key

    def offer(self, c: dict[str, Any]) -> tuple[str, Row]:
        """The section a legal command goes in, and its row."""
        verb, args, d = c.get("verb", ""), c.get("args") or [], c.get("data") or {}
        enabled = bool(c.get("enabled", True))
        card: tuple[str, str] | None = None
        if verb == "depart":
            adv = self.catalog("adventures").get(args[0], {})
            key, words = "Depart", Text.assemble("Depart for ", (adv.get("name", args[0]), "bold"),
                                                  (" (final)" if adv.get("final") else "", WARN))
        elif verb == "buy":
            card = ("items", d.get("item", args[0]))
            ref = self.catalog("items").get(card[1], {})
            key = "Soul Shop" if d.get("pile") == "shop" else f"Shop, tier {d.get('tier', ref.get('tier', '?'))}"
            words = Text.assemble("Buy ", (ref.get("name", card[1]), "bold"),
                                  f"  {price(d)}",
                                  (f"  [{ref.get('slot', '')}]", MUTED))
        elif verb == "vessel":
            card = ("vessels", args[0])
            ref = self.catalog("vessels").get(args[0], {})
            key = "Vessels"
            words = Text.assemble("Take ", (ref.get("name", args[0]), "bold"),
                                  (f"  {ref.get('kind', '')}  speed {ref.get('speed', '?')}  toughness "
                                   + "/".join(str(n) for n in ref.get("toughness") or []), MUTED))
        elif verb in ITEM_VERBS:
            item = d.get("rune", args[0]) if verb == "attach" else args[0]
            card = ("items", item)
            key = "Items"
            words = Text.assemble(verb.capitalize() + " ", (self.card_name("items", item), "bold"))
            if verb == "sell":
                words.append(f"  +{d.get('gain', '?')} {MONEY.get(d.get('currency', ''), '')}", GOOD)
            elif verb == "repair":
                words.append(f"  Wear {d.get('wear', '?')}, {price(d)}", MUTED)
            elif verb == "attach":
                words.append(" to ")
                words.append(self.card_name("items", args[1]), "bold")
            elif verb == "give":
                words.append(f" to {d.get('hero', args[-1])}")
        elif verb in TRAINING:
            key = "Training"
            if verb == "unlock":
                words = Text.assemble("Unlock perk ", (d.get("name", args[0]), "bold"),
                                      (f"  column {d.get('column', '?')}, {price(d)}", MUTED))
            else:
                card = ("abilities", d.get("new", args[-1]))
                words = Text.assemble(verb.capitalize() + " ", (self.card_name("abilities", card[1]), "bold"))
                if verb == "retrain":
                    words = Text.assemble("Retrain ", (self.card_name("abilities", args[0]), "bold"), " into ",
                                          (self.card_name("abilities", args[1]), "bold"))
                words.append(f"  {price(d)}", MUTED)
        elif verb == "swap":
            key, words = "More", Text(f"Swap vessels with {d.get('hero', args[0])}")
        elif verb == "expand":
            key, words = "More", Text(f"Reveal more {args[0]}  {price(d)}")
        elif verb == "difficulty":
            key, words = "More", Text.assemble("Play the next adventures at ", (d.get("level", args[0]), "bold"),
                                               " difficulty")
        else:
            key, words = "More", Text(c.get("command", ""))
        if not enabled:
            words.stylize(MUTED)
            why = self.shortfall(c.get("seat"), d) or c.get("reason")
            if why:
                words.append(f"  ({why})", "italic " + MUTED)
        return key, Row(Text("  ") + words, c.get("command"), card, enabled)

    # -- drawing -------------------------------------------------------------------------
    def room(self) -> int:
        height = self.parent.size.height if self.parent is not None else 0  # type: ignore[union-attr]
        return height if height > 0 else len(self.rows)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return min(len(self.rows), self.room()) if self.rows else 1

    def window(self) -> tuple[int, int]:
        """The rows on screen: the purse always, then a run around the cursor."""
        room, n = self.room(), len(self.rows)
        if n <= room:
            return 0, n
        body = max(1, room - 2)  # the purse line and the cursor's caption
        top = min(max(1, self.cursor - body + 3), n - body)  # scrolls once the cursor nears the bottom
        return top, top + body

    def render(self) -> Text:
        if not self.rows:
            return Text("")
        width = max(1, self.size.width)
        top, end = self.window()
        lines = []
        for i in ([0] if top else []) + list(range(top, end)):
            r = self.rows[i]
            line = r.line.copy()
            line.truncate(width, overflow="ellipsis")
            if i == self.cursor and r.stops:
                line.stylize("reverse" if r.enabled else "underline")
            lines.append(line)
        if top or end < len(self.rows):
            caption = Text(f"{self.cursor + 1}/{len(self.rows)}  Enter: give  i: card in full", MUTED)
            caption.truncate(width)
            lines.append(caption)
        return Text("\n").join(lines)

    # -- keys --------------------------------------------------------------------------
    def action_move(self, step: int) -> None:
        stops = [i for i, r in enumerate(self.rows) if r.stops]
        if not stops:
            return
        ahead = [i for i in stops if (i > self.cursor if step > 0 else i < self.cursor)]
        if ahead:
            self.cursor = ahead[min(abs(step), len(ahead)) - 1] if step > 0 else ahead[-min(abs(step), len(ahead))]
        self.refresh()

    def action_jump(self, where: int) -> None:
        stops = [i for i, r in enumerate(self.rows) if r.stops]
        if stops:
            self.cursor = stops[where]
            self.refresh()

    def action_give(self) -> None:
        r = self.rows[self.cursor] if 0 <= self.cursor < len(self.rows) else None
        if r is not None and r.opens is not None:  # the first step of retraining: open or close its choices
            self.retraining = None if self.retraining == r.opens else r.opens
            self.rebuild(content_height(self))
            return
        if r is None or r.command is None or not r.enabled:
            self.app.bell()
            return
        self.post_message(SendCommand(r.command))

    def action_hero(self, step: int) -> None:
        self.post_message(ViewSeat(step))

    def action_inspect(self) -> None:
        r = self.rows[self.cursor] if 0 <= self.cursor < len(self.rows) else None
        if r is None or r.card is None:
            self.app.bell()
            return
        kind, cid = r.card
        from .inspect_screen import CardScreen  # (imported when first shown)

        if kind == "heroes":
            self.app.push_screen(CardScreen(cid, self.hero_text(cid)))
            return
        ref = self.catalog(kind).get(cid, {})
        self.app.push_screen(CardScreen(str(ref.get("name", cid)), card_text(kind, ref)))

    def hero_text(self, seat: str) -> Text:
        """A hero between adventures in full: the vessel's card, then each ability card of the deck."""
        h = ((state_of(self.view).get("party") or {}).get("heroes") or {}).get(seat, {})
        parts = [Text(f"{seat}: wounds {h.get('wounds', 0)}, Soul XP {h.get('soul_xp', 0)}", "bold")]
        if h.get("vessel"):
            parts.append(card_text("vessels", self.catalog("vessels").get(h["vessel"], {})))
            unlocked = [k for ks in (h.get("unlocks") or {}).values() for k in ks]
            if unlocked:
                parts.append(Text("unlocked perks: " + ", ".join(unlocked)))
        for a in h.get("deck") or []:
            parts.append(card_text("abilities", self.catalog("abilities").get(a, {})))
        return Text("\n\n").join(parts)


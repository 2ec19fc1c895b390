"""Every card in sight in full, as the viewing seat's view gives it: the path's sites, each party,
support area and minion in play with the cards they bear, a card being played, the seat's own hand,
atlas and deck list, and the piles by title.  For a card in play: its values now beside the printed
ones, and each modifier in force with the card it comes from.

Opened with `i` (or Enter) from the board, Ctrl+D at the deck list, Ctrl+T at the atlas; arrows choose a
card, Esc closes.  Nothing here changes the game.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.widgets import OptionList, Static

from hjourney_tui.tui.screens.cards import CardBrowser, CardEntry

from .common import CYAN, MUTED, RED, YELLOW, walking_seat

STAT_NAMES = ("strength", "vitality", "resistance")
UNTIL = {"skirmish": "until the skirmish ends", "phase": "until the phase ends", "turn": "until the turn ends",
         "round": "until the round ends", "game": "", "while": "while it holds"}




def line(t: Text, label: str, value: str, style: str = "") -> None:
    t.append(f"{label}: ", "bold")
    t.append(f"{value}\n", style)


def modifier_text(m: dict[str, Any]) -> str:
    what = m.get("what", "").replace("_", " ")
    source = m.get("source_title") or "an effect"
    if m.get("kind") == "add":
        change = f"{'+' if m.get('amount', 0) >= 0 else ''}{m.get('amount', 0)} {what}"
    elif m.get("kind") == "set":
        change = f"{what} set to {m.get('amount', 0)}"
    elif m.get("kind") == "blank":
        change = "its text is blank"
    else:
        change = f"{m.get('kind')} {what}"
    until = UNTIL.get(m.get("until", ""), "")
    return f"{change} from {source}" + (f", {until}" if until else "")


def card_text(c: dict[str, Any], where: str = "", burdens: int = 0) -> Text:
    """One card: title and kind, cost, values (now and printed), keywords, text, what it bears."""
    printed = c.get("printed") or c
    t = Text()
    t.append(c.get("title") or printed.get("title", "?"), "bold")
    if printed.get("subtitle"):
        t.append(f", {printed['subtitle']}", "italic")
    t.append("\n")
    kind = " ".join(str(x) for x in (printed.get("side"), printed.get("type")) if x)
    t.append(f"{kind}\n" if kind else "", MUTED)
    if where:
        line(t, "Where", where)
    if "cost" in printed:
        line(t, "Cost", str(printed["cost"]))
    if printed.get("culture"):
        line(t, "Culture", str(printed["culture"]).replace("_", " "))
    if printed.get("hero"):
        line(t, "Hero of", str(printed["hero"]), f"bold {YELLOW}")
    for stat in STAT_NAMES:
        if stat not in printed and stat not in c:
            continue
        now, base = c.get(stat), printed.get(stat)
        value = str(base if now is None else now)
        if now is not None and base is not None and now != base:
            value += f" (printed {base})"
        if stat == "resistance" and burdens and now is not None:
            value += f", less {burdens} for its owner's burdens"
        line(t, stat.capitalize(), value, "bold")
    if c.get("wounds"):
        line(t, "Wounds", str(c["wounds"]), f"bold {RED}")
    keywords = c.get("keywords") or printed.get("keywords") or {}
    if keywords:
        line(t, "Keywords", ", ".join(k.capitalize() + (f" +{n}" if n > 1 else "") for k, n in keywords.items()), CYAN)
    if printed.get("grants"):
        line(t, "Gives its bearer", ", ".join(f"{k} +{n}" for k, n in printed["grants"].items()), CYAN)
    for stat in ("region", "risk"):
        if stat in printed:
            line(t, stat.capitalize(), str(printed[stat]))
    if printed.get("arrow"):
        line(t, "Next site", f"placed by the player on the {printed['arrow']}")
    if printed.get("terrain"):
        line(t, "Terrain", ", ".join(printed["terrain"]))
    if printed.get("phases"):
        line(t, "Played in", ", ".join(printed["phases"]))
    if printed.get("tags"):
        line(t, "Traits", ", ".join(printed["tags"]), MUTED)
    text = c.get("text") or printed.get("text")
    if text:
        t.append("\n")
        t.append(f"{text}\n")
    if c.get("bears"):
        t.append("\n")
        line(t, "Bears", ", ".join(b["title"] for b in c["bears"]))
    if c.get("modifiers"):
        t.append("\nChanged now by\n", "bold")
        for m in c["modifiers"]:
            t.append(f"  {modifier_text(m)}\n", YELLOW)
    return t


def card_entries(view: dict[str, Any]) -> list[CardEntry]:
    st = view.get("state") or {}
    players = st.get("players") or {}
    me = view.get("seat")
    out: list[CardEntry] = []

    def in_play(c: dict[str, Any], where: str, owner: str) -> None:
        burdens = players.get(owner, {}).get("burdens", 0) if c.get("type") == "companion" else 0
        out.append(CardEntry(f"card:{c['uid']}", c["title"], card_text(c, where, burdens)))
        for b in c.get("bears") or []:
            out.append(CardEntry(f"card:{b['uid']}", "  " + b["title"], card_text(b, f"borne by {c['title']}")))

    path = st.get("path") or {}
    if path:
        out.append(CardEntry("", "The path", Text()))
        for n, site in sorted(path.items(), key=lambda kv: int(kv[0])):
            out.append(CardEntry(f"site:{n}", f"{n} {site['title']}", card_text(site, f"site {n}, placed by {site['owner']}")))
    walker = walking_seat(view)
    for seat in sorted(players, key=lambda s: s != walker):
        p = players[seat]
        cards = [(c, "party") for c in p.get("party") or []] + [(c, "support area") for c in p.get("support") or []]
        if cards:
            out.append(CardEntry("", f"{seat}'s party", Text()))
            for c, zone in cards:
                in_play(c, f"{seat}'s {zone}", seat)
    minions = [(seat, m) for seat, p in players.items() for m in p.get("minions") or []]
    if minions:
        out.append(CardEntry("", "Minions in play", Text()))
        for seat, m in minions:
            in_play(m, f"played by {seat}", seat)
    if st.get("void"):
        out.append(CardEntry("", "Being played", Text()))
        for c in st["void"]:
            in_play(c, "being played", c.get("owner") or "")
    mine = players.get(me or "") or {}
    if isinstance(mine.get("hand"), list):
        out.append(CardEntry("", "Your hand", Text()))
        for c in mine["hand"]:
            out.append(CardEntry(f"hand:{c['uid']}", c["title"], card_text(c, "your hand")))
    if mine.get("atlas_sites") is not None:
        out.append(CardEntry("", "Your atlas", Text()))
        for c in mine["atlas_sites"]:
            out.append(CardEntry(f"atlas:{c['uid']}", c["title"], card_text(c, "your atlas")))
    if mine.get("deck_list"):
        out.append(CardEntry("", "Your deck list", Text()))
        for c in mine["deck_list"]:
            out.append(CardEntry(f"deck:{c['card']}", f"{c['count']}x {c['title']}", card_text(c, f"{c['count']} in your deck")))
    for seat, p in players.items():
        for pile, label in (("scrap", "scrap pile"), ("dead", "dead pile"), ("removed", "removed from the game")):
            cards = (p.get("piles") or {}).get(pile) or []
            if cards:
                text = Text.assemble((f"{seat}'s {label}\n\n", "bold"), "\n".join(c["title"] for c in cards))
                out.append(CardEntry("", f"{seat}'s {label}", Text()))
                out.append(CardEntry(f"pile:{seat}:{pile}", f"{len(cards)} cards", text))
    return out


def first_card(entries: list[CardEntry], start: str, view: dict[str, Any]) -> int:
    keys = [e.key for e in entries]
    wanted = {"deck": "deck:", "atlas": "atlas:"}.get(start, "card:")
    if not start:  # the journeying party's first companion
        walker = walking_seat(view)
        party = (((view.get("state") or {}).get("players") or {}).get(walker or "") or {}).get("party") or []
        if party and f"card:{party[0]['uid']}" in keys:
            return keys.index(f"card:{party[0]['uid']}")
    return next((i for i, k in enumerate(keys) if k.startswith(wanted)), next((i for i, k in enumerate(keys) if k), 0))


class InspectScreen(CardBrowser):
    TITLE = "Cards in sight"

    def __init__(self, view: dict[str, Any], start: str = "") -> None:
        entries = card_entries(view)
        super().__init__(entries, first_card(entries, start, view) if any(e.key for e in entries) else 0)
        self.view = view
        self.start = start

    def on_mount(self) -> None:
        if not any(e.key for e in self.entries):
            self.query_one("#cards").border_title = self.TITLE
            self.query_one("#card-text", Static).update(Text("No card is in sight yet.", MUTED))
            return
        super().on_mount()
        cards = self.query_one(OptionList)
        # once laid out, the card opened on is in sight under its heading (each option is one line)
        self.call_after_refresh(lambda: cards.scroll_to(y=max(0, self.at - 1), animate=False))

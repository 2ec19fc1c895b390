"""Every card the seat can see, in full: printed stats and stats now with what changes them, tokens,
traits, text and shadow text, what it carries; the piles' cards; and what the marks on screen mean.

Opened with `i` from the board; Up/Down choose a card, Esc closes.  Nothing here changes the game.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text

from hjourney_tui.tui.screens.cards import CardBrowser, CardEntry, first_keyed

from .style import CYAN, MUTED, RED, YELLOW, card_name, cards_in_play, legend, printed, state_of

STATS = ("willpower", "attack", "defence", "hit_points", "threat", "engagement", "quest_points")
UNTIL = {"phase": "until the end of the phase", "round": "until the end of the round", "turn": "this turn",
         "skirmish": "during this attack", "game": "while it stays", "while": "while its condition holds"}
LEGEND = "legend"




def modifier_text(m: dict[str, Any]) -> str:
    what = m.get("what", "").replace("_", " ")
    if m.get("kind") == "add":
        change = f"{'+' if m.get('amount', 0) >= 0 else ''}{m.get('amount', 0)} {what}"
    elif m.get("kind") == "set":
        change = f"{what} set to {m.get('amount', 0)}"
    elif m.get("kind") == "blank":
        change = "its text is blank"
    else:
        change = f"{m.get('kind')} {what}"
    source = f" from {m['source']}" if m.get("source") else ""
    return f"{change}{source}, {UNTIL.get(m.get('until', ''), m.get('until', ''))}"


def card_text(view: dict[str, Any], c: dict[str, Any], where: str) -> Text:
    """One card in full: what is printed, what it is now and why."""
    t = Text()
    if c.get("face_down"):
        t.append("A face-down card\n", "bold")
        t.append(f"{where}. Its face stays hidden until it is resolved.\n", MUTED)
        return t
    card = printed(view, c.get("card", ""))
    t.append(c.get("name") or card.get("name", "?"), f"bold {CYAN}")
    kind = c.get("kind") or card.get("type", "")
    bits = [kind, card.get("sphere", ""), f"cost {card['cost']}" if "cost" in card else "",
            "unique" if card.get("unique") else ""]
    t.append(f"  ({', '.join(b for b in bits if b)})\n", MUTED)
    t.append(f"{where}\n", MUTED)
    if card.get("traits"):
        t.append("Traits: ", "bold")
        t.append(", ".join(card["traits"]) + "\n")
    keywords = [k for k in ("ranged", "sentinel", "restricted", "ambush", "indestructible") if card.get(k)]
    keywords += [f"{k} {card[k]}" for k in ("surge", "doomed", "archery", "regenerate", "prowl") if card.get(k)]
    if keywords:
        t.append("Keywords: ", "bold")
        t.append(", ".join(keywords) + "\n")
    for k in STATS:
        now = c.get(k, card.get(k))
        if now is None:
            continue
        t.append(f"{k.replace('_', ' ').capitalize()}: ", "bold")
        t.append(str(now), f"bold {YELLOW}" if now != card.get(k, now) else "")
        if k in card and now != card[k]:
            t.append(f" (printed {card[k]})", MUTED)
        t.append("\n")
    tokens = [f"{c[k]} {k}" for k in ("damage", "resources", "progress") if c.get(k)]
    state = [s for s in ("exhausted", "committed") if c.get(s)]
    if tokens or state:
        t.append("Now: ", "bold")
        t.append(", ".join([*tokens, *("questing" if s == "committed" else s for s in state)]) + "\n", YELLOW)
    for m in c.get("modifiers", []):
        t.append("Changed: ", "bold")
        t.append(modifier_text(m) + "\n", YELLOW)
    if card.get("victory"):
        t.append("Victory: ", "bold")
        t.append(f"{card['victory']} points\n")
    if card.get("text"):
        t.append("\n" + card["text"] + "\n")
    if card.get("shadow"):
        t.append("\nShadow: ", f"bold {RED}")
        t.append(card["shadow"] + "\n", "italic")
    atts = [a.get("name", "?") for a in c.get("attachments", []) if not a.get("face_down")]
    if atts:
        t.append("\nCarries: ", "bold")
        t.append(", ".join(atts) + "\n")
    shadows = c.get("shadows", [])
    if shadows:
        t.append("\nShadow cards: ", "bold")
        t.append(", ".join("face down" if s.get("face_down") else s.get("name", "?") for s in shadows) + "\n")
    return t


def pile_text(view: dict[str, Any], card_id: str, where: str) -> Text:
    return card_text(view, {"card": card_id, "name": card_name(view, card_id)}, where)


def card_entries(view: dict[str, Any]) -> list[CardEntry]:
    st = state_of(view)
    out: list[CardEntry] = []
    if st.get("quest"):
        q = st["quest"]
        out.append(CardEntry("", "The quest", Text()))
        out.append(CardEntry("quest", q.get("name", "?"), card_text(view, {**q, "kind": "quest"},
                                                                   f"quest stage {q.get('stage', '?')}")))
    group = ""
    for c, where, heading in cards_in_play(view):
        if heading != group:
            group = heading
            out.append(CardEntry("", heading, Text()))
        key = str(c.get("uid") or f"{where}:{len(out)}")
        part = where.startswith(("attached", "shadow"))
        label = ("  " if part else "") + (c.get("name") or ("shadow, face down" if part else "face down"))
        out.append(CardEntry(key, label, card_text(view, c, where)))
    piles = [("Encounter discard", st.get("encounter_discard") or []), ("Victory display", st.get("victory") or [])]
    piles += [(f"{seat}'s discard", p.get("discard") or []) for seat, p in (st.get("players") or {}).items()]
    for title, ids in piles:
        if ids:
            out.append(CardEntry("", title, Text()))
            for i, cid in enumerate(ids):
                out.append(CardEntry(f"{title}:{i}", card_name(view, cid), pile_text(view, cid, title.lower())))
    out.append(CardEntry("", "Marks", Text()))
    out.append(CardEntry(LEGEND, "What the marks mean", Text(legend().replace("  ", "\n"))))
    return out


class CardsScreen(CardBrowser):
    DEFAULT_CSS = "CardsScreen #card-list { width: 30; }"

    def __init__(self, view: dict[str, Any], start: str | None = None) -> None:
        entries = card_entries(view)
        super().__init__(entries, first_keyed(entries, start))
        self.view = view

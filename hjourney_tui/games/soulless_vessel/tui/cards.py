"""Cards and boards as lines of text, shared by the panes and the inspect screens: an ability card,
a hero's board (vessel, toughness rows with scratches and wounds, trackers, slots, perks) and an enemy
group's card with its AI card."""

from __future__ import annotations

from typing import Any

from rich.text import Text

from .common import ENEMY, MUTED, TITLE, WARN, acting_seats, flow, hero_colour, mark, state_of

ROW_NAMES = ("top", "middle", "bottom")


def card_lines(card: dict[str, Any], width: int) -> list[Text]:
    t = Text()
    t.append(card.get("name", card.get("id", "")), TITLE)
    t.append(f"  initiative {card.get('initiative', '?')}  cooldown {card.get('cooldown', '?')}", MUTED)
    lines = [t]
    for side in ("major", "minor"):
        line = Text(f"  {side}: ", "bold")
        line.append(str(card.get(f"{side}_what") or card.get(side) or "-"))
        if card.get(side) == "unsupported":
            line.append(" (not played yet)", MUTED)
        lines.append(line)
    return lines


def card_chip(card: dict[str, Any]) -> Text:
    """A card in a few cells: its initiative and name."""
    t = Text()
    t.append(f"{card.get('initiative', '?'):>2} ", "bold")
    t.append(card.get("name", card.get("id", "")))
    return t


def toughness(hero: dict[str, Any]) -> Text:
    """The three scratch rows: covered rows as wounds, the current row's scratches, rows to come."""
    t = Text()
    rows = hero.get("toughness") or []
    wounds = int(hero.get("wounds") or 0)
    for i, size in enumerate(rows):
        if i:
            t.append(" ")
        if i < wounds:
            t.append(mark("wound") * size, ENEMY)
        elif i == wounds:
            n = int(hero.get("scratches") or 0)
            t.append(mark("scratch") * n, WARN)
            t.append(mark("free") * (size - n), "#d0d0d0")
        else:
            t.append(mark("free") * size, MUTED)
    return t


def hero_lines(view: dict[str, Any], seat: str, width: int, *, short: bool = False,
               chosen: int | None = None) -> list[Text]:
    """A hero's board; `chosen` marks one of its items (an index in its items)."""
    h = (state_of(view).get("heroes") or {}).get(seat)
    if h is None:
        return []
    head = Text()
    head.append(seat, f"bold {hero_colour(view, seat)}")
    head.append(f" {h['square']} ", MUTED)
    if h.get("soul"):
        head.append("Vesselless Soul", "bold #af87ff")
    else:
        head.append(h.get("vessel_name", ""), "bold")
    if seat in acting_seats(view):
        head.append(f"  {mark('turn')} acting", "bold")
    elif h.get("acted") and state_of(view).get("step") == "turns":
        head.append(f"  {mark('done')} done", MUTED)
    if h.get("mp"):
        head.append(f"  {h['mp']} MP left", "bold #5fd75f")
    body = Text("  ")
    if not h.get("soul"):
        body.append("toughness ")
        body.append_text(toughness(h))
        body.append(f"  wounds {h.get('wounds', 0)}/3", ENEMY if h.get("wounds") else MUTED)
    body.append(f"  speed {h.get('speed', '?')}")
    if h.get("items") and h.get("weapon"):  # the items line names the weapon
        body.append(f"  reach {h.get('weapon_range', 1)}")
    elif h.get("weapon"):
        body.append(f"  {h['weapon']} reach {h.get('weapon_range', 1)}")
        if h.get("offhand"):
            body.append(f" + {h['offhand']}")
    placed = h.get("placed") or []
    slots = Text("  slots: ")
    if placed:
        for i, c in enumerate(placed):
            if i:
                slots.append(", ")
            slots.append_text(card_chip(c))
        if h.get("initiative"):
            slots.append(f"  acts at {h['initiative']}", "bold")
    else:
        slots.append("empty" if state_of(view).get("step") != "place" else "being filled", MUTED)
    cool = Text("  cooldown ")
    track = h.get("cooldown") or {}
    cool.append(", ".join(f"{c} {n}" for c, n in sorted(track.items(), key=lambda kv: kv[1])) or "-",
                WARN if track else MUTED)
    effects = h.get("effects") or {}
    cool.append("  effects ")
    cool.append(", ".join(f"{c} {n}" for c, n in effects.items()) or "-", MUTED if not effects else "#87d7ff")
    statuses = h.get("statuses") or {}
    cool.append("  statuses ")
    cool.append(", ".join(f"{k} {v}" for k, v in statuses.items()) or "-", "bold #ff87ff" if statuses else MUTED)
    if h.get("braced"):  # a minor's block held for the next attack
        cool.append(f"  block {h['braced']}", "bold #87d7ff")
    if h.get("oiled"):  # an oil's dice waiting for the next attack
        cool.append(f"  oil +{h['oiled']} power", "bold #87d7ff")
    if h.get("stance"):  # an attack card's defence dice, till the hero's next turn
        cool.append("  guard " + ", ".join(f"+{n} {d}" for d, n in h["stance"].items()), "bold #87d7ff")
    hand = Text("  hand: ")
    hand.append(", ".join(f"{c['name']} {c['initiative']}" for c in h.get("hand") or []) or "-")
    lines = [head, body, *item_lines(h, width, chosen), slots, cool]
    if not short:
        lines += [perk_line(h), hand] if h.get("perk_cards") else [hand]
    return lines


def perk_line(hero: dict[str, Any]) -> Text:
    """The perks the vessel's body gives the hero, by name: the basic one, then those unlocked
    (with the column they were unlocked in)."""
    t = Text("  perks: ")
    for i, p in enumerate(hero.get("perk_cards") or []):
        if i:
            t.append(", ")
        t.append(p["name"], "#87d7af")
        if p["column"] > 1:
            t.append(f" (column {p['column']})", MUTED)
    return t


def group_lines(view: dict[str, Any], gid: str, width: int) -> list[Text]:
    st = state_of(view)
    g = (st.get("groups") or {}).get(gid)
    if g is None:
        return []
    head = [Text(g.get("name", gid), "bold #ff5f5f"),
            Text(f"defence {g.get('defence')}  speed {g.get('speed')}  range {g.get('range')}", "bold"),
            Text(f"{g.get('max_wounds')} wounds fell one", MUTED)]
    enemies = st.get("enemies") or {}
    models = [Text(f"{m} {enemies[m]['square']} ({enemies[m]['wounds']} wd{tokens(enemies[m])})")
              for m in g.get("models", []) if m in enemies]
    ai = g.get("ai")
    card = [Text("AI card")]
    if ai:
        card += [Text(ai["id"], "bold"), Text(f"initiative {g.get('initiative') or '-'}"),
                 Text(f"threat {ai['threat']}"), Text("targets " + " > ".join(ai.get("priorities") or []), MUTED)]
    else:
        card.append(Text("none drawn yet", MUTED))
    out: list[Text] = []
    for pieces, indent in ((head, ""), (models, "  "), (card, "  ")):
        block = flow(pieces, width - len(indent))
        out += [Text(indent) + line for line in block.split("\n")]
    return out


def tokens(enemy: dict[str, Any]) -> str:
    """An enemy model's status tokens, after its wounds."""
    return "".join(f", {k} {v}" for k, v in (enemy.get("tokens") or {}).items())


def card_text(kind: str, ref: dict[str, Any]) -> Text:
    """A catalog card in full: every field it carries, its effects one to a line."""
    t = Text()
    t.append(str(ref.get("name", "")), TITLE)
    t.append(f"  ({kind[:-1]})\n", MUTED)
    for key, value in ref.items():
        if key == "name":
            continue
        if key in ("major", "minor") and isinstance(value, dict):
            t.append(f"{key}: ", "bold")
            t.append(f"{value.get('kind', '')}  " + "; ".join(value.get("effects") or []) + "\n")
        elif key == "perks":
            for k in value:
                t.append(f"perk {k['name']}", "bold")
                t.append(f" (column {k['column']}): " + "; ".join(k.get("effects") or []) + "\n")
        elif isinstance(value, list):
            t.append(f"{key}: ", "bold")
            t.append(("; " if key == "effects" else " / ").join(str(v) for v in value) or "-")
            t.append("\n")
        else:
            t.append(f"{key}: ", "bold")
            t.append(f"{value}\n")
    t.rstrip()
    return t


SLOT_NAMES = {"hand": "in hand", "armor": "armor", "gear": "gear", "consumable": "consumables",
              "backpack": "backpack"}


CHOSEN = "reverse"  # the chosen item's name (the party page finds its line by this style)


def item_chip(item: dict[str, Any], *, chosen: bool = False) -> Text:
    """An item on a hero's board in a few cells: its name, the rune on it, its Wear of durability."""
    t = Text()
    t.append(str(item.get("name") or item.get("id", "")), CHOSEN if chosen else "")
    if item.get("rune_name"):
        t.append(f" + {item['rune_name']}", "#87d7af")
    if item.get("durability"):
        t.append(f" Wear {item.get('wear', 0)}/{item['durability']}", WARN if item.get("wear") else MUTED)
    return t


def item_lines(hero: dict[str, Any], width: int, chosen: int | None = None) -> list[Text]:
    """The hero's items by slot (in hand, armor, gear, consumables, backpack), laid across the
    width; `chosen` marks one of them (its index in the hero's items)."""
    items = list(hero.get("items") or [])
    if not items:
        return [Text.assemble("  items: ", ("none", MUTED))]
    pieces: list[Text] = []
    for slot, label in SLOT_NAMES.items():
        first = True
        for i, it in enumerate(items):
            if it.get("slot") != slot:
                continue
            p = Text()
            if first:
                p.append(f"{label}: ", "bold")
                first = False
            if i == chosen:
                p.append(mark("turn"), "bold")
            p.append_text(item_chip(it, chosen=i == chosen))
            pieces.append(p)
    block = flow(pieces, max(10, width - 2), sep=", ")
    return [Text("  ") + line for line in block.split("\n")]


def item_text(item: dict[str, Any]) -> Text:
    """An item on a hero's board in full: its card, where it sits with its Wear, then its rune's card."""
    t = Text.assemble(("on the board: ", "bold"), str(SLOT_NAMES.get(str(item.get("slot")), item.get("slot"))))
    if item.get("durability"):
        t.append(f"  Wear {item.get('wear', 0)} of {item['durability']}", WARN if item.get("wear") else MUTED)
    parts = [card_text("items", item.get("card") or {"name": item.get("name", item.get("id", ""))}), t]
    if item.get("rune_card"):
        parts.append(Text("attached rune:", "bold"))
        parts.append(card_text("items", item["rune_card"]))
    return Text("\n").join(parts)

"""Every card on the Warhammer Quest table in full, as the seat's view gives it: the quest sheet, the
location, each hero with his action cards, gear, items and conditions, every faceup enemy with
its keywords' whole text, gear waiting to be equipped or in the discard pile, and a page saying
what every symbol on screen means.

Opened with `i` (or Enter) from the board; arrows choose a card, Esc closes.  Nothing here
changes the game.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text

from hjourney_tui.tui.screens.cards import CardBrowser, CardEntry, first_keyed

from .dice_tray import legend as dice_legend
from .heroes_pane import key as hero_key
from .quest_pane import PHASES, peril_key
from .style import (
    CYAN,
    ENEMY_KIND_STYLE,
    MUTED,
    PERIL_NAME,
    RED,
    YELLOW,
    describe_effects,
    g,
    plural,
)

WHEN = {"inflict": "when an enemy's Inflict has just wounded its owner",
        "after_roll": "once its owner's hero dice are down, before crits count",
        "round_end": "at the end of each round"}
COST = {"exhaust": "exhaust it (it is ready again next round)", "deplete": "turn it facedown for the rest of the quest",
        "token": "discard a success token from one of its owner's action cards"}
REMOVED_BY = {"action": "ends after its holder's next action", "rest": "ends after its holder's next rest action"}
VICTORY = {"nemesis_defeated": "defeat the nemesis", "final_explored": "fully explore the final location"}
DEFEAT = {"peril_end": "the peril marker reaches the end of the track"}
SYMBOLS = "symbols"




def modify_text(m: dict[str, Any]) -> str:
    """'on attack actions, 1 defence icon becomes a success'."""
    n = m.get("n", 1)
    what = f"{plural(n, m['from'] + ' icon')}"
    change = f"{'becomes' if n == 1 else 'become'} {m['to']}" if m.get("to") else f"{'is' if n == 1 else 'are'} removed"
    return (f"on {m['for']} actions, " if m.get("for") else "on every roll, ") + f"{what} {change}"


def heading(t: Text, kind: str, name: str, style: str = "bold") -> None:
    t.append(name, f"{style}")
    t.append(f"  ({kind})\n", MUTED)


def line(t: Text, label: str, value: str, style: str = "") -> None:
    t.append(f"{label}: ", "bold")
    t.append(f"{value}\n", style)


def gear_text(c: dict[str, Any]) -> Text:
    t = Text()
    heading(t, f"gear, {c.get('slot', '?')}" + (", legendary" if c.get("legendary") else ""), c["name"], f"bold {CYAN}")
    if c.get("fortune"):
        line(t, "Legendary Fortune", "whoever claims it gets one of their own legendary cards in its place")
    bonus = []
    if c.get("health"):
        bonus.append(f"+{c['health']} health")
    if c.get("dice"):
        bonus.append(f"+{plural(c['dice'], 'hero die', 'hero dice')}" + (f" on {c['for']} actions" if c.get("for") else ""))
    if c.get("defence"):
        bonus.append(f"+{c['defence']} defence on every roll")
    if bonus:
        line(t, "While equipped", ", ".join(bonus))
    for m in c.get("modify", []):
        line(t, "Dice", modify_text(m))
    if c.get("use"):
        when = WHEN.get(c.get("when", ""), "in its owner's activation, before he chooses an action")
        line(t, "Ability", f"{when}: {describe_effects(c['use'])}")
        if c.get("cost"):
            line(t, "Cost", COST.get(c["cost"], c["cost"]))
    if c.get("state") and c["state"] != "ready":
        line(t, "Now", c["state"], YELLOW)
    return t


def item_text(c: dict[str, Any]) -> Text:
    t = Text()
    heading(t, c.get("trait", "dungeon card"), c["name"], f"bold {CYAN}")
    if c.get("use"):
        line(t, "Use once", describe_effects(c["use"]))
    if c.get("effects"):
        line(t, "When drawn", describe_effects(c["effects"]))
    if c.get("treasure"):
        line(t, "Treasure", f"{plural(c['treasure'], 'gear claim')} for whoever draws it")
    return t


def condition_text(c: dict[str, Any]) -> Text:
    t = Text()
    heading(t, "condition", c["name"], f"bold {YELLOW}")
    if c.get("end_of_round"):
        line(t, "Each round's end", describe_effects(c["end_of_round"]))
    if c.get("bonus_successes"):
        line(t, "Each roll", f"+{plural(c['bonus_successes'], 'success', 'successes')}")
    if c.get("fewer_dice"):
        line(t, "Each roll", f"{plural(c['fewer_dice'], 'hero die', 'hero dice')} fewer")
    if c.get("blocks_healing"):
        line(t, "While held", "no effect lets its holder recover wounds")
    for m in c.get("modify", []):
        line(t, "Dice", modify_text(m))
    line(t, "Ends", REMOVED_BY.get(c.get("removed_by", ""), c.get("removed_by", "-")))
    return t


def action_text(seat: str, a: dict[str, Any]) -> Text:
    t = Text()
    heading(t, f"{a['kind']} action, {a.get('level', 'basic')}", a["name"], "bold")
    dice = f"{plural(a['dice'], 'hero die', 'hero dice')}"
    if a.get("printed_dice") is not None and a["printed_dice"] != a["dice"]:
        dice += f" now ({a['printed_dice']} printed)"
    line(t, "Dice", dice)
    if a["kind"] == "attack":
        reach = "ranged: enemies in the shadows and in other heroes' zones too" if a.get("ranged") \
            else "the enemies engaged with this hero"
        line(t, "Reach", reach + (f"; up to {a['targets']} targets" if a.get("targets", 1) > 1 else ""))
    if a.get("before"):
        line(t, "Before the roll", describe_effects(a["before"]))
    if a.get("after"):
        line(t, "After the results", describe_effects(a["after"]))
    if a.get("prepare"):
        line(t, "Prepare", f"{g('prepare')} the card the hero readies the others with")
    line(t, "Now", ("ready" if a["ready"] else "exhausted") + f", {plural(a['tokens'], 'success token')}")
    line(t, "Held by", seat, MUTED)
    return t


def enemy_text(e: dict[str, Any], where: str) -> Text:
    t = Text()
    if e.get("facedown"):
        heading(t, "enemy", f"{g('facedown') * 2} facedown enemy ({e['id']})", f"italic {MUTED}")
        line(t, "Where", where)
        t.append("Its face is hidden until it turns up.\n", MUTED)
        return t
    heading(t, f"{e['kind']} enemy", f"{e['name']} ({e['id']})", "bold " + ENEMY_KIND_STYLE.get(e["kind"], ""))
    line(t, "Where", where)
    line(t, "Attack", str(e["attack"]), f"bold {RED}")
    line(t, "Wounds", f"{e['wounds']} of {e['health']}")
    if e.get("resilience"):
        line(t, "Resilience", f"{e['resilience']} (that many more successes to defeat it)")
    if e.get("cannot_engage"):
        line(t, "Out of reach", "it never enters a hero's zone")
    if not e.get("ready", True):
        line(t, "Now", "exhausted", YELLOW)
    t.append("Keywords, in the order it acts:\n", "bold")
    for k in e.get("keywords", []):
        t.append(f"  {k['name']}", "bold")
        t.append(f": {k.get('text') or '-'}\n")
    if e.get("nemesis"):
        line(t, f"{g('end')} Nemesis effect", describe_effects(e["nemesis"]))
    return t


def hero_text(h: dict[str, Any]) -> Text:
    t = Text()
    heading(t, f"hero, {h.get('role', '')}", f"{h['hero']}", f"bold {CYAN}")
    line(t, "Seat", h["seat"] + (" (leader)" if h.get("leader") else "") + (" (acting)" if h.get("active") else ""))
    line(t, "Ability", h.get("ability", "-"))
    line(t, "Wounds", f"{h['wounds']} of {h['health']}" + (" - defeated" if h.get("defeated") else ""))
    line(t, "Gear", f"{len(h.get('gear', []))} of {h.get('capacity', '?')} slots used")
    if h.get("conditions"):
        line(t, "Conditions", ", ".join(h["conditions"]), YELLOW)
    return t


def quest_text(st: dict[str, Any]) -> Text:
    t = Text()
    heading(t, "quest sheet", st.get("quest", "?"), "bold")
    line(t, "Round", f"{st.get('round', '?')}, {PHASES.get(st.get('phase', ''), st.get('phase', ''))}")
    sheet = st.get("sheet") or {}
    if sheet.get("victory"):
        line(t, "Won when", VICTORY.get(sheet["victory"], sheet["victory"]))
    if sheet.get("defeat"):
        line(t, "Lost when", DEFEAT.get(sheet["defeat"], sheet["defeat"]) + ", or every hero is defeated")
    if sheet.get("rules"):
        line(t, "Its rules", sheet["rules"])
    peril = st.get("peril") or {}
    if peril:
        line(t, "Peril", f"space {peril['position']} of {len(peril['track'])}")
        for colour, effects in (peril.get("effects") or {}).items():
            line(t, f"  {g({'g': 'green', 'b': 'blue', 'r': 'red'}[colour])} {PERIL_NAME[colour]} space",
                 describe_effects(effects))
    for seat, cards in (sheet.get("legendary") or {}).items():
        if cards:
            line(t, f"{seat}'s legendary cards still to find", ", ".join(cards), MUTED)
    decks = st.get("decks")
    if decks:
        line(t, "Decks", f"enemy {decks['enemy']}, dungeon {decks['dungeon']}, gear {decks['gear']}")
    return t


def location_text(st: dict[str, Any]) -> Text:
    loc = st["location"]
    t = Text()
    heading(t, "location", loc["name"], f"bold {CYAN}")
    line(t, "Explored", f"{loc['progress']} of {loc['explore']} progress")
    if "spawn_up" in loc:
        line(t, "On arrival", f"{plural(loc['spawn_up'], 'enemy', 'enemies')} engage, "
                              f"{plural(loc.get('spawn_down', 0), 'enemy', 'enemies')} lurk facedown in the shadows")
    if loc.get("on_location_phase"):
        line(t, "Each location phase", describe_effects(loc["on_location_phase"]))
    if loc.get("on_round_end"):
        line(t, "Each round's end", describe_effects(loc["on_round_end"]))
    left = st.get("locations_left", 0)
    line(t, "Ahead", "this is the last location" if not left else f"{plural(left, 'more location')}")
    return t


def symbols_text() -> Text:
    t = Text()
    t.append("What the symbols mean\n", "bold")
    t.append("Heroes: ", "bold")
    t.append(hero_key() + "\n")
    t.append("Dice: ", "bold")
    t.append(dice_legend() + "\n")
    t.append("Quest: ", "bold")
    t.append(peril_key() + f"; {g('full')}{g('empty')} progress made and still to make on the location\n")
    t.append("Enemies: ", "bold")
    t.append(f"{g('attack')} attack value  wounds taken/health  {g('facedown') * 2} a facedown enemy  "
             f"{g('click')} click to give the command shown  e4 an enemy's label in commands (attack e4)\n")
    t.append("Action kinds: ", "bold")
    t.append("Exp explore  Rst rest  Aid aid  Atk attack\n")
    return t


def card_entries(view: dict[str, Any]) -> list[CardEntry]:
    """Every card the view shows, grouped under headings, each with its text."""
    st = view.get("state") or {}
    out: list[CardEntry] = []
    if st.get("quest"):
        out.append(CardEntry("", "The quest", Text()))
        out.append(CardEntry("quest", st["quest"], quest_text(st)))
        if st.get("location"):
            out.append(CardEntry("location", st["location"]["name"], location_text(st)))
    for h in st.get("heroes") or []:
        seat = h["seat"]
        out.append(CardEntry("", f"{seat}: {h['hero']}", Text()))
        out.append(CardEntry(f"hero:{seat}", h["hero"], hero_text(h)))
        for a in h.get("actions", []):
            out.append(CardEntry(f"action:{seat}:{a['kind']}", f"{a['kind'].title()}: {a['name']}", action_text(seat, a)))
        for i, c in enumerate(h.get("gear_cards", [])):
            out.append(CardEntry(f"gear:{c.get('id', i)}", c["name"], gear_text(c)))
        for c in h.get("item_cards", []):
            out.append(CardEntry(f"item:{c['id']}", c["name"], item_text(c)))
        for i, c in enumerate(h.get("condition_cards", [])):
            out.append(CardEntry(f"condition:{seat}:{i}", c["name"], condition_text(c)))
    enemies = [(e, f"engaged with {h['seat']}") for h in st.get("heroes") or [] for e in h.get("engaged", [])]
    enemies += [(e, "in the shadows") for e in st.get("shadow") or []]
    enemies += [(e, "in its lair") for e in st.get("lair") or []]
    if enemies:
        out.append(CardEntry("", "Enemies", Text()))
    for e, where in enemies:
        label = f"{e['id']} " + (e.get("name") or "facedown enemy")
        out.append(CardEntry(f"enemy:{e['id']}", label, enemy_text(e, where)))
    if st.get("offered"):
        out.append(CardEntry("", "On its way", Text()))
    for c in st.get("offered") or []:
        text = gear_text(c) if c["kind"] == "gear" else enemy_text(c, "being dealt") if c["kind"] == "enemy" \
            else item_text(c)
        out.append(CardEntry(f"offered:{c.get('id')}", c.get("name", "card"), text))
    if st.get("gear_discard_cards"):
        out.append(CardEntry("", "Gear discard pile", Text()))
    for c in st.get("gear_discard_cards") or []:
        out.append(CardEntry(f"discard:{c['id']}", c["name"], gear_text(c)))
    out.append(CardEntry("", "Symbols", Text()))
    out.append(CardEntry(SYMBOLS, "Every symbol on screen", symbols_text()))
    return out


def first_card(view: dict[str, Any]) -> str:
    """The card to open on: gear (or any card) on its way somewhere, else the acting hero."""
    st = view.get("state") or {}
    if st.get("offered"):
        return f"offered:{st['offered'][0].get('id')}"
    active = next((h["seat"] for h in st.get("heroes") or [] if h.get("active")), None)
    return f"hero:{active}" if active else "quest"


class CardsScreen(CardBrowser):
    DEFAULT_CSS = "CardsScreen #card-list { width: 34; }"

    def __init__(self, view: dict[str, Any], start: str | None = None) -> None:
        entries = card_entries(view)
        super().__init__(entries, first_keyed(entries, start or first_card(view)))
        self.view = view

"""Soulless Vessel's campaign: the record a quest begins from and leaves behind (party.py), the
adventure followed by its Town Phase (rules/town.py), and the campaign's standing for the menu.

Each quest of the campaign is one adventure and the town visit after it, in one save: the visit's
commands are in the quest's log like every other.  The campaign file's machinery is the core's
(core/campaign.py); this module fills in the game's side of it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core.campaign import RecordError
from ...core.game import CampaignStatus, QuestReport
from ...core.questions import Script
from .content import Content, load_content
from .party import DIFFICULTIES, HERO_KEYS, OPTIONAL_KEYS, RECORD_KEYS, RESULTS, VARIANTS, HeroRecord, Party
from .rules import items as slots_rules
from .rules import round as round_rules
from .rules import town
from .rules.items import Carried

if TYPE_CHECKING:
    from .engine import Vessels


def full_content(ruleset: Any) -> Content:
    return load_content(ruleset.folder)


def first_adventure(c: Content) -> str:
    return next(a.id for a in c.adventures.values() if a.chapter == 1 and not a.final)


def new_record(ruleset: Any, options: dict[str, Any] | None = None) -> dict[str, Any]:
    """A new campaign: chapter 1, nothing played, no currencies (VS-SETUP-01..06); heroes join in
    the first adventure, dealt their starting kits there."""
    c = full_content(ruleset)
    difficulty = str((options or {}).get("difficulty", "default"))
    variants = [v for v in VARIANTS if (options or {}).get(v) in (True, "yes", "true", "on", "1")]
    return Party(difficulty, 1, next=first_adventure(c), coins=int(c.settings.setup["coins"]),
                 shards=int(c.settings.setup["shards"]), legend=int(c.settings.setup["legend"]),
                 variants=variants).as_record()


def begin(game: Vessels) -> None:
    """Fit the new adventure's heroes to the record: vessel, wounds, deck and equipped weapon carry
    over; scratches, cooldowns and effects start afresh (VS-CAMP-13)."""
    assert game.setup.campaign is not None
    game.full = full_content(game.ruleset)
    game.party = Party.from_record(game.setup.campaign["record"])
    game.boards = True
    game.town = None
    game.campaign_done = False
    p, c = game.party, game.full
    for seat, h in game.state.heroes.items():
        rec = p.heroes.get(seat)
        if rec is None:  # the first adventure: the starting kit becomes the hero's record
            soul_xp = int(c.settings.setup["soul_xp"])
            p.heroes[seat] = HeroRecord(h.vessel or "", 0, soul_xp, list(h.deck),
                                        [Carried(h.weapon, "hand")] if h.weapon else [])
            continue
        h.vessel = rec.vessel or None
        h.toughness = game.content.vessels[rec.vessel].toughness if rec.vessel else (0, 0, 0)
        h.wounds = rec.wounds
        h.deck = list(rec.deck)
        h.weapon, h.offhand = (*slots_rules.weapons(rec.items, game.content.weapons), None, None)[:2]


def begin_single(game: Vessels) -> None:
    """A single adventure on the game's own content has no campaign record, but its heroes still
    carry item boards for the adventure: each starts with its starting weapon in hand, and its
    chests draw from the items of the tiers a campaign would have opened by the adventure's
    chapter (chapter 1 for a player's own adventure).  Nothing is kept when it ends."""
    game.full = game.ruleset.derived("soulless_vessel.full_content", lambda: full_content(game.ruleset))
    adv = game.full.adventures.get(game.state.adventure)
    game.party = Party(chapter=adv.chapter if adv is not None else 1)
    game.town = None
    game.campaign_done = False
    for seat, h in game.state.heroes.items():
        held = [w for w in (h.weapon, h.offhand) if w]
        game.party.heroes[seat] = HeroRecord(h.vessel or "", 0, 0, list(h.deck), [Carried(w, "hand") for w in held])
    game.boards = True


def play(game: Vessels) -> Script:
    """The adventure, then (in a campaign) its booking and the Town Phase."""
    yield from round_rules.play(game)
    if game.setup.campaign is None:
        return
    town.settle(game)
    if not game.party.over:
        yield from town.visit(game)
    game.campaign_done = True


def catalog(game: Vessels) -> dict[str, dict[str, Any]]:
    """Every card the town can show, as data for the screens: items, vessels with their perks,
    ability cards and adventures (built once per ruleset)."""
    return game.ruleset.derived("soulless_vessel.catalog", lambda: _catalog(game.full))


def town_catalog(game: Vessels) -> dict[str, dict[str, Any]]:
    """The cards the town screen can show now: those the party holds, those on offer and those a
    town command names (the whole catalog is some hundred kilobytes)."""
    from .rules.town import options

    named: set[str] = set()

    def gather(value: Any) -> None:
        if isinstance(value, str):
            named.add(value)
        elif isinstance(value, dict):
            for v in value.values():
                gather(v)
        elif isinstance(value, (list, tuple)):
            for v in value:
                gather(v)

    gather(game.party.as_record())
    gather(game.town.as_data() if game.town else {})
    for seat in game.party.heroes:
        for o in options(game, seat):
            gather(o.text.split())
            gather(o.data)
    return {kind: {k: v for k, v in cards.items() if k in named} for kind, cards in catalog(game).items()}


def _action(a: Any) -> dict[str, Any]:
    return {"kind": a.kind, "effects": [str(e) for e in a.effects], "range": a.range}


def _catalog(c: Content) -> dict[str, dict[str, Any]]:
    items = {i.id: {"name": i.name, "tier": i.tier, "source": i.source, "slot": i.slot, "hands": i.hands,
                    "tags": list(i.tags), "durability": i.durability, "value": i.value, "currency": i.currency,
                    "range": i.range, "reach": i.reach, "effects": [str(e) for e in i.effects]}
             for i in c.items.values()}
    perks = {v.id: {"name": v.name, "kind": v.kind, "speed": v.speed, "toughness": list(v.toughness),
                    "shards": v.shards,
                    "perks": [{"id": k.id, "name": k.name, "column": col, "effects": [str(e) for e in k.effects]}
                              for col, ks in ((1, (v.basic,)), (2, v.column2), (3, v.column3)) for k in ks]}
             for v in c.vessels.values()}
    abilities = {a.id: {"name": a.name, "base": a.base, "level": a.level, "initiative": a.initiative,
                        "cooldown": a.cooldown, "major": _action(a.major), "minor": _action(a.minor)}
                 for a in c.abilities.values()}
    adventures = {a.id: {"name": a.name, "chapter": a.chapter, "final": a.final} for a in c.adventures.values()}
    return {"items": items, "vessels": perks, "abilities": abilities, "adventures": adventures}


def check_invariants(game: Vessels) -> None:
    """The party's books: no currency below zero, boards within their slots, Wear under durability
    (a single adventure's boards too)."""
    if not game.boards:
        return
    p, c = game.party, game.full
    assert min(p.coins, p.shards, p.legend) >= 0, "a party currency is below zero"
    cards = [i.id for h in p.heroes.values() for i in h.items] + [i.rune for h in p.heroes.values()
                                                                 for i in h.items if i.rune]
    assert len(cards) == len(set(cards)), "two heroes hold the same item card"
    worn = [h.vessel for h in p.heroes.values() if h.vessel]
    assert game.setup.campaign is None or len(worn) == len(set(worn)), "two heroes hold the same vessel card"
    for seat, h in p.heroes.items():
        assert h.soul_xp >= 0, f"{seat}'s Soul XP is below zero"
        why = slots_rules.check(h.items, c.items, c.settings.slots)
        assert not why, f"{seat}'s board: {why}"
        for it in h.items:
            assert 0 <= it.wear < max(1, c.items[it.id].durability), f"{seat}'s {it.id} holds too much Wear"


def report(game: Vessels) -> QuestReport | None:
    if game.setup.campaign is None or not game.campaign_done:
        return None
    st = game.state
    result = "won" if st.won else "lost"
    return QuestReport(st.adventure, {"result": result, "summary": summary(game)}, game.party.as_record())


def summary(game: Vessels) -> str:
    p, c = game.party, game.full
    name = c.adventures[game.state.adventure].name
    head = f"{name}: {'won' if game.state.won else 'lost'}"
    if p.over:
        return f"{head}; the campaign is {p.over}"
    return f"{head}; next: {c.adventures[p.next].name}"


def status(ruleset: Any, record: dict[str, Any], under_way: bool = False) -> CampaignStatus:
    c = full_content(ruleset)
    p = Party.from_record(record)
    lines = [f"chapter {p.chapter}: {c.chapters[p.chapter].name} (difficulty {p.difficulty})"]
    for i, (a, r) in enumerate(zip(p.played, p.results, strict=True)):
        lines.append(f"{i + 1}. {c.adventures[a].name}: {r}")
    if not p.over:
        lines.append(f"{len(p.played) + 1}. {c.adventures[p.next].name}: {'under way' if under_way else 'next'}")
    lines.append(f"Coins {p.coins}, Soul Shards {p.shards}, Legend Points {p.legend}")
    for seat, h in p.heroes.items():
        ves = c.vessels[h.vessel].name if h.vessel else "Vesselless Soul"
        gear = ", ".join(c.items[i.id].name + (f" ({i.wear} Wear)" if i.wear else "") for i in h.items) or "none"
        lines.append(f"{seat}: {ves}, {h.wounds} wound(s), Soul XP {h.soul_xp}, {len(h.deck)} cards, items: {gear}")
    if p.over:
        lines.append(f"the campaign is {p.over}")
    return CampaignStatus(None if p.over else c.adventures[p.next].name, lines)


def _int(record: dict[str, Any], key: str, low: int = 0) -> int:
    v = record[key]
    if not isinstance(v, int) or isinstance(v, bool) or v < low:
        raise RecordError(key, f"should be a whole number of at least {low}")
    return v


def check_record(ruleset: Any, record: dict[str, Any], *, done: int, played: list[dict[str, Any]] | None = None,
                 seats: list[str] | None = None) -> None:
    """Refuse (RecordError naming the field) a record no play of this campaign could leave."""
    c = full_content(ruleset)
    for key in record:
        if key not in RECORD_KEYS + OPTIONAL_KEYS:
            raise RecordError(key, "is not part of a Soulless Vessel campaign record")
    for key in RECORD_KEYS:
        if key not in record:
            raise RecordError(key, "is missing")
    if not isinstance(record.get("variants", []), list) or any(v not in VARIANTS for v in record.get("variants", [])):
        raise RecordError("variants", f"should list some of {', '.join(VARIANTS)}")
    if record["difficulty"] not in DIFFICULTIES:
        raise RecordError("difficulty", f"should be one of {', '.join(DIFFICULTIES)}")
    chapter = _int(record, "chapter", 1)
    if chapter > c.settings.campaign["chapters"]:
        raise RecordError("chapter", f"there are {c.settings.campaign['chapters']} chapters")
    for key in ("coins", "shards", "legend"):
        _int(record, key)
    done_list, results = record["played"], record["results"]
    if not isinstance(done_list, list) or any(a not in c.adventures for a in done_list):
        raise RecordError("played", "should list adventures of this game")
    if len(done_list) != done:
        raise RecordError("played", f"lists {len(done_list)} adventure(s), but {done} quest(s) were played")
    if not isinstance(results, list) or len(results) != done or any(r not in RESULTS for r in results):
        raise RecordError("results", f"should hold one result ({' or '.join(RESULTS)}) per adventure played")
    if record["over"] not in ("", "won", "lost"):
        raise RecordError("over", "should be '', 'won' or 'lost'")
    if not record["over"] and record["next"] not in c.adventures:
        raise RecordError("next", "should name an adventure of this game")
    heroes = record["heroes"]
    if not isinstance(heroes, dict) or (done == 0) != (not heroes) or (seats and heroes and set(heroes) != set(seats)):
        raise RecordError("heroes", "should hold one hero per seat once an adventure was played")
    for seat, h in heroes.items():
        where = f"heroes.{seat}"
        if not isinstance(h, dict) or set(h) != set(HERO_KEYS):
            raise RecordError(where, f"should hold exactly {', '.join(HERO_KEYS)}")
        if h["vessel"] and h["vessel"] not in c.vessels:
            raise RecordError(f"{where}.vessel", f"'{h['vessel']}' is not a vessel of this game")
        for key in ("wounds", "soul_xp"):
            _int(h, key)
        if h["wounds"] > 2:
            raise RecordError(f"{where}.wounds", "a vessel holds at most 2 wounds between adventures")
        if not isinstance(h["deck"], list) or any(a not in c.abilities for a in h["deck"]):
            raise RecordError(f"{where}.deck", "should list ability cards of this game")
        board = h["items"]
        try:
            carried = [Carried(i["id"], i["slot"], i["wear"], i["rune"]) for i in board]
        except (TypeError, KeyError):
            raise RecordError(f"{where}.items", "each item needs an id, a slot, its Wear and its rune") from None
        for it in carried:
            if it.id not in c.items or it.slot not in c.settings.slots:
                raise RecordError(f"{where}.items", f"'{it.id}' in slot '{it.slot}' is not an item and slot")
            dur = c.items[it.id].durability
            if not isinstance(it.wear, int) or it.wear < 0 or (dur and it.wear >= dur) or (not dur and it.wear):
                raise RecordError(f"{where}.items", f"{it.id} carries more Wear than it can hold")
        why = slots_rules.check(carried, c.items, c.settings.slots)
        if why:
            raise RecordError(f"{where}.items", why)
    if played is not None:
        for i, q in enumerate(played):
            if i >= len(done_list) or q["quest"] != done_list[i]:
                raise RecordError("played", f"the campaign's quest {i + 1} is not {q['quest']}")
            if q["result"].get("result") != results[i]:
                raise RecordError("results", f"quest {i + 1}'s result is not the one in the record")


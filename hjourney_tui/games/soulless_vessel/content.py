"""Soulless Vessel cards as data: dice, ability cards, starting decks, vessels, items, enemies,
bosses, minions, AI cards, traits, statuses, event tables, exploration cards, chapters and
adventures, read from rulesets/soulless_vessel/ and checked on load.

Each kind lives in `<kind>.toml` under the ruleset folder, and may also be split over
`<kind>/*.toml`; every card is one TOML table `[<kind>.<id>]`.  Effects are short lines
parsed by effects.py into verbs with arguments.  Once every file is read, every id an
effect or list names (minions, items, enemy groups, cards, tiles, tables) is checked.
A bad file is refused with a RulesetError naming the file and the key at fault.

The kinds and their files: dice, abilities, decks, vessels (and soul.toml for a hero with
no vessel), items, enemies, bosses, minions, ai, traits, statuses, events (event tables),
exploration (room cards), chapters, campaign (adventures) and settings.toml (open numbers
and prices).  The adventure maps themselves stay in adventures/*.toml (maps.py); an
adventure here names its map, or the start tile it grows from by exploration.

Use: `content = load_content()` (cached), then e.g. `content.abilities["hew"].major.effects`.
The dicts are shared by every caller and must not be changed.
"""

from __future__ import annotations

from dataclasses import field
from functools import lru_cache
from pathlib import Path
from typing import Any

from ...core.records import record
from ...core.ruleset import RulesetError, load_ruleset, rulesets_root
from .effects import (
    DICE,
    GRANTS,
    PRIORITIES,
    STATUSES,
    TRIGGERS,
    Effect,
    EffectError,
    parse_effect,
    parse_int,
    references,
)
from .maps import SPAWN_COLOURS, _Reader, parse_adventure, parse_tiles, read_toml

MAX_HEROES = 4
ACTION_KINDS = ("attack", "spell", "move", "ongoing", "interrupt", "summon", "utility")
VESSEL_KINDS = ("regular", "peasant", "legendary", "mythical")
ITEM_SOURCES = ("improvised", "pile", "soul_shop", "legendary")
ITEM_SLOTS = ("hand", "armor", "gear", "consumable", "rune")
CURRENCIES = ("coins", "shards")
SOUL_SHOP_TIER = 2  # Soul Shop items count as tier 2 (VS-ITEM-11)
EVENT_TOTALS = 20  # event tables cover d10 + threat from 1 to 20
CHAPTERS = 5


# ----- the cards


@record
class Face:
    power: int = 0
    plus: int = 0
    star: int = 0
    critical: bool = False
    botch: bool = False
    wear: bool = False


@record
class Die:
    id: str
    name: str
    faces: tuple[Face, ...]


@record
class Action:
    """One half of an ability card: the major or the minor action."""

    kind: str
    effects: tuple[Effect, ...]
    range: int | None = None  # None: no target (self or movement); 1: melee
    spellcasting: int | None = None  # the power a spellcasting roll needs
    duration: int | None = None  # ongoing and summon cards: turns on the effects tracker
    trigger: str | None = None  # interrupts: the moment it may be played


@record
class AbilityCard:
    id: str
    name: str
    base: str  # the base card's id (its own id for a base card)
    level: int  # 0 base, 1 upgrade
    initiative: int
    cooldown: int
    major: Action
    minor: Action

    @property
    def is_upgrade(self) -> bool:
        return self.level > 0


@record
class Deck:
    id: str
    name: str
    cards: tuple[str, ...]


@record
class Perk:
    id: str
    name: str
    effects: tuple[Effect, ...]


@record
class Vessel:
    id: str
    name: str
    kind: str
    speed: int
    toughness: tuple[int, int, int]
    basic: Perk
    column2: tuple[Perk, ...]
    column3: tuple[Perk, ...]
    shards: int


@record
class SoulForm:
    """What a hero with no vessel can do (A11)."""

    speed: int
    can_attack: bool
    can_use_items: bool
    can_play_major: bool
    can_open_doors: bool
    targetable: bool


@record
class Item:
    id: str
    name: str
    tier: int
    source: str
    slot: str
    hands: int  # 0 unless slot is "hand"
    tags: tuple[str, ...]
    durability: int  # 0: cannot take Wear
    value: int
    currency: str
    range: int  # 0 for items that are not weapons, 1 for melee
    reach: bool
    effects: tuple[Effect, ...]

    @property
    def rune(self) -> bool:
        return self.slot == "rune"

    @property
    def consumable(self) -> bool:
        return self.slot == "consumable"

    @property
    def ranged(self) -> bool:
        return self.range > 1 and not self.reach


@record
class EnemyStats:
    """One side of an enemy reference card (Default or Nightmare)."""

    speed: int
    attack: int
    range: int  # 1: melee only
    initiative: int
    defense: int
    models: tuple[int, int, int, int]  # models for 1, 2, 3 and 4 heroes
    wounds: tuple[int, int, int, int]  # maximum wounds per model, same order
    retreat: int
    bulky: bool
    reach: bool
    passive: tuple[Effect, ...]
    bones: tuple[Effect, ...]
    skull: tuple[Effect, ...]

    @property
    def ranged(self) -> bool:
        return self.range > 1


@record
class EnemyType:
    id: str
    name: str
    chapter: int
    boss: bool
    default: EnemyStats
    nightmare: EnemyStats
    traits_allowed: bool  # bosses take no Traits unless their adventure allows it


@record
class Minion:
    id: str
    name: str
    speed: int
    toughness: int
    effects: tuple[Effect, ...]


@record
class AICard:
    id: str
    name: str
    priorities: tuple[str, ...]
    grants: frozenset[str]
    threat: int
    initiative: int
    attack: int
    speed: int
    defense: int
    effects: tuple[Effect, ...]


@record
class Trait:
    id: str
    name: str
    effects: tuple[Effect, ...]


@record
class Status:
    id: str
    name: str
    enemy_cap: int  # most tokens of it an enemy model can hold; 0: no effect on enemies


@record
class Event:
    low: int
    high: int
    name: str
    effects: tuple[Effect, ...]


@record
class EventTable:
    id: str
    entries: tuple[Event, ...]

    def lookup(self, total: int) -> Event:
        """The event for a d10 + threat total; totals past the top use the top entry (A31)."""
        for e in self.entries:
            if e.low <= total <= e.high:
                return e
        return self.entries[-1] if total > self.entries[-1].high else self.entries[0]


@record
class RoomCard:
    """An exploration card that names a map tile."""

    id: str
    name: str
    tile: str
    theme: int  # the chapter whose decks it belongs to


QUEST_MOMENTS = ("draw", "reveal", "defeat", "round")


@record
class QuestTrigger:
    """Adventure instructions that run at a moment: when the card is drawn from the exploration
    deck ("draw"), when a map room is revealed ("reveal ROOM"), when a group's last model
    falls ("defeat GROUP") or at the start of a round ("round N")."""

    id: str
    name: str
    effects: tuple[Effect, ...]
    when: str = "draw"
    target: str | int | None = None


@record
class Adventure:
    id: str
    name: str
    chapter: int
    final: bool
    map: str | None  # an adventure map in adventures/ (maps.py)
    start_tile: str | None  # or the tile the adventure grows from
    exploration: tuple[str, ...]  # bottom to top (the last is drawn first): room card ids, quest
    #   trigger ids, and "theme:N" for a random unused room card of theme N
    shuffle: bool  # shuffle the deck before play (off unless the adventure says so)
    enemies: tuple[str, ...]  # the enemy set (enemy and boss ids)
    events: str  # event table id
    quest_triggers: dict[str, QuestTrigger]
    rewards: tuple[Effect, ...]
    failure: tuple[Effect, ...]  # what a lost adventure still gives
    legendary: str | None  # the legendary item its rewards grant, if any


@record
class Chapter:
    number: int
    name: str
    features: tuple[str, ...]


@record
class Settings:
    """The open numbers and the town's prices (settings.toml); see its comments."""

    setup: dict[str, int | str]
    trackers: dict[str, int]
    between_adventures: dict[str, bool]
    vessels: dict[str, int]
    town: dict[str, int]
    give_up: dict[str, int]
    slots: dict[str, int]
    campaign: dict[str, int]
    items: dict[str, int]


_SETTINGS: dict[str, dict[str, type]] = {
    "setup": {"min_heroes": int, "max_heroes": int, "coins": int, "shards": int, "legend": int, "soul_xp": int,
              "deck_size": int, "starting_vessel": str, "starting_weapons": int},
    "trackers": {"cooldown_max": int, "duration_max": int},
    "between_adventures": {"clear_scratches": bool, "keep_wounds": bool, "clear_statuses": bool},
    "vessels": {"speed_min": int, "speed_max": int, "toughness_min": int, "toughness_max": int},
    "town": {k: int for k in ("items_revealed", "soul_shop_revealed", "vessels_revealed", "expansion_cost",
                              "items_expansion", "soul_shop_expansion", "vessels_expansion", "repair_cost",
                              "retrain_cost", "new_card_xp", "large_deck", "large_deck_xp", "upgrade_xp",
                              "column2_legend", "column3_legend")},
    "give_up": {"enemy_distance": int},
    "slots": {k: int for k in ("hand", "armor", "gear", "backpack", "consumable")},
    "campaign": {"chapters": int, "adventures_per_chapter": int, "final_chapter_adventures": int},
    "items": {"trade_mp": int, "reequip_mp": int},
}


@record
class Content:
    dice: dict[str, Die]
    abilities: dict[str, AbilityCard]
    decks: dict[str, Deck]
    vessels: dict[str, Vessel]
    soul: SoulForm
    items: dict[str, Item]
    enemies: dict[str, EnemyType]  # bosses included (boss=True)
    minions: dict[str, Minion]
    ai_cards: dict[str, AICard]
    traits: dict[str, Trait]
    statuses: dict[str, Status]
    event_tables: dict[str, EventTable]
    rooms: dict[str, RoomCard]
    chapters: dict[int, Chapter]
    adventures: dict[str, Adventure]
    settings: Settings
    files: dict[str, str] = field(default_factory=dict)  # card id -> file it came from
    maps: dict[str, Any] = field(default_factory=dict)  # map id -> its AdventureMap, parsed and checked once
    tiles: dict[str, Any] = field(default_factory=dict)  # tile id -> its Tile, when a map needed them

    def base_abilities(self) -> list[AbilityCard]:
        return [c for c in self.abilities.values() if not c.is_upgrade]

    def upgrades(self, base: str) -> list[AbilityCard]:
        return [c for c in self.abilities.values() if c.is_upgrade and c.base == base]

    def vessels_of(self, kind: str) -> list[Vessel]:
        return [v for v in self.vessels.values() if v.kind == kind]

    def items_of(self, source: str, tier: int | None = None) -> list[Item]:
        return [i for i in self.items.values() if i.source == source and (tier is None or i.tier == tier)]

    @property
    def bosses(self) -> dict[str, EnemyType]:
        return {k: e for k, e in self.enemies.items() if e.boss}

    def enemies_of(self, chapter: int) -> list[EnemyType]:
        return [e for e in self.enemies.values() if e.chapter == chapter and not e.boss]

    def adventures_of(self, chapter: int) -> list[Adventure]:
        return [a for a in self.adventures.values() if a.chapter == chapter]


# ----- loading


def default_root() -> Path:
    return rulesets_root() / "soulless_vessel"


@lru_cache(maxsize=4)
def load_content(root: Path | None = None) -> Content:
    """Every Soulless Vessel card under `root` (the shipped ruleset by default), checked."""
    folder = Path(root) if root else default_root()
    return _Loader(folder, _read_already(folder)).load()


def _read_already(folder: Path) -> dict[str, Any]:
    """The folder's files as the ruleset loader has read them (once per process), so they are
    not parsed twice; empty if it cannot read them (then each file is read, and its error named, here)."""
    try:
        return load_ruleset(folder.name, folder.parent).files
    except RulesetError:
        return {}


class _Pending:
    """An id named somewhere, checked once every file is read."""

    def __init__(self, file: str, key: str, kind: str, value: str) -> None:
        self.file, self.key, self.kind, self.value = file, key, kind, value


class _Loader:
    def __init__(self, root: Path, parsed: dict[str, Any] | None = None) -> None:
        self.root = root
        self.parsed = parsed or {}
        self.pending: list[_Pending] = []
        self.parsed_maps: dict[str, Any] = {}
        self.tiles: dict[str, Any] = {}
        self.files: dict[str, str] = {}

    # --- files and tables

    def tables(self, kind: str, required: bool = True) -> list[tuple[_Reader, str, dict[str, Any]]]:
        """(reader, id, table) for every `[kind.id]` in kind.toml and kind/*.toml."""
        paths = [self.root / f"{kind}.toml"] if (self.root / f"{kind}.toml").exists() else []
        if (self.root / kind).is_dir():
            paths += sorted((self.root / kind).glob("*.toml"))
        if not paths and required:
            raise RulesetError(str(self.root / f"{kind}.toml"), "", "is missing")
        out: list[tuple[_Reader, str, dict[str, Any]]] = []
        seen: dict[str, str] = {}
        for path in paths:
            data = self.read(path)
            r = _Reader(str(path))
            r.unknown(data, {kind}, "")
            for cid, raw in r.get(data, kind, "", dict, {}).items():
                key = f"{kind}.{cid}"
                if cid in seen:
                    raise r.fail(key, f"is defined twice (also in {seen[cid]})")
                seen[cid] = str(path)
                self.files[f"{kind}:{cid}"] = str(path)
                out.append((r, cid, r.table(raw, key)))
        return out

    def effects(self, r: _Reader, t: dict[str, Any], name: str, key: str, context: str = "hero") -> tuple[Effect, ...]:
        out: list[Effect] = []
        for i, line in enumerate(r.get(t, name, key, list, [])):
            k = f"{key}.{name}[{i}]"
            if not isinstance(line, str):
                raise r.fail(k, "should be text, such as \"move 2\"")
            try:
                eff = parse_effect(line, context)
            except EffectError as exc:
                raise r.fail(k, str(exc)) from None
            for ref in references(eff):
                self.pending.append(_Pending(r.file, k, ref.kind, ref.id))
            out.append(eff)
        return tuple(out)

    def ref(self, r: _Reader, key: str, kind: str, value: str) -> str:
        self.pending.append(_Pending(r.file, key, kind, value))
        return value

    def number(self, r: _Reader, t: dict[str, Any], name: str, key: str, low: int, high: int,
               default: Any = ...) -> int:
        if name not in t and default is not ...:
            return default
        value = r.get(t, name, key, int)
        if not low <= value <= high:
            raise r.fail(f"{key}.{name}", f"should be from {low} to {high}, not {value}")
        return value

    def choice(self, r: _Reader, t: dict[str, Any], name: str, key: str, options: tuple[str, ...],
               default: Any = ...) -> str:
        value = r.get(t, name, key, str, default)
        if value not in options:
            raise r.fail(f"{key}.{name}", f"should be one of {', '.join(options)}, not {value!r}")
        return value

    def ints(self, r: _Reader, t: dict[str, Any], name: str, key: str, count: int, low: int,
             high: int) -> tuple[int, ...]:
        value = r.get(t, name, key, list)
        if len(value) != count or any(type(v) is not int or not low <= v <= high for v in value):
            raise r.fail(f"{key}.{name}", f"should be {count} whole numbers from {low} to {high}")
        return tuple(value)

    def words(self, r: _Reader, t: dict[str, Any], name: str, key: str, default: Any = ...) -> tuple[str, ...]:
        value = r.get(t, name, key, list, default)
        if any(not isinstance(v, str) for v in value):
            raise r.fail(f"{key}.{name}", "should be a list of texts")
        return tuple(value)

    # --- the whole ruleset

    def load(self) -> Content:
        self.settings = settings = self.read_settings()
        dice = self.dice()
        abilities = self.abilities()
        decks = self.decks(abilities)
        vessels, soul = self.vessels()
        items = self.items()
        enemies = self.enemies()
        minions = self.minions()
        ai_cards = self.ai_cards()
        traits = self.traits()
        statuses = self.statuses()
        event_tables = self.event_tables()
        rooms = self.rooms()
        chapters = self.chapters()
        adventures = self.adventures(chapters)
        known = {
            "minion": minions, "item": items, "group": enemies, "vessel": vessels, "room": rooms, "events": event_tables,
            "legendary": {k: i for k, i in items.items() if i.source == "legendary"},
            "map": {p.stem: p for p in (self.root / "adventures").glob("*.toml")},
            "tile": self.tile_ids(),
        }
        known.update(self.map_rooms(adventures))
        for p in self.pending:
            if p.value not in known[p.kind]:
                what = "legendary item" if p.kind == "legendary" else p.kind
                raise RulesetError(p.file, p.key, f"names no known {what} {p.value!r}")
        return Content(dice, abilities, decks, vessels, soul, items, enemies, minions, ai_cards, traits,
                       statuses, event_tables, rooms, chapters, adventures, settings, dict(self.files),
                       dict(self.parsed_maps), self.tiles)

    def map_rooms(self, adventures: dict[str, Adventure]) -> dict[str, Any]:
        """The room ids of each adventure map, keyed 'room of map ID' for quest triggers to name;
        and each map adventure's deck must hold a room card for every room to be revealed."""
        if not any(a.map for a in adventures.values()):
            return {}
        tiles = self.tiles = parse_tiles(self.read(self.root / "tiles.toml"), str(self.root / "tiles.toml"))
        out: dict[str, Any] = {}
        for a in adventures.values():
            path = self.root / "adventures" / f"{a.map}.toml"
            if a.map is None or not path.exists():
                continue  # a missing map is reported with the other unknown ids
            amap = self.parsed_maps.get(a.map) or parse_adventure(self.read(path), str(path), tiles, a.map,
                                                                  check=False)  # walked in play
            self.parsed_maps[a.map] = amap
            rooms: dict[str, Any] = dict(amap.rooms)
            if amap.grow:  # rooms laid by exploration are room2, room3, ... in the order laid
                cards = [c for c in a.exploration if c not in a.quest_triggers]
                rooms.update({f"room{i}": None for i in range(2, len(cards) + 2)})
            out[f"room of map {a.map}"] = rooms
            for q in a.quest_triggers.values():
                for eff in q.effects:
                    at = eff.args[-1] if eff.verb in ("spawn", "spawn_random") and eff.args else None
                    if eff.verb == "spawn" and len(eff.args) < 2:
                        at = None
                    if at is not None and at not in SPAWN_COLOURS and at not in rooms:
                        raise RulesetError(self.files[f"campaign:{a.id}"], f"campaign.{a.id}.quest_triggers.{q.id}",
                                           f"'{eff}' spawns at {at!r}, which is neither a spawn colour "
                                           f"({', '.join(SPAWN_COLOURS)}) nor a room of map {a.map!r}")
            hidden = [r for r in amap.rooms.values() if r.id != amap.start_room and not r.visible]
            cards = [c for c in a.exploration if c not in a.quest_triggers]
            if len(cards) < len(hidden):
                raise RulesetError(self.files[f"campaign:{a.id}"], f"campaign.{a.id}.exploration",
                                   f"holds {len(cards)} room cards but the map has {len(hidden)} rooms to reveal "
                                   "(a door cannot open once the deck is empty)")
        return out

    def read_settings(self) -> Settings:
        path = self.root / "settings.toml"
        data = self.read(path)
        r = _Reader(str(path))
        r.unknown(data, set(_SETTINGS), "")
        groups: dict[str, dict[str, Any]] = {}
        for group, names in _SETTINGS.items():
            t = r.table(r.get(data, group, "", dict), group)
            r.unknown(t, set(names), group)
            groups[group] = {n: r.get(t, n, group, kind) for n, kind in names.items()}
            for n, v in groups[group].items():
                if type(v) is int and v < 0:
                    raise r.fail(f"{group}.{n}", "should not be negative")
        if groups["setup"]["starting_vessel"] not in VESSEL_KINDS:
            raise r.fail("setup.starting_vessel", f"should be one of {', '.join(VESSEL_KINDS)}")
        return Settings(**groups)

    def tile_ids(self) -> set[str]:
        path = self.root / "tiles.toml"
        return set(self.read(path).get("tiles", {})) if path.exists() else set()

    def read(self, path: Path) -> dict[str, Any]:
        """A file's tables: from the files read already when it is one of them."""
        found = self.parsed.get(path.relative_to(self.root).as_posix().removesuffix(".toml"))
        return found if found is not None else read_toml(path)

    # --- dice

    def dice(self) -> dict[str, Die]:
        out: dict[str, Die] = {}
        for r, did, t in self.tables("dice"):
            key = f"dice.{did}"
            r.unknown(t, {"name", "faces"}, key)
            if did not in DICE:
                raise r.fail(key, f"is not one of the five dice ({', '.join(DICE)})")
            raw = r.get(t, "faces", key, list)
            if len(raw) != 6:
                raise r.fail(f"{key}.faces", "a die has 6 faces")
            faces = tuple(self.face(r, f"{key}.faces[{i}]", f) for i, f in enumerate(raw))
            if did != "standard" and any(f.botch for f in faces):
                raise r.fail(f"{key}.faces", "only the Standard Die has a Botch face")
            out[did] = Die(did, r.get(t, "name", key, str), faces)
        missing = [d for d in DICE if d not in out]
        if missing:
            raise RulesetError(str(self.root / "dice.toml"), f"dice.{missing[0]}", "is missing")
        return out

    def face(self, r: _Reader, key: str, raw: Any) -> Face:
        """A face written as symbols and a number joined by '+': "2+wear", "1+plus", "botch", "-1"."""
        if not isinstance(raw, str):
            raise r.fail(key, "should be text such as \"1+plus\"")
        power, marks = 0, {"plus": 0, "star": 0, "critical": 0, "botch": 0, "wear": 0}
        for part in raw.replace(" ", "").split("+"):
            if part in marks:
                marks[part] += 1
            else:
                try:
                    power += parse_int(part)
                except EffectError:
                    raise r.fail(key, f"{part!r} is neither a number nor one of "
                                      f"{', '.join(marks)}") from None
        return Face(power, marks["plus"], marks["star"], bool(marks["critical"]), bool(marks["botch"]),
                    bool(marks["wear"]))

    # --- ability cards and decks

    def action(self, r: _Reader, t: dict[str, Any], key: str) -> Action:
        r.unknown(t, {"kind", "effects", "range", "spellcasting", "duration", "trigger"}, key)
        kind = self.choice(r, t, "kind", key, ACTION_KINDS)
        rng = self.number(r, t, "range", key, 1, 20, None) if "range" in t else None
        spell = self.number(r, t, "spellcasting", key, 1, 30) if "spellcasting" in t else None
        if kind == "spell" and spell is None:
            raise r.fail(f"{key}.spellcasting", "is missing (a spell needs the power it must roll)")
        longest = self.settings.trackers["duration_max"]
        duration = self.number(r, t, "duration", key, 1, longest) if "duration" in t else None
        if kind == "ongoing" and duration is None:
            raise r.fail(f"{key}.duration", "is missing (an ongoing action lasts a number of rounds)")
        if duration is not None and kind not in ("ongoing", "summon"):
            raise r.fail(f"{key}.duration", "only ongoing and summon actions have a duration")
        trigger = self.choice(r, t, "trigger", key, TRIGGERS) if "trigger" in t else None
        if kind == "interrupt" and trigger is None:
            raise r.fail(f"{key}.trigger", "is missing (an interrupt needs the moment it answers)")
        effects = self.effects(r, t, "effects", key)
        if not effects:
            raise r.fail(f"{key}.effects", "an action needs at least one effect")
        return Action(kind, effects, rng, spell, duration, trigger)

    def abilities(self) -> dict[str, AbilityCard]:
        out: dict[str, AbilityCard] = {}
        upgrade_of: dict[str, tuple[_Reader, str]] = {}
        for r, cid, t in self.tables("abilities"):
            key = f"abilities.{cid}"
            r.unknown(t, {"name", "upgrade_of", "initiative", "cooldown", "major", "minor"}, key)
            base = r.get(t, "upgrade_of", key, str, cid)
            if base != cid:
                upgrade_of[cid] = (r, base)
            out[cid] = AbilityCard(
                cid, r.get(t, "name", key, str), base, 0 if base == cid else 1,
                self.number(r, t, "initiative", key, 1, 99),
                self.number(r, t, "cooldown", key, 1, self.settings.trackers["cooldown_max"]),
                self.action(r, r.table(r.get(t, "major", key, dict), f"{key}.major"), f"{key}.major"),
                self.action(r, r.table(r.get(t, "minor", key, dict), f"{key}.minor"), f"{key}.minor"),
            )
        for cid, (r, base) in upgrade_of.items():
            key = f"abilities.{cid}.upgrade_of"
            if base not in out:
                raise r.fail(key, f"names no known ability card {base!r}")
            if out[base].is_upgrade:
                raise r.fail(key, f"{base!r} is itself an upgrade; upgrades go one level only")
        for cid, card in out.items():
            n = sum(1 for c in out.values() if c.base == cid and c.is_upgrade)
            if not card.is_upgrade and n != 2:
                r = _Reader(self.files[f"abilities:{cid}"])
                raise r.fail(f"abilities.{cid}", f"a base card has exactly 2 upgrades, not {n}")
        return out

    def decks(self, abilities: dict[str, AbilityCard]) -> dict[str, Deck]:
        out: dict[str, Deck] = {}
        counts: dict[str, int] = {}
        for r, did, t in self.tables("decks"):
            key = f"decks.{did}"
            r.unknown(t, {"name", "cards"}, key)
            cards = self.words(r, t, "cards", key)
            size = self.settings.setup["deck_size"]
            if len(cards) != size:
                raise r.fail(f"{key}.cards", f"a starting deck holds {size} cards (settings.toml), not {len(cards)}")
            for i, cid in enumerate(cards):
                k = f"{key}.cards[{i}]"
                if cid not in abilities:
                    raise r.fail(k, f"names no known ability card {cid!r}")
                if abilities[cid].is_upgrade:
                    raise r.fail(k, f"{cid!r} is an upgrade; starting decks hold base cards")
                counts[cid] = counts.get(cid, 0) + 1
                if counts[cid] > 2:
                    raise r.fail(k, f"{cid!r} would be a third copy across the starting decks "
                                    "(a party holds at most 2 of a card)")
            out[did] = Deck(did, r.get(t, "name", key, str), cards)
        return out

    # --- vessels

    def perk(self, r: _Reader, raw: Any, key: str) -> Perk:
        t = r.table(raw, key)
        r.unknown(t, {"id", "name", "effects"}, key)
        return Perk(r.get(t, "id", key, str, "basic"), r.get(t, "name", key, str), self.effects(r, t, "effects", key))

    def vessels(self) -> tuple[dict[str, Vessel], SoulForm]:
        out: dict[str, Vessel] = {}
        for r, vid, t in self.tables("vessels"):
            key = f"vessels.{vid}"
            r.unknown(t, {"name", "kind", "speed", "toughness", "perk", "column2", "column3", "shards"}, key)
            kind = self.choice(r, t, "kind", key, VESSEL_KINDS)
            cols: list[tuple[Perk, ...]] = []
            for col in ("column2", "column3"):
                raw = r.get(t, col, key, list, [])
                perks = tuple(self.perk(r, p, f"{key}.{col}[{i}]") for i, p in enumerate(raw))
                if kind != "peasant" and len(perks) != 2:
                    raise r.fail(f"{key}.{col}", f"a {kind} vessel has 2 perks in each column")
                cols.append(perks)
            ids = [p.id for c in cols for p in c]
            if len(set(ids)) != len(ids):
                raise r.fail(key, "perk ids must differ within a vessel")
            v = self.settings.vessels
            low, high = (v["speed_min"], v["speed_max"]) if kind == "regular" else (1, 6)
            out[vid] = Vessel(
                vid, r.get(t, "name", key, str), kind, self.number(r, t, "speed", key, low, high),
                self.ints(r, t, "toughness", key, 3, v["toughness_min"], v["toughness_max"]),  # type: ignore[arg-type]
                self.perk(r, r.get(t, "perk", key, dict), f"{key}.perk"), cols[0], cols[1],
                self.number(r, t, "shards", key, 0, 20))
        soul = self.soul()
        return out, soul

    def soul(self) -> SoulForm:
        path = self.root / "soul.toml"
        data = self.read(path)
        r = _Reader(str(path))
        t = r.table(r.get(data, "soul", "", dict), "soul")
        names = ("can_attack", "can_use_items", "can_play_major", "can_open_doors", "targetable")
        r.unknown(t, {"speed", *names}, "soul")
        return SoulForm(self.number(r, t, "speed", "soul", 1, 6), *(r.get(t, n, "soul", bool) for n in names))

    # --- items

    def items(self) -> dict[str, Item]:
        out: dict[str, Item] = {}
        for r, iid, t in self.tables("items"):
            key = f"items.{iid}"
            r.unknown(t, {"name", "tier", "source", "slot", "hands", "tags", "durability", "value",
                          "currency", "range", "reach", "effects"}, key)
            source = self.choice(r, t, "source", key, ITEM_SOURCES, "pile")
            tier = self.number(r, t, "tier", key, 0, CHAPTERS, SOUL_SHOP_TIER if source == "soul_shop" else ...)
            if (tier == 0) != (source == "improvised"):
                raise r.fail(f"{key}.tier", "tier 0 is for improvised items, and only them")
            if source == "soul_shop" and tier != SOUL_SHOP_TIER:
                raise r.fail(f"{key}.tier", f"Soul Shop items count as tier {SOUL_SHOP_TIER}")
            slot = self.choice(r, t, "slot", key, ITEM_SLOTS)
            hands = self.number(r, t, "hands", key, 1, 2) if slot == "hand" else 0
            if slot != "hand" and "hands" in t:
                raise r.fail(f"{key}.hands", "only items held in hand take hands")
            tags = self.words(r, t, "tags", key, [])
            if slot == "gear" and len(tags) != 1:
                raise r.fail(f"{key}.tags", "a gear item has one location tag")
            currency = self.choice(r, t, "currency", key, CURRENCIES,
                                   "shards" if source == "soul_shop" else "coins")
            if (currency == "shards") != (source == "soul_shop"):
                raise r.fail(f"{key}.currency", "Soul Shop items, and only they, cost Soul Shards")
            rng = self.number(r, t, "range", key, 1, 20, 0)
            out[iid] = Item(iid, r.get(t, "name", key, str), tier, source, slot, hands, tags,
                            self.number(r, t, "durability", key, 0, 10, 0), self.number(r, t, "value", key, 0, 200),
                            currency, rng, r.get(t, "reach", key, bool, False), self.effects(r, t, "effects", key))
        return out

    # --- enemies

    def stats(self, r: _Reader, t: dict[str, Any], key: str, base: EnemyStats | None) -> EnemyStats:
        r.unknown(t, {"speed", "attack", "range", "initiative", "defense", "models", "wounds", "retreat",
                      "bulky", "reach", "passive", "bones", "skull"}, key)

        def ability(name: str) -> tuple[Effect, ...]:
            if name not in t and base is not None:
                return getattr(base, name)
            return self.effects(r, t, name, key, "enemy")

        return EnemyStats(
            self.number(r, t, "speed", key, 0, 10), self.number(r, t, "attack", key, 0, 20),
            self.number(r, t, "range", key, 1, 20, 1), self.number(r, t, "initiative", key, 1, 99),
            self.number(r, t, "defense", key, 1, 10),
            self.ints(r, t, "models", key, MAX_HEROES, 1, 12),  # type: ignore[arg-type]
            self.ints(r, t, "wounds", key, MAX_HEROES, 1, 60),  # type: ignore[arg-type]
            self.number(r, t, "retreat", key, 0, 10, base.retreat if base else 0),
            r.get(t, "bulky", key, bool, base.bulky if base else False),
            r.get(t, "reach", key, bool, base.reach if base else False),
            ability("passive"), ability("bones"), ability("skull"))

    def enemies(self) -> dict[str, EnemyType]:
        out: dict[str, EnemyType] = {}
        for kind in ("enemies", "bosses"):
            for r, eid, t in self.tables(kind):
                key = f"{kind}.{eid}"
                if eid in out:
                    raise r.fail(key, "an enemy and a boss share this id")
                r.unknown(t, {"name", "chapter", "default", "nightmare", "traits_allowed"}, key)
                default = self.stats(r, r.table(r.get(t, "default", key, dict), f"{key}.default"),
                                     f"{key}.default", None)
                nightmare = self.stats(r, r.table(r.get(t, "nightmare", key, dict), f"{key}.nightmare"),
                                       f"{key}.nightmare", default)
                boss = kind == "bosses"
                out[eid] = EnemyType(eid, r.get(t, "name", key, str), self.number(r, t, "chapter", key, 1, CHAPTERS),
                                     boss, default, nightmare, r.get(t, "traits_allowed", key, bool, not boss))
        return out

    def minions(self) -> dict[str, Minion]:
        out: dict[str, Minion] = {}
        for r, mid, t in self.tables("minions"):
            key = f"minions.{mid}"
            r.unknown(t, {"name", "speed", "toughness", "effects"}, key)
            out[mid] = Minion(mid, r.get(t, "name", key, str), self.number(r, t, "speed", key, 0, 8),
                              self.number(r, t, "toughness", key, 1, 10), self.effects(r, t, "effects", key))
        return out

    def ai_cards(self) -> dict[str, AICard]:
        out: dict[str, AICard] = {}
        for r, aid, t in self.tables("ai"):
            key = f"ai.{aid}"
            r.unknown(t, {"name", "priorities", "grants", "threat", "initiative", "attack", "speed", "defense",
                          "effects"}, key)
            prio = self.words(r, t, "priorities", key)
            if not 1 <= len(prio) <= 3:
                raise r.fail(f"{key}.priorities", "an AI card lists 1 to 3 target priorities")
            for i, p in enumerate(prio):
                if p not in PRIORITIES:
                    raise r.fail(f"{key}.priorities[{i}]", f"should be one of {', '.join(PRIORITIES)}")
            grants = self.words(r, t, "grants", key, [])
            for i, g in enumerate(grants):
                if g not in GRANTS:
                    raise r.fail(f"{key}.grants[{i}]", "should be bones or skull")
            out[aid] = AICard(aid, r.get(t, "name", key, str), prio, frozenset(grants),
                              self.number(r, t, "threat", key, 1, 20),
                              *(self.number(r, t, n, key, -20, 20, 0) for n in ("initiative", "attack", "speed",
                                                                              "defense")),
                              self.effects(r, t, "effects", key, "enemy"))
        return out

    def traits(self) -> dict[str, Trait]:
        out: dict[str, Trait] = {}
        for r, tid, t in self.tables("traits"):
            key = f"traits.{tid}"
            r.unknown(t, {"name", "effects"}, key)
            effects = self.effects(r, t, "effects", key, "enemy")
            if not effects:
                raise r.fail(f"{key}.effects", "a trait needs at least one effect")
            out[tid] = Trait(tid, r.get(t, "name", key, str), effects)
        return out

    def statuses(self) -> dict[str, Status]:
        out: dict[str, Status] = {}
        for r, sid, t in self.tables("statuses"):
            key = f"statuses.{sid}"
            r.unknown(t, {"name", "enemy_cap"}, key)
            if sid not in STATUSES:
                raise r.fail(key, f"is not one of the statuses ({', '.join(STATUSES)})")
            out[sid] = Status(sid, r.get(t, "name", key, str), self.number(r, t, "enemy_cap", key, 0, 10))
        missing = [s for s in STATUSES if s not in out]
        if missing:
            raise RulesetError(str(self.root / "statuses.toml"), f"statuses.{missing[0]}", "is missing")
        return out

    # --- events, exploration, chapters and adventures

    def event_tables(self) -> dict[str, EventTable]:
        out: dict[str, EventTable] = {}
        for r, eid, t in self.tables("events"):
            key = f"events.{eid}"
            r.unknown(t, {"entries"}, key)
            entries: list[Event] = []
            expect = 1
            for i, raw in enumerate(r.get(t, "entries", key, list)):
                k = f"{key}.entries[{i}]"
                e = r.table(raw, k)
                r.unknown(e, {"totals", "name", "effects"}, k)
                low, high = self.ints(r, e, "totals", k, 2, 1, EVENT_TOTALS)
                if low != expect or high < low:
                    raise r.fail(f"{k}.totals", f"should start at {expect} and not run backwards "
                                                f"(entries cover 1 to {EVENT_TOTALS} in order)")
                expect = high + 1
                entries.append(Event(low, high, r.get(e, "name", k, str), self.effects(r, e, "effects", k, "script")))
            if expect != EVENT_TOTALS + 1:
                raise r.fail(f"{key}.entries", f"the entries stop at {expect - 1}; they must reach {EVENT_TOTALS}")
            out[eid] = EventTable(eid, tuple(entries))
        return out

    def rooms(self) -> dict[str, RoomCard]:
        out: dict[str, RoomCard] = {}
        for r, rid, t in self.tables("exploration"):
            key = f"exploration.{rid}"
            r.unknown(t, {"name", "tile", "theme"}, key)
            out[rid] = RoomCard(rid, r.get(t, "name", key, str), self.ref(r, f"{key}.tile", "tile",
                                r.get(t, "tile", key, str)), self.number(r, t, "theme", key, 1, CHAPTERS))
        return out

    def chapters(self) -> dict[int, Chapter]:
        out: dict[int, Chapter] = {}
        for r, cid, t in self.tables("chapters"):
            key = f"chapters.{cid}"
            r.unknown(t, {"name", "features"}, key)
            if cid not in {str(n) for n in range(1, CHAPTERS + 1)}:
                raise r.fail(key, f"chapters are numbered 1 to {CHAPTERS}")
            out[int(cid)] = Chapter(int(cid), r.get(t, "name", key, str), self.words(r, t, "features", key, []))
        return out

    def adventures(self, chapters: dict[int, Chapter]) -> dict[str, Adventure]:
        out: dict[str, Adventure] = {}
        for r, aid, t in self.tables("campaign"):
            key = f"campaign.{aid}"
            r.unknown(t, {"name", "chapter", "final", "map", "start_tile", "exploration", "shuffle", "enemies",
                          "events", "quest_triggers", "rewards", "failure", "legendary"}, key)
            chapter = self.number(r, t, "chapter", key, 1, CHAPTERS)
            if chapter not in chapters:
                raise r.fail(f"{key}.chapter", f"no chapter {chapter} in chapters.toml")
            amap = r.get(t, "map", key, str, None)
            start = r.get(t, "start_tile", key, str, None)
            if (amap is None) == (start is None):
                raise r.fail(key, "an adventure names either a map or a start_tile")
            if amap is not None:
                self.ref(r, f"{key}.map", "map", amap)
            if start is not None:
                self.ref(r, f"{key}.start_tile", "tile", start)
            triggers: dict[str, QuestTrigger] = {}
            for qid, raw in r.get(t, "quest_triggers", key, dict, {}).items():
                k = f"{key}.quest_triggers.{qid}"
                q = r.table(raw, k)
                r.unknown(q, {"name", "effects", "when"}, k)
                when, target = self.moment(r, q, k, amap)
                triggers[qid] = QuestTrigger(qid, r.get(q, "name", k, str), self.effects(r, q, "effects", k, "script"),
                                             when, target)
            exploration = self.words(r, t, "exploration", key, [])
            exploration = tuple(self.deck_entry(r, f"{key}.exploration[{i}]", cid, triggers)
                                for i, cid in enumerate(exploration))
            enemies = self.words(r, t, "enemies", key)
            if not enemies:
                raise r.fail(f"{key}.enemies", "an adventure needs an enemy set")
            for i, eid in enumerate(enemies):
                self.ref(r, f"{key}.enemies[{i}]", "group", eid)
            legendary = r.get(t, "legendary", key, str, None)
            if legendary is not None:
                self.ref(r, f"{key}.legendary", "legendary", legendary)
            out[aid] = Adventure(
                aid, r.get(t, "name", key, str), chapter, r.get(t, "final", key, bool, False), amap, start,
                exploration, r.get(t, "shuffle", key, bool, False), enemies,
                self.ref(r, f"{key}.events", "events", r.get(t, "events", key, str)), triggers,
                self.effects(r, t, "rewards", key, "script"), self.effects(r, t, "failure", key, "script"), legendary)
            for eff in out[aid].rewards + tuple(e for q in triggers.values() for e in q.effects):
                if eff.verb == "quest_trigger" and eff.args[0] not in triggers:
                    raise r.fail(key, f"effect {str(eff)!r} names no quest trigger of this adventure")
        return out

    def deck_entry(self, r: _Reader, key: str, entry: str, triggers: dict[str, QuestTrigger]) -> str:
        """A room card id, a quest trigger id, or 'theme N' (kept as 'theme:N')."""
        words = entry.split()
        if len(words) == 2 and words[0] == "theme":
            if words[1] not in {str(n) for n in range(1, CHAPTERS + 1)}:
                raise r.fail(key, f"'theme N' needs a chapter number 1 to {CHAPTERS}")
            return f"theme:{words[1]}"
        if entry not in triggers:
            self.ref(r, key, "room", entry)
        return entry

    def moment(self, r: _Reader, q: dict[str, Any], key: str, amap: str | None) -> tuple[str, str | int | None]:
        """A quest trigger's `when`: draw, reveal ROOM, defeat GROUP or round N."""
        words = r.get(q, "when", key, str, "draw").split()
        k = f"{key}.when"
        if not words or words[0] not in QUEST_MOMENTS:
            raise r.fail(k, f"should start with one of {', '.join(QUEST_MOMENTS)}")
        if words[0] == "draw":
            if len(words) != 1:
                raise r.fail(k, "'draw' takes nothing after it")
            return "draw", None
        if len(words) != 2:
            raise r.fail(k, f"should be '{words[0]} {'N' if words[0] == 'round' else 'ID'}'")
        if words[0] == "round":
            try:
                return "round", parse_int(words[1])
            except EffectError:
                raise r.fail(k, f"{words[1]!r} should be a round number") from None
        if words[0] == "defeat":
            return "defeat", self.ref(r, k, "group", words[1])
        if amap is None:
            raise r.fail(k, "'reveal' needs the adventure to name a map")
        return "reveal", self.ref(r, k, f"room of map {amap}", words[1])

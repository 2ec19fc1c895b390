"""What the engine reads of the printed content: dice, ability cards, weapons, vessels, enemy
reference cards, AI cards and each adventure's plan (enemy set, event table, win condition).

This is the engine's side of the content seam: typed, read-only records built once per ruleset.
The rules modules read only these records, so where the TOML comes from (and who checks it
in depth) can change without touching a rule.  A missing or ill-typed field is refused with a
RulesetError naming the file and the key.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...core.dice import Die
from ...core.ruleset import Ruleset, RulesetError
from . import maps

DICE = ("standard", "power", "blessing", "cursed", "enhancement")
ACTION_KINDS = ("attack", "move", "heal", "guard", "none")
PRIORITIES = ("closest", "furthest", "previous", "lowest_initiative", "most_unwounded", "most_scratched",
              "most_wounded")
EVENT_KINDS = ("calm", "threat", "spawn")
WIN_KINDS = ("clear",)


@dataclass(frozen=True)
class Action:
    """One half of an ability card: what its major or minor action does."""

    kind: str  # one of ACTION_KINDS
    dice: dict[str, int] = field(default_factory=dict)  # bonus dice for an attack or a guard
    mp: int = 0  # a move: the new movement action's points
    amount: int = 0  # a heal: scratches removed
    ongoing: int = 0  # a major that stays on the effects tracker this many rounds


@dataclass(frozen=True)
class Ability:
    id: str
    name: str
    initiative: int
    cooldown: int
    major: Action
    minor: Action


@dataclass(frozen=True)
class Weapon:
    id: str
    name: str
    range: int  # 1: melee
    ranged: bool
    dice: dict[str, int]


@dataclass(frozen=True)
class VesselCard:
    id: str
    name: str
    speed: int
    toughness: tuple[int, int, int]


@dataclass(frozen=True)
class Kit:
    """A hero's starting ability deck, vessel and weapon."""

    abilities: tuple[str, ...]
    vessel: str
    weapon: str


@dataclass(frozen=True)
class EnemyRef:
    id: str
    name: str
    speed: int
    attack: int
    range: int  # 0: melee only
    initiative: int
    defence: int
    models: tuple[int, ...]  # by hero count 1..4
    wounds: tuple[int, ...]  # maximum wounds per model, by hero count


@dataclass(frozen=True)
class AiCard:
    id: str
    priorities: tuple[str, ...]
    initiative: int
    threat: int
    attack: int = 0
    speed: int = 0


@dataclass(frozen=True)
class EventEntry:
    at: int  # the lowest d10 + threat total that gives this entry
    kind: str  # one of EVENT_KINDS
    amount: int = 0


@dataclass(frozen=True)
class Plan:
    """An adventure's rules beside its map."""

    id: str
    enemies: tuple[str, ...]
    events: tuple[EventEntry, ...]
    win: str


@dataclass(frozen=True)
class Printed:
    dice: dict[str, Die]
    abilities: dict[str, Ability]
    weapons: dict[str, Weapon]
    vessels: dict[str, VesselCard]
    soul_speed: int
    kits: tuple[Kit, ...]
    enemies: dict[str, EnemyRef]
    ai_cards: dict[str, AiCard]
    plans: dict[str, Plan]
    tiles: dict[str, maps.Tile]
    maps: dict[str, maps.AdventureMap]


def load(ruleset: Ruleset) -> Printed:
    return ruleset.derived("soulless_vessel.printed", lambda: _build(ruleset))


class _Read:
    def __init__(self, ruleset: Ruleset, stem: str) -> None:
        self.file = str(ruleset.folder / f"{stem}.toml")
        data = ruleset.get(stem)
        if data is None:
            raise RulesetError(self.file, "", "is missing")
        self.data: dict[str, Any] = data

    def fail(self, key: str, problem: str) -> RulesetError:
        return RulesetError(self.file, key, problem)

    def get(self, table: dict[str, Any], name: str, key: str, kind: type, default: Any = ...) -> Any:
        full = f"{key}.{name}" if key else name
        if name not in table:
            if default is ...:
                raise self.fail(full, "is missing")
            return default
        v = table[name]
        if kind is int and isinstance(v, bool) or not isinstance(v, kind):
            raise self.fail(full, f"should be {kind.__name__}, not {v!r}")
        return v

    def tables(self, name: str) -> dict[str, dict[str, Any]]:
        t = self.get(self.data, name, "", dict)
        for k, v in t.items():
            if not isinstance(v, dict):
                raise self.fail(f"{name}.{k}", "should be a table")
        return t

    def dice(self, table: dict[str, Any], key: str) -> dict[str, int]:
        d = self.get(table, "dice", key, dict, {})
        for die, n in d.items():
            if die not in DICE:
                raise self.fail(f"{key}.dice.{die}", f"no such die (dice: {', '.join(DICE)})")
            if not isinstance(n, int) or n < 0:
                raise self.fail(f"{key}.dice.{die}", "should be a whole number of dice")
        return dict(d)

    def choice(self, table: dict[str, Any], name: str, key: str, choices: tuple[str, ...]) -> str:
        v = self.get(table, name, key, str)
        if v not in choices:
            raise self.fail(f"{key}.{name}", f"should be one of {', '.join(choices)}, not {v!r}")
        return v

    def counts(self, table: dict[str, Any], name: str, key: str) -> tuple[int, ...]:
        v = self.get(table, name, key, list)
        if len(v) != maps.MAX_HEROES or not all(isinstance(n, int) and n > 0 for n in v):
            raise self.fail(f"{key}.{name}", f"should list {maps.MAX_HEROES} whole numbers, one per hero count")
        return tuple(v)


def _action(r: _Read, raw: Any, key: str) -> Action:
    if not isinstance(raw, dict):
        raise r.fail(key, "should be a table")
    return Action(r.choice(raw, "kind", key, ACTION_KINDS), r.dice(raw, key), r.get(raw, "mp", key, int, 0),
                  r.get(raw, "amount", key, int, 0), r.get(raw, "ongoing", key, int, 0))


def _build(ruleset: Ruleset) -> Printed:
    rd = _Read(ruleset, "dice")
    dice = {}
    for name in DICE:
        t = rd.get(rd.tables("dice"), name, "dice", dict)
        dice[name] = Die.from_data(name, rd.get(t, "faces", f"dice.{name}", list))
    r = _Read(ruleset, "content")
    abilities = {}
    for aid, t in r.tables("abilities").items():
        k = f"abilities.{aid}"
        abilities[aid] = Ability(aid, r.get(t, "name", k, str), r.get(t, "initiative", k, int),
                                 r.get(t, "cooldown", k, int), _action(r, t.get("major"), f"{k}.major"),
                                 _action(r, t.get("minor"), f"{k}.minor"))
    weapons = {wid: Weapon(wid, r.get(t, "name", f"weapons.{wid}", str), r.get(t, "range", f"weapons.{wid}", int),
                           r.get(t, "ranged", f"weapons.{wid}", bool, False), r.dice(t, f"weapons.{wid}"))
               for wid, t in r.tables("weapons").items()}
    vessels = {}
    for vid, t in r.tables("vessels").items():
        k = f"vessels.{vid}"
        rows = r.get(t, "toughness", k, list)
        if len(rows) != 3 or not all(isinstance(n, int) and n > 0 for n in rows):
            raise r.fail(f"{k}.toughness", "should list 3 whole numbers, one per scratch row")
        vessels[vid] = VesselCard(vid, r.get(t, "name", k, str), r.get(t, "speed", k, int), tuple(rows))
    soul = r.get(r.data, "soul", "", dict)
    kits = []
    for i, t in enumerate(r.get(r.data, "kits", "", list)):
        k = f"kits[{i}]"
        kit = Kit(tuple(r.get(t, "abilities", k, list)), r.get(t, "vessel", k, str), r.get(t, "weapon", k, str))
        for a in kit.abilities:
            if a not in abilities:
                raise r.fail(f"{k}.abilities", f"no ability {a!r}")
        if kit.vessel not in vessels:
            raise r.fail(f"{k}.vessel", f"no vessel {kit.vessel!r}")
        if kit.weapon not in weapons:
            raise r.fail(f"{k}.weapon", f"no weapon {kit.weapon!r}")
        kits.append(kit)
    if len(kits) < maps.MAX_HEROES:
        raise r.fail("kits", f"needs a starting kit for each of {maps.MAX_HEROES} heroes")
    enemies = {}
    for eid, t in r.tables("enemies").items():
        k = f"enemies.{eid}"
        enemies[eid] = EnemyRef(eid, r.get(t, "name", k, str), r.get(t, "speed", k, int), r.get(t, "attack", k, int),
                                r.get(t, "range", k, int, 0), r.get(t, "initiative", k, int),
                                r.get(t, "defence", k, int), r.counts(t, "models", k), r.counts(t, "wounds", k))
        if enemies[eid].defence <= 0:
            raise r.fail(f"{k}.defence", "should be at least 1")
    ai_cards = {}
    for cid, t in r.tables("ai_cards").items():
        k = f"ai_cards.{cid}"
        pr = tuple(r.get(t, "priorities", k, list))
        for p in pr:
            if p not in PRIORITIES:
                raise r.fail(f"{k}.priorities", f"no priority {p!r} (priorities: {', '.join(PRIORITIES)})")
        ai_cards[cid] = AiCard(cid, pr[:3], r.get(t, "initiative", k, int), r.get(t, "threat", k, int),
                               r.get(t, "attack", k, int, 0), r.get(t, "speed", k, int, 0))
    if not ai_cards:
        raise r.fail("ai_cards", "needs at least one AI card")
    tiles = maps.parse_tiles(ruleset["tiles"], str(ruleset.folder / "tiles.toml"))
    adventure_maps = {}
    for stem, data in ruleset.files.items():
        if stem.startswith("adventures/"):
            aid = stem.split("/", 1)[1]
            adventure_maps[aid] = maps.parse_adventure(data, str(ruleset.folder / f"{stem}.toml"), tiles, aid)
    plans = {}
    for pid, t in r.tables("adventures").items():
        k = f"adventures.{pid}"
        if pid not in adventure_maps:
            raise r.fail(k, f"no map adventures/{pid}.toml")
        foes = tuple(r.get(t, "enemies", k, list))
        for e in foes:
            if e not in enemies:
                raise r.fail(f"{k}.enemies", f"no enemy {e!r}")
        events = []
        for i, e in enumerate(r.get(t, "events", k, list)):
            ek = f"{k}.events[{i}]"
            events.append(EventEntry(r.get(e, "at", ek, int), r.choice(e, "kind", ek, EVENT_KINDS),
                                     r.get(e, "amount", ek, int, 0)))
        if not events:
            raise r.fail(f"{k}.events", "needs at least one entry")
        plans[pid] = Plan(pid, foes, tuple(sorted(events, key=lambda e: e.at)), r.choice(t, "win", k, WIN_KINDS))
    return Printed(dice, abilities, weapons, vessels, r.get(soul, "speed", "soul", int), tuple(kits), enemies,
                   ai_cards, plans, tiles, adventure_maps)

"""What the engine reads of the printed content: dice, ability cards, weapons, vessels, enemy
reference cards, AI cards and each adventure's plan (enemy set, event table, exploration deck,
quest triggers, win condition).

This is the engine's side of the content seam: typed, read-only records built once per ruleset.
The rules modules read only these records.  They come from the game's content (content.py,
which checks the cards in depth) by `from_content`; a ruleset folder holding a single
`content.toml` instead is read by `_build_simple`, the small format the engine's rule tests
use to lay out exact situations.  Effects the engine does not play yet become kind
"unsupported" (a major action refused with that reason) so nothing pretends to work.
"""

from __future__ import annotations

from dataclasses import field
from typing import Any

from ...core.dice import Die, Face
from ...core.records import record
from ...core.ruleset import Ruleset, RulesetError
from . import maps

DICE = ("standard", "power", "blessing", "cursed", "enhancement")
Do = tuple[str, tuple[Any, ...]]  # one effect: verb and arguments, as the content parsed it
ACTION_KINDS = ("attack", "spell", "move", "heal", "guard", "interrupt", "summon", "rally", "bellow", "none",
                "unsupported")
# the moments the engine offers interrupts at
INTERRUPTS = ("when_attacked", "when_ally_attacked", "when_enemy_moves_adjacent")
PRIORITIES = ("closest", "furthest", "previous", "lowest_initiative", "most_unwounded", "most_scratched",
              "most_wounded")
EVENT_KINDS = ("calm", "threat", "spawn")
WIN_KINDS = ("clear", "triggers")


Do = tuple[str, tuple[Any, ...]]  # one effect: verb and arguments, as the content parsed it


@record
class Spend:
    """A spending option: pay `cost` Plus (a Star may stand in) or, with `star`, Stars only, from a
    roll of kind `roll`, for the effects in `does` (VS-DICE-10..14)."""

    cost: int
    star: bool
    roll: str  # attack, defense or spell
    does: tuple[Do, ...]


@record
class Action:
    """One half of an ability card: what its major or minor action does."""

    kind: str  # one of ACTION_KINDS
    dice: dict[str, int] = field(default_factory=dict)  # bonus dice for an attack or a guard
    mp: int = 0  # a move: the new movement action's points
    amount: int = 0  # a heal: scratches removed
    ongoing: int = 0  # a major that stays on the effects tracker this many rounds
    range: int = 0  # an attack with its own range (1: melee); 0: the weapon's
    spell: int = 0  # a spell: the power its spellcasting roll needs
    damage: dict[str, int] = field(default_factory=dict)  # a spell's damage roll against the chosen enemy
    whom: str = "self"  # who a spell's healing reaches: "self", "ally" (chosen, another hero) or "room"
    # (every ally in the caster's room); an interrupt's "adjacent": only for an ally next to the hero
    trigger: str = ""  # an interrupt: the moment it may be played from hand (one of INTERRUPTS)
    statuses: tuple[tuple[str, int], ...] = ()  # an attack: statuses it puts on its target
    knockback: int = 0  # an attack: squares its target is then knocked back
    pull: int = 0  # an attack: squares its target is then pulled in
    removes: tuple[str, ...] = ()  # a heal: statuses it also takes off the hero
    mends: bool = False  # a heal: it also takes a wound off (the last covered row reopens)
    firm: bool = False  # an interrupt: the attack it answers deals no minimum scratch
    summons: tuple[str, ...] = ()  # a summon: the minions it calls up, for as long as it is ongoing
    minion_bonus: tuple[tuple[str, int], ...] = ()  # a summon: (stat, n) added to its minions
    nimble: bool = False  # a move: the movement action ignores difficult terrain (VS-TERR-08)
    slippery: bool = False  # a move: the movement action makes no attack-of-opportunity check (VS-AOO-10)
    what: str = ""  # for an unsupported action: what it would do, for the refusal
    spend: tuple[Spend, ...] = ()  # the card's own spending options
    extra: int = 0  # an attack: this many more enemies hit as hard as its target (hit_additional)
    multiple: str = ""  # an attack: every other enemy "adjacent" to the hero or in its "room" is hit as hard
    weapon: str = ""  # an attack made with this only: "fist" (unarmed) or "rock" (Throw Rock)
    ignore_botch: bool = False  # a Botch on its roll counts as a blank face (VS-DICE-09)
    block: int = 0  # an interrupt: scratches it takes off the attack, minimum included (VS-DEF-03)
    offhand: bool = False  # an attack: the other hand then strikes the target too (a fist if it is free)
    area: str = ""  # a spell aimed at a square: "blast" (the template) or "line" (area_n squares long)
    area_n: int = 0
    rush: int = 0  # an attack: movement points spent on the way to the target first
    then_move: int = 0  # an attack: a movement action of this many points once it is over
    cools: int = 0  # a move: the cooldown tracker also moves down this many steps
    free: bool = False  # an attack made as a free attack: a weapon in hand, no dice from the card
    immune: tuple[str, ...] = ()  # a ward: statuses its ally cannot suffer while it holds
    power: int = 0  # a bellow: attack power it adds for every ally in the room
    shortens: tuple[tuple[str, int], ...] = ()  # a minor: (status, n) taken off the hero's duration
    stance: dict[str, int] = field(default_factory=dict)  # an attack: defence dice the hero keeps till its next turn


@record
class Ability:
    id: str
    name: str
    initiative: int
    cooldown: int
    major: Action
    minor: Action


@record
class Weapon:
    id: str
    name: str
    range: int  # 1: melee
    ranged: bool
    dice: dict[str, int]
    hands: int = 1  # 2: it fills both hand slots (VS-ATK-12)
    reach: bool = False  # melee that strikes at range 2 and is still melee (VS-ATK-11)
    spend: tuple[Spend, ...] = ()  # its spending options, used only on attacks made with it (VS-DICE-14)


@record
class VesselCard:
    id: str
    name: str
    speed: int
    toughness: tuple[int, int, int]
    kind: str = "regular"  # regular vessels are the ones found in the dungeon
    shards: int = 0  # Soul Shards an extraction gives (VS-VES-06)
    perk: tuple[Any, ...] = ()  # the basic perk's effects, always on (VS-VES-05)
    unlockable: tuple[tuple[str, tuple[Any, ...]], ...] = ()  # column-2 and -3 perks: (id, effects)
    perk_names: tuple[tuple[str, str, int], ...] = ()  # (id, name, column) of each perk, "basic" the basic one


@record
class Kit:
    """A hero's starting ability deck, vessel and weapon ('': dealt at random from the starting ones)."""

    abilities: tuple[str, ...]
    vessel: str = ""
    weapon: str = ""


@record
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
    retreat: int = 0  # Retreat (N): points of a move away after attacking
    passive: tuple[Do, ...] = ()  # always on (VS-ENEMY-03)
    bones: tuple[Do, ...] = ()  # on in a round its AI card grants Bones (VS-ENEMY-04)
    skull: tuple[Do, ...] = ()  # ... or Skull
    bulky: bool = False  # its models fill a 2x2 block (VS-BULKY-01)


@record
class MinionRef:
    """A minion card: its speed, single toughness, and the dice its effects add to its melee
    attack and its defence (VS-MINION-01, VS-MINION-04)."""

    id: str
    name: str
    speed: int
    toughness: int
    attack: dict[str, int] = field(default_factory=dict)
    defence: dict[str, int] = field(default_factory=dict)
    reach: int = 1  # 2 with Reach
    slippery: bool = False
    round_heal: int = 0  # scratches it heals on each hero next to it as a round starts (Lantern Sprite)
    fall_xp: int = 0  # Soul XP its controller gains when it falls (Lost Pilgrim)


@record
class AiCard:
    id: str
    priorities: tuple[str, ...]
    initiative: int
    threat: int
    attack: int = 0
    speed: int = 0
    grants: frozenset[str] = frozenset()  # "bones", "skull": the group's abilities on this round




@record
class EventEntry:
    at: int  # the lowest d10 + threat total that gives this entry
    name: str
    effects: tuple[Do, ...]


@record
class QuestTrigger:
    id: str
    when: str  # "draw", "reveal", "defeat" or "round"
    target: str | int | None
    effects: tuple[Do, ...]


@record
class Plan:
    """An adventure's rules beside its map."""

    id: str
    enemies: tuple[str, ...]
    events: tuple[EventEntry, ...]
    win: str  # "clear": every room open and no enemy left; "triggers": a quest trigger says so
    exploration: tuple[str, ...] = ()  # top card LAST: room card ids or quest trigger ids
    triggers: dict[str, QuestTrigger] = field(default_factory=dict)
    rooms: dict[str, str] = field(default_factory=dict)  # room card id -> tile
    map: str = ""  # the adventure map's id (adventures/<map>.toml); the plan's own id by default
    themes: dict[str, int] = field(default_factory=dict)  # room card id -> its theme (chapter)

    @property
    def map_id(self) -> str:
        return self.map or self.id


@record
class Printed:
    dice: dict[str, Die]
    abilities: dict[str, Ability]
    weapons: dict[str, Weapon]
    vessels: dict[str, VesselCard]
    soul_speed: int
    kits: tuple[Kit, ...]
    starting_vessels: tuple[str, ...]
    starting_weapons: tuple[str, ...]
    enemies: dict[str, EnemyRef]
    ai_cards: dict[str, AiCard]
    plans: dict[str, Plan]
    status_caps: dict[str, int]  # most tokens of each status an enemy model holds (0: none)
    tiles: dict[str, maps.Tile]
    maps: dict[str, maps.AdventureMap]
    nightmare: dict[str, EnemyRef] = field(default_factory=dict)  # the Nightmare sides (VS-DIFF-03)
    traits: dict[str, TraitCard] = field(default_factory=dict)  # the Trait pile's cards
    traitless: frozenset[str] = frozenset()  # groups that never take Traits: bosses (VS-ENEMY-11)
    minions: dict[str, MinionRef] = field(default_factory=dict)


@record
class TraitCard:
    """A Trait as the engine plays it: changes to the group's reference values, and the effects
    it does not play yet (shown as such)."""

    id: str
    name: str
    mods: tuple[tuple[str, int], ...]  # (stat, change): a STATS value of effects.py, or reach
    unplayed: tuple[str, ...] = ()
    passive: tuple[Do, ...] = ()  # effects that join the group's passive ability (always on)
    threat: int = 0  # threat the party gains when a group takes it
    on_defeat: tuple[Do, ...] = ()  # what the group gains each time one of its models falls (Vengeful)


def load(ruleset: Ruleset) -> Printed:
    if "content" in ruleset.files:
        return ruleset.derived("soulless_vessel.printed", lambda: _build_simple(ruleset))
    return ruleset.derived("soulless_vessel.printed", lambda: from_content(ruleset))


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
    damage = r.dice({"dice": r.get(raw, "damage", key, dict, {})}, f"{key}.damage")
    return Action(r.choice(raw, "kind", key, ACTION_KINDS), r.dice(raw, key), r.get(raw, "mp", key, int, 0),
                  r.get(raw, "amount", key, int, 0), r.get(raw, "ongoing", key, int, 0), r.get(raw, "range", key, int, 0),
                  r.get(raw, "spell", key, int, 0), damage, r.choice(raw, "whom", key, ("self", "ally"))
                  if "whom" in raw else "self", r.choice(raw, "trigger", key, INTERRUPTS) if "trigger" in raw else "",
                  knockback=r.get(raw, "knockback", key, int, 0), pull=r.get(raw, "pull", key, int, 0),
                  statuses=tuple((k, int(v)) for k, v in r.get(raw, "statuses", key, dict, {}).items()),
                  removes=tuple(r.get(raw, "removes", key, list, [])),
                  spend=_read_spends(r, raw, key, "attack" if raw.get("kind") == "attack" else "spell"),
                  extra=r.get(raw, "extra", key, int, 0), multiple=r.get(raw, "multiple", key, str, ""),
                  weapon=r.get(raw, "weapon", key, str, ""), ignore_botch=r.get(raw, "ignore_botch", key, bool, False),
                  block=r.get(raw, "block", key, int, 0),
                  summons=tuple(r.get(raw, "summon", key, list, [])),
                  nimble=r.get(raw, "nimble", key, bool, False), slippery=r.get(raw, "slippery", key, bool, False),
                  area=r.get(raw, "area", key, str, ""), area_n=r.get(raw, "area_n", key, int, 0),
                  offhand=r.get(raw, "offhand", key, bool, False))


def _read_spends(r: _Read, raw: dict[str, Any], key: str, roll: str) -> tuple[Spend, ...]:
    """Spending options written as effect lines ("on_plus 1: apply weaken 1")."""
    from .effects import EffectError, parse_effect

    out = []
    for i, line in enumerate(r.get(raw, "spend", key, list, [])):
        try:
            e = parse_effect(str(line), "hero")
        except EffectError as err:
            raise r.fail(f"{key}.spend[{i}]", str(err)) from None
        if e.verb not in ("on_plus", "on_star"):
            raise r.fail(f"{key}.spend[{i}]", "should be an on_plus or on_star spending option")
        out.append(spend_of(e, roll))
    return tuple(out)


def spend_of(e: Any, roll: str) -> Spend:
    """An on_plus/on_star effect as a spending option; with no roll kind named, the card's own."""
    return Spend(int(e.args[0]), e.verb == "on_star", str(e.args[1]) if len(e.args) > 1 else roll,
                 tuple((b.verb, tuple(b.args)) for b in e.body))


def _effect_lines(r: _Read, t: dict[str, Any], part: str, key: str) -> tuple[Do, ...]:
    """An enemy ability of the test format: effect lines as the content writes them."""
    from .effects import EffectError, parse_effect

    out = []
    for i, line in enumerate(r.get(t, part, key, list, [])):
        try:
            e = parse_effect(str(line), "enemy")
        except EffectError as exc:
            raise r.fail(f"{key}.{part}[{i}]", str(exc)) from None
        out.append((e.verb, tuple(e.args)))
    return tuple(out)


def _face(raw: Any) -> Face:
    """A face written "2+wear" (a number and symbols joined by '+') or as a table."""
    if isinstance(raw, dict):
        return Face(str(raw.get("label", "")), int(raw.get("value", 0)), tuple(raw.get("symbols", ())))
    value, symbols = 0, []
    for part in str(raw).split("+"):
        if part.lstrip("-").isdigit():
            value = int(part)
        elif part:
            symbols.append(part)
    return Face(str(raw), value, tuple(symbols))


def _build_simple(ruleset: Ruleset) -> Printed:
    rd = _Read(ruleset, "dice")
    dice = {}
    for name in DICE:
        t = rd.get(rd.tables("dice"), name, "dice", dict)
        dice[name] = Die(name, tuple(_face(f) for f in rd.get(t, "faces", f"dice.{name}", list)))
    r = _Read(ruleset, "content")
    abilities = {}
    for aid, t in r.tables("abilities").items():
        k = f"abilities.{aid}"
        abilities[aid] = Ability(aid, r.get(t, "name", k, str), r.get(t, "initiative", k, int),
                                 r.get(t, "cooldown", k, int), _action(r, t.get("major"), f"{k}.major"),
                                 _action(r, t.get("minor"), f"{k}.minor"))
    weapons = {}
    for wid, t in r.tables("weapons").items():
        k = f"weapons.{wid}"
        reach = r.get(t, "reach", k, bool, False)
        weapons[wid] = Weapon(wid, r.get(t, "name", k, str), max(r.get(t, "range", k, int), 2 if reach else 1),
                              r.get(t, "ranged", k, bool, False), r.dice(t, k), r.get(t, "hands", k, int, 1),
                              reach, _read_spends(r, t, k, "attack"))
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
                                r.get(t, "defence", k, int), r.counts(t, "models", k), r.counts(t, "wounds", k),
                                r.get(t, "retreat", k, int, 0), *(_effect_lines(r, t, part, k)
                                                                 for part in ("passive", "bones", "skull")),
                                bulky=r.get(t, "bulky", k, bool, False))
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
                               r.get(t, "attack", k, int, 0), r.get(t, "speed", k, int, 0),
                               frozenset(r.get(t, "grants", k, list, [])))
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
            kind = r.choice(e, "kind", ek, EVENT_KINDS)
            does: tuple[Do, ...] = {"calm": (), "threat": (("threat", (r.get(e, "amount", ek, int, 0),)),),
                                    "spawn": (("spawn_random", ()),)}[kind]
            events.append(EventEntry(r.get(e, "at", ek, int), kind, does))
        if not events:
            raise r.fail(f"{k}.events", "needs at least one entry")
        plans[pid] = Plan(pid, foes, tuple(sorted(events, key=lambda e: e.at)), r.choice(t, "win", k, WIN_KINDS))
    caps = {k: int(v) for k, v in r.get(r.data, "statuses", "", dict, {}).items()}
    minions = {}
    for mid, t in r.get(r.data, "minions", "", dict, {}).items():
        k = f"minions.{mid}"
        minions[mid] = MinionRef(mid, r.get(t, "name", k, str), r.get(t, "speed", k, int), r.get(t, "toughness", k, int),
                                 r.dice({"dice": r.get(t, "attack", k, dict, {})}, f"{k}.attack"),
                                 r.dice({"dice": r.get(t, "defence", k, dict, {})}, f"{k}.defence"),
                                 r.get(t, "reach", k, int, 1), r.get(t, "slippery", k, bool, False))
    for a in abilities.values():
        for m in a.major.summons:
            if m not in minions:
                raise r.fail(f"abilities.{a.id}.major.summon", f"no minion {m!r}")
    return Printed(dice, abilities, weapons, vessels, r.get(soul, "speed", "soul", int), tuple(kits), (), (),
                   enemies, ai_cards, plans, caps, tiles, adventure_maps, minions=minions)


# ----- the game's content (content.py), read into the engine's records


def _dice_of(effects: Any, roll: str | None) -> dict[str, int]:
    """Dice an effect list adds: `add_dice DIE N` for the action's own roll (roll None) or a kind."""
    out: dict[str, int] = {}
    for e in effects:
        if e.verb == "add_dice":
            die, n = e.args[0], e.args[1]
            kind = e.args[2] if len(e.args) > 2 else None
            if kind == roll:
                out[die] = out.get(die, 0) + int(n)
    return out


def _first(effects: Any, verb: str) -> int | None:
    for e in effects:
        if e.verb == verb:
            return int(e.args[0]) if e.args else 0
    return None


def _minor_action(a: Any) -> Action:
    """A minor action: the card returns to hand and cools the others in any case; its own effect is a
    move, healing, or a utility (a block held for the next attack, more cooldown steps, a status
    shortened on the hero).  One the engine does not know does nothing more."""
    effects = a.effects
    verbs = {e.verb for e in effects}
    if a.kind == "utility" and verbs & {"block", "reduce_cooldowns", "reduce_duration"} \
            and verbs <= {"self", "block", "reduce_cooldowns", "reduce_duration"}:
        return Action("utility", what="; ".join(str(e) for e in effects), block=_first(effects, "block") or 0,
                      cools=_first(effects, "reduce_cooldowns") or 0,
                      shortens=tuple((str(e.args[0]), int(e.args[1]) if len(e.args) > 1 else 1) for e in effects
                                     if e.verb == "reduce_duration"))
    out = _content_action(a)
    return Action("none", what=out.what) if out.kind == "unsupported" else out


def _content_action(a: Any) -> Action:
    """The engine's reading of a content action: what it plays now, or 'unsupported' with why."""
    effects = a.effects
    words = "; ".join(str(e) for e in effects)
    verbs = {e.verb for e in effects}
    # spending options (on_plus, on_star) are the player's to use or not: an attack played without
    # them is still played by the rules
    hits = {"attack", "unarmed_attack", "throw_rock", "free_attack"}
    order = [e.verb for e in effects]
    rush = "move" in verbs and verbs & hits and order.index("move") < min(order.index(h) for h in verbs & hits)
    after = "move" in verbs and verbs & hits and not rush  # a move after the blow: the hero gets away
    multiple = "adjacent" if {"adjacent", "hit_multiple"} <= verbs else \
        "room" if {"all_in_room", "hit_multiple"} <= verbs else ""
    # a move card whose points take the hero to its blow (Tumble and Cut, Slip and Strike) is a rush
    if (a.kind == "attack" or a.kind == "move" and rush) and len(verbs & hits) == 1 and verbs <= {
            *hits, "add_dice", "on_plus", "on_star", "melee", "range", "reach", "apply", "knockback", "pull",
            *(("move", "slippery") if rush or after else ()),
            "hit_additional", "ignore_botch", "offhand_attack", *((multiple.replace("room", "all_in_room"), "hit_multiple")
                                                if multiple else ())}:
        applied = tuple((str(e.args[0]), int(e.args[1]) if len(e.args) > 1 else 1) for e in effects
                        if e.verb == "apply")
        weapon = "rock" if "throw_rock" in verbs else "fist" if "unarmed_attack" in verbs else ""
        return Action("attack", _dice_of(effects, None), range=a.range or 0, what=words, statuses=applied,
                      knockback=_first(effects, "knockback") or 0, pull=_first(effects, "pull") or 0,
                      spend=tuple(spend_of(e, "attack") for e in effects if e.verb in ("on_plus", "on_star")),
                      extra=_first(effects, "hit_additional") or 0, multiple=multiple, weapon=weapon,
                      ignore_botch="ignore_botch" in verbs, offhand="offhand_attack" in verbs,
                      rush=(_first(effects, "move") or 0) if rush else 0,
                      then_move=(_first(effects, "move") or 0) if after else 0, slippery="slippery" in verbs,
                      free="free_attack" in verbs, stance=_dice_of(effects, "defense"))
    if a.kind == "move" and _first(effects, "move") is not None and verbs <= {"move", "self"}:
        return Action("move", mp=_first(effects, "move") or 0, what=words)
    tend = {"heal_scratches", "remove", "remove_wound"}
    if a.kind == "utility" and verbs & tend and (verbs <= {"self", *tend} and "heal_scratches" in verbs
                                                 or verbs <= {"adjacent", "ally", *tend} and "ally" in verbs):
        # on the hero itself, or on an ally hero (next to it, or any in sight), chosen as the target
        return Action("heal", amount=_first(effects, "heal_scratches") or 0, what=words, range=a.range or 0,
                      whom="adjacent" if "adjacent" in verbs else "ally" if "ally" in verbs else "self",
                      mends="remove_wound" in verbs,
                      removes=tuple(str(e.args[0]) for e in effects if e.verb == "remove"))
    if a.kind == "ongoing" and verbs <= {"self", "add_dice", "on_plus", "on_star"} and _dice_of(effects, "defense"):
        # a guard: its dice, and its defence spending options (Thorned Bulwark), while it is ongoing
        return Action("guard", _dice_of(effects, "defense"), ongoing=a.duration or 1, what=words,
                      spend=tuple(spend_of(e, "defense") for e in effects if e.verb in ("on_plus", "on_star")))
    watch = [e for e in effects if e.verb == "when_enemy_moves_adjacent"]
    if a.kind == "ongoing" and watch and verbs <= {"when_enemy_moves_adjacent", "add_dice"} \
            and all(b.verb == "free_attack" for e in watch for b in e.body):
        # a standing order (Stand Fast, Stand Long, Shield Wall): a free attack at each enemy that comes
        # next to the hero while it is ongoing, and any defence dice it gives meanwhile
        return Action("guard", _dice_of(effects, "defense"), ongoing=a.duration or 1, what=words,
                      trigger="when_enemy_moves_adjacent", free=True)
    if a.kind == "ongoing" and {"ally", "add_dice"} <= verbs <= {"ally", "add_dice", "immune"} \
            and _dice_of(effects, "defense"):
        # a ward: a spell cast on an ally within its range; when it works, the dice join that ally's
        # defence while the card is on the effects tracker, and the statuses it names cannot take hold
        # of that ally (Clean Ward)
        return Action("guard", _dice_of(effects, "defense"), ongoing=a.duration or 1, what=words, whom="ally",
                      immune=tuple(str(e.args[0]) for e in effects if e.verb == "immune"),
                      spell=int(a.spellcasting or 0), range=a.range or 0)
    if a.kind == "move" and verbs <= {"move", "self", "nimble", "slippery", "reduce_cooldowns"} and "move" in verbs:
        return Action("move", mp=_first(effects, "move") or 0, what=words, nimble="nimble" in verbs,
                      slippery="slippery" in verbs, cools=_first(effects, "reduce_cooldowns") or 0)
    if a.kind == "ongoing" and {"all_in_room", "ally", "add_power"} <= verbs <= {"all_in_room", "ally", "add_power",
                                                                                "apply"}:
        # a bellow: power for the attacks of every ally in the room, statuses on the enemies there
        return Action("bellow", ongoing=a.duration or 1, what=words, power=_first(effects, "add_power") or 0,
                      statuses=tuple((str(e.args[0]), int(e.args[1]) if len(e.args) > 1 else 1) for e in effects
                                     if e.verb == "apply"))
    if a.kind == "summon" and "summon" in verbs and verbs <= {"summon", "minion_bonus"}:
        return Action("summon", ongoing=a.duration or 1, what=words, spell=int(a.spellcasting or 0),
                      summons=tuple(str(e.args[0]) for e in effects if e.verb == "summon"),
                      minion_bonus=tuple((str(e.args[0]), int(e.args[1])) for e in effects if e.verb == "minion_bonus"))
    if a.kind == "utility" and "move_ally" in verbs and verbs <= {"move_ally", "ally", "reduce_cooldowns", "remove"}:
        # a call that moves another hero: its points, cooldowns off the caller, statuses off the ally
        return Action("rally", mp=_first(effects, "move_ally") or 0, what=words, whom="ally", range=a.range or 0,
                      cools=_first(effects, "reduce_cooldowns") or 0,
                      removes=tuple(str(e.args[0]) for e in effects if e.verb == "remove"))
    spell = _spell(a)
    if spell is not None:
        return spell
    if a.kind == "interrupt" and a.trigger in INTERRUPTS[:2] and verbs <= {
            "add_dice", "block", "adjacent", "ally", "on_plus", "on_star", "prevent_min_scratch", "move", "slippery"} \
            and (_dice_of(effects, "defense") or "block" in verbs):
        # its move comes first when the card is for an ally (a leap to its side, Leaping Interpose) and
        # after the attack when it is the hero's own (slipping away, Veil and Slip)
        return Action("interrupt", _dice_of(effects, "defense"), trigger=a.trigger, what=words,
                      block=_first(effects, "block") or 0, whom="adjacent" if "adjacent" in verbs else "self",
                      firm="prevent_min_scratch" in verbs, mp=_first(effects, "move") or 0,
                      slippery="slippery" in verbs,
                      spend=tuple(spend_of(e, "defense") for e in effects if e.verb in ("on_plus", "on_star")))
    if a.kind == "interrupt" and a.trigger == "when_enemy_moves_adjacent" and "free_attack" in verbs \
            and verbs <= {"free_attack", "add_power", "apply"}:
        # a watch: a free attack at the enemy that comes next to the hero, with the card's power and statuses
        return Action("interrupt", trigger=a.trigger, what=words, free=True, power=_first(effects, "add_power") or 0,
                      statuses=tuple((str(e.args[0]), int(e.args[1]) if len(e.args) > 1 else 1) for e in effects
                                     if e.verb == "apply"))
    if not effects:
        return Action("none")
    return Action("unsupported", ongoing=a.duration or 0, what=f"{a.kind}: {words}")


def _spell(a: Any) -> Action | None:
    """A spell the engine plays: a spellcasting roll, then a damage roll at an enemy and/or healing.
    Targeting words pick who the effects after them reach (content's effect notes)."""
    verbs = {e.verb for e in a.effects}
    if a.kind != "spell" or not a.spellcasting or not verbs & {"damage_roll", "heal_scratches", "apply"}:
        return None
    if not verbs <= {"damage_roll", "heal_scratches", "apply", "self", "ally", "add_dice", "on_plus", "on_star",
                     "hit_additional", "ignore_botch", "blast", "line", "knockback", "remove_wound", "all_in_room"}:
        return None
    room = "all_in_room" in verbs  # healing for every ally in the caster's room (Knitting Circle)
    if room and verbs & {"damage_roll", "apply"}:
        return None  # a spell at every enemy in the room: not played yet
    if "knockback" in verbs and not verbs & {"blast", "line"}:
        return None  # a single target's knockback after a spell: not played yet
    reach, damage, heal, whom, applied = "user", {}, 0, "self", []
    area = next(((e.verb, int(e.args[0]) if e.args else 0) for e in a.effects if e.verb in ("blast", "line")), ("", 0))
    for e in a.effects:
        if e.verb in ("self", "ally"):
            reach = e.verb
        elif e.verb == "damage_roll":
            if reach == "ally" or damage:
                return None
            damage = {str(e.args[i]): int(e.args[i + 1]) for i in range(0, len(e.args), 2)}
        elif e.verb == "heal_scratches":
            heal, whom = int(e.args[0]), ("room" if room else "ally") if reach == "ally" else "self"
        elif e.verb == "apply":
            if reach != "user" or heal:
                return None  # statuses on the caster or an ally: not played yet
            applied.append((str(e.args[0]), int(e.args[1]) if len(e.args) > 1 else 1))
    return Action("spell", _dice_of(a.effects, None), amount=heal, range=a.range or 0, spell=int(a.spellcasting),
                  damage=damage, whom=whom, statuses=tuple(applied), what="; ".join(str(e) for e in a.effects),
                  spend=tuple(spend_of(e, "spell") for e in a.effects if e.verb in ("on_plus", "on_star")),
                  extra=_first(a.effects, "hit_additional") or 0, ignore_botch="ignore_botch" in verbs,
                  area=area[0], area_n=area[1], knockback=_first(a.effects, "knockback") or 0,
                  mends="remove_wound" in verbs)


def _weapon(item: Any) -> Weapon:
    reach = bool(getattr(item, "reach", False))
    return Weapon(item.id, item.name, max(item.range, 2 if reach else 1), item.ranged, _dice_of(item.effects, "attack"),
                  max(1, int(getattr(item, "hands", 1) or 1)), reach,
                  tuple(spend_of(e, "attack") for e in item.effects if e.verb in ("on_plus", "on_star")))


def _does(effects: Any) -> tuple[Do, ...]:
    return tuple((e.verb, tuple(e.args)) for e in effects)


def from_content(ruleset: Ruleset) -> Printed:
    from .content import load_content  # the full loader, only when the game's own content is played

    c = load_content(ruleset.folder)
    dice = {d.id: Die(d.id, tuple(Face(_label(f), f.power, _symbols(f)) for f in d.faces)) for d in c.dice.values()}
    abilities = {}
    for a in c.abilities.values():
        minor = _minor_action(a.minor)
        abilities[a.id] = Ability(a.id, a.name, a.initiative, a.cooldown, _content_action(a.major), minor)
    weapons = {i.id: _weapon(i) for i in c.items.values() if i.slot == "hand" and i.range >= 1}
    vessels = {v.id: VesselCard(v.id, v.name, v.speed, tuple(v.toughness), v.kind, v.shards, v.basic.effects,
                                tuple((k.id, k.effects) for k in (*v.column2, *v.column3)),
                                (("basic", v.basic.name, 1), *((k.id, k.name, 2) for k in v.column2),
                                 *((k.id, k.name, 3) for k in v.column3))) for v in c.vessels.values()}
    kits = tuple(Kit(tuple(d.cards)) for d in c.decks.values())
    starting = str(c.settings.setup.get("starting_vessel", "peasant"))
    enemies = {e.id: _enemy_ref(e, e.default) for e in c.enemies.values()}
    nightmare = {e.id: _enemy_ref(e, e.nightmare) for e in c.enemies.values()}
    traits = {t.id: _trait(t) for t in c.traits.values()}
    ai_cards = {a.id: AiCard(a.id, tuple(a.priorities)[:3], a.initiative, a.threat, a.attack, a.speed, a.grants)
                for a in c.ai_cards.values()}
    tiles = c.tiles or maps.parse_tiles(ruleset["tiles"], str(ruleset.folder / "tiles.toml"))
    adventure_maps = dict(c.maps)  # parsed and checked once, by the content loader
    for stem, data in ruleset.files.items():
        aid = stem.split("/", 1)[1] if stem.startswith("adventures/") else None
        if aid is not None and aid not in adventure_maps:
            adventure_maps[aid] = maps.parse_adventure(data, str(ruleset.folder / f"{stem}.toml"), tiles, aid,
                                                       check=False)
    plans = {}
    for adv in c.adventures.values():
        if adv.map is None or adv.map not in adventure_maps:
            continue  # adventures that grow by exploration alone need tile placement, not built yet
        table = c.event_tables[adv.events]
        events = tuple(EventEntry(ev.low, ev.name, _does(ev.effects)) for ev in table.entries)
        triggers = {t.id: QuestTrigger(t.id, t.when, t.target, _does(t.effects)) for t in adv.quest_triggers.values()}
        plans[adv.id] = Plan(adv.id, tuple(adv.enemies), events, "triggers", tuple(adv.exploration), triggers,
                             {r.id: r.tile for r in c.rooms.values()}, adv.map,
                             {r.id: r.theme for r in c.rooms.values()})
    return Printed(dice, abilities, weapons, vessels, c.soul.speed, kits,
                   tuple(v.id for v in c.vessels.values() if v.kind == starting),
                   tuple(sorted(w for w, i in weapons.items() if c.items[w].source == "improvised")),
                   enemies, ai_cards, plans, {s.id: s.enemy_cap for s in c.statuses.values()}, tiles,
                   adventure_maps, nightmare, traits,
                   frozenset(e.id for e in c.enemies.values() if not e.traits_allowed),
                   minions={m.id: _minion(m) for m in c.minions.values()})


def _enemy_ref(e: Any, s: Any) -> EnemyRef:
    rng = 2 if s.reach and s.range <= 1 else s.range
    return EnemyRef(e.id, e.name, s.speed, s.attack, rng, s.initiative, s.defense, tuple(s.models),
                    tuple(s.wounds), s.retreat, _does(s.passive), _does(s.bones), _does(s.skull), s.bulky)


# Trait effects that work as part of the group's passive ability (rules/enemy_abilities.py plays
# them); Slippery changes nothing on an enemy, whose moves never draw attacks (VS-AOO-12).
TRAIT_PASSIVES = frozenset({"immune", "nimble", "retreat", "slippery", "regenerate", "add_power", "apply"})


def _trait(t: Any) -> TraitCard:
    mods, unplayed, passive, on_defeat, threat = [], [], [], [], 0
    for e in t.effects:
        if e.verb == "stat_mod":
            mods.append((str(e.args[0]), int(e.args[1])))
        elif e.verb == "reach":
            mods.append(("reach", 1))  # a melee group then hits two squares away
        elif e.verb == "threat":
            threat += int(e.args[0])
        elif e.verb in TRAIT_PASSIVES:
            passive.append((e.verb, tuple(e.args)))
        elif e.verb == "passive" and all(b.verb in TRAIT_PASSIVES for b in e.body):
            passive += _does(e.body)
        elif e.verb == "when_enemy_defeated" and all(b.verb == "add_power" for b in e.body):
            on_defeat += _does(e.body)
        else:
            unplayed.append(str(e))
    return TraitCard(t.id, t.name, tuple(mods), tuple(unplayed), tuple(passive), threat, tuple(on_defeat))


def _minion(m: Any) -> MinionRef:
    verbs = {e.verb for e in m.effects}
    return MinionRef(m.id, m.name, m.speed, m.toughness, _dice_of(m.effects, "attack"), _dice_of(m.effects, "defense"),
                     2 if "reach" in verbs else 1, "slippery" in verbs,
                     sum(int(b.args[0]) for e in m.effects if e.verb == "start_of_round"
                         and {x.verb for x in e.body} <= {"adjacent", "ally", "heal_scratches"}
                         for b in e.body if b.verb == "heal_scratches"),
                     sum(int(b.args[0]) for e in m.effects if e.verb == "when_vessel_dies"
                         for b in e.body if b.verb == "gain_soul_xp"))


def _label(f: Any) -> str:
    parts = ([str(f.power)] if f.power or not _symbols(f) else []) + list(_symbols(f))
    return "+".join(parts)


def _symbols(f: Any) -> tuple[str, ...]:
    return (("plus",) * f.plus + ("star",) * f.star + ("critical",) * f.critical + ("botch",) * f.botch
            + ("wear",) * f.wear)

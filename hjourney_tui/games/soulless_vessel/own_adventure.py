"""An adventure a player writes: one TOML file with its map and its play, read at game start.

`hjourney new soulless_vessel --adventure FILE` reads the file and keeps its contents (not its
path) in the game's options under OPTION, so a save replays the same adventure after the file
changes.  The file holds the keys of an adventure map (maps.py: name, rooms, start, end_caps)
beside what the campaign gives a shipped adventure:

    enemies = ["grave_rats", "bog_lurker"]   # the enemy set: enemy and boss ids
    events = "first_descent"                 # an event table of the game (events.toml)
    exploration = ["flooded_hall", "omen"]   # bottom to top: room cards, quest trigger ids, "theme N"
    [quest_triggers.omen]                    # optional, as in campaign.toml
    name = "An Omen"
    when = "draw"                            # draw, reveal ROOM, defeat GROUP or round N
    effects = ["threat +1"]

The party wins when a quest trigger runs `win_adventure`; an adventure with no such trigger is
won by revealing every room and clearing every enemy.  The map is walked like a shipped one.
Every problem is a RulesetError naming the file and the key.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ...core.ruleset import Ruleset, RulesetError
from . import maps
from .content import Content, load_content
from .effects import EffectError, parse_effect, parse_int, references
from .printed import EventEntry, Plan, Printed, QuestTrigger

OPTION = "adventure_file"  # options key: {"file": the path given, "data": the file's tables}
ID = "own"  # the adventure's id in the game
MAP_KEYS = {"name", "rooms", "start", "end_caps", "grow", "board"}
PLAY_KEYS = {"enemies", "events", "exploration", "quest_triggers"}


def install(printed: Printed, ruleset: Ruleset, stored: Any) -> tuple[Printed, str]:
    """The game's content with the player's adventure added as ID, and ID."""
    if not (isinstance(stored, dict) and isinstance(stored.get("file"), str) and isinstance(stored.get("data"), dict)):
        raise RulesetError(OPTION, "", "should hold an adventure file's name and contents")
    plan, amap = read(stored["data"], stored["file"], printed, load_content(ruleset.folder))
    return replace(printed, plans={**printed.plans, ID: plan}, maps={**printed.maps, ID: amap}), ID


def read(data: dict[str, Any], file: str, printed: Printed, content: Content) -> tuple[Plan, maps.AdventureMap]:
    r = maps._Reader(file)
    r.unknown(data, MAP_KEYS | PLAY_KEYS, "")
    amap = maps.parse_adventure({k: v for k, v in data.items() if k in MAP_KEYS}, file, printed.tiles, ID)

    enemies = _words(r, data, "enemies")
    if not enemies:
        raise r.fail("enemies", "an adventure needs an enemy set")
    for i, e in enumerate(enemies):
        if e not in printed.enemies:
            raise r.fail(f"enemies[{i}]", f"names no enemy {e!r} (enemies: {', '.join(sorted(printed.enemies))})")
    events = r.get(data, "events", "", str)
    if events not in content.event_tables:
        raise r.fail("events", f"names no event table {events!r} (tables: {', '.join(sorted(content.event_tables))})")

    triggers: dict[str, QuestTrigger] = {}
    for qid, raw in r.get(data, "quest_triggers", "", dict, {}).items():
        k = f"quest_triggers.{qid}"
        q = r.table(raw, k)
        r.unknown(q, {"name", "when", "effects"}, k)
        r.get(q, "name", k, str)
        when, target = _moment(r, q, k, amap, printed)
        effects = []
        for i, line in enumerate(r.get(q, "effects", k, list)):
            ek = f"{k}.effects[{i}]"
            if not isinstance(line, str):
                raise r.fail(ek, "should be text, such as \"threat +1\"")
            try:
                eff = parse_effect(line, "script")
            except EffectError as exc:
                raise r.fail(ek, str(exc)) from None
            _check_refs(r, ek, eff, printed, content, amap)
            effects.append((eff.verb, tuple(eff.args)))
        triggers[qid] = QuestTrigger(qid, when, target, tuple(effects))

    exploration = []
    for i, entry in enumerate(_words(r, data, "exploration")):
        k = f"exploration[{i}]"
        words = entry.split()
        if len(words) == 2 and words[0] == "theme" and words[1] in {"1", "2", "3", "4", "5"}:
            exploration.append(f"theme:{words[1]}")
        elif entry in triggers or entry in content.rooms:
            exploration.append(entry)
        else:
            raise r.fail(k, f"is neither a room card, a quest trigger of this file nor 'theme N' ({entry!r})")
    hidden = [x for x in amap.rooms.values() if x.id != amap.start_room and not x.visible]
    cards = [c for c in exploration if c not in triggers]
    if len(cards) < len(hidden):
        raise r.fail("exploration", f"holds {len(cards)} room cards but the map has {len(hidden)} rooms to "
                                    "reveal (a door cannot open once the deck is empty)")

    table = content.event_tables[events]
    entries = tuple(EventEntry(ev.low, ev.name, tuple((e.verb, tuple(e.args)) for e in ev.effects))
                    for ev in table.entries)
    wins = any(verb == "win_adventure" for t in triggers.values() for verb, _ in t.effects)
    plan = Plan(ID, tuple(enemies), entries, "triggers" if wins else "clear", tuple(exploration), triggers,
                {c.id: c.tile for c in content.rooms.values()}, ID)
    maps.check_reachable(amap, printed.tiles)
    return plan, amap


def _words(r: maps._Reader, data: dict[str, Any], name: str) -> list[str]:
    value = r.get(data, name, "", list, [])
    for i, w in enumerate(value):
        if not isinstance(w, str):
            raise r.fail(f"{name}[{i}]", "should be text")
    return value


def _moment(r: maps._Reader, q: dict[str, Any], key: str, amap: maps.AdventureMap,
            printed: Printed) -> tuple[str, str | int | None]:
    words = r.get(q, "when", key, str, "draw").split()
    k = f"{key}.when"
    if words == ["draw"]:
        return "draw", None
    if len(words) == 2 and words[0] == "round":
        try:
            return "round", parse_int(words[1])
        except EffectError:
            raise r.fail(k, f"{words[1]!r} should be a round number") from None
    if len(words) == 2 and words[0] == "reveal":
        if words[1] not in amap.rooms:
            raise r.fail(k, f"names no room {words[1]!r} of this map (rooms: {', '.join(amap.rooms)})")
        return "reveal", words[1]
    if len(words) == 2 and words[0] == "defeat":
        if words[1] not in printed.enemies:
            raise r.fail(k, f"names no enemy {words[1]!r}")
        return "defeat", words[1]
    raise r.fail(k, "should be 'draw', 'reveal ROOM', 'defeat ENEMY' or 'round N'")


def _check_refs(r: maps._Reader, key: str, eff: Any, printed: Printed, content: Content,
                amap: maps.AdventureMap) -> None:
    known = {"minion": content.minions, "item": content.items, "group": printed.enemies,
             "vessel": content.vessels,
             "legendary": {k for k, i in content.items.items() if i.source == "legendary"}}
    for ref in references(eff):
        if ref.id not in known.get(ref.kind, {ref.id}):
            raise r.fail(key, f"names no known {ref.kind} {ref.id!r}")
    if eff.verb in ("spawn", "spawn_random") and len(eff.args) >= 2:
        at = eff.args[-1]
        if at not in maps.SPAWN_COLOURS and at not in amap.rooms:
            raise r.fail(key, f"spawns at {at!r}, which is neither a spawn colour ({', '.join(maps.SPAWN_COLOURS)}) "
                              "nor a room of this map")

"""Soulless Vessel effects as data: each card effect is written in TOML as one short line,
parsed here into a verb with arguments (and, for spending options, triggers and enemy
abilities, a body of further effects), so the engine never reads English text.

    "move 2"                      -> Effect("move", (2,))
    "apply bleed 2"               -> Effect("apply", ("bleed", 2))
    "on_plus 1: apply weaken"     -> Effect("on_plus", (1,), (Effect("apply", ("weaken",)),))
    "start_of_round: heal_scratches 1; remove bleed"
    "spawn grave_rats at red"     -> Effect("spawn", ("grave_rats", "red"))
    "damage_roll 2 power 1 standard" -> Effect("damage_roll", ("power", 2, "standard", 1))

Each verb has an argument signature (VERBS).  Argument kinds:

    n        a whole number, signed ("+1", "-2" and "3" all read)
    status   one of STATUSES          die      one of DICE
    roll     attack | defense | spell (which roll a bonus or spending option is for)
    stat     an enemy or minion stat  priority an AI target priority
    grant    bones | skull            trigger  a trigger verb (see TRIGGERS)
    timing   before | after (a Retreat: "retreat 2 before" moves first; after the attack by default)
    minion, item, legendary, group, vessel   ids checked against the loaded content
    word     a free id (token, slot, feature, room or door id)

A trailing '?' marks an optional argument, a trailing '+' one or more; "at:word?" is an
optional "at WORD".  "pool" is one or more "N DIE" pairs.

How a list of effects reads (an action, an item, a perk, an event):
- Effects apply in order.  Targeting words (self, ally, adjacent, all_in_room, each_hero,
  each_enemy, melee, range N, reach, blast, line N, hit_additional N, hit_multiple) choose
  who the effects after them reach; before any, an attack or damage roll reaches the chosen
  enemy and everything else reaches the model using the card.
- add_dice and add_power with no roll kind add to the action's own roll; with one (attack,
  defense, spell) they are standing bonuses to rolls of that kind, as on items and perks.
- A body (after ':') runs when its verb fires: a spending option when its cost is paid, a
  trigger at its moment, passive/bones/skull while that ability is on.
- stat_mod changes a value of the enemy card (traits) or of the minion (minion_bonus).
"""

from __future__ import annotations

from functools import cache

from ...core.records import record

Arg = int | str

STATUSES = ("bleed", "cripple", "cursed", "dazed", "stun", "terror", "weaken")
DICE = ("standard", "power", "blessing", "cursed", "enhancement")
ROLLS = ("attack", "defense", "spell")
STATS = ("attack", "defense", "speed", "initiative", "wounds", "range", "toughness", "models")
PRIORITIES = ("closest", "furthest", "previous", "lowest_initiative", "most_unwounded",
              "most_scratched", "most_wounded")
GRANTS = ("bones", "skull")
TRIGGERS = ("when_attacked", "when_ally_attacked", "when_enemy_moves_adjacent", "when_enemy_defeated",
            "when_door_opened", "start_of_round", "start_of_turn", "end_of_activation", "on_critical",
            "on_wear", "when_vessel_dies")
TIMINGS = ("before", "after")  # a Retreat made before the model's attack (or with none), or after it
# Kinds whose value names other content; the loader checks them once everything is read.
REFERENCE_KINDS = ("minion", "item", "legendary", "group", "vessel")

# verb -> argument kinds; BODY verbs take ": effect; effect" after their arguments.
VERBS: dict[str, tuple[str, ...]] = {
    # movement and position
    "move": ("n",), "move_ally": ("n",), "nimble": (), "slippery": (), "knockback": ("n",),
    "pull": ("n",), "teleport": ("word?",), "place": ("word?",), "retreat": ("n", "timing?"), "displace": (),
    # targeting and areas
    "range": ("n",), "melee": (), "reach": (), "blast": (), "line": ("n",), "hit_additional": ("n",),
    "hit_multiple": (), "adjacent": (), "ally": (), "self": (), "all_in_room": (),
    "each_hero": (), "each_enemy": (),
    # attacks and rolls
    "attack": (), "free_attack": (), "offhand_attack": (), "unarmed_attack": (), "throw_rock": (), "damage_roll": ("pool",),
    "add_dice": ("die", "n", "roll?"), "add_power": ("n", "roll?"), "spellcasting": ("n",),
    "ignore_botch": (), "auto_critical": (),
    # spending options (body)
    "on_plus": ("n", "roll?"), "on_star": ("n", "roll?"),
    # defense
    "block": ("n",), "prevent_min_scratch": (), "negate_attack": (), "reduce_scratches": ("n",),
    # health
    "heal_scratches": ("n",), "regenerate": ("n",), "remove_wound": (), "suffer_scratches": ("n",),
    # statuses
    "apply": ("status", "n?"), "remove": ("status",), "reduce_duration": ("status", "n"),
    "immune": ("status",),
    # cards and cooldowns
    "reduce_cooldowns": ("n",), "return_from_cooldown": (), "put_on_cooldown": ("n",), "ongoing": ("n",),
    "interrupt": ("trigger",),
    # summons
    "summon": ("minion",), "minion_bonus": ("stat", "n"),
    # enemy abilities and AI (passive/bones/skull take a body)
    "passive": (), "bones": (), "skull": (), "ai_grant": ("grant+",), "ai_priority": ("priority+",),
    "ai_initiative": ("n",), "ai_attack": ("n",), "ai_speed": ("n",), "threat": ("n",),
    # traits
    "stat_mod": ("stat", "n"),
    # economy and campaign
    "gain_coins": ("n",), "gain_shards": ("n",), "gain_soul_xp": ("n",), "gain_legend": ("n",),
    "gain_item": ("item",), "gain_legendary": ("legendary",), "gain_vessel": ("vessel",), "unlock_feature": ("word",),
    # adventure scripting
    "spawn": ("group", "at:word?"), "spawn_random": ("at:word?",), "place_token": ("word", "at:word?"),
    "quest_trigger": ("word",), "win_adventure": (), "fail_adventure": (), "reveal_room": ("word?",),
    "open_door": ("word?",), "end_cap": ("word?",),
}
for _t in TRIGGERS:
    VERBS[_t] = ()
BODY = frozenset({"on_plus", "on_star", "passive", "bones", "skull", *TRIGGERS})

# Where a verb may appear: "hero" (ability cards, items, perks, minions), "enemy" (enemy and
# boss abilities, AI cards, traits) and "script" (events, quest triggers, rewards).  Verbs
# not listed may appear anywhere.
CONTEXTS = ("hero", "enemy", "script")
ONLY_IN: dict[str, frozenset[str]] = {
    **{v: frozenset({"script"}) for v in ("win_adventure", "fail_adventure", "quest_trigger", "reveal_room",
                                          "open_door", "end_cap", "place_token", "teleport", "place",
                                          "spawn_random")},
    **{v: frozenset({"enemy"}) for v in ("ai_grant", "ai_priority", "ai_initiative", "ai_attack", "ai_speed",
                                         "stat_mod", "retreat", "displace")},
    "spawn": frozenset({"enemy", "script"}), "threat": frozenset({"enemy", "script"}),
}

_CHOICES: dict[str, tuple[str, ...]] = {
    "status": STATUSES, "die": DICE, "roll": ROLLS, "stat": STATS, "priority": PRIORITIES,
    "grant": GRANTS, "trigger": TRIGGERS, "timing": TIMINGS,
}


class EffectError(ValueError):
    """A line that is not a known effect; the loader adds the file and key."""


@record
class Effect:
    verb: str
    args: tuple[Arg, ...] = ()
    body: tuple[Effect, ...] = ()

    def __str__(self) -> str:
        head = " ".join([self.verb, *(str(a) for a in self.args)])
        return f"{head}: {'; '.join(str(e) for e in self.body)}" if self.body else head


@record
class Reference:
    """A content id an effect names (a minion, item, legendary item or enemy group)."""

    kind: str
    id: str


def parse_effect(text: str, context: str | None = None) -> Effect:
    """One effect line; with a context, a verb that does not belong there is refused."""
    effect = _parse(text)
    if context is not None:
        for e in _walk(effect):
            if e.verb in ONLY_IN and context not in ONLY_IN[e.verb]:
                where = " or ".join(sorted(ONLY_IN[e.verb]))
                raise EffectError(f"{e.verb!r} belongs on {where} cards, not on {context} cards")
    return effect


def _walk(effect: Effect) -> list[Effect]:
    return [effect, *(e for inner in effect.body for e in _walk(inner))]


@cache  # effects are frozen and cards repeat the same lines: each text is read once (1,657 lines, 266 texts)
def _parse(text: str) -> Effect:
    head, colon, rest = text.partition(":")
    words = head.split()
    if not words:
        raise EffectError("is empty")
    verb, raw = words[0], words[1:]
    if verb not in VERBS:
        raise EffectError(f"{verb!r} is not a known effect verb")
    if verb in BODY:
        if not colon or not rest.strip():
            raise EffectError(f"{verb!r} needs ': EFFECT' after it")
        body = tuple(_parse(part.strip()) for part in rest.split(";"))
    elif colon:
        raise EffectError(f"{verb!r} takes no ': EFFECT' part")
    else:
        body = ()
    return Effect(verb, _args(verb, VERBS[verb], raw), body)


def parse_int(word: str) -> int:
    try:
        return int(word)
    except ValueError:
        raise EffectError(f"{word!r} should be a whole number") from None


def _args(verb: str, spec: tuple[str, ...], raw: list[str]) -> tuple[Arg, ...]:
    out: list[Arg] = []
    words = list(raw)
    for kind in spec:
        if kind.startswith("at:"):
            if words and words[0] == "at":
                if len(words) < 2:
                    raise EffectError(f"{verb!r}: 'at' needs a name after it")
                out.append(words[1])
                words = words[2:]
            continue
        optional, many = kind.endswith("?"), kind.endswith("+")
        base = kind.rstrip("?+")
        if base == "pool":
            out.extend(_pool(verb, words))
            words = []
            continue
        if not words:
            if optional:
                continue
            raise EffectError(f"{verb!r} needs {' '.join(spec)}")
        if base == "roll" and optional and words[0] not in ROLLS:
            continue
        take = words if many else words[:1]
        words = words[len(take):]
        out.extend(_arg(verb, base, w) for w in take)
    if words:
        raise EffectError(f"{verb!r} has too many arguments ({' '.join(words)})")
    return tuple(out)


def _arg(verb: str, kind: str, word: str) -> Arg:
    if kind == "n":
        return parse_int(word)
    if kind == "item" and word.isdigit():
        return int(word)  # a tier rather than an item id
    if kind in _CHOICES:
        if word not in _CHOICES[kind]:
            raise EffectError(f"{verb!r}: {word!r} is not a {kind} (known: {', '.join(_CHOICES[kind])})")
        return word
    return word


def _pool(verb: str, words: list[str]) -> list[Arg]:
    if not words or len(words) % 2:
        raise EffectError(f"{verb!r} needs dice as 'N DIE' pairs, such as '2 power 1 standard'")
    out: list[Arg] = []
    for count, die in zip(words[::2], words[1::2], strict=True):
        if die not in DICE:
            raise EffectError(f"{verb!r}: {die!r} is not a die (known: {', '.join(DICE)})")
        out += [die, parse_int(count)]
    return out


def references(effect: Effect) -> list[Reference]:
    """The content ids this effect (and its body) names, for the loader to check."""
    out: list[Reference] = []
    spec = [k.split(":")[-1].rstrip("?+") for k in VERBS[effect.verb]]
    for kind, arg in zip(spec, effect.args, strict=False):
        if kind in REFERENCE_KINDS and isinstance(arg, str):
            out.append(Reference(kind, arg))
    for inner in effect.body:
        out += references(inner)
    return out

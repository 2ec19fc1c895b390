"""A hero's attack on an enemy model: the weapon it is made with, range and sight, the pool,
spending the roll's Plus and Star, the wounds it deals and the extra enemies it hits."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import TYPE_CHECKING

from ....core.grid import Footprint, adjacent, distance
from ....core.questions import Ask, Option, Script
from ....core.records import record
from ....core.timing import Occurrence, window
from .. import board
from ..printed import Action, Weapon
from ..state import Hero, Square
from . import bellow, equipment, perks, spending
from .damage import wound_enemy
from .dice import pool, roll
from .statuses import on_enemy
from .wear import after_roll, took_part

if TYPE_CHECKING:
    from ..engine import Vessels

RANGED_ADJACENT_CURSED = 2  # VS-ATK-05
HANDS = 2  # hand slots (VS-ATK-12)
FIST, ROCK = "fist", "rock"
# A free hand is a one-handed unarmed weapon with the basic pool (VS-ATK-13/14); a free hand may
# also throw a rock: ranged, range 3, one Cursed Die more (VS-ATK-15).
UNARMED = {FIST: Weapon(FIST, "bare hands", 1, False, {}),
           ROCK: Weapon(ROCK, "a thrown rock", 3, True, {"cursed": 1})}


@record(frozen=False)
class Outcome:
    """What the attack leaves for the forced movement after it."""

    ok: bool  # the roll did not botch
    knockback: int = 0
    pull: int = 0


def held(hero: Hero) -> list[str]:
    """The weapons in the hero's hands, main hand first."""
    return [w for w in (hero.weapon, hero.offhand) if w]


def weapon_of(game: Vessels, wid: str) -> Weapon:
    return UNARMED.get(wid) or game.content.weapons[wid]


def weapon_range(game: Vessels, hero: Hero, wid: str) -> int:
    """How far the hero strikes with this weapon: its range, one square more for a melee weapon
    held by a vessel whose perk gives Reach (Long Arms)."""
    w = weapon_of(game, wid)
    return 2 if not w.ranged and w.range < 2 and perks.has(game, hero, "reach") else w.range


def free_hands(game: Vessels, hero: Hero) -> int:
    """Hand slots no item fills: a two-handed weapon fills both (VS-ATK-12, VS-EDGE-20).  In a
    campaign, whatever else is held (a shield) counts too."""
    if game.boards and hero.seat in game.party.heroes:
        from .items import used

        return max(0, HANDS - used(game.party.heroes[hero.seat].items, game.full.items, "hand"))
    return max(0, HANDS - sum(weapon_of(game, w).hands for w in held(hero)))


def other_hand(game: Vessels, hero: Hero, used: str) -> str | None:
    """What the hand that did not make the attack holds, as a weapon: each free hand is a one-handed
    unarmed weapon of its own, so with a hand free it is a fist (VS-ATK-14).  None when the attack
    took both hands (a two-handed weapon) or the other hand holds something that is no weapon."""
    hands = held(hero)
    if used in hands:
        rest = [w for w in hands if w != used]
        if rest:
            return rest[0]
        return FIST if free_hands(game, hero) > 0 and weapon_of(game, used).hands < HANDS else None
    # bare hands or a rock took one free hand: the other is a second fist, or what it holds
    if free_hands(game, hero) >= HANDS:
        return FIST
    return hands[0] if hands and weapon_of(game, hands[0]).hands < HANDS else None


def choices(game: Vessels, hero: Hero, a: Action) -> list[str]:
    """The weapons this attack action may be made with, one of them per attack (VS-ATK-01/02): each
    held weapon, and with a free hand the fist and a rock; a card that names an unarmed attack or
    Throw Rock allows only that, and only with a free hand; a free attack only a held weapon."""
    free = free_hands(game, hero) > 0
    if a.free:  # a free attack: a weapon in hand, never bare hands or a rock (VS-ATK-16)
        return held(hero)
    if a.weapon:
        return [a.weapon] if free else []
    return held(hero) + ([FIST, ROCK] if free else [])


def in_reach(game: Vessels, hero: Hero, who: str, at: Square | Footprint, reach: int, what: str = "action") -> str:
    """Why `who` at `at` is out of the hero's reach ('' if it is not): range in squares and a
    line of sight (VS-LOS-01, VS-LOS-13).  A Bulky model's `at` is its block: range runs to its
    nearest square and sight to any of them (VS-BULKY-06)."""
    d = distance(hero.pos, at)
    if d > reach:
        return f"{who} is {d} squares away and the {what} reaches {reach}"
    if not game.grid().sees(hero.pos, at):
        first = at if isinstance(at[0], int) else at[0]
        return f"{hero.seat} has no line of sight to {who} at {board.name(first)}"  # type: ignore[arg-type]
    return ""


def check(game: Vessels, hero: Hero, eid: str, reach: int = 0, weapon: str | None = None) -> str:
    """Why the hero cannot attack this enemy now with this weapon ('' if it can): the weapon's
    range (Reach included), counted in squares, and a line of sight, melee included (VS-ATK-04,
    VS-ATK-11, VS-LOS-13)."""
    weapon = weapon or hero.weapon
    if weapon is None:
        return "it holds no weapon"
    reach = reach or weapon_range(game, hero, weapon)  # an action with its own range uses it, else the weapon's
    return in_reach(game, hero, eid, game.state.enemies[eid].where, reach, "attack")


def attack_pool(game: Vessels, hero: Hero, extra: dict[str, int], weapon: str | None = None) -> Counter[str]:
    """One Standard Die, the chosen weapon's dice only, the action's dice, a Cursed Die per wound and
    two more for a ranged attack made next to an enemy (VS-DICE-04, VS-ATK-02/03/05, VS-DICE-15).
    A Reach weapon is melee, so it never takes that penalty (VS-ATK-11)."""
    weapon = weapon or hero.weapon
    w = weapon_of(game, weapon) if weapon else None
    dice = pool(standard=1, cursed=hero.wounds)
    if w is not None:
        dice.update(w.dice)
        if w.ranged and any(adjacent(hero.pos, e.where) for e in game.state.enemies.values()):
            dice["cursed"] += RANGED_ADJACENT_CURSED
    dice.update(extra)
    dice.update(equipment.dice(game, hero, "attack", weapon))  # worn armour and gear, the weapon's rune (VS-ITEM-05)
    dice.update(perks.dice(game, hero, "attack"))  # the vessel's standing bonus (VS-VES-05)
    if hero.oiled:
        dice["power"] += hero.oiled  # an oil waiting for the next attack (spent by `resolve`)
    return dice


def resolve(game: Vessels, hero: Hero, eid: str, a: Action, card: str = "", weapon: str | None = None) -> Script:
    """Roll with the one weapon chosen, let the hero spend Plus and Star on the weapon's and the
    card's options, then deal floor(power / defence) wounds plus one per Critical (VS-ATK-06/07),
    and as much to each extra enemy hit (VS-ATK-19).  Wear lands once the attack is over, so a weapon
    breaking still served the whole attack (VS-EDGE-10).  Returns an Outcome; a botched roll fails
    the rest of the action too."""
    st = game.state
    weapon = weapon or hero.weapon or FIST
    w = weapon_of(game, weapon)
    e = st.enemies[eid]
    ref = game.content.enemies[e.group]
    res = roll(game, attack_pool(game, hero, a.dice, weapon), ignore_botch=a.ignore_botch)
    hero.oiled = 0  # the oil's dice were in that roll
    cursed = spending.cursed(hero)
    offers = spending.offers([(weapon, w.spend), (card, a.spend), *equipment.spends(game, hero, "attack", weapon),
                              *perks.spends(game, hero, "attack")], "attack")  # VS-DICE-13/14
    spent = spending.Spent()
    if not res.botch and (cursed or offers) and (res.plus or res.star):
        game.emit(f"{hero.seat} rolls {res.text()} with {w.name}", kind="roll", seat=hero.seat, reveals=True,
                  data={"seat": hero.seat, "enemy": eid, "weapon": weapon, "roll": res.as_data()})
        spent = yield from spending.spend(game, hero, res, offers, cursed)
    if not res.botch:
        res.criticals += spent.criticals  # a Critical bought counts as one rolled (Grim Luck)
        res.power += e.tokens.get("weaken", 0) + spent.power  # +1 power a Weaken token (VS-STATUS-24)
        res.power += bellow.power(game, hero.seat) + a.power  # a bellow still ringing; a card's own power
        res.power += equipment.power(game, hero, "attack", weapon)  # a Rune of the Edge
    wounds = res.power // ref.defence + res.criticals
    game.emit(f"{hero.seat} attacks {eid} with {w.name}: {res.text()} against defence {ref.defence}: "
              f"{wounds} wound{'s' if wounds != 1 else ''}", kind="attack", rule="VS-ATK-06", seat=hero.seat,
              reveals=True, data={"seat": hero.seat, "enemy": eid, "roll": res.as_data(), "wounds": wounds,
                                  "weapon": weapon, "spent": list(spent.keys)})
    if wounds:
        yield from wound_enemy(game, eid, wounds, hero.seat)
    applied = (*a.statuses, *spent.statuses) if not res.botch else ()
    if res.criticals and not res.botch:  # what the items' runes lay on a Critical (a Rune of Thunder)
        applied = (*applied, *equipment.on_critical(game, hero, "attack", weapon))
    for status, n in applied:  # a botched roll fails the whole action
        if eid in st.enemies:
            on_enemy(game, eid, status, n)
    if res.criticals and not res.botch and eid in st.enemies:  # what waits for a Critical answers it
        yield from window(game, Occurrence("critical", {"seat": hero.seat, "enemy": eid,
                                                        "criticals": res.criticals}), "after")
    if not res.botch:
        for other in (yield from _extra_targets(game, hero, eid, e.where, a, weapon, a.extra + spent.extra)):
            yield from _mirror(game, hero, other, wounds, applied)
    yield from after_roll(game, hero, res.wear, took_part(game, hero, "attack", spent.keys,
                                                          [weapon] if weapon in held(hero) else []))  # VS-EDGE-10
    if cursed and not spent.curse_paid:
        yield from spending.curse_penalty(game, hero, card)
    return Outcome(not res.botch, a.knockback + spent.knockback, a.pull + spent.pull)


def free_attack(game: Vessels, hero: Hero, eid: str, a: Action | None = None) -> Script:
    """A free attack, made at once when its moment comes (VS-ATK-17): with a weapon in hand that
    reaches, the hero's pick if several do (VS-ATK-18), never bare hands or a rock (VS-ATK-16).
    Only that weapon's dice and options count, none from an ability card; `a` may add the power
    and statuses of the card that grants it (Keen and Pinning Eye)."""
    able = [w for w in held(hero) if not check(game, hero, eid, 0, w)]
    if not able:
        game.emit(f"{hero.seat}'s free attack finds no weapon in hand that reaches {eid}", kind="attack",
                  rule="VS-ATK-17", seat=hero.seat, data={"seat": hero.seat, "enemy": eid, "free": True, "wounds": 0})
        return
    weapon = able[0]
    if len(able) > 1:
        ans = yield Ask(hero.seat, f"a free attack at {eid}: with which weapon?",
                        [Option(f"weapon {w}", f"strike with {weapon_of(game, w).name}",
                                {"verb": "weapon", "weapon": w, "enemy": eid,
                                 "dice": dict(attack_pool(game, hero, {}, w))}) for w in able], rule="VS-ATK-18")
        weapon = ans.args[0]
    game.emit(f"{hero.seat} makes a free attack at {eid}", kind="ability", seat=hero.seat, rule="VS-ATK-17",
              data={"seat": hero.seat, "enemy": eid, "weapon": weapon, "action": "free_attack"})
    yield from resolve(game, hero, eid, a or Action("attack"), "", weapon)


def _extra_targets(game: Vessels, hero: Hero, eid: str, at: Square | Footprint, a: Action, weapon: str, n: int) -> Script:
    """The other enemies the attack also hits: with hit_multiple every enemy next to the hero, and
    for hit_additional N up to N more the hero picks among those the attack could reach."""
    st = game.state
    out = [o for o, m in st.enemies.items() if o != eid and _near(game, hero.pos, m.where, a.multiple)] \
        if a.multiple else []
    return (yield from pick_more(game, hero, out, n, lambda o: o != eid and not check(game, hero, o, a.range, weapon),
                                 "suffers the same as the target", "the attack", "VS-ATK-19"))


def pick_more(game: Vessels, hero: Hero, out: list[str], n: int, can_hit: Callable[[str], bool], what: str,
              by: str, rule: str) -> Script:
    """Up to `n` more enemies added to `out`, the hero's pick one question at a time among those
    `can_hit` allows; `hit none` stops."""
    st = game.state
    for _ in range(n):
        able = [o for o in st.enemies if o not in out and can_hit(o)]
        if not able:
            break
        opts = [Option(f"hit {o}", f"{o} at {board.name(st.enemies[o].pos)} {what}", {"verb": "hit", "enemy": o})
                for o in able]
        opts.append(Option("hit none", "hit no more enemies", {"verb": "hit", "enemy": None}))
        ans = yield Ask(hero.seat, f"{by} may hit another enemy: which?", opts, rule=rule)
        if ans.args[0] == "none":
            break
        out.append(ans.args[0])
    return out


def _near(game: Vessels, at: Square, other: Square | Footprint, how: str) -> bool:
    """Whether a model at `other` (a square, or a Bulky model's block) is next to `at`, or ("room")
    in the same revealed room."""
    if how == "adjacent":
        return adjacent(at, other)
    return same_room(game, at, other)


def same_room(game: Vessels, at: Square, other: Square | Footprint) -> bool:
    """Whether a model at `other` (a square, or a Bulky model's block) is in the revealed room
    the square `at` lies in."""
    amap = game.map()
    for rid in game.state.board.revealed:
        squares = amap.rooms[rid].squares()
        if at in squares:
            return any(s in squares for s in ((other,) if isinstance(other[0], int) else other))  # type: ignore[misc]
    return False


def _mirror(game: Vessels, hero: Hero, eid: str, wounds: int, applied: tuple[tuple[str, int], ...]) -> Script:
    """An extra target takes the main target's wounds and statuses, with no roll and no look at its
    own defence (VS-ATK-19, A13)."""
    if eid not in game.state.enemies:
        return
    game.emit(f"the attack also hits {eid}: {wounds} wound{'s' if wounds != 1 else ''}", kind="attack",
              rule="VS-ATK-19", seat=hero.seat, data={"seat": hero.seat, "enemy": eid, "wounds": wounds,
                                                       "mirrored": True})
    if wounds:
        yield from wound_enemy(game, eid, wounds, hero.seat)
    for status, n in applied:
        if eid in game.state.enemies:
            on_enemy(game, eid, status, n)

"""Spells: the spellcasting roll, and damage rolls and healing when it succeeds."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ....core.questions import Ask, Option, Script
from .. import board
from ..printed import Action
from ..state import Hero
from . import area, equipment, forces, minions, perks, spending
from .attack import in_reach, pick_more, same_room
from .damage import heal, remove_wound, scratch, wound_enemy
from .dice import pool, roll
from .statuses import on_enemy, on_hero
from .wear import after_roll, took_part

if TYPE_CHECKING:
    from ..engine import Vessels

FAILED_COOLDOWN = 1  # VS-ABIL-15


def casting_pool(game: Vessels, hero: Hero, a: Action) -> Counter[str]:
    """One Standard Die, the card's dice and a Cursed Die per wound (VS-DICE-04, VS-DICE-15)."""
    dice = pool(standard=1, cursed=hero.wounds)
    dice.update(a.dice)
    dice.update(equipment.dice(game, hero, "spell"))  # worn armour and gear (VS-ITEM-05)
    dice.update(perks.dice(game, hero, "spell"))  # the vessel's standing bonus (VS-VES-05)
    return dice


def casting(a: Action) -> Action:
    """The spellcasting side of a card whose own dice serve something else (a ward's dice join its
    ally's defence): its number and spending options, no dice of its own."""
    return Action("spell", spell=a.spell, spend=a.spend, ignore_botch=a.ignore_botch)


def cast(game: Vessels, hero: Hero, c: str, a: Action, target: str | None) -> Script:
    """The spell works if the roll's power reaches its number or it shows a Critical, unless a Botch
    spoils the roll (VS-ABIL-14, VS-ATK-20).  The roll's Plus and Star may first buy the card's
    spell options, and a cursed hero pays the curse or loses a card (VS-STATUS-13/14).  Its effects
    happen only if it works; an enemy hit besides the target gets a damage roll of its own
    (VS-DMG-04).  Returns whether it worked."""
    name = game.content.abilities[c].name
    res = roll(game, casting_pool(game, hero, a), ignore_botch=a.ignore_botch)
    cursed = spending.cursed(hero)
    offers = spending.offers([(c, a.spend), *equipment.spends(game, hero, "spell"), *perks.spends(game, hero, "spell")],
                             "spell")
    spent = spending.Spent(curse_paid=True)
    if not res.botch and (cursed or offers) and (res.plus or res.star):
        game.emit(f"{hero.seat} rolls {res.text()} for {name}", kind="roll", seat=hero.seat, reveals=True,
                  data={"seat": hero.seat, "enemy": target, "roll": res.as_data(), "needs": a.spell})
        spent = yield from spending.spend(game, hero, res, offers, cursed)
    elif cursed:
        spent.curse_paid = False
    if not res.botch:
        res.power += spent.power
    ok = not res.botch and (res.power >= a.spell or res.criticals > 0)
    game.emit(f"{hero.seat} casts {name} (needs {a.spell}): {res.text()}: {'it works' if ok else 'it fails'}",
              kind="spell", seat=hero.seat, rule="VS-ABIL-14" if ok else "VS-ABIL-15", reveals=True,
              data={"seat": hero.seat, "roll": res.as_data(), "needs": a.spell, "success": ok,
                    "spent": list(spent.keys)})
    yield from after_roll(game, hero, res.wear, took_part(game, hero, "spell", spent.keys))  # VS-WEAR-01
    if spent.cools:  # an option bought cools the cards down (a Soul Staff's, Focused): bought with the
        # roll's symbols, so it holds whether or not the spell works
        from .abilities import reduce_cooldowns  # abilities plays spells: import here

        reduce_cooldowns(hero, spent.cools)
        game.emit(f"{hero.seat}'s cooldowns -{spent.cools}", kind="cooldown", seat=hero.seat, rule="VS-DICE-11",
                  data={"seat": hero.seat, "reduction": spent.cools})
    if not spent.curse_paid:
        yield from spending.curse_penalty(game, hero, c)
    if not ok:
        return False
    st = game.state
    if a.area:
        yield from _area(game, hero, a, target, spent)
        return True
    hit = [target] if target in st.enemies else []
    if hit and (a.damage or a.statuses):
        hit += (yield from _more_targets(game, hero, target, a.range or 1, a.extra + spent.extra))
    for eid in hit:
        if a.damage and eid in st.enemies:
            yield from damage_roll(game, hero, eid, a.damage)  # each enemy its own roll (VS-DMG-04)
        for status, n in (*a.statuses, *spent.statuses):  # on each enemy hit, if it still stands
            if eid in st.enemies:
                on_enemy(game, eid, status, n)
    if a.amount and a.whom == "room":  # every ally in the caster's room (Knitting Circle)
        seats, mids = room_allies(game, hero)
        for seat in seats:
            healed = heal(game, st.heroes[seat], a.amount)
            game.emit(f"{seat} heals {healed} scratch{'es' if healed != 1 else ''}", kind="heal", seat=seat,
                      data={"seat": seat, "healed": healed})
        for mid in mids:
            _heal_minion(game, hero, mid, a.amount)
    elif a.amount and a.whom == "ally" and a.damage:  # the enemy takes the damage, an ally the healing
        yield from _heal_an_ally(game, hero, a)
    elif a.amount and a.whom == "ally" and target in st.minions:  # a minion is an ally too (VS-MINION-06)
        _heal_minion(game, hero, target, a.amount)
    elif a.amount:
        whom = hero if a.whom == "self" else next((h for s, h in st.heroes.items() if s.lower() == target), hero)
        healed = heal(game, whom, a.amount)
        game.emit(f"{whom.seat} heals {healed} scratch{'es' if healed != 1 else ''}", kind="heal", seat=whom.seat,
                  data={"seat": whom.seat, "healed": healed})
        if a.mends:  # the spell also takes a wound off (Knit Bone)
            remove_wound(game, whom)
    return True


def _heal_an_ally(game: Vessels, hero: Hero, a: Action) -> Script:
    """A spell that strikes an enemy and heals an ally (Shared Warmth): the caster picks the ally, a
    hero with a vessel or a minion within the spell's range and in sight (our reading); with none
    there the healing is lost."""
    st = game.state
    reach = a.range or 1
    allies = [s for s, h in st.heroes.items() if s != hero.seat and not h.soul
              and not in_reach(game, hero, s, h.pos, reach)]
    allies += [m for m, mn in st.minions.items() if not in_reach(game, hero, m, mn.pos, reach)]
    if not allies:
        game.emit(f"no ally within {reach} of {hero.seat} to take the healing", kind="heal", seat=hero.seat,
                  data={"seat": hero.seat, "healed": 0})
        return
    who = allies[0]
    if len(allies) > 1:
        ans = yield Ask(hero.seat, f"{hero.seat}'s spell heals {a.amount}: which ally?",
                        [Option(f"heal {w.lower()}", f"heal {w}", {"verb": "heal", "ally": w,
                                                                  "minion": w in st.minions}) for w in allies])
        who = next(w for w in allies if w.lower() == ans.args[0].lower())
    if who in st.minions:
        _heal_minion(game, hero, who, a.amount)
        return
    healed = heal(game, st.heroes[who], a.amount)
    game.emit(f"{who} heals {healed} scratch{'es' if healed != 1 else ''}", kind="heal", seat=who,
              data={"seat": who, "healed": healed})


def room_allies(game: Vessels, hero: Hero) -> tuple[list[str], list[str]]:
    """The allies in the hero's room: the other heroes with a vessel and every minion there."""
    st = game.state
    return ([s for s, h in st.heroes.items() if s != hero.seat and not h.soul and same_room(game, hero.pos, h.pos)],
            [m for m, mn in st.minions.items() if same_room(game, hero.pos, mn.pos)])


def _heal_minion(game: Vessels, hero: Hero, mid: str, n: int) -> None:
    m = game.state.minions[mid]
    healed = min(n, m.scratches)
    m.scratches -= healed
    game.emit(f"{mid} heals {healed} scratch{'es' if healed != 1 else ''}", kind="heal", seat=hero.seat,
              data={"minion": mid, "healed": healed})


def _area(game: Vessels, hero: Hero, a: Action, aim: str | None, spent: spending.Spent) -> Script:
    """Every model on a hit square but the caster takes the spell, each once (VS-AREA-04,
    VS-EDGE-17): an enemy its own damage roll against its defence (VS-DMG-04) and the statuses as
    tokens; a hero or minion, our reading, suffers the roll's power as scratches and a hero the
    statuses on its tracker."""
    at = board.parse(aim or "")
    squares = area.hits(game, hero.pos, a.area, a.area_n, at) if at is not None else frozenset()
    who = area.models_hit(game, hero.seat, squares)
    st = game.state
    game.emit(f"the {a.area} hits {len(squares)} square{'s' if len(squares) != 1 else ''}: "
              f"{', '.join(who['enemies'] + who['heroes'] + who['minions']) or 'nobody'}", kind="area",
              seat=hero.seat, rule="VS-AREA-04", data={"seat": hero.seat, "squares": sorted(list(s) for s in squares),
                                                        **who})
    statuses = (*a.statuses, *spent.statuses)
    for eid in who["enemies"]:
        if a.damage and eid in st.enemies:
            yield from damage_roll(game, hero, eid, a.damage)
        for status, n in statuses:
            if eid in st.enemies:
                on_enemy(game, eid, status, n)
    for seat in who["heroes"]:
        ally = st.heroes[seat]
        if a.damage:
            power = roll(game, Counter(a.damage), damage=True).power
            game.emit(f"{seat} is caught in the {a.area}: {power} scratch{'es' if power != 1 else ''}", kind="area",
                      seat=seat, rule="VS-AREA-04", data={"seat": seat, "scratches": power})
            scratch(game, ally, power)
        for status, n in statuses:
            on_hero(game, ally, status, n)
    for mid in who["minions"]:
        if a.damage and mid in st.minions:
            power = roll(game, Counter(a.damage), damage=True).power
            game.emit(f"{mid} is caught in the {a.area}: {power} scratch{'es' if power != 1 else ''}", kind="area",
                      seat=hero.seat, rule="VS-AREA-04", data={"minion": mid, "scratches": power})
            minions.suffer(game, st.minions[mid], power)
    if a.knockback:  # each model still standing goes back from the caster (VS-FORCE-03 for allies)
        for eid in who["enemies"]:
            yield from forces.knockback(game, hero, eid, a.knockback)
        for ally in who["heroes"] + who["minions"]:
            yield from forces.push_ally(game, hero.seat, hero.pos, ally, a.knockback, rule="VS-FORCE-03")


def _more_targets(game: Vessels, hero: Hero, target: str, reach: int, n: int) -> Script:
    """Up to n more enemies in the spell's reach and sight, the caster's pick, one at a time."""
    st = game.state
    return (yield from pick_more(game, hero, [], n,
                                 lambda o: o != target and not in_reach(game, hero, o, st.enemies[o].where, reach),
                                 "is hit too", "the spell", "VS-DMG-04"))


def damage_roll(game: Vessels, hero: Hero, eid: str, dice: dict[str, int]) -> Script:
    """Only power and Criticals count, a Botch is ignored, and the result meets the enemy's defence
    as an attack does (VS-DMG-01..03)."""
    e = game.state.enemies[eid]
    ref = game.content.enemies[e.group]
    res = roll(game, Counter(dice), damage=True)
    res.power += e.tokens.get("weaken", 0)  # VS-STATUS-24
    wounds = res.power // ref.defence + res.criticals
    game.emit(f"damage roll at {eid}: {res.text()} against defence {ref.defence}: {wounds} wound"
              f"{'s' if wounds != 1 else ''}", kind="attack", rule="VS-DMG-03", seat=hero.seat, reveals=True,
              data={"seat": hero.seat, "enemy": eid, "roll": res.as_data(), "wounds": wounds, "damage_roll": True})
    if wounds:
        yield from wound_enemy(game, eid, wounds, hero.seat)

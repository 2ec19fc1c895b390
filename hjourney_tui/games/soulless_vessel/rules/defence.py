"""An enemy's attack on a hero: the defence roll and the scratches it lets through."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ....core.questions import Script
from ....core.timing import Occurrence, occur, window
from ..state import Enemy, Hero
from . import enemy_abilities, equipment, perks, spending
from .damage import scratch, wound
from .dice import pool, roll
from .statuses import on_enemy, on_hero
from .wear import after_roll, took_part

if TYPE_CHECKING:
    from ..engine import Vessels


def attack_value(game: Vessels, e: Enemy) -> int:
    """The printed attack as the group's AI card changes it (VS-DEF-06), and any power its abilities
    in force add."""
    group = game.state.groups[e.group]
    bonus = game.content.ai_cards[group.ai].attack if group.ai else 0
    return game.content.enemies[e.group].attack + bonus + enemy_abilities.total(game, e, "add_power") \
        + group.vengeance


def defence_pool(game: Vessels, hero: Hero) -> Counter[str]:
    """One Standard Die, a Cursed Die per wound, and the dice of guarding effects in force (VS-DEF-01)."""
    dice = pool(standard=1, cursed=hero.wounds + (2 if "weaken" in hero.statuses else 0))  # VS-STATUS-23
    for card in hero.effects:
        major = game.content.abilities[card].major
        if major.kind == "guard" and major.whom != "ally":
            dice.update(major.dice)
    for other in game.state.heroes.values():  # wards other heroes laid on this one
        for card, seat in other.wards.items():
            if seat == hero.seat and card in other.effects:
                dice.update(game.content.abilities[card].major.dice)
    dice.update(hero.stance)  # an attack card's defence dice, till the hero's next turn (Guarded Rim)
    dice.update(equipment.dice(game, hero, "defense"))  # worn armour and gear (VS-ITEM-05)
    dice.update(perks.dice(game, hero, "defense"))  # the vessel's standing bonus (VS-VES-05)
    return dice


def enemy_attacks(game: Vessels, eid: str, seat: str, why: str = "attacks") -> Script:
    """The attack is an occurrence: before it lands, heroes may play interrupts from hand (the
    core's trigger window), which may add defence dice (VS-ABIL-11)."""
    if game.state.heroes[seat].soul:
        return
    occ = Occurrence("attacked", {"enemy": eid, "seat": seat, "dice": {}})
    yield from occur(game, occ, lambda o: _lands(game, eid, seat, why, o.data["dice"], o.data.get("block", 0),
                                                 o.data.get("spend", []), o.data.get("no_min", False)))
    for who, mp in occ.data.get("slip", []):  # an interrupt that slips away once the attack is over
        h = game.state.heroes[who]
        if not h.soul:
            from .movement import shift  # movement reads this module: import here

            yield from shift(game, h, mp, "slips away")


def defence_offers(game: Vessels, hero: Hero) -> list[spending.Offer]:
    """The defence spending options of what the hero has equipped: in a campaign every item on its
    board outside the backpack, else the weapons in its hands; and those of its guards in force
    (Thorned Bulwark)."""
    from .attack import held, weapon_of

    if game.boards and hero.seat in game.party.heroes:
        sources = equipment.spends(game, hero, "defense")  # every equipped item and its rune
    else:
        sources = [(w, weapon_of(game, w).spend) for w in held(hero)]
    guards = [(c, game.content.abilities[c].major.spend) for c in hero.effects
              if game.content.abilities[c].major.kind == "guard" and game.content.abilities[c].major.whom != "ally"]
    return spending.offers(sources + guards + perks.spends(game, hero, "defense"), "defense")


def _lands(game: Vessels, eid: str, seat: str, why: str, extra: dict[str, int], block: int = 0,
           cards: list | None = None, firm: bool = False) -> Script:
    """Scratches = attack - defence power, at least 1; a Critical cancels the attack, a Botch
    counts as no power and no Critical (VS-DEF-02/04/05).  The roll's Plus and Star may buy the
    equipped items' defence options first, and a cursed hero pays the curse (VS-STATUS-13/14).
    Only a block takes the last scratch away (VS-DEF-03)."""
    st = game.state
    e, hero = st.enemies.get(eid), st.heroes[seat]
    if hero.soul or e is None:
        return
    value = attack_value(game, e)
    dice = defence_pool(game, hero)
    dice.update(extra)
    res = roll(game, dice)
    cursed = spending.cursed(hero)
    offers = defence_offers(game, hero) + spending.offers(list(cards or []), "defense")
    spent = spending.Spent(curse_paid=not cursed)
    if not res.botch and (cursed or offers) and (res.plus or res.star):
        game.emit(f"{seat} defends against {eid}: {res.text()}", kind="roll", seat=seat, reveals=True,
                  data={"seat": seat, "enemy": eid, "attack": value, "roll": res.as_data()})
        spent = yield from spending.spend(game, hero, res, offers, cursed)
    if not res.botch:
        res.power += spent.power
    no_min = spent.no_min or firm or equipment.grants(game, hero, "prevent_min_scratch")  # firm: an interrupt's
    less = perks.total(game, hero, "reduce_scratches")  # taken off before the minimum scratch
    cancelled = bool(res.criticals) or spent.negate  # a Critical, or an option bought that cancels it
    scratches = 0 if cancelled else max(0 if no_min else 1, value - res.power - less)
    scratches = max(0, scratches - block - spent.block - hero.braced)  # a minor's block held for it too
    hero.braced = 0
    outcome = "a Critical cancels it" if res.criticals else "it is cancelled" if cancelled else \
        f"{scratches} scratch{'es' if scratches != 1 else ''}"
    game.emit(f"{eid} {why} {seat} (attack {value}); {seat} defends {res.text()}: {outcome}", kind="defend",
              rule="VS-DEF-04" if res.criticals else "VS-DEF-02", seat=seat, reveals=True,
              data={"enemy": eid, "seat": seat, "attack": value, "roll": res.as_data(), "scratches": scratches,
                    "cancelled": cancelled})
    vessel, unlocks = hero.vessel, perks.unlocked(game, hero)
    if not cancelled and enemy_abilities.has(game, e, "auto_critical"):
        # its Critical wounds whatever the defence: the current row is covered, and the hit's
        # scratches go on into the next one (our reading)
        game.emit(f"{eid}'s attack is a Critical: {seat} suffers a wound whatever the defence", kind="wound",
                  rule="VS-ENEMY-04", seat=seat, data={"enemy": eid, "seat": seat, "critical": True})
        wound(game, hero)
    scratch(game, hero, scratches)
    if hero.soul and vessel is not None:  # the hit killed the vessel: what answers its death (Last Stand)
        yield from window(game, Occurrence("vessel_died", {"seat": seat, "vessel": vessel, "unlocks": unlocks,
                                                           "enemy": eid}), "after")
    for status, n in spent.statuses:  # a status bought on the defence goes on the attacker (our reading)
        if eid in st.enemies:
            on_enemy(game, eid, status, n)
    if not cancelled:  # statuses its abilities lay go on with the hit
        for status, n in enemy_abilities.statuses(game, e):
            on_hero(game, hero, status, n)
    elif res.criticals:  # a Critical: what the items' runes lay on the attacker (a Rune of Thunder)
        for status, n in equipment.on_critical(game, hero, "defense"):
            on_enemy(game, eid, status, n)
    yield from after_roll(game, hero, res.wear, took_part(game, hero, "defense", spent.keys))  # VS-WEAR-01
    if not spent.curse_paid:
        yield from spending.curse_penalty(game, hero)
    if spent.free_attack and eid in st.enemies and not hero.soul:
        from .attack import free_attack

        yield from free_attack(game, hero, eid)

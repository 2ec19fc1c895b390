"""Spells: the spellcasting roll, and damage rolls and healing when it succeeds."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ..printed import Action
from ..state import Hero
from .damage import heal, wound_enemy
from .dice import pool, roll
from .statuses import on_enemy

if TYPE_CHECKING:
    from ..engine import Vessels

FAILED_COOLDOWN = 1  # VS-ABIL-15


def casting_pool(game: Vessels, hero: Hero, a: Action) -> Counter[str]:
    """One Standard Die, the card's dice and a Cursed Die per wound (VS-DICE-04, VS-DICE-15)."""
    dice = pool(standard=1, cursed=hero.wounds)
    dice.update(a.dice)
    return dice


def cast(game: Vessels, hero: Hero, name: str, a: Action, target: str | None) -> bool:
    """The spell works if the roll's power reaches its number or it shows a Critical, unless a Botch
    spoils the roll (VS-ABIL-14, VS-ATK-20).  Its effects happen only then."""
    res = roll(game, casting_pool(game, hero, a))
    ok = not res.botch and (res.power >= a.spell or res.criticals > 0)
    game.emit(f"{hero.seat} casts {name} (needs {a.spell}): {res.text()}: {'it works' if ok else 'it fails'}",
              kind="spell", seat=hero.seat, rule="VS-ABIL-14" if ok else "VS-ABIL-15", reveals=True,
              data={"seat": hero.seat, "roll": res.as_data(), "needs": a.spell, "success": ok})
    if not ok:
        return False
    st = game.state
    if a.damage and target in st.enemies:
        damage_roll(game, hero, target, a.damage)
    for status, n in a.statuses:  # on the enemy it was cast at, if it still stands
        if target in st.enemies:
            on_enemy(game, target, status, n)
    if a.amount and a.whom == "ally" and target in st.minions:  # a minion is an ally too (VS-MINION-06)
        m = st.minions[target]
        healed = min(a.amount, m.scratches)
        m.scratches -= healed
        game.emit(f"{target} heals {healed} scratch{'es' if healed != 1 else ''}", kind="heal", seat=hero.seat,
                  data={"minion": target, "healed": healed})
    elif a.amount:
        whom = hero if a.whom == "self" else next((h for s, h in st.heroes.items() if s.lower() == target), hero)
        healed = heal(game, whom, a.amount)
        game.emit(f"{whom.seat} heals {healed} scratch{'es' if healed != 1 else ''}", kind="heal", seat=whom.seat,
                  data={"seat": whom.seat, "healed": healed})
    return True


def damage_roll(game: Vessels, hero: Hero, eid: str, dice: dict[str, int]) -> None:
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
        wound_enemy(game, eid, wounds)

"""An enemy's attack on a hero: the defence roll and the scratches it lets through."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ....core.questions import Script
from ....core.timing import Occurrence, occur
from ..state import Enemy, Hero
from . import enemy_abilities
from .damage import scratch
from .dice import pool, roll
from .statuses import on_hero

if TYPE_CHECKING:
    from ..engine import Vessels


def attack_value(game: Vessels, e: Enemy) -> int:
    """The printed attack as the group's AI card changes it (VS-DEF-06), and any power its abilities
    in force add."""
    group = game.state.groups[e.group]
    bonus = game.content.ai_cards[group.ai].attack if group.ai else 0
    return game.content.enemies[e.group].attack + bonus + enemy_abilities.total(game, e, "add_power")


def defence_pool(game: Vessels, hero: Hero) -> Counter[str]:
    """One Standard Die, a Cursed Die per wound, and the dice of guarding effects in force (VS-DEF-01)."""
    dice = pool(standard=1, cursed=hero.wounds + (2 if "weaken" in hero.statuses else 0))  # VS-STATUS-23
    for card in hero.effects:
        major = game.content.abilities[card].major
        if major.kind == "guard":
            dice.update(major.dice)
    return dice


def enemy_attacks(game: Vessels, eid: str, seat: str, why: str = "attacks") -> Script:
    """The attack is an occurrence: before it lands, heroes may play interrupts from hand (the
    core's trigger window), which may add defence dice (VS-ABIL-11)."""
    if game.state.heroes[seat].soul:
        return
    occ = Occurrence("attacked", {"enemy": eid, "seat": seat, "dice": {}})
    yield from occur(game, occ, lambda o: _lands(game, eid, seat, why, o.data["dice"]))


def _lands(game: Vessels, eid: str, seat: str, why: str, extra: dict[str, int]) -> None:
    """Scratches = attack - defence power, at least 1; a Critical cancels the attack, a Botch
    counts as no power and no Critical (VS-DEF-02/04/05)."""
    st = game.state
    e, hero = st.enemies.get(eid), st.heroes[seat]
    if hero.soul or e is None:
        return
    value = attack_value(game, e)
    dice = defence_pool(game, hero)
    dice.update(extra)
    res = roll(game, dice)
    scratches = 0 if res.criticals else max(1, value - res.power)
    outcome = "a Critical cancels it" if res.criticals else f"{scratches} scratch{'es' if scratches != 1 else ''}"
    game.emit(f"{eid} {why} {seat} (attack {value}); {seat} defends {res.text()}: {outcome}", kind="defend",
              rule="VS-DEF-04" if res.criticals else "VS-DEF-02", seat=seat, reveals=True,
              data={"enemy": eid, "seat": seat, "attack": value, "roll": res.as_data(), "scratches": scratches})
    scratch(game, hero, scratches)
    if not res.criticals:  # statuses its abilities lay go on with the hit
        for status, n in enemy_abilities.statuses(game, e):
            on_hero(game, hero, status, n)

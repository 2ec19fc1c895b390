"""Spending a roll's Plus and Star symbols on spending options, and the Cursed status's claim on them.

A spending option costs some Plus (a Star may stand in for a Plus, VS-DICE-10) or some Stars, and
is offered only on a roll of the kind it names (VS-DICE-13) and, for a weapon's options, only on an
attack made with that weapon (VS-DICE-14, the caller's choice of sources).  Each symbol pays once
(VS-DICE-11) and each option is bought at most once per action (VS-DICE-12).  A botched roll has
no symbols, so nothing is spent then (VS-DICE-06).
"""

from __future__ import annotations

from dataclasses import field
from typing import TYPE_CHECKING

from ....core.questions import Ask, Option, Script
from ....core.records import record
from ..printed import Spend
from ..state import Hero
from .dice import Result

if TYPE_CHECKING:
    from ..engine import Vessels

CURSE = "curse"
CURSE_COOLDOWN = 2  # VS-STATUS-14
# what a bought option may do, as the engine plays it (others are shown but refused)
PLAYED = frozenset({"apply", "add_power", "hit_additional", "pull", "knockback", "heal_scratches", "block",
                    "prevent_min_scratch", "free_attack", "auto_critical", "reduce_cooldowns", "negate_attack"})


@record
class Offer:
    key: str  # the word of the `spend` command: SOURCE-N, N counting the source's options from 1
    source: str  # the weapon or card it comes from
    spend: Spend


@record(frozen=False)
class Spent:
    """What the bought options add to the action."""

    keys: list[str] = field(default_factory=list)
    power: int = 0
    extra: int = 0
    knockback: int = 0
    pull: int = 0
    heal: int = 0
    block: int = 0  # a defence: scratches taken off after the minimum (VS-DEF-03)
    no_min: bool = False  # a defence: no minimum scratch
    free_attack: bool = False  # a free attack at the attacker once the defence is over
    criticals: int = 0  # an attack: Criticals bought, each counting as one rolled (VS-ATK-07)
    cools: int = 0  # cooldown steps bought for the hero's cards
    negate: bool = False  # a defence: the attack is cancelled, as by a Critical (VS-DEF-04)
    statuses: list[tuple[str, int]] = field(default_factory=list)
    curse_paid: bool = False


def offers(sources: list[tuple[str, tuple[Spend, ...]]], kind: str) -> list[Offer]:
    """The options of these sources (the chosen weapon, the card) that fit a roll of this kind."""
    return [Offer(f"{source}-{i}", source, sp) for source, spends in sources if source
            for i, sp in enumerate(spends, 1) if sp.roll == kind]


def cursed(hero: Hero) -> bool:
    return "cursed" in hero.statuses


def _pay(plus: int, star: int, cost: int, star_only: bool) -> tuple[int, int] | None:
    """The symbols left after paying, Plus first and Stars standing in (None: not enough)."""
    if star_only:
        return (plus, star - cost) if star >= cost else None
    from_plus = min(plus, cost)
    rest = cost - from_plus
    return (plus - from_plus, star - rest) if star >= rest else None


def _what(sp: Spend) -> str:
    cost = f"{sp.cost} {'Star' if sp.star else 'Plus'}"
    return f"{cost}: " + "; ".join(" ".join([verb, *map(str, args)]) for verb, args in sp.does)


def spend(game: Vessels, hero: Hero, res: Result, offered: list[Offer], curse: bool) -> Script:
    """Ask the hero, one option at a time, what to buy with the roll's symbols until it stops or
    nothing more can be paid.  A cursed hero may pay one Plus (or Star) to the curse."""
    plus, star = res.plus, res.star
    out = Spent(curse_paid=not curse)
    while True:
        opts = []
        if not out.curse_paid:
            ok = _pay(plus, star, 1, False) is not None
            opts.append(Option(f"spend {CURSE}", "pay 1 Plus to the curse", {"verb": "spend", "option": CURSE,
                                                                             "cost": 1, "symbol": "plus",
                                                                             "curse": True},
                               enabled=ok, reason="" if ok else "no Plus or Star is left"))
        for o in offered:
            sp = o.spend
            why = ""
            if o.key in out.keys:
                why = "each spending option is used once an action"  # VS-DICE-12
            elif _pay(plus, star, sp.cost, sp.star) is None:
                why = f"not enough {'Stars' if sp.star else 'Plus or Star'} left"
            elif any(verb not in PLAYED for verb, _ in sp.does):
                why = "the engine does not play this spending option yet"
            opts.append(Option(f"spend {o.key}", _what(sp),
                               {"verb": "spend", "option": o.key, "source": o.source, "cost": sp.cost,
                                "symbol": "star" if sp.star else "plus",
                                "does": [[verb, list(args)] for verb, args in sp.does]},
                               enabled=not why, reason=why))
        if not any(o.enabled for o in opts):
            return out
        opts.append(Option("done", "spend nothing more on this roll", {"verb": "done"}))
        ans = yield Ask(hero.seat, f"spend the roll's symbols ({plus} Plus, {star} Star left)?", opts,
                        rule="VS-DICE-10")
        if ans.name == "done":
            return out
        key = ans.args[0]
        if key == CURSE:
            plus, star = _pay(plus, star, 1, False) or (plus, star)
            out.curse_paid = True
            game.emit(f"{hero.seat} pays a Plus to the curse", kind="spend", seat=hero.seat, rule="VS-STATUS-13",
                      data={"seat": hero.seat, "option": CURSE})
            continue
        o = next(o for o in offered if o.key == key)
        plus, star = _pay(plus, star, o.spend.cost, o.spend.star) or (plus, star)
        out.keys.append(key)
        _buy(out, o.spend)
        game.emit(f"{hero.seat} spends {_what(o.spend)}", kind="spend", seat=hero.seat, rule="VS-DICE-11",
                  data={"seat": hero.seat, "option": key, "source": o.source})


def _buy(out: Spent, sp: Spend) -> None:
    for verb, args in sp.does:
        n = int(args[-1]) if args and isinstance(args[-1], int) else 1
        if verb == "apply":
            out.statuses.append((str(args[0]), n))
        elif verb == "add_power":
            out.power += int(args[0])
        elif verb == "hit_additional":
            out.extra += n
        elif verb in ("pull", "knockback"):
            setattr(out, verb, getattr(out, verb) + n)
        elif verb == "heal_scratches":
            out.heal += n
        elif verb == "block":
            out.block += n
        elif verb == "prevent_min_scratch":
            out.no_min = True
        elif verb == "free_attack":
            out.free_attack = True
        elif verb == "auto_critical":
            out.criticals += 1
        elif verb == "reduce_cooldowns":
            out.cools += n
        elif verb == "negate_attack":
            out.negate = True


def curse_penalty(game: Vessels, hero: Hero, playing: str = "") -> Script:
    """No Plus went to the curse: the hero puts a card of its choice from hand on cooldown 2
    (VS-STATUS-14); with an empty hand nothing more happens (VS-EDGE-04)."""
    hand = [c for c in hero.hand if c != playing]  # the card being played is on its way to a tracker
    if not hand or hero.soul:
        game.emit(f"{hero.seat} has no card in hand for the curse to take", kind="status", seat=hero.seat,
                  rule="VS-EDGE-04", data={"seat": hero.seat, "status": "cursed", "card": None})
        return
    ans = yield Ask(hero.seat, "the curse takes a card: which goes from hand to cooldown 2?",
                    [Option(f"curse {c}", f"{game.content.abilities[c].name} goes to cooldown {CURSE_COOLDOWN}",
                            {"verb": "curse", "card": c}) for c in hand], rule="VS-STATUS-14")
    c = ans.args[0]
    hero.cooldown[c] = CURSE_COOLDOWN
    game.emit(f"the curse sends {game.content.abilities[c].name} to cooldown {CURSE_COOLDOWN}", kind="status",
              seat=hero.seat, rule="VS-STATUS-14", data={"seat": hero.seat, "status": "cursed", "card": c})

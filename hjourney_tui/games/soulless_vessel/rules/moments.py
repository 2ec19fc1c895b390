"""What answers an enemy model's fall or a hero's Critical: Forced effects in the after window of
a "defeat" or "critical" occurrence (core/timing.py).  On a fall, a Vengeful Trait powers up the
models of its group still standing, and the perks of the hero whose attack or spell dealt the
last wound that wait for a defeat answer it (Soul Eater's healing, Scavenger's coin).  On a
Critical in a hero's attack roll, its perks that lay a status on the enemy hit.  Before an
enemy's attack on a hero, the perks of the heroes next to it that block for it.  As a hero's
turn ends, its perks that shorten a status on it; as a hero opens a door, its perks that lend
it movement; as an enemy comes next to a hero, that hero's ongoing cards that order a free attack;
as an enemy's hit kills a vessel, its perks that strike back (Last Stand).  Our readings:
Vengeful adds its power once per model fallen, for as long as the group stays; a model felled by
a Bleed token or a minion answers no hero's perk."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....core.timing import Occurrence, Trigger
from .damage import heal

if TYPE_CHECKING:
    from ..engine import Vessels

MOMENT = "when_enemy_defeated"


def triggers(game: Vessels, occ: Occurrence, timing: str) -> list[Trigger]:
    if timing == "forced_interrupt" and occ.kind == "attacked":
        return _guarding(game, occ)
    if timing != "forced":
        return []
    if occ.kind == "activation_ended":
        return _recovering(game, occ)
    if occ.kind == "door_opened":
        return _door_sense(game, occ)
    if occ.kind == "critical":
        return _on_critical(game, occ)
    if occ.kind == "enemy_adjacent":
        return _standing(game, occ)
    if occ.kind == "vessel_died":
        return _last_stand(game, occ)
    if occ.kind != "defeat":
        return []
    return [*_vengeful(game, occ), *_perks(game, occ)]


def _guarding(game: Vessels, occ: Occurrence) -> list[Trigger]:
    """Perks of the heroes next to an ally about to be attacked that block for it (Guard Instinct):
    the block joins the ally's defence as an interrupt's does."""
    from ....core.grid import adjacent
    from . import perks

    seat = occ.data["seat"]
    target = game.state.heroes[seat]
    out = []
    for other, h in game.state.heroes.items():
        if other == seat or h.soul or not adjacent(h.pos, target.pos):
            continue
        for pid, b in perks.answering(game, h, "when_ally_attacked"):
            if b.verb == "block" and (n := int(b.args[0])):
                out.append(Trigger(f"{other.lower()}.{pid}", other, "forced_interrupt",
                                   f"{other}'s vessel guards {seat}: block {n}",
                                   lambda o=other, n=n: _guard(game, occ, o, n),
                                   data={"seat": other, "perk": pid, "block": n},
                                   alike=f"block {n}"))  # two guards blocking alike: no order to pick
    return out


def _guard(game: Vessels, occ: Occurrence, by: str, n: int) -> None:
    occ.data["block"] = occ.data.get("block", 0) + n
    game.emit(f"{by} guards {occ.data['seat']}: block {n}", kind="perk", seat=by, rule="VS-VES-05",
              data={"seat": by, "ally": occ.data["seat"], "block": n})


def _standing(game: Vessels, occ: Occurrence) -> list[Trigger]:
    """An ongoing card of the hero an enemy has just come next to that orders a free attack at it
    (Stand Fast, Stand Long, Shield Wall): Forced, once for each card, if a weapon in hand reaches."""
    from .attack import check, free_attack, held

    seat, eid = occ.data["seat"], occ.data["enemy"]
    hero = game.state.heroes[seat]
    if hero.soul or eid not in game.state.enemies or not [w for w in held(hero) if not check(game, hero, eid, 0, w)]:
        return []
    out = []
    for c in hero.effects:
        a = game.content.abilities[c].major
        if a.kind == "guard" and a.trigger == "when_enemy_moves_adjacent" and a.free:
            name = game.content.abilities[c].name
            out.append(Trigger(f"{seat.lower()}.{c}", seat, "forced", f"{name}: {seat} strikes {eid} as it comes",
                               lambda: free_attack(game, hero, eid) if eid in game.state.enemies and not hero.soul
                               else None, data={"seat": seat, "card": c, "enemy": eid},
                               alike=f"free attack {eid}"))
    return out


def _last_stand(game: Vessels, occ: Occurrence) -> list[Trigger]:
    """The perks of a vessel just killed by an enemy's hit that strike back as it dies (Last Stand):
    a free attack at that enemy with a weapon in hand that reaches it.  Our reading: the hero makes it
    as the soul it has become, with no dice from the dead vessel, and a vessel killed by anything
    but an enemy's hit makes no last stand."""
    from . import perks
    from .attack import check, free_attack, held

    seat, eid = occ.data["seat"], occ.data.get("enemy")
    hero = game.state.heroes[seat]
    if eid not in game.state.enemies or not [w for w in held(hero) if not check(game, hero, eid, 0, w)]:
        return []
    return [Trigger(f"{seat.lower()}.{pid}", seat, "forced", f"{seat}'s dying vessel strikes {eid}",
                    lambda: free_attack(game, hero, eid) if eid in game.state.enemies else None,
                    data={"seat": seat, "perk": pid, "enemy": eid})
            for pid, fx in perks.of_vessel(game, occ.data["vessel"], occ.data["unlocks"])
            for e in fx if e.verb == "when_vessel_dies" and any(b.verb == "free_attack" for b in e.body)]


def _door_sense(game: Vessels, occ: Occurrence) -> list[Trigger]:
    """Perks of the hero who opened the door that lend it movement points (Door Sense), spent on
    the movement under way (our reading: the opener's own perk only)."""
    from . import perks

    hero = game.state.heroes.get(occ.data["seat"])
    if hero is None or hero.soul:
        return []
    return [Trigger(f"{hero.seat.lower()}.{pid}", hero.seat, "forced", f"{hero.seat}'s vessel: +{n} MP",
                    lambda n=n: _quicken(game, hero.seat, n), data={"seat": hero.seat, "perk": pid, "mp": n})
            for pid, b in perks.answering(game, hero, "when_door_opened") if b.verb == "move" and (n := int(b.args[0]))]


def _quicken(game: Vessels, seat: str, n: int) -> None:
    hero = game.state.heroes[seat]
    hero.mp += n
    game.emit(f"{seat}'s vessel senses the way on: +{n} MP (now {hero.mp})", kind="perk", seat=seat,
              rule="VS-VES-05", data={"seat": seat, "mp": hero.mp})


def _recovering(game: Vessels, occ: Occurrence) -> list[Trigger]:
    """Perks that shorten a status on the hero as its activation ends (Swift Recovery)."""
    from . import perks

    hero = game.state.heroes[occ.data["seat"]]
    out = []
    for pid, b in perks.answering(game, hero, "end_of_activation"):
        if b.verb == "reduce_duration" and str(b.args[0]) in hero.statuses:
            status, n = str(b.args[0]), int(b.args[1])
            out.append(Trigger(f"{hero.seat.lower()}.{pid}", hero.seat, "forced", f"{hero.seat}'s vessel: {status} -{n}",
                               lambda s=status, n=n: _shorten(game, hero.seat, s, n),
                               data={"seat": hero.seat, "perk": pid, "status": status, "n": n}))
    return out


def _shorten(game: Vessels, seat: str, status: str, n: int) -> None:
    hero = game.state.heroes[seat]
    left = hero.statuses.get(status, 0) - n
    if left > 0:
        hero.statuses[status] = left
    else:
        hero.statuses.pop(status, None)
    game.emit(f"{seat}'s vessel shakes off {status}: {max(left, 0)} left", kind="perk", seat=seat, rule="VS-VES-05",
              data={"seat": seat, "status": status, "left": max(left, 0)})


def _on_critical(game: Vessels, occ: Occurrence) -> list[Trigger]:
    """Perks that lay a status on the enemy a hero's attack rolled a Critical against (Stunning Blow,
    Skull Ringer): once per attack, however many Criticals it rolled (our reading)."""
    from . import perks
    from .statuses import on_enemy

    hero, eid = game.state.heroes[occ.data["seat"]], occ.data["enemy"]
    out = []
    for pid, b in perks.answering(game, hero, "on_critical"):
        if b.verb == "apply":
            status, n = str(b.args[0]), int(b.args[1]) if len(b.args) > 1 else 1
            out.append(Trigger(f"{hero.seat.lower()}.{pid}", hero.seat, "forced",
                               f"{hero.seat}'s vessel: {status} {n} on {eid}",
                               lambda s=status, n=n: on_enemy(game, eid, s, n) if eid in game.state.enemies else None,
                               data={"seat": hero.seat, "perk": pid, "status": status, "n": n}))
    return out


def _vengeful(game: Vessels, occ: Occurrence) -> list[Trigger]:
    group = game.state.groups.get(occ.data["group"])
    if group is None:  # its last model fell: nobody is left to avenge it
        return []
    out = []
    for tid in group.traits:
        t = game.content.traits[tid]
        power = sum(int(args[0]) for verb, args in t.on_defeat if verb == "add_power")
        if power:
            out.append(Trigger(f"{group.id}.{tid}", game.first_player(), "forced",
                               f"{t.name}: the {game.content.enemies[group.id].name} group gains {power} attack power",
                               lambda g=group.id, n=power, name=t.name: _avenge(game, g, n, name),
                               data={"group": group.id, "trait": tid, "power": power}))
    return out


def _avenge(game: Vessels, gid: str, n: int, name: str) -> None:
    group = game.state.groups[gid]
    group.vengeance += n
    game.emit(f"{name}: the {game.content.enemies[gid].name} group's attacks gain {n} power "
              f"(now +{group.vengeance})", kind="trait", rule="VS-ENEMY-10",
              data={"group": gid, "vengeance": group.vengeance})


def _perks(game: Vessels, occ: Occurrence) -> list[Trigger]:
    from . import perks  # perks read damage, which imports this module's caller: import here

    hero = game.state.heroes.get(occ.data.get("by", ""))
    if hero is None or hero.soul:
        return []
    out = []
    for pid, b in perks.answering(game, hero, MOMENT):
        n = int(b.args[0]) if b.args else 0
        if b.verb in ("heal_scratches", "gain_coins"):
            out.append(Trigger(f"{hero.seat.lower()}.{pid}", hero.seat, "forced",
                               f"{hero.seat}'s vessel: {b.verb.replace('_', ' ')} {n}",
                               lambda v=b.verb, n=n: _perk(game, hero.seat, v, n),
                               data={"seat": hero.seat, "perk": pid, "effect": b.verb, "n": n}))
    return out


def _perk(game: Vessels, seat: str, verb: str, n: int) -> None:
    hero = game.state.heroes[seat]
    if verb == "heal_scratches":
        healed = heal(game, hero, n)
        game.emit(f"{seat}'s vessel feeds on the fallen: {healed} scratch{'es' if healed != 1 else ''} healed",
                  kind="perk", seat=seat, rule="VS-VES-05", data={"seat": seat, "healed": healed})
    else:
        from .quests import gain  # the purse lives with the adventure's rewards

        gain(game, verb, n, f"{seat}'s vessel")

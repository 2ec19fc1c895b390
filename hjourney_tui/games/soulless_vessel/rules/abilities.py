"""Ability cards: secret placement, the initiative a hero takes, major and minor actions, and the
cooldown and effects trackers."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....core.grid import adjacent
from ....core.questions import Ask, Option, Question, Script
from .. import board
from ..printed import Action
from ..state import TRACKER_MAX, Hero, Square
from . import area, attack, bellow, equipment, forces, minions, movement, spells, statuses, variants
from .damage import heal, remove_wound, scratch

if TYPE_CHECKING:
    from ..engine import Vessels

SLOTS = 2
FAR = 99  # a call reaches any ally in sight


def place(game: Vessels) -> Script:
    """Step 4: every hero places 0-2 cards from hand at once, in secret: nobody sees another's
    choice until all are in (VS-ROUND-02/03)."""
    if variants.on(game, "open_planning"):  # the variant places cards in the open (VS-VAR-03)
        yield from variants.place_openly(game)
        return
    st = game.state
    seats = tuple(st.heroes)

    def options(seat: str) -> list[Option]:
        h = st.heroes[seat]
        if statuses.has(h, "stun") and q.commits.get(seat):
            return []  # a stunned hero places one card at most (VS-STATUS-17)
        return [Option(f"commit {c}", _card_text(game, c), {"verb": "commit", "card": c}) for c in h.hand]

    q = Question(seats, "place up to two ability cards in secret", options, mode="secret", most=SLOTS, least=0,
                 rule="VS-ROUND-02", kind="choice")
    answers = yield q
    for seat in seats:
        st.heroes[seat].placed = [a.args[0] for a in answers.get(seat, [])]
    shown = {s: list(st.heroes[s].placed) for s in seats}
    game.emit("cards revealed: " + "; ".join(f"{s} {', '.join(c) or 'nothing'}" for s, c in shown.items()),
              kind="reveal", rule="VS-ROUND-04", reveals=True, data={"placed": shown})


def choose_initiative(game: Vessels) -> Script:
    """Step 5: each hero takes the initiative of one of its slots; an empty slot offers 0 (VS-ROUND-04)."""
    st = game.state
    for seat, h in st.heroes.items():
        values = {c: game.content.abilities[c].initiative for c in h.placed}
        if len(h.placed) < SLOTS:
            values["empty"] = 0
        if len(set(values.values())) == 1:
            h.initiative = next(iter(values.values()))
            continue
        ans = yield Ask(seat, "take the initiative of which slot?",
                        [Option(f"initiative {k}", f"act at initiative {v}", {"verb": "initiative", "card": k,
                                                                             "initiative": v})
                         for k, v in sorted(values.items(), key=lambda kv: -kv[1])], rule="VS-ROUND-04")
        h.initiative = values[ans.args[0]]
        game.emit(f"{seat} acts at initiative {h.initiative}", kind="initiative", seat=seat,
                  data={"seat": seat, "initiative": h.initiative})


def reduce_cooldowns(hero: Hero, n: int = 1) -> None:
    """Every card on the cooldown tracker moves down; from 1 it returns to hand (VS-ABIL-04/05).
    The effects tracker is untouched (VS-ABIL-07)."""
    for c in list(hero.cooldown):
        hero.cooldown[c] -= n
        if hero.cooldown[c] <= 0:
            del hero.cooldown[c]


def tick_effects(hero: Hero) -> None:
    """Step 1: each ongoing card's duration drops by 1; at 0 it returns to hand (VS-ABIL-08)."""
    for c in list(hero.effects):
        hero.effects[c] -= 1
        if hero.effects[c] <= 0:
            del hero.effects[c]


def options(game: Vessels, hero: Hero) -> list[Option]:
    """Each placed card as a major or a minor action.  An attack needs a target in range and sight
    now, so it is offered per target, and refused with the reason when none is (VS-LOS-13)."""
    out = []
    for c in dict.fromkeys(hero.placed):
        card = game.content.abilities[c]
        major = card.major
        if hero.soul:
            out.append(Option(f"major {c}", "", {"verb": "major", "card": c}, enabled=False,
                              reason="a Vesselless Soul cannot take major actions"))
        elif major.kind == "attack":
            out += _attack_options(game, hero, c)
        elif major.kind == "spell":
            out += _spell_options(game, hero, c)
        elif major.kind == "interrupt":
            out.append(Option(f"major {c}", "", {"verb": "major", "card": c}, enabled=False,
                              reason="an interrupt is played from hand when its moment comes, not from a slot "
                                     "(VS-ABIL-12); resolve it as a minor action"))
        elif major.kind == "guard" and major.whom == "ally":
            out += _ward_options(game, hero, c)
        elif major.kind == "rally":
            out += _rally_options(game, hero, c)
        elif major.kind == "heal" and major.whom in ("adjacent", "ally"):
            out += _tend_options(game, hero, c)
        elif major.kind == "unsupported":
            out.append(Option(f"major {c}", "", {"verb": "major", "card": c}, enabled=False,
                              reason=f"the engine does not play this major action yet ({major.what}); "
                                     "play the card as its minor action"))
        else:
            out.append(Option(f"major {c}", f"{card.name}: {_action_text(major)}",
                              {"verb": "major", "card": c, "kind": major.kind,
                               **({"summons": list(major.summons)} if major.summons else {})}))
        out.append(Option(f"minor {c}", f"{card.name} (minor): {_action_text(card.minor)}; cooldowns -1",
                          {"verb": "minor", "card": c, "kind": card.minor.kind,
                           **({"block": card.minor.block, "cools": card.minor.cools,
                               "shortens": dict(card.minor.shortens)} if card.minor.kind == "utility" else {})}))
    return out


def _attack_options(game: Vessels, hero: Hero, c: str) -> list[Option]:
    """An attack per target and per weapon it may be made with (VS-ATK-01/02); the main weapon's
    command names no weapon.  Bare hands and a rock beside a held weapon are listed only where they
    can strike, so the list does not triple with refusals."""
    st = game.state
    card = game.content.abilities[c]
    a = card.major
    weapons = attack.choices(game, hero, a)
    if not st.enemies or not weapons:
        why = "there is no enemy to attack" if not st.enemies else (
            "a free attack needs a weapon in hand" if a.free else
            "it needs a free hand" if a.weapon else "it holds no weapon and has no free hand")
        return [Option(f"major {c}", "", {"verb": "major", "card": c}, enabled=False, reason=why)]
    pools = {w: dict(attack.attack_pool(game, hero, a.dice, w)) for w in weapons}  # the same for every target
    rush_ends: dict[Square, int] | None = None  # where the rush may end: the same for every target
    out = []
    for eid in st.enemies:
        for w in weapons:
            why = attack.check(game, hero, eid, a.range, w)
            if why and a.rush:
                if rush_ends is None:
                    rush_ends = rush_reach(game, hero, a)
                if rush_spots(game, hero, a, eid, w, rush_ends):
                    why = ""  # out of reach now, but not at the end of the rush
            if why and w in attack.UNARMED and w != weapons[0]:
                continue
            tail = "" if w == hero.weapon else f" {w}"
            out.append(Option(f"major {c} {eid}{tail}", f"{card.name}: attack {eid} with {attack.weapon_of(game, w).name}",
                              {"verb": "major", "card": c, "kind": "attack", "target": eid, "weapon": w,
                               "improvised": w in attack.UNARMED, "dice": dict(pools[w])},
                              enabled=not why, reason=why))
    return out


def _ward_options(game: Vessels, hero: Hero, c: str) -> list[Option]:
    """A ward names the hero it guards: another hero with a vessel within the card's range and in
    sight.  It is a spell when the card prints a spellcasting number: the data says what it needs and
    the casting pool."""
    card = game.content.abilities[c]
    a = card.major
    cast = {"needs": a.spell, "casting": dict(spells.casting_pool(game, hero, spells.casting(a)))} if a.spell else {}
    text = f" (spell {a.spell}+)" if a.spell else ""
    out = [Option(f"major {c} {s.lower()}", f"{card.name}{text}: ward {s}",
                  {"verb": "major", "card": c, "kind": "guard", "target": s, "dice": dict(a.dice), **cast},
                  enabled=not (why := attack.in_reach(game, hero, s, h.pos, a.range or FAR, "ward")), reason=why)
           for s, h in game.state.heroes.items() if s != hero.seat and not h.soul]
    return out or [Option(f"major {c}", "", {"verb": "major", "card": c}, enabled=False,
                          reason="there is no ally with a vessel to ward")]


def _rally_options(game: Vessels, hero: Hero, c: str) -> list[Option]:
    """A call names the hero it moves: another hero with a vessel the caller can see, within the
    card's range when it prints one."""
    card = game.content.abilities[c]
    out = [Option(f"major {c} {s.lower()}", f"{card.name}: move {s} up to {card.major.mp}",
                  {"verb": "major", "card": c, "kind": "rally", "target": s, "mp": card.major.mp},
                  enabled=not (why := attack.in_reach(game, hero, s, h.pos, card.major.range or FAR, "call")),
                  reason=why)
           for s, h in game.state.heroes.items() if s != hero.seat and not h.soul]
    return out or [Option(f"major {c}", "", {"verb": "major", "card": c}, enabled=False,
                          reason="there is no ally with a vessel to call")]


def _rally(game: Vessels, hero: Hero, a: Action, target: str) -> Script:
    """The ally is moved (our reading: like a forced move, it draws no attack of opportunity) up to
    the call's points, the caller picking the square; its statuses named come off, and the caller's
    cooldowns go down."""
    ally = game.state.heroes[next(s for s in game.state.heroes if s.lower() == target.lower())]
    saved = (ally.mp, ally.aoo_checked, ally.nimble)
    movement.begin(ally, a.mp)
    spots = {ally.pos: 0, **movement.reach(game, ally).cost}
    ally.mp, ally.aoo_checked, ally.nimble = saved
    choices = sorted(spots, key=lambda s: (spots[s], s[1], s[0]))
    ans = yield Ask(hero.seat, f"{hero.seat} calls {ally.seat}: to which square?",
                    [Option(f"square {board.name(s)}", f"{ally.seat} to {board.name(s)}",
                            {"verb": "square", "square": list(s), "seat": ally.seat}) for s in choices], kind="choice")
    to = board.parse(ans.args[0]) or ally.pos
    if to != ally.pos:
        frm, ally.pos = ally.pos, to
        game.emit(f"{ally.seat} is called {board.name(frm)} -> {board.name(to)}", kind="move", seat=ally.seat,
                  data={"seat": ally.seat, "from": list(frm), "to": list(to), "cost": spots[to]})
    for status in a.removes:
        if ally.statuses.pop(status, None) is not None:
            game.emit(f"{ally.seat} is rid of {status}", kind="status", seat=ally.seat,
                      data={"seat": ally.seat, "status": status, "removed": True})
    if a.cools:
        reduce_cooldowns(hero, a.cools)
        game.emit(f"{hero.seat}'s call: cooldowns -{a.cools}", kind="cooldown", seat=hero.seat,
                  data={"seat": hero.seat, "reduction": a.cools})


def _tend_options(game: Vessels, hero: Hero, c: str) -> list[Option]:
    """Healing laid on an ally by hand names the hero tended: one with a vessel next to the user, or
    (a card that names no adjacency) one in sight, within the card's range when it prints one."""
    card = game.content.abilities[c]
    near = card.major.whom == "adjacent"
    reach = card.major.range or FAR
    out = [Option(f"major {c} {s.lower()}", f"{card.name}: tend {s}",
                  {"verb": "major", "card": c, "kind": "heal", "target": s, "amount": card.major.amount})
           for s, h in game.state.heroes.items() if s != hero.seat and not h.soul
           and (adjacent(h.pos, hero.pos) if near else not attack.in_reach(game, hero, s, h.pos, reach, "card"))]
    return out or [Option(f"major {c}", "", {"verb": "major", "card": c}, enabled=False,
                          reason="no ally with a vessel stands next to the hero" if near else
                          "no ally with a vessel is in sight" + (f" within {reach}" if reach != FAR else ""))]


def _spell_options(game: Vessels, hero: Hero, c: str) -> list[Option]:
    """A spell names its target: an enemy for a damage roll, another hero for healing an ally."""
    st = game.state
    card = game.content.abilities[c]
    a = card.major
    base = {"verb": "major", "card": c, "kind": "spell", "needs": a.spell,
            "dice": dict(spells.casting_pool(game, hero, a))}
    reach = a.range or 1
    if a.area:
        return _area_options(game, hero, c, base)
    if a.damage or a.statuses:
        out = [Option(f"major {c} {eid}", f"{card.name}: spell ({a.spell}+) at {eid}", {**base, "target": eid},
                      enabled=not (why := attack.in_reach(game, hero, eid, e.where, reach)), reason=why)
               for eid, e in st.enemies.items()]
        return out or [Option(f"major {c}", "", base, enabled=False, reason="there is no enemy to target")]
    if a.whom == "room":  # every ally in the caster's room, no target to name
        seats, mids = spells.room_allies(game, hero)
        return [Option(f"major {c}", f"{card.name}: spell ({a.spell}+) on every ally in the room",
                       {**base, "heroes": seats, "minions": mids}, enabled=bool(seats or mids),
                       reason="" if seats or mids else "no ally stands in the hero's room")]
    if a.whom == "ally":
        out = [Option(f"major {c} {s.lower()}", f"{card.name}: spell ({a.spell}+) on {s}", {**base, "target": s},
                      enabled=not (why := attack.in_reach(game, hero, s, h.pos, reach)), reason=why)
               for s, h in st.heroes.items() if s != hero.seat and not h.soul]
        out += [Option(f"major {c} {mid}", f"{card.name}: spell ({a.spell}+) on {mid}", {**base, "target": mid},
                       enabled=not (why := attack.in_reach(game, hero, mid, m.pos, reach)), reason=why)
                for mid, m in st.minions.items()]  # a minion is every hero's ally (VS-MINION-06)
        return out or [Option(f"major {c}", "", base, enabled=False, reason="there is no ally to heal")]
    return [Option(f"major {c}", f"{card.name}: spell ({a.spell}+)", base)]


def _area_options(game: Vessels, hero: Hero, c: str, base: dict) -> list[Option]:
    """An area spell is aimed at a square, one command per distinct set of squares it can hit that
    holds a model (VS-AREA-07); the data names every model hit, allies included (VS-AREA-04)."""
    card = game.content.abilities[c]
    a = card.major
    out = []
    for aim, hit in area.placements(game, hero, a.area, a.area_n):
        who = area.models_hit(game, hero.seat, hit)
        if not who["enemies"] and not who["heroes"] and not who["minions"]:
            continue
        allies = who["heroes"] + who["minions"]
        text = ", ".join(who["enemies"] + allies)
        out.append(Option(f"major {c} {board.name(aim)}", f"{card.name}: spell ({a.spell}+), {a.area} towards "
                          f"{board.name(aim)}, hits {text}",
                          {**base, "area": a.area, "target": board.name(aim), "square": list(aim),
                           "hits": sorted(list(s) for s in hit), **who, "allies_hit": len(allies)}))
    return out or [Option(f"major {c}", "", base, enabled=False, reason="no model stands where the area can reach")]


def major(game: Vessels, hero: Hero, c: str, target: str | None = None, weapon: str | None = None) -> Script:
    """Resolve the major action, then the card goes on the cooldown tracker at its cooldown, or on
    the effects tracker for an ongoing action (VS-ABIL-03/08), both capped at 5 (VS-ABIL-10)."""
    card = game.content.abilities[c]
    a = card.major
    hero.placed.remove(c)
    if a.kind != "move":
        hero.mp = 0  # a non-movement action ends the movement action under way (VS-MOVE-03)
    game.emit(f"{hero.seat} plays {card.name} as a major action", kind="ability", seat=hero.seat, rule="VS-ABIL-03",
              data={"seat": hero.seat, "card": c, "action": "major"})
    cooldown = major_cooldown(game, hero, c)
    bleed(game, hero)
    forced = attack.Outcome(False)
    ongoing = a.ongoing
    if a.kind == "attack" and target is not None and a.rush:
        forced = yield from _rush(game, hero, c, a, target, weapon)
    elif a.kind == "attack" and target is not None:
        forced = yield from attack.resolve(game, hero, target, a, c, weapon)
    elif a.kind == "spell" and not (yield from spells.cast(game, hero, c, a, target)):
        cooldown = spells.FAILED_COOLDOWN  # whatever the printed cooldown (VS-ABIL-15)
    elif a.kind == "move":
        movement.begin(hero, a.mp, nimble=a.nimble or equipment.grants(game, hero, "nimble"),
                       slippery=a.slippery or equipment.grants(game, hero, "slippery"))
        if a.cools:  # the card's own cooldown reduction (its own cooldown is set after)
            reduce_cooldowns(hero, a.cools)
            game.emit(f"{hero.seat}'s {card.name}: cooldowns -{a.cools}", kind="cooldown", seat=hero.seat,
                      data={"seat": hero.seat, "reduction": a.cools})
    elif a.kind == "guard" and a.whom == "ally" and target and a.spell \
            and not (yield from spells.cast(game, hero, c, spells.casting(a), None)):
        cooldown, ongoing = spells.FAILED_COOLDOWN, 0  # no ward is laid (VS-ABIL-15)
    elif a.kind == "guard" and a.whom == "ally" and target:
        seat = next(s for s in game.state.heroes if s.lower() == target.lower())
        hero.wards[c] = seat
        game.emit(f"{hero.seat} wards {seat}", kind="ability", seat=hero.seat,
                  data={"seat": hero.seat, "card": c, "ally": seat})
        ally = game.state.heroes[seat]
        for status in a.immune:  # our reading: what the ward makes its ally immune to lets go at once
            if ally.statuses.pop(status, None) is not None:
                game.emit(f"{seat} is rid of {status}", kind="status", seat=seat,
                          data={"seat": seat, "status": status, "removed": True})
    elif a.kind == "bellow":
        bellow.play(game, hero, c, a)
    elif a.kind == "rally" and target:
        yield from _rally(game, hero, a, target)
    elif a.kind == "heal":
        _heal_self(game, game.state.heroes[next(s for s in game.state.heroes if s.lower() == target.lower())]
                   if a.whom in ("adjacent", "ally") and target else hero, a)
    elif a.kind == "summon":
        if a.spell and not (yield from spells.cast(game, hero, c, a, None)):
            cooldown, ongoing = spells.FAILED_COOLDOWN, 0  # nothing answers the call (VS-ABIL-15)
        else:
            yield from minions.summon(game, hero.seat, c, a)
    if ongoing:
        hero.effects[c] = min(a.ongoing, TRACKER_MAX)
    else:
        hero.cooldown[c] = min(cooldown, TRACKER_MAX)
    if a.kind == "attack" and a.stance and not hero.soul:
        # the card's defence dice stay with the hero until its next turn (Guarded Rim; our reading of how long)
        for die, n in a.stance.items():
            hero.stance[die] = hero.stance.get(die, 0) + n
        game.emit(f"{hero.seat} keeps its guard up: " + ", ".join(f"+{n} {d}" for d, n in hero.stance.items())
                  + " on defence until its next turn", kind="ability", seat=hero.seat,
                  data={"seat": hero.seat, "stance": dict(hero.stance)})
    if forced.ok:  # after the roll, if it did not botch and the target still stands (VS-FORCE-05)
        yield from forces.knockback(game, hero, target, forced.knockback)
        reach = a.range or attack.weapon_of(game, weapon or hero.weapon or attack.FIST).range
        yield from forces.pull_split(game, hero, target, forced.pull, reach)
    if a.kind == "attack" and a.then_move and target is not None and not hero.soul:
        # the blow struck (or missed), a movement action of the card's points follows
        movement.begin(hero, a.then_move, nimble=equipment.grants(game, hero, "nimble"),
                       slippery=a.slippery or equipment.grants(game, hero, "slippery"))
        game.emit(f"{hero.seat} may now move {a.then_move}", kind="move", seat=hero.seat,
                  data={"seat": hero.seat, "mp": hero.mp})
    if a.kind == "attack" and a.offhand and target is not None and forced.ok:  # a Botch fails the rest
        yield from _offhand(game, hero, target, weapon or hero.weapon or attack.FIST)


def _begin_rush(game: Vessels, hero: Hero, a: Action) -> None:
    movement.begin(hero, a.rush, nimble=equipment.grants(game, hero, "nimble"),
                   slippery=a.slippery or equipment.grants(game, hero, "slippery"))


def rush_reach(game: Vessels, hero: Hero, a: Action) -> dict[Square, int]:
    """Every square a rush may end on, with its cost: the hero's own square included (cost 0).
    Worked out on the hero's movement as the rush would start it."""
    saved = (hero.pos, hero.mp, hero.aoo_checked, hero.nimble)
    _begin_rush(game, hero, a)
    costs = {hero.pos: 0, **movement.reach(game, hero).cost}
    hero.pos, hero.mp, hero.aoo_checked, hero.nimble = saved
    return costs


def rush_spots(game: Vessels, hero: Hero, a: Action, eid: str, weapon: str | None,
               ends: dict[Square, int] | None = None) -> dict[Square, int]:
    """Where a rush may end, with its cost, for this weapon to reach the enemy (`ends`: the
    rush's reach when the caller has it already)."""
    costs = rush_reach(game, hero, a) if ends is None else ends
    saved = hero.pos
    out = {}
    for s, cost in costs.items():
        hero.pos = s
        if not attack.check(game, hero, eid, a.range, weapon):
            out[s] = cost
    hero.pos = saved
    return out


def _rush(game: Vessels, hero: Hero, c: str, a: Action, target: str, weapon: str | None) -> Script:
    """Move first, with the card's points (Slippery if the card says so), to a square from which
    the target is in reach (the nearest such squares; the hero picks among them), then attack it,
    with a free attack if the card names one.  Attacks of opportunity on
    the way are made as on any movement; a rush that ends out of reach attacks nobody."""
    spots = rush_spots(game, hero, a, target, weapon)
    _begin_rush(game, hero, a)
    if spots and hero.pos not in spots:
        near = min(spots.values())
        choices = sorted((s for s, cost in spots.items() if cost == near), key=lambda s: (s[1], s[0]))
        to = choices[0]
        if len(choices) > 1:
            ans = yield Ask(hero.seat, f"{hero.seat} rushes at {target}: where to?",
                            [Option(f"square {board.name(s)}", f"rush to {board.name(s)}",
                                    {"verb": "square", "square": list(s), "enemy": target}) for s in choices],
                            kind="choice")
            to = board.parse(ans.args[0]) or to
        yield from movement.move(game, hero, to)
    hero.mp = 0  # the rush's points are for this approach alone
    if hero.soul or target not in game.state.enemies or attack.check(game, hero, target, a.range, weapon):
        game.emit(f"{hero.seat}'s rush ends out of reach of {target}", kind="attack", seat=hero.seat,
                  data={"seat": hero.seat, "enemy": target, "struck": False})
        return attack.Outcome(False)
    if a.free:  # the blow is a free attack: the weapon's dice and options alone (VS-ATK-17)
        game.emit(f"{hero.seat} makes a free attack at {target}", kind="ability", seat=hero.seat, rule="VS-ATK-17",
                  data={"seat": hero.seat, "enemy": target, "weapon": weapon or hero.weapon, "action": "free_attack"})
        return (yield from attack.resolve(game, hero, target, Action("attack"), "", weapon))
    return (yield from attack.resolve(game, hero, target, a, c, weapon))


def _offhand(game: Vessels, hero: Hero, target: str, used: str) -> Script:
    """The card's second blow: the other hand strikes the same target with what it holds, a fist
    when it is free (VS-ATK-14), counting only that weapon's dice and options."""
    other = attack.other_hand(game, hero, used)
    if target not in game.state.enemies or hero.soul:
        return
    why = "the other hand holds no weapon" if other is None else attack.check(game, hero, target, 0, other)
    if why:
        game.emit(f"{hero.seat}'s other hand does not strike: {why}", kind="attack", seat=hero.seat,
                  rule="VS-ATK-14", data={"seat": hero.seat, "offhand": other, "enemy": target, "struck": False})
        return
    game.emit(f"{hero.seat} strikes {target} with the other hand: {attack.weapon_of(game, other).name}",
              kind="attack", seat=hero.seat, rule="VS-ATK-14",
              data={"seat": hero.seat, "offhand": other, "enemy": target, "struck": True})
    yield from attack.resolve(game, hero, target, Action("attack"), "", other)


def _heal_self(game: Vessels, hero: Hero, a) -> None:  # noqa: ANN001 - an Action
    """Scratches off the hero (the user, or the ally it tends), a wound too if the card says so,
    and any statuses the card also takes away."""
    healed = heal(game, hero, a.amount)
    if a.whom in ("adjacent", "ally"):
        game.emit(f"{hero.seat} is tended: {healed} scratch{'es' if healed != 1 else ''} healed", kind="heal",
                  seat=hero.seat, data={"seat": hero.seat, "healed": healed})
    if a.mends:
        remove_wound(game, hero)
    for status in a.removes:
        if hero.statuses.pop(status, None) is not None:
            game.emit(f"{hero.seat} is rid of {status}", kind="status", seat=hero.seat,
                      data={"seat": hero.seat, "status": status, "removed": True})


def major_cooldown(game: Vessels, hero: Hero, c: str) -> int:
    """Where a card played as a major action (an interrupt too) lands on the cooldown tracker: its
    cooldown, one more while dazed (VS-STATUS-15), capped at the tracker's top (VS-ABIL-10)."""
    return min(game.content.abilities[c].cooldown + (1 if statuses.has(hero, "dazed") else 0), TRACKER_MAX)


def bleed(game: Vessels, hero: Hero) -> None:
    """A bleeding hero suffers a scratch for every major action, interrupts included (VS-STATUS-09)."""
    if statuses.has(hero, "bleed"):
        game.emit(f"{hero.seat} bleeds", kind="status", seat=hero.seat, rule="VS-STATUS-09",
                  data={"seat": hero.seat, "status": "bleed"})
        scratch(game, hero, 1)


def minor(game: Vessels, hero: Hero, c: str) -> Script:
    """The card returns to hand at once and the cooldown tracker moves down by one (VS-ABIL-04)."""
    card = game.content.abilities[c]
    hero.placed.remove(c)
    reduce_cooldowns(hero, 1)
    game.emit(f"{hero.seat} plays {card.name} as a minor action", kind="ability", seat=hero.seat, rule="VS-ABIL-04",
              data={"seat": hero.seat, "card": c, "action": "minor"})
    if card.minor.kind == "move":
        movement.begin(hero, card.minor.mp, nimble=card.minor.nimble or equipment.grants(game, hero, "nimble"),
                       slippery=card.minor.slippery or equipment.grants(game, hero, "slippery"))
    else:
        hero.mp = 0
        if card.minor.kind == "heal":
            _heal_self(game, hero, card.minor)
        elif card.minor.kind == "utility":
            _utility(game, hero, card.minor)
    return
    yield


def _utility(game: Vessels, hero: Hero, a: Action) -> None:
    """A minor's own effect besides the usual cooldown step: more cooldown steps, a status on the
    hero shortened, or a block held for the next enemy attack on the hero (our reading: until its
    next turn begins; two such minors add up)."""
    if a.cools:
        reduce_cooldowns(hero, a.cools)
        game.emit(f"{hero.seat}'s minor: cooldowns -{a.cools} more", kind="cooldown", seat=hero.seat,
                  data={"seat": hero.seat, "reduction": a.cools})
    for status, n in a.shortens:
        if status in hero.statuses:
            left = hero.statuses[status] - n
            if left > 0:
                hero.statuses[status] = left
            else:
                del hero.statuses[status]
            game.emit(f"{hero.seat} shakes off {status}: {max(left, 0)} left", kind="status", seat=hero.seat,
                      data={"seat": hero.seat, "status": status, "left": max(left, 0)})
    if a.block:
        hero.braced += a.block
        game.emit(f"{hero.seat} braces: block {hero.braced} against the next attack", kind="ability",
                  seat=hero.seat, data={"seat": hero.seat, "braced": hero.braced})


def _action_text(a) -> str:  # noqa: ANN001 - an Action
    dice = ", ".join(f"+{n} {d}" for d, n in a.dice.items())
    if a.kind == "interrupt" and a.free:
        return "interrupt when an enemy comes next to you: a free attack at it" + \
            (f", +{a.power} power" if a.power else "") + "".join(f", {s} {n}" for s, n in a.statuses)
    if a.kind == "guard" and a.free:
        return f"for {a.ongoing} rounds, a free attack at each enemy that comes next to you" + \
            (f"; defence {dice}" if dice else "")
    if a.kind == "interrupt" and a.mp:
        return (f"interrupt when an ally next to you (after a leap of {a.mp}) is attacked: block {a.block}"
                if a.whom == "adjacent" else f"interrupt when attacked: defence {dice}, then move {a.mp}")
    if a.kind == "attack" and a.rush and a.slippery:  # a move card that ends in a blow
        return f"move {a.rush}, slippery, then " + \
            ("a free attack with a weapon in hand" if a.free else
             "attack bare-handed" if a.weapon == "fist" else _action_text(Action("attack", a.dice, offhand=a.offhand)))
    return {"attack": f"attack with your weapon{' ' + dice if dice else ''}"
                      + (", then with the other hand" if a.offhand else "")
                      + "".join(f", +{n} {d} on defence till your next turn" for d, n in a.stance.items()), "move": f"move {a.mp}" + (", nimble" if a.nimble else "") + (", slippery" if a.slippery else ""),
            "heal": f"heal {a.amount} scratches", "rally": f"move an ally {a.mp}", "guard": (f"spell ({a.spell}+): an ally within {a.range} gets " if a.spell else "")
            + f"defence {dice} for {a.ongoing} rounds"
            + "".join(f", immune to {st}" for st in a.immune),
            "utility": ", ".join([*([f"block {a.block} on the next attack"] if a.block else []),
                                  *([f"cooldowns -{a.cools} more"] if a.cools else []),
                                  *(f"{st} -{n}" for st, n in a.shortens)]),
            "spell": f"spell ({a.spell}+)", "bellow": f"+{a.power} attack power for allies in the room, "
                                                        f"{a.ongoing} rounds",
            "summon": f"summon {', '.join(a.summons)} for {a.ongoing} rounds", "interrupt": f"interrupt when attacked: defence {dice}", "none": "no effect", "unsupported": f"({a.what}: not played yet)"}[a.kind]


def _card_text(game: Vessels, c: str) -> str:
    texts: dict[str, str] = game.ruleset.derived("soulless_vessel.card_texts", dict)  # printed: written once
    if c not in texts:
        card = game.content.abilities[c]
        texts[c] = (f"{card.name} (initiative {card.initiative}, cooldown {card.cooldown}): "
                    f"major {_action_text(card.major)}; minor {_action_text(card.minor)}")
    return texts[c]

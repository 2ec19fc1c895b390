"""Minions: models a hero summons.  A minion acts at initiative 0, before an enemy group on the
same number; on its turn it has one movement action of its speed and one melee attack with a
Standard Die and its own dice, and the hero who controls it gives every order (where it goes,
whom it strikes, which Plus symbols it spends).  It defends as a hero does but holds its
scratches against one toughness value, and is removed once they go past it."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ....core.grid import PLAIN, Reach, adjacent, distance
from ....core.questions import Ask, Option, Script
from .. import board
from ..state import Minion, Square
from . import bellow, enemy_abilities
from .damage import wound_enemy
from .defence import attack_value
from .dice import pool, roll, roll_one
from .exploration import DOOR_MP, open_door, why_shut
from .initiative import MINION_INITIATIVE

if TYPE_CHECKING:
    from ..engine import Vessels
    from ..printed import Action, MinionRef


def ref(game: Vessels, m: Minion) -> MinionRef:
    return game.content.minions[m.kind]


def summon(game: Vessels, seat: str, card: str, a: Action) -> Script:
    """Each minion the card names appears on a free square next to its summoner (the nearest free
    ones if none is), the summoner picking among them; it stays while the card is ongoing."""
    st = game.state
    hero = st.heroes[seat]
    bonus = dict(a.minion_bonus)
    for kind in a.summons:
        g = game.grid()
        taken = st.occupied()
        free = [s for s in g.squares() if adjacent(s, hero.pos) and g.walkable(s) and s not in taken
                and g.can_step(hero.pos, s)]
        free = sorted(free or g.nearest_free(hero.pos, taken), key=lambda s: (s[1], s[0]))
        if not free:
            game.emit(f"there is no room for a {game.content.minions[kind].name}",
                      kind="minion", seat=seat, data={"seat": seat, "minion": kind, "placed": False})
            continue
        st.spawned[kind] = st.spawned.get(kind, 0) + 1
        mid = f"{kind}{st.spawned[kind]}"
        at = free[0]
        if len(free) > 1:
            ans = yield Ask(seat, f"where does {mid} appear?",
                            [Option(f"minion {mid} place {board.name(s)}", f"{mid} appears at {board.name(s)}",
                                    {"verb": "minion", "minion": mid, "action": "place", "square": list(s)})
                             for s in free], rule="VS-MINION-08")
            at = board.parse(ans.args[2]) or at
        r = game.content.minions[kind]
        st.minions[mid] = Minion(mid, kind, seat, card, at, toughness=r.toughness + bonus.get("toughness", 0))
        game.emit(f"{seat} summons {mid} ({r.name}) at {board.name(at)}", kind="minion", seat=seat,
                  rule="VS-MINION-01", data={"seat": seat, "minion": mid, "kind": kind, "square": list(at)})


def dismiss_expired(game: Vessels) -> None:
    """A minion leaves when the card that summoned it comes off its summoner's effects tracker."""
    st = game.state
    for mid, m in list(st.minions.items()):
        owner = st.heroes.get(m.owner)
        if m.card and (owner is None or m.card not in owner.effects):
            del st.minions[mid]
            game.emit(f"{mid} fades away: its summoning is over", kind="minion", seat=m.owner,
                      data={"minion": mid, "dismissed": True})


def start_of_round(game: Vessels) -> None:
    """Step 1: a minion that tends its allies heals each hero with a vessel next to it (our reading
    of an adjacent ally: every one of them)."""
    from .damage import heal  # damage is read by the attacks this module imports

    st = game.state
    for mid, m in st.minions.items():
        n = game.content.minions[m.kind].round_heal
        for seat, h in st.heroes.items():
            if n and not h.soul and adjacent(h.pos, m.pos):
                healed = heal(game, h, n)
                if healed:
                    game.emit(f"{mid} heals {seat}: {healed} scratch{'es' if healed != 1 else ''}", kind="heal",
                              seat=m.owner, data={"minion": mid, "seat": seat, "healed": healed})


def speed(game: Vessels, m: Minion) -> int:
    card = game.content.abilities.get(m.card)
    bonus = dict(card.major.minion_bonus).get("speed", 0) if card else 0
    return max(0, ref(game, m).speed + bonus)


def walks(game: Vessels, m: Minion) -> Reach:
    """Where the minion can walk with its points left, with the paths (the screens show them)."""
    return game.grid().reachable(m.pos, m.mp, PLAIN, game.state.occupied(skip=m.id))


def reach(game: Vessels, m: Minion) -> dict[Square, int]:
    return walks(game, m).cost


def targets(game: Vessels, m: Minion) -> list[str]:
    """Enemies its melee attack reaches now: next to it (two squares with Reach), in sight."""
    g = game.grid()
    r = ref(game, m).reach
    return [eid for eid, e in game.state.enemies.items() if distance(m.pos, e.where) <= r and g.sees(m.pos, e.where)]


def options(game: Vessels, mid: str) -> list[Option]:
    """The controller's orders for the minion now; `end` always last."""
    st = game.state
    m = st.minions[mid]
    out: list[Option] = []
    if m.mp > 0:
        for s, c in sorted(reach(game, m).items(), key=lambda kv: (kv[1], kv[0][1], kv[0][0])):
            if s != m.pos:
                out.append(Option(f"minion {mid} move {board.name(s)}", f"{mid} walks to {board.name(s)} ({c} MP)",
                                  {"verb": "minion", "minion": mid, "action": "move", "square": list(s), "cost": c}))
        for did in game.map().doors:
            if did not in st.board.open_doors and board.door_square(game.map(), st.board, did) == m.pos \
                    and not why_shut(game, did):
                out.append(Option(f"minion {mid} open {did}", f"{mid} opens the door {did} ({DOOR_MP} MP)",
                                  {"verb": "minion", "minion": mid, "action": "open", "door": did}))
    if not m.attacked:
        for eid in targets(game, m):
            out.append(Option(f"minion {mid} attack {eid}", f"{mid} attacks {eid}",
                              {"verb": "minion", "minion": mid, "action": "attack", "target": eid,
                               "dice": dict(attack_pool(game, m))}))
    out.append(Option(f"minion {mid} end", f"{mid} ends its turn", {"verb": "minion", "minion": mid,
                                                                    "action": "end"}))
    return out


def minion_turn(game: Vessels, mid: str) -> Script:
    """One movement action of its speed and one melee attack, in the order its controller likes;
    the attack ends the movement (VS-MINION-01, VS-MINION-08)."""
    st = game.state
    m = st.minions[mid]
    m.mp = speed(game, m)
    m.aoo_checked = ref(game, m).slippery  # Slippery: no check for this movement action (VS-AOO-10)
    m.attacked = False
    game.emit(f"{mid}'s turn ({m.owner} commands it, {m.mp} MP)", kind="turn", seat=m.owner, rule="VS-INIT-02",
              data={"minion": mid, "seat": m.owner, "initiative": MINION_INITIATIVE, "mp": m.mp})
    while mid in st.minions and not st.over:
        opts = options(game, mid)
        if len(opts) == 1:
            break
        ans = yield Ask(m.owner, f"{mid}'s turn at {board.name(m.pos)}: {m.mp} MP", opts, kind="minion",
                        rule="VS-MINION-08", live=lambda: options(game, mid) if mid in st.minions else [])
        what = ans.args[1]
        if what == "end":
            break
        if what == "move":
            yield from move(game, m, board.parse(ans.args[2]))
        elif what == "open":
            yield from open_door(game, m, ans.args[2])
        elif what == "attack":
            m.mp = 0  # another action ends the movement under way
            yield from attack(game, m, ans.args[2])
    m.mp = 0


def move(game: Vessels, m: Minion, to: Square) -> Script:
    """Before its first step, a minion next to enemies faces attacks of opportunity as a hero does
    (VS-MINION-07, VS-AOO-01)."""
    cost = reach(game, m)[to]
    if not m.aoo_checked:
        m.aoo_checked = True
        yield from attacks_of_opportunity(game, m)
        if m.id not in game.state.minions:
            return
    frm = m.pos
    m.pos = to
    m.mp -= cost
    game.emit(f"{m.id} moves {board.name(frm)} -> {board.name(to)} ({cost} MP, {m.mp} left)", kind="move",
              seat=m.owner, rule="VS-MOVE-04", data={"minion": m.id, "from": list(frm), "to": list(to), "cost": cost})


def attacks_of_opportunity(game: Vessels, m: Minion) -> Script:
    st = game.state
    near = [eid for eid, e in st.enemies.items() if adjacent(m.pos, e.where) and "stun" not in e.tokens]
    if not near:
        return
    n = abs(roll_one(game, "cursed"))
    game.emit(f"{m.id} leaves {len(near)} adjacent enem{'y' if len(near) == 1 else 'ies'}: the Cursed Die shows {n}",
              kind="aoo", rule="VS-MINION-07", seat=m.owner, reveals=True,
              data={"minion": m.id, "count": n, "adjacent": near})
    for eid in sorted(near, key=lambda eid: -attack_value(game, st.enemies[eid]))[:n]:
        if m.id not in st.minions:
            break
        defend(game, eid, m.id, "makes an attack of opportunity on")
    return
    yield


def attack_pool(game: Vessels, m: Minion) -> Counter[str]:
    """One Standard Die and the minion's own attack dice (VS-MINION-01)."""
    dice = pool(standard=1)
    dice.update(ref(game, m).attack)
    return dice


def attack(game: Vessels, m: Minion, eid: str) -> Script:
    """Roll, let the controller spend any Plus symbols (Stars count as Plus) for a point of power
    each, then wounds = power / defence rounded down, plus one a Critical, Weaken tokens adding
    power (VS-MINION-02, VS-MINION-09)."""
    st = game.state
    m.attacked = True
    e = st.enemies[eid]
    defence = game.content.enemies[e.group].defence
    res = roll(game, attack_pool(game, m))
    spent = 0
    spare = res.plus + res.star
    if spare and not res.botch:
        ans = yield Ask(m.owner, f"{m.id} rolled {res.text()} with {spare} Plus to spend: how many for +1 power each?",
                        [Option(f"minion {m.id} spend {n}", f"spend {n}: power {res.power + n}",
                                {"verb": "minion", "minion": m.id, "action": "spend", "plus": n,
                                 "power": res.power + n}) for n in range(spare, -1, -1)], rule="VS-MINION-02")
        spent = int(ans.args[2])
    power = res.power + spent + (0 if res.botch else e.tokens.get("weaken", 0) + bellow.power(game, m.id))
    wounds = 0 if res.botch else power // defence + res.criticals
    game.emit(f"{m.id} attacks {eid}: {res.text()}{f' +{spent} Plus' if spent else ''} against defence {defence}: "
              f"{wounds} wound{'s' if wounds != 1 else ''}", kind="attack", rule="VS-MINION-09", seat=m.owner,
              reveals=True, data={"minion": m.id, "enemy": eid, "roll": res.as_data(), "spent": spent,
                                  "power": power, "wounds": wounds})
    if wounds:  # a minion's kill is not its owner's (no perk of the vessel answers it)
        yield from wound_enemy(game, eid, wounds)


def defence_pool(game: Vessels, m: Minion) -> Counter[str]:
    dice = pool(standard=1)
    dice.update(ref(game, m).defence)
    return dice


def defend(game: Vessels, eid: str, mid: str, why: str = "attacks") -> int:
    """An enemy's attack on a minion: a Standard Die and its defence dice; attack less power, at
    least one scratch; a Critical cancels it, a Botch lets it all through (VS-MINION-04).  The
    scratches it suffered."""
    st = game.state
    e, m = st.enemies.get(eid), st.minions.get(mid)
    if e is None or m is None:
        return 0
    value = attack_value(game, e)
    res = roll(game, defence_pool(game, m))
    scratches = 0 if res.criticals else max(1, value - res.power)
    outcome = "a Critical cancels it" if res.criticals else f"{scratches} scratch{'es' if scratches != 1 else ''}"
    game.emit(f"{eid} {why} {mid} (attack {value}); {mid} defends {res.text()}: {outcome}", kind="defend",
              rule="VS-MINION-04", seat=m.owner, reveals=True,
              data={"enemy": eid, "minion": mid, "attack": value, "roll": res.as_data(), "scratches": scratches})
    if not res.criticals and enemy_abilities.has(game, e, "auto_critical"):
        # its Critical wounds whatever the defence: a minion's one row is covered, so it falls (our reading)
        game.emit(f"{eid}'s attack is a Critical: {mid} is struck down whatever the defence", kind="attack",
                  rule="VS-ENEMY-04", seat=m.owner, data={"enemy": eid, "minion": mid, "critical": True})
        scratches = max(scratches, m.toughness - m.scratches + 1)
    suffer(game, m, scratches)
    return scratches


def suffer(game: Vessels, m: Minion, n: int) -> None:
    """Scratches past its one toughness value defeat it (VS-MINION-05, VS-HP-13).  The card that
    summoned it stays on the effects tracker for the rest of its duration (VS-ABIL-09)."""
    m.scratches += n
    if m.scratches > m.toughness:
        del game.state.minions[m.id]
        game.emit(f"{m.id} is defeated", kind="defeat", seat=m.owner, rule="VS-MINION-05",
                  data={"minion": m.id, "seat": m.owner})
        reward(game, m)


def reward(game: Vessels, m: Minion) -> None:
    """A minion whose card rewards its fall (the Lost Pilgrim) gives its controller that much Soul
    XP, at once in a campaign; a single adventure only logs it (our reading: its own body is the
    vessel that dies)."""
    n = ref(game, m).fall_xp
    if not n:
        return
    p = game.party if game.setup.campaign is not None else None
    h = p.heroes.get(m.owner) if p is not None else None
    if h is None:
        game.emit(f"{m.id} falls: {m.owner} would gain {n} Soul XP, but a single adventure keeps none",
                  kind="reward", seat=m.owner, data={"gain": "soul_xp", "amount": 0, "seat": m.owner})
        return
    h.soul_xp += n
    game.emit(f"{m.id} falls: {m.owner} gains {n} Soul XP (now {h.soul_xp})", kind="reward", seat=m.owner,
              data={"gain": "soul_xp", "amount": n, "seat": m.owner})

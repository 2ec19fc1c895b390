"""Enemy turns: each model of the group in turn picks a target by its AI card's priorities, moves
no further than it must, and attacks; with no target in reach it closes on the nearest hero."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....core.grid import Reach, StepRules, adjacent, block, distance
from ....core.questions import Option, Question, Script
from ....core.timing import Occurrence, window
from .. import board
from ..state import Enemy, Square, State
from . import enemy_abilities, enemy_areas, forces, minions, spawning, statuses
from .defence import enemy_attacks
from .initiative import MINION_INITIATIVE

if TYPE_CHECKING:
    from ..engine import Vessels

FAR = 10_000
STUN_THREAT = 10  # a stunned model acts only when its AI card's threat is above this (VS-STATUS-19/20)


def group_turn(game: Vessels, gid: str) -> Script:
    """Models act one at a time, nearest the adventure's start first (VS-INIT-03, VS-AI-16)."""
    st = game.state
    start = game.map().start[0]
    g = game.grid()
    order = sorted(st.groups[gid].models, key=lambda m: (walk_from(g, st.enemies[m], start), m))
    for eid in order:
        if eid in st.enemies and not st.lost:
            enemy_abilities.regenerate(game, eid)
            idle = stunned(game, st.enemies[eid])
            if not idle:
                enemy_abilities.raise_threat(game, eid)
            yield from model_turn(game, eid)
            if not idle:
                spawning.summon(game, eid)
            yield from statuses.end_of_activation(game, eid)


def _walk(g, a: Square, b: Square) -> int:  # noqa: ANN001 - a Grid
    d = g.walk_distance(a, b)
    return FAR if d is None else d


def walk_from(g, e: Enemy, b: Square, anchor: Square | None = None) -> int:  # noqa: ANN001 - a Grid
    """Steps from the model (its nearest square, for a Bulky one: VS-BULKY-06) to `b`, with the
    model at `anchor` if given."""
    at = e.pos if anchor is None else anchor
    if e.size == 1:
        return _walk(g, at, b)
    return min(_walk(g, s, b) for s in block(at, e.size))


def footprint(e: Enemy, anchor: Square) -> Square | tuple[Square, ...]:
    """Where the model would stand with its position at `anchor`."""
    return anchor if e.size == 1 else block(anchor, e.size)


def reach_of(game: Vessels, e: Enemy, mp: int, steps: StepRules, avoid: tuple[Square, ...] = ()) -> Reach:
    """Where the model can move with `mp` points.  A Bulky model shifts its whole block a step at a
    time, paying 2 when a newly covered square is difficult (VS-BULKY-03, VS-BULKY-07), and is not
    stopped by models: it displaces them (VS-BULKY-04), unless they stand on `avoid`."""
    g = game.grid()
    if e.size > 1:
        return g.block_reachable(e.pos, mp, e.size, steps, avoid)
    return g.reachable(e.pos, mp, steps, game.state.occupied(skip=e.id))


def move_along(game: Vessels, e: Enemy, reach: Reach, to: Square) -> Script:
    """Put the model at `to`.  A Bulky model goes a step at a time, each model under its block
    displaced as it comes (VS-BULKY-04)."""
    if e.size == 1:
        e.pos = to
        return
    for nxt in (reach.path_to(to) or [e.pos, to])[1:]:
        if not (yield from step_bulky(game, e, nxt)):
            break


def step_bulky(game: Vessels, e: Enemy, nxt: Square) -> Script:
    """Shift the Bulky model's block to `nxt`.  Each model under the new block goes to a free
    square next to its own, or the nearest free one; the party picks among equally near ones
    (VS-BULKY-04, A25).  The places are settled first and everyone moves together, so no two
    models ever share a square.  Being displaced is no movement of its own: no attack of
    opportunity, no MP spent (VS-BULKY-05).  False if some model had nowhere to go."""
    st = game.state
    g = game.grid()
    fp = set(block(nxt, e.size))
    under = [s for s, h in st.heroes.items() if h.pos in fp]
    under += [i for i, o in st.enemies.items() if i != e.id and fp.intersection(o.squares)]
    under += [i for i, m in st.minions.items() if m.pos in fp]
    going: dict[str, Square] = {}
    claimed: set[Square] = set()
    for who in under:
        model = st.heroes.get(who) or st.minions.get(who) or st.enemies[who]
        taken = (st.occupied(skip=who) - set(e.squares)) | fp | claimed
        size = getattr(model, "size", 1)
        choices = g.nearest_fit(model.pos, taken, size) if size > 1 else g.nearest_free(model.pos, taken)
        if not choices:
            return False  # nowhere to put it: the block stops short of this step
        to = choices[0]
        if len(choices) > 1:
            ans = yield Question(tuple(st.heroes), f"{e.id} shoulders {who} aside: the party picks where it goes",
                                 [Option(f"square {board.name(s)}", f"{who} is displaced to {board.name(s)}",
                                         {"verb": "square", "square": list(s), "displaced": who, "enemy": e.id})
                                  for s in choices], mode="any", rule="VS-BULKY-04", kind="choice")
            to = board.parse(ans.args[0]) or to
        going[who] = to
        claimed.update(block(to, size) if size > 1 else (to,))
    e.pos = nxt
    shoved: dict[str, Square | tuple[Square, ...]] = {}
    for who, to in going.items():
        model = st.heroes.get(who) or st.minions.get(who) or st.enemies[who]
        game.emit(f"{e.id} displaces {who} {board.name(model.pos)} -> {board.name(to)}", kind="move",
                  rule="VS-BULKY-04", data={"displaced": who, "enemy": e.id, "block": list(nxt),
                                            "from": list(model.pos), "to": list(to)})
        if who in st.enemies:
            shoved[who] = st.enemies[who].where
        model.pos = to
    for who, was in shoved.items():  # an enemy shoved aside has moved too: next to a hero, it is watched
        yield from came_near(game, who, was)
    return True


def speed_and_range(game: Vessels, e: Enemy) -> tuple[int, int]:
    ref = game.content.enemies[e.group]
    ai = game.content.ai_cards[game.state.groups[e.group].ai]
    extra = enemy_abilities.total(game, e, "move")  # an ability in force that lends it more squares
    return max(0, ref.speed + ai.speed + extra), ref.range or 1  # no printed range: adjacent only (VS-ENEMY-02)


def spots_at(game: Vessels, reach: dict[Square, int], at: Square, rng: int, e: Enemy | None = None) -> list[Square]:
    """Places within its move from which a model at `at` is in range and in sight (a Bulky model's
    nearest square counts, and it never stands on its target: VS-BULKY-06)."""
    g = game.grid()
    if e is None or e.size == 1:
        return [s for s in reach if distance(s, at) <= rng and g.sees(s, at)]
    out = []
    for s in reach:
        fp = block(s, e.size)
        if at not in fp and distance(fp, at) <= rng and g.sees(fp, at):
            out.append(s)
    return out


def foes(game: Vessels) -> dict[str, Square]:
    """What an enemy may go for: every hero with a vessel (never a Vesselless Soul, VS-AI-15) and
    every minion."""
    st = game.state
    out = {s: h.pos for s, h in st.heroes.items() if not h.soul}
    out.update({mid: m.pos for mid, m in st.minions.items()})
    return out


def stunned(game: Vessels, e: Enemy) -> bool:
    """A stunned model does nothing on its turn while its AI card's threat is 10 or less (VS-STATUS-19/20)."""
    return "stun" in e.tokens and game.content.ai_cards[game.state.groups[e.group].ai].threat <= STUN_THREAT


def model_turn(game: Vessels, eid: str) -> Script:
    st = game.state
    e = st.enemies[eid]
    if stunned(game, e):
        game.emit(f"{eid} is stunned and does nothing", kind="status", rule="VS-STATUS-19",
                  data={"enemy": eid, "status": "stun"})
        return
    early = enemy_abilities.retreat(game, e, before=True)
    around = foes(game) if early else {}
    if around:
        # a Retreat placed before the attack moves away from the closest hero or minion first (VS-ENEMY-08)
        near = min(distance(e.where, at) for at in around.values())
        closest = [at for at in around.values() if distance(e.where, at) == near]
        yield from retreat(game, eid, closest, early)
        if eid not in st.enemies:
            return  # struck down by a hero it came next to
    spd, rng = speed_and_range(game, e)
    steps = step_rules(game, e)
    moves = reach_of(game, e, spd, steps)
    reach = moves.cost
    # only heroes and minions it can reach and hit this turn are considered (VS-AI-04)
    spots = {who: spots_at(game, reach, at, rng, e) for who, at in foes(game).items()}
    candidates = [s for s, sq in spots.items() if sq]
    if not candidates:
        yield from approach(game, e, moves)
        return
    seat = yield from pick_target(game, e, candidates)
    # a blast or line in force: it goes where its area can take its target in, if it can
    wide = [s for s in spots[seat] if enemy_areas.covers(game, e, s, foes(game)[seat])] or spots[seat]
    best = min(reach[s] for s in wide)
    choices = sorted((s for s in wide if reach[s] == best), key=lambda s: (s[1], s[0]))
    to = choices[0]
    if len(choices) > 1:  # the party picks among equally short moves (VS-AI-13)
        ans = yield Question(tuple(st.heroes), f"{eid} may attack {seat} from several squares: the party picks one",
                             [Option(f"square {board.name(s)}", f"{eid} moves to {board.name(s)}",
                                     {"verb": "square", "square": list(s), "enemy": eid}) for s in choices],
                             mode="any", rule="VS-AI-13", kind="choice")
        to = board.parse(ans.args[0]) or to
    foe = foes(game)[seat]
    if to != e.pos:
        game.emit(f"{eid} moves {board.name(e.pos)} -> {board.name(to)}", kind="move", rule="VS-AI-13",
                  data={"enemy": eid, "from": list(e.pos), "to": list(to)})
        was = e.where
        yield from move_along(game, e, clear_route(game, e, moves, to, foe), to)
        yield from came_near(game, eid, was)
        if eid not in st.enemies or seat not in foes(game):
            return  # felled (or its target gone) as it came near
    e.target = seat  # remembered for "previous" next round (VS-AI-17)
    foe = foes(game)[seat]
    if not game.grid().in_range(e.where, foe, rng):
        # shouldered out of reach by the block on its way (no equally short route kept clear of it)
        game.emit(f"{eid} can no longer reach {seat}", kind="turn", rule="VS-AI-04", data={"enemy": eid, "seat": seat})
        return
    if enemy_areas.shape(game, e) is not None:  # a blast, a line or the whole room
        landed = yield from enemy_areas.attack(game, eid, seat)
    else:
        landed = yield from strike(game, eid, seat)
    if eid in st.enemies and seat in foes(game) and enemy_abilities.has(game, e, "free_attack") \
            and game.grid().in_range(e.where, foes(game)[seat], rng):
        # an ability in force grants one more attack on the same target, straight after (our reading)
        game.emit(f"{eid} attacks {seat} again", kind="attack", rule="VS-ENEMY-04",
                  data={"enemy": eid, "seat": seat, "free": True})
        yield from strike(game, eid, seat)
    if eid in st.enemies:
        yield from hit_all_adjacent(game, eid, seat)
    if eid in st.enemies:
        yield from hit_additional(game, eid, seat, rng)
    if landed and eid in st.enemies:  # an ability in force may knock its target back
        yield from forces.knocked_back(game, eid, seat, enemy_abilities.total(game, e, "knockback"))
    if landed and eid in st.enemies and seat in foes(game):  # ... or pull it in
        yield from forces.pulled_in(game, eid, seat, enemy_abilities.total(game, e, "pull"))
    if eid in st.enemies and retreat_points(game, e):
        yield from retreat(game, eid, [foe])


def strike(game: Vessels, eid: str, who: str) -> Script:
    """One attack of the enemy on a minion or a hero with a vessel, each defending its own way;
    returns whether it landed (a hit on a hero always leaves a scratch or worse)."""
    st = game.state
    if who in st.minions:
        return minions.defend(game, eid, who) > 0
    h = st.heroes.get(who)
    if h is None or h.soul:
        return False
    before = (h.vessel, h.wounds, h.scratches)
    yield from enemy_attacks(game, eid, who)
    return (h.vessel, h.wounds, h.scratches) != before


def hit_all_adjacent(game: Vessels, eid: str, seat: str) -> Script:
    """An ability in force that hits every adjacent foe: once its attack on its target is over, each
    other hero and minion next to it is attacked too, one after another, each defending on its own."""
    st = game.state
    e = st.enemies[eid]
    if not (enemy_abilities.has(game, e, "hit_multiple") and enemy_abilities.has(game, e, "adjacent")):
        return
    for who, at in sorted(foes(game).items()):
        if who == seat or eid not in st.enemies or not adjacent(e.where, at):
            continue
        game.emit(f"{eid}'s sweep also falls on {who}", kind="attack", rule="VS-ENEMY-04",
                  data={"enemy": eid, "seat": who, "multiple": True})
        yield from strike(game, eid, who)


def hit_additional(game: Vessels, eid: str, seat: str, rng: int) -> Script:
    """An ability in force that hits N more targets: once its attack on its target is over, it
    attacks up to N others it can hit from where it stands, one after another, each picked by its
    AI card's priorities as its target was (our reading), each defending on its own."""
    st = game.state
    e = st.enemies[eid]
    hit = {seat}
    for _ in range(enemy_abilities.total(game, e, "hit_additional")):
        if eid not in st.enemies:
            return
        left = [who for who, at in foes(game).items() if who not in hit and game.grid().in_range(e.where, at, rng)]
        if not left:
            return
        who = yield from pick_target(game, e, sorted(left))
        hit.add(who)
        game.emit(f"{eid} also shoots at {who}", kind="attack", rule="VS-ENEMY-04",
                  data={"enemy": eid, "seat": who, "additional": True})
        yield from strike(game, eid, who)


def clear_route(game: Vessels, e: Enemy, moves: Reach, to: Square, foe: Square) -> Reach:
    """A Bulky model going to attack takes an equally short route that never covers its target's
    square, when there is one: shouldering the target aside on the way could put it out of the
    range the spot was picked for (VS-BULKY-04, VS-AI-13)."""
    if e.size == 1:
        return moves
    clean = reach_of(game, e, moves.cost[to], step_rules(game, e), avoid=(foe,))
    return clean if clean.cost.get(to) == moves.cost[to] else moves


def step_rules(game: Vessels, e: Enemy) -> StepRules:
    """Cripple: 2 points a square however many tokens (VS-STATUS-11/12); Nimble: difficult terrain
    at the plain cost, through other models."""
    nimble = enemy_abilities.has(game, e, "nimble")
    return StepRules(pass_models=nimble, ignore_difficult=nimble, slowed="cripple" in e.tokens)


def retreat_points(game: Vessels, e: Enemy) -> int:
    """Its printed Retreat, and any its abilities in force add."""
    return game.content.enemies[e.group].retreat + enemy_abilities.retreat(game, e, before=False)


def retreat(game: Vessels, eid: str, away: list[Square], points: int | None = None) -> Script:
    """Having attacked, a model with Retreat (N) makes a move of N points ending as far as it can from
    the square of the model it attacked; the party picks among equally far squares (VS-ENEMY-06/07).
    A Retreat before the attack goes as far as it can from the closest of `away` (VS-ENEMY-08)."""
    st = game.state
    e = st.enemies[eid]
    n = retreat_points(game, e) if points is None else points
    moves = reach_of(game, e, n, step_rules(game, e))
    reach = moves.cost

    def gap(s: Square) -> int:
        return min(distance(footprint(e, s), f) for f in away)

    far = max(gap(s) for s in reach)
    choices = sorted((s for s in reach if gap(s) == far), key=lambda s: (s[1], s[0]))
    to = choices[0]
    if len(choices) > 1:
        ans = yield Question(tuple(st.heroes), f"{eid} retreats: the party picks where",
                             [Option(f"square {board.name(s)}", f"{eid} retreats to {board.name(s)}",
                                     {"verb": "square", "square": list(s), "enemy": eid}) for s in choices],
                             mode="any", rule="VS-ENEMY-07", kind="choice")
        to = board.parse(ans.args[0]) or to
    if to != e.pos:
        game.emit(f"{eid} retreats {board.name(e.pos)} -> {board.name(to)}", kind="move",
                  rule="VS-ENEMY-06" if len(away) == 1 and points is None else "VS-ENEMY-08",
                  data={"enemy": eid, "from": list(e.pos), "to": list(to)})
        was = e.where
        yield from move_along(game, e, moves, to)
        yield from came_near(game, eid, was)


def pick_target(game: Vessels, e: Enemy, candidates: list[str]) -> Script:
    """Apply the AI card's priorities in order to the candidates; the party breaks a tie left
    after all of them (VS-AI-05..12)."""
    st = game.state
    g = game.grid()
    ai = game.content.ai_cards[st.groups[e.group].ai]
    left = list(candidates)
    for p in ai.priorities:
        if len(left) == 1:
            break
        if p == "previous" and e.last_target not in left:
            continue  # it attacked nobody still a candidate last round: skip this priority (VS-AI-08)
        score = {s: _score(p, st, s, e, g) for s in left}
        low = min(score.values())
        left = [s for s in left if score[s] == low]
    if len(left) == 1:
        return left[0]
    ans = yield Question(tuple(st.heroes), f"{e.id}'s AI card ties between {', '.join(left)}: the party picks "
                         "its target", [Option(f"target {s.lower()}", f"{e.id} attacks {s}",
                                               {"verb": "target", "seat": s, "enemy": e.id}) for s in left],
                         mode="any", rule="VS-AI-05", kind="choice")
    return next(s for s in left if s.lower() == ans.args[0])


def rank(game: Vessels, e: Enemy, who: str) -> tuple:
    """Where a hero or minion stands in the AI card's order, all its priorities at once (lower
    first), the name last: a fixed order for the foes an area catches."""
    st = game.state
    g = game.grid()
    ai = game.content.ai_cards[st.groups[e.group].ai]
    return (*(_score(p, st, who, e, g) for p in ai.priorities), who)


def _score(priority: str, st: State, who: str, e: Enemy, g) -> int:  # noqa: ANN001 - a Grid
    """Lower is preferred.  Wounds and scratches count apart (VS-HP-14); a minion has no wounds and
    initiative 0 (VS-AI-10, VS-AI-12)."""
    h = st.heroes.get(who)
    m = st.minions.get(who)
    pos = h.pos if h is not None else m.pos
    wounds, scratches = (h.wounds, h.scratches) if h is not None else (0, m.scratches)
    initiative = h.initiative if h is not None else MINION_INITIATIVE
    walk = walk_from(g, e, pos)
    return {"closest": walk, "furthest": -walk, "previous": 0 if who == e.last_target else 1,
            "lowest_initiative": initiative, "most_unwounded": wounds, "most_scratched": -scratches,
            "most_wounded": -wounds}[priority]


def approach(game: Vessels, e: Enemy, moves: Reach) -> Script:
    """No target in reach: move as close as it can to the nearest hero or minion by walking, and do
    not attack (VS-AI-14).  Sealed off from every one of them, it stays put (VS-EDGE-14)."""
    g = game.grid()
    reach = moves.cost
    targets = foes(game)
    if not targets:
        return
    who = min(targets, key=lambda w: (walk_from(g, e, targets[w]), w))
    at = targets[who]
    if walk_from(g, e, at) >= FAR:
        return
    if e.size > 1:  # a Bulky model never ends on the model it closes on
        reach = {s: c for s, c in reach.items() if at not in block(s, e.size)}
        if not reach:
            return
    to = min(reach, key=lambda s: (walk_from(g, e, at, s), reach[s], s[1], s[0]))
    if walk_from(g, e, at, to) >= walk_from(g, e, at) or to == e.pos:
        return
    game.emit(f"{e.id} closes on {who}: {board.name(e.pos)} -> {board.name(to)}", kind="move",
              rule="VS-AI-14", data={"enemy": e.id, "from": list(e.pos), "to": list(to)})
    was = e.where
    yield from move_along(game, e, moves, to)
    yield from came_near(game, e.id, was)


def came_near(game: Vessels, eid: str, was: Square | tuple[Square, ...]) -> Script:
    """The model has moved, by any movement (its own move or approach, a Retreat, a knockback or
    pull, being shoved aside by a Bulky model): for each hero with a vessel it now stands next to and
    did not before, an after window, where that hero's watch (an interrupt from hand) or standing
    order (an ongoing card) may answer with a free attack.  Our reading: the moment is the end of
    that movement, before the model attacks; a model set down on the board (spawned, called up)
    has not moved and opens none."""
    st = game.state
    for seat, h in st.heroes.items():
        e = st.enemies.get(eid)
        if e is None or st.lost:
            return
        if not h.soul and adjacent(h.pos, e.where) and not adjacent(h.pos, was):
            yield from window(game, Occurrence("enemy_adjacent", {"enemy": eid, "seat": seat}), "after")

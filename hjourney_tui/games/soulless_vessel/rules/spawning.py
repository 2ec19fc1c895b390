"""Enemy groups arriving: the enemy pile, slots by colour, merging with a group already on the
board, and the AI card a new group draws at once."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....core.grid import Grid, StepRules, block
from .. import board
from ..maps import SPAWN_COLOURS
from ..state import BULKY, Enemy, Group, Square
from .ai_deck import draw_ai
from .enemy_abilities import in_force
from .initiative import join
from .traits import discard, draw

if TYPE_CHECKING:
    from ..engine import Vessels

SUMMON_SEARCH = 4  # steps searched round a summoner for free squares; past them spawn's own nearest-free rule


def spawn_room(game: Vessels, room: str, skip: set[str] | frozenset[str] = frozenset()) -> None:
    """One group per colour of slots, red first (VS-SPAWN-02/03); colours the adventure's own
    instructions fill for this room are skipped."""
    slots = game.map().spawns(room)
    for colour in SPAWN_COLOURS:
        if slots.get(colour) and colour not in skip:
            spawn(game, draw_enemy(game), slots[colour])


def draw_enemy(game: Vessels) -> str:
    """The top of the enemy pile; an empty pile is made anew from the adventure's kinds not on the
    board, shuffled (VS-SPAWN-04/08)."""
    st = game.state
    if not st.enemy_pile:
        kinds = list(game.plan().enemies)
        st.enemy_pile = [k for k in kinds if k not in st.groups] or kinds
        game.rng.shuffle(st.enemy_pile)
    return st.enemy_pile.pop()


def spawn(game: Vessels, kind: str, slots: list[Square]) -> None:
    """The models for the hero count fill the slots in order; those without a slot go to the free
    squares nearest the last slot (VS-SPAWN-05/06).  A Bulky model's block is anchored on its slot,
    or where it fits clear of other models fewest shifts away (VS-BULKY-08, VS-SPAWN-10).  A kind already on the board joins that group
    (VS-SPAWN-09); a new group draws its AI card now (VS-SPAWN-07) and its difficulty Traits, before
    its models are counted, while models joining a group bring none (VS-SPAWN-11)."""
    st = game.state
    merged = kind in st.groups
    traits = [] if merged else draw(game, kind)
    ref = game.content.enemies[kind]
    count = ref.models[len(st.heroes) - 1]
    g = game.grid()
    size = BULKY if ref.bulky else 1
    placed: list[str] = []
    for i in range(count):
        taken = st.occupied()
        slot = slots[min(i, len(slots) - 1)]
        if size > 1:
            near = _bulky_spot(g, slot, taken, size)
        else:
            near = [slots[i]] if i < len(slots) and slots[i] not in taken else g.nearest_free(slot, taken)
        if not near:
            break
        spot = near[0]
        st.spawned[kind] = st.spawned.get(kind, 0) + 1
        eid = f"{kind}{st.spawned[kind]}"
        st.enemies[eid] = Enemy(eid, kind, spot, size=size)
        placed.append(eid)
    if not placed:
        game.emit(f"no square is left for the {ref.name} group: none appear", kind="spawn", rule="VS-SPAWN-06",
                  data={"group": kind, "models": []})
        discard(game, traits)
        return
    if merged:
        st.groups[kind].models += placed
    else:
        st.groups[kind] = Group(kind, placed, traits=traits)
    game.emit(f"{ref.name} x{len(placed)} appear at "
              f"{', '.join(board.name(st.enemies[e].pos) for e in placed)}"
              + (" and join the group already here" if merged else ""), kind="spawn",
              rule="VS-SPAWN-09" if merged else "VS-SPAWN-05", reveals=True,
              data={"group": kind, "models": placed, "merged": merged,
                    "squares": [list(st.enemies[e].pos) for e in placed]})
    if not merged:
        draw_ai(game, st.groups[kind])
        join(game, st.groups[kind])


def _bulky_spot(g: Grid, slot: Square, taken: set[Square], size: int) -> list[Square]:
    """Anchors for a Bulky model's block on a slot: one whose block covers the slot and fits clear
    of models, else those fewest shifts from a block over the slot (VS-BULKY-08)."""
    over = [(slot[0] - dx, slot[1] - dy) for dy in range(size) for dx in range(size)]
    fitting = [a for a in over if g.fits(a, size)]
    for a in fitting:
        if not taken.intersection(block(a, size)):
            return [a]
    return g.nearest_fit(fitting[0] if fitting else slot, taken, size)


def summon(game: Vessels, eid: str) -> None:
    """Once its activation is over, a model whose ability in force spawns a group calls those
    models onto the free squares nearest it, by steps (our reading of where and when); they arrive
    as any spawning group does: joining a group of their kind already on the board, else a new
    group with its AI card and difficulty Traits (VS-SPAWN-05..11)."""
    st = game.state
    e = st.enemies.get(eid)
    if e is None:
        return
    for verb, args in in_force(game, e):
        if verb == "spawn" and args and eid in st.enemies:
            game.emit(f"{eid} calls up {game.content.enemies[str(args[0])].name}", kind="spawn", rule="VS-ENEMY-04",
                      data={"enemy": eid, "group": str(args[0]), "summoned": True})
            spawn(game, str(args[0]), beside(game, e) or [e.pos])


def beside(game: Vessels, e: Enemy) -> list[Square]:
    """The free walkable squares nearest the model by steps (from any of a Bulky model's squares),
    nearest first, then by row and column."""
    g = game.grid()
    taken = game.state.occupied()
    loose = StepRules(pass_models=True, ignore_difficult=True)
    best: dict[Square, int] = {}
    for s in e.squares:
        if not (g.on_grid(s) and g.walkable(s)):
            continue
        for sq, c in g.reachable(s, SUMMON_SEARCH, loose, taken).cost.items():
            if sq not in taken and c < best.get(sq, SUMMON_SEARCH + 1):
                best[sq] = c
    return sorted(best, key=lambda s: (best[s], s[1], s[0]))

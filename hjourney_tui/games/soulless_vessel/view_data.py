"""What a screen shows that takes a rule to work out, as plain data for one seat's view.

The map shows, from the model the seat works from (its hero, or that hero's minion while the
minion takes orders), the squares in sight and those within its reach, each square it can walk to
with the path and the movement points, and, for a hero who owns a blast spell, the squares the
blast would hit for each square it may be aimed at.  The track shows everyone in acting order.
Each is worked out by the same functions the commands use (movement, minions, area, attack,
initiative), so the screen and the rules cannot disagree.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core.grid import Reach, distance
from .rules import area, minions, movement
from .rules.attack import FIST, weapon_range
from .rules.initiative import MINION_INITIATIVE

if TYPE_CHECKING:
    from .engine import Vessels
    from .state import Square


def working_model(game: Vessels, seat: str | None) -> str | None:
    """The model the seat's screen works from: the minion whose orders it gives now, else its hero
    (the first hero for a seat that has none, as the screens centre on it)."""
    st = game.state
    hero = seat if seat in st.heroes else next(iter(st.heroes), None)
    q = game.flow.pending
    if q is not None and q.kind == "minion" and hero in q.waiting and not callable(q.options):
        for o in q.options:
            mid = (getattr(o, "data", None) or {}).get("minion")
            if mid in st.minions and st.minions[mid].owner == hero:
                return str(mid)
    return hero


def _sq(s: Square) -> list[int]:
    return [s[0], s[1]]


def aim(game: Vessels, seat: str | None) -> dict[str, Any] | None:
    """From the working model: `sight` lists [x, y, distance] of every square it sees, `reach` its
    melee or weapon reach in squares, `in_reach` the squares it could attack there, `walks` each
    square it can walk to with `cost` and `path` (its square first), `blast` the hit squares for
    each aim square (only for a hero who owns a blast spell)."""
    st = game.state
    who = working_model(game, seat)
    if who is None:
        return None
    grid = game.grid()
    walks: Reach | None = None
    blast = None
    if who in st.minions:
        m = st.minions[who]
        pos, reach = m.pos, minions.ref(game, m).reach
        if m.mp > 0:
            walks = minions.walks(game, m)
    else:
        h = st.heroes[who]
        pos = h.pos
        reach = weapon_range(game, h, h.weapon or FIST)
        if h.mp > 0:
            walks = movement.reach(game, h)
        if not h.soul and any(game.content.abilities[c].major.area == "blast" for c in h.deck):
            blast = blast_aims(game, pos)
    seen = sorted(grid.visible_from(pos) - {pos}, key=lambda s: (s[1], s[0]))
    out: dict[str, Any] = {
        "model": who, "pos": _sq(pos), "reach": reach,
        "sight": [[s[0], s[1], distance(pos, s)] for s in seen],
        "in_reach": [_sq(s) for s in seen if distance(pos, s) <= reach],
        "walks": [], "blast": blast,
    }
    if walks is not None:
        for s, cost in sorted(walks.cost.items(), key=lambda kv: (kv[0][1], kv[0][0])):
            if s != pos:
                out["walks"].append({"square": _sq(s), "cost": cost,
                                     "path": [_sq(p) for p in walks.path_to(s) or []]})
    return out


def blast_aims(game: Vessels, user: Square) -> dict[str, Any]:
    """Every square the blast may be aimed at from `user` (within area.AIM_REACH) with the index of
    the squares it would hit in `hits`: what a spell aimed there strikes."""
    sets: dict[frozenset[Square], int] = {}
    aims = []
    x0, y0 = user
    for y in range(y0 - area.AIM_REACH, y0 + area.AIM_REACH + 1):
        for x in range(x0 - area.AIM_REACH, x0 + area.AIM_REACH + 1):
            if (x, y) == user or not game.grid().on_grid((x, y)):
                continue
            hit = area.blast(game, user, (x, y))
            aims.append([x, y, sets.setdefault(hit, len(sets))])
    return {"from": _sq(user), "within": area.AIM_REACH, "aims": aims,
            "hits": [sorted(_sq(s) for s in hit) for hit in sets]}


def track(game: Vessels) -> list[dict[str, Any]]:
    """Everyone on the initiative track in acting order (initiative.next_up's order: higher first;
    on a tie heroes, then minions, then groups in the order they took the slot).  `known`: the
    number is shown (heroes' only once the cards are revealed, a group's once it has an AI card);
    `now`: the one whose turn is under way."""
    st = game.state
    turns = st.step == "turns"
    q = game.flow.pending
    acting_heroes = set(q.waiting) if q is not None and q.kind == "turn" else set()
    acting_minion = working_model(game, q.seat) if q is not None and q.kind == "minion" else None
    at = st.current_init
    # a group's turn is under way when it is the last to have started at the current number
    # and no hero or minion holds the turn
    group_now = None
    if turns and at is not None and not acting_heroes and acting_minion not in st.minions:
        started = [g for g in st.groups.values() if g.acted and g.acts_at == at]
        group_now = max(started, key=lambda g: g.slot).id if started else None
    out: list[tuple[tuple[int, int, int], dict[str, Any]]] = []
    for i, (seat, h) in enumerate(st.heroes.items()):
        out.append(((-h.initiative, 0, i), {"kind": "hero", "id": seat, "initiative": h.initiative,
                                            "known": turns, "acted": h.acted, "now": seat in acting_heroes}))
    for i, (mid, m) in enumerate(st.minions.items()):
        out.append(((-MINION_INITIATIVE, 1, i), {"kind": "minion", "id": mid, "owner": m.owner,
                                                  "initiative": MINION_INITIATIVE, "known": True,
                                                  "acted": m.acted, "now": mid == acting_minion}))
    for gid, g in st.groups.items():
        out.append(((-g.acts_at, 2, g.slot), {"kind": "group", "id": gid, "initiative": g.acts_at,
                                              "known": g.acts_at > 0 or g.ai is not None, "acted": g.acted,
                                              "now": gid == group_now}))
    return [e for _, e in sorted(out, key=lambda kv: kv[0])]

"""Vessels during an adventure: a body found in a room, taken over or broken down for Soul Shards,
and two neighbours trading bodies (VS-VES-03..08, VS-DEATH-03).

A revealed room's vessel markers (those placed for this many heroes) each hold a regular vessel
card drawn at random among those no hero wears and no other marker holds.  Each action costs
2 MP of a movement action and needs the hero on or next to the vessel (or the other hero).
Perks come from the party's unlocks for the vessel's type (party.py), so a new body brings the
hero's own unlocks for it, never its previous owner's (VS-VES-05, VS-VES-08).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....core.grid import adjacent, chebyshev
from ....core.questions import Option, Script
from .. import board
from ..state import Found, Hero, Square

if TYPE_CHECKING:
    from ..engine import Vessels

VESSEL_MP = 2  # inhabit, extract or swap (VS-VES-03, VS-VES-06, VS-VES-07)


def place_room(game: Vessels, room: str) -> None:
    st = game.state
    for s in game.map().vessels(room, len(st.heroes)):
        if any(f.pos == s for f in st.found):
            continue
        taken = {h.vessel for h in st.heroes.values()} | {f.vessel for f in st.found}
        if game.setup.campaign is not None:
            taken |= {h.vessel for h in game.party.heroes.values()}
        free = sorted(v.id for v in game.content.vessels.values() if v.kind == "regular" and v.id not in taken)
        if not free:
            return
        vid = game.rng.choice(free)
        st.found.append(Found(s, vid))
        game.emit(f"a vessel lies at {board.name(s)}: {game.content.vessels[vid].name}", kind="vessel",
                  rule="VS-VES-03", reveals=True, data={"square": list(s), "vessel": vid})


def found_at(game: Vessels, s: Square) -> Found | None:
    return next((f for f in game.state.found if f.pos == s), None)


def _mp(hero: Hero) -> str:
    return "" if hero.mp >= VESSEL_MP else f"it takes {VESSEL_MP} MP of a movement action and {hero.seat} has {hero.mp}"


def options(game: Vessels, hero: Hero) -> list[Option]:
    st, c = game.state, game.content
    short = _mp(hero)  # every vessel action costs the same
    out = []
    for f in st.found:
        if chebyshev(hero.pos, f.pos) > 1:
            continue
        v = c.vessels[f.vessel]
        sq = board.name(f.pos)
        out.append(Option(f"inhabit {sq}", f"take over {v.name} at {sq} ({VESSEL_MP} MP)",
                          {"verb": "inhabit", "square": list(f.pos), "vessel": f.vessel, "cost": VESSEL_MP,
                           "speed": v.speed, "toughness": list(v.toughness), "soul": hero.soul},
                          enabled=not short, reason=short))
        out.append(Option(f"extract {sq}", f"break {v.name} down for {v.shards} Soul Shards ({VESSEL_MP} MP)",
                          {"verb": "extract", "square": list(f.pos), "vessel": f.vessel, "cost": VESSEL_MP,
                           "shards": v.shards}, enabled=not short, reason=short))
    if not hero.soul:
        for seat, other in st.heroes.items():
            if seat == hero.seat or not adjacent(hero.pos, other.pos):
                continue
            why = short or (f"{seat} is a Vesselless Soul: there is no vessel to swap" if other.soul else "")
            out.append(Option(f"swap {seat.lower()}", f"swap vessels with {seat} ({VESSEL_MP} MP)",
                              {"verb": "swap", "hero": seat, "cost": VESSEL_MP}, enabled=not why, reason=why))
    return out


def act(game: Vessels, hero: Hero, verb: str, arg: str) -> Script:
    if verb == "swap":
        swap(game, hero, next(s for s in game.state.heroes if s.lower() == arg.lower()))
        return
    sq = board.parse(arg)
    f = found_at(game, sq) if sq is not None else None
    assert f is not None
    if verb == "inhabit":
        inhabit(game, hero, f)
    else:
        extract(game, hero, f)
    return
    yield


def inhabit(game: Vessels, hero: Hero, f: Found) -> None:
    """The hero moves into the found body: fresh rows sized by its toughness, no wounds, no
    scratches (VS-VES-04); its old vessel card is discarded, and a soul stops being one
    (VS-VES-03, VS-DEATH-03)."""
    hero.mp -= VESSEL_MP
    game.state.found.remove(f)
    old = hero.vessel
    v = game.content.vessels[f.vessel]
    hero.vessel = f.vessel
    hero.toughness = v.toughness
    hero.wounds = hero.scratches = 0
    was = "as a soul" if old is None else f"leaving {game.content.vessels[old].name} behind"
    game.emit(f"{hero.seat} inhabits {v.name} ({was})", kind="vessel", seat=hero.seat,
              rule="VS-DEATH-03" if old is None else "VS-VES-03",
              data={"seat": hero.seat, "vessel": f.vessel, "old": old})


def extract(game: Vessels, hero: Hero, f: Found) -> None:
    """The body is broken down: it goes, and the party gains its Soul Shards (VS-VES-06)."""
    hero.mp -= VESSEL_MP
    game.state.found.remove(f)
    v = game.content.vessels[f.vessel]
    if game.setup.campaign is not None:
        game.party.shards += v.shards
    game.emit(f"{hero.seat} extracts {v.name}: {v.shards} Soul Shards", kind="vessel", seat=hero.seat,
              rule="VS-VES-06", data={"seat": hero.seat, "vessel": f.vessel, "shards": v.shards})


def swap(game: Vessels, hero: Hero, seat: str) -> None:
    """Each takes the other's vessel with its wounds and scratches (VS-VES-07)."""
    hero.mp -= VESSEL_MP
    other = game.state.heroes[seat]
    for attr in ("vessel", "toughness", "wounds", "scratches"):
        a, b = getattr(hero, attr), getattr(other, attr)
        setattr(hero, attr, b)
        setattr(other, attr, a)
    game.emit(f"{hero.seat} and {seat} swap vessels", kind="vessel", seat=hero.seat, rule="VS-VES-07",
              data={"seats": [hero.seat, seat]})

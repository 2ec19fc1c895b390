"""Scratches and wounds on heroes, wounds on enemies, the death of a vessel and of an enemy group."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....core.questions import Script
from ....core.timing import Occurrence, occur
from ..state import Enemy, Hero

if TYPE_CHECKING:
    from ..engine import Vessels

ROWS = 3


def scratch(game: Vessels, hero: Hero, n: int) -> None:
    """The hero suffers n scratches, one at a time into the current row.  A scratch that would
    take a row past its toughness is used up covering the row with a wound (VS-HP-02..05); the
    third wound kills the vessel at once, and the rest of the hit is lost (VS-DEATH-01, VS-EDGE-19)."""
    for _ in range(n):
        if hero.soul:
            return
        if hero.scratches + 1 > hero.toughness[hero.wounds]:
            hero.scratches = 0
            hero.wounds += 1
            game.emit(f"{hero.seat} suffers a wound ({hero.wounds} of {ROWS})", kind="wound", rule="VS-HP-04",
                      seat=hero.seat, data={"seat": hero.seat, "wounds": hero.wounds})
            if hero.wounds >= ROWS:
                vessel_dies(game, hero)
                return
        else:
            hero.scratches += 1


def wound(game: Vessels, hero: Hero) -> None:
    """A wound dealt whatever the scratches: the current row fills past its toughness at once, so it
    is covered with a wound token and cleared as any wound (VS-HP-04)."""
    if not hero.soul:
        scratch(game, hero, hero.toughness[hero.wounds] - hero.scratches + 1)


def heal(game: Vessels, hero: Hero, n: int) -> int:
    """Remove up to n scratches from the current row; the rest is lost and no wound goes (VS-HP-07/08)."""
    healed = min(n, hero.scratches)
    hero.scratches -= healed
    return healed


def remove_wound(game: Vessels, hero: Hero) -> bool:
    """Take the last wound token off: its row is open again and the current row's scratches move
    into it, one at a time as if suffered, so too many cover it with the wound once more
    (VS-HP-09, VS-HP-10).  With no wound there is nothing to take (VS-HP-11)."""
    if hero.soul or not hero.wounds:
        return False
    moved, hero.scratches = hero.scratches, 0
    hero.wounds -= 1
    game.emit(f"{hero.seat} loses a wound ({hero.wounds} of {ROWS}; {moved} scratch{'es' if moved != 1 else ''} "
              "move back with it)", kind="wound", rule="VS-HP-09", seat=hero.seat,
              data={"seat": hero.seat, "wounds": hero.wounds, "moved": moved})
    scratch(game, hero, moved)
    return True


def vessel_dies(game: Vessels, hero: Hero) -> None:
    """The hero becomes a Vesselless Soul on the same square (VS-DEATH-01/02)."""
    game.emit(f"{hero.seat}'s vessel dies: {hero.seat} goes on as a Vesselless Soul", kind="death",
              rule="VS-DEATH-02", seat=hero.seat, data={"seat": hero.seat, "vessel": hero.vessel})
    hero.vessel = None
    hero.toughness = (0, 0, 0)
    hero.wounds = hero.scratches = 0
    hero.mp = 0  # a movement action under way ends (VS-AOO-09)


def wound_enemy(game: Vessels, eid: str, n: int, by: str = "") -> Script:
    """Wound tokens stay on the model; at its maximum it is removed, and a group left empty is
    discarded with its AI card and leaves the initiative order (VS-ATK-08/09).  The defeat runs
    through the trigger windows, so what waits for a model to fall answers it (rules/moments.py);
    `by` is the seat whose attack or spell dealt the last wound ("" for a Bleed token)."""
    e = game.state.enemies[eid]
    e.wounds += n
    if e.wounds < max_wounds(game, e.group):
        return
    yield from occur(game, Occurrence("defeat", {"enemy": eid, "group": e.group, "by": by}),
                     lambda _occ: _falls(game, e))


def _falls(game: Vessels, e: Enemy) -> None:
    st = game.state
    eid = e.id
    del st.enemies[eid]
    group = st.groups[e.group]
    group.models.remove(eid)
    game.emit(f"{eid} is destroyed", kind="defeat", rule="VS-ATK-08", data={"enemy": eid})
    if not group.models:
        if group.ai is not None:
            st.ai_discard.append(group.ai)
        st.trait_discard += group.traits  # kept until now (VS-ENEMY-10)
        del st.groups[group.id]
        game.emit(f"the last {game.content.enemies[group.id].name} falls: the group leaves the table",
                  kind="defeat", rule="VS-ATK-09", data={"group": group.id})
        from .quests import on_defeat  # quests spawn, and spawning reads damage: import here

        on_defeat(game, group.id)


def max_wounds(game: Vessels, kind: str) -> int:
    return game.content.enemies[kind].wounds[len(game.state.heroes) - 1]

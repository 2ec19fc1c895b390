"""Difficulty: which side of the enemy reference cards is read and how many Traits a new group
draws (VS-DIFF-01..04), the Trait pile, and a group's values with its Traits in force.

The difficulty is fixed when the adventure is set up (VS-DIFF-05): a campaign's is the party's,
a single adventure's the game option.  A group's Traits change the numbers on its reference
card, so the game's copy of that card is rebuilt when the group draws them, and every rule that
reads the card sees the changed values.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from .. import printed
from . import variants

if TYPE_CHECKING:
    from ..engine import Vessels
    from ..printed import EnemyRef

LEVELS = ("default", "challenger", "nightmare", "nightmare+1", "nightmare+2", "nightmare+3")


def traits_per_group(difficulty: str) -> int:
    """Default none; Challenger and Nightmare one; Nightmare+M one and M more (VS-DIFF-01/02/04)."""
    if difficulty == "default":
        return 0
    _, plus, extra = difficulty.partition("+")
    return 1 + (int(extra) if plus else 0)


def is_nightmare(difficulty: str) -> bool:
    return difficulty.startswith("nightmare")


def difficulty_of(game: Vessels) -> str:
    if game.setup.campaign is not None:
        return str(game.setup.campaign["record"].get("difficulty", "default"))
    return str(game.setup.options.get("difficulty") or "default")


def begin(game: Vessels) -> None:
    """Read the difficulty, turn to the Nightmare sides if it asks (VS-DIFF-03, VS-ENEMY-05) and
    shuffle the Trait pile when Traits are drawn at all (so other games roll as before)."""
    st = game.state
    st.difficulty = difficulty_of(game)
    mods = variants.modifiers(game)
    if is_nightmare(st.difficulty) and game.content.nightmare:
        game.content = replace(game.content, enemies=dict(game.content.nightmare))
    st.threat += mods.get("start_threat", 0)  # an extra modifier (VS-VAR-02)
    if traits_per_group(st.difficulty) + mods.get("traits", 0) > 0 and game.content.traits:
        st.trait_pile = sorted(game.content.traits)
        game.rng.shuffle(st.trait_pile)


def draw(game: Vessels, kind: str) -> list[str]:
    """The Traits a newly spawning group takes: random cards from the pile, the discards shuffled
    into a new pile when it runs out (VS-SPAWN-11, VS-ENEMY-09).  A boss takes none (VS-ENEMY-11)."""
    st = game.state
    drawn: list[str] = []
    if kind not in game.content.traitless:
        for _ in range(traits_per_group(st.difficulty) + variants.modifiers(game).get("traits", 0)):
            if not st.trait_pile:
                st.trait_pile, st.trait_discard = st.trait_discard, []
                game.rng.shuffle(st.trait_pile)
            if not st.trait_pile:
                break
            drawn.append(st.trait_pile.pop())
    fit(game, kind, drawn)
    for tid in drawn:
        t = game.content.traits[tid]
        note = f" (not played yet: {'; '.join(t.unplayed)})" if t.unplayed else ""
        game.emit(f"the {game.content.enemies[kind].name} group takes the Trait {t.name}{note}", kind="trait",
                  rule="VS-DIFF-02", reveals=True, data={"group": kind, "trait": tid})
        if t.threat:
            st.threat += t.threat
            game.emit(f"the Trait {t.name}: threat {t.threat:+d} (now {st.threat})", kind="threat",
                      data={"group": kind, "trait": tid, "threat": st.threat})
    return drawn


def discard(game: Vessels, traits: list[str]) -> None:
    """A group's Traits go to the discards when its last model falls (VS-ENEMY-10)."""
    game.state.trait_discard += traits


def fit(game: Vessels, kind: str, traits: list[str]) -> None:
    """The game's copy of the group's reference card: the side in use with its Traits applied."""
    base = printed.load(game.ruleset)
    side = base.nightmare if is_nightmare(game.state.difficulty) and base.nightmare else base.enemies
    mods = variants.modifiers(game)
    every = printed.TraitCard("", "", tuple((k, mods[k]) for k in ("attack", "speed") if mods.get(k)))
    ref = with_traits(side[kind], [game.content.traits[t] for t in traits] + [every])
    if ref != game.content.enemies[kind]:
        game.content = replace(game.content, enemies={**game.content.enemies, kind: ref})


def with_traits(ref: EnemyRef, traits: list[printed.TraitCard]) -> EnemyRef:
    """The reference card with the Traits' number changes made and their other effects added to
    its passive ability, which is always on (VS-ENEMY-03)."""
    out = ref
    for t in traits:
        if t.passive:
            out = replace(out, passive=out.passive + t.passive)
        for stat, n in t.mods:
            if stat == "attack":
                out = replace(out, attack=out.attack + n)
            elif stat == "defense":
                out = replace(out, defence=out.defence + n)
            elif stat == "speed":
                out = replace(out, speed=out.speed + n)
            elif stat == "initiative":
                out = replace(out, initiative=out.initiative + n)
            elif stat == "range":
                out = replace(out, range=max(1, out.range) + n)
            elif stat == "reach":
                out = replace(out, range=max(out.range, 2))
            elif stat == "wounds":
                out = replace(out, wounds=tuple(w + n for w in out.wounds))
            elif stat == "models":
                out = replace(out, models=tuple(m + n for m in out.models))
    return out

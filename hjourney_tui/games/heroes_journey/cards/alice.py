"""Scripts of the Alice set (rulesets/heroes_journey/cards/alice.toml)."""

from .common import (
                     burden_event,
                     burden_when_winning,
                     companion_boost,
                     exert_to_boost,
                     exert_to_heal,
                     minion_boost,
                     prevent_own_wound,
                     wound_skirmishing_minion,
)

exert_to_boost("cheshire_cat", 1)
exert_to_heal("white_queen")
companion_boost("curiouser", 3)
wound_skirmishing_minion("snicker_snack")
prevent_own_wound("only_a_dream")
burden_when_winning("queen_of_hearts")
minion_boost("off_with_his_head", 3)
burden_event("sentence_first")

"""Scripts of the Jungle set (rulesets/heroes_journey/cards/jungle.toml)."""

from .common import (
                     burden_event,
                     burden_when_winning,
                     companion_boost,
                     exert_to_heal,
                     exert_to_wound_minion,
                     minion_boost,
                     prevent_own_wound,
)

exert_to_wound_minion("kaa")
exert_to_heal("akela")
companion_boost("council_call", 2)
prevent_own_wound("good_hunting")
burden_when_winning("tabaqui")
minion_boost("monkey_rage", 3)
burden_event("stolen_away")

"""Card scripts: one registry for the game, filled by a module per card set.

Printed values stay in rulesets/lotr_lcg/*.toml; a card whose text does
something has a small function registered under its id in its set's module.
Timings: "action" (events; `on` names the phase, "" for any), "constant"
(attachments: returns modifiers for the card it hangs on), "forced" on
"revealed" (When revealed), "shadow", "setup" and "stage_revealed", and
Forced/Response abilities on the occurrences the rules raise ("engaged",
"travel", "enters_play", "damage", "destroyed", "explored", "committed"...).
"""

from __future__ import annotations

from hjourney_tui.core.questions import Ask, Option, Script
from hjourney_tui.core.scripts import CardScripts
from hjourney_tui.core.zones import CardInstance

SCRIPTS = CardScripts("lotr_lcg")


def choose(game, seat: str, prompt: str, cards: list[CardInstance], rule: str = "") -> Script:  # noqa: ANN001
    """The seat picks one of `cards` (no question when there is only one); returns it."""
    if len(cards) == 1:
        return cards[0]
    from ..rules.basics import label

    answer = yield Ask(seat, prompt, [Option(f"target {c.uid}", label(game, c),
                                             {"verb": "target", "uid": c.uid, **({"card": c.card_id} if c.face_up else {})})
                                      for c in cards], rule=rule)
    return game.state.cards[answer.args[0]]


from . import (  # noqa: E402,F401  (each set registers its scripts)
    burning_hamlets,
    core_set,
    drowned_road,
    player_pool,
    sunken_archive,
)

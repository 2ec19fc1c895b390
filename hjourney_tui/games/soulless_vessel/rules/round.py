"""The whole adventure as one script: setup, then rounds of six steps until it is won or lost."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....core.questions import Option, Question, Script
from . import abilities, equipment, minions, outcome, perks, statuses
from .ai import group_turn
from .ai_deck import draw_ai
from .events import event_step
from .initiative import MINION_INITIATIVE, join, next_up
from .quests import on_round
from .turn import hero_turn

if TYPE_CHECKING:
    from ..engine import Vessels


def play(game: Vessels) -> Script:
    st = game.state
    while not st.over:
        st.round += 1
        game.emit(f"round {st.round}", kind="phase", rule="VS-ROUND-01", data={"round": st.round})
        st.step = "effects"
        for h in st.heroes.values():
            abilities.tick_effects(h)
            statuses.tick_hero(h)
            perks.start_of_round(game, h)
            equipment.start_of_round(game, h)  # worn items that heal as a round starts
        minions.dismiss_expired(game)
        minions.start_of_round(game)
        for e in st.enemies.values():
            e.last_target, e.target = e.target, None
        st.step = "event"
        on_round(game, st.round)
        event_step(game)
        if st.over:
            break
        st.step = "ai"
        st.slots_taken = 0
        for g in list(st.groups.values()):
            draw_ai(game, g)
            join(game, g)  # no initiative step under way yet: each acts at its own
        st.step = "place"
        yield from abilities.place(game)
        st.step = "reveal"
        yield from abilities.choose_initiative(game)
        st.step = "turns"
        yield from turns(game)
        st.current_init = None
        game.end_period("round")


def turns(game: Vessels) -> Script:
    """Step 6: every hero and group acts once, highest initiative first (VS-ROUND-05..10)."""
    st = game.state
    for h in st.heroes.values():
        h.acted = False
    for g in st.groups.values():
        g.acted = False
    for m in st.minions.values():
        m.acted = False
    while not st.over:
        up = next_up(st)
        if up is None:
            return
        kind, who = up
        if kind == "heroes":
            seat = who[0]
            st.current_init = st.heroes[seat].initiative
            if len(who) > 1:  # heroes tied: the party picks who goes now (VS-ROUND-08)
                ans = yield Question(tuple(who), f"{', '.join(who)} share initiative {st.current_init}: who acts "
                                     "now?", [Option("go", "take your turn now", {"verb": "go"})], mode="any",
                                     rule="VS-ROUND-08", kind="choice")
                seat = ans.seat
            st.heroes[seat].acted = True
            yield from hero_turn(game, seat)
        elif kind == "minion":
            st.current_init = MINION_INITIATIVE
            st.minions[who[0]].acted = True
            yield from minions.minion_turn(game, who[0])
        else:
            g = st.groups[who[0]]
            st.current_init = g.acts_at
            g.acted = True
            yield from group_turn(game, g.id)
        outcome.check(game)

"""An enemy's abilities: the passive one always on, Bones and Skull only in a round the group's
AI card grants them, none of those two while the model is Dazed."""

from __future__ import annotations

import dataclasses

import pytest

from hjourney_tui.games.soulless_vessel.printed import AiCard
from hjourney_tui.games.soulless_vessel.rules.statuses import on_enemy
from tests.soulless_vessel.helpers import STD_1, events, foes, new, open_board, put, rig, set_ai
from tests.soulless_vessel.test_minions import answer, next_round


def cards(g) -> None:
    """Three AI cards for this game alone: granting nothing, Bones, or Skull."""
    extra = {cid: AiCard(cid, ("closest",), 0, 5, grants=frozenset(grants))
             for cid, grants in (("plain", ()), ("bones", ("bones",)), ("skull", ("skull",)))}
    g.content = dataclasses.replace(g.content, ai_cards={**g.content.ai_cards, **extra})


def leech_next_to_ana(ai: str):
    """Ana at r4 with a Marsh Leech (passive Regenerate 1 and immune to Bleed; Bones +2 attack;
    Skull: its attacks Weaken) next to her, wounded twice."""
    g = new(1)
    open_board(g)
    put(g, "Ana", "r4")
    cards(g)
    [eid] = foes(g, "leech", "r5")
    set_ai(g, "leech", ai)
    g.state.enemies[eid].wounds = 2
    return g, eid


def round_with(g, card: str) -> dict:
    """This round the group holds `card`: play it to its end; the leech's attack in it."""
    set_ai(g, "leech", card)
    before = len(events(g, "defend"))
    rig(g, STD_1)
    answer(g, lambda g: len(events(g, "defend")) > before)
    hit = events(g, "defend")[-1].data
    next_round(g)
    return hit


@pytest.mark.rule("VS-ENEMY-03")
def test_a_passive_ability_is_always_on():
    g, eid = leech_next_to_ana("plain")
    leech = g.state.enemies[eid]
    for card in ("plain", "bones", "plain"):
        wounds = leech.wounds
        round_with(g, card)
        assert leech.wounds == max(0, wounds - 1)  # Regenerate 1 every activation
    on_enemy(g, eid, "bleed", 2)
    assert "bleed" not in leech.tokens  # immune, whatever the AI card
    on_enemy(g, eid, "weaken", 1)
    assert leech.tokens == {"weaken": 1}


@pytest.mark.rule("VS-ENEMY-04")
def test_bones_and_skull_are_on_only_in_rounds_the_ai_card_grants_them():
    g, eid = leech_next_to_ana("plain")
    attacks = [round_with(g, card)["attack"] for card in ("plain", "bones", "plain", "bones")]
    assert attacks == [2, 4, 2, 4]
    g, eid = leech_next_to_ana("skull")
    rig(g, STD_1)
    answer(g, lambda g: bool(events(g, "defend")))
    assert events(g, "defend")[-1].data["attack"] == 2 and g.state.heroes["Ana"].statuses == {"weaken": 1}


@pytest.mark.rule("VS-STATUS-16")
def test_a_dazed_enemy_has_no_bones_or_skull_but_keeps_its_passive():
    g, eid = leech_next_to_ana("plain")
    leech = g.state.enemies[eid]
    round_with(g, "plain")
    leech.tokens = {"dazed": 2}
    wounds = leech.wounds
    assert round_with(g, "bones")["attack"] == 2
    assert leech.wounds == wounds - 1

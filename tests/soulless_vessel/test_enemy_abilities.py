"""Enemies: their abilities (the passive one always on, Bones and Skull only in a round the group's
AI card grants them, neither of those while the model is Dazed), one move and one attack a turn,
wounds without scratches, no attacks drawn by their movement, and a group the event roll brings."""

from __future__ import annotations

import dataclasses

import pytest

from hjourney_tui.games.soulless_vessel.printed import AiCard
from hjourney_tui.games.soulless_vessel.rules.statuses import on_enemy
from tests.soulless_vessel.helpers import (
    POW_1,
    STD_1,
    events,
    foes,
    new,
    open_board,
    put,
    rig,
    set_ai,
    to_turn,
)
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


@pytest.mark.rule("VS-EDGE-13")
def test_a_group_spawned_by_the_event_roll_acts_at_its_own_initiative_that_round():
    g = new(1)
    open_board(g)
    put(g, "Ana", "a1")
    [eid] = foes(g, "husk", "t6")
    set_ai(g, "husk", "hold_grudge")
    g.state.threat = 20  # the round-2 event brings a group: the Gnawers
    g.state.enemy_pile = ["gnawer"]
    next_round(g)
    spawned = [e.data for e in events(g, "event")]
    assert spawned and "gnawer" in g.state.groups
    grp = g.state.groups["gnawer"]
    assert grp.acts_at == grp.initiative > 0


@pytest.mark.rule("VS-TURN-04")
def test_an_enemy_model_moves_once_and_attacks_once_on_its_turn():
    g = new(2)
    open_board(g)
    put(g, "Ana", "q4")
    put(g, "Bo", "q6")
    [eid] = foes(g, "gnawer", "t5")  # both heroes within its move: still one move and one attack
    set_ai(g, "gnawer", "lunge_near")
    rig(g, STD_1)
    answer(g, lambda g: g.state.groups["gnawer"].acted and g.decision().kind == "turn")
    mine = [e for e in g.events if (e.data or {}).get("enemy") == eid and e.kind in ("move", "defend")]
    assert [e.kind for e in mine] == ["move", "defend"]


@pytest.mark.rule("VS-HP-12")
def test_an_enemy_keeps_wounds_only_and_power_short_of_its_defence_leaves_nothing():
    g = new(1)
    open_board(g)
    put(g, "Ana", "r4")
    [eid] = foes(g, "husk", "r5")
    husk = dataclasses.replace(g.content.enemies["husk"], defence=5)  # after the spawn, which fits the card anew
    g.content = dataclasses.replace(g.content, enemies={**g.content.enemies, "husk": husk})
    set_ai(g, "husk", "hold_grudge")
    g.state.groups["husk"].acts_at = -5
    to_turn(g, "Ana", {"Ana": ["lunge", "cleave"]})
    rig(g, STD_1, POW_1, POW_1, STD_1, POW_1, POW_1, POW_1)  # power 3, then 4: each short of 5
    g.apply("Ana", f"major lunge {eid}")
    g.apply("Ana", f"major cleave {eid}")
    assert [e.data["roll"]["power"] for e in events(g, "attack")] == [3, 4]
    assert g.state.enemies[eid].wounds == 0  # nothing carries over from one hit to the next
    assert set(g.view("Ana")["enemies"][eid]) >= {"wounds"} and "scratches" not in g.view("Ana")["enemies"][eid]


@pytest.mark.rule("VS-AOO-12")
def test_an_enemy_walking_away_from_heroes_and_minions_draws_no_attack_from_them():
    from tests.soulless_vessel.test_minions import minion_at

    g = new(1)
    open_board(g)
    put(g, "Ana", "a1")
    mid = minion_at(g, "s5")
    [eid] = foes(g, "skulker", "s4")  # attacks the minion, then retreats 2 away from it
    set_ai(g, "skulker", "lunge_near")
    rig(g, STD_1)
    answer(g, lambda g: g.decision().kind == "turn")
    assert [e.kind for e in g.events if (e.data or {}).get("enemy") == eid and e.kind == "move"]
    assert not events(g, "aoo") and not [e for e in events(g, "attack") if e.data.get("enemy") == eid]
    assert mid in g.state.minions


@pytest.mark.rule("VS-AOO-11")
def test_a_hero_knocked_back_by_an_enemy_makes_no_attack_of_opportunity_check():
    g = new(1)
    open_board(g)
    put(g, "Ana", "k3")
    cards(g)
    [eid] = foes(g, "leech", "k4")  # Skull: its hits Weaken and knock back 2
    set_ai(g, "leech", "skull")
    [other] = foes(g, "gnawer", "j3")  # beside Ana too
    set_ai(g, "gnawer", "hold_grudge")
    g.state.groups["gnawer"].acts_at = -5
    rig(g, STD_1)
    answer(g, lambda g: g.decision().rule == "VS-FORCE-02")
    ends = {c.text: c.data for c in g.legal_commands("Ana")}
    assert set(ends) == {"square j2", "square k2"}  # the hall's north wall stops her one square out
    g.apply("Ana", "square j2")
    assert g.state.heroes["Ana"].pos == (9, 1) and g.state.heroes["Ana"].statuses == {"weaken": 1}
    assert not events(g, "aoo")


@pytest.mark.rule("VS-ENEMY-08")
def test_a_retreat_placed_before_the_attack_moves_away_from_the_closest_hero_first():
    g = new(2)
    open_board(g)
    put(g, "Ana", "n4")
    put(g, "Bo", "s5")
    [eid] = foes(g, "husk", "o4")  # beside Ana; Bo four squares east
    husk = g.content.enemies["husk"]  # ranged 3: it still reaches Ana from where it goes
    g.content = dataclasses.replace(g.content, enemies={**g.content.enemies, "husk": dataclasses.replace(
        husk, passive=(("retreat", (2, "before")),))})  # after the spawn, which fits the card anew
    set_ai(g, "husk", "hold_grudge")
    answer(g, lambda g: bool(events(g, "defend")))
    moved = [i for i, ev in enumerate(g.events) if ev.kind == "move" and ev.rule == "VS-ENEMY-08"]
    hit = next(i for i, ev in enumerate(g.events) if ev.kind == "defend")
    assert moved and moved[0] < hit  # it goes first, then attacks
    first = g.events[moved[0]].data
    assert first["from"] == [14, 3]
    ana = (13, 3)
    assert max(abs(first["to"][0] - ana[0]), abs(first["to"][1] - ana[1])) == 3  # away from Ana, the closest

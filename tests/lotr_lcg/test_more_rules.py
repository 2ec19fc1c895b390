"""More of the core: action windows, When revealed before staging, a defender lost mid-attack, readied
attackers, resources leaving with their hero, ownership, hand size, seeded replays."""

from __future__ import annotations

import pytest

from hjourney_tui.core.game import Seat
from hjourney_tui.core.session import Session
from hjourney_tui.registry import game_info

from .helpers import (
    commit_all,
    finish_planning,
    hand,
    hero,
    legal,
    new,
    play,
    prompt,
    put,
    run_until,
    stack,
    to_phase,
    to_planning,
    uid,
)
from .test_combat import _to_combat, _to_combat_from_planning


@pytest.mark.rule("LC-CORE-ROUND-05")
def test_action_windows_open_at_each_point_of_the_round():
    g = new(1)
    to_planning(g)
    st = g.state
    hand(g, "A", "call_to_arms")  # an action playable at any time
    for h in st.players["A"].heroes.cards:
        h.tokens["resources"] = 9
    wolf = put(g, "wolf_pack", st.players["A"].engaged, controller="A")
    put(g, "reed_marsh", st.encounter.staging)
    stack(g, "stony_ridge", "tangled_thicket")
    g._legal_cache = None
    seen = []
    for _ in range(200):
        if g.state.round == 2 and g.state.phase == "planning":
            break
        p = prompt(g)
        if "action window" in p:
            seen.append(p.split("(")[1].split(")")[0])
            g.apply("A", "pass")
        elif p.startswith("commit"):
            g.apply("A", f"commit {uid(hero(g, 'A', 0))}") if f"commit {uid(hero(g, 'A', 0))}" in legal(g) else \
                g.apply("A", "done")
        elif "declare a defender" in p:
            g.apply("A", f"defend {uid(hero(g, 'A', 1))}")
        elif p.startswith("attack an enemy"):
            g.apply("A", f"attack {uid(wolf)}")
        elif "add an attacker" in p:
            g.apply("A", legal(g)[0])
        else:
            g.apply("A", "done" if "done" in legal(g) else "pass" if "pass" in legal(g) else
                    "stay" if "stay" in legal(g) else legal(g)[0])
    for where in ("planning", "the quest begins", "after commitment", "after staging", "after the quest is resolved",
                  "travel", "after optional engagement", "after engagement checks", "after shadow cards are dealt",
                  "the defender is declared", "after an enemy attack", "after a player attack", "refresh"):
        assert where in seen, where


@pytest.mark.rule("LC-CORE-QUEST-08")
def test_an_enemys_when_revealed_text_resolves_before_it_enters_the_staging_area():
    g = new(1)
    to_planning(g)
    ally = put(g, "ford_guard", g.state.players["A"].allies, controller="A")
    (ogre,) = stack(g, "bog_ogre")
    finish_planning(g)
    commit_all(g, "A")
    to_phase(g, "travel")
    hit = next(i for i, e in enumerate(g.events) if e.kind == "damage" and e.data["card"] == ally.uid)
    staged = next(i for i, e in enumerate(g.events) if e.kind == "staging" and e.data["card"] == "bog_ogre")
    assert hit < staged and ogre in g.state.encounter.staging


@pytest.mark.rule("LC-CORE-COMBAT-13")
def test_a_defender_gone_before_damage_leaves_the_attack_undefended():
    g = new(1)
    (wolf,) = _to_combat(g, {"A": ["wolf_pack"]}, shadows=["drowned_watchtower"])["A"]  # shadow: 1 damage
    ilsa = hero(g, "A", 1)
    ilsa.tokens["damage"] = 3  # 1 hit point left
    g.apply("A", f"defend {uid(ilsa)}")
    assert ilsa in g.state.players["A"].discard
    assert "takes all" in prompt(g)  # the attack goes through to a hero
    bregan = hero(g, "A", 0)
    g.apply("A", f"take {uid(bregan)}")
    assert bregan.tokens["damage"] == 2


@pytest.mark.rule("LC-CORE-EDGE-13")
def test_a_character_readied_after_attacking_may_attack_another_enemy_but_not_the_same_one():
    g = new(1)
    to_planning(g)
    (wind,) = hand(g, "A", "second_wind")
    wolf, crawler = _to_combat_from_planning(g, ["wolf_pack", "mire_crawler"], ["stony_ridge", "stony_ridge"])
    bregan, ilsa, hrothmar = g.state.players["A"].heroes.cards
    bregan.tokens["resources"] = 1
    for _ in range(2):  # both enemies attack; the heroes defend
        run_until(g, lambda g: "declare a defender" in prompt(g) or "attacks you next" in prompt(g))
        if "next" in prompt(g):
            g.apply("A", f"next {uid(wolf)}")
        g.apply("A", f"defend {uid(ilsa if 'Wolf' in prompt(g) else hrothmar)}")
        run_until(g, lambda g: "declare a defender" in prompt(g) or prompt(g).startswith("attack an enemy"))
    g.apply("A", f"attack {uid(wolf)}")
    g.apply("A", f"with {uid(bregan)}")
    g.apply("A", "strike")
    assert "after a player attack" in prompt(g)
    play(g, "A", wind)
    g.apply("A", f"target {uid(bregan)}") if "target" in " ".join(legal(g)) else None
    run_until(g, lambda g: prompt(g).startswith("attack an enemy"))
    assert f"attack {uid(wolf)}" not in legal(g) and f"attack {uid(crawler)}" in legal(g)
    g.apply("A", f"attack {uid(crawler)}")
    assert f"with {uid(bregan)}" in legal(g)


@pytest.mark.rule("LC-CORE-EDGE-10")
def test_a_heros_resources_leave_play_with_it():
    g = new(1)
    (wolf,) = _to_combat(g, {"A": ["bog_ogre"]}, shadows=["stony_ridge"])["A"]
    bregan, ilsa, hrothmar = g.state.players["A"].heroes.cards
    ilsa.tokens["resources"] = 3
    bregan.tokens["resources"] = 1
    g.apply("A", "undefended")
    g.apply("A", f"take {uid(ilsa)}")  # 6 attack on 4 hit points
    assert ilsa in g.state.players["A"].discard and "resources" not in ilsa.tokens
    assert bregan.tokens["resources"] == 1


@pytest.mark.rule("LC-CORE-CARD-08")
def test_a_card_leaving_play_goes_to_its_owners_discard_whoever_controlled_it():
    from hjourney_tui.games.lotr_lcg.rules.actions import attach
    from hjourney_tui.games.lotr_lcg.rules.threat import eliminate

    g = new(2)
    to_planning(g)
    st = g.state
    blade = put(g, "keen_blade", st.players["A"].attachments, controller="A")
    attach(g, blade, hero(g, "B", 0))
    eliminate(g, "B", "a test")
    assert blade in st.players["A"].discard and blade not in st.players["B"].discard


@pytest.mark.rule("LC-CORE-PLAN-15")
def test_hands_have_no_limit():
    g = new(1)
    to_planning(g)
    p = g.state.players["A"]
    for _ in range(20):
        g.table.move(p.deck.cards[0], p.hand)
    n = len(p.hand)
    to_phase(g, "planning", 2)
    assert len(p.hand) == n + 1 and not p.discard.cards


@pytest.mark.rule("LC-CORE-EDGE-19")
def test_the_seed_makes_the_same_shuffles_and_reveals_on_every_load():
    info = game_info("lotr_lcg")
    seats = [Seat("A", "random"), Seat("B", "random")]
    s = Session.new(info, seats, "coop", 77, {"first_player": 1})
    for _ in range(120):
        if s.outcome() is not None:
            break
        cmd = s.game.legal_commands()[0]
        s.apply(cmd.seat, cmd.text)
    again = Session.new(info, seats, "coop", 77, {"first_player": 1})
    again.apply_all((e.seat, e.command) for e in s.log)
    assert [e.text for e in again.game.events] == [e.text for e in s.game.events]
    assert again.game.digest() == s.game.digest()
    assert again.game.decision() == s.game.decision()

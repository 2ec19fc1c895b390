"""Cards that read what kind of attack or defence happened: a Response to a ranged attack, and an
effect that lets its player declare one more defender."""

from __future__ import annotations

import pytest

from hjourney_tui.core.decks import SEAT_DECKS
from hjourney_tui.games.lotr_lcg import content as content_mod
from hjourney_tui.games.lotr_lcg.rules.basics import stat
from hjourney_tui.registry import game_info

from .helpers import (
    at_prompt,
    commit_all,
    finish_planning,
    hand,
    hero,
    legal,
    new,
    prompt,
    run_until,
    stack,
    to_phase,
    to_planning,
    uid,
    waiting,
)
from .test_combat import _to_combat


def deck(deck_id: str, **extra: int) -> dict:
    """A shipped deck with a few more cards in it."""
    d = content_mod.load(game_info("lotr_lcg").load_ruleset()).decks[deck_id]
    return {"name": d["name"], "heroes": list(d["heroes"]), "cards": {**d["cards"], **extra}}


def quiver_game(engaged_with: str):  # noqa: ANN201 - (game, Daeric, the enemy)
    """A leads Daeric (Ranged) carrying Fletcher's Quiver; a Wolf Pack is engaged with `engaged_with`."""
    g = new(2, **{SEAT_DECKS: {"A": deck("fenwatch_bows", fletchers_quiver=2), "B": deck("keepers_of_the_reeds")}})
    (wolf,) = _to_combat(g, {engaged_with: ["wolf_pack"]}, shadows=["stony_ridge"])[engaged_with]
    daeric = hero(g, "A", 1)
    (quiver,) = hand(g, "A", "fletchers_quiver")
    g.table.move(quiver, g.state.players["A"].attachments, face_up=True)
    g.state.attached[uid(quiver)] = uid(daeric)
    g._legal_cache = None
    g.apply(engaged_with, f"defend {uid(hero(g, engaged_with, 0))}")
    return g, daeric, wolf


@pytest.mark.rule("LC-KW-RANGED-07")
def test_a_ranged_attack_is_one_on_an_enemy_engaged_with_another_player():
    g, daeric, wolf = quiver_game("B")
    g.apply("A", f"attack {uid(wolf)}")
    g.apply("A", f"with {uid(daeric)}")
    g.apply("A", "strike")
    assert waiting(g) == "A" and "respond" in prompt(g)  # Fletcher's Quiver answers the ranged attack
    mark = len(g.events)
    g.apply("A", next(t for t in legal(g, "A") if t.startswith("trigger")))
    assert g.events[mark].kind == "draw" and g.events[mark].seat == "A"  # the quiver's card
    # the same Ranged character attacking an enemy engaged with its own player makes no ranged attack
    g, daeric, wolf = quiver_game("A")
    g.apply("A", f"attack {uid(wolf)}")
    g.apply("A", f"with {uid(daeric)}")
    g.apply("A", "strike")
    attack = [e for e in g.events if e.kind == "attack" and e.seat == "A"][-1]
    assert attack.data["ranged"] == []
    assert "respond" not in prompt(g) and not any(t.startswith("trigger") for t in legal(g, "A"))


@pytest.mark.rule("LC-KW-SENTINEL-07")
def test_an_effect_adding_defenders_takes_only_its_players_own_characters():
    g = new(2, **{SEAT_DECKS: {"A": deck("wardens_of_the_ford", shoulder_to_shoulder=2),
                               "B": deck("keepers_of_the_reeds")}})  # B leads Calder, a Sentinel hero
    (ogre,) = _to_combat(g, {"A": ["bog_ogre"]}, shadows=["stony_ridge"])["A"]  # 5 attack
    bregan, ilsa, hrothmar = g.state.players["A"].heroes.cards
    calder = hero(g, "B", 2)
    assert "exhausted" not in calder.flags
    hand(g, "A", "shoulder_to_shoulder")
    hrothmar.tokens["resources"] = 1
    g.apply("A", f"defend {uid(hrothmar)}")  # defence 2
    g.apply("A", next(t for t in legal(g, "A") if t.startswith("trigger")))
    offered = sorted(legal(g, "A"))
    assert offered == sorted([f"target {uid(bregan)}", f"target {uid(ilsa)}"])  # Calder is not among them
    g.apply("A", f"target {uid(ilsa)}")
    assert "exhausted" in ilsa.flags and "exhausted" not in calder.flags
    while waiting(g) == "A" and "pass" in legal(g, "A") and "attacks" not in prompt(g):
        g.apply("A", "pass")
    hit = [e for e in g.events if e.kind == "attack" and "damage" in e.data][-1]
    both = stat(g, hrothmar, "defence") + stat(g, ilsa, "defence")
    assert hit.data["damage"] == max(0, hit.data["attack"] - both)
    assert hrothmar.tokens.get("damage", 0) == hit.data["damage"] and not ilsa.tokens.get("damage")


def reeve_game():  # noqa: ANN201 - (game, the Reeve)
    """Two players on The Burning Hamlets; the Wounded Reeve is revealed in round 1's staging."""
    g = new(2, scenario="burning_hamlets")
    st = g.state
    to_planning(g)
    stack(g, "wounded_reeve", "stony_ridge", "stony_ridge")
    for p in st.players.values():
        p.threat = 5
    finish_planning(g)
    for s in g.turns.order_from():
        commit_all(g, s)
    reeve = next(c for c in st.cards.values() if c.card_id == "wounded_reeve")
    return g, reeve


@pytest.mark.rule("LC-CORE-CARD-14")
def test_an_objective_ally_is_a_character_of_the_player_who_controls_it_and_moves_by_its_text():
    g, reeve = reeve_game()
    st = g.state
    assert reeve in st.players["A"].allies and st.controller_of(reeve) == "A"  # the first player took it
    assert g.view("B")["players"]["A"]["allies"][0]["kind"] == "ally"
    to_phase(g, "quest", 2)  # B holds the first-player token now, and its text hands the Reeve on
    assert g.turns.first == "B" and reeve in st.players["B"].allies and reeve not in st.players["A"].allies
    at_prompt(g, "commit")
    assert waiting(g) == "B" and f"commit {uid(reeve)}" in legal(g, "B")  # it quests like any ally
    assert f"commit {uid(reeve)}" not in legal(g, "A")


@pytest.mark.rule("LC-CORE-END-10")
def test_the_players_lose_when_the_objective_leaves_play_even_by_its_controllers_elimination():
    g, reeve = reeve_game()
    st = g.state
    st.players["A"].threat = 49  # the refresh phase takes A to 50: out, and the Reeve with them
    to_phase(g, "refresh", 1)
    run_until(g, lambda g: g.outcome() is not None or g.state.round > 1, limit=200)
    assert st.players["A"].eliminated and not st.players["B"].eliminated
    out = g.outcome()
    assert out is not None and out.winners == [] and "Wounded Reeve" in out.summary
    assert any(e.kind == "lost" and e.rule == "LC-CORE-END-10" for e in g.events)

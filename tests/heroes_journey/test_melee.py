"""Assignment and skirmishes: who defends whom, the order of skirmishes, winning, overwhelming,
wounds and the keywords that change them."""

from __future__ import annotations

import pytest

from hjourney_tui.core.game import Refused
from hjourney_tui.core.modifiers import Modifier

from .helpers import (
    adversary_phase,
    all_events,
    do,
    empty_hand,
    legal,
    move_card,
    new_game,
    until_rule,
    waiting,
    wounds,
)


def _table(minions: list[str], companions: list[str] = (), seats: int = 2, decks: str = "oz,iliad"):
    """Ana's party (Tip and `companions`) against Ben's `minions`, at Ana's assignment."""
    game = new_game(seats, decks=decks)
    comps = [game.state.players["Ana"].hero] + [move_card(game, "Ana", c, "party") for c in companions]
    adversary_phase(game, "Ben")
    mins = [move_card(game, "Ben", m, "minions") for m in minions]
    empty_hand(game, "Ana")
    empty_hand(game, "Ben")  # no events: the windows pass by themselves
    until_rule(game, "HJ-ASG-03", "Ana")
    return game, comps, mins


def _done(game):
    """Ana says done, if she is still asked (with nobody left to assign she is not)."""
    if game.decision().rule == "HJ-ASG-03":
        do(game, "Ana", "done")


def _strength(game, uid, value):
    game.modifiers.add(Modifier(uid, "strength", value, kind="set", until="game"))


@pytest.mark.rule("HJ-ASG-03", "HJ-ASG-04", "HJ-ASG-05")
def test_each_companion_defends_against_one_minion_and_no_minion_takes_two():
    game, (tip, jack), (m1, m2) = _table(["trojan_spearman", "shield_wall"], ["jack_pumpkinhead"])
    do(game, "Ana", f"assign {tip} {m1}")
    opts = legal(game, "Ana")
    assert f"assign {tip} {m2}" not in opts  # Tip has its one minion
    assert f"assign {jack} {m1}" not in opts  # that minion is taken
    assert f"assign {jack} {m2}" in opts and "done" in opts


@pytest.mark.rule("HJ-KW-DEF-01")
def test_defender_lets_a_companion_take_one_more_minion():
    game, (tip, saw), (m1, m2, m3) = _table(["trojan_spearman", "shield_wall", "lykian_archer"], ["saw_horse"])
    do(game, "Ana", f"assign {saw} {m1}")
    do(game, "Ana", f"assign {saw} {m2}")
    assert not any(o.startswith(f"assign {saw} ") for o in legal(game, "Ana"))


@pytest.mark.rule("HJ-ASG-06", "HJ-ASG-07", "HJ-KW-DEF-04", "HJ-ASG-13")
def test_leftovers_go_to_their_own_player_who_may_pile_them_on_one_companion():
    game, (tip,), (m1, m2) = _table(["trojan_spearman", "shield_wall"])
    do(game, "Ana", f"assign {tip} {m1}")
    _done(game)
    assert waiting(game) == "Ben" and game.decision().rule == "HJ-ASG-07"
    do(game, "Ben", f"assign {m2} {tip}")  # beyond Tip's one
    made = next(e for e in game.events if e.text.startswith("assignments:"))
    assert made.data["assigned"] == {m1: tip, m2: tip}
    assert sum(1 for t in all_events(game) if t.startswith("skirmish: ") and "against" not in t) == 1


@pytest.mark.rule("HJ-ASG-08", "HJ-EDGE-16")
def test_leftovers_may_stay_out_and_then_nobody_skirmishes():
    game, (tip,), (m1,) = _table(["trojan_spearman"])
    do(game, "Ana", "done")
    do(game, "Ben", "done")
    assert game.state.turn.phase == "regroup"
    assert not any(t.startswith("skirmish") for t in all_events(game))
    assert game.state.in_play(m1)


@pytest.mark.rule("HJ-SKR-01")
def test_the_campaign_player_picks_the_next_skirmish():
    game, (tip, jack), (m1, m2) = _table(["trojan_spearman", "trojan_spearman"], ["jack_pumpkinhead"])
    do(game, "Ana", f"assign {tip} {m1}")
    do(game, "Ana", f"assign {jack} {m2}")
    _done(game)
    assert game.decision().rule == "HJ-SKR-01"
    assert sorted(legal(game, "Ana")) == sorted([f"skirmish {tip}", f"skirmish {jack}"])
    do(game, "Ana", f"skirmish {jack}")
    assert game.state.turn.skirmish == jack or any(f"skirmish: {game.name(jack)}" in t for t in all_events(game))


@pytest.mark.rule("HJ-SKR-02", "HJ-KW-LURK-01")
def test_a_skirmish_with_a_lurker_comes_after_the_others():
    game, (tip, jack), (paris, spear) = _table(["paris", "trojan_spearman"], ["jack_pumpkinhead"])
    if game.decision().rule != "HJ-ASG-03":  # Paris shoots first; place his wounds on Jack
        until_rule(game, "HJ-ASG-03", "Ana")
    do(game, "Ana", f"assign {tip} {paris}")
    do(game, "Ana", f"assign {jack} {spear}")
    _done(game)
    skirmishes = [t for t in all_events(game) if t.startswith("skirmish: ") and "against" not in t]
    assert skirmishes[0] == f"skirmish: {game.name(jack)}"


def _fight(minion: str, ours: int, theirs: int, companion: str | None = None, seats: int = 2):
    game, comps, (m,) = _table([minion], [companion] if companion else [], seats=seats)
    c = comps[-1]
    _strength(game, c, ours)
    _strength(game, m, theirs)
    do(game, "Ana", f"assign {c} {m}")
    _done(game)
    return game, c, m


@pytest.mark.rule("HJ-SKR-06", "HJ-SKR-09", "HJ-EDGE-02")
def test_the_higher_total_wins_and_each_loser_takes_a_wound():
    game, saw, m = _fight("shield_wall", 5, 3, "saw_horse")  # 5 against 3: no overwhelm
    assert wounds(game, m) == 1 and game.state.in_play(m) and wounds(game, saw) == 0


@pytest.mark.rule("HJ-SKR-08", "HJ-EDGE-02")
def test_double_the_losers_total_overwhelms_and_kills():
    game, saw, m = _fight("shield_wall", 6, 3, "saw_horse")
    assert game.state.zone_kind(m) == "scrap"
    assert any("overwhelmed" in t for t in all_events(game))


@pytest.mark.rule("HJ-SKR-07")
def test_a_tie_goes_to_the_adversary_side():
    game, saw, m = _fight("shield_wall", 5, 5, "saw_horse")
    assert wounds(game, saw) == 1 and wounds(game, m) == 0


@pytest.mark.rule("HJ-EDGE-01")
def test_zero_against_zero_goes_to_the_adversary_without_an_overwhelm():
    game, saw, m = _fight("shield_wall", 0, 0, "saw_horse")
    assert game.state.in_play(saw) and wounds(game, saw) == 1
    game, saw, m = _fight("shield_wall", 0, 2, "saw_horse")
    assert game.state.zone_kind(saw) == "dead"


@pytest.mark.rule("HJ-KW-DMG-01", "HJ-EDGE-20")
def test_the_winners_damage_bonus_adds_wounds_once_per_loser():
    game, comps, (m1, m2) = _table(["aineias", "trojan_spearman"], ["tik_tok"])
    tik = comps[-1]
    game.modifiers.add(Modifier(m2, "damage", 1, until="game"))
    _strength(game, tik, 6)
    _strength(game, m1, 4)
    _strength(game, m2, 3)  # 7 against 6: no overwhelm; Damage +1 and +1
    do(game, "Ana", f"assign {tik} {m1}")
    _done(game)
    do(game, "Ben", f"assign {m2} {tik}")
    assert wounds(game, tik) == 3


@pytest.mark.rule("HJ-KW-DUR-01", "HJ-KW-DUR-07", "HJ-SKR-19")
def test_durable_caps_the_wounds_of_one_skirmish_step():
    game, jack, m = _fight("aineias", 3, 4, "jack_pumpkinhead")  # Damage +1, Jack Durable 1
    assert wounds(game, jack) == 1
    assert any("Durable 1" in t for t in all_events(game))


@pytest.mark.rule("HJ-KW-IND-01", "HJ-KW-IND-02")
def test_an_indomitable_character_is_overwhelmed_only_at_triple():
    game, tik, m = _fight("shield_wall", 2, 5, "tik_tok")  # more than double, less than triple
    assert game.state.in_play(tik) and wounds(game, tik) == 1
    game, tik, m = _fight("shield_wall", 2, 6, "tik_tok")
    assert game.state.zone_kind(tik) == "dead"


@pytest.mark.rule("HJ-SKR-15", "HJ-EDGE-29")
def test_after_its_skirmish_a_surviving_minion_is_unassigned():
    game, saw, m = _fight("shield_wall", 5, 3, "saw_horse")
    assert game.state.in_play(m) and m not in game.state.turn.assigned


@pytest.mark.rule("HJ-WIN-02", "HJ-WIN-09", "HJ-KW-HERO-02", "HJ-WIN-01")
def test_an_overwhelmed_hero_loses_at_once_and_the_other_player_wins():
    game, tip, m = _fight("charioteer", 4, 8)
    assert game.state.zone_kind(tip) == "dead"
    assert game.outcome() is not None and game.outcome().winners == ["Ben"]
    assert game.state.players["Ana"].quest.cards == []
    with pytest.raises(Refused):
        do(game, "Ana", "done")


@pytest.mark.rule("HJ-CHR-05")
def test_killed_companions_go_to_the_dead_pile_and_minions_to_the_scrap_pile():
    game, saw, m = _fight("shield_wall", 6, 3, "saw_horse")
    assert game.state.zone_kind(m) == "scrap"
    game, saw, m = _fight("shield_wall", 3, 6, "saw_horse")
    assert game.state.zone_kind(saw) == "dead"


@pytest.mark.rule("HJ-ASG-12")
def test_assignments_take_effect_together_once_the_last_is_made():
    game, (tip, jack), (m1, m2) = _table(["trojan_spearman", "shield_wall"], ["jack_pumpkinhead"])
    do(game, "Ana", f"assign {tip} {m1}")
    _done(game)
    assert game.decision().rule == "HJ-ASG-07"
    assert game.state.turn.assigned == {} and game.view("Ben")["turn"]["assigned"] == {}
    do(game, "Ben", f"assign {m2} {jack}")
    made = next(e for e in game.events if e.text.startswith("assignments:"))
    assert made.data["assigned"] == {m1: tip, m2: jack}


@pytest.mark.rule("HJ-SKR-17")
def test_a_surviving_minion_may_be_assigned_again_after_another_move():
    game, (tip,), (m,) = _table(["shield_wall"])
    do(game, "Ana", f"assign {tip} {m}")  # 5 against 6: Tip takes a wound, the minion lives
    _done(game)
    assert game.state.in_play(m) and game.state.in_play(tip)
    until_rule(game, "HJ-REG-05", "Ana")
    do(game, "Ana", "again")
    until_rule(game, "HJ-ASG-03", "Ana")
    assert f"assign {tip} {m}" in legal(game, "Ana")

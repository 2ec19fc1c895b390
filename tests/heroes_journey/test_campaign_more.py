"""Transfers, the move count, initiative, allies outside the party, party limits from the quest need,
lost ranged wounds, Impervious outside the Ranged phase, a loser never asked again, hidden things in
a loaded save."""

from __future__ import annotations

import pytest

from hjourney_tui.core.game import Refused, Seat
from hjourney_tui.core.modifiers import Modifier
from hjourney_tui.core.saves import load_save, write_save
from hjourney_tui.core.session import Session
from hjourney_tui.registry import game_info

from .helpers import (
    adversary_phase,
    all_events,
    do,
    empty_hand,
    hand,
    legal,
    move_card,
    new_game,
    passive,
    until_rule,
    waiting,
    wounds,
)


def _carried(game, seat, item, bearer):
    uid = move_card(game, seat, item, "borne", bearer=bearer)
    return uid


@pytest.mark.rule("HJ-XFR-01", "HJ-XFR-02", "HJ-XFR-04", "HJ-EDGE-15")
def test_a_transfer_moves_an_item_between_companions_for_its_risk_again():
    game = new_game(2)
    st = game.state
    tip = st.players["Ana"].hero
    jack = move_card(game, "Ana", "jack_pumpkinhead", "party")
    saw = move_card(game, "Ana", "saw_horse", "party")
    staff = _carried(game, "Ana", "gillikin_staff", tip)
    _carried(game, "Ana", "gillikin_staff", saw)  # Saw-Horse has a staff already
    assert f"transfer {staff} {jack}" in legal(game, "Ana")
    assert f"transfer {staff} {saw}" not in legal(game, "Ana")
    with pytest.raises(Refused):
        do(game, "Ana", f"transfer {staff} {saw}")
    events = do(game, "Ana", f"transfer {staff} {jack}")
    assert st.bearer[staff] == jack and st.pool == 1
    assert not any(e.kind in ("play", "enter") for e in events)


@pytest.mark.rule("HJ-XFR-03")
def test_adversary_players_have_no_transfer():
    game = new_game(2, decks="oz,oz")
    adversary_phase(game, "Ben")
    game.state.pool = 9
    m1 = move_card(game, "Ben", "kalidah", "minions")
    move_card(game, "Ben", "kalidah", "minions")
    move_card(game, "Ben", "winkie_spear", "borne", bearer=m1)
    assert not any(o.startswith("transfer ") for o in legal(game, "Ben"))


@pytest.mark.rule("HJ-CAMP-01", "HJ-CAMP-03")
def test_each_turn_counts_moves_afresh_and_campaign_actions_come_in_any_number():
    game = new_game(2)
    jack, saw = hand(game, "Ana", "jack_pumpkinhead", "saw_horse")
    do(game, "Ana", f"play {saw}")
    do(game, "Ana", f"play {jack}")
    assert game.decision().rule == "HJ-CAMP-03"
    until_rule(game, "HJ-REG-05", "Ana")
    do(game, "Ana", "again")
    until_rule(game, "HJ-CAMP-03", "Ben", choose=lambda g, s, o: "stop" if "stop" in o else passive(g, s, o))
    assert game.state.turn.moves == 0
    until_rule(game, "HJ-REG-05", "Ben")
    assert game.state.turn.moves == 1


@pytest.mark.rule("HJ-INIT-01", "HJ-TURN-05", "HJ-INIT-06", "HJ-INIT-03")
def test_nobody_holds_initiative_when_a_turn_begins_and_all_see_who_does():
    game = new_game(2)
    game.state.initiative.add("Ben")
    assert game.view("Ana")["initiative"] == ["Ben"]
    until_rule(game, "HJ-REG-05", "Ana")
    do(game, "Ana", "stop")
    assert game.state.turn.campaign == "Ben" and game.view("Ana")["initiative"] == []


@pytest.mark.rule("HJ-PARTY-03")
def test_allies_are_not_in_the_party():
    game = new_game(2)
    move_card(game, "Ana", "glinda", "support")
    move_card(game, "Ana", "jack_pumpkinhead", "party")
    move_card(game, "Ana", "saw_horse", "party")
    [tik] = hand(game, "Ana", "tik_tok")
    assert f"play {tik}" in legal(game, "Ana")  # 3 companions and an ally: room for a 4th companion
    adversary_phase(game, "Ben")
    m = move_card(game, "Ben", "trojan_spearman", "minions")
    empty_hand(game, "Ana")
    empty_hand(game, "Ben")
    until_rule(game, "HJ-ASG-03", "Ana")
    glinda = next(c.uid for c in game.state.players["Ana"].support.cards)
    assert not any(o.startswith(f"assign {glinda} ") for o in legal(game, "Ana"))
    assert m


@pytest.mark.rule("HJ-PARTY-06", "HJ-PARTY-04")
def test_the_party_limit_is_read_from_the_quest_need():
    game = new_game(2, decks="iliad,oz")  # The Walls of Ilion: 5
    for cid in ("aias", "teukros", "menelaos"):
        move_card(game, "Ana", cid, "party")
    [ody] = hand(game, "Ana", "odysseus")
    assert f"play {ody}" in legal(game, "Ana")
    move_card(game, "Ana", "myrmidon", "party")
    assert f"play {ody}" not in legal(game, "Ana")
    p = game.state.players["Ana"]
    assert [c.card_id for c in p.quest.cards] == ["walls_of_ilion"] and game.state.in_play(p.hero)


@pytest.mark.rule("HJ-RNG-10")
def test_ranged_wounds_nobody_can_take_are_lost():
    game = new_game(2, decks="iliad,oz")
    teukros = move_card(game, "Ana", "teukros", "party")
    move_card(game, "Ana", "horn_bow", "borne", bearer=teukros)  # party Shoot 2
    adversary_phase(game, "Ben")
    m = move_card(game, "Ben", "winkie_wolf", "minions")  # vitality 1
    empty_hand(game, "Ana")
    empty_hand(game, "Ben")
    do(game, "Ben", "done")
    assert game.state.zone_kind(m) == "scrap"
    assert any("cannot be placed and are lost" in t for t in all_events(game))


@pytest.mark.rule("HJ-KW-IMP-03")
def test_impervious_does_nothing_outside_the_ranged_phase():
    game = new_game(2)
    saw = move_card(game, "Ana", "saw_horse", "party")
    game.modifiers.add(Modifier(saw, "impervious", 3, until="game"))
    adversary_phase(game, "Ben")
    m = move_card(game, "Ben", "shield_wall", "minions")
    empty_hand(game, "Ana")
    empty_hand(game, "Ben")
    until_rule(game, "HJ-ASG-03", "Ana")
    game.modifiers.add(Modifier(m, "strength", 7, kind="set", until="game"))  # 7 against 4: no overwhelm
    do(game, "Ana", f"assign {saw} {m}")
    if game.decision().rule == "HJ-ASG-03":
        do(game, "Ana", "done")
    assert wounds(game, saw) == 1


@pytest.mark.rule("HJ-MP-08")
def test_a_player_who_lost_is_never_asked_again():
    game = new_game(3, decks="oz,iliad,oz", bids={"Ana": 5})
    adversary_phase(game, "Cy")
    game.state.pool = 5
    empty_hand(game, "Cy")
    [curse] = hand(game, "Cy", "mombis_curse")
    do(game, "Cy", f"play {curse}")
    assert "Ana" in game.turns.out
    for _ in range(300):
        if game.outcome() is not None:
            break
        seats = game.decision().seats
        assert "Ana" not in seats
        seat = waiting(game)
        do(game, seat, passive(game, seat, legal(game, seat)))


@pytest.mark.rule("HJ-SAVE-03", "HJ-SAVE-01")
def test_a_loaded_save_still_hides_each_seats_hand_and_atlas(tmp_path):
    info = game_info("heroes_journey")
    session = Session.new(info, [Seat("Ana"), Seat("Ben")], "competitive", 9, {})
    for _ in range(30):
        legal_now = session.game.legal_commands()
        if not legal_now:
            break
        session.apply(legal_now[0].seat, legal_now[0].text)
    path = tmp_path / "hj.toml"
    write_save(session, path)
    loaded = load_save(path)
    view = loaded.game.view("Ben")
    assert isinstance(view["players"]["Ana"]["hand"], int) and isinstance(view["players"]["Ana"]["atlas"], int)
    assert loaded.game.state.as_data() == session.game.state.as_data()


@pytest.mark.rule("HJ-ZONE-02")
def test_a_discard_is_shown_to_every_seat():
    game = new_game(2)
    until_rule(game, "HJ-REG-02", "Ben")
    events = do(game, "Ben", legal(game, "Ben")[0])
    discard = next(e for e in events if e.kind == "discard")
    assert discard.private_to is None


@pytest.mark.rule("HJ-CHR-07", "HJ-EDGE-08")
def test_a_bearer_who_loses_its_vitality_bonus_with_no_vitality_left_dies():
    game = new_game(2, decks="iliad,oz")
    st = game.state
    aias = move_card(game, "Ana", "aias", "party")  # vitality 4
    teukros = move_card(game, "Ana", "teukros", "party")
    shield = move_card(game, "Ana", "oxhide_shield", "borne", bearer=aias)  # +1: holds 4 wounds
    st.card(aias).tokens["wound"] = 4
    do(game, "Ana", f"transfer {shield} {teukros}")
    assert st.zone_kind(aias) == "dead" and st.bearer[shield] == teukros


@pytest.mark.rule("HJ-PLAY-13")
def test_a_card_may_be_played_when_it_will_do_nothing():
    game = new_game(2)
    [rest] = hand(game, "Ana", "roadside_rest")  # nobody is wounded
    do(game, "Ana", f"play {rest}")
    assert game.state.zone_kind(rest) == "scrap" and game.decision().rule == "HJ-CAMP-03"


@pytest.mark.rule("HJ-EDGE-26")
def test_a_first_player_who_loses_in_setup_has_site_one_replaced_from_the_right():
    from .helpers import bid_all, finish_setup, make, pick_places
    game = make(3)
    bid_all(game, {"Ana": 6})  # Tip's resistance is 6
    pick_places(game)
    assert game.state.positions["Ana"] == 1
    do(game, "Ana", legal(game, "Ana")[0])  # site 1
    while game.decision().rule != "HJ-MP-04":
        seat = waiting(game)
        do(game, seat, passive(game, seat, legal(game, seat)))
    assert "Ana" in game.turns.out and waiting(game) == "Cy"
    do(game, "Cy", legal(game, "Cy")[0])
    assert game.state.card(game.state.path[1]).owner == "Cy"
    finish_setup(game)
    assert game.state.turn.campaign == "Ben"


@pytest.mark.rule("HJ-EDGE-06", "HJ-RNG-11")
def test_ranged_wounds_may_be_placed_on_your_own_hero_until_it_dies():
    game = new_game(2)
    tip = game.state.players["Ana"].hero
    adversary_phase(game, "Ben")
    move_card(game, "Ben", "paris", "minions")
    move_card(game, "Ben", "lykian_archer", "minions")  # Shoot 3 against Tip's vitality 3
    empty_hand(game, "Ana")
    empty_hand(game, "Ben")
    do(game, "Ben", "done")
    assert game.state.zone_kind(tip) == "dead" and game.outcome().winners == ["Ben"]


@pytest.mark.rule("HJ-ASG-10", "HJ-EDGE-17", "HJ-EFF-10")
def test_a_companion_that_cannot_be_assigned_is_never_offered():
    game = new_game(2)
    tip = game.state.players["Ana"].hero
    jack = move_card(game, "Ana", "jack_pumpkinhead", "party")
    game.modifiers.add(Modifier(jack, "be_assigned", kind="can", until="game"))
    game.modifiers.add(Modifier(jack, "be_assigned", kind="cannot", until="game"))
    adversary_phase(game, "Ben")
    m = move_card(game, "Ben", "trojan_spearman", "minions")
    empty_hand(game, "Ana")
    empty_hand(game, "Ben")
    until_rule(game, "HJ-ASG-03", "Ana")
    assert not any(o.startswith(f"assign {jack} ") for o in legal(game, "Ana"))
    do(game, "Ana", "done")
    assert f"assign {m} {jack}" not in legal(game, "Ben") and f"assign {m} {tip}" in legal(game, "Ben")
    with pytest.raises(Refused):
        do(game, "Ben", f"assign {m} {jack}")


@pytest.mark.rule("HJ-KW-IMP-02")
def test_impervious_counts_over_the_whole_ranged_phase():
    game = new_game(2)
    tip = game.state.players["Ana"].hero
    jack = move_card(game, "Ana", "jack_pumpkinhead", "party")
    game.modifiers.add(Modifier(tip, "impervious", 1, until="game"))
    adversary_phase(game, "Ben")
    move_card(game, "Ben", "lykian_archer", "minions")  # Shoot 1
    empty_hand(game, "Ana")
    empty_hand(game, "Ben")
    [arrow] = hand(game, "Ben", "apollos_arrow")
    game.state.pool = 5
    do(game, "Ben", "done")
    do(game, "Ben", f"play {arrow}")  # barrage: a wound on a companion of Ben's choice
    do(game, "Ben", f"choose {tip}")
    assert wounds(game, tip) == 0  # the first wound of the phase is soaked
    do(game, "Ana", f"wound {tip}")  # ranged fire: this one lands
    assert wounds(game, tip) == 1 and jack

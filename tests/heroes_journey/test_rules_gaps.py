"""Rules the engine kept without a test until now: exertion and wound states, motivation, moving at
site 9, who may act in which window, where cards may be played, Defender against two minions, ranged
wounds as normal wounds, and a save taken in the middle of a window."""

from __future__ import annotations

import pytest

from hjourney_tui.core.game import Refused
from hjourney_tui.core.modifiers import Modifier
from hjourney_tui.games.heroes_journey.rules import CampaignPlayerOut, characters, movement

from .helpers import (
    adversary_phase,
    all_events,
    answer_until,
    bid_all,
    do,
    empty_hand,
    hand,
    legal,
    make,
    move_card,
    new_game,
    passive,
    pick_places,
    set_wounds,
    until_rule,
    waiting,
    wounds,
)


def _skirmish(game, comp, minions):
    """To the Campaign player's assignment, then `comp` against `minions`, done."""
    until_rule(game, "HJ-ASG-03", "Ana")
    for m in minions:
        do(game, "Ana", f"assign {comp} {m}")
    if game.decision().rule == "HJ-ASG-03":
        do(game, "Ana", "done")


@pytest.mark.rule("HJ-CHR-09")
def test_an_exhausted_character_that_must_exert_takes_nothing():
    game = new_game(2)
    tip = game.state.players["Ana"].hero  # vitality 3
    set_wounds(game, tip, 2)
    assert characters.exhausted(game, tip)
    assert characters.exert(game, tip) is False
    assert wounds(game, tip) == 2 and game.state.in_play(tip)


@pytest.mark.rule("HJ-CHR-11")
def test_wound_prevention_is_not_offered_against_an_exertion():
    game = new_game(2, decks="iliad,oz")
    ody = move_card(game, "Ana", "odysseus", "party")  # Maneuver: exert him to wound a minion
    adversary_phase(game, "Ben")
    m = move_card(game, "Ben", "kalidah", "minions")
    empty_hand(game, "Ana")
    empty_hand(game, "Ben")
    (mist,) = hand(game, "Ana", "divine_mist")  # prevents a wound on one of her companions
    do(game, "Ben", "done")
    assert game.state.turn.step == "maneuver" and waiting(game) == "Ana"
    do(game, "Ana", f"use {ody}")
    assert wounds(game, ody) == 1  # the exertion's token is placed; nobody was asked to prevent it
    assert game.state.zone_kind(mist) == "hand" and wounds(game, m) == 1


@pytest.mark.rule("HJ-CHR-13")
def test_healing_offers_only_wounded_companions():
    game = new_game(2)
    tip = game.state.players["Ana"].hero
    jack = move_card(game, "Ana", "jack_pumpkinhead", "party")
    empty_hand(game, "Ana")
    (rest,) = hand(game, "Ana", "roadside_rest")
    set_wounds(game, tip, 1)
    do(game, "Ana", f"play {rest}")
    opts = legal(game, "Ana")
    assert f"choose {tip}" in opts and f"choose {jack}" not in opts
    view = game.view("Ben")["players"]["Ana"]["party"]
    assert {c["uid"]: c["wounded"] for c in view} == {tip: True, jack: False}


@pytest.mark.rule("HJ-BUR-03", "HJ-BUR-04")
def test_a_companion_at_resistance_0_is_unmotivated_and_stays():
    game = new_game(3, decks="oz,iliad,jungle")
    tip = game.state.players["Ana"].hero  # resistance 6
    jack = move_card(game, "Ana", "jack_pumpkinhead", "party")  # resistance 5
    characters.add_burdens(game, "Ana", 5)
    party = {c["uid"]: c for c in game.view("Ana")["players"]["Ana"]["party"]}
    assert party[jack]["resistance"] == 0 and party[jack]["motivated"] is False
    assert party[tip]["resistance"] == 1 and party[tip]["motivated"] is True
    assert game.state.in_play(jack) and "Ana" not in game.turns.out
    with pytest.raises(CampaignPlayerOut):  # the Hero's turn to fall to 0: Ana loses at once
        characters.add_burdens(game, "Ana", 1)
    assert "Ana" in game.turns.out


@pytest.mark.rule("HJ-MOVE-06", "HJ-EDGE-12")
def test_a_party_at_site_9_is_never_offered_another_move():
    game = new_game(2)
    until_rule(game, "HJ-REG-05", "Ana")
    st = game.state
    assert st.turn.moves == 1 and st.turn.move_limit == 2
    assert "again" in legal(game, "Ana")
    st.players["Ana"].site = 9  # as if this move had ended at the last site: no move is left there
    assert not movement.can_move_again(game)
    st.players["Ana"].site = 8
    assert movement.can_move_again(game)


@pytest.mark.rule("HJ-EDGE-03")
def test_defender_against_two_minions_wounds_both_or_overwhelms_both():
    for strength, killed in ((8, False), (14, True)):
        game = new_game(2)
        saw = move_card(game, "Ana", "saw_horse", "party")  # Defender +1
        adversary_phase(game, "Ben")
        a = move_card(game, "Ben", "trojan_spearman", "minions")
        b = move_card(game, "Ben", "charioteer", "minions")
        empty_hand(game, "Ana")
        empty_hand(game, "Ben")
        do(game, "Ben", "done")
        until_rule(game, "HJ-ASG-03", "Ana")
        for uid, s in ((saw, strength), (a, 3), (b, 4)):
            game.modifiers.add(Modifier(uid, "strength", s, kind="set", until="game"))
            game.modifiers.add(Modifier(uid, "vitality", 5, kind="set", until="game"))
        do(game, "Ana", f"assign {saw} {a}")
        do(game, "Ana", f"assign {saw} {b}")
        if game.decision().rule == "HJ-ASG-03":
            do(game, "Ana", "done")
        if killed:
            assert game.state.zone_kind(a) == game.state.zone_kind(b) == "scrap"
        else:
            assert wounds(game, a) == wounds(game, b) == 1
        assert wounds(game, saw) == 0


@pytest.mark.rule("HJ-RNG-12")
def test_a_ranged_wound_can_be_prevented_like_any_wound():
    game = new_game(2, decks="oz,iliad")
    tip = game.state.players["Ana"].hero
    adversary_phase(game, "Ben")
    move_card(game, "Ben", "lykian_archer", "minions")  # Shoot
    empty_hand(game, "Ana")
    empty_hand(game, "Ben")
    (wish,) = hand(game, "Ana", "spoken_wish")  # prevents a wound on one of her companions
    do(game, "Ben", "done")
    for _ in range(10):
        if f"play {wish}" in legal(game, "Ana"):
            break
        do(game, waiting(game), "pass")
    do(game, "Ana", f"play {wish}")
    assert wounds(game, tip) == 0
    assert any("prevents the wound" in t for t in all_events(game))


def _at_skirmish_window(decks="oz,iliad", ana=(), ben=(), minion="trojan_spearman"):
    """Ana's Hero against one of Ben's minions, the skirmish window open with Ana to act."""
    game = new_game(2, decks=decks)
    tip = game.state.players["Ana"].hero
    adversary_phase(game, "Ben")
    m = move_card(game, "Ben", minion, "minions")
    empty_hand(game, "Ana")
    empty_hand(game, "Ben")
    a, b = hand(game, "Ana", *ana), hand(game, "Ben", *ben)
    game.state.pool = 9
    do(game, "Ben", "done")
    _skirmish(game, tip, [m])
    return game, tip, m, a, b


@pytest.mark.rule("HJ-PLAY-17")
def test_possessions_are_played_only_in_their_own_players_phase():
    game, tip, m, (staff, powder), (helm, fury) = _at_skirmish_window(
        ana=("gillikin_staff", "powder_of_life"), ben=("trojan_helm", "ares_fury"))
    assert game.state.turn.step == "skirmish" and waiting(game) == "Ana"
    assert f"play {powder}" in legal(game, "Ana") and not any(staff in o for o in legal(game, "Ana"))
    with pytest.raises(Refused):
        do(game, "Ana", f"play {staff} {tip}")
    do(game, "Ana", "pass")
    assert waiting(game) == "Ben" and f"play {fury}" in legal(game, "Ben")
    with pytest.raises(Refused):
        do(game, "Ben", f"play {helm} {m}")
    assert game.state.zone_kind(staff) == "hand" and game.state.zone_kind(helm) == "hand"


@pytest.mark.rule("HJ-ACT-11")
def test_in_a_shared_window_each_player_acts_only_with_the_side_that_is_active_for_them():
    # Ana holds a skirmish event of each side, and so does Ben.
    game, tip, m, (powder, howl), (fury, battle) = _at_skirmish_window(
        ana=("powder_of_life", "howl_of_the_pack"), ben=("ares_fury", "battle_fury"))
    assert f"play {powder}" in legal(game, "Ana") and f"play {howl}" not in legal(game, "Ana")
    with pytest.raises(Refused):
        do(game, "Ana", f"play {howl}")
    do(game, "Ana", "pass")
    assert f"play {fury}" in legal(game, "Ben") and f"play {battle}" not in legal(game, "Ben")
    with pytest.raises(Refused):
        do(game, "Ben", f"play {battle}")


@pytest.mark.rule("HJ-ACT-06", "HJ-ACT-12")
def test_phase_actions_belong_to_the_player_whose_phase_it_is():
    game = new_game(3, decks="oz,iliad,oz")
    empty_hand(game, "Ben")
    empty_hand(game, "Cy")
    (cy_curse,) = hand(game, "Cy", "mombis_curse")  # Adversary: the Campaign player adds a burden
    (ben_arrow,) = hand(game, "Ben", "apollos_arrow")
    (rest,) = hand(game, "Ana", "roadside_rest")
    set_wounds(game, game.state.players["Ana"].hero, 1)
    game.state.pool = 9
    assert game.state.turn.phase == "campaign" and waiting(game) == "Ana"
    assert legal(game, "Cy") == [] and legal(game, "Ben") == []  # Ana's Campaign phase: hers alone
    with pytest.raises(Refused):
        do(game, "Cy", f"play {cy_curse}")
    order = []
    while game.state.turn.phase in ("campaign", "adversary"):
        seat = waiting(game)
        if game.decision().rule == "HJ-ADV-02":
            order.append(seat)
            others = [s for s in ("Ben", "Cy") if s != seat]
            for other in others:  # another Adversary player's phase: no Adversary action of theirs
                assert legal(game, other) == []
            if seat == "Ben":
                with pytest.raises(Refused):
                    do(game, "Cy", f"play {cy_curse}")
            if seat == "Cy":
                assert f"play {cy_curse}" in legal(game, "Cy")
            do(game, seat, "done")
        else:
            opts = legal(game, seat)
            do(game, seat, "done" if "done" in opts else "pass" if "pass" in opts else opts[0])
    assert set(order) == {"Ben", "Cy"}
    # Past the Campaign phase, Ana's Campaign: event is no longer hers to play (it would heal Tip).
    assert game.state.turn.phase in ("ranged", "melee", "regroup")
    assert not any(rest in o for o in legal(game, "Ana"))


@pytest.mark.rule("HJ-BEAR-01")
def test_a_possession_goes_only_on_an_eligible_bearer():
    game = new_game(2, decks="oz,iliad")
    tip = game.state.players["Ana"].hero
    ben_hero = game.state.players["Ben"].hero
    empty_hand(game, "Ana")
    (staff,) = hand(game, "Ana", "gillikin_staff")  # borne by a companion
    m = move_card(game, "Ben", "trojan_spearman", "minions")
    assert legal(game, "Ana").count(f"play {staff} {tip}") == 1
    for wrong in (m, ben_hero):  # a minion; another player's companion
        with pytest.raises(Refused):
            do(game, "Ana", f"play {staff} {wrong}")
    do(game, "Ana", f"play {staff} {tip}")
    assert game.state.bearer[staff] == tip


@pytest.mark.rule("HJ-ACTV-01")
def test_an_opponents_campaign_cards_are_inactive_on_your_turn():
    game = new_game(2, decks="iliad,iliad")
    mine = move_card(game, "Ana", "odysseus", "party")  # Maneuver: exert him to wound a minion
    theirs = move_card(game, "Ben", "odysseus", "party")
    adversary_phase(game, "Ben")
    move_card(game, "Ben", "trojan_spearman", "minions")
    empty_hand(game, "Ana")
    empty_hand(game, "Ben")
    do(game, "Ben", "done")
    assert game.state.turn.step == "maneuver"
    assert f"use {mine}" in legal(game, "Ana")
    do(game, "Ana", "pass")
    assert not any(theirs in o for o in legal(game, "Ben"))  # Ben's companion sleeps on Ana's turn


def _conjure(game, seat: str, card_id: str, zone: str) -> str:
    """A card of the pool that `seat`'s prebuilt deck lacks, put straight into one of their zones."""
    c = game.table.create(card_id, game.state.players[seat].zones[zone], owner=seat, face_up=zone != "book")
    game.state.cards[str(c.uid)] = c
    game._legal_cache = None
    return str(c.uid)


def _spear(game, target: str) -> None:
    """Ben throws a Spear of Hektor (Barrage or Skirmish: wound a companion) from his hand at `target`."""
    spear = next(c.uid for c in game.state.players["Ben"].hand.cards if c.card_id == "hektors_spear")
    assert waiting(game) == "Ben", game.decision()
    do(game, "Ben", f"play {spear}")
    if f"choose {target}" in legal(game, "Ben"):
        do(game, "Ben", f"choose {target}")


@pytest.mark.rule("HJ-KW-DUR-02", "HJ-KW-DUR-06", "HJ-EDGE-19")
def test_durable_counts_every_wound_of_a_skirmish_step_and_starts_again_in_the_next():
    game = new_game(2, decks="iliad,iliad")
    dio = game.state.players["Ana"].hero
    men = move_card(game, "Ana", "menelaos", "party")  # Durable 2
    adversary_phase(game, "Ben")
    m1 = move_card(game, "Ben", "trojan_spearman", "minions")
    m2 = move_card(game, "Ben", "charioteer", "minions")
    empty_hand(game, "Ana")
    empty_hand(game, "Ben")
    game.state.pool = 30
    for uid, strength in ((men, 20), (dio, 20), (m1, 1), (m2, 1)):
        game.modifiers.add(Modifier(uid, "strength", strength, kind="set", until="game"))
    game.modifiers.add(Modifier(men, "vitality", 9, kind="set", until="game"))
    for _ in range(6):
        _conjure(game, "Ben", "hektors_spear", "hand")
    do(game, "Ben", "done")
    until_rule(game, "HJ-ASG-03", "Ana")
    do(game, "Ana", f"assign {men} {m1}")
    do(game, "Ana", f"assign {dio} {m2}")
    if game.decision().rule == "HJ-ASG-03":
        do(game, "Ana", "done")
    do(game, "Ana", f"skirmish {men}")
    for _ in range(3):
        _spear(game, men)
    assert wounds(game, men) == 2  # the third wound of this step is ignored
    assert any("Durable 2: the wound is ignored" in t for t in all_events(game))
    do(game, "Ben", "pass")  # Menelaos wins his skirmish; Diomedes's is next
    assert game.state.turn.skirmish == dio
    for _ in range(3):  # Menelaos is not skirmishing now, yet Durable counts his wounds afresh
        _spear(game, men)
    assert wounds(game, men) == 4


@pytest.mark.rule("HJ-KW-DUR-03")
def test_durable_neither_caps_nor_counts_exertions():
    game = new_game(2, decks="iliad,iliad")
    men = move_card(game, "Ana", "menelaos", "party")  # Durable 2
    adversary_phase(game, "Ben")
    m1 = move_card(game, "Ben", "trojan_spearman", "minions")
    empty_hand(game, "Ana")
    empty_hand(game, "Ben")
    game.state.pool = 30
    game.modifiers.add(Modifier(men, "vitality", 9, kind="set", until="game"))
    game.modifiers.add(Modifier(men, "strength", 20, kind="set", until="game"))
    for _ in range(3):
        _conjure(game, "Ben", "hektors_spear", "hand")
    do(game, "Ben", "done")
    _skirmish(game, men, [m1])
    assert characters.exert(game, men) and characters.exert(game, men)  # two exertions in the step
    for _ in range(2):
        _spear(game, men)
    assert wounds(game, men) == 4  # both wounds still land: the exertions took none of Durable's 2
    _spear(game, men)
    characters.exert(game, men)
    assert wounds(game, men) == 5  # the third wound is ignored, the exertion is not


@pytest.mark.rule("HJ-RISK-06", "HJ-EDGE-22", "HJ-EFF-02")
def test_remove_as_an_effect_empties_the_pool_but_as_a_cost_needs_it_all():
    game = new_game(2, decks="jungle,oz")
    mowgli = game.state.players["Ana"].hero
    empty_hand(game, "Ana")
    truce = _conjure(game, "Ana", "water_truce", "hand")  # Campaign: Remove (3); its risk cost is 1
    pool = _conjure(game, "Ana", "waingunga_pool", "hand")  # Campaign: Remove (2) to heal a companion
    set_wounds(game, mowgli, 1)
    game.state.pool = 0
    do(game, "Ana", f"play {truce}")  # 0 + 1 for its cost, then 3 to remove: the pool stops at 0
    assert game.state.pool == 0
    game.state.pool = 1
    assert f"play {pool}" not in legal(game, "Ana")
    with pytest.raises(Refused):
        do(game, "Ana", f"play {pool}")
    assert game.state.pool == 1 and wounds(game, mowgli) == 1
    game.state.pool = 2
    do(game, "Ana", f"play {pool}")
    assert game.state.pool == 0 and wounds(game, mowgli) == 0


@pytest.mark.rule("HJ-INIT-05")
def test_losing_initiative_as_an_effect_needs_no_initiative():
    for holds in (False, True):
        game = new_game(2, decks="oz,jungle")
        tip = game.state.players["Ana"].hero
        adversary_phase(game, "Ben")
        m = move_card(game, "Ben", "monkey_mob", "minions")
        empty_hand(game, "Ana")
        empty_hand(game, "Ben")
        taunt = _conjure(game, "Ben", "lame_tigers_taunt", "hand")  # the Campaign player loses initiative
        game.state.pool = 9
        do(game, "Ben", "done")
        _skirmish(game, tip, [m])
        if holds:
            game.state.initiative.add("Ana")
        assert waiting(game) == "Ben"
        events = [e.text for e in do(game, "Ben", f"play {taunt}")]  # playable whether Ana holds it or not
        assert "Ana" not in game.state.initiative
        assert "skirmish: Tip 5 against 7; the minions win" in events  # the mob's 6, +1 all the same
        assert ("Ana loses initiative" in all_events(game)) is holds


@pytest.mark.rule("HJ-COST-03", "HJ-PLAY-04")
def test_every_cost_is_checked_before_any_is_paid():
    game = new_game(2, decks="iliad,oz")
    dio = game.state.players["Ana"].hero
    adversary_phase(game, "Ben")
    m = move_card(game, "Ben", "kalidah", "minions")
    empty_hand(game, "Ana")
    empty_hand(game, "Ben")
    boulder = _conjure(game, "Ana", "hurled_boulder", "hand")  # exert a companion and discard 2 cards
    (spear,) = hand(game, "Ana", "bronze_spear")  # one card besides the boulder: too few
    do(game, "Ben", "done")
    assert f"play {boulder}" not in legal(game, "Ana")
    with pytest.raises(Refused):
        do(game, "Ana", f"play {boulder}")
    until_rule(game, "HJ-ASG-03", "Ana")
    assert wounds(game, dio) == 0 and game.state.zone_kind(boulder) == "hand"  # never offered, nothing paid
    assert not any("exerts" in t for t in all_events(game))
    # Once more, with two cards besides it.
    game = new_game(2, decks="iliad,oz")
    dio = game.state.players["Ana"].hero
    adversary_phase(game, "Ben")
    m = move_card(game, "Ben", "kalidah", "minions")
    empty_hand(game, "Ana")
    empty_hand(game, "Ben")
    boulder = _conjure(game, "Ana", "hurled_boulder", "hand")
    a, b = hand(game, "Ana", "bronze_spear", "horn_bow")
    do(game, "Ben", "done")
    assert game.state.turn.step == "maneuver" and f"play {boulder}" in legal(game, "Ana")
    do(game, "Ana", f"play {boulder}")
    assert f"discard {boulder}" not in legal(game, "Ana")  # it is no longer in hand to pay for itself
    do(game, "Ana", f"discard {a}")
    do(game, "Ana", f"discard {b}")
    assert wounds(game, dio) == 1 and wounds(game, m) == 1
    assert game.state.zone_kind(a) == game.state.zone_kind(b) == game.state.zone_kind(boulder) == "scrap"


@pytest.mark.rule("HJ-CHR-03", "HJ-CHR-04")
def test_wounding_two_companions_wounds_two_different_ones_once_each():
    for party in (["jack_pumpkinhead", "saw_horse"], []):
        game = new_game(2, decks="oz,oz")
        tip = game.state.players["Ana"].hero
        others = [move_card(game, "Ana", c, "party") for c in party]
        adversary_phase(game, "Ben")
        move_card(game, "Ben", "kalidah", "minions")  # a Ranged phase needs a minion in play
        empty_hand(game, "Ana")
        empty_hand(game, "Ben")
        monkeys = _conjure(game, "Ben", "winged_monkeys", "hand")  # Barrage: wound 2 companions
        game.state.pool = 9
        do(game, "Ben", "done")
        assert game.state.turn.step == "barrage" and waiting(game) == "Ben"
        do(game, "Ben", f"play {monkeys}")
        if others:
            do(game, "Ben", f"choose {tip}")
            assert f"choose {tip}" not in legal(game, "Ben")  # each companion once
            do(game, "Ben", f"choose {others[0]}")
            assert [wounds(game, u) for u in (tip, *others)] == [1, 1, 0]
        else:
            assert wounds(game, tip) == 1  # a party of one: one wound, the rest is lost


@pytest.mark.rule("HJ-EFF-19")
def test_two_copies_of_one_boost_add_together():
    game, tip, m, (p1, p2), _ = _at_skirmish_window(ana=("powder_of_life", "powder_of_life"))
    assert p1 != p2
    do(game, "Ana", f"play {p1}")  # strength +3
    events = do(game, "Ana", f"play {p2}")  # and +3 again (Ben has nothing: Ana is asked straight back)
    assert "skirmish: Tip 11 against 4; the companion wins" in [e.text for e in events]


@pytest.mark.rule("HJ-SKR-11")
def test_a_skirmish_whose_companion_is_gone_before_its_step_never_happens():
    game = new_game(2, decks="oz,iliad")
    tip = game.state.players["Ana"].hero
    jack = move_card(game, "Ana", "jack_pumpkinhead", "party")
    adversary_phase(game, "Ben")
    m1 = move_card(game, "Ben", "trojan_spearman", "minions")
    m2 = move_card(game, "Ben", "charioteer", "minions")
    empty_hand(game, "Ana")
    empty_hand(game, "Ben")
    _conjure(game, "Ben", "hektors_spear", "hand")
    game.state.pool = 9
    set_wounds(game, jack, 2)  # one wound from death
    do(game, "Ben", "done")
    until_rule(game, "HJ-ASG-03", "Ana")
    do(game, "Ana", f"assign {tip} {m1}")
    do(game, "Ana", f"assign {jack} {m2}")
    if game.decision().rule == "HJ-ASG-03":
        do(game, "Ana", "done")
    do(game, "Ana", f"skirmish {tip}")
    _spear(game, jack)  # in Tip's skirmish, the spear kills Jack
    assert game.state.zone_kind(jack) == "dead"  # and Tip's skirmish closes: nobody has more to play
    skirmishes = [t for t in all_events(game) if t.startswith("skirmish: ")]
    assert skirmishes and not any("Jack" in t for t in skirmishes)
    assert game.state.zone_kind(m2) == "minions" and wounds(game, m2) == 0


@pytest.mark.rule("HJ-TURN-13")
def test_a_save_taken_inside_a_window_comes_back_at_the_same_point(tmp_path):
    from hjourney_tui.core.game import Seat
    from hjourney_tui.core.saves import load_save, write_save
    from hjourney_tui.core.session import Session
    from hjourney_tui.registry import game_info

    session = Session.new(game_info("heroes_journey"), [Seat("Ana"), Seat("Ben")], "competitive", 4,
                          {"decks": "oz,iliad"})
    for _ in range(400):  # play what can be played, else the dullest answer, until a window waits
        g = session.game
        d = g.decision()
        if d.kind == "priority" and g.state.turn.phase in ("ranged", "melee"):
            break
        legal_now = g.legal_commands(d.seats[0])
        pick = next((c for c in legal_now if c.text.startswith("play ")),
                    next((c for c in legal_now if c.text in ("done", "pass", "stop")), legal_now[0]))
        session.apply(pick.seat, pick.text)
    g = session.game
    assert g.decision().kind == "priority"
    where = (g.state.turn.phase, g.state.turn.step, g.state.turn.campaign, g.decision().seats)
    path = tmp_path / "mid.toml"
    write_save(session, path)
    again = load_save(path).game
    assert (again.state.turn.phase, again.state.turn.step, again.state.turn.campaign,
            again.decision().seats) == where
    assert [c.text for c in again.legal_commands()] == [c.text for c in g.legal_commands()]


@pytest.mark.rule("HJ-ZONE-04")
def test_every_seat_sees_a_banished_pile():
    game = new_game(3, decks="oz,iliad,jungle", bids={"Ana": 6})  # Tip's resistance is 6: Ana bids it and is out
    st = game.state
    quest = st.players["Ana"].deck.quest
    assert "Ana" in game.turns.out
    for seat in ("Ana", "Ben", "Cy", None):
        ana = game.view(seat)["players"]["Ana"]
        # her cards in play are banished: in their own pile, apart from the scrap and dead piles
        assert quest in ana["banished"] and "tip" in ana["banished"]
        assert quest not in ana["scrap"] and quest not in ana["dead"] and "tip" not in ana["dead"]


@pytest.mark.rule("HJ-SKR-13", "HJ-SKR-14")
def test_a_cancelled_skirmish_ends_at_once_with_no_winner_and_no_wounds():
    game = new_game(2, decks="alice,iliad")
    alice = game.state.players["Ana"].hero
    adversary_phase(game, "Ben")
    m = move_card(game, "Ben", "trojan_spearman", "minions")
    empty_hand(game, "Ana")
    empty_hand(game, "Ben")
    curtsey = _conjure(game, "Ana", "curtsey", "hand")  # Skirmish: cancel your companion's skirmish
    (fury,) = hand(game, "Ben", "ares_fury")  # a Skirmish: event Ben would play if he were asked
    game.modifiers.add(Modifier(m, "strength", 30, kind="set", until="game"))  # Alice would be overwhelmed
    game.state.pool = 9
    do(game, "Ben", "done")
    _skirmish(game, alice, [m])
    events = [e.text for e in do(game, "Ana", f"play {curtsey}")]
    assert game.state.zone_kind(fury) == "hand"  # the window closed: no Skirmish: action after the cancel
    assert not any(t.startswith("skirmish: Alice") and "against" in t for t in events)
    assert game.state.in_play(alice) and wounds(game, alice) == 0 and wounds(game, m) == 0
    assert game.state.turn.phase != "melee" or game.state.turn.skirmish != alice


@pytest.mark.rule("HJ-EDGE-10")
def test_a_burden_in_a_skirmish_that_leaves_the_hero_unmotivated_ends_it_unfinished():
    game = new_game(3, decks="oz,alice,iliad")
    tip = game.state.players["Ana"].hero  # resistance 6
    adversary_phase(game, "Ben")
    m = move_card(game, "Ben", "card_soldier", "minions")
    empty_hand(game, "Ana")
    empty_hand(game, "Ben")
    empty_hand(game, "Cy")
    lullaby = _conjure(game, "Ben", "duchess_lullaby", "hand")  # Skirmish: the Campaign player adds a burden
    game.state.players["Ana"].burdens = 5
    game.state.pool = 9
    until_rule(game, "HJ-ASG-03", "Ana")
    do(game, "Ana", f"assign {tip} {m}")
    if game.decision().rule == "HJ-ASG-03":
        do(game, "Ana", "done")
    assert game.state.turn.skirmish == tip and waiting(game) == "Ben"
    events = [e.text for e in do(game, "Ben", f"play {lullaby}")]
    assert "Ana" in game.turns.out
    assert not any(t.startswith("skirmish: Tip") and "against" in t for t in events)  # never resolved
    assert game.state.turn.campaign != "Ana" and game.outcome() is None  # play goes on without her


@pytest.mark.rule("HJ-LIM-06", "HJ-BEAR-07")
def test_a_support_area_card_goes_to_the_support_area_up_to_its_number():
    game = new_game(2, decks="oz,jungle")
    adversary_phase(game, "Ben")
    empty_hand(game, "Ben")
    treasures = [_conjure(game, "Ben", "cold_lairs_treasure", "hand") for _ in range(3)]  # Support Area (2)
    game.state.pool = 9
    for t in treasures[:2]:
        assert f"play {t}" in legal(game, "Ben")  # no bearer to name
        do(game, "Ben", f"play {t}")
        assert game.state.zone_kind(t) == "support" and t not in game.state.bearer
    assert f"play {treasures[2]}" not in legal(game, "Ben")
    with pytest.raises(Refused, match="only 2 Treasure of the Cold Lairs"):
        do(game, "Ben", f"play {treasures[2]}")
    assert game.state.zone_kind(treasures[2]) == "hand" and game.state.pool == 7


@pytest.mark.rule("HJ-ACT-15", "HJ-RESP-03", "HJ-ACT-01")
def test_forced_text_on_a_win_resolves_before_a_response_to_it_and_both_before_the_next_skirmish():
    game = new_game(2, decks="oz,alice")
    tip = game.state.players["Ana"].hero  # strength 5
    jack = move_card(game, "Ana", "jack_pumpkinhead", "party")
    adversary_phase(game, "Ben")
    queen = move_card(game, "Ben", "queen_of_hearts", "minions")  # 8; on a win the Campaign player adds a burden
    soldier = move_card(game, "Ben", "card_soldier", "minions")
    empty_hand(game, "Ana")
    empty_hand(game, "Ben")
    roses = _conjure(game, "Ben", "painting_roses", "hand")  # after a minion wins: wound a companion
    game.state.pool = 9
    do(game, "Ben", "done")
    until_rule(game, "HJ-ASG-03", "Ana")
    do(game, "Ana", f"assign {tip} {queen}")
    do(game, "Ana", f"assign {jack} {soldier}")
    if game.decision().rule == "HJ-ASG-03":
        do(game, "Ana", "done")
    do(game, "Ana", f"skirmish {tip}")
    # The Queen won: the wound and her burden are done before Ben is offered his response.
    assert game.decision().kind == "response" and waiting(game) == "Ben"
    assert wounds(game, tip) == 1 and game.state.players["Ana"].burdens == 1
    assert not any(t.startswith("skirmish: Jack") for t in all_events(game))
    do(game, "Ben", f"play {roses}")
    do(game, "Ben", f"choose {jack}")
    log = all_events(game)
    assert log.index("Jack Pumpkinhead takes a wound (1)") < log.index("skirmish: Jack Pumpkinhead")


@pytest.mark.rule("HJ-KW-IMP-04")
def test_a_ranged_wound_may_go_on_your_own_impervious_companion_and_counts_as_placed():
    game = new_game(2, decks="oz,iliad")
    tip = game.state.players["Ana"].hero
    nick = _conjure(game, "Ana", "nick_chopper", "party")  # Impervious 1
    adversary_phase(game, "Ben")
    for cid in ("lykian_archer", "lykian_archer"):  # Shoot 1 each: 2 ranged wounds
        move_card(game, "Ben", cid, "minions")
    empty_hand(game, "Ana")
    empty_hand(game, "Ben")
    do(game, "Ben", "done")
    until_rule(game, "HJ-RNG-08", "Ana")
    assert f"wound {nick}" in legal(game, "Ana")
    do(game, "Ana", f"wound {nick}")  # prevented by Impervious, and still one of the two placed
    assert wounds(game, nick) == 0 and "place a ranged wound (1 to place)" in game.decision().prompt
    do(game, "Ana", f"wound {nick}")
    assert wounds(game, nick) == 1 and wounds(game, tip) == 0


@pytest.mark.rule("HJ-SETUP-23")
def test_the_party_limit_already_binds_the_starting_party():
    game = make(2, decks="alice,oz")  # The Eighth Square: a party of 3 at most
    dormouse = _conjure(game, "Ana", "dormouse", "book")  # cost 0: Alice 2 + 1 + 1 + 0 fits the cost of 4
    bid_all(game)
    pick_places(game)
    until_rule(game, "HJ-SETUP-16", "Ana")
    for _ in range(2):
        one = next(o for o in legal(game, "Ana") if o.startswith("add ")
                   and game.state.data(o.split()[1])["cost"] == 1)
        do(game, "Ana", one)
    assert len(game.state.players["Ana"].party) == 3
    assert game.decision().rule != "HJ-SETUP-16" or f"add {dormouse}" not in legal(game, "Ana")
    assert game.state.zone_kind(dormouse) == "book"


@pytest.mark.rule("HJ-CHR-10")
def test_exhausting_exerts_until_one_vitality_is_left():
    game = new_game(2, decks="oz,oz")
    saw = move_card(game, "Ana", "saw_horse", "party")  # vitality 4
    set_wounds(game, saw, 1)
    adversary_phase(game, "Ben")
    move_card(game, "Ben", "kalidah", "minions")
    empty_hand(game, "Ana")
    empty_hand(game, "Ben")
    sleep = _conjure(game, "Ben", "poppy_sleep", "hand")  # Maneuver: exhaust a companion
    game.state.pool = 9
    do(game, "Ben", "done")
    assert game.state.turn.step == "maneuver" and waiting(game) == "Ben"
    do(game, "Ben", f"play {sleep}")
    do(game, "Ben", f"choose {saw}")
    assert wounds(game, saw) == 3 and characters.vitality_left(game, saw) == 1
    assert sum(t == "The Saw-Horse exerts" for t in all_events(game)) == 2


@pytest.mark.rule("HJ-ACT-14")
def test_the_campaign_player_orders_two_forced_texts_due_together():
    game = new_game(3, decks="oz,alice,oz")
    tip = game.state.players["Ana"].hero  # strength 5
    adversary_phase(game, "Cy")
    mombi = move_card(game, "Cy", "mombi", "minions")  # on a win: the Campaign player adds a burden
    do(game, "Cy", "done")
    queen = move_card(game, "Ben", "queen_of_hearts", "minions")  # the same, from another player
    for s in ("Ana", "Ben", "Cy"):
        empty_hand(game, s)
    game.modifiers.add(Modifier(tip, "strength", 10, kind="set", until="game"))  # loses, not overwhelmed
    game.modifiers.add(Modifier(tip, "vitality", 9, kind="set", until="game"))
    until_rule(game, "HJ-ASG-03", "Ana")
    do(game, "Ana", f"assign {tip} {queen}")
    if game.decision().rule == "HJ-ASG-03":
        do(game, "Ana", "done")
    until_rule(game, "HJ-ASG-07")
    do(game, waiting(game), f"assign {mombi} {tip}")
    until_rule(game, "HJ-ACT-14")
    assert waiting(game) == "Ana" and len(legal(game, "Ana")) == 2  # she picks which comes first
    do(game, "Ana", legal(game, "Ana")[1])
    assert game.state.players["Ana"].burdens == 2


@pytest.mark.rule("HJ-XFR-06", "HJ-BEAR-08")
def test_a_condition_is_not_transferred_and_stays_until_discarded():
    game = new_game(2, decks="oz,iliad")
    tip = game.state.players["Ana"].hero
    jack = move_card(game, "Ana", "jack_pumpkinhead", "party")
    empty_hand(game, "Ana")
    kiss = _conjure(game, "Ana", "good_witch_kiss", "hand")  # a condition borne by a companion
    (staff,) = hand(game, "Ana", "gillikin_staff")  # a possession
    do(game, "Ana", f"play {kiss} {tip}")
    do(game, "Ana", f"play {staff} {tip}")
    opts = legal(game, "Ana")
    assert f"transfer {staff} {jack}" in opts and not any(o.startswith(f"transfer {kiss}") for o in opts)
    with pytest.raises(Refused):
        do(game, "Ana", f"transfer {kiss} {jack}")
    until_rule(game, "HJ-CAMP-03", "Ben")  # Ana's turn is over; Ben's begins
    until_rule(game, "HJ-CAMP-03", "Ana")  # and Ana's next
    assert game.state.bearer.get(kiss) == tip and game.state.zone_kind(kiss) == "borne"


@pytest.mark.rule("HJ-ASG-11")
def test_allies_do_not_defend():
    game = new_game(2, decks="oz,iliad")
    tip = game.state.players["Ana"].hero
    glinda = move_card(game, "Ana", "glinda", "support")  # an ally with strength
    adversary_phase(game, "Ben")
    m = move_card(game, "Ben", "trojan_spearman", "minions")
    empty_hand(game, "Ana")
    empty_hand(game, "Ben")
    do(game, "Ben", "done")
    until_rule(game, "HJ-ASG-03", "Ana")
    opts = legal(game, "Ana")
    assert f"assign {tip} {m}" in opts and not any(glinda in o for o in opts)


@pytest.mark.rule("HJ-SKR-16")
def test_a_minion_assigned_to_a_later_skirmish_is_not_skirmishing_yet():
    game = new_game(2, decks="alice,iliad")
    alice = game.state.players["Ana"].hero
    dum = move_card(game, "Ana", "tweedledum", "party")
    adversary_phase(game, "Ben")
    m1 = move_card(game, "Ben", "trojan_spearman", "minions")
    m2 = move_card(game, "Ben", "charioteer", "minions")
    empty_hand(game, "Ana")
    empty_hand(game, "Ben")
    (snack,) = hand(game, "Ana", "snicker_snack")  # Skirmish: wound a skirmishing minion
    for m in (m1, m2):
        game.modifiers.add(Modifier(m, "vitality", 5, kind="set", until="game"))
    do(game, "Ben", "done")
    until_rule(game, "HJ-ASG-03", "Ana")
    do(game, "Ana", f"assign {alice} {m1}")
    do(game, "Ana", f"assign {dum} {m2}")
    if game.decision().rule == "HJ-ASG-03":
        do(game, "Ana", "done")
    do(game, "Ana", f"skirmish {alice}")
    do(game, "Ana", f"play {snack}")  # only Alice's spearman is skirmishing: no choice to make
    assert wounds(game, m1) == 1 and wounds(game, m2) == 0


@pytest.mark.rule("HJ-BUR-01")
def test_an_adversary_burden_goes_to_the_campaign_players_own_pool():
    game = new_game(2, decks="oz,oz")
    adversary_phase(game, "Ben")
    empty_hand(game, "Ben")
    (curse,) = hand(game, "Ben", "mombis_curse")  # Adversary: the Campaign player adds a burden
    game.state.pool = 9
    do(game, "Ben", f"play {curse}")
    assert game.state.players["Ana"].burdens == 1 and game.state.players["Ben"].burdens == 0
    assert not any(c.tokens.get("burden") for c in game.state.cards.values())  # never on a card


@pytest.mark.rule("HJ-BUR-07")
def test_sanctuary_healing_leaves_burdens_alone():
    from hjourney_tui.games.heroes_journey.rules import elimination

    game = new_game(2)
    until_rule(game, "HJ-REG-05", "Ben", choose=lambda g, s, o: "stop" if "stop" in o else "pass"
               if "pass" in o else "done" if "done" in o else o[0])
    st = game.state
    if 3 not in st.path:
        elimination.place_site(game, "Ben", elimination.fitting_sites(game, "Ben", 3)[0], 3)
    st.players["Ana"].site = 3  # Sanctuary 5
    tip = st.players["Ana"].hero
    set_wounds(game, tip, 2)
    st.players["Ana"].burdens = 2
    do(game, "Ben", "stop")
    assert game.decision().rule == "HJ-SANC-02"
    do(game, "Ana", f"heal {tip}")
    do(game, "Ana", f"heal {tip}")
    assert wounds(game, tip) == 0 and st.players["Ana"].burdens == 2


@pytest.mark.rule("HJ-UNQ-02")
def test_a_unique_title_is_one_thing_whatever_its_subtitle():
    game = new_game(2, decks="alice,oz")
    empty_hand(game, "Ana")
    crowned = _conjure(game, "Ana", "alice_queen", "hand")  # Alice again, with another subtitle
    dum = _conjure(game, "Ana", "dormouse", "hand")
    assert f"play {dum}" in legal(game, "Ana") and f"play {crowned}" not in legal(game, "Ana")
    with pytest.raises(Refused):
        do(game, "Ana", f"play {crowned}")


@pytest.mark.rule("HJ-ZONE-10")
def test_a_unique_card_outside_play_blocks_nothing():
    game = new_game(2, decks="oz,oz")
    empty_hand(game, "Ana")
    move_card(game, "Ana", "glinda", "scrap")  # a Glinda in the scrap pile, one in hand
    (glinda,) = hand(game, "Ana", "glinda")
    game.state.pool = 0
    do(game, "Ana", f"play {glinda}")
    assert game.state.zone_kind(glinda) == "support"


@pytest.mark.rule("HJ-ZONE-01")
def test_each_player_has_every_zone_and_the_game_its_shared_ones():
    """Cards reach each zone through play, and every seat finds them there."""
    game = new_game(3, decks="oz,iliad,jungle", bids={"Cy": 7, "Ana": 1})  # Mowgli's resistance: Cy is out
    st = game.state
    until_rule(game, "HJ-CAMP-03", "Ana")
    empty_hand(game, "Ana")
    empty_hand(game, "Ben")
    woggle, glinda, rest = hand(game, "Ana", "woggle_bug", "glinda", "roadside_rest")
    st.players["Ana"].party.cards[0].tokens["wound"] = 1  # so that the Roadside Rest has someone to heal
    do(game, "Ana", f"play {woggle}")
    do(game, "Ana", f"play {glinda}")
    do(game, "Ana", f"play {rest}")
    answer_until(game, lambda g: st.zone_kind(rest) == "scrap", passive)
    # a card being played stands in the void, seen by every seat, while it may still be stopped
    bungle = _conjure(game, "Ana", "bungle", "hand")
    barred = _conjure(game, "Ben", "barred_from_the_castle", "hand")
    do(game, "Ana", f"play {bungle}")
    assert waiting(game) == "Ben" and f"play {barred}" in legal(game, "Ben")
    for seat in ("Ana", "Ben", "Cy", None):
        assert [c["card"] for c in game.view(seat)["void"]] == ["bungle"]
    do(game, "Ben", "pass")
    assert st.zone_kind(bungle) == "party"
    adversary_phase(game, "Ben")
    (wolf,) = hand(game, "Ben", "trojan_spearman")
    do(game, "Ben", f"play {wolf}")
    for seat in ("Ana", "Ben", None):
        view = game.view(seat)
        ana, ben, cy = (view["players"][s] for s in ("Ana", "Ben", "Cy"))
        assert {"tip", "woggle_bug", "bungle"} <= {c["card"] for c in ana["party"]}
        assert [c["card"] for c in ana["support"]] == ["glinda"]
        assert ana["scrap"] == ["roadside_rest"] and ana["burdens"] == 1
        assert [c["card"] for c in ben["minions"]] == ["trojan_spearman"]
        assert cy["deck"] and "mowgli" in cy["banished"]
        assert ana["book"] > 0 and (ana["hand"] == [] if seat == "Ana" else ana["hand"] == 0)
        assert ana["atlas"] if seat == "Ana" else ana["atlas"] > 0
        assert ana["dead"] == [] and view["void"] == [] and view["pool"] == st.pool and len(view["path"]) >= 2


@pytest.mark.rule("HJ-ASG-01")
def test_assignment_actions_come_before_the_campaign_player_assigns():
    game = new_game(2, decks="oz,alice")
    tip = game.state.players["Ana"].hero
    adversary_phase(game, "Ben")
    m1 = move_card(game, "Ben", "card_soldier", "minions")
    m2 = move_card(game, "Ben", "card_gardener", "minions")
    m3 = move_card(game, "Ben", "bandersnatch", "minions")
    empty_hand(game, "Ana")
    empty_hand(game, "Ben")
    brains = _conjure(game, "Ana", "scarecrow_brains", "hand")  # Assignment: a companion is Defender +1
    croquet = _conjure(game, "Ben", "croquet_hiding", "hand")  # Assignment: a minion cannot be assigned
    game.state.pool = 9
    do(game, "Ben", "done")
    until_rule(game, "HJ-ASG-01", "Ana")
    assert game.state.turn.step == "assignment" and f"play {brains}" in legal(game, "Ana")
    do(game, "Ana", f"play {brains}")
    do(game, "Ben", f"play {croquet}")
    do(game, "Ben", f"choose {m3}")
    assert game.decision().rule == "HJ-ASG-03"  # both have passed in a row: now Ana assigns
    do(game, "Ana", f"assign {tip} {m1}")
    assert f"assign {tip} {m2}" in legal(game, "Ana")  # Defender +1: a second minion
    assert not any(m3 in o for o in legal(game, "Ana"))  # hidden in the croquet-ground
    do(game, "Ana", f"assign {tip} {m2}")


@pytest.mark.rule("HJ-RNG-06")
def test_card_text_adds_to_a_ranged_total_that_has_no_shooter():
    game = new_game(2, decks="iliad,oz")
    adversary_phase(game, "Ben")
    m = move_card(game, "Ben", "kalidah", "minions")
    empty_hand(game, "Ana")
    empty_hand(game, "Ben")
    arrows = _conjure(game, "Ana", "behind_the_shield", "hand")  # Barrage: the party's ranged total +1
    game.modifiers.add(Modifier(m, "vitality", 5, kind="set", until="game"))
    assert not any(characters.stat(game, c, "shoot") for c in [game.state.players["Ana"].hero])
    do(game, "Ben", "done")
    until_rule(game, "HJ-RNG-03", "Ana")
    events = [e.text for e in do(game, "Ana", f"play {arrows}")]
    assert "ranged fire: minions 0, party 1" in events
    assert wounds(game, m) == 1


@pytest.mark.rule("HJ-EDGE-24")
def test_a_death_prevented_once_offers_no_second_prevention():
    game = new_game(2, decks="jungle,iliad")
    mowgli = game.state.players["Ana"].hero
    adversary_phase(game, "Ben")
    m = move_card(game, "Ben", "trojan_spearman", "minions")
    empty_hand(game, "Ana")
    empty_hand(game, "Ben")
    first = _conjure(game, "Ana", "one_blood", "hand")  # about to be killed: prevent it and heal
    second = _conjure(game, "Ana", "one_blood", "hand")
    game.modifiers.add(Modifier(m, "strength", 30, kind="set", until="game"))  # Mowgli is overwhelmed
    do(game, "Ben", "done")
    _skirmish(game, mowgli, [m])
    assert game.decision().kind == "interrupt" and waiting(game) == "Ana"
    opts = legal(game, "Ana")
    assert f"play {first}" in opts and f"play {second}" in opts
    do(game, "Ana", f"play {first}")
    assert game.state.in_play(mowgli)
    assert game.state.zone_kind(second) == "hand" and game.decision().kind != "interrupt"


@pytest.mark.rule("HJ-SITE-10")
def test_card_text_reads_the_terrain_of_the_partys_site():
    for plains in (True, False):
        game = new_game(2, decks="oz,iliad")
        st = game.state
        tip = st.players["Ana"].hero
        # The site under Ana's party becomes one with (or without) plains, whoever placed it.
        want = next(c.uid for s in ("Ana", "Ben") for c in st.players[s].atlas.cards
                    if c.card_id in st.content.sites
                    and ("plains" in st.content.sites[c.card_id].get("terrain", ())) is plains)
        adversary_phase(game, "Ben")
        st.path[st.players["Ana"].site] = want
        m = move_card(game, "Ben", "trojan_spearman", "minions")
        empty_hand(game, "Ana")
        empty_hand(game, "Ben")
        chariots = _conjure(game, "Ben", "chariots_on_the_plain", "hand")  # +1, or +3 on a plains site
        game.state.pool = 9
        do(game, "Ben", "done")
        _skirmish(game, tip, [m])
        events = [e.text for e in do(game, "Ben", f"play {chariots}")]
        base = st.content.cards["trojan_spearman"]["strength"]
        assert any(f"against {base + (3 if plains else 1)};" in t for t in events), events


@pytest.mark.rule("HJ-PARTY-05")
def test_only_a_companion_without_quest_bound_is_unbound():
    game = new_game(2, decks="oz,iliad")
    tip = game.state.players["Ana"].hero  # quest-bound
    jack = move_card(game, "Ana", "jack_pumpkinhead", "party")  # quest-bound
    saw = move_card(game, "Ana", "saw_horse", "party")  # unbound
    glinda = move_card(game, "Ana", "glinda", "support")  # an ally: neither
    adversary_phase(game, "Ben")
    m = move_card(game, "Ben", "trojan_spearman", "minions")
    empty_hand(game, "Ana")
    empty_hand(game, "Ben")
    cheer = _conjure(game, "Ana", "patchwork_cheer", "hand")  # Skirmish: an unbound companion +2
    _conjure(game, "Ana", "patchwork_cheer", "hand")  # so that Ana is asked in the window
    do(game, "Ben", "done")
    _skirmish(game, tip, [m])
    do(game, "Ana", f"play {cheer}")  # only the Saw-Horse qualifies: no choice to make
    assert not any(u in o for o in legal(game, "Ana") for u in (tip, jack, glinda))
    assert characters.stat(game, saw, "strength") == game.state.content.cards["saw_horse"]["strength"] + 2


@pytest.mark.rule("HJ-KW-DEF-03")
def test_defender_2_meets_a_check_for_defender_1():
    for defender, offered in ((2, True), (0, False)):
        game = new_game(2, decks="jungle,iliad")
        mowgli = game.state.players["Ana"].hero
        adversary_phase(game, "Ben")
        m = move_card(game, "Ben", "trojan_spearman", "minions")
        empty_hand(game, "Ana")
        empty_hand(game, "Ben")
        shoulder = _conjure(game, "Ana", "shoulder_to_shoulder", "hand")  # spot Defender +1: strength +2
        (other,) = hand(game, "Ana", "council_call")  # a skirmish event, so that Ana is asked
        if defender:
            game.modifiers.add(Modifier(mowgli, "defender", defender, kind="set", until="game"))
        do(game, "Ben", "done")
        _skirmish(game, mowgli, [m])
        assert (f"play {shoulder}" in legal(game, "Ana")) is offered


@pytest.mark.rule("HJ-COST-07")
def test_a_cancelled_event_keeps_its_cost_paid_and_goes_to_the_scrap_pile():
    game, tip, m, (powder,), _ = _at_skirmish_window(ana=("powder_of_life",))
    nonsense = _conjure(game, "Ben", "nonsense", "hand")  # cancel a Campaign event about to take effect
    pool = game.state.pool
    do(game, "Ana", f"play {powder}")  # strength +3, for 1 risk
    assert game.decision().kind == "interrupt" and waiting(game) == "Ben"
    events = [e.text for e in do(game, "Ben", f"play {nonsense}")]
    assert game.state.zone_kind(powder) == "scrap" and game.state.zone_kind(nonsense) == "scrap"
    assert game.state.pool == pool + 1 - 1  # Ana's 1 stays paid; Ben's card took 1 out
    assert "skirmish: Tip 5 against 4; the companion wins" in events  # no +3


@pytest.mark.rule("HJ-EFF-11", "HJ-EFF-13")
def test_a_blank_minion_loses_its_text_and_keywords_but_keeps_strength_and_wounds():
    game = new_game(2, decks="alice,alice")
    alice = game.state.players["Ana"].hero  # strength 4
    adversary_phase(game, "Ben")
    queen = move_card(game, "Ben", "queen_of_hearts", "minions")  # 8; on a win the Campaign player adds a burden
    jab = move_card(game, "Ben", "jabberwock", "minions")  # Damage +1
    set_wounds(game, queen, 1)
    empty_hand(game, "Ana")
    empty_hand(game, "Ben")
    packs = [_conjure(game, "Ana", "pack_of_cards", "hand") for _ in range(3)]  # blank a skirmishing minion
    game.modifiers.add(Modifier(alice, "vitality", 9, kind="set", until="game"))
    game.modifiers.add(Modifier(alice, "strength", 11, kind="set", until="game"))  # loses to 8 + 12, no overwhelm
    do(game, "Ben", "done")
    until_rule(game, "HJ-ASG-03", "Ana")
    do(game, "Ana", f"assign {alice} {queen}")
    if game.decision().rule == "HJ-ASG-03":
        do(game, "Ana", "done")
    until_rule(game, "HJ-ASG-07", "Ben")
    do(game, "Ben", f"assign {jab} {alice}")
    until_rule(game, "HJ-SKR-03", "Ana")
    do(game, "Ana", f"play {packs[0]}")
    do(game, "Ana", f"choose {queen}")
    do(game, "Ana", f"play {packs[1]}")
    do(game, "Ana", f"choose {jab}")
    assert characters.stat(game, queen, "strength") == 8 and wounds(game, queen) == 1  # not game text
    assert characters.stat(game, jab, "damage") == 0  # its Damage keyword was game text
    do(game, "Ana", "pass")  # keeping the third
    log = all_events(game)
    assert "skirmish: Alice 11 against 20; the minions win" in log
    assert wounds(game, alice) == 1  # no Damage bonus
    assert game.state.players["Ana"].burdens == 0  # the Queen's text did not fire


@pytest.mark.rule("HJ-EFF-12", "HJ-EDGE-30")
def test_a_campaign_event_blanked_as_it_resolves_does_nothing_but_stays_paid():
    game, tip, m, (powder,), _ = _at_skirmish_window(ana=("powder_of_life",))
    burble = _conjure(game, "Ben", "burble", "hand")  # blank a Campaign event about to take effect
    pool = game.state.pool
    do(game, "Ana", f"play {powder}")  # strength +3, for 1 risk
    events = [e.text for e in do(game, "Ben", f"play {burble}")]
    assert "Powder of Life is blank and has no effect" in events
    assert game.state.zone_kind(powder) == "scrap" and game.state.pool == pool + 1 - 1
    assert "skirmish: Tip 5 against 4; the companion wins" in events


@pytest.mark.rule("HJ-MOVE-04")
def test_a_move_limit_raised_for_the_turn_stays_when_its_reason_goes():
    game = new_game(2, decks="oz,oz")
    glinda = move_card(game, "Ana", "glinda", "support")  # an ally to spot
    empty_hand(game, "Ana")
    courage = _conjure(game, "Ana", "lions_courage", "hand")  # spot an ally: move limit +1 this turn
    do(game, "Ana", f"play {courage}")
    assert game.state.turn.move_limit == 3
    characters.leave_play(game, glinda, game.state.players["Ana"].dead)  # the ally is gone
    assert f"play {courage}" not in legal(game, "Ana")
    until_rule(game, "HJ-REG-05", "Ana")
    do(game, "Ana", "again")
    until_rule(game, "HJ-REG-05")
    assert waiting(game) == "Ana" and game.state.turn.moves == 2 and "again" in legal(game, "Ana")


@pytest.mark.rule("HJ-EFF-18")
def test_the_party_means_every_companion_of_the_campaign_player_and_no_ally():
    game = new_game(2, decks="oz,oz")
    tip = game.state.players["Ana"].hero
    jack = move_card(game, "Ana", "jack_pumpkinhead", "party")
    glinda = move_card(game, "Ana", "glinda", "support")
    ben_hero = game.state.players["Ben"].hero
    empty_hand(game, "Ana")
    cheer = _conjure(game, "Ana", "emerald_cheer", "hand")  # the party is strength +1 this turn
    before = {u: characters.stat(game, u, "strength") for u in (tip, jack, glinda, ben_hero)}
    do(game, "Ana", f"play {cheer}")
    after = {u: characters.stat(game, u, "strength") for u in before}
    assert {u: after[u] - before[u] for u in before} == {tip: 1, jack: 1, glinda: 0, ben_hero: 0}


@pytest.mark.rule("HJ-EFF-04", "HJ-EFF-05")
def test_looking_shows_one_seat_revealing_shows_all_and_the_cards_stay_in_order():
    game = new_game(2, decks="jungle,jungle")
    empty_hand(game, "Ana")
    counsel = _conjure(game, "Ana", "kaas_counsel", "hand")  # look at the top 3 of your book
    book = game.state.players["Ana"].book
    order = [c.uid for c in book.cards]
    top3 = [game.state.content.cards[c.card_id]["title"] for c in book.cards[:3]]
    events = do(game, "Ana", f"play {counsel}")
    look = next(e for e in events if e.kind == "look")
    assert all(t in look.for_seat("Ana")["text"] for t in top3)
    for other in ("Ben", None):
        assert not any(t in look.for_seat(other)["text"] for t in top3) and "data" not in look.for_seat(other)
    assert [c.uid for c in book.cards] == order
    # Ben, in his Adversary phase, reveals his top card: everyone sees it; a non-minion goes back on top.
    adversary_phase(game, "Ben")
    empty_hand(game, "Ben")
    ben_book = game.state.players["Ben"].book
    first = ben_book.cards[0]
    if game.state.content.cards[first.card_id]["type"] == "minion":  # make the top card a non-minion
        other = next(c for c in ben_book.cards if game.state.content.cards[c.card_id]["type"] != "minion")
        ben_book.cards.remove(other)
        ben_book.cards.insert(0, other)
    ben_order = [c.uid for c in ben_book.cards]
    boast = _conjure(game, "Ben", "bandar_boast", "hand")
    game.state.pool = 9
    events = do(game, "Ben", f"play {boast}")
    shown = next(e for e in events if e.kind == "reveal")
    title = game.state.content.cards[ben_book.cards[0].card_id]["title"]
    assert all(title in shown.for_seat(s)["text"] for s in ("Ana", "Ben", None))
    assert [c.uid for c in ben_book.cards] == ben_order


@pytest.mark.rule("HJ-ACTV-06")
def test_spot_x_lets_the_player_name_any_number_up_to_all():
    game = new_game(2, decks="jungle,jungle")
    for cid in ("baloo", "bagheera"):
        move_card(game, "Ana", cid, "party")
    empty_hand(game, "Ana")
    council = _conjure(game, "Ana", "rock_council", "hand")  # spot X companions: remove (X)
    game.state.pool = 5
    do(game, "Ana", f"play {council}")
    assert legal(game, "Ana") == ["spot 0", "spot 1", "spot 2", "spot 3"]
    do(game, "Ana", "spot 2")
    assert game.state.pool == 3


@pytest.mark.rule("HJ-ACTV-07", "HJ-EFF-16")
def test_you_can_spot_counts_every_ally_with_no_choice():
    game = new_game(2, decks="jungle,iliad")
    mowgli = game.state.players["Ana"].hero
    allies = [c for c in game.state.content.decks["jungle"].book_list()
              if game.state.content.cards[c]["type"] == "ally"]
    for cid in dict.fromkeys(allies):
        move_card(game, "Ana", cid, "support")
    n = len(dict.fromkeys(allies))
    adversary_phase(game, "Ben")
    m = move_card(game, "Ben", "trojan_spearman", "minions")
    empty_hand(game, "Ana")
    empty_hand(game, "Ben")
    free = _conjure(game, "Ana", "free_people", "hand")  # +1 for each ally you can spot
    _conjure(game, "Ana", "free_people", "hand")  # keeps Ana in the window after the first
    do(game, "Ben", "done")
    _skirmish(game, mowgli, [m])
    before = characters.stat(game, mowgli, "strength")
    do(game, "Ana", f"play {free}")
    assert not any(o.startswith("spot ") for o in legal(game, "Ana"))
    assert n >= 2 and characters.stat(game, mowgli, "strength") == before + n


@pytest.mark.rule("HJ-BEAR-04")
def test_a_player_cannot_discard_a_borne_card_by_choice():
    game = new_game(2, decks="oz,iliad")
    tip = game.state.players["Ana"].hero
    staff = move_card(game, "Ana", "gillikin_staff", "borne", bearer=tip)
    until_rule(game, "HJ-REG-02", "Ana")  # reconciling: a discard of Ana's choice
    assert not any(staff in o for o in legal(game, "Ana"))
    with pytest.raises(Refused):
        do(game, "Ana", f"discard {staff}")
    assert game.state.bearer[staff] == tip


@pytest.mark.rule("HJ-KW-DMG-05")
def test_an_overwhelmed_loser_is_killed_without_wounds_whatever_the_damage():
    game = new_game(2, decks="iliad,oz")
    dio = game.state.players["Ana"].hero  # Damage +1
    adversary_phase(game, "Ben")
    m = move_card(game, "Ben", "kalidah", "minions")
    empty_hand(game, "Ana")
    empty_hand(game, "Ben")
    game.modifiers.add(Modifier(dio, "strength", 20, kind="set", until="game"))
    game.modifiers.add(Modifier(m, "vitality", 9, kind="set", until="game"))  # would survive 2 wounds
    assert characters.stat(game, dio, "damage") >= 1
    do(game, "Ben", "done")
    _skirmish(game, dio, [m])
    log = all_events(game)
    assert game.state.zone_kind(m) == "scrap" and any("is killed (overwhelmed)" in t for t in log)
    assert not any(t.startswith("Kalidah") and "takes a wound" in t for t in log)


@pytest.mark.rule("HJ-RESP-08")
def test_an_instead_that_cannot_happen_leaves_the_original_effect():
    for spare in (True, False):
        game = new_game(2, decks="alice,iliad")
        alice = game.state.players["Ana"].hero
        adversary_phase(game, "Ben")
        move_card(game, "Ben", "trojan_spearman", "minions")
        empty_hand(game, "Ana")
        empty_hand(game, "Ben")
        jam = _conjure(game, "Ana", "jam_tomorrow", "hand")  # a wound on your companion: discard a card instead
        extra = _conjure(game, "Ana", "dormouse", "hand") if spare else None
        arrow = _conjure(game, "Ben", "apollos_arrow", "hand")  # Barrage: wound a companion
        game.state.pool = 9
        do(game, "Ben", "done")
        until_rule(game, "HJ-RNG-03", "Ben")
        do(game, "Ben", f"play {arrow}")
        assert waiting(game) == "Ana"
        do(game, "Ana", f"play {jam}")
        if spare:
            do(game, "Ana", f"discard {extra}")
            assert wounds(game, alice) == 0 and game.state.zone_kind(extra) == "scrap"
        else:
            assert wounds(game, alice) == 1  # nothing to discard: the wound lands after all


@pytest.mark.rule("HJ-COST-12")
def test_an_adversary_cost_may_exert_another_adversary_players_minion_but_no_companion():
    game = new_game(3, decks="oz,iliad,iliad")
    tip = game.state.players["Ana"].hero
    adversary_phase(game, "Cy")
    cy_minion = move_card(game, "Cy", "charioteer", "minions")
    game.modifiers.add(Modifier(cy_minion, "vitality", 5, kind="set", until="game"))
    do(game, "Cy", "done")
    for s in ("Ana", "Ben", "Cy"):
        empty_hand(game, s)
    ranks = _conjure(game, "Ben", "from_the_ranks", "hand")  # exert a minion: wound a companion
    ben_minion = move_card(game, "Ben", "trojan_spearman", "minions")
    game.modifiers.add(Modifier(ben_minion, "vitality", 5, kind="set", until="game"))
    game.state.pool = 9
    do(game, "Ben", "done")
    until_rule(game, "HJ-RNG-02", "Ben")
    do(game, "Ben", f"play {ranks}")
    assert sorted(legal(game, "Ben")) == sorted([f"choose {cy_minion}", f"choose {ben_minion}"])  # no companion
    do(game, "Ben", f"choose {cy_minion}")  # Cy's minion pays Ben's cost
    assert wounds(game, cy_minion) == 1 and wounds(game, tip) == 1


@pytest.mark.rule("HJ-SKR-03")
def test_a_skirmish_step_runs_pick_begin_triggers_actions_resolve_then_win_triggers():
    game = new_game(2, decks="oz,iliad")
    tip = game.state.players["Ana"].hero  # strength 5
    jack = move_card(game, "Ana", "jack_pumpkinhead", "party")
    adversary_phase(game, "Ben")
    hektor = _conjure(game, "Ben", "hektor", "minions")  # 9; +2 when a skirmish step with him begins
    m = move_card(game, "Ben", "trojan_spearman", "minions")
    empty_hand(game, "Ana")
    empty_hand(game, "Ben")
    (powder,) = hand(game, "Ana", "powder_of_life")  # Skirmish: strength +3
    game.modifiers.add(Modifier(tip, "vitality", 9, kind="set", until="game"))
    game.modifiers.add(Modifier(tip, "strength", 6, kind="set", until="game"))  # 6 + 3 against 11: no overwhelm
    do(game, "Ben", "done")
    until_rule(game, "HJ-ASG-03", "Ana")
    do(game, "Ana", f"assign {tip} {hektor}")
    do(game, "Ana", f"assign {jack} {m}")
    if game.decision().rule == "HJ-ASG-03":
        do(game, "Ana", "done")
    do(game, "Ana", f"skirmish {tip}")  # (1) the Campaign player picks
    assert characters.stat(game, hektor, "strength") == 11  # (3) the begin trigger came before any action
    do(game, "Ana", f"play {powder}")  # (4) actions
    log = all_events(game)
    order = [log.index("skirmish: Tip"), log.index("Hektor is strength +2 until the end of the skirmish"),
             log.index("Tip is strength +3 until the end of the skirmish"),
             log.index("skirmish: Tip 9 against 11; the minions win"), log.index("Tip takes a wound (1)")]
    assert order == sorted(order) and order[4] == order[3] + 1  # (5) the loser's wound at once
    assert log.index("skirmish: Jack Pumpkinhead") > order[4]
    assert characters.stat(game, hektor, "strength") == 9  # (2) his +2 expired with that skirmish


@pytest.mark.rule("HJ-EFF-09")
def test_unless_lets_the_named_player_pay_to_stop_the_effect():
    for pay in (True, False):
        game = new_game(2, decks="oz,oz")
        tip = game.state.players["Ana"].hero
        adversary_phase(game, "Ben")
        empty_hand(game, "Ben")
        whistle = _conjure(game, "Ben", "witchs_whistle", "hand")  # a burden, unless a companion exerts
        game.state.pool = 9
        do(game, "Ben", f"play {whistle}")
        assert waiting(game) == "Ana" and f"choose {tip}" in legal(game, "Ana") and "pass" in legal(game, "Ana")
        do(game, "Ana", f"choose {tip}" if pay else "pass")
        assert game.state.players["Ana"].burdens == (0 if pay else 1)
        assert wounds(game, tip) == (1 if pay else 0)
    # Nothing to pay with (Tip exhausted): the burden comes, and Ana is not asked.
    game = new_game(2, decks="oz,oz")
    tip = game.state.players["Ana"].hero
    set_wounds(game, tip, 2)
    adversary_phase(game, "Ben")
    empty_hand(game, "Ben")
    whistle = _conjure(game, "Ben", "witchs_whistle", "hand")
    game.state.pool = 9
    do(game, "Ben", f"play {whistle}")
    assert game.state.players["Ana"].burdens == 1 and waiting(game) == "Ben"


@pytest.mark.rule("HJ-EFF-09")
def test_the_unless_exertion_is_a_cost_and_stopped_as_it_is_paid_the_burden_comes_in_full():
    game = new_game(2, decks="oz,alice")
    st = game.state
    tip = st.players["Ana"].hero
    adversary_phase(game, "Ben")
    empty_hand(game, "Ben")
    whistle = _conjure(game, "Ben", "witchs_whistle", "hand")  # a burden, unless a companion exerts
    riddle = _conjure(game, "Ben", "hatters_riddle", "hand")  # stop a Campaign player's exertion as it is paid
    st.pool = 9
    do(game, "Ben", f"play {whistle}")
    do(game, "Ana", f"choose {tip}")  # Ana pays: the exertion is about to be paid ...
    assert waiting(game) == "Ben" and game.decision().kind == "interrupt"
    assert f"play {riddle}" in legal(game, "Ben")  # ... and a payment can be answered
    do(game, "Ben", f"play {riddle}")
    assert wounds(game, tip) == 0  # not paid,
    assert st.players["Ana"].burdens == 1  # so nothing is stopped: the burden comes
    assert st.zone_kind(riddle) == "scrap"


@pytest.mark.rule("HJ-EFF-06", "HJ-EFF-07")
def test_an_effect_that_plays_a_card_from_hand_needs_one_there_and_must_play_it():
    game = new_game(2, decks="oz,oz")
    empty_hand(game, "Ana")
    summons = _conjure(game, "Ana", "wizards_summons", "hand")  # play a companion from hand for 1 less
    (rest,) = hand(game, "Ana", "roadside_rest")
    assert f"play {summons}" not in legal(game, "Ana")  # no companion in hand: it cannot start
    with pytest.raises(Refused):
        do(game, "Ana", f"play {summons}")
    (saw,) = hand(game, "Ana", "saw_horse")  # cost 2
    pool = game.state.pool
    do(game, "Ana", f"play {summons}")
    assert legal(game, "Ana") == [f"choose {saw}"]  # no way to decline
    do(game, "Ana", f"choose {saw}")
    assert game.state.zone_kind(saw) == "party" and game.state.pool == pool + 2 - 1


@pytest.mark.rule("HJ-ASG-02")
def test_an_assignment_action_pairs_only_a_minion_and_a_companion_both_unassigned():
    game = new_game(2, decks="oz,iliad")
    tip = game.state.players["Ana"].hero
    adversary_phase(game, "Ben")
    m1 = move_card(game, "Ben", "trojan_spearman", "minions")
    m2 = move_card(game, "Ben", "charioteer", "minions")
    empty_hand(game, "Ana")
    empty_hand(game, "Ben")
    calls = [_conjure(game, "Ben", "calls_out_a_champion", "hand") for _ in range(2)]
    game.state.pool = 9
    do(game, "Ben", "done")
    until_rule(game, "HJ-ASG-01", "Ben")
    do(game, "Ben", f"play {calls[0]}")
    assert sorted(legal(game, "Ben")) == sorted([f"assign {m1} {tip}", f"assign {m2} {tip}"])
    do(game, "Ben", f"assign {m1} {tip}")
    # Tip is taken now: the second copy has no pair left to make (the window closes with Ben passing
    # by himself), Ana has no one left to assign, and Ben is asked about his leftover charioteer.
    assert game.state.zone_kind(calls[1]) == "hand"
    assert game.decision().rule == "HJ-ASG-07" and waiting(game) == "Ben"
    assert any("Ana is done assigning" in t for t in all_events(game))


def test_regroup_events_are_offered_in_the_regroup_window_to_their_side():
    game = new_game(2, decks="oz,jungle")
    tip = game.state.players["Ana"].hero
    set_wounds(game, tip, 1)
    empty_hand(game, "Ana")
    empty_hand(game, "Ben")
    castle = _conjure(game, "Ana", "tin_castle", "hand")  # Skirmish or Regroup: heal a companion
    howl = _conjure(game, "Ben", "cold_lairs_howl", "hand")  # Regroup: the Campaign player adds a burden
    game.state.pool = 9
    until_rule(game, "HJ-REG-01", "Ana")
    assert f"play {castle}" in legal(game, "Ana")
    do(game, "Ana", f"play {castle}")
    assert wounds(game, tip) == 0
    assert waiting(game) == "Ben" and f"play {howl}" in legal(game, "Ben")
    game.state.pool = 9
    do(game, "Ben", f"play {howl}")
    assert game.state.players["Ana"].burdens == 1

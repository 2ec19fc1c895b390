"""The turn: Campaign phase, moving, Adversary phases, risk, playing cards, regroup and the next turn."""

from __future__ import annotations

import pytest

from hjourney_tui.core.game import Refused
from hjourney_tui.games.heroes_journey.rules import elimination

from .helpers import (
    adversary_phase,
    all_events,
    do,
    empty_hand,
    hand,
    legal,
    make,
    move_card,
    new_game,
    passive,
    set_wounds,
    until_rule,
    waiting,
)


def _play(game, seat, uid, bearer=None):
    return do(game, seat, f"play {uid}" + (f" {bearer}" if bearer else ""))


@pytest.mark.rule("HJ-RISK-02", "HJ-PLAY-15", "HJ-PLAY-07")
def test_a_campaign_card_adds_its_risk_cost_and_joins_the_party():
    game = new_game(2)
    [saw] = hand(game, "Ana", "saw_horse")
    _play(game, "Ana", saw)
    assert game.state.pool == 2
    assert game.state.zone_kind(saw) == "party"


@pytest.mark.rule("HJ-CAMP-05", "HJ-MOVE-05", "HJ-RISK-09", "HJ-MOVE-07", "HJ-SITE-04")
def test_done_moves_the_party_and_the_move_adds_site_risk_and_one_per_companion():
    game = new_game(2)
    [jack] = hand(game, "Ana", "jack_pumpkinhead")
    _play(game, "Ana", jack)  # pool 1
    do(game, "Ana", "done")
    assert waiting(game) == "Ben" and game.decision().rule == "HJ-SITE-05"  # the only opponent places
    site = next(o for o in legal(game, "Ben") if game.state.data(o.split()[1])["risk"] > 0)
    risk = game.state.data(site.split()[1])["risk"]
    do(game, "Ben", site)
    p = game.state.players["Ana"]
    assert p.site == 2 and game.state.turn.moves == 1
    assert game.state.pool == 1 + risk + 2  # Tip and Jack
    log = all_events(game)
    placed = next(i for i, t in enumerate(log) if "as site 2" in t)
    moved = next(i for i, t in enumerate(log) if "moves to site 2" in t)
    risked = next(i for i, t in enumerate(log) if t.startswith("risk: site"))
    assert placed < moved < risked


@pytest.mark.rule("HJ-SITE-05", "HJ-SITE-06", "HJ-SITE-02")
def test_a_placed_site_fits_its_number_and_leaves_the_atlas():
    game = new_game(2)
    do(game, "Ana", "done")
    st = game.state
    opts = legal(game, "Ben")
    assert {st.data(o.split()[1])["region"] for o in opts} == {1}
    deep = next(c.uid for c in st.players["Ben"].atlas.cards if st.data(c.uid)["region"] == 2)
    with pytest.raises(Refused):
        do(game, "Ben", f"site {deep}")
    uid = opts[0].split()[1]
    do(game, "Ben", opts[0])
    assert st.path[2] == uid and st.zone_kind(uid) == "path"
    assert elimination.fitting_sites(game, "Ben", 4) and all(
        st.data(u)["region"] == 2 for u in elimination.fitting_sites(game, "Ben", 4))


def _three_with_site_one(card_id: str):
    """Three players, Ana first, with this site of hers as site 1."""
    from .helpers import bid_all, finish_setup, pick_places
    game = make(3)
    bid_all(game)
    pick_places(game)
    uid = next(c.uid for c in game.state.players["Ana"].atlas.cards if c.card_id == card_id)
    do(game, "Ana", f"site {uid}")
    finish_setup(game)
    return game


@pytest.mark.rule("HJ-SITE-03", "HJ-SITE-11")
@pytest.mark.parametrize("site, placer", [("gillikin_cornfield", "Cy"), ("yellow_brick_road", "Ben")])
def test_the_leaving_sites_arrow_names_who_places_the_next(site, placer):
    game = _three_with_site_one(site)  # cornfield points right (Cy, on Ana's right), the road left (Ben)
    do(game, "Ana", "done")
    assert waiting(game) == placer and game.decision().rule == "HJ-SITE-05"


@pytest.mark.rule("HJ-TURN-07", "HJ-ADV-01", "HJ-MP-01", "HJ-MP-02")
def test_adversary_phases_run_counter_clockwise_from_the_right():
    game = new_game(3)
    do(game, "Ana", "done")
    order = []
    while len(order) < 2:
        seat = waiting(game)
        if game.decision().rule == "HJ-ADV-02":
            order.append(seat)
            do(game, seat, "done")
        else:
            do(game, seat, legal(game, seat)[0])
    assert order == ["Cy", "Ben"]


@pytest.mark.rule("HJ-RISK-03", "HJ-PLAY-16", "HJ-ADV-05", "HJ-RISK-01")
def test_an_adversary_card_spends_risk_and_needs_enough_in_the_pool():
    game = new_game(2)
    adversary_phase(game, "Ben")
    st = game.state
    empty_hand(game, "Ben")
    spear, chariot = hand(game, "Ben", "trojan_spearman", "charioteer")
    st.pool = 2
    assert f"play {chariot}" not in legal(game, "Ben")  # costs 3 (and roams)
    with pytest.raises(Refused):
        _play(game, "Ben", chariot)
    _play(game, "Ben", spear)
    assert st.pool == 1 and st.zone_kind(spear) == "minions" and st.card(spear).owner == "Ben"


@pytest.mark.rule("HJ-RISK-07", "HJ-RISK-08", "HJ-EDGE-07")
def test_a_roaming_minion_costs_two_more():
    game = new_game(2)
    adversary_phase(game, "Ben")
    st = game.state
    [chariot] = hand(game, "Ben", "charioteer")  # cost 3, site 4; Ana is at site 2
    st.pool = 4
    assert f"play {chariot}" not in legal(game, "Ben")
    st.pool = 5
    assert f"play {chariot}" in legal(game, "Ben")
    st.players["Ana"].site = 4  # at its site it does not roam
    st.pool = 3
    _play(game, "Ben", chariot)
    assert st.pool == 0


@pytest.mark.rule("HJ-RISK-04", "HJ-ACT-07")
def test_adversary_players_spend_one_shared_pool_in_turn():
    game = new_game(3)
    adversary_phase(game, "Cy")
    st = game.state
    st.pool = 3
    [spear] = hand(game, "Cy", "field_crow")  # Cy plays Oz: crow cost 1, site 2
    _play(game, "Cy", spear)
    do(game, "Cy", "done")
    assert waiting(game) == "Ben" and st.pool == 2
    empty_hand(game, "Ben")
    [shield] = hand(game, "Ben", "shield_wall")  # cost 2
    _play(game, "Ben", shield)
    assert st.pool == 0


@pytest.mark.rule("HJ-EDGE-21", "HJ-ACTV-02", "HJ-TURN-02")
def test_your_adversary_cards_are_inactive_on_your_own_turn():
    game = new_game(2)
    [kalidah] = hand(game, "Ana", "kalidah")
    game.state.pool = 10
    assert not any(kalidah in o for o in legal(game, "Ana"))
    with pytest.raises(Refused):
        _play(game, "Ana", kalidah)


@pytest.mark.rule("HJ-TURN-08")
def test_with_no_minion_ranged_and_melee_are_skipped():
    game = new_game(2)
    until_rule(game, "HJ-REG-05", "Ana")
    assert not any(t.startswith("ranged fire") or t.startswith("skirmish") for t in all_events(game))
    assert game.state.turn.phase == "regroup"


@pytest.mark.rule("HJ-TURN-10", "HJ-MOVE-01", "HJ-MOVE-03", "HJ-REG-05")
def test_moving_again_brings_the_adversary_phases_back_until_the_limit():
    game = new_game(3)
    assert game.state.turn.move_limit == 2
    until_rule(game, "HJ-REG-05", "Ana")
    do(game, "Ana", "again")
    until_rule(game, "HJ-ADV-02")
    assert waiting(game) == "Cy" and game.state.turn.moves == 2
    asked = []

    def there(g):
        asked.append((g.decision().rule, g.decision().seats))
        return g.state.turn.campaign != "Ana"
    from .helpers import answer_until
    answer_until(game, there, passive)
    # after the second move Ana is never asked to move again: her turn just ends
    assert ("HJ-REG-05", ("Ana",)) not in asked
    assert game.state.players["Ana"].site == 3 and game.state.turn.campaign == "Ben"


@pytest.mark.rule("HJ-MOVE-02")
def test_with_four_players_the_move_limit_is_the_number_of_opponents():
    assert new_game(4).state.turn.move_limit == 3
    assert new_game(2).state.turn.move_limit == 2


@pytest.mark.rule("HJ-TURN-11", "HJ-TURN-03")
def test_stopping_discards_the_minions_and_the_next_player_clockwise_begins():
    game = new_game(3)
    adversary_phase(game, "Cy")
    game.state.pool = 5
    [crow] = hand(game, "Cy", "field_crow")
    _play(game, "Cy", crow)
    until_rule(game, "HJ-REG-05", "Ana")
    assert game.state.in_play(crow)  # nobody assigned it
    do(game, "Ana", "stop")
    assert game.state.zone_kind(crow) == "scrap"
    assert game.state.turn.campaign == "Ben"


@pytest.mark.rule("HJ-TURN-04", "HJ-VAR-04")
def test_the_pool_is_emptied_when_a_turn_begins_unless_it_persists():
    for persistent, expect_empty in ((False, True), (True, False)):
        game = new_game(2, persistent_pool=persistent)
        until_rule(game, "HJ-REG-05", "Ana")
        game.state.pool = 7
        do(game, "Ana", "stop")
        assert game.state.turn.campaign == "Ben"
        assert (game.state.pool == 0) == expect_empty


@pytest.mark.rule("HJ-UNQ-01", "HJ-UNQ-03")
def test_a_unique_title_in_play_blocks_another_copy():
    game = new_game(2)
    [tip2] = hand(game, "Ana", "tip")
    assert f"play {tip2}" not in legal(game, "Ana")
    with pytest.raises(Refused):
        _play(game, "Ana", tip2)


@pytest.mark.rule("HJ-UNQ-06")
def test_an_opponents_inactive_copy_does_not_block():
    game = new_game(2, decks="oz,oz")
    move_card(game, "Ben", "jack_pumpkinhead", "party")
    [jack] = hand(game, "Ana", "jack_pumpkinhead")
    _play(game, "Ana", jack)
    assert game.state.zone_kind(jack) == "party"


@pytest.mark.rule("HJ-PARTY-01", "HJ-EDGE-09")
def test_companions_in_play_and_dead_stay_within_the_party_limit():
    game = new_game(2)  # The Lost Princess: party limit 4
    move_card(game, "Ana", "jack_pumpkinhead", "party")
    move_card(game, "Ana", "saw_horse", "party")
    move_card(game, "Ana", "tik_tok", "dead")
    [tiger] = hand(game, "Ana", "hungry_tiger")
    assert f"play {tiger}" not in legal(game, "Ana")
    game.table.move(game.state.card(move_card(game, "Ana", "tik_tok", "hand", source=("dead",))),
                    game.state.players["Ana"].book)
    assert f"play {tiger}" in legal(game, "Ana")


@pytest.mark.rule("HJ-PARTY-02")
def test_a_quest_need_may_take_companions_of_some_cultures_only():
    game = new_game(2, decks="iliad,oz")  # The Walls of Ilion: Achaian companions only
    st = game.state
    stranger = game.table.create("jack_pumpkinhead", st.players["Ana"].hand, owner="Ana")
    st.cards[str(stranger.uid)] = stranger
    game._legal_cache = None
    assert f"play {stranger.uid}" not in legal(game, "Ana")
    [myrmidon] = hand(game, "Ana", "myrmidon")
    assert f"play {myrmidon}" in legal(game, "Ana")


@pytest.mark.rule("HJ-BEAR-02", "HJ-BEAR-05")
def test_a_character_bears_one_card_of_each_class():
    game = new_game(2)
    st = game.state
    tip = st.players["Ana"].hero
    jack = move_card(game, "Ana", "jack_pumpkinhead", "party")
    staff1, staff2 = hand(game, "Ana", "gillikin_staff", "gillikin_staff")
    assert f"play {staff1} {tip}" in legal(game, "Ana")
    _play(game, "Ana", staff1, tip)
    assert game.modifiers.stat(tip, "strength") == 5 + 2
    assert f"play {staff2} {tip}" not in legal(game, "Ana") and f"play {staff2} {jack}" in legal(game, "Ana")
    with pytest.raises(Refused):
        _play(game, "Ana", staff2, tip)
    assert not any(o.startswith(f"play {staff2} ") and o.split()[2] not in (tip, jack) for o in legal(game, "Ana"))


@pytest.mark.rule("HJ-ADV-03")
def test_an_adversary_item_goes_only_on_its_own_players_minion():
    game = new_game(3, decks="oz,iliad,oz")
    adversary_phase(game, "Cy")
    st = game.state
    st.pool = 10
    cy_crow = move_card(game, "Cy", "field_crow", "minions")
    do(game, "Cy", "done")
    ben_spear = move_card(game, "Ben", "trojan_spearman", "minions")
    [helm] = hand(game, "Ben", "trojan_helm")
    assert f"play {helm} {ben_spear}" in legal(game, "Ben")
    with pytest.raises(Refused):
        _play(game, "Ben", helm, cy_crow)


@pytest.mark.rule("HJ-PLAY-10", "HJ-PLAY-01", "HJ-CHR-12")
def test_an_event_resolves_then_goes_to_the_scrap_pile():
    game = new_game(2)
    st = game.state
    tip = st.players["Ana"].hero
    set_wounds(game, tip, 2)
    [rest] = hand(game, "Ana", "roadside_rest")
    events = _play(game, "Ana", rest)
    assert any("plays Rest beside the Road" in e.text and e.private_to is None for e in events)
    do(game, "Ana", f"choose {tip}")  # each companion only once: Tip heals one wound
    assert game.state.card(tip).tokens.get("wound") == 1
    assert st.zone_kind(rest) == "scrap"


@pytest.mark.rule("HJ-CAMP-04")
def test_second_wind_discards_a_matching_title_to_heal_once():
    game = new_game(2)
    st = game.state
    tip = st.players["Ana"].hero
    [copy] = hand(game, "Ana", "tip")
    assert f"wind {copy}" not in legal(game, "Ana")  # Tip is not wounded
    set_wounds(game, tip, 2)
    do(game, "Ana", f"wind {copy}")
    assert st.card(tip).tokens["wound"] == 1 and st.zone_kind(copy) == "scrap"


@pytest.mark.rule("HJ-SANC-01", "HJ-SANC-02", "HJ-SANC-03", "HJ-SANC-05", "HJ-CAMP-02", "HJ-TURN-06")
def test_a_site_placed_as_three_heals_up_to_five_at_the_start_of_the_campaign_phase():
    game = new_game(2)
    until_rule(game, "HJ-REG-05", "Ben", choose=lambda g, s, o: "stop" if "stop" in o else passive(g, s, o))
    st = game.state
    if 3 not in st.path:
        elimination.place_site(game, "Ben", elimination.fitting_sites(game, "Ben", 3)[0], 3)
    st.players["Ana"].site = 3
    tip = st.players["Ana"].hero
    jack = move_card(game, "Ana", "jack_pumpkinhead", "party")
    set_wounds(game, tip, 2)
    set_wounds(game, jack, 1)
    do(game, "Ben", "stop")
    assert waiting(game) == "Ana" and game.decision().rule == "HJ-SANC-02"
    do(game, "Ana", f"heal {tip}")
    do(game, "Ana", f"heal {jack}")
    assert game.decision().rule == "HJ-SANC-02"  # one wound left on Tip, 3 healing left
    do(game, "Ana", "done")  # what is left is lost
    assert game.decision().rule == "HJ-CAMP-03"
    assert st.card(tip).tokens.get("wound") == 1


@pytest.mark.rule("HJ-WIN-06", "HJ-REG-01")
def test_reaching_regroup_at_site_nine_with_the_hero_motivated_wins():
    game = new_game(2)
    game.state.players["Ana"].site = 8
    until_rule(game, "HJ-ADV-02", "Ben")
    assert game.state.players["Ana"].site == 9
    do(game, "Ben", "done")
    assert game.outcome() is not None and game.outcome().winners == ["Ana"]

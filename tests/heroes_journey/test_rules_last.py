"""Costs changed by text, stacking with a max, culture tokens, site text and the Sanctuary's timing."""

from __future__ import annotations

import pytest

from hjourney_tui.core.game import Refused
from hjourney_tui.games.heroes_journey.rules import characters, elimination, playing

from .helpers import (
    adversary_phase,
    answer_until,
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
    wounds,
)


def give(game, seat: str, card_id: str, zone: str, bearer: str | None = None) -> str:
    """A copy of a card the seat's deck does not hold, made straight into `zone`."""
    st = game.state
    c = game.table.create(card_id, st.players[seat].zones[zone], owner=seat, face_up=zone != "book")
    st.cards[str(c.uid)] = c
    if bearer:
        st.bearer[str(c.uid)] = bearer
    game._legal_cache = None
    return str(c.uid)


def _options(game, seat: str) -> dict[str, dict]:
    game._legal_cache = None
    return {o.text: o.data for o in game.decision().options if seat in game.decision().seats} \
        if game.decision().options else {c.text: c.data for c in game.legal_commands(seat)}


def _cost_offered(game, seat: str, uid: str) -> int | None:
    game._legal_cache = None
    for c in game.legal_commands(seat):
        if c.data.get("card") == uid and c.data.get("verb") in ("play", "add"):
            return c.data.get("cost")
    return None


# -- costs changed by text ------------------------------------------------------------------------

@pytest.mark.rule("HJ-SETUP-19")
def test_a_starting_companion_that_lowers_a_cost_lets_more_into_the_starting_party():
    def party_with(first: str) -> tuple:
        game = make(2)
        for seat in ("Ana", "Ben"):
            do(game, seat, "bid 0")
        gump = next((c.uid for c in game.state.players["Ana"].book.cards if c.card_id == "the_gump"), None) \
            or give(game, "Ana", "the_gump", "book")
        until_rule(game, "HJ-SETUP-16", "Ana")
        first_uid = next(c.uid for c in game.state.players["Ana"].book.cards if c.card_id == first)
        do(game, "Ana", f"add {first_uid}")  # Tip (2) and a companion of cost 1: 3 of 4 spent
        return game, gump

    game, gump = party_with("jack_pumpkinhead")
    assert f"add {gump}" in legal(game, "Ana") and _cost_offered(game, "Ana", gump) == 1
    do(game, "Ana", f"add {gump}")
    assert game.state.zone_kind(gump) == "party"
    game, gump = party_with("woggle_bug")  # no Jack: the Gump costs its printed 2, one too many
    assert f"add {gump}" not in legal(game, "Ana")


@pytest.mark.rule("HJ-PLAY-05", "HJ-EFF-15")
def test_a_card_lowers_its_own_cost_only_when_the_exact_title_is_spotted():
    game = new_game(2)
    st = game.state
    tip = st.players["Ana"].hero
    empty_hand(game, "Ana")
    dish = give(game, "Ana", "courage_in_a_dish", "hand")
    give(game, "Ana", "the_gump", "party")  # its subtitle names Jack Pumpkinhead: not a spot of [Jack Pumpkinhead]
    assert _cost_offered(game, "Ana", dish) == 1
    move_card(game, "Ana", "jack_pumpkinhead", "party")
    assert _cost_offered(game, "Ana", dish) == 0
    before = st.pool
    do(game, "Ana", f"play {dish} {tip}")
    assert st.pool == before and st.bearer[dish] == tip


@pytest.mark.rule("HJ-RISK-05", "HJ-BEAR-06")
def test_a_cost_change_in_play_counts_only_while_the_card_is_being_played():
    game = new_game(2)
    st = game.state
    tip = st.players["Ana"].hero
    give(game, "Ben", "wicked_toll", "support")  # Ben's Adversary card: active on Ana's turn
    empty_hand(game, "Ana")
    staff = hand(game, "Ana", "gillikin_staff")[0]  # a possession, printed cost 1
    shoes = hand(game, "Ana", "silver_shoes")[0]  # an artifact: not touched (HJ-BEAR-06)
    mine = next(c for c in game.view("Ana")["players"]["Ana"]["hand"] if c["uid"] == staff)
    assert mine["cost"] == 1  # in hand the printed cost is what is read
    assert _cost_offered(game, "Ana", staff) == 2 and _cost_offered(game, "Ana", shoes) == 1
    before = st.pool
    do(game, "Ana", f"play {staff} {tip}")
    assert st.pool == before + 2
    on_tip = next(b for b in game.view("Ana")["players"]["Ana"]["party"][0]["bears"] if b["uid"] == staff)
    assert on_tip["cost"] == 1  # in play, printed again


# -- stacking ------------------------------------------------------------------------------------

def _box_game():
    game = new_game(2)
    empty_hand(game, "Ana")
    box = give(game, "Ana", "white_knights_box", "support")
    return game, box


@pytest.mark.rule("HJ-ZONE-06", "HJ-ZONE-07", "HJ-EFF-08")
def test_a_stacked_card_is_not_played_not_in_play_and_hidden_from_other_seats():
    game, box = _box_game()
    jack = hand(game, "Ana", "jack_pumpkinhead")[0]
    n = len(game.events)
    do(game, "Ana", f"use {box}")
    assert game.state.zone_kind(jack) == "stacked" and not game.state.in_play(jack)
    assert all(e.kind != "enter" for e in game.events[n:])  # stacking is not playing
    ana = game.view("Ana")["players"]["Ana"]["support"][0]
    ben = game.view("Ben")["players"]["Ana"]["support"][0]
    assert ana["stacked"] == 1 and ana["stacked_cards"][0]["uid"] == jack
    assert ben["stacked"] == 1 and "stacked_cards" not in ben
    seen = [e.for_seat("Ben") for e in game.events[n:]]
    assert seen and all("Jack" not in str(e) and jack not in str(e) for e in seen if e)


@pytest.mark.rule("HJ-LIM-04", "HJ-LIM-05")
def test_a_max_never_resets_and_an_action_that_would_break_it_cannot_be_taken():
    game, box = _box_game()
    hand(game, "Ana", "jack_pumpkinhead", "saw_horse", "tik_tok")
    do(game, "Ana", f"use {box}")
    do(game, "Ana", f"choose {game.state.players['Ana'].hand.cards[0].uid}")
    do(game, "Ana", f"use {box}")
    if game.decision().rule != "HJ-CAMP-03":
        do(game, "Ana", f"choose {game.state.players['Ana'].hand.cards[0].uid}")
    assert len(game.state.stacked_on(box)) == 2
    assert f"use {box}" not in legal(game, "Ana")
    with pytest.raises(Refused):
        do(game, "Ana", f"use {box}")
    # the next turn of Ana's: a new phase, and still full
    until_rule(game, "HJ-CAMP-03", "Ben", choose=lambda g, s, o: "stop" if "stop" in o else passive(g, s, o))
    until_rule(game, "HJ-CAMP-03", "Ana", choose=lambda g, s, o: "stop" if "stop" in o else passive(g, s, o))
    hand(game, "Ana", "hungry_tiger")
    assert len(game.state.stacked_on(box)) == 2 and f"use {box}" not in legal(game, "Ana")


@pytest.mark.rule("HJ-UNQ-05", "HJ-ACTV-05")
def test_a_stacked_unique_card_neither_blocks_a_copy_nor_can_be_spotted():
    game, box = _box_game()
    jack = hand(game, "Ana", "jack_pumpkinhead")[0]
    do(game, "Ana", f"use {box}")
    assert game.state.zone_kind(jack) == "stacked"
    dish = give(game, "Ana", "courage_in_a_dish", "hand")
    assert _cost_offered(game, "Ana", dish) == 1  # a stacked [Jack Pumpkinhead] is not spotted
    jack2 = hand(game, "Ana", "jack_pumpkinhead")[0]
    assert f"play {jack2}" in legal(game, "Ana")  # the stacked copy is ignored by uniqueness
    do(game, "Ana", f"play {jack2}")
    assert game.state.zone_kind(jack2) == "party" and game.state.zone_kind(jack) == "stacked"
    assert _cost_offered(game, "Ana", dish) == 0  # the one in play is spotted


# -- culture tokens ----------------------------------------------------------------------------------

def _skirmish_against_a_spearman(game, comp: str) -> None:
    """From anywhere before Ben's Adversary phase to the skirmish of `comp` against a fresh Trojan
    Spearman, with Ana holding priority."""
    adversary_phase(game, "Ben")
    m = give(game, "Ben", "trojan_spearman", "minions")
    empty_hand(game, "Ben")
    do(game, "Ben", "done")
    until_rule(game, "HJ-ASG-03", "Ana")
    do(game, "Ana", f"assign {comp} {m}")
    if game.decision().rule == "HJ-ASG-03":
        do(game, "Ana", "done")
    until_rule(game, "HJ-SKR-03", "Ana")


def _pass_cost_windows(game, seat: str) -> None:
    """A seat that asked to be asked in every window passes the windows of a cost being paid."""
    while game.flow.pending.kind in ("interrupt", "response") and game.flow.pending.data.get("occurrence") == "cost":
        do(game, seat, "pass")


@pytest.mark.rule("HJ-COST-09", "HJ-ZONE-08")
def test_culture_tokens_are_kept_apart_from_wounds_and_a_cost_of_two_needs_two():
    game = new_game(2, decks="jungle,iliad")
    st = game.state
    mowgli = st.players["Ana"].hero
    empty_hand(game, "Ana")
    rock = give(game, "Ana", "skins_on_the_rock", "support")
    game.autopass["Ana"] = False  # Ana is asked in every window, able to act or not
    until_rule(game, "HJ-CAMP-03", "Ana")
    do(game, "Ana", f"use {rock}")  # exert Mowgli (the only companion) to add a token
    _pass_cost_windows(game, "Ana")
    assert wounds(game, rock) == 0 and wounds(game, mowgli) == 1
    assert game.view("Ben")["players"]["Ana"]["support"][0]["culture_tokens"] == {"seeonee": 1}
    # in Ana's skirmish one token cannot pay for a cost of two: the boost is not offered
    _skirmish_against_a_spearman(game, mowgli)
    assert f"use {rock}" not in legal(game, "Ana")
    # Ana's next Campaign phase: a second token; now her skirmish can pay the two
    until_rule(game, "HJ-CAMP-03", "Ana")
    do(game, "Ana", f"use {rock}")
    _pass_cost_windows(game, "Ana")
    assert game.view("Ana")["players"]["Ana"]["support"][0]["culture_tokens"] == {"seeonee": 2}
    _skirmish_against_a_spearman(game, mowgli)
    strength = characters.stat(game, mowgli, "strength")
    do(game, "Ana", f"use {rock}")
    _pass_cost_windows(game, "Ana")
    assert characters.stat(game, mowgli, "strength") == strength + 2
    assert "culture_tokens" not in game.view("Ana")["players"]["Ana"]["support"][0]


# -- site text -------------------------------------------------------------------------------------

def _at(game, seat: str, site_id: str, n: int) -> None:
    """Put `site_id` (from anyone's atlas) at path number n and `seat`'s party there."""
    st = game.state
    owner = next(s for s, p in st.players.items() if any(c.card_id == site_id for c in p.atlas.cards))
    uid = next(c.uid for c in st.players[owner].atlas.cards if c.card_id == site_id)
    if n in st.path:
        old = st.path[n]
        game.table.move(st.card(old), st.players[st.card(old).owner].atlas, face_up=False)
        del st.path[n]
    elimination.place_site(game, owner, uid, n)
    st.players[seat].site = n
    game._legal_cache = None


@pytest.mark.rule("HJ-CHR-14")
def test_a_race_named_by_site_text_is_read_even_from_a_blanked_character():
    from hjourney_tui.games.heroes_journey.cards.alice import blank

    game = new_game(2, decks="oz,iliad")
    tiger = move_card(game, "Ana", "hungry_tiger", "party")  # Animal
    jack = move_card(game, "Ana", "jack_pumpkinhead", "party")  # no race
    _at(game, "Ana", "winkie_castle", 7)  # Animal companions are strength +1 here
    assert characters.stat(game, tiger, "strength") == 8 and characters.stat(game, jack, "strength") == 3
    blank(game, tiger, game.state.path[7])
    assert game.is_blank(tiger)
    assert characters.stat(game, tiger, "strength") == 8  # blanking leaves the race


@pytest.mark.rule("HJ-EDGE-28")
def test_a_sanctuary_heals_only_at_its_step_and_not_a_later_exertion():
    game = new_game(2)
    until_rule(game, "HJ-REG-05", "Ben", choose=lambda g, s, o: "stop" if "stop" in o else passive(g, s, o))
    st = game.state
    if 3 not in st.path:
        elimination.place_site(game, "Ben", elimination.fitting_sites(game, "Ben", 3)[0], 3)
    st.players["Ana"].site = 3
    tip = st.players["Ana"].hero
    set_wounds(game, tip, 1)
    empty_hand(game, "Ana")
    rock = give(game, "Ana", "skins_on_the_rock", "support")
    do(game, "Ben", "stop")
    assert game.decision().rule == "HJ-SANC-02"
    do(game, "Ana", f"heal {tip}")  # one wound healed; the other 4 are lost
    assert game.decision().rule == "HJ-CAMP-03" and wounds(game, tip) == 0
    do(game, "Ana", f"use {rock}")  # Tip exerts in the same phase
    assert wounds(game, tip) == 1
    assert not any(o.startswith("heal ") for o in legal(game, "Ana"))
    assert waiting(game) == "Ana"


# -- unique Adversary copies of two players ----------------------------------------------------------

def _stopping(g, s, o):
    return "stop" if "stop" in o else passive(g, s, o)


def _until(game, rule: str, seat: str, campaign: str) -> None:

    answer_until(game, lambda g: g.decision().rule == rule and seat in g.decision().seats
                 and g.state.turn.campaign == campaign, _stopping)


@pytest.mark.rule("HJ-ACTV-09", "HJ-EDGE-14")
def test_of_two_players_unique_adversary_copies_only_the_one_nearest_the_right_has_text():
    game = new_game(3, decks="oz,iliad,jungle")
    st = game.state
    assert game.turns.order_from("Ana", -1)[1] == "Cy"  # Cy sits on Ana's right, Ben on her left
    bens = give(game, "Ben", "wicked_toll", "support")
    _until(game, "HJ-ADV-02", "Cy", "Ben")  # Ben's turn: his copy is inactive
    empty_hand(game, "Cy")
    cys = give(game, "Cy", "wicked_toll", "hand")
    st.pool = max(st.pool, 1)
    assert f"play {cys}" in legal(game, "Cy")  # no active copy stands in the way
    do(game, "Cy", f"play {cys}")
    assert st.zone_kind(cys) == "support" and st.zone_kind(bens) == "support"
    _until(game, "HJ-CAMP-03", "Ana", "Ana")  # Ana's turn: both copies are active
    active = playing.active_in_play(game)
    assert bens in active and cys in active
    assert game.is_blank(bens) and not game.is_blank(cys)  # only Cy's copy has its text
    empty_hand(game, "Ana")
    staff = hand(game, "Ana", "gillikin_staff")[0]
    assert _cost_offered(game, "Ana", staff) == 2  # printed 1, +1 once: Ben's copy is ignored


# -- an event that looks for events ------------------------------------------------------------------

def _maneuver(game):
    """Ana's maneuver window: the Ranged phase happens only with a minion in play."""
    adversary_phase(game, "Ben")
    move_card(game, "Ben", "trojan_spearman", "minions")
    until_rule(game, "HJ-RNG-02", "Ana")


@pytest.mark.rule("HJ-PLAY-09")
def test_an_event_taking_from_the_scrap_pile_cannot_take_itself():
    game = new_game(2, decks="alice,iliad")
    empty_hand(game, "Ana")
    card = give(game, "Ana", "remembering_backwards", "hand")
    _maneuver(game)
    do(game, "Ana", f"play {card}")  # the scrap pile holds no skirmish event yet
    st = game.state
    assert st.zone_kind(card) == "scrap" and len(st.players["Ana"].hand) == 0


@pytest.mark.rule("HJ-PLAY-12")
def test_an_event_of_several_phases_is_an_event_of_each():
    game = new_game(2, decks="alice,iliad")
    empty_hand(game, "Ana")
    st = game.state
    old = give(game, "Ana", "remembering_backwards", "scrap")  # Maneuver and Skirmish
    dream = move_card(game, "Ana", "only_a_dream", "scrap")  # a response, no skirmish event
    card = give(game, "Ana", "remembering_backwards", "hand")
    _maneuver(game)
    do(game, "Ana", f"play {card}")
    assert st.zone_kind(old) == "hand"  # the only skirmish event there, so no question was asked
    assert st.zone_kind(dream) == "scrap" and st.zone_kind(card) == "scrap"


@pytest.mark.rule("HJ-EFF-14")
def test_a_word_in_a_title_is_not_the_keyword_of_that_name():
    game, comps, mins = _melee(["jackal_of_the_ravine", "trojan_spearman"], ["jack_pumpkinhead"])
    lurker_titled, plain = mins
    assert game.name(lurker_titled) == "Lurker in the Ravine"
    assert characters.stat(game, lurker_titled, "lurker") == 0
    tip, jack = comps
    do(game, "Ana", f"assign {tip} {lurker_titled}")
    do(game, "Ana", f"assign {jack} {plain}")
    if game.decision().rule == "HJ-ASG-03":
        do(game, "Ana", "done")
    until_rule(game, "HJ-SKR-01", "Ana")
    # no lurker among them: either skirmish may be fought first (HJ-SKR-02 does not apply)
    assert {f"skirmish {tip}", f"skirmish {jack}"} <= set(legal(game, "Ana"))


def _melee(minions: list[str], companions: list[str]):
    game = new_game(2, decks="oz,iliad")
    comps = [game.state.players["Ana"].hero] + [move_card(game, "Ana", c, "party") for c in companions]
    adversary_phase(game, "Ben")
    mins = [give(game, "Ben", m, "minions") for m in minions]
    empty_hand(game, "Ana")
    empty_hand(game, "Ben")
    until_rule(game, "HJ-ASG-03", "Ana")
    return game, comps, mins


@pytest.mark.rule("HJ-SETUP-22")
def test_site_text_does_nothing_while_starting_parties_are_placed():
    game = make(2)
    for seat in ("Ana", "Ben"):
        do(game, seat, "bid 0")
    until_rule(game, "HJ-SETUP-16", "Ana")
    st = game.state
    _at(game, "Ana", "winkie_castle", 1)  # Animal companions are strength +1 here
    for p in st.players.values():
        p.site = 1
    tiger = move_card(game, "Ana", "hungry_tiger", "party")
    assert characters.stat(game, tiger, "strength") == 7  # printed: no site text yet
    until_rule(game, "HJ-CAMP-03", "Ana")
    assert st.path[1] and st.data(st.path[1])["title"] == "Yellow Castle of the Winkies"
    assert characters.stat(game, tiger, "strength") == 8  # the first turn: the text works


@pytest.mark.rule("HJ-ACT-17")
def test_a_while_text_holds_exactly_as_long_as_its_condition():
    game = new_game(2, decks="iliad,oz")
    st = game.state
    patroklos = give(game, "Ana", "patroklos", "party")
    assert characters.stat(game, patroklos, "defender") == 0
    menelaos = give(game, "Ana", "menelaos", "party")
    assert characters.stat(game, patroklos, "defender") == 1
    assert game.view("Ben")["players"]["Ana"]["party"][-2]["keywords"] == {"defender": 1}
    characters.leave_play(game, menelaos, st.players["Ana"].scrap)
    assert characters.stat(game, patroklos, "defender") == 0  # gone the moment Menelaos is


@pytest.mark.rule("HJ-ACTV-08")
def test_culture_tokens_on_an_inactive_card_cannot_be_touched():
    from hjourney_tui.games.heroes_journey.cards.common import culture_tokens

    game = new_game(3, decks="oz,jungle,iliad")
    st = game.state
    anas = give(game, "Ana", "skins_on_the_rock", "support")  # Ana's turn: hers is active
    cys = give(game, "Cy", "skins_on_the_rock", "support")  # Cy's Campaign card: inactive now
    for uid in (anas, cys):
        st.card(uid).tokens["culture:seeonee"] = 2
    assert culture_tokens(game, cys, "seeonee") == 0  # cannot even be counted now
    adversary_phase(game, "Ben")
    move_card(game, "Ben", "bandar_log", "minions")
    empty_hand(game, "Ben")
    event = give(game, "Ben", "scattered_by_monkeys", "hand")
    until_rule(game, "HJ-RNG-02", "Ben")
    do(game, "Ben", f"play {event}")  # only Ana's card can be chosen, so nobody is asked
    assert st.card(anas).tokens["culture:seeonee"] == 1 and st.card(cys).tokens["culture:seeonee"] == 2


@pytest.mark.rule("HJ-EDGE-27")
def test_an_effect_reading_a_cost_in_hand_reads_the_printed_cost():
    game = new_game(2)
    st = game.state
    give(game, "Ben", "wicked_toll", "support")  # possessions cost 1 more to play
    adversary_phase(game, "Ben")
    empty_hand(game, "Ben")
    bargain = give(game, "Ben", "witchs_bargain", "hand")
    spear = give(game, "Ben", "winkie_spear", "hand")  # a possession printed at 1 (2 to play, with the Toll)
    st.pool = 5
    give(game, "Ben", "kalidah", "minions")  # someone to carry the spear
    assert _cost_offered(game, "Ben", spear) == 2
    assert f"play {bargain}" not in legal(game, "Ben")  # in hand it costs 1: nothing to reveal
    wolf = give(game, "Ben", "winkie_wolf", "hand")  # printed 2
    before = st.pool
    do(game, "Ben", f"play {bargain}")
    assert st.pool == before + 2 and st.zone_kind(wolf) == "hand"


@pytest.mark.rule("HJ-KW-DMG-03")
def test_a_minion_that_lost_all_damage_bonuses_gains_none_later_in_that_skirmish():
    game = new_game(2, decks="iliad,oz")
    st = game.state
    dio = st.players["Ana"].hero
    adversary_phase(game, "Ben")
    kalidah = give(game, "Ben", "kalidah", "minions")  # Damage +1
    empty_hand(game, "Ana")
    empty_hand(game, "Ben")
    spear = give(game, "Ana", "spear_turned_aside", "hand")
    shouts = [give(game, "Ben", "hektors_shout", "hand") for _ in range(3)]  # strength +1, Damage +1 each
    st.pool = 10
    do(game, "Ben", "done")
    until_rule(game, "HJ-ASG-03", "Ana")
    do(game, "Ana", f"assign {dio} {kalidah}")
    if game.decision().rule == "HJ-ASG-03":
        do(game, "Ana", "done")
    until_rule(game, "HJ-SKR-03", "Ana")
    assert characters.stat(game, kalidah, "damage") == 1
    do(game, "Ana", f"play {spear}")  # Kalidah loses all damage bonuses for this skirmish
    assert characters.stat(game, kalidah, "damage") == 0
    for shout in shouts:  # later bonuses, each strength +1 and Damage +1, played by Ben
        assert waiting(game) == "Ben" and game.decision().rule == "HJ-SKR-03"
        do(game, "Ben", f"play {shout}")
        if shout != shouts[-1]:  # Ben still holds a card, so the skirmish waits on him
            assert characters.stat(game, kalidah, "damage") == 0
    # Ben has passed with nothing left: the skirmish resolves, Kalidah stronger and no harder-hitting
    result = next(e for e in reversed(game.events) if e.kind == "skirmish" and "winners" in e.data)
    assert result.data["winners"] == [kalidah] and result.data["minions"] < 2 * result.data["companion"]
    assert wounds(game, dio) == 1  # Kalidah wins: one wound for the lost skirmish, none for damage


# -- taking control ------------------------------------------------------------------------------------

def _pack_game():
    game = new_game(3, decks="jungle,oz,jungle")
    empty_hand(game, "Ana")
    event = give(game, "Ana", "called_into_the_pack", "hand")
    return game, event


@pytest.mark.rule("HJ-EFF-17", "HJ-ZONE-09")
def test_their_ally_means_one_the_named_player_controls_and_it_goes_home_when_it_leaves():
    game, event = _pack_game()
    st = game.state
    glinda = give(game, "Ben", "glinda", "support")
    kaa = give(game, "Cy", "kaa", "support")
    do(game, "Ana", f"play {event}")
    assert set(legal(game, "Ana")) == {"target ben", "target cy"}
    do(game, "Ana", "target ben")  # Ben has one ally: no question about which
    assert st.zone_kind(glinda) == "support" and game.table.where[glinda].owner == "Ana"
    assert st.card(glinda).owner == "Ben" and st.zone_kind(kaa) == "support" and game.table.where[kaa].owner == "Cy"
    ben = st.players["Ben"]
    characters.leave_play(game, ben.hero, ben.dead)  # Ben's Hero goes: Ben is out of the game
    assert "Ben" in game.turns.out
    assert glinda in [c.uid for c in ben.removed.cards]  # his card leaves Ana's side with him


@pytest.mark.rule("HJ-UNQ-04")
def test_controlling_two_unique_copies_makes_you_scrap_down_to_one():
    game, event = _pack_game()
    st = game.state
    mine = move_card(game, "Ana", "akela", "support")
    cys = give(game, "Cy", "akela", "support")
    do(game, "Ana", f"play {event}")  # only Cy has an ally: no question whose
    assert game.decision().rule == "HJ-UNQ-04" and set(legal(game, "Ana")) == {f"choose {mine}", f"choose {cys}"}
    do(game, "Ana", f"choose {cys}")
    assert st.zone_kind(cys) == "scrap" and cys in [c.uid for c in st.players["Cy"].scrap.cards]
    assert st.zone_kind(mine) == "support"


# -- the intro game ----------------------------------------------------------------------------------

@pytest.mark.rule("HJ-VAR-01")
def test_the_intro_game_gives_each_site_one_number_where_alone_it_may_be_placed():
    def site_one_options(**options) -> list[str]:
        game = make(2, **options)
        for seat in ("Ana", "Ben"):
            do(game, seat, "bid 0")
        until_rule(game, "HJ-SETUP-11")
        seat = waiting(game)
        return [game.state.card(o.split()[1]).card_id for o in legal(game, seat)], game.state.players[seat].deck

    plain, deck = site_one_options()
    assert len(plain) == 3  # any of the three sites of the first region
    intro, deck = site_one_options(intro=True)
    assert intro == [deck.sites[0]]  # only the site numbered 1
    game = new_game(2, intro=True)
    until_rule(game, "HJ-SITE-05")
    seat = waiting(game)
    [only] = legal(game, seat)
    assert game.state.card(only.split()[1]).card_id == game.state.players[seat].deck.sites[1]


@pytest.mark.rule("HJ-EFF-01")
def test_an_effects_source_is_the_card_that_prints_it_not_the_one_paying():
    game = new_game(2, decks="oz,iliad")
    st = game.state
    tip = st.players["Ana"].hero
    adversary_phase(game, "Ben")
    kalidah = give(game, "Ben", "kalidah", "minions")  # vitality 2: it can exert
    empty_hand(game, "Ana")
    empty_hand(game, "Ben")
    ranks = give(game, "Ben", "from_the_ranks", "hand")  # Maneuver: exert a minion to wound a companion
    st.pool = 5
    until_rule(game, "HJ-RNG-02", "Ben")
    n = len(game.events)
    do(game, "Ben", f"play {ranks}")
    hurt = [e for e in game.events[n:] if e.kind == "wound" and e.data["card"] == tip]
    assert len(hurt) == 1 and hurt[0].data["source"] == ranks != kalidah


@pytest.mark.rule("HJ-XFR-05")
def test_an_item_moved_by_text_costs_no_risk_and_keeps_its_own_limits():
    game = new_game(2, decks="iliad,oz")
    st = game.state
    dio = st.players["Ana"].hero
    aias = move_card(game, "Ana", "aias", "party")
    menelaos = move_card(game, "Ana", "menelaos", "party")
    spear = move_card(game, "Ana", "bronze_spear", "borne", bearer=dio)
    move_card(game, "Ana", "bronze_spear", "borne", bearer=menelaos)  # Menelaos has a spear already
    empty_hand(game, "Ana")
    event = give(game, "Ana", "armour_passed_along", "hand")
    before = st.pool
    do(game, "Ana", f"play {event}")
    do(game, "Ana", f"choose {spear}")  # Aias alone may take it: nobody is asked where
    assert st.bearer[spear] == aias and st.pool == before


@pytest.mark.rule("HJ-LIM-02")
def test_a_limit_once_per_phase_is_spent_for_that_phase_and_back_in_the_next():
    game = new_game(2)
    st = game.state
    move_card(game, "Ana", "jack_pumpkinhead", "party")
    empty_hand(game, "Ana")
    rock = give(game, "Ana", "skins_on_the_rock", "support")
    do(game, "Ana", f"use {rock}")
    if game.decision().rule != "HJ-CAMP-03":
        do(game, "Ana", legal(game, "Ana")[0])  # which companion exerts
    assert st.card(rock).tokens["culture:seeonee"] == 1
    assert f"use {rock}" not in legal(game, "Ana")  # spent for this phase, though both could exert again
    until_rule(game, "HJ-CAMP-03", "Ben", choose=_stopping)
    until_rule(game, "HJ-CAMP-03", "Ana", choose=_stopping)
    assert f"use {rock}" in legal(game, "Ana")  # Ana's next Campaign phase: a new phase, a new use


@pytest.mark.rule("HJ-EFF-03")
def test_a_chosen_part_that_is_prevented_does_nothing_and_the_other_is_not_taken():
    game = new_game(2, decks="alice,iliad")
    st = game.state
    alice = st.players["Ana"].hero
    adversary_phase(game, "Ben")
    minion = give(game, "Ben", "kalidah", "minions")
    empty_hand(game, "Ana")
    empty_hand(game, "Ben")
    card = give(game, "Ana", "which_way", "hand")
    give(game, "Ana", "which_way", "hand")  # a second copy keeps the skirmish window open
    mist = give(game, "Ben", "aphrodite_mist", "hand")  # prevents a wound on a minion
    st.pool = 5
    until_rule(game, "HJ-ASG-03", "Ana")
    do(game, "Ana", f"assign {alice} {minion}")
    if game.decision().rule == "HJ-ASG-03":
        do(game, "Ana", "done")
    until_rule(game, "HJ-SKR-03", "Ana")
    strength = characters.stat(game, alice, "strength")
    do(game, "Ana", f"play {card}")
    assert set(legal(game, "Ana")) == {"choose wound", "choose strength"}
    do(game, "Ana", "choose wound")
    assert waiting(game) == "Ben"
    do(game, "Ben", next(o for o in legal(game, "Ben") if mist in o))
    assert st.zone_kind(mist) == "scrap" and wounds(game, minion) == 0
    assert st.turn.skirmish == alice and game.decision().rule == "HJ-SKR-03"  # still in that skirmish
    assert characters.stat(game, alice, "strength") == strength  # no strength instead


@pytest.mark.rule("HJ-BUR-06")
def test_only_the_campaign_players_burdens_can_be_spotted():
    game = new_game(2)
    st = game.state
    tip = st.players["Ana"].hero
    st.players["Ana"].burdens, st.players["Ben"].burdens = 1, 3
    adversary_phase(game, "Ben")
    minion = give(game, "Ben", "kalidah", "minions")
    empty_hand(game, "Ana")
    empty_hand(game, "Ben")
    card = give(game, "Ben", "heavy_hearts", "hand")
    give(game, "Ben", "heavy_hearts", "hand")  # a second copy keeps the window open
    st.pool = 5
    until_rule(game, "HJ-ASG-03", "Ana")
    do(game, "Ana", f"assign {tip} {minion}")
    if game.decision().rule == "HJ-ASG-03":
        do(game, "Ana", "done")
    until_rule(game, "HJ-SKR-03", "Ben")
    strength = characters.stat(game, minion, "strength")
    do(game, "Ben", f"play {card}")
    assert characters.stat(game, minion, "strength") == strength + 1  # Ana's one burden, not Ben's three

"""Spread wounds and Durable, costs paid once per action, variants, borne cards and activity."""

from __future__ import annotations

import pytest

from .helpers import (
    adversary_phase,
    answer_until,
    do,
    empty_hand,
    legal,
    move_card,
    new_game,
    passive,
    until_rule,
    waiting,
    wounds,
)


def give(game, seat: str, card_id: str, zone: str) -> str:
    """A copy of a card the seat's deck does not hold, made straight into `zone`."""
    st = game.state
    c = game.table.create(card_id, st.players[seat].zones[zone], owner=seat, face_up=zone != "book")
    st.cards[str(c.uid)] = c
    game._legal_cache = None
    return str(c.uid)


@pytest.mark.rule("HJ-KW-DUR-04")
def test_spread_wounds_pass_over_a_durable_companion_that_has_taken_its_fill():
    game = new_game(2)
    st = game.state
    tip = st.players["Ana"].hero
    jack = move_card(game, "Ana", "jack_pumpkinhead", "party")  # Durable 1
    saw = move_card(game, "Ana", "saw_horse", "party")
    adversary_phase(game, "Ben")
    m = move_card(game, "Ben", "trojan_spearman", "minions")
    empty_hand(game, "Ana")
    empty_hand(game, "Ben")
    stones = give(game, "Ben", "stones_from_the_walls", "hand")
    st.pool = 10
    do(game, "Ben", "done")
    until_rule(game, "HJ-ASG-03", "Ana")
    do(game, "Ana", f"assign {jack} {m}")
    if game.decision().rule == "HJ-ASG-03":
        do(game, "Ana", "done")
    if f"skirmish {jack}" in legal(game, "Ana"):  # the only skirmish may start without the pick
        do(game, "Ana", f"skirmish {jack}")
    while waiting(game) != "Ben":
        do(game, waiting(game), "pass")
    do(game, "Ben", f"play {stones}")
    assert waiting(game) == "Ana"
    assert {f"choose {u}" for u in (tip, jack, saw)} <= set(legal(game, "Ana"))
    do(game, "Ana", f"choose {jack}")  # Jack takes his one wound of this step
    second = set(legal(game, "Ana"))
    assert f"choose {jack}" not in second and {f"choose {tip}", f"choose {saw}"} <= second
    do(game, "Ana", f"choose {saw}")
    assert (wounds(game, jack), wounds(game, saw), wounds(game, tip)) == (1, 1, 0)


@pytest.mark.rule("HJ-COST-05")
def test_each_use_of_an_ability_pays_its_own_exertion():
    game = new_game(2, decks="jungle,iliad")
    st = game.state
    kaa = give(game, "Ana", "kaa", "support")  # vitality 4: three exertions, no more
    adversary_phase(game, "Ben")
    sarpedon = move_card(game, "Ben", "sarpedon", "minions")  # vitality 4: outlives three wounds
    empty_hand(game, "Ana")
    empty_hand(game, "Ben")
    do(game, "Ben", "done")
    until_rule(game, "HJ-RNG-02", "Ana")
    for n in (1, 2, 3):
        do(game, "Ana", f"use {kaa}")
        assert wounds(game, kaa) == n and wounds(game, sarpedon) == n
        if n < 3:
            assert game.decision().rule == "HJ-RNG-02" and waiting(game) == "Ana"
    # three exertions paid for three uses; a fourth would need a fourth payment, so the maneuver step
    # has nothing more to offer and the game has gone on to the assignment
    assert game.decision().rule == "HJ-ASG-03" and f"use {kaa}" not in legal(game, "Ana")
    assert st.in_play(sarpedon)


@pytest.mark.rule("HJ-VAR-02")
def test_a_match_with_the_same_decks_lets_each_game_start_with_another_party():
    """Games of a match: the same seed and decks each time, and a different legal party each game."""
    parties = []
    for adds in (["jack_pumpkinhead"], ["saw_horse"], []):
        game = new_game(2, seed=7, adds={"Ana": list(adds), "Ben": []})
        st = game.state
        party = sorted(c.card_id for c in st.players["Ana"].party.cards)
        assert party == sorted(["tip", *adds])
        parties.append(party)
    assert len({tuple(p) for p in parties}) == 3


@pytest.mark.rule("HJ-ACTV-04")
def test_a_card_borne_by_an_inactive_companion_is_inactive_too():
    game = new_game(3, decks="oz,iliad,jungle")
    st = game.state
    tip = st.players["Ana"].hero
    adversary_phase(game, "Ben")
    mark = give(game, "Ben", "witchs_mark", "hand")
    st.pool = 5
    assert f"play {mark} {tip}" in legal(game, "Ben")  # an Adversary condition for the Campaign player's companion
    do(game, "Ben", f"play {mark} {tip}")
    assert st.bearer[mark] == tip
    game.autopass["Ben"] = False  # Ben is asked in every window, able to act or not

    def ben_in_regroup(campaign: str):
        def there(g) -> bool:
            d = g.decision()
            return g.state.turn.campaign == campaign and d.rule == "HJ-REG-01" and "Ben" in d.seats
        return there

    answer_until(game, ben_in_regroup("Ana"), passive)
    assert f"use {mark}" in legal(game, "Ben")  # Tip is active on Ana's turn, and so is the mark
    answer_until(game, ben_in_regroup("Cy"), passive)
    # on Cy's turn Tip is an inactive Campaign card, so the Adversary card it bears is inactive as well
    assert st.bearer.get(mark) == tip and f"use {mark}" not in legal(game, "Ben")


@pytest.mark.rule("HJ-SKR-05")
def test_only_characters_with_printed_strength_take_part_in_a_skirmish():
    """A possession adds its strength to its bearer but is no participant: it is neither winner nor
    loser, and it takes none of the losers' wounds."""
    game = new_game(2)
    st = game.state
    tip = st.players["Ana"].hero
    staff = move_card(game, "Ana", "gillikin_staff", "borne", bearer=tip)  # strength +2
    adversary_phase(game, "Ben")
    m = move_card(game, "Ben", "charioteer", "minions")  # strength 8, vitality 2
    empty_hand(game, "Ana")
    empty_hand(game, "Ben")
    do(game, "Ben", "done")
    until_rule(game, "HJ-ASG-03", "Ana")
    do(game, "Ana", f"assign {tip} {m}")
    if game.decision().rule == "HJ-ASG-03":
        do(game, "Ana", "done")
    answer_until(game, lambda g: any(e.kind == "skirmish" and "winners" in e.data for e in g.events), passive)
    result = next(e for e in game.events if e.kind == "skirmish" and "winners" in e.data)
    # Tip 5 + 2 from the staff = 7 against 8: the minion wins, and Tip alone is the losing side
    assert (result.data["companion"], result.data["minions"]) == (7, 8)
    assert result.data["winners"] == [m]
    assert st.zone_kind(staff) == "borne" and st.card(staff).tokens.get("wound", 0) == 0
    assert st.bearer[staff] == tip and wounds(game, tip) == 1


def _strength(game, seat: str, uid: str) -> int:
    return next(c["strength"] for c in game.view(seat)["players"][seat]["party"] if c["uid"] == uid)


@pytest.mark.rule("HJ-ACT-10")
def test_an_action_with_two_labels_is_an_action_of_the_phase_it_is_used_in():
    game = new_game(2, decks="iliad,oz")
    st = game.state
    dio = st.players["Ana"].hero
    printed = _strength(game, "Ana", dio)
    adversary_phase(game, "Ben")
    m = move_card(game, "Ben", "kalidah", "minions")
    aias = move_card(game, "Ana", "aias", "party")
    m2 = move_card(game, "Ben", "kalidah", "minions")
    empty_hand(game, "Ana")
    empty_hand(game, "Ben")
    # three copies: one for the barrage, one for the skirmish, and one kept so that the windows stay open
    first, second, _ = (give(game, "Ana", "second_arrow", "hand") for _ in range(3))
    do(game, "Ben", "done")
    until_rule(game, "HJ-RNG-03", "Ana")
    do(game, "Ana", f"play {first}")  # in the barrage: a Barrage action, lasting for the Ranged phase
    if f"choose {dio}" in legal(game, "Ana"):
        do(game, "Ana", f"choose {dio}")
    assert _strength(game, "Ana", dio) == printed + 1
    until_rule(game, "HJ-ASG-03", "Ana")
    fire = next(e for e in game.events if e.kind == "ranged" and "party" in e.data)
    assert fire.data["party"] >= 1  # its Shoot +1 counted in the ranged fire
    assert _strength(game, "Ana", dio) == printed  # over with the Ranged phase, not kept for a skirmish
    do(game, "Ana", f"assign {dio} {m}")
    do(game, "Ana", f"assign {aias} {m2}")
    if game.decision().rule == "HJ-ASG-03":
        do(game, "Ana", "done")
    do(game, "Ana", f"skirmish {dio}")
    assert game.decision().rule == "HJ-SKR-03" and waiting(game) == "Ana"
    do(game, "Ana", f"play {second}")  # in the skirmish: a Skirmish action, lasting for the skirmish
    if f"choose {dio}" in legal(game, "Ana"):
        do(game, "Ana", f"choose {dio}")
    assert _strength(game, "Ana", dio) == printed + 1
    answer_until(game, lambda g: g.state.turn.skirmish not in ("", dio), passive)
    assert _strength(game, "Ana", dio) == printed  # over with Diomedes's skirmish, not the Melee phase


@pytest.mark.rule("HJ-RESP-07")
def test_a_response_resolves_in_full_before_the_next_one_is_offered():
    game = new_game(2, decks="oz,alice")
    st = game.state
    tip = st.players["Ana"].hero
    jack = move_card(game, "Ana", "jack_pumpkinhead", "party")
    adversary_phase(game, "Ben")
    m = move_card(game, "Ben", "bandersnatch", "minions")  # strength 8 against Tip's 5: wins, no overwhelm
    empty_hand(game, "Ana")
    empty_hand(game, "Ben")
    first, second = give(game, "Ben", "painting_roses", "hand"), give(game, "Ben", "painting_roses", "hand")
    st.pool = 10
    do(game, "Ben", "done")
    until_rule(game, "HJ-ASG-03", "Ana")
    do(game, "Ana", f"assign {tip} {m}")
    if game.decision().rule == "HJ-ASG-03":
        do(game, "Ana", "done")
    answer_until(game, lambda g: g.decision().kind == "response" and "Ben" in g.decision().seats, passive)
    offered = legal(game, "Ben")
    assert any(first in t for t in offered) and any(second in t for t in offered)
    do(game, "Ben", next(t for t in offered if first in t))
    # the first response is still resolving: it asks for its target, and nothing else is offered
    assert game.decision().kind != "response" and waiting(game) == "Ben"
    assert sorted(legal(game, "Ben")) == sorted([f"choose {tip}", f"choose {jack}"])
    before = wounds(game, jack)
    do(game, "Ben", f"choose {jack}")
    assert wounds(game, jack) == before + 1 and st.zone_kind(first) == "scrap"
    # only now is the next response offered
    assert game.decision().kind == "response" and any(second in t for t in legal(game, "Ben"))


@pytest.mark.rule("HJ-ACT-09", "HJ-COST-01")
def test_a_phase_action_pays_its_cost_then_resolves_in_full_before_any_other_begins():
    game = new_game(2)
    st = game.state
    tip = st.players["Ana"].hero
    jack = move_card(game, "Ana", "jack_pumpkinhead", "party")
    glinda = give(game, "Ana", "glinda", "support")
    until_rule(game, "HJ-CAMP-03", "Ana")
    empty_hand(game, "Ana")
    kiss = give(game, "Ana", "good_witch_kiss", "hand")
    for uid in (tip, jack):  # two hurt companions, so the heal asks which
        st.card(uid).tokens["wound"] = 1
    assert f"use {glinda}" in legal(game, "Ana") and any(t.startswith(f"play {kiss}") for t in legal(game, "Ana"))
    do(game, "Ana", f"use {glinda}")
    # the cost (Glinda's exertion) is paid first, apart from the effect, whose target is chosen after
    assert wounds(game, glinda) == 1 and (wounds(game, tip), wounds(game, jack)) == (1, 1)
    # while the heal is resolving nothing else can begin: no other play, no second use, no pass
    assert sorted(legal(game, "Ana")) == sorted([f"choose {tip}", f"choose {jack}"])
    assert legal(game, "Ben") == []
    do(game, "Ana", f"choose {jack}")
    assert wounds(game, jack) == 0 and game.decision().rule == "HJ-CAMP-03"
    assert any(t.startswith(f"play {kiss}") for t in legal(game, "Ana"))


def test_a_blank_minion_beside_while_you_can_spot_text_is_read_without_end():
    """Reading whether a card is blank reads "while you can spot" text, which asks whether cards are
    blank: the blank is found among the lasting effects alone, so the two do not call each other forever."""
    game = new_game(2, decks="iliad,alice")
    st = game.state
    dio = st.players["Ana"].hero
    patroklos = move_card(game, "Ana", "patroklos", "party")  # Defender +1 while Menelaos is spotted
    move_card(game, "Ana", "menelaos", "party")
    adversary_phase(game, "Ben")
    m = move_card(game, "Ben", "card_soldier", "minions")
    empty_hand(game, "Ana")
    empty_hand(game, "Ben")
    pack = give(game, "Ana", "pack_of_cards", "hand")  # Skirmish: blank a skirmishing minion
    give(game, "Ana", "pack_of_cards", "hand")  # a second keeps the skirmish open for Ana
    do(game, "Ben", "done")
    until_rule(game, "HJ-ASG-03", "Ana")
    do(game, "Ana", f"assign {dio} {m}")
    if game.decision().rule == "HJ-ASG-03":
        do(game, "Ana", "done")
    until_rule(game, "HJ-SKR-03", "Ana")
    do(game, "Ana", f"play {pack}")
    assert game.is_blank(m) and not game.is_blank(patroklos)
    seen = {c["uid"]: c for c in game.view("Ben")["players"]["Ana"]["party"]}
    assert seen[patroklos]["keywords"]["defender"] == 1


@pytest.mark.rule("HJ-ASG-09")
def test_a_minion_unassigned_by_text_after_done_is_no_leftover():
    game = new_game(2, decks="jungle,iliad")
    st = game.state
    mowgli = st.players["Ana"].hero
    baloo = move_card(game, "Ana", "baloo", "party")
    adversary_phase(game, "Ben")
    m1 = move_card(game, "Ben", "trojan_spearman", "minions")
    m2 = move_card(game, "Ben", "trojan_spearman", "minions")
    empty_hand(game, "Ana")
    empty_hand(game, "Ben")
    trail = give(game, "Ana", "lost_trail", "hand")
    give(game, "Ana", "lost_trail", "hand")  # a second keeps the skirmish open for Ana
    do(game, "Ben", "done")
    until_rule(game, "HJ-ASG-03", "Ana")
    do(game, "Ana", f"assign {mowgli} {m1}")
    do(game, "Ana", f"assign {baloo} {m2}")
    if game.decision().rule == "HJ-ASG-03":
        do(game, "Ana", "done")
    do(game, "Ana", f"skirmish {mowgli}")
    until_rule(game, "HJ-SKR-03", "Ana")
    do(game, "Ana", f"play {trail}")
    assert m1 not in st.turn.assigned
    game.autopass["Ben"] = False  # Ben is asked at every turn of the rest of the Melee phase
    # for the rest of the Melee phase Ben is never offered to assign the minion again
    asked_ben = []
    while st.turn.phase == "melee" and game.outcome() is None:
        seat = waiting(game)
        opts = legal(game, seat)
        if seat == "Ben":
            asked_ben += opts
        do(game, seat, passive(game, seat, opts))
    assert asked_ben and not any(o.startswith(f"assign {m1}") for o in asked_ben)
    assert wounds(game, m1) == 0 and wounds(game, mowgli) == 0  # it fought nobody

"""Ranged fire, responses to a wound, characters and burdens, reconciling, and losing with three
or more players."""

from __future__ import annotations

import pytest

from hjourney_tui.core.modifiers import Modifier

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
    set_wounds,
    until_rule,
    waiting,
    wounds,
)


def _ranged(minions: list[str], companions: list[str] = (), seats: int = 2, decks: str = "oz,iliad",
            ana_hand: list[str] = ()):
    game = new_game(seats, decks=decks)
    comps = [game.state.players["Ana"].hero] + [move_card(game, "Ana", c, "party") for c in companions]
    adversary_phase(game, "Ben")
    mins = [move_card(game, "Ben", m, "minions") for m in minions]
    empty_hand(game, "Ana")
    empty_hand(game, "Ben")
    if seats > 2:
        empty_hand(game, "Cy")
    for c in ana_hand:
        hand(game, "Ana", c)
    do(game, "Ben", "done")
    return game, comps, mins


@pytest.mark.rule("HJ-RNG-04", "HJ-RNG-08", "HJ-KW-SHOOT-01", "HJ-RNG-07")
def test_the_minions_shoot_total_is_placed_by_the_campaign_player_on_their_companions():
    game, (tip, jack), (a1, a2) = _ranged(["lykian_archer", "paris"], ["jack_pumpkinhead"])
    assert any(t == "ranged fire: minions 3, party 0" for t in all_events(game))
    for _ in range(3):
        assert waiting(game) == "Ana" and game.decision().rule == "HJ-RNG-08"
        assert sorted(legal(game, "Ana")) == sorted([f"wound {tip}", f"wound {jack}"])
        do(game, "Ana", f"wound {jack}")
    assert wounds(game, jack) == 2 and wounds(game, tip) == 1 or game.state.zone_kind(jack) == "dead"


@pytest.mark.rule("HJ-RNG-05", "HJ-RNG-09")
def test_the_partys_shoot_total_goes_to_one_chosen_adversarys_minions():
    game = new_game(3, decks="iliad,oz,oz")  # Ana leads the Achaians; Teukros shoots
    teukros = move_card(game, "Ana", "teukros", "party")
    adversary_phase(game, "Cy")
    empty_hand(game, "Cy")
    cy_m = move_card(game, "Cy", "winkie_wolf", "minions")
    do(game, "Cy", "done")
    empty_hand(game, "Ben")
    ben_m = move_card(game, "Ben", "fighting_tree", "minions")
    empty_hand(game, "Ana")
    do(game, "Ben", "done")
    assert any(t == "ranged fire: minions 0, party 1" for t in all_events(game))
    assert waiting(game) == "Ana" and game.decision().rule == "HJ-RNG-09"
    assert sorted(legal(game, "Ana")) == ["target ben", "target cy"]
    do(game, "Ana", "target ben")
    assert wounds(game, ben_m) == 1 and wounds(game, cy_m) == 0
    assert teukros


@pytest.mark.rule("HJ-KW-IMP-01")
def test_impervious_prevents_the_first_wounds_of_a_ranged_phase():
    game = new_game(2)
    tip = game.state.players["Ana"].hero
    game.modifiers.add(Modifier(tip, "impervious", 1, until="game"))
    adversary_phase(game, "Ben")
    move_card(game, "Ben", "paris", "minions")  # Shoot +2
    empty_hand(game, "Ana")
    empty_hand(game, "Ben")
    do(game, "Ben", "done")
    assert wounds(game, tip) == 1


@pytest.mark.rule("HJ-RESP-04", "HJ-RESP-01", "HJ-RESP-02", "HJ-RESP-05")
def test_an_is_about_to_response_may_prevent_a_wound():
    game, (tip,), _ = _ranged(["lykian_archer"], ana_hand=["spoken_wish", "spoken_wish"])
    assert waiting(game) == "Ana" and game.decision().kind == "interrupt"
    opts = legal(game, "Ana")
    assert len([o for o in opts if o.startswith("play ")]) == 2 and "pass" in opts
    wish = opts[0].split()[1]
    do(game, "Ana", opts[0])
    assert wounds(game, tip) == 0 and game.state.zone_kind(wish) == "scrap"
    assert game.state.pool >= 1  # the Campaign event added its risk
    assert game.decision().kind != "interrupt"  # the wound is gone: the other copy is not offered


@pytest.mark.rule("HJ-ACT-16")
def test_a_when_text_resolves_without_being_asked():
    game = new_game(2, decks="iliad,oz")  # Ben leads the West: Mombi
    tip = game.state.players["Ana"].hero  # Diomedes
    adversary_phase(game, "Ben")
    mombi = move_card(game, "Ben", "mombi", "minions")
    empty_hand(game, "Ana")
    empty_hand(game, "Ben")
    until_rule(game, "HJ-ASG-03", "Ana")
    game.modifiers.add(Modifier(mombi, "strength", 12, kind="set", until="game"))
    game.modifiers.add(Modifier(tip, "strength", 7, kind="set", until="game"))  # loses, not overwhelmed
    before = game.state.players["Ana"].burdens
    do(game, "Ana", f"assign {tip} {mombi}")
    if game.decision().rule == "HJ-ASG-03":
        do(game, "Ana", "done")
    assert game.state.players["Ana"].burdens == before + 1
    assert any("(Mombi)" in t for t in all_events(game))


@pytest.mark.rule("HJ-CHR-08", "HJ-COST-10")
def test_an_exhausted_character_cannot_exert():
    game = new_game(2)
    glinda = move_card(game, "Ana", "glinda", "support")
    tip = game.state.players["Ana"].hero
    set_wounds(game, tip, 1)
    assert f"use {glinda}" in legal(game, "Ana")
    set_wounds(game, glinda, 3)  # vitality 4: one left, exhausted
    assert f"use {glinda}" not in legal(game, "Ana")
    set_wounds(game, glinda, 2)
    do(game, "Ana", f"use {glinda}")
    assert wounds(game, glinda) == 3 and wounds(game, tip) == 0


@pytest.mark.rule("HJ-BUR-02", "HJ-WIN-04", "HJ-BUR-05", "HJ-WIN-08")
def test_burdens_lower_resistance_and_a_hero_at_zero_loses():
    game = new_game(2, bids={"Ana": 5})  # Tip: resistance 6
    tip = game.state.players["Ana"].hero
    assert game.view("Ana")["players"]["Ana"]["party"][0]["resistance"] == 1
    assert game.outcome() is None
    game2 = new_game(2, decks="iliad,oz", bids={"Ana": 5})  # Diomedes: resistance 6; Ben holds Mombi's Curse
    adversary_phase(game2, "Ben")
    game2.state.pool = 5
    [curse] = hand(game2, "Ben", "mombis_curse")
    do(game2, "Ben", f"play {curse}")
    assert game2.outcome() is not None and game2.outcome().winners == ["Ben"]
    assert tip in game.state.cards


@pytest.mark.rule("HJ-REG-02", "HJ-EDGE-11", "HJ-REG-06")
def test_reconciling_discards_one_if_wished_then_draws_or_discards_to_eight():
    game = new_game(2)
    until_rule(game, "HJ-REG-02", "Ben")
    p = game.state.players["Ben"]
    empty_hand(game, "Ben")
    for c in list(p.book.cards)[:3]:
        game.table.move(c, p.hand)
    game._legal_cache = None
    do(game, "Ben", legal(game, "Ben")[0])  # discard one of the three
    assert len(p.hand) == 8
    # with ten in hand: the optional discard, then down to eight
    game = new_game(2)
    until_rule(game, "HJ-REG-02", "Ben")
    p = game.state.players["Ben"]
    for c in list(p.book.cards)[:2]:
        game.table.move(c, p.hand)
    game._legal_cache = None
    do(game, "Ben", "pass")
    assert len(p.hand) == 10 and game.decision().rule == "HJ-REG-02"
    do(game, "Ben", legal(game, "Ben")[0])
    do(game, "Ben", legal(game, "Ben")[0])
    assert len(p.hand) == 8 and game.decision().rule != "HJ-REG-02"
    # an empty book only stops the drawing
    game = new_game(2)
    until_rule(game, "HJ-REG-02", "Ben")
    p = game.state.players["Ben"]
    for c in list(p.book.cards)[:-2]:
        game.table.move(c, p.scrap)
    empty_hand(game, "Ben")  # back into the book: 2 + 8 there now
    for c in list(p.book.cards)[:7]:
        game.table.move(c, p.scrap)
    game._legal_cache = None  # 3 in the book, none in hand
    assert len(p.hand) == 0 and len(p.book) == 3
    assert game.decision().rule == "HJ-REG-02"
    game.flow.pending.live = lambda: [("pass", "keep")]
    do(game, "Ben", "pass")
    assert len(p.hand) == 3 and game.outcome() is None


@pytest.mark.rule("HJ-REG-03", "HJ-REG-04")
def test_adversary_players_reconcile_counter_clockwise_and_the_campaign_player_does_not():
    game = new_game(3)
    seen = []

    def note(g, seat, opts):
        if g.decision().rule == "HJ-REG-02":
            seen.append(seat)
        return passive(g, seat, opts)
    until_rule(game, "HJ-REG-05", "Ana", choose=note)
    assert seen == ["Cy", "Ben"]


@pytest.mark.rule("HJ-VAR-03")
def test_with_end_reconcile_the_campaign_player_reconciles_when_stopping():
    game = new_game(2, end_reconcile=True)
    until_rule(game, "HJ-REG-05", "Ana")
    do(game, "Ana", "stop")
    assert waiting(game) == "Ana" and game.decision().rule == "HJ-REG-02"


@pytest.mark.rule("HJ-MP-03", "HJ-MP-04", "HJ-WIN-07", "HJ-MP-06", "HJ-MP-07")
def test_with_three_players_a_loser_leaves_with_their_cards_and_sites_and_play_goes_on():
    game = new_game(3, decks="oz,iliad,oz", bids={"Ana": 5})
    st = game.state
    site1_owner = st.card(st.path[1]).owner
    assert site1_owner == "Ana"
    adversary_phase(game, "Cy")
    st.pool = 5
    empty_hand(game, "Cy")
    [curse] = hand(game, "Cy", "mombis_curse")
    do(game, "Cy", f"play {curse}")  # Ana's Hero falls to resistance 0
    assert "Ana" in game.turns.out and game.outcome() is None
    assert not st.players["Ana"].party.cards and 1 not in st.path or st.card(st.path[1]).owner != "Ana"
    # her turn ends at once and the player on her left goes next; site 1 is refilled from an opponent's atlas
    assert st.turn.campaign == "Ben"
    assert game.decision().rule == "HJ-MP-04" and waiting(game) == "Cy"  # the opponent on Ana's right
    do(game, "Cy", legal(game, "Cy")[0])
    assert 1 in st.path and st.card(st.path[1]).owner == "Cy"
    # when a second player goes, the last one wins
    from hjourney_tui.games.heroes_journey.rules import GameOver, elimination
    with pytest.raises(GameOver):
        elimination.lose(game, "Cy", "a test")
    assert game.outcome().winners == ["Ben"]

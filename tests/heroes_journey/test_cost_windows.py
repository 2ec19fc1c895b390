"""Costs paid through an "is about to be paid" window: a payment stopped part-way, a cost raised
while it is paid, and a site that text cannot carry off the path."""

from __future__ import annotations

import pytest

from hjourney_tui.games.heroes_journey.rules import costs

from .helpers import adversary_phase, do, empty_hand, legal, new_game, until_rule, waiting


def give(game, seat: str, card_id: str, zone: str) -> str:
    """A copy of a card the seat's deck does not hold, made straight into `zone`."""
    st = game.state
    c = game.table.create(card_id, st.players[seat].zones[zone], owner=seat, face_up=zone != "book")
    st.cards[str(c.uid)] = c
    game._legal_cache = None
    return str(c.uid)


def _campaign_phase():
    game = new_game(2, adds={"Ana": []})
    until_rule(game, "HJ-CAMP-03", "Ana")
    empty_hand(game, "Ana")
    empty_hand(game, "Ben")
    game.state.players["Ana"].burdens = 0
    return game


@pytest.mark.rule("HJ-PLAY-06")
def test_a_payment_stopped_part_way_sends_the_card_to_the_scrap_pile_and_keeps_what_was_paid():
    game = _campaign_phase()
    st = game.state
    pool = st.pool
    refusal = give(game, "Ben", "nome_kings_refusal", "hand")
    woggle = give(game, "Ana", "woggle_bug", "hand")  # risk 1, then 1 burden
    do(game, "Ana", f"play {woggle}")
    # the risk is in the pool; the burden is about to be added, and Ben may stop it
    assert st.pool == pool + 1
    assert waiting(game) == "Ben" and game.decision().kind == "interrupt"
    do(game, "Ben", f"play {refusal}")
    assert st.zone_kind(woggle) == "scrap"
    assert st.players["Ana"].burdens == 0  # the rest is not paid ...
    assert st.pool == pool + 1 - 1  # ... the risk paid stays paid (Ben's event took 1 back out)
    assert woggle not in [c.uid for c in st.players["Ana"].party.cards]
    assert game.decision().rule == "HJ-CAMP-03" and waiting(game) == "Ana"


def _adversary_phase_with_minion():
    game = _campaign_phase()
    adversary_phase(game, "Ben")
    crow = give(game, "Ben", "field_crow", "hand")
    bargain = give(game, "Ana", "billinas_bargain", "hand")
    cost = costs.play_cost(game, "Ben", crow)
    return game, crow, bargain, cost


@pytest.mark.rule("HJ-COST-08")
def test_a_cost_raised_while_paid_is_paid_as_far_as_it_can_be_and_the_card_has_no_effect():
    game, crow, bargain, cost = _adversary_phase_with_minion()
    st = game.state
    st.pool = cost + 1  # enough for the printed cost, not for the raised one
    assert f"play {crow}" in legal(game, "Ben")
    do(game, "Ben", f"play {crow}")
    assert waiting(game) == "Ana" and game.decision().kind == "interrupt"
    do(game, "Ana", f"play {bargain}")
    assert st.pool == 0  # all the pool could give went in
    assert st.zone_kind(crow) == "scrap"  # and the minion never entered the field
    assert crow not in [c.uid for c in st.players["Ben"].minions.cards]


def test_a_raised_cost_that_can_still_be_paid_is_paid_in_full_and_the_card_enters():
    game, crow, bargain, cost = _adversary_phase_with_minion()
    st = game.state
    st.pool = cost + 3
    do(game, "Ben", f"play {crow}")
    do(game, "Ana", f"play {bargain}")
    assert st.pool == 1 and st.zone_kind(crow) == "minions"


@pytest.mark.rule("HJ-SITE-12")
def test_text_that_would_put_a_site_in_the_scrap_pile_leaves_it_on_the_path():
    game = _campaign_phase()
    st = game.state
    adversary_phase(game, "Ben")
    number = st.players["Ana"].site
    site = st.path[number]
    where = st.zone_kind(site)
    st.pool = max(st.pool, 1)
    ugu = give(game, "Ben", "ugu_steals_the_road", "hand")
    do(game, "Ben", f"play {ugu}")
    assert st.path[number] == site and st.zone_kind(site) == where  # still on the path
    assert st.players["Ana"].burdens == 1  # the rest of the text still happens
    assert st.zone_kind(ugu) == "scrap"


def test_the_heuristic_bot_answers_a_payment_from_the_data_it_is_given():
    from hjourney_tui.core.bots import make_bot
    from hjourney_tui.registry import game_info

    game_info("heroes_journey")  # registers the game's bots
    game, crow, bargain, cost = _adversary_phase_with_minion()
    game.state.pool = cost + 1
    do(game, "Ben", f"play {crow}")
    bot = make_bot("heroes_journey", "heuristic", 1)
    game._legal_cache = None
    mine = list(game.legal_commands("Ana"))
    text = bot.choose(game.view("Ana"), mine)
    assert text == f"play {bargain}"
    do(game, "Ana", text)
    assert game.state.zone_kind(crow) == "scrap"

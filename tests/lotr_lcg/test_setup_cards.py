"""Player cards that setup puts into hand (a campaign's hand boons): after the quest card's own setup,
and out of reach of the mulligan."""

from __future__ import annotations

import pytest

from .helpers import legal, run_until
from .test_campaign import game, past_setup, record

TOKEN = "ferrymans_token"  # a boon that goes to its holder's hand at setup


def _with_token(seed: int = 1):  # noqa: ANN202
    rec = record(1)
    rec["boons"] = [{"card": TOKEN, "seat": "A", "hero": ""}]
    return game(rec, seed)


@pytest.mark.rule("LC-CORE-SETUP-13")
def test_player_card_setup_comes_after_the_quest_cards_setup():
    g = _with_token()
    past_setup(g)
    kinds = [(e.kind, e.data.get("card")) for e in g.events]
    quest_setup = kinds.index(("staging", "raider_captain"))  # the first stage's Setup stages the captain
    token = kinds.index(("campaign", TOKEN))
    assert quest_setup < token


@pytest.mark.rule("LC-CORE-EDGE-16")
def test_a_mulligan_does_not_take_back_a_card_that_setup_put_into_hand():
    g = _with_token(seed=2)  # a deck order where a shuffled-back token would not come straight back
    run_until(g, lambda g: "mulligan" in legal(g, "A"))
    g.apply("A", "mulligan")
    past_setup(g)
    p = g.state.players["A"]
    assert p.mulliganed
    assert TOKEN in [c.card_id for c in p.hand.cards]

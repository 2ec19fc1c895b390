"""A card entering the field: the text that answers it, in setup and in play; an interrupt that sends
it to the scrap pile as it enters."""

from __future__ import annotations

import pytest

from .helpers import do, empty_hand, legal, make, new_game, pick_places, until_rule, waiting


def give(game, seat: str, card_id: str, zone: str) -> str:
    """A copy of a card the seat's deck does not hold, made straight into `zone`."""
    st = game.state
    c = game.table.create(card_id, st.players[seat].zones[zone], owner=seat, face_up=zone != "book")
    st.cards[str(c.uid)] = c
    game._legal_cache = None
    return str(c.uid)


def tokens(game, uid: str) -> dict:
    return {k: v for k, v in game.state.card(uid).tokens.items() if k.startswith("culture:")}


def kinds_until_play(game, adds: list[str]) -> list[str]:
    """Play the setup with Ana adding `adds` (card ids) in that order; the kinds of every question asked."""
    asked = []
    while game.state.turn.campaign == "":
        d = game.decision()
        asked.append(d.kind)
        seat = waiting(game)
        opts = legal(game, seat)
        if d.rule == "HJ-SETUP-16":
            want = [o for cid in adds[:1] for o in opts
                    if o.startswith("add ") and game.state.card(o.split()[1]).card_id == cid]
            do(game, seat, want[0] if want else "done")
            if want:
                adds.pop(0)
        elif "pass" in opts:
            do(game, seat, "pass")
        else:
            do(game, seat, opts[0])
    return asked


@pytest.mark.rule("HJ-SETUP-21", "HJ-RESP-09")
def test_when_you_play_text_resolves_in_the_starting_party_and_responses_wait_for_play():
    game = make(2)
    do(game, "Ana", "bid 1")
    do(game, "Ben", "bid 0")
    pick_places(game)
    for cid in ("shaggy_man", "bungle"):
        if not any(c.card_id == cid for c in game.state.players["Ana"].book.cards):
            give(game, "Ana", cid, "book")
    asked = kinds_until_play(game, ["shaggy_man", "bungle"])
    st = game.state
    party = {c.card_id: c.uid for c in st.players["Ana"].party.cards}
    shaggy = party["shaggy_man"]
    assert "bungle" in party
    # Bungle's "when you play" took away the bid burden ...
    assert st.players["Ana"].burdens == 0
    # ... and the Shaggy Man's response to a companion entering was not offered while parties were placed
    assert "response" not in asked and tokens(game, shaggy) == {}
    # in play the same response is offered when a companion enters
    until_rule(game, "HJ-CAMP-03", "Ana")
    empty_hand(game, "Ana")
    woggle = give(game, "Ana", "woggle_bug", "hand")
    do(game, "Ana", f"play {woggle}")
    assert game.decision().kind == "response" and waiting(game) == "Ana"
    game._legal_cache = None
    do(game, "Ana", next(c.text for c in game.legal_commands("Ana") if c.data.get("source") == shaggy))
    assert tokens(game, shaggy) == {"culture:emerald": 1}


def _campaign_with_shaggy(burdens: int = 1):
    game = new_game(2, adds={"Ana": []})
    st = game.state
    until_rule(game, "HJ-CAMP-03", "Ana")
    empty_hand(game, "Ana")
    empty_hand(game, "Ben")
    st.players["Ana"].burdens = burdens
    return game


@pytest.mark.rule("HJ-PLAY-08")
def test_text_answering_a_played_card_resolves_before_the_player_acts_again():
    game = _campaign_with_shaggy()
    st = game.state
    shaggy = give(game, "Ana", "shaggy_man", "hand")
    do(game, "Ana", f"play {shaggy}")
    bungle = give(game, "Ana", "bungle", "hand")
    events = do(game, "Ana", f"play {bungle}")
    # its own "when you play" text has resolved already, right after it entered the field
    kinds = [e.kind for e in events]
    assert kinds.index("enter") < kinds.index("burden") and st.players["Ana"].burdens == 0
    # the Shaggy Man's response to it comes next, before the Campaign actions go on
    d = game.decision()
    assert d.kind == "response" and d.rule != "HJ-CAMP-03"
    game._legal_cache = None
    offered = [c.text for c in game.legal_commands("Ana") if c.data.get("source") == shaggy]
    assert offered
    do(game, "Ana", offered[0])
    assert tokens(game, shaggy) == {"culture:emerald": 1}
    assert game.decision().rule == "HJ-CAMP-03"


@pytest.mark.rule("HJ-PLAY-14")
def test_a_card_sent_to_the_scrap_pile_as_it_enters_sets_off_no_entry_text():
    game = _campaign_with_shaggy()
    st = game.state
    shaggy = give(game, "Ana", "shaggy_man", "hand")
    do(game, "Ana", f"play {shaggy}")  # the pool: 1
    barred = give(game, "Ben", "barred_from_the_castle", "hand")
    bungle = give(game, "Ana", "bungle", "hand")
    do(game, "Ana", f"play {bungle}")  # the pool: 2, enough for Ben's event
    assert waiting(game) == "Ben" and game.decision().kind == "interrupt"
    do(game, "Ben", f"play {barred}")
    assert st.zone_kind(bungle) == "scrap" and st.zone_kind(barred) == "scrap"
    # neither its own "when you play" (the burden stays) nor the Shaggy Man's response
    assert st.players["Ana"].burdens == 1
    assert game.decision().rule == "HJ-CAMP-03" and waiting(game) == "Ana"
    assert tokens(game, shaggy) == {}
    assert st.pool == 0

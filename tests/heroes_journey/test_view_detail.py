"""What the view adds for reading cards in full: printed values and the modifiers in force on each
card in sight, the piles by title, and the deck list and atlas sites of the viewing seat alone."""

from __future__ import annotations

from tests.tui.hj_positions import played_until

from .helpers import do, hand, new_game


def test_deck_list_and_atlas_sites_go_to_their_owner_only():
    game = played_until("campaign", "actions", turn=2).game
    for seat in ("Ana", "Ben"):
        view = game.view(seat)
        other = next(s for s in view["players"] if s != seat)
        mine = view["players"][seat]
        assert sum(c["count"] for c in mine["deck_list"]) == 60
        assert [c["uid"] for c in mine["atlas_sites"]] == [c["uid"] for c in mine["atlas"]]
        assert "deck_list" not in view["players"][other] and "atlas_sites" not in view["players"][other]
    table = game.view(None)
    assert all("deck_list" not in p and "atlas_sites" not in p for p in table["players"].values())


def test_a_borne_card_shows_as_a_modifier_on_its_bearer_with_its_title():
    game = new_game(2, bids={"Ana": 1})  # a burden from the bid
    tip = game.state.players["Ana"].hero
    (sling,) = hand(game, "Ana", "munchkin_sling")
    do(game, "Ana", f"play {sling} {tip}")
    view = game.view("Ben")
    tip_seen = next(c for c in view["players"]["Ana"]["party"] if c["card"] == "tip")
    borne = tip_seen["bears"][0]
    assert borne["title"] == "Munchkin Sling" and "printed" in borne
    assert {"what": "shoot", "amount": 1, "source_title": "Munchkin Sling"}.items() <= tip_seen["modifiers"][0].items()
    assert tip_seen["printed"]["resistance"] == 6 and tip_seen["resistance"] == 5  # less a burden


def test_piles_are_public_by_title():
    game = played_until("melee", "skirmish", turn=2).game
    scrap = game.view("Ben")["players"]["Ana"]["piles"]["scrap"]
    assert [c["card"] for c in scrap] == game.view("Ana")["players"]["Ana"]["scrap"]
    assert all(c["title"] for c in scrap)


def test_a_refused_play_from_hand_says_why_that_card_cannot_be_played():
    """Asking to play a card that is not on offer names the rule in the way, not just the list of plays."""
    from hjourney_tui.core.game import Refused

    from .helpers import new_game

    game = new_game()
    while game.state.turn.phase != "campaign":
        legal = game.legal_commands()
        game.apply(legal[0].seat, legal[0].text)
    seat = game.state.turn.campaign
    adversary = next(c.uid for c in game.state.players[seat].hand.cards if game.state.data(c.uid)["side"] == "adversary")
    try:
        game.apply(seat, f"play {adversary}")
    except Refused as exc:
        assert "cannot be played now" in exc.reason and "Adversary cards on the others'" in exc.reason
    else:
        raise AssertionError("an Adversary card was played on its owner's own turn")


def test_while_bidding_each_seat_sees_its_own_heros_resistance_and_no_other():
    """A bid of the Hero's resistance or more loses at once: the bidder is shown that number."""
    from .helpers import NAMES, make

    game = make()
    ana, ben = NAMES[:2]
    mine = game.view(ana)["players"]
    assert mine[ana]["hero_to_come"]["resistance"] == game.state.content.cards[game.state.players[ana].deck.hero]["resistance"]
    assert "hero_to_come" not in mine[ben]


def test_values_kept_while_a_view_is_built_are_read_afresh_for_the_next():
    """A view reads each stat once; what changes after it shows in the next view, and rules read live."""
    from hjourney_tui.core.modifiers import Modifier
    from hjourney_tui.games.heroes_journey.rules import characters

    game = new_game(2)
    tip = game.state.players["Ana"].hero

    def seen() -> dict:
        return next(c for c in game.view("Ana")["players"]["Ana"]["party"] if c["uid"] == tip)

    before = seen()
    assert game.reading is None
    game.modifiers.add(Modifier(tip, "strength", 2, until="turn", source=tip))
    game.modifiers.add(Modifier(tip, "shoot", 1, until="turn", source=tip))
    assert characters.stat(game, tip, "strength") == before["strength"] + 2
    after = seen()
    assert after["strength"] == before["strength"] + 2
    assert after["keywords"]["shoot"] == before.get("keywords", {}).get("shoot", 0) + 1

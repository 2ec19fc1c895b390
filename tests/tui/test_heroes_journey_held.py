"""Culture tokens and stacked cards drawn on the board: on the party's cards and on the path's sites,
how many for every seat and the stacked cards' titles for their owner alone, in ASCII too."""

from __future__ import annotations

import pytest

from hjourney_tui.games.heroes_journey.tui.party_pane import PartyPane
from hjourney_tui.games.heroes_journey.tui.path_pane import PathPane
from tests.heroes_journey.helpers import do, legal, new_game, until_rule


def _give(game, seat: str, card_id: str, zone: str) -> str:
    st = game.state
    c = game.table.create(card_id, st.players[seat].zones[zone], owner=seat, face_up=True)
    st.cards[str(c.uid)] = c
    game._legal_cache = None
    return str(c.uid)


@pytest.fixture(scope="module")
def game():
    """Ana's Council Rock with a token she earned, her White Knight's Box with two cards stacked."""
    game = new_game(2, decks="jungle,iliad")
    rock = _give(game, "Ana", "skins_on_the_rock", "support")
    box = _give(game, "Ana", "white_knights_box", "support")
    until_rule(game, "HJ-CAMP-03", "Ana")
    do(game, "Ana", f"use {rock}")
    for _ in range(2):
        do(game, "Ana", next(o for o in legal(game, "Ana") if o.startswith(f"use {box}")))
        do(game, "Ana", legal(game, "Ana")[0])  # the card to stack
    return game


def _draw(pane_class, game, seat: str, width: int) -> str:
    pane = pane_class()
    pane.view = {"state": game.view(seat), "seat": seat}
    return pane.draw(width).plain


@pytest.mark.parametrize("ascii_mode", ["0", "1"])
@pytest.mark.parametrize("width", [40, 80])
def test_tokens_and_stacked_cards_show_under_their_card(game, monkeypatch, ascii_mode, width):
    monkeypatch.setenv("HJOURNEY_ASCII", ascii_mode)
    titles = [c["title"] for c in game.view("Ana")["players"]["Ana"]["support"][1]["stacked_cards"]]
    mine = _draw(PartyPane, game, "Ana", width)
    theirs = _draw(PartyPane, game, "Ben", width)
    for text in (mine, theirs):
        lines = text.split("\n")
        rock = next(i for i, t in enumerate(lines) if "Council Rock" in t)
        assert lines[rock + 1].strip() == "holds 1 seeonee token"
        box = next(i for i, t in enumerate(lines) if "White Knight's Box" in t)
        assert lines[box + 1].strip().startswith("holds 2 stacked")
        assert all(len(t) <= width for t in lines if t.startswith("    "))  # the lines under a card
    flat = " ".join(mine.split())
    assert all(t in flat for t in titles)  # the owner reads what she stacked
    assert "face down" in theirs and not any(t in theirs for t in titles)  # the others only how many
    if ascii_mode == "1":
        assert mine.isascii() and theirs.isascii()


def test_a_site_holding_tokens_says_so_under_the_path(game):
    st = game.state
    st.card(st.path[1]).tokens["culture:seeonee"] = 1  # no card puts tokens on a site yet: placed by hand
    assert "site 1 holds 1 seeonee token" in _draw(PathPane, game, "Ben", 80)
    del st.card(st.path[1]).tokens["culture:seeonee"]

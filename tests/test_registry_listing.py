"""Shipped games are listed by their `listing` and then by id, so a game added later does not
become the first choice of the new-game wizard."""

from __future__ import annotations

from hjourney_tui.registry import games, shipped


def test_games_are_listed_by_listing_then_id():
    shipped_ids = [info.id for info in games().values()][:len(shipped())]
    infos = [games()[i] for i in shipped_ids]
    assert [(i.listing, i.id) for i in infos] == sorted((i.listing, i.id) for i in infos)
    assert shipped_ids.index("kilforth") < shipped_ids.index("heroes_journey")

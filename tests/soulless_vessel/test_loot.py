"""Chests and Dropped Item tokens in a campaign adventure, and what is left behind when it ends."""

from __future__ import annotations

import pytest

from hjourney_tui.games.soulless_vessel import board
from hjourney_tui.games.soulless_vessel.rules.town import item_pile
from hjourney_tui.games.soulless_vessel.state import Drop
from tests.soulless_vessel.campaign_helpers import quest, record, texts, why
from tests.soulless_vessel.helpers import events, legal, put, to_turn


def beside(g, seat: str = "Ana", far: int = 1):
    """A free walkable square `far` squares east (or the nearest free one) of the hero."""
    x, y = g.state.heroes[seat].pos
    want = (x + far, y)
    taken = g.state.occupied()
    if g.grid().walkable(want) and want not in taken:
        return want
    ring = [(x + dx, y + dy) for dy in range(-far, far + 1) for dx in range(-far, far + 1)
            if max(abs(dx), abs(dy)) == far]
    return next(s for s in ring if g.grid().walkable(s) and s not in taken)


def on_turn(seed: int = 1, **kw):
    g = quest(record(**kw), seed=seed)
    g.state.chests = []
    to_turn(g, "Ana")
    return g


def chest_here(g, far: int = 1) -> str:
    s = beside(g, far=far)
    g.state.chests.append(s)
    g._legal_cache = None
    return board.name(s)


@pytest.mark.rule("VS-LOOT-01")
def test_a_chest_next_to_the_hero_opens_for_one_movement_point():
    g = on_turn()
    sq = chest_here(g, far=2)
    assert f"chest {sq}" not in texts(g, "Ana", "chest", enabled=False)  # two squares off: not offered
    g.state.chests = []
    sq = chest_here(g)
    ana = g.state.heroes["Ana"]
    mp = ana.mp
    assert f"chest {sq}" in legal(g, "Ana")
    g.apply("Ana", f"chest {sq}")
    assert ana.mp == mp - 1
    assert g.state.chests == []
    g.apply("Ana", "done")
    g.state.drops = []
    g.state.chests.append(board.parse(sq))
    ana.mp = 0
    g._legal_cache = None
    assert "MP" in why(g, "Ana", f"chest {sq}")


@pytest.mark.rule("VS-LOOT-02")
def test_opening_draws_two_items_from_the_pile_and_the_hero_may_keep_both():
    g = on_turn()
    pile = set(item_pile(g.party, g.full))
    sq = chest_here(g)
    g.apply("Ana", f"chest {sq}")
    drawn = events(g, "loot")[-1].data["items"]
    assert len(drawn) == 2 and set(drawn) <= pile
    for item in drawn:
        g.apply("Ana", f"keep {item}")
    mine = [c.id for c in g.party.heroes["Ana"].items]
    assert set(drawn) <= set(mine)
    assert g.state.drops == [] and g.state.chests == []


@pytest.mark.rule("VS-LOOT-03")
def test_items_not_kept_go_under_a_dropped_item_token_on_the_chest():
    g = on_turn()
    sq = chest_here(g)
    g.apply("Ana", f"chest {sq}")
    drawn = events(g, "loot")[-1].data["items"]
    g.apply("Ana", f"keep {drawn[0]}")
    g.apply("Ana", "done")
    assert [(d.pos, d.items) for d in g.state.drops] == [(board.parse(sq), [drawn[1]])]
    assert drawn[1] not in [c.id for c in g.party.heroes["Ana"].items]


@pytest.mark.rule("VS-LOOT-03")
def test_an_item_the_hero_cannot_hold_is_not_kept():
    g = on_turn()
    h = g.party.heroes["Ana"]
    sq = chest_here(g)
    g.apply("Ana", f"chest {sq}")
    drawn = events(g, "loot")[-1].data["items"]
    from hjourney_tui.games.soulless_vessel.rules import loot

    assert h.items  # no slot of any kind left: nothing fits
    full = dict(g.full.settings.slots)
    g.full.settings.slots.update({k: 0 for k in full})
    try:
        opts = {o.text: o for o in loot.keep_options(g, g.state.heroes["Ana"], drawn)}
        assert not opts[f"keep {drawn[0]}"].enabled and "room" in opts[f"keep {drawn[0]}"].reason
    finally:
        g.full.settings.slots.update(full)


@pytest.mark.rule("VS-LOOT-04")
def test_picking_up_from_a_token_costs_one_point_and_an_empty_token_goes():
    g = on_turn()
    pile = item_pile(g.party, g.full)
    s = beside(g)
    g.state.drops.append(Drop(s, [pile[0], pile[1]]))
    g._legal_cache = None
    ana = g.state.heroes["Ana"]
    mp = ana.mp
    sq = board.name(s)
    g.apply("Ana", f"pickup {sq}")
    assert ana.mp == mp - 1
    g.apply("Ana", f"keep {pile[0]}")
    g.apply("Ana", "done")
    assert [d.items for d in g.state.drops] == [[pile[1]]]  # the rest stays under the token
    ana.mp = 5
    g._legal_cache = None
    g.apply("Ana", f"pickup {sq}")
    g.apply("Ana", f"keep {pile[1]}")
    assert g.state.drops == []
    assert {pile[0], pile[1]} <= {c.id for c in g.party.heroes["Ana"].items}
    # a token two squares off is out of reach
    g.state.drops.append(Drop(beside(g, far=2), [pile[2]]))
    g._legal_cache = None
    assert texts(g, "Ana", "pickup", enabled=False) == []


@pytest.mark.rule("VS-CAMP-14")
def test_tokens_and_chests_are_lost_when_the_adventure_ends():
    g = on_turn()
    pile = item_pile(g.party, g.full)
    g.state.drops.append(Drop(beside(g), [pile[0]]))
    chest_here(g, far=2)
    g.apply("Ana", "abandon")
    assert g.state.drops == [] and g.state.chests == []
    assert all(pile[0] != c.id for h in g.party.heroes.values() for c in h.items)
    assert events(g, "loot")[-1].data["items"] == [pile[0]]


def test_chests_stay_shut_under_rules_that_carry_no_items():
    from tests.soulless_vessel.helpers import new

    g = new(1)
    to_turn(g, "Ana")
    x, y = g.state.heroes["Ana"].pos
    s = next(q for q in g.grid().nearest_free((x, y), g.state.occupied()))
    g.state.chests.append(s)
    g._legal_cache = None
    assert "no items" in next(c.reason for c in g.legal_commands("Ana", enabled_only=False)
                              if c.text == f"chest {board.name(s)}")
    put(g, "Ana", board.name((x, y)))


def single(adventure: str = "first_descent", seed: int = 1):
    """A single adventure (no campaign) on the game's own content."""
    from hjourney_tui.core.game import Seat, Setup
    from hjourney_tui.games.soulless_vessel.engine import Vessels
    from tests.soulless_vessel.campaign_helpers import ruleset

    g = Vessels(Setup("soulless_vessel", [Seat("Ana"), Seat("Bo")], "coop", seed, {"adventure": adventure}),
                ruleset())
    g.state.chests, g.state.found = [], []
    return g


@pytest.mark.rule("VS-LOOT-02")
@pytest.mark.rule("VS-LOOT-03")
def test_a_chest_in_a_single_adventure_draws_items_of_the_tiers_its_chapter_has_opened():
    g = single()
    to_turn(g, "Ana")
    sq = chest_here(g)
    g.apply("Ana", f"chest {sq}")
    drawn = events(g, "loot")[-1].data["items"]
    assert len(drawn) == 2
    assert all(g.full.items[i].source == "pile" and g.full.items[i].tier == 1 for i in drawn)  # chapter 1
    keep = next(c.data["item"] for c in g.legal_commands("Ana") if c.verb == "keep" and c.enabled)
    g.apply("Ana", f"keep {keep}")
    g.apply("Ana", "done")
    assert keep in [c.id for c in g.party.heroes["Ana"].items]
    rest = [i for i in drawn if i != keep]
    assert [d.items for d in g.state.drops] == [rest]


def test_a_single_adventures_heroes_start_with_their_weapon_on_a_board():
    g = single()
    for seat, h in g.state.heroes.items():
        assert [(c.id, c.slot) for c in g.party.heroes[seat].items] == [(h.weapon, "hand")]
    later = [a for a in g.full.adventures.values() if a.chapter == 3 and a.map in g.content.maps]
    if later:
        assert single(later[0].id).party.chapter == 3

"""Maps that grow by exploration: a drawn tile is laid against the opened door, through connector
pieces when it does not fit alone, or the doorway is end-capped (growth.py, rules/exploration.py)."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from hjourney_tui.core.game import Seat, Setup
from hjourney_tui.core.ruleset import RulesetError, load_ruleset
from hjourney_tui.games.soulless_vessel import board
from hjourney_tui.games.soulless_vessel.content import load_content
from hjourney_tui.games.soulless_vessel.engine import Vessels
from hjourney_tui.games.soulless_vessel.growth import Piece, fit, grown
from hjourney_tui.games.soulless_vessel.maps import check_tile, load_tiles, parse_adventure, parse_tiles
from tests.conftest import ROOT
from tests.soulless_vessel.helpers import put, to_turn

DATA = ROOT / "rulesets" / "soulless_vessel"
SHIPPED = load_tiles(DATA / "tiles.toml")


def same(layout: dict[str, Any]) -> dict[str, Any]:
    return {n: copy.deepcopy(layout) for n in ("1", "2", "3")}


def small_tiles() -> dict[str, Any]:
    """A 3x3 start room with a door east, a tall room entered from the west at its foot, a low
    room entered from the west at its top, and the shipped connector pieces."""
    tiles = {
        "start": {"name": "Start", "layouts": same({"squares": ["...", "...", "..."],
                                                    "doors": [{"id": "east", "at": [2, 0], "side": "E"}]})},
        "tall": {"name": "Tall", "layouts": same({"squares": ["...", "...", "...", "...", "..."],
                                                  "doors": [{"id": "west", "at": [0, 4], "side": "W"}]})},
        "low": {"name": "Low", "layouts": same({"squares": ["....", "...."],
                                                "doors": [{"id": "west", "at": [0, 0], "side": "W"}]})},
    }
    raw = load_ruleset("soulless_vessel").files["tiles"]["tiles"]
    for cid in ("straight_way", "bent_way"):
        tiles[cid] = raw[cid]
    return {"tiles": tiles}


def grown_map(size: list[int], tiles: dict[str, Any]):
    adventure = {"name": "Grow", "grow": True, "board": size,
                 "rooms": {"entry": {"tile": "start", "layout": 1, "at": [0, 0]}},
                 "start": {"room": "entry", "squares": [[0, 0], [1, 0], [0, 1], [1, 1]]}}
    parsed = parse_tiles(tiles, "tiles.toml")
    return parse_adventure(adventure, "grow.toml", parsed), parsed


def on_board_and_apart(amap, tiles, pieces) -> None:
    """Right of the board's left edge, below its top edge, on no other piece."""
    taken = set(amap.owner)
    for p in pieces:
        lay = tiles[p.tile].layouts["1"].turned(p.quarters)
        squares = {(x + p.at[0], y + p.at[1]) for x, y in lay.cells}
        assert all(x >= 0 and y >= 0 for x, y in squares)
        assert not squares & taken
        taken |= squares


@pytest.mark.rule("VS-EXPL-04")
def test_a_tile_that_fits_is_laid_against_the_door():
    amap, tiles = grown_map([12, 8], small_tiles())
    pieces = fit(amap, tiles, "entry.east", "low", "room2")
    assert pieces is not None and [p.tile for p in pieces] == ["low"]
    lay = tiles["low"].layouts["1"].turned(pieces[0].quarters)
    (sq, side), = lay.doors.values()
    assert side == "W" and (sq[0] + pieces[0].at[0], sq[1] + pieces[0].at[1]) == (3, 0)  # beyond the door
    on_board_and_apart(amap, tiles, pieces)


@pytest.mark.rule("VS-EXPL-04")
def test_a_tile_that_does_not_fit_is_joined_by_up_to_two_connectors():
    """The tall room would stick out above the board's top edge: a connector turns the way down."""
    amap, tiles = grown_map([14, 9], small_tiles())
    alone = {k: t for k, t in tiles.items() if not t.connector}
    assert fit(amap, alone, "entry.east", "tall", "room2") is None
    pieces = fit(amap, tiles, "entry.east", "tall", "room2")
    assert pieces is not None and 2 <= len(pieces) <= 3
    assert all(tiles[p.tile].connector for p in pieces[:-1]) and pieces[-1].tile == "tall"
    assert pieces[-1].room == "room2" and pieces[0].room == "room2_way1"
    on_board_and_apart(amap, tiles, pieces)
    # a piece one column beyond the door leaves room for nothing there: nothing fits
    amap2 = grown(amap, tiles, [Piece("block", "straight_way", 0, (4, 0))], [])
    assert fit(amap2, tiles, "entry.east", "tall", "room2") is None


@pytest.mark.rule("VS-EXPL-04")
def test_the_board_grows_to_the_right_and_down_as_tiles_are_laid_past_its_size():
    """A table has no edge: the low room is laid beyond the board's first 4 columns, the board
    grows to hold it, and a square past column z gets a two-letter name."""
    amap, tiles = grown_map([4, 3], small_tiles())
    pieces = fit(amap, tiles, "entry.east", "low", "room2")
    assert pieces is not None and [p.tile for p in pieces] == ["low"]
    wider = grown(amap, tiles, pieces, [])
    assert (wider.width, wider.height) == (7, 3) and wider.owner[(6, 1)] == "room2"
    assert board.name((26, 0)) == "aa1" and board.parse("aa1") == (26, 0) and board.parse("ab12") == (27, 11)


def own(size: list[int], caps: list[dict[str, str]], deck: list[str]) -> dict[str, Any]:
    return {"file": "grow.toml", "data": {
        "name": "Grow", "grow": True, "board": size, "enemies": ["grave_rats"], "events": "first_descent",
        "exploration": deck,
        "rooms": {"entry": {"tile": "gatehouse", "layout": 1, "at": [0, 0]}},
        "start": {"room": "entry", "squares": [[0, 0], [1, 0], [2, 0], [3, 0]]},
        "end_caps": caps}}


def game(adventure: dict[str, Any]) -> Vessels:
    return Vessels(Setup("soulless_vessel", [Seat("Ana")], "coop", 5, {"adventure_file": adventure}),
                   load_ruleset("soulless_vessel"))


@pytest.mark.rule("VS-EXPL-04")
def test_opening_a_frontier_door_lays_the_drawn_cards_tile_there_and_reveals_it():
    g = game(own([20, 12], [{"room": "entry", "door": "south"}], ["weeping_pool"]))
    put(g, "Ana", "f3")
    to_turn(g, "Ana", {})
    g.apply("Ana", "open entry.east")
    st = g.state
    assert [p[:2] for p in st.board.placed] == [["room2", "cistern"]] and "room2" in st.board.revealed
    assert g.map().owner[(6, 2)] == "room2" and g.grid().can_step((5, 2), (6, 2))
    assert st.exploration == [] and "room2" in st.board.layouts


def blocked_east(g: Vessels) -> None:
    """A straight way laid two columns east of the gatehouse (one row down) leaves a one-column
    strip beyond its east door, and a one-row strip above it, where no tile fits."""
    g.state.board.placed = [["block", "straight_way", 0, [7, 1]]]
    g.map_changed()


@pytest.mark.rule("VS-EXPL-05")
def test_a_tile_with_no_room_end_caps_the_door_reopens_another_and_goes_back_on_top():
    """A one-column strip east of the gatehouse holds no tile: the east doorway is capped, the
    south one (capped on the map) becomes a door, and the card is drawn again there."""
    g = game(own([7, 6], [{"room": "entry", "door": "south"}], ["weeping_pool"]))
    blocked_east(g)
    put(g, "Ana", "f3")
    to_turn(g, "Ana", {})
    assert "open entry.east" in [c.text for c in g.legal_commands("Ana")]
    g.apply("Ana", "open entry.east")
    st = g.state
    assert st.board.caps == ["entry.east"] and [p[0] for p in st.board.placed] == ["block"]
    assert st.exploration == ["weeping_pool"]  # back on top
    assert "entry.east" not in g.map().doors and "entry.south" in g.map().doors
    assert not g.grid().can_step((5, 2), (6, 2))
    assert [e for e in g.events if e.kind == "endcap"][-1].data == {
        "door": "entry.east", "reopened": "entry.south", "card": "weeping_pool"}


@pytest.mark.rule("VS-EXPL-05")
def test_the_end_cap_reopened_is_one_where_the_card_back_on_top_fits():
    """Two capped doorways could open again: the first (north of a straight way, onto a strip too
    narrow for the pool) is passed over for the second, where the card drawn next fits."""
    g = game(own([7, 6], [{"room": "entry", "door": "south"}], ["weeping_pool"]))
    blocked_east(g)
    g.state.board.caps = ["block.north", "entry.south"]  # the strip between the way and the board's top
    g.map_changed()
    put(g, "Ana", "f3")
    to_turn(g, "Ana", {})
    g.apply("Ana", "open entry.east")
    assert [e for e in g.events if e.kind == "endcap"][-1].data["reopened"] == "entry.south"
    assert g.state.board.caps == ["block.north", "entry.east"]


def test_every_shipped_tile_is_walkable_from_its_first_door_and_there_are_thirty_and_two_connectors():
    rooms = [t for t in SHIPPED.values() if not t.connector]
    assert len(rooms) == 30 and sum(t.connector for t in SHIPPED.values()) == 2
    for t in SHIPPED.values():
        check_tile(t, "tiles.toml")
    used = {c.tile for c in load_content(DATA).rooms.values()}
    assert used == {t.id for t in rooms}  # every tile is some exploration card's


def test_a_layout_with_a_marker_cut_off_from_its_doors_is_refused():
    tiles = small_tiles()
    tiles["tiles"]["tall"]["layouts"]["2"]["chests"] = [{"at": [2, 0]}]
    tiles["tiles"]["tall"]["layouts"]["2"]["walls"] = [[[0, 1], [3, 1]]]
    parsed = parse_tiles(tiles, "tiles.toml")
    with pytest.raises(RulesetError) as info:
        check_tile(parsed["tall"], "tiles.toml")
    assert info.value.key == "tiles.tall.layouts.2.chests[0]"


def test_layouts_of_one_tile_share_outline_and_doors():
    tiles = small_tiles()
    tiles["tiles"]["tall"]["layouts"]["3"]["squares"][0] = ".. "
    with pytest.raises(RulesetError) as info:
        parse_tiles(tiles, "tiles.toml")
    assert info.value.key == "tiles.tall.layouts.3"


def test_a_grown_adventure_lays_rooms_as_the_party_explores():
    g = Vessels(Setup("soulless_vessel", [Seat("Ana"), Seat("Bo")], "coop", 2, {"adventure": "cinder_mill"}),
                load_ruleset("soulless_vessel"))
    assert g.map().grow and set(g.map().rooms) == {"entry"}
    assert not any(c.startswith("theme:") for c in g.state.exploration)  # dealt as room cards
    frontier = [d for d, door in g.map().doors.items() if door.rooms[1] == ""]
    assert frontier
    h = g.state.heroes["Ana"]
    h.pos = board.door_square(g.map(), g.state.board, frontier[0])
    to_turn(g, "Ana", {})
    h.pos = board.door_square(g.map(), g.state.board, frontier[0])
    g._legal_cache = None
    g.apply("Ana", f"open {frontier[0]}")
    assert g.state.board.placed and "room2" in g.map().rooms


@pytest.mark.rule("VS-MINION-03")
def test_a_minion_opening_a_frontier_door_lays_the_tile_as_a_hero_would():
    """A minion opens doors as a hero does: on a growing map the drawn card's tile is laid."""
    from tests.soulless_vessel.helpers import foes
    from tests.soulless_vessel.test_minions import answer, minion_at

    g = game(own([20, 12], [{"room": "entry", "door": "south"}], ["weeping_pool"]))
    put(g, "Ana", "a1")
    foes(g, "grave_rats", "a5")  # an enemy about, so the adventure is not over at once
    mid = minion_at(g, "f3", kind="grave_hound", card="hew")  # by the east door, where no tile lies yet
    to_turn(g, "Ana", {})
    answer(g, lambda g: g.decision().kind == "minion")
    assert f"minion {mid} open entry.east" in [c.text for c in g.legal_commands("Ana")]
    g.apply("Ana", f"minion {mid} open entry.east")
    st = g.state
    assert [p[:2] for p in st.board.placed] == [["room2", "cistern"]] and "room2" in st.board.revealed
    assert g.map().owner[(6, 2)] == "room2" and st.minions[mid].mp == g.content.minions["grave_hound"].speed - 1

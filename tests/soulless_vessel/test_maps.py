"""Soulless Vessel maps as data: the shipped tiles and adventure load, and bad files are refused
with the file and key at fault (hjourney_tui/games/soulless_vessel/maps.py)."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest
import tomli_w

from hjourney_tui.core.grid import block, edge
from hjourney_tui.core.ruleset import RulesetError
from hjourney_tui.games.soulless_vessel.maps import (
    load_adventure,
    load_templates,
    load_tiles,
    parse_tiles,
)
from tests.conftest import ROOT

DATA = ROOT / "rulesets" / "soulless_vessel"
TILES = load_tiles(DATA / "tiles.toml")


def room(squares: list[str], doors: list[dict], **more: Any) -> dict[str, Any]:
    """A tile whose three layouts are the same room."""
    layout = {"squares": squares, "doors": doors, **more}
    return {"name": "Test room", "layouts": {n: copy.deepcopy(layout) for n in ("1", "2", "3")}}


def small_tiles() -> dict[str, Any]:
    return {"tiles": {
        "a": room(["...", "...", "..."], [{"id": "east", "at": [2, 1], "side": "E"}],
                  chests=[{"at": [0, 0]}, {"at": [0, 2], "heroes": 3}], spawns={"red": [[1, 0], [2, 0]]}),
        "b": room(["...", "...", "..."], [{"id": "west", "at": [0, 1], "side": "W"},
                                          {"id": "south", "at": [1, 2], "side": "S"}]),
    }}


def small_adventure() -> dict[str, Any]:
    return {
        "name": "Two rooms",
        "rooms": {"one": {"tile": "a", "layout": 1, "at": [0, 0]},
                  "two": {"tile": "b", "layout": 1, "at": [3, 0]}},
        "start": {"room": "one", "squares": [[0, 1], [1, 1], [1, 2], [2, 2]]},
        "end_caps": [{"room": "two", "door": "south"}],
    }


def write(tmp_path: Path, name: str, data: dict[str, Any]) -> Path:
    path = tmp_path / name
    path.write_text(tomli_w.dumps(data), encoding="utf-8")
    return path


def refused(tmp_path: Path, tiles: dict[str, Any] | None = None, adventure: dict[str, Any] | None = None
            ) -> RulesetError:
    """Load tiles, then the adventure; return the error, which must name the file at fault."""
    tiles_path = write(tmp_path, "tiles.toml", tiles or small_tiles())
    adv_path = write(tmp_path, "adventure.toml", adventure or small_adventure())
    try:
        loaded = load_tiles(tiles_path)
    except RulesetError as err:
        assert err.file == str(tiles_path) and str(err).startswith(f"{tiles_path}: {err.key}")
        return err
    with pytest.raises(RulesetError) as info:
        load_adventure(adv_path, loaded)
    err = info.value
    assert err.file == str(adv_path) and str(err).startswith(f"{adv_path}: {err.key}")
    return err


def test_the_small_test_map_loads(tmp_path: Path):
    amap = load_adventure(write(tmp_path, "a.toml", small_adventure()), parse_tiles(small_tiles(), "t"))
    assert sorted(amap.doors) == ["one.east"] and amap.doors["one.east"].rooms == ("one", "two")


def test_the_shipped_maps_load():
    templates = load_templates(DATA / "templates.toml")
    assert set(templates) == {"blast"}
    assert len(TILES) >= 4 and all(len(t.layouts) == 3 for t in TILES.values())
    for path in sorted((DATA / "adventures").glob("*.toml")):
        amap = load_adventure(path, TILES)
        assert len(amap.start) >= 4 and amap.initially_revealed() == {amap.start_room}


# ----- bad tiles

@pytest.mark.parametrize(("change", "key"), [
    (lambda t: t["tiles"]["a"]["layouts"].pop("3"), "tiles.a.layouts"),
    (lambda t: t["tiles"]["a"]["layouts"].update({"4": {}}), "tiles.a.layouts.4"),
    (lambda t: t["tiles"]["a"].update({"colour": "red"}), "tiles.a.colour"),
    (lambda t: t["tiles"]["a"].pop("name"), "tiles.a.name"),
    (lambda t: t["tiles"]["a"]["layouts"]["1"].update({"squares": ["...", ".x.", "..."]}),
     "tiles.a.layouts.1.squares[1]"),
    (lambda t: t["tiles"]["a"]["layouts"]["2"].update({"squares": ["...", "...", ".."]}),
     "tiles.a.layouts.2.squares[2]"),
    (lambda t: t["tiles"]["a"]["layouts"]["1"].update({"squares": ["###", "#:#", "###"]}),
     "tiles.a.layouts.1.squares"),
    (lambda t: t["tiles"]["a"]["layouts"]["1"].update({"walls": [[[0, 0], [2, 2]]]}),
     "tiles.a.layouts.1.walls[0]"),
    (lambda t: t["tiles"]["a"]["layouts"]["1"].update({"walls": [[[1, 0], [1, 5]]]}),
     "tiles.a.layouts.1.walls[0]"),
    (lambda t: t["tiles"]["a"]["layouts"]["1"].update({"walls": [[[1, 0], [1, 2]]],
                                                       "barriers": [[[1, 1], [1, 3]]]}),
     "tiles.a.layouts.1.barriers"),
    (lambda t: t["tiles"]["a"]["layouts"]["1"]["doors"][0].update({"side": "W"}),
     "tiles.a.layouts.1.doors[0].side"),
    (lambda t: t["tiles"]["a"]["layouts"]["1"]["doors"][0].update({"side": "up"}),
     "tiles.a.layouts.1.doors[0].side"),
    (lambda t: t["tiles"]["a"]["layouts"]["1"]["doors"][0].update({"at": [3, 1]}),
     "tiles.a.layouts.1.doors[0].at"),
    (lambda t: t["tiles"]["b"]["layouts"]["1"]["doors"][1].update({"id": "west"}),
     "tiles.b.layouts.1.doors[1].id"),
    (lambda t: t["tiles"]["b"]["layouts"]["1"]["doors"].append({"id": "w2", "at": [0, 1], "side": "W"}),
     "tiles.b.layouts.1.doors[2]"),
    (lambda t: t["tiles"]["a"]["layouts"]["3"].update({"walls": [[[3, 0], [3, 3]]]}),
     "tiles.a.layouts.3.doors[0]"),
    (lambda t: t["tiles"]["a"]["layouts"]["1"]["spawns"].update({"red": [[5, 5]]}),
     "tiles.a.layouts.1.spawns.red[0]"),
    (lambda t: t["tiles"]["a"]["layouts"]["1"]["spawns"].update({"red": [[1, 0], [1, 0]]}),
     "tiles.a.layouts.1.spawns.red[1]"),
    (lambda t: t["tiles"]["a"]["layouts"]["1"]["spawns"].update({"red": [], "blue": [[1, 1]]}),
     "tiles.a.layouts.1.spawns.blue"),
    (lambda t: t["tiles"]["a"]["layouts"]["1"]["chests"][0].update({"at": [1, 0]}),
     "tiles.a.layouts.1.chests[0].at"),
    (lambda t: t["tiles"]["a"]["layouts"]["1"]["chests"][1].update({"heroes": 5}),
     "tiles.a.layouts.1.chests[1].heroes"),
    (lambda t: t["tiles"]["a"]["layouts"]["1"]["chests"][1].update({"at": [0, "1"]}),
     "tiles.a.layouts.1.chests[1].at"),
], ids=["no-layout-3", "layout-4", "unknown-key", "no-name", "bad-square", "ragged-row", "no-floor",
        "slanted-wall", "wall-off-tile", "barrier-on-wall", "door-inside-room", "door-side-unknown",
        "door-off-room", "door-id-twice", "door-twice", "wall-across-door", "spawn-off-room", "spawn-twice", "blue-without-red",
        "chest-on-spawn", "chest-for-five", "chest-square-text"])
def test_bad_tiles_are_refused_naming_file_and_key(tmp_path: Path, change, key):
    tiles = small_tiles()
    change(tiles)
    assert refused(tmp_path, tiles=tiles).key == key


@pytest.mark.rule("VS-EXPL-09")
def test_a_layout_without_a_door_is_refused(tmp_path: Path):
    tiles = small_tiles()
    tiles["tiles"]["a"]["layouts"]["2"]["doors"] = []
    err = refused(tmp_path, tiles=tiles)
    assert err.key == "tiles.a.layouts.2.doors" and "door" in err.problem
    assert all(layout.doors for tile in TILES.values() for layout in tile.layouts.values())


def test_a_file_that_is_not_toml_names_itself(tmp_path: Path):
    path = tmp_path / "tiles.toml"
    path.write_text("[tiles.a\nname = 1\n", encoding="utf-8")
    with pytest.raises(RulesetError) as info:
        load_tiles(path)
    assert info.value.file == str(path) and "TOML" in info.value.problem


# ----- bad adventure maps

@pytest.mark.parametrize(("change", "key"), [
    (lambda a: a["rooms"]["two"].update({"tile": "nope"}), "rooms.two.tile"),
    (lambda a: a["rooms"]["two"].update({"layout": 4}), "rooms.two.layout"),
    (lambda a: a["rooms"]["two"].update({"at": [-1, 0]}), "rooms.two.at"),
    (lambda a: a["rooms"]["two"].update({"at": [2, 0]}), "rooms.two.at"),
    (lambda a: a["rooms"]["two"].update({"at": [5, 0]}), "rooms.one.doors.east"),
    (lambda a: a.update({"end_caps": []}), "rooms.two.doors.south"),
    (lambda a: a["end_caps"].append({"room": "one", "door": "east"}), "rooms.one.doors.east"),
    (lambda a: a["end_caps"].append({"room": "one", "door": "north"}), "end_caps[1].door"),
    (lambda a: a["end_caps"].append({"room": "three", "door": "north"}), "end_caps[1].room"),
    (lambda a: a["start"].update({"room": "hall"}), "start.room"),
    (lambda a: a["start"].update({"squares": [[0, 1], [1, 1], [1, 2]]}), "start.squares"),
    (lambda a: a["start"]["squares"].append([1, 1]), "start.squares[4]"),
    (lambda a: a["start"]["squares"].append([9, 9]), "start.squares[4]"),
    (lambda a: a["start"]["squares"].append([0, 0]), "start.squares[4]"),
    (lambda a: a.pop("start"), "start"),
    (lambda a: a.update({"rooms": {}}), "rooms"),
    (lambda a: a.update({"size": 3}), "size"),
], ids=["unknown-tile", "unknown-layout", "off-board", "rooms-overlap",
        "door-leads-nowhere", "door-leads-nowhere-uncapped", "capped-door-opens-onto-room",
        "cap-unknown-door", "cap-unknown-room", "start-unknown-room", "start-too-few", "start-twice",
        "start-off-room", "start-on-chest", "no-start", "no-rooms", "unknown-key"])
def test_bad_adventures_are_refused_naming_file_and_key(tmp_path: Path, change, key):
    adventure = small_adventure()
    change(adventure)
    assert refused(tmp_path, adventure=adventure).key == key


def test_a_door_onto_solid_ground_is_refused(tmp_path: Path):
    tiles = small_tiles()
    for layout in tiles["tiles"]["b"]["layouts"].values():
        layout["squares"] = ["...", "#..", "..."]
        layout["doors"] = [{"id": "south", "at": [1, 2], "side": "S"}]
    err = refused(tmp_path, tiles=tiles, adventure=small_adventure())
    assert err.key == "rooms.one.doors.east" and "cannot be walked on" in err.problem


def test_a_room_that_no_hero_can_walk_to_is_refused(tmp_path: Path):
    adventure = small_adventure()
    adventure["rooms"]["three"] = {"tile": "b", "layout": 1, "at": [0, 5]}
    adventure["end_caps"] += [{"room": "three", "door": "west"}, {"room": "three", "door": "south"}]
    err = refused(tmp_path, adventure=adventure)
    assert err.key == "rooms.three" and "reached" in err.problem
    # Room two is cut in two by a wall, and its far half is the only way into room three.
    tiles = small_tiles()
    for layout in tiles["tiles"]["b"]["layouts"].values():
        layout["walls"] = [[[1, 0], [1, 3]]]
    for layout in tiles["tiles"]["a"]["layouts"].values():
        layout["doors"].append({"id": "north", "at": [1, 0], "side": "N"})
    adventure = small_adventure()
    adventure["rooms"]["three"] = {"tile": "a", "layout": 1, "at": [3, 3]}
    adventure["end_caps"] = [{"room": "one", "door": "north"}, {"room": "three", "door": "east"}]
    err = refused(tmp_path, tiles=tiles, adventure=adventure)
    assert err.key == "rooms.three" and "reached" in err.problem
    adventure["rooms"]["three"]["at"] = [6, 0]  # beside the near half instead: no door leads in
    adventure["end_caps"].append({"room": "two", "door": "south"})
    adventure["end_caps"].append({"room": "three", "door": "north"})
    err = refused(tmp_path, tiles=tiles, adventure=adventure)
    assert err.key == "rooms.three"


def test_a_spawn_slot_chest_or_vessel_out_of_reach_is_refused_in_any_layout_a_roll_may_give(tmp_path: Path):
    """Room two is rolled when revealed: a wall boxing in a corner holding a spawn slot in its
    layout 2 only must still be refused, or a boss could appear where nobody can reach it."""
    for what, value in (("spawns", {"red": [[2, 0]]}), ("chests", [{"at": [2, 0]}]),
                        ("vessels", [{"at": [2, 0], "heroes": 2}])):
        tiles = small_tiles()
        tiles["tiles"]["b"]["layouts"]["2"].update({what: value, "walls": [[[2, 0], [2, 1]], [[2, 1], [3, 1]]]})
        err = refused(tmp_path, tiles=tiles)
        assert err.key == "rooms.two" and "tiles.b.layouts.2." + what in err.problem and "reached" in err.problem
    tiles = small_tiles()  # the start room is not rolled: its own layout counts
    tiles["tiles"]["a"]["layouts"]["1"]["walls"] = [[[1, 0], [1, 1]], [[1, 1], [3, 1]]]
    err = refused(tmp_path, tiles=tiles)
    assert err.key == "rooms.one" and "tiles.a.layouts.1.spawns.red[0]" in err.problem


def test_start_squares_walled_off_from_each_other_are_refused(tmp_path: Path):
    tiles = small_tiles()
    tiles["tiles"]["a"]["layouts"]["1"]["walls"] = [[[0, 2], [3, 2]]]
    err = refused(tmp_path, tiles=tiles)
    assert err.key == "start.squares[2]" and "reached" in err.problem


def test_the_crooked_stairs_third_layout_lets_heroes_reach_its_spawn_slots():
    """The wall in layout 3 once sealed the slots behind it with the east door end-capped."""
    for path in sorted((DATA / "adventures").glob("*.toml")):
        load_adventure(path, TILES)  # would refuse a slot out of reach
    stair = TILES["crooked_stair"].layouts["3"]
    assert stair.spawns["red"]


# ----- the board the map makes

@pytest.mark.rule("VS-EXPL-11")
def test_map_lines_and_terrain_become_walls_barriers_and_difficult_squares(tmp_path: Path):
    tiles = small_tiles()
    tiles["tiles"]["a"]["layouts"]["1"].update(
        squares=["...", ".~.", "..."], walls=[[[1, 0], [1, 1]]], barriers=[[[2, 2], [2, 3]]])
    adventure = small_adventure()
    adventure["start"]["squares"] = [[0, 1], [1, 2], [2, 2], [2, 1]]
    amap = load_adventure(write(tmp_path, "a.toml", adventure), parse_tiles(tiles, "t"))
    g = amap.grid()
    assert g.has_wall((0, 0), (1, 0)) and not g.sees((0, 0), (2, 0)) and not g.can_step((0, 0), (1, 0))
    assert not g.can_step((1, 2), (2, 2)) and g.sees((0, 2), (2, 2))
    assert g.step_cost((1, 1)) == 2 and g.sees((0, 1), (2, 1))


def test_rooms_are_revealed_door_by_door():
    amap = load_adventure(DATA / "adventures" / "first_descent.toml", TILES)
    shut = amap.grid()
    hero = amap.start[0]
    beyond = amap.doors["gate.east"].outside
    assert shut.walkable(amap.doors["gate.east"].inside) and not shut.walkable(beyond)
    assert amap.reveals("gate.east", {"gate"}) == "hall"
    assert amap.reveals("gate.east", {"gate", "hall"}) is None
    opened = amap.grid({"gate", "hall"}, {"gate.east"})
    assert opened.shortest_path(hero, beyond) is not None
    assert opened.sees(amap.doors["gate.east"].inside, beyond)
    assert not amap.grid({"gate", "hall"}).sees(amap.doors["gate.east"].inside, beyond)  # a closed door
    assert not opened.walkable(amap.doors["hall.east"].outside)  # the cistern is still hidden


@pytest.mark.rule("VS-EXPL-06", "VS-EXPL-07")
def test_chests_and_vessels_with_a_hero_threshold_appear_only_for_that_many_heroes(tmp_path: Path):
    amap = load_adventure(write(tmp_path, "a.toml", small_adventure()), parse_tiles(small_tiles(), "t"))
    assert amap.chests("one", 1) == amap.chests("one", 2) == [(0, 0)]
    assert amap.chests("one", 3) == amap.chests("one", 4) == [(0, 0), (0, 2)]
    cistern = load_adventure(DATA / "adventures" / "first_descent.toml", TILES)
    assert cistern.vessels("cistern", 1) == [(14, 0)]


# ----- the blast template

def templates(tmp_path: Path, **change: Any):
    data = {"templates": {"blast": {"polygon": [[0, 0], [4, -1.5], [4, 1.5]],
                                    "anchors": [[0.5, 0.5], [0, 0]], "heading_step": 15, **change}}}
    return load_templates(write(tmp_path, "templates.toml", data))


@pytest.mark.rule("VS-AREA-02")
def test_the_template_turns_in_at_least_24_headings(tmp_path: Path):
    assert load_templates(DATA / "templates.toml")["blast"].headings == tuple(range(0, 360, 15))
    assert len(templates(tmp_path, heading_step=7.5)["blast"].headings) == 48
    for step in (20, 0, 7):
        with pytest.raises(RulesetError) as info:
            templates(tmp_path, heading_step=step)
        assert info.value.key == "templates.blast.heading_step"


@pytest.mark.rule("VS-AREA-01")
def test_the_template_tip_may_go_anywhere_in_the_users_square(tmp_path: Path):
    anchors = set(load_templates(DATA / "templates.toml")["blast"].anchors)
    assert {(0.5, 0.5), (0.0, 0.0), (1.0, 1.0), (1.0, 0.5)} <= anchors
    with pytest.raises(RulesetError) as info:
        templates(tmp_path, anchors=[[0.5, 0.5], [1.5, 0]])
    assert info.value.key == "templates.blast.anchors[1]"


@pytest.mark.rule("VS-AREA-05")
def test_the_template_shape_comes_from_data(tmp_path: Path):
    from hjourney_tui.core.grid import Grid

    board = Grid.from_rows(["........"] * 7)
    wide = templates(tmp_path)["blast"]
    hit = board.template_hits((0, 3), wide.polygon, (1.0, 0.5), 0)
    narrow = templates(tmp_path, polygon=[[0, 0], [4, -0.25], [4, 0.25]])["blast"]
    assert board.template_hits((0, 3), narrow.polygon, (1.0, 0.5), 0) == {(1, 3), (2, 3), (3, 3), (4, 3)}
    assert len(hit) > 4 and (4, 2) in hit
    with pytest.raises(RulesetError) as info:
        templates(tmp_path, polygon=[[1, 0], [4, -1], [4, 1]])
    assert info.value.key == "templates.blast.polygon"


def test_bulky_footprints_fit_on_the_shipped_board():
    amap = load_adventure(DATA / "adventures" / "first_descent.toml", TILES)
    g = amap.grid(set(amap.rooms), set(amap.doors))
    assert g.fits((2, 1)) and all(g.on_grid(s) for s in block((2, 1)))
    assert g.has_wall(*edge((3, 0), (4, 0)))


def test_a_turned_room_keeps_its_shape_and_contents(tmp_path: Path):
    hall = TILES["long_hall"].layouts["1"]
    quarter = hall.turned(1)
    assert (quarter.width, quarter.height) == (hall.height, hall.width)
    assert hall.turned(4) == hall and quarter.turned(3) == hall
    assert quarter.doors["north"] == ((3, 5), "E") and quarter.doors["west"] == ((2, 0), "N")
    assert sorted(hall.turned(2).spawns["red"]) == sorted((7 - x, 3 - y) for x, y in hall.spawns["red"])
    # Room two turned half round: its west door now faces east, into nothing.
    adventure = small_adventure()
    adventure["rooms"]["two"]["turn"] = 180
    err = refused(tmp_path, adventure=adventure)
    assert err.key == "rooms.two.doors.west" and "leads nowhere" in err.problem
    # Turned a quarter: the west door faces north (capped), the south door faces west and
    # meets room one's east door, so the two are one doorway.
    adventure["rooms"]["two"]["turn"] = 90
    adventure["end_caps"] = [{"room": "two", "door": "west"}]
    amap = load_adventure(write(tmp_path, "a.toml", adventure), parse_tiles(small_tiles(), "t"))
    assert set(amap.doors) == {"one.east"} and amap.doors["one.east"].rooms == ("one", "two")
    adventure["rooms"]["two"]["turn"] = 45
    assert refused(tmp_path, adventure=adventure).key == "rooms.two.turn"


def test_only_the_map_being_played_is_walked_when_a_game_starts():
    """Loading the content reads every map but walks none (the walk is the slow part); starting a
    game walks the map it plays, once, and would refuse it there (the tests above walk them all)."""
    from hjourney_tui.core.game import Seat, Setup
    from hjourney_tui.core.ruleset import load_ruleset
    from hjourney_tui.games.soulless_vessel.content import _Loader
    from hjourney_tui.games.soulless_vessel.engine import Vessels

    fresh = _Loader(DATA).load()
    assert fresh.maps and not any(m.walked for m in fresh.maps.values())
    game = Vessels(Setup("soulless_vessel", [Seat("Ana")], "coop", 1, {"adventure": "bell_cellars"}),
                   load_ruleset("soulless_vessel"))
    assert game.content.maps["bell_cellars"].walked


def test_a_map_walked_with_the_same_card_files_is_not_walked_again_in_a_later_run(monkeypatch):
    from hjourney_tui.games.soulless_vessel import maps

    from .helpers import new

    g = new()  # (the cards are read, and their maps checked, before the walks are counted)
    amap = g.content.maps[g.content.plans[g.state.adventure].map_id]
    walks = []
    real = maps._check_reachable
    monkeypatch.setattr(maps, "_check_reachable", lambda r, amap: (walks.append(amap.id), real(r, amap)))
    for _ in range(2):  # as in two new runs: the map is read afresh, not walked yet
        amap.walked = False
        new()
        assert amap.walked
    assert walks == [amap.id]  # the second run remembered that it passed with these card files
    monkeypatch.setattr(maps.parse_cache, "read", lambda name, key: None)  # as if they had changed
    amap.walked = False
    new()
    assert walks == [amap.id, amap.id]

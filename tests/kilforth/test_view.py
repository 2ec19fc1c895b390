"""What Kilforth's view tells the panes as numbers, so no pane works a rule out for itself."""

from __future__ import annotations

import re

from .helpers import new, put


def confront_ready(**options):
    """Ana stands on a place with a quest card she may confront."""
    s = new(1, **options)
    g = s.game
    loc = g.grid[g.move_targets("shrine")[0]]
    g.heroes["Ana"]["pos"] = loc
    quest = next(k for k, v in g.c["encounter"].items() if v["type"] == "quest"
                 and not any(e.get("on") == "trap" for e in v["effects"]))
    put(g, loc, quest)
    return s, g


def test_confront_odds_come_as_numbers_that_match_the_command_list():
    s, g = confront_ready()
    view = s.view("Ana")
    described = {c["command"]: c["description"] for c in view["legal"] if c["command"].startswith("confront ")}
    odds = view["state"]["odds"]
    assert odds and {o["command"] for o in odds} == set(described)
    for o in odds:
        shown = re.findall(r"(\d+)%", described[o["command"]])
        assert o["card"] in described[o["command"]] and f"{o['dice']} dice, need {o['need']}" in described[o["command"]]
        assert f"{o['chance']:.0%}" == f"{shown[0]}%" and f"{o['with_fate']:.0%}" == f"{shown[1]}%"


def test_no_fate_no_odds_with_fate():
    s, g = confront_ready()
    g.heroes["Ana"]["fate_used"] = True
    assert all(o["with_fate"] is None for o in s.view("Ana")["state"]["odds"])


def test_the_view_names_the_success_face_and_the_hand_limit():
    assert new(1).view("Ana")["state"]["success_on"] == 5
    assert new(1, easy_dice=True).view("Ana")["state"]["success_on"] == 4
    assert new(1).view("Ana")["state"]["hand_limit"] == 6


def test_only_the_active_hero_sees_odds():
    s, g = confront_ready()
    assert s.view(None)["state"]["odds"] == []


def test_a_reward_in_hand_says_where_it_is_discovered_and_what_it_does():
    s = new(2, "competitive")
    g = s.game
    mine = g.heroes["Ana"]["rumours"][0]
    assert mine[0] == "reward"
    card = g.c["reward"][mine[1]]
    info = s.view("Ana")["state"]["heroes"]["Ana"]["rumour_info"][0]
    assert info["name"] == card["name"] and info["text"] == card["text"] and info["bonus"] == card["bonus"]
    assert info["discover"] == g.loc_name(g.discover_loc(mine[1])) and info["discover_cell"] == g.cell[g.discover_loc(mine[1])]
    assert s.view("Bo")["state"]["heroes"]["Ana"]["rumour_info"] == []  # another's hand stays closed


def test_ap_for_moving_only_shows_beside_the_ap():
    s = new(1)
    g = s.game
    g.heroes["Ana"]["move_ap"] = 2
    assert s.view("Ana")["state"]["heroes"]["Ana"]["move_ap"] == 2


def test_the_weather_in_play_comes_with_what_it_does():
    from hjourney_tui.games.kilforth.tui.trackers_pane import TrackersPane

    s = new(1)
    g = s.game
    g.weather = next(k for k, v in g.c["night"].items() if v["type"] == "weather")
    st = s.view("Ana")["state"]
    card = g.c["night"][g.weather]
    assert (st["weather"], st["weather_text"]) == (card["name"], card["text"])
    shown = TrackersPane().lines(s.view("Ana"), 120).plain
    assert f"Weather {card['name']}: {card['text']}" in shown

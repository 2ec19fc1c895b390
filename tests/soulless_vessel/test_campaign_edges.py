"""Smaller rules of the campaign, setup and turn: starting currencies, chapters and their
features, the party's card limit, the hero count fixing what a room holds, threat between
adventures, enemy groups from the pile, and cards resolved in any order."""

from __future__ import annotations

import pytest

from hjourney_tui.core.game import Seat, Setup
from hjourney_tui.games.soulless_vessel.campaign import new_record
from hjourney_tui.games.soulless_vessel.engine import Vessels
from hjourney_tui.games.soulless_vessel.rules import loot
from hjourney_tui.games.soulless_vessel.rules.spawning import spawn_room
from hjourney_tui.games.soulless_vessel.rules.town import item_pile
from tests.soulless_vessel.campaign_helpers import quest, record, ruleset, texts, town, why
from tests.soulless_vessel.helpers import legal, new, to_turn


@pytest.mark.rule("VS-SETUP-02")
def test_a_new_campaign_has_no_soul_shards():
    rec = new_record(ruleset())
    assert rec["shards"] == 0


@pytest.mark.rule("VS-CAMP-01")
def test_five_chapters_each_a_tier_of_adventures_enemies_and_items():
    g = quest(record())
    c = g.full
    assert sorted(c.chapters) == [1, 2, 3, 4, 5] == list(range(1, c.settings.campaign["chapters"] + 1))
    for ch in c.chapters:
        assert any(a.chapter == ch for a in c.adventures.values())
        assert any(e.chapter == ch for e in c.enemies.values())
        assert any(i.tier == ch and i.source == "pile" for i in c.items.values())
    g.party.chapter = 2
    tiers = {c.items[i].tier for i in item_pile(g.party, c)}
    assert tiers == {1, 2}


@pytest.mark.rule("VS-CAMP-06")
def test_a_chapter_switches_the_soul_shop_on_through_its_data():
    g = town(record())
    assert "soul_shop" not in g.full.chapters[1].features and g.town.shop == []
    g2 = town(record(chapter=2))
    assert "soul_shop" in g2.full.chapters[2].features and len(g2.town.shop) == g2.full.settings.town[
        "soul_shop_revealed"]


@pytest.mark.rule("VS-ABIL-16")
def test_a_card_type_is_held_twice_at_most_across_the_party_upgrades_included():
    rec = record()
    rec["heroes"]["Bo"]["deck"].append("hew_deep")  # Ana holds hew: the type is held twice
    rec["heroes"]["Ana"]["soul_xp"] = rec["heroes"]["Bo"]["soul_xp"] = 5
    g = town(rec)
    assert "twice" in why(g, "Bo", "learn hew")
    assert "learn rally" in texts(g, "Bo", "learn")  # a type nobody holds is fine


@pytest.mark.rule("VS-SETUP-09")
def test_the_hero_count_decides_which_markers_a_room_lays_out():
    amap = quest(record()).map()
    rooms = [r for r in amap.rooms if amap.chests(r, 1) != amap.chests(r, 4) or amap.vessels(r, 1) != amap.vessels(r, 4)]
    assert rooms
    room = rooms[0]
    for seats in (1, 3):
        g = Vessels(Setup("soulless_vessel", [Seat(s) for s in ("Ana", "Bo", "Cy")[:seats]], "coop", 1, {}),
                    ruleset())
        g.state.chests = []
        loot.place_room(g, room)
        assert g.state.chests == g.map().chests(room, seats)


@pytest.mark.rule("VS-EVENT-04")
def test_threat_changes_only_by_effects_and_starts_at_zero_each_adventure():
    from hjourney_tui.core.bots import make_bot

    g = new(2, seed=5)
    bot = make_bot("soulless_vessel", "heuristic", 5)
    threat, seen = g.state.threat, 0
    for _ in range(400):
        if g.outcome() is not None:
            break
        cmd = g.legal_commands()[0]
        mine = [c for c in g.legal_commands() if c.seat == cmd.seat]
        g.apply(cmd.seat, bot.choose(g.view(cmd.seat), mine))
        raised = [e for e in g.events[seen:] if e.kind == "threat"]
        seen = len(g.events)
        assert g.state.threat == threat + sum(e.data["by"] for e in raised)
        threat = g.state.threat
    q = quest(record())
    assert q.state.threat == 0


@pytest.mark.rule("VS-SPAWN-04")
def test_a_room_draws_its_group_from_the_top_of_the_enemy_pile():
    g = new(1)
    st = g.state
    room = next(r for r in g.map().rooms if g.map().spawns(r).get("red") and not g.map().spawns(r).get("blue"))
    kinds = list(g.plan().enemies)
    st.enemy_pile = [kinds[0], kinds[1]]
    spawn_room(g, room)
    assert list(st.groups) == [kinds[1]]  # the top card: the end of the list


@pytest.mark.rule("VS-TURN-02")
def test_placed_cards_resolve_in_any_order_each_as_major_or_minor():
    g = new(1)
    to_turn(g, "Ana", {"Ana": ["sidestep", "lunge"]})
    cmds = legal(g, "Ana")
    assert "minor sidestep" in cmds and "minor lunge" in cmds and "major sidestep" in cmds
    g.apply("Ana", "minor lunge")  # the second card placed, first
    assert g.state.heroes["Ana"].placed == ["sidestep"]
    g.apply("Ana", "major sidestep")
    assert g.state.heroes["Ana"].placed == []


def test_a_campaign_started_with_the_adventure_option_is_refused(saves):
    """The party picks each adventure in town: an `adventure` option would be ignored, so it is refused."""
    from hjourney_tui.core.campaign import campaign_path
    from tests.test_cli import one_line_error, run

    err = one_line_error(run("campaign", "new", "soulless_vessel", "Fen", "--seat", "A", "--option",
                             "adventure=eel_warrens", code=2))
    assert "'adventure' option is for single games" in err
    assert not campaign_path("Fen", saves).exists()
    run("new", "soulless_vessel", "--seat", "A", "--option", "adventure=eel_warrens", "--name", "one")

"""Soulless Vessel's campaign: chapters and their adventures, the party's record carried from one
adventure to the next, the campaign won or lost, and the campaign file through the core's machinery."""

from __future__ import annotations

import pytest

from hjourney_tui.core.campaign import (
    RecordError,
    campaign_status,
    load_campaign,
    new_campaign,
    open_campaign,
    record_quest,
    start_quest,
)
from hjourney_tui.core.game import Refused, Seat
from hjourney_tui.core.saves import SaveError, load_save
from hjourney_tui.games.soulless_vessel.campaign import check_record, new_record
from hjourney_tui.games.soulless_vessel.rules.town import item_pile
from hjourney_tui.registry import game_info
from tests.soulless_vessel.campaign_helpers import (
    DECKS,
    quest,
    record,
    ruleset,
    session_to_town,
    texts,
    town,
    why,
)
from tests.soulless_vessel.helpers import to_turn


def depart_targets(g) -> set[str]:
    return {t.split()[1] for t in texts(g, "Ana", "depart", enabled=False)}


@pytest.mark.rule("VS-SETUP-01")
@pytest.mark.rule("VS-SETUP-03")
@pytest.mark.rule("VS-SETUP-04")
@pytest.mark.rule("VS-SETUP-06")
def test_a_new_campaign_starts_in_chapter_one_with_nothing_and_its_difficulty():
    rec = new_record(ruleset(), {"difficulty": "nightmare+2"})
    assert (rec["chapter"], rec["played"], rec["coins"], rec["shards"], rec["legend"]) == (1, [], 0, 0, 0)
    assert rec["difficulty"] == "nightmare+2" and rec["next"] == "first_descent"


@pytest.mark.rule("VS-SETUP-05")
@pytest.mark.rule("VS-CAMP-05")
def test_the_item_pile_holds_the_tiers_of_the_chapters_reached():
    g = town()
    c = g.full
    assert {c.items[i].tier for i in item_pile(g.party, c)} == {1}
    g.party.chapter = 3
    tiers = {c.items[i].tier for i in item_pile(g.party, c)}
    assert tiers == {1, 2, 3}
    assert all(c.items[i].source == "pile" for i in item_pile(g.party, c))


@pytest.mark.rule("VS-TOWN-21")
@pytest.mark.rule("VS-CAMP-04")
def test_the_party_departs_for_an_unplayed_adventure_of_the_chapter():
    g = town()  # bell_cellars won before, first_descent given up now: both count as played
    assert depart_targets(g) == {"eel_warrens", "drowned_chapter"}
    g.apply("Bo", "depart drowned_chapter")
    assert g.party.next == "drowned_chapter"
    report = g.quest_report()
    assert report is not None and report.record["next"] == "drowned_chapter"
    assert report.result["result"] == "lost" and report.quest == "first_descent"
    assert g.outcome() is not None


@pytest.mark.rule("VS-CAMP-02")
def test_three_adventures_played_move_the_campaign_to_the_next_chapter():
    g = town(record(played=["bell_cellars", "eel_warrens"], results=["won", "lost"]))
    assert g.party.chapter == 2
    assert depart_targets(g) == {"burning_rows", "cinder_mill", "crow_tithe", "matrons_kiln"}
    g = town(record())  # two played: still chapter 1
    assert g.party.chapter == 1


@pytest.mark.rule("VS-CAMP-03")
def test_in_chapter_five_two_adventures_leave_only_the_final():
    rec = record(chapter=5, played=["gilded_stair", "ticking_gallery"], results=["won", "lost"])
    g = town(rec)
    assert depart_targets(g) == {"headless_throne"}
    g = town(record(chapter=5, played=[], results=[]))
    assert "headless_throne" not in depart_targets(g)


@pytest.mark.rule("VS-WIN-04")
def test_winning_the_final_adventure_wins_the_campaign():
    g = town(record(chapter=5, played=["gilded_stair", "hollow_court"], results=["won", "won"],
                    next="headless_throne"), won=True)
    assert g.party.over == "won" and g.town is None and g.outcome() is not None
    status = campaign_status(game_info("soulless_vessel"), _camp(g.quest_report().record))
    assert status.next_quest is None and "won" in status.lines[-1]


@pytest.mark.rule("VS-WIN-07")
def test_a_lost_final_adventure_may_be_tried_again_after_town():
    g = town(record(chapter=5, played=["gilded_stair", "hollow_court"], results=["won", "won"],
                    next="headless_throne"))
    assert g.party.over == "" and depart_targets(g) == {"headless_throne"}


@pytest.mark.rule("VS-WIN-05")
@pytest.mark.rule("VS-WIN-06")
def test_every_hero_vesselless_loses_the_campaign_at_once():
    g = quest()
    to_turn(g, "Ana")
    for h in g.state.heroes.values():
        h.vessel = None
    g.apply("Ana", "end")
    assert g.party.over == "lost" and g.town is None and g.outcome() is not None
    status = campaign_status(game_info("soulless_vessel"), _camp(g.quest_report().record))
    assert status.next_quest is None


def test_a_vesselless_hero_must_take_a_vessel_before_the_party_departs():
    g = quest()
    to_turn(g, "Ana")
    g.state.heroes["Bo"].vessel = None
    g.apply("Ana", "abandon")
    assert g.party.over == "" and "Bo has no vessel" in why(g, "Ana", "depart eel_warrens")
    g.apply("Bo", "vessel beggar")
    assert why(g, "Ana", "depart eel_warrens") == ""


@pytest.mark.rule("VS-CAMP-13")
@pytest.mark.rule("VS-CAMP-07")
@pytest.mark.rule("VS-CAMP-10")
def test_wounds_deck_and_gear_carry_over_and_scratches_do_not():
    rec = record()
    rec["heroes"]["Ana"]["soul_xp"] = 4
    g = quest(rec)
    to_turn(g, "Ana")
    ana = g.state.heroes["Ana"]
    ana.wounds, ana.scratches = 1, 2
    g.apply("Ana", "abandon")
    g.apply("Ana", "depart eel_warrens")
    nxt = quest(g.quest_report().record)
    h = nxt.state.heroes["Ana"]
    assert (h.wounds, h.scratches) == (1, 0)
    assert h.deck == DECKS["Ana"] and h.weapon == "cudgel" and nxt.party.heroes["Ana"].soul_xp == 4
    assert nxt.party.coins == g.party.coins and not h.cooldown and not h.effects


@pytest.mark.rule("VS-CAMP-11")
def test_perk_unlocks_stay_with_the_hero_and_the_vessel_type():
    g = town(record(legend=2))
    g.apply("Ana", "unlock cold_touch")
    g.apply("Ana", "swap bo")  # Ana leaves the Drowned Fisher: Bo in it has none of her unlocks...
    assert "unlock cold_touch" in texts(g, "Bo", "unlock", enabled=False)
    assert "costs" in why(g, "Ana", "unlock bloodletter")  # her Tanner's Widow has no unlock yet
    g.apply("Ana", "swap bo")  # ...and when she comes back to it, hers are there again
    assert "unlocked already" in why(g, "Ana", "unlock sure_foot")
    assert g.party.heroes["Ana"].unlocks == {"drowned_fisher": ["cold_touch"]}
    assert g.party.heroes["Bo"].unlocks == {}
    g.apply("Ana", "depart eel_warrens")
    assert g.quest_report().record["heroes"]["Ana"]["unlocks"] == {"drowned_fisher": ["cold_touch"]}


def test_town_commands_are_refused_during_an_adventure():
    g = quest()
    to_turn(g, "Ana")
    with pytest.raises(Refused):
        g.apply("Ana", "depart eel_warrens")


def test_the_record_check_names_the_field_at_fault():
    rec = record()
    check_record(ruleset(), rec, done=1)
    with pytest.raises(RecordError) as e:
        check_record(ruleset(), {**rec, "coins": -1}, done=1)
    assert e.value.field == "coins"
    bad = record()
    bad["heroes"]["Ana"]["items"] = [{"id": "t1_spear", "slot": "hand", "wear": 0, "rune": ""},
                                     {"id": "t1_sword", "slot": "hand", "wear": 0, "rune": ""}]
    with pytest.raises(RecordError) as e:
        check_record(ruleset(), bad, done=1)
    assert e.value.field == "heroes.Ana.items"


def _camp(rec):
    from hjourney_tui.core.campaign import Campaign

    return Campaign("x", "soulless_vessel", rec)


@pytest.mark.rule("VS-CAMP-12")
def test_a_campaign_file_carries_the_party_from_one_quest_to_the_next(tmp_path):
    info = game_info("soulless_vessel")
    camp = new_campaign(info, "Fen", [Seat("Ana"), Seat("Bo")], "coop", tmp_path, {"difficulty": "challenger"})
    path = start_quest(info, camp, tmp_path, seed=4)
    session = load_save(path)
    session_to_town(session)
    body = session.game.town.vessels[0]
    session.apply("Ana", f"vessel {body}")
    session.apply("Ana", "depart eel_warrens")
    from hjourney_tui.core.saves import write_save

    write_save(session, path)
    assert load_save(path).outcome() is not None  # the town visit replays from the log
    assert record_quest(session, path) is not None
    camp, note = open_campaign("Fen", tmp_path)
    assert note is None and camp.record["next"] == "eel_warrens" and camp.record["difficulty"] == "challenger"
    assert camp.record["coins"] == 3 and set(camp.record["heroes"]) == {"Ana", "Bo"}
    path2 = start_quest(info, camp, tmp_path, seed=5)
    g2 = load_save(path2).game
    assert g2.state.adventure == "eel_warrens"
    assert g2.state.heroes["Ana"].vessel == body == camp.record["heroes"]["Ana"]["vessel"]
    # an edited record is refused with the file and field named, the file left alone
    text = (tmp_path / "campaigns" / "Fen.toml").read_text()
    (tmp_path / "campaigns" / "Fen.toml").write_text(text.replace('difficulty = "challenger"',
                                                                  'difficulty = "easy"'))
    with pytest.raises(SaveError) as e:
        load_campaign(tmp_path / "campaigns" / "Fen.toml")
    assert "difficulty" in str(e.value)


def test_coins_an_event_finds_in_a_campaign_adventure_reach_the_party_purse_and_the_next_quest():
    from hjourney_tui.games.soulless_vessel.rules import quests

    purses = []
    for found in (0, 2):
        g = quest()
        to_turn(g, "Ana")
        before = g.party.coins
        if found:
            quests.run(g, (("gain_coins", (found,)),), source="A Drowned Purse")
            assert g.party.coins == before + found
            assert not [e for e in g.events if e.kind == "unplayed"]
        g.apply("Ana", "abandon")
        g.apply("Ana", "depart eel_warrens")
        purses.append(quest(g.quest_report().record).party.coins)
    assert purses[1] == purses[0] + 2


def test_coins_an_event_finds_in_a_single_adventure_are_only_told():
    from hjourney_tui.games.soulless_vessel.rules import quests
    from tests.soulless_vessel.helpers import new

    g = new(1)
    quests.run(g, (("gain_coins", (2,)),), source="A Drowned Purse")
    [told] = [e for e in g.events if e.kind == "reward"]
    assert told.data == {"gain": "coins", "amount": 0} and "no town" in told.text
    assert not [e for e in g.events if e.kind == "unplayed"]

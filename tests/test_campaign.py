"""Campaign files: round trip, quest snapshots, resuming mid-quest, damage refused."""

from __future__ import annotations

import pytest

from hjourney_tui.core.campaign import Campaign, campaign_path, load_campaign, write_campaign
from hjourney_tui.core.game import Seat
from hjourney_tui.core.saves import SaveError, load_save, write_save
from hjourney_tui.core.session import Session


def sample() -> Campaign:
    return Campaign("Iron Road", "toy", {"heroes": {"Ana": {"gear": ["rope"], "xp": 2}}, "pool": [1, 2]})


def test_round_trip(saves):
    c = sample()
    path = write_campaign(c, saves)
    back = load_campaign(path)
    assert back.record == c.record and back.name == "Iron Road" and back.quests == []


def test_quest_save_keeps_a_snapshot_and_results_flow_back(saves, toy_info):
    c = sample()
    session = Session.new(toy_info, [Seat("Ana")], "solo", 3, campaign=c.snapshot())
    session.apply("Ana", "bid 1")
    c.current = "quest-1"
    write_campaign(c, saves)
    write_save(session, saves / "quest-1.toml")
    # The campaign changes later; the quest still replays from its own snapshot.
    c.record["pool"].append(3)
    write_campaign(c, saves)
    resumed = load_save(saves / "quest-1.toml")
    assert resumed.campaign["record"]["pool"] == [1, 2]
    assert resumed.game.campaign == resumed.campaign
    again = load_campaign(campaign_path("Iron Road", saves))
    assert again.current == "quest-1"
    again.finish_quest("quest-1", "quest-1", {"won": True}, {"heroes": {}, "pool": [9]})
    write_campaign(again, saves)
    final = load_campaign(campaign_path("Iron Road", saves))
    assert final.quests == [{"quest": "quest-1", "save": "quest-1", "result": {"won": True}}]
    assert final.record["pool"] == [9] and final.current is None
    assert campaign_path("Iron Road", saves).with_name("Iron Road.toml.bak").exists()


def test_damaged_campaign_is_refused_and_untouched(saves):
    path = write_campaign(sample(), saves)
    text = path.read_text()
    path.write_text(text.replace("format = 1", "format = 7"))
    with pytest.raises(SaveError, match="format"):
        load_campaign(path)
    path.write_text(text[:40])
    with pytest.raises(SaveError, match="TOML|missing"):
        load_campaign(path)
    assert path.read_text() == text[:40]


def test_campaign_names_cannot_escape(saves):
    with pytest.raises(SaveError, match="name"):
        campaign_path("../evil", saves)

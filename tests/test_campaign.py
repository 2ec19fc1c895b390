"""Campaign files: round trip, quest snapshots, resuming mid-quest, damage refused."""

from __future__ import annotations

import pytest

from hjourney_tui.core.campaign import Campaign, campaign_path, load_campaign, write_campaign
from hjourney_tui.core.game import Seat
from hjourney_tui.core.saves import SaveError, load_save, write_save
from hjourney_tui.core.session import Session
from hjourney_tui.registry import game_info

WQ = game_info("wq_acg")


def sample() -> Campaign:
    record = WQ.engine_class().new_campaign_record(WQ.load_ruleset())
    record["pool"] = ["enemy:warden_of_rot"]
    return Campaign("Iron Road", "wq_acg", record, seats=[{"name": "Ana"}, {"name": "Ben"}])


def test_round_trip(saves):
    c = sample()
    path = write_campaign(c, saves)
    back = load_campaign(path)
    assert back.record == c.record and back.name == "Iron Road" and back.quests == []


def test_quest_save_keeps_a_snapshot_and_results_flow_back(saves):
    c = sample()
    session = Session.new(WQ, [Seat("Ana"), Seat("Ben")], "coop", 3, campaign=c.snapshot())
    session.apply("Ana", session.game.legal_commands("Ana")[0].text)
    c.current = "quest-1"
    write_campaign(c, saves)
    write_save(session, saves / "quest-1.toml")
    # The campaign changes later; the quest still replays from its own snapshot.
    c.record["pool"].append("enemy:lantern_thief")
    write_campaign(c, saves)
    resumed = load_save(saves / "quest-1.toml")
    assert resumed.campaign["record"]["pool"] == ["enemy:warden_of_rot"]
    assert resumed.game.campaign == resumed.campaign
    again = load_campaign(campaign_path("Iron Road", saves))
    assert again.current == "quest-1"
    record = dict(again.record, next=1, results=["won"], party=["Ana", "Ben"], pool=[],
                  heroes={s: {"hero": h, "capacity": 2, "advanced": [], "gear": []}
                          for s, h in (("Ana", "ironwarden"), ("Ben", "windrunner"))})
    again.finish_quest("rot_beneath", "quest-1", {"result": "won"}, record)
    write_campaign(again, saves)
    final = load_campaign(campaign_path("Iron Road", saves))
    assert final.quests == [{"quest": "rot_beneath", "save": "quest-1", "result": {"result": "won"}}]
    assert final.record["pool"] == [] and final.current is None
    assert campaign_path("Iron Road", saves).with_name("Iron Road.toml.bak").exists()


def test_damaged_campaign_is_refused_and_untouched(saves):
    path = write_campaign(sample(), saves)
    text = path.read_text()
    path.write_text(text.replace("format = 2", "format = 7"))
    with pytest.raises(SaveError, match="format"):
        load_campaign(path)
    path.write_text(text[:40])
    with pytest.raises(SaveError, match="TOML|missing"):
        load_campaign(path)
    assert path.read_text() == text[:40]


def test_campaign_names_cannot_escape(saves):
    with pytest.raises(SaveError, match="name"):
        campaign_path("../evil", saves)

"""`hjourney campaign`: a campaign played quest by quest from the command line."""

from __future__ import annotations

from pathlib import Path

import pytest

from hjourney_tui.core.bots import RandomBot
from hjourney_tui.core.campaign import campaign_path, load_campaign
from hjourney_tui.core.saves import load_save, write_save

from .test_cli import one_line_error, run


def play_to_the_last_command(path: Path, seed: int = 0, ends=lambda session: session.outcome()) -> str:
    """Random commands until one more ends the quest (or meets `ends`); the save keeps all but that one."""
    session = load_save(path)
    bot = RandomBot(seed)
    while True:
        seat = session.game.decision().seats[0]
        options = session.game.legal_commands(seat)
        choice = bot.choose(session.view(seat), options)
        before = list(session.log)
        session.apply(seat, choice)
        if ends(session):
            session.rebuild(before)
            write_save(session, path)
            return f"{seat}: {choice}"


@pytest.mark.rule("WQ-VAR-01", "WQ-CAMP-04")
def test_a_campaign_runs_quest_by_quest(saves: Path):
    """Each step is a separate command, as if the party stopped and came back between quests."""
    first = Path(run("campaign", "new", "wq_acg", "Harrowmere", "--seat", "Ana", "--seat", "Ben",
                     "--seed", "5").stdout.strip())
    assert first == saves / "Harrowmere quest 1.toml" and first.exists()
    camp = load_campaign(campaign_path("Harrowmere", saves))
    assert camp.current == first.stem and [s["name"] for s in camp.seats] == ["Ana", "Ben"]
    shown = run("campaign", "show", "Harrowmere").stdout
    assert "1. The Rot Beneath Harrowmere: under way" in shown and "under way: Harrowmere quest 1" in shown
    assert ": next" not in shown  # the quest being played is not "next"
    # the next quest cannot begin while this one is under way
    err = one_line_error(run("campaign", "next", "Harrowmere", code=2))
    assert "still under way" in err and "hjourney play 'Harrowmere quest 1'" in err  # quoted: the name has spaces

    last = play_to_the_last_command(first)
    out = run("do", str(first), last).stdout
    assert "campaign Harrowmere: result recorded" in out and "next: " in out
    assert "game over" not in out  # one quest ends, the campaign goes on
    camp = load_campaign(campaign_path("Harrowmere", saves))
    assert camp.current is None and len(camp.quests) == 1
    assert camp.quests[0]["quest"] == "rot_beneath" and camp.quests[0]["result"]["result"] in ("won", "lost")
    heroes = camp.record["heroes"]
    assert set(heroes) == {"Ana", "Ben"} and camp.record["next"] == 1

    second = Path(run("campaign", "next", "Harrowmere", "--seed", "6").stdout.strip())
    assert second.stem == "Harrowmere quest 2"
    quest2 = load_save(second)
    assert quest2.game.quest_id == camp.record["quests"][1]
    assert {s: quest2.game.heroes[s]["hero"] for s in ("Ana", "Ben")} == {s: heroes[s]["hero"] for s in heroes}
    assert "2. " in run("campaign", "show", "Harrowmere").stdout
    assert "Harrowmere: wq_acg, 1 quest played" in run("campaign", "list").stdout


@pytest.mark.rule("WQ-SETUP-02")
def test_a_solo_campaign_goes_on_to_its_second_quest(saves: Path):
    """One player runs both heroes ("Ana 1", "Ana 2") in every quest; the party the record keeps
    is those two seats, and the campaign file stays readable after the first quest."""
    first = Path(run("campaign", "new", "wq_acg", "Alone", "--seat", "Ana", "--seed", "5").stdout.strip())
    run("do", str(first), play_to_the_last_command(first))
    camp = load_campaign(campaign_path("Alone", saves))
    assert camp.record["party"] == ["Ana 1", "Ana 2"] and [s["name"] for s in camp.seats] == ["Ana"]
    assert "1 quest played" in run("campaign", "list").stdout  # not "damaged"
    second = Path(run("campaign", "next", "Alone", "--seed", "6").stdout.strip())
    quest2 = load_save(second)
    assert [s.name for s in quest2.setup.seats] == ["Ana 1", "Ana 2"]
    assert {s: quest2.game.heroes[s]["hero"] for s in ("Ana 1", "Ana 2")} == \
        {s: h["hero"] for s, h in camp.record["heroes"].items()}


def test_campaign_errors_are_plain(saves: Path):
    err = one_line_error(run("campaign", "new", "kilforth", "K", code=2))
    assert "has no campaign" in err
    run("campaign", "new", "wq_acg", "Once", "--seat", "Ana", "--seat", "Ben")
    err = one_line_error(run("campaign", "new", "wq_acg", "Once", "--seat", "Ana", "--seat", "Ben", code=2))
    assert "exists already" in err
    err = one_line_error(run("campaign", "show", "Nobody", code=2))
    assert "Nobody" in err
    err = one_line_error(run("campaign", "new", "wq_acg", "../escape", code=2))
    assert "name" in err
    assert not campaign_path("K", saves).exists()


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_parties_finish_a_whole_campaign(saves: Path, seed: int):
    """Bots play every quest of a campaign, settlement included, without a fault."""
    path = Path(run("campaign", "new", "wq_acg", f"Bots {seed}", "--seat", "Ana", "--seat", "Ben",
                    "--seed", str(seed)).stdout.strip())
    played = 0
    while True:
        run("do", str(path), play_to_the_last_command(path, seed))
        played += 1
        camp = load_campaign(campaign_path(f"Bots {seed}", saves))
        if camp.record["next"] >= len(camp.record["quests"]):
            break
        path = Path(run("campaign", "next", f"Bots {seed}").stdout.strip())
    assert played == len(camp.record["quests"]) == len(camp.quests)
    assert "the campaign is over" in run("campaign", "show", f"Bots {seed}").stdout
    err = one_line_error(run("campaign", "next", f"Bots {seed}", code=2))
    assert "over" in err

"""Solo Warhammer Quest from the command line: one player's name runs both heroes."""

from __future__ import annotations

import json
from pathlib import Path

from hjourney_tui.core.campaign import campaign_path, load_campaign
from hjourney_tui.core.saves import load_save

from .test_cli import run


def seats_of(save: str) -> tuple[str, list[dict]]:
    data = json.loads(run("show", save, "--json").stdout)
    return data["mode"], data["seats"]


def test_one_seat_name_starts_a_solo_quest_with_two_heroes(saves: Path):
    path = Path(run("new", "wq_acg", "--seat", "Ana", "--seed", "3", "--name", "alone").stdout.strip())
    assert path.exists()
    mode, seats = seats_of("alone")
    assert mode == "solo"
    assert [(s["name"], s["player"]) for s in seats] == [("Ana 1", "Ana"), ("Ana 2", "Ana")]
    # one player gives every command: no seat needs naming
    run("do", "alone", "pick ironwarden", "pick windrunner", "leader 2")
    session = load_save(path)
    assert set(session.game.heroes) == {"Ana 1", "Ana 2"} and session.game.turns.first == "Ana 2"


def test_the_two_seat_forms_still_work(saves: Path):
    run("new", "wq_acg", "--mode", "solo", "--seat", "Ana", "--seat", "Ben", "--name", "pair")
    assert [s["name"] for s in seats_of("pair")[1]] == ["Ana", "Ben"]
    run("new", "wq_acg", "--seats", "1", "--name", "nameless")
    assert [s["name"] for s in seats_of("nameless")[1]] == ["Player 1", "Player 2"]
    run("new", "wq_acg", "--seat", "Ana", "--seat", "Ben", "--name", "coop")
    assert seats_of("coop")[0] == "coop"


def test_a_solo_campaign_from_one_name(saves: Path):
    first = Path(run("campaign", "new", "wq_acg", "Lone", "--seat", "Ana", "--seed", "2").stdout.strip())
    camp = load_campaign(campaign_path("Lone", saves))
    assert camp.mode == "solo"
    assert [s.name for s in load_save(first).setup.seats] == ["Ana 1", "Ana 2"]

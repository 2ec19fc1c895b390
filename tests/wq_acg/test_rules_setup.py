"""Setup, party, activation order and the action procedure."""

from __future__ import annotations

import pytest

from hjourney_tui.core.game import Refused, Seat
from hjourney_tui.core.session import Session
from hjourney_tui.registry import game_info

from .helpers import BLANK, A, C, D, S, clear_enemies, empty_dungeon, fix_dice, legal, place, start


@pytest.mark.rule("WQ-SETUP-02", "WQ-SETUP-03", "WQ-GOLD-05")
def test_each_seat_picks_a_different_hero_and_solo_runs_two():
    info = game_info("wq_acg")
    with pytest.raises(ValueError, match="2 to 2 seats"):
        Session.new(info, [Seat("Ana"), Seat("Ben"), Seat("Cy")], "solo", 1)
    alone = Session.new(info, [Seat("Ana")], "solo", 1)  # one name: that player runs both heroes
    assert [(x.name, x.controller) for x in alone.setup.seats] == [("Ana 1", "Ana"), ("Ana 2", "Ana")]
    with pytest.raises(ValueError, match="2 to 4 seats"):
        Session.new(info, [Seat(n) for n in "ABCDE"], "coop", 1)
    s = Session.new(info, [Seat("Ana"), Seat("Ben")], "solo", 1)
    assert {x.controller for x in s.setup.seats} == {"Ana"}  # one player decides for both heroes
    s.apply("Ana", "pick ironwarden")
    assert "pick ironwarden" not in legal(s, "Ben")
    with pytest.raises(Refused):
        s.apply("Ben", "pick ironwarden")


@pytest.mark.rule("WQ-SETUP-04", "WQ-SETUP-05", "WQ-SETUP-07", "WQ-SETUP-11")
def test_heroes_start_with_basic_actions_and_party_health():
    s = start(3)
    g = s.game
    for seat in g.order:
        h = g.heroes[seat]
        assert all(g.c["action"][slot["card"]]["level"] == "basic" and slot["ready"]
                   for slot in h["actions"].values())
        assert h["capacity"] == 1 and not len(g.gear[seat])
    assert g.health("Ana") == g.c["hero"]["ironwarden"]["health"]["three"]
    assert g.peril == 0


@pytest.mark.rule("WQ-SETUP-12", "WQ-SETUP-13", "WQ-LOC-01", "WQ-LOC-02", "WQ-LEAD-01")
def test_leader_and_first_location():
    s = start(2)
    g = s.game
    assert g.leader_seat() == "Ana"
    loc = g.c["location"][g.location.top.card_id]
    engaged = sum(len(z) for z in g.zones.values())
    assert engaged == loc["spawn_up"]
    assert sum(1 for e in g.shadow if not e.face_up) == loc["spawn_down"]
    assert g.decision().seats == ("Ana",) and g.phase == "hero"


@pytest.mark.rule("WQ-HERO-03", "WQ-HERO-06", "WQ-ACT-02", "WQ-ACT-14")
def test_two_hero_pattern_and_exhausted_actions():
    s = start(2)
    g = s.game
    clear_enemies(g)
    hero, _ = fix_dice(g)
    hero.queue = [BLANK] * 20
    order = []
    s.apply("Ana", "attack")  # no target in reach: still performed, its successes do nothing
    order.append("Ana")
    s.apply("Ben", "rest")
    order.append("Ben")
    assert g.decision().seats == ("Ana",)
    assert "attack" not in legal(s, "Ana")  # exhausted until Ana prepares
    with pytest.raises(Refused, match="exhausted"):
        s.apply("Ana", "attack")
    s.apply("Ana", "aid 2")
    order.append("Ana")
    assert g.decision().seats == ("Ben",)
    assert order == ["Ana", "Ben", "Ana"]
    assert all(slot["ready"] or k in ("attack", "aid") for k, slot in g.heroes["Ana"]["actions"].items())


@pytest.mark.rule("WQ-HERO-01", "WQ-HERO-02", "WQ-HERO-04", "WQ-HERO-05")
def test_activation_patterns_for_three_and_four():
    from hjourney_tui.games.wq_acg.engine import PATTERN

    assert PATTERN[3] == (0, 1, 2, 0) and PATTERN[4] == (0, 1, 2, 3)
    s = start(3)
    g = s.game
    clear_enemies(g)
    g.turns.out.add("Ben")  # Ben's slot is skipped, not handed on
    hero, _ = fix_dice(g)
    hero.queue = [BLANK] * 20
    seats = []
    while g.phase == "hero" and len(seats) < 3:
        seat = g.decision().seats[0]
        seats.append(seat)
        s.apply(seat, "rest")
    assert seats == ["Ana", "Cy", "Ana"]


@pytest.mark.rule("WQ-ACT-04", "WQ-ACT-06", "WQ-DICE-03", "WQ-EXP-01", "WQ-EXP-02")
def test_crit_chain_and_progress_cap():
    s = start(2)
    g = s.game
    clear_enemies(g)
    hero, _ = fix_dice(g)
    # Stubborn Search rolls 2 dice: a crit that re-rolls into a crit then a success, and a blank.
    empty_dungeon(g)
    hero.queue = [C, BLANK, C, S]
    g.location.top.tokens["progress"] = 0
    value = g.c["location"][g.location.top.card_id]["explore"]
    s.apply("Ana", "explore")
    # crit + crit + success = 3 successes from one die
    assert g.location.top.tokens["progress"] == min(3, value)
    # and the log shows every face, re-rolls included, so the three can be counted
    assert any("rolls 2 hero dice: C->C->S - (2 crits, each re-rolled)" in line for line in s.log_lines())


@pytest.mark.rule("WQ-ACT-03", "WQ-TOK-02", "WQ-TOK-04", "WQ-ACT-09")
def test_spent_tokens_add_successes_and_leave():
    s = start(2)
    g = s.game
    clear_enemies(g)
    hero, _ = fix_dice(g)
    g.heroes["Ana"]["wounds"] = 5
    g.heroes["Ana"]["actions"]["rest"]["tokens"] = 2
    g.heroes["Ana"]["actions"]["attack"]["tokens"] = 1
    hero.queue = [BLANK, BLANK]
    assert "rest t2" in legal(s, "Ana")
    s.apply("Ana", "rest t2")
    assert g.heroes["Ana"]["wounds"] == 3
    assert g.heroes["Ana"]["actions"]["rest"]["tokens"] == 0
    assert g.heroes["Ana"]["actions"]["attack"]["tokens"] == 1


@pytest.mark.rule("WQ-ACT-12", "WQ-REST-01", "WQ-ACT-08")
def test_prepare_readies_every_action():
    s = start(2)
    g = s.game
    clear_enemies(g)
    hero, _ = fix_dice(g)
    hero.queue = [BLANK] * 10
    g.heroes["Ana"]["actions"]["explore"]["ready"] = False
    g.heroes["Ana"]["actions"]["attack"]["ready"] = False
    s.apply("Ana", "rest")  # Brannoc's rest card carries the prepare icon
    assert all(slot["ready"] for slot in g.heroes["Ana"]["actions"].values())


@pytest.mark.rule("WQ-TOK-01", "WQ-AID-01", "WQ-AID-03", "WQ-AID-04")
def test_aid_places_tokens_within_the_cap():
    s = start(2)
    g = s.game
    clear_enemies(g)
    hero, _ = fix_dice(g)
    assert not any(t == "aid 1" for t in legal(s, "Ana"))  # never yourself
    for k in ("explore", "rest", "aid"):
        g.heroes["Ben"]["actions"][k]["tokens"] = 2
    g.heroes["Ben"]["actions"]["attack"]["tokens"] = 1
    hero.queue = [S]  # Shoulder to Shoulder: 1 die
    s.apply("Ana", "aid 2")
    assert g.heroes["Ben"]["actions"]["attack"]["tokens"] == 2
    assert all(slot["tokens"] <= 2 for slot in g.heroes["Ben"]["actions"].values())


@pytest.mark.rule("WQ-EATK-01", "WQ-EATK-02", "WQ-EATK-03", "WQ-EATK-04", "WQ-EATK-05", "WQ-ACT-05")
def test_strongest_enemies_strike_first_against_defence():
    s = start(2)
    g = s.game
    clear_enemies(g)
    hero, enemy = fix_dice(g)
    weak = place(g, "gutter_rat", "Ana")  # attack 1
    strong = place(g, "bone_picker", "Ana")  # attack 2
    tired = place(g, "bone_picker_elite", "Ana")  # attack 3 but exhausted: no die, no strike
    tired.flags.add("exhausted")
    empty_dungeon(g)
    hero.queue = [D, BLANK]
    enemy.queue = [A, A]
    before = g.heroes["Ana"]["wounds"]
    s.apply("Ana", "explore")
    # two attack icons, two eligible attackers: 2 + 1 = 3, minus 1 defence
    assert g.heroes["Ana"]["wounds"] == before + 2
    assert weak and strong


@pytest.mark.rule("WQ-ATK-01", "WQ-ATK-02", "WQ-ATK-07", "WQ-ATK-04", "WQ-WND-03", "WQ-DEF-08")
def test_attack_resilience_and_defeat():
    s = start(2)
    g = s.game
    clear_enemies(g)
    hero, enemy = fix_dice(g)
    crawler = place(g, "mire_crawler", "Ana")  # health 4, resilience 1
    lurker = place(g, "gutter_rat")  # in the shadows: out of reach of a plain attack
    assert f"attack e{lurker.uid}" not in legal(s, "Ana")
    hero.queue = [S, S, S]
    enemy.queue = [BLANK]
    s.apply("Ana", f"attack e{crawler.uid}")
    assert crawler.tokens["wounds"] == 2
    g.heroes["Ana"]["actions"]["attack"]["ready"] = True
    hero.queue = [S, S, S]
    enemy.queue = [BLANK]
    empty_dungeon(g)
    s.game._legal_cache = None
    s.apply(g.decision().seats[0], "explore")  # Ben
    hero.queue = [S, S, S, S]
    enemy.queue = [BLANK]
    s.apply("Ana", f"attack e{crawler.uid}")
    assert crawler in g.enemy_discard


@pytest.mark.rule("WQ-ATK-03", "WQ-ZONE-07", "WQ-FACE-01", "WQ-FACE-02")
def test_ranged_attack_reaches_the_shadows_and_reveals():
    s = start(2, heroes=["windrunner", "ironwarden"])
    g = s.game
    clear_enemies(g)
    hero, enemy = fix_dice(g)
    hidden = place(g, "gutter_rat", face_up=False)
    assert f"attack e{hidden.uid}" in legal(s, "Ana")
    hero.queue = [S, BLANK]
    s.apply("Ana", f"attack e{hidden.uid}")
    assert hidden.face_up and hidden.tokens["wounds"] == 1

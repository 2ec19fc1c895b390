"""Locations and travel, peril, dungeon cards and gear, conditions, victory, content."""

from __future__ import annotations

import pytest

from hjourney_tui.core.autoplay import autoplay
from hjourney_tui.games.wq_acg.engine import QuestOver
from hjourney_tui.registry import game_info

from .helpers import (
    BLANK,
    clear_enemies,
    empty_dungeon,
    fix_dice,
    legal,
    only_engageable_enemies,
    place,
    slay_nemesis,
    start,
)
from .test_rules_enemies import to_enemy_phase
from .test_rules_golden import set_location


def finish_round(s, g):
    """Play out the enemy phase by taking the first offered choice."""
    to_enemy_phase(s, g)
    while g.phase == "enemy" or (g.flow.pending and g.flow.pending.rule == "WQ-GOLD-04"):
        seat = g.decision().seats[0]
        s.apply(seat, legal(s, seat)[0])


@pytest.mark.rule("WQ-LOC-03", "WQ-LOC-05", "WQ-LOC-09", "WQ-LOC-10", "WQ-DECK-06")
def test_travel_discards_the_shadows_but_not_engaged_enemies():
    s = start(2)
    g = s.game
    clear_enemies(g)
    kept = place(g, "gutter_rat", "Ana")
    kept.flags.add("exhausted")  # stays out of the enemy phase
    lurker = place(g, "bone_picker")
    lurker.flags.add("exhausted")
    old = g.location.top
    old.tokens["progress"] = g.c["location"][old.card_id]["explore"]
    finish_round(s, g)
    assert g.phase == "location" and legal(s, "Ana") == ["travel", "stay"]
    s.apply("Ana", "travel")
    assert old in g.location_discard and g.location.top is not old
    assert lurker in g.enemy_discard and kept in g.zones["Ana"]


@pytest.mark.rule("WQ-LOC-06", "WQ-LOC-07")
def test_no_travel_before_the_location_is_explored():
    s = start(2)
    g = s.game
    clear_enemies(g)
    g.location.top.tokens["progress"] = 0
    finish_round(s, g)
    assert g.phase == "hero"  # no travel question: straight on to the next round
    assert "travel" not in legal(s, "Ben")


@pytest.mark.rule("WQ-PERIL-01", "WQ-PERIL-02", "WQ-PERIL-03", "WQ-PERIL-07", "WQ-LEAD-02", "WQ-ROUND-01")
def test_peril_phase_moves_triggers_and_passes_the_leader():
    s = start(2)
    g = s.game
    clear_enemies(g)
    set_location(g, "fungus_grotto")  # its tie for most wounds pauses the location phase
    assert g.quest["peril"][0] == "."
    finish_round(s, g)
    assert g.peril == 1 and g.round == 2 and g.leader_seat() == "Ben"
    g.peril = 2  # the next space is green: one enemy spawns
    clear_enemies(g)
    finish_round(s, g)
    track = len(g.quest["peril"])
    assert any(f"peril rises to 3/{track}" in line for line in s.log_lines())
    assert any("green peril: " in line and "spawns" in line for line in s.log_lines())


@pytest.mark.rule("WQ-PERIL-05", "WQ-PERIL-06", "WQ-WIN-02")
def test_effect_peril_is_bounded_and_the_last_space_loses():
    s = start(2)
    g = s.game
    g.move_peril(-3, "test")
    assert g.peril == 0
    from hjourney_tui.games.wq_acg.engine import QuestOver

    with pytest.raises(QuestOver):
        g.move_peril(99, "test")
    assert g.peril == len(g.quest["peril"]) and g.result[0] == "lost"


@pytest.mark.rule("WQ-EXP-03", "WQ-DUN-05", "WQ-GEAR-02", "WQ-GEAR-11", "WQ-GEAR-05")
def test_treasure_claims_gear_within_capacity():
    s = start(2)
    g = s.game
    clear_enemies(g)
    hero, enemy = fix_dice(g)
    empty_dungeon(g)
    coffer = next(c for c in g.unused if c.card_id == "gilded_coffer")
    g.table.move(coffer, g.dungeon_deck)
    hero.queue = [BLANK, BLANK]
    s.apply("Ana", "explore")
    assert "gear top" in legal(s, "Ana") and "gear decline" in legal(s, "Ana")
    s.apply("Ana", "gear top")
    assert "equip" in legal(s, "Ana")
    s.apply("Ana", "equip")
    assert len(g.gear["Ana"]) == 1
    # the second treasure: capacity 1 is full, so equipping needs a swap first
    s.apply("Ana", "gear top")
    assert "equip" not in legal(s, "Ana")
    first = g.gear["Ana"].top
    s.apply("Ana", f"swap g{first.uid}")
    s.apply("Ana", "equip")
    assert first in g.gear_discard and len(g.gear["Ana"]) == 1


@pytest.mark.rule("WQ-DUN-03", "WQ-DUN-04", "WQ-WND-06")
def test_items_are_used_once_and_events_resolve_at_once():
    s = start(2)
    g = s.game
    clear_enemies(g)
    hero, enemy = fix_dice(g)
    empty_dungeon(g)
    draught = next(c for c in g.unused if c.card_id == "healing_draught")
    g.table.move(draught, g.items["Ana"])
    g.heroes["Ana"]["wounds"] = 2
    s.apply("Ana", f"use i{draught.uid}")
    assert g.heroes["Ana"]["wounds"] == 0 and draught in g.dungeon_discard
    trap = next(c for c in g.unused if c.card_id == "pit_trap")
    g.table.move(trap, g.dungeon_deck)
    hero.queue = [BLANK, BLANK]
    s.apply("Ana", "explore")
    assert g.heroes["Ana"]["wounds"] == 2 and trap in g.dungeon_discard


@pytest.mark.rule("WQ-COND-01", "WQ-COND-02", "WQ-COND-04")
def test_conditions_are_held_once_and_end_by_their_trigger():
    s = start(2)
    g = s.game
    clear_enemies(g)
    hero, enemy = fix_dice(g)
    empty_dungeon(g)
    g.give_condition("Ana", "inspired", "test")
    g.give_condition("Ana", "inspired", "test")
    assert g.heroes["Ana"]["conditions"] == ["inspired"]
    hero.queue = [BLANK, BLANK]
    before = g.location.top.tokens.get("progress", 0)
    s.apply("Ana", "explore")
    assert g.location.top.tokens["progress"] == before + 1  # the inspired bonus success
    assert g.heroes["Ana"]["conditions"] == []


@pytest.mark.rule("WQ-WIN-01", "WQ-NEM-06", "WQ-DEF-10")
def test_defeating_the_nemesis_wins():
    s = start(2)
    g = s.game
    clear_enemies(g)
    hero, enemy = fix_dice(g)
    empty_dungeon(g)
    slay_nemesis(s)
    assert s.outcome() is not None and s.outcome().winners == ["Ana", "Ben"]


@pytest.mark.rule("WQ-ACT-12", "WQ-CARD-12", "WQ-DUN-01", "WQ-GEAR-01")
def test_every_card_loads_and_the_content_invariants_hold():
    g = start(4).game
    c = g.c
    for hid in c["hero"]:
        for level in ("basic", "advanced"):
            cards = [a for a in c["action"].values() if a["hero"] == hid and a["level"] == level]
            assert sum(1 for a in cards if a.get("prepare")) == 1
    assert all(d["trait"] in ("item", "event") for d in c["dungeon"].values())
    assert len({x["name"] for x in c["gear"].values()}) == len(c["gear"])
    # each effect list resolves without error on a live game, every question answered
    lists = [(table, cid, key) for table, key in EFFECT_LISTS for cid, card in c[table].items() if card.get(key)]
    lists += [("quest", qid, "rules") for qid, q in c["quest"].items() if q.get("rules")]
    for table, cid, key in lists:
        g2 = busy_game()
        effects = c[table][cid][key]
        if key == "rules":
            effects = [eff for rule in effects for eff in rule["effects"]]
        drive(g2, g2.resolve_effects(effects, f"{table}.{cid}.{key}", holder="Ana"))
    # and every enemy's bar, its own keywords included, resolves in a real activation
    for eid in c["enemy"]:
        g2 = busy_game()
        card = g2.table.create(eid, g2.shadow, face_up=True)
        drive(g2, g2.activate_enemy(card, "Ana"))
        assert g2.result or not g2.ready(card)  # it acted to the end of its bar
    named = {k for e in c["enemy"].values() for k in e["bar"]}
    assert set(c["keyword"]) <= named  # every keyword defined is on some enemy's bar


EFFECT_LISTS = (("location", "on_location_phase"), ("location", "on_round_end"), ("dungeon", "use"),
                ("dungeon", "effects"), ("action", "before"), ("action", "after"), ("gear", "use"),
                ("keyword", "effects"), ("enemy", "nemesis"), ("condition", "end_of_round"),
                ("quest", "peril_green"), ("quest", "peril_blue"), ("quest", "peril_red"))


def busy_game():
    """A quest under way with something for every effect to act on: wounds, tokens, a spent
    action card, enemies engaged, in the shadows and facedown, and an enemy a keyword is about."""
    g = start(2).game
    clear_enemies(g)
    g.active = "Ana"
    for seat in ("Ana", "Ben"):
        g.heroes[seat]["wounds"] = 3
        g.heroes[seat]["actions"]["attack"]["tokens"] = 1
        g.heroes[seat]["actions"]["explore"]["ready"] = False
    g.subject = place(g, g.enemy_deck.top.card_id, "Ana")
    place(g, g.enemy_deck.top.card_id, "Ben")
    place(g, g.enemy_deck.top.card_id)
    place(g, g.enemy_deck.top.card_id, face_up=False)
    g.location.top.tokens["progress"] = 1
    return g


def drive(g, script) -> None:
    """Run a resolution script to its end, taking the first choice each time it asks."""
    try:
        ask = next(script)
        while True:
            ask = script.send(g.parse(ask.options_for(ask.seat)[0].text))
    except (StopIteration, QuestOver):
        pass


def test_random_bots_finish_quests_without_breaking_invariants():
    info = game_info("wq_acg")
    for seats in (2, 3, 4):
        report = autoplay(info, games=8, seed=seats * 100, seats=seats, mode="coop", strict=True)
        assert report.crashes == [] and report.unfinished == 0


@pytest.mark.rule("WQ-SPAWN-02")
def test_each_batch_of_spawns_starts_with_the_leader_of_the_day():
    s = start(2)
    g = s.game
    clear_enemies(g)
    only_engageable_enemies(g)
    set_location(g, "fungus_grotto")
    spawn = [{"do": "spawn", "n": n, "where": "engaged"} for n in (3, 2, 1)]
    g.quest = {**g.quest, "peril": "gbr" + "." * 10,
               "peril_green": [spawn[0]], "peril_blue": [spawn[1]], "peril_red": [spawn[2]]}
    before = len(s.log_lines())  # the first location's spawns are behind us
    while g.peril < 3:  # rounds 1-3, led by Ana, Ben, Ana
        finish_round(s, g)
        clear_enemies(g)  # nobody falls: the rotation is the point here
    log = s.log_lines()[before:]
    dealt = [line.split(" engages ")[1].split()[0] for line in log if "(spawn rotation)" in line]
    leads = [line.split()[0] for line in log if "takes the leader token" in line]
    assert leads[:2] == ["Ben", "Ana"]
    # three spawns: leader, other, leader; then two: Ben (now leader), Ana; then one: Ana, the leader
    # again (carrying the turn on from the batch before would have given it to Ben)
    assert dealt == ["Ana", "Ben", "Ana", "Ben", "Ana", "Ana"]

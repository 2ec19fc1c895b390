"""What the Warhammer Quest view gives the panes as data: each card's whole face for the inspect
screen, the odds as numbers, and the nemesis named in its event."""

from __future__ import annotations

from .helpers import BLANK, N, clear_enemies, empty_dungeon, fix_dice, legal, place, start
from .steps import give_gear, put_on_dungeon_deck, set_action
from .test_rules_actions import ready_game


def test_the_odds_come_as_numbers():
    s, g, hero, enemy = ready_game()
    rat = place(g, "gutter_rat", "Ana")
    odds = {o["kind"]: o for o in s.view("Ana")["state"]["odds"]}
    assert set(odds) == {"explore", "rest", "aid", "attack"}
    assert all(o["expected"] >= 0 and o["wounds"] >= 0 for o in odds.values())
    assert 0 <= odds["explore"]["finish"] <= 1
    assert [(d["enemy"], d["name"]) for d in odds["attack"]["defeat"]] == [(f"e{rat.uid}", "Gutter Rat Swarm")]
    assert s.view("Ben")["state"]["odds"] == []  # only the active hero's


def test_every_card_on_the_table_shows_its_whole_face():
    s, g, hero, enemy = ready_game(2, heroes=["ironwarden", "emberseer"])
    set_action(g, "Ben", "ember_attack_adv")
    give_gear(g, "Ana", "notched_blade")
    g.give_condition("Ana", "poisoned", "test")
    item = put_on_dungeon_deck(g, "lucky_charm")
    g.table.move(item, g.items["Ana"], face_up=True)
    nem = g.lair.top
    st = s.view("Ana")["state"]
    ana, ben = st["heroes"]
    blade = ana["gear_cards"][0]
    assert blade["name"] == "Notched Blade" and blade["slot"] == "weapon" and blade["dice"] == 1
    assert blade["for"] == "attack" and blade["state"] == "ready"
    charm = ana["item_cards"][0]
    assert charm["id"] == f"i{item.uid}" and charm["name"] == "Lucky Charm" and charm["use"]
    assert ana["condition_cards"][0]["name"] == "Poisoned" and ana["condition_cards"][0]["removed_by"] == "rest"
    attack = next(a for a in ben["actions"] if a["kind"] == "attack")
    assert attack["level"] == "advanced" and attack["after"] == g.c["action"]["ember_attack_adv"]["after"]
    lair = st["lair"][0]
    assert lair["id"] == f"e{nem.uid}" and lair["nemesis"] == g.c["enemy"][nem.card_id]["nemesis"]
    assert all(k["text"] for k in lair["keywords"])
    assert {"spawn_up", "spawn_down"} <= set(st["location"])


def test_gear_waiting_to_be_equipped_can_be_read_first():
    s, g, hero, enemy = ready_game()
    put_on_dungeon_deck(g, "rusted_chest")
    hero.queue = [BLANK] * 4
    enemy.queue = [BLANK] * 3
    s.apply("Ana", "explore")
    assert "gear top" in legal(s, "Ana")
    s.apply("Ana", "gear top")
    assert "equip" in legal(s, "Ana") or any(c.startswith("swap ") for c in legal(s, "Ana"))
    offered = s.view("Ana")["state"]["offered"]
    assert len(offered) == 1 and offered[0]["kind"] == "gear"
    assert offered[0]["name"] in s.view("Ana")["decision"]["prompt"]
    assert offered[0]["slot"] in ("weapon", "armour", "accessory")


def test_the_nemesis_event_names_the_nemesis_as_data():
    s = start(2)
    g = s.game
    clear_enemies(g)
    hero, enemy = fix_dice(g)
    empty_dungeon(g)
    nem = g.lair.top
    place(g, "gutter_rat", "Ana")
    hero.queue = [BLANK, BLANK]
    enemy.queue = [N]
    s.apply("Ana", "explore")
    ev = next(e for e in g.events if e.rule == "WQ-NEM-01")
    assert ev.data == {"nemesis": g.c["enemy"][nem.card_id]["name"]}

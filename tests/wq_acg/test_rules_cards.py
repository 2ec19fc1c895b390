"""Card states and costs, wounds and defeat, conditions and gear."""

from __future__ import annotations

import pytest

from .helpers import BLANK, A, S, clear_enemies, empty_dungeon, fix_dice, legal, slay_nemesis, start
from .steps import (
    conjure,
    give_gear,
    patch_card,
    play_round,
    put_on_dungeon_deck,
    quiet_action,
    quiet_hero_phase,
)
from .test_rules_golden import set_location


def ready_game(n: int = 2, heroes: list[str] | None = None):
    s = start(n, heroes=heroes)
    g = s.game
    clear_enemies(g)
    empty_dungeon(g)
    hero, enemy = fix_dice(g)
    return s, g, hero, enemy


def treasure(s, g, seat: str = "Ana"):
    """The seat explores and draws a chest with one treasure icon."""
    hero, _ = fix_dice(g)
    put_on_dungeon_deck(g, "rusted_chest")
    hero.queue = [BLANK] * 4
    s.apply(seat, "explore")


@pytest.mark.rule("WQ-CARD-01", "WQ-CARD-07")
def test_an_exhaust_cost_is_optional_and_the_card_readies_after_the_round():
    s, g, hero, enemy = ready_game()
    hook = give_gear(g, "Ana", "grappling_hook")  # exhaust: 1 progress
    assert f"use g{hook.uid}" in legal(s, "Ana") and "explore" in legal(s, "Ana")  # never forced
    before = g.location.top.tokens["progress"]
    s.apply("Ana", f"use g{hook.uid}")
    assert "exhausted" in hook.flags and g.location.top.tokens["progress"] == before + 1
    assert f"use g{hook.uid}" not in legal(s, "Ana")  # exhausted: it cannot be used
    play_round(s)
    assert f"use g{hook.uid}" in legal(s, g.decision().seats[0]) or "exhausted" not in hook.flags


@pytest.mark.rule("WQ-CARD-03", "WQ-WND-07")
def test_depleting_flips_gear_facedown_for_the_quest_and_its_text_stops():
    s, g, hero, enemy = ready_game()
    vial = give_gear(g, "Ana", "quicksilver_vial")  # deplete: recover 3
    g.heroes["Ana"]["wounds"] = 4
    s.apply("Ana", f"use g{vial.uid}")
    assert not vial.face_up and g.heroes["Ana"]["wounds"] == 1
    assert f"use g{vial.uid}" not in legal(s, "Ana")
    play_round(s)
    assert not vial.face_up and f"use g{vial.uid}" not in legal(s, "Ben")
    # health from a depleted card stops too, and a hero with no health left falls
    g.heroes["Ana"]["capacity"] = 2
    amulet = give_gear(g, "Ana", "warding_amulet")  # +1 health while it works
    base = g.c["hero"]["ironwarden"]["health"]["two"]
    assert s.view("Ana")["state"]["heroes"][0]["health"] == base + 1
    patch_card(g, "gear", "warding_amulet", cost="deplete", use=[{"do": "progress", "n": 1}])
    g.heroes["Ana"]["wounds"] = base
    quiet_action(s, "Ben")
    s.apply("Ana", f"use g{amulet.uid}")
    assert g.health("Ana") == base and g.is_defeated("Ana")


@pytest.mark.rule("WQ-CARD-06", "WQ-DEF-05")
def test_an_effect_with_an_unmet_requirement_is_unavailable_and_revive_stands_a_hero_up():
    s, g, hero, enemy = ready_game()
    salts = put_on_dungeon_deck(g, "smelling_salts")  # revive a defeated hero with 3 health left
    g.table.move(salts, g.items["Ana"])
    assert f"use i{salts.uid}" not in legal(s, "Ana")  # nobody to revive
    g.suffer("Ben", 99, "test")
    g._legal_cache = None
    s.apply("Ana", f"use i{salts.uid}")
    assert not g.is_defeated("Ben") and g.health("Ben") - g.heroes["Ben"]["wounds"] == 3
    hero.queue = [BLANK] * 4
    s.apply("Ana", "rest")
    assert g.decision().seats == ("Ben",)  # he takes his next activation slot


@pytest.mark.rule("WQ-CARD-09", "WQ-EPH-07")
def test_enemies_are_exhausted_after_acting_even_in_the_shadows_and_readied_at_phase_end():
    s, g, hero, enemy = ready_game()
    rat = conjure(g, "gutter_rat", "Ana")
    rat2 = conjure(g, "gutter_rat", "Ana")
    sniper = conjure(g, "cave_sniper")
    quiet_hero_phase(s)
    s.apply("Ana", f"activate e{rat.uid}")
    s.apply("Ben", f"activate e{sniper.uid}")
    assert sniper in g.shadow and not g.ready(sniper) and not g.ready(rat)
    s.apply("Ana", f"activate e{rat2.uid}")
    assert g.phase != "enemy" and all(g.ready(e) for e in (rat, rat2, sniper))


@pytest.mark.rule("WQ-CARD-10", "WQ-EDGE-04", "WQ-EPH-08")
def test_an_enemy_exhausted_in_the_hero_phase_neither_rolls_nor_acts_until_readied():
    s, g, hero, enemy = ready_game()
    powder = put_on_dungeon_deck(g, "flash_powder")  # exhaust the enemies engaged with you
    g.table.move(powder, g.items["Ana"])
    picker = conjure(g, "bone_picker", "Ana")
    g._legal_cache = None
    s.apply("Ana", f"use i{powder.uid}")
    hero.queue = [BLANK] * 3
    events = s.apply("Ana", "rest")
    assert next(e for e in events if e.kind == "roll").data["enemy"] == []
    hero.queue = [BLANK] * 3
    s.apply("Ben", "rest")
    hero.queue = [BLANK] * 3
    s.apply("Ana", "explore")
    hero.queue = [BLANK] * 3
    lines = [e.text for e in s.apply("Ben", "explore")]
    assert not any("activates" in t for t in lines)  # the enemy phase passed it by
    assert g.ready(picker)  # and readied it at its end


@pytest.mark.rule("WQ-WND-01", "WQ-GOLD-09", "WQ-WND-04")
def test_wounds_add_up_as_one_number_and_remaining_health_follows():
    s, g, hero, enemy = ready_game()
    picker = conjure(g, "bone_picker", "Ana")
    hero.queue = [BLANK, BLANK]
    enemy.queue = [A]
    s.apply("Ana", "explore")
    me = s.view("Ana")["state"]["heroes"][0]
    assert me["wounds"] == g.foe(picker)["attack"] and isinstance(me["wounds"], int)
    assert g.health("Ana") - g.heroes["Ana"]["wounds"] == me["health"] - me["wounds"]


@pytest.mark.rule("WQ-WND-05")
def test_most_wounded_reads_the_wounds_as_they_are_now():
    s, g, hero, enemy = ready_game(2)
    g.heroes["Ana"]["wounds"] = 4
    g.heroes["Ben"]["wounds"] = 3
    hero.queue = [S, S]
    s.apply("Ana", "rest")  # Ana drops to 2: Ben is now the most wounded
    cave = patch_card(g, "location", g.location.top.card_id,
                      on_location_phase=[{"do": "suffer", "n": 1, "who": "most_wounds"}])
    assert cave["on_location_phase"]
    play_round(s)
    assert (g.heroes["Ana"]["wounds"], g.heroes["Ben"]["wounds"]) == (2, 4)


@pytest.mark.rule("WQ-DEF-02", "WQ-DEF-03")
def test_a_defeated_hero_keeps_his_play_area_and_can_do_nothing():
    s, g, hero, enemy = ready_game(3)
    ben = g.heroes["Ben"]
    ben["actions"]["aid"]["tokens"] = 2
    ben["actions"]["attack"]["ready"] = False
    amulet = give_gear(g, "Ben", "warding_amulet")
    ration = put_on_dungeon_deck(g, "iron_ration")  # each hero recovers 1
    g.table.move(ration, g.items["Ben"])
    g.suffer("Ben", 99, "test")
    assert ben["actions"]["aid"]["tokens"] == 2 and not ben["actions"]["attack"]["ready"]
    assert amulet in g.gear["Ben"] and ration in g.items["Ben"]
    assert "aid 2" not in legal(s, "Ana")
    tonic = put_on_dungeon_deck(g, "healing_draught_b")
    g.table.move(tonic, g.items["Ana"])
    ration2 = conjure_item(g, "iron_ration", "Ana")
    g.heroes["Ana"]["wounds"] = 2
    s.apply("Ana", f"use i{ration2.uid}")
    assert ben["wounds"] == g.health("Ben") and g.heroes["Ana"]["wounds"] == 1
    hero.queue = [BLANK] * 4
    s.apply("Ana", "rest")
    assert g.decision().seats == ("Cy",)  # Ben's slot is skipped
    g.active = None
    g.spawn_turn = 1  # Ben would be next in the spawn rotation
    list(g.spawn(1, "engaged", "test"))
    assert not len(g.zones["Ben"])


def conjure_item(g, dungeon_id: str, seat: str):
    card = g.table.create(dungeon_id, g.items[seat])
    g._legal_cache = None
    return card


@pytest.mark.rule("WQ-COND-05")
def test_conditions_work_through_the_effect_vocabulary():
    s, g, hero, enemy = ready_game()
    set_location(g, "dripping_stair")
    put_on_dungeon_deck(g, "spore_cloud")  # poisoned: 1 wound each round's end, until you rest
    hero.queue = [BLANK] * 2
    s.apply("Ana", "explore")
    assert g.heroes["Ana"]["conditions"] == ["poisoned"]
    quiet_action(s, "Ben")
    hero.queue = [BLANK]
    s.apply("Ana", "aid 2")
    quiet_action(s, "Ben")
    assert g.round == 2 and g.heroes["Ana"]["wounds"] == 1
    quiet_action(s, "Ben")  # Ben leads round 2
    hero.queue = [S, S]
    s.apply("Ana", "rest")
    assert g.heroes["Ana"]["conditions"] == [] and g.heroes["Ana"]["wounds"] == 0


@pytest.mark.rule("WQ-COND-06", "WQ-DUN-08")
def test_conditions_and_unused_items_end_with_the_quest():
    s, g, hero, enemy = ready_game()
    g.give_condition("Ben", "inspired", "test")
    salve = conjure_item(g, "healing_draught", "Ben")
    slay_nemesis(s)
    assert s.outcome() is not None
    assert g.heroes["Ben"]["conditions"] == [] and salve in g.dungeon_discard


@pytest.mark.rule("WQ-GEAR-03")
def test_two_weapons_and_one_armour_at_most():
    s, g, hero, enemy = ready_game()
    g.heroes["Ana"]["capacity"] = 5
    give_gear(g, "Ana", "notched_blade")
    give_gear(g, "Ana", "ash_bow")
    give_gear(g, "Ana", "studded_jerkin")
    give_gear(g, "Ana", "signal_horn")
    g.table.move(next(c for c in g.unused if c.card_id == "brass_knuckles"), g.gear_discard)
    g.table.move(next(c for c in g.unused if c.card_id == "tower_shield"), g.gear_discard)
    treasure(s, g)
    knuckles = next(c for c in g.gear_discard if c.card_id == "brass_knuckles")
    s.apply("Ana", f"gear g{knuckles.uid}")
    assert "equip" not in legal(s, "Ana")  # a third weapon
    s.apply("Ana", "stash")
    assert knuckles in g.gear_discard
    g.heroes["Ben"]["capacity"] = 5
    give_gear(g, "Ben", "scale_hauberk")
    treasure(s, g, "Ben")
    shield = next(c for c in g.gear_discard if c.card_id == "tower_shield")
    s.apply("Ben", f"gear g{shield.uid}")
    assert "equip" not in legal(s, "Ben")  # a second armour


@pytest.mark.rule("WQ-GEAR-04", "WQ-GEAR-08", "WQ-GEAR-10")
def test_gear_changes_hands_only_when_claimed():
    s, g, hero, enemy = ready_game()
    give_gear(g, "Ana", "notched_blade")
    assert not any(t.startswith(("swap", "equip", "stash")) for t in legal(s, "Ana"))
    treasure(s, g)
    s.apply("Ana", "gear top")
    claimed = g.limbo.top
    s.apply("Ana", "stash")
    assert claimed in g.gear_discard
    assert g.c["gear"][claimed.card_id]["name"] in s.view("Ben")["state"]["gear_discard"]


@pytest.mark.rule("WQ-GEAR-06", "WQ-GEAR-07", "WQ-EDGE-16")
def test_depleted_or_life_giving_gear_cannot_make_room():
    s, g, hero, enemy = ready_game()
    g.heroes["Ana"]["capacity"] = 2
    vial = give_gear(g, "Ana", "quicksilver_vial")
    amulet = give_gear(g, "Ana", "warding_amulet")  # +1 health
    g.heroes["Ana"]["wounds"] = 1
    s.apply("Ana", f"use g{vial.uid}")  # recover 3, then the vial is depleted
    g.heroes["Ana"]["wounds"] = g.health("Ana") - 1  # exactly the health without the amulet
    treasure(s, g)
    s.apply("Ana", "gear top")
    assert legal(s, "Ana") == ["stash"]  # full, and neither card may be unequipped
    s.apply("Ana", "stash")
    assert vial in g.gear["Ana"] and amulet in g.gear["Ana"]


@pytest.mark.rule("WQ-GEAR-09")
def test_with_the_gear_deck_empty_only_the_discards_can_be_claimed():
    s, g, hero, enemy = ready_game()
    g.table.gather(g.gear_deck, g.unused)
    bow = next(c for c in g.unused if c.card_id == "ash_bow")
    g.table.move(bow, g.gear_discard)
    treasure(s, g)
    assert sorted(legal(s, "Ana")) == sorted(["gear decline", f"gear g{bow.uid}"])

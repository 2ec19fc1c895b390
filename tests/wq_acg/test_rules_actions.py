"""The action procedure in detail: card lines, dice, tokens, aid, attacks and enemy strikes."""

from __future__ import annotations

import pytest

from hjourney_tui.core.dice import Face
from hjourney_tui.games.wq_acg.content import ACTION_KINDS

from .helpers import BLANK, SD, A, C, D, N, S, clear_enemies, empty_dungeon, fix_dice, legal, start
from .steps import conjure, give_gear, patch_card, put_on_dungeon_deck, set_action

AN = Face("A+N", 0, ("attack", "nemesis"))


def ready_game(n: int = 2, heroes: list[str] | None = None):
    s = start(n, heroes=heroes)
    g = s.game
    clear_enemies(g)
    empty_dungeon(g)
    hero, enemy = fix_dice(g)
    return s, g, hero, enemy


def texts(events) -> list[str]:
    return [e.text for e in events]


def first(lines: list[str], part: str) -> int:
    return next(i for i, t in enumerate(lines) if part in t)


@pytest.mark.rule("WQ-HERO-07", "WQ-CARD-12")
def test_card_lines_resolve_in_printed_order_around_the_action():
    s, g, hero, enemy = ready_game(2, heroes=["ironwarden", "emberseer"])
    set_action(g, "Ana", "iron_aid_adv")  # Shield Wall: recover 1 before the roll
    set_action(g, "Ben", "ember_attack_adv")  # Cinderstorm: 1 direct wound to each target after it
    g.heroes["Ana"]["wounds"] = 2
    hero.queue = [BLANK, BLANK]
    lines = texts(s.apply("Ana", "aid 2"))
    assert first(lines, "Ana recovers 1") < first(lines, "Ana rolls")
    assert g.heroes["Ana"]["wounds"] == 1
    rat = conjure(g, "gutter_rat", "Ben")
    hero.queue = [BLANK] * 4
    enemy.queue = [BLANK]
    lines = texts(s.apply("Ben", f"attack e{rat.uid}"))
    assert first(lines, "result:") < first(lines, "direct wound")
    assert rat.tokens["wounds"] == 1


@pytest.mark.rule("WQ-HERO-08", "WQ-EDGE-24")
def test_only_the_active_heros_own_enemies_roll_and_strike():
    s, g, hero, enemy = ready_game(2, heroes=["windrunner", "ironwarden"])
    rat = conjure(g, "gutter_rat", "Ana")
    picker = conjure(g, "bone_picker", "Ben")
    hero.queue = [BLANK, BLANK]
    enemy.queue = [A]  # one die only: Ana's rat
    events = s.apply("Ana", f"attack e{picker.uid}")  # a ranged shot at Ben's enemy
    roll = next(e for e in events if e.kind == "roll")
    assert len(roll.data["enemy"]) == 1
    assert g.heroes["Ana"]["wounds"] == g.foe(rat)["attack"] and g.heroes["Ben"]["wounds"] == 0


@pytest.mark.rule("WQ-ACT-01")
def test_each_hero_holds_one_action_of_each_type():
    s = start(4)
    for h in s.view("Ana")["state"]["heroes"]:
        assert sorted(a["kind"] for a in h["actions"]) == sorted(ACTION_KINDS)
        assert sum(a["prepare"] for a in h["actions"]) == 1


@pytest.mark.rule("WQ-ACT-07", "WQ-DICE-04", "WQ-DICE-05")
def test_modifiers_come_after_the_rerolls_and_a_made_crit_is_not_rerolled():
    s, g, hero, enemy = ready_game()
    give_gear(g, "Ana", "duellists_gauntlet")  # attack: one defence becomes a crit
    picker = conjure(g, "bone_picker_elite", "Ana")  # attack 3, health 4
    hero.queue = [C, D, D, S]  # three dice; the crit re-rolls into a success; nothing more is queued
    enemy.queue = [A]
    lines = texts(s.apply("Ana", f"attack e{picker.uid}"))
    # crit 1 + made crit 1 + success 1 = 3; defence 2 - 1 converted = 1
    assert picker.tokens["wounds"] == 3
    assert g.heroes["Ana"]["wounds"] == 3 - 1
    assert first(lines, "rolls") < first(lines, "defence becomes crit") < first(lines, "result:")


@pytest.mark.rule("WQ-DICE-04")
def test_a_converted_icon_can_be_converted_again_in_the_same_step():
    s, g, hero, enemy = ready_game()
    give_gear(g, "Ana", "duellists_gauntlet")
    g.heroes["Ana"]["capacity"] = 2
    charm = give_gear(g, "Ana", "warding_amulet")
    patch_card(g, "gear", charm.card_id, modify=[{"from": "crit", "to": "", "n": 1}])  # a cursed charm
    picker = conjure(g, "bone_picker_elite", "Ana")
    hero.queue = [D, BLANK, BLANK]
    enemy.queue = [BLANK]
    s.apply("Ana", f"attack e{picker.uid}")
    assert "wounds" not in picker.tokens  # defence -> crit -> nothing: no success is left


@pytest.mark.rule("WQ-DICE-01", "WQ-DICE-02")
def test_dice_come_from_data_and_two_icon_faces_count_both():
    s, g, hero, enemy = ready_game()
    data = g.ruleset.get("dice")["dice"]
    assert [f.label for f in s.game.hero_die.faces] == [f["label"] for f in data["hero"]["faces"]]
    assert {sym for f in s.game.enemy_die.faces for sym in f.symbols} <= {"attack", "nemesis"}
    picker = conjure(g, "bone_picker", "Ana")  # attack 2, health 3
    hero.queue = [SD, SD, BLANK]
    enemy.queue = [AN]
    s.apply("Ana", f"attack e{picker.uid}")
    assert picker.tokens["wounds"] == 2  # two successes
    assert g.heroes["Ana"]["wounds"] == 1  # 2 attack - 2 defence = 0, then the nemesis strikes each hero for 1
    assert g.heroes["Ben"]["wounds"] == 1


@pytest.mark.rule("WQ-DICE-06")
def test_crit_rerolls_never_reroll_enemy_dice():
    s, g, hero, enemy = ready_game()
    rat = conjure(g, "gutter_rat", "Ana")
    hero.queue = [C, C, BLANK, C, BLANK, BLANK]
    enemy.queue = [A]  # exactly one enemy face: a re-roll of it would run out
    s.apply("Ana", "explore")
    assert g.heroes["Ana"]["wounds"] == g.foe(rat)["attack"]
    assert g.location.top.tokens["progress"] == min(3, g.c["location"][g.location.top.card_id]["explore"])


@pytest.mark.rule("WQ-TOK-03", "WQ-TOK-05", "WQ-CARD-05")
def test_a_token_cost_takes_from_any_action_card_and_returns_it_to_the_supply():
    s, g, hero, enemy = ready_game()
    ward = give_gear(g, "Ana", "chalk_ward")  # discard a token: exhaust the enemies engaged with you
    rat = conjure(g, "gutter_rat", "Ana")
    assert f"use g{ward.uid}" not in legal(s, "Ana")  # no token to pay with
    g.heroes["Ana"]["actions"]["explore"]["tokens"] = 1
    g.heroes["Ana"]["actions"]["aid"]["tokens"] = 2
    g._legal_cache = None
    s.apply("Ana", f"use g{ward.uid}")
    assert sorted(legal(s, "Ana")) == ["pay aid", "pay explore"]
    s.apply("Ana", "pay aid")
    assert [g.heroes["Ana"]["actions"][k]["tokens"] for k in ("explore", "aid")] == [1, 1]
    assert not g.ready(rat)


@pytest.mark.rule("WQ-AID-02")
def test_a_defeated_hero_cannot_be_aided():
    s, g, hero, enemy = ready_game(3)
    g.suffer("Ben", 99, "test")
    assert [t for t in legal(s, "Ana") if t.startswith("aid")] == ["aid 3"]


@pytest.mark.rule("WQ-AID-05", "WQ-ACT-10")
def test_aid_with_nobody_to_aid_is_still_performed():
    s, g, hero, enemy = ready_game()
    g.suffer("Ben", 99, "test")
    rat = conjure(g, "gutter_rat", "Ana")
    assert "aid" in legal(s, "Ana")
    hero.queue = [S]
    enemy.queue = [A]
    s.apply("Ana", "aid")
    assert not g.heroes["Ana"]["actions"]["aid"]["ready"]
    assert g.heroes["Ana"]["wounds"] == g.foe(rat)["attack"]  # enemy dice still count
    assert all(slot["tokens"] == 0 for h in g.heroes.values() for slot in h["actions"].values())


@pytest.mark.rule("WQ-ATK-05", "WQ-ACT-11")
def test_a_multi_target_attack_declares_all_targets_and_splits_its_successes():
    s, g, hero, enemy = ready_game(2, heroes=["windrunner", "ironwarden"])
    set_action(g, "Ana", "wind_attack_adv")  # Twin Shafts: ranged, two targets
    lurker = conjure(g, "mire_crawler")  # shadows, resilience 1
    picker = conjure(g, "bone_picker", "Ben")
    bystander = conjure(g, "gutter_rat", "Ben")
    assert f"attack e{lurker.uid} e{picker.uid}" in legal(s, "Ana")  # different zones
    hero.queue = [S, S, S]
    s.apply("Ana", f"attack e{lurker.uid} e{picker.uid}")
    assert sorted(legal(s, "Ana")) == sorted([f"hit e{lurker.uid}", f"hit e{picker.uid}"])  # no new target
    s.apply("Ana", f"hit e{lurker.uid}")
    s.apply("Ana", f"hit e{picker.uid}")
    s.apply("Ana", f"hit e{picker.uid}")
    assert "wounds" not in lurker.tokens  # 1 success against resilience 1
    assert picker.tokens["wounds"] == 2 and "wounds" not in bystander.tokens


@pytest.mark.rule("WQ-ATK-08", "WQ-CARD-11", "WQ-EDGE-21")
def test_direct_wounds_ignore_resilience():
    s, g, hero, enemy = ready_game(2, heroes=["emberseer", "ironwarden"])
    set_action(g, "Ana", "ember_attack_adv")  # Cinderstorm: after it, 1 direct wound to each target
    sentinel = conjure(g, "hollow_sentinel_elite")  # resilience 2, in the shadows
    hero.queue = [S, S, BLANK, BLANK]
    s.apply("Ana", f"attack e{sentinel.uid}")
    assert sentinel.tokens["wounds"] == 1


@pytest.mark.rule("WQ-ATK-09", "WQ-EATK-07")
def test_an_enemy_slain_by_the_successes_still_strikes():
    s, g, hero, enemy = ready_game()
    rat = conjure(g, "gutter_rat", "Ana")  # health 2
    hero.queue = [S, S, BLANK]
    enemy.queue = [A]
    s.apply("Ana", f"attack e{rat.uid}")
    assert rat in g.enemy_discard
    assert g.heroes["Ana"]["wounds"] == g.foe(rat)["attack"]


@pytest.mark.rule("WQ-ATK-10")
def test_a_nemesis_slain_by_the_successes_still_resolves_its_effect():
    s, g, hero, enemy = ready_game()
    g.table.move(g.lair.top, g.set_aside)  # only the thief is in play; slaying it does not win this quest
    nem = conjure(g, "lantern_thief", "Ana")  # its effect: peril +1, the leader suffers 1
    nem.tokens["wounds"] = g.foe(nem)["health"] - 1
    peril = g.peril
    hero.queue = [S, S, S]
    enemy.queue = [N]
    s.apply("Ana", f"attack e{nem.uid}")
    assert nem in g.set_aside and g.result is None
    assert g.peril == peril + 1 and g.heroes["Ana"]["wounds"] == 1


@pytest.mark.rule("WQ-EATK-06")
def test_no_readied_engaged_enemy_means_no_enemy_dice():
    s, g, hero, enemy = ready_game()
    tired = conjure(g, "bone_picker", "Ana")
    tired.flags.add("exhausted")
    conjure(g, "gutter_rat")
    conjure(g, "gutter_rat", "Ben")
    hero.queue = [BLANK, BLANK]
    events = s.apply("Ana", "explore")
    roll = next(e for e in events if e.kind == "roll")
    assert roll.data["enemy"] == [] and g.heroes["Ana"]["wounds"] == 0


@pytest.mark.rule("WQ-EATK-08")
def test_the_player_picks_among_attackers_tied_at_the_cut_off():
    s, g, hero, enemy = ready_game()
    one = conjure(g, "bone_picker", "Ana")
    two = conjure(g, "bone_picker", "Ana")
    conjure(g, "gutter_rat", "Ana")
    hero.queue = [BLANK, BLANK]
    enemy.queue = [A, BLANK, BLANK]
    s.apply("Ana", "explore")
    assert sorted(legal(s, "Ana")) == sorted([f"strike e{one.uid}", f"strike e{two.uid}"])
    s.apply("Ana", f"strike e{two.uid}")
    assert g.heroes["Ana"]["wounds"] == 2


@pytest.mark.rule("WQ-REST-02", "WQ-EDGE-08")
def test_rest_and_explore_with_nothing_to_gain_are_legal_and_wasted():
    s, g, hero, enemy = ready_game()
    hero.queue = [S, S]
    assert "rest" in legal(s, "Ana")
    s.apply("Ana", "rest")
    assert g.heroes["Ana"]["wounds"] == 0
    loc = g.location.top
    loc.tokens["progress"] = g.c["location"][loc.card_id]["explore"]
    draught = put_on_dungeon_deck(g, "healing_draught")
    hero.queue = [S, S, S]
    s.apply("Ben", "explore")
    assert loc.tokens["progress"] == g.c["location"][loc.card_id]["explore"]
    assert draught in g.items["Ben"]  # the dungeon card is still drawn
    g.heroes["Ana"]["wounds"] = 3
    hero.queue = [S, S]
    s.apply("Ana", "rest")  # the prepare readied it again
    assert g.heroes["Ana"]["wounds"] == 1


@pytest.mark.rule("WQ-EDGE-01")
def test_an_attack_with_nothing_in_reach_still_rolls_and_prepares():
    s, g, hero, enemy = ready_game(2, heroes=["windrunner", "ironwarden"])
    g.heroes["Ana"]["actions"]["explore"]["ready"] = False
    hero.queue = [S, S]
    events = s.apply("Ana", "attack")  # Longshot carries the prepare icon
    roll = next(e for e in events if e.kind == "roll")
    assert len(roll.data["hero"]) == 2 and roll.data["enemy"] == []
    assert all(slot["ready"] for slot in g.heroes["Ana"]["actions"].values())


@pytest.mark.rule("WQ-EDGE-02", "WQ-DEF-04")
def test_a_hero_felled_by_the_enemy_attack_still_finishes_his_action():
    s, g, hero, enemy = ready_game()
    g.heroes["Ana"]["wounds"] = g.health("Ana") - 1
    g.heroes["Ana"]["actions"]["attack"]["ready"] = False
    conjure(g, "hollow_sentinel", "Ana")
    hero.queue = [BLANK, BLANK]
    enemy.queue = [AN]
    s.apply("Ana", "rest")  # Catch Breath carries the prepare icon
    assert g.is_defeated("Ana")
    assert g.heroes["Ben"]["wounds"] == 1  # the nemesis step still ran
    assert all(slot["ready"] for slot in g.heroes["Ana"]["actions"].values())  # and the prepare


@pytest.mark.rule("WQ-EDGE-09", "WQ-NEM-04", "WQ-RANK-03")
def test_many_nemesis_icons_fire_each_nemesis_once_in_rank_order():
    s, g, hero, enemy = ready_game()
    thief = conjure(g, "lantern_thief")  # faceup in the shadows: peril +1, the leader suffers 1
    for _ in range(3):
        conjure(g, "gutter_rat", "Ana")
    peril = g.peril
    hero.queue = [BLANK, BLANK]
    enemy.queue = [N, N, N]
    lines = texts(s.apply("Ana", "explore"))
    assert g.peril == peril + 1
    assert (g.heroes["Ana"]["wounds"], g.heroes["Ben"]["wounds"]) == (2, 1)
    effects = [t for t in lines if "'s nemesis effect" in t]
    assert len(effects) == 2
    assert g.foe(g.lair.top)["name"] in effects[0] and g.foe(thief)["name"] in effects[1]


@pytest.mark.rule("WQ-EDGE-15")
def test_aid_to_a_hero_with_full_cards_gives_nothing():
    s, g, hero, enemy = ready_game()
    for slot in g.heroes["Ben"]["actions"].values():
        slot["tokens"] = 2
    hero.queue = [S]
    lines = texts(s.apply("Ana", "aid 2"))
    assert all(slot["tokens"] == 2 for slot in g.heroes["Ben"]["actions"].values())
    assert any("no room" in t for t in lines)


@pytest.mark.rule("WQ-EDGE-20")
def test_excess_wounds_on_an_enemy_are_lost():
    s, g, hero, enemy = ready_game()
    picker = conjure(g, "bone_picker", "Ana")  # health 3
    picker.tokens["wounds"] = 2
    hero.queue = [S, S, S]
    enemy.queue = [BLANK]
    lines = texts(s.apply("Ana", f"attack e{picker.uid}"))
    assert any(t.endswith("takes 1 wound (3 dealt; 3/3)") for t in lines) and picker in g.enemy_discard


@pytest.mark.rule("WQ-EDGE-23", "WQ-ACT-13")
def test_effects_never_exhaust_the_prepare_card_nor_ready_a_ready_one():
    s, g, hero, enemy = ready_game()
    put_on_dungeon_deck(g, "loose_scree")  # the hero exhausts one action card
    hero.queue = [BLANK, BLANK]
    s.apply("Ana", "explore")
    assert sorted(legal(s, "Ana")) == ["exhaust aid", "exhaust attack"]  # not the prepare card (rest)
    s.apply("Ana", "exhaust aid")
    acts = g.heroes["Ana"]["actions"]
    assert [acts[k]["ready"] for k in ACTION_KINDS] == [False, True, False, True]
    scree = patch_card(g, "dungeon", "loose_scree", effects=[{"do": "ready_action", "n": 1, "who": "active"}])
    assert scree["effects"][0]["do"] == "ready_action"
    put_on_dungeon_deck(g, "loose_scree")
    hero.queue = [BLANK] * 3
    s.apply("Ben", "explore")  # Ben's explore was his only exhausted card
    assert all(g.heroes["Ben"]["actions"][k]["ready"] for k in ("rest", "aid", "attack"))
    assert g.heroes["Ben"]["actions"]["explore"]["ready"]


@pytest.mark.rule("WQ-EDGE-25")
def test_a_facedown_target_is_revealed_before_its_resilience_applies():
    s, g, hero, enemy = ready_game(2, heroes=["windrunner", "ironwarden"])
    hidden = conjure(g, "mire_crawler", face_up=False)  # resilience 1
    hero.queue = [S, S]
    s.apply("Ana", f"attack e{hidden.uid}")
    assert hidden.face_up and hidden.tokens["wounds"] == 1


@pytest.mark.rule("WQ-ATK-05")
def test_a_card_that_strikes_up_to_two_may_strike_just_one():
    s, g, hero, enemy = ready_game(heroes=["emberseer", "ironwarden"])
    set_action(g, "Ana", "ember_attack_adv")  # ranged, up to two targets
    near = conjure(g, "gutter_rat", "Ana")
    far = conjure(g, "gutter_rat", "Ben")
    attacks = [t for t in legal(s, "Ana") if t.startswith("attack")]
    assert f"attack e{near.uid}" in attacks and f"attack e{far.uid}" in attacks
    assert f"attack e{near.uid} e{far.uid}" in attacks
    hero.queue = [S, S, S, S]
    enemy.queue = [BLANK]
    s.apply("Ana", f"attack e{far.uid}")
    assert g.targets == [] and near in g.zones["Ana"] and not near.tokens.get("wounds")

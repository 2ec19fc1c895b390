"""Enemy keywords of their own (defined in the content), one test each, and the Festering condition.

Each test puts an enemy whose bar holds the keyword where it will act, plays the enemy
phase through commands (the hero activates it) and checks what the keyword did.
"""

from __future__ import annotations

import pytest

from .helpers import S, legal
from .steps import conjure, quiet_hero_phase
from .test_rules_foes import ready_game


def bar(g, enemy_id: str) -> list[str]:
    return g.c["enemy"][enemy_id]["bar"]


def enemy_phase(s, g):
    """Quiet actions until the enemy phase asks the leader (Ana) to activate an enemy."""
    quiet_hero_phase(s)
    assert g.phase == "enemy" and g.decision().seats == ("Ana",)


def prepare_kind(g, seat: str) -> str:
    return next(k for k in g.heroes[seat]["actions"] if g.action_card(seat, k).get("prepare"))


@pytest.mark.rule("WQ-KW-07")
def test_teeming_spawns_a_facedown_enemy_in_the_shadows():
    s, g, hero, enemy = ready_game()
    rats = conjure(g, "gutter_rat_elite")
    assert bar(g, "gutter_rat_elite") == ["advance", "inflict", "teeming"]
    deck = len(g.enemy_deck)
    enemy_phase(s, g)
    lines = [e.text for e in s.apply("Ana", f"activate e{rats.uid}")]
    assert rats in g.zones["Ana"] and g.heroes["Ana"]["wounds"] == g.foe(rats)["attack"]
    assert len(g.shadow) == 1 and not g.shadow.top.face_up and len(g.enemy_deck) == deck - 1
    assert any("Teeming" in t for t in lines)


@pytest.mark.rule("WQ-KW-07", "WQ-TOK-03")
def test_pilfer_takes_a_success_token_from_the_card_the_hero_picks():
    s, g, hero, enemy = ready_game()
    picker = conjure(g, "bone_picker_elite", "Ana")
    assert bar(g, "bone_picker_elite") == ["advance", "inflict", "pilfer"]
    enemy_phase(s, g)
    slots = g.heroes["Ana"]["actions"]
    slots["explore"]["tokens"], slots["attack"]["tokens"] = 1, 2
    s.apply("Ana", f"activate e{picker.uid}")
    assert legal(s, "Ana") == ["pay explore", "pay attack"]  # any of his cards holding a token
    s.apply("Ana", "pay attack")
    assert (slots["explore"]["tokens"], slots["attack"]["tokens"]) == (1, 1)
    assert g.heroes["Ana"]["wounds"] == g.foe(picker)["attack"]


@pytest.mark.rule("WQ-KW-07")
def test_pilfer_on_a_hero_without_tokens_takes_nothing():
    s, g, hero, enemy = ready_game()
    picker = conjure(g, "bone_picker_elite", "Ana")
    enemy_phase(s, g)
    for slot in g.heroes["Ana"]["actions"].values():
        slot["tokens"] = 0
    lines = [e.text for e in s.apply("Ana", f"activate e{picker.uid}")]
    assert any("no success token left to lose" in t for t in lines)


@pytest.mark.rule("WQ-KW-07", "WQ-ACT-13")
def test_pinning_shot_exhausts_an_action_card_but_never_the_prepare_card():
    s, g, hero, enemy = ready_game()
    sniper = conjure(g, "cave_sniper_elite", "Ana")
    assert bar(g, "cave_sniper_elite") == ["inflict", "pin", "retreat"]
    enemy_phase(s, g)
    slots = g.heroes["Ana"]["actions"]
    for slot in slots.values():
        slot["ready"] = True
    prep = prepare_kind(g, "Ana")
    s.apply("Ana", f"activate e{sniper.uid}")
    assert sorted(legal(s, "Ana")) == sorted(f"exhaust {k}" for k in slots if k != prep)
    s.apply("Ana", "exhaust attack" if prep != "attack" else "exhaust explore")
    assert [k for k, v in slots.items() if not v["ready"]] == ["attack" if prep != "attack" else "explore"]
    assert slots[prep]["ready"] and sniper in g.shadow  # then it retreats
    assert g.heroes["Ana"]["wounds"] == g.foe(sniper)["attack"]


@pytest.mark.rule("WQ-KW-07", "WQ-EDGE-23")
def test_pinning_shot_with_only_the_prepare_card_ready_does_nothing():
    s, g, hero, enemy = ready_game()
    sniper = conjure(g, "cave_sniper_elite", "Ana")
    enemy_phase(s, g)
    prep = prepare_kind(g, "Ana")
    slots = g.heroes["Ana"]["actions"]
    for k, slot in slots.items():
        slot["ready"] = k == prep
    lines = [e.text for e in s.apply("Ana", f"activate e{sniper.uid}")]
    assert slots[prep]["ready"] and any("has no action card to exhaust" in t for t in lines)
    assert sniper in g.shadow


@pytest.mark.rule("WQ-KW-07")
def test_cruelty_wounds_the_most_wounded_hero_not_the_one_it_acts_on():
    s, g, hero, enemy = ready_game()
    imp = conjure(g, "ash_imp_elite", "Ana")
    assert bar(g, "ash_imp_elite") == ["advance", "cruelty", "retreat"]
    enemy_phase(s, g)
    g.heroes["Ben"]["wounds"] = 3
    s.apply("Ana", f"activate e{imp.uid}")
    assert g.heroes["Ben"]["wounds"] == 5 and g.heroes["Ana"]["wounds"] == 0
    assert imp in g.shadow


@pytest.mark.rule("WQ-KW-07")
def test_scent_of_blood_engages_the_most_wounded_hero_who_then_suffers_its_inflict():
    s, g, hero, enemy = ready_game()
    hound = conjure(g, "grave_hound_elite")  # in the shadows: Ana draws it
    assert bar(g, "grave_hound_elite") == ["bloodscent", "inflict"]
    enemy_phase(s, g)
    g.heroes["Ben"]["wounds"] = 2
    s.apply("Ana", f"activate e{hound.uid}")
    assert hound in g.zones["Ben"] and not len(g.zones["Ana"])
    assert g.heroes["Ben"]["wounds"] == 2 + g.foe(hound)["attack"] and g.heroes["Ana"]["wounds"] == 0


@pytest.mark.rule("WQ-KW-07", "WQ-LOC-04")
def test_undermine_removes_progress_from_the_active_location_down_to_zero():
    s, g, hero, enemy = ready_game()
    reaver = conjure(g, "tunnel_reaver_elite", "Ana")
    other = conjure(g, "tunnel_reaver_elite", "Ben")
    assert bar(g, "tunnel_reaver_elite") == ["advance", "inflict", "undermine"]
    enemy_phase(s, g)
    g.location.top.tokens["progress"] = 1
    s.apply("Ana", f"activate e{reaver.uid}")
    assert g.location.top.tokens["progress"] == 0
    s.apply("Ben", f"activate e{other.uid}")
    assert g.location.top.tokens["progress"] == 0  # never below zero


@pytest.mark.rule("WQ-KW-07")
def test_volley_wounds_every_standing_hero_then_the_archer_retreats():
    s, g, hero, enemy = ready_game(3)
    archer = conjure(g, "blight_archer_elite", "Ana")
    assert bar(g, "blight_archer_elite") == ["volley", "retreat"]
    g.suffer("Cy", 99, "test")
    enemy_phase(s, g)
    before = {seat: h["wounds"] for seat, h in g.heroes.items()}
    s.apply("Ana", f"activate e{archer.uid}")
    assert g.heroes["Ana"]["wounds"] == before["Ana"] + 1 and g.heroes["Ben"]["wounds"] == before["Ben"] + 1
    assert g.heroes["Cy"]["wounds"] == before["Cy"]  # a fallen hero takes no more
    assert archer in g.shadow


@pytest.mark.rule("WQ-KW-07", "WQ-WND-06")
def test_self_repair_heals_the_automaton_but_never_below_zero():
    s, g, hero, enemy = ready_game()
    one = conjure(g, "rusted_automaton_elite", "Ana")
    two = conjure(g, "rusted_automaton_elite", "Ben")
    assert bar(g, "rusted_automaton_elite") == ["advance", "inflict", "repair"]
    one.tokens["wounds"], two.tokens["wounds"] = 5, 1
    enemy_phase(s, g)
    s.apply("Ana", f"activate e{one.uid}")
    assert one.tokens["wounds"] == 3
    s.apply("Ben", f"activate e{two.uid}")
    assert two.tokens["wounds"] == 0


@pytest.mark.rule("WQ-KW-07")
def test_dread_wail_shakes_the_hero_it_acts_on():
    s, g, hero, enemy = ready_game()
    shade = conjure(g, "wailing_shade_elite")
    assert bar(g, "wailing_shade_elite") == ["advance", "inflict", "wail", "retreat"]
    enemy_phase(s, g)
    s.apply("Ana", f"activate e{shade.uid}")
    assert g.heroes["Ana"]["conditions"] == ["shaken"] and g.heroes["Ben"]["conditions"] == []
    assert shade in g.shadow and g.heroes["Ana"]["wounds"] == g.foe(shade)["attack"]


@pytest.mark.rule("WQ-KW-07", "WQ-COND-01")
def test_hex_makes_the_hero_festering_before_the_hag_inflicts():
    s, g, hero, enemy = ready_game()
    hag = conjure(g, "marsh_hag", "Ana")
    assert bar(g, "marsh_hag") == ["hex", "inflict"]
    enemy_phase(s, g)
    lines = [e.text for e in s.apply("Ana", f"activate e{hag.uid}")]
    assert g.heroes["Ana"]["conditions"] == ["festering"]
    assert g.heroes["Ana"]["wounds"] == g.foe(hag)["attack"]
    assert lines.index(next(t for t in lines if "Hex" in t)) < lines.index(next(t for t in lines if "inflicts" in t))


@pytest.mark.rule("WQ-KW-07")
def test_maul_adds_a_wound_after_the_brutes_inflict():
    s, g, hero, enemy = ready_game()
    brute = conjure(g, "cave_brute_elite", "Ana")
    assert bar(g, "cave_brute_elite") == ["advance", "inflict", "maul"]
    enemy_phase(s, g)
    s.apply("Ana", f"activate e{brute.uid}")
    assert g.heroes["Ana"]["wounds"] == g.foe(brute)["attack"] + 1


@pytest.mark.rule("WQ-KW-07")
def test_bone_ward_heals_every_enemy_engaged_with_the_hero_and_no_other():
    s, g, hero, enemy = ready_game()
    knight = conjure(g, "ossuary_knight_elite", "Ana")
    assert bar(g, "ossuary_knight_elite") == ["advance", "inflict", "boneward"]
    mine = conjure(g, "gutter_rat", "Ana")
    theirs = conjure(g, "gutter_rat", "Ben")
    knight.tokens["wounds"], mine.tokens["wounds"], theirs.tokens["wounds"] = 2, 1, 1
    enemy_phase(s, g)
    mine.flags.add("exhausted")
    s.apply("Ana", f"activate e{knight.uid}")
    assert (knight.tokens["wounds"], mine.tokens["wounds"], theirs.tokens["wounds"]) == (1, 0, 1)


@pytest.mark.rule("WQ-KW-07", "WQ-PERIL-05")
def test_dark_chant_raises_peril_without_a_peril_effect():
    s, g, hero, enemy = ready_game()
    cultist = conjure(g, "ember_cultist_elite", "Ana")
    assert bar(g, "ember_cultist_elite") == ["advance", "inflict", "chant"]
    conjure(g, "gutter_rat", "Ben")  # keeps the enemy phase going after the cultist
    enemy_phase(s, g)
    green = g.quest["peril"].index("g")  # the chant lands on a green space...
    g.peril = green
    in_play = sum(len(z) for z in (*g.zones.values(), g.shadow))
    lines = [e.text for e in s.apply("Ana", f"activate e{cultist.uid}")]
    assert g.peril == green + 1
    assert not any("peril space" in t for t in lines)  # ...and its effect does not resolve
    assert sum(len(z) for z in (*g.zones.values(), g.shadow)) == in_play
    assert g.heroes["Ana"]["wounds"] == g.foe(cultist)["attack"]


@pytest.mark.rule("WQ-KW-07")
def test_roar_draws_another_enemy_out_of_the_shadows():
    s, g, hero, enemy = ready_game()
    wyrm = conjure(g, "gloom_wyrmling_elite")
    assert bar(g, "gloom_wyrmling_elite") == ["advance", "roar", "inflict"]
    rat = conjure(g, "gutter_rat")
    picker = conjure(g, "bone_picker")
    enemy_phase(s, g)
    s.apply("Ana", f"activate e{wyrm.uid}")
    assert sorted(legal(s, "Ana")) == sorted([f"lure e{rat.uid}", f"lure e{picker.uid}"])
    s.apply("Ana", f"lure e{picker.uid}")
    assert wyrm in g.zones["Ana"] and picker in g.zones["Ana"] and rat in g.shadow
    assert g.heroes["Ana"]["wounds"] == g.foe(wyrm)["attack"]


@pytest.mark.rule("WQ-KW-07")
def test_roar_never_lures_the_roaring_enemy_itself():
    s, g, hero, enemy = ready_game(heroes=["ironwarden", "lampbearer"])
    for _ in range(3):
        conjure(g, "gutter_rat", "Ana").flags.add("exhausted")
    wyrm = conjure(g, "gloom_wyrmling_elite")
    enemy_phase(s, g)
    s.apply("Ana", f"activate e{wyrm.uid}")  # the zone is full: it strikes and stays in the shadows
    assert wyrm in g.shadow and len(g.zones["Ana"]) == 3
    assert g.heroes["Ana"]["wounds"] == 2 * g.foe(wyrm)["attack"]  # overflow, then inflict; no lure
    assert g.flow.pending is None or not any(t.startswith("lure") for t in legal(s, "Ana"))


def test_every_specific_keyword_sits_on_a_standard_or_elite_enemy_of_each_tier():
    g = ready_game()[1]
    used = {k: {e["tier"] for e in g.c["enemy"].values() if k in e["bar"] and e["kind"] != "nemesis"}
            for k in g.c["keyword"]}
    assert len(used) == 15 and all(used.values())
    assert {t for tiers in used.values() for t in tiers} == {1, 2, 3}
    assert all(kw["text"] for kw in g.c["keyword"].values())


# -- Festering: the healing block ---------------------------------------------------------------

@pytest.mark.rule("WQ-COND-05", "WQ-COND-04")
def test_festering_blocks_healing_and_the_rest_that_ends_it_heals_nothing():
    s, g, hero, enemy = ready_game()
    g.heroes["Ana"]["wounds"] = 4
    g.give_condition("Ana", "festering", "test")
    hero.queue = [S] * g.dice_for("Ana", "rest")
    lines = [e.text for e in s.apply("Ana", "rest")]
    assert g.heroes["Ana"]["wounds"] == 4 and any("festering and recovers nothing" in t for t in lines)
    assert g.heroes["Ana"]["conditions"] == []  # the rest ended it
    g.heroes["Ben"]["wounds"] = 3
    hero.queue = [S] * g.dice_for("Ben", "rest")
    s.apply("Ben", "rest")
    assert g.heroes["Ben"]["wounds"] < 3  # healing works for whoever is not festering

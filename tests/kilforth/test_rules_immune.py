"""Rule tests: cards immune to a card type (our encounters carry Immune to Items, Spells, Skills, Titles)."""

from __future__ import annotations

import copy

import pytest

from .helpers import commands, neighbour, new, put
from .test_rules_abilities import own, recorder


def immune(g, kind):
    return next(k for k, v in g.c["encounter"].items() if kind in v.get("immune", []))


def hero_beside(g, h="Ana"):
    hs = g.heroes[h]
    cell, loc = neighbour(g, h)
    hs["fate_used"] = True
    hs["skills"], hs["assets"] = [], []
    return hs, cell, loc


def test_our_encounters_carry_immunities():
    g = new(1).game
    kinds = {t for v in g.c["encounter"].values() for t in v.get("immune", [])}
    assert kinds == {"item", "spell", "skill", "title"}
    for v in g.c["encounter"].values():
        for t in v.get("immune", []):
            assert f"Immune to {t.title()}s" in v["text"]


@pytest.mark.rule("KF-ABIL-20")
def test_skill_bonuses_count_for_nothing_against_a_card_immune_to_skills():
    s = new(1)
    g = s.game
    hs, cell, loc = hero_beside(g)
    hs["pos"] = loc
    place = immune(g, "skill")
    study_skill = next(k for k, v in g.c["skill"].items() if v["bonus"].get("study"))
    hs["skills"] = [study_skill]
    card = g.c["encounter"][place]
    bare = g.attr("Ana", "study") - 1
    assert g.attr("Ana", "study", card) == bare
    put(g, loc, place)
    offered = {c.text: c.description for c in g.legal_commands("Ana")}
    assert f"Study {bare} dice" in offered["confront 1 study"]  # the odds shown already leave it out
    sizes = recorder(g)
    s.apply("Ana", "confront 1 study")
    assert sizes[0] == bare


@pytest.mark.rule("KF-ABIL-20")
def test_a_spell_unlocked_only_by_a_skill_gives_nothing_against_a_card_immune_to_skills():
    g = new(1).game
    hs, _cell, _loc = hero_beside(g)
    printed = g.printed("Ana", "study")
    skill = max((k for k, v in g.c["skill"].items() if v["bonus"].get("study")),
                key=lambda k: g.c["skill"][k]["bonus"]["study"])
    spell = next(k for k, v in g.c["reward"].items() if v["type"] == "spell" and v["bonus"]
                 and printed < v["study_req"] <= printed + g.c["skill"][skill]["bonus"]["study"])
    attr = next(a for a, n in g.c["reward"][spell]["bonus"].items() if n > 0 and a != "study")
    hs["skills"] = [skill]
    card = g.c["encounter"][immune(g, "skill")]
    without = g.attr("Ana", attr, card)
    hs["assets"] = [{"id": spell, "veiled": False}]
    assert g.attr("Ana", attr) > g.attr("Ana", attr, card) == without


@pytest.mark.rule("KF-ABIL-20", "KF-ENG-14")
def test_item_bonuses_count_for_nothing_in_battle_with_a_foe_immune_to_items():
    s = new(1)
    g = s.game
    hs, cell, loc = hero_beside(g)
    foe = immune(g, "item")
    weapon = next(k for k, v in g.c["reward"].items() if v["type"] == "item" and v["bonus"].get("fight"))
    spell = next(k for k, v in g.c["reward"].items() if v["type"] == "spell" and v["bonus"].get("fight")
                 and v["study_req"] <= g.attr("Ana", "study"))
    own(g, "Ana", weapon)
    own(g, "Ana", spell)
    full = g.attr("Ana", "fight")
    put(g, loc, foe)
    sizes = recorder(g)
    s.apply("Ana", f"move {cell}")
    # the spell still counts, the item does not
    assert sizes[0] == full - g.c["reward"][weapon]["bonus"]["fight"]


@pytest.mark.rule("KF-ABIL-20")
def test_an_immune_card_ignores_keywords_on_cards_of_that_type_for_overcome():
    s = new(1)
    g = s.game
    g.c = copy.deepcopy(g.c)  # this game alone: give the item-immune foe a weakness to weapons
    foe = immune(g, "item")
    g.c["encounter"][foe]["weakness"] = ["weapon"]
    hs, cell, loc = hero_beside(g)
    hs["pos"] = loc
    put(g, loc, foe)
    weapon = next(k for k, v in g.c["reward"].items() if v["type"] == "item" and "weapon" in v["keywords"])
    own(g, "Ana", weapon)
    assert "overcome 1" not in commands(g, "Ana")  # the weapon is blank to it
    other = immune(g, "spell")
    g.c["encounter"][other]["weakness"] = ["weapon"]
    g.locs[loc]["encounters"].clear()
    put(g, loc, other)
    assert "overcome 1" in commands(g, "Ana")  # a card without that immunity still yields to it


@pytest.mark.rule("KF-ABIL-20", "KF-CONF-19")
def test_a_title_s_ability_does_not_touch_a_card_immune_to_titles():
    s = new(1)
    g = s.game
    hs, cell, loc = hero_beside(g)
    hs["pos"] = loc
    title = next(k for k, v in g.c["reward"].items() if any(e["do"] == "weaken" for e in v["effects"]))
    own(g, "Ana", title)
    proof = put(g, loc, immune(g, "title"))
    plain = put(g, loc, next(k for k, v in g.c["encounter"].items() if v["type"] == "place" and not v["effects"]
                             and not v.get("immune")))
    s.apply("Ana", "resolve 1")
    assert "weak" not in proof and plain["weak"] == 1
    assert any(e.rule == "KF-ABIL-20" for e in g.events)

"""Each hero's own ability: it works after every action of its kind, and the table says what it does."""

from __future__ import annotations

from .helpers import BLANK, clear_enemies, empty_dungeon, fix_dice, legal, start
from .steps import conjure


def ability_game(first_hero: str, other: str = "windrunner"):
    """Two heroes with their abilities, no enemies, no dungeon cards; the first hero is active."""
    s = start(2, heroes=[first_hero, other if other != first_hero else "ironwarden"], abilities=True)
    g = s.game
    clear_enemies(g)
    empty_dungeon(g)
    hero, enemy = fix_dice(g)
    assert g.active == "Ana"
    return s, g, hero, enemy


def answer_all(s, seat: str = "Ana") -> None:
    """Settle where a claimed token goes with the first choice offered."""
    while (choices := legal(s, seat)) and all(c.startswith("place ") for c in choices):
        s.apply(seat, choices[0])


def test_the_ironwarden_recovers_a_wound_after_each_attack():
    s, g, hero, enemy = ability_game("ironwarden")
    g.heroes["Ana"]["wounds"] = 3
    rat = conjure(g, "gutter_rat", "Ana")
    hero.queue = [BLANK] * 8
    enemy.queue = [BLANK]  # the rat strikes with nothing
    lines = [e.text for e in s.apply("Ana", f"attack e{rat.uid}")]
    assert g.heroes["Ana"]["wounds"] == 2
    assert any("Ironwarden's ability" in t for t in lines)


def test_the_windrunner_claims_a_token_after_each_explore():
    s, g, hero, enemy = ability_game("windrunner")
    before = sum(a["tokens"] for a in g.heroes["Ana"]["actions"].values())
    hero.queue = [BLANK] * 8
    s.apply("Ana", "explore")
    answer_all(s)
    assert sum(a["tokens"] for a in g.heroes["Ana"]["actions"].values()) == before + 1


def test_the_lampbearer_heals_the_most_wounded_hero_after_each_aid():
    s, g, hero, enemy = ability_game("lampbearer")
    g.heroes["Ben"]["wounds"] = 4
    g.heroes["Ana"]["wounds"] = 1
    hero.queue = [BLANK] * 8
    aid = next(c for c in legal(s, "Ana") if c.startswith("aid"))
    s.apply("Ana", aid)
    answer_all(s)
    assert g.heroes["Ben"]["wounds"] == 3 and g.heroes["Ana"]["wounds"] == 1


def test_the_emberseer_exhausts_her_foes_after_each_rest():
    s, g, hero, enemy = ability_game("emberseer")
    g.heroes["Ana"]["wounds"] = 2
    rat = conjure(g, "gutter_rat", "Ana")
    hero.queue = [BLANK] * 8
    enemy.queue = [BLANK]
    lines = [e.text for e in s.apply("Ana", "rest")]
    assert "exhausted" in rat.flags
    assert any("Emberseer's ability" in t for t in lines)


def test_the_emberseer_leaves_her_foes_ready_after_other_actions():
    s, g, hero, enemy = ability_game("emberseer")
    rat = conjure(g, "gutter_rat", "Ana")
    hero.queue = [BLANK] * 8
    enemy.queue = [BLANK]
    s.apply("Ana", "explore")
    assert "exhausted" not in rat.flags


def test_abilities_are_on_the_table_and_at_the_pick():
    s = start(2, abilities=True)
    heroes = s.view("Ana")["state"]["heroes"]
    assert all(h["ability"] for h in heroes)
    assert "after each of his attack actions" in heroes[0]["ability"]


def test_each_hero_pick_says_what_his_ability_does():
    from hjourney_tui.core.game import Seat
    from hjourney_tui.core.session import Session
    from hjourney_tui.registry import game_info

    s = Session.new(game_info("wq_acg"), [Seat("Ana"), Seat("Ben")], "coop", 1)
    picks = {c.text: c.description for c in s.game.legal_commands("Ana") if c.text.startswith("pick ")}
    assert len(picks) == 4
    for hero_id, text in picks.items():
        assert s.game.c["hero"][hero_id.split()[1]]["ability"] in text

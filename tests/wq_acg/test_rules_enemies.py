"""Zones, the enemy phase, keywords, spawning, nemeses."""

from __future__ import annotations

import pytest

from .helpers import (
    BLANK,
    A,
    N,
    clear_enemies,
    empty_dungeon,
    fix_dice,
    legal,
    only_engageable_enemies,
    place,
    start,
)
from .steps import conjure


def to_enemy_phase(s, g):
    """Every hero rests with blank dice until the enemy phase begins."""
    hero, enemy = fix_dice(g)
    empty_dungeon(g)
    while g.phase == "hero":
        seat = g.decision().seats[0]
        hero.queue = [BLANK] * 8
        enemy.queue = [BLANK] * 8
        everything = legal(s, seat)
        quiet = [t for t in everything if not t.startswith(("use", "attack", "gear", "equip"))]
        s.apply(seat, (quiet or everything)[0])
    return hero, enemy


@pytest.mark.rule("WQ-ZONE-03", "WQ-ZONE-04", "WQ-SPAWN-06", "WQ-ZONE-02")
def test_a_fourth_enemy_overflows_into_the_shadows():
    s = start(2)
    g = s.game
    clear_enemies(g)
    for eid in ("gutter_rat", "gutter_rat", "bone_picker"):
        place(g, eid, "Ana")
    extra = place(g, "mire_crawler")
    before = g.heroes["Ana"]["wounds"]
    g.engage(extra, "Ana", "test")
    assert len(g.zones["Ana"]) == 3 and extra in g.shadow
    assert g.heroes["Ana"]["wounds"] == before + g.foe(extra)["attack"]


@pytest.mark.rule("WQ-EPH-01", "WQ-EPH-02", "WQ-EPH-03", "WQ-EPH-07", "WQ-EPH-09", "WQ-KW-01")
def test_enemy_phase_cycles_from_the_leader():
    s = start(2)
    g = s.game
    clear_enemies(g)
    rat = place(g, "gutter_rat", "Ana")
    crawler = place(g, "mire_crawler", "Ana")
    lurker = place(g, "bone_picker")  # shadows: Ben has nothing of his own
    to_enemy_phase(s, g)
    assert g.phase == "hero" or g.decision().seats == ("Ana",)
    # Ana must pick from her own zone
    assert set(legal(s, "Ana")) == {f"activate e{rat.uid}", f"activate e{crawler.uid}"}
    s.apply("Ana", f"activate e{crawler.uid}")
    # Ben has no engaged enemy, so takes one from the shadows; it advances onto him
    assert legal(s, "Ben") == [f"activate e{lurker.uid}"]
    s.apply("Ben", f"activate e{lurker.uid}")
    assert lurker in g.zones["Ben"]
    s.apply("Ana", f"activate e{rat.uid}")
    assert g.phase == "location" or g.phase == "hero" or g.phase == "peril"
    assert all(g.ready(e) for z in g.zones.values() for e in z)  # readied when the phase ends


@pytest.mark.rule("WQ-KW-03", "WQ-KW-04", "WQ-KW-05", "WQ-KW-06", "WQ-EPH-06")
def test_inflict_then_retreat():
    s = start(2)
    g = s.game
    clear_enemies(g)
    sniper = conjure(g, "cave_sniper", "Ben")  # bar: inflict, retreat
    to_enemy_phase(s, g)
    before = g.heroes["Ben"]["wounds"]
    assert g.decision().seats == ("Ben",)  # Ana has none of her own and the shadows are empty
    events = s.apply("Ben", f"activate e{sniper.uid}")
    texts = [e.text for e in events]
    inflict = texts.index(f"{g.foe_name(sniper)} inflicts 2 on Ben")
    assert any("suffers 2 wounds from inflict" in t for t in texts[inflict:])  # no dice, no defence
    assert g.heroes["Ben"]["wounds"] >= before + 2
    assert sniper in g.shadow


@pytest.mark.rule("WQ-EPH-05", "WQ-FACE-07", "WQ-GOLD-11")
def test_facedown_enemy_is_hidden_until_it_acts():
    s = start(2)
    g = s.game
    clear_enemies(g)
    hidden = place(g, "gutter_rat", face_up=False)
    view = s.view("Ana")["state"]
    assert view["shadow"] == [{"id": f"e{hidden.uid}", "facedown": True}]
    assert "Gutter" not in str(view["shadow"])
    to_enemy_phase(s, g)
    s.apply("Ana", f"activate e{hidden.uid}")
    assert hidden.face_up


@pytest.mark.rule("WQ-SPAWN-01", "WQ-SPAWN-02", "WQ-SPAWN-03", "WQ-SPAWN-08")
def test_spawn_rotation_and_active_hero():
    s = start(3)
    g = s.game
    clear_enemies(g)
    only_engageable_enemies(g)
    g.turns.out.add("Ben")
    g.active = None
    g.spawn_turn = 0
    list(g.spawn(3, "engaged", "test"))
    # leader, (Ben skipped), Cy, leader
    assert len(g.zones["Ana"]) == 2 and len(g.zones["Cy"]) == 1 and not len(g.zones["Ben"])
    g.active = "Cy"
    list(g.spawn(1, "engaged", "test"))
    assert len(g.zones["Cy"]) == 2


@pytest.mark.rule("WQ-SPAWN-07", "WQ-DECK-08")
def test_enemy_discards_are_reshuffled_into_a_new_deck():
    s = start(2)
    g = s.game
    clear_enemies(g)
    g.table.gather(g.enemy_deck, g.enemy_discard)
    assert not len(g.enemy_deck)
    g.active = "Ana"
    list(g.spawn(1, "engaged", "test"))
    assert len(g.zones["Ana"]) == 1 and len(g.enemy_deck) > 0


@pytest.mark.rule("WQ-NEM-01", "WQ-NEM-02", "WQ-NEM-03", "WQ-ATK-06")
def test_nemesis_effect_on_the_nemesis_icon():
    s = start(2)
    g = s.game
    clear_enemies(g)
    hero, enemy = fix_dice(g)
    empty_dungeon(g)
    nem = g.lair.top
    assert f"attack e{nem.uid}" not in legal(s, "Ana")  # the lair is out of reach
    rat = place(g, "gutter_rat", "Ana")
    hero.queue = [BLANK, BLANK]
    enemy.queue = [N]
    wounds = {x: g.heroes[x]["wounds"] for x in g.order}
    s.apply("Ana", "explore")
    assert all(g.heroes[x]["wounds"] == wounds[x] + 1 for x in g.order)  # once, to each hero
    assert rat in g.zones["Ana"]


@pytest.mark.rule("WQ-DEF-01", "WQ-WIN-05", "WQ-WND-02")
def test_defeated_heroes_and_the_lost_quest():
    s = start(2)
    g = s.game
    clear_enemies(g)
    rat = place(g, "bone_picker", "Ben")
    g.give_condition("Ben", "poisoned", "test")
    g.suffer("Ben", 99, "test")
    assert g.is_defeated("Ben") and g.heroes["Ben"]["wounds"] == g.health("Ben")
    assert rat in g.shadow and g.heroes["Ben"]["conditions"] == []
    assert not any(t.startswith("aid") and t != "aid" for t in legal(s, "Ana"))
    hero, enemy = fix_dice(g)
    g.heroes["Ana"]["wounds"] = g.health("Ana") - 1
    place(g, "hollow_sentinel", "Ana")
    hero.queue = [BLANK, BLANK]
    enemy.queue = [A]
    empty_dungeon(g)
    s.apply("Ana", "explore")
    assert s.outcome() is not None and s.outcome().winners == []
    assert g.legal_commands() == []

"""Enemy cards, rank, zones, facedown enemies, the enemy phase, keywords, spawning and nemeses."""

from __future__ import annotations

import pytest

from .helpers import BLANK, A, N, clear_enemies, empty_dungeon, fix_dice, legal, start
from .steps import conjure, patch_card, play_round, put_on_dungeon_deck, quiet_action, quiet_hero_phase
from .test_rules_golden import set_location


def ready_game(n: int = 2, heroes: list[str] | None = None, seed: int = 1):
    s = start(n, seed=seed, heroes=heroes)
    g = s.game
    clear_enemies(g)
    empty_dungeon(g)
    hero, enemy = fix_dice(g)
    set_location(g, "dripping_stair")  # a location with no effect of its own
    return s, g, hero, enemy


def explore_into(s, g, seat: str, dungeon_id: str):
    """The seat explores with blank dice and draws `dungeon_id`."""
    hero, enemy = fix_dice(g)
    put_on_dungeon_deck(g, dungeon_id)
    hero.queue = [BLANK] * 4
    enemy.queue = [BLANK] * 3
    return [e.text for e in s.apply(seat, "explore")]


def next_location(g, location_id: str):
    card = g.table.create(location_id, g.location_deck, face_up=False)
    g.table.move(card, g.location_deck, top=True)
    return card


@pytest.mark.rule("WQ-ENEMY-01", "WQ-ENEMY-02", "WQ-ZONE-01", "WQ-ZONE-05", "WQ-ZONE-06")
def test_enemy_cards_and_the_zones_they_sit_in():
    s, g, hero, enemy = ready_game()
    elite = conjure(g, "hollow_sentinel_elite", "Ana")
    shade = conjure(g, "gutter_rat")
    hidden = conjure(g, "bone_picker", face_up=False)
    view = s.view("Ben")["state"]
    seen = view["heroes"][0]["engaged"][0]
    data = g.c["enemy"]["hollow_sentinel_elite"]
    assert seen["kind"] == "elite" and seen["name"] == data["name"]
    assert (seen["attack"], seen["health"], seen["resilience"], seen["bar"]) == (
        data["attack"], data["health"], data["resilience"], data["bar"])
    assert view["shadow"][0]["id"] == f"e{shade.uid}" and view["shadow"][0]["kind"] == "standard"
    assert view["shadow"][1] == {"id": f"e{hidden.uid}", "facedown": True}
    assert all(not h["engaged"] for h in view["heroes"][1:])  # shadow enemies are engaged with nobody
    assert [e["kind"] for e in view["lair"]] == ["nemesis"]  # the lair is shown apart from the zones
    assert elite in g.zones["Ana"]


@pytest.mark.rule("WQ-ENEMY-03", "WQ-ENEMY-06", "WQ-ENEMY-04", "WQ-ENEMY-05", "WQ-SETUP-10", "WQ-DECK-04")
def test_named_sets_take_every_copy_and_nemeses_never_come_open():
    orders = set()
    for seed in (1, 2, 3, 4):
        g = start(2, seed=seed).game
        q = g.quest
        ids = [c.card_id for z in (g.enemy_deck, g.shadow, *g.zones.values()) for c in z]
        for name in q["enemy_sets"]:
            want = sum(e["copies"] for e in g.c["enemy"].values() if e["name"] == name)
            assert sum(1 for i in ids if g.c["enemy"][i]["name"] == name) == want
            assert {g.c["enemy"][i]["kind"] for i in ids if g.c["enemy"][i]["name"] == name} == {"standard", "elite"}
        named = sum(e["copies"] for e in g.c["enemy"].values() if e["name"] in q["enemy_sets"])
        assert len(ids) == named + q["open_standard"] + q["open_elite"]
        assert all(g.c["enemy"][i]["kind"] != "nemesis" for i in ids)
        assert all(g.c["enemy"][c.card_id]["tier"] == 0 for c in g.lair)
        assert len(g.location_deck) + len(g.location) == q["locations"] + 1
        assert len(g.dungeon_deck) == q["dungeon"] and len(g.gear_deck) == q["gear"]
        orders.add(tuple(c.card_id for c in g.dungeon_deck))
    assert len(orders) > 1  # shuffled


@pytest.mark.rule("WQ-RANK-01", "WQ-EPH-10")
def test_an_out_of_turn_activation_takes_the_top_rank_and_ties_are_chosen():
    s, g, hero, enemy = ready_game()
    one = conjure(g, "bone_picker")
    two = conjure(g, "bone_picker")
    conjure(g, "gutter_rat")  # lower attack: never in the running
    explore_into(s, g, "Ana", "something_stirs")  # the highest-ranked readied enemy acts now
    assert sorted(legal(s, "Ana")) == sorted([f"first e{one.uid}", f"first e{two.uid}"])
    s.apply("Ana", f"first e{two.uid}")
    assert two in g.zones["Ana"] and not g.ready(two)  # advanced onto the active hero, then exhausted
    assert g.heroes["Ana"]["wounds"] == g.foe(two)["attack"]
    for _ in range(3):
        quiet_action(s, g.decision().seats[0])
    activated = [t for t in s.log_lines() if "activates against" in t]
    assert not any(f"(e{two.uid})" in t for t in activated[1:])  # it sits out this enemy phase


@pytest.mark.rule("WQ-RANK-02")
def test_a_facedown_enemy_has_no_rank():
    s, g, hero, enemy = ready_game()
    hidden = conjure(g, "hollow_sentinel_elite", face_up=False)
    rat = conjure(g, "gutter_rat")
    explore_into(s, g, "Ana", "something_stirs")
    assert rat in g.zones["Ana"] and not hidden.face_up and g.ready(hidden)


@pytest.mark.rule("WQ-EDGE-14")
def test_inflict_by_an_enemy_engaged_with_someone_else_wounds_that_hero():
    s, g, hero, enemy = ready_game()
    sentinel = conjure(g, "hollow_sentinel", "Ben")  # bar: inflict only
    explore_into(s, g, "Ana", "something_stirs")
    assert g.heroes["Ben"]["wounds"] == g.foe(sentinel)["attack"] and g.heroes["Ana"]["wounds"] == 0


@pytest.mark.rule("WQ-EDGE-05")
def test_advance_into_a_full_zone_strikes_and_leaves_the_enemy_in_the_shadows():
    s, g, hero, enemy = ready_game()
    for _ in range(3):
        conjure(g, "gutter_rat", "Ana")
    picker = conjure(g, "bone_picker_elite")  # attack 3, bar: advance, inflict
    explore_into(s, g, "Ana", "something_stirs")
    assert picker in g.shadow and len(g.zones["Ana"]) == 3
    assert g.heroes["Ana"]["wounds"] == 2 * g.foe(picker)["attack"]  # overflow, then inflict from the shadows


@pytest.mark.rule("WQ-GOLD-02", "WQ-ZONE-08", "WQ-SPAWN-05")
def test_an_enemy_that_cannot_be_engaged_spawns_into_the_shadows():
    s, g, hero, enemy = ready_game()
    sniper = next(c for c in g.enemy_deck if g.foe(c).get("cannot_engage")) if any(
        g.foe(c).get("cannot_engage") for c in g.enemy_deck) else conjure(g, "cave_sniper")
    g.table.move(sniper, g.enemy_deck, top=True, face_up=False)
    explore_into(s, g, "Ana", "ambush")  # an enemy spawns engaged with the active hero
    assert sniper in g.shadow and sniper.face_up and not len(g.zones["Ana"])


@pytest.mark.rule("WQ-FACE-03", "WQ-ZONE-09")
def test_engaging_a_facedown_enemy_reveals_it_even_when_it_cannot_engage():
    s, g, hero, enemy = ready_game()
    rat = conjure(g, "gutter_rat", face_up=False)
    sniper = conjure(g, "cave_sniper", face_up=False)
    patch_card(g, "enemy", "cave_sniper", bar=["advance", "inflict"])
    quiet_hero_phase(s)
    s.apply("Ana", f"activate e{rat.uid}")
    assert rat in g.zones["Ana"] and rat.face_up  # engaged, so faceup
    s.apply("Ben", f"activate e{sniper.uid}")
    assert sniper.face_up and sniper in g.shadow
    assert g.heroes["Ben"]["wounds"] == g.foe(sniper)["attack"]  # inflict from the shadows: the active hero


@pytest.mark.rule("WQ-FACE-04", "WQ-FACE-05", "WQ-EDGE-07")
def test_a_facedown_nemesis_is_no_nemesis_and_leaves_with_the_shadows():
    s, g, hero, enemy = ready_game()
    g.table.move(g.lair.top, g.set_aside)
    thief = conjure(g, "lantern_thief", face_up=False)
    conjure(g, "gutter_rat", "Ana")
    peril = g.peril
    hero.queue = [BLANK, BLANK]
    enemy.queue = [N]
    s.apply("Ana", "explore")
    assert g.peril == peril and g.heroes["Ana"]["wounds"] == 0  # no nemesis effect
    thief.flags.add("exhausted")
    g.location.top.tokens["progress"] = g.c["location"][g.location.top.card_id]["explore"]
    play_round(s, prefer=("travel",))
    assert thief in g.enemy_discard


@pytest.mark.rule("WQ-EPH-04", "WQ-EPH-11")
def test_heroes_without_enemies_and_fallen_heroes_skip_their_turns():
    s, g, hero, enemy = ready_game(3)
    one = conjure(g, "gutter_rat", "Ana")
    two = conjure(g, "mire_crawler", "Ana")
    g.suffer("Cy", 99, "test")
    quiet_hero_phase(s)
    s.apply("Ana", f"activate e{one.uid}")
    assert g.decision().seats == ("Ana",)  # Ben has nothing, Cy has fallen
    assert any("Ben has no enemy to activate" in t for t in s.log_lines())
    assert not any("Cy has no enemy" in t for t in s.log_lines())
    s.apply("Ana", f"activate e{two.uid}")
    assert g.phase != "enemy"


@pytest.mark.rule("WQ-EPH-12")
def test_a_nemesis_in_its_lair_never_activates():
    s, g, hero, enemy = ready_game()
    assert g.lair.top is not None and g.ready(g.lair.top)
    play_round(s)
    assert g.round == 2 and g.lair.top is not None  # the enemy phase passed with no question
    assert not any("activates" in t for t in s.log_lines())


@pytest.mark.rule("WQ-KW-02")
def test_advance_from_inside_the_zone_stays_put():
    s, g, hero, enemy = ready_game()
    rats = [conjure(g, "gutter_rat", "Ana") for _ in range(3)]
    for r in rats[1:]:
        r.flags.add("exhausted")
    quiet_hero_phase(s)
    s.apply("Ana", f"activate e{rats[0].uid}")
    assert rats[0] in g.zones["Ana"] and len(g.zones["Ana"]) == 3
    assert g.heroes["Ana"]["wounds"] == 1  # its inflict only: no overflow


@pytest.mark.rule("WQ-SPAWN-04")
def test_a_spawn_naming_the_shadows_puts_the_enemy_there():
    s, g, hero, enemy = ready_game()
    quest = patch_card(g, "quest", g.quest_id, peril="g" * 12,
                       peril_green=[{"do": "spawn", "n": 1, "where": "shadow_up"},
                                    {"do": "spawn", "n": 1, "where": "shadow_down"}])
    g.quest = quest
    play_round(s)
    assert len(g.shadow) == 2 and [e.face_up for e in g.shadow] == [True, False]
    assert not any(len(z) for z in g.zones.values())


@pytest.mark.rule("WQ-SPAWN-09", "WQ-LOC-02")
def test_location_spawn_icons_deal_faceup_from_the_leader_and_facedown_to_the_shadows():
    s, g, hero, enemy = ready_game(2)
    for e in list(g.enemy_deck):
        if g.foe(e).get("cannot_engage"):
            g.table.move(e, g.unused)
    g.location.top.tokens["progress"] = g.c["location"]["dripping_stair"]["explore"]
    g.turns.first = "Ben"  # Ben leads, so he takes the first faceup spawn
    next_location(g, "bone_gallery")  # two faceup spawns
    quiet_hero_phase(s)
    s.apply("Ben", "travel")
    assert len(g.zones["Ana"]) == 1 and len(g.zones["Ben"]) == 1  # the leader Ben, then Ana
    assert g.location.top.card_id == "bone_gallery"
    hidden = g.c["location"]["smugglers_cut"]["spawn_down"]
    g.location.top.tokens["progress"] = g.c["location"]["bone_gallery"]["explore"]
    next_location(g, "smugglers_cut")
    play_round(s, prefer=("travel",))
    assert sum(1 for e in g.shadow if not e.face_up) == hidden


@pytest.mark.rule("WQ-EDGE-13")
def test_overflow_while_a_location_spawns_hits_the_hero_due_the_enemy():
    s, g, hero, enemy = ready_game(2)
    for e in list(g.enemy_deck):
        if g.foe(e).get("cannot_engage"):
            g.table.move(e, g.unused)
    for _ in range(3):
        tired = conjure(g, "gutter_rat", "Ben")
        tired.flags.add("exhausted")
    g.location.top.tokens["progress"] = g.c["location"]["dripping_stair"]["explore"]
    g.turns.first = "Ben"
    next_location(g, "dripping_stair")  # one faceup spawn, due to the leader: Ben
    quiet_hero_phase(s)
    before = g.heroes["Ben"]["wounds"]
    s.apply("Ben", "travel")
    newcomer = g.shadow.top
    assert newcomer is not None and len(g.zones["Ben"]) == 3
    assert g.heroes["Ben"]["wounds"] == before + g.foe(newcomer)["attack"]


@pytest.mark.rule("WQ-NEM-05", "WQ-EDGE-06")
def test_travel_keeps_a_faceup_nemesis_but_sweeps_out_a_fallen_heros_enemies():
    s, g, hero, enemy = ready_game()
    nem = g.lair.top
    g.engage(nem, "Ben", "test")
    rat = conjure(g, "gutter_rat", "Ben")
    g.suffer("Ben", 99, "test")
    assert nem in g.shadow and rat in g.shadow
    nem.flags.add("exhausted")
    rat.flags.add("exhausted")
    g.location.top.tokens["progress"] = g.c["location"]["dripping_stair"]["explore"]
    play_round(s, prefer=("travel",))
    assert nem in g.shadow and rat in g.enemy_discard


@pytest.mark.rule("WQ-EDGE-11")
def test_a_fallen_leader_in_a_party_of_three_leaves_two_activations():
    s, g, hero, enemy = ready_game(3)
    g.heroes["Ana"]["wounds"] = g.health("Ana") - 1
    conjure(g, "gutter_rat", "Ana")
    hero.queue = [BLANK, BLANK]
    enemy.queue = [A]
    s.apply("Ana", "explore")  # the leader falls in his first activation
    assert g.is_defeated("Ana")
    seats = []
    while g.phase == "hero" and g.round == 1:
        seat = g.decision().seats[0]
        seats.append(seat)
        quiet_action(s, seat)
    assert seats == ["Ben", "Cy"]


@pytest.mark.rule("WQ-EDGE-12")
def test_the_last_hero_standing_takes_every_spawn():
    s, g, hero, enemy = ready_game(3)
    for e in list(g.enemy_deck):
        if g.foe(e).get("cannot_engage"):
            g.table.move(e, g.unused)
    g.suffer("Ben", 99, "test")
    g.suffer("Cy", 99, "test")
    quest = patch_card(g, "quest", g.quest_id, peril="g" * 12,
                       peril_green=[{"do": "spawn", "n": 4, "where": "engaged"}])
    g.quest = quest
    play_round(s)
    assert len(g.zones["Ana"]) == 3 and len(g.shadow) == 1
    assert g.heroes["Ana"]["wounds"] == g.foe(g.shadow.top)["attack"]


@pytest.mark.rule("WQ-EDGE-22")
def test_the_enemy_deck_is_rebuilt_between_spawns():
    s, g, hero, enemy = ready_game()
    g.table.gather(g.enemy_deck, g.unused)
    conjure(g, "gutter_rat")
    g.table.move(g.shadow.top, g.enemy_deck)
    for _ in range(2):
        g.table.move(conjure(g, "bone_picker"), g.enemy_discard)
    quest = patch_card(g, "quest", g.quest_id, peril="g" * 12,
                       peril_green=[{"do": "spawn", "n": 3, "where": "shadow_up"}])
    g.quest = quest
    play_round(s)
    assert sorted(e.card_id for e in g.shadow) == ["bone_picker", "bone_picker", "gutter_rat"]


@pytest.mark.rule("WQ-KW-07")
def test_an_enemy_keyword_of_its_own_resolves_as_its_content_defines():
    s, g, hero, enemy = ready_game()
    crawler = conjure(g, "mire_crawler_elite")  # bar: advance, spores (the hero it acts on is poisoned)
    assert g.foe(crawler)["bar"] == ["advance", "spores"]
    quiet_hero_phase(s)
    lines = [e.text for e in s.apply("Ana", f"activate e{crawler.uid}")]
    assert crawler in g.zones["Ana"] and g.heroes["Ana"]["conditions"] == ["poisoned"]
    assert lines.index(next(t for t in lines if "engages Ana" in t)) < lines.index(
        next(t for t in lines if "Spores" in t))


@pytest.mark.rule("WQ-COND-03")
def test_a_condition_aimed_at_an_enemy_does_nothing():
    s, g, hero, enemy = ready_game(2, heroes=["emberseer", "ironwarden"])
    g.heroes["Ana"]["actions"]["attack"]["card"] = "ember_attack_adv"
    patch_card(g, "action", "ember_attack_adv",
               after=[{"do": "condition", "kind": "poisoned", "who": "targets"}])
    rat = conjure(g, "gutter_rat")
    hero.queue = [BLANK] * 4
    lines = [e.text for e in s.apply("Ana", f"attack e{rat.uid}")]
    assert any("enemies never take conditions" in t for t in lines)
    assert all(h["conditions"] == [] for h in g.heroes.values()) and not rat.flags


@pytest.mark.rule("WQ-NEM-07")
def test_a_campaign_pool_nemesis_is_shuffled_into_the_enemy_deck():
    from .test_rules_campaign import lose, start_campaign

    s = start_campaign()
    lose(s)
    rec = s.game.next_record()
    pooled = [e.split(":")[1] for e in rec["pool"] if e.startswith("enemy:")]
    assert pooled
    g = start_campaign(rec).game
    places = {c.card_id: g.table.zone_of(c).name for c in g.table.all_cards() if c.card_id in pooled}
    assert places and all(p in ("enemy_deck", "shadow") or p.startswith("zone:") for p in places.values())
    assert not any(c.card_id in pooled for c in g.lair)

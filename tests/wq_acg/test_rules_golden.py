"""Setup details, the golden rules, the round and the party leader."""

from __future__ import annotations

import pytest

from .helpers import BLANK, clear_enemies, empty_dungeon, fix_dice, legal, place, slay_nemesis, start
from .steps import conjure, give_gear, patch_card, play_round, put_on_dungeon_deck, quiet_hero_phase


def set_location(g, location_id: str, progress: int = 0):
    """Make `location_id` the active location (the old one goes to the discards)."""
    old = g.location.top
    if old is not None:
        old.tokens.pop("progress", None)
        g.table.move(old, g.location_discard)
    card = g.table.create(location_id, g.location)
    card.tokens["progress"] = progress
    g._legal_cache = None
    return card


@pytest.mark.rule("WQ-SETUP-06")
def test_quest_icon_cards_stay_out_of_the_decks():
    g = start(2).game
    quest_locations = {lid for lid, loc in g.c["location"].items() if loc.get("quest")}
    drawn = [c.card_id for c in (*g.location_deck, *g.location)]
    assert [c for c in drawn if c in quest_locations] == [g.quest["final_location"]]  # named by the sheet
    nemeses = {eid for eid, e in g.c["enemy"].items() if e["kind"] == "nemesis"}
    in_play = [c.card_id for z in (g.enemy_deck, g.shadow, *g.zones.values()) for c in z]
    assert not nemeses & set(in_play)
    assert [c.card_id for c in g.lair] == [g.quest["nemesis"]]
    pool_only = {f"dungeon:{d}" for d, x in g.c["dungeon"].items() if x.get("pool")}
    pool_only |= {f"gear:{x}" for x, card in g.c["gear"].items() if card.get("pool")}
    decks = {f"dungeon:{c.card_id}" for c in g.dungeon_deck} | {f"gear:{c.card_id}" for c in g.gear_deck}
    assert not pool_only & decks


@pytest.mark.rule("WQ-SETUP-14")
def test_every_hero_starts_the_quest_fresh():
    s = start(4)
    g = s.game
    for seat in g.order:
        h = g.heroes[seat]
        assert h["wounds"] == 0 and not g.is_defeated(seat) and h["conditions"] == []
        assert all(slot["tokens"] == 0 for slot in h["actions"].values())
        assert not len(g.items[seat])
    assert s.view("Ana")["state"]["location"]["progress"] == 0


@pytest.mark.rule("WQ-SETUP-08", "WQ-COND-07")
def test_the_supply_never_runs_out_of_conditions():
    s = start(4)
    g = s.game
    clear_enemies(g)
    hero, _ = fix_dice(g)
    empty_dungeon(g)
    for _ in range(4):  # each hero explores once and draws the same spore cloud
        seat = g.decision().seats[0]
        put_on_dungeon_deck(g, "spore_cloud")
        hero.queue = [BLANK] * 4
        s.apply(seat, "explore")
    assert all(g.heroes[x]["conditions"] == ["poisoned"] for x in g.order)


@pytest.mark.rule("WQ-GOLD-03")
def test_a_may_effect_can_be_declined_and_changes_nothing():
    s = start(2)
    g = s.game
    clear_enemies(g)
    hero, _ = fix_dice(g)
    empty_dungeon(g)
    put_on_dungeon_deck(g, "rusted_chest")
    hero.queue = [BLANK, BLANK]
    s.apply("Ana", "explore")
    assert "gear decline" in legal(s, "Ana")
    deck, discards = len(g.gear_deck), len(g.gear_discard)
    s.apply("Ana", "gear decline")
    assert (len(g.gear_deck), len(g.gear_discard), len(g.gear["Ana"])) == (deck, discards, 0)
    assert g.decision().seats == ("Ben",)
    assert any("Ana leaves the treasure" in ln for ln in s.log_lines("Ben"))  # declining leaves a trace


@pytest.mark.rule("WQ-GOLD-04")
def test_a_tied_selector_offers_only_the_tied_heroes():
    s = start(3)
    g = s.game
    clear_enemies(g)
    set_location(g, "fungus_grotto")  # location phase: the most wounded hero suffers 1
    for seat, w in (("Ana", 2), ("Ben", 2), ("Cy", 1)):
        g.heroes[seat]["wounds"] = w
    quiet_hero_phase(s)
    while g.phase != "location":
        s.apply(g.decision().seats[0], legal(s, g.decision().seats[0])[0])
    assert g.decision().seats == ("Ana",)  # the leader settles it for the party
    assert sorted(legal(s, "Ana")) == ["choose 1", "choose 2"]
    s.apply("Ana", "choose 2")
    assert [g.heroes[x]["wounds"] for x in g.order] == [2, 3, 1]


@pytest.mark.rule("WQ-GOLD-06")
def test_the_leader_decides_for_the_party():
    s = start(2)
    g = s.game
    clear_enemies(g)
    g.turns.first = "Ben"  # Ben holds the leader token
    set_location(g, "dripping_stair", progress=g.c["location"]["dripping_stair"]["explore"])
    quiet_hero_phase(s)
    assert g.phase == "location"
    assert g.decision().seats == ("Ben",) and legal(s, "Ana") == []
    assert set(legal(s, "Ben")) == {"travel", "stay"}


@pytest.mark.rule("WQ-GOLD-08")
def test_claimed_components_go_to_the_claiming_hero():
    s = start(2)
    g = s.game
    clear_enemies(g)
    hero, _ = fix_dice(g)
    empty_dungeon(g)
    draught = put_on_dungeon_deck(g, "healing_draught")
    hero.queue = [BLANK, BLANK]
    s.apply("Ana", "explore")
    assert draught in g.items["Ana"]
    assert f"i{draught.uid} Healing Draught" in s.view("Ben")["state"]["heroes"][0]["items"]


@pytest.mark.rule("WQ-GOLD-10")
def test_all_dice_of_an_action_are_one_roll():
    s = start(2)
    g = s.game
    clear_enemies(g)
    give_gear(g, "Ana", "notched_blade")  # one more die for attacks
    rat = place(g, "gutter_rat", "Ana")
    hero, enemy = fix_dice(g)
    hero.queue = [BLANK] * 4
    enemy.queue = [BLANK]
    events = s.apply("Ana", f"attack e{rat.uid}")
    rolls = [e for e in events if e.kind == "roll"]
    assert len(rolls) == 1 and len(rolls[0].data["hero"]) == 4 and len(rolls[0].data["enemy"]) == 1


@pytest.mark.rule("WQ-GOLD-12")
def test_the_party_includes_defeated_heroes():
    s = start(2)
    g = s.game
    clear_enemies(g)
    g.suffer("Ben", 99, "test")
    hero, enemy = fix_dice(g)
    empty_dungeon(g)
    slay_nemesis(s)
    assert s.outcome().winners == ["Ana", "Ben"]  # the whole party wins, the fallen too


@pytest.mark.rule("WQ-ROUND-02", "WQ-LEAD-01")
def test_after_the_peril_phase_a_new_round_begins_with_the_leader():
    s = start(2)
    g = s.game
    clear_enemies(g)
    g.location.top.tokens["progress"] = 0
    play_round(s)
    assert g.round == 2 and g.phase == "hero"
    assert g.decision().seats == (g.leader_seat(),) == ("Ben",)


@pytest.mark.rule("WQ-ROUND-03")
def test_the_quest_stops_the_moment_it_is_won():
    s = start(2)
    g = s.game
    clear_enemies(g)
    hero, enemy = fix_dice(g)
    empty_dungeon(g)
    slay_nemesis(s, wounds_left=2)
    assert g.phase == "over" and g.legal_commands() == []
    assert not any("enemy phase" in line for line in s.log_lines())  # Ben never acts, no phase follows


@pytest.mark.rule("WQ-LEAD-03")
def test_a_defeated_hero_never_takes_the_leader_token():
    s = start(3)
    g = s.game
    clear_enemies(g)
    g.suffer("Ben", 99, "test")
    g.location.top.tokens["progress"] = 0
    play_round(s)
    assert g.leader_seat() == "Cy" and g.turns.first == "Cy"


@pytest.mark.rule("WQ-LEAD-04", "WQ-LEAD-05")
def test_a_defeated_leader_still_passes_the_token_and_is_stood_in_for():
    s = start(2)
    g = s.game
    clear_enemies(g)
    set_location(g, "old_cistern")  # location phase: the party leader recovers 1 wound
    g.suffer("Ana", 99, "test")
    g.heroes["Ben"]["wounds"] = 2
    play_round(s)
    assert g.heroes["Ben"]["wounds"] == 1 and g.heroes["Ana"]["wounds"] == g.health("Ana")
    assert g.turns.first == "Ben"


@pytest.mark.rule("WQ-LEAD-06", "WQ-SPAWN-03")
def test_the_hero_taking_his_activation_is_the_active_hero():
    s = start(2)
    g = s.game
    clear_enemies(g)
    hero, _ = fix_dice(g)
    empty_dungeon(g)
    hero.queue = [BLANK] * 8
    s.apply("Ana", "rest")
    assert s.view("Ben")["state"]["active"] == "Ben"
    put_on_dungeon_deck(g, "ambush")  # an enemy spawns during Ben's activation
    s.apply("Ben", "explore")
    assert len(g.zones["Ben"]) == 1 and not len(g.zones["Ana"])


@pytest.mark.rule("WQ-LEAD-07", "WQ-LEAD-08", "WQ-KW-04")
def test_in_the_enemy_phase_you_means_the_hero_whose_turn_it_is():
    s = start(2)
    g = s.game
    clear_enemies(g)
    set_location(g, "dripping_stair")
    rat = place(g, "gutter_rat", "Ana")
    sniper = conjure(g, "cave_sniper")  # bar: inflict, retreat
    quiet_hero_phase(s)
    s.apply("Ana", f"activate e{rat.uid}")  # Ana must take her own enemy
    assert s.view("Ana")["state"]["active"] == "Ben"
    before = {x: g.heroes[x]["wounds"] for x in g.order}
    s.apply("Ben", f"activate e{sniper.uid}")
    assert g.heroes["Ben"]["wounds"] == before["Ben"] + g.foe(sniper)["attack"]
    assert g.heroes["Ana"]["wounds"] == before["Ana"]


@pytest.mark.rule("WQ-LEAD-09")
def test_with_no_active_hero_the_leader_stands_in():
    s = start(2)
    g = s.game
    clear_enemies(g)
    card = set_location(g, "dripping_stair")
    patch_card(g, "location", card.card_id, on_location_phase=[{"do": "suffer", "n": 1, "who": "active"}])
    play_round(s)
    assert (g.heroes["Ana"]["wounds"], g.heroes["Ben"]["wounds"]) == (1, 0)


@pytest.mark.rule("WQ-LEAD-10", "WQ-GOLD-05")
def test_solo_seating_alternates_the_leader_between_the_two_heroes():
    from hjourney_tui.core.game import Seat
    from hjourney_tui.core.session import Session
    from hjourney_tui.registry import game_info

    s = Session.new(game_info("wq_acg"), [Seat("Ana"), Seat("Ben")], "solo", 3, strict=True)
    s.apply("Ana", "pick ironwarden")
    s.apply("Ben", "pick lampbearer")
    s.apply("Ana", "leader 1")
    g = s.game
    clear_enemies(g)
    g.location.top.tokens["progress"] = 0
    leaders = [g.leader_seat()]
    for _ in range(3):
        play_round(s)
        clear_enemies(g)
        leaders.append(g.leader_seat())
    assert leaders == ["Ana", "Ben", "Ana", "Ben"] and g.order == ["Ana", "Ben"]

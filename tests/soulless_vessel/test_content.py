"""Soulless Vessel cards as data: the shipped ruleset loads whole, every effect is a known verb,
and bad files are refused naming the file and key at fault
(hjourney_tui/games/soulless_vessel/content.py, effects.py)."""

from __future__ import annotations

import shutil
import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import tomli_w

from hjourney_tui.core.ruleset import RulesetError
from hjourney_tui.games.soulless_vessel.content import Content, load_content
from hjourney_tui.games.soulless_vessel.effects import VERBS, Effect, EffectError, parse_effect
from tests.conftest import ROOT

DATA = ROOT / "rulesets" / "soulless_vessel"


@pytest.fixture(scope="module")
def content() -> Content:
    return load_content(DATA)


def all_effects(c: Content) -> list[Effect]:
    out: list[Effect] = []
    for card in c.abilities.values():
        out += card.major.effects + card.minor.effects
    for v in c.vessels.values():
        out += [e for p in (v.basic, *v.column2, *v.column3) for e in p.effects]
    for i in c.items.values():
        out += i.effects
    for en in c.enemies.values():
        for s in (en.default, en.nightmare):
            out += s.passive + s.bones + s.skull
    for m in c.minions.values():
        out += m.effects
    for a in c.ai_cards.values():
        out += a.effects
    for t in c.traits.values():
        out += t.effects
    for table in c.event_tables.values():
        out += [e for ev in table.entries for e in ev.effects]
    for adv in c.adventures.values():
        out += adv.rewards + adv.failure + tuple(e for q in adv.quest_triggers.values() for e in q.effects)
    return out


def flat(effects: list[Effect]) -> list[Effect]:
    out: list[Effect] = []
    for e in effects:
        out += [e, *flat(list(e.body))]
    return out


# ----- the shipped ruleset


def test_the_whole_ruleset_loads(content: Content) -> None:
    assert content.abilities and content.vessels and content.items and content.enemies
    assert content.adventures["first_descent"].map == "first_descent"


def test_counts_per_kind(content: Content) -> None:
    assert len(content.dice) == 5
    assert len(content.base_abilities()) == 36
    assert all(len(content.upgrades(c.id)) == 2 for c in content.base_abilities())
    assert len(content.abilities) == 36 * 3
    assert len(content.decks) == 4 and all(len(d.cards) == 6 for d in content.decks.values())
    assert [len(content.vessels_of(k)) for k in ("regular", "peasant", "legendary", "mythical")] == [24, 4, 3, 2]
    assert len(content.items_of("improvised", 0)) == 10
    assert [len(content.items_of("pile", t)) for t in range(1, 6)] == [30] * 5
    soul_shop = content.items_of("soul_shop")
    assert len(soul_shop) == 20 and sum(i.rune for i in soul_shop) == 6
    assert len(content.items_of("legendary")) == 10
    assert [len(content.enemies_of(ch)) for ch in range(1, 6)] == [6] * 5
    assert len(content.bosses) == 6
    assert len(content.minions) == 6
    assert len(content.ai_cards) == 24 and len(content.traits) == 20
    assert len(content.statuses) == 7
    assert [len(content.adventures_of(ch)) for ch in range(1, 6)] == [4, 4, 4, 4, 4]
    assert sum(a.final for a in content.adventures.values()) == 1
    assert len(content.event_tables) == 20
    assert len(content.rooms) == 40 and all(
        sum(r.theme == t for r in content.rooms.values()) == 8 for t in range(1, 6))


def test_every_legendary_item_is_one_adventures_reward(content: Content) -> None:
    named = [a.legendary for a in content.adventures.values() if a.legendary]
    assert sorted(named) == sorted(i.id for i in content.items_of("legendary"))
    for a in content.adventures.values():
        if a.legendary:
            assert Effect("gain_legendary", (a.legendary,)) in a.rewards


def test_ai_threats_spread_both_sides_of_ten(content: Content) -> None:
    threats = [a.threat for a in content.ai_cards.values()]
    assert min(threats) == 4 and max(threats) == 16
    assert sum(t < 10 for t in threats) >= 8 and sum(t > 10 for t in threats) >= 8


def test_every_adventure_map_loads_and_its_triggers_name_its_rooms(content: Content) -> None:
    from hjourney_tui.games.soulless_vessel.maps import load_adventure, load_tiles

    tiles = load_tiles(DATA / "tiles.toml")
    for a in content.adventures.values():
        assert a.map is not None
        amap = load_adventure(DATA / "adventures" / f"{a.map}.toml", tiles)
        cards = [c for c in a.exploration if c not in a.quest_triggers]
        laid = {f"room{i}" for i in range(2, len(cards) + 2)} if amap.grow else set()
        for q in a.quest_triggers.values():
            if q.when == "reveal":  # a room of the map, or one exploration lays (growth.py)
                assert q.target in set(amap.rooms) | laid
        assert any(q.when == "defeat" and Effect("win_adventure") in q.effects for q in a.quest_triggers.values())


def test_every_effect_verb_is_known(content: Content) -> None:
    effects = flat(all_effects(content))
    assert effects
    assert all(e.verb in VERBS for e in effects)


@pytest.mark.rule("VS-DICE-01")
def test_the_five_dice_come_from_the_ruleset(content: Content) -> None:
    assert set(content.dice) == {"standard", "power", "blessing", "cursed", "enhancement"}
    std = content.dice["standard"].faces
    assert [f.power for f in std] == [0, 1, 1, 2, 2, 0]
    assert sum(f.botch for f in std) == 1 and sum(f.critical for f in std) == 1
    assert [f.power for f in content.dice["cursed"].faces][:5] == [0, 0, -1, -1, -2]


@pytest.mark.rule("VS-STATUS-01")
def test_the_seven_statuses(content: Content) -> None:
    assert set(content.statuses) == {"bleed", "cripple", "cursed", "dazed", "stun", "terror", "weaken"}
    assert content.statuses["bleed"].enemy_cap == 4 and content.statuses["weaken"].enemy_cap == 2


def test_effects_parse_into_verbs_and_arguments() -> None:
    assert parse_effect("move 2") == Effect("move", (2,))
    assert parse_effect("apply bleed") == Effect("apply", ("bleed",))
    assert parse_effect("on_plus 1: apply weaken 1; add_power 1") == Effect(
        "on_plus", (1,), (Effect("apply", ("weaken", 1)), Effect("add_power", (1,))))
    assert parse_effect("spawn grave_rats at red") == Effect("spawn", ("grave_rats", "red"))
    assert parse_effect("damage_roll 2 power 1 standard").args == ("power", 2, "standard", 1)
    assert parse_effect("threat -1").args == (-1,)
    for bad in ("fly 3", "move", "move two", "apply sleepy", "on_plus 1", "move 2: move 1", "melee 3"):
        with pytest.raises(EffectError):
            parse_effect(bad)


# ----- bad files are refused


def edited(tmp_path: Path, file: str, change: Callable[[dict[str, Any]], None]) -> Path:
    """A copy of the shipped ruleset with one TOML file changed."""
    root = tmp_path / "sv"
    shutil.copytree(DATA, root)
    path = root / file
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(tomli_w.dumps(data), encoding="utf-8")
    return root


def refused(root: Path, file: str, key: str) -> RulesetError:
    with pytest.raises(RulesetError) as err:
        load_content.__wrapped__(root)
    assert err.value.file.endswith(file), err.value
    assert err.value.key == key, err.value
    return err.value


def test_an_unknown_effect_verb_is_refused(tmp_path: Path) -> None:
    def change(d: dict[str, Any]) -> None:
        d["traits"]["thick_hide"]["effects"] = ["grow_scales 2"]
    err = refused(edited(tmp_path, "traits.toml", change), "traits.toml", "traits.thick_hide.effects[0]")
    assert "grow_scales" in err.problem


def test_a_missing_key_is_refused(tmp_path: Path) -> None:
    def change(d: dict[str, Any]) -> None:
        del d["ai"]["hungry_lunge"]["threat"]
    refused(edited(tmp_path, "ai.toml", change), "ai.toml", "ai.hungry_lunge.threat")


def test_a_bad_number_is_refused(tmp_path: Path) -> None:
    def change(d: dict[str, Any]) -> None:
        d["enemies"]["grave_rats"]["default"]["defense"] = "tough"
    refused(edited(tmp_path, "enemies/chapter1.toml", change), "chapter1.toml",
            "enemies.grave_rats.default.defense")


def test_an_unknown_card_reference_is_refused(tmp_path: Path) -> None:
    def change(d: dict[str, Any]) -> None:
        d["bosses"]["drowned_abbot"]["default"]["bones"] = ["summon paper_golem"]
    err = refused(edited(tmp_path, "bosses.toml", change), "bosses.toml",
                  "bosses.drowned_abbot.default.bones[0]")
    assert "paper_golem" in err.problem


def test_a_missing_card_table_key_is_named(tmp_path: Path) -> None:
    def change(d: dict[str, Any]) -> None:
        del d["vessels"]["hedge_knight"]["speed"]
    refused(edited(tmp_path, "vessels/regular.toml", change), "regular.toml", "vessels.hedge_knight.speed")


@pytest.mark.rule("VS-DICE-01")
def test_die_faces_are_read_from_the_ruleset(tmp_path: Path) -> None:
    def change(d: dict[str, Any]) -> None:
        d["dice"]["power"]["faces"] = ["3", "3", "3", "3", "3", "3+wear"]
    c = load_content.__wrapped__(edited(tmp_path, "dice.toml", change))
    assert [f.power for f in c.dice["power"].faces] == [3] * 6 and c.dice["power"].faces[5].wear


@pytest.mark.rule("VS-DICE-02")
def test_a_face_shows_a_number_and_symbols(content: Content) -> None:
    blessing = content.dice["blessing"].faces
    assert (blessing[2].power, blessing[2].plus) == (1, 1)
    assert blessing[3].star == 1 and blessing[4].critical and blessing[4].power == 0
    assert content.dice["cursed"].faces[5].wear


@pytest.mark.rule("VS-DICE-03")
def test_only_the_standard_die_may_botch(tmp_path: Path) -> None:
    def change(d: dict[str, Any]) -> None:
        d["dice"]["power"]["faces"][0] = "botch"
    refused(edited(tmp_path, "dice.toml", change), "dice.toml", "dice.power.faces")


def test_a_die_needs_six_faces_of_known_symbols(tmp_path: Path) -> None:
    def short(d: dict[str, Any]) -> None:
        d["dice"]["cursed"]["faces"] = ["0", "0", "-1"]
    refused(edited(tmp_path, "dice.toml", short), "dice.toml", "dice.cursed.faces")

    def odd(d: dict[str, Any]) -> None:
        d["dice"]["blessing"]["faces"][0] = "1+sparkle"
    refused(edited(tmp_path / "b", "dice.toml", odd), "dice.toml", "dice.blessing.faces[0]")


@pytest.mark.rule("VS-ABIL-01")
def test_an_ability_card_needs_initiative_cooldown_major_and_minor(tmp_path: Path) -> None:
    for i, name in enumerate(("initiative", "cooldown", "major", "minor")):
        def change(d: dict[str, Any], name: str = name) -> None:
            del d["abilities"]["hew"][name]
        refused(edited(tmp_path / str(i), "abilities/warrior.toml", change), "warrior.toml", f"abilities.hew.{name}")


@pytest.mark.rule("VS-ABIL-10")
def test_a_cooldown_above_five_is_refused(tmp_path: Path) -> None:
    def change(d: dict[str, Any]) -> None:
        d["abilities"]["whirl"]["cooldown"] = 6
    refused(edited(tmp_path, "abilities/warrior.toml", change), "warrior.toml", "abilities.whirl.cooldown")


@pytest.mark.rule("VS-ABIL-17")
def test_an_upgrade_cannot_be_upgraded_again(tmp_path: Path) -> None:
    def change(d: dict[str, Any]) -> None:
        d["abilities"]["hew_wide"]["upgrade_of"] = "hew_deep"
    refused(edited(tmp_path, "abilities/warrior.toml", change), "warrior.toml", "abilities.hew_wide.upgrade_of")


def test_a_base_card_has_exactly_two_upgrades(tmp_path: Path) -> None:
    def change(d: dict[str, Any]) -> None:
        del d["abilities"]["rend_gash"]
    refused(edited(tmp_path, "abilities/warrior.toml", change), "warrior.toml", "abilities.rend")


def test_spells_ongoing_and_interrupts_carry_what_they_need(tmp_path: Path) -> None:
    def spell(d: dict[str, Any]) -> None:
        del d["abilities"]["hex"]["major"]["spellcasting"]
    refused(edited(tmp_path / "a", "abilities/mystic.toml", spell), "mystic.toml",
            "abilities.hex.major.spellcasting")

    def ongoing(d: dict[str, Any]) -> None:
        del d["abilities"]["war_cry"]["major"]["duration"]
    refused(edited(tmp_path / "b", "abilities/warrior.toml", ongoing), "warrior.toml",
            "abilities.war_cry.major.duration")

    def interrupt(d: dict[str, Any]) -> None:
        d["abilities"]["brace"]["major"]["trigger"] = "when_bored"
    refused(edited(tmp_path / "c", "abilities/warrior.toml", interrupt), "warrior.toml",
            "abilities.brace.major.trigger")


def test_starting_decks_hold_six_base_cards_and_no_third_copy(tmp_path: Path) -> None:
    def third(d: dict[str, Any]) -> None:
        d["decks"]["scout"]["cards"][0] = "hew"
        d["decks"]["keeper"]["cards"][0] = "hew"
    refused(edited(tmp_path / "a", "decks.toml", third), "decks.toml", "decks.keeper.cards[0]")

    def upgrade(d: dict[str, Any]) -> None:
        d["decks"]["soldier"]["cards"][0] = "hew_deep"
    refused(edited(tmp_path / "b", "decks.toml", upgrade), "decks.toml", "decks.soldier.cards[0]")

    def short(d: dict[str, Any]) -> None:
        d["decks"]["soldier"]["cards"].pop()
    refused(edited(tmp_path / "c", "decks.toml", short), "decks.toml", "decks.soldier.cards")


@pytest.mark.rule("VS-VES-01")
def test_a_vessel_has_three_toughness_values_and_its_perk_columns(tmp_path: Path) -> None:
    def rows(d: dict[str, Any]) -> None:
        d["vessels"]["tinker"]["toughness"] = [3, 3]
    refused(edited(tmp_path / "a", "vessels/regular.toml", rows), "regular.toml", "vessels.tinker.toughness")

    def column(d: dict[str, Any]) -> None:
        d["vessels"]["tinker"]["column3"].pop()
    refused(edited(tmp_path / "b", "vessels/regular.toml", column), "regular.toml", "vessels.tinker.column3")


@pytest.mark.rule("VS-ENEMY-01")
def test_an_enemy_card_gives_models_and_wounds_for_each_hero_count(tmp_path: Path) -> None:
    def change(d: dict[str, Any]) -> None:
        d["enemies"]["bog_lurker"]["default"]["models"] = [1, 1, 1]
    refused(edited(tmp_path, "enemies/chapter1.toml", change), "chapter1.toml", "enemies.bog_lurker.default.models")


def test_the_nightmare_side_keeps_the_default_abilities_unless_it_lists_its_own(content: Content) -> None:
    rats = content.enemies["grave_rats"]
    assert rats.nightmare.bones == rats.default.bones and rats.nightmare.attack > rats.default.attack


@pytest.mark.rule("VS-AI-01")
def test_an_ai_card_lists_at_most_three_priorities(tmp_path: Path) -> None:
    def change(d: dict[str, Any]) -> None:
        d["ai"]["grudge"]["priorities"] = ["previous", "closest", "furthest", "most_wounded"]
    refused(edited(tmp_path, "ai.toml", change), "ai.toml", "ai.grudge.priorities")

    def unknown(d: dict[str, Any]) -> None:
        d["ai"]["grudge"]["priorities"] = ["previous", "tastiest"]
    refused(edited(tmp_path / "b", "ai.toml", unknown), "ai.toml", "ai.grudge.priorities[1]")


@pytest.mark.rule("VS-ITEM-13")
def test_an_item_needs_a_value_and_soul_shop_items_cost_shards(tmp_path: Path) -> None:
    def value(d: dict[str, Any]) -> None:
        del d["items"]["t1_sword"]["value"]
    refused(edited(tmp_path / "a", "items/tier1.toml", value), "tier1.toml", "items.t1_sword.value")

    def coins(d: dict[str, Any]) -> None:
        d["items"]["rune_edge"]["currency"] = "coins"
    refused(edited(tmp_path / "b", "items/soul_shop.toml", coins), "soul_shop.toml", "items.rune_edge.currency")


@pytest.mark.rule("VS-ITEM-11")
def test_soul_shop_items_count_as_tier_two(content: Content, tmp_path: Path) -> None:
    assert {i.tier for i in content.items_of("soul_shop")} == {2}

    def change(d: dict[str, Any]) -> None:
        d["items"]["rune_edge"]["tier"] = 4
    refused(edited(tmp_path, "items/soul_shop.toml", change), "soul_shop.toml", "items.rune_edge.tier")


def test_item_slots_hands_and_tags_are_checked(tmp_path: Path) -> None:
    def hands(d: dict[str, Any]) -> None:
        d["items"]["t2_mail"]["hands"] = 1
    refused(edited(tmp_path / "a", "items/tier2.toml", hands), "tier2.toml", "items.t2_mail.hands")

    def tags(d: dict[str, Any]) -> None:
        d["items"]["t2_ring"]["tags"] = []
    refused(edited(tmp_path / "b", "items/tier2.toml", tags), "tier2.toml", "items.t2_ring.tags")

    def slot(d: dict[str, Any]) -> None:
        d["items"]["t2_ring"]["slot"] = "pocket"
    refused(edited(tmp_path / "c", "items/tier2.toml", slot), "tier2.toml", "items.t2_ring.slot")


@pytest.mark.rule("VS-STATUS-01")
def test_all_seven_statuses_must_be_defined(tmp_path: Path) -> None:
    def change(d: dict[str, Any]) -> None:
        del d["statuses"]["terror"]
    refused(edited(tmp_path, "statuses.toml", change), "statuses.toml", "statuses.terror")


def test_an_event_table_covers_one_to_twenty_without_gaps(tmp_path: Path) -> None:
    def gap(d: dict[str, Any]) -> None:
        d["events"]["first_descent"]["entries"][1]["totals"][0] += 1  # one total left uncovered
    refused(edited(tmp_path / "a", "events.toml", gap), "events.toml", "events.first_descent.entries[1].totals")

    def short(d: dict[str, Any]) -> None:
        d["events"]["first_descent"]["entries"].pop()
    refused(edited(tmp_path / "b", "events.toml", short), "events.toml", "events.first_descent.entries")


def test_event_totals_past_the_top_use_the_top_entry(content: Content) -> None:
    table = content.event_tables["first_descent"]
    assert table.lookup(25) == table.entries[-1] and table.lookup(1) == table.entries[0]


def test_adventure_references_are_checked(tmp_path: Path) -> None:
    def room(d: dict[str, Any]) -> None:
        d["campaign"]["bell_cellars"]["quest_triggers"]["lair"]["when"] = "reveal attic"
    refused(edited(tmp_path / "a", "campaign.toml", room), "campaign.toml",
            "campaign.bell_cellars.quest_triggers.lair.when")

    def enemy(d: dict[str, Any]) -> None:
        d["campaign"]["bell_cellars"]["enemies"][0] = "tax_collector"
    refused(edited(tmp_path / "b", "campaign.toml", enemy), "campaign.toml", "campaign.bell_cellars.enemies[0]")

    def legendary(d: dict[str, Any]) -> None:
        d["campaign"]["eel_warrens"]["legendary"] = "t1_sword"
    refused(edited(tmp_path / "c", "campaign.toml", legendary), "campaign.toml", "campaign.eel_warrens.legendary")

    def deck(d: dict[str, Any]) -> None:
        d["campaign"]["eel_warrens"]["exploration"] = ["omen"]
    refused(edited(tmp_path / "d", "campaign.toml", deck), "campaign.toml", "campaign.eel_warrens.exploration")

    def tile(d: dict[str, Any]) -> None:
        d["exploration"]["flooded_hall"]["tile"] = "ballroom"
    refused(edited(tmp_path / "e", "exploration.toml", tile), "exploration.toml", "exploration.flooded_hall.tile")


def test_a_card_id_defined_twice_is_refused(tmp_path: Path) -> None:
    root = edited(tmp_path, "traits.toml", lambda d: None)
    (root / "traits").mkdir()
    (root / "traits" / "more.toml").write_text('[traits.thick_hide]\nname = "Again"\neffects = ["reach"]\n')
    refused(root, "more.toml", "traits.thick_hide")


def test_unreadable_toml_names_the_file(tmp_path: Path) -> None:
    root = edited(tmp_path, "traits.toml", lambda d: None)
    (root / "minions.toml").write_text("[minions.x\n")
    with pytest.raises(RulesetError) as err:
        load_content.__wrapped__(root)
    assert err.value.file.endswith("minions.toml") and "TOML" in err.value.problem


def test_the_loader_caches_the_shipped_ruleset() -> None:
    assert load_content() is load_content()


def test_open_numbers_come_from_settings(content: Content, tmp_path: Path) -> None:
    s = content.settings
    assert (s.setup["deck_size"], s.setup["legend"], s.trackers["cooldown_max"]) == (6, 0, 5)
    assert s.between_adventures == {"clear_scratches": True, "keep_wounds": True, "clear_statuses": True}

    def bigger(d: dict[str, Any]) -> None:
        d["setup"]["deck_size"] = 7
    refused(edited(tmp_path / "a", "settings.toml", bigger), "decks.toml", "decks.soldier.cards")

    def wrong(d: dict[str, Any]) -> None:
        d["town"]["repair_cost"] = "five"
    refused(edited(tmp_path / "b", "settings.toml", wrong), "settings.toml", "town.repair_cost")


def test_theme_entries_in_an_exploration_deck(content: Content, tmp_path: Path) -> None:
    assert "theme:2" in content.adventures["burning_rows"].exploration

    def change(d: dict[str, Any]) -> None:
        d["campaign"]["burning_rows"]["exploration"][0] = "theme 9"
    refused(edited(tmp_path, "campaign.toml", change), "campaign.toml", "campaign.burning_rows.exploration[0]")


def test_a_scripted_spawn_names_a_colour_or_a_room_of_the_map(tmp_path: Path) -> None:
    def change(d: dict[str, Any]) -> None:
        d["campaign"]["first_descent"]["quest_triggers"]["lair"]["effects"][0] = "spawn drowned_abbot at attic"
    refused(edited(tmp_path, "campaign.toml", change), "campaign.toml", "campaign.first_descent.quest_triggers.lair")


def test_a_verb_out_of_its_place_is_refused(tmp_path: Path) -> None:
    def item(d: dict[str, Any]) -> None:
        d["items"]["cudgel"]["effects"] = ["win_adventure"]
    err = refused(edited(tmp_path / "a", "items/tier0.toml", item), "tier0.toml", "items.cudgel.effects[0]")
    assert "script" in err.problem

    def card(d: dict[str, Any]) -> None:
        d["abilities"]["hew"]["major"]["effects"] = ["attack", "on_plus 1: ai_priority closest"]
    refused(edited(tmp_path / "b", "abilities/warrior.toml", card), "warrior.toml",
            "abilities.hew.major.effects[1]")

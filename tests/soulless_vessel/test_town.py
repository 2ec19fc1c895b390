"""The Town Phase after a campaign adventure: what is on offer and what each purchase, sale and
training costs, each refused with its reason when the party cannot pay or the rules forbid it."""

from __future__ import annotations

import pytest

from hjourney_tui.core.game import Refused
from hjourney_tui.games.soulless_vessel import board
from hjourney_tui.games.soulless_vessel.rules import loot
from hjourney_tui.games.soulless_vessel.rules.town import item_pile, vessel_pile
from tests.soulless_vessel.campaign_helpers import quest, record, texts, town, why
from tests.soulless_vessel.helpers import events, to_turn


def item(iid: str, slot: str, wear: int = 0) -> dict:
    return {"id": iid, "slot": slot, "wear": wear, "rune": ""}


@pytest.mark.rule("VS-TOWN-01")
@pytest.mark.rule("VS-GIVEUP-03")
@pytest.mark.rule("VS-WIN-03")
@pytest.mark.rule("VS-CAMP-09")
def test_a_given_up_adventure_still_leads_to_town_keeping_items_but_no_rewards():
    g = town(record(coins=7))
    assert g.decision().rule == "VS-TOWN-01" and set(g.decision().seats) == {"Ana", "Bo"}
    assert g.party.coins == 7 + 3  # only what a loss still gives, not the 15 of a win
    assert g.party.legend == 0 and all(h.soul_xp == 0 for h in g.party.heroes.values())
    assert [i.id for i in g.party.heroes["Ana"].items] == ["cudgel"]
    assert g.party.results[-1] == "lost" and g.outcome() is None  # the quest ends only on leaving town


@pytest.mark.rule("VS-WIN-02")
def test_a_won_adventure_pays_its_rewards():
    g = town(record(next="eel_warrens"), won=True)
    p = g.party
    assert (p.coins, p.legend, p.shards) == (15, 1, 1)
    assert all(h.soul_xp == 1 for h in p.heroes.values())
    assert "eel_king_crown" in [i.id for i in p.heroes["Ana"].items]  # its Legendary item


@pytest.mark.rule("VS-TOWN-03")
@pytest.mark.rule("VS-ITEM-09")
@pytest.mark.rule("VS-ITEM-10")
def test_ten_items_of_the_pile_are_on_offer_and_cost_their_value():
    g = town(record(coins=20))
    c = g.full
    offer = g.town.items
    assert len(offer) == 10
    assert all(c.items[i].source == "pile" and c.items[i].tier == 1 for i in offer)
    helm = next(i for i in offer if c.items[i].slot in ("gear", "armor", "hand"))
    g.apply("Ana", f"buy {helm}")
    assert g.party.coins == 23 - c.items[helm].value
    assert helm in [i.id for i in g.party.heroes["Ana"].items] and helm not in g.town.items


@pytest.mark.rule("VS-TOWN-20")
def test_a_purchase_the_party_cannot_pay_for_is_refused_and_changes_nothing():
    g = town(record(coins=0))  # 3 Coins after the loss
    dear = g.town.items[0]
    assert "costs" in why(g, "Ana", f"buy {dear}")
    with pytest.raises(Refused):
        g.apply("Ana", f"buy {dear}")
    assert g.party.coins == 3 and dear in g.town.items
    assert "costs" in why(g, "Ana", "expand items")


@pytest.mark.rule("VS-TOWN-04")
@pytest.mark.rule("VS-CAMP-08")
@pytest.mark.rule("VS-ITEM-13")
def test_the_soul_shop_opens_from_chapter_two_and_takes_soul_shards():
    g = town(record(shards=9))
    assert g.town.shop == [] and "chapter 1" in why(g, "Ana", "expand shop")
    g = town(record(chapter=2, shards=9))
    assert len(g.town.shop) == 5
    rune = next(i for i in g.town.shop if g.full.items[i].value <= 9)
    g.apply("Ana", f"buy {rune}")
    assert g.party.shards == 9 - g.full.items[rune].value and g.party.coins == 3  # Coins untouched


@pytest.mark.rule("VS-TOWN-05")
@pytest.mark.rule("VS-TOWN-06")
def test_three_regular_vessels_are_offered_free_and_a_peasant_is_always_there():
    g = town()
    c = g.full
    assert len(g.town.vessels) == 3 and all(c.vessels[v].kind == "regular" for v in g.town.vessels)
    assert {c.vessels[v].kind for v in vessel_pile(g.party, c, set())} == {"regular"}
    offered = [t.split()[1] for t in texts(g, "Ana", "vessel")]
    assert {v for v in offered if c.vessels[v].kind == "peasant"} == {"field_hand", "scullion", "washerwoman",
                                                                      "beggar"}
    pick = g.town.vessels[0]
    g.apply("Ana", f"vessel {pick}")
    assert g.party.heroes["Ana"].vessel == pick and g.party.coins == 3
    assert f"vessel {pick}" not in texts(g, "Bo", "vessel")  # taken: gone from the offer


@pytest.mark.rule("VS-TOWN-07")
@pytest.mark.rule("VS-TOWN-08")
@pytest.mark.rule("VS-TOWN-11")
def test_an_items_expansion_costs_ten_and_lets_the_party_buy_one_of_ten():
    g = town(record(coins=60))
    g.apply("Ana", "expand items")
    assert g.party.coins == 53 and len(g.town.extra["items"]) == 10
    g.apply("Bo", "expand items")  # again in the same visit
    assert g.party.coins == 43
    extra = [i for i in g.town.extra["items"] if g.full.items[i].value <= 10]
    g.apply("Ana", f"buy {extra[0]}")
    assert "items" not in g.town.extra  # the other nine are discarded
    assert not any(t.split()[1] in extra[1:] for t in texts(g, "Bo", "buy", enabled=False))


@pytest.mark.rule("VS-TOWN-09")
def test_a_vessels_expansion_shows_three_more_regular_vessels_of_which_one_is_taken():
    g = town(record(coins=20))
    g.apply("Ana", "expand vessels")
    extra = list(g.town.extra["vessels"])
    assert len(extra) == 3 and all(g.full.vessels[v].kind == "regular" for v in extra)
    assert not set(extra) & set(g.town.vessels)
    g.apply("Bo", f"vessel {extra[0]}")
    assert "vessels" not in g.town.extra and f"vessel {extra[1]}" not in texts(g, "Ana", "vessel")


@pytest.mark.rule("VS-TOWN-10")
def test_a_soul_shop_expansion_shows_five_more_of_which_one_may_be_bought():
    g = town(record(chapter=2, coins=20, shards=30))
    g.apply("Ana", "expand shop")
    extra = list(g.town.extra["shop"])
    assert len(extra) == 5 and not set(extra) & set(g.town.shop)
    g.apply("Ana", f"buy {extra[0]}")
    assert "shop" not in g.town.extra


@pytest.mark.rule("VS-TOWN-12")
def test_selling_pays_half_the_value_rounded_up():
    rec = record()
    rec["heroes"]["Ana"]["items"].append(item("t1_tonic", "consumable"))  # value 5
    g = town(rec)
    g.apply("Ana", "sell t1_tonic")
    assert g.party.coins == 3 + 3
    assert "t1_tonic" not in [i.id for i in g.party.heroes["Ana"].items]


@pytest.mark.rule("VS-TOWN-13")
@pytest.mark.rule("VS-WEAR-06")
def test_repairing_takes_off_one_wear_token_for_five_coins():
    rec = record(coins=7)
    rec["heroes"]["Ana"]["items"] = [item("t1_sword", "hand", wear=2)]
    g = town(rec)
    assert g.party.heroes["Ana"].items[0].wear == 2  # Wear stayed on the item between adventures
    g.apply("Ana", "repair t1_sword")
    assert g.party.coins == 10 - 5 and g.party.heroes["Ana"].items[0].wear == 1
    assert why(g, "Ana", "repair t1_sword") == ""  # 5 Coins left pay for one more...
    g.party.coins = 4
    g._legal_cache = None
    assert "costs 5" in why(g, "Ana", "repair t1_sword")  # ...4 are not


@pytest.mark.rule("VS-TOWN-14")
def test_retraining_swaps_a_card_for_another_of_its_level_for_ten_coins():
    g = town(record(coins=10))
    assert "retrain hew ember_bolt_hot" not in texts(g, "Ana", "retrain", enabled=False)  # not a base card
    g.apply("Ana", "retrain hew ember_bolt")
    assert "hew" not in g.party.heroes["Ana"].deck and "ember_bolt" in g.party.heroes["Ana"].deck
    assert g.party.coins == 3


def test_retraining_is_refused_when_the_party_holds_that_card_twice():
    rec = record(coins=30)
    rec["heroes"]["Bo"]["deck"] += ["ember_bolt", "ember_bolt_hot"]
    g = town(rec)
    assert "twice" in why(g, "Ana", "retrain hew ember_bolt")


@pytest.mark.rule("VS-TOWN-15")
def test_a_new_card_costs_one_soul_xp_or_two_once_the_deck_has_nine():
    rec = record()
    rec["heroes"]["Ana"]["soul_xp"] = 3
    g = town(rec)
    g.apply("Ana", "learn ember_bolt")
    assert g.party.heroes["Ana"].soul_xp == 2
    rec = record()
    rec["heroes"]["Ana"].update(soul_xp=3, deck=DECK9)
    g = town(rec)
    g.apply("Ana", "learn ember_bolt")
    assert g.party.heroes["Ana"].soul_xp == 1 and len(g.party.heroes["Ana"].deck) == 10
    assert "costs 2 Soul XP" in why(g, "Ana", "learn hex")


DECK9 = ["hew", "shield_bash", "charge", "brace", "rend", "second_wind", "mend", "ward", "rally"]


@pytest.mark.rule("VS-TOWN-16")
def test_upgrading_a_base_card_costs_one_soul_xp_and_swaps_it_for_a_variant():
    rec = record()
    rec["heroes"]["Bo"]["deck"] = ["ember_bolt", "tumble"]
    rec["heroes"]["Bo"]["soul_xp"] = 1
    g = town(rec)
    assert {t for t in texts(g, "Bo", "upgrade") if "ember" in t} == {"upgrade ember_bolt_hot",
                                                                      "upgrade ember_bolt_split"}
    g.apply("Bo", "upgrade ember_bolt_split")
    assert g.party.heroes["Bo"].deck == ["ember_bolt_split", "tumble"] and g.party.heroes["Bo"].soul_xp == 0
    assert not [t for t in texts(g, "Bo", "upgrade", enabled=False) if "ember" in t]  # no further


@pytest.mark.rule("VS-TOWN-17")
@pytest.mark.rule("VS-TOWN-18")
@pytest.mark.rule("VS-TOWN-19")
def test_perks_cost_legend_points_column_three_after_column_two_one_per_column():
    g = town(record(legend=5))
    assert "column-2 perk" in why(g, "Ana", "unlock hardy")
    g.apply("Ana", "unlock cold_touch")
    assert g.party.legend == 3 and g.party.heroes["Ana"].unlocks == {"drowned_fisher": ["cold_touch"]}
    assert "unlocked already" in why(g, "Ana", "unlock sure_foot")
    g.apply("Ana", "unlock hardy")
    assert g.party.legend == 0 and g.party.heroes["Ana"].unlocks["drowned_fisher"] == ["cold_touch", "hardy"]


def test_a_perk_the_party_cannot_pay_for_is_refused():
    g = town(record(legend=1))
    assert "costs 2 Legend Points" in why(g, "Ana", "unlock cold_touch")


@pytest.mark.rule("VS-VES-09")
@pytest.mark.rule("VS-VES-10")
@pytest.mark.rule("VS-TOWN-23")
def test_in_town_heroes_swap_vessels_and_give_items_for_free():
    rec = record(coins=0)
    rec["heroes"]["Ana"]["wounds"] = 1
    g = town(rec)
    g.apply("Ana", "swap bo")
    a, b = g.party.heroes["Ana"], g.party.heroes["Bo"]
    assert (a.vessel, b.vessel, a.wounds, b.wounds) == ("tanners_widow", "drowned_fisher", 0, 1)
    assert [i.id for i in a.items] == ["cudgel"] and [i.id for i in b.items] == ["kitchen_knife"]  # boards stay
    g.apply("Ana", "give cudgel bo")
    assert [i.id for i in b.items] == ["kitchen_knife", "cudgel"] and a.items == []
    assert g.party.coins == 3


@pytest.mark.rule("VS-ITEM-01")
@pytest.mark.rule("VS-ITEM-14")
def test_a_full_board_refuses_a_new_item():
    rec = record(coins=200)
    rec["heroes"]["Ana"]["items"] = [item("t1_tonic", "consumable"), item("t1_salve", "consumable"),
                                     item("t1_bomb", "backpack"), item("t1_smelling", "backpack"),
                                     item("stale_bread", "backpack")]
    g = town(rec)
    g.town.items = ["t1_incense", "t1_robe"]
    g._legal_cache = None
    assert "no room" in why(g, "Ana", "buy t1_incense")  # consumable slots (2) and backpack (3) full
    assert why(g, "Ana", "buy t1_robe") == ""  # the armor slot is free
    with pytest.raises(Refused):
        g.apply("Ana", "buy t1_incense")
    g.apply("Ana", "sell t1_bomb")  # room in the backpack now
    g.apply("Ana", "buy t1_incense")
    assert {i.id: i.slot for i in g.party.heroes["Ana"].items}["t1_incense"] == "backpack"


@pytest.mark.rule("VS-ITEM-04")
@pytest.mark.rule("VS-ITEM-03")
def test_two_gear_items_of_one_location_cannot_both_be_worn():
    rec = record()
    rec["heroes"]["Ana"]["items"] = [item("t1_helm", "gear"), item("eel_king_crown", "backpack"),
                                     item("t1_amulet", "backpack")]
    g = town(rec)
    assert "head" in why(g, "Ana", "equip eel_king_crown")
    g.apply("Ana", "equip t1_amulet")  # a neck item beside the helm is fine
    g.apply("Ana", "stow t1_helm")
    g.apply("Ana", "equip eel_king_crown")
    assert {i.id: i.slot for i in g.party.heroes["Ana"].items} == {"t1_helm": "backpack", "eel_king_crown": "gear",
                                                                  "t1_amulet": "gear"}


@pytest.mark.rule("VS-ITEM-12")
def test_a_new_rune_replaces_the_old_one_which_pays_back_half_its_value():
    rec = record(shards=0)
    rec["heroes"]["Ana"]["items"] = [{"id": "t1_sword", "slot": "hand", "wear": 0, "rune": "rune_blood"},
                                     item("rune_edge", "backpack"), item("rune_ward", "backpack")]
    g = town(rec)
    assert "attach rune_edge rune_ward" not in texts(g, "Ana", "attach", enabled=False)  # runes go on items
    g.apply("Ana", "attach rune_edge t1_sword")
    sword = g.party.heroes["Ana"].items[0]
    assert sword.rune == "rune_edge" and g.party.shards == 3  # Rune of Blood, value 5: 3 back
    assert [i.id for i in g.party.heroes["Ana"].items] == ["t1_sword", "rune_ward"]


@pytest.mark.rule("VS-EDGE-15")
def test_selling_an_item_sells_its_rune_too():
    rec = record(shards=0)
    rec["heroes"]["Ana"]["items"] = [{"id": "t1_sword", "slot": "hand", "wear": 0, "rune": "rune_edge"}]
    g = town(rec)
    g.apply("Ana", "sell t1_sword")
    assert (g.party.coins, g.party.shards) == (3 + 5, 3)  # half of 10 Coins, half of 6 Shards


@pytest.mark.rule("VS-TOWN-02")
def test_a_card_sold_or_broken_is_back_in_its_pile_at_the_next_town():
    rec = record()
    rec["heroes"]["Ana"]["items"].append(item("t1_tonic", "consumable"))
    g = town(rec)
    assert "t1_tonic" not in item_pile(g.party, g.full)
    g.apply("Ana", "sell t1_tonic")
    assert "t1_tonic" in item_pile(g.party, g.full)


@pytest.mark.rule("VS-TOWN-22")
def test_the_offers_left_in_town_go_back_into_a_reshuffled_pile_for_the_next_adventure():
    # the Pile Of Items is kept as the cards nobody holds, and every draw from it is a fresh random
    # pick: the reshuffle as the town ends means the next adventure's chests draw from all of it,
    # the offers nobody bought included, in no order the town left behind
    g = town(record(coins=20))
    offered = list(g.town.items)
    bought = next(i for i in offered if g.full.items[i].value <= g.party.coins)
    g.apply("Ana", f"buy {bought}")
    g.apply("Ana", "depart eel_warrens")
    rec = g.quest_report().record
    draws = []
    for seed in (1, 2, 3):
        nxt = quest(rec, seed=seed)
        left = loot.pile(nxt)
        assert set(offered) - {bought} <= set(left) and bought not in left
        to_turn(nxt, "Ana")
        x, y = nxt.state.heroes["Ana"].pos
        spot = next(s for s in ((x + dx, y + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if dx or dy)
                    if nxt.grid().walkable(s) and s not in nxt.state.occupied())
        nxt.state.chests = [spot]
        nxt._legal_cache = None
        nxt.apply("Ana", f"chest {board.name(spot)}")
        draws.append(tuple(events(nxt, "loot")[-1].data["items"]))
    assert len(set(draws)) > 1 and draws[0] != tuple(i for i in offered if i != bought)[:2]

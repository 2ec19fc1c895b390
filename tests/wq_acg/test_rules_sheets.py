"""Quest sheets: decks built by tier, the sheets' own rules and victory conditions,
legendary gear through Legendary Fortunes, and the delve."""

from __future__ import annotations

from collections import Counter

import pytest

from hjourney_tui.core.game import Seat
from hjourney_tui.core.session import Session
from hjourney_tui.games.wq_acg.campaign import new_record
from hjourney_tui.registry import game_info

from .helpers import BLANK, HEROES, N, S, clear_enemies, empty_dungeon, fix_dice, legal, place
from .test_rules_campaign import content, record_after, start_campaign, win

CAMPAIGN = ["rot_beneath", "stolen_lanterns", "drowned_chapel", "greywater_mill", "ember_throne"]
LEGENDARY = {"ironwarden": ["oathkeeper_hammer", "anvilheart_mail", "runed_torc"]}


def start_quest(quest: str, n: int = 2, seed: int = 3) -> Session:
    """A one-off game of `quest`; any question the sheet's setup asks takes its first answer."""
    info = game_info("wq_acg")
    names = ["Ana", "Ben", "Cy", "Dee"][:n]
    s = Session.new(info, [Seat(x) for x in names], "coop", seed, {"quest": quest}, strict=True)
    for seat, hero in zip(names, HEROES, strict=False):
        s.apply(seat, f"pick {hero}")
    s.apply("Ana", "leader 1")
    while s.game.phase == "setup" and s.game.flow.pending is not None:
        seat = s.game.decision().seats[0]
        s.apply(seat, legal(s, seat)[0])
    return s


def play_round(s: Session, prefer: tuple[str, ...] = ("stay",)) -> None:
    """Blank dice and harmless choices until the next round begins (or the quest ends)."""
    g = s.game
    hero, enemy = fix_dice(g)
    empty_dungeon(g)
    start = g.round
    while g.flow.pending is not None and g.round == start and g.phase not in ("settlement", "over"):
        seat = g.decision().seats[0]
        hero.queue, enemy.queue = [BLANK] * 8, [BLANK] * 8
        everything = legal(s, seat)
        liked = [t for t in everything if t.startswith(prefer)]
        quiet = [t for t in everything if not t.startswith(("use", "attack", "gear", "equip", "hit"))]
        s.apply(seat, (liked or quiet or everything)[0])


def enemy_cards(g) -> list:
    return [c for c in g.table.all_cards() if c.card_id in g.c["enemy"]]


def to_top(g, zone, card_id: str, *elsewhere):
    """Put a card with this id on top of `zone`, fetching it from `zone` or the other places named."""
    card = next(c for z in (zone, *elsewhere) for c in z if c.card_id == card_id)
    g.table.move(card, zone, top=True, face_up=False)
    g._legal_cache = None
    return card


# -- the campaign and its decks ---------------------------------------------------------------

@pytest.mark.rule("WQ-CAMP-01", "WQ-SETUP-01", "WQ-SETUP-09")
def test_a_campaign_is_five_quests_and_never_the_delve():
    rec = new_record(content())
    assert rec["quests"] == CAMPAIGN
    assert [content()["quest"][q]["tier"] for q in rec["quests"]] == [1, 1, 2, 2, 3]
    # the quest option cannot smuggle the delve into a campaign: the log decides
    info = game_info("wq_acg")
    snapshot = {"name": "Harrowmere", "record": rec, "quests_done": 0}
    s = Session.new(info, [Seat("Ana"), Seat("Ben")], "coop", 2, {"quest": "endless_stair"}, strict=True,
                    campaign=snapshot)
    assert s.game.quest_id == "rot_beneath"
    # outside a campaign the delve is a game of its own
    assert start_quest("endless_stair").game.quest_id == "endless_stair"


@pytest.mark.rule("WQ-DECK-01", "WQ-DECK-02", "WQ-ENEMY-05", "WQ-ENEMY-06")
def test_a_tier_two_quest_draws_its_open_enemies_from_tier_two():
    s = start_quest("drowned_chapel")
    g = s.game
    q = g.quest
    cards = Counter(c.card_id for c in enemy_cards(g))
    enemies = g.c["enemy"]
    named = [eid for eid, e in enemies.items() if e["name"] in q["enemy_sets"]]
    for eid in named:  # every copy of each named set, standard and elite together
        assert cards[eid] == enemies[eid]["copies"]
    opened = [eid for eid in cards.elements() if eid not in named and enemies[eid]["kind"] != "nemesis"]
    assert len(opened) == q["open_standard"] + q["open_elite"]
    assert all(enemies[eid]["tier"] == 2 for eid in opened)
    assert sum(1 for eid in opened if enemies[eid]["kind"] == "elite") == q["open_elite"]
    assert all(cards[eid] <= enemies[eid]["copies"] for eid in cards)
    # the only enemy without a tier is the sheet's own nemesis, waiting in the lair
    assert [eid for eid in cards if enemies[eid]["kind"] == "nemesis"] == [q["nemesis"]]
    assert [c.card_id for c in g.lair] == [q["nemesis"]]


@pytest.mark.rule("WQ-DECK-03", "WQ-LOC-08")
def test_the_location_deck_is_open_locations_of_the_tier_with_the_final_one_last():
    s = start_quest("ember_throne")
    g = s.game
    q = g.quest
    places = [*g.location, *g.location_deck]
    assert len(places) == q["locations"] + 1 and places[-1].card_id == q["final_location"]
    assert all(g.c["location"][c.card_id]["tier"] == 3 and not g.c["location"][c.card_id].get("quest")
               for c in places[:-1])
    # at the final location the deck is empty: the sheet's victory is the only way on
    g.table.gather(g.location_deck, g.location_discard)
    clear_enemies(g)
    g.location.top.tokens["progress"] = g.c["location"][g.location.top.card_id]["explore"]
    play_round(s, prefer=("travel",))
    assert not any(e.text.endswith("travel to the next location") for e in g.events[-5:])
    assert g.round == 2 and "travel" not in legal(s)


@pytest.mark.rule("WQ-DECK-05", "WQ-GEAR-12", "WQ-GEAR-13", "WQ-POOL-04")
def test_legendary_cards_never_enter_the_gear_deck_and_fortunes_only_from_the_pool():
    plain = start_quest("rot_beneath").game
    everywhere = [c.card_id for c in (*plain.gear_deck, *plain.unused) if c.card_id in plain.c["gear"]]
    assert not [gid for gid in everywhere if plain.c["gear"][gid].get("legendary")]
    assert not [gid for gid in everywhere if plain.c["gear"][gid].get("fortune")]
    assert sorted(c.card_id for c in plain.legendary["Ana"]) == sorted(LEGENDARY["ironwarden"])
    rec = record_after(2)
    rec["pool"] = ["gear:fortune_vault"]
    g = start_campaign(rec).game
    assert [c.card_id for c in g.gear_deck if g.c["gear"][c.card_id].get("fortune")] == ["fortune_vault"]
    assert len(g.gear_deck) == g.quest["gear"] + 1


# -- legendary fortunes -------------------------------------------------------------------------

def explore_for_treasure(s: Session, fortune: str):
    """Ana's explore draws a one-treasure chest with `fortune` waiting on top of the gear deck."""
    g = s.game
    clear_enemies(g)
    hero, enemy = fix_dice(g)
    to_top(g, g.gear_deck, fortune)
    to_top(g, g.dungeon_deck, "rusted_chest", g.unused)
    hero.queue = [BLANK] * g.dice_for("Ana", "explore")
    s.apply("Ana", "explore")
    assert legal(s, "Ana")[0] == "gear top"
    s.apply("Ana", "gear top")


@pytest.mark.rule("WQ-GEAR-14", "WQ-POOL-07", "WQ-DUN-05")
def test_a_legendary_fortune_becomes_one_of_the_heroes_own_legendary_cards():
    rec = record_after(2)
    rec["pool"] = ["gear:fortune_vault"]
    s = start_campaign(rec)
    g = s.game
    explore_for_treasure(s, "fortune_vault")
    fortune = next(c for c in g.set_aside if c.card_id == "fortune_vault")
    assert fortune not in g.gear_deck and fortune not in g.gear_discard
    assert legal(s, "Ana")[0] == "equip"
    s.apply("Ana", "equip")
    [legend] = g.gear["Ana"].cards
    assert legend.card_id in LEGENDARY["ironwarden"]
    assert sorted(c.card_id for c in g.legendary["Ana"]) == sorted(set(LEGENDARY["ironwarden"]) - {legend.card_id})
    out = g.next_record()
    assert out["pool"] == ["gear:fortune_vault"]  # back in the pool for a later quest
    assert out["heroes"]["Ana"]["gear"] == [legend.card_id]


@pytest.mark.rule("WQ-EDGE-18")
def test_a_fortune_gives_nothing_to_a_hero_who_owns_all_three():
    rec = record_after(2, Ana={"gear": LEGENDARY["ironwarden"], "capacity": 3})
    rec["pool"] = ["gear:fortune_kings"]
    s = start_campaign(rec)
    g = s.game
    explore_for_treasure(s, "fortune_kings")
    assert any("owns all three" in e.text for e in g.events[-3:])
    assert sorted(c.card_id for c in g.gear["Ana"]) == sorted(LEGENDARY["ironwarden"])
    assert not len(g.legendary["Ana"]) and any(c.card_id == "fortune_kings" for c in g.set_aside)
    assert g.decision().seats == ("Ben",)  # Ana's activation is over; nothing waits on her


@pytest.mark.rule("WQ-GEAR-15", "WQ-GEAR-08")
def test_legendary_gear_obeys_capacity_and_a_refused_one_waits_for_its_hero():
    rec = record_after(2, Ana={"gear": ["studded_jerkin"], "capacity": 1})
    rec["pool"] = ["gear:fortune_shrine"]
    s = start_campaign(rec)
    g = s.game
    explore_for_treasure(s, "fortune_shrine")
    legend = g.limbo.top
    jerkin = g.gear["Ana"].top
    options = legal(s, "Ana")
    assert "equip" not in options and f"swap g{jerkin.uid}" in options and "stash" in options
    s.apply("Ana", "stash")
    assert legend in g.legendary["Ana"] and legend not in g.gear_discard  # no other hero can pick it up
    assert len(g.legendary["Ana"]) == 3


@pytest.mark.rule("WQ-EDGE-19", "WQ-GEAR-16")
def test_the_blacksmith_can_turn_up_a_fortune_and_legendary_gear_is_never_given():
    rec = record_after(1, Ana={"gear": ["notched_blade"], "capacity": 2})
    rec["pool"] = ["gear:fortune_forge"]
    s = start_campaign(rec)
    g = s.game
    win(s)
    fortune = to_top(g, g.gear_deck, "fortune_forge")
    other = g.gear_deck.cards[1]
    s.apply("Ana", "smith")
    s.apply("Ana", f"take g{fortune.uid}")
    assert fortune in g.set_aside
    legend = next(c for c in g.limbo if g.c["gear"][c.card_id].get("legendary"))
    assert g.c["gear"][legend.card_id]["hero"] == "ironwarden"
    if "equip" not in legal(s, "Ana"):  # two weapons already: make room
        s.apply("Ana", legal(s, "Ana")[0])
    s.apply("Ana", "equip")
    assert legend in g.gear["Ana"] and other in g.gear_discard
    s.apply("Ana", "train explore")
    s.apply("Ben", "train explore")
    s.apply("Ben", "arena")
    while g.phase == "settlement" and g.decision().seats == ("Ana",):
        assert not [c for c in legal(s, "Ana") if c.startswith(f"give g{legend.uid}")]
        s.apply("Ana", "keep")
    assert legend in g.gear["Ana"]


# -- the quest sheets' own rules -------------------------------------------------------------

@pytest.mark.rule("WQ-GOLD-01", "WQ-NEM-06")
def test_greywater_gives_each_hero_a_token_and_hides_its_nemesis_in_the_deck():
    s = start_quest("greywater_mill")
    g = s.game
    for seat in ("Ana", "Ben"):  # the sheet overrides the usual empty start
        assert sum(a["tokens"] for a in g.heroes[seat]["actions"].values()) == 1
    assert not len(g.lair)
    assert sum(1 for c in enemy_cards(g) if c.card_id == "millbane") == 1
    assert any(c.card_id == "millbane" for z in (g.enemy_deck, g.shadow, *g.zones.values()) for c in z)


@pytest.mark.rule("WQ-LOC-11")
def test_the_ember_throne_burns_every_hero_on_arrival():
    s = start_quest("ember_throne")
    g = s.game
    assert all(g.heroes[seat]["wounds"] == 1 for seat in ("Ana", "Ben"))
    clear_enemies(g)
    g.location.top.tokens["progress"] = g.c["location"][g.location.top.card_id]["explore"]
    play_round(s, prefer=("travel",))
    assert all(g.heroes[seat]["wounds"] == 2 for seat in ("Ana", "Ben"))


@pytest.mark.rule("WQ-TIME-01")
def test_a_quest_rule_resolves_before_a_condition_at_the_end_of_the_round():
    s = start_quest("drowned_chapel")
    g = s.game
    clear_enemies(g)
    g.heroes["Ben"]["wounds"] = 3
    g.give_condition("Ben", "poisoned", "test")
    mark = len(g.events)
    play_round(s, prefer=("explore", "aid", "stay"))  # Ben never rests, which would cure him
    texts = [e.text for e in g.events[mark:]]
    rule = texts.index("quest rule (round_end)")
    poison = next(i for i, t in enumerate(texts) if "from Poisoned" in t)
    assert rule < poison and "Ben suffers 1 wound from the quest sheet" in texts[rule + 1]


@pytest.mark.rule("WQ-NEM-06", "WQ-NEM-01", "WQ-ATK-06")
def test_the_abbess_tolls_from_her_lair_until_red_peril_calls_her_out():
    s = start_quest("drowned_chapel")
    g = s.game
    clear_enemies(g)
    abbess = g.lair.top
    assert abbess.card_id == "drowned_abbess"
    assert not [c for c in legal(s, "Ana") if f"e{abbess.uid}" in c]  # out of reach in the lair
    place(g, "grave_hound", "Ana")
    hero, enemy = fix_dice(g)
    empty_dungeon(g)
    hero.queue, enemy.queue = [BLANK] * g.dice_for("Ana", "explore"), [N]
    s.apply("Ana", "explore")
    assert "poisoned" in g.heroes["Ana"]["conditions"]  # her nemesis effect reached out of the lair
    g.peril = g.quest["peril"].index("r")  # the next peril space is red
    clear_enemies(g)
    play_round(s)
    assert abbess in g.zones[g.order[0]] or abbess in g.zones[g.order[1]]


@pytest.mark.rule("WQ-WIN-08", "WQ-WIN-01")
def test_the_drowned_chapel_is_won_by_exploring_its_altar():
    s = start_quest("drowned_chapel")
    g = s.game
    clear_enemies(g)
    altar = next(c for c in g.location_deck if c.card_id == "drowned_altar")
    g.table.move(g.location.top, g.location_discard)
    g.table.move(altar, g.location, face_up=True)
    need = g.c["location"]["drowned_altar"]["explore"]
    altar.tokens["progress"] = need - 2
    hero, enemy = fix_dice(g)
    empty_dungeon(g)
    hero.queue = [S] + [BLANK] * (g.dice_for("Ana", "explore") - 1)
    s.apply("Ana", "explore")
    assert g.result is None  # one short
    hero.queue = [S] + [BLANK] * (g.dice_for("Ben", "explore") - 1)
    s.apply("Ben", "explore")
    assert g.result and g.result[0] == "won" and len(g.lair) == 1  # the Abbess never had to fall


@pytest.mark.rule("WQ-WND-06")
def test_the_ashen_king_mends_his_wounds_on_a_nemesis_roll():
    s = start_quest("ember_throne")
    g = s.game
    clear_enemies(g)
    king = g.lair.top
    g.engage(king, "Ana", "test")
    king.tokens["wounds"] = 5
    hero, enemy = fix_dice(g)
    hero.queue, enemy.queue = [BLANK] * g.dice_for("Ana", "rest"), [N]
    before = g.heroes["Ana"]["wounds"]
    s.apply("Ana", "rest")
    assert king.tokens["wounds"] == 4 and g.heroes["Ana"]["wounds"] == before + 1


# -- the delve -----------------------------------------------------------------------------------

@pytest.mark.rule("WQ-DELVE-02", "WQ-DELVE-05", "WQ-VAR-02")
def test_the_delve_names_the_tier_of_every_open_pick():
    s = start_quest("endless_stair")
    g = s.game
    assert "tier" not in g.quest and g.pool == [] and g.view(None)["campaign"] is None
    assert all(g.heroes[x]["capacity"] == 1 and not len(g.gear[x]) for x in ("Ana", "Ben"))
    tiers = [g.c["location"][c.card_id]["tier"] for c in (*g.location, *g.location_deck)]
    assert tiers == [1, 2, 3, 3] and g.location_deck.cards[-1].card_id == "stair_bottom"
    wanted = Counter()
    for pick in g.quest["open"]:
        if pick["kind"] != "location":
            wanted[pick["kind"], pick["tier"]] += pick["n"]
    got = Counter((g.c["enemy"][c.card_id]["kind"], g.c["enemy"][c.card_id]["tier"]) for c in enemy_cards(g)
                  if g.c["enemy"][c.card_id]["kind"] != "nemesis")
    assert got == wanted


@pytest.mark.rule("WQ-DELVE-03", "WQ-DELVE-04", "WQ-DEF-07", "WQ-DELVE-01")
def test_leaving_a_landing_makes_the_standing_heroes_stronger():
    s = start_quest("endless_stair")
    g = s.game
    clear_enemies(g)
    g.location.top.tokens["progress"] = g.c["location"][g.location.top.card_id]["explore"]
    play_round(s, prefer=("travel", "train attack"))
    assert len(g.location_discard) == 1
    for seat in ("Ana", "Ben"):
        assert g.heroes[seat]["capacity"] == 2 and g.action_card(seat, "attack")["level"] == "advanced"
    # Ben falls; at the next landing only Ana grows
    g.suffer("Ben", g.health("Ben"), "test")
    clear_enemies(g)
    g.location.top.tokens["progress"] = g.c["location"][g.location.top.card_id]["explore"]
    play_round(s, prefer=("travel", "train rest"))
    assert len(g.location_discard) == 2
    assert g.action_card("Ana", "rest")["level"] == "advanced"
    assert g.action_card("Ben", "rest")["level"] == "basic" and g.is_defeated("Ben")
    assert any(e.text == "Ben has fallen and is out of the delve" for e in g.events)


@pytest.mark.rule("WQ-DELVE-03")
def test_a_delve_refresh_turns_depleted_gear_faceup():
    s = start_quest("endless_stair")
    g = s.game
    clear_enemies(g)
    salts = to_top(g, g.gear_deck, "smelling_salts", g.unused)
    g.table.move(salts, g.gear["Ana"], face_up=False)  # used up earlier in the delve
    for _ in range(2):
        g.location.top.tokens["progress"] = g.c["location"][g.location.top.card_id]["explore"]
        clear_enemies(g)
        play_round(s, prefer=("travel", "train"))
    assert len(g.location_discard) == 2 and salts.face_up


@pytest.mark.rule("WQ-WIN-06")
def test_a_won_delve_ends_with_no_settlement():
    s = start_quest("endless_stair")
    win(s)
    assert s.game.phase == "over" and s.outcome().winners == ["Ana", "Ben"]
    assert s.game.quest_report() is None


@pytest.mark.rule("WQ-NEM-07")
def test_a_pool_nemesis_haunts_a_later_quest_from_the_enemy_deck():
    rec = record_after(3)
    rec["pool"] = ["enemy:warden_of_rot"]
    g = start_campaign(rec).game
    assert g.quest_id == "drowned_chapel"
    warden = [c for c in enemy_cards(g) if c.card_id == "warden_of_rot"]
    assert len(warden) == 1 and warden[0] not in g.lair  # the lair holds only this sheet's own nemesis
    assert [c.card_id for c in g.lair] == ["drowned_abbess"]
    assert g.table.zone_of(warden[0]) in (g.enemy_deck, g.shadow, *g.zones.values())

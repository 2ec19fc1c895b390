"""More of the Adversary phase, abilities, classes, Brazen and Damage values, Sanctuary all at once,
scrapping that is not killing."""

from __future__ import annotations

import pytest

from hjourney_tui.core.modifiers import Modifier
from hjourney_tui.games.heroes_journey.rules import characters, elimination

from .helpers import (
    adversary_phase,
    all_events,
    do,
    empty_hand,
    hand,
    legal,
    move_card,
    new_game,
    passive,
    set_wounds,
    until_rule,
    waiting,
)


@pytest.mark.rule("HJ-ADV-02")
def test_an_adversary_plays_minions_items_and_events_in_any_order():
    game = new_game(2)
    adversary_phase(game, "Ben")
    empty_hand(game, "Ben")
    game.state.pool = 10
    arrow, spear, helm = hand(game, "Ben", "apollos_arrow", "trojan_spearman", "trojan_helm")
    do(game, "Ben", f"play {spear}")
    do(game, "Ben", f"play {helm} {spear}")
    assert game.state.bearer[helm] == spear and game.decision().rule == "HJ-ADV-02"
    assert game.state.pool == 10 - 1 - 1


@pytest.mark.rule("HJ-ADV-04")
def test_an_adversary_may_strengthen_another_adversarys_minion():
    game = new_game(3, decks="oz,iliad,oz")
    tip = game.state.players["Ana"].hero
    adversary_phase(game, "Cy")
    empty_hand(game, "Cy")
    crow = move_card(game, "Cy", "field_crow", "minions")
    do(game, "Cy", "done")
    empty_hand(game, "Ben")
    empty_hand(game, "Ana")
    [cry] = hand(game, "Ben", "ares_fury")
    game.state.pool = 5
    do(game, "Ben", "done")
    until_rule(game, "HJ-ASG-03", "Ana")
    do(game, "Ana", f"assign {tip} {crow}")
    if game.decision().rule == "HJ-ASG-03":
        do(game, "Ana", "done")
    while waiting(game) != "Ben":
        seat = waiting(game)
        do(game, seat, passive(game, seat, legal(game, seat)))
    events = [e.text for e in do(game, "Ben", f"play {cry}")]
    assert "Crow of the Western Fields is strength +3 until the end of the skirmish" in events
    assert any(t.startswith("skirmish: Tip 5 against 6") for t in events)


@pytest.mark.rule("HJ-ACT-13", "HJ-COST-04")
def test_an_ability_may_be_used_again_while_its_cost_can_be_paid():
    game = new_game(2)
    glinda = move_card(game, "Ana", "glinda", "support")  # vitality 4
    jack = move_card(game, "Ana", "jack_pumpkinhead", "party")
    set_wounds(game, jack, 2)
    set_wounds(game, game.state.players["Ana"].hero, 2)
    do(game, "Ana", f"use {glinda}")
    do(game, "Ana", f"choose {jack}")
    do(game, "Ana", f"use {glinda}")
    do(game, "Ana", f"choose {jack}")
    assert characters.wounds(game, glinda) == 2 and characters.wounds(game, jack) == 0
    do(game, "Ana", f"use {glinda}")  # a third time: 2 vitality left, one exertion
    assert f"use {glinda}" not in legal(game, "Ana")  # now exhausted


@pytest.mark.rule("HJ-BEAR-03")
def test_a_character_may_bear_any_number_of_cards_without_a_class():
    game = new_game(2, decks="alice,oz")
    alice = game.state.players["Ana"].hero
    b1, b2 = hand(game, "Ana", "drink_me", "drink_me")
    do(game, "Ana", f"play {b1} {alice}")
    assert f"play {b2} {alice}" in legal(game, "Ana")
    do(game, "Ana", f"play {b2} {alice}")
    assert characters.resistance(game, alice) == 8 + 2


@pytest.mark.rule("HJ-KW-BRAZEN-02")
def test_brazen_values_add_up_and_an_inactive_card_adds_nothing():
    game = new_game(2, decks="oz,oz")
    tiger = move_card(game, "Ana", "hungry_tiger", "party")
    game.modifiers.add(Modifier(tiger, "brazen", 1, until="game"))
    move_card(game, "Ben", "hungry_tiger", "party")  # Ben's Campaign card: inactive on Ana's turn
    do(game, "Ana", "done")
    site = legal(game, "Ben")[0]
    risk = game.state.data(site.split()[1])["risk"]
    do(game, "Ben", site)
    assert game.state.pool == 2 + risk + 2


@pytest.mark.rule("HJ-KW-DMG-02")
def test_damage_bonuses_on_one_character_add_up():
    game = new_game(2, decks="iliad,oz")
    dio = game.state.players["Ana"].hero  # Damage +1
    game.modifiers.add(Modifier(dio, "damage", 1, until="game"))
    assert characters.stat(game, dio, "damage") == 2


@pytest.mark.rule("HJ-SANC-04")
def test_sanctuary_healing_allows_no_other_action_in_between():
    game = new_game(2)
    until_rule(game, "HJ-REG-05", "Ben", choose=lambda g, s, o: "stop" if "stop" in o else passive(g, s, o))
    st = game.state
    if 3 not in st.path:
        elimination.place_site(game, "Ben", elimination.fitting_sites(game, "Ben", 3)[0], 3)
    st.players["Ana"].site = 3
    tip = st.players["Ana"].hero
    set_wounds(game, tip, 2)
    move_card(game, "Ana", "glinda", "support")
    hand(game, "Ana", "roadside_rest", "jack_pumpkinhead")
    do(game, "Ben", "stop")
    assert game.decision().rule == "HJ-SANC-02"
    assert all(o.split()[0] in ("heal", "done") for o in legal(game, "Ana"))


@pytest.mark.rule("HJ-ZONE-03", "HJ-CHR-06")
def test_minions_discarded_at_the_end_of_a_turn_are_not_killed():
    game = new_game(2)
    adversary_phase(game, "Ben")
    m = move_card(game, "Ben", "trojan_spearman", "minions")
    empty_hand(game, "Ana")
    empty_hand(game, "Ben")
    until_rule(game, "HJ-REG-05", "Ana")
    do(game, "Ana", "stop")
    assert game.state.zone_kind(m) == "scrap"
    assert not any("killed" in t and "Trojan Spearman" in t for t in all_events(game))


@pytest.mark.rule("HJ-SANC-06", "HJ-KW-SANC-01")
def test_a_printed_sanctuary_adds_to_the_one_site_three_gives():
    from hjourney_tui.games.heroes_journey.rules import campaign
    game = new_game(2, decks="oz,jungle")
    cave = next(c.uid for c in game.state.players["Ben"].atlas.cards if c.card_id == "wolf_cave")  # Sanctuary 2
    elimination.place_site(game, "Ben", cave, 3)
    assert campaign.sanctuary_value(game, 3) == 7
    first = game.state.path[1]
    assert campaign.sanctuary_value(game, 1) == game.state.data(first).get("sanctuary", 0)


@pytest.mark.rule("HJ-MP-05")
def test_an_opponent_with_no_fitting_site_passes_the_refill_on():
    from hjourney_tui.games.heroes_journey.rules import GameOver  # noqa: F401
    game = new_game(3, decks="oz,iliad,oz", bids={"Ana": 5})
    st = game.state
    for c in [c for c in st.players["Cy"].atlas.cards if c.card_id in st.content.sites
              and st.content.sites[c.card_id]["region"] == 1]:
        game.table.move(c, st.players["Cy"].removed)
    adversary_phase(game, "Cy")
    st.pool = 5
    empty_hand(game, "Cy")
    [curse] = hand(game, "Cy", "mombis_curse")
    do(game, "Cy", f"play {curse}")  # Ana's Hero falls: site 1 (hers) leaves the path
    assert game.decision().rule == "HJ-MP-04" and waiting(game) == "Ben"  # Cy, on her right, has none


def _words_skirmish(copies: int):
    game = new_game(2, decks="jungle,iliad")
    mowgli = game.state.players["Ana"].hero
    words = [move_card(game, "Ana", "jungle_ways", "borne", bearer=mowgli) for _ in range(copies)]
    adversary_phase(game, "Ben")
    m = move_card(game, "Ben", "sarpedon", "minions")  # 10, indomitable: never overwhelmed by Mowgli
    empty_hand(game, "Ana")
    empty_hand(game, "Ben")
    hand(game, "Ana", *(["pack_wolf"] * 4), *(["grey_brother"] * 2))
    do(game, "Ben", "done")
    until_rule(game, "HJ-ASG-03", "Ana")
    game.modifiers.add(Modifier(m, "strength", 12, kind="set", until="game"))
    do(game, "Ana", f"assign {mowgli} {m}")
    if game.decision().rule == "HJ-ASG-03":
        do(game, "Ana", "done")
    return game, mowgli, words


def _use_all(game, word):
    used = 0
    while f"use {word}" in legal(game, "Ana"):
        do(game, "Ana", f"use {word}")
        do(game, "Ana", legal(game, "Ana")[0])  # the card to discard
        used += 1
    return used


@pytest.mark.rule("HJ-LIM-01")
def test_a_limit_caps_what_one_copy_gives_in_a_skirmish():
    game, mowgli, (word,) = _words_skirmish(1)
    assert _use_all(game, word) == 2
    assert any(t.startswith("skirmish: Mowgli 7 against 12") for t in all_events(game))
    assert len(game.state.players["Ana"].hand) == 4  # cards are still there to pay with


@pytest.mark.rule("HJ-LIM-03", "HJ-EDGE-23")
def test_each_copy_counts_its_own_limit():
    game, mowgli, (w1, w2) = _words_skirmish(2)
    assert _use_all(game, w1) == 2 and _use_all(game, w2) == 2
    assert any(t.startswith("skirmish: Mowgli 9 against 12") for t in all_events(game))


@pytest.mark.rule("HJ-WIN-03")
def test_a_hero_leaving_play_by_any_road_loses_the_game():
    game = new_game(2)
    p = game.state.players["Ana"]
    from hjourney_tui.games.heroes_journey.rules import GameOver
    with pytest.raises(GameOver):
        characters.leave_play(game, p.hero, p.scrap)  # discarded, not killed
    assert game.outcome().winners == ["Ben"] and not p.quest.cards


@pytest.mark.rule("HJ-SITE-08", "HJ-EDGE-13")
def test_a_sites_text_serves_only_the_campaign_players_party():
    game = new_game(2)
    until_rule(game, "HJ-REG-05", "Ben", choose=lambda g, s, o: "stop" if "stop" in o else passive(g, s, o))
    st = game.state
    if 3 not in st.path:
        elimination.place_site(game, "Ben", elimination.fitting_sites(game, "Ben", 3)[0], 3)
    st.players["Ana"].site = 3
    st.players["Ben"].site = 3
    tip, dio = st.players["Ana"].hero, st.players["Ben"].hero
    set_wounds(game, tip, 1)
    set_wounds(game, dio, 1)
    do(game, "Ben", "stop")  # Ana's turn: both parties stand on the Sanctuary
    assert game.decision().rule == "HJ-SANC-02" and legal(game, "Ana") == [f"heal {tip}", "done"]
    do(game, "Ana", f"heal {tip}")
    assert characters.wounds(game, tip) == 0 and characters.wounds(game, dio) == 1


@pytest.mark.rule("HJ-ACTV-03")
def test_an_inactive_companion_cannot_be_targeted():
    game = new_game(3, decks="oz,iliad,oz")
    st = game.state
    cy_jack = move_card(game, "Cy", "jack_pumpkinhead", "party")  # Cy's Campaign card: inactive on Ana's turn
    adversary_phase(game, "Cy")
    do(game, "Cy", "done")
    empty_hand(game, "Ben")
    [arrow] = hand(game, "Ben", "apollos_arrow")
    move_card(game, "Ben", "trojan_spearman", "minions")
    empty_hand(game, "Ana")
    st.pool = 5
    jack = move_card(game, "Ana", "jack_pumpkinhead", "party")
    do(game, "Ben", "done")
    assert game.state.turn.step == "barrage" and waiting(game) == "Ben"
    do(game, "Ben", f"play {arrow}")
    targets = [o.split()[1] for o in legal(game, "Ben")]
    assert sorted(targets) == sorted([st.players["Ana"].hero, jack])
    assert cy_jack not in targets and st.players["Ben"].hero not in targets

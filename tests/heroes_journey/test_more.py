"""More of the turn's order and of the keywords: phases in sequence, windows, Brazen, Damage only
for winners, Defender and Durable values, the shared path, saves."""

from __future__ import annotations

import pytest

from hjourney_tui.core.game import Refused, Seat
from hjourney_tui.core.modifiers import Modifier
from hjourney_tui.core.saves import load_save, write_save
from hjourney_tui.core.session import Session
from hjourney_tui.registry import game_info

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
    until_rule,
    waiting,
    wounds,
)


def _melee_ready(minions, companions=(), ana_hand=(), ben_hand=(), decks="oz,iliad"):
    game = new_game(2, decks=decks)
    comps = [game.state.players["Ana"].hero] + [move_card(game, "Ana", c, "party") for c in companions]
    adversary_phase(game, "Ben")
    mins = [move_card(game, "Ben", m, "minions") for m in minions]
    empty_hand(game, "Ana")
    empty_hand(game, "Ben")
    a = [hand(game, "Ana", c)[0] for c in ana_hand]
    b = [hand(game, "Ben", c)[0] for c in ben_hand]
    return game, comps, mins, a, b


@pytest.mark.rule("HJ-TURN-01", "HJ-ADV-07", "HJ-RNG-13", "HJ-SKR-18", "HJ-RNG-01")
def test_a_turn_runs_campaign_adversary_ranged_melee_regroup():
    game, (tip,), (archer,), _, _ = _melee_ready(["lykian_archer"])
    do(game, "Ben", "done")
    until_rule(game, "HJ-REG-05", "Ana")
    log = all_events(game)
    log = log[next(i for i, t in enumerate(log) if t.startswith("turn 1")):]

    def at(prefix):
        return next(i for i, t in enumerate(log) if t.startswith(prefix))
    assert at("Ana's party moves") < at("ranged fire") < at("Ana is done assigning") < at("Ben draws")


@pytest.mark.rule("HJ-RNG-02", "HJ-RNG-03", "HJ-PLAY-18", "HJ-ACT-08")
def test_a_barrage_event_is_offered_in_the_barrage_step_only():
    game, (tip,), (m,), _, (arrow,) = _melee_ready(["trojan_spearman"], ben_hand=["apollos_arrow"])
    game.state.pool = 5
    assert f"play {arrow}" not in legal(game, "Ben")  # not in his Adversary phase
    do(game, "Ben", "done")
    assert game.state.turn.step == "barrage" and waiting(game) == "Ben"
    assert f"play {arrow}" in legal(game, "Ben")
    do(game, "Ben", f"play {arrow}")
    assert wounds(game, tip) == 1 and game.state.pool == 3


def _skirmish_window(ana_hand=("powder_of_life",), ben_hand=("ares_fury",)):
    """Tip assigned to a Trojan spearman (4), both players holding a skirmish event: the window opens."""
    game, (tip,), (m,), a, b = _melee_ready(["trojan_spearman"], ana_hand=list(ana_hand), ben_hand=list(ben_hand))
    game.state.pool = 5
    do(game, "Ben", "done")
    until_rule(game, "HJ-ASG-03", "Ana")
    do(game, "Ana", f"assign {tip} {m}")
    if game.decision().rule == "HJ-ASG-03":
        do(game, "Ana", "done")
    return game, tip, m, a, b


@pytest.mark.rule("HJ-ACT-02", "HJ-ACT-03", "HJ-ACT-04")
def test_the_campaign_player_acts_first_and_one_who_passed_is_asked_again_after_an_action():
    game, tip, m, (powder,), (howl,) = _skirmish_window()
    assert game.decision().kind == "priority" and waiting(game) == "Ana"  # the Campaign player first
    do(game, "Ana", "pass")
    assert waiting(game) == "Ben"
    do(game, "Ben", f"play {howl}")
    assert waiting(game) == "Ana"  # one action, then the turn moves on; Ana passed, yet is asked again
    assert f"play {powder}" in legal(game, "Ana")


@pytest.mark.rule("HJ-ACT-05")
def test_the_skirmish_window_closes_only_when_all_pass_in_a_row():
    game, tip, m, _, (howl, _) = _skirmish_window(ben_hand=("ares_fury", "ares_fury"))
    do(game, "Ana", "pass")
    do(game, "Ben", f"play {howl}")  # 7 against Tip's 5
    do(game, "Ana", "pass")
    assert game.state.zone_kind(m) == "minions" and waiting(game) == "Ben"  # not closed: Ben has not passed
    events = do(game, "Ben", "pass")  # two passes in a row: the skirmish resolves
    assert "skirmish: Tip 5 against 7; the minions win" in [e.text for e in events]
    game, tip, m, _, _ = _skirmish_window()
    do(game, "Ana", "pass")
    events = do(game, "Ben", "pass")  # both pass at once: closed at once
    assert "skirmish: Tip 5 against 4; the companion wins" in [e.text for e in events]


@pytest.mark.rule("HJ-SKR-04", "HJ-TURN-12", "HJ-PLAY-11")
def test_a_skirmish_boost_lasts_from_the_scrap_pile_until_its_skirmish_ends():
    game, tip, m, (powder,), (howl,) = _skirmish_window()
    do(game, "Ana", "pass")
    do(game, "Ben", f"play {howl}")  # 4 + 3 = 7 against Tip's 5
    assert game.state.zone_kind(howl) == "scrap" and game.modifiers.stat(m, "strength") == 7  # it lasts on
    events = do(game, "Ana", f"play {powder}")  # Tip 8
    # nobody has anything left: both pass by themselves in a row and the window closes
    assert "skirmish: Tip 8 against 7; the companion wins" in [e.text for e in events]
    assert game.state.zone_kind(m) == "scrap"
    assert game.modifiers.stat(tip, "strength") == 5  # the boosts lasted for that skirmish only


@pytest.mark.rule("HJ-KW-BRAZEN-01")
def test_a_brazen_card_adds_to_the_pool_when_the_party_moves():
    game = new_game(2)
    move_card(game, "Ana", "hungry_tiger", "party")  # Brazen 1
    do(game, "Ana", "done")
    site = legal(game, "Ben")[0]
    risk = game.state.data(site.split()[1])["risk"]
    do(game, "Ben", site)
    assert game.state.pool == 1 + risk + 2


@pytest.mark.rule("HJ-KW-DMG-04")
def test_damage_on_the_losing_side_adds_nothing():
    game, (tip, tiger), (m,), _, _ = _melee_ready(["shield_wall"], ["hungry_tiger"])
    do(game, "Ben", "done")
    until_rule(game, "HJ-ASG-03", "Ana")
    game.modifiers.add(Modifier(tiger, "strength", 5, kind="set", until="game"))
    game.modifiers.add(Modifier(m, "strength", 7, kind="set", until="game"))
    do(game, "Ana", f"assign {tiger} {m}")
    if game.decision().rule == "HJ-ASG-03":
        do(game, "Ana", "done")
    assert wounds(game, tiger) == 1


@pytest.mark.rule("HJ-KW-DEF-02")
def test_defender_values_add_up():
    game, (tip, saw), mins, _, _ = _melee_ready(["trojan_spearman"] * 3 + ["shield_wall"], ["saw_horse"])
    game.modifiers.add(Modifier(saw, "defender", 1, until="game"))
    do(game, "Ben", "done")
    until_rule(game, "HJ-ASG-03", "Ana")
    for m in mins[:3]:
        do(game, "Ana", f"assign {saw} {m}")
    assert not any(o.startswith(f"assign {saw} ") for o in legal(game, "Ana"))


@pytest.mark.rule("HJ-KW-DUR-05")
def test_with_several_durable_values_the_lowest_counts():
    from hjourney_tui.games.heroes_journey.rules import characters
    game = new_game(2)
    jack = move_card(game, "Ana", "jack_pumpkinhead", "party")  # Durable 1
    game.modifiers.add(Modifier(jack, "durable", 3, until="game"))
    assert characters.durable(game, jack) == 1


@pytest.mark.rule("HJ-EDGE-18", "HJ-TURN-09", "HJ-CHR-02")
def test_when_ranged_fire_kills_every_minion_melee_is_skipped():
    game = new_game(2, decks="iliad,oz")
    move_card(game, "Ana", "teukros", "party")  # Shoot +1
    adversary_phase(game, "Ben")
    m = move_card(game, "Ben", "winkie_wolf", "minions")  # vitality 1
    empty_hand(game, "Ana")
    empty_hand(game, "Ben")
    do(game, "Ben", "done")
    assert game.state.zone_kind(m) == "scrap"
    assert game.state.turn.phase == "regroup"
    assert not any("assign" in t for t in all_events(game))


@pytest.mark.rule("HJ-SITE-07", "HJ-MOVE-08", "HJ-SITE-01")
def test_a_players_own_copy_of_a_placed_site_may_join_the_path_and_sites_are_shared():
    from .helpers import bid_all, finish_setup, make, pick_places
    game = make(2, decks="oz,oz")
    bid_all(game)
    pick_places(game)
    corn = next(c.uid for c in game.state.players["Ana"].atlas.cards if c.card_id == "gillikin_cornfield")
    do(game, "Ana", f"site {corn}")
    finish_setup(game)
    do(game, "Ana", "done")
    his = next(o for o in legal(game, "Ben") if game.state.card(o.split()[1]).card_id == "gillikin_cornfield")
    do(game, "Ben", his)
    assert game.state.path[1] == corn and game.state.path[2] == his.split()[1]
    until_rule(game, "HJ-CAMP-03", "Ben", choose=lambda g, s, o: "stop" if "stop" in o else passive(g, s, o))
    do(game, "Ben", "done")
    assert game.state.players["Ben"].site == 2 and game.decision().rule != "HJ-SITE-05"  # no new site


@pytest.mark.rule("HJ-ZONE-05")
def test_what_a_character_bears_is_discarded_when_it_leaves_play():
    game, (tip, saw), (m,), (staff,), _ = _melee_ready(["shield_wall"], ["saw_horse"], ana_hand=["gillikin_staff"])
    game.state.turn.phase = "campaign"
    game.table.move(game.state.card(staff), game.state.players["Ana"].borne)
    game.state.bearer[staff] = saw
    game.state.turn.phase = "adversary"
    do(game, "Ben", "done")
    until_rule(game, "HJ-ASG-03", "Ana")
    game.modifiers.add(Modifier(m, "strength", 20, kind="set", until="game"))
    do(game, "Ana", f"assign {saw} {m}")
    if game.decision().rule == "HJ-ASG-03":
        do(game, "Ana", "done")
    assert game.state.zone_kind(saw) == "dead" and game.state.zone_kind(staff) == "scrap"
    assert staff not in game.state.bearer


@pytest.mark.rule("HJ-PLAY-02", "HJ-COST-02")
def test_a_refused_play_changes_nothing():
    game = new_game(2)
    [tip2] = hand(game, "Ana", "tip")
    before = game.digest()
    with pytest.raises(Refused):
        do(game, "Ana", f"play {tip2}")
    assert game.digest() == before and game.state.zone_kind(tip2) == "hand"


@pytest.mark.rule("HJ-PLAY-03", "HJ-COST-06")
def test_risk_is_paid_before_a_to_play_burden():
    game = new_game(2)
    [bug] = hand(game, "Ana", "woggle_bug")
    events = do(game, "Ana", f"play {bug}")
    kinds = [e.kind for e in events]
    assert kinds.index("risk") < kinds.index("burden") < kinds.index("enter")
    assert game.state.players["Ana"].burdens == 1


@pytest.mark.rule("HJ-UNQ-07")
def test_non_unique_cards_may_have_many_copies_in_play():
    game = new_game(2, decks="iliad,oz")
    move_card(game, "Ana", "myrmidon", "party")
    [m2] = hand(game, "Ana", "myrmidon")
    do(game, "Ana", f"play {m2}")
    assert sum(1 for c in game.state.players["Ana"].party.cards if c.card_id == "myrmidon") == 2


@pytest.mark.rule("HJ-SAVE-02", "HJ-SAVE-04")
def test_a_saved_game_loads_to_the_same_position_and_options(tmp_path):
    info = game_info("heroes_journey")
    session = Session.new(info, [Seat("Ana"), Seat("Ben")], "competitive", 5, {"persistent_pool": True})
    for _ in range(40):
        legal_now = session.game.legal_commands()
        if not legal_now:
            break
        session.apply(legal_now[0].seat, legal_now[-1].text)
    path = tmp_path / "hj.toml"
    write_save(session, path)
    loaded = load_save(path)
    assert loaded.game.digest() == session.game.digest()
    assert [c.text for c in loaded.game.legal_commands()] == [c.text for c in session.game.legal_commands()]
    assert loaded.game.options["persistent_pool"] is True

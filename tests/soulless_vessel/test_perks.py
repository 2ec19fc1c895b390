"""Vessel perks in play: the basic perk of the body worn and the perks its wearer unlocked for that
vessel type, worked out afresh when a body is found or swapped."""

from __future__ import annotations

import pytest

from hjourney_tui.core.game import Refused
from hjourney_tui.games.soulless_vessel import board
from hjourney_tui.games.soulless_vessel.rules import perks
from hjourney_tui.games.soulless_vessel.rules.attack import attack_pool
from hjourney_tui.games.soulless_vessel.rules.defence import defence_pool
from hjourney_tui.games.soulless_vessel.rules.statuses import on_hero
from hjourney_tui.games.soulless_vessel.state import Found
from tests.soulless_vessel.campaign_helpers import hero, quest, record
from tests.soulless_vessel.helpers import (
    STD_1,
    STD_CRIT,
    commit,
    events,
    foes,
    new,
    open_board,
    put,
    rig,
    set_ai,
    to_turn,
)
from tests.soulless_vessel.test_found_vessels import free_beside


def _game(ana_unlocks: dict, bo_unlocks: dict):
    rec = record()
    rec["heroes"] = {"Ana": hero("Ana", vessel="drowned_fisher", unlocks=ana_unlocks),
                     "Bo": hero("Bo", vessel="tanners_widow", unlocks=bo_unlocks)}
    g = quest(rec)
    g.state.found = []
    to_turn(g, "Ana")
    return g


@pytest.mark.rule("VS-VES-05")
def test_a_newly_inhabited_vessel_brings_its_basic_perk_and_the_heros_unlocks_for_it():
    # Ana unlocked Iron Gut for Salt Miners (and a perk of another type); Heavy Arm is the basic perk
    g = _game({"salt_miner": ["iron_gut"], "hedge_knight": ["bruiser"]}, {})
    ana = g.state.heroes["Ana"]
    s = free_beside(g)
    g.state.found.append(Found(s, "salt_miner"))
    g._legal_cache = None
    before = attack_pool(g, ana, {})["power"]
    g.apply("Ana", f"inhabit {board.name(s)}")
    assert ana.vessel == "salt_miner"
    assert [p for p, _ in perks.of(g, ana)] == ["basic", "iron_gut"]
    assert g.view("Ana")["heroes"]["Ana"]["perks"] == ["basic", "iron_gut"]
    assert attack_pool(g, ana, {})["power"] == before + 1  # Heavy Arm: a Power Die on attacks
    on_hero(g, ana, "bleed", 2)
    assert "bleed" not in ana.statuses  # Iron Gut, unlocked by Ana for this type
    assert perks.total(g, ana, "reduce_scratches") == 0  # Hardy is not unlocked


@pytest.mark.rule("VS-VES-08")
def test_after_a_swap_each_hero_has_only_its_own_unlocks_for_the_new_body():
    # Bo unlocked Thick Skin for the Tanner's Widow he wears; Ana unlocked Bloodletter for it
    g = _game({"tanners_widow": ["bloodletter"]}, {"tanners_widow": ["thick_skin"]})
    ana, bo = g.state.heroes["Ana"], g.state.heroes["Bo"]
    put(g, "Bo", board.name(free_beside(g)))
    assert defence_pool(g, bo)["power"] == 1
    g.apply("Ana", "swap bo")
    assert ana.vessel == "tanners_widow" and bo.vessel == "drowned_fisher"
    assert [p for p, _ in perks.of(g, ana)] == ["basic", "bloodletter"]
    assert [p for p, _ in perks.of(g, bo)] == ["basic"]
    assert defence_pool(g, ana)["power"] == 0  # Bo's Thick Skin stays with Bo, not with the body
    assert defence_pool(g, bo)["power"] == 0
    on_hero(g, ana, "bleed", 1)
    assert "bleed" not in ana.statuses  # the Widow's basic perk, Iron Gut, comes with the body
    assert perks.has(g, bo, "slippery") and not perks.has(g, ana, "slippery")


def test_outside_a_campaign_a_vessel_gives_its_basic_perk_only():
    g = new()
    h = next(iter(g.state.heroes.values()))
    assert [p for p, _ in perks.of(g, h)] == ["basic"]


def _kill_a_rat(vessel: str, unlocks: list[str]):
    """Ana, in a campaign quest in this vessel with these perks unlocked, fells a Grave Rat with her
    attack; the rats act after her."""
    rec = record(seats=("Ana",))
    rec["heroes"] = {"Ana": hero("Ana", vessel=vessel, unlocks={vessel: unlocks})}
    g = quest(rec)
    open_board(g)
    put(g, "Ana", "c3")
    foes(g, "grave_rats", "d3", "d4")
    set_ai(g, "grave_rats", "grudge")
    g.state.groups["grave_rats"].acts_at = 1
    to_turn(g, "Ana", {"Ana": ["hew", "rend"]})
    ana = g.state.heroes["Ana"]
    ana.scratches = 2
    coins = g.party.coins
    rig(g, STD_CRIT, STD_CRIT, STD_CRIT)
    g.apply("Ana", "major hew grave_rats1")
    assert "grave_rats1" not in g.state.enemies
    return g, ana, coins


def test_soul_eater_heals_a_scratch_when_the_heros_attack_fells_an_enemy():
    g, ana, _ = _kill_a_rat("tanners_widow", ["soul_eater"])
    assert ana.scratches == 1
    g, ana, _ = _kill_a_rat("tanners_widow", [])  # not unlocked: nothing
    assert ana.scratches == 2


def test_scavenger_finds_a_coin_when_the_heros_attack_fells_an_enemy():
    g, _, coins = _kill_a_rat("rat_catcher", ["scavenger"])
    assert g.party.coins == coins + 1
    g, _, coins = _kill_a_rat("rat_catcher", [])
    assert g.party.coins == coins


def _strike_the_colossus(unlocks: list[str], standard_face: int):
    """Ana, a Hedge Knight with these perks unlocked, hits a Hollow Colossus (defence 5) for little
    power; the standard die shows this face."""
    rec = record(seats=("Ana",))
    rec["heroes"] = {"Ana": hero("Ana", vessel="hedge_knight", unlocks={"hedge_knight": unlocks})}
    g = quest(rec)
    open_board(g)
    put(g, "Ana", "c3")
    [eid] = foes(g, "hollow_colossus", "d3")
    set_ai(g, "hollow_colossus", "patient_stalk")
    g.state.groups["hollow_colossus"].acts_at = 1
    to_turn(g, "Ana", {"Ana": ["hew", "rend"]})
    rig(g, standard_face, 0, 0, 0, 0)
    g.apply("Ana", f"major hew {eid}")
    return g.state.enemies[eid].tokens


def test_skull_ringer_dazes_the_enemy_a_critical_hits():
    assert _strike_the_colossus(["skull_ringer"], STD_CRIT) == {"dazed": 1}
    assert _strike_the_colossus(["skull_ringer"], STD_1) == {}  # no Critical: nothing
    assert _strike_the_colossus([], STD_CRIT) == {}  # not unlocked: nothing


def _rat_bites_ana(bo_unlocks: list[str], bo_at: str = "b3"):
    """A Grave Rat acting first bites Ana; Bo, a Hedge Knight with these perks unlocked, stands at
    `bo_at`.  Ana's defence die shows 1.  The defence: (hero, attack, scratches)."""
    rec = record(seats=("Ana", "Bo"))
    rec["heroes"] = {"Ana": hero("Ana", vessel="drowned_fisher"),
                     "Bo": hero("Bo", vessel="hedge_knight", unlocks={"hedge_knight": bo_unlocks})}
    g = quest(rec)
    open_board(g)
    put(g, "Ana", "c3")
    put(g, "Bo", bo_at)
    foes(g, "grave_rats", "d3")
    set_ai(g, "grave_rats", "patient_stalk")
    g.state.groups["grave_rats"].acts_at = 99
    commit(g, {})
    for _ in range(60):
        if events(g, "defend") or g.decision().kind == "turn":
            break
        opts = g.legal_commands()
        ini = [c for c in opts if c.verb == "initiative"]
        pick = min(ini, key=lambda c: c.data["initiative"]) if ini else \
            next((c for c in opts if c.seat == opts[0].seat and c.text in ("end", "done", "pass")), opts[0])
        rig(g, STD_1)
        g.apply(pick.seat, pick.text)
    return [(e.data["seat"], e.data["attack"], e.data["scratches"]) for e in events(g, "defend")]


def test_guard_instinct_blocks_for_an_adjacent_ally_attacked():
    assert _rat_bites_ana([]) == [("Ana", 2, 1)]  # attack 2 against a 1
    assert _rat_bites_ana(["guard_instinct"]) == [("Ana", 2, 0)]  # a block takes the last scratch
    assert _rat_bites_ana(["guard_instinct"], bo_at="a1") == [("Ana", 2, 1)]  # too far to guard


def _rat_two_squares_off(unlocks: list[str]):
    """Ana, a Bog Sentry with these perks unlocked and a cudgel in hand, two squares from a rat."""
    rec = record(seats=("Ana",))
    rec["heroes"] = {"Ana": hero("Ana", vessel="bog_sentry", unlocks={"bog_sentry": unlocks})}
    g = quest(rec)
    open_board(g)
    put(g, "Ana", "c3")
    foes(g, "grave_rats", "e3")
    set_ai(g, "grave_rats", "patient_stalk")
    g.state.groups["grave_rats"].acts_at = 1
    to_turn(g, "Ana", {"Ana": ["hew", "rend"]})
    assert g.state.heroes["Ana"].weapon == "cudgel"
    return g


def test_long_arms_lets_a_melee_weapon_strike_two_squares_away():
    g = _rat_two_squares_off(["long_arms"])
    assert g.view("Ana")["heroes"]["Ana"]["weapon_range"] == 2
    g.apply("Ana", "major rend grave_rats1")  # the attack is rolled (a Plus to spend is offered)
    assert events(g, "ability")[-1].data["seat"] == "Ana" and events(g, "roll")[-1].data["enemy"] == "grave_rats1"
    g = _rat_two_squares_off([])
    with pytest.raises(Refused):
        g.apply("Ana", "major rend grave_rats1")


def _end_a_bleeding_turn(unlocks: list[str]) -> list[dict]:
    """Ana, a Rat Catcher with these perks unlocked and 2 Bleed on her, ends her turn; what her
    vessel did about it."""
    rec = record(seats=("Ana",))
    rec["heroes"] = {"Ana": hero("Ana", vessel="rat_catcher", unlocks={"rat_catcher": unlocks})}
    g = quest(rec)
    open_board(g)
    put(g, "Ana", "c3")
    to_turn(g, "Ana", {"Ana": []})
    g.state.heroes["Ana"].statuses["bleed"] = 2
    g.apply("Ana", "end")
    return [e.data for e in events(g, "perk")]


def test_swift_recovery_takes_a_bleed_off_as_the_heros_activation_ends():
    assert _end_a_bleeding_turn(["swift_recovery"]) == [{"seat": "Ana", "status": "bleed", "left": 1}]
    assert _end_a_bleeding_turn([]) == []


def _open_the_gate(unlocks: list[str]) -> tuple[int, int]:
    """Ana, a Ferryman with these perks unlocked, opens the first closed door from beside it; her
    movement points before and after."""
    rec = record(seats=("Ana",))
    rec["heroes"] = {"Ana": hero("Ana", vessel="ferryman", unlocks={"ferryman": unlocks})}
    g = quest(rec)
    did, door = next((k, v) for k, v in g.map().doors.items() if k not in g.state.board.open_doors)
    put(g, "Ana", board.name(door.inside))
    to_turn(g, "Ana", {"Ana": []})
    before = g.state.heroes["Ana"].mp
    g.apply("Ana", f"open {did}")
    return before, g.state.heroes["Ana"].mp


def test_door_sense_gives_back_a_movement_point_when_the_hero_opens_a_door():
    assert _open_the_gate(["door_sense"]) == (4, 4)  # the door's point paid, one given back
    assert _open_the_gate([]) == (4, 3)

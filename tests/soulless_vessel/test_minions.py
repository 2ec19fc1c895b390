"""Summoned minions: when they act, how their controller orders them, how they attack and defend,
and how enemies choose between them and the heroes."""

from __future__ import annotations

import dataclasses

import pytest

from hjourney_tui.games.soulless_vessel import board
from hjourney_tui.games.soulless_vessel.printed import AiCard
from hjourney_tui.games.soulless_vessel.state import Minion
from tests.soulless_vessel.helpers import (
    CUR_M1,
    POW_1,
    POW_2,
    STD_1,
    STD_1PLUS,
    STD_2,
    STD_BOTCH,
    STD_CRIT,
    commit,
    events,
    foes,
    legal,
    new,
    open_board,
    put,
    rig,
    set_ai,
    to_turn,
)


def minion_at(g, square: str, kind: str = "hound", owner: str = "Ana", card: str = "whistle") -> str:
    """A minion already on the table, its card ongoing on its owner's effects tracker."""
    st = g.state
    st.spawned[kind] = st.spawned.get(kind, 0) + 1
    mid = f"{kind}{st.spawned[kind]}"
    st.minions[mid] = Minion(mid, kind, owner, card, board.parse(square), toughness=g.content.minions[kind].toughness)
    st.heroes[owner].deck.append(card)
    st.heroes[owner].effects[card] = 3
    g._legal_cache = None
    return mid


def answer(g, stop=lambda g: False, turns: int = 40) -> None:
    """Answer plainly until `stop` holds: heroes and minions end their turns, the party takes the
    first square or target offered, and nothing is placed."""
    for _ in range(turns):
        if stop(g) or g.outcome() is not None:
            return
        opts = g.legal_commands()
        seat = opts[0].seat
        mine = [c.text for c in opts if c.seat == seat]
        pick = next((t for t in mine if t in ("end", "done", "go") or t.endswith(" end")), mine[0])
        g.apply(seat, pick)
    raise AssertionError("the game never got there")


def next_round(g) -> None:
    """Play on to the next round's card placement, placing nothing."""
    r = g.state.round
    answer(g, lambda g: g.state.round > r and g.state.step == "place")


def with_ai(g, cid: str, *priorities: str) -> None:
    """A made-up AI card for this game alone, held by every group on the table."""
    g.content = dataclasses.replace(g.content, ai_cards={**g.content.ai_cards, cid: AiCard(cid, priorities, 0, 5)})
    for gid in g.state.groups:
        set_ai(g, gid, cid)


def summoned(group_init: int, foe: str = "gnawer", at: str = "s4"):
    """Ana at d3 plays Whistle (a hound for 3 rounds) and places it at e3; one enemy at `at`."""
    g = new(1)
    open_board(g)
    put(g, "Ana", "d3")
    [eid] = foes(g, foe, at)
    set_ai(g, foe, "hold_grudge")
    g.state.groups[foe].acts_at = group_init
    g.state.heroes["Ana"].deck.append("whistle")
    to_turn(g, "Ana", {"Ana": ["whistle"]})
    g.apply("Ana", "major whistle")
    assert "minion hound1 place e3" in legal(g, "Ana")
    g.apply("Ana", "minion hound1 place e3")
    return g, eid


@pytest.mark.rule("VS-ROUND-07")
def test_a_minion_acts_before_an_enemy_group_on_the_same_initiative():
    g, eid = summoned(0)
    assert g.decision().kind == "minion" and g.decision().seats == ("Ana",)
    assert not g.state.groups["gnawer"].acted
    g.apply("Ana", "minion hound1 end")
    assert g.state.groups["gnawer"].acted


@pytest.mark.rule("VS-INIT-02")
def test_a_minion_acts_at_initiative_zero():
    g, eid = summoned(1)  # the group at 1 goes first, then the minion at 0
    assert g.decision().kind == "minion"
    assert g.state.groups["gnawer"].acted
    assert events(g, "turn")[-1].data["initiative"] == 0
    g, eid = summoned(-1)  # a group below 0 waits for the minion
    assert g.decision().kind == "minion" and not g.state.groups["gnawer"].acted


@pytest.mark.rule("VS-MINION-01")
def test_a_minion_moves_its_speed_and_attacks_in_melee_with_a_standard_die_and_its_own_dice():
    g, eid = summoned(-5, "husk", "g3")
    moves = [c for c in g.legal_commands("Ana") if c.data.get("action") == "move"]
    assert max(c.data["cost"] for c in moves) == 4  # the hound's speed
    assert not [c for c in g.legal_commands("Ana") if c.data.get("action") == "attack"]  # g3 is 2 away
    g.apply("Ana", "minion hound1 move f3")
    [hit] = [c for c in g.legal_commands("Ana") if c.data.get("action") == "attack"]
    assert hit.data["target"] == eid and hit.data["dice"] == {"standard": 1, "power": 1}


@pytest.mark.rule("VS-MINION-02")
@pytest.mark.rule("VS-MINION-09")
def test_a_minion_spends_plus_for_power_and_deals_wounds_as_a_hero_does():
    for spend, wounds in ((1, 1), (0, 0)):
        g, eid = summoned(-5, "husk", "f3")  # defence 3
        rig(g, STD_1PLUS, POW_1)  # power 2 and a Plus
        g.apply("Ana", f"minion hound1 attack {eid}")
        spends = {c.data["plus"] for c in g.legal_commands("Ana")}
        assert spends == {0, 1}
        g.apply("Ana", f"minion hound1 spend {spend}")
        assert events(g, "attack")[-1].data["power"] == 2 + spend
        assert g.state.enemies[eid].wounds == wounds


@pytest.mark.rule("VS-MINION-09")
def test_weaken_tokens_and_criticals_count_for_a_minions_attack():
    g, eid = summoned(-5, "husk", "f3")
    g.state.enemies[eid].tokens = {"weaken": 1}
    rig(g, STD_1, POW_1)  # power 2, +1 for Weaken: 3 against defence 3
    g.apply("Ana", f"minion hound1 attack {eid}")
    assert g.state.enemies[eid].wounds == 1
    g, eid = summoned(-5, "husk", "f3")
    rig(g, STD_CRIT, POW_1)  # power 1 and a Critical
    g.apply("Ana", f"minion hound1 attack {eid}")
    assert g.state.enemies[eid].wounds == 1


def attacked_minion(kind: str, *faces: int):
    """A lone husk (attack 3) next to a minion and far from Ana, which it attacks on its turn."""
    g = new(1)
    open_board(g)
    put(g, "Ana", "d3")
    mid = minion_at(g, "r5", kind)
    [eid] = foes(g, "husk", "s5")
    set_ai(g, "husk", "hold_grudge")
    rig(g, *faces)
    commit(g, {})
    return g, mid, eid


@pytest.mark.rule("VS-MINION-04")
def test_a_minion_defends_like_a_hero():
    g, mid, _ = attacked_minion("thrall", STD_2, POW_2)  # power 4 against attack 3: still one scratch
    hit = [e for e in events(g, "defend") if e.data.get("minion") == mid][0].data
    assert hit["roll"]["power"] == 4 and hit["scratches"] == 1
    assert [d for d, _ in hit["roll"]["faces"]] == ["standard", "power"]  # a Standard Die and its own dice
    g, mid, _ = attacked_minion("hound", STD_CRIT)
    assert [e for e in events(g, "defend") if e.data.get("minion") == mid][0].data["scratches"] == 0
    assert g.state.minions[mid].scratches == 0


@pytest.mark.rule("VS-MINION-05")
@pytest.mark.rule("VS-HP-13")
def test_a_minion_falls_only_when_its_scratches_go_past_its_toughness():
    g, mid, _ = attacked_minion("hound", STD_1PLUS)  # 2 scratches: its toughness, it stands
    assert g.state.minions[mid].scratches == 2
    g, mid, _ = attacked_minion("hound", STD_BOTCH)  # all 3 through
    assert mid not in g.state.minions
    assert "*" not in "".join(g.view("Ana")["picture"])


@pytest.mark.rule("VS-ABIL-09")
def test_the_summoning_card_stays_ongoing_after_its_minion_falls():
    g, mid, _ = attacked_minion("hound", STD_BOTCH)
    ana = g.state.heroes["Ana"]
    assert mid not in g.state.minions and ana.effects == {"whistle": 3}
    assert "whistle" not in ana.hand
    for left in (2, 1):
        next_round(g)
        assert ana.effects == {"whistle": left}
    next_round(g)
    assert "whistle" in ana.hand


@pytest.mark.rule("VS-MINION-07")
@pytest.mark.rule("VS-AOO-10")
def test_a_minion_leaving_an_enemy_makes_an_attack_of_opportunity_check_unless_slippery():
    for kind, checked in (("hound", True), ("thrall", False)):
        g = new(1)
        open_board(g)
        put(g, "Ana", "d3")
        mid = minion_at(g, "r5", kind)
        [eid] = foes(g, "gnawer", "s5")
        set_ai(g, "gnawer", "hold_grudge")
        g.state.groups["gnawer"].acts_at = -5
        commit(g, {})
        answer(g, lambda g: g.decision().kind == "minion")
        rig(g, CUR_M1, STD_2)
        g.apply("Ana", f"minion {mid} move q5")
        aoo = [e.data for e in events(g, "aoo")]
        assert bool(aoo) == checked
        if checked:
            assert aoo[0]["minion"] == mid and aoo[0]["count"] == 1
            assert [e.data["enemy"] for e in events(g, "defend")] == [eid]


@pytest.mark.rule("VS-MINION-08")
def test_the_hero_who_controls_a_minion_gives_its_orders():
    g = new(2)
    open_board(g)
    put(g, "Ana", "d3")
    put(g, "Bo", "c3")
    mid = minion_at(g, "r5", owner="Bo")
    foes(g, "gnawer", "a5")
    set_ai(g, "gnawer", "hold_grudge")
    g.state.groups["gnawer"].acts_at = -5
    commit(g, {})
    answer(g, lambda g: g.decision().kind == "minion")  # both heroes at 0 go first
    assert g.decision().kind == "minion" and g.decision().seats == ("Bo",)
    assert any(t.startswith(f"minion {mid} move") for t in legal(g, "Bo"))
    assert not any(t.startswith("minion") for t in legal(g, "Ana"))


@pytest.mark.rule("VS-AI-10")
@pytest.mark.rule("VS-HP-14")
def test_most_unwounded_counts_wounds_only_and_a_minion_has_none():
    g = new(1)
    open_board(g)
    put(g, "Ana", "r4")
    g.state.heroes["Ana"].wounds = 1
    mid = minion_at(g, "r6")
    g.state.minions[mid].scratches = 2  # scratches do not count
    foes(g, "gnawer", "r5")
    with_ai(g, "spare", "most_unwounded")
    v = g.view("Ana")
    assert (v["heroes"]["Ana"]["wounds"], v["heroes"]["Ana"]["scratches"]) == (1, 0)
    assert (v["minions"][mid]["wounds"], v["minions"][mid]["scratches"]) == (0, 2)
    rig(g, STD_2)
    commit(g, {})
    assert [e.data.get("minion") for e in events(g, "defend")] == [mid]


@pytest.mark.rule("VS-AI-12")
def test_most_wounded_counts_wounds_not_scratches():
    g = new(2)
    open_board(g)
    put(g, "Ana", "r4")
    put(g, "Bo", "r6")
    g.state.heroes["Ana"].wounds = 1
    g.state.heroes["Bo"].scratches = 3
    [eid] = foes(g, "gnawer", "r5")
    with_ai(g, "finish", "most_wounded")
    rig(g, STD_2)
    commit(g, {})
    assert [e.data["seat"] for e in events(g, "defend")][:1] == ["Ana"]


@pytest.mark.rule("VS-AI-04")
def test_an_enemy_only_considers_targets_it_can_reach_and_hit_this_turn():
    g = new(2)
    open_board(g)
    put(g, "Ana", "a1")  # far off: 'furthest' would pick her, but the gnawer cannot reach her
    put(g, "Bo", "q4")
    [eid] = foes(g, "gnawer", "s4")
    with_ai(g, "far", "furthest")
    rig(g, STD_2)
    commit(g, {})
    answer(g, lambda g: bool(events(g, "defend")))
    assert [e.data["seat"] for e in events(g, "defend")] == ["Bo"]
    next_round(g)
    mid = minion_at(g, "s6")  # a minion it can reach counts as a target too
    g.state.heroes["Bo"].pos = board.parse("a2")
    g._legal_cache = None
    rig(g, STD_2)
    commit(g, {})
    answer(g, lambda g: len(events(g, "defend")) > 1)
    assert [e.data.get("minion") for e in events(g, "defend")][-1] == mid


@pytest.mark.rule("VS-MINION-03")
def test_a_minion_opens_doors_for_a_point_of_its_movement():
    g = new(1)
    put(g, "Ana", "b1")
    mid = minion_at(g, "f3")  # by the gatehouse's east door, the hall unseen behind it
    commit(g, {})
    answer(g, lambda g: g.decision().kind == "minion")
    assert f"minion {mid} open gate.east" in legal(g, "Ana")
    g.apply("Ana", f"minion {mid} open gate.east")
    assert "gate.east" in g.state.board.open_doors and "hall" in g.state.board.revealed
    assert g.state.minions[mid].mp == 3
    assert not [c for c in g.legal_commands("Ana") if c.data.get("action") in ("take", "equip", "loot")]


@pytest.mark.rule("VS-MINION-06")
def test_a_minion_is_an_ally_of_every_hero():
    g = new(2)
    open_board(g)
    put(g, "Ana", "c3")
    put(g, "Bo", "d3")
    mid = minion_at(g, "e3", owner="Ana")  # Ana's minion; Bo's Soothe heals an ally
    g.state.minions[mid].scratches = 2
    foes(g, "husk", "t6")
    set_ai(g, "husk", "hold_grudge")
    g.state.groups["husk"].acts_at = -5
    to_turn(g, "Bo", {"Bo": ["soothe", "lunge"]})
    assert f"major soothe {mid}" in legal(g, "Bo")
    rig(g, STD_2)
    g.apply("Bo", f"major soothe {mid}")
    assert g.state.minions[mid].scratches == 0

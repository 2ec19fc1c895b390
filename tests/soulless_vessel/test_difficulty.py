"""Difficulty on the game's own content: the Nightmare sides, Traits drawn by new groups, the Trait
pile and its discards, bosses without Traits."""

from __future__ import annotations

import pytest

from hjourney_tui.core.game import Seat, Setup
from hjourney_tui.games.soulless_vessel import printed
from hjourney_tui.games.soulless_vessel.engine import Vessels
from hjourney_tui.games.soulless_vessel.rules.damage import max_wounds, wound_enemy
from hjourney_tui.games.soulless_vessel.rules.spawning import spawn
from hjourney_tui.games.soulless_vessel.rules.traits import with_traits
from hjourney_tui.registry import game_info


def ruleset():
    return game_info("soulless_vessel").load_ruleset()


def game(difficulty: str = "default", seats: int = 1, seed: int = 3, **options: str) -> Vessels:
    setup = Setup("soulless_vessel", [Seat(s) for s in ("Ana", "Bo", "Cy")[:seats]], "coop", seed,
                  {"difficulty": difficulty, **options})
    return Vessels(setup, ruleset())


def arrive(g: Vessels, kind: str) -> list[str]:
    """Spawn a group of this kind beside the first hero; the new model ids."""
    before = set(g.state.enemies)
    spawn(g, kind, [next(iter(g.state.heroes.values())).pos])
    return [e for e in g.state.enemies if e not in before]


def base(side: str, kind: str) -> printed.EnemyRef:
    p = printed.load(ruleset())
    return (p.nightmare if side == "nightmare" else p.enemies)[kind]


@pytest.mark.rule("VS-DIFF-01")
def test_default_difficulty_changes_nothing():
    g = game("default")
    arrive(g, "grave_rats")
    assert g.state.groups["grave_rats"].traits == []
    assert g.content.enemies["grave_rats"] == base("default", "grave_rats")
    assert g.state.trait_pile == []


@pytest.mark.rule("VS-DIFF-02")
def test_challenger_group_takes_one_trait_and_its_values():
    g = game("challenger")
    arrive(g, "drowned_thrall")
    traits = g.state.groups["drowned_thrall"].traits
    assert len(traits) == 1
    want = with_traits(base("default", "drowned_thrall"), [g.content.traits[traits[0]]])
    assert g.content.enemies["drowned_thrall"] == want
    assert g.view(None)["groups"]["drowned_thrall"]["traits"] == traits


def _force_trait(g: Vessels, tid: str) -> None:
    g.state.trait_pile.remove(tid)
    g.state.trait_pile.append(tid)


@pytest.mark.rule("VS-DIFF-02")
def test_a_trait_changes_what_the_rules_read():
    g = game("challenger")
    _force_trait(g, "hardy_flesh")  # +1 wound
    arrive(g, "grave_rats")
    assert max_wounds(g, "grave_rats") == base("default", "grave_rats").wounds[0] + 1
    g2 = game("challenger")
    _force_trait(g2, "thick_hide")  # +1 defence
    arrive(g2, "grave_rats")
    assert g2.view(None)["groups"]["grave_rats"]["defence"] == base("default", "grave_rats").defence + 1


@pytest.mark.rule("VS-DIFF-03")
@pytest.mark.rule("VS-ENEMY-05")
def test_nightmare_reads_the_nightmare_side_and_adds_a_trait():
    g = game("nightmare")
    _force_trait(g, "swift")  # changes speed only
    ids = arrive(g, "grave_rats")
    night = base("nightmare", "grave_rats")
    assert night != base("default", "grave_rats")
    ref = g.content.enemies["grave_rats"]
    assert (ref.attack, ref.wounds, ref.defence, ref.speed) == (night.attack, night.wounds, night.defence,
                                                                 night.speed + 1)
    assert len(ids) == night.models[0]
    assert g.state.groups["grave_rats"].traits == ["swift"]
    # a kind never given Traits still reads its Nightmare side
    assert g.content.enemies["reed_archer"] == base("nightmare", "reed_archer")


@pytest.mark.rule("VS-DIFF-04")
def test_nightmare_plus_m_gives_one_and_m_traits():
    for m in (1, 2, 3):
        g = game(f"nightmare+{m}")
        arrive(g, "grave_rats")
        traits = g.state.groups["grave_rats"].traits
        assert len(traits) == 1 + m and len(set(traits)) == 1 + m


@pytest.mark.rule("VS-SPAWN-11")
def test_models_joining_a_group_bring_no_traits():
    g = game("nightmare+1")
    arrive(g, "grave_rats")
    first = list(g.state.groups["grave_rats"].traits)
    pile = len(g.state.trait_pile)
    arrive(g, "grave_rats")  # more of the same kind: they merge (VS-SPAWN-09)
    assert g.state.groups["grave_rats"].traits == first
    assert len(g.state.trait_pile) == pile


@pytest.mark.rule("VS-ENEMY-09")
def test_empty_trait_pile_takes_the_discards_back():
    g = game("challenger")
    g.state.trait_discard = list(g.state.trait_pile[:3])
    g.state.trait_pile = []
    arrive(g, "grave_rats")
    got = g.state.groups["grave_rats"].traits
    assert len(got) == 1
    assert len(g.state.trait_pile) == 2 and g.state.trait_discard == []


@pytest.mark.rule("VS-ENEMY-10")
def test_traits_stay_until_the_last_model_falls():
    g = game("challenger", seats=2)
    ids = arrive(g, "grave_rats")
    assert len(ids) >= 2
    traits = list(g.state.groups["grave_rats"].traits)
    list(wound_enemy(g, ids[0], 99))  # nothing answers the defeat: no question is asked
    assert g.state.groups["grave_rats"].traits == traits  # still with the group
    assert g.state.trait_discard == []
    for eid in ids[1:]:
        list(wound_enemy(g, eid, 99))
    assert "grave_rats" not in g.state.groups
    assert g.state.trait_discard == traits


@pytest.mark.rule("VS-ENEMY-11")
def test_a_boss_takes_no_traits():
    g = game("nightmare+3")
    boss = sorted(g.content.traitless)[0]
    pile = list(g.state.trait_pile)
    arrive(g, boss)
    assert g.state.groups[boss].traits == []
    assert g.state.trait_pile == pile


@pytest.mark.rule("VS-DIFF-05")
def test_difficulty_changes_only_in_town_and_is_kept_in_the_record():
    from tests.soulless_vessel.campaign_helpers import quest, record, texts
    from tests.soulless_vessel.helpers import to_turn

    g = quest(record())
    assert g.state.difficulty == "default"
    to_turn(g, "Ana")
    assert not [c for c in g.legal_commands(None, enabled_only=False) if c.verb == "difficulty"]
    g.apply("Ana", "abandon")
    assert "difficulty nightmare" in texts(g, "Ana", "difficulty")
    g.apply("Ana", "difficulty nightmare")
    assert g.state.difficulty == "default"  # the adventure just played is not changed
    g.apply("Ana", texts(g, "Ana", "depart")[0])
    rec = g.quest_report().record
    assert rec["difficulty"] == "nightmare"
    nxt = quest(rec)
    assert nxt.state.difficulty == "nightmare"
    assert nxt.content.enemies["grave_rats"] == base("nightmare", "grave_rats")

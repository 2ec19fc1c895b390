"""Enemy abilities on the game's own content that do more than an ordinary hit (a blast or a line
aimed from where it stands, a cry through its whole room, an automatic Critical, a pull, threat,
a group called up), and the Lost Pilgrim's reward as it falls."""

from __future__ import annotations

from hjourney_tui.games.soulless_vessel import board
from hjourney_tui.games.soulless_vessel.state import Minion
from tests.soulless_vessel.campaign_helpers import quest
from tests.soulless_vessel.helpers import events, foes, open_board, put, rig, set_ai
from tests.soulless_vessel.test_difficulty import game


def play_enemy_turn(kind: str, at: str, ai: str, heroes: dict[str, str], prepare=None):  # noqa: ANN001
    """The heroes stand where told, placing no cards, and the model of `kind` on `at` acts first
    with the AI card `ai`; the game once the first hero's turn comes (answers by default).
    `prepare(g)` may set the table further before play."""
    g = game("default", seats=len(heroes))
    open_board(g)
    for seat, square in heroes.items():
        put(g, seat, square)
    foes(g, kind, at)
    set_ai(g, kind, ai)
    if prepare is not None:
        prepare(g)
    return until_a_hero_acts(g)


def until_a_hero_acts(g):  # noqa: ANN001, ANN201
    """No cards placed, the lowest initiatives, default answers, until a hero's turn comes."""
    for _ in range(120):
        if g.decision().kind == "turn":
            break
        opts = g.legal_commands()
        ini = [c for c in opts if c.verb == "initiative"]
        pick = min(ini, key=lambda c: c.data["initiative"]) if ini else \
            next((c for c in opts if c.seat == opts[0].seat and c.text in ("end", "done", "pass")), opts[0])
        g.apply(pick.seat, pick.text)
    return g


def defenders(g) -> list[str]:
    return [e.data.get("seat") or e.data.get("minion") for e in events(g, "defend")]


def test_a_skull_blast_catches_the_target_and_the_hero_behind_it():
    # Bo on d3 is the Smoke Witch's closest foe; Ana stands behind him, Cy far off in a corner
    heroes = {"Ana": "c3", "Bo": "d3", "Cy": "a5"}
    g = play_enemy_turn("smoke_witch", "f3", "grudge", heroes)  # grudge grants Skull
    assert defenders(g) == ["Bo", "Ana"]
    blast = [e for e in events(g, "attack") if e.data.get("area") == "blast"]
    assert blast and blast[0].data["hit"] == ["Bo", "Ana"]
    # the Skull's status goes on every hero the blast hits (unless a defence Critical cancels it)
    for e in events(g, "defend"):
        hit = e.data["scratches"] > 0
        assert ("weaken" in g.state.heroes[e.data["seat"]].statuses) == hit
    assert "weaken" not in g.state.heroes["Cy"].statuses
    g = play_enemy_turn("smoke_witch", "f3", "patient_stalk", heroes)  # no Skull: its target alone
    assert defenders(g) == ["Bo"]


def test_a_skull_line_runs_through_every_hero_on_it():
    # the Brine Slinger's line from f3 runs west through Bo (e3) and Ana (c3); Cy on d1 is off it
    heroes = {"Ana": "c3", "Bo": "e3", "Cy": "d1"}
    g = play_enemy_turn("brine_slinger", "f3", "grudge", heroes)
    assert defenders(g)[:2] == ["Bo", "Ana"] and "Cy" not in defenders(g)
    g = play_enemy_turn("brine_slinger", "f3", "patient_stalk", heroes)
    assert defenders(g) == ["Bo"]


def test_a_line_user_steps_into_line_with_its_target():
    # from f3 Ana on c4 is in range and sight but on no straight or diagonal line: with its line in
    # force the Slinger first steps into line with her, and the line hits her
    g = play_enemy_turn("brine_slinger", "f3", "grudge", {"Ana": "c4"})
    moves = [e.data for e in events(g, "move") if e.data.get("enemy") == "brine_slinger1"]
    assert moves[0]["to"] == [3, 2]  # d3, two steps: c4 is next to it on the diagonal
    assert [e.data["hit"] for e in events(g, "attack") if e.data.get("area") == "line"] == [["Ana"]]
    assert defenders(g) == ["Ana"]
    g = play_enemy_turn("brine_slinger", "f3", "patient_stalk", {"Ana": "c4"})
    assert not [e for e in events(g, "move") if e.data.get("enemy") == "brine_slinger1"
                and e.data.get("to") != e.data.get("from") and "retreat" not in e.text]
    assert defenders(g) == ["Ana"]


def test_a_skull_cry_reaches_every_hero_in_the_models_room():
    # the Catacomb Cantor on f3 targets Ana (c3); Bo, out of its range on a1, is in the same room,
    # Cy is in the hall next door
    heroes = {"Ana": "c3", "Bo": "a1", "Cy": "k4"}
    g = play_enemy_turn("catacomb_cantor", "f3", "grudge", heroes)
    assert defenders(g) == ["Ana", "Bo"]
    assert [e.data["hit"] for e in events(g, "attack") if e.data.get("area") == "room"] == [["Ana", "Bo"]]
    g = play_enemy_turn("catacomb_cantor", "f3", "patient_stalk", heroes)
    assert defenders(g) == ["Ana"]


def _steady(g) -> None:  # noqa: ANN001
    """Ana's rows hold 5 scratches each and every die shows its second face (no Critical, no Botch)."""
    g.state.heroes["Ana"].toughness = (5, 5, 5)
    rig(g, *[1] * 40)


def test_a_skull_critical_wounds_whatever_the_defence():
    plain = play_enemy_turn("charred_stalker", "f3", "patient_stalk", {"Ana": "c3"}, _steady).state.heroes["Ana"]
    g = play_enemy_turn("charred_stalker", "f3", "grudge", {"Ana": "c3"}, _steady)  # grudge grants Skull
    ana = g.state.heroes["Ana"]
    assert defenders(g) == ["Ana"] and plain.wounds == 0 and plain.scratches > 0
    assert (ana.wounds, ana.scratches) == (1, plain.scratches)  # the wound, and the hit's scratches after it


def _warden(g) -> None:  # noqa: ANN001
    """A Stone Warden (toughness 5) of Ana's on d3, nearer the Stalker than she is."""
    g.state.minions["stone_warden1"] = Minion("stone_warden1", "stone_warden", "Ana", "", board.parse("d3"),
                                              toughness=5)
    rig(g, *[1] * 40)


def test_a_skull_critical_strikes_a_minion_down():
    # our reading: a minion's one row covered by the wound, it falls
    g = play_enemy_turn("charred_stalker", "f3", "grudge", {"Ana": "a1"}, _warden)
    assert defenders(g) == ["stone_warden1"] and "stone_warden1" not in g.state.minions
    g = play_enemy_turn("charred_stalker", "f3", "patient_stalk", {"Ana": "a1"}, _warden)
    assert defenders(g) == ["stone_warden1"] and "stone_warden1" in g.state.minions


def _sturdy(g) -> None:  # noqa: ANN001
    """Ana's rows hold 9 scratches each and every die shows its second face (no Critical, no Botch)."""
    g.state.heroes["Ana"].toughness = (9, 9, 9)
    rig(g, *[1] * 40)


def test_a_bones_pull_draws_the_hero_hit_next_to_the_model():
    # the Mire Leviathan (Bulky, Reach) on m2 strikes Ana on k2 from two squares off, without moving;
    # its Bones pull her in to l2, next to it
    g = play_enemy_turn("drowned_leviathan", "m2", "hungry_lunge", {"Ana": "k2"}, _sturdy)  # grants Bones
    assert defenders(g) == ["Ana"] and g.state.heroes["Ana"].pos == board.parse("l2")
    assert [e.data["pulled"] for e in events(g, "move") if "pulled" in e.data] == ["Ana"]
    g = play_enemy_turn("drowned_leviathan", "m2", "patient_stalk", {"Ana": "k2"}, _sturdy)  # grants nothing
    assert defenders(g) == ["Ana"] and g.state.heroes["Ana"].pos == board.parse("k2")


def test_a_bones_ability_raises_the_threat_as_the_model_acts():
    heroes = {"Ana": "a1"}
    g = play_enemy_turn("drowned_abbot", "e4", "hungry_lunge", heroes)  # grants Bones: threat +1
    assert g.state.threat == 1
    assert [e.data["by"] for e in events(g, "threat")] == [1]
    g = play_enemy_turn("drowned_abbot", "e4", "patient_stalk", heroes)
    assert g.state.threat == 0

    def stunned(g) -> None:  # noqa: ANN001 - a stunned model under an AI card of threat 10 or less does nothing
        g.state.enemies["drowned_abbot1"].tokens["stun"] = 1

    g = play_enemy_turn("drowned_abbot", "e4", "hungry_lunge", heroes, stunned)
    assert g.state.threat == 0


def test_a_skull_summons_a_group_beside_the_model():
    # The Cinder Matron's Skull calls up Ash Crows (two for one hero) on the free squares nearest it
    g = play_enemy_turn("cinder_matron", "f3", "grudge", {"Ana": "a1"})
    called = [e.data for e in events(g, "spawn") if e.data.get("group") == "ash_crows" and "models" in e.data]
    assert len(called) == 1 and len(called[0]["models"]) == 2 and not called[0]["merged"]
    matron = g.state.enemies["cinder_matron1"].pos
    for sq in called[0]["squares"]:
        assert max(abs(sq[0] - matron[0]), abs(sq[1] - matron[1])) == 1  # where they appeared: next to it
    crows = g.state.groups["ash_crows"]
    assert crows.ai is not None and len(crows.models) == 2  # a group of its own, with its AI card
    g = play_enemy_turn("cinder_matron", "f3", "patient_stalk", {"Ana": "a1"})
    assert "ash_crows" not in g.state.groups


def test_summoned_models_join_a_group_of_their_kind_already_on_the_board():
    def crows_about(g) -> None:  # noqa: ANN001
        foes(g, "ash_crows", "a5")

    g = play_enemy_turn("cinder_matron", "f3", "grudge", {"Ana": "a1"}, crows_about)
    called = [e.data for e in events(g, "spawn") if e.data.get("group") == "ash_crows" and "models" in e.data]
    assert called[-1]["merged"] and len(g.state.groups["ash_crows"].models) == 3


def test_a_lost_pilgrim_falling_gives_its_controller_soul_xp():
    # in a campaign, a Cinder Ogre (attack 5) breaks Ana's Lost Pilgrim (toughness 2), whose
    # defence die shows a Botch
    g = quest()
    open_board(g)
    put(g, "Ana", "a1")
    put(g, "Bo", "a5")
    g.state.minions["lost_pilgrim1"] = Minion("lost_pilgrim1", "lost_pilgrim", "Ana", "", board.parse("d3"),
                                              toughness=2)
    foes(g, "cinder_ogre", "f3")
    set_ai(g, "cinder_ogre", "patient_stalk")
    xp = g.party.heroes["Ana"].soul_xp
    rig(g, *[0] * 40)
    until_a_hero_acts(g)
    assert "lost_pilgrim1" not in g.state.minions
    assert g.party.heroes["Ana"].soul_xp == xp + 1 and g.party.heroes["Bo"].soul_xp == 0

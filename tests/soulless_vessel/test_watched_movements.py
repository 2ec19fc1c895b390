"""The window "an enemy comes next to a hero" opens after any movement of the enemy, not only its
own move: a Retreat, a knockback or pull a hero's attack gives it, being shoved aside by a Bulky
model.  Watch cards in hand (Watchful Eye) and standing orders (Stand Fast) answer it."""

from __future__ import annotations

from tests.soulless_vessel.campaign_helpers import DECKS, hero, quest, record
from tests.soulless_vessel.helpers import (
    POW_1,
    STD_1,
    STD_2,
    commit,
    events,
    foes,
    legal,
    open_board,
    put,
    rig,
    set_ai,
    to_turn,
)


def _game(ana: list[str] | None = None, bo: list[str] | None = None):
    rec = record()
    if ana:
        rec["heroes"]["Ana"] = hero("Ana", deck=[*ana, *list(DECKS["Ana"])[len(ana):]])
    if bo:
        rec["heroes"]["Bo"] = hero("Bo", vessel="tanners_widow", deck=[*bo, *list(DECKS["Bo"])[len(bo):]])
    g = quest(rec)
    g.state.found = []
    open_board(g)
    return g


def _until(g, stop, pick=lambda opts: None):  # noqa: ANN001, ANN202 - the game, two tests on it
    """Answer with `pick` (a command text, or None for pass/done/end/the first) until `stop` holds."""
    for _ in range(60):
        if stop():
            return
        opts = [c for c in g.legal_commands()]
        chosen = pick([c.text for c in opts])
        c = next((c for c in opts if c.text == chosen), None) or \
            next((c for c in opts if c.text in ("pass", "done", "end")), opts[0])
        g.apply(c.seat, c.text)
    raise AssertionError("never got there")


def _blows(g, seat: str) -> list:  # noqa: ANN001 - the game
    return [e for e in events(g, "attack") if e.data.get("seat") == seat]


def test_stand_fast_strikes_an_enemy_whose_retreat_ends_next_to_the_hero():
    """A Crypt Hound (Retreat 1) bites Bo beside it, then backs off a square: wherever it goes it
    ends next to Ana, whose Stand Fast is on her effects tracker."""
    g = _game(ana=["hold_the_line"])
    put(g, "Bo", "c3")
    put(g, "Ana", "f3")
    [hound] = foes(g, "crypt_hound", "d3")
    set_ai(g, "crypt_hound", "grim_march")  # the closest first: Bo
    g.state.groups["crypt_hound"].acts_at = 1  # after Ana's Stand Fast (30)
    to_turn(g, "Ana", {"Ana": ["hold_the_line"]})
    g.apply("Ana", "major hold_the_line")
    if "end" in legal(g, "Ana"):
        g.apply("Ana", "end")
    rig(g, STD_1, STD_2, POW_1)  # Bo's defence, then Ana's blow: no Botch
    _until(g, lambda: bool(_blows(g, "Ana")) or g.state.round > 1)
    retreats = [e for e in events(g, "move") if e.data.get("enemy") == hound and e.rule == "VS-ENEMY-06"]
    assert retreats and [b.data["enemy"] for b in _blows(g, "Ana")] == [hound]
    assert g.events.index(retreats[0]) < g.events.index(_blows(g, "Ana")[0])


def test_watchful_eye_answers_an_enemy_knocked_back_next_to_the_hero():
    """Ana's Rim Strike knocks a Drowned Thrall from d3 to e3, next to Bo on f3, who holds Watchful Eye."""
    g = _game(bo=["vigil"])
    put(g, "Ana", "c3")
    put(g, "Bo", "f3")
    [thrall] = foes(g, "drowned_thrall", "d3")
    set_ai(g, "drowned_thrall", "patient_stalk")
    g.state.groups["drowned_thrall"].acts_at = 1
    to_turn(g, "Ana", {"Ana": ["shield_bash"]})
    rig(g, STD_1, POW_1)  # Ana's blow: no Botch, not enough to fell it
    g.apply("Ana", f"major shield_bash {thrall}")
    _until(g, lambda: "push e" in legal(g, "Ana"), lambda opts: "done" if "done" in opts else None)
    g.apply("Ana", "push e")
    assert "trigger vigil" in legal(g, "Bo")
    rig(g, STD_2, POW_1)
    g.apply("Bo", "trigger vigil")
    _until(g, lambda: bool(_blows(g, "Bo")))
    assert _blows(g, "Bo")[0].data["enemy"] == thrall
    assert "vigil" in g.state.heroes["Bo"].cooldown


def test_watchful_eye_answers_an_enemy_pulled_next_to_the_hero():
    """Bo's Hook and Chain pulls a Drowned Thrall from f3 to d3, next to Ana on c3, who holds Watchful Eye."""
    g = _game(ana=["vigil"], bo=["hook_chain"])
    put(g, "Ana", "c3")
    put(g, "Bo", "c4")
    [thrall] = foes(g, "drowned_thrall", "f3")
    set_ai(g, "drowned_thrall", "patient_stalk")
    g.state.groups["drowned_thrall"].acts_at = 1
    to_turn(g, "Bo", {"Bo": ["hook_chain"]})
    rig(g, STD_1)  # Bo's blow: no Botch, not enough to fell it
    g.apply("Bo", f"major hook_chain {thrall}")
    _until(g, lambda: "pull w" in legal(g, "Bo"), lambda opts: "done" if "done" in opts else None)
    g.apply("Bo", "pull w")
    assert g.state.enemies[thrall].pos == (3, 2)
    assert "trigger vigil" in legal(g, "Ana")
    rig(g, STD_2, POW_1)
    g.apply("Ana", "trigger vigil")
    _until(g, lambda: bool(_blows(g, "Ana")))
    assert _blows(g, "Ana")[0].data["enemy"] == thrall


def test_no_window_when_the_knockback_ends_away_from_every_hero():
    g = _game(bo=["vigil"])
    put(g, "Ana", "c3")
    put(g, "Bo", "h5")
    [thrall] = foes(g, "drowned_thrall", "d3")
    set_ai(g, "drowned_thrall", "patient_stalk")
    g.state.groups["drowned_thrall"].acts_at = 1
    to_turn(g, "Ana", {"Ana": ["shield_bash", "charge"]})  # a second card: her turn goes on
    rig(g, STD_1, POW_1)
    g.apply("Ana", f"major shield_bash {thrall}")
    _until(g, lambda: "push e" in legal(g, "Ana"), lambda opts: "done" if "done" in opts else None)
    g.apply("Ana", "push e")  # to e3, three squares from Bo
    assert g.decision().kind == "turn" and g.decision().seats == ("Ana",)
    assert not legal(g, "Bo")


def test_watchful_eye_answers_an_enemy_a_bulky_model_shoves_next_to_the_hero():
    """A Bog Lurker lumbers from e1 to c1 and shoulders a Grave Rat from c1 to b1, next to Bo on a1."""
    g = _game(bo=["vigil"])
    put(g, "Ana", "a3")
    put(g, "Bo", "a1")
    [lurker] = foes(g, "bog_lurker", "e1")
    [rat] = foes(g, "grave_rats", "c1")
    set_ai(g, "bog_lurker", "grim_march")
    g.state.groups["bog_lurker"].acts_at = 99
    set_ai(g, "grave_rats", "hold_ground")
    g.state.groups["grave_rats"].acts_at = 1
    commit(g, {})
    _until(g, lambda: "trigger vigil" in legal(g, "Bo"))
    [shove] = [e for e in events(g, "move") if e.data.get("displaced") == rat]
    assert shove.data["enemy"] == lurker and shove.data["to"] == [1, 0]
    rig(g, STD_2)
    g.apply("Bo", "trigger vigil")
    _until(g, lambda: bool(_blows(g, "Bo")))
    assert _blows(g, "Bo")[0].data["enemy"] == rat

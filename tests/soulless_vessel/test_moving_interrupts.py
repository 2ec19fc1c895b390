"""Interrupts that move or strike: Veil and Slip (defence dice, then a slip away once the attack is
over), Leaping Interpose (a leap to the attacked ally's side, then its block), and the watch cards
(Watchful, Keen and Pinning Eye: a free attack at an enemy that has just come next to the hero)."""

from __future__ import annotations

import pytest

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
)

BLESSING_1 = 5  # the Blessing Die's plain 1


def _game(ana_card: str = "", bo_card: str = ""):
    rec = record()
    if ana_card:
        rec["heroes"]["Ana"] = hero("Ana", deck=[ana_card, *list(DECKS["Ana"])[1:]])
    if bo_card:
        rec["heroes"]["Bo"] = hero("Bo", vessel="tanners_widow", deck=[bo_card, *list(DECKS["Bo"])[1:]])
    g = quest(rec)
    g.state.found = []
    open_board(g)
    return g


def _rat_bites_bo(g, ana_at: str, bo_at: str = "f3"):  # noqa: ANN001 - the game
    """A Grave Rat on e3 acts first and bites Bo beside it; Ana stands at `ana_at`."""
    put(g, "Ana", ana_at)
    put(g, "Bo", bo_at)
    foes(g, "grave_rats", "e3")
    set_ai(g, "grave_rats", "patient_stalk")
    g.state.groups["grave_rats"].acts_at = 99
    commit(g, {})


def _until(g, stop, pick):  # noqa: ANN001 - the game and two tests on it
    """Answer with `pick` (a command text, or None for pass/done/the first) until `stop` holds."""
    for _ in range(60):
        if stop():
            return
        opts = [c for c in g.legal_commands()]
        chosen = pick([c.text for c in opts])
        c = next((c for c in opts if c.text == chosen), None) or \
            next((c for c in opts if c.text in ("pass", "done", "end")), opts[0])
        g.apply(c.seat, c.text)
    raise AssertionError("never got there")


def test_veil_and_slip_adds_its_dice_then_slips_the_hero_away():
    g = _game(bo_card="smoke_veil_slip")
    _rat_bites_bo(g, "a1")
    rig(g, STD_1, BLESSING_1, BLESSING_1)
    _until(g, lambda: "square h3" in legal(g, "Bo"),
           lambda opts: "trigger smoke_veil_slip" if "trigger smoke_veil_slip" in opts else None)
    [bite] = events(g, "defend")
    assert len(bite.data["roll"]["faces"]) == 3  # the Standard Die and the card's two Blessing Dice
    assert "square i3" not in legal(g, "Bo")  # three squares off: beyond the slip
    g.apply("Bo", "square h3")  # two squares off, away from the rat: no attack of opportunity
    assert g.state.heroes["Bo"].pos == (7, 2)
    assert not events(g, "aoo")
    assert "smoke_veil_slip" in g.state.heroes["Bo"].cooldown


def _leap(ana_at: str):
    g = _game(ana_card="guardian_leap")
    _rat_bites_bo(g, ana_at, "d3")
    rig(g, STD_1)  # the rat's 2 less 1: one scratch, unless blocked
    _until(g, lambda: bool(events(g, "defend")),
           lambda opts: "trigger guardian_leap" if "trigger guardian_leap" in opts else
           next((t for t in opts if t.startswith("square")), None))
    return g


def test_leaping_interpose_leaps_to_the_ally_and_blocks():
    g = _leap("b3")  # two squares from Bo on d3: a leap brings her beside him
    ana = g.state.heroes["Ana"]
    assert max(abs(ana.pos[0] - 3), abs(ana.pos[1] - 2)) == 1
    assert events(g, "defend")[-1].data["scratches"] == 0


def test_leaping_interpose_is_not_offered_beyond_its_leap():
    g = _leap("a1")  # a wall between her and Bo: no square beside him within two points
    assert g.state.heroes["Ana"].pos == (0, 0)
    assert events(g, "defend")[-1].data["scratches"] == 1
    assert "guardian_leap" not in g.state.heroes["Ana"].cooldown


def _watch(card: str):
    """A Drowned Thrall on f3 walks up to Ana on c3 and she answers with the watch card in hand."""
    g = _game(ana_card=card)
    put(g, "Ana", "c3")
    put(g, "Bo", "a5")
    [thrall] = foes(g, "drowned_thrall", "f3")
    set_ai(g, "drowned_thrall", "patient_stalk")
    g.state.groups["drowned_thrall"].acts_at = 99
    g.state.heroes["Bo"].pos = (0, 4)
    commit(g, {})
    rig(g, STD_2, POW_1)  # Ana's blow: no Botch
    _until(g, lambda: bool([e for e in events(g, "attack") if e.data.get("seat") == "Ana"]),
           lambda opts: f"trigger {card}" if f"trigger {card}" in opts else None)
    return g, thrall


@pytest.mark.rule("VS-ABIL-11")
def test_watchful_eye_strikes_the_enemy_that_comes_near_before_it_attacks():
    g, thrall = _watch("vigil")
    [blow] = [e for e in events(g, "attack") if e.data.get("seat") == "Ana"]
    assert blow.data["enemy"] == thrall and blow.data["weapon"] == "cudgel"
    assert not events(g, "defend")  # the thrall has not attacked yet
    assert "vigil" in g.state.heroes["Ana"].cooldown


def test_pinning_eye_cripples_the_enemy_it_strikes():
    g, thrall = _watch("vigil_pin")
    assert g.state.enemies[thrall].tokens.get("cripple")


def test_keen_eye_strikes_one_power_harder():
    plain, keen = (next(e for e in events(_watch(card)[0], "attack") if e.data.get("seat") == "Ana")
                   for card in ("vigil", "vigil_keen"))
    assert keen.data["roll"]["power"] == plain.data["roll"]["power"] + 1

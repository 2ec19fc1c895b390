"""Minor actions with an effect of their own besides the card's return to hand and the cooldown
step: a block held for the next enemy attack on the hero (Rim Strike, the wards, the bulwarks, the
standing orders), more cooldown steps (the calls, the bellows), a Bleed shortened on the hero (the
cleansing cards)."""

from __future__ import annotations

from tests.soulless_vessel.campaign_helpers import DECKS, hero, quest, record
from tests.soulless_vessel.helpers import (
    CUR_0,
    POW_1,
    STD_1,
    events,
    foes,
    legal,
    open_board,
    put,
    rig,
    set_ai,
    to_turn,
)


def _ana_with(card: str, rat_at: str | None = None, also: tuple[str, ...] = (), kind: str = "grave_rats"):
    """Ana on c3 with the card (and `also`) placed, on her turn; a Grave Rat on `rat_at` acts after her."""
    rec = record(seats=("Ana",))
    rec["heroes"] = {"Ana": hero("Ana", deck=[card, *list(DECKS["Ana"])[1:]])}
    g = quest(rec)
    g.state.found = []
    open_board(g)
    put(g, "Ana", "c3")
    rat = None
    if rat_at:
        [rat] = foes(g, kind, rat_at)
        set_ai(g, kind, "patient_stalk")
        g.state.groups[kind].acts_at = 1
    to_turn(g, "Ana", {"Ana": [card, *also]})
    return g, g.state.heroes["Ana"], rat


def _bitten(g) -> list:  # noqa: ANN001 - the game
    if "end" in legal(g, "Ana"):
        g.apply("Ana", "end")
    rig(g, STD_1)  # the rat's 2 less 1: one scratch, unless blocked
    for _ in range(20):
        if events(g, "defend"):
            break
        opts = g.legal_commands()
        c = next((c for c in opts if c.text in ("pass", "done", "end")), opts[0])
        g.apply(c.seat, c.text)
    return events(g, "defend")


def test_rim_strikes_minor_blocks_a_scratch_of_the_next_attack():
    g, ana, _ = _ana_with("shield_bash", rat_at="d3")
    g.apply("Ana", "minor shield_bash")
    assert ana.braced == 1
    [bite] = _bitten(g)
    assert bite.data["scratches"] == 0 and ana.scratches == 0
    assert ana.braced == 0  # spent on that attack


def test_a_minor_that_moves_blocks_nothing():
    g, ana, _ = _ana_with("charge", rat_at="d3")
    g.apply("Ana", "minor charge")
    [bite] = _bitten(g)
    assert bite.data["scratches"] == 1


def test_a_held_block_lapses_as_the_heros_next_turn_begins():
    g, ana, _ = _ana_with("shield_bash")
    g.apply("Ana", "minor shield_bash")
    assert ana.braced == 1
    if "end" in legal(g, "Ana"):
        g.apply("Ana", "end")
    rig(g, *[CUR_0] * 4)
    to_turn(g, "Ana")  # her turn in the next round: nothing attacked her meanwhile
    assert g.state.round == 2 and ana.braced == 0


def test_a_calls_minor_cools_cards_one_step_more():
    g, ana, _ = _ana_with("rally", also=("charge",))
    other = next(c for c in ana.hand)
    ana.cooldown[other] = 3
    g._legal_cache = None
    g.apply("Ana", "minor rally")
    assert ana.cooldown[other] == 1  # the minor's own step and the card's


def test_cleansing_touchs_minor_shortens_bleed_on_the_hero():
    g, ana, _ = _ana_with("purge", also=("charge",))  # a second card: her turn goes on
    ana.statuses["bleed"] = 2
    g.apply("Ana", "minor purge")
    assert ana.statuses["bleed"] == 1
    assert not [e for e in events(g, "status") if e.data.get("status") == "bleed" and e.rule == "VS-STATUS-09"]


def test_every_shipped_ability_card_has_its_minor_side_played():
    from hjourney_tui.games.soulless_vessel.printed import load
    from tests.soulless_vessel.campaign_helpers import ruleset

    unplayed = {a.id: a.minor.what for a in load(ruleset()).abilities.values() if a.minor.kind == "none"}
    assert unplayed == {}


def test_guarded_rims_defence_die_stays_with_the_hero_until_her_next_turn():
    """Guarded Rim (an attack whose card also prints a Power Die for defence): the die joins Ana's
    defence against the thrall that acts after her, and is gone when her next turn begins."""
    from hjourney_tui.games.soulless_vessel.rules.defence import defence_pool

    g, ana, thrall = _ana_with("shield_bash_guarded", rat_at="d3", kind="drowned_thrall")
    assert dict(defence_pool(g, ana)).get("power", 0) == 0
    rig(g, STD_1, POW_1)  # her blow: power 2, one wound, not enough to fell the thrall
    g.apply("Ana", f"major shield_bash_guarded {thrall}")
    for _ in range(5):
        opts = [c.text for c in g.legal_commands("Ana")]
        if any(t.startswith("push") for t in opts):
            g.apply("Ana", next(t for t in opts if t.startswith("push")))
        elif "done" in opts:
            g.apply("Ana", "done")
        else:
            break
    assert ana.stance == {"power": 1}
    [bite] = _bitten(g)
    assert bite.data["roll"]["faces"] and len(bite.data["roll"]["faces"]) == 2  # the Standard and the Power Die
    rig(g, *[CUR_0] * 4)
    to_turn(g, "Ana")
    assert ana.stance == {}

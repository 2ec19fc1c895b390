"""Player cards that answer a reveal from hand, put into play, cost X, look ahead or add an icon; the
set-aside wilds cards that test them; Permanent boons leaving play; unlimited tokens."""

from __future__ import annotations

import pytest

from hjourney_tui.core.decks import SEAT_DECKS

from .helpers import (
    at_prompt,
    commit_all,
    events,
    finish_planning,
    hand,
    hero,
    legal,
    new,
    prompt,
    put,
    run_until,
    stack,
    to_phase,
    to_planning,
    uid,
    waiting,
)
from .test_deck_files import TRICKS_DECK

# B's deck: the same cards under three other heroes (a hero is unique at the table)
OTHER_TRICKS = dict(TRICKS_DECK, name="More Tricks", heroes=["maelis", "feren", "sigrun"])


def tricks(seats: int = 1, **options):  # noqa: ANN201 - a Lotr
    decks = {"A": TRICKS_DECK, "B": OTHER_TRICKS}
    return new(seats, **{SEAT_DECKS: {s: decks[s] for s in ("A", "B")[:seats]}}, **options)


def by_id(g, seat: str, card_id: str):  # noqa: ANN001, ANN201
    return next(c for c in g.state.players[seat].heroes.cards if c.card_id == card_id)


def triggers(g, seat: str) -> list[str]:  # noqa: ANN001
    return [t for t in legal(g, seat) if t.startswith("trigger")]


@pytest.mark.rule("LC-CORE-FX-12", "LC-KW-DOOMED-03", "LC-KW-SURGE-06")
def test_a_cancelled_when_revealed_still_stages_the_card_with_its_doomed_and_surge():
    g = tricks()
    st = g.state
    to_planning(g)
    (ward,) = hand(g, "A", "warding_word")
    ferry, wolf = stack(g, "fogbound_ferry", "wolf_pack")
    finish_planning(g)
    commit_all(g, "A", *st.players["A"].heroes.cards)  # enough willpower: questing raises no threat
    at_prompt(g, "interrupt")
    before = st.players["A"].threat
    (cancel,) = triggers(g, "A")
    g.apply("A", cancel)
    run_until(g, lambda g: wolf in st.encounter.staging.cards)
    assert any(e.data.get("card") == "fogbound_ferry" for e in events(g, "cancel"))
    assert ferry in st.encounter.staging.cards  # the location still enters the staging area
    assert st.players["A"].threat == before + 1  # Doomed 1 still raised it; the 2 from the text did not come
    assert wolf in st.encounter.staging.cards  # Surge still revealed one more card
    assert ward in st.players["A"].discard.cards


def test_the_when_revealed_text_applies_when_nobody_cancels_it():
    g = tricks()
    st = g.state
    to_planning(g)
    hand(g, "A", "warding_word")
    _, wolf = stack(g, "fogbound_ferry", "wolf_pack")
    finish_planning(g)
    commit_all(g, "A", *st.players["A"].heroes.cards)
    at_prompt(g, "interrupt")
    before = st.players["A"].threat
    g.apply("A", "pass")
    run_until(g, lambda g: wolf in st.encounter.staging.cards)
    assert st.players["A"].threat == before + 3  # 2 from the text, 1 from Doomed


def _peril_reveal(a_cancels: bool) -> tuple:
    """A stages a Peril card with text while both players hold Warding Word and could pay for it; B
    reveals after.  Returns the game and the seats asked whether to interrupt the Peril reveal."""
    g = tricks(2, scenario="sunken_archive")
    st = g.state
    to_planning(g)
    hand(g, "A", "warding_word")
    hand(g, "B", "warding_word")
    dark, _ = stack(g, "whispering_dark", "stony_ridge")
    st.players["A"].threat = st.players["B"].threat = 20
    finish_planning(g)
    commit_all(g, "A", *st.players["A"].heroes.cards)
    commit_all(g, "B", *st.players["B"].heroes.cards)
    asked: list[str] = []
    while dark not in st.encounter.discard.cards:
        seat, q = waiting(g), g.decision()
        if q.kind == "interrupt" and "whispering_dark" in [st.cards[u].card_id for u in st.in_flight]:
            asked.append(seat)
            g.apply(seat, triggers(g, seat)[0] if a_cancels else "pass")
        else:
            g.apply(seat, "raise" if "raise" in legal(g, seat) else "pass" if "pass" in legal(g, seat)
                    else legal(g, seat)[0])
    return g, asked


@pytest.mark.rule("LC-KW-PERIL-03")
def test_during_peril_the_other_players_are_not_offered_their_answers_to_the_reveal():
    g, asked = _peril_reveal(a_cancels=False)
    assert asked == ["A"]
    assert g.state.players["A"].threat == 23  # A chose the threat


@pytest.mark.rule("LC-KW-PERIL-04")
def test_during_peril_the_revealing_player_may_still_answer_with_their_own_cards():
    g, asked = _peril_reveal(a_cancels=True)
    assert asked == ["A"]
    assert g.state.players["A"].threat == 20  # the choice of threat or damage never came
    assert any(e.data.get("card") == "whispering_dark" for e in events(g, "cancel"))


@pytest.mark.rule("LC-CORE-PLAN-10")
def test_an_ally_put_into_play_needs_neither_payment_nor_its_sphere():
    g = tricks()
    st = g.state
    to_planning(g)
    call, slinger = hand(g, "A", "call_the_reserves", "hill_slinger")  # A has no tactics hero
    for h in st.players["A"].heroes.cards:
        h.tokens["resources"] = 3
    g._legal_cache = None
    assert f"play {uid(slinger)}" not in legal(g, "A")  # it cannot be played from hand
    g.apply("A", f"play {uid(call)}")
    run_until(g, lambda g: slinger in st.players["A"].allies.cards or "put which ally" in prompt(g))
    assert slinger in st.players["A"].allies.cards
    assert sum(h.tokens.get("resources", 0) for h in st.players["A"].heroes.cards) == 9 - 1  # the event's 1 only


@pytest.mark.rule("LC-CORE-PLAN-09")
def test_cost_x_is_declared_and_paid_by_heroes_of_the_cards_sphere():
    g = tricks()
    st = g.state
    to_planning(g)
    (vigil,) = hand(g, "A", "quiet_vigil")
    aubrey, corwen = by_id(g, "A", "aubrey"), by_id(g, "A", "corwen")
    aubrey.tokens["resources"], corwen.tokens["resources"] = 3, 5
    st.players["A"].threat = 30
    g.apply("A", f"play {uid(vigil)}")
    assert legal(g, "A") == ["x 0", "x 1", "x 2", "x 3"]  # only the spirit hero's 3 can pay
    g.apply("A", "x 2")
    assert st.players["A"].threat == 28
    assert aubrey.tokens["resources"] == 1 and corwen.tokens["resources"] == 5


@pytest.mark.rule("LC-CORE-EDECK-03")
def test_looking_at_more_cards_than_the_encounter_deck_holds_shows_what_is_there_and_reshuffles_nothing():
    g = tricks()
    st = g.state
    enc = st.encounter
    to_planning(g)
    scout, _ = hand(g, "A", "scout_ahead", "scout_ahead")  # the second keeps A's window open
    finish_planning(g)
    commit_all(g, "A")
    at_prompt(g, "after commitment")
    for c in enc.deck.cards[1:]:  # one card left, the rest in the discard pile
        g.table.move(c, enc.discard, face_up=True)
    last, discarded = enc.deck.top, len(enc.discard)
    g._legal_cache = None
    g.apply("A", f"play {uid(scout)}")
    (look,) = events(g, "look")
    assert look.data["cards"] == [last.card_id]
    assert list(enc.deck.cards) == [last] and len(enc.discard) == discarded


@pytest.mark.rule("LC-CORE-PLAN-16")
def test_a_hero_given_a_lore_icon_pays_for_lore_cards():
    g = tricks()
    st = g.state
    to_planning(g)
    badge, owl = hand(g, "A", "wayfarers_badge", "owl_watcher")
    corwen, mirela = by_id(g, "A", "corwen"), by_id(g, "A", "mirela")
    mirela.tokens.pop("resources", None)
    corwen.tokens["resources"] = 5
    g._legal_cache = None
    assert f"play {uid(owl)}" not in legal(g, "A")  # the lore hero holds nothing
    g.apply("A", f"play {uid(badge)}")
    g.apply("A", f"attach {uid(corwen)}")
    while "pay for" in prompt(g):
        g.apply("A", f"pay {uid(corwen)}")
    assert f"play {uid(owl)}" in legal(g, "A")
    g.apply("A", f"play {uid(owl)}")
    run_until(g, lambda g: owl in st.players["A"].allies.cards)
    assert corwen.tokens["resources"] == 5 - 1 - 2


@pytest.mark.rule("LC-CORE-SETUP-06")
def test_tokens_never_run_out():
    g = new(1)
    to_planning(g)
    h = hero(g, "A")
    h.tokens["resources"] = 500
    to_phase(g, "resource", 2)
    run_until(g, lambda g: g.state.phase != "resource")
    assert h.tokens["resources"] >= 501


@pytest.mark.rule("LC-CORE-FX-02")
def test_a_forced_effect_resolves_before_a_response_to_the_same_event():
    g = tricks()
    st = g.state
    to_planning(g)
    sellsword, _ = hand(g, "A", "oathbound_sellsword", "warm_welcome")
    by_id(g, "A", "corwen").tokens["resources"] = 5
    before, held = st.players["A"].threat, len(st.players["A"].hand)
    g.apply("A", f"play {uid(sellsword)}")
    while "pay for" in prompt(g):
        g.apply("A", legal(g, "A")[0])
    assert g.decision().kind == "response"
    assert st.players["A"].threat == before + 1  # the Forced threat came first
    assert len(st.players["A"].hand) == held - 1  # the draw is still to come
    (welcome,) = triggers(g, "A")
    g.apply("A", welcome)
    assert len(st.players["A"].hand) == held - 2 + 2


@pytest.mark.rule("LC-CORE-QUEST-21")
def test_progress_placed_on_a_named_location_stays_on_it():
    g = tricks()
    st = g.state
    enc = st.encounter
    to_planning(g)
    (mark,) = hand(g, "A", "mark_the_path")
    marsh = put(g, "reed_marsh", enc.active)
    ridge = put(g, "stony_ridge", enc.staging)
    ridge.tokens["progress"] = st.printed(ridge)["quest_points"] - 1  # room for 1 of the 2
    stage_progress = st.stage.tokens.get("progress", 0)
    by_id(g, "A", "mirela").tokens["resources"] = 1
    g._legal_cache = None
    g.apply("A", f"play {uid(mark)}")
    assert ridge in enc.discard.cards  # explored
    assert marsh.tokens.get("progress", 0) == 0  # not through the active location first
    assert st.stage.tokens.get("progress", 0) == stage_progress  # and the extra 1 went nowhere


@pytest.mark.rule("LC-KW-VICTORY-06")
def test_a_card_effect_reads_the_victory_display_total():
    g = tricks()
    st = g.state
    to_planning(g)
    (tales,) = hand(g, "A", "tales_of_valour")
    put(g, "bog_ogre", st.encounter.victory)
    put(g, "raider_captain", st.encounter.victory)  # 3 + 2 = 5 points
    st.players["A"].threat = 30
    by_id(g, "A", "corwen").tokens["resources"] = 1
    g._legal_cache = None
    g.apply("A", f"play {uid(tales)}")
    assert st.players["A"].threat == 30 - 2


@pytest.mark.rule("LC-KW-INDESTRUCTIBLE-05")
def test_an_enemy_losing_indestructible_with_damage_at_its_hit_points_is_destroyed_at_once():
    g = tricks()
    st = g.state
    to_planning(g)
    (spell,) = hand(g, "A", "break_the_spell")
    king = put(g, "drowned_king", st.players["A"].engaged)
    king.tokens["damage"] = st.printed(king)["hit_points"]
    by_id(g, "A", "aubrey").tokens["resources"] = 2
    g._legal_cache = None
    g.apply("A", f"play {uid(spell)}")
    assert king not in st.players["A"].engaged.cards
    assert king in st.encounter.discard.cards


@pytest.mark.rule("LC-CORE-EDGE-07")
def test_questing_progress_goes_to_the_stage_that_is_current_when_the_quest_resolves():
    g = tricks()
    st = g.state
    to_planning(g)
    (march,) = hand(g, "A", "forced_march")
    first = st.stage
    first.tokens["progress"] = st.printed(first)["quest_points"] - 1
    stack(g, "stony_ridge")  # threat 2: the heroes' willpower beats it
    by_id(g, "A", "corwen").tokens["resources"] = 2
    finish_planning(g)
    at_prompt(g, "commit")
    for h in st.players["A"].heroes.cards:
        g.apply("A", f"commit {uid(h)}")
    if "after commitment" not in prompt(g):
        g.apply("A", "done")
    g.apply("A", f"play {uid(march)}")  # the first stage completes in the middle of the quest phase
    second = st.stage
    assert second is not first
    run_until(g, lambda g: g.state.phase != "quest")
    made = [e for e in g.events if e.kind == "progress" and e.data["card"] == second.card_id]
    assert made and second.tokens.get("progress", 0) > 0


@pytest.mark.rule("LC-KW-VENOM-07", "LC-CORE-FX-05")
def test_venom_damage_prevented_gives_no_poison():
    from .test_combat import _to_combat

    g = tricks(scenario="sunken_archive")
    st = g.state
    _to_combat(g, {"A": ["stack_spider"]}, shadows=["tangled_thicket"])
    (shield,) = hand(g, "A", "deflecting_shield")
    aubrey = by_id(g, "A", "aubrey")
    aubrey.tokens["resources"] = 1
    g._legal_cache = None
    g.apply("A", "undefended")
    g.apply("A", f"take {uid(aubrey)}")
    assert g.decision().kind == "interrupt"
    assert aubrey.tokens.get("damage", 0) == 0  # an interrupt comes before the damage is placed
    (prevent,) = triggers(g, "A")
    g.apply("A", prevent)
    assert aubrey.tokens.get("damage", 0) == 0
    assert st.poisons_on(aubrey) == []
    assert shield in st.players["A"].discard.cards


@pytest.mark.rule("LC-KW-VENOM-03")
def test_a_poison_is_a_condition_attachment():
    from hjourney_tui.games.lotr_lcg.rules.damage import give_poison

    g = tricks()
    st = g.state
    to_planning(g)
    (draught,) = hand(g, "A", "cleansing_draught")
    mirela = by_id(g, "A", "mirela")
    mirela.tokens["resources"] = 1
    give_poison(g, mirela)
    (poison,) = st.poisons_on(mirela)
    g._legal_cache = None
    g.apply("A", f"play {uid(draught)}")
    assert st.poisons_on(mirela) == []
    assert poison in st.players["A"].discard.cards


@pytest.mark.rule("LC-KW-INDESTRUCTIBLE-03")
def test_an_indestructible_enemy_can_still_be_discarded_by_an_effect():
    g = tricks()
    st = g.state
    to_planning(g)
    (rite,) = hand(g, "A", "banishing_rite")
    king = put(g, "drowned_king", st.players["A"].engaged)
    king.tokens["damage"] = st.printed(king)["hit_points"] + 2
    by_id(g, "A", "aubrey").tokens["resources"] = 3
    g._legal_cache = None
    g.apply("A", f"play {uid(rite)}")
    assert king in st.encounter.discard.cards and not king.tokens


@pytest.mark.rule("LC-CORE-FX-07")
def test_a_limit_is_counted_for_each_copy_of_the_card():
    g = tricks()
    to_planning(g)
    ledger1, ledger2, warden, acolyte1, acolyte2 = hand(
        g, "A", "recruiters_ledger", "recruiters_ledger", "road_warden", "dawn_acolyte", "dawn_acolyte")
    corwen, mirela, aubrey = (by_id(g, "A", h) for h in ("corwen", "mirela", "aubrey"))
    corwen.tokens["resources"] = aubrey.tokens["resources"] = 10
    g._legal_cache = None
    for ledger, host in ((ledger1, corwen), (ledger2, mirela)):
        g.apply("A", f"play {uid(ledger)}")
        g.apply("A", f"attach {uid(host)}")

    def offered() -> list[str]:
        return [d.data["source"] for d in g.legal_commands("A") if d.text.startswith("trigger")] \
            if g.decision().kind == "response" else []

    g.apply("A", f"play {uid(warden)}")
    assert sorted(offered()) == sorted([uid(ledger1), uid(ledger2)])
    g.apply("A", f"trigger {uid(ledger1)}")
    if g.decision().kind == "response":
        g.apply("A", "pass")
    g.apply("A", f"play {uid(acolyte1)}")
    assert offered() == [uid(ledger2)]  # the first copy has had its once this round; the second has not
    g.apply("A", f"trigger {uid(ledger2)}")
    g.apply("A", f"play {uid(acolyte2)}")
    assert offered() == []


@pytest.mark.rule("LC-CORE-CARD-15")
def test_a_card_immune_to_player_card_effects_cannot_be_chosen_by_them():
    from hjourney_tui.core.game import Refused

    g = tricks()
    st = g.state
    to_planning(g)
    (mark,) = hand(g, "A", "mark_the_path")
    stones = put(g, "hallowed_stones", st.encounter.staging)
    by_id(g, "A", "mirela").tokens["resources"] = 1
    g._legal_cache = None
    assert f"play {uid(mark)}" not in legal(g, "A")  # the only location is immune: no target
    with pytest.raises(Refused):
        g.apply("A", f"play {uid(mark)}")
    ridge = put(g, "stony_ridge", st.encounter.staging)
    g._legal_cache = None
    g.apply("A", f"play {uid(mark)}")  # one target left: no question, the ridge takes it
    assert ridge.tokens.get("progress") == 2 and not stones.tokens


@pytest.mark.rule("LC-CORE-FX-06")
def test_a_cards_second_sentence_sees_what_the_first_did():
    g = tricks()
    st = g.state
    p = st.players["A"]
    to_planning(g)
    (search,) = hand(g, "A", "reckless_search")
    old = put(g, "steady_heart", p.discard)  # the discard pile's top before the search: no ally
    acolyte = put(g, "dawn_acolyte", p.deck, top=True)
    by_id(g, "A", "corwen").tokens["resources"] = 1
    g._legal_cache = None
    g.apply("A", f"play {uid(search)}")
    assert acolyte in p.allies.cards  # the card the first sentence discarded is the one the second checks
    assert old in p.discard.cards


@pytest.mark.rule("LC-CORE-ROUND-07")
def test_an_action_resolves_completely_before_another_can_start():
    from hjourney_tui.core.game import Refused

    g = tricks()
    st = g.state
    to_planning(g)
    call, a1, a2, vigil = hand(g, "A", "call_the_reserves", "dawn_acolyte", "dawn_acolyte", "quiet_vigil")
    by_id(g, "A", "corwen").tokens["resources"] = 1
    g._legal_cache = None
    g.apply("A", f"play {uid(call)}")
    assert "put which ally" in prompt(g)
    assert not [t for t in legal(g, "A") if t.startswith("play")]
    with pytest.raises(Refused):
        g.apply("A", f"play {uid(vigil)}")
    g.apply("A", f"target {uid(a1)}")
    assert a1 in st.players["A"].allies.cards
    assert f"play {uid(vigil)}" in legal(g, "A")  # the next action may start now


@pytest.mark.rule("LC-CORE-FX-11")
def test_each_needs_a_card_to_apply_to_while_all_may_apply_to_none():
    g = tricks()
    st = g.state
    p = st.players["A"]
    to_planning(g)
    (call,) = hand(g, "A", "rousing_call")
    acolyte = put(g, "dawn_acolyte", p.allies, controller="A")
    g._legal_cache = None
    assert f"play {uid(call)}" not in legal(g, "A")  # 'ready each exhausted ally': there is none
    acolyte.flags.add("exhausted")
    g._legal_cache = None
    g.apply("A", f"play {uid(call)}")
    assert "exhausted" not in acolyte.flags
    g2 = new(1)  # Creeping Rust discards every attachment: with none, it still resolves
    to_planning(g2)
    (rust,) = stack(g2, "creeping_rust")
    finish_planning(g2)
    commit_all(g2, "A")
    run_until(g2, lambda g: rust in g.state.encounter.discard.cards)
    assert [e.data["card"] for e in g2.events if e.kind == "reveal"][0] == "creeping_rust"

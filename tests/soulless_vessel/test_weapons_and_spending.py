"""Attacks made with one chosen weapon (held, bare hands or a thrown rock), Reach, hands, spending
a roll's Plus and Star, Botch's reach, extra targets and the Cursed status, dice fixed face by face.

The test content is extended per test with cards and weapons written here (`extend`), so each test
lays out exactly the options it needs."""

from __future__ import annotations

from dataclasses import replace

import pytest

from hjourney_tui.games.soulless_vessel import board, printed
from hjourney_tui.games.soulless_vessel.effects import parse_effect
from hjourney_tui.games.soulless_vessel.printed import Action, Weapon
from hjourney_tui.games.soulless_vessel.rules import events as event_rules
from hjourney_tui.games.soulless_vessel.rules.defence import defence_pool
from hjourney_tui.games.soulless_vessel.rules.dice import pool, roll
from hjourney_tui.games.soulless_vessel.rules.spells import casting_pool
from tests.soulless_vessel.campaign_helpers import quest, record
from tests.soulless_vessel.helpers import (
    POW_1,
    POW_3,
    STD_1,
    STD_1PLUS,
    STD_2,
    STD_BOTCH,
    commit,
    events,
    foes,
    legal,
    new,
    open_board,
    put,
    refused,
    rig,
    set_ai,
    to_turn,
)


def spend_of(line: str, kind: str = "attack"):
    """A spending option written as content writes it ("on_plus 1: apply weaken 1")."""
    return printed.spend_of(parse_effect(line, "hero"), kind)


BLS_PLUS, BLS_STAR, BLS_CRIT = 0, 3, 4  # Blessing Die faces
POW_2WEAR = 5
KNIFE = Weapon("knife", "Knife", 1, False, {"blessing": 1}, spend=(spend_of("on_plus 1 attack: apply bleed 1"),))
MAUL = Weapon("maul", "Maul", 1, False, {"power": 2}, hands=2)
PIKE = Weapon("pike", "Pike", 2, False, {}, reach=True)


def extend(g, weapons=(), to: str = "Ana", **cards: Action) -> None:
    """Add these weapons and ability cards to this game's content (the cards to this hero's deck)."""
    c = g.content
    g.content = replace(c, weapons={**c.weapons, **{w.id: w for w in weapons}},
                        abilities={**c.abilities, **{k: replace(c.abilities["lunge"], id=k, name=k.title(), major=a)
                                                     for k, a in cards.items()}})
    g.state.heroes[to].deck += list(cards)


def ready(seats: int = 1, foes_at: tuple[tuple[str, str], ...] = (("husk", "e3"),), weapons=(),
          hold: tuple[str | None, str | None] | None = None, plan: tuple[str, ...] = ("lunge",),
          deck: tuple[str, ...] = (), **cards: Action):
    """Ana at d2 with the listed enemies, the given cards and weapons; her turn, with Sidestep placed
    beside the planned card so that the turn stays open after the attack."""
    g = new(seats)
    open_board(g)
    extend(g, weapons, **cards)
    g.state.heroes["Ana"].deck += list(deck)
    if hold is not None:
        g.state.heroes["Ana"].weapon, g.state.heroes["Ana"].offhand = hold
    put(g, "Ana", "d2")
    for seat, square in zip(("Bo", "Cy"), ("a5", "a4"), strict=False):  # out of the way
        if seat in g.state.heroes:
            put(g, seat, square)
    ids = []
    for kind, square in foes_at:
        ids += foes(g, kind, square)
    for kind in {k for k, _ in foes_at}:
        set_ai(g, kind, "hold_grudge")
        g.state.groups[kind].acts_at = 0
    to_turn(g, "Ana", {"Ana": [*plan, "sidestep"][:2]})
    return g, ids


def options(g, card: str = "lunge"):
    return [c for c in g.legal_commands("Ana") if c.verb == "major" and c.data["card"] == card]


def last(g, kind: str = "attack"):
    return events(g, kind)[-1].data


# -- weapons and hands ----------------------------------------------------------------------


@pytest.mark.rule("VS-ATK-01")
@pytest.mark.rule("VS-ATK-13")
@pytest.mark.rule("VS-ATK-15")
def test_an_attack_is_offered_with_each_held_weapon_and_with_a_free_hand_fists_or_a_rock():
    g, [eid] = ready()  # the cudgel takes one hand: the other is free
    assert {c.data["weapon"] for c in options(g)} == {"cudgel", "fist", "rock"}
    assert f"major lunge {eid}" in legal(g, "Ana")  # the main weapon's command names no weapon
    fist = next(c for c in options(g) if c.data["weapon"] == "fist")
    assert fist.data["dice"] == {"standard": 1, "power": 1}  # the basic pool and the card's die
    rock = next(c for c in options(g) if c.data["weapon"] == "rock")
    assert rock.data["dice"] == {"standard": 1, "power": 1, "cursed": 1 + 2}  # ranged, next to the husk
    g.state.heroes["Ana"].weapon = None  # nothing held: both hands free, still an attack
    g._legal_cache = None
    assert {c.data["weapon"] for c in options(g)} == {"fist", "rock"}


@pytest.mark.rule("VS-ATK-15")
def test_throw_rock_reaches_three_squares():
    g, [eid] = ready(foes_at=(("husk", "d5"),))
    assert f"major lunge {eid} rock" in legal(g, "Ana")
    put(g, "Ana", "d1")
    assert f"major lunge {eid} rock" not in legal(g, "Ana")  # four squares off


@pytest.mark.rule("VS-ATK-12")
@pytest.mark.rule("VS-EDGE-20")
def test_a_two_handed_weapon_leaves_no_hand_for_fists_or_rocks():
    g, [eid] = ready(weapons=(MAUL,), hold=("maul", None), rock_throw=Action("attack", weapon="rock", range=3),
                     plan=("lunge", "rock_throw"))
    assert {c.data["weapon"] for c in options(g)} == {"maul"}
    assert refused(g, "Ana")["major rock_throw"] == "it needs a free hand"
    g.state.heroes["Ana"].weapon, g.state.heroes["Ana"].offhand = "cudgel", "knife"  # one a hand: none free
    extend(g, (KNIFE,))
    g._legal_cache = None
    assert {c.data["weapon"] for c in options(g)} == {"cudgel", "knife"}


@pytest.mark.rule("VS-ATK-02")
@pytest.mark.rule("VS-DICE-14")
def test_an_attack_rolls_and_spends_with_the_chosen_weapon_only():
    g, [eid] = ready(weapons=(KNIFE,), hold=("cudgel", "knife"))
    by = {c.data["weapon"]: c for c in options(g)}
    assert by["cudgel"].data["dice"] == {"standard": 1, "power": 2}  # no Blessing Die of the knife
    assert by["knife"].data["dice"] == {"standard": 1, "power": 1, "blessing": 1}
    rig(g, STD_1PLUS, POW_1, POW_1)  # a Plus, but the cudgel has no option and the knife's is not for it
    g.apply("Ana", f"major lunge {eid}")
    assert not [c for c in g.legal_commands("Ana") if c.verb == "spend"]
    assert last(g)["weapon"] == "cudgel" and last(g)["spent"] == []


@pytest.mark.rule("VS-DICE-14")
def test_the_weapons_spending_option_comes_with_an_attack_made_with_it():
    g, [eid] = ready(weapons=(KNIFE,), hold=("cudgel", "knife"))
    rig(g, STD_1PLUS, POW_1, 5)  # Plus; lunge 1; Blessing 1
    g.apply("Ana", f"major lunge {eid} knife")
    assert legal(g, "Ana") == ["spend knife-1", "done"]
    g.apply("Ana", "spend knife-1")
    assert g.state.enemies[eid].tokens == {"bleed": 1}


@pytest.mark.rule("VS-ATK-11")
def test_reach_strikes_at_two_squares_and_stays_melee():
    g, [near, far] = ready(weapons=(PIKE,), hold=("pike", None), foes_at=(("husk", "e3"), ("gnawer", "d4")))
    by = {c.data["target"]: c for c in options(g) if c.data["weapon"] == "pike"}
    assert by[far].text == f"major lunge {far}" and by[far].data["dice"] == {"standard": 1, "power": 1}
    put(g, "Ana", "d1")  # three squares off: out of its reach
    assert "reaches 2" in refused(g, "Ana")[f"major lunge {far}"]


# -- the pool and the roll --------------------------------------------------------------------


@pytest.mark.rule("VS-DICE-04")
def test_every_pool_holds_one_standard_die_beside_its_bonus_dice():
    g, [eid] = ready(weapons=(MAUL,), hold=("maul", None))
    assert all(c.data["dice"]["standard"] == 1 for c in options(g))
    hero = g.state.heroes["Ana"]
    assert defence_pool(g, hero)["standard"] == 1
    assert casting_pool(g, hero, g.content.abilities["cinder"].major)["standard"] == 1


@pytest.mark.rule("VS-DICE-07")
@pytest.mark.rule("VS-DICE-08")
def test_a_botch_cancels_the_rolls_wear_and_criticals():
    g, [eid] = ready(blessed=Action("attack", dice={"blessing": 1}), plan=("blessed",))
    rig(g, STD_BOTCH, POW_2WEAR, BLS_CRIT)  # a Wear and a Critical beside the Botch
    g.apply("Ana", f"major blessed {eid}")
    assert last(g)["roll"]["criticals"] == 0 and last(g)["roll"]["wear"] == 0 and last(g)["wounds"] == 0
    assert g.state.enemies[eid].wounds == 0


@pytest.mark.rule("VS-DICE-09")
def test_an_action_that_ignores_botch_reads_the_botch_as_a_blank_face():
    g, [eid] = ready(sure=Action("attack", dice={"power": 1}, ignore_botch=True), plan=("sure",))
    rig(g, STD_BOTCH, POW_3, POW_3)  # 0 + cudgel 3 + card 3 against defence 3
    g.apply("Ana", f"major sure {eid}")
    assert not last(g)["roll"]["botch"] and last(g)["wounds"] == 2


@pytest.mark.rule("VS-DICE-16")
def test_the_event_roll_is_a_d10():
    g = new(1)
    asked = []

    class Spy:
        def randint(self, lo, hi):
            asked.append((lo, hi))
            return hi

        def __getattr__(self, name):
            return getattr(real, name)

    real = g.rng
    g.rng = Spy()
    g.state.round = 2
    event_rules.event_step(g)
    assert asked == [(1, 10)] and events(g, "event")[-1].data["d10"] == 10


@pytest.mark.rule("VS-WEAR-05")
def test_a_damage_roll_never_carries_wear():
    g = new(1)
    rig(g, POW_2WEAR, POW_2WEAR)
    res = roll(g, pool(power=2), damage=True)
    assert res.power == 4 and res.wear == 0


# -- spending Plus and Star -------------------------------------------------------------------


def spender(*spends: str, **kw):
    return ready(pay=Action("attack", dice={"blessing": 1}, spend=tuple(spend_of(s) for s in spends)),
                 plan=("pay",), **kw)


@pytest.mark.rule("VS-DICE-10")
def test_a_star_pays_for_a_plus_option():
    g, [eid] = spender("on_plus 1: apply weaken 1")
    rig(g, STD_1, POW_1, BLS_STAR)  # no Plus, one Star
    g.apply("Ana", f"major pay {eid}")
    assert "spend pay-1" in legal(g, "Ana")
    g.apply("Ana", "spend pay-1")
    assert g.state.enemies[eid].tokens == {"weaken": 1}


@pytest.mark.rule("VS-DICE-11")
def test_each_symbol_pays_once():
    g, [eid] = spender("on_plus 1: apply weaken 1", "on_plus 1: add_power 3")
    rig(g, STD_1, POW_1, BLS_PLUS)  # one Plus
    g.apply("Ana", f"major pay {eid}")
    g.apply("Ana", "spend pay-2")
    assert last(g)["spent"] == ["pay-2"] and last(g)["wounds"] == 1  # 1 + 1 + 3 power against defence 3
    assert g.state.enemies[eid].tokens == {}  # nothing was left for the other option


@pytest.mark.rule("VS-DICE-12")
def test_a_spending_option_is_bought_once_an_action():
    g, [eid] = spender("on_plus 1: add_power 3")
    rig(g, STD_1PLUS, POW_1, BLS_PLUS)  # two Plus
    g.apply("Ana", f"major pay {eid}")
    g.apply("Ana", "spend pay-1")
    assert last(g)["spent"] == ["pay-1"] and last(g)["wounds"] == 1  # 1 + 1 + 3 = 5: once, not 8


@pytest.mark.rule("VS-DICE-13")
def test_a_spending_option_serves_only_its_own_kind_of_roll():
    shield = Weapon("buckler", "Buckler", 1, False, {"blessing": 1},
                    spend=(spend_of("on_plus 1 defense: add_power 1"), spend_of("on_plus 1 attack: apply weaken 1")))
    g, [eid] = ready(weapons=(shield,), hold=("buckler", None))
    rig(g, STD_1PLUS, POW_1, BLS_PLUS)
    g.apply("Ana", f"major lunge {eid}")
    shown = [c.text for c in g.legal_commands("Ana", enabled_only=False) if c.verb == "spend"]
    assert shown == ["spend buckler-2"]


@pytest.mark.rule("VS-STATUS-13")
def test_a_cursed_hero_may_pay_a_plus_to_the_curse_and_keeps_its_cards():
    g, [eid] = ready()
    g.state.heroes["Ana"].statuses["cursed"] = 2
    rig(g, STD_1PLUS, POW_1, POW_1)
    g.apply("Ana", f"major lunge {eid}")
    assert "spend curse" in legal(g, "Ana")
    g.apply("Ana", "spend curse")
    assert not [c for c in g.legal_commands("Ana") if c.verb == "curse"]
    assert set(g.state.heroes["Ana"].cooldown) == {"lunge"}


@pytest.mark.rule("VS-STATUS-14")
def test_a_cursed_hero_that_pays_nothing_loses_a_card_to_cooldown_two():
    g, [eid] = ready()
    g.state.heroes["Ana"].statuses["cursed"] = 2
    rig(g, STD_2, POW_1, POW_1)  # no Plus
    g.apply("Ana", f"major lunge {eid}")
    assert {c.data["card"] for c in g.legal_commands("Ana") if c.verb == "curse"} == {"mend", "brace", "cleave"}
    g.apply("Ana", "curse mend")
    assert g.state.heroes["Ana"].cooldown["mend"] == 2


@pytest.mark.rule("VS-EDGE-04")
def test_a_cursed_hero_with_an_empty_hand_suffers_nothing_more():
    g, [eid] = ready()
    ana = g.state.heroes["Ana"]
    ana.statuses["cursed"] = 2
    ana.deck = ["lunge"]  # nothing else in hand
    rig(g, STD_2, POW_1, POW_1)
    g.apply("Ana", f"major lunge {eid}")
    assert ana.cooldown == {"lunge": 2} and ana.scratches == 0
    assert "major sidestep" in legal(g, "Ana")  # the turn goes on, nothing asked


# -- extra targets ------------------------------------------------------------------------------


@pytest.mark.rule("VS-ATK-19")
def test_an_extra_target_takes_the_same_wounds_and_statuses_without_a_roll_of_its_own():
    g, [gnawer, husk] = ready(3, foes_at=(("gnawer", "e3"), ("husk", "c1")),
                              sweep=Action("attack", extra=1, statuses=(("weaken", 1),)), plan=("sweep",))
    rig(g, STD_1, POW_1)  # power 2 against the gnawer's defence 2: one wound
    g.apply("Ana", f"major sweep {gnawer}")
    assert legal(g, "Ana") == [f"hit {husk}", "hit none"]
    g.apply("Ana", f"hit {husk}")
    husk_model = g.state.enemies[husk]
    assert husk_model.wounds == 1 and husk_model.tokens == {"weaken": 1}  # 2 would not pass its defence 3


@pytest.mark.rule("VS-ATK-19")
def test_hit_multiple_hits_every_other_enemy_next_to_the_hero():
    g, [a, b, far] = ready(3, foes_at=(("gnawer", "e3"), ("gnawer", "c1"), ("husk", "f2")),
                           whirl=Action("attack", multiple="adjacent"), plan=("whirl",))
    rig(g, STD_1, POW_1)  # one wound on the gnawer
    g.apply("Ana", f"major whirl {a}")
    assert g.state.enemies[a].wounds == g.state.enemies[b].wounds == 1
    assert g.state.enemies[far].wounds == 0


# -- spells and statuses ----------------------------------------------------------------------


@pytest.mark.rule("VS-EDGE-03")
def test_a_dazed_heros_failed_spell_still_cools_down_one():
    g, [eid] = ready(plan=("blight",), deck=("blight",))
    g.state.heroes["Ana"].statuses["dazed"] = 2
    rig(g, STD_1)  # power 1: Blight needs 2
    g.apply("Ana", f"major blight {eid}")
    assert g.state.heroes["Ana"].cooldown["blight"] == 1


# -- in a campaign: items on the hero's board ------------------------------------------------


def armed(*held: tuple[str, int]):
    """A campaign quest: Ana holds these (item, Wear) in hand, a grave rat next to her; her turn, Hew placed."""
    rec = record()
    rec["heroes"]["Ana"]["items"] = [{"id": i, "slot": "hand", "wear": w, "rune": ""} for i, w in held]
    g = quest(rec)
    to_turn(g, "Ana", {"Ana": ["hew"]})
    x, y = g.state.heroes["Ana"].pos
    [eid] = foes(g, "grave_rats", board.name((x + 1, y + 1)))
    set_ai(g, "grave_rats", sorted(g.content.ai_cards)[0])
    put(g, "Ana", board.name((x, y + 1)))
    return g, eid


def wear_of(g, item: str) -> int | None:
    return next((c.wear for c in g.party.heroes["Ana"].items if c.id == item), None)


@pytest.mark.rule("VS-EDGE-10")
def test_a_weapon_that_breaks_mid_attack_still_serves_the_whole_attack():
    g, eid = armed(("t1_sword", 2))  # durability 3: the next Wear breaks it
    rig(g, STD_1PLUS, POW_2WEAR, POW_1)  # a Plus; the sword's Power Die shows a Wear
    g.apply("Ana", f"major hew {eid}")
    assert "spend t1_sword-1" in legal(g, "Ana")  # its option is still there to buy
    g.apply("Ana", "spend t1_sword-1")
    kinds = [e.kind for e in g.events]
    assert kinds.index("wear") > max(i for i, k in enumerate(kinds) if k == "attack")  # broken after the attack
    assert last(g)["roll"]["power"] == 1 + 2 + 1 + 1 and last(g)["spent"] == ["t1_sword-1"]
    assert wear_of(g, "t1_sword") is None


@pytest.mark.rule("VS-ATK-12")
def test_two_one_handed_weapons_from_the_board_are_both_held():
    g, eid = armed(("t1_sword", 0), ("kitchen_knife", 0))
    assert (g.state.heroes["Ana"].weapon, g.state.heroes["Ana"].offhand) == ("t1_sword", "kitchen_knife")
    assert {c.data["weapon"] for c in g.legal_commands("Ana") if c.verb == "major" and c.data.get("target") == eid} \
        == {"t1_sword", "kitchen_knife"}  # no hand left free for fists or a rock


@pytest.mark.rule("VS-DMG-04")
def test_a_damage_roll_at_several_enemies_is_rolled_for_each():
    g, [a, b] = ready(3, foes_at=(("gnawer", "e3"), ("gnawer", "c1")),
                      chain=Action("spell", spell=1, range=4, damage={"power": 1}, extra=1), plan=("chain",))
    rig(g, STD_2, POW_3, POW_1)  # the casting roll, then a damage roll for each gnawer
    g.apply("Ana", f"major chain {a}")
    assert legal(g, "Ana") == [f"hit {b}", "hit none"]
    g.apply("Ana", f"hit {b}")
    rolls = [e.data for e in events(g, "attack") if e.data.get("damage_roll")]
    assert [(r["enemy"], r["roll"]["power"], r["wounds"]) for r in rolls] == [(a, 3, 1), (b, 1, 0)]


@pytest.mark.rule("VS-STATUS-13")
@pytest.mark.rule("VS-STATUS-14")
def test_the_curse_claims_a_plus_of_a_spellcasting_roll_too():
    g, [eid] = ready(plan=("blight",), deck=("blight",))
    g.state.heroes["Ana"].statuses["cursed"] = 2
    rig(g, STD_1PLUS)  # a Plus and power 1: Blight (needs 2) fails either way
    g.apply("Ana", f"major blight {eid}")
    assert [c.text for c in g.legal_commands("Ana") if c.verb == "spend"] == ["spend curse"]
    g.apply("Ana", "done")  # keep the Plus: the curse takes a card
    assert {c.data["card"] for c in g.legal_commands("Ana") if c.verb == "curse"} == {"mend", "brace", "cleave",
                                                                                      "lunge"}


# -- defence --------------------------------------------------------------------------------------


def husk_on_cy(weapons=(), **cards: Action):
    """The husk (attack 3) goes for Cy, who holds these cards in hand."""
    g = new(3)
    open_board(g)
    extend(g, weapons, to="Cy", **cards)
    put(g, "Ana", "a1")
    put(g, "Bo", "a5")
    put(g, "Cy", "d3")
    foes(g, "husk", "f3")
    set_ai(g, "husk", "lunge_near")
    return g


def defend(g, play: str | None = None) -> None:
    """Cy plays this interrupt (if any) and lets the others go by, until the husk's attack lands."""
    if play:
        g.apply("Cy", f"trigger {play}")
    while not events(g, "defend") and "pass" in legal(g, "Cy"):
        g.apply("Cy", "pass")


@pytest.mark.rule("VS-DEF-03")
def test_only_a_block_takes_away_the_last_scratch():
    g = husk_on_cy(wall=Action("interrupt", trigger="when_attacked", dice={"power": 2}, block=1),
                   brace_up=Action("interrupt", trigger="when_attacked", dice={"power": 2}))
    commit(g, {})
    rig(g, STD_1, POW_1, POW_1)  # 3 power against attack 3: one scratch at least ...
    defend(g, "brace_up")
    assert events(g, "defend")[-1].data["scratches"] == 1
    g = husk_on_cy(wall=Action("interrupt", trigger="when_attacked", dice={"power": 2}, block=1))
    commit(g, {})
    rig(g, STD_1, POW_1, POW_1)
    defend(g, "wall")  # ... which the block takes away
    assert events(g, "defend")[-1].data["scratches"] == 0


@pytest.mark.rule("VS-DEF-03")
@pytest.mark.rule("VS-DICE-13")
def test_a_defence_roll_buys_the_equipped_weapons_defence_options():
    buckler = Weapon("buckler", "Buckler", 1, False, {}, spend=(spend_of("on_plus 1 defense: block 1"),
                                                               spend_of("on_plus 1 attack: apply weaken 1")))
    g = husk_on_cy((buckler,))
    g.state.heroes["Cy"].weapon = "buckler"
    commit(g, {})
    rig(g, STD_1PLUS)  # power 1 against attack 3, and a Plus
    defend(g)
    assert [c.text for c in g.legal_commands("Cy") if c.verb == "spend"] == ["spend buckler-1"]
    g.apply("Cy", "spend buckler-1")
    assert events(g, "defend")[-1].data["scratches"] == 1  # 2, less the block


@pytest.mark.rule("VS-ATK-17")
@pytest.mark.rule("VS-ATK-18")
def test_a_free_attack_bought_on_defence_strikes_at_once_with_the_weapon_chosen():
    riposte = Action("interrupt", trigger="when_attacked", dice={"blessing": 1},
                     spend=(spend_of("on_star 1: free_attack", "defense"),))
    g = husk_on_cy((KNIFE,), riposte=riposte)
    cy = g.state.heroes["Cy"]
    cy.offhand = "knife"  # the club in one hand, the knife in the other
    put(g, "Cy", "e3")  # next to the husk
    commit(g, {})
    rig(g, STD_2, BLS_STAR)  # the defence: power 2 and a Star
    defend(g, "riposte")
    g.apply("Cy", "spend riposte-1")
    assert events(g, "defend")[-1].data["scratches"] == 1
    assert {c.text for c in g.legal_commands("Cy")} == {"weapon club", "weapon knife"}
    rig(g, STD_1, 5)  # the knife's pool: the Standard Die and its own Blessing Die, no card's dice
    g.apply("Cy", "weapon knife")
    strike = events(g, "attack")[-1].data
    assert strike["weapon"] == "knife" and [d for d, _ in strike["roll"]["faces"]] == ["standard", "blessing"]


@pytest.mark.rule("VS-ATK-16")
def test_bare_hands_or_a_rock_never_make_a_free_attack():
    riposte = Action("interrupt", trigger="when_attacked", dice={"blessing": 1},
                     spend=(spend_of("on_star 1: free_attack", "defense"),))
    g = husk_on_cy(riposte=riposte)
    g.state.heroes["Cy"].weapon = None  # both hands free, nothing in them
    put(g, "Cy", "e3")
    commit(g, {})
    rig(g, STD_2, BLS_STAR)
    defend(g, "riposte")
    g.apply("Cy", "spend riposte-1")
    strike = events(g, "attack")[-1].data
    assert strike["free"] and strike["wounds"] == 0 and "roll" not in strike


@pytest.mark.rule("VS-ATK-19")
def test_hit_multiple_in_the_room_hits_every_other_enemy_of_the_heros_room():
    g, [a, b, far] = ready(3, foes_at=(("gnawer", "e3"), ("gnawer", "b5"), ("husk", "h3")),
                           sweep=Action("attack", multiple="room"), plan=("sweep",))
    rig(g, STD_1, POW_1)  # one wound on the gnawer
    g.apply("Ana", f"major sweep {a}")
    assert g.state.enemies[a].wounds == g.state.enemies[b].wounds == 1  # b5: the same room, out of reach
    assert g.state.enemies[far].wounds == 0  # h3: the hall beyond the wall

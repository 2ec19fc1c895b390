"""Scripts of the Iliad set (rulesets/heroes_journey/cards/iliad.toml)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hjourney_tui.core.modifiers import Modifier
from hjourney_tui.core.questions import Ask, Option, Script
from hjourney_tui.core.scripts import Source
from hjourney_tui.core.timing import Occurrence

from ..rules import characters, playing
from .common import (
    SCRIPTS,
    bar_cheap_entry,
    boost,
    campaign_companions,
    choose,
    companion_boost,
    discarding,
    exert_to_wound_minion,
    exertion,
    extra_cost,
    gain_initiative,
    lose_initiative_to_boost,
    minion_boost,
    own_companion_from_hand,
    own_skirmish,
    paid,
    party_site_has,
    pay_from_hand,
    payment_stopper,
    prevent_minion_wound,
    prevent_own_wound,
    skirmishing_companion,
    skirmishing_minions,
    to_scrap,
    token_when_companion_enters,
)

if TYPE_CHECKING:
    from ..engine import HeroesJourney

payment_stopper("no_rest_before_troy", "discard", "second wind", burden=True)

token_when_companion_enters("automedon", "achaian")
bar_cheap_entry("turned_back_at_the_gate")
minion_boost("hektors_shout", 1, damage=1)

exert_to_wound_minion("odysseus")
companion_boost("battle_fury", 2, damage=1)
prevent_own_wound("divine_mist")
minion_boost("ares_fury", 3)
prevent_minion_wound("aphrodite_mist")
gain_initiative("first_into_fray")
lose_initiative_to_boost("press_advantage", 3)


def _nestor_can(game: HeroesJourney, source: Source, occ: None) -> bool:
    return characters.can_exert(game, source.id) and bool(game.state.players[source.controller].book.cards)


@SCRIPTS.ability("nestor", timing="action", when=_nestor_can, label="exert Nestor: draw a card")
def nestor(game: HeroesJourney, source: Source, occ: None) -> Script:
    if not (yield from paid(game, source, exertion(game, source.id))):
        return
    game.draw(source.controller, 1)


def _party_there(game: HeroesJourney, source: Source, occ: None) -> bool:
    return bool(campaign_companions(game))


@SCRIPTS.ability("apollos_arrow", timing="action", when=_party_there, label="wound a companion")
def apollos_arrow(game: HeroesJourney, source: Source, occ: None) -> Script:
    target = yield from choose(game, source.controller, "wound which companion?", campaign_companions(game))
    yield from characters.wound(game, target, source.id)


# Spear of Hektor wounds the same way, in the Barrage step or in any skirmish (two phase labels).
SCRIPTS.ability("hektors_spear", timing="action", when=_party_there, label="wound a companion",
                name="wound")(apollos_arrow)


def _boulder_can(game: HeroesJourney, source: Source, occ: None) -> bool:
    """Both costs payable before either is paid (HJ-COST-03); the boulder itself is not one of the two
    cards to discard, as it leaves the hand when played (HJ-PLAY-04)."""
    st = game.state
    others = [c for c in st.players[source.controller].hand.cards if c.uid != source.id]
    return len(others) >= 2 and any(characters.can_exert(game, u) for u in campaign_companions(game))


@extra_cost("hurled_boulder")
def hurled_boulder_cost(game: HeroesJourney, source: Source) -> Script:
    st = game.state
    seat = source.controller
    who = yield from choose(game, seat, "exert which companion?",
                            [u for u in campaign_companions(game) if characters.can_exert(game, u)])
    chosen: list[str] = []
    for k in (1, 2):
        cards = [c for c in st.players[seat].hand.cards if c.uid not in chosen]
        answer = yield Ask(seat, f"discard a card ({k} of 2)",
                           [Option(f"discard {c.uid}", st.content.cards[c.card_id]["title"],
                                   {"verb": "discard", "card": c.uid}) for c in cards])
        chosen.append(answer.args[0])
    return [exertion(game, who), *(discarding(game, seat, u) for u in chosen)]


@SCRIPTS.ability("hurled_boulder", timing="action", when=_boulder_can, label="exert, discard 2: wound a minion")
def hurled_boulder(game: HeroesJourney, source: Source, occ: None) -> Script:
    seat = source.controller
    targets = playing.minions(game)
    if targets:
        target = yield from choose(game, seat, "wound which minion?", targets)
        yield from characters.wound(game, target, source.id)


@SCRIPTS.ability("behind_the_shield", timing="action", label="the party's ranged total +1")
def behind_the_shield(game: HeroesJourney, source: Source, occ: None) -> None:
    bonus = game.state.turn.ranged_bonus
    bonus["party"] = bonus.get("party", 0) + 1
    game.emit(f"the party's ranged total is +{bonus['party']}", kind="ranged", seat=source.controller,
              rule="HJ-RNG-06", data={"party": bonus["party"]})


def _chariots_can(game: HeroesJourney, source: Source, occ: None) -> bool:
    return bool(skirmishing_minions(game))


@SCRIPTS.ability("chariots_on_the_plain", timing="action", when=_chariots_can, label="a minion +1 (+3 on plains)")
def chariots_on_the_plain(game: HeroesJourney, source: Source, occ: None) -> Script:
    target = yield from choose(game, source.controller, "which minion?", skirmishing_minions(game))
    boost(game, target, "strength", 3 if party_site_has(game, "plains") else 1, source.id)


@extra_cost("from_the_ranks")
def from_the_ranks_cost(game: HeroesJourney, source: Source) -> Script:
    who = yield from choose(game, source.controller, "exert which minion?", _exertable_minions(game))
    return [exertion(game, who)]


def _exertable_minions(game: HeroesJourney) -> list[str]:
    """Any Adversary player's active minion may pay an Adversary cost, never a Campaign character
    (HJ-COST-12)."""
    return [m for m in playing.minions(game) if characters.can_exert(game, m)]


@SCRIPTS.ability("from_the_ranks", timing="action",
                 when=lambda g, s, o: bool(_exertable_minions(g)) and bool(campaign_companions(g)),
                 label="exert a minion: wound a companion")
def from_the_ranks(game: HeroesJourney, source: Source, occ: None) -> Script:
    target = yield from choose(game, source.controller, "wound which companion?", campaign_companions(game))
    yield from characters.wound(game, target, source.id)


@SCRIPTS.ability("hektor", timing="forced", on="skirmish_begins",
                 when=lambda g, s, o: s.id in o.data.get("minions", ()), label="Hektor is strength +2")
def hektor(game: HeroesJourney, source: Source, occ: Occurrence) -> None:
    boost(game, source.id, "strength", 2, source.id)


def _challenges(game: HeroesJourney, source: Source) -> list[tuple[str, str]]:
    """(minion, companion) pairs with both still unassigned (HJ-ASG-02)."""
    from ..rules import melee

    assigned = game.state.turn.assigned
    minions = [m for m in playing.minions(game, source.controller) if m not in assigned and melee.can_skirmish(game, m)]
    comps = [c for c in campaign_companions(game) if c not in assigned.values() and melee.can_skirmish(game, c)]
    return [(m, c) for m in minions for c in comps]


@SCRIPTS.ability("calls_out_a_champion", timing="action", when=lambda g, s, o: bool(_challenges(g, s)),
                 label="assign a minion of yours to a companion")
def calls_out_a_champion(game: HeroesJourney, source: Source, occ: None) -> Script:
    pairs = _challenges(game, source)
    answer = yield Ask(source.controller, "assign which minion to which companion?",
                       [Option(f"assign {m} {c}", f"{game.name(m)} against {game.name(c)}",
                               {"verb": "assign", "minion": m, "companion": c}) for m, c in pairs])
    m, c = answer.args[0], answer.args[1]
    game.state.turn.assigned[m] = c
    game.emit(f"{game.name(m)} is assigned to {game.name(c)}", kind="assign", seat=source.controller,
              rule="HJ-ASG-02", data={"minion": m, "companion": c})


def _turn_aside_can(game: HeroesJourney, source: Source, occ: None) -> bool:
    return own_skirmish(game, source) and bool(skirmishing_minions(game))


@SCRIPTS.ability("spear_turned_aside", timing="action", when=_turn_aside_can,
                 label="a skirmishing minion loses all damage bonuses")
def spear_turned_aside(game: HeroesJourney, source: Source, occ: None) -> Script:
    target = yield from choose(game, source.controller, "which minion?", skirmishing_minions(game))
    # a "cannot" outlasts any bonus given after it, for as long as it lasts (HJ-KW-DMG-03)
    game.modifiers.add(Modifier(target, "damage_bonus", kind="cannot", until="skirmish", source=source.id))
    game.emit(f"{game.name(target)} loses all damage bonuses until the end of the skirmish", kind="modifier",
              rule="HJ-KW-DMG-03", data={"card": target, "what": "damage"})


# -- Armour Passed along the Line: moving an item by text -----------------------------------------

def _new_bearers(game: HeroesJourney, seat: str, item: str) -> list[str]:
    """Companions of `seat` who may bear `item` now: the item's own limits still hold (a second item of
    its class is refused), and no risk is paid for the move (HJ-XFR-05)."""
    st = game.state
    return [c for c in playing.companions(game, seat)
            if c != st.bearer[item] and not playing.bearer_problem(game, seat, item, c)]


def _movable(game: HeroesJourney, seat: str) -> list[str]:
    st = game.state
    return [b for c in playing.companions(game, seat) for b in st.borne_by(c)
            if st.data(b)["type"] == "possession" and _new_bearers(game, seat, b)]


@SCRIPTS.ability("armour_passed_along", timing="action", when=lambda g, s, o: bool(_movable(g, s.controller)),
                 label="move a possession to another companion")
def armour_passed_along(game: HeroesJourney, source: Source, occ: None) -> Script:
    st = game.state
    item = yield from choose(game, source.controller, "move which possession?", _movable(game, source.controller))
    to = yield from choose(game, source.controller, "to which companion?", _new_bearers(game, source.controller, item))
    st.bearer[item] = to
    game.emit(f"{game.name(item)} passes to {game.name(to)}", kind="transfer", seat=source.controller,
              rule="HJ-XFR-05", data={"card": item, "bearer": to})
    yield from characters.check_vitality(game)


# -- Stones Rained from the Walls: wounds spread by the Campaign player ----------------------------

def _spread_targets(game: HeroesJourney) -> list[str]:
    """Companions that can still take a wound now: a Durable one that has taken all it may in this
    skirmish step is passed over, and the rest go to the others (HJ-KW-DUR-04)."""
    return [u for u in campaign_companions(game) if not characters.durable_full(game, u)]


@SCRIPTS.ability("stones_from_the_walls", timing="action", when=lambda g, s, o: bool(campaign_companions(g)),
                 label="the Campaign player spreads 2 wounds")
def stones_from_the_walls(game: HeroesJourney, source: Source, occ: None) -> Script:
    cp = game.state.turn.campaign
    for n in (1, 2):
        targets = _spread_targets(game)
        if not targets:
            break
        target = yield from choose(game, cp, f"place wound {n} of 2 on which companion?", targets)
        yield from characters.wound(game, target, source.id)


# -- A Second Arrow on the String: one action, two labels ------------------------------------------

@SCRIPTS.ability("second_arrow", timing="action", when=lambda g, s, o: bool(campaign_companions(g)),
                 label="a companion is Shoot +1 and strength +1")
def second_arrow(game: HeroesJourney, source: Source, occ: None) -> Script:
    """An action with two labels is an action of the phase it is used in (HJ-ACT-10): in a skirmish it
    lasts for that skirmish (HJ-SKR-04), in the barrage until the Ranged phase ends."""
    until = "skirmish" if game.state.turn.step == "skirmish" else "phase"
    target = yield from choose(game, source.controller, "which companion?", campaign_companions(game))
    boost(game, target, "shoot", 1, source.id, until=until)
    boost(game, target, "strength", 1, source.id, until=until)


# -- Euphorbos: mandatory text just before a death (a Forced interrupt: nobody chooses it) ------------

def _euphorbos_when(game: HeroesJourney, source: Source, occ: Occurrence) -> bool:
    return (game.state.zone_kind(source.id) == "minions" and occ.data["target"] == skirmishing_companion(game)
            and source.id in skirmishing_minions(game))


@SCRIPTS.ability("euphorbos", timing="forced_interrupt", on="kill", when=_euphorbos_when,
                 label="his player draws a card", name="draw")
def euphorbos(game: HeroesJourney, source: Source, occ: Occurrence) -> None:
    game.draw(source.controller, 1)


# -- Grief Turned to Courage: an optional interrupt of a death that does not stop it ---------------

@SCRIPTS.ability("grief_into_courage", timing="interrupt", on="kill", when=own_companion_from_hand, verb="play",
                 label="play it: remove 2 burdens", name="grief")
def grief_into_courage(game: HeroesJourney, source: Source, occ: Occurrence) -> Script:
    if not (yield from pay_from_hand(game, source)):
        return
    p = game.state.players[source.controller]
    gone = min(2, p.burdens)
    p.burdens -= gone
    game.emit(f"{game.name(source.id)}: {source.controller} removes {gone} burden{'' if gone == 1 else 's'}"
              f" ({p.burdens} left)", kind="burden", seat=source.controller,
              data={"seat": source.controller, "burdens": p.burdens})
    to_scrap(game, source)

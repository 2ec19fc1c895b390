"""Scripts of the Alice set (rulesets/heroes_journey/cards/alice.toml)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hjourney_tui.core.modifiers import Modifier
from hjourney_tui.core.questions import Ask, Option, Script
from hjourney_tui.core.scripts import Source
from hjourney_tui.core.timing import Occurrence

from ..rules import characters, playing
from .common import (
    SCRIPTS,
    affordable,
    boost,
    burden_event,
    burden_when_winning,
    campaign_companions,
    choose,
    companion_boost,
    discarding,
    exert_to_boost,
    exert_to_heal,
    minion_boost,
    own_companion_from_hand,
    own_skirmish,
    paid,
    pay_from_hand,
    payment_stopper,
    played_to_prevent,
    prevent_own_wound,
    skirmishing_companion,
    skirmishing_minions,
    to_scrap,
    wound_skirmishing_minion,
)

if TYPE_CHECKING:
    from ..engine import HeroesJourney

payment_stopper("hatters_riddle", "exert")

exert_to_boost("cheshire_cat", 1)
exert_to_heal("white_queen")
companion_boost("curiouser", 3)
wound_skirmishing_minion("snicker_snack")
prevent_own_wound("only_a_dream")
burden_when_winning("queen_of_hearts")
minion_boost("off_with_his_head", 3)
burden_event("sentence_first")
burden_event("duchess_lullaby")


def _curtsey_can(game: HeroesJourney, source: Source, occ: None) -> bool:
    return own_skirmish(game, source) and not game.state.turn.cancelled


@SCRIPTS.ability("curtsey", timing="action", when=_curtsey_can, label="cancel your companion's skirmish")
def curtsey(game: HeroesJourney, source: Source, occ: None) -> None:
    game.state.turn.cancelled = True
    game.emit(f"{game.name(skirmishing_companion(game))}'s skirmish is cancelled", kind="skirmish",
              seat=source.controller, rule="HJ-SKR-13", data={"companion": skirmishing_companion(game)})


def _roses_when(game: HeroesJourney, source: Source, occ: Occurrence) -> bool:
    st = game.state
    return (st.zone_kind(source.id) == "hand" and affordable(game, source) and bool(campaign_companions(game))
            and any(st.in_play(w) and st.data(w)["type"] == "minion" for w in occ.data.get("winners", ())))


@SCRIPTS.ability("painting_roses", timing="response", on="skirmish_won", when=_roses_when, verb="play",
                 label="play it: wound a companion", name="wound")
def painting_roses(game: HeroesJourney, source: Source, occ: Occurrence) -> Script:
    if not (yield from pay_from_hand(game, source)):
        return
    target = yield from choose(game, source.controller, "wound which companion?", campaign_companions(game))
    to_scrap(game, source)
    yield from characters.wound(game, target, source.id)


def _croquet_can(game: HeroesJourney, source: Source, occ: None) -> bool:
    return bool(playing.minions(game, source.controller))


@SCRIPTS.ability("croquet_hiding", timing="action", when=_croquet_can, label="a minion of yours cannot be assigned")
def croquet_hiding(game: HeroesJourney, source: Source, occ: None) -> Script:
    target = yield from choose(game, source.controller, "which minion?", playing.minions(game, source.controller))
    game.modifiers.add(Modifier(target, "be_assigned", kind="cannot", until="phase", source=source.id))
    game.emit(f"{game.name(target)} cannot be assigned to a skirmish this phase", kind="modifier",
              data={"card": target, "what": "be_assigned"})


def _nonsense_when(game: HeroesJourney, source: Source, occ: Occurrence) -> bool:
    return game.state.zone_kind(source.id) == "hand" and affordable(game, source) and occ.data["side"] == "campaign"


@SCRIPTS.ability("nonsense", timing="interrupt", on="event", when=_nonsense_when, verb="play",
                 label="play it: cancel that event", name="cancel")
def nonsense(game: HeroesJourney, source: Source, occ: Occurrence) -> Script:
    yield from played_to_prevent(game, source, occ, f"{game.state.data(source.id)['title']} cancels "
                      f"{game.name(occ.data['card'])}", occ.data["card"])


def blank(game: HeroesJourney, uid: str, source: str) -> None:
    """Blank a card's game text until the end of the phase (HJ-EFF-11)."""
    game.modifiers.add(Modifier(uid, "text", kind="blank", until="phase", source=source))
    game.emit(f"{game.name(uid)} is blank until the end of the phase", kind="modifier",
              data={"card": uid, "what": "blank"})


@SCRIPTS.ability("pack_of_cards", timing="action", when=lambda g, s, o: bool(skirmishing_minions(g)),
                 label="blank a skirmishing minion")
def pack_of_cards(game: HeroesJourney, source: Source, occ: None) -> Script:
    target = yield from choose(game, source.controller, "blank which minion?", skirmishing_minions(game))
    blank(game, target, source.id)


@SCRIPTS.ability("burble", timing="interrupt", on="event", when=_nonsense_when, verb="play",
                 label="play it: blank that event", name="blank")
def burble(game: HeroesJourney, source: Source, occ: Occurrence) -> Script:
    if not (yield from pay_from_hand(game, source)):
        return
    blank(game, occ.data["card"], source.id)
    to_scrap(game, source)


@SCRIPTS.ability("jam_tomorrow", timing="interrupt", on="wound", when=own_companion_from_hand, verb="play",
                 label="play it: discard a card instead of the wound", name="instead")
def jam_tomorrow(game: HeroesJourney, source: Source, occ: Occurrence) -> Script:
    """A replacement: the wound is prevented only if a card can be discarded in its place; with an
    empty hand the wound happens after all (HJ-RESP-08)."""
    st = game.state
    seat = source.controller
    if not (yield from pay_from_hand(game, source)):
        return
    cards = st.players[seat].hand.cards
    if cards:
        answer = yield Ask(seat, "discard which card instead of the wound?",
                           [Option(f"discard {c.uid}", st.content.cards[c.card_id]["title"],
                                   {"verb": "discard", "card": c.uid}) for c in cards])
        c = st.card(answer.args[0])
        game.table.move(c, st.players[seat].scrap, face_up=True)
        game.emit(f"{seat} discards {st.content.cards[c.card_id]['title']} instead of the wound", kind="discard",
                  seat=seat, data={"card": c.uid, "card_id": c.card_id})
        occ.prevent(source.id)
    else:
        game.emit(f"{seat} has no card to discard: the wound happens", kind="info", seat=seat, rule="HJ-RESP-08")
    to_scrap(game, source)


# -- The White Knight's Box: stacking, with a permanent cap (HJ-LIM-04, HJ-ZONE-06) -------------

def _box_room(game: HeroesJourney, source: Source) -> bool:
    """"(max N)" counts the cards stacked here now, in any phase: it never resets (HJ-LIM-04)."""
    return len(game.state.stacked_on(source.id)) < game.state.data(source.id)["stack_max"]


def _box_stack_can(game: HeroesJourney, source: Source, occ: None) -> bool:
    st = game.state
    return st.turn.phase == "campaign" and _box_room(game, source) and len(st.players[source.controller].hand) > 0


def stack(game: HeroesJourney, uid: str, host: str) -> None:
    """Put a card from hand under `host`, face down: not played, so nothing "enters the field", and it is
    not in play (HJ-ZONE-06, HJ-ZONE-07).  Only its owner sees what it is."""
    st = game.state
    c = st.card(uid)
    game.table.move(c, st.players[c.owner].stacked, face_up=False)
    st.stacked[uid] = host
    game.emit(f"{c.owner} stacks {game.name(uid)} on {game.name(host)}", kind="stack", seat=c.owner,
              private_to=(c.owner,), public_text=f"{c.owner} stacks a card on {game.name(host)}",
              rule="HJ-ZONE-06", data={"host": host, "stacked": len(st.stacked_on(host))})


@SCRIPTS.ability("white_knights_box", timing="action", when=_box_stack_can, label="stack a card from hand here",
                 name="stack")
def white_knights_box_stack(game: HeroesJourney, source: Source, occ: None) -> Script:
    hand = [c.uid for c in game.state.players[source.controller].hand.cards]
    uid = yield from choose(game, source.controller, "stack which card?", hand)
    if not _box_room(game, source):  # the max was reached meanwhile: the effect does nothing (HJ-LIM-05)
        game.emit(f"{game.name(source.id)} is full", kind="fizzle", rule="HJ-LIM-05", data={"card": source.id})
        return
    stack(game, uid, source.id)


def _box_discard_can(game: HeroesJourney, source: Source, occ: None) -> bool:
    return (own_skirmish(game, source)
            and bool(game.state.stacked_on(source.id)))


@SCRIPTS.ability("white_knights_box", timing="action", when=_box_discard_can,
                 label="discard a stacked card: strength +2", name="boost")
def white_knights_box_boost(game: HeroesJourney, source: Source, occ: None) -> Script:
    st = game.state
    uid = yield from choose(game, source.controller, "discard which stacked card?", st.stacked_on(source.id))
    if not (yield from paid(game, source, discarding(game, source.controller, uid), ability="boost")):
        return
    boost(game, skirmishing_companion(game), "strength", 2, source.id)


# -- The Executioner: mandatory text just before a death (a Forced interrupt: nobody chooses it) --

def _executioner_when(game: HeroesJourney, source: Source, occ: Occurrence) -> bool:
    st = game.state
    return (st.zone_kind(source.id) == "minions" and occ.data["target"] == skirmishing_companion(game)
            and source.id in skirmishing_minions(game))


@SCRIPTS.ability("executioner", timing="forced_interrupt", on="kill", when=_executioner_when,
                 label="the Campaign player adds a burden", name="burden")
def executioner(game: HeroesJourney, source: Source, occ: Occurrence) -> None:
    characters.add_burdens(game, game.state.turn.campaign, 1, f" ({game.name(source.id)})")


# -- Remembering Things Backwards: an event that looks for events ------------------------------

def skirmish_events_in_scrap(game: HeroesJourney, seat: str) -> list[str]:
    """An event labelled with several phases is an event of each of them (HJ-PLAY-12).  The card being
    played is not among them: it reaches the scrap pile only after its effect (HJ-PLAY-09)."""
    st = game.state
    return [c.uid for c in st.players[seat].scrap.cards
            if st.content.cards[c.card_id]["type"] == "event" and "skirmish" in st.content.cards[c.card_id]["phases"]]


@SCRIPTS.ability("remembering_backwards", timing="action", label="take a skirmish event back into hand")
def remembering_backwards(game: HeroesJourney, source: Source, occ: None) -> Script:
    st = game.state
    found = skirmish_events_in_scrap(game, source.controller)
    if not found:
        return
    uid = yield from choose(game, source.controller, "take which event?", found)
    game.table.move(st.card(uid), st.players[source.controller].hand, face_up=False)
    game.emit(f"{source.controller} takes {game.name(uid)} back into hand", kind="recover", seat=source.controller,
              data={"card": uid, "card_id": st.card(uid).card_id})


# -- Which Way, Which Way?: a choice made before anything resolves ------------------------------

def _which_way_can(game: HeroesJourney, source: Source, occ: None) -> bool:
    return own_skirmish(game, source)


@SCRIPTS.ability("which_way", timing="action", when=_which_way_can, label="wound a minion, or strength +1")
def which_way(game: HeroesJourney, source: Source, occ: None) -> Script:
    """The player picks one part first; a part that is then prevented does nothing, and the other
    part is not taken instead (HJ-EFF-03)."""
    comp = skirmishing_companion(game)
    parts = [Option("choose strength", f"{game.name(comp)} is strength +1", {"verb": "choose", "card": "strength"})]
    if skirmishing_minions(game):
        parts.insert(0, Option("choose wound", "wound a skirmishing minion", {"verb": "choose", "card": "wound"}))
    answer = yield Ask(source.controller, "choose one", parts)
    if answer.args[0] == "strength":
        boost(game, comp, "strength", 1, source.id)
        return
    target = yield from choose(game, source.controller, "wound which minion?", skirmishing_minions(game))
    yield from characters.wound(game, target, source.id)


def _a_move_to_take(game: HeroesJourney, source: Source, occ: None) -> bool:
    """Offered only while it would take a move away: the limit is above 1 and above the moves made."""
    turn = game.state.turn
    return turn.move_limit > max(1, turn.moves)


@SCRIPTS.ability("red_queens_race", timing="action", when=_a_move_to_take,
                 label="the Campaign player's move limit -1 this turn", name="race")
def red_queens_race(game: HeroesJourney, source: Source, occ: None) -> None:
    """The cut lasts the turn, like any change to the move limit (HJ-MOVE-04); the one move each turn
    must make is never taken away (HJ-MOVE-03)."""
    turn = game.state.turn
    turn.move_limit = max(1, turn.move_limit - 1)
    game.emit(f"{turn.campaign}'s move limit is {turn.move_limit} this turn", kind="modifier",
              seat=turn.campaign, rule="HJ-MOVE-04", data={"move_limit": turn.move_limit})


"""Scripts of the Jungle set (rulesets/heroes_journey/cards/jungle.toml)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hjourney_tui.core.questions import Ask, Option, Script
from hjourney_tui.core.scripts import Source
from hjourney_tui.core.timing import Limit, Occurrence

from ..rules import characters
from .common import (
    SCRIPTS,
    add_culture_token,
    boost,
    burden_event,
    burden_when_winning,
    campaign_companions,
    can_remove_risk,
    choose,
    companion_boost,
    culture_tokens,
    discarding,
    exert_to_heal,
    exert_to_wound_minion,
    exertion,
    has_defender,
    lose_initiative,
    minion_boost,
    own_companion_from_hand,
    own_skirmish,
    paid,
    pay_from_hand,
    payment_stopper,
    pool_removal,
    prevent_own_wound,
    remove_culture_tokens,
    remove_risk,
    skirmishing_companion,
    skirmishing_minions,
    to_scrap,
    token_removal,
    when_played_draw,
    wounded,
)

exert_to_wound_minion("kaa")
exert_to_heal("akela")
companion_boost("council_call", 2)
prevent_own_wound("good_hunting")
burden_when_winning("tabaqui")
minion_boost("monkey_rage", 3)
burden_event("stolen_away")
burden_event("cold_lairs_howl")


if TYPE_CHECKING:
    from ..engine import HeroesJourney

payment_stopper("monkeys_snatch", "risk", "transfer", burden=True)

when_played_draw("ikki")


def _words_can(game: HeroesJourney, source: Source, occ: None) -> bool:
    bearer = game.state.bearer.get(source.id)
    return bool(bearer) and bearer == skirmishing_companion(game) \
        and bool(game.state.players[source.controller].hand.cards)


@SCRIPTS.ability("jungle_ways", timing="action", when=_words_can, limit=Limit(2, "skirmish"),
                 label="discard a card: the bearer is strength +1 (limit +2)")
def jungle_ways(game: HeroesJourney, source: Source, occ: None) -> Script:
    st = game.state
    hand = st.players[source.controller].hand
    answer = yield Ask(source.controller, "discard which card?",
                       [Option(f"discard {c.uid}", st.content.cards[c.card_id]["title"],
                               {"verb": "discard", "card": c.uid}) for c in hand.cards])
    if not (yield from paid(game, source, discarding(game, source.controller, answer.args[0]))):
        return
    boost(game, st.bearer[source.id], "strength", 1, source.id)


@SCRIPTS.ability("water_truce", timing="action", label="remove up to 3 from the pool")
def water_truce(game: HeroesJourney, source: Source, occ: None) -> None:
    remove_risk(game, 3, source.id)


def _pool_can_pay(game: HeroesJourney, source: Source, occ: None) -> bool:
    return can_remove_risk(game, 2) and bool(wounded(game, campaign_companions(game)))


@SCRIPTS.ability("waingunga_pool", timing="action", when=_pool_can_pay, label="remove 2 from the pool: heal")
def waingunga_pool(game: HeroesJourney, source: Source, occ: None) -> Script:
    if not (yield from paid(game, source, pool_removal(game, 2, source.id))):  # checked whole when offered
        return
    target = yield from choose(game, source.controller, "heal which companion?",
                               wounded(game, campaign_companions(game)))
    characters.heal(game, target)


def _taunt_can(game: HeroesJourney, source: Source, occ: None) -> bool:
    return bool(skirmishing_minions(game))


@SCRIPTS.ability("lame_tigers_taunt", timing="action", when=_taunt_can, label="initiative lost, a minion +1")
def lame_tigers_taunt(game: HeroesJourney, source: Source, occ: None) -> Script:
    lose_initiative(game, game.state.turn.campaign)
    target = yield from choose(game, source.controller, "which minion?", skirmishing_minions(game))
    boost(game, target, "strength", 1, source.id)


@SCRIPTS.ability("one_blood", timing="interrupt", on="kill", when=own_companion_from_hand, verb="play",
                 label="play it: prevent the death", name="save")
def one_blood(game: HeroesJourney, source: Source, occ: Occurrence) -> Script:
    if not (yield from pay_from_hand(game, source)):
        return
    occ.prevent(source.id)
    target = occ.data["target"]
    game.emit(f"{game.state.data(source.id)['title']} saves {game.name(target)}", kind="prevent",
              data={"card": source.id, "target": target})
    characters.heal(game, target)
    to_scrap(game, source)


def _shoulder_can(game: HeroesJourney, source: Source, occ: None) -> bool:
    return own_skirmish(game, source) \
        and any(has_defender(game, u, 1) for u in campaign_companions(game))


@SCRIPTS.ability("shoulder_to_shoulder", timing="action", when=_shoulder_can,
                 label="spot Defender +1: strength +2")
def shoulder_to_shoulder(game: HeroesJourney, source: Source, occ: None) -> None:
    boost(game, skirmishing_companion(game), "strength", 2, source.id)


# -- looking and revealing (HJ-EFF-04, HJ-EFF-05) ------------------------------------------------

@SCRIPTS.ability("kaas_counsel", timing="action",
                 when=lambda g, s, o: bool(g.state.players[s.controller].book.cards), label="look at your top 3")
def kaas_counsel(game: HeroesJourney, source: Source, occ: None) -> None:
    """Only the looker's seat learns the cards; they stay where they were, in the same order."""
    seat = source.controller
    top = game.state.players[seat].book.cards[:3]
    titles = ", ".join(game.state.content.cards[c.card_id]["title"] for c in top)
    game.emit(f"{seat} looks at the top {len(top)} cards of their book: {titles}", kind="look", seat=seat,
              private_to=(seat,), public_text=f"{seat} looks at the top {len(top)} cards of their book",
              data={"seat": seat, "cards": [c.card_id for c in top]})


@SCRIPTS.ability("bandar_boast", timing="action",
                 when=lambda g, s, o: bool(g.state.players[s.controller].book.cards), label="reveal your top card")
def bandar_boast(game: HeroesJourney, source: Source, occ: None) -> None:
    """Every seat sees the card; it goes back on top unless it is a minion, which the text takes."""
    st = game.state
    seat = source.controller
    top = st.players[seat].book.cards[0]
    card = st.content.cards[top.card_id]
    game.emit(f"{seat} reveals {card['title']} from the top of their book", kind="reveal", seat=seat,
              reveals=True, data={"seat": seat, "card_id": top.card_id})
    if card["type"] == "minion":
        game.table.move(top, st.players[seat].hand, face_up=False)
        game.emit(f"{seat} takes {card['title']} into hand", kind="draw", seat=seat,
                  data={"seat": seat, "card": top.uid, "card_id": top.card_id})


# -- spotting (HJ-ACTV-06, HJ-ACTV-07, HJ-EFF-16) ------------------------------------------------

@SCRIPTS.ability("rock_council", timing="action", label="spot X companions: remove (X)")
def rock_council(game: HeroesJourney, source: Source, occ: None) -> Script:
    """'Spot X': the player names any X from 0 to the companions they could spot."""
    n = len(campaign_companions(game))
    answer = yield Ask(source.controller, f"spot how many companions? (0 to {n})",
                       [Option(f"spot {k}", f"spot {k}", {"verb": "spot", "count": k}) for k in range(n + 1)])
    remove_risk(game, int(answer.args[0]), source.id)


def _free_people_can(game: HeroesJourney, source: Source, occ: None) -> bool:
    return own_skirmish(game, source)


@SCRIPTS.ability("free_people", timing="action", when=_free_people_can, label="+1 for each ally you can spot")
def free_people(game: HeroesJourney, source: Source, occ: None) -> None:
    """'You can spot' counts every ally there is, with no choice; counted as it resolves."""
    st = game.state
    allies = sum(1 for c in st.players[source.controller].support.cards if st.data(c.uid)["type"] == "ally")
    if allies:
        boost(game, skirmishing_companion(game), "strength", allies, source.id)


# -- Kills Told at the Council Rock: culture tokens as a cost -----------------------------------

def _tellers(game: HeroesJourney, source: Source) -> list[str]:
    return [u for u in campaign_companions(game)
            if game.state.card(u).owner == source.controller and characters.can_exert(game, u)]


@SCRIPTS.ability("skins_on_the_rock", timing="action",
                 when=lambda g, s, o: g.state.turn.phase == "campaign" and bool(_tellers(g, s)),
                 limit=Limit(1, "phase"), label="exert a companion: add a seeonee token (limit once per phase)",
                 name="tell")
def skins_tell(game: HeroesJourney, source: Source, occ: None) -> Script:
    who = yield from choose(game, source.controller, "exert which companion?", _tellers(game, source))
    if not (yield from paid(game, source, exertion(game, who), ability="tell")):
        return
    add_culture_token(game, source.id, "seeonee")


def _skins_boost_can(game: HeroesJourney, source: Source, occ: None) -> bool:
    return (own_skirmish(game, source)
            and culture_tokens(game, source.id, "seeonee") >= 2)  # fewer than 2: cannot be paid (HJ-COST-09)


@SCRIPTS.ability("skins_on_the_rock", timing="action", when=_skins_boost_can,
                 label="remove 2 seeonee tokens: strength +2", name="boost")
def skins_boost(game: HeroesJourney, source: Source, occ: None) -> Script:
    if (yield from paid(game, source, token_removal(game, source.id, "seeonee", 2), ability="boost")):
        boost(game, skirmishing_companion(game), "strength", 2, source.id)


# -- Jackal of the Ravine: an optional response to a won skirmish --------------------------------

def _jackal_when(game: HeroesJourney, source: Source, occ: Occurrence) -> bool:
    st = game.state
    return (st.zone_kind(source.id) == "minions" and source.id in occ.data.get("winners", ())
            and characters.wounds(game, source.id) > 0)


@SCRIPTS.ability("jackal_of_the_ravine", timing="response", on="skirmish_won", when=_jackal_when,
                 label="heal this minion", name="heal")
def jackal_of_the_ravine(game: HeroesJourney, source: Source, occ: Occurrence) -> None:
    characters.heal(game, source.id)


# -- Scattered by the Monkey-People: tokens only on active cards can be touched -------------------

def _token_holders(game: HeroesJourney) -> list[str]:
    """Active cards in play with a culture token; an inactive card's tokens are out of reach (HJ-ACTV-08)."""
    from ..rules import playing

    st = game.state
    return [u for u in playing.active_in_play(game)
            if any(k.startswith("culture:") and v for k, v in st.card(u).tokens.items())]


@SCRIPTS.ability("scattered_by_monkeys", timing="action", when=lambda g, s, o: bool(_token_holders(g)),
                 label="remove a culture token from a card")
def scattered_by_monkeys(game: HeroesJourney, source: Source, occ: None) -> Script:
    uid = yield from choose(game, source.controller, "remove a token from which card?", _token_holders(game))
    culture = next(k.split(":", 1)[1] for k, v in sorted(game.state.card(uid).tokens.items())
                   if k.startswith("culture:") and v)
    remove_culture_tokens(game, uid, culture, 1)


# -- Called into the Pack: taking control of "their" ally ----------------------------------------

def _with_allies(game: HeroesJourney, source: Source) -> list[str]:
    from ..rules import control

    return [s for s in game.turns.standing if s != source.controller and control.controlled_by(game, s, "ally")]


@SCRIPTS.ability("called_into_the_pack", timing="action", when=lambda g, s, o: bool(_with_allies(g, s)),
                 label="take control of an opponent's ally")
def called_into_the_pack(game: HeroesJourney, source: Source, occ: None) -> Script:
    from ..rules import control

    seats = _with_allies(game, source)
    if len(seats) == 1:
        opponent = seats[0]
    else:
        answer = yield Ask(source.controller, "whose ally?",
                           [Option(f"target {s.lower()}", s, {"verb": "target", "seat": s}) for s in seats])
        opponent = next(s for s in seats if s.lower() == answer.args[0])  # commands are read in lower case
    ally = yield from choose(game, source.controller, f"take which of {opponent}'s allies?",
                             control.controlled_by(game, opponent, "ally"))
    yield from control.take_control(game, source.controller, ally)


# -- A Trail Lost in the Bamboo: a minion unassigned by text --------------------------------------

def _lost_trail_can(game: HeroesJourney, source: Source, occ: None) -> bool:
    return own_skirmish(game, source) and bool(skirmishing_minions(game))


@SCRIPTS.ability("lost_trail", timing="action", when=_lost_trail_can, label="unassign a skirmishing minion")
def lost_trail(game: HeroesJourney, source: Source, occ: None) -> Script:
    """Unassigned after the Campaign player said done: it is no leftover, and nobody may assign it
    again this phase (HJ-ASG-09)."""
    st = game.state
    target = yield from choose(game, source.controller, "which minion?", skirmishing_minions(game))
    st.turn.assigned.pop(target, None)
    st.turn.removed.add(target)
    game.emit(f"{game.name(target)} is unassigned and leaves the skirmish", kind="assign", rule="HJ-ASG-09",
              data={"card": target})

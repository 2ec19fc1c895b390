"""Scripts of the Oz set (rulesets/heroes_journey/cards/oz.toml)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hjourney_tui.core.questions import Ask, Option, Script
from hjourney_tui.core.scripts import Source
from hjourney_tui.core.timing import Limit, Occurrence

from ..rules import characters, playing
from .common import (
    SCRIPTS,
    affordable,
    bar_cheap_entry,
    boost,
    burden_event,
    burden_when_winning,
    campaign_companions,
    choose,
    companion_boost,
    exert_to_boost,
    exert_to_heal,
    exertion,
    minion_boost,
    paid,
    pay_from_hand,
    played_to_prevent,
    prevent_own_wound,
    skirmishing_minions,
    to_scrap,
    token_when_companion_enters,
    unbound,
    when_played_remove_burden,
    wounded,
)

if TYPE_CHECKING:
    from ..engine import HeroesJourney

when_played_remove_burden("bungle")
token_when_companion_enters("shaggy_man", "emerald")
bar_cheap_entry("barred_from_the_castle")

exert_to_heal("glinda")
exert_to_boost("polychrome", 1)
companion_boost("powder_of_life", 3)
prevent_own_wound("spoken_wish")
burden_when_winning("mombi")
minion_boost("howl_of_the_pack", 3)
burden_event("mombis_curse")


@SCRIPTS.ability("roadside_rest", timing="action", label="heal up to 2 companions")
def roadside_rest(game: HeroesJourney, source: Source, occ: None) -> Script:
    healed: list[str] = []
    while len(healed) < 2:
        left = [u for u in wounded(game, campaign_companions(game)) if u not in healed]
        if not left:
            break
        answer = yield Ask(source.controller, "heal which companion? (each once)",
                           [*(Option(f"choose {u}", game.name(u), {"verb": "choose", "card": u}) for u in left),
                            Option("done", "heal no more", {"verb": "done"})])
        if answer.name == "done":
            break
        characters.heal(game, answer.args[0])
        healed.append(answer.args[0])


def _party_there(game: HeroesJourney, source: Source, occ: None) -> bool:
    return bool(campaign_companions(game))


@SCRIPTS.ability("winged_monkeys", timing="action", when=_party_there, label="wound 2 companions")
def winged_monkeys(game: HeroesJourney, source: Source, occ: None) -> Script:
    """Two different companions, one wound each, placed one at a time; with a party of one, it alone
    takes one wound (HJ-CHR-03, HJ-CHR-04)."""
    done: list[str] = []
    while len(done) < 2:
        left = [u for u in campaign_companions(game) if u not in done]
        if not left:
            break
        target = yield from choose(game, source.controller, f"wound which companion? ({len(done) + 1} of 2)", left)
        done.append(target)
        yield from characters.wound(game, target, source.id)


@SCRIPTS.ability("poppy_sleep", timing="action", when=_party_there, label="exhaust a companion")
def poppy_sleep(game: HeroesJourney, source: Source, occ: None) -> Script:
    target = yield from choose(game, source.controller, "exhaust which companion?", campaign_companions(game))
    characters.exhaust(game, target)


@SCRIPTS.ability("scarecrow_brains", timing="action", when=_party_there, label="a companion is Defender +1")
def scarecrow_brains(game: HeroesJourney, source: Source, occ: None) -> Script:
    target = yield from choose(game, source.controller, "which companion?", campaign_companions(game))
    boost(game, target, "defender", 1, source.id, until="phase")


def _unbound_mine(game: HeroesJourney, source: Source) -> list[str]:
    return [u for u in campaign_companions(game) if unbound(game, u)]


@SCRIPTS.ability("patchwork_cheer", timing="action", when=lambda g, s, o: bool(_unbound_mine(g, s)),
                 label="an unbound companion +2")
def patchwork_cheer(game: HeroesJourney, source: Source, occ: None) -> Script:
    target = yield from choose(game, source.controller, "which unbound companion?", _unbound_mine(game, source))
    boost(game, target, "strength", 2, source.id)


def _ally_spotted(game: HeroesJourney, source: Source, occ: None) -> bool:
    st = game.state
    return any(st.data(c.uid)["type"] == "ally" for c in st.players[source.controller].support.cards)


@SCRIPTS.ability("lions_courage", timing="action", when=_ally_spotted, label="move limit +1 this turn")
def lions_courage(game: HeroesJourney, source: Source, occ: None) -> None:
    """The +1 is fixed once made: it lasts the turn even if the ally goes (HJ-MOVE-04)."""
    turn = game.state.turn
    turn.move_limit += 1
    game.emit(f"{source.controller}'s move limit is {turn.move_limit} this turn", kind="modifier",
              seat=source.controller, rule="HJ-MOVE-04", data={"move_limit": turn.move_limit})


@SCRIPTS.ability("emerald_cheer", timing="action", when=_party_there, label="the party is strength +1")
def emerald_cheer(game: HeroesJourney, source: Source, occ: None) -> None:
    """"The party" is each active companion of the Campaign player, and only those (HJ-EFF-18)."""
    for uid in campaign_companions(game):
        boost(game, uid, "strength", 1, source.id, until="turn")


@SCRIPTS.ability("witchs_whistle", timing="action", label="a burden, unless a companion exerts")
def witchs_whistle(game: HeroesJourney, source: Source, occ: None) -> Script:
    """'(unless ...)': the named player may pay the whole cost to stop the effect (HJ-EFF-09).  The
    exertion is a cost like any other: only a companion able to exert is offered, and it is paid
    through the "is about to be paid" window, so an answer to a payment can stop it; a stopped or
    short payment stops nothing, and the burden comes in full."""
    cp = game.state.turn.campaign
    can_pay = [u for u in campaign_companions(game) if characters.can_exert(game, u)]
    if can_pay:
        answer = yield Ask(cp, "exert a companion to stop the burden, or let it come",
                           [*(Option(f"choose {u}", f"exert {game.name(u)}", {"verb": "choose", "card": u})
                              for u in can_pay),
                            Option("pass", "add the burden", {"verb": "pass"})], rule="HJ-EFF-09")
        if answer.name == "choose":
            payer = answer.args[0]
            if not (yield from playing.pay_each(game, cp, source.id, [exertion(game, payer)], "unless")):
                game.emit(f"{cp} exerts {game.name(payer)}: no burden", kind="prevent", seat=cp,
                          rule="HJ-EFF-09", data={"card": payer})
                return
            game.emit(f"{game.name(payer)} did not exert: the burden comes all the same", kind="cost",
                      seat=cp, rule="HJ-EFF-09", data={"card": payer})
    characters.add_burdens(game, cp, 1, f" ({game.name(source.id)})")


def _summonable(game: HeroesJourney, source: Source) -> list[str]:
    """Companions in hand that could be played now (the summons itself is being played, not in hand)."""
    st = game.state
    return [c.uid for c in st.players[source.controller].hand.cards if c.uid != source.id
            and st.data(c.uid)["type"] == "companion" and not playing.why_not(game, source.controller, c.uid)]


@SCRIPTS.ability("wizards_summons", timing="action", when=lambda g, s, o: bool(_summonable(g, s)),
                 label="play a companion from hand for 1 less")
def wizards_summons(game: HeroesJourney, source: Source, occ: None) -> Script:
    """Only offered with a companion ready in hand (HJ-EFF-06), and one must then be played: there is
    no declining (HJ-EFF-07)."""
    options = _summonable(game, source)
    if not options:
        return
    answer = yield Ask(source.controller, "play which companion? (it costs 1 less)",
                       [Option(f"choose {u}", game.name(u), {"verb": "choose", "card": u}) for u in options])
    yield from playing.play(game, source.controller, answer.args[0], discount=1)


def _hurt_companion(game: HeroesJourney, source: Source, occ: None) -> bool:
    return bool(wounded(game, campaign_companions(game)))


@SCRIPTS.ability("tin_castle", timing="action", when=_hurt_companion, label="heal a companion")
def tin_castle(game: HeroesJourney, source: Source, occ: None) -> Script:
    target = yield from choose(game, source.controller, "heal which companion?",
                               wounded(game, campaign_companions(game)))
    characters.heal(game, target)


@SCRIPTS.ability("wheeler", timing="forced", on="skirmish_begins",
                 when=lambda g, s, o: s.id in o.data.get("minions", ()), label="this Wheeler is strength +1")
def wheeler(game: HeroesJourney, source: Source, occ: Occurrence) -> None:
    boost(game, source.id, "strength", 1, source.id)


def _cost_two_in_hand(game: HeroesJourney, source: Source) -> list[str]:
    """Cards in hand whose printed risk cost is 2: a cost change in play counts only for a card being
    played, never for one read in hand (HJ-EDGE-27, HJ-RISK-05)."""
    st = game.state
    return [c.uid for c in st.players[source.controller].hand.cards
            if c.uid != source.id and st.content.cards[c.card_id]["cost"] == 2]


@SCRIPTS.ability("witchs_bargain", timing="action", when=lambda g, s, o: bool(_cost_two_in_hand(g, s)),
                 label="reveal a card of cost 2: the pool +2")
def witchs_bargain(game: HeroesJourney, source: Source, occ: None) -> Script:
    uid = yield from choose(game, source.controller, "reveal which card?", _cost_two_in_hand(game, source))

    def reveal(n: int) -> int:
        if n:
            game.emit(f"{source.controller} reveals {game.name(uid)}", kind="reveal", seat=source.controller,
                      reveals=True, data={"card": uid, "card_id": game.state.card(uid).card_id})
        return 0

    if not (yield from paid(game, source, playing.Cost("reveal", 1, reveal, target=uid))):
        return
    game.state.pool += 2
    game.emit(f"risk pool +2 = {game.state.pool}", kind="risk", rule="HJ-RISK-06",
              data={"pool": game.state.pool, "change": 2})


def spotted_burdens(game: HeroesJourney) -> int:
    """Burdens that can be spotted: only the Campaign player's pool is active (HJ-BUR-06)."""
    st = game.state
    return st.players[st.turn.campaign].burdens if st.turn.campaign else 0


@SCRIPTS.ability("heavy_hearts", timing="action", when=lambda g, s, o: bool(skirmishing_minions(g)),
                 label="a minion +1 for each burden spotted")
def heavy_hearts(game: HeroesJourney, source: Source, occ: None) -> Script:
    target = yield from choose(game, source.controller, "which minion?", skirmishing_minions(game))
    n = spotted_burdens(game)
    if n:
        boost(game, target, "strength", n, source.id)


# -- The Witch's Mark: an Adversary condition on another player's companion -----------------------

def _mark_can(game: HeroesJourney, source: Source, occ: None) -> bool:
    bearer = game.state.bearer.get(source.id)
    return bool(bearer) and characters.can_exert(game, bearer)


@SCRIPTS.ability("witchs_mark", timing="action", when=_mark_can, limit=Limit(1, "phase"), label="exert the bearer")
def witchs_mark(game: HeroesJourney, source: Source, occ: None) -> None:
    characters.exert(game, game.state.bearer[source.id])


def _answers_a_payment(game: HeroesJourney, source: Source, occ: Occurrence, side: str, part: str) -> bool:
    """A response event in hand, paid for, answering another player's `part` cost of a `side` card."""
    return (game.state.zone_kind(source.id) == "hand" and affordable(game, source)
            and occ.data["controller"] != source.controller and occ.data["side"] == side
            and occ.data["part"] == part)


@SCRIPTS.ability("nome_kings_refusal", timing="interrupt", on="cost", verb="play",
                 when=lambda game, source, occ: _answers_a_payment(game, source, occ, "campaign", "burdens"),
                 label="play it: stop the burdens being paid", name="refuse")
def nome_kings_refusal(game: HeroesJourney, source: Source, occ: Occurrence) -> Script:
    yield from played_to_prevent(game, source, occ, f"the Nome King refuses the burdens for {game.name(occ.data['card'])}",
                      occ.data["card"])


@SCRIPTS.ability("billinas_bargain", timing="interrupt", on="cost", verb="play",
                 when=lambda game, source, occ: _answers_a_payment(game, source, occ, "adversary", "risk"),
                 label="play it: that cost is 2 higher", name="bargain")
def billinas_bargain(game: HeroesJourney, source: Source, occ: Occurrence) -> Script:
    if not (yield from pay_from_hand(game, source)):
        return
    occ.data["amount"] += 2
    game.emit(f"Billina's bargain: {game.name(occ.data['card'])} now costs {occ.data['amount']} risk",
              kind="cost", data={"card": source.id, "target": occ.data["card"], "amount": occ.data["amount"]})
    to_scrap(game, source)


@SCRIPTS.ability("ugu_steals_the_road", timing="action", label="carry off the site, add a burden", name="steal")
def ugu_steals_the_road(game: HeroesJourney, source: Source, occ: None) -> None:
    st = game.state
    cp = st.turn.campaign
    site = st.path.get(st.players[cp].site)
    if site:  # the rule keeps the site where it is (HJ-SITE-12)
        characters.leave_play(game, site, st.players[st.card(site).owner].scrap)
    characters.add_burdens(game, cp, 1, f" ({game.name(source.id)})")

"""Playing cards and using abilities: who may, what it costs, where it goes (HJ-PLAY, HJ-RISK, HJ-UNQ,
HJ-BEAR, HJ-PARTY).  Every option offered here is legal as it stands, so the script never sees an
illegal play."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from hjourney_tui.core.questions import Answer, Option, Script
from hjourney_tui.core.scripts import Source
from hjourney_tui.core.timing import Occurrence, Trigger, occur
from hjourney_tui.core.turns import COUNTER_CLOCKWISE, priority_window

from ....core.records import record
from ..cards.common import EXTRA_COSTS, SCRIPTS
from . import characters, costs

if TYPE_CHECKING:
    from ..engine import HeroesJourney

ROAMING = 2  # the extra risk of a roaming ally or minion (HJ-RISK-07)
ITEMS = ("possession", "artifact", "condition")


def side_of(game: HeroesJourney, seat: str) -> str:
    """A player's cards that are active now: Campaign on their own turn, Adversary otherwise (HJ-ACTV-01)."""
    return "campaign" if seat == game.state.turn.campaign else "adversary"


def current_site(game: HeroesJourney) -> int:
    return game.state.players[game.state.turn.campaign].site


def roaming(game: HeroesJourney, card: dict[str, Any]) -> bool:
    """An ally or minion whose site number is past the Campaign player's site (HJ-RISK-08)."""
    return card["type"] in ("ally", "minion") and card["site"] > current_site(game)


def risk_cost(game: HeroesJourney, uid: str) -> int:
    card = game.state.data(uid)
    return card["cost"] + (ROAMING if roaming(game, card) else 0)


def companions(game: HeroesJourney, seat: str) -> list[str]:
    return [c.uid for c in game.state.players[seat].party.cards]


def minions(game: HeroesJourney, seat: str | None = None) -> list[str]:
    """Minions in play (of one Adversary player, or of all)."""
    st = game.state
    seats = [seat] if seat else game.turns.standing
    return [c.uid for s in seats for c in st.players[s].minions.cards]


def active_in_play(game: HeroesJourney) -> list[str]:
    """The cards in play that are active this turn: the Campaign player's Campaign cards and the
    other players' Adversary cards (HJ-ACTV-01, HJ-ACTV-02)."""
    st = game.state
    cards = st.content.cards
    cp = st.turn.campaign
    out = []
    borne = False
    for seat in game.turns.standing:
        want = "campaign" if seat == cp else "adversary"
        z = st.players[seat].zones
        for kind in ("party", "support", "minions", "borne"):
            out += [c.uid for c in z[kind].cards if cards[c.card_id]["side"] == want]
        borne = borne or bool(z["borne"].cards)
    if borne:  # a card borne by an inactive card is inactive too (HJ-ACTV-04)
        bearers = set(out)
        out = [u for u in out if u not in st.bearer or st.bearer[u] in bearers]
    return out


def why_not(game: HeroesJourney, seat: str, uid: str, bearer: str | None = None, *,
            unique_checked: bool = False) -> str:
    """Why `seat` may not play card `uid` (onto `bearer`) now, or "" when it may."""
    st = game.state
    card = st.data(uid)
    side, kind = card["side"], card["type"]
    turn = st.turn
    if side != side_of(game, seat):
        return (f"your {side} cards are inactive now (Campaign cards on your own turn, "
                f"Adversary cards on the others')")
    if kind == "event":
        return ""  # events are checked by their phase and script
    if side == "campaign" and not (turn.phase == "campaign" and seat == turn.campaign):
        return "Campaign cards are played in your Campaign phase"
    if side == "adversary" and not (turn.phase == "adversary" and seat == turn.acting):
        return "Adversary cards are played in your own Adversary phase"
    cost = costs.play_cost(game, seat, uid)
    if side == "adversary" and st.pool < cost:
        return f"it costs {cost} risk and the pool holds {st.pool}"
    if card.get("unique") and not unique_checked and unique_in_play(game, card["title"]):
        return f"a unique {card['title']} is already in play"
    if kind == "companion":
        problem = party_problem(game, seat, card)
        if problem:
            return problem
    problem = support_limit_problem(game, seat, card)
    if problem:
        return problem
    if kind in ITEMS and not card.get("support"):
        if bearer is None:
            return "name the character who bears it"
        return bearer_problem(game, seat, uid, bearer)
    return ""


def support_limit_problem(game: HeroesJourney, seat: str, card: dict[str, Any]) -> str:
    """A card with a support limit: no more copies of its title in `seat`'s support area (HJ-LIM-06)."""
    limit = card.get("support_limit")
    if limit is None:
        return ""
    st = game.state
    mine = sum(1 for c in st.players[seat].support.cards if st.data(c.uid)["title"] == card["title"])
    return f"you may have only {limit} {card['title']} in your support area" if mine >= limit else ""


def unique_in_play(game: HeroesJourney, title: str) -> bool:
    """A unique title blocks another copy only while in play and active (HJ-UNQ-01, HJ-UNQ-06)."""
    st = game.state
    return any(st.data(u)["title"] == title for u in active_in_play(game))


def party_problem(game: HeroesJourney, seat: str, card: dict[str, Any], extra: int = 0) -> str:
    """Companions in play plus the dead pile stay within the quest need's party limit (HJ-PARTY-01),
    of the cultures it names (HJ-PARTY-02)."""
    st = game.state
    p = st.players[seat]
    quest = st.content.quests[p.deck.quest]
    dead = sum(1 for c in p.dead.cards if st.content.cards[c.card_id]["type"] == "companion")
    if len(p.party) + dead + extra + 1 > quest["party_limit"]:
        return f"your party limit is {quest['party_limit']} (companions in play and dead)"
    cultures = quest.get("cultures")
    if cultures and card["culture"] not in cultures:
        return f"{quest['title']} takes only {' or '.join(cultures)} companions"
    return ""


def bearer_problem(game: HeroesJourney, seat: str, uid: str, bearer: str) -> str:
    """An eligible bearer of the right kind, carrying no other card of this class (HJ-BEAR-01, HJ-BEAR-02,
    HJ-ADV-03)."""
    st = game.state
    card = st.data(uid)
    if bearer not in st.cards or not st.in_play(bearer):
        return "that character is not in play"
    b = st.card(bearer)
    want = card["bearer"]
    if st.data(bearer)["type"] != want:
        return f"{card['title']} goes on a {want}"
    if on_opponent(card):
        if b.owner != st.turn.campaign:
            return f"{card['title']} goes on one of the Campaign player's companions"
    elif b.owner != seat:
        return f"{card['title']} goes on one of your own {want}s"
    cls = card.get("class")
    if cls and any(st.data(o).get("class") == cls for o in st.borne_by(bearer)):
        return f"{game.name(bearer)} already bears a {cls}"
    return ""


def play_options(game: HeroesJourney, seat: str) -> list[Option]:
    """Characters and items `seat` may play from hand in their own phase (HJ-PLAY-15, HJ-PLAY-16)."""
    st = game.state
    cards = st.content.cards
    side = side_of(game, seat)
    out = []
    titles = None
    for c in st.players[seat].hand.cards:
        card = cards[c.card_id]
        if card["type"] == "event" or card["side"] != side:
            continue
        if card.get("unique"):
            if titles is None:
                titles = {cards[st.card(u).card_id]["title"] for u in active_in_play(game)}
            if card["title"] in titles:
                continue
        targets = bearers(game, seat, card) if card["type"] in ITEMS and not card.get("support") else [None]
        for b in targets:
            problem = why_not(game, seat, c.uid, b, unique_checked=True)
            if problem and card.get("support_limit") and problem == support_limit_problem(game, seat, card):
                # shown but disabled, so that asking for it says why (HJ-LIM-06)
                out.append(Option(f"play {c.uid}", f"play {card['title']}", {"verb": "play", "card": c.uid},
                                  enabled=False, reason=problem))
                continue
            if problem:
                continue
            cost = costs.play_cost(game, seat, c.uid)
            text = f"play {c.uid}" + (f" {b}" if b else "")
            where = f" on {game.name(b)}" if b else ""
            out.append(Option(text, f"play {card['title']}{where} (risk {cost})",
                              {"verb": "play", "card": c.uid, "card_id": c.card_id, "type": card["type"],
                               "bearer": b, "cost": cost, "side": card["side"]}))
    return out


def on_opponent(card: dict[str, Any]) -> bool:
    """An Adversary card borne by a companion goes on one of the Campaign player's companions."""
    return card["side"] == "adversary" and card["bearer"] == "companion"


def bearers(game: HeroesJourney, seat: str, card: dict[str, Any]) -> list[str]:
    if on_opponent(card):
        seat = game.state.turn.campaign
    p = game.state.players[seat]
    return [c.uid for c in (p.party.cards if card["bearer"] == "companion" else p.minions.cards)]


def action_options(game: HeroesJourney, seat: str, label: str) -> list[Option]:
    """Events of this phase or step in `seat`'s hand and abilities of its active cards (HJ-ACT-08,
    HJ-ACT-11, HJ-PLAY-18)."""
    st = game.state
    cards = st.content.cards
    side = side_of(game, seat)
    out = []
    p = st.players[seat]
    for c in p.hand.cards:
        card = cards[c.card_id]
        if card["type"] != "event" or card["side"] != side or label not in card["phases"]:
            continue
        cost = card["cost"]
        if side == "adversary" and st.pool < cost:
            continue
        if not _usable(game, Source(c.uid, c.card_id, seat)):
            continue
        out.append(Option(f"play {c.uid}", f"play {card['title']} (risk {cost})",
                          {"verb": "play", "card": c.uid, "card_id": c.card_id, "type": "event", "cost": cost,
                           "side": side}))
    for kind in ("party", "support", "minions", "borne"):
        for c in p.zones[kind].cards:
            card = cards[c.card_id]
            if label not in card.get("phases", ()) or card["side"] != side or game.is_blank(c.uid):
                continue
            if kind == "borne" and c.uid not in active_in_play(game):
                continue  # its bearer is inactive, and so is it (HJ-ACTV-04)
            if _usable(game, Source(c.uid, c.card_id, seat)):
                out.append(Option(f"use {c.uid}", f"use {card['title']}: {card.get('text', '')}",
                                  {"verb": "use", "card": c.uid, "card_id": c.card_id}))
    return out


def _usable(game: HeroesJourney, source: Source) -> bool:
    return _ready_ability(game, source) is not None


def _ready_ability(game: HeroesJourney, source: Source) -> Any:
    """The card's first action ability whose condition holds and whose limit is not reached."""
    for ab in SCRIPTS.abilities(source.card, "action"):
        if ab.when is not None and not ab.when(game, source, None):
            continue
        if ab.limit is not None and not game.timing.allowed(_as_trigger(ab, source)):
            continue  # "(limit N)": this copy has given all it may this period (HJ-LIM-01, HJ-LIM-03)
        return ab
    return None


def _as_trigger(ab: Any, source: Source) -> Trigger:
    """An action ability as the core counts limits: per copy, per period."""
    return Trigger(source.id, source.controller, "action", ab.label, lambda: None, ability=ab.name,
                   limit=ab.limit, card=source.card)


def play(game: HeroesJourney, seat: str, uid: str, bearer: str | None = None, discount: int = 0) -> Script:
    """The steps of playing a card: to the void, pay, onto the field, then its effect; an event
    ends in the scrap pile (HJ-PLAY-01..10).  `discount`: text making this play cost less."""
    st = game.state
    c = st.card(uid)
    card = st.content.cards[c.card_id]
    p = st.players[seat]
    game.table.move(c, st.void, face_up=True)
    game.emit(f"{seat} plays {card['title']}", kind="play", seat=seat, rule="HJ-PLAY-01",
              data={"seat": seat, "card": uid, "card_id": c.card_id})
    paid = yield from pay_costs(game, seat, uid, discount)
    if not paid:
        return
    if card["type"] == "event":
        yield from resolve_event(game, seat, uid)
        return
    kind = card["type"]

    def place() -> None:
        if kind == "companion":
            game.table.move(c, p.party)
        elif kind == "minion":
            game.table.move(c, p.minions)
        elif kind == "ally" or card.get("support"):
            game.table.move(c, p.support)
        else:
            assert bearer is not None
            game.table.move(c, p.borne)
            st.bearer[uid] = bearer
        game.emit(f"{card['title']} enters the field", kind="enter", seat=seat, rule="HJ-PLAY-07",
                  data={"card": uid, "card_id": c.card_id, "bearer": bearer})

    yield from enter_field(game, seat, uid, place)


def enter_field(game: HeroesJourney, seat: str, uid: str, place: Callable[[], None]) -> Script:
    """Steps 4 and 5 of playing a card: `place` puts it on the field, then the text answering its entry
    resolves, its own "when you play" included, before anything else goes on (HJ-PLAY-07, HJ-PLAY-08).
    An "is about to enter" interrupt may send it to its owner's scrap pile instead: then nothing
    answers its entry, neither its own text nor any other card's (HJ-PLAY-14).  Returns whether it entered."""
    st = game.state
    card = st.data(uid)
    occ = Occurrence("enter", {"card": uid, "card_id": st.card(uid).card_id, "controller": seat,
                               "type": card["type"], "cost": card["cost"], "side": card["side"]})

    def change(occ: Occurrence) -> None:
        place()

    entered = yield from occur(game, occ, change)
    if not entered:
        c = st.card(uid)
        if game.table.where[uid] is st.void:
            game.table.move(c, st.players[c.owner].scrap, face_up=True)
        game.emit(f"{card['title']} goes to the scrap pile as it enters: nothing answers its entry", kind="discard",
                  seat=seat, rule="HJ-PLAY-14", data={"card": uid, "card_id": c.card_id})
    return entered


@record(frozen=False)
class Cost:
    """One cost to pay: its kind (`part`: "risk", "burdens", "exert", "discard", "tokens", "pool",
    "initiative", "reveal"), how much, and how to pay it.  `pay(n)` pays as much of n as it can and
    returns how much was left unpaid."""

    part: str
    amount: int
    pay: Callable[[int], int]
    target: str = ""  # the card the payment takes from (the character exerted, the card discarded)


def pay_each(game: HeroesJourney, seat: str, uid: str, parts: list[Cost], ability: str = "") -> Script:
    """Pay `seat`'s costs for card `uid` (for its `ability`, if a card in play is used) one by one, each
    through an "is about to be paid" window: every cost paid in the game goes through here, so an
    answer to a payment can answer any of them.  Returns "" when all were paid, "stopped" when an
    interrupt stopped one (the rest is not paid, what was paid stays paid: HJ-PLAY-06, HJ-COST-07), or
    "short N" when a changed cost could be paid only in part (HJ-COST-08)."""
    st = game.state
    card = st.data(uid)
    for cost in parts:
        occ = Occurrence("cost", {"card": uid, "card_id": st.card(uid).card_id, "controller": seat,
                                  "side": card["side"], "type": card["type"], "part": cost.part,
                                  "amount": cost.amount, "ability": ability, "target": cost.target})
        short: list[int] = []

        def pay(occ: Occurrence, cost: Cost = cost, short: list[int] = short) -> None:
            short.append(cost.pay(max(0, occ.data["amount"])))

        if not (yield from occur(game, occ, pay)):
            return "stopped"
        if short and short[0]:
            return f"short {short[0]}"
    return ""


def pay_costs(game: HeroesJourney, seat: str, uid: str, discount: int = 0) -> Script:
    """Step 3 of playing a card: its costs are paid one by one (the risk, then any burdens), each
    through an "is about to be paid" window.  An interrupt that stops a payment leaves the rest
    unpaid and sends the card to its owner's scrap pile, what was paid staying paid (HJ-PLAY-06); one
    that changes a payment has as much of the new amount paid as can be, and a card not paid for in
    full has no effect (HJ-COST-08).  Returns whether every cost was paid."""
    st = game.state
    card = st.data(uid)
    risk = costs.play_cost(game, seat, uid) if card["type"] != "event" else card["cost"]
    parts = [Cost("risk", max(0, risk - discount), lambda n: _pay_part(game, seat, uid, "risk", n))]
    burdens = card.get("to_play", {}).get("burdens", 0)
    if burdens:
        parts.append(Cost("burdens", burdens, lambda n: _pay_part(game, seat, uid, "burdens", n)))
    why = yield from pay_each(game, seat, uid, parts)
    extra = EXTRA_COSTS.get(st.card(uid).card_id)
    if extra is not None and not why:  # what the text asks beyond the risk, paid now with it (HJ-COST-07)
        more = yield from extra(game, Source(uid, st.card(uid).card_id, seat))
        why = yield from pay_each(game, seat, uid, more)
    if why == "stopped":
        _unpaid_to_scrap(game, uid, f"paying for {card['title']} is stopped: it goes to the scrap pile, "
                                    "what was paid stays paid", "HJ-PLAY-06")
    elif why:
        _unpaid_to_scrap(game, uid, f"{card['title']} cannot be paid for in full ({why.split()[1]} short): "
                                    "it has no effect and goes to the scrap pile", "HJ-COST-08")
    return not why


def _pay_part(game: HeroesJourney, seat: str, uid: str, part: str, amount: int) -> int:
    """Pay as much of one cost as can be paid; returns how much was left unpaid."""
    st = game.state
    amount = max(0, amount)
    if part == "burdens":
        characters.add_burdens(game, seat, amount, f" to play {st.data(uid)['title']}")
        return 0
    side = st.data(uid)["side"]
    paid = amount if side == "campaign" else min(amount, st.pool)
    st.pool += paid if side == "campaign" else -paid
    if paid:
        game.emit(f"risk pool {'+' if side == 'campaign' else '-'}{paid} = {st.pool}",
                  kind="risk", rule="HJ-RISK-02", data={"pool": st.pool, "change": paid})
    return amount - paid


def _unpaid_to_scrap(game: HeroesJourney, uid: str, text: str, rule: str) -> None:
    st = game.state
    c = st.card(uid)
    if game.table.where[uid] is st.void:
        game.table.move(c, st.players[c.owner].scrap, face_up=True)
    game.emit(text, kind="discard", seat=c.owner, rule=rule, data={"card": uid, "card_id": c.card_id})


def resolve_event(game: HeroesJourney, seat: str, uid: str) -> Script:
    """An event's text resolves once, then it goes to its owner's scrap pile (HJ-PLAY-10, HJ-PLAY-11)."""
    st = game.state
    c = st.card(uid)
    source = Source(uid, c.card_id, seat)

    def take_effect(occ: Occurrence) -> Script | None:
        if game.is_blank(uid):  # a blanked event does nothing; it still goes to the scrap pile (HJ-EFF-12)
            game.emit(f"{game.name(uid)} is blank and has no effect", kind="prevent", rule="HJ-EFF-12",
                      data={"card": uid})
            return None
        for ab in SCRIPTS.abilities(c.card_id, "action"):
            return ab.effect(game, source, None)
        return None

    # An "is about to take effect" interrupt may cancel it: its costs stay paid (HJ-COST-07).
    yield from occur(game, Occurrence("event", {"card": uid, "controller": seat, "side": st.data(uid)["side"]}),
                     take_effect)
    if game.table.where[uid] is st.void:
        game.table.move(c, st.players[c.owner].scrap, face_up=True)


def use(game: HeroesJourney, seat: str, uid: str) -> Script:
    """A special ability of a card in play, as often as its cost and limit allow (HJ-ACT-13)."""
    c = game.state.card(uid)
    source = Source(uid, c.card_id, seat)
    game.emit(f"{seat} uses {game.name(uid)}", kind="use", seat=seat, data={"card": uid, "card_id": c.card_id})
    ab = _ready_ability(game, source)
    if ab is None:
        return
    if ab.limit is not None:
        game.timing.count(_as_trigger(ab, source))
    step = ab.effect(game, source, None)
    if step is not None:
        yield from step


def window(game: HeroesJourney, label: str, rule: str, stop: Callable[[], bool] | None = None) -> Script:
    """A shared action window: the Campaign player first, then counter-clockwise, until every player
    passes in a row (HJ-ACT-02..05), or `stop` says it is over."""
    order = game.turns.order_from(game.state.turn.campaign, COUNTER_CLOCKWISE)

    def actions(seat: str) -> list[Option]:
        return action_options(game, seat, label) if game.turns.is_in(seat) else []

    def act(answer: Answer) -> Script:
        return do(game, answer)

    yield from priority_window(game, order, actions, act, prompt=f"{label}: act or pass", rule=rule,
                               kind="priority", stop=stop)


def do(game: HeroesJourney, answer: Answer) -> Script:
    """Carry out a `play` or `use` answer."""
    args = answer.args
    if answer.name == "use":
        yield from use(game, answer.seat, args[0])
    else:
        yield from play(game, answer.seat, args[0], args[1] if len(args) > 1 else None)
    yield from characters.check_vitality(game)

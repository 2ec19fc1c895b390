"""What card scripts share: the registry and small helpers for targets and costs."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from hjourney_tui.core.modifiers import Modifier
from hjourney_tui.core.questions import Ask, Option, Script
from hjourney_tui.core.scripts import CardScripts, Source
from hjourney_tui.core.timing import Occurrence

if TYPE_CHECKING:
    from ..engine import HeroesJourney
    from ..rules.playing import Cost

SCRIPTS = CardScripts("heroes_journey")

# An event's costs beyond its risk ("exert a companion to ..."), by card id: a script that asks what pays
# them and returns them, paid with the risk as the card is played, before anything can cancel it (HJ-COST-07).
EXTRA_COSTS: dict[str, Callable[[HeroesJourney, Source], Script]] = {}


def extra_cost(card: str) -> Callable[[Callable[[HeroesJourney, Source], Script]], Callable[..., Script]]:
    def register(fn: Callable[[HeroesJourney, Source], Script]) -> Callable[..., Script]:
        EXTRA_COSTS[card] = fn
        return fn
    return register


def skirmishing_companion(game: HeroesJourney) -> str:
    """The companion of the skirmish being fought, or "" (HJ-SKR-16)."""
    st = game.state
    uid = st.turn.skirmish
    if st.turn.step != "skirmish" or not uid or not st.in_play(uid) or uid in st.turn.removed:
        return ""
    return uid


def own_skirmish(game: HeroesJourney, source: Source) -> bool:
    """A companion of `source`'s controller is fighting the skirmish now."""
    comp = skirmishing_companion(game)
    return bool(comp) and game.state.card(comp).owner == source.controller


def skirmishing_minions(game: HeroesJourney) -> list[str]:
    st = game.state
    comp = skirmishing_companion(game)
    if not comp:
        return []
    return [m for m, c in sorted(st.turn.assigned.items()) if c == comp and st.in_play(m)
            and m not in st.turn.removed]


def campaign_companions(game: HeroesJourney) -> list[str]:
    return [c.uid for c in game.state.players[game.state.turn.campaign].party.cards]


def wounded(game: HeroesJourney, uids: list[str]) -> list[str]:
    return [u for u in uids if game.state.card(u).tokens.get("wound", 0) > 0]


def choose(game: HeroesJourney, seat: str, prompt: str, uids: list[str], rule: str = "") -> Script:
    """`seat` picks one of `uids` (no question when there is one)."""
    if len(uids) == 1:
        return uids[0]
    answer = yield Ask(seat, prompt, [Option(f"choose {u}", game.name(u), {"verb": "choose", "card": u})
                                      for u in uids], rule=rule)
    return answer.args[0]


def boost(game: HeroesJourney, uid: str, what: str, amount: int, source: str, until: str = "skirmish") -> None:
    game.modifiers.add(Modifier(uid, what, amount, until=until, source=source))
    game.emit(f"{game.name(uid)} is {what} +{amount} until the end of the {until}", kind="modifier",
              data={"card": uid, "what": what, "amount": amount})


def pay_from_hand(game: HeroesJourney, source: Source) -> Script:
    """A response event leaves the hand and pays its risk cost through the same "is about to be paid"
    window as any card played; it goes to the scrap pile after.  Returns whether it was paid for: if
    not, it goes there at once and does nothing (HJ-COST-07, HJ-COST-08)."""
    from ..rules import playing

    st = game.state
    seat = source.controller
    c = st.card(source.id)
    game.table.move(c, st.void, face_up=True)
    game.emit(f"{seat} plays {st.data(source.id)['title']}", kind="play", seat=seat,
              data={"seat": seat, "card": source.id, "card_id": c.card_id})
    risk = playing.Cost("risk", st.data(source.id)["cost"],
                        lambda n: playing._pay_part(game, seat, source.id, "risk", n))
    if (yield from paid(game, source, risk)):
        return True
    to_scrap(game, source)
    return False


def paid(game: HeroesJourney, source: Source, *parts: Cost, ability: str = "") -> Script:
    """Pay the costs of an ability (or of a response event) one by one through the "is about to be paid"
    window.  Returns whether all were paid; if not, the ability has no effect and what was paid stays
    paid (HJ-COST-07, HJ-COST-08)."""
    from ..rules import playing

    why = yield from playing.pay_each(game, source.controller, source.id, list(parts), ability)
    if not why:
        return True
    title = game.state.data(source.id)["title"]
    if why == "stopped":
        game.emit(f"paying for {title} is stopped: it has no effect, what was paid stays paid", kind="prevent",
                  seat=source.controller, rule="HJ-COST-07", data={"card": source.id})
    else:
        game.emit(f"{title} cannot be paid for in full ({why.split()[1]} short): it has no effect", kind="prevent",
                  seat=source.controller, rule="HJ-COST-08", data={"card": source.id})
    return False


def exertion(game: HeroesJourney, uid: str) -> Cost:
    """Exert this character as a cost (HJ-COST-10)."""
    from ..rules import characters, playing

    return playing.Cost("exert", 1, lambda n: n - sum(1 for _ in range(n) if characters.exert(game, uid)),
                        target=uid)


def discarding(game: HeroesJourney, seat: str, uid: str) -> Cost:
    """Discard this card (from hand, or from where it is stacked) as a cost."""
    from ..rules import playing

    def pay(n: int) -> int:
        st = game.state
        if not n or st.zone_kind(uid) not in ("hand", "stacked"):
            return n
        st.stacked.pop(uid, None)
        c = st.card(uid)
        game.table.move(c, st.players[c.owner].scrap, face_up=True)
        game.emit(f"{seat} discards {st.content.cards[c.card_id]['title']}", kind="discard", seat=seat,
                  data={"card": uid, "card_id": c.card_id})
        return n - 1

    return playing.Cost("discard", 1, pay, target=uid)


def pool_removal(game: HeroesJourney, n: int, source: str) -> Cost:
    """Remove (N) from the risk pool as a cost: offered only when the pool holds N (HJ-RISK-06)."""
    from ..rules import playing

    return playing.Cost("pool", n, lambda k: k - remove_risk(game, k, source))


def token_removal(game: HeroesJourney, uid: str, culture: str, n: int) -> Cost:
    """Remove N culture tokens from a card as a cost: offered only when all N are there (HJ-COST-09)."""
    from ..rules import playing

    def pay(k: int) -> int:
        take = min(k, culture_tokens(game, uid, culture))
        if take:
            remove_culture_tokens(game, uid, culture, take)
        return k - take

    return playing.Cost("tokens", n, pay, target=uid)


def initiative_loss(game: HeroesJourney, seat: str) -> Cost:
    """Lose initiative as a cost: only a player who holds it can pay (HJ-COST-11)."""
    from ..rules import playing

    def pay(n: int) -> int:
        if not n:
            return 0
        if seat not in game.state.initiative:
            return n
        game.state.initiative.discard(seat)
        game.emit(f"{seat} loses initiative", kind="initiative", seat=seat, rule="HJ-COST-11", data={"seat": seat})
        return 0

    return playing.Cost("initiative", 1, pay)


def to_scrap(game: HeroesJourney, source: Source) -> None:
    st = game.state
    c = st.card(source.id)
    if game.table.where[c.uid] is st.void:
        game.table.move(c, st.players[c.owner].scrap, face_up=True)


def affordable(game: HeroesJourney, source: Source) -> bool:
    """A response event from hand can be paid for: Adversary ones need the risk in the pool."""
    card = game.state.data(source.id)
    return card["side"] == "campaign" or game.state.pool >= card["cost"]


def own_companion_wounded(game: HeroesJourney, source: Source, occ: Occurrence) -> bool:
    st = game.state
    target = occ.data["target"]
    return (st.zone_kind(source.id) == "hand" and affordable(game, source)
            and st.data(target)["type"] == "companion" and st.card(target).owner == source.controller)


def played_to_prevent(game: HeroesJourney, source: Source, occ: Occurrence, text: str, target: str) -> Script:
    """A card played from hand to stop what is about to happen: paid for, the occurrence
    prevented, said in the log (`text`), the card to the scrap pile.  Not paid for, it stops nothing."""
    if not (yield from pay_from_hand(game, source)):
        return
    occ.prevent(source.id)
    game.emit(text, kind="prevent", data={"card": source.id, "target": target})
    to_scrap(game, source)


PAYMENT_WORDS = {"exert": "exertion", "risk": "risk", "discard": "discard"}


def payment_stopper(card: str, part: str, ability: str = "", burden: bool = False) -> None:
    """Adversary response from hand: when the Campaign player is about to pay a `part` cost (for
    `ability` only, if given: "transfer", "second wind"), that payment is stopped, so what it paid for
    has no effect (HJ-COST-07); with `burden`, the Campaign player then adds a burden."""
    from ..rules import characters

    def can(game: HeroesJourney, source: Source, occ: Occurrence) -> bool:
        st = game.state
        return (st.zone_kind(source.id) == "hand" and affordable(game, source)
                and occ.data["controller"] == st.turn.campaign != source.controller
                and occ.data["part"] == part and (not ability or occ.data["ability"] == ability))

    def effect(game: HeroesJourney, source: Source, occ: Occurrence) -> Script:
        title = game.state.data(source.id)["title"]
        what = PAYMENT_WORDS.get(part, part)
        if occ.data["target"] and occ.data["target"] != occ.data["card"]:
            what += f" of {game.name(occ.data['target'])}"
        text = f"{title} stops {occ.data['controller']}'s {what} for {game.name(occ.data['card'])}"
        if ability:
            text += f" ({ability})"
        yield from played_to_prevent(game, source, occ, text, occ.data["card"])
        if burden and occ.prevented_by == source.id:
            characters.add_burdens(game, occ.data["controller"], 1, f" ({title})")

    SCRIPTS.ability(card, timing="interrupt", on="cost", verb="play", when=can,
                    label=f"play it: stop that {ability or PAYMENT_WORDS.get(part, part)}", name="stop")(effect)


def prevent_wound(game: HeroesJourney, source: Source, occ: Occurrence) -> Script:
    yield from played_to_prevent(game, source, occ, f"{game.state.data(source.id)['title']} prevents the wound on "
                      f"{game.name(occ.data['target'])}", occ.data["target"])


# -- the shapes of text several cards share, registered under each card's id ----------------

def exert_to_heal(card: str) -> None:
    """Campaign: exert this character to heal one of your companions."""
    from ..rules import characters

    def can(game: HeroesJourney, source: Source, occ: None) -> bool:
        return characters.can_exert(game, source.id) and bool(wounded(game, campaign_companions(game)))

    def effect(game: HeroesJourney, source: Source, occ: None) -> Script:
        if not (yield from paid(game, source, exertion(game, source.id), ability="heal")):
            return
        target = yield from choose(game, source.controller, "heal which companion?",
                                   wounded(game, campaign_companions(game)))
        characters.heal(game, target)

    SCRIPTS.ability(card, timing="action", when=can, label="exert: heal a companion", name="heal")(effect)


def exert_to_wound_minion(card: str) -> None:
    """Maneuver: exert this character to wound a minion."""
    from ..rules import characters, playing

    def can(game: HeroesJourney, source: Source, occ: None) -> bool:
        return characters.can_exert(game, source.id) and bool(playing.minions(game))

    def effect(game: HeroesJourney, source: Source, occ: None) -> Script:
        if not (yield from paid(game, source, exertion(game, source.id), ability="wound")):
            return
        target = yield from choose(game, source.controller, "wound which minion?", playing.minions(game))
        yield from characters.wound(game, target, source.id)

    SCRIPTS.ability(card, timing="action", when=can, label="exert: wound a minion", name="wound")(effect)


def exert_to_boost(card: str, amount: int) -> None:
    """Skirmish: exert this character to make your skirmishing companion stronger."""
    from ..rules import characters

    def can(game: HeroesJourney, source: Source, occ: None) -> bool:
        return own_skirmish(game, source) and characters.can_exert(game, source.id)

    def effect(game: HeroesJourney, source: Source, occ: None) -> Script:
        if not (yield from paid(game, source, exertion(game, source.id), ability="boost")):
            return
        boost(game, skirmishing_companion(game), "strength", amount, source.id)

    SCRIPTS.ability(card, timing="action", when=can, label=f"exert: strength +{amount}", name="boost")(effect)


def companion_boost(card: str, amount: int, damage: int = 0) -> None:
    """Skirmish event: your skirmishing companion is stronger (and hits harder)."""
    def can(game: HeroesJourney, source: Source, occ: None) -> bool:
        return own_skirmish(game, source)

    def effect(game: HeroesJourney, source: Source, occ: None) -> None:
        comp = skirmishing_companion(game)
        boost(game, comp, "strength", amount, source.id)
        if damage:
            boost(game, comp, "damage", damage, source.id)

    SCRIPTS.ability(card, timing="action", when=can, label=f"strength +{amount}", name="boost")(effect)


def minion_boost(card: str, amount: int, damage: int = 0) -> None:
    """Skirmish event: a skirmishing minion is stronger (and hits harder)."""
    def can(game: HeroesJourney, source: Source, occ: None) -> bool:
        return bool(skirmishing_minions(game))

    def effect(game: HeroesJourney, source: Source, occ: None) -> Script:
        target = yield from choose(game, source.controller, "which minion?", skirmishing_minions(game))
        boost(game, target, "strength", amount, source.id)
        if damage:
            boost(game, target, "damage", damage, source.id)

    SCRIPTS.ability(card, timing="action", when=can, label=f"a minion +{amount}", name="boost")(effect)


def prevent_minion_wound(card: str) -> None:
    """Response event of an Adversary player: when a minion (anyone's) is about to take a wound, prevent it."""
    def when(game: HeroesJourney, source: Source, occ: Occurrence) -> bool:
        st = game.state
        return (st.zone_kind(source.id) == "hand" and affordable(game, source)
                and st.data(occ.data["target"])["type"] == "minion")

    SCRIPTS.ability(card, timing="interrupt", on="wound", when=when, verb="play",
                    label="play it: prevent the wound", name="prevent")(
        lambda game, source, occ: prevent_wound(game, source, occ))


def wound_skirmishing_minion(card: str) -> None:
    """Skirmish event: wound a minion in your skirmishing companion's skirmish."""
    from ..rules import characters

    def can(game: HeroesJourney, source: Source, occ: None) -> bool:
        return own_skirmish(game, source) and bool(skirmishing_minions(game))

    def effect(game: HeroesJourney, source: Source, occ: None) -> Script:
        target = yield from choose(game, source.controller, "wound which minion?", skirmishing_minions(game))
        yield from characters.wound(game, target, source.id)

    SCRIPTS.ability(card, timing="action", when=can, label="wound a skirmishing minion", name="wound")(effect)


def prevent_own_wound(card: str) -> None:
    """Response event: when one of your companions is about to take a wound, prevent it."""
    SCRIPTS.ability(card, timing="interrupt", on="wound", when=own_companion_wounded, verb="play",
                    label="play it: prevent the wound", name="prevent")(
        lambda game, source, occ: prevent_wound(game, source, occ))


def burden_when_winning(card: str) -> None:
    """When this minion wins a skirmish, the Campaign player adds a burden (mandatory)."""
    from ..rules import characters

    def won(game: HeroesJourney, source: Source, occ: Occurrence) -> bool:
        return source.id in occ.data.get("winners", ())

    def effect(game: HeroesJourney, source: Source, occ: Occurrence) -> None:
        characters.add_burdens(game, game.state.turn.campaign, 1, f" ({game.name(source.id)})")

    SCRIPTS.ability(card, timing="forced", on="skirmish_won", when=won, label="add a burden", name="burden")(effect)


def burden_event(card: str) -> None:
    """Adversary event: the Campaign player adds a burden."""
    from ..rules import characters

    def effect(game: HeroesJourney, source: Source, occ: None) -> None:
        characters.add_burdens(game, game.state.turn.campaign, 1, f" ({game.name(source.id)})")

    SCRIPTS.ability(card, timing="action", label="the Campaign player adds a burden", name="burden")(effect)


def gain_initiative(card: str) -> None:
    """Event: gain initiative; a player who holds it already gains nothing (HJ-INIT-02)."""
    def effect(game: HeroesJourney, source: Source, occ: None) -> None:
        st = game.state
        if source.controller in st.initiative:
            game.emit(f"{source.controller} holds initiative already", kind="initiative", seat=source.controller,
                      rule="HJ-INIT-02", data={"seat": source.controller})
            return
        st.initiative.add(source.controller)
        game.emit(f"{source.controller} gains initiative", kind="initiative", seat=source.controller,
                  rule="HJ-INIT-02", data={"seat": source.controller})

    SCRIPTS.ability(card, timing="action", label="gain initiative", name="initiative")(effect)


def lose_initiative_to_boost(card: str, amount: int) -> None:
    """Skirmish event whose cost is losing initiative: only a player holding it can pay (HJ-INIT-04,
    HJ-COST-11)."""
    def can(game: HeroesJourney, source: Source, occ: None) -> bool:
        return (own_skirmish(game, source)
                and source.controller in game.state.initiative)

    @extra_cost(card)
    def cost(game: HeroesJourney, source: Source) -> Script:
        yield from ()  # nothing to ask: the player holding initiative loses it
        return [initiative_loss(game, source.controller)]

    def effect(game: HeroesJourney, source: Source, occ: None) -> None:
        boost(game, skirmishing_companion(game), "strength", amount, source.id)

    SCRIPTS.ability(card, timing="action", when=can, label=f"lose initiative: strength +{amount}", name="boost")(effect)


# -- risk as a cost or an effect (HJ-RISK-06) ---------------------------------------------------

def can_remove_risk(game: HeroesJourney, n: int) -> bool:
    """Remove (N) as a cost: the pool must hold all N."""
    return game.state.pool >= n


def remove_risk(game: HeroesJourney, n: int, source: str) -> int:
    """Remove (N) as an effect (or a cost already checked): as many as the pool holds, down to 0."""
    st = game.state
    taken = min(n, st.pool)
    st.pool -= taken
    game.emit(f"{game.state.data(source)['title']} removes {taken} from the pool ({st.pool})", kind="risk",
              rule="HJ-RISK-06", data={"pool": st.pool, "change": -taken})
    return taken


def lose_initiative(game: HeroesJourney, seat: str) -> None:
    """Losing initiative as an effect needs nothing: without it, nothing happens (HJ-INIT-05)."""
    st = game.state
    if seat not in st.initiative:
        return
    st.initiative.discard(seat)
    game.emit(f"{seat} loses initiative", kind="initiative", seat=seat, rule="HJ-INIT-05", data={"seat": seat})


# -- what card text may check ------------------------------------------------------------------

def party_site_has(game: HeroesJourney, terrain: str) -> bool:
    """The Campaign player's party stands on a site with this terrain keyword (HJ-SITE-10)."""
    site = game.state.site_at(game.state.players[game.state.turn.campaign].site)
    return bool(site) and terrain in site.get("terrain", ())


def unbound(game: HeroesJourney, uid: str) -> bool:
    """A companion without the quest-bound keyword; nothing else is unbound (HJ-PARTY-05)."""
    data = game.state.data(uid)
    return data["type"] == "companion" and "quest-bound" not in data.get("tags", ())


def has_defender(game: HeroesJourney, uid: str, n: int) -> bool:
    """Defender +X meets a check for Defender +N whenever X is N or more (HJ-KW-DEF-03)."""
    from ..rules import characters

    return characters.stat(game, uid, "defender") >= n


# -- culture tokens (HJ-ZONE-08) ----------------------------------------------------------------

def token_key(culture: str) -> str:
    """Culture tokens are kept per culture, apart from wounds (HJ-ZONE-08)."""
    return f"culture:{culture}"


def culture_tokens(game: HeroesJourney, uid: str, culture: str) -> int:
    """Tokens of this culture on a card; on an inactive card they cannot be counted (HJ-ACTV-08)."""
    from ..rules import playing

    if uid not in playing.active_in_play(game):
        return 0
    return game.state.card(uid).tokens.get(token_key(culture), 0)


def add_culture_token(game: HeroesJourney, uid: str, culture: str) -> bool:
    from ..rules import playing

    if uid not in playing.active_in_play(game):
        return False  # an inactive card's tokens are out of reach (HJ-ACTV-08)
    tokens = game.state.card(uid).tokens
    tokens[token_key(culture)] = tokens.get(token_key(culture), 0) + 1
    game.emit(f"a {culture} token is added to {game.name(uid)} ({tokens[token_key(culture)]})", kind="token",
              rule="HJ-ZONE-08", data={"card": uid, "culture": culture, "tokens": tokens[token_key(culture)]})
    return True


def remove_culture_tokens(game: HeroesJourney, uid: str, culture: str, n: int) -> bool:
    """Removing N as a cost: all N must be there, or nothing is removed (HJ-COST-09)."""
    if culture_tokens(game, uid, culture) < n:
        return False
    tokens = game.state.card(uid).tokens
    tokens[token_key(culture)] -= n
    if not tokens[token_key(culture)]:
        del tokens[token_key(culture)]
    game.emit(f"{n} {culture} tokens are removed from {game.name(uid)}", kind="token", rule="HJ-COST-09",
              data={"card": uid, "culture": culture, "tokens": tokens.get(token_key(culture), 0)})
    return True


# -- text answering a card's entry to the field (HJ-PLAY-08, HJ-PLAY-14, HJ-SETUP-21) --------------

def _own_entry(game: HeroesJourney, source: Source, occ: Occurrence) -> bool:
    return occ.data["card"] == source.id


def when_played_remove_burden(card: str) -> None:
    """When you play this companion, remove a burden."""

    @SCRIPTS.ability(card, timing="forced", on="enter", when=_own_entry, label="remove a burden", name="entry")
    def effect(game: HeroesJourney, source: Source, occ: Occurrence) -> None:
        p = game.state.players[source.controller]
        if p.burdens:
            p.burdens -= 1
            game.emit(f"{game.name(source.id)} takes away a burden ({p.burdens} left)", kind="burden",
                      seat=source.controller, data={"seat": source.controller, "burdens": p.burdens})


def when_played_draw(card: str) -> None:
    """When you play this card, draw a card."""

    @SCRIPTS.ability(card, timing="forced", on="enter", when=_own_entry, label="draw a card", name="entry")
    def effect(game: HeroesJourney, source: Source, occ: Occurrence) -> None:
        game.draw(source.controller, 1)


def token_when_companion_enters(card: str, culture: str) -> None:
    """Response: after another companion of yours enters the field, put a token of this culture here."""

    def can(game: HeroesJourney, source: Source, occ: Occurrence) -> bool:
        return (game.state.zone_kind(source.id) == "party" and occ.data["card"] != source.id
                and occ.data["controller"] == source.controller and occ.data["type"] == "companion")

    @SCRIPTS.ability(card, timing="response", on="enter", when=can, label=f"add a {culture} token", name="greet")
    def effect(game: HeroesJourney, source: Source, occ: Occurrence) -> None:
        add_culture_token(game, source.id, culture)


def bar_cheap_entry(card: str) -> None:
    """Response: when a Campaign player's companion or ally of cost 1 or less is about to enter the
    field, put it in its owner's scrap pile instead."""

    def can(game: HeroesJourney, source: Source, occ: Occurrence) -> bool:
        return (game.state.zone_kind(source.id) == "hand" and affordable(game, source)
                and occ.data["controller"] != source.controller and occ.data["side"] == "campaign"
                and occ.data["type"] in ("companion", "ally") and occ.data["cost"] <= 1)

    @SCRIPTS.ability(card, timing="interrupt", on="enter", when=can, verb="play",
                     label="play it: that card goes to the scrap pile", name="bar")
    def effect(game: HeroesJourney, source: Source, occ: Occurrence) -> Script:
        yield from played_to_prevent(game, source, occ, f"{game.state.data(source.id)['title']} turns "
                          f"{game.name(occ.data['card'])} away", occ.data["card"])


def own_companion_from_hand(game: HeroesJourney, source: Source, occ: Occurrence) -> bool:
    """When a card in hand answers something about to befall a companion its controller owns."""
    st = game.state
    target = occ.data["target"]
    return (st.zone_kind(source.id) == "hand" and st.data(target)["type"] == "companion"
            and st.card(target).owner == source.controller)

"""What card scripts share: the registry and small helpers for targets and costs."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hjourney_tui.core.modifiers import Modifier
from hjourney_tui.core.questions import Ask, Option, Script
from hjourney_tui.core.scripts import CardScripts, Source
from hjourney_tui.core.timing import Occurrence

if TYPE_CHECKING:
    from ..engine import HeroesJourney

SCRIPTS = CardScripts("heroes_journey")


def skirmishing_companion(game: HeroesJourney) -> str:
    """The companion of the skirmish being fought, or "" (HJ-SKR-16)."""
    st = game.state
    uid = st.turn.skirmish
    if st.turn.step != "skirmish" or not uid or not st.in_play(uid) or uid in st.turn.removed:
        return ""
    return uid


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


def pay_from_hand(game: HeroesJourney, source: Source) -> None:
    """A response event leaves the hand, pays its risk cost and goes to the scrap pile after."""
    from ..rules import playing

    st = game.state
    c = st.card(source.id)
    game.table.move(c, st.void, face_up=True)
    game.emit(f"{source.controller} plays {st.data(source.id)['title']}", kind="play", seat=source.controller,
              data={"seat": source.controller, "card": source.id, "card_id": c.card_id})
    playing.pay_risk(game, source.controller, source.id)


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


def prevent_wound(game: HeroesJourney, source: Source, occ: Occurrence) -> None:
    pay_from_hand(game, source)
    occ.prevent(source.id)
    game.emit(f"{game.state.data(source.id)['title']} prevents the wound on {game.name(occ.data['target'])}",
              kind="prevent", data={"card": source.id, "target": occ.data["target"]})
    to_scrap(game, source)

"""Taking control of an opponent's card: it moves to the new controller's side of the table and its
owner stays who brought it (HJ-EFF-17, HJ-ZONE-09, HJ-UNQ-04)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hjourney_tui.core.questions import Ask, Option, Script

from . import characters

if TYPE_CHECKING:
    from ..engine import HeroesJourney

CONTROLLED_ZONES = ("party", "support", "minions", "borne")


def controller(game: HeroesJourney, uid: str) -> str:
    """Who controls a card in play: the seat whose zone holds it ("your" cards, HJ-EFF-17)."""
    return game.table.where[uid].owner or ""


def controlled_by(game: HeroesJourney, seat: str, kind: str) -> list[str]:
    """`seat`'s cards in play of a card type: "their [card]" picks only from these (HJ-EFF-17)."""
    st = game.state
    return [c.uid for z in CONTROLLED_ZONES for c in st.players[seat].zones[z].cards if st.data(c.uid)["type"] == kind]


def take_control(game: HeroesJourney, seat: str, uid: str) -> Script:
    """`seat` takes control of an ally; if that leaves them two unique cards of one title, they scrap
    copies at once until one is left (HJ-UNQ-04)."""
    st = game.state
    card = st.card(uid)
    was = controller(game, uid)
    game.table.move(card, st.players[seat].support)
    card.controller = seat
    game.emit(f"{seat} takes control of {was}'s {game.name(uid)}", kind="control", seat=seat, rule="HJ-EFF-17",
              data={"card": uid, "from": was, "to": seat, "owner": card.owner})
    yield from unique_check(game, seat)


def unique_check(game: HeroesJourney, seat: str) -> Script:
    st = game.state
    while True:
        mine = [c.uid for z in CONTROLLED_ZONES for c in st.players[seat].zones[z].cards if st.data(c.uid).get("unique")]
        titles = [st.data(u)["title"] for u in mine]
        twice = [u for u in mine if titles.count(st.data(u)["title"]) > 1]
        if not twice:
            return
        answer = yield Ask(seat, f"you control two {st.data(twice[0])['title']}: scrap which?",
                           [Option(f"choose {u}", f"scrap {game.name(u)} (owned by {st.card(u).owner})",
                                   {"verb": "choose", "card": u}) for u in twice], rule="HJ-UNQ-04")
        uid = answer.args[0]
        characters.leave_play(game, uid, st.players[st.card(uid).owner].scrap)  # to its owner's pile
        game.emit(f"{seat} scraps {game.name(uid)}: one unique copy only", kind="discard", seat=seat,
                  rule="HJ-UNQ-04", data={"card": uid})


def return_to_owner_gone(game: HeroesJourney, seat: str) -> None:
    """A player leaves the game: their cards that others control leave with them (HJ-ZONE-09)."""
    st = game.state
    for other, p in st.players.items():
        if other == seat:
            continue
        for z in CONTROLLED_ZONES:
            for c in list(p.zones[z].cards):
                if c.owner == seat:
                    characters.leave_play(game, str(c.uid), st.players[seat].removed)

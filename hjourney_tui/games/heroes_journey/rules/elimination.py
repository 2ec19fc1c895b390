"""Losing and leaving the game: a player out takes their cards and sites with them (HJ-MP-03..08)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hjourney_tui.core.questions import Ask, Option, Script
from hjourney_tui.core.turns import COUNTER_CLOCKWISE

from . import CampaignPlayerOut, GameOver

if TYPE_CHECKING:
    from ..engine import HeroesJourney

IN_PLAY = ("party", "support", "minions", "borne", "quest")


def lose(game: HeroesJourney, seat: str, why: str) -> None:
    """`seat` loses at once.  With one player left that player wins (HJ-WIN-07, HJ-WIN-09);
    otherwise their cards and sites leave and play goes on (HJ-MP-03)."""
    st = game.state
    if seat in game.turns.out:
        return
    right = game.turns.next_after(seat, COUNTER_CLOCKWISE) or seat
    game.turns.out.add(seat)
    st.losers.append(seat)
    game.emit(f"{seat} loses: {why}", kind="lose", seat=seat, rule="HJ-WIN-01", data={"seat": seat, "why": why})
    standing = game.turns.standing
    if len(standing) <= 1:
        st.winners = list(standing)
        if standing:
            game.emit(f"{standing[0]} is the last player left and wins", kind="win", rule="HJ-WIN-07",
                      data={"seat": standing[0]})
        raise GameOver
    _remove_cards(game, seat)
    for n in sorted(n for n, uid in st.path.items() if st.card(uid).owner == seat):
        uid = st.path.pop(n)
        game.table.move(st.card(uid), st.players[seat].removed, face_up=True)
        st.vacant.append(n)
        game.emit(f"site {n} leaves the path with {seat}", kind="site", rule="HJ-MP-04", data={"number": n})
    st.vacant_from = right
    if st.turn.campaign == seat and st.turn.phase not in ("setup", "end"):
        raise CampaignPlayerOut


def _remove_cards(game: HeroesJourney, seat: str) -> None:
    """The loser's cards in play are removed; others' cards on them are discarded (HJ-MP-03)."""
    st = game.state
    p = st.players[seat]
    mine = [c.uid for k in IN_PLAY for c in p.zones[k].cards]
    for uid in mine:
        for borne in st.borne_by(uid):
            b = st.card(borne)
            del st.bearer[borne]
            if b.owner != seat:
                game.table.move(b, st.players[b.owner].scrap, face_up=True)
        st.bearer.pop(uid, None)
        card = st.card(uid)
        if game.table.where[uid] is not p.removed:
            card.tokens.clear()
            game.table.move(card, p.removed, face_up=True)
        st.turn.assigned.pop(uid, None)
        for m in [m for m, c in st.turn.assigned.items() if c == uid]:
            del st.turn.assigned[m]
    from . import control  # here, not at the top: control reads characters, which reads this module

    control.return_to_owner_gone(game, seat)
    p.burdens = 0
    st.initiative.discard(seat)


def refill(game: HeroesJourney) -> Script:
    """Emptied path numbers are refilled one at a time, counter-clockwise from the loser's right,
    each from an opponent's own atlas; a number nobody can fill stays empty (HJ-MP-04, HJ-MP-05)."""
    st = game.state
    while st.vacant:
        n = st.vacant.pop(0)
        start = st.vacant_from if game.turns.is_in(st.vacant_from) else game.turns.standing[0]
        for seat in game.turns.order_from(start, COUNTER_CLOCKWISE):
            fits = fitting_sites(game, seat, n)
            if not fits:
                continue
            answer = yield Ask(seat, f"choose a site to refill site {n}",
                               [Option(f"site {u}", f"{st.data(u)['title']} as site {n}",
                                       {"verb": "site", "card": u, "card_id": st.card(u).card_id, "number": n,
                                        "risk": st.data(u)["risk"]}) for u in fits],
                               rule="HJ-MP-04")
            place_site(game, seat, answer.args[0], n)
            st.vacant_from = game.turns.next_after(seat, COUNTER_CLOCKWISE) or seat
            break


def region_of(n: int) -> int:
    """Sites 1-3 are region 1, 4-6 region 2, 7-9 region 3 (HJ-SITE-02)."""
    return (n - 1) // 3 + 1


def fitting_sites(game: HeroesJourney, seat: str, n: int) -> list[str]:
    """Sites of `seat`'s atlas whose printed range holds number `n` (HJ-SITE-05); in the intro game,
    only the site numbered `n` (HJ-VAR-01)."""
    st = game.state
    fits = [c.uid for c in st.players[seat].atlas.cards
            if c.card_id in st.content.sites and st.content.sites[c.card_id]["region"] == region_of(n)]
    if game.options.get("intro"):
        number = intro_numbers(game, seat)
        fits = [u for u in fits if number.get(st.card(u).card_id) == n]
    return fits


def intro_numbers(game: HeroesJourney, seat: str) -> dict[str, int]:
    """The intro game's single site numbers: the atlas in region order, as the deck lists it, 1 to 9."""
    st = game.state
    sites = sorted(st.players[seat].deck.sites, key=lambda s: st.content.sites[s]["region"])
    return {s: i + 1 for i, s in enumerate(sites)}


def place_site(game: HeroesJourney, seat: str, uid: str, n: int) -> None:
    """A placed site takes the number and leaves its owner's atlas; sites 3 and 6 are Sanctuaries
    (HJ-SITE-06, HJ-SANC-01)."""
    st = game.state
    game.table.move(st.card(uid), st.path_zone, face_up=True)
    st.path[n] = uid
    site = st.data(uid)
    extra = " (a Sanctuary)" if n in (3, 6) else ""
    game.emit(f"{seat} places {site['title']} as site {n}{extra}", kind="site", seat=seat, rule="HJ-SITE-06",
              data={"seat": seat, "card": uid, "card_id": st.card(uid).card_id, "number": n})

"""Encounter phase: optional engagement, then engagement checks until nothing more engages."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hjourney_tui.core.questions import Ask, Option, Script
from hjourney_tui.core.timing import Occurrence, occur
from hjourney_tui.core.zones import CardInstance

from .actions import action_window
from .basics import stat

if TYPE_CHECKING:
    from ..engine import Lotr


def encounter_phase(game: Lotr) -> Script:
    st = game.state
    for p in st.players.values():
        p.engaged_optionally = False
    for seat in game.turns.order_from():
        yield from optional_engagement(game, seat)
    yield from action_window(game, "after optional engagement")
    yield from engagement_checks(game)
    yield from action_window(game, "after engagement checks")


def staging_enemies(game: Lotr) -> list[CardInstance]:
    st = game.state
    return [c for c in st.encounter.staging.cards if st.kind(c) == "enemy"]


def optional_engagement(game: Lotr, seat: str) -> Script:
    """The player may engage one enemy of the staging area, whatever its engagement cost."""
    st = game.state
    enemies = [e for e in staging_enemies(game) if game.modifiers.can(str(e.uid), "be_optionally_engaged")]
    if game.over or st.players[seat].eliminated or not enemies or st.players[seat].engaged_optionally:
        return
    answer = yield Ask(seat, "engage an enemy of the staging area, or pass",
                       [*(Option(f"engage {e.uid}", f"engage {st.name(e)} (engagement {stat(game, e, 'engagement')})",
                                 {"verb": "engage", "uid": e.uid, "card": e.card_id}) for e in enemies),
                        Option("pass", "engage nothing", {"verb": "pass"})], rule="LC-CORE-ENGAGE-01", kind="turn")
    if answer.name == "engage":
        st.players[seat].engaged_optionally = True
        yield from engage(game, seat, st.cards[answer.args[0]])


def engagement_checks(game: Lotr) -> Script:
    """Each player in order is engaged by the staging enemy with the highest engagement cost at or
    below their threat; rounds of checks repeat until one engages nobody."""
    st = game.state
    while not game.over:
        engaged_any = False
        for seat in game.turns.order_from():
            if st.players[seat].eliminated:
                continue
            threat = st.players[seat].threat
            fits = [e for e in staging_enemies(game) if stat(game, e, "engagement") <= threat]
            if not fits:
                continue
            best = max(stat(game, e, "engagement") for e in fits)
            tied = [e for e in fits if stat(game, e, "engagement") == best]
            enemy = tied[0]
            if len(tied) > 1:
                answer = yield Ask(seat, "several enemies could engage you: which one does?",
                                   [Option(f"engage {e.uid}", f"{st.name(e)}", {"verb": "engage", "uid": e.uid,
                                                                                "card": e.card_id})
                                    for e in tied], rule="LC-CORE-ENGAGE-07")
                enemy = st.cards[answer.args[0]]
            yield from engage(game, seat, enemy)
            engaged_any = True
        if not engaged_any:
            return


def engage(game: Lotr, seat: str, enemy: CardInstance) -> Script:
    """The enemy moves to the player's area; engaging and being engaged are one occurrence."""
    st = game.state

    def go(occ: Occurrence) -> None:
        game.table.move(enemy, st.players[seat].engaged)
        enemy.controller = seat
        game.emit(f"{st.name(enemy)} engages {seat}", kind="engage", seat=seat, rule="LC-CORE-ENGAGE-03",
                  data={"seat": seat, "card": enemy.card_id, "uid": enemy.uid})

    yield from occur(game, Occurrence("engaged", {"card": str(enemy.uid), "seat": seat}), go)

"""The Ranged phase: maneuver and barrage windows, then ranged fire (HJ-RNG-01..13)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hjourney_tui.core.questions import Ask, Option, Script

from . import characters, playing

if TYPE_CHECKING:
    from ..engine import HeroesJourney


def phase(game: HeroesJourney) -> Script:
    st = game.state
    turn = st.turn
    turn.phase, turn.impervious, turn.ranged_bonus = "ranged", {}, {}
    turn.step = "maneuver"
    yield from playing.window(game, "maneuver", "HJ-RNG-02")
    turn.step = "barrage"
    yield from playing.window(game, "barrage", "HJ-RNG-03")
    turn.step = "fire"
    cp = turn.campaign
    # Each total starts at 0: shooters add to it, and so may card text, shooters or not (HJ-RNG-06).
    minion_total = sum(characters.stat(game, m, "shoot") for m in playing.minions(game)) \
        + turn.ranged_bonus.get("minions", 0)
    party_total = sum(characters.stat(game, c, "shoot") for c in playing.companions(game, cp)) \
        + turn.ranged_bonus.get("party", 0)
    game.emit(f"ranged fire: minions {minion_total}, party {party_total}", kind="ranged", rule="HJ-RNG-04",
              data={"minions": minion_total, "party": party_total})
    yield from place_wounds(game, cp, minion_total, lambda: playing.companions(game, cp), "HJ-RNG-08")
    shooters = [s for s in game.turns.order_from(cp)[1:] if playing.minions(game, s)]
    if party_total and shooters:
        target = shooters[0]
        if len(shooters) > 1:
            answer = yield Ask(cp, "whose minions take the party's ranged wounds?",
                               [Option(f"target {s.lower()}", f"{s}'s minions", {"verb": "target", "seat": s})
                                for s in shooters], rule="HJ-RNG-09")
            target = answer.args[0]
            target = next(s for s in shooters if s.lower() == target)
        yield from place_wounds(game, target, party_total, lambda: playing.minions(game, target), "HJ-RNG-09")
    turn.impervious, turn.ranged_bonus = {}, {}
    game.end_period("phase")


def place_wounds(game: HeroesJourney, seat: str, n: int, targets, rule: str) -> Script:
    """`seat` places `n` wounds one at a time on its own characters; wounds nobody can take are
    lost (HJ-RNG-10, HJ-RNG-11)."""
    for left in range(n, 0, -1):
        who = targets()
        if not who:
            game.emit(f"{left} ranged wound{'s' if left > 1 else ''} cannot be placed and are lost", kind="ranged",
                      rule="HJ-RNG-10", data={"lost": left})
            return
        if len(who) == 1:
            pick = who[0]
        else:
            answer = yield Ask(seat, f"place a ranged wound ({left} to place)",
                               [Option(f"wound {u}", f"wound {game.name(u)}", {"verb": "wound", "card": u})
                                for u in who], rule=rule)
            pick = answer.args[0]
        yield from characters.wound(game, pick, "ranged")

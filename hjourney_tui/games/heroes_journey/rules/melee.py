"""The Melee phase: assignment, then skirmishes one at a time (HJ-ASG-01..13, HJ-SKR-01..19)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hjourney_tui.core.questions import Ask, Option, Script
from hjourney_tui.core.timing import Occurrence, window
from hjourney_tui.core.turns import COUNTER_CLOCKWISE

from . import characters, playing

if TYPE_CHECKING:
    from ..engine import HeroesJourney


def phase(game: HeroesJourney) -> Script:
    st = game.state
    turn = st.turn
    turn.phase, turn.step, turn.assigned = "melee", "assignment", {}
    yield from playing.window(game, "assignment", "HJ-ASG-01")
    yield from assign(game)
    while True:
        fights = pending_skirmishes(game)
        if not fights:
            break
        yield from skirmish(game, fights)
    turn.step, turn.skirmish = "", ""
    game.end_period("phase")


def can_skirmish(game: HeroesJourney, uid: str) -> bool:
    return game.state.in_play(uid) and game.modifiers.can(uid, "be_assigned")


def capacity(game: HeroesJourney, uid: str) -> int:
    """A companion defends against 1 minion, 1 + X with Defender +X (HJ-ASG-05, HJ-KW-DEF-01)."""
    return 1 + characters.stat(game, uid, "defender")


def assign(game: HeroesJourney) -> Script:
    """The Campaign player assigns first and says done; then each Adversary player may assign their own
    leftover minions, counter-clockwise (HJ-ASG-03..08)."""
    st = game.state
    turn = st.turn
    cp = turn.campaign
    # made now, in force together at the end (HJ-ASG-12); assignment actions may have made some already
    pending: dict[str, str] = dict(turn.assigned)
    while True:
        free = [m for m in playing.minions(game) if m not in pending and can_skirmish(game, m)]
        options = []
        for c in playing.companions(game, cp):
            if not can_skirmish(game, c):
                continue
            if sum(1 for v in pending.values() if v == c) >= capacity(game, c):
                continue
            options += [Option(f"assign {c} {m}", f"{game.name(c)} defends against {game.name(m)}",
                               {"verb": "assign", "companion": c, "minion": m}) for m in free]
        if not options:
            break
        answer = yield Ask(cp, "assign your companions to minions, then say done",
                           [*options, Option("done", "assign no more", {"verb": "done"})], rule="HJ-ASG-03")
        if answer.name == "done":
            break
        pending[answer.args[1]] = answer.args[0]
    game.emit(f"{cp} is done assigning", kind="assign", seat=cp, rule="HJ-ASG-06",
              data={"assigned": dict(pending)})
    for seat in game.turns.order_from(cp, COUNTER_CLOCKWISE)[1:]:
        while game.turns.is_in(seat):
            leftovers = [m for m in playing.minions(game, seat) if m not in pending and can_skirmish(game, m)]
            targets = [c for c in playing.companions(game, cp) if can_skirmish(game, c)]
            hero = st.players[cp].hero
            options = [Option(f"assign {m} {c}", f"{game.name(m)} attacks {game.name(c)}",
                              {"verb": "assign", "companion": c, "minion": m, "hero": hero})
                       for m in leftovers for c in targets]
            if not options:
                break
            answer = yield Ask(seat, "assign your leftover minions, then say done",
                               [*options, Option("done", "leave the rest unassigned", {"verb": "done"})],
                               rule="HJ-ASG-07")
            if answer.name == "done":
                break
            pending[answer.args[0]] = answer.args[1]
    turn.assigned = pending
    if pending:
        game.emit("assignments: " + ", ".join(f"{game.name(m)} vs {game.name(c)}" for m, c in pending.items()),
                  kind="assign", rule="HJ-ASG-12", data={"assigned": dict(pending)})


def pending_skirmishes(game: HeroesJourney) -> list[str]:
    """Companions with at least one minion assigned: one skirmish each (HJ-ASG-13)."""
    st = game.state
    out: list[str] = []
    for m, c in st.turn.assigned.items():
        if st.in_play(m) and st.in_play(c) and c not in out:
            out.append(c)
    return out


def has_lurker(game: HeroesJourney, comp: str) -> bool:
    st = game.state
    return any(characters.stat(game, m, "lurker") > 0 for m, c in st.turn.assigned.items() if c == comp)


def skirmish(game: HeroesJourney, fights: list[str]) -> Script:
    """One skirmish step (HJ-SKR-03): pick, effects expire, Skirmish: actions, resolve, win/lose triggers."""
    st = game.state
    turn = st.turn
    cp = turn.campaign
    plain = [c for c in fights if not has_lurker(game, c)]
    choices = plain or fights  # lurker skirmishes come last (HJ-SKR-02)
    if len(choices) == 1:
        comp = choices[0]
    else:
        answer = yield Ask(cp, "which skirmish next?",
                           [Option(f"skirmish {c}", f"{game.name(c)}'s skirmish", {"verb": "skirmish", "companion": c})
                            for c in choices], rule="HJ-SKR-01")
        comp = answer.args[0]
    turn.step, turn.skirmish, turn.removed, turn.durable, turn.cancelled = "skirmish", comp, set(), {}, False
    game.emit(f"skirmish: {game.name(comp)}", kind="skirmish", rule="HJ-SKR-03", data={"companion": comp})
    # Effects of the last skirmish have expired (end_period below); now "when a skirmish step begins".
    begins = Occurrence("skirmish_begins", {"companion": comp, "minions": side_minions(game, comp)})
    yield from window(game, begins, "after")
    # A cancelled skirmish takes no more Skirmish: actions (HJ-SKR-14).
    yield from playing.window(game, "skirmish", "HJ-SKR-03", stop=lambda: turn.cancelled)
    yield from resolve(game, comp)
    for m in [m for m, c in turn.assigned.items() if c == comp]:
        del turn.assigned[m]  # the skirmish's participants are unassigned (HJ-SKR-15)
    turn.skirmish, turn.cancelled = "", False
    game.end_period("skirmish")


def side_minions(game: HeroesJourney, comp: str) -> list[str]:
    st = game.state
    return [m for m, c in st.turn.assigned.items() if c == comp and st.in_play(m) and m not in st.turn.removed]


def resolve(game: HeroesJourney, comp: str) -> Script:
    """Compare totals; the Adversary side wins ties; double (triple if indomitable) overwhelms, else each
    loser takes 1 wound plus the winners' damage bonuses (HJ-SKR-06..10, HJ-KW-*)."""
    st = game.state
    if st.turn.cancelled:
        game.emit(f"{game.name(comp)}'s skirmish was cancelled: no winner, no loser", kind="skirmish",
                  rule="HJ-SKR-13", data={"companion": comp, "cancelled": True})
        return
    minions = side_minions(game, comp)
    companion = [comp] if st.in_play(comp) and comp not in st.turn.removed else []
    if not minions and not companion:
        return
    if not minions or not companion:
        winners, losers = (companion, []) if not minions else (minions, [])
        game.emit("one side has no participant left: the other side wins", kind="skirmish", rule="HJ-SKR-10",
                  data={"winners": winners})
    else:
        ours = characters.stat(game, comp, "strength")
        theirs = sum(characters.stat(game, m, "strength") for m in minions)
        companion_wins = ours > theirs
        winners, losers = (companion, minions) if companion_wins else (minions, companion)
        win_total, lose_total = (ours, theirs) if companion_wins else (theirs, ours)
        game.emit(f"skirmish: {game.name(comp)} {ours} against {theirs}; "
                  f"{'the companion wins' if companion_wins else 'the minions win'}", kind="skirmish",
                  rule="HJ-SKR-06", data={"companion": ours, "minions": theirs, "winners": winners})
        damage = sum(characters.stat(game, w, "damage") for w in winners)
        for loser in losers:
            if overwhelmed(game, loser, win_total, lose_total):
                yield from characters.kill(game, loser, "overwhelmed")
                continue
            for _ in range(1 + damage):
                if not st.in_play(loser):
                    break
                yield from characters.wound(game, loser, "skirmish")
    occ = Occurrence("skirmish_won", {"companion": comp, "winners": list(winners), "losers": list(losers)})
    yield from window(game, occ, "after")


def overwhelmed(game: HeroesJourney, uid: str, win_total: int, lose_total: int) -> bool:
    """At least double the losers' total, triple against an indomitable character; 0 against 0
    overwhelms nobody (HJ-SKR-08, HJ-KW-IND-01, HJ-EDGE-01)."""
    if win_total == 0:
        return False
    times = 3 if characters.stat(game, uid, "indomitable") > 0 else 2
    return win_total >= times * lose_total

"""Characters: their stats now, wounds, exertion, healing, death; burdens and resistance."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hjourney_tui.core.questions import Script
from hjourney_tui.core.timing import Occurrence, occur

from . import elimination, site_text

if TYPE_CHECKING:
    from ..engine import HeroesJourney


def stat(game: HeroesJourney, uid: str, what: str) -> int:
    """The value now: printed plus every modifier (a card with none in force is read straight).  While
    a view is being built, a value once read is kept (`game.reading`)."""
    memo = game.reading
    if memo is None:
        return _stat(game, uid, what)
    key = (uid, what)
    if key not in memo:
        memo[key] = _stat(game, uid, what)
    return memo[key]


def _stat(game: HeroesJourney, uid: str, what: str) -> int:
    if what == "damage" and game.modifiers.lasting and not game.modifiers.can(uid, "damage_bonus"):
        return 0  # it lost all damage bonuses: none given later counts either (HJ-KW-DMG-03)
    if not game.modifiers.lasting and uid not in game.state.bearer.values() and site_text.bonus(game) is None \
            and "while_spot" not in game.state.data(uid):
        return max(0, game.printed(uid, what))
    return game.modifiers.stat(uid, what)


def wounds(game: HeroesJourney, uid: str) -> int:
    return game.state.card(uid).tokens.get("wound", 0)


def vitality_left(game: HeroesJourney, uid: str) -> int:
    """Printed vitality and bonuses, less the wound tokens (HJ-CHR-02)."""
    return stat(game, uid, "vitality") - wounds(game, uid)


def resistance(game: HeroesJourney, uid: str) -> int:
    """A companion's resistance less one for each burden in its owner's pool (HJ-BUR-02); may go below 0."""
    card = game.state.card(uid)
    return stat(game, uid, "resistance") - game.state.players[card.owner].burdens


def exhausted(game: HeroesJourney, uid: str) -> bool:
    return vitality_left(game, uid) <= 1


def can_exert(game: HeroesJourney, uid: str, times: int = 1) -> bool:
    """Exerting X times needs X+1 vitality left; nothing to exert 0 times (HJ-COST-10, HJ-CHR-08)."""
    return times >= 1 and vitality_left(game, uid) >= times + 1 and game.state.in_play(uid)


def exert(game: HeroesJourney, uid: str) -> bool:
    """One token, never prevented by wound prevention (HJ-CHR-11); an exhausted one cannot (HJ-CHR-09)."""
    if not can_exert(game, uid):
        return False
    card = game.state.card(uid)
    card.tokens["wound"] = card.tokens.get("wound", 0) + 1
    game.emit(f"{game.name(uid)} exerts", kind="exert", data={"card": uid, "wounds": card.tokens["wound"]})
    return True


def exhaust(game: HeroesJourney, uid: str) -> int:
    """Exert again and again until 1 vitality is left (HJ-CHR-10); returns how many exertions."""
    n = 0
    while exert(game, uid):
        n += 1
    return n


def heal(game: HeroesJourney, uid: str) -> bool:
    """Remove one wound token (HJ-CHR-12)."""
    card = game.state.card(uid)
    if card.tokens.get("wound", 0) <= 0:
        return False
    card.tokens["wound"] -= 1
    if not card.tokens["wound"]:
        del card.tokens["wound"]
    game.emit(f"{game.name(uid)} is healed", kind="heal", data={"card": uid, "wounds": wounds(game, uid)})
    return True


def wound(game: HeroesJourney, uid: str, source: str = "") -> Script:
    """One wound through the timing windows: "is about to" interrupts may prevent it; Durable caps
    what a character takes in one skirmish step and Impervious soaks the first wounds of a Ranged
    phase.  A character left with no vitality is killed.  Returns whether the wound landed."""
    st = game.state
    turn = st.turn

    def land(occ: Occurrence) -> None:
        if not st.in_play(uid):
            return
        if turn.step == "skirmish":
            cap = durable(game, uid)
            if cap and turn.durable.get(uid, 0) >= cap:
                game.emit(f"{game.name(uid)} is Durable {cap}: the wound is ignored", kind="prevent",
                          rule="HJ-KW-DUR-01", data={"card": uid})
                return
            turn.durable[uid] = turn.durable.get(uid, 0) + 1
        if turn.phase == "ranged":
            soak = stat(game, uid, "impervious")
            if turn.impervious.get(uid, 0) < soak:
                turn.impervious[uid] = turn.impervious.get(uid, 0) + 1
                game.emit(f"{game.name(uid)} is Impervious: the wound is prevented", kind="prevent",
                          rule="HJ-KW-IMP-01", data={"card": uid})
                return
        card = st.card(uid)
        card.tokens["wound"] = card.tokens.get("wound", 0) + 1
        game.emit(f"{game.name(uid)} takes a wound ({card.tokens['wound']})", kind="wound",
                  data={"card": uid, "wounds": card.tokens["wound"], "source": source})  # the printing card (HJ-EFF-01)
        occ.data["landed"] = True

    if not st.in_play(uid):
        return False
    occ = Occurrence("wound", {"target": uid, "controller": st.card(uid).owner, "source": source})
    yield from occur(game, occ, land)
    if occ.data.get("landed") and st.in_play(uid) and vitality_left(game, uid) <= 0:
        yield from kill(game, uid, "no vitality left")
    return bool(occ.data.get("landed"))


def durable_full(game: HeroesJourney, uid: str) -> bool:
    """A Durable character that has taken all the wounds it may in this skirmish step (HJ-KW-DUR-01)."""
    turn = game.state.turn
    cap = durable(game, uid) if turn.step == "skirmish" else 0
    return bool(cap) and turn.durable.get(uid, 0) >= cap


def durable(game: HeroesJourney, uid: str) -> int:
    """Durable X; with several instances the lowest counts (HJ-KW-DUR-05)."""
    values = [m.amount for m in game.modifiers.in_force(uid, "durable") if m.kind == "add" and m.amount > 0]
    printed = game.printed(uid, "durable")
    if printed:
        values.append(printed)
    return min(values) if values else 0


def kill(game: HeroesJourney, uid: str, why: str) -> Script:
    """Killed: companions and allies go to the dead pile, minions to the scrap pile (HJ-CHR-05)."""
    st = game.state
    if not st.in_play(uid):
        return False

    def die(occ: Occurrence) -> None:
        if not st.in_play(uid):
            return
        kind = st.data(uid)["type"]
        owner = st.players[st.card(uid).owner]
        game.emit(f"{game.name(uid)} is killed ({why})", kind="kill", rule="HJ-CHR-05",
                  data={"card": uid, "card_id": st.card(uid).card_id, "why": why})
        leave_play(game, uid, owner.dead if kind in ("companion", "ally") else owner.scrap)

    occ = Occurrence("kill", {"target": uid, "controller": st.card(uid).owner, "why": why})
    done = yield from occur(game, occ, die)
    return done


def leave_play(game: HeroesJourney, uid: str, to: object) -> None:
    """A card leaves play: what it bears is discarded, its tokens go, it leaves any skirmish
    (HJ-ZONE-05); a Hero leaving play takes the quest need with it (HJ-KW-HERO-02).  A site on the
    path never leaves this way: only its owner's elimination takes it away (HJ-SITE-12)."""
    st = game.state
    if uid in st.path.values():
        game.emit(f"{game.name(uid)} stays on the path: a site leaves play only with its eliminated owner",
                  kind="prevent", rule="HJ-SITE-12", data={"card": uid})
        return
    card = st.card(uid)
    for borne in st.borne_by(uid):
        b = st.card(borne)
        del st.bearer[borne]
        game.table.move(b, st.players[b.owner].scrap, face_up=True)
        game.emit(f"{game.name(borne)} is discarded with its bearer", kind="discard", data={"card": borne})
        game.modifiers.remove_from(borne)
    st.bearer.pop(uid, None)
    for under in st.stacked_on(uid):  # stacked cards go with the card they sit on
        del st.stacked[under]
        u = st.card(under)
        game.table.move(u, st.players[u.owner].scrap, face_up=True)
    card.tokens.clear()
    card.controller = None  # control taken ends: it goes to its owner's pile (HJ-ZONE-09)
    game.table.move(card, to, face_up=True)  # type: ignore[arg-type]
    turn = st.turn
    turn.assigned.pop(uid, None)
    for m in [m for m, c in turn.assigned.items() if c == uid]:
        del turn.assigned[m]
    if turn.skirmish == uid:
        turn.removed.add(uid)
    player = st.players[card.owner]
    if uid == player.hero:
        for q in list(player.quest.cards):
            game.table.move(q, player.removed, face_up=True)
        elimination.lose(game, card.owner, f"{game.name(uid)}, the Hero, left play")
    check_heroes(game)


def add_burdens(game: HeroesJourney, seat: str, n: int, why: str = "") -> None:
    """Burdens go into the player's own pool (HJ-BUR-01); a Hero at resistance 0 loses (HJ-WIN-04)."""
    if n <= 0:
        return
    p = game.state.players[seat]
    p.burdens += n
    game.emit(f"{seat} adds {n} burden{'s' if n > 1 else ''} ({p.burdens} in all){why}", kind="burden",
              seat=seat, data={"seat": seat, "burdens": p.burdens})
    check_heroes(game)


def check_heroes(game: HeroesJourney) -> None:
    """Every Hero in play still motivated, else its player loses at once (HJ-BUR-05, HJ-WIN-04)."""
    st = game.state
    for seat in list(game.turns.standing):
        p = st.players[seat]
        if p.hero and st.in_play(p.hero) and resistance(game, p.hero) <= 0:
            elimination.lose(game, seat, f"{game.name(p.hero)}, the Hero, has no resistance left")


def check_vitality(game: HeroesJourney) -> Script:
    """A character whose bonus left play and who has no vitality left dies at once (HJ-CHR-07)."""
    st = game.state
    chars = [c.uid for s in game.turns.standing for k in ("party", "support", "minions")
             for c in st.players[s].zones[k].cards
             if st.content.cards[c.card_id]["type"] in ("companion", "ally", "minion")]  # not support items
    for uid in chars:
        if st.in_play(uid) and vitality_left(game, uid) <= 0:
            yield from kill(game, uid, "no vitality left")

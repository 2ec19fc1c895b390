"""Damage, healing, destruction and cards leaving play."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hjourney_tui.core.questions import Script
from hjourney_tui.core.timing import Occurrence, occur
from hjourney_tui.core.zones import CardInstance

from .basics import add_tokens, stat, tokens

if TYPE_CHECKING:
    from ..engine import Lotr


def deal_damage(game: Lotr, target: CardInstance, n: int, source: str = "", *, check: bool = True) -> Script:
    """Deal n damage (an occurrence: it may be answered); more than the card can take is lost.
    With `check` False the caller checks destruction itself (damage placed all at once)."""
    if n <= 0:
        return
    st = game.state

    def place(occ: Occurrence) -> None:
        amount = occ.data["amount"]
        if not (st.kind(target) == "enemy" and stat(game, target, "indestructible")):
            room = max(0, stat(game, target, "hit_points") - tokens(target, "damage"))
            amount = min(amount, room)  # the rest is lost, never carried over
        occ.data["placed"] = amount
        add_tokens(target, "damage", amount)
        game.emit(f"{st.name(target)} takes {amount} damage", kind="damage",
                  data={"card": target.uid, "amount": amount, "source": source})
        by = st.cards.get(source)
        if amount > 0 and by is not None and stat(game, by, "venom") and st.kind(target) in ("hero", "ally"):
            give_poison(game, target)

    yield from occur(game, Occurrence("damage", {"card": str(target.uid), "amount": n, "source": source}), place)
    if check:
        yield from check_destroyed(game, target)


def give_poison(game: Lotr, c: CardInstance) -> None:
    """Venom: the top card of the character's controller's deck is attached to it face down (nothing
    if that deck is empty).  Its printed text never applies."""
    st = game.state
    seat = st.controller_of(c)
    if seat is None:
        return
    p = st.players[seat]
    top = p.deck.top
    if top is None:
        game.emit(f"{seat}'s deck is empty: {st.name(c)} gets no poison", kind="poison", rule="LC-KW-VENOM-06",
                  data={"card": c.uid, "poison": len(st.poisons_on(c))})
        return
    game.table.move(top, p.attachments, face_up=False)
    top.controller = seat
    st.attached[str(top.uid)] = str(c.uid)
    game.emit(f"venom: {st.name(c)} is poisoned ({len(st.poisons_on(c))})", kind="poison", rule="LC-KW-VENOM-01",
              data={"card": c.uid, "poison": len(st.poisons_on(c))})


def heal(game: Lotr, target: CardInstance, n: int) -> int:
    """Remove up to n damage; returns how much was healed."""
    healed = min(n, tokens(target, "damage"))  # no more than is there
    add_tokens(target, "damage", -healed)
    game.emit(f"{game.state.name(target)} heals {healed} damage", kind="heal",
              data={"card": target.uid, "amount": healed})
    return healed


def destroyed(game: Lotr, c: CardInstance) -> bool:
    """Damage at or above hit points (a card whose hit points drop to its damage goes too)."""
    return game.state.kind(c) in ("hero", "ally", "enemy") and tokens(c, "damage") >= stat(game, c, "hit_points")


def check_destroyed(game: Lotr, c: CardInstance) -> Script:
    """Destroy a character (or defeat an enemy) whose damage has reached its hit points."""
    st = game.state
    if not in_play(game, c) or not destroyed(game, c):
        return
    if st.kind(c) == "enemy" and stat(game, c, "indestructible"):
        return  # damage piles up; it leaves play only by an effect
    if st.kind(c) == "enemy":
        yield from defeat_enemy(game, c)
        return
    # an objective-ally belongs to the encounter deck: the player controlling it is the one concerned
    owner = st.owner_of(c) if c.owner is not None else st.players[str(st.controller_of(c))]
    hero = st.kind(c) == "hero"

    def go(occ: Occurrence) -> None:
        if hero:
            owner.fallen.append(c.card_id)
        leave_play(game, c)
        game.emit(f"{st.name(c)} is destroyed", kind="destroyed", rule="LC-CORE-CARD-04",
                  data={"card": c.card_id, "seat": owner.seat, "hero": hero})

    yield from occur(game, Occurrence("destroyed", {"card": str(c.uid), "seat": owner.seat, "hero": hero}), go)
    if hero and not owner.heroes.cards and not owner.eliminated:
        from .threat import eliminate

        eliminate(game, owner.seat, "no heroes left")


def defeat_enemy(game: Lotr, enemy: CardInstance) -> Script:
    st = game.state

    def go(occ: Occurrence) -> None:
        victory = st.printed(enemy).get("victory")
        leave_play(game, enemy, st.encounter.victory if victory else None)
        game.emit(f"{st.name(enemy)} is defeated" + (f" (victory {victory})" if victory else ""),
                  kind="defeated", rule="LC-CORE-COMBAT-20", data={"card": enemy.card_id})

    yield from occur(game, Occurrence("defeated", {"card": str(enemy.uid)}), go)


def in_play(game: Lotr, c: CardInstance) -> bool:
    z = game.table.zone_of(c).name
    return z.startswith(("heroes:", "allies:", "engaged:", "attachments:")) or z in ("staging", "active")


def permanent(game: Lotr, c: CardInstance) -> bool:
    """A Permanent card: a boon attached to a hero for the whole campaign."""
    boon = game.state.content.boons.get(c.card_id)
    return boon is not None and boon["use"] == "attached"


def discardable(game: Lotr, c: CardInstance) -> bool:
    """Whether a discard effect may take this attachment: a Permanent one stays while its hero is in play."""
    return not permanent(game, c)


def discard_attachment(game: Lotr, a: CardInstance) -> Script:
    """An effect discards an attachment from play."""
    st = game.state
    host = st.cards[st.attached[str(a.uid)]]
    leave_play(game, a)
    game.emit(f"{st.name(a)} is discarded from {st.name(host)}", kind="discard",
              data={"card": a.card_id, "host": host.uid})
    yield from check_destroyed(game, host)  # a lost hit point bonus may destroy it


def removed_zone(game: Lotr):  # noqa: ANN201 - a Zone
    """Cards removed from the game for the rest of the scenario."""
    return game.table.zones.get("removed") or game.table.zone("removed")


def leave_play(game: Lotr, c: CardInstance, to=None) -> None:  # noqa: ANN001 - a Zone or None
    """A card leaves play: its tokens and flags go, its attachments and shadow cards are discarded
    (a Permanent attachment is removed from the game instead: the campaign brings it back next
    scenario), and it goes to its owner's discard pile (or `to`)."""
    st = game.state
    for a in st.attachments_on(c):
        if permanent(game, a):
            leave_play(game, a, removed_zone(game))
            game.emit(f"{st.name(a)} leaves play with {st.name(c)}: removed from the game for this scenario",
                      kind="removed", rule="LC-KW-PERMANENT-06", data={"card": a.card_id, "hero": c.card_id})
        else:
            leave_play(game, a)
    uid = str(c.uid)
    if st.printed(c).get("lose_if_leaves") and not st.lost and in_play(game, c):
        st.lost = f"{st.name(c)} left play"
        game.emit(f"{st.name(c)} leaves play: the players lose", kind="lost", rule="LC-CORE-END-10",
                  data={"card": c.card_id})
    st.guard_of.pop(uid, None)  # a guard that leaves play is dealt with
    for g in [g for g, o in st.guard_of.items() if o == uid]:
        del st.guard_of[g]
    for u in [u for u, h in st.beneath_of.items() if h == uid]:  # they come out once it has gone
        del st.beneath_of[u]
        game.table.move(st.cards[u], st.encounter.revealing, face_up=False)
        st.surfacing.append(u)
    for s in st.shadows_on(c):
        del st.shadow_of[str(s.uid)]
        game.table.move(s, st.encounter.discard, face_up=True)
    st.attached.pop(str(c.uid), None)
    st.shadow_of.pop(str(c.uid), None)
    game.modifiers.remove_from(str(c.uid))
    game.modifiers.lasting = [m for m in game.modifiers.lasting if m.target != str(c.uid)]
    c.tokens.clear()
    c.flags.clear()
    c.controller = c.owner
    printed = st.printed(c)
    if printed.get("clue") and c.face_up:  # a Clue always goes back on top of the encounter deck
        game.table.move(c, st.encounter.deck, top=True, face_up=False)
        game.emit(f"{st.name(c)} goes back on top of the encounter deck", kind="clue", rule="LC-KW-CLUE-04",
                  data={"card": c.card_id})
        return
    if printed.get("deck") == "sack":
        from .sack import shuffle_back

        shuffle_back(game, c)
        return
    if to is None:
        to = st.players[c.owner].discard if c.owner is not None else st.encounter.discard
    game.table.move(c, to, face_up=True)

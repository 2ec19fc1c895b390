"""Action windows, and playing a card from hand: spheres, paying, targets, uniqueness."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hjourney_tui.core.questions import Answer, Ask, Option, Script
from hjourney_tui.core.scripts import Source
from hjourney_tui.core.timing import Occurrence, occur
from hjourney_tui.core.turns import priority_window
from hjourney_tui.core.zones import CardInstance

from ..content import SPHERES
from .basics import add_tokens, tokens

if TYPE_CHECKING:
    from ..engine import Lotr

FROM_HAND_IN_PLANNING = ("ally", "attachment")
MAX_RESTRICTED = 2  # Restricted attachments one character may hold


# -- spheres and paying -------------------------------------------------------------------
def spheres_of(game: Lotr, hero: CardInstance) -> set[str]:
    """A hero's resource icons: its printed sphere and any an effect gives it."""
    out = {game.state.printed(hero)["sphere"]}
    if any(m.what.startswith("icon_") for m in game.modifiers.lasting):  # rare: skip the look-ups otherwise
        out |= {s for s in SPHERES if game.modifiers.can(str(hero.uid), f"icon_{s}", default=False)}
    return out


def payers(game: Lotr, seat: str, sphere: str) -> list[CardInstance]:
    """The heroes of `seat` whose resources may pay for a card of `sphere` (any hero for neutral)."""
    heroes = game.state.players[seat].heroes.cards
    return [h for h in heroes if sphere == "neutral" or sphere in spheres_of(game, h)]


def cost_of(game: Lotr, c: CardInstance) -> int:
    """The printed cost with any cost modifiers, never below 0."""
    if not any(m.what == "cost" for m in game.modifiers.lasting):  # the common case, without look-ups
        return int(game.state.printed(c)["cost"])
    return game.modifiers.stat(str(c.uid), "cost")


def payment_problem(game: Lotr, seat: str, c: CardInstance, cost: int | None = None) -> str:
    """Why `seat` cannot pay for card `c` now ("" if they can)."""
    card = game.state.printed(c)
    sphere = card["sphere"]
    cost = cost_of(game, c) if cost is None else cost
    heroes = payers(game, seat, sphere)
    if sphere != "neutral" and not heroes:
        return f"you control no {sphere} hero to pay for {card['name']}"
    have = sum(tokens(h, "resources") for h in heroes)
    if have < cost:
        return f"{card['name']} costs {cost} and your {'' if sphere == 'neutral' else sphere + ' '}heroes " \
               f"hold {have}"
    return ""


def pay(game: Lotr, seat: str, c: CardInstance, amount: int | None = None) -> Script:
    """Pay a card's cost (or `amount`, the X declared) from matching heroes; the player picks the hero
    when it makes a difference."""
    st = game.state
    card = st.printed(c)
    total = left = cost_of(game, c) if amount is None else amount
    while left > 0:
        heroes = [h for h in payers(game, seat, card["sphere"]) if tokens(h, "resources")]
        if len(heroes) == 1 or sum(tokens(h, "resources") for h in heroes) == left:
            for h in heroes:
                take = min(left, tokens(h, "resources"))
                add_tokens(h, "resources", -take)
                left -= take
            break
        answer = yield Ask(seat, f"pay for {card['name']} ({left} to pay): from which hero?",
                           [Option(f"pay {h.uid}", f"1 resource from {st.name(h)} ({tokens(h, 'resources')})",
                                   {"verb": "pay", "hero": h.uid}) for h in heroes], rule="LC-CORE-PLAN-04")
        add_tokens(st.cards[answer.args[0]], "resources", -1)
        left -= 1
    game.emit(f"{seat} pays {total} for {card['name']}", kind="pay", seat=seat,
              data={"seat": seat, "card": c.card_id})


# -- what may be played -------------------------------------------------------------------
def unique_in_play(game: Lotr, c: CardInstance) -> bool:
    """A unique title already in play, under any player's control."""
    st = game.state
    if not st.printed(c).get("unique") and st.kind(c) != "hero":
        return False
    name = st.name(c)
    for p in st.players.values():
        for other in (*p.heroes.cards, *p.allies.cards, *p.attachments.cards):
            if other is not c and st.name(other) == name:
                return True
    return False


def attach_targets(game: Lotr, seat: str, c: CardInstance) -> list[CardInstance]:
    """Where an attachment may go: a hero or any character in play (of any player still in)."""
    from .basics import in_play_characters

    want = game.state.printed(c).get("attach_to", "character")
    chars = in_play_characters(game)
    return [t for t in chars if want == "character" or game.state.kind(t) == "hero"]


def attachment_bonus(game: Lotr, c: CardInstance, host: CardInstance) -> dict[str, int]:
    """The stats attachment `c` would add to `host`, read from its constant text (for bots and panes)."""
    out: dict[str, int] = {}
    for ab in game.scripts.abilities(c.card_id, "constant"):
        for m in ab.effect(game, Source(str(c.uid), c.card_id, game.state.controller_of(c) or ""), host):
            if m.kind == "add" and m.amount:
                out[m.what] = out.get(m.what, 0) + m.amount
    return out


def restricted_held(game: Lotr, host: CardInstance) -> int:
    """How many Restricted attachments `host` holds."""
    st = game.state
    return sum(1 for a in st.attachments_on(host) if a.face_up and st.printed(a).get("restricted"))


def overfills(game: Lotr, c: CardInstance, host: CardInstance) -> bool:
    """Whether attaching `c` to `host` would make it drop a Restricted attachment."""
    return bool(game.state.printed(c).get("restricted")) and restricted_held(game, host) >= MAX_RESTRICTED


def attach_option(game: Lotr, c: CardInstance, t: CardInstance, *, name_controller: bool) -> Option:
    """Attach `c` to `t`: the data says whose character it is, what it gains and whether a Restricted
    attachment would have to go."""
    st = game.state
    owner = st.controller_of(t) or ""
    whose = f" ({owner})" if name_controller else ""
    return Option(f"attach {t.uid}", f"attach to {st.name(t)}{whose}",
                  {"verb": "attach", "target": t.uid, "controller": owner, "card": c.card_id,
                   "bonus": attachment_bonus(game, c, t), "overfills": overfills(game, c, t)})


def event_ability(game: Lotr, c: CardInstance):  # noqa: ANN201 - an Ability or None
    """The event's action for this phase, if it has one."""
    for ab in game.scripts.abilities(c.card_id, "action"):
        if ab.on in ("", game.state.phase):
            return ab
    return None


def play_option(game: Lotr, seat: str, c: CardInstance, *, planning: bool) -> Option | None:
    """The option to play card `c` from `seat`'s hand now, enabled or with the reason it cannot be."""
    st = game.state
    card = st.printed(c)
    kind = card["type"]
    if kind in FROM_HAND_IN_PLANNING:
        if not planning:
            return None  # allies and attachments wait for the planning phase
        problem = ""
        if unique_in_play(game, c):
            problem = f"{card['name']} is unique and already in play"
        elif kind == "attachment" and not attach_targets(game, seat, c):
            problem = f"{card['name']} has nothing to attach to"
    else:
        ab = event_ability(game, c)
        if ab is None:
            return None
        src = Source(str(c.uid), c.card_id, seat)
        problem = "" if ab.when is None or ab.when(game, src, None) else f"{card['name']} has no target now"
    cost = 0 if card.get("cost_x") else cost_of(game, c)  # X may be 0: only the sphere rule can stop it
    data = {"verb": "play", "card": c.card_id, "uid": c.uid, "type": kind, "cost": cost, "sphere": card["sphere"],
            "cost_x": bool(card.get("cost_x"))}
    if kind == "attachment":
        targets = attach_targets(game, seat, c)
        data |= {"restricted": bool(card.get("restricted")),
                 "bonus": attachment_bonus(game, c, targets[0]) if targets else {},
                 "overfull_hosts": [t.uid for t in targets if overfills(game, c, t)]}
    text = f"play {c.uid}"
    desc = f"play {card['name']} ({card['sphere']}, cost {'X' if card.get('cost_x') else cost})"
    problem = problem or payment_problem(game, seat, c, cost)
    return Option(text, desc, data, enabled=not problem, reason=problem)


def hand_options(game: Lotr, seat: str, *, planning: bool) -> list[Option]:
    out = []
    for c in game.state.players[seat].hand.cards:
        o = play_option(game, seat, c, planning=planning)
        if o is not None:
            out.append(o)
    return out


# -- playing ------------------------------------------------------------------------------
def play_card(game: Lotr, seat: str, uid: str) -> Script:
    st = game.state
    c = st.cards[uid]
    p = st.players[seat]
    kind = st.printed(c)["type"]
    if kind == "attachment":
        targets = attach_targets(game, seat, c)
        host = targets[0]
        if len(targets) > 1:
            several = len({st.controller_of(t) for t in targets}) > 1  # whose character, when it could be anyone's
            answer = yield Ask(seat, f"attach {st.name(c)} to which character?",
                               [attach_option(game, c, t, name_controller=several) for t in targets],
                               rule="LC-CORE-PLAN-13")
            host = st.cards[answer.args[0]]
        yield from pay(game, seat, c)
        game.table.move(c, p.attachments, face_up=True)
        c.controller = seat
        attach(game, c, host)
        game.emit(f"{seat} attaches {st.name(c)} to {st.name(host)}", kind="play", seat=seat,
                  data={"seat": seat, "card": c.card_id, "host": host.uid})
        yield from restricted_limit(game, host)
    elif kind == "ally":
        yield from pay(game, seat, c)
        yield from put_into_play(game, seat, c)
    else:
        x = (yield from declare_x(game, seat, c)) if st.printed(c).get("cost_x") else None
        yield from pay(game, seat, c, x)
        ab = event_ability(game, c)
        game.table.move(c, st.encounter.revealing, face_up=True)
        game.emit(f"{seat} plays {st.name(c)}" + (f" with X = {x}" if x is not None else ""), kind="play", seat=seat,
                  data={"seat": seat, "card": c.card_id, "x": x})
        step = ab.effect(game, Source(str(c.uid), c.card_id, seat), None if x is None else {"x": x})
        if step is not None:
            yield from step
        game.table.move(c, p.discard, face_up=True)


def declare_x(game: Lotr, seat: str, c: CardInstance) -> Script:
    """Cost X: the player names X, at most what the heroes able to pay for the card's sphere hold."""
    card = game.state.printed(c)
    have = sum(tokens(h, "resources") for h in payers(game, seat, card["sphere"]))
    answer = yield Ask(seat, f"{card['name']} costs X: how much do you pay?",
                       [Option(f"x {n}", f"X = {n}", {"verb": "x", "n": n}) for n in range(have + 1)],
                       rule="LC-CORE-PLAN-09")
    return int(answer.args[0])


def put_into_play(game: Lotr, seat: str, c: CardInstance) -> Script:
    """An ally enters play ready under `seat`'s control (played or put into play)."""
    st = game.state
    game.table.move(c, st.players[seat].allies, face_up=True)
    c.controller = seat
    c.flags.discard("exhausted")
    game.emit(f"{seat} puts {st.name(c)} into play", kind="play", seat=seat, data={"seat": seat, "card": c.card_id})
    yield from occur(game, Occurrence("enters_play", {"card": str(c.uid), "seat": seat}), lambda occ: None)


def attach(game: Lotr, c: CardInstance, host: CardInstance) -> None:
    """Hang an attachment on a card; its constant text starts to apply to that card."""
    st = game.state
    st.attached[str(c.uid)] = str(host.uid)
    for ab in game.scripts.abilities(c.card_id, "constant"):
        for m in ab.effect(game, Source(str(c.uid), c.card_id, st.controller_of(c) or ""), host):
            game.modifiers.add(m)



def restricted_limit(game: Lotr, host: CardInstance) -> Script:
    """A character holds at most two Restricted attachments: past that, its controller discards one of
    them (the newest may be the one), and a character left with too few hit points is destroyed."""
    from .damage import check_destroyed, leave_play

    st = game.state
    while True:
        held = [a for a in st.attachments_on(host) if a.face_up and st.printed(a).get("restricted")]
        if len(held) <= MAX_RESTRICTED:
            return
        seat = st.controller_of(host) or ""
        answer = yield Ask(seat, f"{st.name(host)} holds {len(held)} Restricted attachments: discard which?",
                           [Option(f"target {a.uid}", f"discard {st.name(a)}",
                                   {"verb": "target", "uid": a.uid, "card": a.card_id,
                                    "bonus": attachment_bonus(game, a, host)})
                            for a in held], rule="LC-KW-RESTRICTED-02")
        gone = st.cards[answer.args[0]]
        leave_play(game, gone)
        game.emit(f"{st.name(gone)} is discarded from {st.name(host)} (Restricted)", kind="discard", seat=seat,
                  rule="LC-KW-RESTRICTED-02", data={"card": gone.card_id, "host": host.uid})
        yield from check_destroyed(game, host)


# -- action windows -----------------------------------------------------------------------
def action_window(game: Lotr, where: str) -> Script:
    """Players may take actions, the first player first, until all pass in a row."""
    if game.over:
        return

    def act(answer: Answer) -> Script:
        return play_card(game, answer.seat, answer.args[0])

    order = [game.state.peril] if game.state.peril else game.turns.order_from()  # Peril: its player alone
    yield from priority_window(game, order, lambda s: hand_options(game, s, planning=False), act,
                               prompt=f"action window ({where}): act or pass", rule="LC-CORE-ROUND-06",
                               stop=lambda: game.over)

"""The Campaign phase: move limit, Sanctuary, campaign actions, the move (HJ-CAMP-01..05)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hjourney_tui.core.questions import Ask, Option, Script

from . import characters, movement, playing

if TYPE_CHECKING:
    from ..engine import HeroesJourney

SANCTUARY_SITES = {3: 5, 6: 5}  # sites placed as 3 and 6 are Sanctuary 5 (HJ-SANC-01)


def phase(game: HeroesJourney) -> Script:
    st = game.state
    turn = st.turn
    cp = turn.campaign
    turn.phase, turn.step = "campaign", "reset"
    turn.moves = 0  # step 1 (HJ-CAMP-01)
    turn.step = "triggers"
    yield from sanctuary(game)  # step 2 (HJ-CAMP-02)
    turn.step = "actions"
    def options() -> list[Option]:
        return [*playing.play_options(game, cp), *playing.action_options(game, cp, "campaign"),
                *second_wind_options(game, cp), *transfer_options(game, cp),
                Option("done", "end your campaign actions and move", {"verb": "done"})]

    while True:  # step 3 (HJ-CAMP-03)
        answer = yield Ask(cp, "Campaign phase: play cards and use abilities, then say done", kind="turn",
                           rule="HJ-CAMP-03", live=options)
        if answer.name == "done":
            break
        if answer.name == "wind":
            yield from second_wind(game, cp, answer.args[0])
        elif answer.name == "transfer":
            yield from transfer(game, cp, answer.args[0], answer.args[1])
            yield from characters.check_vitality(game)  # a bearer left with no vitality dies (HJ-CHR-07)
        else:
            yield from playing.do(game, answer)
    turn.step = "move"
    yield from movement.move(game)  # step 4 (HJ-CAMP-05)
    game.end_period("phase")


def sanctuary_value(game: HeroesJourney, n: int) -> int:
    """Sanctuary values at one site add up (HJ-SANC-06)."""
    site = game.state.site_at(n)
    if site is None:
        return 0
    return site.get("sanctuary", 0) + SANCTUARY_SITES.get(n, 0)


def sanctuary(game: HeroesJourney) -> Script:
    """At a Sanctuary the Campaign player heals up to X wounds on companions in one go; what is not
    used is lost (HJ-SANC-02..05)."""
    st = game.state
    cp = st.turn.campaign
    left = sanctuary_value(game, st.players[cp].site)
    while left > 0:
        hurt = [u for u in playing.companions(game, cp) if characters.wounds(game, u) > 0]
        if not hurt:
            break
        answer = yield Ask(cp, f"Sanctuary: heal a wound ({left} left), or done",
                           [*(Option(f"heal {u}", f"heal {game.name(u)}", {"verb": "heal", "card": u})
                              for u in hurt), Option("done", "heal no more", {"verb": "done"})],
                           rule="HJ-SANC-02")
        if answer.name == "done":
            break
        characters.heal(game, answer.args[0])
        left -= 1


def second_wind_options(game: HeroesJourney, seat: str) -> list[Option]:
    """Discard a card with the title of one of your wounded unique companions or allies to heal it once
    (HJ-CAMP-04)."""
    st = game.state
    p = st.players[seat]
    hurt = {st.data(u)["title"]: u for z in (p.party, p.support) for u in (c.uid for c in z.cards)
            if st.data(u).get("unique") and characters.wounds(game, u) > 0}
    out = []
    for c in p.hand.cards:
        title = st.content.cards[c.card_id]["title"]
        if title in hurt:
            out.append(Option(f"wind {c.uid}", f"discard {title} to heal {game.name(hurt[title])}",
                              {"verb": "wind", "card": c.uid, "heals": hurt[title]}))
    return out


def second_wind(game: HeroesJourney, seat: str, uid: str) -> Script:
    """The discard is a cost, paid through the same "is about to be paid" window as any other."""
    st = game.state
    p = st.players[seat]
    title = st.data(uid)["title"]
    target = next(u for z in (p.party, p.support) for u in (c.uid for c in z.cards)
                  if st.data(u)["title"] == title)

    def discard(n: int) -> int:
        if not n or st.zone_kind(uid) != "hand":
            return n
        game.table.move(st.card(uid), p.scrap, face_up=True)
        game.emit(f"{seat} discards {title} for a second wind", kind="discard", seat=seat, rule="HJ-CAMP-04",
                  data={"seat": seat, "card": uid})
        return n - 1

    if not (yield from playing.pay_each(game, seat, uid, [playing.Cost("discard", 1, discard, target=uid)],
                                        "second wind")):
        characters.heal(game, target)


def transfer_options(game: HeroesJourney, seat: str) -> list[Option]:
    """Move a possession or artifact from one of your companions to another, paying its risk cost again;
    the class limit applies, conditions never move this way (HJ-XFR-01, HJ-XFR-02, HJ-XFR-06)."""
    st = game.state
    comps = playing.companions(game, seat)
    out = []
    for item, bearer in st.bearer.items():
        card = st.data(item)
        if bearer not in comps or card["type"] not in ("possession", "artifact"):
            continue
        for to in comps:
            if to == bearer or playing.bearer_problem(game, seat, item, to):
                continue
            out.append(Option(f"transfer {item} {to}", f"move {card['title']} to {game.name(to)} (risk {card['cost']})",
                              {"verb": "transfer", "card": item, "bearer": to, "cost": card["cost"]}))
    return out


def transfer(game: HeroesJourney, seat: str, item: str, to: str) -> Script:
    """Not a play: nothing triggers on it and uniqueness is not checked again (HJ-XFR-04).  Its risk is a
    cost, paid through the same "is about to be paid" window as any other; the item moves once it is paid."""
    st = game.state
    card = st.data(item)
    paid: list[int] = []

    def pay(n: int) -> int:
        st.pool += n
        paid.append(n)
        return 0

    if (yield from playing.pay_each(game, seat, item, [playing.Cost("risk", card["cost"], pay)], "transfer")):
        return
    st.bearer[item] = to
    game.emit(f"{seat} moves {card['title']} to {game.name(to)}; risk pool +{sum(paid)} = {st.pool}",
              kind="transfer", seat=seat, rule="HJ-XFR-01", data={"card": item, "bearer": to, "pool": st.pool})

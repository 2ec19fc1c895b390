"""Combat phase: shadow cards, enemy attacks (defend or take it on a hero), then player attacks."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hjourney_tui.core.questions import Ask, Option, Script
from hjourney_tui.core.timing import Occurrence, occur
from hjourney_tui.core.zones import CardInstance

from ..state import Attack
from .actions import action_window
from .basics import exhaust, ready, stat
from .damage import check_destroyed, deal_damage, in_play

if TYPE_CHECKING:
    from ..engine import Lotr


def combat_phase(game: Lotr) -> Script:
    st = game.state
    st.attacked.clear()
    st.declared.clear()
    yield from archery(game)
    deal_shadows(game)
    yield from action_window(game, "after shadow cards are dealt")
    for seat in game.turns.order_from():
        yield from enemy_attacks(game, seat)
    for seat in game.turns.order_from():
        yield from player_attacks(game, seat)
    end_combat(game)


def archery(game: Lotr) -> Script:
    """Archery X on every encounter card in play adds up; the first player gives that damage out one
    point at a time to any characters, exhausted or not, never more than one can still take, for as
    long as any can; then it is all dealt at once (defence does not count) and the rest is lost."""
    st = game.state
    enc = st.encounter
    shooters = [*enc.staging.cards, *enc.active.cards, *(e for s in game.turns.standing
                                                          for e in st.players[s].engaged.cards)]
    total = sum(stat(game, c, "archery") for c in shooters)
    if not total:
        return
    game.emit(f"archery: {total} damage to give out", kind="archery", rule="LC-KW-ARCHERY-01",
              data={"total": total})
    given: dict[str, int] = {}
    left = total
    while left and not game.over:
        room = [c for s in game.turns.order_from() for c in st.players[s].characters()
                if stat(game, c, "hit_points") - c.tokens.get("damage", 0) - given.get(str(c.uid), 0) > 0]
        if not room:
            game.emit(f"archery: nobody can take the last {left} damage", kind="archery", rule="LC-KW-ARCHERY-09",
                      data={"lost": left})
            break
        answer = yield Ask(game.turns.first, f"archery: give 1 of {left} damage to which character?",
                           [Option(f"target {c.uid}", f"{st.name(c)} ({st.controller_of(c)}; "
                                   f"{stat(game, c, 'hit_points') - c.tokens.get('damage', 0) - given.get(str(c.uid), 0)}"
                                   " hit points left)", {"verb": "target", "uid": c.uid}) for c in room],
                           rule="LC-KW-ARCHERY-03")
        uid = answer.args[0]
        given[uid] = given.get(uid, 0) + 1
        left -= 1
    for uid, n in given.items():
        yield from deal_damage(game, st.cards[uid], n, "archery", check=False)
    for uid in given:
        yield from check_destroyed(game, st.cards[uid])


def deal_shadows(game: Lotr) -> None:
    """One face-down shadow card per engaged enemy: the first player's enemies first, highest engagement
    cost first.  An empty encounter deck deals no more (it is not rebuilt outside the quest phase)."""
    st = game.state
    enc = st.encounter
    for seat in game.turns.order_from():
        enemies = sorted(st.players[seat].engaged.cards, key=lambda e: -stat(game, e, "engagement"))
        for enemy in enemies:
            s = enc.deck.top
            if s is None:
                game.emit("the encounter deck is empty: no more shadow cards", kind="shadow",
                          rule="LC-CORE-COMBAT-03")
                return
            deal_shadow(game, enemy, s)


def deal_shadow(game: Lotr, enemy: CardInstance, s: CardInstance) -> None:
    st = game.state
    game.table.move(s, st.encounter.shadows, face_up=False)
    st.shadow_of[str(s.uid)] = str(enemy.uid)
    game.emit(f"{st.name(enemy)} is dealt a shadow card", kind="shadow", data={"enemy": enemy.uid})


def enemy_attacks(game: Lotr, seat: str) -> Script:
    """Each enemy engaged with the player attacks once, in the order the player picks."""
    st = game.state
    while not game.over and not st.players[seat].eliminated:
        left = [e for e in st.players[seat].engaged.cards if str(e.uid) not in st.attacked]
        if not left:
            return
        enemy = left[0]
        if len(left) > 1:
            answer = yield Ask(seat, "which enemy attacks you next?",
                               [Option(f"next {e.uid}", f"{st.name(e)} ({stat(game, e, 'attack')} attack)",
                                       {"verb": "next", "uid": e.uid, "card": e.card_id}) for e in left],
                               rule="LC-CORE-COMBAT-04")
            enemy = st.cards[answer.args[0]]
        yield from attack(game, seat, enemy)


def attack(game: Lotr, seat: str, enemy: CardInstance) -> Script:
    """One enemy attack: declare a defender (or none), resolve its shadow cards, then the damage."""
    st = game.state
    st.attacked.add(str(enemy.uid))
    st.attack = Attack(str(enemy.uid), seat)
    defenders = [c for c in st.players[seat].characters() if ready(c)]
    answer = yield Ask(seat, f"{st.name(enemy)} attacks ({stat(game, enemy, 'attack')}): declare a defender?",
                       [*(Option(f"defend {c.uid}", f"defend with {st.name(c)} ({stat(game, c, 'defence')} defence, "
                                 f"{stat(game, c, 'hit_points') - c.tokens.get('damage', 0)} hit points left)",
                                 {"verb": "defend", "uid": c.uid, "defence": stat(game, c, "defence")})
                          for c in defenders),
                        Option("undefended", "let the attack through to a hero", {"verb": "undefended"})],
                       rule="LC-CORE-COMBAT-06", kind="turn")
    if answer.name == "defend":
        defender = st.cards[answer.args[0]]
        exhaust(defender)
        st.attack.defender = str(defender.uid)
        game.emit(f"{st.name(defender)} defends against {st.name(enemy)}", kind="defend", seat=seat,
                  data={"seat": seat, "defender": defender.uid, "enemy": enemy.uid})
    else:
        yield from sentinel_offers(game, seat, enemy)
    if st.attack.defender is not None and not game.over:  # Responses to a declared defender
        yield from occur(game, Occurrence("defended", {"seat": seat, "enemy": str(enemy.uid),
                                                       "defender": st.attack.defender}), lambda occ: None)
    yield from action_window(game, "the defender is declared")
    yield from resolve_shadows(game, enemy)
    yield from attack_damage(game, seat, enemy)
    st.attack = None
    yield from action_window(game, "after an enemy attack")
    if in_play(game, enemy) and not game.over:
        yield from occur(game, Occurrence("attacked", {"card": str(enemy.uid), "seat": seat}), lambda occ: None)


def discard_shadows(game: Lotr, enemy: CardInstance) -> None:
    st = game.state
    for s in st.shadows_on(enemy):
        del st.shadow_of[str(s.uid)]
        game.table.move(s, st.encounter.discard, face_up=True)


def deal_one_shadow(game: Lotr, enemy: CardInstance) -> None:
    """A single shadow card for one attack made apart from the combat phase's dealing (none if the deck
    is empty)."""
    s = game.state.encounter.deck.top
    if s is None:
        game.emit("the encounter deck is empty: no shadow card", kind="shadow", rule="LC-CORE-COMBAT-03")
        return
    deal_shadow(game, enemy, s)


def immediate_attack(game: Lotr, seat: str, enemy: CardInstance) -> Script:
    """An attack made at once, outside the combat phase's attacks: 1 shadow card, then the attack from its
    defender step; its shadow card is discarded afterwards."""
    game.emit(f"{game.state.name(enemy)} makes an immediate attack on {seat}", kind="attack", seat=seat,
              rule="LC-CORE-COMBAT-25", data={"card": enemy.card_id, "seat": seat})
    deal_one_shadow(game, enemy)
    yield from attack(game, seat, enemy)
    discard_shadows(game, enemy)


def additional_attack(game: Lotr, seat: str, enemy: CardInstance) -> Script:
    """The enemy attacks once more: its earlier shadow cards go first, and it is dealt a new one."""
    game.emit(f"{game.state.name(enemy)} makes an additional attack on {seat}", kind="attack", seat=seat,
              rule="LC-CORE-COMBAT-24", data={"card": enemy.card_id, "seat": seat})
    discard_shadows(game, enemy)
    deal_one_shadow(game, enemy)
    yield from attack(game, seat, enemy)


def _defend_option(game: Lotr, c: CardInstance) -> Option:
    st = game.state
    return Option(f"defend {c.uid}", f"defend with {st.name(c)} ({stat(game, c, 'defence')} defence, "
                  f"{stat(game, c, 'hit_points') - c.tokens.get('damage', 0)} hit points left)",
                  {"verb": "defend", "uid": c.uid, "defence": stat(game, c, "defence")})


def sentinel_offers(game: Lotr, seat: str, enemy: CardInstance) -> Script:
    """Once the attacked player has declared no defender, the other players in order may each offer a
    ready Sentinel character; the first offer defends (the attacked player stays the defending player)."""
    st = game.state
    for other in game.turns.order_from(seat)[1:]:
        sentinels = [c for c in st.players[other].characters() if ready(c) and stat(game, c, "sentinel")]
        if not sentinels:
            continue
        answer = yield Ask(other, f"{seat} has no defender against {st.name(enemy)}: defend with a Sentinel?",
                           [*(_defend_option(game, c) for c in sentinels),
                            Option("pass", "let the attack through", {"verb": "pass"})], rule="LC-KW-SENTINEL-01")
        if answer.name == "defend":
            defender = st.cards[answer.args[0]]
            exhaust(defender)
            assert st.attack is not None
            st.attack.defender = str(defender.uid)
            game.emit(f"{other}'s {st.name(defender)} defends {seat} against {st.name(enemy)} (Sentinel)",
                      kind="defend", seat=other, rule="LC-KW-SENTINEL-01",
                      data={"seat": seat, "defender": defender.uid, "enemy": enemy.uid, "sentinel": other})
            return


def resolve_shadows(game: Lotr, enemy: CardInstance) -> Script:
    """Turn the enemy's shadow cards face up; each resolves its shadow text only."""
    st = game.state
    for s in st.shadows_on(enemy):
        s.face_up = True
        game.emit(f"shadow: {st.name(s)}", kind="shadow", reveals=True, rule="LC-CORE-COMBAT-08",
                  data={"card": s.card_id, "enemy": enemy.uid})
        st.in_flight.append(str(s.uid))
        yield from occur(game, Occurrence("shadow", {"card": str(s.uid), "enemy": str(enemy.uid)}),
                         lambda occ: None)
        st.in_flight.remove(str(s.uid))


def attack_damage(game: Lotr, seat: str, enemy: CardInstance) -> Script:
    st = game.state
    a = st.attack
    assert a is not None
    if game.over or not in_play(game, enemy):
        return
    strength = stat(game, enemy, "attack") + a.bonus
    defenders = [st.cards[d] for d in ([a.defender] if a.defender else []) + a.extra if in_play(game, st.cards[d])]
    defender = defenders[0] if defenders else None
    if defender is not None:
        defence = sum(stat(game, d, "defence") for d in defenders)  # extra defenders add their defence
        dmg = max(0, strength - defence)
        game.emit(f"{st.name(enemy)} attacks with {strength} against {defence} defence",
                  kind="attack", rule="LC-CORE-COMBAT-09", data={"attack": strength, "damage": dmg})
        yield from deal_damage(game, defender, dmg, str(enemy.uid))
        return
    heroes = list(st.players[seat].heroes.cards)
    if not heroes or st.players[seat].eliminated:
        return
    hero = heroes[0]
    if len(heroes) > 1:
        answer = yield Ask(seat, f"undefended: which hero takes all {strength} damage?",
                           [Option(f"take {h.uid}", f"{st.name(h)} ({stat(game, h, 'hit_points') - h.tokens.get('damage', 0)}"
                                   " hit points left)", {"verb": "take", "uid": h.uid}) for h in heroes],
                           rule="LC-CORE-COMBAT-10")
        hero = st.cards[answer.args[0]]
    game.emit(f"{st.name(enemy)}'s attack of {strength} is undefended", kind="attack", rule="LC-CORE-COMBAT-10",
              data={"attack": strength, "undefended": True})
    yield from deal_damage(game, hero, strength, str(enemy.uid))


def player_attacks(game: Lotr, seat: str) -> Script:
    """The player attacks enemies engaged with them, at most once each, until done; with a ready
    Ranged character they may also attack enemies engaged with other players."""
    st = game.state
    while not game.over and not st.players[seat].eliminated:
        chars = [c for c in st.players[seat].characters() if ready(c)]
        ranged = [c for c in chars if stat(game, c, "ranged")]
        targets = [e for s in game.turns.order_from(seat) if s == seat or ranged
                   for e in st.players[s].engaged.cards if f"{seat}:{e.uid}" not in st.declared]
        if not targets or not chars:
            return
        answer = yield Ask(seat, "attack an enemy engaged with you (or, with Ranged, with another player), or done",
                           [*(Option(f"attack {e.uid}", f"attack {st.name(e)} ({stat(game, e, 'defence')} defence, "
                                     f"{stat(game, e, 'hit_points') - e.tokens.get('damage', 0)} hit points left)"
                                     + ("" if st.controller_of(e) == seat else f", engaged with {st.controller_of(e)}"),
                                     {"verb": "attack", "uid": e.uid, "card": e.card_id, "engaged_with": st.controller_of(e)})
                              for e in targets),
                            Option("done", "attack no more", {"verb": "done"})], rule="LC-CORE-COMBAT-16", kind="turn")
        if answer.name == "done":
            return
        enemy = st.cards[answer.args[0]]
        st.declared.add(f"{seat}:{enemy.uid}")
        attackers = yield from declare_attackers(game, seat, enemy, first=True)
        if st.controller_of(enemy) == seat:  # players with Ranged characters may join an attack on one's own enemy
            for other in game.turns.order_from(seat)[1:]:
                attackers += yield from declare_attackers(game, other, enemy, first=False)
        strength = sum(stat(game, c, "attack") for c in attackers if in_play(game, c))
        dmg = max(0, strength - stat(game, enemy, "defence"))
        ranged = ranged_attackers(game, attackers, enemy)
        game.emit(f"{seat} attacks {st.name(enemy)} with {strength}: {dmg} damage", kind="attack", seat=seat,
                  rule="LC-CORE-COMBAT-19", data={"seat": seat, "enemy": enemy.uid, "attack": strength, "damage": dmg,
                                                  "ranged": ranged})
        yield from deal_damage(game, enemy, dmg, seat)
        if not game.over:  # Responses to the attack, ranged ones named (LC-KW-RANGED-07)
            yield from occur(game, Occurrence("player_attack", {"seat": seat, "enemy": str(enemy.uid),
                                                                "attackers": [str(c.uid) for c in attackers],
                                                                "ranged": ranged}), lambda occ: None)
        yield from action_window(game, "after a player attack")


def ranged_attackers(game: Lotr, attackers: list[CardInstance], enemy: CardInstance) -> list[str]:
    """The attackers making a "ranged attack": Ranged characters attacking an enemy engaged with a player
    other than their controller.  A Ranged character attacking its own player's enemy attacks plainly."""
    st = game.state
    engaged_with = st.controller_of(enemy)
    return [str(c.uid) for c in attackers
            if stat(game, c, "ranged") and st.controller_of(c) != engaged_with]


def declare_attackers(game: Lotr, seat: str, enemy: CardInstance, *, first: bool) -> Script:
    """`seat` exhausts attackers one by one: any of its ready characters against an enemy engaged with it,
    only Ranged ones against another player's.  The declaring player needs at least one (`strike` ends);
    a player joining with Ranged characters may add none (`done`)."""
    st = game.state
    own = st.controller_of(enemy) == seat
    attackers: list[CardInstance] = []
    while True:
        chars = [c for c in st.players[seat].characters() if ready(c) and (own or stat(game, c, "ranged"))]
        options = [Option(f"with {c.uid}", f"attack with {st.name(c)} ({stat(game, c, 'attack')} attack)",
                          {"verb": "with", "uid": c.uid, "attack": stat(game, c, "attack"), "enemy": enemy.uid})
                   for c in chars]
        if first and attackers:
            options.append(Option("strike", f"strike with {len(attackers)} attacker(s)", {"verb": "strike"}))
        if not first and options:
            options.append(Option("done", "add no more Ranged attackers", {"verb": "done"}))
        if not options:
            break
        prompt = f"attacking {st.name(enemy)}: add an attacker, or strike" if first else \
            f"join the attack on {st.name(enemy)} with a Ranged character, or done"
        answer = yield Ask(seat, prompt, options, rule="LC-CORE-COMBAT-17" if first else "LC-KW-RANGED-03",
                           kind="turn")
        if answer.name in ("strike", "done"):
            break
        c = st.cards[answer.args[0]]
        exhaust(c)
        attackers.append(c)
    return attackers


def end_combat(game: Lotr) -> None:
    """Every shadow card still out is discarded."""
    st = game.state
    for s in list(st.encounter.shadows.cards):
        st.shadow_of.pop(str(s.uid), None)
        game.table.move(s, st.encounter.discard, face_up=True)

"""Scripts of the wider player card pool (the cards beyond the first four decks), and of the boons.

Most of these cards reuse the shapes of core_set's: a stat bonus on an attachment, a draw when an
ally arrives, a boost for one phase; the rest are small events built by the factories below.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from hjourney_tui.core.modifiers import Modifier
from hjourney_tui.core.scripts import Source
from hjourney_tui.core.timing import Limit
from hjourney_tui.core.zones import CardInstance

from ..rules.basics import add_tokens, draw, in_play_characters, stat, targetable, tokens
from ..rules.damage import deal_damage, heal
from ..rules.threat import lower_threat
from . import SCRIPTS, choose
from .core_set import draw_on_entry, own_heroes, phase_boost, stat_bonus

if TYPE_CHECKING:
    from ..engine import Lotr


def gain_resources(card: str, n: int) -> None:
    """Action: a hero you control gains n resources."""
    @SCRIPTS.ability(card, timing="action", name="resources",
                     when=lambda game, src, occ: bool(own_heroes(game, src.controller)))
    def effect(game: Lotr, source: Source, occ: Any):
        hero = yield from choose(game, source.controller, f"which hero gains {n} resource{'s' if n > 1 else ''}?",
                                 own_heroes(game, source.controller))
        add_tokens(hero, "resources", n)
        game.emit(f"{game.state.name(hero)} gains {n} resource{'s' if n > 1 else ''}", kind="resources",
                  data={"card": hero.uid})


def draw_cards(card: str, n: int) -> None:
    """Action: you draw n cards."""
    @SCRIPTS.ability(card, timing="action", name="draw")
    def effect(game: Lotr, source: Source, occ: Any) -> None:
        draw(game, source.controller, n)


def heal_up_to(card: str, n: int) -> None:
    """Action: heal up to n damage on a damaged character."""
    def damaged(game: Lotr) -> list:
        return [c for c in in_play_characters(game) if tokens(c, "damage")]

    @SCRIPTS.ability(card, timing="action", name="heal", when=lambda game, src, occ: bool(damaged(game)))
    def effect(game: Lotr, source: Source, occ: Any):
        c = yield from choose(game, source.controller, "heal which character?", damaged(game))
        heal(game, c, n)


def calm(card: str, n: int) -> None:
    """Action: lower your threat by n."""
    @SCRIPTS.ability(card, timing="action", name="threat")
    def effect(game: Lotr, source: Source, occ: Any) -> None:
        lower_threat(game, source.controller, n)


def strike(card: str, n: int) -> None:
    """Combat action: deal n damage to an enemy engaged with you."""
    def enemies_of(game: Lotr, seat: str) -> list[CardInstance]:
        return [c for c in game.state.players[seat].engaged.cards if targetable(game, c)]

    @SCRIPTS.ability(card, timing="action", on="combat", name="strike",
                     when=lambda game, src, occ: bool(enemies_of(game, src.controller)))
    def effect(game: Lotr, source: Source, occ: Any):
        enemies = enemies_of(game, source.controller)
        enemy = yield from choose(game, source.controller, f"deal {n} damage to which enemy?", enemies)
        yield from deal_damage(game, enemy, n, source.id)


# leadership
draw_on_entry("herald_of_the_vale", 1)
gain_resources("muster_the_levy", 1)
phase_boost("stirring_words", "willpower", "quest", 1)
stat_bonus("commanders_mail", defence=1, hit_points=1)
stat_bonus("marshals_baton", attack=1)
draw_cards("word_from_ashford", 1)
# lore
draw_on_entry("archivist_of_the_mere", 1)
heal_up_to("bind_wounds", 1)
draw_cards("deep_study", 3)
stat_bonus("herbal_satchel", hit_points=1)
stat_bonus("spyglass", willpower=1)
stat_bonus("oilskin_coat", defence=1, hit_points=1)
# spirit
draw_on_entry("wandering_minstrel", 1)
calm("steady_heart", 1)
calm("hope_renewed", 5)
phase_boost("bright_resolve", "willpower", "quest", 1)
stat_bonus("blessed_charm", willpower=1)
stat_bonus("pilgrims_mantle", willpower=1, defence=1)
# tactics
strike("cleaving_blow", 3)
phase_boost("brace", "defence", "combat", 1)
phase_boost("savage_rush", "attack", "combat", 3)
stat_bonus("war_axe", attack=2)
stat_bonus("hillfolk_helm", defence=1)
# boons (campaign mode only)
stat_bonus("wardens_blessing", willpower=1)
stat_bonus("old_road_map", defence=1)
stat_bonus("oath_of_the_wardens", attack=1)
stat_bonus("hero_of_the_marches", hit_points=1)
calm("ferrymans_token", 2)
phase_boost("hillfolk_war_horn", "attack", "combat", 2)
heal_up_to("healers_bundle", 2)
gain_resources("ashford_supplies", 2)


# -- events played from hand in answer to something (interrupts and responses) --------------------
def from_hand(card: str, *, timing: str, on: str, when: Any, label: str) -> Any:
    """A decorator: an event in its holder's hand answers the occurrence `on`; playing it pays its cost
    (the sphere rule holds), the body resolves, and the event goes to its owner's discard pile."""
    from ..rules.actions import pay, payment_problem

    def in_hand_and_paid(game: Lotr, src: Source, occ: Any) -> bool:
        c = game.state.cards[src.id]
        return (game.table.zone_of(c) is game.state.players[src.controller].hand
                and not payment_problem(game, src.controller, c) and when(game, src, occ))

    def register(body: Any) -> Any:
        @SCRIPTS.ability(card, timing=timing, on=on, when=in_hand_and_paid, name="play", label=label)
        def effect(game: Lotr, source: Source, occ: Any):
            st = game.state
            c = st.cards[source.id]
            yield from pay(game, source.controller, c)
            game.table.move(c, st.encounter.revealing, face_up=True)
            game.emit(f"{source.controller} plays {st.name(c)}", kind="play", seat=source.controller,
                      data={"seat": source.controller, "card": c.card_id})
            step = body(game, source, occ)
            if step is not None:
                yield from step
            game.table.move(c, st.players[source.controller].discard, face_up=True)
        return body

    return register


def _has_when_revealed(game: Lotr, src: Source, occ: Any) -> bool:
    revealed = game.state.cards[occ.data["card"]]
    return any(ab.on == "revealed" for ab in SCRIPTS.abilities(revealed.card_id, "forced"))


@from_hand("warding_word", timing="interrupt", on="revealed", when=_has_when_revealed,
           label="Warding Word: cancel the When revealed effect")
def warding_word(game: Lotr, source: Source, occ: Any) -> None:
    """Cancels the text only: the card still finds its place and its keywords still apply."""
    occ.prevent(source.id)
    revealed = game.state.cards[occ.data["card"]]
    game.emit(f"the When revealed effect of {game.state.name(revealed)} is cancelled", kind="cancel",
              rule="LC-CORE-FX-12", data={"card": revealed.card_id, "by": "warding_word"})


# -- putting into play, cost X, looking at the encounter deck, extra icons ---------------------------
def _allies_in_hand(game: Lotr, seat: str) -> list:
    from ..rules.actions import unique_in_play

    return [c for c in game.state.players[seat].hand.cards
            if game.state.printed(c)["type"] == "ally" and not unique_in_play(game, c)]


@SCRIPTS.ability("call_the_reserves", timing="action", name="reserves",
                 when=lambda game, src, occ: bool(_allies_in_hand(game, src.controller)))
def call_the_reserves(game: Lotr, source: Source, occ: Any):
    """Put into play: no cost is paid and the ally's sphere does not matter."""
    from ..rules.actions import put_into_play

    ally = yield from choose(game, source.controller, "put which ally into play?",
                             _allies_in_hand(game, source.controller), rule="LC-CORE-PLAN-10")
    yield from put_into_play(game, source.controller, ally)


@SCRIPTS.ability("quiet_vigil", timing="action", name="threat")
def quiet_vigil(game: Lotr, source: Source, occ: Any) -> None:
    """Cost X: the X the player declared and paid."""
    lower_threat(game, source.controller, int((occ or {}).get("x", 0)))


SCOUTED = 3


@SCRIPTS.ability("scout_ahead", timing="action", name="look")
def scout_ahead(game: Lotr, source: Source, occ: Any) -> None:
    """Looks only at what the deck holds: with fewer cards, fewer are seen, and nothing is reshuffled."""
    st = game.state
    seen = st.encounter.deck.cards[:SCOUTED]  # from the top down
    names = ", ".join(st.name(c) for c in seen) or "nothing"
    game.emit(f"{source.controller} looks at the top of the encounter deck: {names}", kind="look",
              private_to=(source.controller,), public_text=f"{source.controller} looks at {len(seen)} encounter "
              "cards", seat=source.controller, rule="LC-CORE-EDECK-03", reveals=True,
              data={"seat": source.controller, "cards": [c.card_id for c in seen]})


@SCRIPTS.ability("wayfarers_badge", timing="constant", name="icon")
def wayfarers_badge(game: Lotr, source: Source, host: CardInstance) -> list[Modifier]:
    """An extra lore icon: the hero pays for lore cards as a lore hero does."""
    return [Modifier(str(host.uid), "icon_lore", kind="can", source=source.id)]


# -- a Forced effect and a Response on one trigger, progress on one card, the victory display --------
def _entering(game: Lotr, src: Source, occ: Any) -> bool:
    return occ.data.get("card") == src.id


@SCRIPTS.ability("oathbound_sellsword", timing="forced", on="enters_play", when=_entering, name="oath",
                 label="Oathbound Sellsword: raise your threat by 1")
def sellsword_oath(game: Lotr, source: Source, occ: Any) -> None:
    from ..rules.threat import raise_threat

    raise_threat(game, [source.controller], 1, "Oathbound Sellsword")


def _my_ally_entered(game: Lotr, src: Source, occ: Any) -> bool:
    c = game.state.cards[occ.data["card"]]
    return occ.data.get("seat") == src.controller and game.state.kind(c) == "ally"


@from_hand("warm_welcome", timing="response", on="enters_play", when=_my_ally_entered,
           label="Warm Welcome: draw 2 cards")
def warm_welcome(game: Lotr, source: Source, occ: Any) -> None:
    draw(game, source.controller, 2)


def _staged_locations(game: Lotr) -> list[CardInstance]:
    return [c for c in game.state.encounter.staging.cards if game.state.kind(c) == "location" and targetable(game, c)]


@SCRIPTS.ability("mark_the_path", timing="action", name="progress",
                 when=lambda game, src, occ: bool(_staged_locations(game)))
def mark_the_path(game: Lotr, source: Source, occ: Any):
    """Progress aimed at one card stays on it: not through the active location, no overflow."""
    from ..rules.progress import place_on

    loc = yield from choose(game, source.controller, "place 2 progress on which location?", _staged_locations(game),
                            rule="LC-CORE-QUEST-21")
    yield from place_on(game, loc, 2)


@SCRIPTS.ability("tales_of_valour", timing="action", name="threat")
def tales_of_valour(game: Lotr, source: Source, occ: Any) -> None:
    from ..scoring import victory_total

    lower_threat(game, source.controller, victory_total(game) // 2)


def _warded_enemies(game: Lotr, seat: str) -> list[CardInstance]:
    return [c for c in game.state.players[seat].engaged.cards if stat(game, c, "indestructible") and targetable(game, c)]


@SCRIPTS.ability("break_the_spell", timing="action", name="unward",
                 when=lambda game, src, occ: bool(_warded_enemies(game, src.controller)))
def break_the_spell(game: Lotr, source: Source, occ: Any):
    """Without Indestructible, damage already at its hit points destroys the enemy at once."""
    from ..rules.damage import check_destroyed

    enemy = yield from choose(game, source.controller, "which enemy loses Indestructible?",
                              _warded_enemies(game, source.controller))
    game.modifiers.add(Modifier(str(enemy.uid), "indestructible", 0, kind="set", until="phase", source=source.id))
    game.emit(f"{game.state.name(enemy)} loses Indestructible until the end of the phase", kind="keyword",
              data={"card": enemy.card_id})
    yield from check_destroyed(game, enemy)


# -- progress on the stage, preventing damage, Conditions ---------------------------------------------
@SCRIPTS.ability("forced_march", timing="action", name="progress",
                 when=lambda game, src, occ: game.state.stage is not None and not game.state.won)
def forced_march(game: Lotr, source: Source, occ: Any):
    """Aimed at the stage: the active location is passed over."""
    from ..rules.progress import place_on

    stage = game.state.stage
    assert stage is not None
    yield from place_on(game, stage, 2)


def _my_character_hit(game: Lotr, src: Source, occ: Any) -> bool:
    c = game.state.cards[occ.data["card"]]
    return game.state.kind(c) in ("hero", "ally") and game.state.controller_of(c) == src.controller


@from_hand("deflecting_shield", timing="interrupt", on="damage", when=_my_character_hit,
           label="Deflecting Shield: take no damage")
def deflecting_shield(game: Lotr, source: Source, occ: Any) -> None:
    occ.prevent(source.id)
    game.emit(f"{game.state.name(game.state.cards[occ.data['card']])} takes no damage", kind="prevent",
              data={"card": occ.data["card"], "by": "deflecting_shield"})


def _conditions(game: Lotr, seat: str) -> list[CardInstance]:
    st = game.state
    return [a for c in st.players[seat].characters() for a in st.attachments_on(c) if st.is_condition(a)]


@SCRIPTS.ability("cleansing_draught", timing="action", name="cleanse",
                 when=lambda game, src, occ: bool(_conditions(game, src.controller)))
def cleansing_draught(game: Lotr, source: Source, occ: Any):
    from ..rules.damage import discard_attachment

    a = yield from choose(game, source.controller, "discard which Condition?", _conditions(game, source.controller))
    yield from discard_attachment(game, a)


# -- discarding an enemy, a limit counted per copy ------------------------------------------------------
def _beaten(game: Lotr, seat: str) -> list[CardInstance]:
    return [c for c in game.state.players[seat].engaged.cards
            if tokens(c, "damage") >= stat(game, c, "hit_points") and targetable(game, c)]


@SCRIPTS.ability("banishing_rite", timing="action", name="banish",
                 when=lambda game, src, occ: bool(_beaten(game, src.controller)))
def banishing_rite(game: Lotr, source: Source, occ: Any):
    """A discard, not damage: an Indestructible enemy goes too."""
    from ..rules.damage import leave_play

    enemy = yield from choose(game, source.controller, "discard which enemy?", _beaten(game, source.controller))
    leave_play(game, enemy)
    game.emit(f"{game.state.name(enemy)} is discarded", kind="discard", seat=source.controller,
              data={"card": enemy.card_id})


def _attached_ally_entered(game: Lotr, src: Source, occ: Any) -> bool:
    st = game.state
    return src.id in st.attached and _my_ally_entered(game, src, occ)


@SCRIPTS.ability("recruiters_ledger", timing="response", on="enters_play", when=_attached_ally_entered,
                 name="draw", label="Recruiter's Ledger: draw 1 card", limit=Limit(1, "round"))
def recruiters_ledger(game: Lotr, source: Source, occ: Any) -> None:
    """Limit once per round, for each copy in play."""
    draw(game, source.controller, 1)


@SCRIPTS.ability("reckless_search", timing="action", name="search",
                 when=lambda game, src, occ: bool(game.state.players[src.controller].deck.cards))
def reckless_search(game: Lotr, source: Source, occ: Any):
    """Two sentences in order: the second reads the card the first discarded."""
    from ..rules.actions import put_into_play, unique_in_play

    st = game.state
    p = st.players[source.controller]
    top = p.deck.top
    assert top is not None
    game.table.move(top, p.discard, face_up=True)
    game.emit(f"{source.controller} discards {st.name(top)} from the top of their deck", kind="discard",
              seat=source.controller, data={"seat": source.controller, "card": top.card_id})
    found = p.discard.cards[-1]  # the card discarded this way
    if st.kind(found) == "ally" and not unique_in_play(game, found):
        yield from put_into_play(game, source.controller, found)


def _tired_allies(game: Lotr, seat: str) -> list[CardInstance]:
    return [c for c in game.state.players[seat].allies.cards if "exhausted" in c.flags]


@SCRIPTS.ability("rousing_call", timing="action", name="ready",
                 when=lambda game, src, occ: bool(_tired_allies(game, src.controller)))
def rousing_call(game: Lotr, source: Source, occ: Any) -> None:
    """'Each': with no exhausted ally there is nothing to play it on (an 'all' effect could resolve on none)."""
    from ..rules.basics import ready_card

    for c in _tired_allies(game, source.controller):
        ready_card(c)
        game.emit(f"{game.state.name(c)} readies", kind="ready", data={"card": c.uid})


# -- a Response to a ranged attack, and one more defender -------------------------------------------------
def _host_shot_ranged(game: Lotr, src: Source, occ: Any) -> bool:
    """The attached character made a ranged attack: not any attack by a Ranged character (LC-KW-RANGED-07)."""
    return src.id in game.state.attached and game.state.attached[src.id] in occ.data.get("ranged", ())


@SCRIPTS.ability("fletchers_quiver", timing="response", on="player_attack", when=_host_shot_ranged,
                 name="draw", label="Fletcher's Quiver: draw 1 card")
def fletchers_quiver(game: Lotr, source: Source, occ: Any) -> None:
    draw(game, source.controller, 1)


def _own_ready_others(game: Lotr, seat: str) -> list[CardInstance]:
    """Ready characters `seat` controls, the declared defenders aside.  Only the player's own: another
    player's Sentinel character can defend for them only in its own way (LC-KW-SENTINEL-07)."""
    from ..rules.basics import ready

    a = game.state.attack
    taken = {a.defender, *a.extra} if a else set()
    return [c for c in game.state.players[seat].characters() if ready(c) and str(c.uid) not in taken]


def _i_declared_a_defender(game: Lotr, src: Source, occ: Any) -> bool:
    return occ.data.get("seat") == src.controller and bool(_own_ready_others(game, src.controller))


@from_hand("shoulder_to_shoulder", timing="response", on="defended", when=_i_declared_a_defender,
           label="Shoulder to Shoulder: declare 1 more defender")
def shoulder_to_shoulder(game: Lotr, source: Source, occ: Any):
    from ..rules.basics import exhaust

    st = game.state
    c = yield from choose(game, source.controller, "which of your characters defends as well?",
                          _own_ready_others(game, source.controller), rule="LC-KW-SENTINEL-07")
    exhaust(c)
    assert st.attack is not None
    st.attack.extra.append(str(c.uid))
    game.emit(f"{st.name(c)} defends as well", kind="defend", seat=source.controller,
              data={"seat": source.controller, "defender": c.uid, "enemy": st.attack.enemy, "extra": True})

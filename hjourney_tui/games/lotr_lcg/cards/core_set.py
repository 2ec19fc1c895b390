"""Scripts of the player cards (heroes, allies, attachments, events) with text."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from hjourney_tui.core.modifiers import Modifier
from hjourney_tui.core.scripts import Source
from hjourney_tui.core.timing import Occurrence
from hjourney_tui.core.zones import CardInstance

from ..rules.basics import add_tokens, draw, in_play_characters, ready, ready_card, tokens
from ..rules.damage import deal_damage, heal
from ..rules.threat import lower_threat
from . import SCRIPTS, choose

if TYPE_CHECKING:
    from ..engine import Lotr


# -- attachments: constant stat bonuses to the card they hang on ----------------------------------
def stat_bonus(card: str, **stats: int) -> None:
    @SCRIPTS.ability(card, timing="constant", name="bonus")
    def bonus(game: Lotr, source: Source, host: CardInstance) -> list[Modifier]:
        return [Modifier(str(host.uid), what, n, source=source.id) for what, n in stats.items()]


stat_bonus("banner_of_the_ford", willpower=1, attack=1)
stat_bonus("wardens_horn", willpower=1)
stat_bonus("token_of_hope", willpower=1)
stat_bonus("travellers_staff", willpower=1)
stat_bonus("keen_blade", attack=1)
stat_bonus("stout_buckler", defence=1)
stat_bonus("thick_cloak", hit_points=1)
stat_bonus("lucky_pebble", hit_points=1)


# -- allies: responses when they enter play ---------------------------------------------------------
def _this_card(game: Lotr, source: Source, occ: Occurrence) -> bool:
    return occ.data["card"] == source.id


def draw_on_entry(card: str, n: int) -> None:
    @SCRIPTS.ability(card, timing="response", on="enters_play", when=_this_card, name="draw",
                     label=f"draw {n} card{'s' if n > 1 else ''}")
    def effect(game: Lotr, source: Source, occ: Occurrence) -> None:
        draw(game, source.controller, n)


draw_on_entry("village_elder", 1)
draw_on_entry("lorekeeper_anwe", 2)


# -- events ---------------------------------------------------------------------------------------
def _mine(game: Lotr, seat: str) -> list[CardInstance]:
    return game.state.players[seat].characters()


def own_heroes(game: Lotr, seat: str) -> list[CardInstance]:
    return list(game.state.players[seat].heroes.cards)


def _all_heroes(game: Lotr) -> list[CardInstance]:
    return [h for s in game.turns.standing for h in game.state.players[s].heroes.cards]


@SCRIPTS.ability("call_to_arms", timing="action", name="resources",
                 when=lambda game, src, occ: bool(own_heroes(game, src.controller)))
def call_to_arms(game: Lotr, source: Source, occ: Any):
    hero = yield from choose(game, source.controller, "which hero gains 2 resources?", own_heroes(game, source.controller))
    add_tokens(hero, "resources", 2)
    game.emit(f"{game.state.name(hero)} gains 2 resources", kind="resources", data={"card": hero.uid})


def _exhausted(cards: list[CardInstance]) -> list[CardInstance]:
    return [c for c in cards if not ready(c)]


@SCRIPTS.ability("rally_the_road", timing="action", name="ready",
                 when=lambda game, src, occ: bool(_exhausted(_all_heroes(game))))
def rally_the_road(game: Lotr, source: Source, occ: Any):
    hero = yield from choose(game, source.controller, "ready which hero?", _exhausted(_all_heroes(game)))
    ready_card(hero)
    game.emit(f"{game.state.name(hero)} readies", kind="ready", data={"card": hero.uid})


@SCRIPTS.ability("second_wind", timing="action", name="ready",
                 when=lambda game, src, occ: bool(_exhausted(_mine(game, src.controller))))
def second_wind(game: Lotr, source: Source, occ: Any):
    c = yield from choose(game, source.controller, "ready which character?", _exhausted(_mine(game, source.controller)))
    ready_card(c)
    game.emit(f"{game.state.name(c)} readies", kind="ready", data={"card": c.uid})


@SCRIPTS.ability("sudden_strike", timing="action", on="combat", name="strike",
                 when=lambda game, src, occ: bool(game.state.players[src.controller].engaged.cards))
def sudden_strike(game: Lotr, source: Source, occ: Any):
    enemies = list(game.state.players[source.controller].engaged.cards)
    enemy = yield from choose(game, source.controller, "deal 2 damage to which enemy?", enemies)
    yield from deal_damage(game, enemy, 2, source.id)


def phase_boost(card: str, what: str, phase: str, n: int = 2) -> None:
    @SCRIPTS.ability(card, timing="action", on=phase, name="boost",
                     when=lambda game, src, occ: bool(in_play_characters(game)))
    def effect(game: Lotr, source: Source, occ: Any):
        c = yield from choose(game, source.controller, f"which character gets +{n} {what}?", in_play_characters(game))
        game.modifiers.add(Modifier(str(c.uid), what, n, until="phase", source=source.id))
        game.emit(f"{game.state.name(c)} gets +{n} {what} this phase", kind="boost", data={"card": c.uid, "stat": what})


phase_boost("hold_the_line", "defence", "combat")
phase_boost("battle_fury", "attack", "combat")
phase_boost("quiet_courage", "willpower", "quest")
phase_boost("battle_cry", "attack", "combat", 1)


def _damaged(game: Lotr) -> list[CardInstance]:
    return [c for c in in_play_characters(game) if tokens(c, "damage")]


@SCRIPTS.ability("poultice", timing="action", name="heal", when=lambda game, src, occ: bool(_damaged(game)))
def poultice(game: Lotr, source: Source, occ: Any):
    c = yield from choose(game, source.controller, "heal which character?", _damaged(game))
    heal(game, c, 3)


@SCRIPTS.ability("study_the_signs", timing="action", name="draw")
def study_the_signs(game: Lotr, source: Source, occ: Any) -> None:
    draw(game, source.controller, 2)


def _shadowed(game: Lotr) -> list[CardInstance]:
    return [game.state.cards[e] for e in sorted(set(game.state.shadow_of.values()))
            if any(not game.state.cards[s].face_up for s, en in game.state.shadow_of.items() if en == e)]


@SCRIPTS.ability("read_the_shadow", timing="action", on="combat", name="discard_shadow",
                 when=lambda game, src, occ: bool(_shadowed(game)))
def read_the_shadow(game: Lotr, source: Source, occ: Any):
    st = game.state
    enemy = yield from choose(game, source.controller, "discard the shadow card of which enemy?", _shadowed(game))
    s = next(c for c in st.shadows_on(enemy) if not c.face_up)
    del st.shadow_of[str(s.uid)]
    game.table.move(s, st.encounter.discard, face_up=True)
    game.emit(f"the shadow card of {st.name(enemy)} is discarded ({st.name(s)})", kind="shadow",
              data={"enemy": enemy.uid, "card": s.card_id})


@SCRIPTS.ability("calm_breath", timing="action", name="threat")
def calm_breath(game: Lotr, source: Source, occ: Any) -> None:
    lower_threat(game, source.controller, 3)

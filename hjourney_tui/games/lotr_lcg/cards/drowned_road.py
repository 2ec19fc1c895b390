"""Scripts of the Drowned Road scenario: its quest stages and its encounter cards (and the wilds)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hjourney_tui.core.scripts import Source
from hjourney_tui.core.timing import Limit, Occurrence

from ..rules.basics import exhaust, ready
from ..rules.damage import deal_damage
from ..rules.staging import add_to_staging, reveal_top
from ..rules.threat import raise_threat
from ..rules.travel import TRAVEL_COSTS
from . import SCRIPTS, choose

if TYPE_CHECKING:
    from ..engine import Lotr


def this_card(game: Lotr, source: Source, occ: Occurrence) -> bool:
    return occ.data.get("card") == source.id


def when_revealed(card: str):  # noqa: ANN201 - a decorator
    return SCRIPTS.ability(card, timing="forced", on="revealed", when=this_card, name="when_revealed",
                           label="When revealed")


def shadow(card: str):  # noqa: ANN201 - a decorator
    return SCRIPTS.ability(card, timing="forced", on="shadow", when=this_card, name="shadow", label="Shadow")


def current_attack(game: Lotr):  # noqa: ANN202
    a = game.state.attack
    assert a is not None
    return a


# -- quest stages ----------------------------------------------------------------------------------
@SCRIPTS.ability("drowned_road_1", timing="forced", on="setup", when=this_card, name="setup", label="Setup")
def leaving_ashford(game: Lotr, source: Source, occ: Occurrence) -> None:
    st = game.state
    captain = next((c for c in st.encounter.deck.cards if c.card_id == "raider_captain"), None)
    if captain is not None:
        captain.face_up = True
        add_to_staging(game, captain)
    game.rng.shuffle(st.encounter.deck.cards)


@SCRIPTS.ability("drowned_road_2", timing="forced", on="stage_revealed", when=this_card, name="when_revealed",
                 label="When revealed")
def sodden_causeway(game: Lotr, source: Source, occ: Occurrence):
    yield from reveal_top(game, game.turns.first)


@SCRIPTS.ability("drowned_road_3", timing="forced", on="stage_revealed", when=this_card, name="when_revealed",
                 label="When revealed")
def broken_bridge(game: Lotr, source: Source, occ: Occurrence) -> None:
    king = next((c for c in game.state.encounter.set_aside.cards if c.card_id == "drowned_king"), None)
    if king is not None:
        add_to_staging(game, king)


# -- enemies and locations -------------------------------------------------------------------------
@SCRIPTS.ability("raider_captain", timing="forced", on="engaged", when=this_card, name="engaged",
                 label="Raider Captain: threat +2")
def raider_captain(game: Lotr, source: Source, occ: Occurrence) -> None:
    raise_threat(game, [occ.data["seat"]], 2, "Raider Captain")


@SCRIPTS.ability("flooded_ford", timing="forced", on="travel", when=this_card, name="travel",
                 label="Flooded Ford: threat +1")
def flooded_ford(game: Lotr, source: Source, occ: Occurrence) -> None:
    raise_threat(game, game.turns.order_from(), 1, "Flooded Ford")


@when_revealed("bog_ogre")
def bog_ogre(game: Lotr, source: Source, occ: Occurrence):
    for seat in game.turns.order_from():
        for ally in list(game.state.players[seat].allies.cards):
            yield from deal_damage(game, ally, 1, source.id)


# -- treacheries -------------------------------------------------------------------------------------
@when_revealed("sudden_squall")
def sudden_squall(game: Lotr, source: Source, occ: Occurrence) -> None:
    raise_threat(game, game.turns.order_from(), 2, "Sudden Squall")


@when_revealed("marsh_lights")
def marsh_lights(game: Lotr, source: Source, occ: Occurrence):
    for seat in game.turns.order_from():
        chars = [c for c in game.state.players[seat].characters() if ready(c)]
        if chars:
            c = yield from choose(game, seat, "Marsh Lights: exhaust which of your characters?", chars)
            exhaust(c)
            game.emit(f"{game.state.name(c)} is exhausted", kind="exhaust", seat=seat, data={"card": c.uid})


@when_revealed("sinking_ground")
def sinking_ground(game: Lotr, source: Source, occ: Occurrence):
    st = game.state
    for seat in game.turns.order_from():
        for c in [c for c in st.players[seat].characters() if not ready(c)]:
            yield from deal_damage(game, c, 1, source.id)


def _discard_random(game: Lotr, seat: str) -> None:
    p = game.state.players[seat]
    if p.hand.cards:
        c = p.hand.cards[game.rng.below(len(p.hand.cards))]
        game.table.move(c, p.discard, face_up=True)
        game.emit(f"{seat} discards {game.state.name(c)} at random", kind="discard", seat=seat,
                  reveals=True, data={"seat": seat, "card": c.card_id})


@when_revealed("spoiled_stores")
def spoiled_stores(game: Lotr, source: Source, occ: Occurrence) -> None:
    for seat in game.turns.order_from():
        _discard_random(game, seat)


# -- shadow effects ----------------------------------------------------------------------------------
def plus_attack(card: str, n: int, undefended: int = 0) -> None:
    @shadow(card)
    def effect(game: Lotr, source: Source, occ: Occurrence) -> None:
        a = current_attack(game)
        a.bonus += undefended if (undefended and a.defender is None) else n
        game.emit(f"shadow: this attack now gets +{a.bonus}", kind="shadow", data={"bonus": a.bonus})


for _card in ("wolf_pack", "stony_ridge", "mire_crawler", "marsh_lights", "reed_marsh", "drifting_mist",
              "bog_skirmisher", "pilfering_crows"):
    plus_attack(_card, 1)
plus_attack("hill_brigand", 1, undefended=2)
plus_attack("sinking_ground", 0, undefended=2)


def threat_shadow(card: str) -> None:
    @shadow(card)
    def effect(game: Lotr, source: Source, occ: Occurrence) -> None:
        raise_threat(game, [current_attack(game).seat], 1, "shadow")


@shadow("drowned_watchtower")
def watchtower_shadow(game: Lotr, source: Source, occ: Occurrence):
    a = current_attack(game)
    if a.defender is not None:
        yield from deal_damage(game, game.state.cards[a.defender], 1, source.id)


threat_shadow("sudden_squall")
threat_shadow("gathering_gloom")


@shadow("spoiled_stores")
def stores_shadow(game: Lotr, source: Source, occ: Occurrence) -> None:
    _discard_random(game, current_attack(game).seat)





# -- burdens (campaign mode only) ------------------------------------------------------------------
@when_revealed("grief_of_ashford")
def grief_of_ashford(game: Lotr, source: Source, occ: Occurrence) -> None:
    raise_threat(game, game.turns.order_from(), 1, "Grief of Ashford")


@when_revealed("sorrowful_march")
def sorrowful_march(game: Lotr, source: Source, occ: Occurrence) -> None:
    raise_threat(game, game.turns.order_from(), 2, "Sorrowful March")


# -- set-aside wilds cards -------------------------------------------------------------------------
@when_revealed("fogbound_ferry")
def fogbound_ferry(game: Lotr, source: Source, occ: Occurrence) -> None:
    raise_threat(game, game.turns.order_from(), 2, "Fogbound Ferry")


@when_revealed("creeping_rust")
def creeping_rust(game: Lotr, source: Source, occ: Occurrence):
    """'Every attachment' may be none; a Permanent card is never discarded while its hero is in play."""
    from ..rules.damage import discard_attachment, discardable

    st = game.state
    for hero in list(st.players[occ.data["seat"]].heroes.cards):
        for a in st.attachments_on(hero):
            if a.face_up and discardable(game, a):
                yield from discard_attachment(game, a)


def _ready_heroes(game: Lotr) -> list:
    return [h for h in game.state.players[game.turns.first].heroes.cards if ready(h)]


def _toll_problem(game: Lotr) -> str:
    return "" if _ready_heroes(game) else "Toll Bridge: the first player has no ready hero to exhaust"


TRAVEL_COSTS["toll_bridge"] = _toll_problem


@SCRIPTS.ability("toll_bridge", timing="forced_interrupt", on="travel", when=this_card, name="travel",
                 label="Travel: exhaust a hero")
def toll_bridge(game: Lotr, source: Source, occ: Occurrence):
    hero = yield from choose(game, game.turns.first, "Toll Bridge: exhaust which hero?", _ready_heroes(game),
                             rule="LC-CORE-TRAVEL-05")
    exhaust(hero)
    game.emit(f"{game.state.name(hero)} is exhausted to pay the toll", kind="exhaust", rule="LC-CORE-TRAVEL-05",
              data={"card": hero.uid})


@when_revealed("lost_in_the_fog")
def lost_in_the_fog(game: Lotr, source: Source, occ: Occurrence) -> None:
    from ..rules.threat import eliminate

    seat = occ.data["seat"]
    if game.state.players[seat].threat >= 40:
        eliminate(game, seat, "lost in the fog")


@when_revealed("heavy_toll")
def heavy_toll(game: Lotr, source: Source, occ: Occurrence):
    """'If able': with fewer than 2 ready characters nothing is exhausted at all."""
    st = game.state
    seat = occ.data["seat"]
    chars = [c for c in st.players[seat].characters() if ready(c)]
    if len(chars) < 2:
        game.emit(f"Heavy Toll: {seat} cannot exhaust 2 characters, so nothing happens", kind="skip",
                  rule="LC-CORE-FX-09", data={"seat": seat, "card": "heavy_toll"})
        return
    for _ in range(2):
        c = yield from choose(game, seat, "Heavy Toll: exhaust which character?",
                              [c for c in st.players[seat].characters() if ready(c)])
        exhaust(c)
        game.emit(f"Heavy Toll exhausts {st.name(c)}", kind="exhaust", seat=seat,
                  data={"card": c.uid, "by": "heavy_toll"})


@when_revealed("bridge_warden_demands")
def bridge_warden_demands(game: Lotr, source: Source, occ: Occurrence):
    """Discarding 2 is offered only to a player holding 2 cards: an option must be carried out in full."""
    from hjourney_tui.core.questions import Ask, Option

    st = game.state
    seat = occ.data["seat"]
    p = st.players[seat]
    options = [Option("raise", "raise your threat by 2", {"verb": "raise", "threat": 2})]
    if len(p.hand) >= 2:
        options.insert(0, Option("discard", "discard 2 cards from your hand", {"verb": "discard", "cards": 2}))
    answer = yield Ask(seat, "The Warden's Demands: discard 2 cards from your hand, or raise your threat by 2",
                       options, rule="LC-CORE-FX-10")
    if answer.name == "raise":
        raise_threat(game, [seat], 2, "The Warden's Demands")
        return
    for _ in range(2):
        c = yield from choose(game, seat, "discard which card?", list(p.hand.cards))
        game.table.move(c, p.discard, face_up=True)
        game.emit(f"{seat} discards {st.name(c)}", kind="discard", seat=seat, data={"seat": seat, "card": c.card_id})


@when_revealed("restless_dead")
def restless_dead(game: Lotr, source: Source, occ: Occurrence):
    """A card revealed from the discard pile resolves as any revealed card: its keywords too."""
    from ..rules.staging import resolve_revealed

    st = game.state
    top = st.encounter.discard.cards[-1] if st.encounter.discard.cards else None
    if top is None:
        return
    game.table.move(top, st.encounter.revealing, face_up=True)
    yield from resolve_revealed(game, top, occ.data["seat"])


@SCRIPTS.ability("bog_lurker", timing="forced", on="engaged", when=this_card, name="lunge",
                 label="Bog Lurker: an immediate attack")
def bog_lurker(game: Lotr, source: Source, occ: Occurrence):
    from ..rules.combat import immediate_attack

    yield from immediate_attack(game, occ.data["seat"], game.state.cards[source.id])


@SCRIPTS.ability("twinblade_reaver", timing="forced", on="attacked", when=this_card, name="again",
                 label="Twinblade Reaver: an additional attack", limit=Limit(1, "phase"))
def twinblade_reaver(game: Lotr, source: Source, occ: Occurrence):
    from ..rules.combat import additional_attack

    yield from additional_attack(game, occ.data["seat"], game.state.cards[source.id])


for _card in ("fogbound_ferry", "lost_in_the_fog", "heavy_toll", "toll_bridge", "restless_dead"):
    plus_attack(_card, 1)

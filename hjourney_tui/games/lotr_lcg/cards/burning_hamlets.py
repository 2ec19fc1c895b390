"""Scripts of the Burning Hamlets scenario: its stages, its encounter cards and its sack deck."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hjourney_tui.core.scripts import Source
from hjourney_tui.core.timing import Occurrence
from hjourney_tui.core.zones import CardInstance

from ..rules.basics import add_tokens, stat, tokens
from ..rules.damage import deal_damage, leave_play
from ..rules.encounter import engage
from ..rules.sack import sack_cards
from ..rules.staging import add_to_staging, claimable
from ..rules.threat import lower_threat, raise_threat
from . import SCRIPTS, choose
from .drowned_road import current_attack, plus_attack, shadow, this_card, threat_shadow, when_revealed

if TYPE_CHECKING:
    from ..engine import Lotr


def when_sacked(card: str):  # noqa: ANN201 - a decorator
    return SCRIPTS.ability(card, timing="forced", on="sacked", when=this_card, name="when_sacked",
                           label="When sacked")


def search_to_staging(game: Lotr, card_id: str) -> None:
    """Setup text: a copy of the card from the encounter deck to the staging area, then a shuffle."""
    st = game.state
    found = next((c for c in st.encounter.deck.cards if c.card_id == card_id), None)
    if found is not None:
        found.face_up = True
        add_to_staging(game, found)
    game.rng.shuffle(st.encounter.deck.cards)


def set_aside_to_staging(game: Lotr, card_id: str) -> None:
    found = next((c for c in game.state.encounter.set_aside.cards if c.card_id == card_id), None)
    if found is not None:
        add_to_staging(game, found)


# -- quest stages ----------------------------------------------------------------------------------
@SCRIPTS.ability("burning_hamlets_1", timing="forced", on="setup", when=this_card, name="setup", label="Setup")
def smoke_setup(game: Lotr, source: Source, occ: Occurrence) -> None:
    search_to_staging(game, "thatched_farmstead")


def _is_stage(game: Lotr, source: Source, occ: Occurrence) -> bool:
    stage = game.state.stage
    return stage is not None and str(stage.uid) == source.id


@SCRIPTS.ability("burning_hamlets_1", timing="forced", on="round_end", when=_is_stage, name="villagers_flee",
                 label="Smoke over the Hollow: a villager is lost")
def smoke_round_end(game: Lotr, source: Source, occ: Occurrence) -> None:
    stage = game.state.cards[source.id]
    if tokens(stage, "villagers"):
        add_tokens(stage, "villagers", -1)
        game.emit(f"a villager is lost ({tokens(stage, 'villagers')} left)", kind="villagers",
                  data={"card": stage.uid, "villagers": tokens(stage, "villagers")})
    else:
        raise_threat(game, game.turns.order_from(), 1, "no villagers left to save")


@SCRIPTS.ability("burning_hamlets_3", timing="forced", on="stage_revealed", when=this_card, name="when_revealed",
                 label="When revealed")
def drive_them_off(game: Lotr, source: Source, occ: Occurrence) -> None:
    set_aside_to_staging(game, "reaver_chief")


# -- enemies, locations, objective -----------------------------------------------------------------
@SCRIPTS.ability("reaver_chief", timing="forced", on="engaged", when=this_card, name="engaged",
                 label="Reaver Chief: sack 1")
def reaver_chief(game: Lotr, source: Source, occ: Occurrence):
    yield from sack_cards(game, 1)


@SCRIPTS.ability("ransacked_granary", timing="forced", on="travel", when=this_card, name="travel",
                 label="Ransacked Granary: sack 1")
def ransacked_granary(game: Lotr, source: Source, occ: Occurrence):
    yield from sack_cards(game, 1)


@SCRIPTS.ability("lurking_footpad", timing="forced", on="engaged", when=this_card, name="engaged",
                 label="Lurking Footpad: a resource is stolen")
def lurking_footpad(game: Lotr, source: Source, occ: Occurrence):
    yield from _lose_resource(game, occ.data["seat"])


def _lose_resource(game: Lotr, seat: str):  # noqa: ANN202 - a script
    heroes = [h for h in game.state.players[seat].heroes.cards if tokens(h, "resources")]
    if heroes:
        h = yield from choose(game, seat, "discard 1 resource from which hero?", heroes)
        add_tokens(h, "resources", -1)
        game.emit(f"{game.state.name(h)} loses a resource", kind="resources", seat=seat, data={"card": h.uid})


def _villagers_to_stage(card: str) -> None:
    @SCRIPTS.ability(card, timing="forced_interrupt", on="explored", when=this_card, name="villagers",
                     label="the villagers are led to safety")
    def effect(game: Lotr, source: Source, occ: Occurrence) -> None:
        st = game.state
        loc, stage = st.cards[source.id], st.stage
        n = tokens(loc, "villagers")
        if n and stage is not None:
            add_tokens(loc, "villagers", -n)
            add_tokens(stage, "villagers", n)
            game.emit(f"{n} villagers move from {st.name(loc)} to {st.name(stage)}", kind="villagers",
                      rule="LC-KW-VILLAGERS-05", data={"card": stage.uid, "villagers": tokens(stage, "villagers")})


_villagers_to_stage("thatched_farmstead")
_villagers_to_stage("mill_house")


def in_staging(game: Lotr, source: Source, occ: Occurrence) -> bool:
    return game.table.zone_of(game.state.cards[source.id]) is game.state.encounter.staging


def _unguarded_in_staging(game: Lotr, source: Source, occ: Occurrence) -> bool:
    return in_staging(game, source, occ) and claimable(game, game.state.cards[source.id])


@SCRIPTS.ability("hidden_cellar", timing="forced", on="quest_succeeded", when=_unguarded_in_staging,
                 name="claim", label="Hidden Cellar: the stores are found")
def hidden_cellar(game: Lotr, source: Source, occ: Occurrence) -> None:
    st = game.state
    cellar = st.cards[source.id]
    leave_play(game, cellar)
    game.emit("the Hidden Cellar is claimed", kind="claim", data={"card": cellar.card_id})
    for seat in game.turns.order_from():
        lower_threat(game, seat, 2)


# -- treacheries -----------------------------------------------------------------------------------
@when_revealed("fleeing_townsfolk")
def fleeing_townsfolk(game: Lotr, source: Source, occ: Occurrence) -> None:
    stage = game.state.stage
    if stage is not None and tokens(stage, "villagers"):
        add_tokens(stage, "villagers", -1)
        game.emit("a villager is lost from the quest stage", kind="villagers", rule="LC-KW-VILLAGERS-04",
                  data={"card": stage.uid, "villagers": tokens(stage, "villagers")})
    else:
        raise_threat(game, game.turns.order_from(), 2, "Fleeing Townsfolk")


@when_revealed("smoke_and_ash")
def smoke_and_ash(game: Lotr, source: Source, occ: Occurrence):
    st = game.state
    for seat in game.turns.order_from():
        for h in [h for h in st.players[seat].heroes.cards if "committed" in h.flags]:
            yield from deal_damage(game, h, 1, source.id)


# -- the sack deck ---------------------------------------------------------------------------------
def _with_villagers(game: Lotr) -> list[CardInstance]:
    st = game.state
    cards = [*st.encounter.staging.cards, *st.encounter.active.cards, *st.encounter.quest.cards[:1]]
    return [c for c in cards if tokens(c, "villagers")]


@when_sacked("burning_barn")
def burning_barn(game: Lotr, source: Source, occ: Occurrence):
    targets = _with_villagers(game)
    if not targets:
        occ.data["no_target"] = True
        game.emit("Burning Barn finds no villagers", kind="sack", rule="LC-KW-SACK-08")
        return
    c = yield from choose(game, occ.data["seat"], "Burning Barn: a villager is lost from which card?", targets,
                          rule="LC-KW-SACK-06")
    add_tokens(c, "villagers", -1)
    game.emit(f"a villager is lost from {game.state.name(c)}", kind="villagers", rule="LC-KW-VILLAGERS-04",
              data={"card": c.uid, "villagers": tokens(c, "villagers")})


@when_sacked("carried_off")
def carried_off(game: Lotr, source: Source, occ: Occurrence):
    st = game.state
    allies = [a for s in game.turns.order_from() for a in st.players[s].allies.cards]
    if not allies:
        occ.data["no_target"] = True
        game.emit("Carried Off finds no ally", kind="sack", rule="LC-KW-SACK-08")
        return
    a = yield from choose(game, occ.data["seat"], "Carried Off: which ally is carried off?", allies,
                          rule="LC-KW-SACK-06")
    leave_play(game, a)
    game.emit(f"{st.name(a)} is carried off", kind="discard", data={"card": a.card_id})


@when_sacked("looting_party")
def looting_party(game: Lotr, source: Source, occ: Occurrence) -> None:
    add_to_staging(game, game.state.cards[source.id])


@when_sacked("stolen_stores")
def stolen_stores(game: Lotr, source: Source, occ: Occurrence):
    for seat in game.turns.order_from():
        yield from _lose_resource(game, seat)


# -- shadow effects ----------------------------------------------------------------------------------
for _card in ("crumbling_path", "hamlet_raider", "thatched_farmstead", "fleeing_townsfolk"):
    plus_attack(_card, 1)
plus_attack("torch_bearers", 1, undefended=2)
threat_shadow("lurking_footpad")
threat_shadow("ransacked_granary")


@shadow("hill_reaver")
def reaver_shadow(game: Lotr, source: Source, occ: Occurrence):
    st = game.state
    enemies = [c for c in st.encounter.staging.cards if st.kind(c) == "enemy"]
    if enemies:
        low = min(stat(game, e, "engagement") for e in enemies)
        seat = current_attack(game).seat
        e = yield from choose(game, st.deciding(game.turns.first), "which enemy engages?",
                              [e for e in enemies if stat(game, e, "engagement") == low])
        yield from engage(game, seat, e)


@shadow("smoke_and_ash")
def smoke_shadow(game: Lotr, source: Source, occ: Occurrence):
    a = current_attack(game)
    if a.defender is not None:
        yield from deal_damage(game, game.state.cards[a.defender], 1, source.id)


# -- an objective-ally: a character while a player holds it, lost with the game if it leaves play ------
def _take_reeve(game: Lotr, reeve: CardInstance) -> None:
    """The first player takes control: the Reeve joins their allies, keeping its damage."""
    st = game.state
    first = game.turns.first
    if st.zone_of(reeve) is st.players[first].allies:
        return
    game.table.move(reeve, st.players[first].allies, face_up=True)
    reeve.controller = first
    game.emit(f"{first} takes control of {st.name(reeve)}", kind="control", seat=first, rule="LC-CORE-CARD-14",
              data={"card": reeve.card_id, "seat": first})


@when_revealed("wounded_reeve")
def reeve_revealed(game: Lotr, source: Source, occ: Occurrence) -> None:
    _take_reeve(game, game.state.cards[source.id])


@SCRIPTS.ability("wounded_reeve", timing="forced", on="round_end", name="pass_on",
                 label="Wounded Reeve: the first player takes control of it")
def reeve_passes_on(game: Lotr, source: Source, occ: Occurrence) -> None:
    _take_reeve(game, game.state.cards[source.id])

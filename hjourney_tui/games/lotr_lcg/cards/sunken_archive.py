"""Scripts of the Sunken Archive scenario: its stages, its encounter cards and its underworld deck."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hjourney_tui.core.questions import Ask, Option
from hjourney_tui.core.scripts import Source
from hjourney_tui.core.timing import Occurrence

from ..rules.basics import exhaust, ready
from ..rules.clues import claim_clue, committed_heroes
from ..rules.damage import deal_damage
from ..rules.encounter import engage
from ..rules.staging import add_to_staging, claimable, resolve_revealed
from ..rules.threat import raise_threat
from . import SCRIPTS, choose
from .burning_hamlets import in_staging, set_aside_to_staging
from .drowned_road import plus_attack, this_card, threat_shadow, when_revealed

if TYPE_CHECKING:
    from ..engine import Lotr


# -- quest stages ----------------------------------------------------------------------------------
@SCRIPTS.ability("sunken_archive_1", timing="forced", on="setup", when=this_card, name="setup", label="Setup")
def dry_well(game: Lotr, source: Source, occ: Occurrence):
    st = game.state
    shaft = next((c for c in st.encounter.deck.cards if c.card_id == "well_shaft"), None)
    if shaft is not None:
        add_to_staging(game, shaft)
    stone = next((c for c in st.encounter.deck.cards if c.card_id == "cipher_stone"), None)
    if stone is not None:  # revealed, so Guarded draws its guard from the deck as it stands
        game.table.move(stone, st.encounter.revealing, face_up=True)
        yield from resolve_revealed(game, stone, game.turns.first)
    game.rng.shuffle(st.encounter.deck.cards)


@SCRIPTS.ability("sunken_archive_2", timing="forced", on="stage_revealed", when=this_card, name="when_revealed",
                 label="When revealed")
def fallen_shelves(game: Lotr, source: Source, occ: Occurrence):
    st = game.state
    ledger = next((c for c in st.encounter.deck.cards if c.card_id == "torn_ledger"), None)
    if ledger is not None:
        game.table.move(ledger, st.encounter.revealing, face_up=True)
        yield from resolve_revealed(game, ledger, game.turns.first)
    game.rng.shuffle(st.encounter.deck.cards)


@SCRIPTS.ability("sunken_archive_4", timing="forced", on="stage_revealed", when=this_card, name="when_revealed",
                 label="When revealed")
def sealed_door(game: Lotr, source: Source, occ: Occurrence) -> None:
    set_aside_to_staging(game, "archive_warden")


# -- Hide ------------------------------------------------------------------------------------------
def _failed(game: Lotr, source: Source, occ: Occurrence) -> bool:
    return occ.data.get("card") == source.id and not occ.data.get("passed")


@SCRIPTS.ability("archive_sentry", timing="forced", on="hide_test", when=_failed, name="spotted",
                 label="Archive Sentry: you are spotted")
def archive_sentry(game: Lotr, source: Source, occ: Occurrence):
    yield from engage(game, occ.data["seat"], game.state.cards[source.id])


@SCRIPTS.ability("prowling_eyes", timing="forced", on="hide_test", when=_failed, name="spotted",
                 label="Prowling Eyes: you are spotted")
def prowling_eyes(game: Lotr, source: Source, occ: Occurrence) -> None:
    raise_threat(game, [occ.data["seat"]], 3, "Prowling Eyes")


# -- Peril -----------------------------------------------------------------------------------------
@when_revealed("whispering_dark")
def whispering_dark(game: Lotr, source: Source, occ: Occurrence):
    st = game.state
    seat = occ.data["seat"]
    heroes = st.players[seat].heroes.cards
    answer = yield Ask(seat, "Whispering Dark: raise your threat by 3, or deal 2 damage to one of your heroes",
                       [Option("raise", "raise your threat by 3", {"verb": "raise", "threat": 3}),
                        *(Option(f"target {h.uid}", f"deal 2 damage to {st.name(h)}",
                                 {"verb": "target", "uid": h.uid, "card": h.card_id}) for h in heroes)],
                       rule="LC-KW-PERIL-01")
    if answer.name == "raise":
        raise_threat(game, [seat], 3, "Whispering Dark")
    else:
        yield from deal_damage(game, st.cards[answer.args[0]], 2, source.id)


@when_revealed("collapsing_shelves")
def collapsing_shelves(game: Lotr, source: Source, occ: Occurrence):
    st = game.state
    seat = occ.data["seat"]
    answer = yield Ask(seat, "Collapsing Shelves: exhaust every character you control, or every player raises "
                       "their threat by 2",
                       [Option("exhaust", "exhaust every character you control", {"verb": "exhaust"}),
                        Option("raise", "each player raises their threat by 2", {"verb": "raise", "threat": 2})],
                       rule="LC-KW-PERIL-01")
    if answer.name == "raise":
        raise_threat(game, game.turns.order_from(), 2, "Collapsing Shelves")
    else:
        for c in st.players[seat].characters():
            if ready(c):
                exhaust(c)
        game.emit(f"{seat}'s characters are all exhausted", kind="exhaust", seat=seat, data={"seat": seat})


# -- Venom and poison ------------------------------------------------------------------------------
@when_revealed("musty_air")
def musty_air(game: Lotr, source: Source, occ: Occurrence):
    st = game.state
    for seat in game.turns.order_from():
        for c in [c for c in st.players[seat].characters() if st.poisons_on(c)]:
            yield from deal_damage(game, c, 1, source.id)


@SCRIPTS.ability("archive_warden", timing="forced", on="engaged", when=this_card, name="engaged",
                 label="Archive Warden: a venomous blow")
def archive_warden(game: Lotr, source: Source, occ: Occurrence):
    seat = occ.data["seat"]
    heroes = game.state.players[seat].heroes.cards
    if heroes:
        h = yield from choose(game, seat, "Archive Warden: which of your heroes takes 1 damage?", heroes)
        yield from deal_damage(game, h, 1, source.id)


# -- Clues -----------------------------------------------------------------------------------------
def _findable(game: Lotr, source: Source, occ: Occurrence) -> bool:
    """A Clue in staging that nothing guards, with a committed hero to take it: a guarded Clue does not
    trigger at all, so the first player is not asked to put effects that do nothing in order."""
    clue = game.state.cards[source.id]
    return in_staging(game, source, occ) and claimable(game, clue) and bool(committed_heroes(game))


def _claim(card: str, name: str) -> None:
    @SCRIPTS.ability(card, timing="forced", on="quest_succeeded", when=_findable, name="claim",
                     label=f"{name}: a Clue is found")  # named, for when several are put in order
    def effect(game: Lotr, source: Source, occ: Occurrence):
        yield from claim_clue(game, game.state.cards[source.id])


_claim("torn_ledger", "Torn Ledger")
_claim("cipher_stone", "Cipher Stone")
_claim("sealed_satchel", "Sealed Satchel")


# -- the underworld deck ---------------------------------------------------------------------------
@when_revealed("falling_rubble")
def falling_rubble(game: Lotr, source: Source, occ: Occurrence) -> None:
    raise_threat(game, game.turns.order_from(), 1, "Falling Rubble")


# -- shadow effects ----------------------------------------------------------------------------------
for _card in ("flooded_vault", "dust_choked_hall", "stack_spider", "archive_sentry", "whispering_dark",
              "musty_air"):
    plus_attack(_card, 1)
threat_shadow("prowling_eyes")

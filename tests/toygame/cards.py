"""The Dice Race cards with text, each a small script registered under its card id."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hjourney_tui.core.scripts import CardScripts, Source
from hjourney_tui.core.timing import Limit, Occurrence

from . import rules

if TYPE_CHECKING:
    from .engine import DiceRace

SCRIPTS = CardScripts("toy")


def _mine(game: DiceRace, source: Source, occ: Occurrence) -> bool:
    return occ.data["target"] == source.controller


def _discard(game: DiceRace, source: Source) -> None:
    c = game.card_by_uid(source.id)
    game.table.move(c, game.state.discard, face_up=True)


@SCRIPTS.ability("shield", timing="interrupt", on="wound", when=_mine, label="discard Shield: no wound")
def shield(game: DiceRace, source: Source, occ: Occurrence) -> None:
    _discard(game, source)
    occ.prevent(source.id)
    game.emit(f"{source.controller}'s Shield stops the wound", seat=source.controller, rule="perils",
              data={"card": source.card, "seat": source.controller})


@SCRIPTS.ability("bramble", timing="forced", on="wound", when=_mine, label="Bramble: back 1 space")
def bramble(game: DiceRace, source: Source, occ: Occurrence) -> None:
    rules.advance(game, source.controller, -1, "bramble")


@SCRIPTS.ability("thorn", timing="forced", on="wound", when=_mine, label="Thorn: draw a card")
def thorn(game: DiceRace, source: Source, occ: Occurrence) -> None:
    rules.draw(game, source.controller)


@SCRIPTS.ability("rally", timing="response", on="wound", when=_mine, limit=Limit(1, "round", max=True),
                 label="discard Rally: forward 2")
def rally(game: DiceRace, source: Source, occ: Occurrence) -> None:
    _discard(game, source)
    rules.advance(game, source.controller, 2, "rally")

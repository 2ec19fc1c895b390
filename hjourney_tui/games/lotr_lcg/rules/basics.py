"""Small steps every phase uses: stats, readying, drawing, tokens, card names for players."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hjourney_tui.core.zones import CardInstance

if TYPE_CHECKING:
    from ..engine import Lotr


def stat(game: Lotr, c: CardInstance, what: str) -> int:
    """A card's stat now: printed value with every modifier in force, never below 0."""
    return game.modifiers.stat(str(c.uid), what)


def tokens(c: CardInstance, kind: str) -> int:
    return c.tokens.get(kind, 0)


def add_tokens(c: CardInstance, kind: str, n: int) -> None:
    """Tokens are unlimited; a count never goes below 0 and a 0 count is dropped."""
    left = max(0, c.tokens.get(kind, 0) + n)
    if left:
        c.tokens[kind] = left
    else:
        c.tokens.pop(kind, None)


def ready(c: CardInstance) -> bool:
    return "exhausted" not in c.flags


def exhaust(c: CardInstance) -> None:
    c.flags.add("exhausted")


def ready_card(c: CardInstance) -> None:
    c.flags.discard("exhausted")


def label(game: Lotr, c: CardInstance) -> str:
    """A card as players read it: its name, or that it is face down."""
    if not c.face_up:
        return "a face-down card"
    return game.state.name(c)


def draw(game: Lotr, seat: str, n: int = 1) -> int:
    """The player draws up to n cards; an empty deck gives nothing and costs nothing."""
    p = game.state.players[seat]
    drawn = 0
    for _ in range(n):
        c = game.table.draw(p.deck, p.hand)
        if c is None:
            game.emit(f"{seat}'s deck is empty: nothing to draw", seat=seat, kind="draw", rule="LC-CORE-RES-03",
                      data={"seat": seat, "drew": None})
            break
        drawn += 1
        game.emit(f"{seat} draws {game.state.name(c)}", private_to=(seat,), public_text=f"{seat} draws a card",
                  seat=seat, kind="draw", reveals=True, data={"seat": seat})
    return drawn


def in_play_characters(game: Lotr, seat: str | None = None) -> list[CardInstance]:
    """Heroes and allies in play, of one seat or of every seat still in."""
    seats = [seat] if seat is not None else game.turns.standing
    out: list[CardInstance] = []
    for s in seats:
        out += game.state.players[s].characters()
    return out


def is_character(game: Lotr, c: CardInstance) -> bool:
    return game.state.kind(c) in ("hero", "ally")


def targetable(game: Lotr, c: CardInstance) -> bool:
    """Whether a player card effect may choose this card: not one immune to player card effects."""
    return not stat(game, c, "immune")

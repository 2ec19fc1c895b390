"""Card scripts: the Python behind a card's text, registered under the card's id.

Printed values (cost, strength, keywords) stay in the ruleset TOML; a card
whose text does something gets a small function beside it::

    SCRIPTS = CardScripts("toy")

    @SCRIPTS.ability("shield_maiden", timing="interrupt", on="wound", limit=Limit(1, "round"))
    def shield_maiden(game, source, occ):
        if occ.data["target"] == source.controller:
            occ.prevent(source.id)

`when(game, source, occ)` says whether the ability answers this occurrence
(default: always); `effect(game, source, occ)` does it and may be a script
that asks questions.  Constant abilities return modifiers instead.
`CardScripts.check(cards)` is what a content test calls: every card with text
has a script and every script names a card.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from .records import record
from .timing import TIMINGS, Limit, Occurrence, Trigger


@record
class Source:
    """A card (or token) whose abilities are live now, as the game sees it."""

    id: str  # this copy's id in the game
    card: str  # the card's id in the ruleset, under which its script is registered
    controller: str  # the seat that decides on its optional abilities


@record
class Ability:
    card: str
    name: str
    timing: str
    on: str  # the occurrence kind it answers ("" for actions and constants)
    effect: Callable[..., Any]
    when: Callable[..., bool] | None = None
    limit: Limit | None = None
    label: str = ""
    verb: str = ""  # the command verb that uses it, where not "trigger"


class CardScripts:
    """The registry of one game's card scripts."""

    def __init__(self, game: str) -> None:
        self.game = game
        self.by_card: dict[str, list[Ability]] = {}

    def ability(self, card: str, *, timing: str, on: str = "", name: str = "", limit: Limit | None = None,
                when: Callable[..., bool] | None = None, label: str = "", verb: str = "",
                ) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
        if timing not in TIMINGS:
            raise ValueError(f"{card}: timing must be one of {TIMINGS}, not {timing!r}")

        def register(fn: Callable[..., Any]) -> Callable[..., Any]:
            abilities = self.by_card.setdefault(card, [])
            ab_name = name or fn.__name__
            if any(a.name == ab_name for a in abilities):
                raise ValueError(f"{card} has two abilities called {ab_name!r}")
            abilities.append(Ability(card, ab_name, timing, on, fn, when, limit, label or ab_name, verb))
            return fn

        return register

    def abilities(self, card: str, timing: str | None = None) -> list[Ability]:
        return [a for a in self.by_card.get(card, []) if timing is None or a.timing == timing]

    def triggers(self, game: Any, sources: Iterable[Source], occ: Occurrence, timing: str) -> list[Trigger]:
        """The abilities of `sources` that answer `occ` in this timing, as triggers."""
        out = []
        for src in sources:
            for ab in self.by_card.get(src.card, ()):
                if ab.timing != timing or ab.on != occ.kind:
                    continue
                if ab.when is not None and not ab.when(game, src, occ):
                    continue
                out.append(Trigger(src.id, src.controller, timing, ab.label,
                                   (lambda ab=ab, src=src: ab.effect(game, src, occ)),
                                   ability=ab.name, limit=ab.limit, card=src.card,
                                   command=f"{ab.verb} {src.id}" if ab.verb else ""))
        return out

    def check(self, cards: Mapping[str, Mapping[str, Any]], text_field: str = "text") -> list[str]:
        """Problems between a ruleset's cards and these scripts: a card with text and no
        script, or a script for no card.  Empty when all is well."""
        problems = [f"{cid} has text but no script" for cid, card in cards.items()
                    if str(card.get(text_field, "")).strip() and cid not in self.by_card]
        problems += [f"the script for {cid} names no card" for cid in self.by_card if cid not in cards]
        return problems

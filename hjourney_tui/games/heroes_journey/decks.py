"""A player's own Heroes' Journey deck, from a TOML file (see core.decks and the README).

The file names the Hero who starts in play, the quest need and the nine sites of the atlas, and
the book as two tables of card id = copies, one per side:

    [deck]
    title = "..."             # optional
    quest = "lost_princess"
    hero = "tip"
    sites = ["...", ...]      # nine site ids
    [deck.campaign]
    tip = 2
    [deck.adversary]
    kalidah = 4

The reader returns the same shape, cleaned, so a save can keep it and read it again.
"""

from __future__ import annotations

from typing import Any

from hjourney_tui.core.decks import DeckError
from hjourney_tui.core.ruleset import Ruleset, RulesetError, validate

from .content import Content, Deck, deck_problems, load_content

DECK_FILE = {"deck": {"?title": str, "?blurb": str, "quest": str, "hero": str, "sites": [str],
                      "campaign": {"*": int}, "adversary": {"*": int}}}


def read_deck(data: dict[str, Any], ruleset: Ruleset, source: str) -> dict[str, Any]:
    """The deck as plain data, or DeckError with every deck rule it breaks, in plain words."""
    try:
        validate(data, DECK_FILE, source)
    except RulesetError as exc:
        raise DeckError(source, [f"{exc.key} {exc.problem}" if exc.key else exc.problem]) from None
    content = load_content(ruleset)
    d = data["deck"]
    problems = []
    for side in ("campaign", "adversary"):
        for cid, n in d[side].items():
            card = content.cards.get(cid)
            if n < 1:
                problems.append(f"{cid} is listed with {n} copies; list a card at least once or leave it out")
            elif card is not None and card["side"] != side:
                problems.append(f"{card['title']} is an Adversary card but is listed on the Campaign side"
                                if side == "campaign" else
                                f"{card['title']} is a Campaign card but is listed on the Adversary side")
    deck = deck_from_data(data)
    problems += deck_problems(content, deck)
    if problems:
        raise DeckError(source, problems)
    return {"deck": {k: d[k] for k in ("title", "blurb", "quest", "hero", "sites", "campaign", "adversary")
                     if k in d}}


def deck_from_data(data: dict[str, Any], deck_id: str = "own") -> Deck:
    """The Deck a (read) deck file describes."""
    d = data["deck"]
    book = [(cid, n) for side in ("campaign", "adversary") for cid, n in d[side].items() if n > 0]
    return Deck(deck_id, d.get("title", "Own deck"), d.get("blurb", ""), d["quest"], d["hero"],
                tuple(d["sites"]), tuple(book))


def deck_file_of(content: Content, deck: Deck) -> dict[str, Any]:
    """A prebuilt deck written as a deck file: the place to start building one's own."""
    sides: dict[str, dict[str, int]] = {"campaign": {}, "adversary": {}}
    for cid, n in deck.book:
        sides[content.cards[cid]["side"]][cid] = n
    return {"deck": {"title": deck.title, "quest": deck.quest, "hero": deck.hero, "sites": list(deck.sites),
                     **sides}}

"""The shipped content counted against the full core set we aim for (four prebuilt decks).

Every count the target asks for is worked out here from the TOML and the card scripts.  What the
pool still lacks is written down in SHORT, and the test fails when the two disagree, in either
direction: a card added that closes a gap must also take that gap off the list.
"""

from __future__ import annotations

from collections import Counter

import pytest

from hjourney_tui.core.ruleset import load_ruleset
from hjourney_tui.games.heroes_journey.cards import SCRIPTS
from hjourney_tui.games.heroes_journey.content import KEYWORDS, PHASES, load_content

# Titles of each kind in the full set (four decks); Heroes are counted by version.
TITLES = {
    ("campaign", "hero"): 6, ("campaign", "companion"): 24, ("campaign", "ally"): 8,
    ("campaign", "possession"): 12, ("campaign", "artifact"): 6, ("campaign", "condition"): 8,
    ("campaign", "event"): 24, ("adversary", "minion"): 32, ("adversary", "possession"): 6,
    ("adversary", "artifact"): 4, ("adversary", "condition"): 10, ("adversary", "event"): 24,
}
AT_LEAST_TWO = 2  # every keyword, phase label, cost form and trigger form is on two shipped cards at least

# What the pool lacks today: (what, how many there are, how many the full set wants).
SHORT: dict[str, tuple[int, int]] = {}


@pytest.fixture(scope="module")
def content():
    return load_content(load_ruleset("heroes_journey"))


def _kind(card: dict) -> tuple[str, str]:
    return (card["side"], "hero") if card.get("hero") else (card["side"], card["type"])


def counts(content) -> dict[str, tuple[int, int]]:
    """Every target, with what the pool has."""
    cards = content.cards.values()
    titles: dict[tuple[str, str], set[str]] = {}
    for card in cards:
        # Heroes count by version: an alternate Hero may share a title and differ in subtitle.
        name = (card["title"], card.get("subtitle", "")) if card.get("hero") else card["title"]
        titles.setdefault(_kind(card), set()).add(name)
    out = {f"titles {side} {kind}": (len(titles.get((side, kind), ())), want)
           for (side, kind), want in TITLES.items()}
    for kw in KEYWORDS:
        out[f"keyword {kw}"] = (sum(1 for c in cards if kw in c.get("keywords", {}) or kw in c.get("grants", {})),
                                AT_LEAST_TWO)
    for phase in PHASES:
        out[f"phase {phase}"] = (sum(1 for c in cards if phase in c.get("phases", [])), AT_LEAST_TWO)
    out["events with several phase labels"] = (sum(1 for c in cards if len(c.get("phases", [])) > 1), AT_LEAST_TWO)
    out["cards in the support area"] = (sum(1 for c in cards if c.get("support")), AT_LEAST_TWO)
    out["cards with a To Play cost"] = (sum(1 for c in cards if c.get("to_play")), AT_LEAST_TWO)
    out["sites with text"] = (sum(1 for s in content.sites.values() if s.get("text")), len(content.sites) // 2)
    out["sites with a printed Sanctuary"] = (sum(1 for s in content.sites.values() if s.get("sanctuary")),
                                             AT_LEAST_TWO)
    forms = Counter((ab.on, ab.timing) for abilities in SCRIPTS.by_card.values() for ab in abilities)
    for (on, timing), n in forms.items():
        out[f"trigger {timing} {on or 'action'}"] = (n, AT_LEAST_TWO)
    return out


def test_four_prebuilt_decks_of_sixty_cards_and_ten_card_atlases(content):
    assert len(content.decks) == 4
    for deck in content.decks.values():
        assert len(deck.book_list()) == 60
        assert len(deck.sites) + 1 == 10  # nine sites and the quest need
    regions = Counter(s["region"] for s in content.sites.values())
    assert regions == {1: 12, 2: 12, 3: 12}
    assert len(content.quests) == 4


def test_what_the_pool_lacks_is_exactly_the_list_of_gaps(content):
    have = counts(content)
    gaps = {what: (n, want) for what, (n, want) in have.items() if n < want}
    assert gaps == SHORT

"""The Heroes' Journey content: cards, sites, quest needs and prebuilt decks from TOML.

Layout of rulesets/heroes_journey/:
    cards/<set>.toml   one `[cards.<id>]` table per Campaign or Adversary card
    sites.toml         `[sites.<id>]` and `[quests.<id>]` (no culture, neither side)
    decks/<id>.toml    a prebuilt deck: quest need, Hero, 9 sites and the book's counts

Every problem is a RulesetError naming the file and the key.  The checks run once
per ruleset (`Ruleset.derived`).
"""

from __future__ import annotations

from typing import Any

from hjourney_tui.core.ruleset import Ruleset, RulesetError, validate

from ...core.records import record

CARD_TYPES = ("companion", "ally", "minion", "possession", "artifact", "event", "condition")
CHARACTERS = ("companion", "ally", "minion")
SIDES = ("campaign", "adversary")
KEYWORDS = ("shoot", "damage", "defender", "durable", "impervious", "brazen", "indomitable", "lurker")
PHASES = ("campaign", "adversary", "maneuver", "barrage", "assignment", "skirmish", "regroup", "response")
# Card fields that carry out a card's text by themselves, with no script (HJ-PLAY-05, HJ-RISK-05).
DATA_TEXT = ("cheaper_with", "cost_change", "while_spot")
BOOK_MIN = 60
SIDE_MIN = 30
COPIES_MAX = 4
ATLAS_SITES = 9
HAND_SIZE = 8

CARD = {"title": str, "?subtitle": str, "type": str, "side": str, "culture": str, "?unique": bool, "cost": int,
        "?strength": int, "?vitality": int, "?resistance": int, "?site": int, "?hero": str,
        "?keywords": {"*": int}, "?grants": {"*": int}, "?tags": [str], "?class": str, "?bearer": str,
        "?phases": [str], "?to_play": {"?burdens": int}, "?support": bool, "?support_limit": int,
        "?cheaper_with": str, "?cost_change": {"type": str, "amount": int}, "?stack_max": int,
        "?while_spot": {"title": str, "keywords": {"*": int}}, "?text": str}
# A site's text, as data: while the Campaign player's party stands there, characters of a type (with a
# race or feature, if `tag` is given) have a stat or keyword changed (HJ-SITE-10).
SITE_BONUS = {"who": str, "stat": str, "amount": int, "?tag": str}
SITE = {"title": str, "region": int, "risk": int, "arrow": str, "?terrain": [str], "?sanctuary": int, "?text": str,
        "?bonus": SITE_BONUS}
QUEST = {"title": str, "party_limit": int, "?cultures": [str], "requires_motivated_hero": bool, "?text": str}
DECK = {"deck": {"title": str, "?blurb": str, "quest": str, "hero": str, "sites": [str], "book": {"*": int}}}


@record
class Deck:
    id: str
    title: str
    blurb: str
    quest: str  # quest need id
    hero: str  # card id of the Hero companion
    sites: tuple[str, ...]
    book: tuple[tuple[str, int], ...]  # (card id, copies)

    def book_list(self) -> list[str]:
        return [cid for cid, n in self.book for _ in range(n)]


@record
class Content:
    cards: dict[str, dict[str, Any]]  # Campaign and Adversary cards by id
    sites: dict[str, dict[str, Any]]
    quests: dict[str, dict[str, Any]]
    decks: dict[str, Deck]
    files: dict[str, str]  # card, site or quest id -> the file it came from

    def any_card(self, cid: str) -> dict[str, Any]:
        return self.cards.get(cid) or self.sites.get(cid) or self.quests[cid]


def load_content(ruleset: Ruleset) -> Content:
    return ruleset.derived("heroes_journey.content", lambda: _build(ruleset))


def _build(rs: Ruleset) -> Content:
    cards: dict[str, dict[str, Any]] = {}
    files: dict[str, str] = {}
    for stem in sorted(s for s in rs.files if s.startswith("cards/")):
        file = f"{stem}.toml"
        validate(rs[stem], {"cards": {"*": CARD}}, file)
        for cid, card in rs[stem]["cards"].items():
            if cid in files:
                raise RulesetError(file, f"cards.{cid}", f"is defined twice (also in {files[cid]})")
            _check_card(file, f"cards.{cid}", card)
            cards[cid], files[cid] = card, file
    if "sites" not in rs.files:
        raise RulesetError("sites.toml", "", "is missing")
    validate(rs["sites"], {"sites": {"*": SITE}, "quests": {"*": QUEST}}, "sites.toml")
    sites, quests = rs["sites"]["sites"], rs["sites"]["quests"]
    for sid, site in sites.items():
        if sid in cards:  # one id, one thing: a card and a site never share one
            raise RulesetError("sites.toml", f"sites.{sid}", f"has the id of a card (in {files[sid]})")
        if site["region"] not in (1, 2, 3):
            raise RulesetError("sites.toml", f"sites.{sid}.region", "should be 1, 2 or 3 (sites 1-3, 4-6, 7-9)")
        if site["arrow"] not in ("left", "right"):
            raise RulesetError("sites.toml", f"sites.{sid}.arrow", "should be left or right")
        if site["risk"] < 0:
            raise RulesetError("sites.toml", f"sites.{sid}.risk", "cannot be negative")
        files[sid] = "sites.toml"
    for qid, quest in quests.items():
        if quest["party_limit"] < 1:
            raise RulesetError("sites.toml", f"quests.{qid}.party_limit", "should be at least 1")
        files[qid] = "sites.toml"
    decks = {}
    for stem in sorted(s for s in rs.files if s.startswith("decks/")):
        file = f"{stem}.toml"
        validate(rs[stem], DECK, file)
        d = rs[stem]["deck"]
        deck = Deck(stem.split("/", 1)[1], d["title"], d.get("blurb", ""), d["quest"], d["hero"],
                    tuple(d["sites"]), tuple(d["book"].items()))
        for cid in deck.book_list():
            if cid in sites or cid in quests:
                raise RulesetError(file, f"deck.book.{cid}", "a book holds no sites and no quest needs")
            if cid not in cards:
                raise RulesetError(file, f"deck.book.{cid}", "names no card")
        content = Content(cards, sites, quests, {}, files)
        problems = deck_problems(content, deck)
        if problems:
            raise RulesetError(file, "deck", "; ".join(problems))
        decks[deck.id] = deck
    if not decks:
        raise RulesetError("decks/", "", "no prebuilt deck")
    return Content(cards, sites, quests, decks, files)


def _check_card(file: str, key: str, card: dict[str, Any]) -> None:
    def bad(field: str, problem: str) -> RulesetError:
        return RulesetError(file, f"{key}.{field}", problem)

    if card["type"] not in CARD_TYPES:
        raise bad("type", f"should be one of {', '.join(CARD_TYPES)}")
    if card["side"] not in SIDES:
        raise bad("side", "should be campaign or adversary")
    if card["cost"] < 0:
        raise bad("cost", "cannot be negative")
    t = card["type"]
    if t in CHARACTERS:
        for stat in ("strength", "vitality"):
            if stat not in card:
                raise bad(stat, f"a {t} needs it")
        if card["vitality"] < 1:
            raise bad("vitality", "should be at least 1")
    if t == "companion" and "resistance" not in card:
        raise bad("resistance", "a companion needs it")
    if t == "companion" and card["side"] != "campaign" or t == "minion" and card["side"] != "adversary" \
            or t == "ally" and card["side"] != "campaign":
        raise bad("side", f"a {t} cannot be on the {card['side']} side")
    if t in ("ally", "minion") and "site" not in card:
        raise bad("site", f"a {t} needs a site number")
    if "site" in card and not 1 <= card["site"] <= 9:
        raise bad("site", "should be 1 to 9")
    if "hero" in card and t != "companion":
        raise bad("hero", "only a companion can be a Hero")
    for k in card.get("keywords", {}):
        if k not in KEYWORDS:
            raise bad(f"keywords.{k}", f"unknown keyword (known: {', '.join(KEYWORDS)})")
    for k in card.get("grants", {}):
        if k not in KEYWORDS:
            raise bad(f"grants.{k}", f"unknown keyword (known: {', '.join(KEYWORDS)})")
    for p in card.get("phases", []):
        if p not in PHASES:
            raise bad("phases", f"unknown phase {p!r} (known: {', '.join(PHASES)})")
    if "support_limit" in card and (not card.get("support") or card["support_limit"] < 1):
        raise bad("support_limit", "only a support-area card has one, and it is at least 1")
    if t == "event" and not card.get("phases"):
        raise bad("phases", "an event needs the phase(s) it is played in")
    if t in ("possession", "artifact", "condition") and not card.get("support") \
            and card.get("bearer") not in ("companion", "minion"):
        raise bad("bearer", "should be companion or minion (or give `support = true`)")


def deck_problems(content: Content, deck: Deck) -> list[str]:
    """Why this deck is not legal (empty when it is): book and atlas rules."""
    out = []
    book = deck.book_list()
    if len(book) < BOOK_MIN:
        out.append(f"the book has {len(book)} cards, fewer than {BOOK_MIN}")
    known = [c for c in book if c in content.cards]
    out += [f"{c} is a site or quest need, which never goes in a book" for c in book
            if c in content.sites or c in content.quests]
    out += [f"{c} is no card" for c in book if c not in content.cards and c not in content.sites
            and c not in content.quests]
    camp = sum(1 for c in known if content.cards[c]["side"] == "campaign")
    adv = len(known) - camp
    if camp != adv:
        out.append(f"the book has {camp} Campaign and {adv} Adversary cards; they must be equal")
    elif camp < SIDE_MIN:
        out.append(f"the book needs at least {SIDE_MIN} cards of each side")
    titles: dict[str, int] = {}
    for c in known:
        t = content.cards[c]["title"]
        titles[t] = titles.get(t, 0) + 1
    out += [f"{n} copies of {t}, more than {COPIES_MAX}" for t, n in titles.items() if n > COPIES_MAX]
    quest = content.quests.get(deck.quest)
    if quest is None:
        out.append(f"quest need {deck.quest!r} does not exist")
    hero = content.cards.get(deck.hero)
    if hero is None or hero.get("hero") is None or hero["type"] != "companion":
        out.append(f"{deck.hero!r} is not a Hero companion")
    elif quest is not None and hero["hero"] != quest["title"]:
        out.append(f"{hero['title']} is a Hero for {hero['hero']}, not for {quest['title']}")
    if deck.hero not in book:
        out.append(f"the Hero {deck.hero!r} is not in the book")
    if len(deck.sites) != ATLAS_SITES:
        out.append(f"the atlas has {len(deck.sites)} sites, not {ATLAS_SITES}")
    missing = [s for s in deck.sites if s not in content.sites]
    out += [f"site {s!r} does not exist" for s in missing]
    placed = [content.sites[s] for s in deck.sites if s in content.sites]
    if len({s["title"] for s in placed}) != len(placed):
        out.append("two sites of the atlas share a title")
    for region in (1, 2, 3):
        n = sum(1 for s in placed if s["region"] == region)
        if n > 3:
            out.append(f"the atlas has {n} sites of region {region}, more than 3")
    return out

"""The content schema: every card is one TOML table, checked once per ruleset.

Files (rulesets/lotr_lcg/): heroes, player_cards, decks, scenarios, quests,
encounter, campaign (campaign cards, boons, burdens: campaign mode only).  A problem is reported as a `RulesetError` naming file and key.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import field
from functools import cached_property
from typing import Any

from hjourney_tui.core.ruleset import Ruleset, RulesetError, validate

from ...core.records import record

SPHERES = ("leadership", "lore", "spirit", "tactics")
PLAYER_TYPES = ("ally", "attachment", "event")
ENCOUNTER_TYPES = ("enemy", "location", "treachery", "objective")
ATTACH_TO = ("hero", "character")
SPECIAL_DECKS = ("sack", "underworld")  # a scenario's own decks, kept apart from the encounter deck
MIN_DECK = 50  # cards, heroes not counted
LEARNING_DECK = 30  # a learning deck (variant) holds exactly this many
MAX_COPIES = 3  # of one title in a deck
MAX_HEROES = 3

STATS = {"willpower": int, "attack": int, "defence": int, "hit_points": int}
SCHEMAS: dict[str, dict[str, Any]] = {
    "heroes": {"hero": {"*": {"name": str, "sphere": str, "threat": int, **STATS, "?traits": [str],
                              "?ranged": bool, "?sentinel": bool, "?text": str}}},
    "player_cards": {"card": {"*": {"name": str, "type": str, "sphere": str, "cost": int, "?unique": bool,
                                    **{f"?{k}": v for k, v in STATS.items()}, "?traits": [str],
                                    "?attach_to": str, "?ranged": bool, "?sentinel": bool, "?restricted": bool,
                                    "?cost_x": bool, "?text": str}}},
    "decks": {"deck": {"*": {"name": str, "heroes": [str], "cards": {"*": int}}}},
    "scenarios": {"scenario": {"*": {"name": str, "encounter_sets": [str]}}},
    "quests": {"quest": {"*": {"scenario": str, "stage": int, "name": str, "quest_points": int,
                               "?battle": bool, "?siege": bool, "?villagers": int, "?clues": int,
                               "?text": str}}},
    "encounter": {"encounter": {"*": {"name": str, "type": str, "set": str, "copies": int, "?unique": bool,
                                      "?engagement": int, "?threat": int, "?attack": int, "?defence": int,
                                      "?hit_points": int, "?quest_points": int, "?victory": int,
                                      "?surge": int, "?doomed": int, "?ambush": bool, "?archery": int,
                                      "?regenerate": int, "?prowl": int, "?hard_only": bool,
                                      "?indestructible": bool, "?set_aside": bool, "?immune": bool, "?restricted": bool,
                                      "?guarded": bool, "?clue": bool, "?hide": int, "?peril": bool,
                                      "?sack": int, "?underworld": int, "?venom": bool, "?villagers": int,
                                      "?deck": str, "?willpower": int, "?ally": bool, "?lose_if_leaves": bool,
                                      "?traits": [str], "?text": str, "?shadow": str}}},
    "campaign": {
        "campaign_card": {"*": {"place": int, "name": str, "setup": str, "resolution": str, "?setup_threat": int,
                                "?setup_draw": int, "?boons": [str], "?burdens": [str], "?fallen_burden": str,
                                "?note": str}},
        "boon": {"*": {"name": str, "type": str, "sphere": str, "cost": int, "use": str, "?attach_to": str,
                       **{f"?{k}": v for k, v in STATS.items()}, "?text": str}},
        "burden": {"*": {"name": str, "type": str, "use": str, "?engagement": int, "?threat": int, "?attack": int,
                         "?defence": int, "?hit_points": int, "?quest_points": int, "?victory": int,
                         "?text": str}},
    },
}
BOON_USES = ("attached", "hand", "deck")
BURDEN_USES = ("deck", "staging")
# what each encounter type must print
NEEDS = {"enemy": ("engagement", "threat", "attack", "defence", "hit_points"),
         "location": ("threat", "quest_points"), "treachery": (), "objective": ()}


@record
class Content:
    heroes: Mapping[str, Mapping[str, Any]]
    cards: Mapping[str, Mapping[str, Any]]  # player cards
    decks: Mapping[str, Mapping[str, Any]]
    scenarios: Mapping[str, Mapping[str, Any]]
    quests: Mapping[str, Mapping[str, Any]]
    encounter: Mapping[str, Mapping[str, Any]]
    campaign_cards: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    boons: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    burdens: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)

    @cached_property
    def every_card(self) -> dict[str, Mapping[str, Any]]:
        """Every card's printed data by id, whatever its kind."""
        return {**self.quests, **self.encounter, **self.burdens, **self.cards, **self.boons, **self.heroes}

    def printed(self, card_id: str) -> Mapping[str, Any]:
        return self.every_card[card_id]

    def stages(self, scenario: str) -> list[str]:
        """The quest cards of a scenario, stage 1 first."""
        return sorted((q for q, c in self.quests.items() if c["scenario"] == scenario),
                      key=lambda q: self.quests[q]["stage"])

    @cached_property
    def campaign_scenarios(self) -> list[str]:
        """The campaign's scenarios, in the order scenarios.toml lists them."""
        return list(self.scenarios)

    def campaign_card(self, place: int) -> Mapping[str, Any] | None:
        """The campaign card of the campaign's scenario number `place` (1 for the first), if any."""
        return next((c for c in self.campaign_cards.values() if c["place"] == place), None)

    def texts(self) -> dict[str, dict[str, str]]:
        """Every card id with all its game text (own text and shadow), for the script check."""
        out: dict[str, dict[str, str]] = {}
        for table in (self.heroes, self.cards, self.encounter, self.quests, self.boons, self.burdens):
            for cid, c in table.items():
                out[cid] = {"text": " ".join(str(c.get(k, "")) for k in ("text", "shadow")).strip()}
        return out


def load(ruleset: Ruleset) -> Content:
    """All content, validated and cross-checked (once per ruleset)."""
    return ruleset.derived("lotr_lcg.content", lambda: _checked(ruleset))


def _checked(ruleset: Ruleset) -> Content:
    for stem, schema in SCHEMAS.items():
        data = ruleset.get(stem)
        if data is None:
            raise RulesetError(f"{stem}.toml", "", "is missing from the ruleset")
        validate(data, schema, f"{stem}.toml")
    heroes = ruleset["heroes"]["hero"]
    cards = ruleset["player_cards"]["card"]
    encounter = ruleset["encounter"]["encounter"]
    for hid, h in heroes.items():
        _one_of("heroes.toml", f"hero.{hid}.sphere", h["sphere"], SPHERES)
    for cid, c in cards.items():
        where = f"card.{cid}"
        _one_of("player_cards.toml", f"{where}.type", c["type"], PLAYER_TYPES)
        _one_of("player_cards.toml", f"{where}.sphere", c["sphere"], (*SPHERES, "neutral"))
        if c["type"] == "ally":
            for k in STATS:
                if k not in c:
                    raise RulesetError("player_cards.toml", f"{where}.{k}", "an ally needs this stat")
        if c["type"] == "attachment":
            _one_of("player_cards.toml", f"{where}.attach_to", c.get("attach_to", ""), ATTACH_TO)
    scenarios = ruleset["scenarios"]["scenario"]
    sets = set()
    for eid, e in encounter.items():
        where = f"encounter.{eid}"
        _one_of("encounter.toml", f"{where}.type", e["type"], ENCOUNTER_TYPES)
        for k in NEEDS[e["type"]]:
            if k not in e:
                raise RulesetError("encounter.toml", f"{where}.{k}", f"an {e['type']} needs this")
        if "deck" in e:
            _one_of("encounter.toml", f"{where}.deck", e["deck"], SPECIAL_DECKS)
        sets.add(e["set"])
    for sid, s in scenarios.items():
        for name in s["encounter_sets"]:
            if name not in sets:
                raise RulesetError("scenarios.toml", f"scenario.{sid}.encounter_sets",
                                   f"no encounter card belongs to set '{name}'")
    quests = ruleset["quests"]["quest"]
    for qid, q in quests.items():
        if q["scenario"] not in scenarios:
            raise RulesetError("quests.toml", f"quest.{qid}.scenario", f"no scenario '{q['scenario']}'")
    for sid in scenarios:
        stages = [q["stage"] for q in quests.values() if q["scenario"] == sid]
        if sorted(stages) != list(range(1, len(stages) + 1)):
            raise RulesetError("quests.toml", sid, f"stages should run 1, 2, ... without gaps (have {sorted(stages)})")
    camp = ruleset["campaign"]
    _check_campaign(camp, cards, encounter, heroes)
    for file, key, table in (("player_cards.toml", "card", cards), ("encounter.toml", "encounter", encounter)):
        for cid, c in table.items():
            if str(c.get("text", "")).startswith("Permanent"):
                raise RulesetError(file, f"{key}.{cid}.text", "Permanent is for boons and burdens (campaign mode) only")
    content = Content(heroes, cards, ruleset["decks"]["deck"], scenarios, quests, encounter,
                      camp.get("campaign_card", {}), camp.get("boon", {}), camp.get("burden", {}))
    for did, d in content.decks.items():
        problems = deck_problems(content, d["heroes"], d["cards"])
        if problems:
            raise RulesetError("decks.toml", f"deck.{did}", "; ".join(problems))
    return content


def _check_campaign(camp: Mapping[str, Any], cards: Mapping[str, Any], encounter: Mapping[str, Any],
                    heroes: Mapping[str, Any]) -> None:
    """Boons and burdens are cards of their own (no id shared with another card), each campaign card has
    its own place, and what a resolution earns exists."""
    boons, burdens = camp.get("boon", {}), camp.get("burden", {})
    for kind, table in (("boon", boons), ("burden", burdens)):
        for cid in table:
            if cid in cards or cid in encounter or cid in heroes or (kind == "burden" and cid in boons):
                raise RulesetError("campaign.toml", f"{kind}.{cid}", "shares its id with another card")
    for bid, b in boons.items():
        _one_of("campaign.toml", f"boon.{bid}.type", b["type"], PLAYER_TYPES)
        _one_of("campaign.toml", f"boon.{bid}.use", b["use"], BOON_USES)
        if b["type"] == "attachment":
            _one_of("campaign.toml", f"boon.{bid}.attach_to", b.get("attach_to", ""), ATTACH_TO)
        elif b["use"] == "attached":
            raise RulesetError("campaign.toml", f"boon.{bid}.use", "only an attachment can be attached")
    for bid, b in burdens.items():
        _one_of("campaign.toml", f"burden.{bid}.type", b["type"], ENCOUNTER_TYPES)
        _one_of("campaign.toml", f"burden.{bid}.use", b["use"], BURDEN_USES)
        for k in NEEDS[b["type"]]:
            if k not in b:
                raise RulesetError("campaign.toml", f"burden.{bid}.{k}", f"an {b['type']} needs this")
    places: set[int] = set()
    for cid, c in camp.get("campaign_card", {}).items():
        where = f"campaign_card.{cid}"
        if c["place"] < 1 or c["place"] in places:
            raise RulesetError("campaign.toml", f"{where}.place", "should be 1, 2, ... and given once each")
        places.add(c["place"])
        for b in c.get("boons", []):
            if b not in boons:
                raise RulesetError("campaign.toml", f"{where}.boons", f"no boon '{b}'")
        for b in [*c.get("burdens", []), *([c["fallen_burden"]] if "fallen_burden" in c else [])]:
            if b not in burdens:
                raise RulesetError("campaign.toml", f"{where}.burdens", f"no burden '{b}'")


def _one_of(file: str, key: str, value: str, allowed: tuple[str, ...]) -> None:
    if value not in allowed:
        raise RulesetError(file, key, f"'{value}' is not one of {', '.join(allowed)}")


@record
class DeckList:
    """A deck as a seat plays it: its heroes and its cards with their copies."""

    id: str
    name: str
    heroes: tuple[str, ...]
    cards: Mapping[str, int]


def deck_list(content: Content, deck_id: str) -> DeckList:
    """A preconstructed deck of decks.toml."""
    d = content.decks[deck_id]
    return DeckList(deck_id, d["name"], tuple(d["heroes"]), dict(d["cards"]))


def deck_problems(content: Content, heroes: list[str], cards: Mapping[str, int], learning: bool = False) -> list[str]:
    """Why a deck is not legal, one plain sentence per broken rule (empty if it is legal).  A learning
    deck (variant) has 30 cards instead of the 50 or more."""
    return hero_problems(content, heroes) + card_problems(content, cards, learning)


def hero_problems(content: Content, heroes: list[str]) -> list[str]:
    """1 to 3 heroes of this game, no two with the same title (LC-CORE-DECK-03)."""
    out = []
    if not 1 <= len(heroes) <= MAX_HEROES:
        out.append(f"a deck has 1 to {MAX_HEROES} heroes, not {len(heroes)}")
    for h in heroes:
        if h not in content.heroes:
            out.append(f"no hero '{h}'")
    names = [content.heroes[h]["name"] for h in heroes if h in content.heroes]
    for name in sorted({n for n in names if names.count(n) > 1}):
        out.append(f"two heroes share a title ({name})")
    return out


def card_problems(content: Content, cards: Mapping[str, int], learning: bool = False) -> list[str]:
    """No hero and no campaign card in the list, at most 3 copies of a title, at least 50 cards
    (LC-CORE-DECK-01/02/04/06)."""
    out = []
    for cid in cards:
        if cid in content.heroes:
            out.append(f"the hero '{cid}' cannot be in the card list")
        elif cid in content.boons or cid in content.burdens or cid in content.campaign_cards:
            out.append(f"'{cid}' is for campaign mode only and cannot be put in a deck")
        elif cid not in content.cards:
            out.append(f"no player card '{cid}'")
    for cid, n in cards.items():
        if not isinstance(n, int) or isinstance(n, bool) or n < 1:
            out.append(f"'{cid}' should have 1 or more copies, not {n}")
    titles: dict[str, int] = {}
    for cid, n in cards.items():
        if cid in content.cards:
            name = content.cards[cid]["name"]
            titles[name] = titles.get(name, 0) + n
    for name, n in titles.items():
        if n > MAX_COPIES:
            out.append(f"{n} copies of {name} (at most {MAX_COPIES})")
    total = sum(n for cid, n in cards.items() if cid in content.cards)
    if learning:
        if total != LEARNING_DECK:
            out.append(f"{total} cards (a learning deck has {LEARNING_DECK}, heroes not counted)")
    elif total < MIN_DECK:
        out.append(f"{total} cards (at least {MIN_DECK}, heroes not counted)")
    return out

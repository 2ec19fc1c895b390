"""The content schema: every card is one TOML table, checked once per ruleset.

Files (rulesets/lotr_lcg/): heroes, player_cards, decks, scenarios, quests,
encounter.  A problem is reported as a `RulesetError` naming file and key.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from hjourney_tui.core.ruleset import Ruleset, RulesetError, validate

SPHERES = ("leadership", "lore", "spirit", "tactics")
PLAYER_TYPES = ("ally", "attachment", "event")
ENCOUNTER_TYPES = ("enemy", "location", "treachery", "objective")
ATTACH_TO = ("hero", "character")
SPECIAL_DECKS = ("sack", "underworld")  # a scenario's own decks, kept apart from the encounter deck
MIN_DECK = 50  # cards, heroes not counted
MAX_COPIES = 3  # of one title in a deck
MAX_HEROES = 3

STATS = {"willpower": int, "attack": int, "defence": int, "hit_points": int}
SCHEMAS: dict[str, dict[str, Any]] = {
    "heroes": {"hero": {"*": {"name": str, "sphere": str, "threat": int, **STATS, "?traits": [str],
                              "?ranged": bool, "?sentinel": bool, "?text": str}}},
    "player_cards": {"card": {"*": {"name": str, "type": str, "sphere": str, "cost": int, "?unique": bool,
                                    **{f"?{k}": v for k, v in STATS.items()}, "?traits": [str],
                                    "?attach_to": str, "?ranged": bool, "?sentinel": bool, "?restricted": bool,
                                    "?text": str}}},
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
                                      "?indestructible": bool, "?set_aside": bool,
                                      "?guarded": bool, "?clue": bool, "?hide": int, "?peril": bool,
                                      "?sack": int, "?underworld": int, "?venom": bool, "?villagers": int,
                                      "?deck": str,
                                      "?traits": [str], "?text": str, "?shadow": str}}},
}
# what each encounter type must print
NEEDS = {"enemy": ("engagement", "threat", "attack", "defence", "hit_points"),
         "location": ("threat", "quest_points"), "treachery": (), "objective": ()}


@dataclass(frozen=True)
class Content:
    heroes: Mapping[str, Mapping[str, Any]]
    cards: Mapping[str, Mapping[str, Any]]  # player cards
    decks: Mapping[str, Mapping[str, Any]]
    scenarios: Mapping[str, Mapping[str, Any]]
    quests: Mapping[str, Mapping[str, Any]]
    encounter: Mapping[str, Mapping[str, Any]]

    @cached_property
    def every_card(self) -> dict[str, Mapping[str, Any]]:
        """Every card's printed data by id, whatever its kind."""
        return {**self.quests, **self.encounter, **self.cards, **self.heroes}

    def printed(self, card_id: str) -> Mapping[str, Any]:
        return self.every_card[card_id]

    def stages(self, scenario: str) -> list[str]:
        """The quest cards of a scenario, stage 1 first."""
        return sorted((q for q, c in self.quests.items() if c["scenario"] == scenario),
                      key=lambda q: self.quests[q]["stage"])

    def texts(self) -> dict[str, dict[str, str]]:
        """Every card id with all its game text (own text and shadow), for the script check."""
        out: dict[str, dict[str, str]] = {}
        for table in (self.heroes, self.cards, self.encounter, self.quests):
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
    content = Content(heroes, cards, ruleset["decks"]["deck"], scenarios, quests, encounter)
    for did, d in content.decks.items():
        problems = deck_problems(content, d["heroes"], d["cards"])
        if problems:
            raise RulesetError("decks.toml", f"deck.{did}", "; ".join(problems))
    return content


def _one_of(file: str, key: str, value: str, allowed: tuple[str, ...]) -> None:
    if value not in allowed:
        raise RulesetError(file, key, f"'{value}' is not one of {', '.join(allowed)}")


def deck_problems(content: Content, heroes: list[str], cards: Mapping[str, int]) -> list[str]:
    """Why a deck is not legal (empty if it is): 1-3 different heroes, no hero in the card list,
    at most 3 copies of a title, at least 50 cards."""
    out = []
    if not 1 <= len(heroes) <= MAX_HEROES:
        out.append(f"a deck has 1 to {MAX_HEROES} heroes, not {len(heroes)}")
    for h in heroes:
        if h not in content.heroes:
            out.append(f"no hero '{h}'")
    names = [content.heroes[h]["name"] for h in heroes if h in content.heroes]
    if len(set(names)) != len(names):
        out.append("two heroes share a title")
    for cid in cards:
        if cid in content.heroes:
            out.append(f"the hero '{cid}' cannot be in the card list")
        elif cid not in content.cards:
            out.append(f"no player card '{cid}'")
    titles: dict[str, int] = {}
    for cid, n in cards.items():
        if cid in content.cards:
            name = content.cards[cid]["name"]
            titles[name] = titles.get(name, 0) + n
    for name, n in titles.items():
        if n > MAX_COPIES:
            out.append(f"{n} copies of {name} (at most {MAX_COPIES})")
    total = sum(n for cid, n in cards.items() if cid in content.cards)
    if total < MIN_DECK:
        out.append(f"{total} cards (at least {MIN_DECK}, heroes not counted)")
    return out

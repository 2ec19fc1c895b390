"""The content schema: every card is one TOML table, checked once per ruleset."""

from __future__ import annotations

from typing import Any

from hjourney_tui.core.ruleset import Ruleset, RulesetError, validate

EFFECT = {"do": str, "?n": int, "?who": str, "?where": str, "?kind": str}
# A modifier changes rolled icons in the modifiers step: `n` icons `from` -> `to`
# ("" as `to` removes them), on actions of kind `for` (any kind if absent).
MODIFY = {"from": str, "to": str, "?n": int, "?for": str}
FACE = {"label": str, "symbols": [str]}

SCHEMAS: dict[str, dict[str, Any]] = {
    "dice": {"dice": {"*": {"faces": [FACE]}}},
    "heroes": {
        "hero": {"*": {"name": str, "role": str, "health": {"two": int, "three": int, "four": int},
                       "ability": str}},
        "action": {"*": {"hero": str, "kind": str, "level": str, "name": str, "dice": int,
                         "?prepare": bool, "?ranged": bool, "?targets": int,
                         "?before": [EFFECT], "?after": [EFFECT]}},
    },
    "enemies": {"enemy": {"*": {"name": str, "kind": str, "tier": int, "attack": int, "health": int,
                                "?resilience": int, "bar": [str], "copies": int, "?nemesis": [EFFECT],
                                "?cannot_engage": bool}}},
    "locations": {"location": {"*": {"name": str, "tier": int, "explore": int, "spawn_up": int,
                                     "spawn_down": int, "?quest": bool, "?on_location_phase": [EFFECT]}}},
    "dungeon": {"dungeon": {"*": {"name": str, "trait": str, "?treasure": int, "?use": [EFFECT],
                                  "?effects": [EFFECT], "?pool": bool}}},
    "gear": {"gear": {"*": {"name": str, "slot": str, "?health": int, "?dice": int, "?for": str,
                            "?defence": int, "?pool": bool, "?modify": [MODIFY],
                            "?use": [EFFECT], "?cost": str}}},
    "conditions": {"condition": {"*": {"name": str, "removed_by": str, "?end_of_round": [EFFECT],
                                       "?bonus_successes": int, "?fewer_dice": int,
                                       "?modify": [MODIFY]}}},
    "quests": {"quest": {"*": {"name": str, "tier": int, "?campaign": int, "?delve": bool, "intro": str,
                               "enemy_sets": [str], "open_standard": int, "open_elite": int,
                               "locations": int, "final_location": str, "dungeon": int, "gear": int,
                               "peril": str, "peril_green": [EFFECT], "peril_blue": [EFFECT],
                               "peril_red": [EFFECT], "?nemesis": str, "?nemesis_enters": str,
                               "victory": str, "defeat": str, "reward": str, "penalty": str,
                               "?reward_pool": [str], "?penalty_pool": [str]}}},
}

ACTION_KINDS = ("explore", "rest", "aid", "attack")
KEYWORDS = ("advance", "inflict", "retreat")
EFFECTS = ("suffer", "recover", "spawn", "peril", "progress", "tokens", "condition", "exhaust_zone",
           "wound", "revive", "activate")
WHO = ("active", "leader", "each_hero", "most_wounds", "holder", "distribute", "targets", "defeated",
       "highest_enemy", "")
ICONS = ("success", "crit", "defence", "attack", "nemesis")
COSTS = ("exhaust", "deplete", "token")
SLOTS = ("weapon", "armour", "accessory")


def load(ruleset: Ruleset) -> dict[str, dict[str, Any]]:
    """All content tables, validated and cross-checked."""
    return ruleset.derived("wq_acg.content", lambda: _checked(ruleset))


def _checked(ruleset: Ruleset) -> dict[str, dict[str, Any]]:
    out: dict[str, dict[str, Any]] = {}
    for stem, schema in SCHEMAS.items():
        data = ruleset.get(stem)
        if data is None:
            raise RulesetError(f"{stem}.toml", "", "file is missing")
        validate(data, schema, f"{stem}.toml")
        out.update(data)
    for hid in out["hero"]:
        for level in ("basic", "advanced"):
            cards = [a for a in out["action"].values() if a["hero"] == hid and a["level"] == level]
            if sorted(a["kind"] for a in cards) != sorted(ACTION_KINDS):
                raise RulesetError("heroes.toml", f"hero.{hid}", f"needs one {level} action of each kind")
            if sum(1 for a in cards if a.get("prepare")) != 1:
                raise RulesetError("heroes.toml", f"hero.{hid}", f"needs exactly one {level} prepare action")
    for eid, e in out["enemy"].items():
        if e["kind"] not in ("standard", "elite", "nemesis"):
            raise RulesetError("enemies.toml", f"enemy.{eid}.kind", "should be standard, elite or nemesis")
        for k in e["bar"]:
            if k not in KEYWORDS:
                raise RulesetError("enemies.toml", f"enemy.{eid}.bar", f"unknown keyword '{k}'")
    for g, card in out["gear"].items():
        if card["slot"] not in SLOTS:
            raise RulesetError("gear.toml", f"gear.{g}.slot", f"should be one of {', '.join(SLOTS)}")
        if card.get("use") and card.get("cost") not in COSTS:
            raise RulesetError("gear.toml", f"gear.{g}.cost", f"a usable gear card costs one of {', '.join(COSTS)}")
    for table in ("gear", "condition"):
        for cid, card in out[table].items():
            for mod in card.get("modify", []):
                if mod["from"] not in ICONS or mod["to"] not in (*ICONS, ""):
                    raise RulesetError(f"{table}", f"{table}.{cid}.modify", f"icons are {', '.join(ICONS)}")
    for table, key in (("location", "on_location_phase"), ("dungeon", "use"), ("dungeon", "effects"),
                       ("action", "before"), ("action", "after"), ("gear", "use"),
                       ("enemy", "nemesis"), ("condition", "end_of_round"), ("quest", "peril_green"),
                       ("quest", "peril_blue"), ("quest", "peril_red")):
        for cid, card in out[table].items():
            for i, eff in enumerate(card.get(key, [])):
                where = f"{table}.{cid}.{key}[{i}]"
                if eff["do"] not in EFFECTS:
                    raise RulesetError(f"{table}", where, f"unknown effect '{eff['do']}'")
                if eff.get("who", "") not in WHO:
                    raise RulesetError(f"{table}", where, f"unknown selector '{eff['who']}'")
                if eff["do"] == "condition" and eff.get("kind") not in out["condition"]:
                    raise RulesetError(f"{table}", where, "names no condition")
    for qid, q in out["quest"].items():
        if q["final_location"] not in out["location"]:
            raise RulesetError("quests.toml", f"quest.{qid}.final_location", "names no location")
        if q.get("nemesis") and q["nemesis"] not in out["enemy"]:
            raise RulesetError("quests.toml", f"quest.{qid}.nemesis", "names no enemy")
        for key in ("reward_pool", "penalty_pool"):  # campaign-pool cards, written "kind:id"
            for entry in q.get(key, []):
                kind, _, card = entry.partition(":")
                if kind not in ("enemy", "dungeon", "gear") or card not in out[kind]:
                    raise RulesetError("quests.toml", f"quest.{qid}.{key}",
                                       f"'{entry}' should be enemy:ID, dungeon:ID or gear:ID of a known card")
        if set(q["peril"]) - set(".gbr"):
            raise RulesetError("quests.toml", f"quest.{qid}.peril", "uses only the letters . g b r")
    return out

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
                       "ability": str, "?modify": [MODIFY],
                       "?after_action": [{"kind": str, "effects": [EFFECT]}]}},
        "action": {"*": {"hero": str, "kind": str, "level": str, "name": str, "dice": int,
                         "?prepare": bool, "?ranged": bool, "?targets": int,
                         "?before": [EFFECT], "?after": [EFFECT]}},
    },
    "enemies": {"?keyword": {"*": {"name": str, "text": str, "effects": [EFFECT]}},
                "enemy": {"*": {"name": str, "kind": str, "tier": int, "attack": int, "health": int,
                                "?resilience": int, "bar": [str], "copies": int, "?nemesis": [EFFECT],
                                "?cannot_engage": bool}}},
    "locations": {"location": {"*": {"name": str, "tier": int, "explore": int, "spawn_up": int,
                                     "spawn_down": int, "?quest": bool, "?on_location_phase": [EFFECT],
                                     "?on_round_end": [EFFECT]}}},
    "dungeon": {"dungeon": {"*": {"name": str, "trait": str, "?treasure": int, "?use": [EFFECT],
                                  "?effects": [EFFECT], "?pool": bool}}},
    "gear": {"gear": {"*": {"name": str, "slot": str, "?health": int, "?dice": int, "?for": str,
                            "?defence": int, "?pool": bool, "?modify": [MODIFY],
                            "?use": [EFFECT], "?cost": str, "?when": str,
                            "?legendary": bool, "?hero": str, "?fortune": bool}}},
    "conditions": {"condition": {"*": {"name": str, "removed_by": str, "?end_of_round": [EFFECT],
                                       "?bonus_successes": int, "?fewer_dice": int,
                                       "?blocks_healing": bool, "?modify": [MODIFY]}}},
    "quests": {"quest": {"*": {"name": str, "?tier": int, "?campaign": int, "?delve": bool, "intro": str,
                               "enemy_sets": [str], "open_standard": int, "open_elite": int,
                               "locations": int, "final_location": str, "dungeon": int, "gear": int,
                               "peril": str, "peril_green": [EFFECT], "peril_blue": [EFFECT],
                               "peril_red": [EFFECT], "?nemesis": str, "?nemesis_enters": str,
                               "victory": str, "defeat": str, "reward": str, "penalty": str,
                               "?reward_pool": [str], "?penalty_pool": [str],
                               "?open": [{"kind": str, "tier": int, "n": int}],
                               "?rules": [{"when": str, "effects": [EFFECT]}], "?rules_text": str,
                               "?progression": [{"after": int, "grant": [str]}]}}},
}

ACTION_KINDS = ("explore", "rest", "aid", "attack")
KEYWORDS = ("advance", "inflict", "retreat")
EFFECTS = ("suffer", "recover", "spawn", "peril", "progress", "tokens", "condition", "exhaust_zone",
           "wound", "revive", "activate", "unleash", "mend", "exhaust_action", "ready_action", "lure", "hide",
           "reroll", "engage", "discard_tokens", "cure")
WHO = ("active", "leader", "each_hero", "most_wounds", "holder", "distribute", "targets", "defeated",
       "highest_enemy", "that_enemy", "engaged", "")
# When a gear card's `use` fires by itself instead of being chosen in an activation: after one
# of an enemy's Inflict wounds its owner, after the hero dice of its owner's action are rolled
# (crit re-rolls done), or at the end of the round.  Without a cost it always fires.
TRIGGERS = ("inflict", "after_roll", "round_end")
ICONS = ("success", "crit", "defence", "attack", "nemesis")
COSTS = ("exhaust", "deplete", "token")
SLOTS = ("weapon", "armour", "accessory")
VICTORIES = ("nemesis_defeated", "final_explored")
DEFEATS = ("peril_end",)
NEMESIS_ENTERS = ("final_location", "lair", "enemy_deck")
RULE_TIMINGS = ("setup", "arrive", "round_end")
GRANTS = ("train", "arena", "refresh")
OPEN_KINDS = ("standard", "elite", "location")


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
    out.setdefault("keyword", {})  # enemy-specific keywords, named in an enemy's bar
    for eid, e in out["enemy"].items():
        if e["kind"] not in ("standard", "elite", "nemesis"):
            raise RulesetError("enemies.toml", f"enemy.{eid}.kind", "should be standard, elite or nemesis")
        for k in e["bar"]:
            if k not in KEYWORDS and k not in out.get("keyword", {}):
                raise RulesetError("enemies.toml", f"enemy.{eid}.bar", f"unknown keyword '{k}'")
    for g, card in out["gear"].items():
        if card.get("fortune"):  # a Legendary Fortune has no slot: it turns into a legendary card
            if card["slot"] != "fortune" or not card.get("pool"):
                raise RulesetError("gear.toml", f"gear.{g}", "a fortune has slot 'fortune' and pool = true")
            continue
        if card["slot"] not in SLOTS:
            raise RulesetError("gear.toml", f"gear.{g}.slot", f"should be one of {', '.join(SLOTS)}")
        if card.get("legendary") and card.get("hero") not in out["hero"]:
            raise RulesetError("gear.toml", f"gear.{g}.hero", "a legendary card names its hero")
        if card.get("when") and (card["when"] not in TRIGGERS or not card.get("use")):
            raise RulesetError("gear.toml", f"gear.{g}.when", f"a trigger is one of {', '.join(TRIGGERS)}, with a use")
        if card.get("use") and card.get("cost") not in COSTS and not (card.get("when") and "cost" not in card):
            raise RulesetError("gear.toml", f"gear.{g}.cost", f"a usable gear card costs one of {', '.join(COSTS)}")
    for table in ("gear", "condition"):
        for cid, card in out[table].items():
            for mod in card.get("modify", []):
                if mod["from"] not in ICONS or mod["to"] not in (*ICONS, ""):
                    raise RulesetError(f"{table}", f"{table}.{cid}.modify", f"icons are {', '.join(ICONS)}")
    for table, key in (("location", "on_location_phase"), ("location", "on_round_end"), ("dungeon", "use"),
                       ("dungeon", "effects"),
                       ("action", "before"), ("action", "after"), ("gear", "use"), ("keyword", "effects"),
                       ("enemy", "nemesis"), ("condition", "end_of_round"), ("quest", "peril_green"),
                       ("quest", "peril_blue"), ("quest", "peril_red")):
        for cid, card in out[table].items():
            for i, eff in enumerate(card.get(key, [])):
                where = f"{table}.{cid}.{key}[{i}]"
                if eff["do"] not in EFFECTS:
                    raise RulesetError(f"{table}", where, f"unknown effect '{eff['do']}'")
                if eff.get("who", "") not in WHO:
                    raise RulesetError(f"{table}", where, f"unknown selector '{eff['who']}'")
                if eff["do"] in ("condition", "cure") and eff.get("kind") not in out["condition"]:
                    raise RulesetError(f"{table}", where, "names no condition")
    for hid in out["hero"]:
        if sum(1 for card in out["gear"].values() if card.get("legendary") and card["hero"] == hid) != 3:
            raise RulesetError("gear.toml", f"hero {hid}", "needs exactly three legendary gear cards")
    _check_quests(out)
    return out


def _check_quests(out: dict[str, dict[str, Any]]) -> None:
    numbers = sorted(q["campaign"] for q in out["quest"].values() if q.get("campaign"))
    if numbers != list(range(1, len(numbers) + 1)):
        raise RulesetError("quests.toml", "campaign", "campaign numbers should run 1, 2, 3... once each")
    for qid, q in out["quest"].items():
        where = f"quest.{qid}"
        if q.get("delve"):  # a delve has no tier and is never part of a campaign
            if q.get("campaign") or "tier" in q or not q.get("open"):
                raise RulesetError("quests.toml", where, "a delve has open picks, no tier and no campaign number")
        elif "tier" not in q:
            raise RulesetError("quests.toml", where, "a campaign quest needs a tier")
        for pick in q.get("open", []):
            if pick["kind"] not in OPEN_KINDS:
                raise RulesetError("quests.toml", f"{where}.open", f"kind is one of {', '.join(OPEN_KINDS)}")
        for key, allowed in (("victory", VICTORIES), ("defeat", DEFEATS),
                             ("nemesis_enters", NEMESIS_ENTERS)):
            if key in q and q[key] not in allowed:
                raise RulesetError("quests.toml", f"{where}.{key}", f"should be one of {', '.join(allowed)}")
        if q["victory"] == "nemesis_defeated" and not q.get("nemesis"):
            raise RulesetError("quests.toml", where, "a nemesis victory needs a nemesis")
        for rule in q.get("rules", []):
            if rule["when"] not in RULE_TIMINGS:
                raise RulesetError("quests.toml", f"{where}.rules", f"when is one of {', '.join(RULE_TIMINGS)}")
            for eff in rule["effects"]:
                if eff["do"] not in EFFECTS or eff.get("who", "") not in WHO:
                    raise RulesetError("quests.toml", f"{where}.rules", f"unknown effect {eff}")
        for step in q.get("progression", []):
            if set(step["grant"]) - set(GRANTS):
                raise RulesetError("quests.toml", f"{where}.progression", f"grants are {', '.join(GRANTS)}")
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

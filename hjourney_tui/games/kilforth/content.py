"""The content schema: every card is one TOML table, checked when a game starts."""

from __future__ import annotations

from typing import Any

from hjourney_tui.core.ruleset import Ruleset, RulesetError, validate

EFFECT = {"do": str, "?on": str, "?n": int, "?target": str, "?where": str, "?attr": str,
          "?cost": str, "?hidden_safe": bool, "?card": str,
          "?need": int,  # Pass/Fail [attr X]: X (1 when absent)
          "?use": str,  # use_attr: the attribute that may stand in for `attr`
          "?action": str,  # 'as your [type] action': the action type
          "?pay": str, "?pay_n": int,  # a 'do X to do Y' cost: gold, ap or fate, pay_n each time
          "?x": bool,  # the hero chooses X: the cost and the effect are multiplied by it
          "?per": str}  # foe_hp: counted thing (a reward type, obstacle, loot)
ATTRS = ("fight", "study", "sneak", "influence")
IMMUNE_TYPES = ("ally", "item", "spell", "title", "skill")  # hero card types a card may be immune to
ENC_STATS = {"keywords": [str], "gold": int, "reward": str, "hp": int, "fight": int, "study": int,
             "sneak": int, "influence": int}

SCHEMAS: dict[str, dict[str, Any]] = {
    "locations": {"location": {"*": {"name": str, "terrain": str, "gloom": int, "shortcut": str, "text": str,
                                     "effects": [EFFECT]}}},
    "encounters": {"encounter": {"*": {"name": str, "terrain": str, "type": str, **ENC_STATS,
                                       "weakness": [str], "effects": [EFFECT], "text": str,
                                       "?immune": [str]}}},  # card types it is immune to (KF-ABIL-20)
    "rewards": {"reward": {"*": {"name": str, "type": str, "keywords": [str], "unique": str, "gold": int,
                                 "discover": str, "bonus": {"*": int}, "study_req": int, "effects": [EFFECT],
                                 "text": str, "?attach": bool}}},
    "night": {"night": {"*": {"name": str, "location": str, "type": str, "effects": [EFFECT], "text": str,
                              "?encounter": ENC_STATS}}},
    "heroes": {"race": {"*": {"name": str, "fight": int, "study": int, "sneak": int, "influence": int,
                              "max_hp": int, "gold": int, "keywords": [str], "effects": [EFFECT], "text": str}},
               "class": {"*": {"name": str, "skill_type": str, "bonus": {"*": int}, "text": str}},
               "skill": {"*": {"name": str, "type": str, "level": int, "bonus": {"*": int},
                               "effects": [EFFECT], "text": str}}},
    "sagas": {"saga": {"*": {"name": str, "class": str,
                             "chapters": [{"keywords": [str], "solo_keywords": [str], "?interlude": bool,
                                           "?attr": str, "?target": int, "?location": str}],
                             "finale": {"attr": str, "target": int, "location": str},
                             "totem": {"name": str, "bonus": {"*": int}, "gold": int}}}},
    "ancients": {"ancient": {"*": {"name": str, "fight": int, "hp": int, "entry": str, "gold": int,
                                   "plot_terrain": str,
                                   "abilities": {"round": [EFFECT], "night": [EFFECT], "?battle": [EFFECT],
                                                 "text": str}}},
                 "plot": {"*": {"ancient": str, "name": str, "keywords": [str], "to_defeat": {"*": (int, str)},
                                "adds_fight": int, "loot": int}}},
    "loot": {"loot": {"*": {"kind": str, "n": int, "count": int}}},
}

PRIMITIVES = ("gold", "hp", "fate", "ap", "obstacle", "loot", "bonus", "bonus_fight", "max_hp", "gloom",
              "unhide", "reward", "test", "draw", "claim", "sides", "weaken", "use_attr", "market", "foe_hp")
TRIGGERS = ("revealed", "trap", "trophy", "enter", "gloom", "night", "weather", "deed", "round", "pass", "fail",
            "map", "enters", "leaves", "action", "battle", "")
TARGETS = ("active", "all", "each_here", "each_gloom", "weakest", "strongest", "first", "skull", "rose", "")


def load(ruleset: Ruleset) -> dict[str, dict[str, Any]]:
    """All content tables, validated, with cross-references checked (once per ruleset)."""
    return ruleset.derived("kilforth.content", lambda: _checked(ruleset))


def _checked(ruleset: Ruleset) -> dict[str, dict[str, Any]]:
    out: dict[str, dict[str, Any]] = {}
    for stem, schema in SCHEMAS.items():
        data = ruleset.get(stem)
        if data is None:
            raise RulesetError(f"{stem}.toml", "", "file is missing")
        validate(data, schema, f"{stem}.toml")
        out.update(data)
    for table in ("location", "encounter", "reward", "night", "race", "skill"):
        for cid, card in out[table].items():
            for i, eff in enumerate(card.get("effects", [])):
                check_effect(eff, f"{table}.{cid}.effects[{i}]")
    for cid, anc in out["ancient"].items():
        for step in ("round", "night", "battle"):
            for i, eff in enumerate(anc["abilities"].get(step, [])):
                check_effect(eff, f"ancient.{cid}.abilities.{step}[{i}]")
    for cid, enc in out["encounter"].items():
        for t in enc.get("immune", []):
            if t not in IMMUNE_TYPES:
                raise RulesetError("encounters.toml", f"encounter.{cid}.immune", f"'{t}' is not a hero card type")
    for cid, r in out["reward"].items():
        if r["discover"] not in out["location"]:
            raise RulesetError("rewards.toml", f"reward.{cid}.discover", "names no location")
    return out


def check_effect(eff: dict[str, Any], where: str) -> None:
    if eff["do"] not in PRIMITIVES:
        raise RulesetError("effects", where, f"unknown effect '{eff['do']}'")
    if eff.get("on", "") not in TRIGGERS:
        raise RulesetError("effects", where, f"unknown trigger '{eff['on']}'")
    if eff.get("target", "") not in TARGETS:
        raise RulesetError("effects", where, f"unknown target '{eff['target']}'")

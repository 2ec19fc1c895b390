"""Warhammer Quest's effects in a player's words: the card view on screen and the command line's
text both read an effect list through here (pure Python, no screen code)."""

from __future__ import annotations

from typing import Any

from hjourney_tui.core.words import plural


def in_words(value: Any) -> Any:
    """`value` (a view, or part of one) with every effect list put into words: a list of effects
    becomes one line.  Everything else is kept as it is."""
    if isinstance(value, dict):
        return {k: in_words(v) for k, v in value.items()}
    if isinstance(value, list):
        if value and all(isinstance(x, dict) and "do" in x for x in value):
            return describe_effects(value)
        return [in_words(x) for x in value]
    return value


HERO_WHO = {"active": "the active hero", "leader": "the leader", "each_hero": "each hero",
            "most_wounds": "the most wounded hero", "holder": "its holder", "distribute": "heroes of the party's choice",
            "defeated": "a defeated hero"}
ENEMY_WHO = {"targets": "the targets", "highest_enemy": "the highest-ranked enemy", "that_enemy": "this enemy",
             "engaged": "the engaged enemies", "": "every faceup nemesis"}


def describe_effect(eff: dict[str, Any]) -> str:
    """One card or quest effect (see the engine's effect vocabulary) in a few plain words."""
    do, n = eff.get("do", ""), eff.get("n", 1)
    who = HERO_WHO.get(eff.get("who", "active"), "a hero")
    kind = str(eff.get("kind", "?")).replace("_", " ")
    if do == "spawn":
        where = eff.get("where", "engaged")
        verb = "s" if n == 1 else ""
        if where == "shadow_down":
            return f"{plural(n, 'facedown enemy', 'facedown enemies')} lurk{verb} in the shadows"
        if where == "shadow_up":
            return f"{plural(n, 'enemy', 'enemies')} join{verb} the shadows"
        return f"{plural(n, 'enemy', 'enemies')} spawn{verb}"
    if do == "suffer":
        return f"{who} suffers {plural(n, 'wound')}"
    if do == "recover":
        return f"{who} recovers {plural(n, 'wound')}"
    if do == "peril":
        return f"peril {'+' if n >= 0 else ''}{n}"
    if do == "progress":
        return f"{n} progress"
    if do == "tokens":
        return f"{who} gains {plural(n, 'success token')}"
    if do == "condition":
        return f"{who} becomes {kind}"
    if do == "cure":
        return f"{who} is no longer {kind}"
    if do == "discard_tokens":
        return f"{who} loses {plural(n, 'success token')}"
    if do == "engage":
        return f"this enemy engages {who}"
    if do == "exhaust_action":
        return f"{who} exhausts {plural(n, 'action card')}"
    if do == "ready_action":
        return f"{who} readies {plural(n, 'action card')}"
    if do == "revive":
        return f"a defeated hero stands again with {n} health left"
    if do == "exhaust_zone":
        return "engaged enemies are exhausted"
    if do == "wound":
        return f"{ENEMY_WHO.get(eff.get('who', 'targets'), 'enemies')} take {plural(n, 'direct wound')}"
    if do == "mend":
        return f"{ENEMY_WHO.get(eff.get('who', ''), 'enemies')} recover {plural(n, 'wound')}"
    if do == "activate":
        return "the highest-ranked ready enemy acts at once"
    if do == "unleash":
        return "the nemesis leaves its lair and engages"
    if do == "lure":
        return f"{plural(n, 'enemy', 'enemies')} come out of the shadows to the active hero"
    if do == "hide":
        return f"{ENEMY_WHO.get(eff.get('who', 'engaged'), 'enemies')} slip back into the shadows"
    if do == "reroll":
        return f"re-roll {plural(n, 'hero die', 'hero dice')}"
    return do.replace("_", " ")


def describe_effects(effects: list[dict[str, Any]]) -> str:
    return ", ".join(describe_effect(e) for e in effects) or "nothing"

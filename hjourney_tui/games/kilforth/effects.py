"""The effect vocabulary: card abilities are data, interpreted here.

An effect is a table {on, do, n, target, where, attr, cost, hidden_safe}:
  on      the trigger (revealed, trap, trophy, enter, gloom, night, weather, deed, round)
  do      the primitive (gold, hp, fate, ap, obstacle, loot, bonus, max_hp, gloom, unhide, reward)
  target  who it affects (active, all, each_here, each_gloom, weakest, strongest, first)
  where   for map effects: here or named
  cost    veil or sacrifice for Deed abilities; forced for a Trophy that cannot be declined
  card    for reward: the reward type drawn (ally, item, spell, title)
  attr    for bonus: the attribute; for trophy: pays only if defeated with it
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .engine import Kilforth


def targets(game: Kilforth, eff: dict[str, Any], hero: str | None, loc: str | None = None) -> list[str]:
    """The heroes an effect reaches; defeated and eliminated heroes are immune (KF-DEF-06)."""
    sel = eff.get("target") or "active"
    alive = [h for h in game.order if game.heroes[h]["state"] == "ok"]
    if sel == "active":
        picked = [hero] if hero else [game.first]
    elif sel == "first":
        picked = [game.first]
    elif sel == "all":
        picked = alive
    elif sel == "each_here":
        picked = [h for h in alive if game.heroes[h]["pos"] == loc]
    elif sel == "each_gloom":
        picked = [h for h in alive if game.heroes[h]["pos"] in game.gloom]
    elif sel in ("skull", "rose"):  # faction effects read the side shown now (KF-ABIL-28)
        picked = [h for h in alive if game.heroes[h]["faction"] == sel]
    elif sel in ("weakest", "strongest"):
        if not alive:
            return []
        lv = {h: game.skill_level(h) for h in alive}
        best = (min if sel == "weakest" else max)(lv.values())
        tied = [h for h in game.turns.order_from() if h in lv and lv[h] == best]
        picked = tied[:1]
    else:
        picked = []
    picked = [h for h in picked if h and game.heroes[h]["state"] == "ok"]
    if eff.get("hidden_safe"):
        picked = [h for h in picked if not game.heroes[h]["hidden"]]
    return picked


def resolve(game: Kilforth, eff: dict[str, Any], hero: str | None, loc: str | None = None,
            source: str = "") -> None:
    """Carry out one effect now."""
    do, n = eff["do"], int(eff.get("n", 0))
    why = source or "card"
    if do == "obstacle":
        where = loc if eff.get("where", "here") in ("here", "named") else None
        if where and where != game.centre_loc:
            game.locs[where]["obstacles"] += n
            game.emit(f"{why}: an obstacle blocks {game.loc_name(where)}", rule="KF-CLEAR")
        return
    if do == "gloom":
        if loc:
            game.flip_gloom(loc, why)
        return
    if do == "weaken":  # every encounter here is easier until Dawn (KF-CONF-19)
        for enc in game.locs[loc]["encounters"] if loc in game.locs else []:
            if eff.get("src_type") in game.card(enc).get("immune", []):  # untouched by that card type (KF-ABIL-20)
                game.emit(f"{why}: {game.card(enc)['name']} is immune to {eff['src_type']}s", seat=hero,
                          rule="KF-ABIL-20")
                continue
            enc["weak"] = enc.get("weak", 0) + max(n, 1)
        game.emit(f"{why}: the encounters here weaken by {max(n, 1)} until Dawn", seat=hero, rule="KF-CONF-19")
        return
    if do in ("bonus", "bonus_fight", "use_attr", "market", "foe_hp", "test", "draw", "claim", "sides"):
        return  # read while the card is in play, or asked for by the engine's effect runner
    for h in targets(game, eff, hero, loc):
        hs = game.heroes[h]
        if do == "gold":
            paid = n if n >= 0 else -min(-n, hs["gold"])
            hs["gold"] += paid
            if paid or n >= 0:  # a cost of gold the hero does not have takes nothing: no line
                game.emit(f"{why}: {h} {'gains' if n >= 0 else 'loses'} {abs(paid)} gold", seat=h)
        elif do == "hp":
            if n >= 0:
                game.heal(h, n, why)
            else:
                game.lose_hp(h, -n, why)
        elif do == "max_hp":
            hs["max_hp"] = max(1, hs["max_hp"] + n)
            hs["hp"] = min(hs["hp"] + max(n, 0), hs["max_hp"])
        elif do == "fate":
            was = hs["fate"]
            hs["fate"] = max(0, hs["fate"] + n)
            if hs["fate"] != was or n >= 0:
                game.emit(f"{why}: {h} {'gains' if n >= 0 else 'loses'} {abs(hs['fate'] - was)} Fate", seat=h)
        elif do == "ap":
            hs["ap"] = max(0, hs["ap"] + n)
            game.emit(f"{why}: {h} {'gains' if n >= 0 else 'loses'} {abs(n)} AP", seat=h)
        elif do == "loot" and n >= 0:
            for _ in range(max(n, 1)):
                game.draw_loot(h)
        elif do == "loot":
            for _ in range(min(-n, len(hs["loot"]))):
                game.loot_aside.append(hs["loot"].pop())
        elif do == "unhide":
            hs["hidden"] = False
        elif do == "reward":
            game.gain_reward_rumour(h, eff.get("card", "item"))


def bonus(effects: list[dict[str, Any]], attr: str) -> int:
    """Attribute bonus an in-play card's effects give (weather and the like)."""
    return sum(int(e.get("n", 0)) for e in effects if e["do"] == "bonus" and e.get("attr") == attr)

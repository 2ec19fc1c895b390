"""Encounters drawn and defeated, rewards, Loot and the limits of six."""

from __future__ import annotations

from typing import Any

from hjourney_tui.core.commands import Command
from hjourney_tui.core.decisions import Ask

from . import effects as fx

TERRAINS = ("badlands", "forest", "mountain", "plains")
LIMIT = 6


class RewardsMixin:
    """Part of the Kilforth engine; mixed into engine.Kilforth."""

    def _draw_encounter(self, h: str, loc: str):
        terr = self.c["location"][loc]["terrain"]
        if terr not in TERRAINS or loc == "shrine":
            return
        cid = self._draw(self.enc_deck[terr], self.enc_discard[terr])
        if cid is None:
            return
        card = self.c["encounter"][cid]
        self.emit(f"{h} finds {card['name']} ({card['type']}) at {self.loc_name(loc)}", seat=h, kind="reveal",
                  reveals=True, rule="KF-MOVE-05")
        if card["type"] == "event":
            for eff in card["effects"]:
                fx.resolve(self, eff, h, loc, card["name"])
            self.enc_discard[terr].append(cid)
            return
        self.uid += 1
        enc = {"uid": self.uid, "id": cid, "src": "enc", "tokens": []}
        self.locs[loc]["encounters"].append(enc)
        self.drawn_this_turn.append(self.uid)
        for eff in card["effects"]:
            if eff.get("on") == "revealed":
                fx.resolve(self, eff, h, loc, card["name"])
        return
        yield

    def _remove_encounter(self, enc: dict[str, Any]) -> None:
        for loc in self.locs.values():
            if enc in loc["encounters"]:
                loc["encounters"].remove(enc)
        for hs in self.heroes.values():
            hs["successes"].pop(str(enc["uid"]), None)

    def _defeat_encounter(self, h: str, enc: dict[str, Any], attr: str | None):
        """Reward in order: Loot step, Rumour step, Trophy (KF-REW-01)."""
        self._remove_encounter(enc)
        hs = self.heroes[h]
        card = self.card(enc)
        forced = h in enc["tokens"]
        if forced:
            ans = Command("gold")
        else:
            ans = yield Ask(h, f"reward for {card['name']}: gold or Loot?",
                            [("gold", f"take {card['gold']} gold"), ("loot", "draw a random Loot token")],
                            rule="KF-REW-02")
        if ans.name == "gold":
            hs["gold"] += card["gold"]
            self.emit(f"{h} takes {card['gold']} gold", seat=h, rule="KF-REW-02")
        else:
            self.draw_loot(h)
        rumour = ["night" if enc["src"] == "night" else "enc", enc["id"]]
        if forced:
            ans = Command("keep")
        else:
            ans = yield Ask(h, f"keep {card['name']} as a rumour or draw a {card['reward']} reward?",
                            [("keep", f"keep {card['name']}"), ("draw", f"draw a {card['reward']} rumour")],
                            rule="KF-REW-03", data={"keywords": sorted(self.rumour_keywords(rumour)),
                                                    "reward": card["reward"]})
        if ans.name == "keep":
            hs["rumours"].append(rumour)
        else:
            self.discard_rumour(rumour)
            self.gain_reward_rumour(h, card["reward"] or "item")
        for eff in card["effects"]:
            if eff.get("on") == "trophy" and (not eff.get("attr") or eff.get("attr") == attr):
                # Trophies are settled in printed order, each optional unless marked forced
                if eff.get("cost") != "forced":
                    ans = yield Ask(h, f"Trophy of {card['name']}: {eff['do']} {eff.get('n', '')}".strip(),
                                    [("accept", "take the Trophy benefit"), ("decline", "leave it")],
                                    rule="KF-TROPHY-01")
                    if ans.name == "decline":
                        continue
                fx.resolve(self, eff, h, hs["pos"], f"trophy of {card['name']}")
        yield from self._limits(h)  # limits settle once the whole reward is done (KF-LIM-03)

    def _rumour_name(self, r: list[str]) -> str:
        kind, cid = r
        if kind == "reward":
            return self.c["reward"][cid]["name"]
        if kind == "plot":
            return self.c["plot"][cid]["name"]
        if kind == "night":
            return self.c["night"][cid]["name"]
        return self.c["encounter"][cid]["name"]

    def _limits(self, h: str):
        """Settle unique keywords and the limits of 6 after a process (KF-LIM-01..03)."""
        hs = self.heroes[h]
        yield from self._unique(h)
        while len(hs["rumours"]) > LIMIT:
            ans = yield Ask(h, "too many rumours: discard one",
                            [(f"discard {i}", self._rumour_name(r)) for i, r in enumerate(hs["rumours"], 1)],
                            rule="KF-LIM-02")
            self.discard_rumour(hs["rumours"].pop(ans.int(0) - 1))
        while len(hs["assets"]) > LIMIT:
            ans = yield Ask(h, "too many assets: discard one",
                            [(f"discard {i}", self.c["reward"][a["id"]]["name"])
                             for i, a in enumerate(hs["assets"], 1)], rule="KF-LIM-02")
            a = hs["assets"].pop(ans.int(0) - 1)
            self.rew_discard[self.c["reward"][a["id"]]["type"]].append(a["id"])
        while len(hs["loot"]) > LIMIT:
            ans = yield Ask(h, "too many Loot tokens: discard one",
                            [(f"discard {i}", self.c["loot"][t]["kind"]) for i, t in enumerate(hs["loot"], 1)],
                            rule="KF-LIM-02")
            self.loot_aside.append(hs["loot"].pop(ans.int(0) - 1))

    def _unique(self, h: str):
        hs = self.heroes[h]
        while True:
            seen: dict[str, int] = {}
            clash = None
            for i, a in enumerate(hs["assets"]):
                u = self.c["reward"][a["id"]]["unique"]
                if u in seen:
                    clash = (seen[u], i)
                    break
                seen[u] = i
            if clash is None:
                return
            ans = yield Ask(h, "two assets share a unique keyword: discard one",
                            [(f"discard {i + 1}", self.c["reward"][hs["assets"][i]["id"]]["name"]) for i in clash],
                            rule="KF-LIM-01")
            a = hs["assets"].pop(ans.int(0) - 1)
            self.rew_discard[self.c["reward"][a["id"]]["type"]].append(a["id"])

    def draw_loot(self, h: str) -> None:
        if not self.loot_bag:
            self.loot_bag.extend(self.loot_aside)
            self.loot_aside.clear()
            self.rng.shuffle(self.loot_bag)
        if not self.loot_bag:
            self.emit(f"{h} finds no Loot: every token is in use", rule="KF-EDGE-15")
            return
        tok = self.loot_bag.pop()
        kind, n = self.c["loot"][tok]["kind"], self.c["loot"][tok]["n"]
        hs = self.heroes[h]
        if kind == "gold":
            hs["gold"] += n
            self.loot_aside.append(tok)
            self.emit(f"{h} draws Loot: {n} gold", seat=h, rule="KF-LOOT-02", reveals=True)
        elif kind in ("lose_gold", "lose_hp"):
            # harmful tokens strike at once and are set aside (our reading: nothing to keep)
            self.loot_aside.append(tok)
            if kind == "lose_gold":
                hs["gold"] -= min(n, hs["gold"])
            else:
                self.lose_hp(h, n, "a cursed Loot token")
            self.emit(f"{h} draws Loot: {kind.replace('_', ' ')} {n}", seat=h, rule="KF-LOOT-05", reveals=True)
        else:
            hs["loot"].append(tok)
            self.emit(f"{h} draws Loot: {kind.replace('_', ' ')}", seat=h, rule="KF-LOOT-03", reveals=True)

    def gain_reward_rumour(self, h: str, t: str) -> None:
        card = self._draw_reward(t)
        if card:
            self.heroes[h]["rumours"].append(["reward", card])
            self.emit(f"{h} gains a {t} rumour", seat=h, reveals=True)

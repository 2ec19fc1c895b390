"""Encounters drawn and defeated, rewards, Loot and the limits of six."""

from __future__ import annotations

from typing import Any

from hjourney_tui.core.commands import Command
from hjourney_tui.core.questions import Ask, Option
from hjourney_tui.core.words import article

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
        if card["type"] == "event":  # resolved at once, alone: no team for an Event (KF-TEAM-03)
            yield from self._run_effects(h, card["effects"], loc, card["name"])
            self.enc_discard[terr].append(cid)
            yield from self._check_defeats()
            return
        self.uid += 1
        enc = {"uid": self.uid, "id": cid, "src": "enc", "tokens": []}
        self.locs[loc]["encounters"].append(enc)
        self.drawn_this_turn.append(self.uid)
        yield from self._run_effects(h, card["effects"], loc, card["name"], "revealed", enc)
        yield from self._check_defeats()

    def _remove_encounter(self, enc: dict[str, Any]) -> None:
        for loc in self.locs.values():
            if enc in loc["encounters"]:
                loc["encounters"].remove(enc)
        for hs in self.heroes.values():
            hs["successes"].pop(str(enc["uid"]), None)

    def _defeat_encounter(self, h: str, enc: dict[str, Any], attr: str | None, share: list[str] | None = None):
        """Reward in order: Loot step, Rumour step, Trophy (KF-REW-01); a team's active hero then
        shares what they like (KF-TEAM-13)."""
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
        loot_before = len(hs["loot"])
        gold_won = 0
        if ans.name == "gold":
            hs["gold"] += card["gold"]
            gold_won = card["gold"]
            self.emit(f"{h} takes {card['gold']} gold", seat=h, rule="KF-REW-02")
        else:
            self.draw_loot(h)
        won: list[Any] = hs["loot"][loot_before:]
        rumour = ["night" if enc["src"] == "night" else "enc", enc["id"]]
        if forced:
            ans = Command("keep")
        else:
            ans = yield Ask(h, f"keep {card['name']} as a rumour or draw {article(card['reward'])} reward?",
                            [("keep", f"keep {card['name']}"), ("draw", f"draw {article(card['reward'])} rumour")],
                            rule="KF-REW-03", data={"keywords": sorted(self.rumour_keywords(rumour)),
                                                    "reward": card["reward"]})
        if ans.name == "keep":
            hs["rumours"].append(rumour)
        else:
            self.discard_rumour(rumour)
            self.gain_reward_rumour(h, card["reward"] or "item")
        if hs["rumours"]:
            won.append(hs["rumours"][-1])
        for eff in card["effects"]:
            if eff.get("on") == "trophy" and (not eff.get("attr") or eff.get("attr") == attr):
                # Trophies are settled in printed order, each optional unless marked forced
                if eff.get("cost") != "forced":
                    ans = yield Ask(h, f"Trophy of {card['name']}: {eff['do']} {eff.get('n', '')}".strip(),
                                    [("accept", "take the Trophy benefit"), ("decline", "leave it")],
                                    rule="KF-TROPHY-01")
                    if ans.name == "decline":
                        continue
                yield from self._run(h, eff, hs["pos"], f"trophy of {card['name']}")
        if share:
            yield from self._share(h, share, gold_won, won)
        yield from self._limits(h)  # limits settle once the whole reward is done (KF-LIM-03)

    def _share(self, h: str, team: list[str], gold: int, won: list[Any]):
        """The active hero hands out what the reward brought, as they alone decide (KF-TEAM-13)."""
        hs = self.heroes[h]
        while True:
            mates = [m for m in team if self.heroes[m]["state"] == "ok"]
            opts = []
            for m in mates:
                if gold and hs["gold"]:
                    opts.append((f"give {m.lower()} gold", f"give {m} 1 gold of the reward"))
                for x in won:
                    i = next((j for j, r in enumerate(hs["rumours"]) if r is x), None)
                    if isinstance(x, list) and i is not None:
                        opts.append((f"give {m.lower()} r{i + 1}", f"give {m} {self._rumour_name(x)}"))
                    elif isinstance(x, str) and x in hs["loot"]:
                        opts.append((f"give {m.lower()} l{hs['loot'].index(x) + 1}",
                                     f"give {m} the Loot token ({self.c['loot'][x]['kind'].replace('_', ' ')})"))
            if not opts:
                break
            ans = yield Ask(h, "share the reward with your team?", [*opts, ("done", "keep the rest")],
                            rule="KF-TEAM-13")
            if ans.name == "done":
                break
            o = next(x for x in mates if x.lower() == ans.args[0])
            what = ans.args[1]
            if what == "gold":
                gold -= 1
                hs["gold"] -= 1
                self.heroes[o]["gold"] += 1
            elif what[0] == "r":
                item = hs["rumours"].pop(int(what[1:]) - 1)
                won.remove(item)
                self.heroes[o]["rumours"].append(item)
            else:
                tok = hs["loot"].pop(int(what[1:]) - 1)
                won.remove(tok)
                self.heroes[o]["loot"].append(tok)
            self.emit(f"{h} hands {o} a share of the reward", seat=h, rule="KF-TEAM-13")
        for m in team:
            if self.heroes[m]["state"] == "ok":
                yield from self._limits(m)

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
                            [Option(f"discard {i}", self._rumour_name(r), {"verb": "discard", "rumour": i})
                             for i, r in enumerate(hs["rumours"], 1)], rule="KF-LIM-02", data={"step": "rumour_limit"})
            self.discard_rumour(hs["rumours"].pop(ans.int(0) - 1))
        while len(self.slot_assets(h)) > LIMIT:
            ans = yield Ask(h, "too many assets: discard one",
                            [Option(f"discard {hs['assets'].index(a) + 1}", self.c["reward"][a["id"]]["name"],
                                    {"verb": "discard", "asset": hs["assets"].index(a) + 1})
                             for a in self.slot_assets(h)], rule="KF-LIM-02", data={"step": "asset_limit"})
            self.leave_play(h, hs["assets"][ans.int(0) - 1], "limit")
        while len(hs["loot"]) > LIMIT:
            ans = yield Ask(h, "too many Loot tokens: discard one",
                            [Option(f"discard {i}", self.c["loot"][t]["kind"],
                                    {"verb": "discard", "loot": i, "kind": self.c["loot"][t]["kind"]})
                             for i, t in enumerate(hs["loot"], 1)], rule="KF-LIM-02", data={"step": "loot_limit"})
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
                            [Option(f"discard {i + 1}", self.c["reward"][hs["assets"][i]["id"]]["name"],
                                    {"verb": "discard", "asset": i + 1}) for i in clash],
                            rule="KF-LIM-01", data={"step": "asset_limit"})
            self.leave_play(h, hs["assets"][ans.int(0) - 1], "unique keyword")

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
            self.note_reward_rumour(card)
            self.heroes[h]["rumours"].append(["reward", card])
            self.emit(f"{h} gains {article(t)} rumour", seat=h, reveals=True)

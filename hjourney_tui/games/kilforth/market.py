"""The Market at the Sanctum: heal, purchase, sell."""

from __future__ import annotations

from hjourney_tui.core.commands import Command
from hjourney_tui.core.questions import Ask, Option

REWARD_TYPES = ("ally", "item", "spell", "title")


class MarketMixin:
    """Part of the Kilforth engine; mixed into engine.Kilforth."""

    def _act_market(self, h: str, cmd: Command):
        """Heal, Purchase and Sell, each once, in any order, at least one of them (KF-MKT-02).  Heal
        and Sell may take several steps in a row (HP for several heroes, several cards sold); the
        option ends when the hero turns to another or leaves."""
        hs = self.heroes[h]
        used: set[str] = set()
        doing = ""  # the option under way
        healed: set[str] = set()  # heroes already healed in this Heal
        while True:
            opts: list[Option] = []
            if "heal" not in used or doing == "heal":
                opts += self._heal_options(h, healed)
            if "buy" not in used:
                opts += [Option(f"buy {t}", f"reveal 3 {t} cards", {"verb": "buy", "type": t}) for t in REWARD_TYPES]
            if "sell" not in used or doing == "sell":
                opts += [Option(f"sell {i}", f"sell {self._rumour_name(r)} for {self.rumour_gold(r) // 2}",
                                {"verb": "sell", "rumour": i, "gold": self.rumour_gold(r) // 2})
                         for i, r in enumerate(hs["rumours"], 1)]
                for i, a in enumerate(hs["assets"], 1):
                    r = self.c["reward"][a["id"]]
                    opts.append(Option(f"sacrifice {i}", f"sell {r['name']} (in play) for {r['gold'] // 2}",
                                       {"verb": "sacrifice", "asset": i, "gold": r["gold"] // 2}))
            if used or not opts:  # at least one option first (none left: nothing to do but leave)
                opts.append(Option("done", "leave the market", {"verb": "done"}))
            ans = yield Ask(h, "Market: heal, buy or sell", opts, rule="KF-MKT-02",
                            data={"step": "market", "used": sorted(used)})
            if ans.name == "done":
                return
            option = "sell" if ans.name == "sacrifice" else ans.name
            used.add(option)
            doing = option
            if ans.name == "heal":
                who = self._heal_target(h, ans.args[1] if len(ans.args) > 1 else None)
                ws = self.heroes[who]
                n = ans.int(0) if ans.args else min(hs["gold"], ws["max_hp"] - ws["hp"])
                hs["gold"] -= n
                ws["hp"] += n
                healed.add(who)
                self.emit(f"{h} buys {n} HP" + (f" for {who}" if who != h else ""), seat=h, rule="KF-MKT-03",
                          data={"step": "heal", "for": who, "hp": n})
            elif ans.name == "sell":
                r = hs["rumours"].pop(ans.int(0) - 1)
                hs["gold"] += self.rumour_gold(r) // 2
                self.discard_rumour(r)
                self.emit(f"{h} sells {self._rumour_name(r)}", seat=h, rule="KF-MKT-07")
            elif ans.name == "sacrifice":
                asset = hs["assets"][ans.int(0) - 1]
                hs["gold"] += self.c["reward"][asset["id"]]["gold"] // 2
                self.emit(f"{h} sells {self.c['reward'][asset['id']]['name']}", seat=h, rule="KF-MKT-07")
                self.leave_play(h, asset, "sold")
            elif ans.name == "buy":
                t = ans.args[0]
                shown = [c for c in (self._draw_reward(t) for _ in range(3)) if c]
                self.market_shown = shown
                self.emit(f"market shows: {', '.join(self._offer(c) for c in shown)}", reveals=True,
                          rule="KF-MKT-04")
                afford = [c for c in shown if self.c["reward"][c]["gold"] <= hs["gold"]]
                if not afford and shown:
                    self.emit(f"{h} can afford none of them: all {len(shown)} go to the discards", seat=h,
                              rule="KF-MKT-06")
                if afford:
                    pick = yield Ask(h, "buy one card", [Option(f"take {shown.index(c) + 1}", self._offer(c),
                                                                {"verb": "take", **self._offer_data(c)})
                                                         for c in afford], rule="KF-MKT-04", data={"step": "take"})
                    got = shown[pick.int(0) - 1]
                    hs["gold"] -= self.c["reward"][got]["gold"]
                    self.emit(f"{h} buys {self.c['reward'][got]['name']}", seat=h, rule="KF-MKT-05")
                    shown.remove(got)
                    self.market_shown = list(shown)
                    yield from self._enter_play(h, got, "market")
                self.rew_discard[t].extend(shown)
                self.market_shown = []

    def _heal_options(self, h: str, healed: set[str]) -> list[Option]:
        """HP bought at 1 gold each, as many as the hero chooses, for any hero here below maximum
        (KF-MKT-03): `heal` buys all the active hero can pay for, `heal N` N of them, `heal N HERO`
        N for another hero here."""
        hs = self.heroes[h]
        out: list[Option] = []
        for who in [h, *(o for o in self.order if o != h)]:
            ws = self.heroes[who]
            if who in healed or ws["state"] != "ok" or ws["pos"] != hs["pos"] or ws["hp"] >= ws["max_hp"]:
                continue
            most = min(hs["gold"], ws["max_hp"] - ws["hp"])
            for n in range(1, most + 1):
                if who == h:
                    text = "heal" if n == most else f"heal {n}"
                    out.append(Option(text, f"buy {n} HP for {n} gold", {"verb": "heal", "for": h, "hp": n}))
                else:
                    out.append(Option(f"heal {n} {who.lower()}", f"buy {n} HP for {who} for {n} gold",
                                      {"verb": "heal", "for": who, "hp": n}))
        return out

    def _heal_target(self, h: str, name: str | None) -> str:
        if name is None:
            return h
        return next(o for o in self.order if o.lower() == name.lower())

    def _offer_data(self, cid: str) -> dict:
        """What a buyer weighs, as data: the card's type, unique keyword, price and bonuses."""
        r = self.c["reward"][cid]
        return {"type": r["type"], "unique": r["unique"], "price": r["gold"], "bonus": dict(r["bonus"]),
                "keywords": list(r["keywords"])}

    def _offer(self, cid: str) -> str:
        """'Twin Hatchets (weapon) for 5 gold, +2 fight': what a buyer weighs."""
        r = self.c["reward"][cid]
        bonus = ", ".join(f"+{v} {a}" if v >= 0 else f"{v} {a}" for a, v in r["bonus"].items())
        return f"{r['name']} ({r['unique']}) for {r['gold']} gold" + (f", {bonus}" if bonus else "")

"""The Market at the Sanctum: heal, purchase, sell."""

from __future__ import annotations

from hjourney_tui.core.commands import Command
from hjourney_tui.core.questions import Ask, Option

REWARD_TYPES = ("ally", "item", "spell", "title")


class MarketMixin:
    """Part of the Kilforth engine; mixed into engine.Kilforth."""

    def _act_market(self, h: str, cmd: Command):
        hs = self.heroes[h]
        used: set[str] = set()
        while True:
            opts: list[Option] = []
            if "heal" not in used and hs["hp"] < hs["max_hp"] and hs["gold"] > 0:
                opts.append(Option("heal", "buy HP at 1 gold each", {"verb": "heal"}))
            if "buy" not in used:
                opts += [Option(f"buy {t}", f"reveal 3 {t} cards", {"verb": "buy", "type": t}) for t in REWARD_TYPES]
            opts += [Option(f"sell {i}", f"sell {self._rumour_name(r)} for {self.rumour_gold(r) // 2}",
                            {"verb": "sell", "rumour": i, "gold": self.rumour_gold(r) // 2})
                     for i, r in enumerate(hs["rumours"], 1)]
            opts.append(Option("done", "leave the market", {"verb": "done"}))
            ans = yield Ask(h, "Market: heal, buy or sell", opts, rule="KF-MKT-02", data={"step": "market"})
            if ans.name == "done":
                return
            if ans.name == "heal":
                used.add("heal")
                n = min(hs["gold"], hs["max_hp"] - hs["hp"])
                hs["gold"] -= n
                hs["hp"] += n
                self.emit(f"{h} buys {n} HP", seat=h, rule="KF-MKT-03")
            elif ans.name == "sell":
                used.add("sell")
                r = hs["rumours"].pop(ans.int(0) - 1)
                hs["gold"] += self.rumour_gold(r) // 2
                self.discard_rumour(r)
                self.emit(f"{h} sells {self._rumour_name(r)}", seat=h, rule="KF-MKT-07")
            elif ans.name == "buy":
                used.add("buy")
                t = ans.args[0]
                shown = [c for c in (self._draw_reward(t) for _ in range(3)) if c]
                self.market_shown = shown
                self.emit(f"market shows: {', '.join(self.c['reward'][c]['name'] for c in shown)}", reveals=True,
                          rule="KF-MKT-04")
                afford = [c for c in shown if self.c["reward"][c]["gold"] <= hs["gold"]]
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

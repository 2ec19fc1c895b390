"""Tests: rolling, re-rolls and Fate."""

from __future__ import annotations

from hjourney_tui.core.decisions import Ask
from hjourney_tui.core.dice import D6, roll

from .odds import describe


class TestsMixin:
    """Part of the Kilforth engine; mixed into engine.Kilforth."""

    def _roll(self, dice: int) -> list[int]:
        return roll(self.rng, D6, dice).values if dice > 0 else []

    def _hits(self, faces: list[int]) -> int:
        lo = 4 if self.opt.get("easy_dice") else 5
        return sum(1 for f in faces if f >= lo)

    def _test(self, h: str, attr: str, dice: int, need: int, battle: bool = False):
        """Roll, offer re-roll and Fate, return successes (KF-TEST-01..06)."""
        hs = self.heroes[h]
        if not battle and self.team:
            # a team adds one die per member to a non-battle Test, then breaks up (KF-TEAM-06/14)
            dice += len(self.team)
            self.emit(f"{', '.join(self.team)} lend a hand: +{len(self.team)} dice", seat=h, rule="KF-TEAM-06")
            self.team = []
        faces = self._roll(dice)
        hits = self._hits(faces)
        self.emit(f"{h} tests {attr} with {max(dice, 0)} dice: {faces} = {hits}", seat=h, kind="roll",
                  reveals=True, rule="KF-TEST-03", data={"faces": faces, "hits": hits, "need": need})
        while True:
            opts = [("keep", "keep the result")]
            rerolls = [i for i, t in enumerate(hs["loot"]) if self.c["loot"][t]["kind"] == "reroll"]
            misses = [i for i, f in enumerate(faces) if f < (4 if self.opt.get("easy_dice") else 5)]
            fate_ok = not hs["fate_used"] and (hs["fate"] > 0 or bool(hs["rumours"]))
            if rerolls and misses and (battle or hits < need):
                opts.append(("reroll", "re-roll every failed die (spends a Loot re-roll)"))
            if fate_ok and (battle or hits < need):
                opts.append(("fate", "add 1 success (spend 1 Fate, or a rumour if you have no Fate)"))
            if len(opts) == 1:
                return hits
            ans = yield Ask(h, f"{hits} successes (need {need}): keep, re-roll or Fate?", opts,
                            rule="KF-TEST-04", data={"faces": faces, "hits": hits, "need": need})
            if ans.name == "keep":
                return hits
            if ans.name == "reroll":
                self.loot_aside.append(hs["loot"].pop(rerolls[0]))
                new = self._roll(len(misses))
                for i, v in zip(misses, new, strict=False):
                    faces[i] = v
                hits = self._hits(faces)
                self.emit(f"{h} re-rolls: {faces} = {hits}", seat=h, kind="roll", reveals=True, rule="KF-TEST-04")
            else:
                hs["fate_used"] = True
                if hs["fate"] > 0:
                    hs["fate"] -= 1
                else:
                    self.discard_rumour(hs["rumours"].pop())
                hits += 1
                self.emit(f"{h} calls on Fate: {hits} successes", seat=h, rule="KF-TEST-05")
                return hits

    def odds_text(self, h: str, a: str, need: int, extra: int = 0) -> str:
        hs = self.heroes[h]
        return describe(a, self.attr(h, a) + extra, need, hs["fate"] > 0 and not hs["fate_used"], self.p_success)

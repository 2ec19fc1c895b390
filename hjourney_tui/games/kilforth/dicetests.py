"""Tests: rolling, re-rolls and Fate."""

from __future__ import annotations

from typing import Any

from hjourney_tui.core.dice import D6, roll
from hjourney_tui.core.questions import Ask
from hjourney_tui.core.words import plural

from .odds import chance, describe


class TestsMixin:
    """Part of the Kilforth engine; mixed into engine.Kilforth."""

    def _roll(self, dice: int) -> list[int]:
        return roll(self.rng, D6, dice).values if dice > 0 else []

    def _hits(self, faces: list[int]) -> int:
        lo = 4 if self.opt.get("easy_dice") else 5
        return sum(1 for f in faces if f >= lo)

    def _test(self, h: str, attr: str, dice: int, need: int, battle: bool = False, team: bool = True,
              use: str | None = None):
        """Roll, offer re-roll and Fate, return successes (KF-TEST-01..06).

        A team (not for battles, nor for Tests an Event calls for) adds a die per member, and
        each member may add their own Fate (KF-TEAM-06/07, KF-TEAM-03); it breaks up after.
        Every throw is an event carrying its dice as data: the first roll, each re-roll (with
        the dice thrown again) and each call on Fate."""
        hs = self.heroes[h]
        members: list[str] = []
        if not battle and team and self.team:
            members = self.team_here(h)
            self.team = []
            if members:
                dice += len(members)
                self.emit(f"{', '.join(members)} lend a hand: +{plural(len(members), 'die', 'dice')}", seat=h,
                          rule="KF-TEAM-06", data={"step": "team", "helpers": list(members)})
        self.test_team = members
        faces = self._roll(dice)
        hits = self._hits(faces)
        rolled = f"{use} for {attr}" if use else attr
        self.emit(f"{h} tests {rolled} with {plural(max(dice, 0), 'die', 'dice')}: {faces} = {hits}", seat=h,
                  kind="roll", reveals=True, rule="KF-TEST-03",
                  data={"step": "roll", "who": h, "attr": attr, "use": use, "dice": max(dice, 0),
                        "faces": list(faces), "hits": hits, "need": need, "helpers": list(members),
                        "battle": battle})
        while True:
            opts = [("keep", "keep the result")]
            rerolls = [i for i, t in enumerate(hs["loot"]) if self.c["loot"][t]["kind"] == "reroll"]
            misses = [i for i, f in enumerate(faces) if f < (4 if self.opt.get("easy_dice") else 5)]
            if rerolls and misses and (battle or hits < need):
                opts.append(("reroll", "re-roll every failed die (spends a Loot re-roll)"))
            if self.fate_ready(h) and (battle or hits < need):
                opts += self.fate_options(h)
            if len(opts) == 1:
                break
            choices = " or ".join(["keep", *(("re-roll",) if len(opts) > 1 and opts[1][0] == "reroll" else ()),
                                   *(("Fate",) if opts[-1][0].startswith("fate") else ())])
            ans = yield Ask(h, f"{plural(hits, 'success', 'successes')} of {need} needed: {choices}?", opts,
                            rule="KF-TEST-04", data={"faces": list(faces), "hits": hits, "need": need})
            if ans.name == "keep":
                break
            if ans.name == "reroll":
                self.loot_aside.append(hs["loot"].pop(rerolls[0]))
                before = list(faces)
                new = self._roll(len(misses))
                for i, v in zip(misses, new, strict=False):
                    faces[i] = v
                hits = self._hits(faces)
                changed = misses[:len(new)]
                was = ", ".join(str(before[i]) for i in changed)
                now = ", ".join(str(faces[i]) for i in changed)
                become = "becomes" if len(changed) == 1 else "become"
                self.emit(f"{h} re-rolls {plural(len(changed), 'die', 'dice')} ({was} {become} {now}): "
                          f"{faces} = {hits}", seat=h, kind="roll", reveals=True, rule="KF-TEST-04",
                          data={"step": "reroll", "who": h, "attr": attr, "dice": len(faces), "before": before,
                                "faces": list(faces), "changed": changed, "hits": hits, "need": need})
            else:
                hits += self._call_fate(h, hits, h, need, ans.int(0) if ans.args else None)
                break
        for m in members:  # each member may add their own Fate to this Test (KF-TEAM-07)
            if hits < need and self.fate_ready(m):
                ans = yield Ask(m, f"{h} has {hits} of {need} successes: add your Fate?",
                                [*self.fate_options(m), ("keep", "keep your Fate")],
                                rule="KF-TEAM-07", data={"hits": hits, "need": need})
                if ans.name == "fate":
                    hits += self._call_fate(m, hits, h, need, ans.int(0) if ans.args else None)
        return hits

    def _foe_roll(self, name: str, dice: int, against: str, attr: str = "fight", surprise: bool = False) -> int:
        """A foe's Test (an encounter's or an Ancient's): its dice as data, like a hero's (KF-TEST-08)."""
        faces = self._roll(dice)
        hits = self._hits(faces)
        self.emit(f"{name} tests {attr} against {against} with {plural(max(dice, 0), 'die', 'dice')}: "
                  f"{faces} = {hits}", seat=against, kind="roll", reveals=True, rule="KF-TEST-08",
                  data={"step": "foe", "who": name, "against": against, "attr": attr, "dice": max(dice, 0),
                        "faces": list(faces), "hits": hits, "surprise": surprise})
        return hits

    def fate_ready(self, h: str) -> bool:
        """Fate may be called once per Day, Night included (KF-TEST-06, KF-EDGE-08)."""
        hs = self.heroes[h]
        return not hs["fate_used"] and (hs["fate"] > 0 or bool(hs["rumours"]))

    def fate_options(self, h: str) -> list[tuple[str, str]]:
        """Calling on Fate is paid with a Fate token or with any rumour from hand, as the hero
        chooses (KF-TEST-05): `fate` spends a token, `fate N` discards rumour N."""
        hs = self.heroes[h]
        opts = [("fate", "add 1 success: spend 1 Fate token")] if hs["fate"] > 0 else []
        return opts + [(f"fate {i}", f"add 1 success: discard {self._rumour_name(r)}")
                       for i, r in enumerate(hs["rumours"], 1)]

    def _call_fate(self, h: str, hits: int, tester: str | None = None, need: int | None = None,
                   rumour: int | None = None) -> int:
        hs = self.heroes[h]
        hs["fate_used"] = True
        if rumour is None and hs["fate"] > 0:
            hs["fate"] -= 1
            paid = "spends 1 Fate token"
        else:
            # a plain `fate` with no token left paid with the last rumour in older saves
            r = hs["rumours"].pop(rumour - 1 if rumour is not None else -1)
            self.discard_rumour(r)
            paid = f"discards {self._rumour_name(r)}"
        self.emit(f"{h} calls on Fate: +1 success, {hits + 1} in all ({paid})", seat=h, rule="KF-TEST-05",
                  data={"step": "fate", "who": h, "tester": tester or h, "hits": hits + 1, "need": need,
                        "rumour": rumour})
        return 1

    def odds_data(self, h: str, a: str, need: int, extra: int = 0, card: dict[str, Any] | None = None,
                  use: str | None = None) -> dict[str, Any]:
        """A Test's odds as numbers, for bots and panes: dice, successes needed, the chance to pass,
        and the chance with Fate (the same when Fate cannot be called)."""
        return self.odds(h, a, need, extra, card, use)[1]

    def odds(self, h: str, a: str, need: int, extra: int = 0, card: dict[str, Any] | None = None,
             use: str | None = None) -> tuple[str, dict[str, Any]]:
        """A Test's odds for people (the text) and as numbers (the data), worked out once."""
        hs = self.heroes[h]
        dice = self.test_dice(h, a, card, use=use) + extra
        fate = hs["fate"] > 0 and not hs["fate_used"]
        p = chance(dice, need, p=self.p_success)
        data = {"dice": dice, "need": need, "chance": p,
                "chance_with_fate": chance(dice, need, fate=True, p=self.p_success) if fate else p}
        return describe(use or a, dice, need, fate, self.p_success), data

    def odds_text(self, h: str, a: str, need: int, extra: int = 0, card: dict[str, Any] | None = None,
                  use: str | None = None) -> str:
        hs = self.heroes[h]
        dice = self.test_dice(h, a, card, use=use) + extra
        return describe(use or a, dice, need, hs["fate"] > 0 and not hs["fate_used"], self.p_success)

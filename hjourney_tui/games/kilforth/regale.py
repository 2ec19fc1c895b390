"""Sagas: chapters, Interludes, the Finale, Competitive Pressure."""

from __future__ import annotations

from typing import Any

from hjourney_tui.core.commands import Command
from hjourney_tui.core.questions import Ask, Option


class RegaleMixin:
    """Part of the Kilforth engine; mixed into engine.Kilforth."""

    def regale_possible(self, h: str) -> tuple[bool, str]:
        hs = self.heroes[h]
        saga = self.c["saga"][hs["saga"]]
        ch = hs["chapter"]
        if ch >= 5:
            return False, "your saga is complete"
        if ch == 4:
            f = saga["finale"]
            if hs["pos"] != f["location"]:
                return False, f"the Finale is told at {self.loc_name(f['location'])}"
            if hs["regaled_today"]:
                return False, "not on the day you finished Chapter 4"
            if self.opt.get("finale_gathering") and any(
                    self.heroes[o]["pos"] != hs["pos"] for o in self.order if self.heroes[o]["state"] != "out"):
                return False, "every hero must gather here for the Finale"
            return True, ""
        if hs["regaled_today"]:
            return False, "one chapter per Day"
        chap = saga["chapters"][ch]
        if chap.get("interlude"):
            if hs["pos"] != chap["location"]:
                return False, f"this Interlude is at {self.loc_name(chap['location'])}"
            if hs["gold"] < self.chapter_cost(ch):
                return False, f"you need {self.chapter_cost(ch)} gold"
            return True, ""
        if hs["gold"] < self.chapter_cost(ch):
            return False, f"you need {self.chapter_cost(ch)} gold"
        if self.cover(h, self.required(h, chap)) is None:
            return False, "you cannot cover every keyword: " + ", ".join(self.required(h, chap))
        return True, ""

    def chapter_cost(self, ch: int) -> int:
        return 2 * (ch + 1) if self.opt.get("advanced_regale") else 5

    def required(self, h: str, chap: dict[str, Any]) -> list[str]:
        req = list(chap["keywords"])
        if self.started_with <= 2:
            req += chap["solo_keywords"]
        return req

    def _sources(self, h: str) -> list[tuple[str, int, set[str]]]:
        hs = self.heroes[h]
        out = [("r", i, self.rumour_keywords(r)) for i, r in enumerate(hs["rumours"])]
        out += [("a", i, set(self.c["reward"][a["id"]]["keywords"]) | {self.c["reward"][a["id"]]["type"]})
                for i, a in enumerate(hs["assets"])]
        return out

    def cover(self, h: str, req: list[str], taken: frozenset = frozenset()) -> list[tuple[str, int]] | None:
        """A matching of keywords to distinct rumours/assets (KF-REG-05/06), or None."""
        sources = self._sources(h)

        def go(k: int, used: frozenset) -> list[tuple[str, int]] | None:
            if k == len(req):
                return []
            for kind, i, kws in sources:
                if (kind, i) not in used and req[k] in kws:
                    rest = go(k + 1, used | {(kind, i)})
                    if rest is not None:
                        return [(kind, i), *rest]
            return None
        return go(0, taken)

    def _act_regale(self, h: str, cmd: Command):
        hs = self.heroes[h]
        saga = self.c["saga"][hs["saga"]]
        ch = hs["chapter"]
        if ch == 4:
            f = saga["finale"]
            key = "finale"
            before = hs["successes"].get(key, [f["attr"], 0])[1]
            use = yield from self._pick_use(h, f["attr"], f["target"] - before)
            got = yield from self._test(h, f["attr"], self.test_dice(h, f["attr"], note=True, use=use),
                                        f["target"] - before, use=use)
            if before + got < f["target"]:
                hs["successes"][key] = [f["attr"], before + got]
                self.emit(f"{h} holds {before + got} of {f['target']} toward the Finale", seat=h, rule="KF-FIN-04")
                return
            hs["successes"].pop(key, None)
            hs["chapter"] = 5
            self.emit(f"{h} completes the Finale of {saga['name']}", seat=h, rule="KF-FIN-06")
            ans = yield Ask(h, "the Totem: keep it or trade it for gold?",
                            [("totem", f"put {saga['totem']['name']} into play"),
                             ("cash", f"take {saga['totem']['gold']} gold")], rule="KF-FIN-06")
            if ans.name == "totem":
                hs["totem"] = True
            else:
                hs["gold"] += saga["totem"]["gold"]
            if all(a["pos"] is None for a in self.ancients):
                for a in self.ancients:
                    a["pos"] = self.c["ancient"][a["id"]]["entry"]
                    self.emit(f"{self.c['ancient'][a['id']]['name']} rises at {self.loc_name(a['pos'])}",
                              rule="KF-FIN-08")
            return
        chap = saga["chapters"][ch]
        if chap.get("interlude"):
            key = "interlude"
            before = hs["successes"].get(key, [chap["attr"], 0])[1]
            use = yield from self._pick_use(h, chap["attr"], chap["target"] - before)
            got = yield from self._test(h, chap["attr"], self.test_dice(h, chap["attr"], note=True, use=use),
                                        chap["target"] - before, use=use)
            if before + got < chap["target"] or (self.started_with <= 2 and
                                                 self.cover(h, self.required(h, chap)) is None):
                hs["successes"][key] = [chap["attr"], before + got]
                self.emit(f"{h} holds {before + got} of {chap['target']} on the Interlude", seat=h,
                          rule="KF-INT-02")
                return
            hs["successes"].pop(key, None)
        cost = self.chapter_cost(ch)
        hs["gold"] -= cost
        if cost:
            self.emit(f"{h} pays {cost} gold for chapter {ch + 1}", seat=h, rule="KF-REG-04")
        yield from self._pay_keywords(h, self.required(h, chap))
        yield from self._complete_chapter(h)
        if self.competitive and ch in (2, 3):
            yield from self._pressure(h, ch)

    def _pay_keywords(self, h: str, req: list[str]):
        """Cover each keyword in turn with a rumour (discarded) or an asset (kept or sold) (KF-REG-05/06)."""
        hs = self.heroes[h]
        used: frozenset = frozenset()
        n_r = len(hs["rumours"])
        for k, kw in enumerate(req):
            fits = [(kind, i) for kind, i, kws in self._sources(h) if (kind, i) not in used and kw in kws
                    and self.cover(h, req[k + 1:], used | {(kind, i)}) is not None]
            if not fits:
                continue
            pick = fits[0]
            if len(fits) > 1:
                opts = [Option(f"discard {i + 1 if kind == 'r' else n_r + i + 1}",
                               f"{kw}: " + (f"discard the rumour {self._rumour_name(hs['rumours'][i])}" if kind == "r"
                                            else f"show {self.c['reward'][hs['assets'][i]['id']]['name']}"),
                               {"verb": "discard", "keyword": kw, "show": kind == "a",
                                **({"rumour": i + 1} if kind == "r" else {"asset": i + 1})})
                        for kind, i in fits]
                ans = yield Ask(h, f"which card covers '{kw}'?", opts, rule="KF-REG-05",
                                data={"step": "cover", "keyword": kw})
                n = ans.int(0) - 1
                pick = ("r", n) if n < n_r else ("a", n - n_r)
            used = used | {pick}
        spent = [hs["rumours"][i] for kind, i in used if kind == "r"]
        shown = [hs["assets"][i] for kind, i in used if kind == "a"]
        if spent or shown:  # the cards that told the chapter, named as they go or are shown
            self.emit(f"{h} tells the chapter with " + ", ".join(
                [*(f"{self._rumour_name(r)} (discarded)" for r in spent),
                 *(f"{self.c['reward'][a['id']]['name']} (shown)" for a in shown)]), seat=h, rule="KF-REG-05")
        for _kind, i in sorted((p for p in used if p[0] == "r"), key=lambda p: -p[1]):
            self.discard_rumour(hs["rumours"].pop(i))
        for asset in shown:
            r = self.c["reward"][asset["id"]]
            ans = yield Ask(h, f"keep {r['name']} or sell it for {r['gold']} gold?",
                            [("keep", f"keep {r['name']}"),
                             (f"sell {hs['assets'].index(asset) + 1}", f"sacrifice it for {r['gold']} gold")],
                            rule="KF-REG-05")
            if ans.name == "sell":
                self.leave_play(h, asset, "sold")
                hs["gold"] += r["gold"]
                self.emit(f"{h} sacrifices {r['name']} for {r['gold']} gold", seat=h, rule="KF-REG-05")

    def _complete_chapter(self, h: str):
        hs = self.heroes[h]
        ch = hs["chapter"]
        hs["chapter"] += 1
        hs["regaled_today"] = True
        hs["max_hp"] += 1
        hs["hp"] += 1
        self.emit(f"{h} completes chapter {ch + 1} (max HP {hs['max_hp']})", seat=h, rule="KF-REG-10")
        stype = self.c["class"][hs["class"]]["skill_type"]
        free = [s for s in self.skill_pool if self.c["skill"][s]["type"] == stype
                and self.c["skill"][s]["level"] == ch + 1]
        if free:
            ans = yield Ask(h, f"choose a level {ch + 1} skill", [Option(f"skill {s}", self._skill_text(s),
                {"verb": "skill", "bonus": dict(self.c["skill"][s]["bonus"])}) for s in free],
                            rule="KF-REG-11", data={"step": "skill"})
            self.skill_pool.remove(ans.args[0])
            hs["skills"].append(ans.args[0])
            self.emit(f"{h} learns {self._skill_text(ans.args[0])}", seat=h, rule="KF-REG-11",
                      data={"step": "skill", "skill": ans.args[0]})

    def _skill_text(self, s: str) -> str:
        """'Pickpocket (level 1) +1 sneak': a skill as a player weighs it."""
        sk = self.c["skill"][s]
        return f"{sk['name']} (level {sk['level']})" + "".join(f" +{v} {a}" for a, v in sk["bonus"].items())

    def _pressure(self, h: str, ch: int):
        """Competitive Pressure: each laggard in turn may catch up a chapter for free, or decline
        (KF-REG-14/15)."""
        for o in self.turns.order_from(h)[1:]:
            os_ = self.heroes[o]
            if os_["state"] != "out" and os_["chapter"] < ch - 1:
                rule = "KF-REG-14" if ch == 2 else "KF-REG-15"
                ans = yield Ask(o, f"{h} pulls ahead: complete your Chapter {os_['chapter'] + 1} now, for free?",
                                [Option("accept", "take the chapter now without paying AP, gold or keywords",
                                        {"verb": "accept", "chapter": os_["chapter"] + 1}),
                                 Option("decline", "stay on this chapter", {"verb": "decline"})],
                                rule=rule, data={"step": "pressure", "chapter": os_["chapter"] + 1})
                if ans.name == "decline":
                    self.emit(f"{o} declines to catch up under pressure", seat=o, rule=rule)
                    continue
                self.emit(f"{o} completes a chapter under pressure", seat=o, rule=rule)
                was = os_["regaled_today"]
                yield from self._complete_chapter(o)
                os_["regaled_today"] = was

    def _needs(self, h: str) -> list[str]:
        """Keywords the current chapter still asks for (for players and bots)."""
        hs = self.heroes[h]
        if hs["chapter"] >= 4:
            return []
        chap = self.c["saga"][hs["saga"]]["chapters"][hs["chapter"]]
        req = self.required(h, chap)
        if self.cover(h, req) is not None:
            return []
        have = set().union(*(self.rumour_keywords(r) for r in hs["rumours"]), set()) | {
            k for a in hs["assets"] for k in self.c["reward"][a["id"]]["keywords"] + [self.c["reward"][a["id"]]["type"]]}
        return [k for k in req if k not in have] or req

    def _saga_left(self, h: str) -> list[list[str]]:
        """Keywords of each chapter still to tell, current first (public: saga cards lie face up)."""
        hs = self.heroes[h]
        chapters = self.c["saga"][hs["saga"]]["chapters"][hs["chapter"]:4]
        return [self.required(h, chap) for chap in chapters]

    def _stage_test(self, h: str) -> dict[str, Any] | None:
        """The attribute Test the current Interlude or Finale asks for, and where."""
        hs = self.heroes[h]
        saga = self.c["saga"][hs["saga"]]
        stage = saga["finale"] if hs["chapter"] == 4 else (
            saga["chapters"][hs["chapter"]] if hs["chapter"] < 4 else {})
        if "attr" not in stage:
            return None
        return {"attr": stage["attr"], "target": stage["target"], "cell": self.cell[stage["location"]]}

    def _goal_cell(self, h: str) -> str | None:
        hs = self.heroes[h]
        saga = self.c["saga"][hs["saga"]]
        if hs["chapter"] == 4:
            return self.cell[saga["finale"]["location"]]
        if hs["chapter"] < 4 and saga["chapters"][hs["chapter"]].get("interlude"):
            return self.cell[saga["chapters"][hs["chapter"]]["location"]]
        if hs["chapter"] == 5:
            for a in self.ancients:
                if a["pos"] and not a["defeated"]:
                    return self.cell[a["pos"]]
        return None

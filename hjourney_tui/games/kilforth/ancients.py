"""The Ancients: Assault, elimination and the end of the game."""

from __future__ import annotations

from hjourney_tui.core.decisions import Ask


class AncientsMixin:
    """Part of the Kilforth engine; mixed into engine.Kilforth."""

    def assault_possible(self, h: str) -> tuple[bool, str]:
        hs = self.heroes[h]
        a = self.ancient_here(hs["pos"])
        if a is None:
            return False, "no Ancient here"
        if hs["chapter"] < 5:
            return False, "finish your saga first"
        if self.locs[hs["pos"]]["encounters"]:
            return False, "other encounters stand in the way"
        if not self.competitive and any(self.heroes[o]["chapter"] < 5 for o in self.order
                                        if self.heroes[o]["state"] != "out"):
            return False, "every hero must finish their saga first"
        return True, ""

    def _assault(self, h: str):
        hs = self.heroes[h]
        a = self.ancient_here(hs["pos"])
        assert a is not None
        info = self.c["ancient"][a["id"]]
        for loc in self.locs.values():  # gather its plots (KF-ANC-05)
            for p in list(loc["plots"]):
                if self.c["plot"][p]["ancient"] == a["id"]:
                    loc["plots"].remove(p)
                    a["gathered"].append(p)
        fight = info["fight"] + sum(self.c["plot"][p]["adds_fight"] for p in a["gathered"])
        abil = self.c["ancient"][a["abilities"]]["abilities"]
        # battle-start abilities may swell it for this battle: extra HP is lost first (KF-ANC-13)
        extra = sum(int(e.get("n", 1)) * self.count_in_play(e.get("per", "")) for e in abil.get("battle", [])
                    if e["do"] == "foe_hp")
        hp = a["hp"] + extra
        self.emit(f"{h} assaults {info['name']} (Fight {fight}, HP {hp})", seat=h, rule="KF-ANC-02")
        if extra:
            self.emit(f"{info['name']} draws strength from what is in play: +{extra} HP this battle", seat=h,
                      rule="KF-ANC-13")
        hs["hidden"] = False
        rnd = 0
        while True:
            rnd += 1
            yield from self._round_start(h, [{**e, "on": "round"} for e in abil["round"]], info["name"])
            got = yield from self._test(h, "fight", self.test_dice(h, "fight", note=True), hp, True)
            hits = self._hits(self._roll(fight))
            hp = max(0, hp - got)
            a["hp"] = min(a["hp"], hp)
            self.emit(f"round {rnd}: {h} deals {got}, {info['name']} deals {hits}", seat=h, reveals=True,
                      rule="KF-ENG-14")
            self.lose_hp(h, hits, info["name"])
            if a["hp"] == 0:
                a["defeated"] = True
                a["pos"] = None
                hs["gold"] += info["gold"]
                self.emit(f"{h} destroys {info['name']}", seat=h, rule="KF-ANC-08")
                if self.competitive:
                    self._end([h], f"{h} defeats {info['name']} and wins")
                elif all(x["defeated"] for x in self.ancients):
                    self._end(list(self.order), "every Ancient has fallen: the heroes win")
                if hs["hp"] == 0:
                    self._eliminate(h)
                return
            if hs["hp"] == 0:
                self._eliminate(h)
                return
            yield Ask(h, f"{info['name']} has {hp} HP left", [("fight", "fight on (no escape)")],
                      rule="KF-ANC-11")

    def count_in_play(self, what: str) -> int:
        """How many of a kind of thing are in play: a reward type among heroes' assets, obstacles
        on the map or Loot tokens held."""
        heroes = [hs for hs in self.heroes.values() if hs["state"] != "out"]
        if what == "obstacle":
            return sum(loc["obstacles"] for loc in self.locs.values())
        if what == "loot":
            return sum(len(hs["loot"]) for hs in heroes)
        return sum(1 for hs in heroes for x in hs["assets"] if self.c["reward"][x["id"]]["type"] == what)

    def _eliminate(self, h: str) -> None:
        hs = self.heroes[h]
        for r in hs["rumours"]:
            self.discard_rumour(r)
        for a in hs["assets"]:
            self.rew_discard[self.c["reward"][a["id"]]["type"]].append(a["id"])
        self.loot_aside.extend(hs["loot"])
        hs.update(rumours=[], assets=[], loot=[], gold=0, state="out", camped=True, hp=0, ap=0, totem=False)
        self.emit(f"{h} falls to the Ancient and is eliminated", seat=h, rule="KF-ANC-10")
        alive = [o for o in self.order if self.heroes[o]["state"] != "out"]
        if not alive and not self.game_over:
            self._end([], "every hero has fallen")

    def _end(self, winners: list[str], text: str) -> None:
        self.game_over = True
        self.winner = winners
        self.over_text = text
        self.emit(text, kind="phase", rule="KF-WIN")

    def vp(self, h: str) -> int:
        hs = self.heroes[h]
        if hs["state"] == "out":
            return 0
        v = hs["gold"] + sum(self.c["reward"][a["id"]]["gold"] for a in hs["assets"])
        if hs["totem"]:
            v += self.c["saga"][hs["saga"]]["totem"]["gold"]
        return v

    def _time_up(self):
        if self.competitive:
            alive = [h for h in self.order if self.heroes[h]["state"] != "out"]
            if not alive:
                self._end([], "no hero survived")
                return
            best = max(self.vp(h) for h in alive)
            self._end([h for h in alive if self.vp(h) == best], f"the last Night passes: Pyrrhic victory on {best} VP")
        else:
            self._end([], "the last Night passes with an Ancient still standing: the heroes lose")
        return
        yield

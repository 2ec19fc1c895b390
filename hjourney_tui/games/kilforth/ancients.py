"""The Ancients: Assault, elimination and the end of the game."""

from __future__ import annotations

from hjourney_tui.core.questions import Ask, Option


def names(heroes: list[str]) -> str:
    """'Ana', 'Ana and Bo', 'Ana, Bo and Cy'."""
    heroes = list(heroes)
    return heroes[0] if len(heroes) == 1 else ", ".join(heroes[:-1]) + " and " + heroes[-1]


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

    def may_assault(self, o: str) -> bool:
        """A hero who could join an Assault: their own saga finished (KF-ANC-02; our reading of a team
        Assault, ambiguity 23: every member must meet the Assault restrictions)."""
        return self.heroes[o]["chapter"] >= 5 and self.heroes[o]["state"] == "ok"

    def _assault(self, h: str):
        """An Assault: alone, or with a team of heroes here who have all finished their sagas. A team
        battle against an Ancient: nobody has Surprise or escapes, every member and the Ancient trade
        Fight Tests, the Ancient's round costs fall on the active hero alone, the active hero alone
        checks the Ancient and takes its gold (then shares it as they choose), each member at 0 HP is
        eliminated in turn, active hero first; if the active hero falls, the battle ends
        (KF-ANC-02..11, KF-TEAM-08..15; ambiguities 22 and 23)."""
        hs = self.heroes[h]
        a = self.ancient_here(hs["pos"])
        assert a is not None
        info = self.c["ancient"][a["id"]]
        yield from self._call_team(h, info["name"], self.may_assault,
                                   f"you assault {info['name']}: call heroes who finished their sagas?")
        members = [h]
        for o in self.team_here(h):
            if self.may_assault(o):
                members.append(o)
            else:
                self.emit(f"{o} has not finished their saga and cannot join the Assault", seat=o, rule="KF-ANC-02")
        self.team = []
        members = [m for m in self.turns.order_from(h) if m in members]  # clockwise from the active hero
        for loc in self.locs.values():  # gather its plots (KF-ANC-05)
            for p in list(loc["plots"]):
                if self.c["plot"][p]["ancient"] == a["id"]:
                    loc["plots"].remove(p)
                    a["gathered"].append(p)
        fight = self.ancient_fight(a)
        abil = self.c["ancient"][a["abilities"]]["abilities"]
        # battle-start abilities may swell it for this battle: extra HP is lost first (KF-ANC-13)
        extra = sum(int(e.get("n", 1)) * self.count_in_play(e.get("per", "")) for e in abil.get("battle", [])
                    if e["do"] == "foe_hp")
        hp = a["hp"] + extra
        team = len(members) > 1
        who = ", ".join(members)
        self.emit(f"{who} assault{'' if team else 's'} {info['name']} (Fight {fight}, HP {hp})", seat=h,
                  rule="KF-TEAM-08" if team else "KF-ANC-02", data={"team": members})
        if extra:
            self.emit(f"{info['name']} draws strength from what is in play: +{extra} HP this battle", seat=h,
                      rule="KF-ANC-13")
        for m in members:
            self.heroes[m]["hidden"] = False
        uses: dict[str, str | None] = {}
        rnd = 0
        while True:
            rnd += 1
            # its per-round costs ask only the active hero (KF-TEAM-15)
            yield from self._round_start(h, [{**e, "on": "round", "target": "active"} for e in abil["round"]],
                                         info["name"])
            fighting = [m for m in members if self.heroes[m]["state"] == "ok"]
            if hs["state"] != "ok":
                return
            yield from self._team_uses(h, fighting, uses, rnd, hp, None, info["name"])
            dealt = 0
            for m in fighting:
                dealt += yield from self._test(m, "fight", self.test_dice(m, "fight", note=True, use=uses.get(m)), hp,
                                               True, use=uses.get(m))
            hits = {m: self._foe_roll(info["name"], fight, m) for m in fighting}
            hp = max(0, hp - dealt)
            a["hp"] = min(a["hp"], hp)
            if team:
                self.emit(f"round {rnd}: the team deals {dealt}; {info['name']} deals "
                          + ", ".join(f"{hits[m]} to {m}" for m in fighting), seat=h, reveals=True, rule="KF-TEAM-09",
                          data={"step": "round", "round": rnd, "dealt": dealt, "taken": hits})
            else:
                self.emit(f"round {rnd}: {h} deals {dealt}, {info['name']} deals {hits[h]}", seat=h, reveals=True,
                          rule="KF-ENG-14", data={"step": "round", "round": rnd, "dealt": dealt, "taken": hits})
            for m in fighting:  # every loss lands together
                self.lose_hp(m, hits[m], info["name"])
            if a["hp"] == 0:  # the active hero alone checks the Ancient and takes its gold (KF-TEAM-10)
                a["defeated"] = True
                a["pos"] = None
                hs["gold"] += info["gold"]
                self.emit(f"{h} destroys {info['name']} and takes {info['gold']} gold", seat=h, rule="KF-ANC-08")
                if self.competitive:  # KF-WIN-02
                    self._end([h], f"{h} wins: {h} defeated {info['name']}, the Ancient")
                elif all(x["defeated"] for x in self.ancients):  # KF-WIN-04: the whole party shares it
                    fallen = ", ".join(self.c["ancient"][x["id"]]["name"] for x in self.ancients)
                    self._end(list(self.order), f"{names(self.order)} {'wins' if len(self.order) == 1 else 'win'}: "
                                                 f"every Ancient has fallen ({fallen})")
            for m in fighting:  # each member's own check, active hero first (KF-ANC-10, KF-TEAM-11)
                if self.heroes[m]["hp"] == 0:
                    self._eliminate(m)
            if a["hp"] == 0:
                mates = [m for m in fighting if m != h and self.heroes[m]["state"] == "ok"]
                if mates and hs["state"] == "ok" and not self.game_over:
                    yield from self._share(h, mates, info["gold"], [])  # the active hero splits it (KF-TEAM-13)
                return
            if hs["state"] != "ok" or self.game_over:
                return  # the active hero is out: the battle ends, the Ancient keeps its wounds (KF-ANC-07)
            if team:
                opts = self._team_fight_on(h, members, hp, None)
            else:
                opts = [Option(o.text, f"fight on (no escape): {o.description}", o.data)
                        for o in self.use_options(h, "fight", hp, None, "fight")]
            ans = yield Ask(h, f"{info['name']} has {hp} HP left", opts, rule="KF-ANC-11",
                            data={"foe_fight": fight, "foe_hp": hp})
            uses[h] = ans.args[0] if ans.args else None

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
        self.turns.out.add(h)  # no more turns, skipped in every order (KF-TURN-15)
        self.emit(f"{h} falls to the Ancient and is eliminated", seat=h, rule="KF-ANC-10")
        alive = [o for o in self.order if self.heroes[o]["state"] != "out"]
        if not alive and not self.game_over:
            self._end([], "nobody wins: every hero has fallen to the Ancients")

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
                self._end([], "nobody wins: the last Night passes and no hero survived")
                return
            best = max(self.vp(h) for h in alive)
            top = [h for h in alive if self.vp(h) == best]
            self._end(top, f"{names(top)} {'wins' if len(top) == 1 else 'share'} a Pyrrhic victory: the last Night "
                           f"passes with the Ancient undefeated, and {best} VP (gold and assets) is the most")
        else:
            left = [self.c["ancient"][a["id"]]["name"] for a in self.ancients if not a["defeated"]]
            self._end([], f"the heroes lose: the last Night passes and {', '.join(left)} "
                          f"{'still stands' if len(left) == 1 else 'still stand'}")
        return
        yield

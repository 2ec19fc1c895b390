"""Engagements: Surprise, evasion, battle rounds, escape and defeat."""

from __future__ import annotations

from typing import Any

from hjourney_tui.core.questions import Ask, Option

from .map import rc


class EngagementMixin:
    """Part of the Kilforth engine; mixed into engine.Kilforth."""

    def _enemies(self, h: str) -> list[dict[str, Any]]:
        hs = self.heroes[h]
        return [e for e in self.visible(h, hs["pos"]) if self.is_enemy(h, e) and e["uid"] not in hs["evaded"]]

    def _engagements(self, h: str):
        hs = self.heroes[h]
        while hs["state"] == "ok" and not hs["camped"]:
            foes = self._enemies(h)
            if not foes:
                return
            foe = foes[0]
            here = self.visible(h, hs["pos"])
            if len(foes) > 1:
                ans = yield Ask(h, "which enemy do you engage first?",
                                [(f"engage {here.index(e) + 1}", self.card(e)["name"]) for e in foes],
                                rule="KF-TURN-07")
                foe = here[ans.int(0) - 1]
            if (yield from self._overcome_first(h, foe)):
                continue
            yield from self._call_team(h, self.card(foe)["name"])
            if self.team_here(h) and not hs["hidden"]:  # no team member may be Hidden (KF-TEAM-05)
                yield from self._team_battle(h, foe)
            else:
                yield from self._engage(h, foe)

    def _overcome_first(self, h: str, enc: dict[str, Any]):
        """A foe the hero can Overcome may be overcome before the first round, not only between
        rounds: a Deed may be done at any moment of the hero's turn (KF-DEED-02, KF-OVER-05).
        Returns whether it was."""
        card = self.card(enc)
        offer = [] if self.heroes[h]["hidden"] else self._overcome_option(h, enc, card)  # no Deed while Hidden
        if not offer:
            return False
        ans = yield Ask(h, f"{card['name']} must be engaged: overcome it by its weakness, or face it?",
                        [("fight", f"face {card['name']}"), *offer], rule="KF-OVER-05",
                        data={"step": "overcome_first"})
        if ans.name != "overcome":
            return False
        self.emit(f"{h} overcomes {card['name']}", seat=h, rule="KF-OVER-05")
        yield from self._defeat_encounter(h, enc, None)
        return True

    def team_here(self, h: str) -> list[str]:
        """Team members still able to help: at the active hero's place, not Hidden, not beaten."""
        return [o for o in self.order if o in self.team and self.can_team(h, o)]

    def can_team(self, h: str, o: str) -> bool:
        os_ = self.heroes[o]
        return o != h and os_["state"] == "ok" and os_["pos"] == self.heroes[h]["pos"] and not os_["hidden"]

    def _invite(self, h: str, o: str):
        ans = yield Ask(o, f"{h} asks {o} to join a team", [("join", "join"), ("refuse", "refuse")],
                        rule="KF-TEAM-01")
        if ans.name == "join":
            self.team.append(o)
            self.emit(f"{o} joins {h}'s team", seat=o, rule="KF-TEAM-01")
        else:
            self.emit(f"{o} stays out of {h}'s team", seat=o, rule="KF-TEAM-01")

    def _call_team(self, h: str, name: str, eligible=None, prompt: str = ""):
        """Before an engagement a hero who is not Hidden may call heroes here into a team (KF-TEAM-02);
        `eligible` narrows who may be asked (an Assault takes only heroes who may Assault)."""
        asked: set[str] = set()
        while not self.heroes[h]["hidden"]:
            cands = [o for o in self.order if self.can_team(h, o) and o not in self.team and o not in asked
                     and (eligible is None or eligible(o))]
            if not cands:
                return
            opts = [("fight", f"face {name} {'with your team' if self.team_here(h) else 'alone'}")]
            opts += [(f"team {o.lower()}", f"ask {o} to fight beside you") for o in cands]
            ans = yield Ask(h, prompt or f"{name} must be engaged: call for help?", opts, rule="KF-TEAM-02",
                            data={"step": "call_team", "assault": eligible is not None})
            if ans.name == "fight":
                return
            o = next(x for x in cands if x.lower() == ans.args[0])
            asked.add(o)
            yield from self._invite(h, o)

    def _engage(self, h: str, enc: dict[str, Any]):
        hs = self.heroes[h]
        card = self.card(enc)
        hero_surprise = foe_surprise = False
        if enc.get("fresh_foe") == h:
            enc.pop("fresh_foe")  # newly made enemy: nobody has Surprise (KF-ENG-04)
        elif hs["hidden"]:
            foe_sneak = self.enc_val(enc, "sneak")
            opts = [Option("ambush", "drop Hidden and gain Surprise", {"verb": "ambush"}),
                    Option("evade", f"stay Hidden: {self.odds_text(h, 'sneak', foe_sneak, card=card)}",
                           {"verb": "evade", "attr": "sneak", "use": None,
                            **self.odds_data(h, "sneak", foe_sneak, card=card)})]
            opts += [Option(f"evade {u}", f"stay Hidden, rolling {u.title()} for Sneak ({src}): "
                            + self.odds_text(h, "sneak", foe_sneak, card=card, use=u),
                            {"verb": "evade", "attr": "sneak", "use": u,
                             **self.odds_data(h, "sneak", foe_sneak, card=card, use=u)})
                     for u, src in self.substitutes(h, "sneak", card)]
            ans = yield Ask(h, f"{card['name']} is here and you are Hidden", opts, rule="KF-ENG-07")
            use = ans.args[0] if ans.args else None
            sneak = self.test_dice(h, "sneak", card, ans.name == "evade", use)
            if ans.name == "ambush":
                hs["hidden"] = False
                hero_surprise = True
            else:
                if self.opt.get("auto_evasion") and sneak > foe_sneak:
                    got = foe_sneak
                else:
                    got = yield from self._test(h, "sneak", sneak, foe_sneak, use=use)
                if got >= foe_sneak:
                    hs["evaded"].append(enc["uid"])
                    self.emit(f"{h} slips past {card['name']}", seat=h, rule="KF-ENG-08")
                    return
                hs["hidden"] = False
                foe_surprise = True
                self.emit(f"{card['name']} spots {h}", seat=h, rule="KF-ENG-10")
        elif enc["uid"] in self.drawn_this_turn and card["type"] == "enemy":
            foe_surprise = True
        yield from self._battle(h, enc, card, hero_surprise, foe_surprise)

    def _battle(self, h: str, enc: dict[str, Any], card: dict[str, Any], hs_sur: bool, foe_sur: bool):
        hs = self.heroes[h]
        foe_hp = card["hp"]
        yield from self._run_effects(h, card["effects"], hs["pos"], f"trap of {card['name']}", "trap")
        # a card letting the hero roll another attribute for Fight is a choice, made as the first
        # round begins and again with each "fight on" (KF-TEST-10)
        use = yield from self._pick_use(h, "fight", foe_hp, card, "fight",
                                        f"battle with {card['name']}: which attribute do you roll for Fight?")
        rnd = 0
        while True:
            rnd += 1
            yield from self._round_start(h, card["effects"], card["name"], card)
            if hs["state"] != "ok" or enc not in self.locs[hs["pos"]]["encounters"]:
                return
            got = yield from self._test(h, "fight", self.test_dice(h, "fight", card, True, use) + (1 if hs_sur else 0),
                                        foe_hp, True, use=use)
            yield from self._pass_fail(h, card["effects"], "fight", got, hs["pos"], card["name"])
            foe_hits = self._foe_roll(card["name"], self.enc_val(enc, "fight") + (1 if foe_sur else 0), h,
                                      surprise=foe_sur)
            hs_sur = foe_sur = False
            foe_hp = max(0, foe_hp - got)
            self.emit(f"round {rnd}: {h} deals {got}, {card['name']} deals {foe_hits}", seat=h, rule="KF-ENG-14",
                      reveals=True, data={"step": "round", "round": rnd, "dealt": got, "taken": {h: foe_hits}})
            self.lose_hp(h, foe_hits, card["name"])
            if foe_hp == 0:
                self.emit(f"{h} defeats {card['name']}", seat=h, rule="KF-ENG-17")
                yield from self._defeat_encounter(h, enc, "fight")
                if hs["hp"] == 0:
                    self._hero_defeated(h)
                return
            if hs["hp"] == 0:
                yield from self._defeated_choice(h)
                return
            opts = [Option(o.text, f"fight: {o.description}", o.data)
                    for o in self.use_options(h, "fight", foe_hp, card, "fight")]
            opts += [Option("escape", "escape and make Camp", {"verb": "escape"}), *self._overcome_option(h, enc, card)]
            ans = yield Ask(h, f"{card['name']} has {foe_hp} HP left: fight on or escape?", opts, rule="KF-ENG-19",
                            data={"foe_fight": card["fight"], "foe_hp": foe_hp})
            use = ans.args[0] if ans.name == "fight" and ans.args else None
            if ans.name == "overcome":  # a Deed mid-battle ends it with the reward (KF-ENG-24)
                self.emit(f"{h} overcomes {card['name']}", seat=h, rule="KF-OVER-05")
                yield from self._defeat_encounter(h, enc, None)
                return
            if ans.name == "escape":
                yield from self._escape(h)
                return

    def _overcome_option(self, h: str, enc: dict[str, Any], card: dict[str, Any]) -> list[tuple[str, str]]:
        if card["weakness"] and set(card["weakness"]) & self.keywords_in_play(h, card):
            i = self.visible(h, self.heroes[h]["pos"]).index(enc) + 1
            return [(f"overcome {i}", f"defeat {card['name']} by its weakness")]
        return []

    def _team_battle(self, h: str, enc: dict[str, Any]):
        """A team engagement: no Surprise or evasion; each member and the foe trade Fight Tests, the
        active hero alone claims the reward, each member checks defeat in turn, no escape
        (KF-TEAM-08..13, KF-TEAM-15)."""
        card = self.card(enc)
        helpers = self.team_here(h)
        members = [o for o in self.turns.order_from(h) if o == h or o in helpers]
        self.team = []
        enc.pop("fresh_foe", None)
        self.emit(f"{', '.join(members)} battle {card['name']} together: nobody has Surprise", seat=h,
                  rule="KF-TEAM-08")
        loc = self.heroes[h]["pos"]
        # the Trap asks its cost of the active hero alone (KF-TEAM-15, KF-ABIL-04)
        yield from self._run_effects(h, [{**e, "target": "active"} for e in card["effects"]], loc,
                                     f"trap of {card['name']}", "trap")
        foe_hp = card["hp"]
        rnd = 0
        uses: dict[str, str | None] = {}
        while True:
            rnd += 1
            yield from self._round_start(h, card["effects"], card["name"], card)
            fighting = [m for m in members if self.heroes[m]["state"] == "ok"]
            if self.heroes[h]["state"] != "ok" or enc not in self.locs[loc]["encounters"]:
                return
            yield from self._team_uses(h, fighting, uses, rnd, foe_hp, card, card["name"])
            dealt = 0
            for m in fighting:
                got = yield from self._test(m, "fight", self.test_dice(m, "fight", card, True, uses.get(m)), foe_hp,
                                            True, use=uses.get(m))
                dealt += got
            hits = {m: self._foe_roll(card["name"], self.enc_val(enc, "fight"), m) for m in fighting}
            foe_hp = max(0, foe_hp - dealt)
            self.emit(f"round {rnd}: the team deals {dealt}; {card['name']} deals "
                      + ", ".join(f"{hits[m]} to {m}" for m in fighting), seat=h, rule="KF-TEAM-09", reveals=True,
                      data={"step": "round", "round": rnd, "dealt": dealt, "taken": hits})
            for m in fighting:  # every loss lands together
                self.lose_hp(m, hits[m], card["name"])
            if foe_hp == 0:  # only the active hero checks the foe and claims (KF-TEAM-10)
                self.emit(f"{h}'s team defeats {card['name']}", seat=h, rule="KF-TEAM-10")
                yield from self._defeat_encounter(h, enc, "fight", share=[m for m in fighting if m != h])
            for m in fighting:  # each member's own defeat check, active hero first (KF-TEAM-11)
                if self.heroes[m]["hp"] == 0 and self.heroes[m]["state"] == "ok":
                    self.emit(f"{m} falls in the team battle", seat=m, rule="KF-TEAM-11")
                    yield from self._defeated_choice(m)
            if foe_hp == 0:
                return
            if self.heroes[h]["state"] != "ok":
                # the active hero is beaten: the battle ends and the foe recovers (our reading)
                self.emit(f"{card['name']} drives the team off", seat=h, rule="KF-TEAM-11")
                return
            opts = self._team_fight_on(h, members, foe_hp, card)
            opts += self._overcome_option(h, enc, card)
            ans = yield Ask(h, f"{card['name']} has {foe_hp} HP left", opts, rule="KF-TEAM-12",
                            data={"foe_fight": card["fight"], "foe_hp": foe_hp})
            uses[h] = ans.args[0] if ans.name == "fight" and ans.args else None
            if ans.name == "overcome":
                self.emit(f"{h} overcomes {card['name']}", seat=h, rule="KF-OVER-05")
                yield from self._defeat_encounter(h, enc, None, share=[m for m in members if m != h
                                                                       and self.heroes[m]["state"] == "ok"])
                return

    def _team_fight_on(self, h: str, members: list[str], foe_hp: int, card: dict[str, Any] | None) -> list[Option]:
        """'fight on' for a team (no escape); the active hero's own substitutes each get a command."""
        n = len([m for m in members if self.heroes[m]["state"] == "ok"])
        return [Option(o.text, f"fight on: {n} heroes against {foe_hp} HP (a team cannot escape); you roll "
                       f"{o.description}", {**o.data, "team": n})
                for o in self.use_options(h, "fight", foe_hp, card, "fight")]

    def _team_uses(self, h: str, fighting: list[str], uses: dict[str, str | None], rnd: int, foe_hp: int,
                   card: dict[str, Any] | None, name: str):
        """Before each team round, every member with a card letting them roll another attribute for
        Fight chooses (KF-TEST-10); the active hero chose with 'fight on' after the first round."""
        for m in fighting:
            if m == h and rnd > 1:
                continue
            uses[m] = yield from self._pick_use(m, "fight", foe_hp, card, "fight",
                                                f"round {rnd} against {name}: which attribute do you roll for Fight?")

    def _escape(self, h: str):
        hs = self.heroes[h]
        self._leave(h)
        r0, c0 = rc(self.cell[hs["pos"]])
        best: list[str] = []
        for dist in range(1, 9):
            for cell, loc in self.grid.items():
                r, c = rc(cell)
                if abs(r - r0) + abs(c - c0) == dist and not any(self.is_enemy(h, e)
                                                                 for e in self.locs[loc]["encounters"]):
                    best.append(loc)
            if best:
                break
        dest = best[0]
        if len(best) > 1:  # several equally near safe places: the hero picks one
            cells = sorted(self.cell[x] for x in best)
            ans = yield Ask(h, "escape to which place?", [Option(f"move {c}", self.loc_name(self.grid[c]), {"cell": c}) for c in cells],
                            rule="KF-ENG-20")
            dest = self.grid[ans.args[0]]
        hs["pos"] = dest
        self.emit(f"{h} escapes to {self.loc_name(hs['pos'])}", seat=h, rule="KF-ENG-20")
        yield from self._camp(h)

    def _defeated_choice(self, h: str):
        hs = self.heroes[h]
        opts = [Option(f"discard {i}", f"give up {self._rumour_name(r)}", {"verb": "discard", "rumour": i})
                for i, r in enumerate(hs["rumours"], 1)]
        opts += [Option(f"discard {len(hs['rumours']) + i}", f"sacrifice {self.c['reward'][a['id']]['name']}",
                        {"verb": "discard", "asset": i})
                 for i, a in enumerate(hs["assets"], 1)]
        if opts:
            ans = yield Ask(h, "you are defeated: lose one rumour or asset", opts, rule="KF-DEF-04",
                            data={"step": "defeated"})
            i = ans.int(0) - 1
            if i < len(hs["rumours"]):
                self.discard_rumour(hs["rumours"].pop(i))
            else:
                self.leave_play(h, hs["assets"][i - len(hs["rumours"])], "defeat")
        self._hero_defeated(h, lost_card=True)

    def _hero_defeated(self, h: str, lost_card: bool = False) -> None:
        hs = self.heroes[h]
        if not lost_card:
            if hs["rumours"]:
                self.discard_rumour(hs["rumours"].pop())
            elif hs["assets"]:
                self.leave_play(h, hs["assets"][-1], "defeat")
        self._leave(h)
        hs["gold"] = 0
        hs["state"] = "defeated"
        hs["hidden"] = False
        hs["pos"] = self.centre_loc
        hs["ap"] = 0
        self._mark_camped(h)
        self.emit(f"{h} is defeated and wakes at the Sanctum", seat=h, rule="KF-DEF-05")

    def _leave(self, h: str) -> None:
        """Leaving a location wipes accumulated successes there (KF-MOVE-10)."""
        hs = self.heroes[h]
        here = {str(e["uid"]) for e in self.locs[hs["pos"]]["encounters"]}
        hs["successes"] = {k: v for k, v in hs["successes"].items() if k not in here
                           and k not in ("finale", "interlude")}
        hs["evaded"] = []

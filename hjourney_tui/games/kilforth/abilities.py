"""Card abilities that ask or that last: Tests from cards, Pass/Fail, triggers and their order,
assets entering and leaving play (Attach), costs paid again and again, X, Claim, Choose Sides."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

from hjourney_tui.core.questions import Ask, Option
from hjourney_tui.core.timing import Occurrence, Trigger, window

from . import effects as fx
from .content import ATTRS


def immune_to(card: dict[str, Any] | None) -> set[str]:
    """The card types a card is immune to (KF-ABIL-20)."""
    return set(card.get("immune", [])) if card else set()

SIDES = {"skull": "Doom Guard (skull)", "rose": "Rosen Knights (rose)"}


class AbilitiesMixin:
    """Part of the Kilforth engine; mixed into engine.Kilforth."""

    # -- what a hero has in play ---------------------------------------------------
    def usable_assets(self, h: str, against: dict[str, Any] | None = None
                      ) -> Iterator[tuple[int, dict[str, Any], dict[str, Any]]]:
        """(index, asset, card) of each unveiled asset whose ability may be used (KF-CARD-18); while
        dealing with a card immune to its type, an asset is blank (KF-ABIL-20)."""
        study = self.attr(h, "study", against)
        blank = immune_to(against)
        for i, a in enumerate(self.heroes[h]["assets"]):
            r = self.c["reward"][a["id"]]
            if a["veiled"] or (r["type"] == "spell" and study < r["study_req"]) or r["type"] in blank:
                continue
            yield i, a, r

    def hero_abilities(self, h: str, on: str, against: dict[str, Any] | None = None) -> list[tuple[str, dict[str, Any]]]:
        """(source name, effect) of every (Hero) ability in play for this hero with trigger `on`;
        cards of a type `against` is immune to give none (KF-ABIL-20)."""
        hs, c = self.heroes[h], self.c
        out = [] if "skill" in immune_to(against) else [
            (c["skill"][s]["name"], e) for s in hs["skills"] for e in c["skill"][s]["effects"] if e.get("on", "") == on]
        out += [(c["race"][hs["race"]]["name"], e) for e in c["race"][hs["race"]]["effects"] if e.get("on", "") == on]
        for _i, _a, r in self.usable_assets(h, against):
            out += [(r["name"], e) for e in r["effects"] if e.get("on", "") == on]
        return out

    def slot_assets(self, h: str) -> list[dict[str, Any]]:
        """Assets that take one of the six places; attached cards do not (KF-LIM-04)."""
        return [a for a in self.heroes[h]["assets"] if not a.get("on")]

    def substitutes(self, h: str, a: str, against: dict[str, Any] | None = None) -> list[tuple[str, str]]:
        """(attribute, source) a hero may roll in place of `a`: "use A for a B Test" abilities in play
        (KF-TEST-10), each offered once, never `a` itself."""
        out: list[tuple[str, str]] = []
        for name, e in self.hero_abilities(h, "", against):
            u = e.get("use")
            if e["do"] == "use_attr" and e.get("attr") == a and u in ATTRS and u != a and u not in [x for x, _ in out]:
                out.append((u, name))
        return out

    def test_dice(self, h: str, a: str, card: dict[str, Any] | None = None, note: bool = False,
                  use: str | None = None) -> int:
        """Dice for a hero's Test in `a`: their value in `a`, or in `use` when they chose an ability
        letting them roll it instead (KF-TEST-10), plus (Map) bonuses of the card tested against
        (KF-ABIL-03). Cards of a type `card` is immune to add nothing (KF-ABIL-20)."""
        sub = dict(self.substitutes(h, a, card)).get(use) if use else None
        best = self.attr(h, use if sub else a, card)
        if sub and note:
            self.emit(f"{h} rolls {use} for the {a} Test ({sub})", seat=h, rule="KF-TEST-10",
                      data={"step": "stand-in", "who": h, "attr": a, "use": use, "source": sub})
        if card:
            best += sum(int(e.get("n", 0)) for e in card["effects"] if e.get("on") == "map" and e["do"] == "bonus"
                        and e.get("attr") == a and e.get("target", "active") == "active")
        return max(best, 0)

    def _pick_use(self, h: str, a: str, need: int, card: dict[str, Any] | None = None, cmd: str = "roll",
                  prompt: str = ""):
        """When an ability lets the hero roll another attribute for this Test, they choose, seeing
        the odds of each (KF-TEST-10); returns the attribute rolled in place of `a`, or None."""
        subs = self.substitutes(h, a, card)
        if not subs:
            return None
        opts = self.use_options(h, a, need, card, cmd)
        ans = yield Ask(h, prompt or f"{a.title()} Test: which attribute do you roll?", opts, rule="KF-TEST-10",
                        data={"need": need})
        chosen = ans.args[0] if ans.args else None
        return None if chosen in (None, a) else chosen

    def use_options(self, h: str, a: str, need: int, card: dict[str, Any] | None = None,
                    cmd: str = "roll") -> list[Option]:
        """The command for rolling `a` itself and one for each attribute that may stand in, with odds."""
        plain = f"{cmd} {a}" if cmd == "roll" else cmd
        opts = [Option(plain, self.odds_text(h, a, need, card=card),
                       {"verb": cmd, "attr": a, "use": None, **self.odds_data(h, a, need, card=card)})]
        for u, src in self.substitutes(h, a, card):
            opts.append(Option(f"{cmd} {u}", f"{u.title()} for the {a.title()} Test ({src}): "
                               + self.odds_text(h, a, need, card=card, use=u),
                               {"verb": cmd, "attr": a, "use": u, **self.odds_data(h, a, need, card=card, use=u)}))
        return opts

    def _map_bonus_table(self) -> dict[str, dict[str, int]]:
        """Encounter id -> the (Map) bonuses it gives every hero; worked out once from the content."""
        table = getattr(self, "_map_bonus_cache", None)
        if table is None:
            table = {}
            for eid, card in self.c["encounter"].items():
                for e in card["effects"]:
                    if e.get("on") == "map" and e["do"] == "bonus" and e.get("target") == "all":
                        bonus = table.setdefault(eid, {})
                        bonus[e.get("attr", "")] = bonus.get(e.get("attr", ""), 0) + int(e.get("n", 0))
            self._map_bonus_cache = table
        return table

    def enc_val(self, enc: dict[str, Any], a: str) -> int:
        """An encounter's value in `a` after any lowering effect (KF-CONF-19)."""
        v = self.card(enc)[a]
        return max(0, v - enc.get("weak", 0)) if v > 0 else 0

    # -- effects that need a choice or a roll -------------------------------------------
    def _run_effects(self, h: str | None, effects: Iterable[dict[str, Any]], loc: str | None, source: str,
                     trigger: str | None = None, enc: dict[str, Any] | None = None):
        """Resolve a card's effects for one trigger in printed order (Pass/Fail wait for a Test)."""
        effects = list(effects)
        for eff in effects:
            on = eff.get("on", "")
            if on in ("pass", "fail") or (trigger is not None and on != trigger):
                continue
            yield from self._run(h, eff, loc, source, effects, enc)

    def _run(self, h: str | None, eff: dict[str, Any], loc: str | None, source: str,
             card_effects: list[dict[str, Any]] | None = None, enc: dict[str, Any] | None = None):
        do, n = eff["do"], int(eff.get("n", 0))
        if do == "test":  # a Test a card calls for: no AP, one roll, nothing carried over (KF-TEST-11)
            a = eff["attr"]
            for t in fx.targets(self, eff, h, loc):
                use = yield from self._pick_use(t, a, int(eff.get("need", 1)))
                got = yield from self._test(t, a, self.test_dice(t, a, note=True, use=use), int(eff.get("need", 1)),
                                          team=False, use=use)
                yield from self._pass_fail(t, card_effects or [], a, got, loc, source)
            return
        if do == "claim":
            if enc is not None and h:
                enc["claim"] = h
                self.emit(f"{h} places a Claim token on {source}", seat=h, rule="KF-ABIL-17")
            return
        if do == "sides":
            for t in fx.targets(self, eff, h, loc):
                ans = yield Ask(t, f"{source}: choose your side", [(f"choose {k}", v) for k, v in SIDES.items()],
                                rule="KF-ABIL-28")
                self.heroes[t]["faction"] = ans.args[0]
                self.emit(f"{t} sides with the {SIDES[ans.args[0]].split(' (')[0]}", seat=t, rule="KF-ABIL-28")
            return
        if do == "draw":  # a Trophy card without Gain: into play, or sold at once (KF-TROPHY-04)
            for t in fx.targets(self, eff, h, loc):
                card = self._draw_reward(eff.get("card", "item"))
                if card is None:
                    continue
                r = self.c["reward"][card]
                self.market_shown = [card]
                ans = yield Ask(t, f"{source}: {r['name']} - put it into play or take {r['gold']} gold?",
                                [("keep", f"put {r['name']} into play"), ("cash", f"discard it for {r['gold']} gold")],
                                rule="KF-TROPHY-04")
                self.market_shown = []
                if ans.name == "keep":
                    yield from self._enter_play(t, card, source)
                else:
                    self.rew_discard[r["type"]].append(card)
                    self.heroes[t]["gold"] += r["gold"]
                    self.emit(f"{t} discards {r['name']} for {r['gold']} gold", seat=t, rule="KF-TROPHY-04")
            return
        if do == "loot" and n < 0:  # discard Loot tokens, the hero choosing which
            for t in fx.targets(self, eff, h, loc):
                hs = self.heroes[t]
                for _ in range(-n):
                    if not hs["loot"]:
                        break
                    i = 0
                    if len(set(hs["loot"])) > 1:
                        ans = yield Ask(t, f"{source}: discard a Loot token",
                                        [(f"discard {j}", self.c["loot"][x]["kind"].replace("_", " "))
                                         for j, x in enumerate(hs["loot"], 1)], rule="KF-ABIL-24")
                        i = ans.int(0) - 1
                    self.loot_aside.append(hs["loot"].pop(i))
                    self.emit(f"{source}: {t} gives up a Loot token", seat=t)
            return
        fx.resolve(self, eff, h, loc, source)

    def _pass_fail(self, t: str, effects: list[dict[str, Any]], attr: str, got: int, loc: str | None, source: str):
        """Pass/Fail [attr X] effects of the card tested against (KF-TEST-12/13)."""
        for eff in effects:
            on = eff.get("on")
            if on not in ("pass", "fail") or eff.get("attr", attr) != attr:
                continue
            need = int(eff.get("need", 1))
            if (on == "pass") == (got >= need):
                self.emit(f"{source}: {t} {'passes' if on == 'pass' else 'fails'} the {attr} Test",
                          seat=t, rule="KF-TEST-12" if on == "pass" else "KF-TEST-13")
                yield from self._run(t, {**eff, "target": "active"}, loc, source)

    def _check_defeats(self):
        """Anyone an effect brought to 0 HP is defeated (KF-DEF-01)."""
        for o in self.order:
            if self.heroes[o]["state"] == "ok" and self.heroes[o]["hp"] == 0:
                yield from self._defeated_choice(o)

    def _round_start(self, h: str, foe_effects: list[dict[str, Any]], foe_name: str,
                     against: dict[str, Any] | None = None):
        """A battle round starts: the abilities it triggers are the core's Forced effects of that
        occurrence (KF-ENG-13), ordered by the active hero (KF-ABIL-09, `first_player`)."""
        occ = Occurrence("round_start", {"hero": h, "foe": foe_name, "effects": foe_effects, "against": against})
        yield from window(self, occ, "after")

    def _round_start_triggers(self, occ: Occurrence) -> list[Trigger]:
        """The foe's round abilities, which reach only the active hero (KF-TEAM-15), then the
        hero's own (Hero) ones; each ability is its own source so that every one fires."""
        h, foe = occ.data["hero"], occ.data["foe"]
        found = [(foe, {**e, "target": "active"}) for e in occ.data["effects"]
                 if e.get("on") == "round" and e["do"] != "bonus_fight"]
        found += self.hero_abilities(h, "round", occ.data["against"])
        return [Trigger(f"{name}#{n}", h, "forced", f"{name}: {e['do']} {e.get('n', '')}".strip(),
                        lambda name=name, e=e: self._round_ability(h, name, e))
                for n, (name, e) in enumerate(found)]

    def _round_ability(self, h: str, name: str, eff: dict[str, Any]):
        self.emit(f"a battle round starts: {name}", seat=h, rule="KF-ENG-13")
        yield from self._run(h, eff, self.heroes[h]["pos"], name)

    # -- assets entering and leaving play ---------------------------------------------------
    def _enter_play(self, h: str, card: str, why: str):
        """A reward card becomes an asset: Attach, Enters Play, then the unique keyword
        (KF-ABIL-11, KF-LIM-04)."""
        hs, r = self.heroes[h], self.c["reward"][card]
        asset: dict[str, Any] = {"id": card, "veiled": False}
        hosts = self.slot_assets(h)
        hs["assets"].append(asset)
        if r.get("attach") and hosts:
            pick = hosts[0]
            if len(hosts) > 1:
                ans = yield Ask(h, f"attach {r['name']} to which asset?",
                                [(f"attach {hs['assets'].index(a) + 1}", self.c["reward"][a["id"]]["name"])
                                 for a in hosts], rule="KF-LIM-04")
                pick = hs["assets"][ans.int(0) - 1]
            asset["on"] = pick["id"]
            self.emit(f"{h} attaches {r['name']} to {self.c['reward'][pick['id']]['name']}", seat=h, rule="KF-LIM-04")
        for e in r["effects"]:
            if e.get("on") == "enters":
                self.emit(f"{r['name']} enters play", seat=h, rule="KF-ABIL-11")
                yield from self._run(h, e, hs["pos"], r["name"])
        yield from self._unique(h)

    def leave_play(self, h: str, asset: dict[str, Any], why: str = "") -> None:
        """An asset goes to its discard pile; cards attached to it go first (KF-ABIL-16), and
        its Leaves Play ability fires (KF-ABIL-11)."""
        hs = self.heroes[h]
        if asset not in hs["assets"]:
            return
        for att in [a for a in hs["assets"] if a.get("on") == asset["id"]]:
            self.emit(f"{self.c['reward'][att['id']]['name']} falls away with its host", seat=h, rule="KF-ABIL-16")
            self.leave_play(h, att, why)
        hs["assets"].remove(asset)
        r = self.c["reward"][asset["id"]]
        self.rew_discard[r["type"]].append(asset["id"])
        for e in r["effects"]:
            if e.get("on") == "leaves" and hs["state"] != "out":
                self.emit(f"{r['name']} leaves play", seat=h, rule="KF-ABIL-11")
                fx.resolve(self, e, h, hs["pos"], r["name"])

    # -- costs --------------------------------------------------------------------------
    def can_pay(self, h: str, eff: dict[str, Any], times: int = 1) -> bool:
        hs, n = self.heroes[h], int(eff.get("pay_n", 1)) * times
        pay = eff.get("pay")
        if pay == "gold":
            return hs["gold"] >= n
        if pay == "ap":  # any kind of AP pays a 'spend AP' cost (KF-ABIL-22)
            return hs["ap"] + hs["move_ap"] >= n
        if pay == "fate":
            return hs["fate"] >= n
        return True

    def pay(self, h: str, eff: dict[str, Any], times: int = 1) -> None:
        hs, n = self.heroes[h], int(eff.get("pay_n", 1)) * times
        pay = eff.get("pay")
        if pay == "gold":
            hs["gold"] -= n
        elif pay == "fate":
            hs["fate"] -= n
        elif pay == "ap":
            typed = min(hs["move_ap"], n)  # the narrower kind goes first
            hs["move_ap"] -= typed
            hs["ap"] -= n - typed
            self.emit(f"{h} spends {n} AP ({typed} of it Move AP)", seat=h, rule="KF-ABIL-22")

    def _pay_and_run(self, h: str, eff: dict[str, Any], source: str):
        """Pay a 'do X to do Y' cost (as often as it can be paid, KF-ABIL-10); an X cost asks
        for X (KF-ABIL-26)."""
        times = 1
        if eff.get("x"):
            most = 1
            while most < 9 and self.can_pay(h, eff, most + 1):
                most += 1
            ans = yield Ask(h, f"{source}: choose X", [Option(f"choose {i}", f"X = {i}", {"x": i}) for i in range(1, most + 1)],
                            rule="KF-ABIL-26")
            times = int(ans.args[0])
        self.pay(h, eff, times)
        yield from self._run(h, {**eff, "n": int(eff.get("n", 1)) * times}, self.heroes[h]["pos"], source)

    def deed_ready(self, h: str, asset: dict[str, Any], eff: dict[str, Any]) -> bool:
        if eff.get("cost") == "veil" and asset["veiled"]:
            return False
        return self.can_pay(h, eff)

    # -- As your [type] action (KF-ACT-03) -------------------------------------------------
    def action_abilities(self, h: str) -> list[tuple[int, dict[str, Any], dict[str, Any]]]:
        out = []
        for i, a, r in self.usable_assets(h):
            for e in r["effects"]:
                if e.get("on") == "action":
                    out.append((i, a, e))
        return out

    def _action_effect(self, asset: dict[str, Any]) -> dict[str, Any]:
        """The 'as your action' ability of an asset that `use` names."""
        return next(e for e in self.c["reward"][asset["id"]]["effects"] if e.get("on") == "action")

    def action_ability_ok(self, h: str, eff: dict[str, Any]) -> tuple[bool, str]:
        hs = self.heroes[h]
        typed = eff.get("action") == "move" and hs["move_ap"] > 0
        if hs["ap"] < 1 and not typed:
            return False, "no AP left"
        if eff["do"] == "hp" and hs["hp"] >= hs["max_hp"]:
            return False, "it would have no effect: your HP is full"
        return True, ""

    def _act_use(self, h: str, cmd: Any):
        hs = self.heroes[h]
        asset = hs["assets"][cmd.int(0) - 1]
        r = self.c["reward"][asset["id"]]
        eff = self._action_effect(asset)
        self.emit(f"{h} uses {r['name']} as their {eff.get('action', '')} action".replace("  ", " "), seat=h,
                  rule="KF-ACT-03")
        yield from self._run(h, eff, hs["pos"], r["name"])

    def pay_action(self, h: str, cmd: Any) -> None:
        """1 AP for an action; a Move (or an ability used as one) may take Move AP (KF-TURN-13)."""
        hs = self.heroes[h]
        kind = cmd.name
        if kind == "use":
            kind = self._action_effect(hs["assets"][cmd.int(0) - 1]).get("action", "")
        if kind == "move" and hs["move_ap"] > 0:
            hs["move_ap"] -= 1
        else:
            hs["ap"] -= 1

    # -- claims and reward locations -----------------------------------------------------
    def discover_loc(self, card: str) -> str:
        """Where a reward is Discovered: its printed place, or its drawn token (KF-VAR-10)."""
        return self.reward_loc.get(card, self.c["reward"][card]["discover"])

    def note_reward_rumour(self, card: str) -> None:
        if self.opt.get("random_reward_locations") and card not in self.reward_loc:
            if not self.reward_tokens:
                return
            i = self.rng.below(len(self.reward_tokens))
            self.reward_loc[card] = self.reward_tokens.pop(i)

    def release_reward_token(self, card: str) -> None:
        loc = self.reward_loc.pop(card, None)
        if loc is not None:
            self.reward_tokens.append(loc)

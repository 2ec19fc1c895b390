"""Engagements: Surprise, evasion, battle rounds, escape and defeat."""

from __future__ import annotations

from typing import Any

from hjourney_tui.core.decisions import Ask

from . import effects as fx
from .map import rc


class EngagementMixin:
    """Part of the Kilforth engine; mixed into engine.Kilforth."""

    def _enemies(self, h: str) -> list[dict[str, Any]]:
        hs = self.heroes[h]
        return [e for e in self.locs[hs["pos"]]["encounters"]
                if self.is_enemy(h, e) and e["uid"] not in hs["evaded"]]

    def _engagements(self, h: str):
        hs = self.heroes[h]
        while hs["state"] == "ok" and not hs["camped"]:
            foes = self._enemies(h)
            if not foes:
                return
            foe = foes[0]
            if len(foes) > 1:
                ans = yield Ask(h, "which enemy do you engage first?",
                                [(f"engage {self.locs[hs['pos']]['encounters'].index(e) + 1}", self.card(e)["name"])
                                 for e in foes], rule="KF-TURN-07")
                foe = self.locs[hs["pos"]]["encounters"][ans.int(0) - 1]
            yield from self._engage(h, foe)

    def _engage(self, h: str, enc: dict[str, Any]):
        hs = self.heroes[h]
        card = self.card(enc)
        hero_surprise = foe_surprise = False
        if enc.get("fresh_foe") == h:
            enc.pop("fresh_foe")  # newly made enemy: nobody has Surprise (KF-ENG-04)
        elif hs["hidden"]:
            sneak = self.attr(h, "sneak")
            opts = [("ambush", "drop Hidden and gain Surprise"),
                    ("evade", f"stay Hidden: {self.odds_text(h, 'sneak', card['sneak'])}")]
            ans = yield Ask(h, f"{card['name']} is here and you are Hidden", opts, rule="KF-ENG-07")
            if ans.name == "ambush":
                hs["hidden"] = False
                hero_surprise = True
            else:
                if self.opt.get("auto_evasion") and sneak > card["sneak"]:
                    got = card["sneak"]
                else:
                    got = yield from self._test(h, "sneak", sneak, card["sneak"])
                if got >= card["sneak"]:
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
        for eff in card["effects"]:
            if eff.get("on") == "trap":
                fx.resolve(self, eff, h, hs["pos"], f"trap of {card['name']}")
        rnd = 0
        while True:
            rnd += 1
            got = yield from self._test(h, "fight", self.attr(h, "fight") + (1 if hs_sur else 0), foe_hp, True)
            foe_hits = self._hits(self._roll(card["fight"] + (1 if foe_sur else 0)))
            hs_sur = foe_sur = False
            foe_hp = max(0, foe_hp - got)
            self.emit(f"round {rnd}: {h} deals {got}, {card['name']} deals {foe_hits}", seat=h, rule="KF-ENG-14",
                      reveals=True)
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
            opts = [("fight", f"fight: {self.odds_text(h, 'fight', foe_hp)}"), ("escape", "escape and make Camp")]
            if card["weakness"] and set(card["weakness"]) & self.keywords_in_play(h):
                i = self.locs[hs["pos"]]["encounters"].index(enc) + 1
                opts.append((f"overcome {i}", f"defeat {card['name']} by its weakness"))
            ans = yield Ask(h, f"{card['name']} has {foe_hp} HP left: fight on or escape?", opts, rule="KF-ENG-19",
                            data={"foe_fight": card["fight"], "foe_hp": foe_hp})
            if ans.name == "overcome":  # a Deed mid-battle ends it with the reward (KF-ENG-24)
                self.emit(f"{h} overcomes {card['name']}", seat=h, rule="KF-OVER-05")
                yield from self._defeat_encounter(h, enc, None)
                return
            if ans.name == "escape":
                yield from self._escape(h)
                return

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
            ans = yield Ask(h, "escape to which place?", [(f"move {c}", self.loc_name(self.grid[c])) for c in cells],
                            rule="KF-ENG-20")
            dest = self.grid[ans.args[0]]
        hs["pos"] = dest
        self.emit(f"{h} escapes to {self.loc_name(hs['pos'])}", seat=h, rule="KF-ENG-20")
        yield from self._camp(h)

    def _defeated_choice(self, h: str):
        hs = self.heroes[h]
        opts = [(f"discard {i}", f"give up {self._rumour_name(r)}") for i, r in enumerate(hs["rumours"], 1)]
        opts += [(f"discard {len(hs['rumours']) + i}", f"sacrifice {self.c['reward'][a['id']]['name']}")
                 for i, a in enumerate(hs["assets"], 1)]
        if opts:
            ans = yield Ask(h, "you are defeated: lose one rumour or asset", opts, rule="KF-DEF-04")
            i = ans.int(0) - 1
            if i < len(hs["rumours"]):
                self.discard_rumour(hs["rumours"].pop(i))
            else:
                a = hs["assets"].pop(i - len(hs["rumours"]))
                self.rew_discard[self.c["reward"][a["id"]]["type"]].append(a["id"])
        self._hero_defeated(h, lost_card=True)

    def _hero_defeated(self, h: str, lost_card: bool = False) -> None:
        hs = self.heroes[h]
        if not lost_card:
            if hs["rumours"]:
                self.discard_rumour(hs["rumours"].pop())
            elif hs["assets"]:
                a = hs["assets"].pop()
                self.rew_discard[self.c["reward"][a["id"]]["type"]].append(a["id"])
        self._leave(h)
        hs["gold"] = 0
        hs["state"] = "defeated"
        hs["hidden"] = False
        hs["pos"] = self.centre_loc
        hs["ap"] = 0
        if not hs["camped"]:
            hs["camped"] = True
            if self.first_camper is None:
                self.first_camper = h
        self.emit(f"{h} is defeated and wakes at the Sanctum", seat=h, rule="KF-DEF-05")

    def _leave(self, h: str) -> None:
        """Leaving a location wipes accumulated successes there (KF-MOVE-10)."""
        hs = self.heroes[h]
        here = {str(e["uid"]) for e in self.locs[hs["pos"]]["encounters"]}
        hs["successes"] = {k: v for k, v in hs["successes"].items() if k not in here
                           and k not in ("finale", "interlude")}
        hs["evaded"] = []

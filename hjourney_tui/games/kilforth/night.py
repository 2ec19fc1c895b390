"""Days and Nights: Camp, turn order, gloom, Night cards, plots and Dawn."""

from __future__ import annotations


class NightMixin:
    """Part of the Kilforth engine; mixed into engine.Kilforth."""

    def _camp(self, h: str):
        hs = self.heroes[h]
        self._mark_camped(h)
        hs["ap"] = 0
        hs["move_ap"] = 0
        self._leave_successes_on_camp(h)
        self.emit(f"{h} makes Camp", seat=h, rule="KF-TURN-09")
        return
        yield

    def _mark_camped(self, h: str) -> None:
        """The first hero to camp in a Day, by choice, escape or defeat, takes the First Hero
        marker at once, and so opens the next Day (KF-TURN-12)."""
        hs = self.heroes[h]
        if hs["camped"]:
            return
        hs["camped"] = True
        if not any(self.heroes[o]["camped"] for o in self.order if o != h and self.heroes[o]["state"] != "out"):
            if self.first != h:
                self.emit(f"{h} is the first to camp and takes the First Hero marker", seat=h, rule="KF-TURN-12",
                          data={"first": h})
            self.first = h

    def _leave_successes_on_camp(self, h: str) -> None:
        self.heroes[h]["successes"] = {}

    def _can_act(self, h: str) -> bool:
        hs = self.heroes[h]
        return hs["state"] == "ok" and not hs["camped"]

    def _daylight(self):
        """Breaking Camp, then turns clockwise from the First Hero, each passing to the next hero
        who has not camped, until all have (KF-TURN-02..06)."""
        self.emit(f"Day {self.day} begins", kind="phase", rule="KF-TURN-01", data={"day": self.day})
        for h in self.order:
            hs = self.heroes[h]
            if hs["state"] == "ok":
                hs["ap"] = hs["hp"]  # Breaking Camp (KF-TURN-02)
                hs["camped"] = False
        skip = lambda o: not self._can_act(o)  # noqa: E731
        h = next(iter(self.turns.order_from(self.first, skip=skip)), None)
        while h is not None and not self.game_over:
            yield from self._turn(h)
            h = self.turns.next_after(h, skip=skip)
        self.active = None

    def _night(self):
        self.active = None
        self.emit(f"Night falls on Day {self.day}", kind="phase", rule="KF-NIGHT-01")
        for h in self.order:  # Gloom (KF-NIGHT-02)
            hs = self.heroes[h]
            if hs["state"] != "ok" or hs["pos"] not in self.gloom and hs["pos"] != "shrine_hard":
                continue
            loc = self.c["location"][hs["pos"]]
            g = loc["gloom"]
            if g < 0:
                self.lose_hp(h, -g, f"gloom at {loc['name']}")
                if hs["hp"] == 0:
                    self._hero_defeated(h)
            elif g > 0:
                self.heal(h, g, f"gloom at {loc['name']}")
        yield from self._darkness()
        if self.game_over:
            return
        if not self.night_deck:
            yield from self._time_up()
            return
        self._dawn()
        self.day += 1

    def _darkness(self):
        if not self.night_deck:
            return
        cid = self.night_deck.pop()
        n = self.c["night"][cid]
        loc = self.night_location(cid)
        if loc == "shrine":
            loc = self.centre_loc
        self.emit(f"Night card: {n['name']} ({n['type']}) at {self.loc_name(loc)}", kind="reveal", reveals=True,
                  rule="KF-NIGHT-04")
        flipped = self.flip_gloom(loc, n["name"]) if loc in self.locs else False
        if n["type"] == "weather":
            if self.weather:
                self.night_discard.append(self.weather)
            self.weather = cid
        elif n["type"] == "event":  # its Tests offer Fate, and use up the Day's call (KF-EDGE-08)
            yield from self._run_effects(None, n["effects"], loc, n["name"])
            self.night_discard.append(cid)
            yield from self._check_defeats()
        elif loc != "shrine" and loc in self.locs:
            self.uid += 1
            self.locs[loc]["encounters"].append({"uid": self.uid, "id": cid, "src": "night", "tokens": []})
        else:
            self.night_discard.append(cid)
        if flipped and not self.opt.get("first_game"):  # Plot step (KF-PLOT-01)
            terr = self.c["location"][loc]["terrain"]
            for a in self.ancients:
                if not a["defeated"] and a["plots"] and self.c["ancient"][a["id"]]["plot_terrain"] == terr:
                    p = a["plots"].pop()
                    self.locs[loc]["plots"].append(p)
                    self.emit(f"a plot of {self.c['ancient'][a['id']]['name']} takes root at {self.loc_name(loc)}",
                              rule="KF-PLOT-01")
        if not self.opt.get("first_game"):
            for a in self.ancients:
                if not a["defeated"]:
                    for eff in self.c["ancient"][a["abilities"]]["abilities"]["night"]:
                        yield from self._run(None, eff, None, self.c["ancient"][a["id"]]["name"])
            yield from self._check_defeats()

    def _dawn(self) -> None:
        for h in self.order:
            hs = self.heroes[h]
            hs["successes"] = {}
            hs["hidden"] = False
            hs["evaded"] = []
            hs["fate_used"] = False
            hs["regaled_today"] = False
            if hs["state"] == "defeated":
                hs["state"] = "ok"
                hs["hp"] = min(2, hs["max_hp"])
            for a in hs["assets"]:
                a["veiled"] = False
        for loc in self.locs.values():  # lowered encounter values last the Day
            for e in loc["encounters"]:
                e.pop("weak", None)
        self.emit("Dawn", kind="phase", rule="KF-NIGHT-10")

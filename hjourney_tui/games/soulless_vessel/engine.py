"""Soulless Vessel as a Game: the typed state (state.py), the rules (rules/) and the printed
content (printed.py) wired to the core, with what each seat sees and the outcome.
"""

from __future__ import annotations

from typing import Any

from ...core.commands import Arg, CommandSet, CommandSpec
from ...core.game import CampaignStatus, Game, Outcome, QuestReport, Setup
from ...core.grid import Grid
from ...core.ruleset import Ruleset
from ...core.timing import Occurrence, Trigger
from . import board, own_adventure, printed, view_data
from . import campaign as campaign_rules
from .content import Content
from .maps import AdventureMap, parse_templates
from .party import Party
from .rules import found, interrupts, loot, moments, perks, town, traits
from .rules.attack import weapon_range
from .rules.damage import max_wounds
from .rules.defence import attack_value
from .rules.movement import speed
from .rules.setup import build
from .state import TRACKER_MAX, Hero

DEFAULT_ADVENTURE = "first_descent"

COMMANDS = CommandSet.of([
    CommandSpec("commit", "place this ability card in a slot, in secret", (Arg("card"),), topic="round"),
    CommandSpec("initiative", "act at the initiative of this placed card (or 'empty': 0)", (Arg("slot"),),
                topic="round"),
    CommandSpec("go", "of the heroes tied at this initiative, act now", topic="round"),
    CommandSpec("move", "walk to this square (e.g. c4) with the movement points left", (Arg("square"),),
                topic="movement"),
    CommandSpec("open", "open the door you stand by (1 MP)", (Arg("door"),), topic="exploration"),
    CommandSpec("major", "resolve a placed card as its major action (an attack names its target, and the "
                "weapon if not the main one: another held, 'fist' or 'rock')",
                (Arg("card"), Arg("target", optional=True), Arg("weapon", optional=True)), topic="abilities"),
    CommandSpec("minor", "resolve a placed card as its minor action (cooldowns -1)", (Arg("card"),),
                topic="abilities"),
    CommandSpec("push", "knock the enemy back this way (n, ne, e, se, s, sw, w or nw)", (Arg("direction"),),
                topic="abilities"),
    CommandSpec("pull", "pull the enemy in this way (n, ne, e, se, s, sw, w or nw)", (Arg("direction"),),
                topic="abilities"),
    CommandSpec("split", "give this enemy N of the pull's squares ('none': pull no more)",
                (Arg("enemy"), Arg("squares", optional=True)), topic="abilities"),
    CommandSpec("spend", "buy this spending option with the roll's Plus and Star ('curse': pay the curse)",
                (Arg("option"),), topic="abilities"),
    CommandSpec("hit", "the attack also hits this enemy ('none': no more)", (Arg("enemy"),), topic="abilities"),
    CommandSpec("curse", "the curse sends this card from hand to cooldown 2", (Arg("card"),), topic="abilities"),
    CommandSpec("heal", "your spell's healing goes to this ally (a hero or a minion)", (Arg("ally"),),
                topic="abilities"),
    CommandSpec("weapon", "make the free attack with this weapon in hand", (Arg("weapon"),), topic="abilities"),
    CommandSpec("end", "end your turn", topic="round", ends_turn=True),
    CommandSpec("minion", "order your minion: place SQUARE, move SQUARE, open DOOR, attack ENEMY, spend N or end",
                (Arg("minion"), Arg("order"), Arg("what", optional=True)), topic="minions"),
    CommandSpec("target", "the party picks the enemy's target among those tied", (Arg("hero"),), topic="ai"),
    CommandSpec("square", "the party picks the square the enemy moves to", (Arg("square"),), topic="ai"),
    CommandSpec("abandon", "give up the adventure (no hero within 3 squares of an enemy)", topic="outcome",
                confirm="gives up the whole adventure for the party: it counts as failed"),
    *town.COMMANDS,
    CommandSpec("rearrange", "spend movement points to rearrange your items freely", topic="items"),
    CommandSpec("take", "take an item from an adjacent hero (movement points)", (Arg("item"), Arg("hero")),
                topic="items"),
    CommandSpec("chest", "open the chest on or beside your square (1 MP)", (Arg("square"),), topic="items"),
    CommandSpec("pickup", "take items from the Dropped Item token on or beside you (1 MP)", (Arg("square"),),
                topic="items"),
    CommandSpec("keep", "keep this item from a chest or token", (Arg("item"),), topic="items"),
    CommandSpec("wear", "this item takes the roll's Wear token", (Arg("item"),), topic="items"),
    CommandSpec("use", "use up a consumable from your consumable slots (a thrown one names its enemy, "
                "Memory Wax the card it brings back)",
                (Arg("item"), Arg("target", optional=True)), topic="items"),
    CommandSpec("inhabit", "take over the vessel on or beside your square (2 MP)", (Arg("square"),),
                topic="vessels"),
    CommandSpec("extract", "break the vessel on or beside you down for Soul Shards (2 MP)", (Arg("square"),),
                topic="vessels"),
])


class Vessels(Game):
    game_id = "soulless_vessel"
    commands = COMMANDS

    def __init__(self, setup: Setup, ruleset: Ruleset) -> None:
        super().__init__(setup, ruleset)
        self.content = printed.load(ruleset)
        adventure = str(setup.options.get("adventure") or DEFAULT_ADVENTURE)
        if setup.options.get(own_adventure.OPTION) and setup.campaign is None:  # a player's own file
            self.content, adventure = own_adventure.install(self.content, ruleset, setup.options[own_adventure.OPTION])
        if setup.campaign is not None:  # a campaign plays the adventure its party picked in town
            adventure = setup.campaign["record"]["next"]
        if adventure not in self.content.plans:
            raise ValueError(f"no adventure called '{adventure}' (adventures: {', '.join(self.content.plans)})")
        starts = len(self.content.maps[self.content.plans[adventure].map_id].start)
        if not 1 <= len(setup.seats) <= min(starts, len(self.content.kits)):
            raise ValueError(f"this adventure takes 1 to {min(starts, len(self.content.kits))} heroes")
        self._map: AdventureMap | None = None
        self._grid: Grid | None = None
        self.state = build(self, adventure)
        traits.begin(self)
        if setup.campaign is not None:
            campaign_rules.begin(self)
        elif "content" not in ruleset.files:  # the game's own content: item boards for this adventure
            campaign_rules.begin_single(self)
        for room in self.state.board.revealed:  # the start's chests and vessels
            loot.place_room(self, room)
            found.place_room(self, room)
        self.start(campaign_rules.play(self))

    # -- the campaign (campaign.py); `begin` sets these in a campaign quest, `begin_single` the
    # party's item boards (and nothing kept) in a single adventure on the game's own content --
    boards: bool = False  # whether heroes carry item boards (rules/items.py)
    party: Party
    town: town.Town | None
    full: Content
    campaign_done: bool

    @classmethod
    def new_campaign_record(cls, ruleset: Ruleset, seats: list[str] | None = None,
                            options: dict[str, Any] | None = None) -> dict[str, Any]:
        for name in ("adventure", own_adventure.OPTION):  # the party picks each adventure in town
            if (options or {}).get(name):
                raise ValueError(f"a campaign's adventures are picked in town, starting with the first one: "
                                 f"the '{name}' option is for single games; leave it out")
        return campaign_rules.new_record(ruleset, options)

    @classmethod
    def campaign_status(cls, ruleset: Ruleset, record: dict[str, Any], under_way: bool = False) -> CampaignStatus:
        return campaign_rules.status(ruleset, record, under_way)

    @classmethod
    def check_campaign_record(cls, ruleset: Ruleset, record: dict[str, Any], *, done: int,
                              played: list[dict[str, Any]] | None = None, seats: list[str] | None = None) -> None:
        campaign_rules.check_record(ruleset, record, done=done, played=played, seats=seats)

    def quest_report(self) -> QuestReport | None:
        return campaign_rules.report(self)

    # -- the board as the doors stand (rebuilt only when a door opens or a room shows) --
    def map(self) -> AdventureMap:
        if self._map is None:
            self._map = board.current(self.content.maps[self.plan().map_id], self.content.tiles, self.state.board)
        return self._map

    def grid(self) -> Grid:
        if self._grid is None:
            self._grid = board.grid(self.map(), self.state.board)
        return self._grid

    def map_changed(self) -> None:
        self._map = self._grid = None

    def plan(self) -> printed.Plan:
        return self.content.plans[self.state.adventure]

    def triggers(self, occ: Occurrence, timing: str) -> list[Trigger]:
        return interrupts.triggers(self, occ, timing) + moments.triggers(self, occ, timing)

    def window_prompt(self, seat: str, occ: Occurrence, which: str) -> str | None:
        """Say who attacks whom, so the hero asked knows what an interrupt would answer."""
        if occ.kind == "attacked" and which == "before":
            return f"{occ.data['enemy']} is about to attack {occ.data['seat']}: {seat} may play an interrupt, or pass"
        if occ.kind == "enemy_adjacent" and which == "after":
            return f"{occ.data['enemy']} comes next to {occ.data['seat']}: {seat} may answer it, or pass"
        return None

    def hides_commands(self) -> bool:
        """While cards are being placed in secret, a seat's remaining options would show what it
        placed, so each seat's commands are listed to it alone (VS-ROUND-03)."""
        q = self.flow.pending
        return super().hides_commands() or (q is not None and q.mode == "secret")

    # -- reading ------------------------------------------------------------------
    def outcome(self) -> Outcome | None:
        st = self.state
        if self.setup.campaign is not None:  # a campaign quest ends when the party leaves town
            return Outcome(list(st.heroes) if st.won else [], campaign_rules.summary(self)) \
                if self.campaign_done else None
        if st.won:
            return Outcome(list(st.heroes), f"the party wins the adventure in round {st.round}")
        if st.gave_up:
            return Outcome([], "the party gave up: the adventure is failed")
        if st.failed:
            return Outcome([], "the adventure is failed")
        # the last vessels may fall partway through an effect: the loss is declared once it has
        # resolved, which is when nothing more is asked (every turn and round loop stops asking
        # once all heroes are souls) (VS-EDGE-12)
        if st.lost and self.flow.pending is None:
            return Outcome([], "every hero is a Vesselless Soul: the party is lost")
        return None

    def hero_view(self, seat: str) -> dict[str, Any]:
        h = self.state.heroes[seat]
        c = self.content
        return {"seat": seat, "square": board.name(h.pos), "pos": list(h.pos), "soul": h.soul,
                "vessel": h.vessel, "vessel_name": c.vessels[h.vessel].name if h.vessel else "Vesselless Soul",
                "speed": speed(self, h), "toughness": list(h.toughness), "wounds": h.wounds,
                "scratches": h.scratches, "weapon": h.weapon, "offhand": h.offhand,
                "weapon_range": weapon_range(self, h, h.weapon) if h.weapon else 0,
                "hand": [self.card_view(x) for x in h.hand], "cooldown": dict(h.cooldown), "effects": dict(h.effects),
                "statuses": dict(h.statuses), "braced": h.braced, "oiled": h.oiled, "stance": dict(h.stance), "perks": [pid for pid, _ in perks.of(self, h)],
                "perk_cards": self.perk_cards(h),
                "placed": [self.card_view(x) for x in h.placed], "initiative": h.initiative, "acted": h.acted, "mp": h.mp,
                "items": self.items_view(seat)}

    def items_view(self, seat: str) -> list[dict[str, Any]]:
        """The hero's item board, public to all: each item with its slot (hand, armor, gear,
        consumable or backpack), Wear tokens and durability, the rune attached, and the cards in
        full (`card`, `rune_card`) for a screen that shows them.  Empty where heroes carry no boards."""
        if not self.boards or seat not in self.party.heroes:
            return []
        cards = campaign_rules.catalog(self)["items"]
        out = []
        for it in self.party.heroes[seat].items:
            card = cards.get(it.id, {})
            rune = cards.get(it.rune, {}) if it.rune else None
            out.append({"id": it.id, "name": card.get("name", it.id), "slot": it.slot, "wear": it.wear,
                        "durability": card.get("durability", 0), "rune": it.rune or None,
                        "rune_name": rune.get("name", it.rune) if rune is not None else None,
                        "card": dict(card), "rune_card": dict(rune) if rune is not None else None})
        return out

    def perk_cards(self, h: Hero) -> list[dict[str, Any]]:
        """The perks in force on the hero's body, named: the vessel's basic one, then those unlocked."""
        if h.vessel is None:
            return []
        names = {pid: (name, column) for pid, name, column in self.content.vessels[h.vessel].perk_names}
        out = []
        for pid, fx in perks.of(self, h):
            name, column = names.get(pid, (pid, 0))
            out.append({"id": pid, "name": name, "column": column, "effects": [str(e) for e in fx]})
        return out

    def card_view(self, cid: str) -> dict[str, Any]:
        a = self.content.abilities[cid]
        return {"id": cid, "name": a.name, "initiative": a.initiative, "cooldown": a.cooldown,
                "major": a.major.kind, "minor": a.minor.kind, "whom": a.major.whom,
                "major_what": a.major.what, "minor_what": a.minor.what}

    def view(self, seat: str | None) -> dict[str, Any]:
        st = self.state
        q = self.flow.pending
        c = self.content
        groups = {}
        for gid, g in st.groups.items():
            ref = c.enemies[gid]
            ai = c.ai_cards[g.ai] if g.ai else None
            groups[gid] = {"name": ref.name, "models": list(g.models), "initiative": g.acts_at, "acted": g.acted,
                           "defence": ref.defence, "speed": ref.speed + (ai.speed if ai else 0),
                           "range": ref.range or 1, "max_wounds": max_wounds(self, gid), "traits": list(g.traits),
                           "ai": {"id": ai.id, "priorities": list(ai.priorities), "threat": ai.threat,
                                  "grants": sorted(ai.grants)} if ai else None}
        enemies = {eid: {"id": eid, "group": e.group, "square": board.name(e.pos), "pos": list(e.pos),
                         "squares": [list(s) for s in e.squares], "bulky": e.size > 1,
                         "wounds": e.wounds, "attack": attack_value(self, e), "tokens": dict(e.tokens)} for eid, e in st.enemies.items()}
        marks = loot.marks(self)  # under the models
        marks.update({h.pos: s[0].upper() for s, h in st.heroes.items()})
        marks.update({s: e.group[0].lower() for e in st.enemies.values() for s in e.squares})
        marks.update({m.pos: "*" for m in st.minions.values()})
        minions = {mid: {"id": mid, "kind": m.kind, "name": c.minions[m.kind].name, "owner": m.owner, "card": m.card,
                         "square": board.name(m.pos), "pos": list(m.pos), "wounds": 0, "scratches": m.scratches,
                         "toughness": m.toughness, "speed": c.minions[m.kind].speed, "reach": c.minions[m.kind].reach,
                         "initiative": 0,
                         "acted": m.acted, "mp": m.mp} for mid, m in st.minions.items()}
        return {"adventure": st.adventure, "round": st.round, "step": st.step, "threat": st.threat,
                "current_initiative": st.current_init, "picture": board.picture(self.map(), st.board, marks),
                "board": board.view(self.map(), st.board, self.grid()),
                "heroes": {s: self.hero_view(s) for s in st.heroes}, "groups": groups, "enemies": enemies,
                "minions": minions,
                "pending": q.as_data(seat) if q is not None and seat in q.waiting else None,
                "commits": q.secret_view(seat) if q is not None and q.mode == "secret" else None,
                "templates": self.templates_view(), "placing": self.placing(seat), "loot": loot.view(self),
                "aim": view_data.aim(self, seat), "track": view_data.track(self),
                **({"party": self.party.as_record(), "town": self.town.as_data() if self.town else None,
                    "catalog": campaign_rules.town_catalog(self) if self.town and not self.town.done else None}
                   if self.setup.campaign is not None else {})}

    def placing(self, seat: str | None) -> list[str] | None:
        """The cards this seat has placed so far while cards are placed in secret (its own only;
        None at any other time)."""
        q = self.flow.pending
        if seat is None or q is None or q.mode != "secret":
            return None
        own = q.secret_view(seat).get(seat, {}).get("commits")
        if not isinstance(own, list):
            return []
        return [cmd.args[0] for cmd in map(self.parse, own) if cmd.name == "commit"]

    def templates_view(self) -> dict[str, Any]:
        """The area templates as data (polygon, anchors, headings), for screens that show what a
        template would hit before it is placed."""
        data = self.ruleset.get("templates")
        if data is None:
            return {}
        found = self.ruleset.derived("soulless_vessel.templates",
                                     lambda: parse_templates(data, str(self.ruleset.folder / "templates.toml")))
        return {tid: {"polygon": [list(p) for p in t.polygon], "anchors": [list(a) for a in t.anchors],
                      "headings": list(t.headings)} for tid, t in found.items()}

    def state_data(self) -> dict[str, Any]:
        out = {"rng": self.rng.state, "vessels": self.state.as_data(), "core": self.core_state()}
        if self.setup.campaign is not None:
            out["party"] = self.party.as_record()
            out["town"] = self.town.as_data() if self.town else None
        elif self.boards:  # a single adventure's item boards
            out["party"] = self.party.as_record()
        return out

    def check_invariants(self) -> None:
        st = self.state
        campaign_rules.check_invariants(self)
        g = self.grid()
        singles = [h.pos for h in st.heroes.values()] + [e.pos for e in st.enemies.values() if e.size == 1] \
            + [m.pos for m in st.minions.values()]
        squares = singles + [s for e in st.enemies.values() if e.size > 1 for s in e.squares]
        assert len(squares) == len(set(squares)), "two models share a square"
        for kind in ("vessel", "weapon"):  # each is one card: no two heroes hold the same one
            held = [getattr(h, kind) for h in st.heroes.values() if getattr(h, kind)]
            assert len(held) == len(set(held)), f"two heroes hold the same {kind} card"
        for s in singles:
            assert g.walkable(s), f"a model stands on {board.name(s)}, which is not walkable"
        for e in st.enemies.values():  # a Bulky block: at least 2 of its 4 squares walkable (VS-BULKY-02)
            assert e.size == 1 or g.fits(e.pos, e.size), f"{e.id}'s block at {board.name(e.pos)} does not fit"
        for h in st.heroes.values():
            assert 0 <= h.wounds < 3, f"{h.seat} has {h.wounds} wounds"
            if not h.soul:
                assert 0 <= h.scratches <= h.toughness[h.wounds], f"{h.seat}'s row holds too many scratches"
            for d in (h.cooldown, h.effects):
                assert all(1 <= v <= TRACKER_MAX for v in d.values()), f"{h.seat}'s tracker is off the scale"
            assert len(h.placed) <= 2, f"{h.seat} has more than two cards placed"
        for gid, grp in st.groups.items():
            assert grp.models, f"group {gid} is empty but still on the table"
            assert all(st.enemies[m].group == gid for m in grp.models), f"group {gid} lists another's model"
        assert sum(len(grp.models) for grp in st.groups.values()) == len(st.enemies), "a model belongs to no group"
        for e in st.enemies.values():
            assert e.wounds < max_wounds(self, e.group), f"{e.id} should have been removed"
            for s, n in e.tokens.items():
                assert 0 < n <= self.content.status_caps.get(s, 0), f"{e.id} holds {n} {s} tokens"
        for h in st.heroes.values():
            assert all(1 <= v <= TRACKER_MAX for v in h.statuses.values()), f"{h.seat}'s statuses are off the scale"
        for m in st.minions.values():
            assert m.owner in st.heroes and 0 <= m.scratches <= m.toughness, f"{m.id} should have been removed"

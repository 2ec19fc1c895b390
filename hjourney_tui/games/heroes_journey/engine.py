"""The Heroes' Journey as a Game: builds the table from the chosen decks, wires the rules and card
scripts to the core, and reports what each seat may see."""

from __future__ import annotations

from typing import Any

from hjourney_tui.core.commands import Arg, CommandSet, CommandSpec
from hjourney_tui.core.decks import SEAT_DECKS
from hjourney_tui.core.game import Game, Outcome, Setup
from hjourney_tui.core.ids import OpaqueIds
from hjourney_tui.core.modifiers import Modifier
from hjourney_tui.core.ruleset import Ruleset
from hjourney_tui.core.scripts import Source
from hjourney_tui.core.timing import Occurrence, Trigger
from hjourney_tui.core.zones import Table

from .cards import SCRIPTS
from .content import KEYWORDS, deck_problems, load_content
from .decks import deck_from_data
from .rules import characters, costs, playing, site_text, turn
from .state import PLAYER_ZONES, JourneyState, Player

MIN_SEATS, MAX_SEATS = 2, 6

COMMANDS = CommandSet.of([
    CommandSpec("bid", "bid burdens in secret for the turn order", (Arg("amount", "int"),), topic="setup"),
    CommandSpec("pick", "take this place in the turn order", (Arg("position", "int"),), topic="setup"),
    CommandSpec("site", "place this site from your atlas", (Arg("card"),), topic="sites"),
    CommandSpec("add", "add this companion to your starting party", (Arg("card"),), topic="setup"),
    CommandSpec("cut", "cut the book: move this many cards from the top to the bottom", (Arg("cards", "int"),),
                topic="setup"),
    CommandSpec("play", "play this card from hand (onto a bearer for items)",
                (Arg("card"), Arg("bearer", optional=True)), topic="playing"),
    CommandSpec("use", "use the ability of this card in play", (Arg("card"),), topic="playing"),
    CommandSpec("wind", "second wind: discard this card to heal your character of the same title",
                (Arg("card"),), topic="campaign"),
    CommandSpec("transfer", "move a possession or artifact to another of your companions",
                (Arg("card"), Arg("bearer")), topic="campaign"),
    CommandSpec("heal", "Sanctuary: heal a wound from this companion", (Arg("card"),), topic="sanctuary"),
    CommandSpec("choose", "choose this card for an effect", (Arg("card"),), topic="playing"),
    CommandSpec("spot", "spot this many cards for an effect (any number up to all you could)",
                (Arg("count", "int"),), topic="playing"),
    CommandSpec("wound", "place a ranged wound on this character", (Arg("card"),), topic="ranged"),
    CommandSpec("target", "the Adversary player whose minions take the party's ranged wounds",
                (Arg("seat"),), topic="ranged"),
    CommandSpec("assign", "assign a companion and a minion to one skirmish", (Arg("first"), Arg("second")),
                topic="melee"),
    CommandSpec("skirmish", "fight this companion's skirmish next", (Arg("companion"),), topic="melee"),
    CommandSpec("discard", "discard this card from your hand", (Arg("card"),), topic="regroup"),
    CommandSpec("again", "move again", topic="regroup"),
    CommandSpec("stop", "stop: the turn ends", topic="regroup"),
])

STATS = ("strength", "vitality", "resistance", *KEYWORDS)


class HeroesJourney(Game):
    game_id = "heroes_journey"
    commands = COMMANDS
    ORDER_RULE = "HJ-ACT-14"

    def __init__(self, setup: Setup, ruleset: Ruleset) -> None:
        super().__init__(setup, ruleset)
        seats = setup.seat_names
        if not MIN_SEATS <= len(seats) <= MAX_SEATS:
            raise ValueError(f"The Heroes' Journey is played by {MIN_SEATS} to {MAX_SEATS} players, not {len(seats)}")
        content = load_content(ruleset)
        self.options = setup.options
        decks = self._decks(content, seats)
        self.ids = OpaqueIds.for_game(setup.seed)
        table = Table(ids=self.ids)
        self.table = table
        players = {}
        for seat in seats:
            zones = {k: table.zone(f"{k}:{seat}", owner=seat, visibility=v) for k, v in PLAYER_ZONES.items()}
            players[seat] = Player(seat, decks[seat], zones)
        self.state = JourneyState(content, table, players, table.zone("void"), table.zone("path"))
        self.state.starting_seats = len(seats)
        for seat, p in players.items():
            for cid in p.deck.book_list():
                c = table.create(cid, p.book, owner=seat, face_up=False)
                self.state.cards[str(c.uid)] = c
            for cid in (*p.deck.sites, p.deck.quest):
                c = table.create(cid, p.atlas, owner=seat, face_up=False)
                self.state.cards[str(c.uid)] = c
        # (occurrence kind, timing) -> the cards with an ability that answers it
        self._listening: dict[tuple[str, str], set[str]] = {}
        for cid, abilities in SCRIPTS.by_card.items():
            for ab in abilities:
                if ab.on:
                    self._listening.setdefault((ab.on, ab.timing), set()).add(cid)
        self._constant: tuple[tuple[tuple[str, str], ...], list[Modifier]] = ((), [])
        # While a view is built nothing changes, so each value is worked out once for it (None: not viewing).
        self.reading: dict[tuple[str, str], int] | None = None
        self._reading_constant: list[Modifier] | None = None
        self.start(turn.play(self))

    def _decks(self, content: Any, seats: list[str]) -> dict[str, Any]:
        """Decks from the `decks` option ("oz,iliad": one per seat, repeated round the table), except
        for a seat that brought its own deck file (kept, already checked, in `seat_decks`)."""
        raw = str(self.setup.options.get("decks") or "")
        wanted = [d.strip() for d in raw.split(",") if d.strip()] or sorted(content.decks)
        for d in wanted:
            if d not in content.decks:
                raise ValueError(f"there is no deck called '{d}' (decks: {', '.join(sorted(content.decks))})")
        own = self.setup.options.get(SEAT_DECKS) or {}
        out = {s: content.decks[wanted[i % len(wanted)]] for i, s in enumerate(seats)}
        for seat, data in own.items():
            deck = deck_from_data(data, f"own:{seat}")
            problems = deck_problems(content, deck)
            if problems:  # a save edited by hand; files are checked when read
                raise ValueError(f"{seat}'s deck cannot be played: {'; '.join(problems)}")
            out[seat] = deck
        return out

    # -- the core's hooks ---------------------------------------------------------
    def printed(self, target: str, what: str) -> int:
        card = self.state.content.any_card(self.state.cards[target].card_id)
        if what in KEYWORDS:
            if self.is_blank(target):
                return 0  # keywords in the text box are game text, and blanking takes it (HJ-EFF-13)
            return int(card.get("keywords", {}).get(what, 0))
        return int(card.get(what, 0))

    def constant_modifiers(self) -> list[Modifier]:
        """What borne cards give their bearers: stat bonuses and keywords (HJ-BEAR-05); and the live
        site's text (HJ-SITE-10)."""
        if self.reading is not None:
            if self._reading_constant is None:
                self._reading_constant = self._constant_now()
            return self._reading_constant
        return self._constant_now()

    def _constant_now(self) -> list[Modifier]:
        st = self.state
        key = tuple(st.bearer.items())
        if key == self._constant[0]:
            return self._constant[1] + site_text.modifiers(self) + self._while_spotting()
        out = []
        for uid, bearer in st.bearer.items():
            card = st.data(uid)
            for stat in ("strength", "vitality", "resistance"):
                if card.get(stat):
                    out.append(Modifier(bearer, stat, card[stat], source=uid))
            for k, v in card.get("grants", {}).items():
                out.append(Modifier(bearer, k, v, source=uid))
        self._constant = (key, out)
        return out + site_text.modifiers(self) + self._while_spotting()

    def _while_spotting(self) -> list[Modifier]:
        """"While you can spot [Name]" text: in force exactly as long as the condition holds, read afresh
        every time a value is read (HJ-ACT-17)."""
        st = self.state
        if not st.turn.campaign:
            return []
        out = []
        for seat in self.turns.standing:
            for c in st.players[seat].party.cards:
                rule = st.content.cards[c.card_id].get("while_spot")
                if rule and not self.is_blank(c.uid) and c.uid in playing.active_in_play(self) \
                        and costs.spots_title(self, seat, rule["title"]):
                    out += [Modifier(c.uid, k, v, source=c.uid) for k, v in rule["keywords"].items()]
        return out

    def is_blank(self, uid: str) -> bool:
        """Whether a card's game text is blanked now (HJ-EFF-11), or ignored as a unique Adversary copy
        behind a nearer one (HJ-ACTV-09); title, cost, stats and tokens stay."""
        # Blanking is always a lasting effect, so the lasting list alone is read: reading every modifier in
        # force would read "while you can spot" text, which asks in turn whether cards are blank.
        if any(m.kind == "blank" and m.hits(uid) for m in self.modifiers.lasting):
            return True
        return self._shadowed(uid)

    def _shadowed(self, uid: str) -> bool:
        """Two Adversary players with copies of one unique Adversary card in play: only the copy of the
        player nearest the Campaign player's right has its text; the others stay active, text ignored
        (HJ-ACTV-09, HJ-EDGE-14)."""
        st = self.state
        data = st.data(uid)
        cp = st.turn.campaign
        owner = st.card(uid).owner
        if not (data.get("unique") and data.get("side") == "adversary" and cp and owner != cp):
            return False
        order = self.turns.order_from(cp, -1)  # counter-clockwise: the right-hand neighbour first
        nearer = order[1:order.index(owner)] if owner in order else []
        return any(st.data(c.uid)["title"] == data["title"] for s in nearer if s in self.turns.standing
                   for k in ("support", "minions", "borne") for c in st.players[s].zones[k].cards)

    def triggers(self, occ: Occurrence, timing: str) -> list[Trigger]:
        cards = self._listening.get((occ.kind, timing))
        if not cards:
            return []
        st = self.state
        if not st.turn.campaign:
            # Starting parties: a companion's "when you play" text resolves, and nothing optional is
            # offered (HJ-SETUP-21, HJ-RESP-09).
            if timing not in ("forced", "forced_interrupt"):
                return []
            return SCRIPTS.triggers(self, [Source(c.uid, c.card_id, s) for s, p in st.players.items()
                                           for c in p.party.cards if c.card_id in cards], occ, timing)
        return SCRIPTS.triggers(self, self.sources(cards), occ, timing)

    def sources(self, cards: set[str] | None = None) -> list[Source]:
        """Cards whose text is live (of `cards` only, if given): the active cards in play, and response
        events in the hands of players whose side they are on this turn (HJ-ACTV-01, HJ-RESP-01)."""
        st = self.state
        out = [Source(u, st.card(u).card_id, self.table.where[u].owner or "") for u in playing.active_in_play(self)
               if (cards is None or st.card(u).card_id in cards) and not self.is_blank(u)]
        if not st.turn.campaign:
            return out  # no responses during setup (HJ-RESP-09)
        for seat in self.turns.standing:
            side = playing.side_of(self, seat)
            out += [Source(c.uid, c.card_id, seat) for c in st.players[seat].hand.cards
                    if (cards is None or c.card_id in cards) and st.content.cards[c.card_id]["side"] == side
                    and "response" in st.content.cards[c.card_id].get("phases", ())]
        return out

    def window_order(self) -> list[str]:
        """Responses are offered from the Campaign player counter-clockwise (HJ-RESP-06)."""
        cp = self.state.turn.campaign or self.turns.first
        return self.turns.order_from(cp, -1)

    def first_player(self) -> str:
        """The Campaign player orders simultaneous mandatory effects (HJ-ACT-14)."""
        return self.state.turn.campaign or self.turns.first

    # -- helpers the rules use ------------------------------------------------------
    def name(self, uid: str) -> str:
        return self.state.data(uid)["title"]

    def draw(self, seat: str, n: int) -> int:
        """Draw up to n cards; an empty book just stops the drawing (HJ-REG-06)."""
        p = self.state.players[seat]
        got = 0
        for _ in range(n):
            c = self.table.draw(p.book, p.hand, face_up=False)
            if c is None:
                break
            got += 1
            self.emit(f"{seat} draws {self.state.content.cards[c.card_id]['title']}", kind="draw", seat=seat,
                      private_to=(seat,), public_text=f"{seat} draws a card",
                      data={"seat": seat, "card": c.uid, "card_id": c.card_id})
        return got

    # -- reading ------------------------------------------------------------------
    def explain(self, seat: str, command: Any) -> str | None:
        """Why a card in `seat`'s own hand may not be played now, in the rules' terms (the party
        limit, the pool, a unique already in play ...), instead of only the list of what may."""
        if command.name != "play" or not command.args:
            return None
        uid = str(command.args[0])
        st = self.state
        if uid not in st.cards or uid not in {c.uid for c in st.players[seat].hand.cards}:
            return None
        title = self.name(uid)
        bearer = str(command.args[1]) if len(command.args) > 1 else None
        problem = playing.why_not(self, seat, uid, bearer)
        if not problem and bearer is None and st.data(uid)["type"] in playing.ITEMS:
            problem = "name the character who bears it"
        return f"{title} cannot be played now: {problem}" if problem else None

    def outcome(self) -> Outcome | None:
        w = self.state.winners
        if not w:
            return None
        return Outcome(list(w), f"{w[0]} wins The Heroes' Journey", {s: p.site for s, p in self.state.players.items()})

    def view(self, seat: str | None) -> dict[str, Any]:
        """What `seat` may see now.  Building it changes nothing, so every stat and the modifiers in
        force are read once for it and kept until it is built."""
        if self.reading is not None:
            return self._view(seat)
        self.reading, self._reading_constant = {}, None
        try:
            return self._view(seat)
        finally:
            self.reading, self._reading_constant = None, None

    def _view(self, seat: str | None) -> dict[str, Any]:
        st = self.state
        q = self.flow.pending

        def card(uid: str) -> dict[str, Any]:
            c = st.card(uid)
            data = st.data(uid)
            mods = self.modifiers.in_force(uid)
            d = {"uid": uid, "card": c.card_id, "title": self.name(uid), "owner": c.owner, "type": data["type"],
                 "side": data["side"], "cost": data["cost"]}
            if data.get("text"):
                d["text"] = data["text"]
            if data.get("type") in ("companion", "ally", "minion"):
                d.update(strength=characters.stat(self, uid, "strength"), vitality=characters.stat(self, uid, "vitality"),
                         wounds=characters.wounds(self, uid), wounded=characters.wounds(self, uid) > 0)
                if data["type"] == "companion":
                    d["resistance"] = characters.resistance(self, uid)
                    d["motivated"] = d["resistance"] >= 1  # (HJ-BUR-03)
                # a keyword is above 0 only if printed or changed now: the others need not be read
                maybe = set(data.get("keywords", ())) | {m.what for m in mods}
                kws = {k: v for k in KEYWORDS if k in maybe and (v := characters.stat(self, uid, k))}
                if kws:
                    d["keywords"] = kws
            d.update(self._held(uid, seat))
            borne = st.borne_by(uid)
            if borne:
                d["bears"] = [{**card(b), "uid": b, "card": st.card(b).card_id, "title": self.name(b)} for b in borne]
            d.update(self._card_detail(uid, mods))
            return d

        players = {}
        for s, p in st.players.items():
            mine = s == seat
            players[s] = {
                "deck": p.deck.title, "site": p.site, "burdens": p.burdens, "out": s in self.turns.out,
                "hero": p.hero, "quest": [st.data(c.uid)["title"] for c in p.quest.cards],
                "party": [card(c.uid) for c in p.party.cards],
                "support": [card(c.uid) for c in p.support.cards],
                "minions": [card(c.uid) for c in p.minions.cards],
                "hand": [card(c.uid) for c in p.hand.cards] if mine else len(p.hand),
                "atlas": [{"uid": c.uid, "card": c.card_id, "title": st.data(c.uid)["title"]} for c in p.atlas.cards]
                if mine else len(p.atlas),
                "book": len(p.book), "scrap": [c.card_id for c in p.scrap.cards],
                "dead": [c.card_id for c in p.dead.cards],
                "banished": [c.card_id for c in p.removed.cards],  # open to every seat (HJ-ZONE-04)
                "bid": p.bid if self._bids_revealed() or mine else None,
                "position": st.positions.get(s),
                "piles": {k: [{"card": c.card_id, "title": st.data(c.uid)["title"]} for c in z.cards]
                          for k, z in (("scrap", p.scrap), ("dead", p.dead), ("removed", p.removed))},
            }
            if mine:  # the owner's own lists: the deck as built, and the sites still in the atlas
                players[s]["deck_list"] = [{"card": cid, "count": n, **self._printed_data(st.content.cards[cid])}
                                           for cid, n in p.deck.book]
                players[s]["atlas_sites"] = [{"uid": c.uid, "card": c.card_id,
                                              **self._printed_data(st.content.any_card(c.card_id))}
                                             for c in p.atlas.cards]
                if not p.hero:  # before the party is placed: the Hero it will start with, to bid against
                    printed = st.content.cards[p.deck.hero]
                    players[s]["hero_to_come"] = {"card": p.deck.hero, "title": printed["title"],
                                                  "resistance": printed["resistance"]}
        return {
            "players": players, "pool": st.pool, "initiative": sorted(st.initiative),
            "path": {str(n): {"uid": u, "title": self.name(u), "owner": st.card(u).owner,
                              "risk": st.data(u)["risk"], "arrow": st.data(u)["arrow"],
                              **self._printed_data(st.data(u)), **self._held(u, seat)}
                     for n, u in sorted(st.path.items())},
            "void": [card(c.uid) for c in st.void.cards],
            "turn": st.turn.as_data(), "order": list(self.turns.seats), "first": self.turns.first,
            "pending": q.as_data(seat) if q is not None else None,
        }

    def _held(self, uid: str, seat: str | None) -> dict[str, Any]:
        """The cards stacked on a card and its culture tokens: how many stacked every seat sees,
        what they are only their owner (HJ-ZONE-06); tokens apart from wounds (HJ-ZONE-08)."""
        st = self.state
        d: dict[str, Any] = {}
        under = st.stacked_on(uid)
        if under:
            d["stacked"] = len(under)
            if seat == st.card(uid).owner:
                d["stacked_cards"] = [{"uid": u, "card": st.card(u).card_id, "title": self.name(u)} for u in under]
        culture = {k.split(":", 1)[1]: v for k, v in st.card(uid).tokens.items() if k.startswith("culture:")}
        if culture:
            d["culture_tokens"] = culture
        return d

    @staticmethod
    def _printed_data(data: dict[str, Any]) -> dict[str, Any]:
        """What is printed on a card, for reading it in full (no rules: the values as printed)."""
        keys = ("title", "subtitle", "type", "side", "culture", "cost", "strength", "vitality", "resistance",
                "keywords", "grants", "tags", "text", "phases", "region", "risk", "arrow", "terrain", "hero",
                "unique")
        return {k: data[k] for k in keys if k in data}

    def _card_detail(self, uid: str, mods: list[Modifier]) -> dict[str, Any]:
        """A card in view, beyond its values now: what it says, and what changes it this moment (`mods`,
        the modifiers in force on it)."""
        data = self.state.data(uid)
        out: dict[str, Any] = {"printed": self._printed_data(data)}
        if mods:
            out["modifiers"] = [{**m.as_data(), "source_title": self.name(m.source) if m.source in self.state.cards
                                 else ""} for m in mods]
        return out

    def _bids_revealed(self) -> bool:
        return all(p.bid is not None for p in self.state.players.values())

    def state_data(self) -> dict[str, Any]:
        return {"rng": self.rng.state, "ids": self.ids.rng.state, "journey": self.state.as_data(),
                "core": self.core_state()}

    def check_invariants(self) -> None:
        st = self.state
        q = self.flow.pending
        data = getattr(q, "data", None) or {}
        dying = data.get("target") if data.get("occurrence") == "kill" else None
        self.table.check_conservation()
        assert st.pool >= 0, "the risk pool went below 0"
        for s, p in st.players.items():
            assert p.burdens >= 0, f"{s} has fewer than 0 burdens"
            for z in (p.book, p.hand, p.atlas):  # what only its owner (or nobody) sees stays with one seat
                assert z.owner == s and z.visibility != "public", f"{z.name} is not {s}'s hidden zone"
                for c in z.cards:
                    assert c.owner == s, f"{c.uid} ({c.card_id}) of {c.owner} is hidden in {z.name}"
            if s in self.turns.out:
                continue
            quest = st.content.quests[p.deck.quest]
            dead = sum(1 for c in p.dead.cards if st.content.cards[c.card_id]["type"] == "companion")
            assert len(p.party) + dead <= quest["party_limit"], f"{s} is over the party limit"
            for z in (p.party, p.support, p.minions):
                for c in z.cards:
                    if st.content.cards[c.card_id]["type"] not in ("companion", "ally", "minion"):
                        continue  # a support-area item has no vitality
                    if c.uid == dying:
                        continue  # about to be killed: "just before" text is being offered
                    assert characters.vitality_left(self, c.uid) > 0, f"{c.card_id} has no vitality left in play"
        for c in st.cards.values():
            assert all(n >= 0 for n in c.tokens.values()), f"{c.card_id} has a negative count {c.tokens}"
        for uid, b in st.bearer.items():
            assert st.in_play(uid) and st.in_play(b), f"{uid} is borne by {b}, which is not in play"

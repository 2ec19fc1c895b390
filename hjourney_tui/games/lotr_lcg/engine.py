"""The Lord of the Rings card game as a Game: state, the script that plays it, what each seat sees.

The class only wires the typed state (state.py), the rules (rules/) and the
card scripts (cards/) to the core: it answers the core's hooks (triggers,
printed stats), and reports view, digest and outcome.
"""

from __future__ import annotations

from collections.abc import Collection
from functools import cache
from typing import Any

from hjourney_tui.core.commands import Arg, Command, CommandSet, CommandSpec
from hjourney_tui.core.decks import SEAT_DECKS
from hjourney_tui.core.game import CampaignStatus, Game, Outcome, QuestReport, Setup
from hjourney_tui.core.ids import OpaqueIds
from hjourney_tui.core.questions import Script
from hjourney_tui.core.ruleset import Ruleset
from hjourney_tui.core.scripts import Source
from hjourney_tui.core.timing import Occurrence, Trigger
from hjourney_tui.core.zones import CardInstance, Table

from . import campaign
from . import content as content_mod
from .campaign import CampaignPlay
from .cards import SCRIPTS
from .content import Content, DeckList, deck_list
from .decks import from_file_data
from .rules import round as round_rules
from .rules.basics import stat, tokens
from .rules.quest import quest_stat
from .rules.setup import build
from .rules.staging import staging_threat
from .scoring import score
from .state import ELIMINATED_AT

DEFAULT_DECKS = ("wardens_of_the_ford", "keepers_of_the_reeds", "fenwatch_bows", "dawn_company")
DEFAULT_SCENARIO = "drowned_road"
# keywords a card in play shows with its stats (a value; 1 for those without one)
KEYWORDS = ("sentinel", "ranged", "archery", "ambush", "surge", "doomed", "prowl", "regenerate", "indestructible")


def _uid(name: str, help: str) -> CommandSpec:
    return CommandSpec(name, help, (Arg("card", help="the card's id"),))


COMMANDS = CommandSet.of([
    CommandSpec("keep", "keep your setup hand", topic="setup"),
    CommandSpec("mulligan", "shuffle your setup hand back and draw a new one (once)", topic="setup"),
    _uid("play", "play this card from your hand"),
    _uid("pay", "pay 1 resource from this hero"),
    _uid("attach", "attach the card being played to this character"),
    _uid("target", "choose this card for the effect"),
    _uid("commit", "commit this character to the quest (it exhausts)"),
    _uid("travel", "travel to this location"),
    CommandSpec("stay", "do not travel this round", topic="travel"),
    _uid("engage", "engage this enemy"),
    _uid("next", "this enemy attacks next"),
    _uid("defend", "declare this character as the defender"),
    CommandSpec("undefended", "declare no defender", topic="combat"),
    _uid("take", "this hero takes the undefended damage"),
    _uid("attack", "attack this enemy engaged with you"),
    _uid("with", "add this character to the attack (it exhausts)"),
    CommandSpec("strike", "resolve the attack with the attackers declared", topic="combat"),
    CommandSpec("hero", "bring this hero into your party (campaign setup)", (Arg("hero", help="the hero's id"),),
                topic="campaign"),
    CommandSpec("replace", "replace one of your heroes with another (campaign setup)",
                (Arg("old", help="the hero leaving"), Arg("new", help="the hero coming in")), topic="campaign"),
    CommandSpec("x", "pay this much for a card that costs X", (Arg("n", "int", help="how much"),), topic="planning"),
    CommandSpec("raise", "take the threat the card offers instead", topic="encounter"),
    CommandSpec("exhaust", "exhaust your characters, as the card offers", topic="encounter"),
    CommandSpec("discard", "discard cards from your hand, as the card offers", topic="encounter"),
])


def deck_lists_from_options(content: Content, options: dict[str, Any], seats: list[str]) -> list[DeckList]:
    """Each seat's deck: its own deck file if it gave one, else the shipped decks in turn, those the
    `decks` option names first.  A hero is unique at the table (LC-CORE-CARD-07): a shipped deck left to
    chance is skipped if it shares a hero's title with a deck already dealt; a chosen one is refused."""
    own = options.get(SEAT_DECKS) or {}
    given = [d.strip() for d in str(options.get("decks") or "").split(",") if d.strip()]
    for d in given:
        if d not in content.decks:
            raise ValueError(f"no deck called '{d}' (decks: {', '.join(content.decks)})")
    chosen = {s: from_file_data(s, own[s]) for s in seats if s in own}
    shipped = iter(given)
    for seat in seats:
        if seat not in chosen:
            d = next(shipped, None)
            if d is not None:
                chosen[seat] = deck_list(content, d)
    titles: dict[str, str] = {}  # hero title -> the seat leading it
    for seat in seats:
        for h in chosen.get(seat, DeckList("", "", (), {})).heroes:
            name = content.heroes[h]["name"]
            if name in titles:
                raise ValueError(f"{titles[name]} and {seat} both lead {name}: a hero can be at the table only once")
            titles[name] = seat
    spare = [d for d in DEFAULT_DECKS if d not in given]
    for seat in seats:
        if seat in chosen:
            continue
        d = next((d for d in spare if not {content.heroes[h]["name"] for h in content.decks[d]["heroes"]} & set(titles)),
                 None)
        if d is None:
            raise ValueError(f"no shipped deck is left for {seat} whose heroes are not at the table already")
        spare.remove(d)
        chosen[seat] = deck_list(content, d)
        titles.update({content.heroes[h]["name"]: seat for h in chosen[seat].heroes})
    return [chosen[s] for s in seats]


@cache
def _answering() -> dict[tuple[str, str], frozenset[str]]:
    """For each (timing, occurrence kind), the cards with an ability that answers it."""
    out: dict[tuple[str, str], set[str]] = {}
    for card, abilities in SCRIPTS.by_card.items():
        for ab in abilities:
            out.setdefault((ab.timing, ab.on), set()).add(card)
    return {k: frozenset(v) for k, v in out.items()}


class Lotr(Game):
    game_id = "lotr_lcg"
    commands = COMMANDS
    ORDER_RULE = "LC-CORE-FX-03"
    SEAT_IN_PROMPTS = False  # the panes and `show` name who is asked from the decision's seats
    scripts = SCRIPTS

    def __init__(self, setup: Setup, ruleset: Ruleset) -> None:
        super().__init__(setup, ruleset)
        self.content = content_mod.load(ruleset)
        self.table = Table(ids=OpaqueIds.for_game(setup.seed))
        seats = setup.seat_names
        rec = self.campaign_record
        # in a campaign the log decides the scenario and each seat's heroes and deck
        self.camp = CampaignPlay({s: list(rec["heroes"][s]) for s in seats}, rec["penalty"]) if rec else None
        decks: list[str | DeckList] = list(campaign.deck_lists(rec, seats) if rec else
                                           deck_lists_from_options(self.content, setup.options, seats))
        scenario = campaign.scenario_of(rec) if rec else str(setup.options.get("scenario") or DEFAULT_SCENARIO)
        self.state = build(self.content, self.table, seats, decks, scenario, bool(setup.options.get("easy")))
        if rec:
            campaign.add_pool_to_decks(self)
        self.start(round_rules.play(self))

    # -- the core's campaign hooks: the log's rules live in campaign.py -----------
    @classmethod
    def new_campaign_record(cls, ruleset: Any, seats: list[str] | None = None,
                            options: dict[str, Any] | None = None) -> dict[str, Any]:
        content = content_mod.load(ruleset)
        seats = list(seats or ["A"])
        if (options or {}).get("scenario"):  # the log picks each scenario: the option would be ignored
            raise ValueError("a campaign plays its scenarios in order from the first: the 'scenario' option "
                             "is for single games; leave it out")
        for seat, deck in ((options or {}).get(SEAT_DECKS) or {}).items():
            if deck.get("learning"):  # LC-CORE-VAR-02: the 30-card variant is for standalone play
                raise ValueError(f"{seat}'s deck '{deck['name']}' is a learning deck: those are for single games; "
                                 "a campaign needs a deck of 50 cards or more")
        return campaign.new_record(content, seats, deck_lists_from_options(content, options or {}, seats))

    @classmethod
    def campaign_note(cls, ruleset: Any, record: dict[str, Any], text: str) -> dict[str, Any]:
        """The log with the players' own note added after the notes it holds."""
        return campaign.add_note(record, text)

    @classmethod
    def campaign_status(cls, ruleset: Any, record: dict[str, Any], under_way: bool = False) -> CampaignStatus:
        return campaign.status(content_mod.load(ruleset), record, under_way)

    @classmethod
    def campaign_quest_name(cls, ruleset: Any, record: dict[str, Any]) -> tuple[int, str, int]:
        """A quest save is named by its scenario and the attempt at it, not by the attempts so far."""
        return campaign.quest_name(content_mod.load(ruleset), record)

    @classmethod
    def check_campaign_record(cls, ruleset: Any, record: dict[str, Any], *, done: int,
                              played: list[dict[str, Any]] | None = None, seats: list[str] | None = None) -> None:
        campaign.check_record(content_mod.load(ruleset), record, done=done, played=played, seats=seats)

    @property
    def campaign_record(self) -> dict[str, Any] | None:
        """The campaign log as this scenario began (None outside a campaign)."""
        return self.setup.campaign["record"] if self.setup.campaign else None

    @property
    def over(self) -> bool:
        return self.state.won or bool(self.state.lost) or not self.turns.standing

    def order_decider(self, due: list[Trigger]) -> str:
        """The first player orders Forced effects due together; during Peril, the player staging it."""
        return self.state.deciding(self.first_player())

    def campaign_penalty(self) -> int:
        """Added to each player's starting threat: the campaign's threat penalty and its card's Setup."""
        if self.camp is None:
            return 0
        card = campaign.campaign_card(self)
        return self.camp.penalty + (card.get("setup_threat", 0) if card else 0)

    def explain(self, seat: str, command: Command) -> str | None:
        """Why a hero cannot be replaced now: before the first scenario there is no replacing by choice."""
        rec = self.campaign_record
        if command.name == "replace" and rec is not None and not campaign.between_scenarios(rec):
            return campaign.NO_SWAP_YET
        return None

    def campaign_heroes(self) -> Script:
        if self.camp is not None:
            yield from campaign.choose_heroes(self)

    def campaign_setup(self) -> Script:
        if self.camp is not None:
            yield from campaign.campaign_setup(self)

    def quest_report(self) -> QuestReport | None:
        return campaign.quest_report(self)

    def deciding_alone(self) -> str | None:
        """During Peril its player stages the card alone: no advice from the table (LC-KW-PERIL-07)."""
        return self.state.peril

    def hides_commands(self) -> bool:
        """A seat's commands name the cards in its hand: with several players they are shown to
        that seat alone (and the screen is handed over between players)."""
        return len(self.setup.seats) > 1

    # -- the core's hooks ---------------------------------------------------------
    def triggers(self, occ: Occurrence, timing: str) -> list[Trigger]:
        cards = _answering().get((timing, occ.kind))
        if not cards:  # no card anywhere answers this: skip looking round the table
            return []
        found = SCRIPTS.triggers(self, self.sources(cards), occ, timing)
        peril = self.state.peril
        if peril is not None and timing in ("interrupt", "response"):  # during Peril only its player answers
            found = [t for t in found if t.controller == peril]
        return found

    def sources(self, scripted: Collection[str] | None = None) -> list[Source]:
        """Cards whose text is live (of those in `scripted`, by default every card with a script):
        player cards in play and in hand, encounter cards in play, the current stage, and cards being
        revealed or resolved."""
        st = self.state
        scripted = SCRIPTS.by_card if scripted is None else scripted
        out = []
        for seat in self.turns.standing:
            p = st.players[seat]
            for z in (p.heroes, p.allies, p.attachments, p.hand):  # a poison's face-down text is ignored
                out += [Source(str(c.uid), c.card_id, seat) for c in z.cards if c.card_id in scripted
                        and (c.face_up or z is p.hand)]
            out += [Source(str(c.uid), c.card_id, seat) for c in p.engaged.cards if c.card_id in scripted]
        first = self.first_player()
        enc = st.encounter
        encounter_cards = [*enc.staging.cards, *enc.active.cards, *enc.quest.cards[:1],
                           *(st.cards[u] for u in st.in_flight)]
        out += [Source(str(c.uid), c.card_id, first) for c in encounter_cards if c.card_id in scripted]
        return out

    def printed(self, target: str, what: str) -> int:
        c = self.state.cards.get(target)
        if c is None:
            return 0
        return int(self.state.printed(c).get(what, 0))

    # -- reading ------------------------------------------------------------------
    def outcome(self) -> Outcome | None:
        st = self.state
        standing = self.turns.standing
        if not standing:
            return Outcome([], "every player is eliminated: the players lose")
        if st.lost:
            return Outcome([], f"{st.lost}: the players lose")
        if st.won:
            s = score(self)
            return Outcome(list(standing), f"the players win in round {st.round} (score {s['total']}, lower is better)",
                           {"score": s["total"]})
        return None

    def card_view(self, c: CardInstance, seat: str | None) -> dict[str, Any]:
        if not c.face_up:
            return {"face_down": True}
        st = self.state
        kind = st.kind(c)
        d: dict[str, Any] = {"uid": c.uid, "card": c.card_id, "name": st.name(c), "kind": kind}
        if kind in ("hero", "ally"):
            d["sphere"] = st.printed(c).get("sphere", "neutral")  # an objective-ally has none
        if st.printed(c).get("lose_if_leaves"):
            d["vital"] = True  # the players lose if it leaves play
        stats = {"hero": ("willpower", "attack", "defence", "hit_points", "threat"),
                 "ally": ("willpower", "attack", "defence", "hit_points"),
                 "enemy": ("engagement", "threat", "attack", "defence", "hit_points"),
                 "location": ("threat", "quest_points"), "quest": ("quest_points",)}.get(kind, ())
        for k in stats:
            d[k] = stat(self, c, k)
        if kind in ("hero", "ally", "enemy", "location"):
            keywords = {k: v for k in KEYWORDS if (v := stat(self, c, k))}
            if keywords:
                d["keywords"] = keywords
        for t in ("damage", "resources", "progress", "villagers"):
            if tokens(c, t):
                d[t] = tokens(c, t)
        if "exhausted" in c.flags:
            d["exhausted"] = True
        if "committed" in c.flags:
            d["committed"] = True
        if kind in ("hero", "ally", "enemy", "location"):
            atts = st.attachments_on(c)
            if atts:
                d["attachments"] = [self.card_view(a, seat) for a in atts]
            if st.poisons_on(c):
                d["poison"] = len(st.poisons_on(c))
        if str(c.uid) in st.guard_of:
            d["guarding"] = st.guard_of[str(c.uid)]
        if kind == "objective" and st.guards_on(c):
            d["guarded_by"] = [g.uid for g in st.guards_on(c)]
        if st.stacked_under(c):
            d["stacked"] = len(st.stacked_under(c))  # face down: how many, never what
        if kind == "enemy":
            shadows = st.shadows_on(c)
            if shadows:
                d["shadows"] = [self.card_view(s, seat) for s in shadows]
        mods = self.modifiers_on(c)
        if mods:
            d["modifiers"] = mods
        return d

    def modifiers_on(self, c: CardInstance) -> list[dict[str, Any]]:
        """What changes a card in play now: each modifier in force, with the name of the card giving it."""
        out = []
        for m in self.modifiers.in_force(str(c.uid)):
            src = self.state.cards.get(m.source)
            out.append({"what": m.what, "amount": m.amount, "kind": m.kind, "until": m.until,
                        "source": self.state.name(src) if src is not None and src.face_up else ""})
        return out

    def printed_cards(self, shown: dict[str, Any]) -> dict[str, dict[str, Any]]:
        """The printed data of every card id in `shown` (a seat's view, which holds only what
        that seat may see): names, stats, traits and text, for panes that show cards in full."""
        ids: set[str] = set()

        def walk(x: Any, key: str = "") -> None:
            if isinstance(x, dict):
                if isinstance(x.get("card"), str):
                    ids.add(x["card"])
                for k, v in x.items():
                    walk(v, k)
            elif isinstance(x, list):
                if key in ("discard", "encounter_discard", "victory"):
                    ids.update(v for v in x if isinstance(v, str))
                for v in x:
                    walk(v, key)

        walk(shown)
        every = self.content.every_card
        return {cid: dict(every[cid]) for cid in sorted(ids) if cid in every}

    def pending_view(self, seat: str | None) -> dict[str, Any] | None:
        """The question put to `seat`, with what it answers (the occurrence: which card, how much damage),
        all of it on the table for everyone to see."""
        q = self.flow.pending
        if q is None or seat not in q.waiting:
            return None
        d = q.as_data(seat)
        if q.data:
            d["data"] = dict(q.data)
        return d

    def hand_view(self, c: CardInstance) -> dict[str, Any]:
        """A card in its owner's hand, as its owner reads it."""
        card = self.state.printed(c)
        d = {"uid": c.uid, "card": c.card_id, "name": card["name"], "kind": card["type"], "sphere": card["sphere"],
             "cost": card["cost"]}
        if card.get("cost_x"):
            d["cost_x"] = True
        if card["type"] == "ally":
            d.update({k: card[k] for k in ("willpower", "attack", "defence", "hit_points")})
        if card.get("text"):
            d["text"] = card["text"]
        return d

    def view(self, seat: str | None) -> dict[str, Any]:
        st = self.state
        enc = st.encounter
        stage = st.stage
        players: dict[str, Any] = {}
        for s, p in st.players.items():
            players[s] = {
                "threat": p.threat, "eliminated": p.eliminated, "first": s == self.turns.first,
                "heroes": [self.card_view(c, seat) for c in p.heroes.cards],
                "allies": [self.card_view(c, seat) for c in p.allies.cards],
                "engaged": [self.card_view(c, seat) for c in p.engaged.cards],
                "hand": [self.hand_view(c) for c in p.hand.cards] if p.hand.visible_to(seat) else len(p.hand),
                "deck": len(p.deck), "discard": [c.card_id for c in p.discard.cards],
                "mulliganed": p.mulliganed, "deck_name": p.deck_name}
        out: dict[str, Any] = {
            "round": st.round, "phase": st.phase, "first": self.turns.first, "scenario": st.scenario,
            "players": players,
            "quest": ({"card": stage.card_id, "name": st.name(stage), "stage": st.printed(stage)["stage"],
                       "progress": tokens(stage, "progress"), "quest_points": stat(self, stage, "quest_points"),
                       "counts": quest_stat(self), "villagers": tokens(stage, "villagers"),
                       "clues_needed": int(st.printed(stage).get("clues", 0))}
                      if stage is not None else None),
            "clues": st.clues_held(), "sack_deck": len(enc.sack), "underworld_deck": len(enc.underworld),
            "peril": st.peril,
            "staging": [self.card_view(c, seat) for c in enc.staging.cards],
            "staging_threat": staging_threat(self),
            "active": self.card_view(enc.active.top, seat) if enc.active.top else None,
            "encounter_deck": len(enc.deck), "encounter_discard": [c.card_id for c in enc.discard.cards],
            "victory": [c.card_id for c in enc.victory.cards],
            "revealing": [self.card_view(c, seat) for c in enc.revealing.cards],
            "attack": st.attack.as_data() if st.attack else None,
            "pending": self.pending_view(seat),
            "campaign": campaign.view(self),
        }
        if self.setup.options.get("show_score"):  # the score were the game won now, only if the players asked
            out["score"] = score(self)["total"]  # (the engine keeps it either way, for the outcome)
        out["cards"] = self.printed_cards(out)
        return out

    def state_data(self) -> dict[str, Any]:
        assert self.table.ids is not None
        data = {"rng": self.rng.state, "ids": self.table.ids.rng.state, "lotr": self.state.as_data(),
                "core": self.core_state()}
        if self.camp is not None:
            data["campaign"] = self.camp.as_data()
        return data

    def check_invariants(self) -> None:
        st = self.state
        self.table.check_conservation()
        for a, h in st.attached.items():
            assert self.table.zone_of(st.cards[a]).name.startswith("attachments:"), f"attachment {a} is not in play"
            assert self.table.zone_of(st.cards[h]).name.split(":")[0] in ("heroes", "allies"), \
                f"attachment {a} hangs on a card out of play"
        for s, e in st.shadow_of.items():
            assert self.table.zone_of(st.cards[s]) is st.encounter.shadows, f"shadow {s} is not dealt"
            assert self.table.zone_of(st.cards[e]).name.startswith("engaged:"), f"shadow {s} on an enemy not engaged"
        assert len(st.encounter.shadows) == len(st.shadow_of), "a shadow card belongs to no enemy"
        for g, o in st.guard_of.items():
            assert self.table.zone_of(st.cards[o]) is st.encounter.staging, f"guard {g} guards an objective out of play"
        for u, h in st.beneath_of.items():
            assert self.table.zone_of(st.cards[u]) is st.encounter.beneath, f"stacked card {u} is not beneath"
            assert self.table.zone_of(st.cards[h]) in (st.encounter.staging, st.encounter.active), \
                f"card {u} is stacked beneath a location out of play"
        for u in st.surfacing:
            assert self.table.zone_of(st.cards[u]) is st.encounter.revealing, f"surfacing card {u} is not revealed"
        assert len(st.encounter.active) <= 1, "two active locations"
        for s, p in st.players.items():
            assert p.threat >= 0, f"{s} has negative threat"
            assert p.eliminated == (s in self.turns.out), f"{s}'s elimination and the turn order disagree"
            if p.eliminated:
                assert not (p.heroes.cards or p.allies.cards or p.engaged.cards or p.hand.cards), \
                    f"{s} is eliminated but still has cards"
            elif not self.over:
                assert p.threat < ELIMINATED_AT, f"{s} has threat {p.threat} but is still in"
        for c in st.cards.values():
            assert all(v > 0 for v in c.tokens.values()), f"card {c.uid} has a token count at or below 0"

"""Setting up: the table is built from the decks and the scenario, then the setup steps run in order."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hjourney_tui.core.questions import Ask, Option, Script
from hjourney_tui.core.timing import Occurrence, occur
from hjourney_tui.core.zones import Table

from ..content import Content, DeckList, deck_list
from ..state import Encounter, LotrState, Player
from .basics import add_tokens, draw

if TYPE_CHECKING:
    from ..engine import Lotr

HAND = 6  # cards in a setup hand
MAX_SEATS = 4


def build(content: Content, table: Table, seats: list[str], decks: list[str | DeckList], scenario: str,
          easy: bool = False) -> LotrState:
    """Every card on the table, where it starts: heroes and decks per player, quest and encounter decks
    (in easy mode without the encounter cards marked hard only)."""
    if not 1 <= len(seats) <= MAX_SEATS:
        raise ValueError(f"this game takes 1 to {MAX_SEATS} players, not {len(seats)}")
    players = {}
    for seat, given in zip(seats, decks, strict=True):
        deck = deck_list(content, given) if isinstance(given, str) else given
        z = {k: table.zone(f"{k}:{seat}", owner=seat, visibility=v) for k, v in (
            ("deck", "none"), ("hand", "owner"), ("discard", "public"), ("heroes", "public"),
            ("allies", "public"), ("attachments", "public"), ("engaged", "public"))}
        table.fill(z["heroes"], deck.heroes, owner=seat)
        for cid, n in deck.cards.items():
            table.fill(z["deck"], [cid] * n, owner=seat, face_up=False)
        players[seat] = Player(seat, deck.id, z["deck"], z["hand"], z["discard"], z["heroes"], z["allies"],
                               z["attachments"], z["engaged"], deck_name=deck.name)
    hidden = ("encounter_deck", "shadows", "sack", "underworld", "beneath")
    enc = Encounter(*(table.zone(name, visibility="none" if name in hidden else "public")
                      for name in ("encounter_deck", "encounter_discard", "staging", "active", "victory",
                                   "shadows", "quest", "quest_done", "set_aside", "revealing", *hidden[2:])))
    sets = set(content.scenarios[scenario]["encounter_sets"])
    for eid, e in content.encounter.items():
        if e["set"] in sets and not (easy and e.get("hard_only")):
            if e.get("set_aside"):  # kept out of the deck until a quest card brings it in
                table.fill(enc.set_aside, [eid] * e["copies"])
            elif e.get("deck") in ("sack", "underworld"):  # a scenario's own deck, apart from the encounter deck
                table.fill(getattr(enc, e["deck"]), [eid] * e["copies"], face_up=False)
            else:
                table.fill(enc.deck, [eid] * e["copies"], face_up=False)
    table.fill(enc.quest, content.stages(scenario))
    cards = {str(c.uid): c for c in table.all_cards()}
    return LotrState(content, table, players, enc, scenario, cards)


def setup(game: Lotr) -> Script:
    """The seven setup steps, in order; then round 1 begins."""
    st = game.state
    seats = list(st.players)
    for p in st.players.values():  # 1: shuffle the decks
        game.rng.shuffle(p.deck.cards)
    game.rng.shuffle(st.encounter.deck.cards)
    game.rng.shuffle(st.encounter.sack.cards)
    game.rng.shuffle(st.encounter.underworld.cards)
    game.emit("each deck and the encounter deck are shuffled", kind="setup", rule="LC-CORE-SETUP-03",
              data={"step": 1})
    yield from game.campaign_heroes()  # a campaign's hero changes come before threat is set
    for p in st.players.values():  # 2: heroes ready, threat from their costs
        p.threat = sum(st.printed(h)["threat"] for h in p.heroes.cards) + game.campaign_penalty()
        game.emit(f"{p.seat} leads {', '.join(st.name(h) for h in p.heroes.cards)} at threat {p.threat}",
                  kind="setup", rule="LC-CORE-SETUP-05", seat=p.seat,
                  data={"step": 2, "seat": p.seat, "threat": p.threat})
    game.emit("damage, progress and resource tokens are ready (they never run out)", kind="setup",
              data={"step": 3})
    if game.setup.options.get("easy"):
        for p in st.players.values():
            for h in p.heroes.cards:
                add_tokens(h, "resources", 1)
        game.emit("easy mode: each hero starts with a resource", kind="setup", rule="LC-CORE-VAR-01", data={"step": 3})
    first = int(game.setup.options.get("first_player", 0))  # 4: the first player
    game.turns.first = seats[first - 1] if 1 <= first <= len(seats) else seats[game.rng.below(len(seats))]
    game.emit(f"{game.turns.first} takes the first-player token", kind="setup", rule="LC-CORE-SETUP-07",
              data={"step": 4, "first": game.turns.first})
    for seat in game.turns.order_from():  # 5: setup hands, mulligans
        draw(game, seat, HAND)
    game.emit("each player draws a setup hand", kind="setup", data={"step": 5})
    for seat in game.turns.order_from():
        yield from mulligan(game, seat)
    game.emit("the quest deck is stacked, stage 1 on top", kind="setup", data={"step": 6})  # 6
    game.emit(f"scenario setup: {st.name(st.stage)}", kind="setup", data={"step": 7})  # 7
    from .progress import place_villagers

    place_villagers(game, st.stage)
    yield from occur(game, Occurrence("setup", {"card": str(st.stage.uid)}), lambda occ: None)
    yield from game.campaign_setup()
    st.round = 1


def mulligan(game: Lotr, seat: str) -> Script:
    """Once, after seeing the setup hand: keep it, or shuffle it back and draw a new one (then keep)."""
    p = game.state.players[seat]
    answer = yield Ask(seat, "keep your setup hand or mulligan it?",
                       [Option("keep", "keep this hand", {"verb": "keep"}),
                        Option("mulligan", f"shuffle these {len(p.hand)} cards back and draw {HAND} new ones",
                               {"verb": "mulligan"})], rule="LC-CORE-SETUP-09")
    if answer.name == "mulligan":
        game.table.gather(p.hand, p.deck, face_up=False)
        game.rng.shuffle(p.deck.cards)
        draw(game, seat, HAND)
        p.mulliganed = True
        game.emit(f"{seat} takes a mulligan", kind="mulligan", seat=seat, data={"seat": seat})

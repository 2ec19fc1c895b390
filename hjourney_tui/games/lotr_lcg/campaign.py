"""Campaign mode: the campaign log carried between scenarios, and what it changes at each setup.

The log (the record core.campaign keeps in the campaign file) looks like:

    scenarios = ["drowned_road", ...]   # the campaign's scenarios, in order (scenarios.toml's order)
    next      = 0                        # how many have been won: the index of the one to play
    results   = ["lost", "won", ...]     # one per attempt; a lost scenario is played again
    party     = ["A", "B"]               # the seats
    decks     = {A = {name, cards = {card = copies}}}   # each seat's deck (its heroes are below)
    heroes    = {A = ["bregan", ...]}    # each seat's heroes, fallen ones included until replaced
    fallen    = ["ilsa"]                 # heroes fallen in the campaign: never used again
    penalty   = 0                        # +1 per hero replaced, on every player's starting threat
    boons     = [{card, seat, hero}]     # earned boons, who holds them ("hero": a Permanent's hero, or "")
    burdens   = ["marked_by_the_drowned"]
    notes     = ["..."]
    scores    = [93, ...]                # one per scenario won; the campaign total is their sum

A scenario that is lost writes nothing but its result (LC-CORE-CAMP-14): the hero changes made at
its setup, its fallen heroes and boons are all forgotten, and the same scenario comes next.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import field
from typing import TYPE_CHECKING, Any

from hjourney_tui.core.campaign import RecordError
from hjourney_tui.core.game import CampaignStatus, QuestReport
from hjourney_tui.core.questions import Ask, Option, Script
from hjourney_tui.core.zones import CardInstance, Zone

from ...core.records import record
from .content import MAX_HEROES, Content, DeckList, card_problems

if TYPE_CHECKING:
    from .engine import Lotr

RECORD_KEYS = ("scenarios", "next", "results", "party", "decks", "heroes", "fallen", "penalty", "boons", "burdens",
               "notes", "scores")
RESULTS = ("won", "lost")


# -- the log ---------------------------------------------------------------------------------------
def new_record(content: Content, seats: list[str], decks: list[DeckList]) -> dict[str, Any]:
    """The log as the campaign starts: each seat's deck and chosen heroes (LC-CORE-CAMP-03)."""
    return {"scenarios": list(content.campaign_scenarios), "next": 0, "results": [], "party": list(seats),
            "decks": {s: {"name": d.name, "cards": dict(d.cards)} for s, d in zip(seats, decks, strict=True)},
            "heroes": {s: list(d.heroes) for s, d in zip(seats, decks, strict=True)},
            "fallen": [], "penalty": 0, "boons": [], "burdens": [], "notes": [], "scores": []}


NOTE_MAX = 200  # characters in one note of the players' own


def add_note(record: dict[str, Any], text: str) -> dict[str, Any]:
    """A copy of the log with the players' own note added (free-text notes, LC-CORE-CAMP-02)."""
    text = " ".join(text.split())
    if not text:
        raise ValueError("a note needs some text")
    if len(text) > NOTE_MAX:
        raise ValueError(f"a note holds at most {NOTE_MAX} characters (this one has {len(text)})")
    if not text.isprintable():
        raise ValueError("a note may hold printable characters only")
    return {**_copy(record), "notes": [*record["notes"], text]}


def _is_int(x: Any) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def _str_list(x: Any) -> bool:
    return isinstance(x, list) and all(isinstance(v, str) for v in x)


def check_record(content: Content, record: dict[str, Any], *, done: int,
                 played: list[dict[str, Any]] | None = None, seats: list[str] | None = None) -> None:
    """Refuse (RecordError naming the field) a log that no campaign could have left."""
    for key in record:
        if key not in RECORD_KEYS:
            raise RecordError(key, "is not part of a campaign log")
    for key in RECORD_KEYS:
        if key not in record:
            raise RecordError(key, "is missing")
    scenarios, nxt, results = record["scenarios"], record["next"], record["results"]
    if not _str_list(scenarios) or not scenarios or len(set(scenarios)) != len(scenarios) \
            or any(s not in content.scenarios for s in scenarios):
        raise RecordError("scenarios", "should list this game's scenarios, once each")
    if not _is_int(nxt) or not 0 <= nxt <= len(scenarios):
        raise RecordError("next", f"should be a number from 0 to {len(scenarios)}")
    if not isinstance(results, list) or any(r not in RESULTS for r in results) or len(results) != done:
        raise RecordError("results", f"should hold one result (won or lost) per scenario played ({done})")
    if results.count("won") != nxt:
        raise RecordError("next", f"is {nxt}, but {results.count('won')} scenario(s) were won")
    if nxt == len(scenarios) and results[-1] != "won":
        raise RecordError("results", "go on after the campaign's last scenario was won")
    party = record["party"]
    if not _str_list(party) or not party or len(set(party)) != len(party) or (seats is not None and party != seats):
        raise RecordError("party", "is not the campaign's seats")
    for key in ("decks", "heroes"):
        if not isinstance(record[key], dict) or set(record[key]) != set(party):
            raise RecordError(key, "should hold one entry per seat of the party")
    fallen = record["fallen"]
    if not _str_list(fallen) or any(h not in content.heroes for h in fallen) or len(set(fallen)) != len(fallen):
        raise RecordError("fallen", "should list heroes of this game, once each")
    taken: list[str] = []
    for seat in party:
        heroes = record["heroes"][seat]
        if not _str_list(heroes) or not 1 <= len(heroes) <= MAX_HEROES or any(h not in content.heroes for h in heroes):
            raise RecordError(f"heroes.{seat}", f"should list 1 to {MAX_HEROES} heroes of this game")
        taken += heroes
        deck = record["decks"][seat]
        if not isinstance(deck, dict) or set(deck) != {"name", "cards"} or not isinstance(deck["name"], str) \
                or not isinstance(deck["cards"], dict) or not all(_is_int(n) and n > 0 for n in deck["cards"].values()):
            raise RecordError(f"decks.{seat}", "should hold a deck's name and its cards with their copies")
        problems = card_problems(content, deck["cards"])
        if problems:
            raise RecordError(f"decks.{seat}", "is not a legal deck: " + "; ".join(problems))
    if len(set(taken)) != len(taken):
        raise RecordError("heroes", "lists a hero for two seats")
    if not _is_int(record["penalty"]) or record["penalty"] < 0:
        raise RecordError("penalty", "should be a whole number, 0 or more")
    boons = record["boons"]
    if not isinstance(boons, list):
        raise RecordError("boons", "should list the boons earned")
    for i, b in enumerate(boons):
        if not isinstance(b, dict) or set(b) != {"card", "seat", "hero"} or b["card"] not in content.boons \
                or b["seat"] not in party or not isinstance(b["hero"], str) \
                or (b["hero"] and b["hero"] not in content.heroes):
            raise RecordError(f"boons[{i}]", "should name a boon, the seat holding it and its hero (or \"\")")
    burdens = record["burdens"]
    if not _str_list(burdens) or any(b not in content.burdens for b in burdens):
        raise RecordError("burdens", "should list burdens of this game")
    if not _str_list(record["notes"]):
        raise RecordError("notes", "should be a list of texts")
    scores = record["scores"]
    if not isinstance(scores, list) or not all(_is_int(s) for s in scores) or len(scores) != nxt:
        raise RecordError("scores", "should hold one score per scenario won")
    if played is not None:
        wins = 0
        for i, q in enumerate(played):
            if wins >= len(scenarios) or q["quest"] != scenarios[wins]:
                raise RecordError("scenarios", f"the campaign's attempt {i + 1} was not at {q['quest']}")
            if q["result"].get("result") != results[i]:
                raise RecordError("results", f"attempt {i + 1}'s result is not the one in the campaign file")
            wins += results[i] == "won"


def status(content: Content, record: dict[str, Any], under_way: bool = False) -> CampaignStatus:
    """Where a campaign stands, for `hjourney campaign show` and the Campaigns screen."""
    scenarios, nxt = record["scenarios"], record["next"]
    lines = []
    for i, sid in enumerate(scenarios):
        name = content.scenarios[sid]["name"] if sid in content.scenarios else sid
        mark = f"won, score {record['scores'][i]}" if i < nxt else \
            (("under way" if under_way else "next") if i == nxt else "")
        lost = _losses_at(record, i)
        lines.append(f"{i + 1}. {name}" + (f": {mark}" if mark else "") + (f" ({lost} lost)" if lost else ""))
    for seat in record["party"]:
        heroes = ", ".join(content.heroes[h]["name"] + (" (fallen)" if h in record["fallen"] else "")
                           for h in record["heroes"][seat])
        lines.append(f"{seat}: {heroes}; deck {record['decks'][seat]['name']}")
    if record["fallen"]:
        lines.append("fallen: " + ", ".join(content.heroes[h]["name"] for h in record["fallen"]))
    lines.append(f"threat penalty: +{record['penalty']}")
    boons = [content.boons[b["card"]]["name"] + f" ({b['seat']}"
             + (f", on {content.heroes[b['hero']]['name']}" if b["hero"] else "") + ")" for b in record["boons"]]
    lines.append(f"boons: {', '.join(boons) or 'none'}")
    lines.append(f"burdens: {', '.join(content.burdens[b]['name'] for b in record['burdens']) or 'none'}")
    lines += [f"note: {n}" for n in record["notes"]]
    total = sum(record["scores"])
    if nxt >= len(scenarios):
        lines.append(f"the campaign is won, final score {total} (lower is better)")
    else:
        lines.append(f"campaign total so far: {total}")
    return CampaignStatus(content.scenarios[scenarios[nxt]]["name"] if nxt < len(scenarios) else None, lines)


def quest_name(content: Content, record: dict[str, Any]) -> tuple[int, str, int]:
    """The next scenario's place in the campaign (from 1), its name, and which attempt at it comes."""
    nxt, scenarios = record["next"], record["scenarios"]
    if nxt >= len(scenarios):  # the campaign is over: nothing comes next
        return nxt + 1, "", 1
    sid = scenarios[nxt]
    return nxt + 1, content.scenarios[sid]["name"] if sid in content.scenarios else sid, _losses_at(record, nxt) + 1


def _losses_at(record: dict[str, Any], index: int) -> int:
    """How many attempts at the index-th scenario were lost."""
    wins = lost = 0
    for r in record["results"]:
        if r == "won":
            wins += 1
        elif wins == index:
            lost += 1
    return lost


# -- one scenario of a campaign --------------------------------------------------------------------
@record(frozen=False)
class CampaignPlay:
    """What this scenario's setup changed in the log, kept until the scenario is won."""

    heroes: dict[str, list[str]]
    penalty: int
    boon_heroes: dict[int, str] = field(default_factory=dict)  # boon index in the log -> the hero chosen now

    def as_data(self) -> dict[str, Any]:
        return {"heroes": self.heroes, "penalty": self.penalty,
                "boon_heroes": {str(k): v for k, v in sorted(self.boon_heroes.items())}}


def scenario_of(record: Mapping[str, Any]) -> str:
    return record["scenarios"][min(record["next"], len(record["scenarios"]) - 1)]


def deck_lists(record: Mapping[str, Any], seats: list[str]) -> list[DeckList]:
    """Each seat's deck with the heroes the log lists for it, fallen ones left out (LC-CORE-CAMP-04)."""
    return [DeckList(f"campaign:{s}", record["decks"][s]["name"],
                     tuple(h for h in record["heroes"][s] if h not in record["fallen"]),
                     dict(record["decks"][s]["cards"])) for s in seats]


def campaign_card(game: Lotr) -> Mapping[str, Any] | None:
    rec = game.campaign_record
    return game.content.campaign_card(rec["next"] + 1) if rec else None


def _add(game: Lotr, card_id: str, zone: Zone, owner: str | None, face_up: bool = True) -> CardInstance:
    c = game.table.create(card_id, zone, owner=owner, face_up=face_up)
    game.state.cards[str(c.uid)] = c
    return c


def add_pool_to_decks(game: Lotr) -> None:
    """Before the decks are shuffled: deck boons go into their holders' decks (on top of the 50 cards,
    LC-CORE-CAMP-20) and deck burdens into the encounter deck (LC-CORE-CAMP-13)."""
    rec = game.campaign_record
    assert rec is not None
    c, st = game.content, game.state
    for b in rec["boons"]:
        if c.boons[b["card"]]["use"] == "deck":
            _add(game, b["card"], st.players[b["seat"]].deck, b["seat"], face_up=False)
    for bid in rec["burdens"]:
        if c.burdens[bid]["use"] == "deck":
            _add(game, bid, st.encounter.deck, None, face_up=False)


def _out_of_play(game: Lotr) -> Zone:
    """Where heroes swapped out at setup wait for the rest of the scenario."""
    t = game.table
    return t.zones.get("campaign_out") or t.zone("campaign_out")


def _hero_option(content: Content, verb: str, hid: str, old: str = "") -> Option:
    h = content.heroes[hid]
    text = f"{verb} {old + ' ' if old else ''}{hid}"
    what = (f"replace {content.heroes[old]['name']} with " if old else "") + \
        f"{h['name']} ({h['sphere']}, threat {h['threat']})"
    return Option(text, what, {"verb": verb, "hero": hid, "old": old, "sphere": h["sphere"], "threat": h["threat"],
                               **{k: h[k] for k in ("willpower", "attack", "defence", "hit_points")}})


def between_scenarios(record: Mapping[str, Any]) -> bool:
    """Whether a scenario has been won, so that heroes may be replaced by choice before this one."""
    return record["next"] > 0


NO_SWAP_YET = ("heroes are replaced only between scenarios: the first scenario is played with the heroes "
               "chosen when the campaign started (to play other heroes, start a new campaign with them)")


def choose_heroes(game: Lotr) -> Script:
    """Before threat is set: each player replaces fallen heroes (they must, LC-CORE-CAMP-09), and may
    replace others or add one to a party under three (LC-CORE-CAMP-06/07).  Every replacement raises
    the penalty by 1; an added hero costs nothing.  Each hero may be changed once per setup.

    Replacing by choice happens between scenarios only: until the first scenario is won the party is
    the one chosen when the campaign started (LC-CORE-CAMP-03), and a paid swap then would only cost
    what starting the campaign again with other heroes costs nothing.  Adding to a party under three
    stays open, as it is free and part of choosing the party."""
    play, st, content = game.camp, game.state, game.content
    assert play is not None
    rec = game.campaign_record
    assert rec is not None
    for seat in st.players:
        p = st.players[seat]

        def free() -> list[str]:
            in_use = {h for hs in play.heroes.values() for h in hs}
            titles = {content.heroes[h]["name"] for h in in_use}
            return [h for h in content.heroes if h not in rec["fallen"] and h not in in_use
                    and content.heroes[h]["name"] not in titles]

        for dead in [h for h in play.heroes[seat] if h in rec["fallen"]]:
            options = [_hero_option(content, "hero", h) for h in free()]
            if not options:  # every hero is taken or fallen: the party goes on smaller
                play.heroes[seat].remove(dead)
                continue
            answer = yield Ask(seat, f"{content.heroes[dead]['name']} has fallen: which hero takes their place?",
                               options, rule="LC-CORE-CAMP-09")
            new = answer.args[0]
            play.heroes[seat][play.heroes[seat].index(dead)] = new
            _add(game, new, p.heroes, seat)
            play.penalty += 1
            game.emit(f"{seat}: {content.heroes[new]['name']} replaces the fallen {content.heroes[dead]['name']}; "
                      f"the threat penalty rises to +{play.penalty}", kind="campaign", seat=seat, rule="LC-CORE-CAMP-06",
                      data={"seat": seat, "hero": new, "old": dead, "penalty": play.penalty})
        changed = set(play.heroes[seat])  # heroes brought in now may not be swapped again
        changed -= set(rec["heroes"][seat])
        swaps = between_scenarios(rec)
        while True:
            options = [Option("done", "keep these heroes", {"verb": "done"})]
            if len(play.heroes[seat]) < MAX_HEROES:
                options += [_hero_option(content, "hero", h) for h in free()]
            if swaps:
                options += [_hero_option(content, "replace", h, old) for old in play.heroes[seat]
                            if old not in changed for h in free()]
            if len(options) == 1:
                break
            if swaps:
                ask = ("change your heroes before this scenario? (a replacement adds 1 to every player's "
                       "starting threat for the rest of the campaign)")
            else:
                ask = "add a hero to your party before the first scenario? (free while you have fewer than 3)"
            answer = yield Ask(seat, ask, options, rule="LC-CORE-CAMP-06" if swaps else "LC-CORE-CAMP-07")
            if answer.name == "done":
                break
            if answer.name == "hero":
                new = answer.args[0]
                play.heroes[seat].append(new)
                _add(game, new, p.heroes, seat)
                game.emit(f"{seat} adds {content.heroes[new]['name']} to their heroes", kind="campaign", seat=seat,
                          rule="LC-CORE-CAMP-07", data={"seat": seat, "hero": new})
            else:
                old, new = answer.args[0], answer.args[1]
                play.heroes[seat][play.heroes[seat].index(old)] = new
                card = next(c for c in p.heroes.cards if c.card_id == old)
                game.table.move(card, _out_of_play(game))
                _add(game, new, p.heroes, seat)
                play.penalty += 1
                game.emit(f"{seat}: {content.heroes[new]['name']} replaces {content.heroes[old]['name']}; the threat "
                          f"penalty rises to +{play.penalty}", kind="campaign", seat=seat, rule="LC-CORE-CAMP-06",
                          data={"seat": seat, "hero": new, "old": old, "penalty": play.penalty})
            changed.add(new)


def campaign_setup(game: Lotr) -> Script:
    """Step 7 in campaign mode (LC-CORE-SETUP-15): the campaign card's Setup, then the boons (hand boons
    to hand, Permanent ones attached to their hero) and the burdens bound for the staging area."""
    from .rules.actions import attach
    from .rules.basics import draw
    from .rules.staging import add_to_staging

    rec, st, content, play = game.campaign_record, game.state, game.content, game.camp
    assert rec is not None and play is not None
    card = campaign_card(game)
    if card is not None:
        game.emit(f"campaign card {card['name']}: {card['setup']}", kind="campaign", rule="LC-CORE-CAMP-10",
                  data={"card": card["name"]})
        for seat in game.turns.order_from():
            draw(game, seat, card.get("setup_draw", 0))
    for i, b in enumerate(rec["boons"]):
        boon, seat = content.boons[b["card"]], b["seat"]
        p = st.players[seat]
        if boon["use"] == "hand":
            _add(game, b["card"], p.hand, seat)
            game.emit(f"{seat} takes the boon {boon['name']} into hand", kind="campaign", seat=seat,
                      data={"seat": seat, "card": b["card"]})
        elif boon["use"] == "attached":
            if b["hero"] in rec["fallen"]:
                continue  # a Permanent card goes with its fallen hero
            hero = next((h for h in p.heroes.cards if h.card_id == b["hero"]), None) if b["hero"] else None
            if hero is None and b["hero"]:
                continue  # its hero was swapped out of the party: the card waits in the pool
            if hero is None:
                if not p.heroes.cards:
                    continue
                from .cards import choose
                hero = yield from choose(game, seat, f"attach the boon {boon['name']} to which hero? (for the rest "
                                         "of the campaign)", list(p.heroes.cards), rule="LC-KW-PERMANENT-02")
                play.boon_heroes[i] = hero.card_id
            c = _add(game, b["card"], p.attachments, seat)
            attach(game, c, hero)
            game.emit(f"the boon {boon['name']} is attached to {st.name(hero)}", kind="campaign", seat=seat,
                      rule="LC-KW-PERMANENT-03", data={"seat": seat, "card": b["card"], "hero": hero.card_id})
    for bid in rec["burdens"]:
        if content.burdens[bid]["use"] == "staging":
            add_to_staging(game, _add(game, bid, st.encounter.staging, None))


# -- after the scenario ----------------------------------------------------------------------------
def next_record(game: Lotr, won: bool, score: int) -> dict[str, Any]:
    """The log this scenario leaves: only its result if lost; after a win its hero changes, fallen heroes
    (an eliminated player's too, LC-CORE-CAMP-19), earned boons and burdens, note and score."""
    rec = game.campaign_record
    play = game.camp
    assert rec is not None and play is not None
    out = {k: (list(v) if isinstance(v, list) else v) for k, v in rec.items()}
    out["results"] = [*rec["results"], "won" if won else "lost"]
    if not won:
        return _copy(out)
    st = game.state
    out["heroes"] = {s: list(hs) for s, hs in play.heroes.items()}
    out["penalty"] = play.penalty
    fallen = list(rec["fallen"])
    for p in st.players.values():
        fallen += [h for h in p.fallen if h not in fallen]
    out["fallen"] = fallen
    boons = [dict(b) for b in rec["boons"]]
    for i, hero in play.boon_heroes.items():
        boons[i]["hero"] = hero
    boons = [b for b in boons if not (b["hero"] and b["hero"] in fallen)]  # LC-KW-PERMANENT-08
    burdens = list(rec["burdens"])
    card = campaign_card(game)
    notes = list(rec["notes"])
    if card is not None:
        for bid in card.get("boons", []):
            holders = sorted(rec["party"], key=lambda s: (sum(b["seat"] == s for b in boons), rec["party"].index(s)))
            boons.append({"card": bid, "seat": holders[0], "hero": ""})
        earned = list(card.get("burdens", []))
        if "fallen_burden" in card and len(fallen) > len(rec["fallen"]):
            earned.append(card["fallen_burden"])
        burdens += [b for b in earned if b not in burdens]
        if card.get("note"):
            notes.append(card["note"])
    out.update(next=rec["next"] + 1, boons=boons, burdens=burdens, notes=notes, scores=[*rec["scores"], score])
    return _copy(out)


def _copy(data: Any) -> Any:
    if isinstance(data, dict):
        return {k: _copy(v) for k, v in data.items()}
    if isinstance(data, list):
        return [_copy(v) for v in data]
    return data


def quest_report(game: Lotr) -> QuestReport | None:
    rec = game.campaign_record
    if rec is None:
        return None
    out = game.outcome()
    if out is None:
        return None
    won = game.state.won
    score = int(out.scores.get("score", 0)) if won else 0
    result: dict[str, Any] = {"result": "won" if won else "lost", "summary": out.summary}
    if won:
        result["score"] = score
    return QuestReport(game.state.scenario, result, next_record(game, won, score))


def view(game: Lotr) -> dict[str, Any] | None:
    """The campaign as every seat sees it (nothing in the log is hidden)."""
    rec, play = game.campaign_record, game.camp
    if rec is None or play is None:
        return None
    card = campaign_card(game)
    return {"scenario": rec["next"] + 1, "of": len(rec["scenarios"]), "penalty": play.penalty,
            "fallen": list(rec["fallen"]), "heroes": {s: list(h) for s, h in play.heroes.items()},
            "boons": [dict(b) for b in rec["boons"]], "burdens": list(rec["burdens"]),
            "card": card["name"] if card else None, "total": sum(rec["scores"])}
